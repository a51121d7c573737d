//! Easy: a uniformly random legal move.

use super::{nth_square, Strategy};
use crate::common::rng::Rng;
use crate::ttt::position::Position;
use crate::ttt::square::Square;

#[derive(Clone, Copy, Debug, Default)]
pub struct RandomMove;

impl Strategy for RandomMove {
    fn choose(&mut self, pos: Position, rng: &mut Rng) -> Option<Square> {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return None;
        }
        nth_square(moves, rng.below(moves.count()))
    }
}
