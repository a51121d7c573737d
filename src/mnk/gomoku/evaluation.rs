//! The search's horizon: a position's worth to the side to move, as a logistic model of the
//! game's result, fitted to self-play (`bench/native/gomoku-fit.rs`). Its features, for the
//! side to move and then for its opponent, all kept by [`super::super::patterns::Patterns`]:
//!
//! - how many (empty cell, direction) pairs make each of [`LINES`];
//! - how many empty cells make exactly each of [`SHAPES`];
//! - how many make an open three or a four with a second line across it ([`CROSSED`]): the
//!   cells where the next threat also builds the one after.
//!
//! Scores are thousandths of a logit: 0 is an even game, 1,000 is odds of e to 1 for the side
//! to move. The window counts' evaluation (the open windows of five valued by their marks, the
//! mover's weighted half again), which this replaced, predicted the results of the same games
//! worse (log loss on games the fit did not see: 0.512 on the window sums, 0.440 on these
//! features, 0.439 on both, so the window counts are no longer kept). The crossed shapes took
//! it from 0.4496 to 0.4389 on later games.

use super::super::bits::Bits;
use super::super::patterns::{Line, Patterns, Shape};
use super::Position;

/// Lines counted, per side.
pub const LINES: [Line; 7] = [Line::OpenOne, Line::Two, Line::OpenTwo, Line::Three, Line::OpenThree, Line::Four, Line::OpenFour];
/// Shapes counted, per side.
pub const SHAPES: [Shape; 5] = [Shape::Three, Shape::DoubleThree, Shape::Four, Shape::FourThree, Shape::OpenFour];
/// Crossed shapes counted, per side: cells making exactly an open three with a three across
/// it; the same with an open two across it; cells making exactly a four with an open two or a
/// three across it.
pub const CROSSED: usize = 3;
/// Features per side: the lines, the shapes, the crossed shapes.
pub const PER_SIDE: usize = LINES.len() + SHAPES.len() + CROSSED;
/// Features in all: both sides' and a bias (always 1).
pub const FEATURES: usize = 2 * PER_SIDE + 1;

/// The model's weights in thousandths of a logit per unit of [`features`]: per 10 (cell,
/// direction) pairs, per cell; the bias's last.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights(pub [i32; FEATURES]);

impl Weights {
    /// Hard's: `gomoku-fit --games 2400 --nodes 10000 --seed 72` on the games of the Hard of
    /// e0d82c1 (log loss on the held-out games 0.4389, against 0.4496 without the crossed
    /// shapes), whose weights came from three such rounds (seeds 61, 62 and 64).
    pub const FITTED: Weights = Weights([
        -48, 134, 305, 991, 991, 1514, 0, 109, 276, 136, 3862, 0, 56, 181, 486,
        63, -75, -252, -936, -625, -880, -7957, -120, -168, -169, -1660, -449, -10, -122, -458,
        13,
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
        let at = base + LINES.len() + SHAPES.len();
        for bit in pos.p.exactly(side, Shape::Three).indices() {
            let (twos, threes) = across(&pos.p, side, bit);
            out[at] += i32::from(threes > 0);
            out[at + 1] += i32::from(twos > 0);
        }
        for bit in pos.p.exactly(side, Shape::Four).indices() {
            let (twos, threes) = across(&pos.p, side, bit);
            out[at + 2] += i32::from(twos + threes > 0);
        }
    }
    out[FEATURES - 1] = 1;
    out
}

/// How many of the empty `bit`'s lines make an open two for `side`, and how many a three (the
/// line of the cell's open three or four is neither).
fn across(p: &Patterns, side: usize, bit: u32) -> (u32, u32) {
    (0..4).fold((0, 0), |(twos, threes), dir| match p.line(side, bit, dir) {
        Line::OpenTwo => (twos + 1, threes),
        Line::Three => (twos, threes + 1),
        _ => (twos, threes),
    })
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
    /// open three counts for X, whichever side is to move, and Hard's weights prefer having it;
    /// a crossed shape counts for its side only.
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
        // X's lone pair crosses nothing; a mark two rows up makes (7,8) an open three with an
        // open two across it, for X alone.
        let crossed_two = LINES.len() + SHAPES.len() + 1;
        let mut pair = ".".repeat(225);
        for (i, c) in [(7 * 15 + 6, "X"), (7 * 15 + 7, "X"), (0, "O"), (14, "O")] {
            pair.replace_range(i..i + 1, c);
        }
        let mut built = pair.clone();
        built.replace_range(5 * 15 + 8..5 * 15 + 9, "X");
        let (f, g) = (features(&position(&pair, true)), features(&position(&built, true)));
        assert_eq!((f[PER_SIDE + crossed_two], f[crossed_two]), (0.0, 0.0), "nothing crosses the pair");
        assert!(g[PER_SIDE + crossed_two] >= 1.0, "X's three at (7,8) has a two across it");
        assert_eq!(g[crossed_two], 0.0, "O has none");
        // With X to move the open three wins; with O to move O must answer it: X is better off
        // either way.
        assert!(Weights::FITTED.evaluate(&position(&text, false)) > 0);
        assert!(Weights::FITTED.evaluate(&position(&text, true)) < 0);
    }
}
