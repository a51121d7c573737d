//! Expert: perfect play that, among moves of equal game value, maximises the expected score
//! against a uniformly random opponent, computed exactly in integers.

use super::Strategy;
use crate::board::Board;
use crate::player::Player;
use crate::position::{Outcome, Position};
use crate::rng::Rng;
use crate::solver;
use crate::square::Square;
use std::sync::OnceLock;

/// Expert (SPEC §3). Among the moves that keep the best game value it takes the highest
/// expected score (win 1, draw ½, loss 0) against a uniformly random opponent, Expert
/// playing on the same way; then the faster win or slower loss; then center, corners, edges.
/// Deterministic: draws nothing from the generator.
///
/// Against a random opponent it wins 191/192 of its games as X and never loses.
///
/// ```
/// # use oxo_ai::{Position, strategy::Expert};
/// let as_x = Expert::expected_score(Position::EMPTY);
/// // Score = 1/2 + win rate / 2, and the win rate is 191/192.
/// assert_eq!(as_x * 384, Expert::SCORE_SCALE * 383);
/// ```
#[derive(Clone, Copy, Debug, Default)]
pub struct Expert;

impl Expert {
    /// The unit of [`Expert::expected_score`]: 2 · 9!. A random player's choices have
    /// probabilities whose product divides 1/9!, and a draw is half a point, so every
    /// expectation is a whole number of units.
    pub const SCORE_SCALE: u32 = 725_760;

    /// Expert's move in `pos`, or `None` once the game is over.
    pub fn best_move(pos: Position) -> Option<Square> {
        table().get(pos).best
    }

    /// The expected score, in units of 1/[`Expert::SCORE_SCALE`], of Expert to move in `pos`
    /// against a uniformly random opponent; on a finished board, the score the side to move
    /// got (0 for a loss, half for a draw).
    pub fn expected_score(pos: Position) -> u32 {
        table().get(pos).score
    }

    /// The expected score, in the same units, of the side to move playing `sq` (a legal move)
    /// in `pos` and then playing on as Expert against a random opponent.
    pub fn expected_score_of_move(pos: Position, sq: Square) -> u32 {
        after_move(pos.play_unchecked(sq), &mut |p| Expert::expected_score(p))
    }
}

impl Strategy for Expert {
    fn choose(&mut self, pos: Position, _rng: &mut Rng) -> Option<Square> {
        Expert::best_move(pos)
    }
}

/// One table entry: Expert to move. `best` is `None` on finished boards.
#[derive(Clone, Copy, Debug)]
struct Entry {
    score: u32,
    best: Option<Square>,
}

const UNREACHED: Entry = Entry { score: 0, best: None };

struct Table {
    entries: Box<[Entry]>,
}

impl Table {
    fn get(&self, pos: Position) -> Entry {
        self.entries.get(pos.index()).copied().unwrap_or(UNREACHED)
    }
}

/// Every position, each board with either side to move (SPEC §7.6), solved once.
fn table() -> &'static Table {
    static TABLE: OnceLock<Table> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut memo = vec![None; Position::INDEX_COUNT];
        for board in (0..Board::INDEX_COUNT).filter_map(Board::from_index) {
            for player in Player::BOTH {
                solve(Position::setup(board, player), &mut memo);
            }
        }
        Table { entries: memo.into_iter().map(|e| e.unwrap_or(UNREACHED)).collect() }
    })
}

/// Fills `memo` for `pos` (Expert to move) and the positions its choice depends on.
fn solve(pos: Position, memo: &mut [Option<Entry>]) -> Entry {
    let index = pos.index();
    if let Some(Some(entry)) = memo.get(index) {
        return *entry;
    }
    let entry = match pos.outcome() {
        Some(Outcome::Win(winner)) if winner == pos.to_move() => Entry { score: Expert::SCORE_SCALE, best: None },
        Some(Outcome::Win(_)) => Entry { score: 0, best: None },
        Some(Outcome::Draw) => Entry { score: Expert::SCORE_SCALE / 2, best: None },
        None => {
            let value = solver::evaluate(pos).value;
            let mut best: Option<(Square, u32, i8)> = None;
            for sq in Square::PREFERENCE {
                if !pos.legal_moves().contains(sq) {
                    continue;
                }
                let eval = solver::evaluate_move(pos, sq);
                if eval.value != value {
                    continue;
                }
                let score = after_move(pos.play_unchecked(sq), &mut |p| solve(p, memo).score);
                // Strictly better only: the earlier square in preference order wins ties.
                if best.is_none_or(|(_, s, k)| (score, eval.key()) > (s, k)) {
                    best = Some((sq, score, eval.key()));
                }
            }
            match best {
                Some((sq, score, _)) => Entry { score, best: Some(sq) },
                None => UNREACHED,
            }
        }
    };
    if let Some(slot) = memo.get_mut(index) {
        *slot = Some(entry);
    }
    entry
}

/// Expert's expected score once it has moved into `pos`, the random player to move;
/// `expert_to_move` gives the score of the positions after the random reply.
fn after_move(pos: Position, expert_to_move: &mut impl FnMut(Position) -> u32) -> u32 {
    match pos.outcome() {
        // Expert made the line.
        Some(Outcome::Win(_)) => Expert::SCORE_SCALE,
        Some(Outcome::Draw) => Expert::SCORE_SCALE / 2,
        None => {
            let replies = pos.legal_moves();
            let total: u32 = replies.squares().map(|r| expert_to_move(pos.play_unchecked(r))).sum();
            // Exact: see `SCORE_SCALE`.
            total.checked_div(replies.count()).unwrap_or(0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every average in the table divides exactly.
    #[test]
    fn expectations_are_whole_units() {
        fn walk(pos: Position, seen: &mut std::collections::HashSet<Board>) {
            if !seen.insert(pos.board()) {
                return;
            }
            if !pos.is_over() {
                let total: u32 = pos
                    .legal_moves()
                    .squares()
                    .map(|sq| Expert::expected_score(pos.play_unchecked(sq)))
                    .sum();
                assert_eq!(total % pos.legal_moves().count(), 0, "{pos}");
            }
            for sq in pos.legal_moves().squares() {
                walk(pos.play_unchecked(sq), seen);
            }
        }
        walk(Position::EMPTY, &mut std::collections::HashSet::new());
    }

    #[test]
    fn every_reachable_position_has_a_move() {
        fn walk(pos: Position) {
            assert_eq!(Expert::best_move(pos).is_some(), !pos.is_over(), "{pos}");
            for sq in pos.legal_moves().squares() {
                walk(pos.play_unchecked(sq));
            }
        }
        walk(Position::EMPTY);
    }
}
