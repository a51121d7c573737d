//! How a failure crosses to JavaScript: as numbers, in the answer of the call that failed.
//! JavaScript makes the Error from them with the tables of `wire.js` (`pkg-template/lib/words.js`);
//! the module neither calls back into JavaScript nor is asked a second time why.
//!
//! * A **hot answer** (`bestMove`, `rankedMoves`, `analyze`) refused a position: its number
//!   carries the marker and the error's words packed ([`rejection`]), at most three words of
//!   8 bits (a message, then what fills it: players, small numbers, a call's input).
//! * Any **other failure** is thrown as the numbers of [`failure`]: its code's index in
//!   `ErrorCode::ALL`, its kind's in `ErrorKind::ALL`, then its words.

use alloc::vec::Vec;
use super::answers::{index_of, Field};
use crate::text::error::{ErrorCode, ErrorKind};
use crate::text::worded::InputError;
use crate::text::words::Words;

/// A packed refusal: up to [`REJECTION_WORDS`] words of this width, lowest first.
pub(super) const REJECTION_WORD: Field = Field::new(0, 8);
/// How many words it holds (0: its words did not fit, a bug JavaScript reports as
/// `INTERNAL_ERROR`).
pub(super) const REJECTION_COUNT: Field = Field::new(24, 2);
/// The fields JavaScript reads, by the names it knows them by.
pub(super) const FIELDS: [(&str, Field); 2] = [("REJECTION_WORD", REJECTION_WORD), ("REJECTION_COUNT", REJECTION_COUNT)];
/// The most words a packed refusal holds.
pub const REJECTION_WORDS: usize = 3;

/// The words of a hot answer's refusal packed into one number below 2^26: the words' message
/// carries the code and kind. Out of line: only a refused call pays for it.
#[cold]
#[inline(never)]
pub fn rejection(words: &Words) -> u32 {
    let fits = words.0.len() <= REJECTION_WORDS && words.0.iter().all(|&w| w <= REJECTION_WORD.mask());
    if !fits {
        return 0;
    }
    let packed = words.0.iter().enumerate().fold(0, |packed, (i, &w)| packed | w << (REJECTION_WORD.bits * i as u32));
    packed | REJECTION_COUNT.put(u32::try_from(words.0.len()).unwrap_or(0))
}

/// `bestMove`'s answer for a refusal `packed` by [`rejection`]: [`super::REJECTED`] plus it.
pub fn rejected_square(packed: u32) -> u32 {
    super::REJECTED.saturating_add(packed)
}

/// An `f64` hot answer's for a refusal `packed` by [`rejection`]: below zero, `-1 - packed`.
pub fn rejected_number(packed: u32) -> f64 {
    -1.0 - f64::from(packed)
}

/// A failure as the numbers a call throws: code, kind, then the words.
pub fn failure(error: &InputError) -> Vec<u32> {
    let mut out = Vec::with_capacity(error.words.0.len() + 2);
    out.push(index_of(&ErrorCode::ALL, &error.code));
    out.push(index_of(&ErrorKind::ALL, &error.kind));
    out.extend_from_slice(&error.words.0);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::common::player::Player;
    use crate::text::texts;
    use crate::text::words::WORD_NUMBER;

    #[test]
    fn a_refusal_packs_its_words_and_their_count() {
        let words = texts::COUNTS.words(|w| {
            w.number(9).number(0);
        });
        let packed = rejection(&words);
        assert_eq!(REJECTION_COUNT.get(packed), 3);
        let unpacked: Vec<u32> = (0..3).map(|i| packed >> (8 * i) & 255).collect();
        assert_eq!(unpacked, words.0);
        assert!(packed < 1 << 26);
        let turn = texts::TURN.words(|w| {
            w.player(Player::X).player(Player::O);
        });
        assert_eq!(REJECTION_COUNT.get(rejection(&turn)), 3);
        // Every refusal a hot answer gives fits: the largest number a count names is 9.
        assert!(WORD_NUMBER + 9 <= REJECTION_WORD.mask());
        let long = texts::COUNTS.words(|w| {
            w.number(1000).number(0);
        });
        assert_eq!(rejection(&long), 0);
    }

    #[test]
    fn a_failure_leads_with_its_code_and_kind() {
        let error = texts::TURN.error(|w| {
            w.player(Player::O).player(Player::X);
        });
        let numbers = failure(&error);
        assert_eq!(numbers[0], index_of(&ErrorCode::ALL, &ErrorCode::WrongTurn));
        assert_eq!(numbers[1], index_of(&ErrorKind::ALL, &ErrorKind::GameState));
        assert_eq!(&numbers[2..], &error.words.0[..]);
    }
}
