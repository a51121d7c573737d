//! `Bits`: the bit-set word the search runs on. One trait over `u64`, `u128` and [`Wide`]
//! (256 bits), so a board that fits a machine word is searched with single-word shifts and
//! only Gomoku-sized boards pay for four words.

use core::fmt::Debug;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

/// A fixed-width set of bit indices with the operations line checks need: shifts, counts and
/// iteration from the lowest bit.
pub trait Bits:
    Copy
    + Eq
    + Debug
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
{
    /// How many bits the word holds.
    const WIDTH: u32;
    const ZERO: Self;

    /// The set holding only `index` (`index < WIDTH`).
    fn bit(index: u32) -> Self;
    /// Every index moved down by `n` (`n < WIDTH`); the lowest `n` fall off.
    fn shr(self, n: u32) -> Self;
    /// Every index moved up by `n` (`n < WIDTH`); the highest `n` fall off.
    fn shl(self, n: u32) -> Self;
    fn is_zero(self) -> bool;
    fn count(self) -> u32;
    /// The lowest index in the set; `WIDTH` when empty.
    fn lowest(self) -> u32;
    /// Takes the lowest index out of the set; `None` when empty.
    fn pop_lowest(&mut self) -> Option<u32>;
    /// Converts from the public board's 256-bit form (indices past `WIDTH` are dropped).
    fn from_wide(wide: Wide) -> Self;
    /// Converts to the public board's 256-bit form.
    fn to_wide(self) -> Wide;

    fn has(self, index: u32) -> bool {
        !(self & Self::bit(index)).is_zero()
    }

    /// The indices of the set, lowest first.
    fn indices(self) -> Indices<Self> {
        Indices(self)
    }
}

/// Iterator over a [`Bits`] set, lowest index first.
#[derive(Clone, Copy, Debug)]
pub struct Indices<B>(B);

impl<B: Bits> Iterator for Indices<B> {
    type Item = u32;

    #[inline]
    fn next(&mut self) -> Option<u32> {
        self.0.pop_lowest()
    }
}

macro_rules! primitive_bits {
    ($t:ty, $width:expr) => {
        impl Bits for $t {
            const WIDTH: u32 = $width;
            const ZERO: $t = 0;

            #[inline]
            fn bit(index: u32) -> $t {
                1 << index
            }
            #[inline]
            fn shr(self, n: u32) -> $t {
                self >> n
            }
            #[inline]
            fn shl(self, n: u32) -> $t {
                self << n
            }
            #[inline]
            fn is_zero(self) -> bool {
                self == 0
            }
            #[inline]
            fn count(self) -> u32 {
                self.count_ones()
            }
            #[inline]
            fn lowest(self) -> u32 {
                self.trailing_zeros()
            }
            #[inline]
            fn pop_lowest(&mut self) -> Option<u32> {
                if *self == 0 {
                    return None;
                }
                let index = self.trailing_zeros();
                *self &= self.wrapping_sub(1);
                Some(index)
            }
            fn from_wide(wide: Wide) -> $t {
                let mut out: $t = 0;
                for (i, word) in wide.0.iter().enumerate().take(($width / 64) as usize) {
                    out |= (*word as $t) << (64 * i);
                }
                out
            }
            fn to_wide(self) -> Wide {
                let mut words = [0u64; 4];
                for (i, word) in words.iter_mut().enumerate().take(($width / 64) as usize) {
                    *word = (self >> (64 * i)) as u64;
                }
                Wide(words)
            }
        }
    };
}

primitive_bits!(u64, 64);
primitive_bits!(u128, 128);

/// 256 bits as four little-endian `u64` words: a 15×15 board with its sentinel row (240 bits).
/// Its shifts, count and lowest bit stay out of line: 2.0 KB gzip less mnk module for a Gomoku
/// search 6 % slower a node (docs/DESIGN.md, "The mnk module's size").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Wide(pub [u64; 4]);

impl Wide {
    /// The index of the `i`-th set bit, counting from the lowest (the lowest if `i` is out of
    /// range): a word's bits are counted at once, not walked.
    pub fn nth(self, mut i: u32) -> u32 {
        for (word, &bits) in self.0.iter().enumerate() {
            let ones = bits.count_ones();
            if i < ones {
                let mut b = bits;
                for _ in 0..i {
                    b &= b - 1;
                }
                return word as u32 * 64 + b.trailing_zeros();
            }
            i -= ones;
        }
        self.lowest()
    }
}

impl BitAnd for Wide {
    type Output = Wide;
    #[inline]
    fn bitand(self, rhs: Wide) -> Wide {
        Wide([self.0[0] & rhs.0[0], self.0[1] & rhs.0[1], self.0[2] & rhs.0[2], self.0[3] & rhs.0[3]])
    }
}

impl BitOr for Wide {
    type Output = Wide;
    #[inline]
    fn bitor(self, rhs: Wide) -> Wide {
        Wide([self.0[0] | rhs.0[0], self.0[1] | rhs.0[1], self.0[2] | rhs.0[2], self.0[3] | rhs.0[3]])
    }
}

impl BitXor for Wide {
    type Output = Wide;
    #[inline]
    fn bitxor(self, rhs: Wide) -> Wide {
        Wide([self.0[0] ^ rhs.0[0], self.0[1] ^ rhs.0[1], self.0[2] ^ rhs.0[2], self.0[3] ^ rhs.0[3]])
    }
}

impl Not for Wide {
    type Output = Wide;
    #[inline]
    fn not(self) -> Wide {
        Wide([!self.0[0], !self.0[1], !self.0[2], !self.0[3]])
    }
}

impl BitAndAssign for Wide {
    #[inline]
    fn bitand_assign(&mut self, rhs: Wide) {
        *self = *self & rhs;
    }
}

impl BitOrAssign for Wide {
    #[inline]
    fn bitor_assign(&mut self, rhs: Wide) {
        *self = *self | rhs;
    }
}

impl Bits for Wide {
    const WIDTH: u32 = 256;
    const ZERO: Wide = Wide([0; 4]);

    #[inline]
    fn bit(index: u32) -> Wide {
        let mut words = [0u64; 4];
        words[(index / 64) as usize & 3] = 1 << (index % 64);
        Wide(words)
    }

    #[inline(never)]
    fn shr(self, n: u32) -> Wide {
        let a = self.0;
        // Line steps are short: one branch-free path for shifts within a word.
        if n > 0 && n < 64 {
            let r = 64 - n;
            return Wide([a[0] >> n | a[1] << r, a[1] >> n | a[2] << r, a[2] >> n | a[3] << r, a[3] >> n]);
        }
        let (words, bits) = ((n / 64) as usize, n % 64);
        let mut out = [0u64; 4];
        for (i, slot) in out.iter_mut().enumerate() {
            let src = i + words;
            if src < 4 {
                let mut v = self.0[src] >> bits;
                if bits != 0 && src + 1 < 4 {
                    v |= self.0[src + 1] << (64 - bits);
                }
                *slot = v;
            }
        }
        Wide(out)
    }

    #[inline(never)]
    fn shl(self, n: u32) -> Wide {
        let a = self.0;
        if n > 0 && n < 64 {
            let r = 64 - n;
            return Wide([a[0] << n, a[1] << n | a[0] >> r, a[2] << n | a[1] >> r, a[3] << n | a[2] >> r]);
        }
        let (words, bits) = ((n / 64) as usize, n % 64);
        let mut out = [0u64; 4];
        for (i, slot) in out.iter_mut().enumerate() {
            if i >= words {
                let src = i - words;
                let mut v = self.0[src] << bits;
                if bits != 0 && src >= 1 {
                    v |= self.0[src - 1] >> (64 - bits);
                }
                *slot = v;
            }
        }
        Wide(out)
    }

    #[inline]
    fn is_zero(self) -> bool {
        (self.0[0] | self.0[1] | self.0[2] | self.0[3]) == 0
    }

    #[inline(never)]
    fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    #[inline(never)]
    fn lowest(self) -> u32 {
        for (i, w) in self.0.iter().enumerate() {
            if *w != 0 {
                return 64 * i as u32 + w.trailing_zeros();
            }
        }
        256
    }

    /// One pass over the words, in place: an iteration over a set's cells is a hot loop of
    /// the move generator and the threat search. Out of line, as `lowest` is: inlined at
    /// every loop over a set it cost 712 B gzip.
    #[inline(never)]
    fn pop_lowest(&mut self) -> Option<u32> {
        for (i, w) in self.0.iter_mut().enumerate() {
            if *w != 0 {
                let index = 64 * i as u32 + w.trailing_zeros();
                *w &= w.wrapping_sub(1);
                return Some(index);
            }
        }
        None
    }

    fn from_wide(wide: Wide) -> Wide {
        wide
    }

    fn to_wide(self) -> Wide {
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nth_walks_the_set_bits_in_order() {
        let set = Wide::bit(3) | Wide::bit(70) | Wide::bit(200);
        assert_eq!([0, 1, 2].map(|i| set.nth(i)), [3, 70, 200]);
    }

    /// A set's indices, taken out lowest first, are its bits read one by one, in every word.
    #[test]
    fn indices_are_the_set_bits_lowest_first() {
        let mut w = Wide::ZERO;
        let mut want = Vec::new();
        for i in [0, 1, 63, 64, 100, 127, 128, 191, 192, 254, 255] {
            w |= Wide::bit(i);
            want.push(i);
            let by_bit: Vec<u32> = (0..256).filter(|&b| w.has(b)).collect();
            assert_eq!(w.indices().collect::<Vec<u32>>(), by_bit);
            assert_eq!(by_bit, want);
        }
        let mut rest = w;
        assert_eq!(rest.pop_lowest(), Some(0));
        assert_eq!(rest, w & !Wide::bit(0));
        assert_eq!(Wide::ZERO.indices().next(), None);
        assert_eq!(u128::from_wide(w).indices().collect::<Vec<u32>>(), vec![0, 1, 63, 64, 100, 127]);
    }

    /// Every shift of every word type agrees with the same shift done bit by bit.
    #[test]
    fn shifts_agree_across_widths() {
        let mut w = Wide::ZERO;
        for i in [0, 1, 5, 63, 64, 65, 127, 128, 130, 191, 200, 239, 255] {
            w |= Wide::bit(i);
        }
        for n in 0..256 {
            let right: Vec<u32> = w.shr(n).indices().collect();
            let left: Vec<u32> = w.shl(n).indices().collect();
            let want_right: Vec<u32> = w.indices().filter(|&i| i >= n).map(|i| i - n).collect();
            let want_left: Vec<u32> = w.indices().filter(|&i| i + n < 256).map(|i| i + n).collect();
            assert_eq!(right, want_right, "shr {n}");
            assert_eq!(left, want_left, "shl {n}");
            if n < 64 {
                let small = u64::from_wide(w);
                assert_eq!(small.shr(n).to_wide(), Wide::from_wide(small.to_wide()).shr(n), "u64 shr {n}");
            }
        }
        assert_eq!(w.count(), 13);
        assert_eq!(u128::from_wide(w).count(), 7);
    }
}
