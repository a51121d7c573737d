//! `Shape`: a gravity board of four in a row laid out in one machine word, as `Geometry` lays
//! out every board: column by column, bottom to top, with an empty guard bit above each column,
//! so that a line is a fixed shift that never wraps into the next column.

use crate::mnk::rules::Rules;

/// The layout of one board the Connect Four solver serves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub rows: u32,
    pub cols: u32,
    /// Bits per column: the cells and the guard bit.
    pub stride: u32,
    /// The bottom cell of each column.
    pub bottom: u64,
    /// Every cell.
    pub board: u64,
    /// Cells on the board.
    pub cells: u32,
}

impl Shape {
    /// The solver's layout of `rules`: gravity, four in a row, not misère, and `cols * (rows +
    /// 1)` at most 64 bits (6x7, 7x6, 6x8, 7x7, 8x7…). `None` for every other rule, which
    /// the general search serves.
    pub fn of(rules: Rules) -> Option<Shape> {
        let (rows, cols) = (u32::from(rules.rows()), u32::from(rules.cols()));
        let fits = cols * (rows + 1) <= 64;
        if !(rules.gravity() && !rules.misere() && rules.k() == 4 && fits) {
            return None;
        }
        let stride = rows + 1;
        let column = (1u64 << rows) - 1;
        let (mut bottom, mut board) = (0u64, 0u64);
        for c in 0..cols {
            bottom |= 1 << (c * stride);
            board |= column << (c * stride);
        }
        Some(Shape { rows, cols, stride, bottom, board, cells: rows * cols })
    }

    /// Every cell of column `col`.
    #[inline]
    pub fn column(&self, col: u32) -> u64 {
        ((1u64 << self.rows) - 1) << (col * self.stride)
    }

    /// The column of a cell's bit.
    #[inline]
    pub fn column_of(&self, bit: u32) -> u32 {
        bit / self.stride
    }

    /// The bit of cell (`row`, `col`), row 0 at the top.
    #[inline]
    pub fn bit(&self, row: u32, col: u32) -> u32 {
        col * self.stride + (self.rows - 1 - row)
    }

    /// A cell's (row, col), row 0 at the top.
    #[inline]
    pub fn coords(&self, bit: u32) -> (u32, u32) {
        (self.rows - 1 - bit % self.stride, bit / self.stride)
    }

    /// `bits` with the columns in reverse order (the board seen in a mirror).
    pub fn mirror(&self, bits: u64) -> u64 {
        let column = (1u64 << self.stride) - 1;
        let mut out = 0;
        for c in 0..self.cols {
            let col = (bits >> (c * self.stride)) & column;
            out |= col << ((self.cols - 1 - c) * self.stride);
        }
        out
    }

    /// The score of a win whose winning stone is the `(m + 1)`-th on the board, for the winner
    /// (Pons's scores: [`Solver`](super::Solver) says what they mean).
    #[inline]
    pub fn win_at(&self, m: u32) -> i32 {
        ((self.cells + 1 - m) / 2) as i32
    }

    /// The mirror image of column `col`.
    #[inline]
    pub fn mirror_column(&self, col: u32) -> u32 {
        self.cols - 1 - col
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn serves_gravity_boards_of_four_that_fit_a_word() {
        assert!(Shape::of(Rules::CONNECT_FOUR).is_some());
        for (rows, cols) in [(7, 6), (6, 8), (7, 7), (8, 7), (7, 8), (3, 4), (15, 4)] {
            let rules = Rules::new(rows, cols, 4).unwrap_or_else(|e| panic!("{e}")).with_gravity(true);
            assert_eq!(Shape::of(rules).is_some(), cols * (rows + 1) <= 64, "{rows}x{cols}");
        }
        let c4 = Rules::CONNECT_FOUR;
        assert!(Shape::of(c4.with_misere(true)).is_none(), "misère keeps the general search");
        assert!(Shape::of(c4.with_gravity(false)).is_none());
        let five = Rules::new(6, 7, 5).unwrap_or_else(|e| panic!("{e}")).with_gravity(true);
        assert!(Shape::of(five).is_none(), "k other than 4 keeps the general search");
    }

    #[test]
    fn lays_cells_out_as_geometry_does() {
        let s = Shape::of(Rules::CONNECT_FOUR).unwrap_or_else(|| panic!("fits"));
        assert_eq!((s.bit(5, 0), s.bit(0, 0), s.bit(5, 6)), (0, 5, 42));
        assert_eq!(s.coords(12), (0, 1));
        assert_eq!(s.board.count_ones(), 42);
        assert_eq!(s.mirror(s.column(0) | 1 << s.bit(5, 1)), s.column(6) | 1 << s.bit(5, 5));
    }
}
