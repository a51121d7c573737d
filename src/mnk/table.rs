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

/// A transposition table of `2^bits` slots, allocated on the first search (an engine that
/// only plays Easy or Medium never pays for it).
#[derive(Clone, Debug)]
pub struct Table {
    slots: Vec<Slot>,
    bits: u8,
    mask: usize,
    epoch: u8,
}

impl Table {
    pub const NO_MOVE: u8 = u8::MAX;
    /// Allowed sizes: 2^10 to 2^26 slots (16 KB to 1 GB).
    pub const BITS: core::ops::RangeInclusive<u8> = 10..=26;
    /// The default size: 2^20 slots, 16 MB.
    pub const DEFAULT_BITS: u8 = 20;

    /// A table of `2^bits` slots (`bits` clamped to [`Table::BITS`]), not yet allocated.
    pub fn new(bits: u8) -> Table {
        let bits = bits.clamp(*Table::BITS.start(), *Table::BITS.end());
        Table { slots: Vec::new(), bits, mask: 0, epoch: 1 }
    }

    /// Forgets every entry in O(1) (a new epoch; the slots are wiped once every 255 epochs), so
    /// that each answer depends only on its question. Allocates the slots the first time.
    pub fn clear(&mut self) {
        if self.slots.is_empty() {
            self.allocate();
        }
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.slots.iter_mut().for_each(|s| *s = Slot::default());
            self.epoch = 1;
        }
    }

    /// `2^bits` slots, or fewer where the memory is not there: halved down to the smallest
    /// size, then one bucket, then none (every probe misses). An allocation that fails must
    /// never abort (on wasm, a trap that poisons the module).
    fn allocate(&mut self) {
        for b in (*Table::BITS.start()..=self.bits).rev().chain([1]) {
            let size = 1usize << b;
            let mut slots = Vec::new();
            if slots.try_reserve_exact(size).is_ok() {
                slots.resize(size, Slot::default());
                self.slots = slots;
                self.mask = size - 2;
                return;
            }
        }
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
}
