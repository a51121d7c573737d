//! Move choosers behind one trait, one per difficulty level.

mod perfect;
mod random;

pub use perfect::Perfect;
pub use random::RandomMove;

use crate::position::Position;
use crate::rng::Rng;
use crate::square::Square;

/// Chooses a move for the side to move. Every random choice draws from `rng`, so a seeded
/// generator replays the same game.
pub trait Strategy {
    /// A legal move of `pos`, or `None` once the game is over.
    fn choose(&mut self, pos: Position, rng: &mut Rng) -> Option<Square>;
}

/// The `n`-th (0-based) square of `set` in row-major order.
pub(crate) fn nth_square(set: crate::bitboard::Bitboard, n: u32) -> Option<Square> {
    set.squares().nth(n as usize)
}
