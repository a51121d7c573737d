//! `KeyMap`: positions' keys to small values, an open-addressing hash table for the book: a
//! std `BTreeMap` here cost the mnk module about 10 KB gzip.

use alloc::{vec, vec::Vec};

/// Keys (never `u64::MAX`) to values, growing as it fills.
#[derive(Clone, Debug)]
pub struct KeyMap<V> {
    keys: Vec<u64>,
    values: Vec<V>,
    len: usize,
}

const EMPTY: u64 = u64::MAX;

impl<V: Copy + Default> KeyMap<V> {
    pub fn new() -> KeyMap<V> {
        KeyMap { keys: vec![EMPTY; 16], values: vec![V::default(); 16], len: 0 }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The slot that holds `key`, or the empty slot where it would go.
    fn slot(&self, key: u64) -> usize {
        let mask = self.keys.len() - 1;
        let mut i = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) as usize & mask;
        while self.keys[i] != key && self.keys[i] != EMPTY {
            i = (i + 1) & mask;
        }
        i
    }

    pub fn get(&self, key: u64) -> Option<V> {
        let i = self.slot(key);
        (self.keys[i] == key).then(|| self.values[i])
    }

    /// Stores `value` for `key`; true if the key is new.
    pub fn insert(&mut self, key: u64, value: V) -> bool {
        if 2 * (self.len + 1) > self.keys.len() {
            let old = core::mem::replace(self, KeyMap { keys: vec![EMPTY; self.keys.len() * 2], values: vec![V::default(); self.keys.len() * 2], len: 0 });
            for (k, v) in old.keys.into_iter().zip(old.values).filter(|&(k, _)| k != EMPTY) {
                self.insert(k, v);
            }
        }
        let i = self.slot(key);
        let new = self.keys[i] == EMPTY;
        self.len += usize::from(new);
        self.keys[i] = key;
        self.values[i] = value;
        new
    }

    /// Every key and value, in no particular order.
    pub fn iter(&self) -> impl Iterator<Item = (u64, V)> + '_ {
        self.keys.iter().zip(&self.values).filter(|&(&k, _)| k != EMPTY).map(|(&k, &v)| (k, v))
    }
}

impl<V: Copy + Default> Default for KeyMap<V> {
    fn default() -> Self {
        KeyMap::new()
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn holds_what_it_was_given() {
        let mut m = super::KeyMap::new();
        for k in 0..1000u64 {
            assert!(m.insert(k * 7919, k as u16));
        }
        assert!(!m.insert(7919, 5));
        assert_eq!((m.len(), m.get(7919), m.get(14 * 7919), m.get(3)), (1000, Some(5), Some(14), None));
        assert_eq!(m.iter().count(), 1000);
    }
}
