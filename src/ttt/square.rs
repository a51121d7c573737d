//! `Square`: one of the nine cells, numbered row-major 0..=8.
//!
//! ```text
//!  0 | 1 | 2
//! ---+---+---
//!  3 | 4 | 5
//! ---+---+---
//!  6 | 7 | 8
//! ```

use core::fmt;

/// A cell of the 3x3 board, row-major (`row * 3 + col`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    pub const CENTER: Square = Square(4);

    /// All nine squares in row-major order.
    pub const ALL: [Square; 9] = [
        Square(0), Square(1), Square(2),
        Square(3), Square(4), Square(5),
        Square(6), Square(7), Square(8),
    ];

    /// The tie-break order of API reference "AIEngine": center, corners, edges (row-major within each group).
    pub const PREFERENCE: [Square; 9] = [
        Square(4),
        Square(0), Square(2), Square(6), Square(8),
        Square(1), Square(3), Square(5), Square(7),
    ];

    /// The square at `index` (0..=8), or `None` past the board.
    pub const fn new(index: u8) -> Option<Square> {
        if index < 9 { Some(Square(index)) } else { None }
    }

    /// The square at `(row, col)`, or `None` if either is outside 0..=2.
    pub const fn from_coords(row: u8, col: u8) -> Option<Square> {
        if row < 3 && col < 3 { Some(Square(row * 3 + col)) } else { None }
    }

    pub const fn index(self) -> u8 {
        self.0
    }

    pub const fn row(self) -> u8 {
        self.0 / 3
    }

    pub const fn col(self) -> u8 {
        self.0 % 3
    }

    /// Position in [`Square::PREFERENCE`]: 0 for the center, 1..=4 corners, 5..=8 edges.
    pub const fn preference_rank(self) -> u8 {
        const RANK: [u8; 9] = [1, 5, 2, 6, 0, 7, 3, 8, 4];
        RANK[self.0 as usize]
    }
}

/// Formats as `(row, col)`, the way explanations and error messages name cells.
impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.row(), self.col())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinates_round_trip() {
        for sq in Square::ALL {
            assert_eq!(Square::from_coords(sq.row(), sq.col()), Some(sq));
        }
        assert_eq!(Square::from_coords(3, 0), None);
        assert_eq!(Square::new(9), None);
    }

    #[test]
    fn preference_rank_matches_preference_order() {
        for (rank, sq) in Square::PREFERENCE.iter().enumerate() {
            assert_eq!(sq.preference_rank() as usize, rank);
        }
    }
}
