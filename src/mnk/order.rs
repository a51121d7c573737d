//! A stable insertion sort for the short lists the engine orders (at most 225 cells, sorted
//! outside the search's inner loop): std's sort, monomorphised for each list and word size, was
//! 84 KB of the mnk module's 245 KB of code (wasm-opt -Oz, names kept).

use alloc::vec::Vec;
use core::cmp::{Ordering, Reverse};
use super::bits::Bits;
use super::geometry::Geometry;
use super::windows::Windows;

/// Every cell's bit in the API reference's "Bigger boards" tie-break order: on more lines of k cells first, then nearer
/// the centre, then row-major.
pub fn tie_break<B: Bits>(g: &Geometry<B>, w: &Windows) -> Vec<u32> {
    let mut cells: Vec<u32> = g.cells_row_major().collect();
    sort_by_key(&mut cells, |&bit| (Reverse(w.weight(bit)), g.centre_distance(bit)));
    cells
}

/// Sorts `items` by `compare`, keeping equal items in their order.
pub fn sort_by<T>(items: &mut [T], mut compare: impl FnMut(&T, &T) -> Ordering) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && compare(&items[j - 1], &items[j]) == Ordering::Greater {
            items.swap(j - 1, j);
            j -= 1;
        }
    }
}

/// Sorts `items` by `key`, keeping equal items in their order.
pub fn sort_by_key<T, K: Ord>(items: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(items, |a, b| key(a).cmp(&key(b)));
}

#[cfg(test)]
mod tests {
    #[test]
    fn sorts_stably() {
        let mut items = [(3, 'a'), (1, 'b'), (3, 'c'), (0, 'd'), (1, 'e')];
        super::sort_by_key(&mut items, |&(k, _)| k);
        assert_eq!(items, [(0, 'd'), (1, 'b'), (1, 'e'), (3, 'a'), (3, 'c')]);
        let mut desc = [1, 5, 2, 5, 0];
        super::sort_by(&mut desc, |a, b| b.cmp(a));
        assert_eq!(desc, [5, 5, 2, 1, 0]);
    }
}
