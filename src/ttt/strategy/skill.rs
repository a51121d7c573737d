//! `skill` (API reference "AIEngine", issue 16): a strength from 0 (uniformly random) to 100 (the level
//! itself), made of human mistakes: the more obvious a mistake, the rarer it is.
//!
//! Each legal move gets a [`Slip`] and the weight `(100 − skill)^k · 100^(4 − k)` for the
//! slip's exponent `k`: 0 for the level's own choice, 1 for a move that keeps the game value,
//! 2 for one that drops it without an immediate reason to see, 4 for one that misses a win in
//! one or a forced block. The move is drawn with chance proportional to its weight. Skill 0
//! weighs every move alike; as skill rises, every mistake's weight falls, the obvious ones
//! fastest.

use super::weights::Weights;
use crate::ttt::analyzer::winning_cells;
use crate::ttt::bitboard::Bitboard;
use crate::ttt::position::Position;
use crate::ttt::solver;
use crate::ttt::square::Square;
use core::fmt;

/// A strength in 0..=100.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Skill(u8);

impl Skill {
    pub const MAX: Skill = Skill(100);
    pub const HALF: Skill = Skill(50);
    pub const RANGE: core::ops::RangeInclusive<u32> = 0..=100;

    /// `None` above 100.
    pub fn new(value: u32) -> Option<Skill> {
        u8::try_from(value).ok().filter(|&v| v <= 100).map(Skill)
    }

    pub const fn value(self) -> u8 {
        self.0
    }

    /// The weight of each legal move of `pos`, given the moves the level itself would choose
    /// among (`preferred`, never empty in an unfinished position).
    pub fn weights(self, pos: Position, preferred: Bitboard) -> Weights {
        let miss = u32::from(100 - self.0);
        let weight = |k: u32| miss.pow(k) * 100u32.pow(4 - k);
        Weights::from_fn(pos.legal_moves(), |sq| weight(Slip::of(pos, sq, preferred).exponent()))
    }
}

impl fmt::Display for Skill {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.fmt(f)
    }
}

/// How a move compares with the level's choice, from the least to the most obvious mistake.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Slip {
    /// One of the moves the level itself chooses among.
    None,
    /// Keeps the game value (a slower win, or an equal move the level ranks lower).
    KeepsValue,
    /// Drops the game value with nothing in one move to show it (a missed fork, a fork let
    /// through).
    DropsValue,
    /// Leaves a win in one untaken, or leaves the opponent's win in one unblocked.
    Obvious,
}

impl Slip {
    /// The slip of playing the legal move `sq` in `pos`, where the level chooses among `preferred`.
    pub fn of(pos: Position, sq: Square, preferred: Bitboard) -> Slip {
        if preferred.contains(sq) {
            return Slip::None;
        }
        let board = pos.board();
        let wins = winning_cells(board, pos.to_move());
        let blocks = winning_cells(board, !pos.to_move());
        if !wins.is_empty() {
            if !wins.contains(sq) {
                return Slip::Obvious;
            }
        } else if !blocks.is_empty() && !blocks.contains(sq) {
            return Slip::Obvious;
        }
        if solver::evaluate_move(pos, sq).value == solver::evaluate(pos).value {
            Slip::KeepsValue
        } else {
            Slip::DropsValue
        }
    }

    /// The power of `(100 − skill) / 100` in the move's weight.
    pub const fn exponent(self) -> u32 {
        match self {
            Slip::None => 0,
            Slip::KeepsValue => 1,
            Slip::DropsValue => 2,
            Slip::Obvious => 4,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(s: &str) -> Position {
        Position::new(s.parse().unwrap()).unwrap()
    }

    fn preferred(p: Position) -> Bitboard {
        solver::best_move(p).map_or(Bitboard::EMPTY, Bitboard::from_square)
    }

    #[test]
    fn skill_zero_is_uniform_and_skill_hundred_is_the_level() {
        let p = pos("X...O....");
        let zero = Skill(0).weights(p, preferred(p));
        assert!(p.legal_moves().squares().all(|sq| zero.weight(sq) == 100_000_000));
        let full = Skill::MAX.weights(p, preferred(p));
        assert_eq!(full.support(), preferred(p));
    }

    #[test]
    fn obvious_misses_are_rarer_than_dropped_values_rarer_than_kept_values() {
        // X X .
        // O O .
        // . . .   X wins at (0, 2); anything else misses the win (O then wins at (1, 2)).
        let p = pos("XX.OO....");
        let w = Skill(50).weights(p, preferred(p));
        let at = |i: u8| w.weight(Square::new(i).unwrap());
        assert_eq!(at(2), 100_000_000);
        assert_eq!(at(5), 6_250_000);
        assert_eq!(Slip::of(p, Square::new(5).unwrap(), preferred(p)), Slip::Obvious);
        // X . .
        // . O .
        // . . .   X to move: every move draws; the level plays a corner.
        let q = pos("X...O....");
        assert_eq!(Slip::of(q, Square::new(1).unwrap(), preferred(q)), Slip::KeepsValue);
        // O to move after X's corner: an edge reply loses (X forks), with no threat in sight.
        let r = pos("X........");
        assert_eq!(Slip::of(r, Square::new(1).unwrap(), preferred(r)), Slip::DropsValue);
    }

    #[test]
    fn range_is_checked() {
        assert_eq!(Skill::new(101), None);
        assert_eq!(Skill::new(100), Some(Skill::MAX));
    }
}
