//! Rules: the classic rule-based player (API reference "AIEngine", issue 14), Newell and Simon's eight rules
//! as Crowley and Siegler state them, tried in a given order; the first rule that applies
//! chooses the move, and the caller can learn which one did. Deterministic.

use alloc::string::String;
use super::Strategy;
use crate::common::player::Player;
use crate::common::rng::Rng;
use crate::ttt::analyzer::{fork_cells, winning_cells};
use crate::ttt::bitboard::Bitboard;
use crate::ttt::board::Board;
use crate::ttt::position::Position;
use crate::ttt::square::Square;

/// One rule of the list (API reference "AIEngine" `Rule`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Complete a line of your own.
    Win,
    /// Complete the opponent's line before they do.
    Block,
    /// Make two winning threats at once.
    Fork,
    /// Stop the opponent's fork, without walking into another (see [`Rules::block_fork`]).
    BlockFork,
    /// Take the center.
    Center,
    /// Take the corner opposite one of the opponent's.
    OppositeCorner,
    /// Take a corner: 0, 2, 6, 8.
    Corner,
    /// Take an edge: 1, 3, 5, 7.
    Edge,
}

impl Rule {
    /// The eight rules in Newell and Simon's order: a list that never loses.
    pub const ALL: [Rule; 8] = [
        Rule::Win, Rule::Block, Rule::Fork, Rule::BlockFork, Rule::Center, Rule::OppositeCorner, Rule::Corner,
        Rule::Edge,
    ];

    /// The name JavaScript uses.
    pub const fn name(self) -> &'static str {
        match self {
            Rule::Win => "win",
            Rule::Block => "block",
            Rule::Fork => "fork",
            Rule::BlockFork => "block-fork",
            Rule::Center => "center",
            Rule::OppositeCorner => "opposite-corner",
            Rule::Corner => "corner",
            Rule::Edge => "edge",
        }
    }
}

/// The name is not one of the eight rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRule(pub String);

impl core::str::FromStr for Rule {
    type Err = UnknownRule;
    fn from_str(s: &str) -> Result<Rule, UnknownRule> {
        Rule::ALL.into_iter().find(|r| r.name() == s).ok_or_else(|| UnknownRule(s.into()))
    }
}

const CORNERS: Bitboard = Bitboard(0b101_000_101);
const EDGES: Bitboard = Bitboard(0b010_101_010);

/// The order in which a rule player takes cells where its rule allows several, and which
/// empty cell it takes when no rule applies: a permutation of 0..=8 (API reference "An opponent that adapts" `cells`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CellOrder([u8; 9]);

impl CellOrder {
    /// Row-major: the lowest-numbered cell first.
    pub const ROW_MAJOR: CellOrder = CellOrder([0, 1, 2, 3, 4, 5, 6, 7, 8]);

    /// `None` unless `cells` holds each of 0..=8 once.
    pub fn new(cells: [u8; 9]) -> Option<CellOrder> {
        let seen = cells.iter().fold(0u16, |seen, &c| if c < 9 { seen | 1 << c } else { seen | 1 << 15 });
        (seen == 0x1ff).then_some(CellOrder(cells))
    }

    pub const fn cells(self) -> [u8; 9] {
        self.0
    }

    /// The first square of `set` in this order.
    pub fn first(self, set: Bitboard) -> Option<Square> {
        self.0.iter().filter_map(|&i| Square::new(i)).find(|&sq| set.contains(sq))
    }
}

impl Default for CellOrder {
    fn default() -> CellOrder {
        CellOrder::ROW_MAJOR
    }
}

/// A rule-based player: the rules to try, in order, taking cells in its cell order (the first
/// cell a rule allows; with no rule applying, the first empty cell).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    list: [Option<Rule>; 8],
    order: CellOrder,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::new(&Rule::ALL)
    }
}

impl Rules {
    /// A player trying `list` in order (at most 8 rules are kept; repeats are harmless),
    /// lowest-numbered cells first.
    pub fn new(list: &[Rule]) -> Rules {
        let mut kept = [None; 8];
        for (slot, &rule) in kept.iter_mut().zip(list) {
            *slot = Some(rule);
        }
        Rules { list: kept, order: CellOrder::ROW_MAJOR }
    }

    /// The same rules, taking cells in `order`.
    pub fn with_order(self, order: CellOrder) -> Rules {
        Rules { order, ..self }
    }

    pub const fn order(&self) -> CellOrder {
        self.order
    }

    /// The rules, in the order they are tried.
    pub fn rules(&self) -> impl Iterator<Item = Rule> + '_ {
        self.list.iter().flatten().copied()
    }

    /// The move and the rule that chose it (`None` for the fallback), or `None` once over.
    pub fn choose_with_rule(&self, pos: Position) -> Option<(Square, Option<Rule>)> {
        let empty = pos.legal_moves();
        if empty.is_empty() {
            return None;
        }
        let board = pos.board();
        let me = pos.to_move();
        for rule in self.list.iter().flatten() {
            if let Some(sq) = self.order.first(Rules::candidates(*rule, board, me) & empty) {
                return Some((sq, Some(*rule)));
            }
        }
        self.order.first(empty).map(|sq| (sq, None))
    }

    /// The cells `rule` allows `me` on `board` (empty if it does not apply); the player takes
    /// the first in its cell order.
    pub fn candidates(rule: Rule, board: Board, me: Player) -> Bitboard {
        let empty = board.empty_squares();
        match rule {
            Rule::Win => winning_cells(board, me),
            Rule::Block => winning_cells(board, !me),
            Rule::Fork => fork_cells(board, me),
            Rule::BlockFork => Rules::block_fork(board, me),
            Rule::Center => empty & Bitboard::from_square(Square::CENTER),
            Rule::OppositeCorner => {
                let theirs = board.marks(!me);
                (empty & CORNERS).squares().filter(|sq| Square::new(8 - sq.index()).is_some_and(|o| theirs.contains(o))).fold(Bitboard::EMPTY, Bitboard::with)
            }
            Rule::Corner => empty & CORNERS,
            Rule::Edge => empty & EDGES,
        }
    }

    /// **Decision:** when the opponent has a fork cell, the cells where my mark makes one winning
    /// threat whose forced reply does not give the opponent two threats of their own (a fork
    /// made by the block); only if there is none, the opponent's fork cells. Taking the fork cell at once loses with X on two opposite corners and
    /// O in the center: X's forced block is then a fork.
    pub fn block_fork(board: Board, me: Player) -> Bitboard {
        let their_forks = fork_cells(board, !me);
        if their_forks.is_empty() {
            return Bitboard::EMPTY;
        }
        let forcing = board.empty_squares().squares().filter(|&sq| {
            let after = board.play_unchecked(sq, me);
            let threats = winning_cells(after, me);
            // Exactly one threat (two would be a fork, which the fork rule takes first).
            threats.count() == 1
                && threats.first().is_some_and(|reply| {
                    winning_cells(after.play_unchecked(reply, !me), !me).count() < 2
                })
        });
        let forcing = forcing.fold(Bitboard::EMPTY, Bitboard::with);
        if forcing.is_empty() { their_forks } else { forcing }
    }
}

impl Strategy for Rules {
    fn choose(&mut self, pos: Position, _rng: &mut Rng) -> Option<Square> {
        self.choose_with_rule(pos).map(|(sq, _)| sq)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ttt::position::Outcome;

    fn pos(s: &str) -> Position {
        Position::new(s.parse().unwrap()).unwrap()
    }

    /// Every game the rules player can meet as `side`, the opponent trying every move:
    /// returns how many games the rules player lost.
    fn losses(rules: &Rules, p: Position, side: Player) -> u32 {
        match p.outcome() {
            Some(Outcome::Win(w)) => return u32::from(w != side),
            Some(Outcome::Draw) => return 0,
            None => {}
        }
        if p.to_move() == side {
            let (sq, _) = rules.choose_with_rule(p).unwrap();
            losses(rules, p.play_unchecked(sq), side)
        } else {
            p.legal_moves().squares().map(|sq| losses(rules, p.play_unchecked(sq), side)).sum()
        }
    }

    #[test]
    fn the_eight_rules_never_lose_as_either_side() {
        let rules = Rules::default();
        assert_eq!(losses(&rules, Position::EMPTY, Player::X), 0);
        assert_eq!(losses(&rules, Position::EMPTY, Player::O), 0);
    }

    #[test]
    fn block_fork_does_not_take_the_fork_cell_against_opposite_corners() {
        // X . .
        // . O .
        // . . X   O to move: X forks at (0, 2) or (2, 0); taking one loses to the other.
        let p = pos("X...O...X");
        let (sq, rule) = Rules::default().choose_with_rule(p).unwrap();
        assert_eq!(rule, Some(Rule::BlockFork));
        assert!([1, 3, 5, 7].contains(&sq.index()), "an edge that forces X, got {sq}");
        // The literal rule would take (0, 2) and lose: X blocks at (2, 0)... and forks.
        let literal = Rules::new(&[Rule::Win, Rule::Block, Rule::Fork]);
        let fork_cell = fork_cells(p.board(), Player::X).first().unwrap();
        assert_eq!(fork_cell, Square::new(2).unwrap());
        assert!(losses(&literal, p.play_unchecked(fork_cell), Player::O) > 0);
        assert_eq!(losses(&Rules::default(), p, Player::O), 0);
    }

    #[test]
    fn a_contract_style_list_reproduces_its_order() {
        // ClarityXO's AI: win, block, center, first corner 0 2 6 8, first edge 1 3 5 7.
        let contract = Rules::new(&[Rule::Win, Rule::Block, Rule::Center, Rule::Corner, Rule::Edge]);
        assert_eq!(contract.choose_with_rule(Position::EMPTY), Some((Square::CENTER, Some(Rule::Center))));
        assert_eq!(contract.choose_with_rule(pos("....X....")), Some((Square::new(0).unwrap(), Some(Rule::Corner))));
        assert_eq!(contract.choose_with_rule(pos("XX..O....")), Some((Square::new(2).unwrap(), Some(Rule::Block))));
        // With no rule applying, the lowest empty cell.
        assert_eq!(Rules::new(&[]).choose_with_rule(pos("X...O....")), Some((Square::new(1).unwrap(), None)));
    }
}
