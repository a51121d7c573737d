//! A binary range coder with adaptive probabilities (the LZMA kind): the Connect Four data
//! ([`Layers`](super::layers::Layers)) stores each position's score as a few yes-or-no
//! answers, each costing about as many bits as its surprise, so the file is near the entropy of
//! what it holds. [`Ladder`] turns a small non-negative number into those answers.
//!
//! The encoder and decoder sit side by side: the data's maker and its reader must run the same
//! model, answer for answer.

use alloc::vec::Vec;

/// Probabilities are 15-bit fractions of the chance of a 0.
const BITS: u32 = 15;
const ONE: u32 = 1 << BITS;
/// How many answers a chance learns from at full weight: the first moves it most, each later
/// one less, down to 1 in `2 * SETTLED + 3`. On the Connect Four data this codes 3 % smaller
/// than a fixed rate of 1 in 32 (113,052 B against 116,753 B).
const SETTLED: u16 = 30;
/// No chance is held as more certain than 1 in 1,024, which still costs a surprise little.
const CLAMP: i32 = 32;
/// The range is renormalised when it drops below this.
const TOP: u32 = 1 << 24;

/// The adaptive chance that the next answer of one kind is 0, and how many answers it has
/// learnt from (up to [`SETTLED`]).
#[derive(Clone, Copy, Debug)]
pub struct Bit(u16, u16);

impl Default for Bit {
    fn default() -> Bit {
        Bit((ONE / 2) as u16, 0)
    }
}

impl Bit {
    /// Moves the chance toward the answer by `2 / (2n + 3)` of the way: after n answers it is
    /// close to their running average.
    #[inline]
    fn update(&mut self, one: bool) {
        let (p, n) = (i32::from(self.0), i32::from(self.1));
        let target = if one { 0 } else { ONE as i32 };
        self.0 = (p + (target - p) * 2 / (2 * n + 3)).clamp(CLAMP, ONE as i32 - CLAMP) as u16;
        self.1 = (self.1 + 1).min(SETTLED);
    }
}

/// Writes answers into bytes.
#[derive(Debug, Default)]
pub struct Encoder {
    low: u64,
    range: u32,
    /// The byte held back until a carry can no longer change it, and how many 0xFF follow it.
    cache: u8,
    pending: u64,
    out: Vec<u8>,
}

impl Encoder {
    pub fn new() -> Encoder {
        Encoder { low: 0, range: u32::MAX, cache: 0, pending: 1, out: Vec::new() }
    }

    pub fn put(&mut self, bit: &mut Bit, one: bool) {
        let bound = (self.range >> BITS) * u32::from(bit.0);
        if one {
            self.low += u64::from(bound);
            self.range -= bound;
        } else {
            self.range = bound;
        }
        bit.update(one);
        self.normalize();
    }

    /// `count` low bits of `v`, high first, each at even odds.
    pub fn put_raw(&mut self, v: u32, count: u32) {
        for i in (0..count).rev() {
            self.range >>= 1;
            if (v >> i) & 1 == 1 {
                self.low += u64::from(self.range);
            }
            self.normalize();
        }
    }

    /// Writes out the range's settled top bytes until it is wide again.
    #[inline]
    fn normalize(&mut self) {
        while self.range < TOP {
            self.range <<= 8;
            self.shift();
        }
    }

    fn shift(&mut self) {
        if self.low < 0xFF00_0000 || self.low > 0xFFFF_FFFF {
            let carry = (self.low >> 32) as u8;
            let mut byte = self.cache;
            loop {
                self.out.push(byte.wrapping_add(carry));
                byte = 0xFF;
                self.pending -= 1;
                if self.pending == 0 {
                    break;
                }
            }
            self.cache = (self.low >> 24) as u8;
        }
        self.pending += 1;
        self.low = (self.low & 0x00FF_FFFF) << 8;
    }

    /// The bytes, flushed. The first byte is always 0 and is dropped.
    pub fn finish(mut self) -> Vec<u8> {
        for _ in 0..5 {
            self.shift();
        }
        self.out.remove(0);
        self.out
    }
}

/// Reads answers back from bytes; past their end it reads zeros (the caller checks the length
/// it was given, and a file's hash, before trusting what it reads).
#[derive(Debug)]
pub struct Decoder<'a> {
    bytes: &'a [u8],
    at: usize,
    range: u32,
    code: u32,
}

impl<'a> Decoder<'a> {
    pub fn new(bytes: &'a [u8]) -> Decoder<'a> {
        let mut d = Decoder { bytes, at: 0, range: u32::MAX, code: 0 };
        for _ in 0..4 {
            d.code = (d.code << 8) | u32::from(d.next_byte());
        }
        d
    }

    #[inline]
    fn next_byte(&mut self) -> u8 {
        let b = self.bytes.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        b
    }

    /// Reads in bytes until the range is wide again.
    #[inline]
    fn normalize(&mut self) {
        while self.range < TOP {
            self.range <<= 8;
            self.code = (self.code << 8) | u32::from(self.next_byte());
        }
    }

    #[inline]
    pub fn get(&mut self, bit: &mut Bit) -> bool {
        let bound = (self.range >> BITS) * u32::from(bit.0);
        let one = self.code >= bound;
        if one {
            self.code -= bound;
            self.range -= bound;
        } else {
            self.range = bound;
        }
        bit.update(one);
        self.normalize();
        one
    }

    pub fn get_raw(&mut self, count: u32) -> u32 {
        let mut v = 0;
        for _ in 0..count {
            self.range >>= 1;
            let one = self.code >= self.range;
            if one {
                self.code -= self.range;
            }
            v = (v << 1) | u32::from(one);
            self.normalize();
        }
        v
    }

    /// Bytes read so far, counting those read past the end.
    pub fn read(&self) -> usize {
        self.at
    }
}

/// Rungs of a [`Ladder`] before its escape.
const RUNGS: usize = 24;
/// Bits of a number past the ladder's last rung.
const ESCAPE_BITS: u32 = 8;

/// A number from 0 to `RUNGS + 255` as "more than 0?", "more than 1?"…, each rung with its own
/// adaptive chance, and past the last rung the rest in plain bits.
#[derive(Clone, Debug)]
pub struct Ladder([Bit; RUNGS]);

impl Default for Ladder {
    fn default() -> Ladder {
        Ladder([Bit::default(); RUNGS])
    }
}

impl Ladder {
    /// The largest number a ladder holds.
    pub const MAX: u32 = RUNGS as u32 + (1 << ESCAPE_BITS) - 1;

    pub fn put(&mut self, e: &mut Encoder, v: u32) {
        for (i, rung) in self.0.iter_mut().enumerate() {
            let more = v > i as u32;
            e.put(rung, more);
            if !more {
                return;
            }
        }
        e.put_raw(v - RUNGS as u32, ESCAPE_BITS);
    }

    pub fn get(&mut self, d: &mut Decoder) -> u32 {
        for (i, rung) in self.0.iter_mut().enumerate() {
            if !d.get(rung) {
                return i as u32;
            }
        }
        RUNGS as u32 + d.get_raw(ESCAPE_BITS)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::rng::{Rng, Seed};

    #[test]
    fn decodes_what_it_encoded_and_skewed_answers_cost_less_than_a_bit() {
        let mut rng = Rng::new(Seed(60));
        let numbers: Vec<u32> = (0..20_000).map(|i| if i % 7 == 0 { rng.below(Ladder::MAX + 1) } else { rng.below(3) }).collect();
        let flags: Vec<bool> = (0..20_000).map(|_| rng.below(10) == 0).collect();
        let mut e = Encoder::new();
        let (mut ladder, mut flag) = (Ladder::default(), Bit::default());
        for (&n, &f) in numbers.iter().zip(&flags) {
            ladder.put(&mut e, n);
            e.put(&mut flag, f);
        }
        let bytes = e.finish();
        let mut d = Decoder::new(&bytes);
        let (mut ladder, mut flag) = (Ladder::default(), Bit::default());
        for (&n, &f) in numbers.iter().zip(&flags) {
            assert_eq!(ladder.get(&mut d), n);
            assert_eq!(d.get(&mut flag), f);
        }
        assert!(d.read() <= bytes.len() + 4, "read {} of {}", d.read(), bytes.len());
        // 20,000 flags at 1 in 10 hold about 9,400 bits of information; the numbers more.
        let mut e = Encoder::new();
        let mut flag = Bit::default();
        flags.iter().for_each(|&f| e.put(&mut flag, f));
        let size = e.finish().len();
        assert!((1_100..1_400).contains(&size), "{size} bytes for 20,000 skewed flags");
    }
}
