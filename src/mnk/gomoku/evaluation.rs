//! The search's horizon: a position's worth to the side to move, as a logistic model of the
//! game's result, fitted to self-play (`bench/native/gomoku-fit.rs`). Its features, for the
//! side to move and then for its opponent, all kept by [`super::super::patterns::Patterns`]:
//!
//! - how many (empty cell, direction) pairs make each of [`LINES`];
//! - how many empty cells make exactly each of [`SHAPES`].
//!
//! Scores are thousandths of a logit: 0 is an even game, 1,000 is odds of e to 1 for the side
//! to move. The window counts' evaluation (the open windows of five valued by their marks, the
//! mover's weighted half again), which this replaced, predicted the results of the same games
//! worse (log loss on games the fit did not see: 0.512 on the window sums, 0.440 on these
//! features, 0.439 on both, so the window counts are no longer kept).

use super::super::bits::Bits;
use super::super::patterns::{Line, Shape};
use super::Position;

/// Lines counted, per side.
pub const LINES: [Line; 7] = [Line::OpenOne, Line::Two, Line::OpenTwo, Line::Three, Line::OpenThree, Line::Four, Line::OpenFour];
/// Shapes counted, per side.
pub const SHAPES: [Shape; 5] = [Shape::Three, Shape::DoubleThree, Shape::Four, Shape::FourThree, Shape::OpenFour];
/// Features per side: the lines, the shapes.
pub const PER_SIDE: usize = LINES.len() + SHAPES.len();
/// Features in all: both sides' and a bias (always 1).
pub const FEATURES: usize = 2 * PER_SIDE + 1;

/// The model's weights in thousandths of a logit per unit of [`features`]: per 10 (cell,
/// direction) pairs, per cell; the bias's last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights(pub [i32; FEATURES]);

impl Weights {
    /// Hard's: `gomoku-fit --games 1200 --nodes 10000 --seed 64` on the games of the Hard of
    /// 5964561 (whose weights, with the window sums, came from two such rounds from the window
    /// counts' evaluation, seeds 61 and 62).
    pub const FITTED: Weights = Weights([
        -101, 83, 225, 823, 956, 1657, 0, 111, 18, 147, 4484, 0,
        110, -54, -154, -719, -566, -570, -8847, -108, 90, -263, -1665, -207,
        32,
    ]);

    /// The score of `pos` for the side to move.
    pub fn evaluate(&self, pos: &Position) -> i32 {
        let c = counts(pos);
        let dot = |range: core::ops::Range<usize>| range.map(|i| i64::from(self.0[i]) * i64::from(c[i])).sum::<i64>();
        let lines = dot(0..LINES.len()) + dot(PER_SIDE..PER_SIDE + LINES.len());
        let shapes = dot(LINES.len()..PER_SIDE) + dot(PER_SIDE + LINES.len()..2 * PER_SIDE);
        (lines / 10 + shapes + i64::from(self.0[FEATURES - 1])) as i32
    }
}

/// The features as counts, for the side to move then its opponent: pairs of each line, cells
/// of each shape; the bias's 1 last.
fn counts(pos: &Position) -> [i32; FEATURES] {
    let mut out = [0; FEATURES];
    let me = pos.to_move();
    for (side, base) in [(me, 0), (me ^ 1, PER_SIDE)] {
        for (i, &line) in LINES.iter().enumerate() {
            out[base + i] = pos.p.count(side, line);
        }
        for (i, &shape) in SHAPES.iter().enumerate() {
            out[base + LINES.len() + i] = pos.p.exactly(side, shape).count() as i32;
        }
    }
    out[FEATURES - 1] = 1;
    out
}

/// The features of `pos` in the weights' units (lines' pairs by tens), the bias's (1) last:
/// what the fit reads.
pub fn features(pos: &Position) -> [f64; FEATURES] {
    let c = counts(pos);
    core::array::from_fn(|i| if i % PER_SIDE < LINES.len() && i < 2 * PER_SIDE { f64::from(c[i]) / 10.0 } else { f64::from(c[i]) })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mnk::board::Board;
    use crate::mnk::rules::Rules;
    use crate::common::player::Player;

    fn position(text: &str, o_to_move: bool) -> Position {
        let b = Board::from_text(Rules::GOMOKU, text).unwrap_or_else(|e| panic!("{e:?}"));
        let mut pos = Position::new(Rules::GOMOKU).unwrap_or_else(|| panic!("Gomoku"));
        pos.load(b.marks(Player::X), b.marks(Player::O), o_to_move);
        pos
    }

    /// The score is the weights times the features, and the features read the position: X's
    /// open three counts for X, whichever side is to move, and Hard's weights prefer having it.
    #[test]
    fn the_score_is_the_weights_times_the_features() {
        let mut text = ".".repeat(225);
        for (i, c) in [(7 * 15 + 6, "X"), (7 * 15 + 7, "X"), (7 * 15 + 8, "X"), (8 * 15 + 7, "O"), (6 * 15 + 7, "O")] {
            text.replace_range(i..i + 1, c);
        }
        for o_to_move in [false, true] {
            let pos = position(&text, o_to_move);
            let f = features(&pos);
            let w = Weights::FITTED;
            let dot: f64 = f.iter().zip(w.0.iter()).map(|(x, &wi)| x * f64::from(wi)).sum();
            assert!((f64::from(w.evaluate(&pos)) - dot).abs() <= 3.0, "{} against {dot}", w.evaluate(&pos));
            let (x, o) = if o_to_move { (PER_SIDE, 0) } else { (0, PER_SIDE) };
            let open_three = LINES.iter().position(|&l| l == Line::OpenFour).unwrap_or(0);
            assert_eq!(f[x + open_three], 0.2, "X makes an open four at both ends of its three");
            assert_eq!(f[o + open_three], 0.0);
            assert_eq!(f[FEATURES - 1], 1.0);
        }
        // With X to move the open three wins; with O to move O must answer it: X is better off
        // either way.
        assert!(Weights::FITTED.evaluate(&position(&text, false)) > 0);
        assert!(Weights::FITTED.evaluate(&position(&text, true)) < 0);
    }
}
