//! `Table`: the transposition table, a fixed number of two-slot buckets holding proven bounds
//! on a position's score. Scores count stones at the game's end, not plies from the node, so a
//! bound is true wherever the position recurs and entries never need adjusting.

use alloc::vec::Vec;

/// One stored position: its full key, bounds and best move.
#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    key: u64,
    lower: i16,
    upper: i16,
    /// Best move's bit in the canonical orientation, or [`Table::NO_MOVE`].
    best: u8,
    /// Stones on the board: fewer stones, bigger subtree, kept in preference.
    stones: u8,
    /// The search that wrote it; other epochs read as empty.
    epoch: u8,
}

/// What a probe finds: true bounds on the score and the best move found there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Probe {
    pub lower: i16,
    pub upper: i16,
    pub best: u8,
}

/// A transposition table of up to `2^bits` slots that grows with what a search stores: it
/// starts at `2^START_BITS` on the first store after a clear and quadruples whenever a quarter
/// of its slots have been filled, so that a small search allocates and wipes little (an engine that
/// only plays Easy or Medium allocates nothing).
#[derive(Clone, Debug)]
pub struct Table {
    slots: Vec<Slot>,
    /// The most slots it may grow to, as a power of two.
    bits: u8,
    mask: usize,
    epoch: u8,
    /// Stores that took a slot since the last clear.
    filled: usize,
    /// `filled` at which the next store grows the table; `usize::MAX` never.
    room: usize,
}

impl Table {
    pub const NO_MOVE: u8 = u8::MAX;
    /// Allowed sizes: 2^10 to 2^26 slots (16 KB to 1 GB).
    pub const BITS: core::ops::RangeInclusive<u8> = 10..=26;
    /// The default size: 2^20 slots, 16 MB.
    pub const DEFAULT_BITS: u8 = 20;
    /// The first allocation: 2^12 slots, 64 KB.
    const START_BITS: u8 = 12;

    /// A table of at most `2^bits` slots (`bits` clamped to [`Table::BITS`]), not yet allocated;
    /// it keeps nothing until the first clear.
    pub fn new(bits: u8) -> Table {
        let bits = bits.clamp(*Table::BITS.start(), *Table::BITS.end());
        Table { slots: Vec::new(), bits, mask: 0, epoch: 1, filled: 0, room: usize::MAX }
    }

    /// Forgets every entry in O(1) (a new epoch; the slots are wiped once every 255 epochs), so
    /// that each answer depends only on its question.
    pub fn clear(&mut self) {
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.slots.iter_mut().for_each(|s| *s = Slot::default());
            self.epoch = 1;
        }
        self.filled = 0;
        self.room = if self.slots.is_empty() { 0 } else { self.room_at(self.slots.len()) };
    }

    /// When a table of `size` slots grows next: a quarter full (few entries lost to full
    /// buckets), or never at its largest.
    fn room_at(&self, size: usize) -> usize {
        if size < 1 << self.bits { size / 4 } else { usize::MAX }
    }

    /// Quadruples the slots (or allocates the first ones), moving this search's entries. Where
    /// the memory is not there it stays as it is and grows no more: an allocation that fails
    /// must never abort (on wasm, a trap that poisons the module).
    #[cold]
    fn grow(&mut self) {
        let bits = if self.slots.is_empty() { Table::START_BITS } else { self.slots.len().trailing_zeros() as u8 + 2 };
        let size = 1usize << bits.min(self.bits);
        let mut slots = Vec::new();
        if slots.try_reserve_exact(size).is_err() {
            self.room = usize::MAX;
            return;
        }
        slots.resize(size, Slot::default());
        let old = core::mem::replace(&mut self.slots, slots);
        self.mask = size - 2;
        self.room = self.room_at(size);
        for slot in old.into_iter().filter(|s| s.epoch == self.epoch) {
            let i = self.bucket(slot.key);
            if let Some(free) = self.slots.get_mut(i..i + 2).and_then(|b| b.iter_mut().find(|s| s.epoch != slot.epoch)) {
                *free = slot;
            }
        }
    }

    /// The slots allocated so far.
    #[cfg(test)]
    pub(crate) fn slots_allocated(&self) -> usize {
        self.slots.len()
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        // The high bits pick the bucket; the whole key is compared.
        (key >> 20) as usize & self.mask
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Probe> {
        let i = self.bucket(key);
        self.slots
            .get(i..i + 2)?
            .iter()
            .find(|s| s.key == key && s.epoch == self.epoch)
            .map(|s| Probe { lower: s.lower, upper: s.upper, best: s.best })
    }

    /// Records bounds for `key`, tightening what is already known of it.
    #[inline]
    pub fn store(&mut self, key: u64, lower: i16, upper: i16, best: u8, stones: u8) {
        if self.filled >= self.room {
            self.grow();
        }
        let i = self.bucket(key);
        let epoch = self.epoch;
        let Some([first, second]) = self.slots.get_mut(i..i + 2).and_then(|s| <&mut [Slot; 2]>::try_from(s).ok()) else {
            return;
        };
        let fresh = Slot { key, lower, upper, best, stones, epoch };
        for slot in [&mut *first, &mut *second] {
            if slot.key == key && slot.epoch == epoch {
                slot.lower = slot.lower.max(lower);
                slot.upper = slot.upper.min(upper);
                if best != Table::NO_MOVE {
                    slot.best = best;
                }
                return;
            }
        }
        self.filled += 1;
        if first.epoch != epoch || stones <= first.stones {
            *second = *first;
            *first = fresh;
        } else {
            *second = fresh;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_merge_and_clear_forgets() {
        let mut t = Table::new(10);
        t.store(77 << 20, -5, 100, 3, 4);
        assert_eq!(t.probe(77 << 20), None, "nothing is stored before the first clear");
        t.clear();
        t.store(77 << 20, -5, 100, 3, 4);
        t.store(77 << 20, 2, 50, Table::NO_MOVE, 4);
        assert_eq!(t.probe(77 << 20), Some(Probe { lower: 2, upper: 50, best: 3 }));
        assert_eq!(t.probe(78 << 20), None);
        t.clear();
        assert_eq!(t.probe(77 << 20), None);
    }

    #[test]
    fn grows_on_use_to_its_bound_keeping_what_it_holds() {
        let mut t = Table::new(14);
        t.clear();
        assert!(t.slots.is_empty(), "a clear allocates nothing");
        t.store(5 << 20, 1, 1, 0, 1);
        assert_eq!(t.slots.len(), 1 << Table::START_BITS, "the first store allocates the smallest size");
        let keys: Vec<u64> = (1..=6_000u64).map(|i| i.wrapping_mul(0x9E37_79B9_7F4A_7C15)).collect();
        for &k in &keys {
            t.store(k, -1, 1, 2, 3);
        }
        assert_eq!(t.slots.len(), 1 << 14, "grown to its bound, and no further");
        let kept = keys.iter().filter(|&&k| t.probe(k) == Some(Probe { lower: -1, upper: 1, best: 2 })).count();
        assert!(kept >= 5_700, "growth keeps the entries: {kept} of 6000");
        t.clear();
        assert!(keys.iter().all(|&k| t.probe(k).is_none()), "a clear forgets them");
        assert_eq!(t.slots.len(), 1 << 14, "and keeps the memory");
    }
}
