//! `Weights`: a move distribution in whole numbers, so every computable level's choice (and
//! Expert's opponent models) is known exactly and sampled with one draw.

use crate::common::rng::Rng;
use crate::ttt::bitboard::Bitboard;
use crate::ttt::square::Square;

/// A weight per square (0 for a move never played); the chance of a move is its weight over
/// the total. The total fits in a `u32` (at most 9 × 10^8 from [`crate::ttt::strategy::Skill`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    weights: [u32; 9],
    total: u32,
}

impl Weights {
    pub const NONE: Weights = Weights { weights: [0; 9], total: 0 };

    /// Every square of `set` equally likely.
    pub fn uniform(set: Bitboard) -> Weights {
        Weights::from_fn(set, |_| 1)
    }

    /// Each square of `set` weighted by `weight`.
    pub fn from_fn(set: Bitboard, mut weight: impl FnMut(Square) -> u32) -> Weights {
        let mut w = Weights::NONE;
        for sq in set.squares() {
            let value = weight(sq);
            if let Some(slot) = w.weights.get_mut(usize::from(sq.index())) {
                *slot = value;
                w.total += value;
            }
        }
        w
    }

    pub fn weight(&self, sq: Square) -> u32 {
        self.weights.get(usize::from(sq.index())).copied().unwrap_or(0)
    }

    pub const fn total(&self) -> u32 {
        self.total
    }

    /// The chance of `sq`, 0 when nothing is weighted.
    pub fn probability(&self, sq: Square) -> f64 {
        if self.total == 0 {
            return 0.0;
        }
        f64::from(self.weight(sq)) / f64::from(self.total)
    }

    /// The squares with a chance.
    pub fn support(&self) -> Bitboard {
        Square::ALL.iter().filter(|&&sq| self.weight(sq) > 0).fold(Bitboard::EMPTY, |b, &sq| b.with(sq))
    }

    /// One draw of `rng.below(total)`, walked in row-major order; `None` if nothing is weighted.
    /// With equal weights this is the `n`-th square of the set for `n = below(count)`, the draw
    /// Easy and Medium have always made.
    pub fn sample(&self, rng: &mut Rng) -> Option<Square> {
        if self.total == 0 {
            return None;
        }
        let mut left = rng.below(self.total);
        for sq in Square::ALL {
            let w = self.weight(sq);
            if left < w {
                return Some(sq);
            }
            left -= w;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::rng::Seed;
    use crate::ttt::strategy::nth_square;

    #[test]
    fn uniform_sampling_makes_the_same_draw_as_nth_square() {
        let set = Bitboard(0b110_101_011);
        let (mut a, mut b) = (Rng::new(Seed(3)), Rng::new(Seed(3)));
        for _ in 0..200 {
            assert_eq!(Weights::uniform(set).sample(&mut a), nth_square(set, b.below(set.count())));
        }
    }

    #[test]
    fn weights_set_the_frequencies() {
        let set = Bitboard(0b11);
        let w = Weights::from_fn(set, |sq| if sq.index() == 0 { 3 } else { 1 });
        assert_eq!(w.probability(Square::ALL[0]), 0.75);
        let mut rng = Rng::new(Seed(9));
        let zeros = (0..40_000).filter(|_| w.sample(&mut rng) == Some(Square::ALL[0])).count();
        assert!((29_200..30_800).contains(&zeros), "{zeros}");
        assert_eq!(Weights::NONE.sample(&mut rng), None);
    }
}
