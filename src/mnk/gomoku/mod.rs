//! Hard for five in a row on boards no proof reaches (issue 61): Gomoku and boards like
//! (8,8,5), searched on line patterns ([`Patterns`]) instead of window counts.
//!
//! - [`Position`]: the patterns and a Zobrist hash, kept together on play and undo.
//! - [`evaluation`]: the horizon's score, the patterns' counts weighted by a fit to self-play
//!   results.
//! - [`threats`]: wins by continuous fours (VCF) and by fours and threes (VCT), read from the
//!   pattern bitboards.
//! - [`table`]: the transposition table of the search: bounds with the depth they hold to.
//! - [`search`]: principal-variation search, iterative deepening, and Hard's move.

pub mod evaluation;
pub mod search;
pub mod table;
pub mod threats;

use alloc::vec::Vec;
use super::bits::Wide;
use super::patterns::Patterns;
use super::rules::Rules;
use crate::common::rng::{Rng, Seed};

pub use search::GomokuSearch;

/// A position as patterns, with its hash: the key of the table and of the threat search's
/// memory of failed attacks.
#[derive(Clone, Debug)]
pub struct Position {
    pub p: Patterns,
    /// The marks' keys XORed; the side to move is mixed in by [`Position::key`].
    hash: u64,
    /// Per cell bit and side, its key.
    keys: Vec<[u64; 2]>,
}

/// Mixed into a key when O is to move.
const O_TO_MOVE: u64 = 0x2545_F491_4F6C_DD1D;

impl Position {
    /// The empty board; `None` unless the rules are five in a row without gravity.
    pub fn new(rules: Rules) -> Option<Position> {
        let p = Patterns::new(rules)?;
        let mut rng = Rng::new(Seed(0x676f_6d6f_6b75_3631));
        let keys = (0..256).map(|_| [rng.next_u64(), rng.next_u64()]).collect();
        Some(Position { p, hash: 0, keys })
    }

    /// Sets up `x` and `o` (the geometry's layout), `o_to_move`.
    pub fn load(&mut self, x: Wide, o: Wide, o_to_move: bool) {
        self.p.load(x, o, o_to_move);
        self.hash = 0;
        for side in 0..2 {
            for bit in super::bits::Bits::indices(self.p.stones[side]) {
                self.hash ^= self.mark_key(bit, side);
            }
        }
    }

    #[inline]
    fn mark_key(&self, bit: u32, side: usize) -> u64 {
        self.keys.get(bit as usize).map_or(0, |k| k[side & 1])
    }

    /// The side to move marks `bit`.
    #[inline]
    pub fn play(&mut self, bit: u32) {
        self.hash ^= self.mark_key(bit, self.p.to_move);
        self.p.play(bit);
    }

    /// Takes back the last move, at `bit`.
    #[inline]
    pub fn undo(&mut self, bit: u32) {
        self.p.undo(bit);
        self.hash ^= self.mark_key(bit, self.p.to_move);
    }

    /// The position's key, the side to move included.
    #[inline]
    pub fn key(&self) -> u64 {
        self.hash ^ if self.p.to_move == 1 { O_TO_MOVE } else { 0 }
    }

    /// 0 when X is to move, 1 when O is.
    #[inline]
    pub fn to_move(&self) -> usize {
        self.p.to_move & 1
    }

    /// Hands the move to the other side (a null move: the threat search asks what the
    /// opponent would do were it to move).
    #[inline]
    pub fn pass(&mut self) {
        self.p.to_move ^= 1;
    }
}
