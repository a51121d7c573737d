//! The one wire format between the package's JavaScript and the wasm module. The JS readers
//! (`pkg-template/lib/read.js`) read and check every value a caller passes, so what crosses is
//! plain numbers of values already known good; answers come back as numbers too. Plain Rust
//! with no JS types: `src/boundary/wasm` decodes and encodes with it, and [`javascript`] writes the same
//! tables, layouts and messages out as the package's `wire.js` at build time, so no constant is
//! typed twice.
//!
//! * a **board** is X's squares in [`BOARD_X`] and O's in [`BOARD_O`] (bit `i` is square `i`,
//!   row-major), both ways;
//! * a **player** is its index in [`Player::BOTH`]; a **square** is `0..=8` or [`NO_SQUARE`];
//! * square sets are bit sets; reports, ranked moves and simulation results are lists of
//!   numbers laid out in [`answers`]; the more module's cold answers are lists of numbers
//!   laid out in [`cold`].

use crate::common::player::Player;
use crate::ttt::bitboard::Bitboard;
use crate::ttt::board::Board;
use crate::ttt::square::Square;

/// "No move": a finished game.
pub const NO_SQUARE: u32 = 9;
/// "Rejected": a hot answer at or above this refused the position; what is above it says why
/// ([`failure::rejection`]).
pub const REJECTED: u32 = 10;

/// The board a wire board stands for; `None` for bits the JS reader never makes (a square in
/// both sets, or bits past the two fields).
pub fn board_from_bits(bits: u32) -> Option<Board> {
    if bits >> (BOARD_O.at + BOARD_O.bits) != 0 {
        return None;
    }
    let set = |field: Field| Bitboard(u16::try_from(field.get(bits)).unwrap_or(u16::MAX));
    Board::from_bitboards(set(BOARD_X), set(BOARD_O))
}

/// A board on the wire.
pub fn board_bits(board: Board) -> u32 {
    BOARD_X.put(u32::from(board.marks(Player::X).bits())) | BOARD_O.put(u32::from(board.marks(Player::O).bits()))
}

/// The player an index stands for.
pub fn player_from_index(index: u32) -> Option<Player> {
    usize::try_from(index).ok().and_then(|i| Player::BOTH.get(i)).copied()
}

/// The square an index stands for.
pub fn square_from_index(index: u32) -> Option<Square> {
    u8::try_from(index).ok().and_then(Square::new)
}

mod answers;
pub mod cold;
pub mod failure;
mod javascript;
pub mod names;
#[cfg(any(feature = "mnk", not(target_arch = "wasm32")))]
pub mod mnk;
pub mod options;
#[cfg(any(feature = "ultimate", not(target_arch = "wasm32")))]
pub mod ultimate;

pub use answers::*;
pub use javascript::javascript;
#[cfg(any(feature = "mnk", not(target_arch = "wasm32")))]
pub use javascript::mnk_javascript;
#[cfg(any(feature = "ultimate", not(target_arch = "wasm32")))]
pub use javascript::ultimate_javascript;
pub(crate) use javascript::{js_frozen, js_string};

#[cfg(test)]
mod tests {
    use super::answers::*;
    use super::*;

    #[test]
    fn every_board_round_trips_through_the_wire() {
        for board in (0..Board::INDEX_COUNT).filter_map(Board::from_index) {
            assert_eq!(board_from_bits(board_bits(board)), Some(board));
        }
        assert_eq!(board_from_bits(1 | 1 << 9), None, "a square in both sets");
        assert_eq!(board_from_bits(1 << 18), None, "past the fields");
        assert_eq!(player_from_index(1), Some(Player::O));
        assert_eq!(player_from_index(2), None);
        assert_eq!(square_from_index(8), Some(Square::ALL[8]));
        assert_eq!(square_from_index(9), None);
    }

    #[test]
    fn packed_lists_hold_every_item_exactly() {
        let list: Vec<Square> = Square::PREFERENCE.to_vec();
        let mut seen = Vec::new();
        for part in 0..3 {
            let word = squares(&list, part) as u64;
            assert_eq!(word & 31, 9);
            for i in 0..PER_PART as u64 {
                if seen.len() < 9 {
                    seen.push((word >> (COUNT_BITS as u64 + ITEM_BITS as u64 * i)) & 511);
                }
            }
        }
        assert_eq!(seen, list.iter().map(|s| u64::from(s.index())).collect::<Vec<_>>());
        for (code, e) in evals().enumerate() {
            assert_eq!(eval_code(e) as usize, code);
        }
    }

    #[test]
    fn stored_heads_are_the_heads_of_the_stored_reports() {
        let mut stored = 0;
        for slot in 0..=u16::MAX {
            match stored_report(slot) {
                Some(report) => {
                    assert_eq!(stored_head(slot).to_bits(), report_head(&report, Some(slot)).to_bits());
                    // The second ask is the cached head.
                    assert_eq!(stored_head(slot).to_bits(), report_head(&report, Some(slot)).to_bits());
                    assert!(slot < NO_SLOT);
                    stored += 1;
                }
                None => assert!(stored_head(slot).is_nan()),
            }
        }
        assert_eq!(stored, 5_478);
    }

    #[test]
    fn a_sentence_key_stands_for_one_sentence() {
        // JS keeps one sentence per key: every report with a key must have that key's sentence.
        let mut sentences = std::collections::HashMap::new();
        for board in (0..Board::INDEX_COUNT).filter_map(Board::from_index) {
            for player in Player::BOTH {
                let Ok(report) = crate::ttt::analyzer::analyze(board, player, false) else { continue };
                let key = sentence_key(report.explanation, report.out_of_turn);
                let first = sentences.entry(key).or_insert_with(|| report.sentence());
                assert_eq!(*first, report.sentence(), "{board} {player}");
            }
        }
        assert_eq!(sentences.len(), 779, "distinct sentences");
    }
}
