//! Hard: perfect play from the solver's table (fastest win, slowest loss, then center,
//! corners, edges). Deterministic: draws nothing from the generator.

use super::Strategy;
use crate::position::Position;
use crate::rng::Rng;
use crate::solver;
use crate::square::Square;

#[derive(Clone, Copy, Debug, Default)]
pub struct Perfect;

impl Strategy for Perfect {
    fn choose(&mut self, pos: Position, _rng: &mut Rng) -> Option<Square> {
        solver::best_move(pos)
    }
}
