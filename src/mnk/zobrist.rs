//! `Keys`: Zobrist keys of a position under each of the board's symmetries, updated one XOR per
//! symmetry a move, so the table sees mirrored and rotated positions as one.

use alloc::{vec, vec::Vec};
use super::bits::Bits;
use super::geometry::Geometry;
use crate::common::rng::{Rng, Seed};

/// The most symmetries a board has: the square's eight.
pub const MAX_SYMMETRIES: usize = 8;

/// Per symmetry, per cell bit, per player: the key of that mark seen through that symmetry.
#[derive(Clone, Debug)]
pub struct Keys {
    /// `[symmetry * size + bit][player]`.
    marks: Vec<[u64; 2]>,
    size: usize,
    pub symmetries: usize,
    /// `to_canonical[symmetry * size + bit]`: where the symmetry sends the bit.
    to_canonical: Vec<u8>,
    /// `from_canonical[symmetry * size + bit]`: the inverse map.
    from_canonical: Vec<u8>,
    /// XORed in when O is to move.
    pub o_to_move: u64,
}

impl Keys {
    /// Keys for `geometry`'s cells, drawn from a fixed seed: the same on every platform.
    pub fn new<B: Bits>(geometry: &Geometry<B>) -> Keys {
        let maps = geometry.symmetries();
        let size = (geometry.stride * geometry.cols) as usize;
        let mut rng = Rng::new(Seed(0x6d6e_6b5f_6b65_7973));
        let base: Vec<[u64; 2]> = (0..size).map(|_| [rng.next_u64(), rng.next_u64()]).collect();
        let mut marks = vec![[0u64; 2]; size * maps.len()];
        let mut to_canonical = vec![0u8; size * maps.len()];
        let mut from_canonical = vec![0u8; size * maps.len()];
        for (s, map) in maps.iter().enumerate() {
            for bit in geometry.cells_row_major() {
                let image = map.get(bit as usize).copied().unwrap_or(0);
                let i = s * size + bit as usize;
                if let (Some(m), Some(&key), Some(t)) = (marks.get_mut(i), base.get(usize::from(image)), to_canonical.get_mut(i)) {
                    *m = key;
                    *t = image;
                }
                if let Some(f) = from_canonical.get_mut(s * size + usize::from(image)) {
                    *f = u8::try_from(bit).unwrap_or(0);
                }
            }
        }
        Keys { marks, size, symmetries: maps.len(), to_canonical, from_canonical, o_to_move: rng.next_u64() }
    }

    /// The key change for `player` (0 = X, 1 = O) marking `bit`, under symmetry `s`.
    #[inline]
    pub fn mark(&self, s: usize, bit: u32, player: usize) -> u64 {
        self.marks.get(s * self.size + bit as usize).map_or(0, |k| k[player & 1])
    }

    #[inline]
    pub fn to_canonical(&self, s: usize, bit: u8) -> u8 {
        self.to_canonical.get(s * self.size + usize::from(bit)).copied().unwrap_or(bit)
    }

    #[inline]
    pub fn from_canonical(&self, s: usize, bit: u8) -> u8 {
        self.from_canonical.get(s * self.size + usize::from(bit)).copied().unwrap_or(bit)
    }
}
