//! `Geometry`: where each cell's bit is and how lines run, for one set of rules. Cells are laid
//! out column by column, bottom to top, with one empty sentinel bit above each column, so a
//! line in any of the four directions is a fixed shift and never wraps into the next column:
//!
//! ```text
//! 6x7 (Connect Four): bit = col * 7 + (5 - row)
//!  row 0:  5 12 19 26 33 40 47      (bits 6, 13, 20, ... are the sentinels)
//!  row 5:  0  7 14 21 28 35 42
//! ```

use alloc::{vec, vec::Vec};
use super::bits::{Bits, Wide};
use super::rules::Rules;

/// Line shifts in bit indices: along a row, along a column, and the two diagonals.
pub const DIRECTIONS: usize = 4;

/// One rules set's layout in a [`Bits`] word `B`.
#[derive(Clone, Copy, Debug)]
pub struct Geometry<B> {
    pub rules: Rules,
    pub rows: u32,
    pub cols: u32,
    pub k: u32,
    /// Bits per column: `rows` cells and the sentinel.
    pub stride: u32,
    /// Shift for one step along a row, a column, a falling and a rising diagonal.
    pub steps: [u32; DIRECTIONS],
    /// Every cell of the board.
    pub valid: B,
    /// The bottom cell of each column.
    pub bottom: B,
}

impl Geometry<Wide> {
    /// The layout of `rules` in 256 bits, which every valid rules set fits (15 × 16 = 240).
    pub fn wide(rules: Rules) -> Geometry<Wide> {
        Geometry::build(rules)
    }
}

impl<B: Bits> Geometry<B> {
    /// The layout of `rules` in `B`; `None` if the board does not fit `B`.
    pub fn new(rules: Rules) -> Option<Geometry<B>> {
        (Geometry::<B>::width_needed(rules) <= B::WIDTH).then(|| Geometry::build(rules))
    }

    /// The layout, with the fit already checked.
    fn build(rules: Rules) -> Geometry<B> {
        let (rows, cols, k) = (u32::from(rules.rows()), u32::from(rules.cols()), u32::from(rules.k()));
        let stride = rows + 1;
        let mut valid = B::ZERO;
        let mut bottom = B::ZERO;
        for col in 0..cols {
            bottom |= B::bit(col * stride);
            for r in 0..rows {
                valid |= B::bit(col * stride + r);
            }
        }
        let steps = [stride, 1, rows, rows + 2];
        Geometry { rules, rows, cols, k, stride, steps, valid, bottom }
    }

    /// Bits a layout of `rules` needs: `cols * (rows + 1)`.
    pub fn width_needed(rules: Rules) -> u32 {
        u32::from(rules.cols()) * (u32::from(rules.rows()) + 1)
    }

    /// The bit of cell (`row`, `col`), row 0 at the top.
    #[inline]
    pub fn bit(&self, row: u32, col: u32) -> u32 {
        col * self.stride + (self.rows - 1 - row)
    }

    /// The (row, col) of a cell's bit.
    #[inline]
    pub fn coords(&self, bit: u32) -> (u32, u32) {
        (self.rows - 1 - bit % self.stride, bit / self.stride)
    }

    /// How far a cell's bit is from the board's centre: the squared distance in half-cells,
    /// for the tie-break order (nearer the centre first).
    #[inline]
    pub fn centre_distance(&self, bit: u32) -> u32 {
        let (r, c) = self.coords(bit);
        let (dr, dc) = ((2 * r).abs_diff(self.rows - 1), (2 * c).abs_diff(self.cols - 1));
        dr * dr + dc * dc
    }

    /// Row-major rank of a cell's bit (row * cols + col).
    #[inline]
    pub fn row_major(&self, bit: u32) -> u32 {
        let (r, c) = self.coords(bit);
        r * self.cols + c
    }

    /// The cells where a mark may go now, given every occupied cell: every empty cell, or
    /// under gravity the lowest empty cell of each column.
    #[inline]
    pub fn playable(&self, occupied: B) -> B {
        if self.rules.gravity() {
            (occupied.shl(1) | self.bottom) & !occupied & self.valid
        } else {
            self.valid & !occupied
        }
    }

    /// Start bits of every run of `k` set bits of `b` in the direction of `step`.
    #[inline]
    pub fn runs(&self, b: B, step: u32) -> B {
        let mut r = b;
        let mut len = 1;
        while len * 2 <= self.k {
            r &= r.shr(len * step);
            len *= 2;
        }
        if len < self.k {
            r &= r.shr((self.k - len) * step);
        }
        r
    }

    /// Whether `b` holds k or more in a row.
    #[inline]
    pub fn has_line(&self, b: B) -> bool {
        self.steps.iter().any(|&step| !self.runs(b, step).is_zero())
    }

    /// Whether `b` holds k or more in a row through cell `bit`: counts outwards from it in
    /// each direction, so the cost does not grow with the board.
    #[inline]
    pub fn line_through(&self, b: B, bit: u32) -> bool {
        let top = self.stride * self.cols;
        for step in self.steps {
            let mut n = 1;
            let mut i = bit;
            while i + step < top && b.has(i + step) {
                n += 1;
                i += step;
            }
            let mut i = bit;
            while i >= step && b.has(i - step) {
                n += 1;
                i -= step;
            }
            if n >= self.k {
                return true;
            }
        }
        false
    }

    /// The cells of `empty` where a mark would complete k in a row with the marks `own`.
    #[inline]
    pub fn completing_cells(&self, own: B, empty: B) -> B {
        let k = self.k as usize;
        let mut out = B::ZERO;
        for step in self.steps {
            // shifted[i]: own moved down by i steps; a window starting at s holds own at
            // s + i * step exactly when shifted[i] has s.
            let mut shifted = [B::ZERO; 16];
            let mut prefix = [B::ZERO; 16];
            for (i, slot) in shifted.iter_mut().enumerate().take(k) {
                *slot = own.shr(i as u32 * step);
            }
            prefix[0] = !B::ZERO;
            for i in 1..k {
                prefix[i] = prefix[i - 1] & shifted[i - 1];
            }
            let mut suffix = !B::ZERO;
            for j in (0..k).rev() {
                let starts = prefix[j] & suffix;
                out |= starts.shl(j as u32 * step);
                suffix &= shifted[j];
            }
        }
        out & empty
    }

    /// Every cell's bit in row-major order.
    pub fn cells_row_major(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.rows).flat_map(move |r| (0..self.cols).map(move |c| self.bit(r, c)))
    }

    /// The board's symmetries as maps from bit to bit (identity first): the rectangle's four
    /// (eight on a square board), or under gravity only the left-right mirror.
    pub fn symmetries(&self) -> Vec<Vec<u8>> {
        let (rows, cols) = (self.rows, self.cols);
        // Each symmetry as (transpose, flip rows, flip columns): the dihedral group's eight
        // on a square, the four without a transpose on a rectangle.
        let mut maps = vec![(false, false, false), (false, false, true)];
        if !self.rules.gravity() {
            maps.extend([(false, true, false), (false, true, true)]);
            if rows == cols {
                maps.extend([(true, false, false), (true, false, true), (true, true, false), (true, true, true)]);
            }
        }
        let apply = |(transpose, flip_rows, flip_cols): (bool, bool, bool), r: u32, c: u32| {
            let (r, c) = if transpose { (c, r) } else { (r, c) };
            (if flip_rows { rows - 1 - r } else { r }, if flip_cols { cols - 1 - c } else { c })
        };
        let size = (self.stride * self.cols) as usize;
        maps.iter()
            .map(|&f| {
                let mut map = vec![0u8; size];
                for r in 0..rows {
                    for c in 0..cols {
                        let (r2, c2) = apply(f, r, c);
                        if let Some(slot) = map.get_mut(self.bit(r, c) as usize) {
                            *slot = u8::try_from(self.bit(r2, c2)).unwrap_or(0);
                        }
                    }
                }
                map
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Line checks by shifts agree with counting cell by cell, on random sets of every size.
    #[test]
    fn shifted_line_checks_agree_with_cell_by_cell_counting() {
        let mut rng = crate::common::rng::Rng::new(crate::common::rng::Seed(5));
        for (rows, cols, k) in [(3, 3, 3), (4, 5, 3), (6, 7, 4), (15, 15, 5), (3, 15, 15), (15, 3, 4), (8, 8, 5)] {
            let rules = Rules::new(rows, cols, k).unwrap();
            let g = Geometry::<Wide>::new(rules).unwrap();
            for _ in 0..300 {
                let density = rng.below(100);
                let mut own = Wide::ZERO;
                let mut empty = Wide::ZERO;
                for bit in g.cells_row_major() {
                    match rng.below(100) {
                        x if x < density => own |= Wide::bit(bit),
                        x if x < density + (100 - density) / 2 => empty |= Wide::bit(bit),
                        _ => {}
                    }
                }
                // Does some window of k cells in a line hold (r, c) and lie wholly in `b`?
                let naive_through = |b: Wide, r: i32, c: i32| {
                    [(0i32, 1i32), (1, 0), (1, 1), (1, -1)].iter().any(|&(dr, dc)| {
                        (0..k as i32).any(|back| {
                            (0..k as i32).all(|i| {
                                let (rr, cc) = (r + dr * (i - back), c + dc * (i - back));
                                rr >= 0 && cc >= 0 && rr < rows as i32 && cc < cols as i32 && b.has(g.bit(rr as u32, cc as u32))
                            })
                        })
                    })
                };
                let mut any_line = false;
                for bit in g.cells_row_major() {
                    let (r, c) = g.coords(bit);
                    let through = own.has(bit) && naive_through(own, r as i32, c as i32);
                    any_line |= through;
                    if own.has(bit) {
                        assert_eq!(g.line_through(own, bit), through, "{rows}x{cols} k{k} bit {bit}");
                    }
                    let completes = empty.has(bit) && naive_through(own | Wide::bit(bit), r as i32, c as i32);
                    assert_eq!(g.completing_cells(own, empty).has(bit), completes, "{rows}x{cols} k{k} bit {bit}");
                }
                assert_eq!(g.has_line(own), any_line);
            }
        }
    }

    #[test]
    fn gravity_plays_the_lowest_empty_cell_of_each_column() {
        let g = Geometry::<u64>::new(Rules::CONNECT_FOUR).unwrap();
        let occupied = (1 << g.bit(5, 0)) | (1 << g.bit(4, 0)) | (1 << g.bit(5, 3));
        let playable: Vec<(u32, u32)> = g.playable(occupied).indices().map(|b| g.coords(b)).collect();
        assert_eq!(playable, vec![(3, 0), (5, 1), (5, 2), (4, 3), (5, 4), (5, 5), (5, 6)]);
    }

    #[test]
    fn symmetries_are_permutations_of_the_cells() {
        for (rules, count) in [(Rules::TIC_TAC_TOE, 8), (Rules::CONNECT_FOUR, 2), (Rules::new(5, 4, 4).unwrap(), 4)] {
            let g = Geometry::<u64>::new(rules).unwrap();
            let syms = g.symmetries();
            assert_eq!(syms.len(), count);
            for map in &syms {
                let mut image: Vec<u8> = g.cells_row_major().map(|b| map[b as usize]).collect();
                image.sort();
                let mut cells: Vec<u8> = g.cells_row_major().map(|b| b as u8).collect();
                cells.sort();
                assert_eq!(image, cells);
            }
        }
    }
}
