//! `Rng`: the one seeded random generator every engine draws from: rand_xoshiro's
//! Xoshiro256++ seeded through SplitMix64, integer-only, so a seed gives the same stream on
//! x86_64 and wasm32.

use rand_core::{Rng as _, SeedableRng};
use rand_xoshiro::{SplitMix64, Xoshiro256PlusPlus};
use once_cell::race::OnceRef;

/// The platform's source of fresh seeds when one is installed (see [`install_entropy`]).
static ENTROPY: OnceRef<'static, fn() -> Option<u64>> = OnceRef::new();

/// Makes `source` the source of [`Seed::from_entropy`]; the first call wins. The wasm facade
/// installs JavaScript's `Math.random`: `crypto.getRandomValues` (getrandom's source there)
/// loads Node's crypto module on first use, 4-7 ms of a cold engine's constructor, and a game
/// engine's seed needs no cryptographic strength. Natively, getrandom.
pub fn install_entropy(source: &'static fn() -> Option<u64>) {
    let _ = ENTROPY.set(source);
}

/// A seed as JavaScript hands it over: a safe integer or a string (hashed with FNV-1a).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seed(pub u64);

impl Seed {
    /// Largest integer seed: `Number.MAX_SAFE_INTEGER`.
    pub const MAX_INTEGER: u64 = (1 << 53) - 1;

    /// Seeds from text by 64-bit FNV-1a over its UTF-8 bytes; `"42"` and `42` are different seeds.
    pub fn from_text(text: &str) -> Seed {
        Seed::from_utf8_chunks([text])
    }

    /// [`Seed::from_text`] of the empty text: where a text seed's hashing starts.
    pub const TEXT_START: Seed = Seed(0xcbf2_9ce4_8422_2325);

    /// [`Seed::from_text`] of the concatenation of `chunks`, for text too long to hold at once
    /// (the JS layer hands a caller's string over a piece at a time).
    pub fn from_utf8_chunks<T: AsRef<[u8]>>(chunks: impl IntoIterator<Item = T>) -> Seed {
        chunks.into_iter().fold(Seed::TEXT_START, |seed, chunk| seed.continued(chunk.as_ref()))
    }

    /// The text seed of the text this one hashed followed by `bytes` (UTF-8).
    pub fn continued(self, bytes: &[u8]) -> Seed {
        Seed(bytes.iter().fold(self.0, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)))
    }

    /// A fresh seed from the platform's entropy: the installed source (`Math.random` on wasm,
    /// see [`install_entropy`]), else getrandom.
    ///
    /// # Errors
    /// [`EntropyUnavailable`] if the platform has no entropy source.
    pub fn from_entropy() -> Result<Seed, EntropyUnavailable> {
        match ENTROPY.get() {
            Some(source) => source().map(Seed).ok_or(EntropyUnavailable),
            None => platform_entropy().map(Seed).ok_or(EntropyUnavailable),
        }
    }

    /// A seed derived from this one for a numbered sub-stream (e.g. game `index` of a run), so
    /// that the sub-streams do not depend on each other.
    pub fn derive(self, index: u64) -> Seed {
        Seed(SplitMix64::seed_from_u64(self.0 ^ index.wrapping_mul(0xd1b5_4a32_d192_ed03)).next_u64())
    }
}

/// Natively, the operating system's entropy through getrandom.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
fn platform_entropy() -> Option<u64> {
    getrandom::u64().ok()
}

/// In a browser or JS runtime only an installed source (the facade's `Math.random`).
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
fn platform_entropy() -> Option<u64> {
    None
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EntropyUnavailable;

/// Xoshiro256++ (Blackman & Vigna), as rand_xoshiro implements it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng(Xoshiro256PlusPlus);

impl Rng {
    pub fn new(seed: Seed) -> Rng {
        Rng(Xoshiro256PlusPlus::seed_from_u64(seed.0))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A uniform integer in `0..n` (unbiased, Lemire's method over the low 32 bits of one
    /// `u64`); 0 when `n` is 0. Kept instead of rand's `random_range`, which draws differently:
    /// every seeded game, fixture and figure published since version 1 stays valid.
    #[inline(always)] // hot: the wasm build inlines less (scripts/build.mjs, "inline threshold")
    pub fn below(&mut self, n: u32) -> u32 {
        if n == 0 {
            return 0;
        }
        let mut threshold = None;
        loop {
            let product = u64::from(self.next_u64() as u32) * u64::from(n);
            let low = product as u32;
            // `threshold < n`, so a low part of at least `n` is accepted without the division.
            if low >= n || low >= *threshold.get_or_insert_with(|| n.wrapping_neg() % n) {
                return (product >> 32) as u32;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference generator: rand_xoshiro's `Xoshiro256PlusPlus::seed_from_u64(42)` (also
    /// SplitMix64-seeded) yields 3497413967 as its first `next_u32`, the high half of the first
    /// `u64`, on both x86_64 and wasm32.
    #[test]
    fn matches_reference_xoshiro256plusplus() {
        let mut rng = Rng::new(Seed(42));
        assert_eq!((rng.next_u64() >> 32) as u32, 3_497_413_967);
    }

    #[test]
    fn golden_bounded_draws() {
        let mut rng = Rng::new(Seed(42));
        let draws: Vec<u32> = (0..12).map(|_| rng.below(9)).collect();
        assert_eq!(draws, [2, 3, 0, 0, 4, 2, 1, 0, 8, 0, 0, 4]);
    }

    #[test]
    fn below_is_uniform_enough() {
        let mut rng = Rng::new(Seed(7));
        let mut counts = [0u32; 9];
        for _ in 0..90_000 {
            counts[rng.below(9) as usize] += 1;
        }
        assert!(counts.iter().all(|&c| (9_400..10_600).contains(&c)), "{counts:?}");
    }

    #[test]
    fn chunked_text_seeds_equal_whole_text_seeds() {
        let text = "seed \u{1F600} with some length";
        for split in 0..=text.len() {
            let (a, b) = text.as_bytes().split_at(split);
            assert_eq!(Seed::from_utf8_chunks([a, b]), Seed::from_text(text));
        }
        assert_eq!(Seed::from_utf8_chunks(Vec::<String>::new()), Seed::from_text(""));
    }

    #[test]
    fn text_seeds_differ_from_numbers_and_each_other() {
        assert_ne!(Seed::from_text("42"), Seed(42));
        assert_ne!(Seed::from_text("a"), Seed::from_text("b"));
        assert_eq!(Seed::from_text(""), Seed(0xcbf2_9ce4_8422_2325));
    }
}
