//! Move choosers behind one trait, one per difficulty level.

mod adaptive;
mod expert;
mod heuristic;
mod level;
mod mcts;
pub mod model;
mod random;
mod rules;
mod skill;
mod weights;

pub use adaptive::{Adaptive, GameResult, Target, UnknownResult};
pub use expert::Expert;
pub use level::{AnyStrategy, Difficulty, Exact, Graded, UnknownDifficulty};
pub use heuristic::Heuristic;
pub use mcts::Mcts;
pub use random::RandomMove;
pub use model::{Model, OpponentModel, UncomputableOpponent};
pub use rules::{CellOrder, Rule, Rules, UnknownRule};
pub use skill::{Skill, Slip};
pub use weights::Weights;

use crate::common::rng::Rng;
use crate::ttt::bitboard::Bitboard;
use crate::ttt::position::Position;
use crate::ttt::square::Square;

/// Chooses a move for the side to move. Every random choice draws from `rng`, so a seeded
/// generator replays the same game.
pub trait Strategy {
    /// A legal move of `pos`, or `None` once the game is over.
    fn choose(&mut self, pos: Position, rng: &mut Rng) -> Option<Square>;
}

/// The `n`-th (0-based) square of `set` in row-major order.
pub(crate) fn nth_square(set: Bitboard, n: u32) -> Option<Square> {
    // Drop the `n` lowest bits; the lowest one left is the answer. A fixed nine rounds, each
    // dropping one bit while any are due, so that no branch depends on `n` (a random draw).
    let mut bits = set.bits();
    for round in 0..9 {
        bits &= bits.wrapping_sub(u16::from(round < n));
    }
    Bitboard(bits).first()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nth_square_counts_in_row_major_order() {
        let set = Bitboard(0b101_010_011);
        let expect: Vec<_> = set.squares().collect();
        for (n, sq) in expect.iter().enumerate() {
            assert_eq!(nth_square(set, n as u32), Some(*sq));
        }
        assert_eq!(nth_square(set, 5), None);
        assert_eq!(nth_square(Bitboard::EMPTY, 0), None);
    }
}
