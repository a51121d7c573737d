//! `analyze`: a board's immediate tactics for one player (wins, blocks, threats, forks) and
//! one sentence saying what to do (API reference "Bigger boards" `MnkAnalysis`).

use alloc::vec::Vec;
use super::bits::{Bits, Wide};
use super::board::{geometry, Board, Move};
use super::geometry::Geometry;
use super::meter::Meter;
use super::search::{Budget, Outcome};
use super::threats::{Threats, FOUR_DEPTH, THREAT_DEPTH};
use super::windows::Windows;
use crate::common::player::Player;

/// What `player` can do at once; every list in row-major order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// Cells that complete k in a row now.
    pub wins: Vec<Move>,
    /// Cells where the opponent would complete k in a row now.
    pub blocks: Vec<Move>,
    /// Moves (not wins) after which the player could complete k on the next move.
    pub threats: Vec<Move>,
    /// Threats that leave two or more such cells at once.
    pub forks: Vec<Move>,
    /// One sentence a player can act on.
    pub explanation: Explanation,
}

/// `analyze`'s sentence: which one and the values it names, in its order. Worded in
/// `crate::text::mnk` (`Explanation::text`, and as words for JavaScript to join).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    pub sentence: Sentence,
    pub args: Vec<Arg>,
}

/// Which sentence an explanation is; the values each names are in its comment, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sentence {
    /// row, col, k.
    Win,
    /// row, col, opponent, k.
    Block,
    /// opponent, k, the number of cells, row, col, opponent.
    Double,
    /// row, col, opponent.
    Fork,
    /// row, col, opponent.
    StopFork,
    /// row, col, opponent.
    ForcedWin,
    /// row, col, opponent, k.
    Defend,
    /// row, col, k, opponent.
    Threat,
    /// row, col.
    Quiet,
    /// row, col.
    KeepWin,
    /// row, col.
    KeepDraw,
    /// k, row, col.
    Misere,
    /// k, row, col.
    Forced,
    /// winner.
    Won,
    /// nothing.
    Drawn,
}

/// One value a sentence names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arg {
    Number(u32),
    Player(Player),
}

impl Explanation {
    fn new(sentence: Sentence, args: &[Arg]) -> Explanation {
        Explanation { sentence, args: args.to_vec() }
    }
}

/// What a proof knows of a position for the side to move: its outcome and the moves that keep
/// it (every move, where the position is lost).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Keeping {
    pub outcome: Outcome,
    pub moves: Wide,
}

/// The analysis of `board` for `player` to move (either player, whatever the counts). Under
/// gravity only cells a mark can drop into count, and a threat's cells are those playable
/// right after the move.
pub fn analyze(board: &Board, player: Player) -> Analysis {
    analyze_with(&mut Windows::new(board.rules()), board, player, None)
}

/// [`analyze`] on `w`, window counts of `board`'s rules (an engine's own, made once). Where
/// `proof` is known the sentence names only a move that keeps the position's outcome: a
/// threat or a quiet move can throw a win or a draw away, which tactics alone cannot see.
pub(crate) fn analyze_with(w: &mut Windows, board: &Board, player: Player, proof: Option<Keeping>) -> Analysis {
    let rules = board.rules();
    let g = geometry(rules);
    if board.is_finished() {
        let explanation = match board.winner() {
            Some(w) => Explanation::new(Sentence::Won, &[Arg::Player(w)]),
            None => Explanation::new(Sentence::Drawn, &[]),
        };
        return Analysis { wins: Vec::new(), blocks: Vec::new(), threats: Vec::new(), forks: Vec::new(), explanation };
    }
    w.load(board.marks(Player::X), board.marks(Player::O), player == Player::O);
    let (mine, theirs) = (w.to_move, w.to_move ^ 1);
    let playable = w.playable();
    let wins = w.wins_now(mine);
    let blocks = w.wins_now(theirs);
    let (threats, forks) = threats_and_forks(w, playable & !wins);
    let keep = proof.map_or(playable, |p| p.moves);
    // The opponent's fork cells (were it to move) that the player can take and leave it none:
    // advised when the player has no win, block or fork. Where taking one leaves another (3x3's
    // opposite corners), a threat that forces a block is the defence, as in the classic strategy.
    let stop_forks = if rules.misere() || !(wins | blocks | forks).is_zero() { Wide::ZERO } else { fork_stoppers(w) };
    // Where threats decide, Hard's threat search within a fixed budget: the player's forced
    // win, else, were the opponent to move, its win by fours and the moves that stop it.
    let (forced, defences) = if !w.three_rules() || !(wins | blocks | forks).is_zero() {
        (Wide::ZERO, Wide::ZERO)
    } else {
        let mut meter = Meter::default();
        meter.start(Budget::nodes(THREAT_NODES));
        match w.threat_win(Threats::FoursAndThrees, THREAT_DEPTH, &mut meter) {
            Some(bit) => (Wide::bit(bit), Wide::ZERO),
            None => {
                meter.start(Budget::nodes(THREAT_NODES));
                let threatened = w.threatened(Threats::Fours, FOUR_DEPTH, &mut meter);
                meter.start(Budget::nodes(THREAT_NODES));
                let defences = if threatened { w.defences(Threats::Fours, FOUR_DEPTH, w.candidates(), &mut meter).0 } else { Wide::ZERO };
                (Wide::ZERO, defences)
            }
        }
    };
    let list = |set: Wide| -> Vec<Move> { g.cells_row_major().filter(|&b| set.has(b)).map(|b| to_move(&g, b)).collect() };
    // The cell a sentence names: the one of a set on the most lines the player still has open,
    // then nearest the centre, then first in row-major order (Hard's tie-break, on open lines).
    let pick = |set: Wide| -> Option<Move> {
        let key = |b: u32| (w.open_through(b, mine), core::cmp::Reverse(g.centre_distance(b)), core::cmp::Reverse(g.row_major(b)));
        g.cells_row_major().filter(|&b| set.has(b)).max_by_key(|&b| key(b)).map(|b| to_move(&g, b))
    };
    let k = Arg::Number(u32::from(rules.k()));
    let them = Arg::Player(!player);
    let at = |m: Option<Move>| m.map_or([Arg::Number(0), Arg::Number(0)], |m| [Arg::Number(u32::from(m.row)), Arg::Number(u32::from(m.col))]);
    let explanation = if rules.misere() {
        match pick(playable & !wins & keep) {
            Some(m) => {
                let [r, c] = at(Some(m));
                Explanation::new(Sentence::Misere, &[k, r, c])
            }
            None => {
                let [r, c] = at(pick(playable));
                Explanation::new(Sentence::Forced, &[k, r, c])
            }
        }
    } else if let Some(m) = pick(wins) {
        let [r, c] = at(Some(m));
        Explanation::new(Sentence::Win, &[r, c, k])
    } else if blocks.count() == 1 {
        let [r, c] = at(pick(blocks));
        Explanation::new(Sentence::Block, &[r, c, them, k])
    } else if blocks.count() > 1 {
        let [r, c] = at(pick(blocks));
        Explanation::new(Sentence::Double, &[them, k, Arg::Number(blocks.count()), r, c, them])
    } else if let Some(m) = pick(forks & keep) {
        let [r, c] = at(Some(m));
        Explanation::new(Sentence::Fork, &[r, c, them])
    } else if let Some(m) = pick(forced & keep) {
        let [r, c] = at(Some(m));
        Explanation::new(Sentence::ForcedWin, &[r, c, them])
    } else if let Some(m) = pick(stop_forks & keep) {
        let [r, c] = at(Some(m));
        Explanation::new(Sentence::StopFork, &[r, c, them])
    } else if let Some(m) = pick(defences & keep) {
        let [r, c] = at(Some(m));
        Explanation::new(Sentence::Defend, &[r, c, them, k])
    } else if let Some(m) = pick(threats & keep) {
        let [r, c] = at(Some(m));
        Explanation::new(Sentence::Threat, &[r, c, k, them])
    } else {
        let [r, c] = at(pick(playable & keep));
        let sentence = match proof.map(|p| p.outcome) {
            Some(Outcome::Win) => Sentence::KeepWin,
            Some(Outcome::Draw) => Sentence::KeepDraw,
            _ => Sentence::Quiet,
        };
        Explanation::new(sentence, &[r, c])
    };
    Analysis { wins: list(wins), blocks: list(blocks), threats: list(threats), forks: list(forks), explanation }
}

/// Of `cells`, the moves of the side to move after which it could complete k next move
/// (threats), and those that leave two or more such cells (forks).
fn threats_and_forks(w: &mut Windows, cells: Wide) -> (Wide, Wide) {
    let side = w.to_move;
    let (mut threats, mut forks) = (Wide::ZERO, Wide::ZERO);
    for bit in cells.indices() {
        w.play(bit);
        let wins = w.wins_now(side);
        w.undo(bit);
        if !wins.is_zero() {
            threats |= Wide::bit(bit);
            if wins.count() > 1 {
                forks |= Wide::bit(bit);
            }
        }
    }
    (threats, forks)
}

/// The cells where the side to move's mark leaves the opponent no move that makes two threats
/// at once, among the cells where the opponent would make them.
fn fork_stoppers(w: &mut Windows) -> Wide {
    // The opponent's forks were it to move: a pass (every count is kept per side).
    w.to_move ^= 1;
    let theirs = threats_and_forks(w, w.playable()).1;
    w.to_move ^= 1;
    let mut stoppers = Wide::ZERO;
    for bit in theirs.indices() {
        w.play(bit);
        let left = threats_and_forks(w, w.playable()).1;
        w.undo(bit);
        if left.is_zero() {
            stoppers |= Wide::bit(bit);
        }
    }
    stoppers
}

/// Nodes each of `analyze`'s threat searches may spend: a few milliseconds.
const THREAT_NODES: u64 = 20_000;

fn to_move(g: &Geometry<Wide>, bit: u32) -> Move {
    let (r, c) = g.coords(bit);
    Move::new(r as u8, c as u8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::rng::{Rng, Seed};
    use crate::mnk::geometry::Geometry;
    use crate::mnk::rules::Rules;
    use crate::mnk::search::{Budget, Searcher};

    /// On random 6×6 positions (k = 4), a forced win the sentence names is a win by the exact
    /// solver, and a defence it names leaves the opponent no win by continuous fours.
    #[test]
    fn the_sentence_names_proven_forced_wins_and_defences() {
        let rules = Rules::new(6, 6, 4).unwrap();
        let g = Geometry::wide(rules);
        let mut s = Searcher::new(g, 20);
        let mut rng = Rng::new(Seed(52));
        let (mut wins, mut defences) = (0, 0);
        for _ in 0..2000 {
            let mut board = Board::empty(rules);
            let stones = 10 + rng.below(8);
            let mut placed = 0;
            while placed < stones && !board.is_finished() {
                let mv = Move::new(rng.below(6) as u8, rng.below(6) as u8);
                let player = if placed % 2 == 0 { Player::X } else { Player::O };
                if let Ok(next) = board.play(mv, player) {
                    board = next;
                    placed += 1;
                }
            }
            if board.is_finished() {
                continue;
            }
            let sentence = analyze(&board, Player::X).explanation;
            let at = |e: &Explanation| match e.args[..2] {
                [Arg::Number(r), Arg::Number(c)] => g.bit(r, c),
                _ => panic!("{e:?}"),
            };
            s.load(board.marks(Player::X), board.marks(Player::O), Player::X);
            if sentence.sentence == Sentence::ForcedWin {
                // Proofs that outgrow the budget are left out (the count below says how many were made).
                s.start(Budget::nodes(2_000_000));
                if let Some(score) = s.prove_move(at(&sentence)) {
                    wins += 1;
                    assert!(score > 0, "{board:?}: {}", sentence.text());
                }
            } else if sentence.sentence == Sentence::Defend {
                s.w.play(at(&sentence));
                let mut meter = Meter::default();
                meter.start(Budget::nodes(2_000_000));
                let escapes = s.w.threat_win(Threats::Fours, FOUR_DEPTH, &mut meter).is_none();
                if !meter.aborted {
                    defences += 1;
                    assert!(escapes, "{board:?}: {}", sentence.text());
                }
            }
        }
        assert!(wins >= 10 && defences >= 10, "{wins} forced wins and {defences} defences named");
    }
}
