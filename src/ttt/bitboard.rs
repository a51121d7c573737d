//! `Bitboard`: a set of squares as nine bits of a `u16` (bit `i` = square `i`).

use crate::ttt::square::Square;
use core::ops::{BitAnd, BitOr, Not};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bitboard(pub u16);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);
    pub const FULL: Bitboard = Bitboard(0x1ff);

    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }

    pub const fn bits(self) -> u16 {
        self.0
    }

    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }

    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | (1 << sq.index()))
    }

    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq.index()))
    }

    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// True if every square of `other` is in `self`.
    pub const fn is_superset(self, other: Bitboard) -> bool {
        self.0 & other.0 == other.0
    }

    /// The lowest square in the set, if any.
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 { None } else { Square::new(self.0.trailing_zeros() as u8) }
    }

    /// The squares in row-major order.
    pub fn squares(self) -> impl Iterator<Item = Square> {
        Square::ALL.into_iter().filter(move |&sq| self.contains(sq))
    }
}

impl BitOr for Bitboard {
    type Output = Bitboard;
    fn bitor(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 | rhs.0)
    }
}

impl BitAnd for Bitboard {
    type Output = Bitboard;
    fn bitand(self, rhs: Bitboard) -> Bitboard {
        Bitboard(self.0 & rhs.0)
    }
}

/// The complement within the nine squares.
impl Not for Bitboard {
    type Output = Bitboard;
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & Bitboard::FULL.0)
    }
}
