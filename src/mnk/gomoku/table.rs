//! The pattern search's transposition table: per position a score bound, the depth it was
//! searched to and its best move, in two-slot buckets (one kept for the deeper search, one
//! always replaced). Unlike the solver's table (`super::super::table`), whose bounds are
//! proven and hold at any depth, a heuristic bound holds only to its depth.

use alloc::vec::Vec;

/// What a stored score is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The score is at least this (the search cut off above beta).
    Lower,
    /// At most this (no move reached alpha).
    Upper,
}

#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    key: u64,
    score: i32,
    depth: i8,
    /// 0 exact, 1 lower, 2 upper.
    bound: u8,
    best: u8,
    epoch: u8,
}

/// A probe's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hit {
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
    /// The best move's bit, if one was stored.
    pub best: Option<u32>,
}

/// No move stored.
const NO_MOVE: u8 = u8::MAX;

/// Up to `2^bits` slots of 16 bytes that grow with what a search stores, as the solver's table
/// does: `2^START_BITS` at the first store, quadrupled at a quarter full (allocating and wiping
/// 4 MiB made a fresh engine's first move several milliseconds slower). Each search starts
/// again from the first size within the memory it keeps, so that it stores and drops what a
/// fresh engine's search would.
#[derive(Clone, Debug)]
pub struct Table {
    /// The memory; the search uses the first `active`.
    slots: Vec<Slot>,
    active: usize,
    /// The most slots it may use: `2^bits`, or what it had when memory ran out.
    limit: usize,
    epoch: u8,
    /// Stores into an empty slot since the last clear or growth.
    filled: usize,
    /// Whether the bounds of earlier searches are still read (they hold for the same position
    /// whatever search stored them) and the table keeps its size; a new search's stores
    /// replace them first.
    pub keep: bool,
}

impl Table {
    /// The most slots: 2^18, 4 MiB (a second of search stores fewer positions).
    pub const MAX_BITS: u8 = 18;
    /// The first allocation: 2^12 slots, 64 KiB.
    const START_BITS: u8 = 12;

    pub fn new(bits: u8) -> Table {
        Table { slots: Vec::new(), active: 0, limit: 1 << bits.clamp(Table::START_BITS, Table::MAX_BITS), epoch: 1, filled: 0, keep: false }
    }

    /// Forgets every entry (a new epoch), so that an answer depends only on its question:
    /// unless `keep`, the table is back to no slots in use, as a fresh one (one grown by
    /// earlier searches held and dropped other entries: the same position searched twice at a
    /// node budget chose two moves).
    pub fn clear(&mut self) {
        self.filled = 0;
        if !self.keep {
            self.active = 0;
        }
        self.epoch = self.epoch.wrapping_add(1);
        if self.epoch == 0 {
            self.slots.iter_mut().for_each(|s| *s = Slot::default());
            self.epoch = 1;
        }
    }

    /// Takes the first slots into use or quadruples them, allocating what the memory kept
    /// lacks, and moves this epoch's entries to their buckets in the larger table in the order
    /// a fresh copy would take them. Where the memory is not there the table stays as it is and
    /// grows no more (none at all: every probe misses) rather than aborting.
    #[cold]
    fn grow(&mut self) {
        let size = if self.active == 0 { 1 << Table::START_BITS } else { (self.active * 4).min(self.limit) };
        if self.slots.len() < size {
            if self.slots.try_reserve_exact(size - self.slots.len()).is_err() {
                self.limit = self.active;
                return;
            }
            self.slots.resize(size, Slot::default());
        }
        let old = self.active;
        self.active = size;
        self.filled = 0;
        // Bucket i's entries go to bucket i or beyond the old part, where nothing is this
        // epoch's: one pass in order moves them as a copy into a wiped table would place them.
        for i in (0..old).step_by(2) {
            let mut pair = [Slot::default(); 2];
            if let Some(bucket) = self.slots.get_mut(i..i + 2) {
                pair.swap_with_slice(bucket);
            }
            for slot in pair.into_iter().filter(|s| s.epoch == self.epoch) {
                let j = self.bucket(slot.key);
                if let Some(free) = self.slots.get_mut(j..j + 2).and_then(|b| b.iter_mut().find(|s| s.epoch != slot.epoch)) {
                    *free = slot;
                    self.filled += 1;
                }
            }
        }
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (key >> 32) as usize & (self.active.wrapping_sub(1) & !1)
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        if self.active == 0 {
            return None;
        }
        let i = self.bucket(key);
        let s = self.slots.get(i..i + 2)?.iter().find(|s| s.key == key && (s.epoch == self.epoch || (self.keep && s.epoch != 0)))?;
        let bound = match s.bound {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        };
        Some(Hit { score: s.score, depth: i32::from(s.depth), bound, best: (s.best != NO_MOVE).then_some(u32::from(s.best)) })
    }

    #[inline]
    pub fn store(&mut self, key: u64, depth: i32, score: i32, bound: Bound, best: Option<u32>) {
        if self.filled >= self.active / 4 && self.active < self.limit {
            self.grow();
        }
        if self.active == 0 {
            return;
        }
        let i = self.bucket(key);
        let epoch = self.epoch;
        let Some([deep, recent]) = self.slots.get_mut(i..i + 2).and_then(|s| <&mut [Slot; 2]>::try_from(s).ok()) else {
            return;
        };
        let depth = depth.clamp(-1, 127) as i8;
        let mut slot = Slot { key, score, depth, bound: bound as u8, best: best.map_or(NO_MOVE, |b| b as u8), epoch };
        // A store without a move keeps the one found before.
        for s in [&mut *deep, &mut *recent] {
            if s.key == key && s.epoch == epoch && slot.best == NO_MOVE {
                slot.best = s.best;
            }
        }
        if recent.epoch != epoch || deep.epoch != epoch {
            self.filled += 1;
        }
        if deep.epoch != epoch || deep.key == key || depth >= deep.depth {
            if deep.epoch == epoch && deep.key != key {
                *recent = *deep;
            }
            *deep = slot;
        } else {
            *recent = slot;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_keep_the_deeper_entry_and_clear_forgets() {
        let mut t = Table::new(10);
        t.clear();
        let key = 77u64 << 32;
        t.store(key, 3, 50, Bound::Lower, Some(9));
        assert_eq!(t.probe(key), Some(Hit { score: 50, depth: 3, bound: Bound::Lower, best: Some(9) }));
        t.store(key, 4, 40, Bound::Exact, None);
        assert_eq!(t.probe(key), Some(Hit { score: 40, depth: 4, bound: Bound::Exact, best: Some(9) }), "a store without a move keeps the move");
        // Another key in the same bucket, shallower: both kept.
        let other = key | 1;
        t.store(other, 1, -5, Bound::Upper, Some(3));
        assert_eq!(t.probe(key).map(|h| h.depth), Some(4));
        assert_eq!(t.probe(other).map(|h| h.score), Some(-5));
        t.clear();
        assert_eq!(t.probe(key), None);
    }

    /// Kept, an earlier search's bounds are read until a new store takes their slot.
    #[test]
    fn a_kept_table_reads_earlier_searches() {
        let mut t = Table::new(10);
        t.keep = true;
        t.clear();
        let key = 91u64 << 32;
        t.store(key, 3, 12, Bound::Upper, Some(4));
        t.clear();
        assert_eq!(t.probe(key), Some(Hit { score: 12, depth: 3, bound: Bound::Upper, best: Some(4) }));
        // Both slots of its bucket taken by the new search: gone.
        t.store(key | 1, 1, 0, Bound::Exact, None);
        t.store(key | 2, 1, 0, Bound::Exact, None);
        assert_eq!(t.probe(key), None);
        t.keep = false;
        t.clear();
        assert_eq!(t.probe(key | 1), None, "not kept: forgotten");
    }

    #[test]
    fn grows_on_use_to_its_bound_keeping_what_it_holds() {
        let mut t = Table::new(16);
        t.clear();
        assert!(t.slots.is_empty(), "nothing is allocated before a store");
        let mut rng = crate::common::rng::Rng::new(crate::common::rng::Seed(62));
        let keys: Vec<u64> = (0..20_000).map(|_| rng.next_u64()).collect();
        for &k in &keys {
            t.store(k, 2, 7, Bound::Exact, Some(1));
        }
        assert_eq!((t.active, t.slots.len()), (1 << 16, 1 << 16), "grown to its bound, and no further");
        let kept = keys.iter().filter(|&&k| t.probe(k).is_some()).count();
        assert!(kept >= 18_000, "growth keeps the entries: {kept} of 20,000");
        // A new search starts again from the first size in the memory kept, and holds what a
        // fresh table holds after the same stores; kept, the table keeps its size.
        t.clear();
        assert_eq!((t.active, t.slots.len()), (0, 1 << 16), "cleared as new, the memory kept");
        let mut fresh = Table::new(16);
        fresh.clear();
        for (n, &k) in keys.iter().enumerate().take(3_000) {
            t.store(k, n as i32 % 7, n as i32, Bound::Exact, Some(n as u32 % 200));
            fresh.store(k, n as i32 % 7, n as i32, Bound::Exact, Some(n as u32 % 200));
        }
        assert_eq!((t.active, t.filled), (fresh.active, fresh.filled));
        assert_eq!(t.active, 1 << 14, "grown twice");
        assert!(keys.iter().all(|&k| t.probe(k) == fresh.probe(k)), "the same entries as a fresh table");
        t.keep = true;
        t.clear();
        assert_eq!(t.active, 1 << 14, "kept at its size");
    }
}
