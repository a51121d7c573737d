//! `Table`: the solver's transposition table. Each slot holds a position's bound on its score
//! (an upper or a lower bound, as Pons stores them) in one word beside the key that owns it;
//! a newer position always replaces an older one in its slot.
//!
//! The key is mixed by an odd multiplier, a bijection of 64-bit words; the slot is the mixed
//! key's top bits and the word keeps its low 56 bits and the bound's 8, so the mixed key, and
//! so the key, is known whole from the slot and the word. That lets the table start small and
//! grow with use (a fresh engine's first call allocates 32 KB, not megabytes), rehashing
//! what it holds.

use alloc::{vec, vec::Vec};

/// Odd, so that multiplying by it is a bijection of 64-bit words.
const MIX: u64 = 0x9E37_79B9_7F4A_7C15;
/// Slots of a new table: 2^12, 32 KB.
const START_BITS: u32 = 12;

/// A bound on a position's score for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is at most this.
    Upper(i32),
    /// The score is at least this.
    Lower(i32),
}

impl Bound {
    // Scores lie within ±32 (at most 64 cells); 0 is an empty slot.
    fn pack(self) -> u64 {
        match self {
            Bound::Upper(v) => (v + 64) as u64,
            Bound::Lower(v) => (v + 160) as u64,
        }
    }

    fn unpack(b: u64) -> Bound {
        let b = b as i32;
        if b >= 128 { Bound::Lower(b - 160) } else { Bound::Upper(b - 64) }
    }
}

/// Bounds keyed by position, in at most `2^max_bits` slots of 8 bytes.
#[derive(Clone, Debug)]
pub struct Table {
    slots: Vec<u64>,
    bits: u32,
    max_bits: u32,
    filled: usize,
}

impl Table {
    /// The bound in a browser: 2^22 slots, 32 MiB.
    pub const DEFAULT_MAX_BITS: u32 = 22;

    /// An empty table that grows to `2^max_bits` slots (at least 2^12).
    pub fn new(max_bits: u32) -> Table {
        Table { slots: Vec::new(), bits: START_BITS, max_bits: max_bits.max(START_BITS), filled: 0 }
    }

    /// Bytes the table holds now.
    pub fn bytes(&self) -> usize {
        self.slots.len() * 8
    }

    /// Bytes it may grow to.
    pub fn max_bytes(&self) -> usize {
        8usize << self.max_bits
    }

    #[inline(always)]
    fn slot(&self, h: u64) -> usize {
        (h >> (64 - self.bits)) as usize
    }

    /// The bound stored for `key`, if any.
    #[inline(always)]
    pub fn get(&self, key: u64) -> Option<Bound> {
        let h = key.wrapping_mul(MIX);
        let word = *self.slots.get(self.slot(h))?;
        (word != 0 && (word ^ (h << 8)) < 256).then(|| Bound::unpack(word & 0xFF))
    }

    /// Stores `bound` for `key`, replacing the slot's last position.
    #[inline(always)]
    pub fn put(&mut self, key: u64, bound: Bound) {
        if self.slots.is_empty() {
            self.slots = vec![0; 1 << self.bits];
        }
        let h = key.wrapping_mul(MIX);
        let i = self.slot(h);
        if let Some(word) = self.slots.get_mut(i) {
            if *word == 0 {
                self.filled += 1;
            }
            *word = (h << 8) | bound.pack();
        }
        if self.filled > self.slots.len() / 4 && self.bits < self.max_bits {
            self.grow();
        }
    }

    /// Four times the slots, with every stored bound rehashed.
    fn grow(&mut self) {
        let (old_bits, bits) = (self.bits, (self.bits + 2).min(self.max_bits));
        let mut slots = vec![0u64; 1 << bits];
        for (i, &word) in self.slots.iter().enumerate() {
            if word != 0 {
                // The mixed key: its top bits from the slot, the rest from the word.
                let h = ((i as u64) << (64 - old_bits)) | (word >> 8);
                if let Some(s) = slots.get_mut((h >> (64 - bits)) as usize) {
                    *s = word;
                }
            }
        }
        self.filled = slots.iter().filter(|&&w| w != 0).count();
        self.slots = slots;
        self.bits = bits;
    }

    /// Forgets every bound, keeping the memory.
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|w| *w = 0);
        self.filled = 0;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_bounds_by_key_across_growth() {
        let mut t = Table::new(16);
        let keys: Vec<u64> = (1..3000u64).map(|i| i.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 13).collect();
        for (i, &k) in keys.iter().enumerate() {
            let v = (i % 60) as i32 - 30;
            t.put(k, if i % 2 == 0 { Bound::Upper(v) } else { Bound::Lower(v) });
        }
        assert!(t.bytes() > 8 << START_BITS, "it grew: {} bytes", t.bytes());
        let mut found = 0;
        for (i, &k) in keys.iter().enumerate() {
            let v = (i % 60) as i32 - 30;
            match t.get(k) {
                Some(b) => {
                    assert_eq!(b, if i % 2 == 0 { Bound::Upper(v) } else { Bound::Lower(v) });
                    found += 1;
                }
                None => {}
            }
        }
        assert!(found > 2500, "most survive: {found}");
        assert_eq!(t.get(0x1234_5678_9abc), None);
        t.clear();
        assert_eq!(t.get(keys[0]), None);
        assert!(t.bytes() <= t.max_bytes());
    }
}
