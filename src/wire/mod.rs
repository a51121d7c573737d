//! The one wire format between the package's JavaScript and the wasm module: how the JS reader
//! encodes what a caller's value *is* (a token, a number, or a fault naming the value it could
//! not encode), and how answers come back as numbers. Plain Rust with no JS types: `src/wasm`
//! decodes and encodes with it, and [`javascript`] writes the same tables and layouts out as
//! the package's `wire.js` at build time, so no constant is typed twice.
//!
//! Inputs:
//! * a **board** is one `f64`: 9 cell tokens of [`TOKEN_BITS`] bits, cell 0 lowest. A token is
//!   the value's index in [`CELL_SPELLINGS`], or [`OTHER`] for any other value (the JS reader
//!   then reports a fault with the value itself);
//! * a **player** is its index in [`PLAYER_SPELLINGS`], or [`OTHER`];
//! * a **move** is its `row` and `col` as `f64`s, whatever numbers they are;
//! * a **fault** is the first value, in parameter order, the reader could not encode: its
//!   `input::fault::Fault` code and the value (or, for a board or row of the wrong length, the length).
//!
//! Answers: a square is `0..=8` or [`NO_SQUARE`]; a board packs 9 on-chain cell codes
//! (2 bits each, cell 0 lowest); square sets are bit sets; reports, ranked moves and
//! simulation results are lists of numbers laid out below; the more module's cold answers are
//! objects ([`objects`]).

use crate::bitboard::Bitboard;
use crate::board::Board;
use crate::player::Player;
use crate::square::Square;
use crate::vocabulary::{CELL_SPELLINGS, PLAYER_SPELLINGS};

/// Bits per cell token in a board word.
pub const TOKEN_BITS: u32 = 4;
/// The token of a value that is none of the accepted spellings.
pub const OTHER: u32 = 15;
// The JS reader spots OTHER by the carry of `token + 1`: it must be the only token with all
// TOKEN_BITS bits set.
const _: () = assert!(OTHER == (1 << TOKEN_BITS) - 1 && CELL_SPELLINGS.len() < OTHER as usize);
/// "No move": a finished game.
pub const NO_SQUARE: u32 = 9;
/// "Rejected": the call's inputs were refused; the export's `rejection` twin says why.
pub const REJECTED: u32 = 10;

/// What two neighbouring cell tokens (a byte of a board word, the lower cell in the low
/// nibble) spell: X's bits, then O's bits << 2, then the unknown tokens' bits << 4, one bit per
/// cell. Derived from [`CELL_SPELLINGS`] at compile time; decoding a board is five lookups.
static TOKEN_PAIRS: [u8; 256] = {
    const fn cell(t: usize) -> u8 {
        if t >= CELL_SPELLINGS.len() {
            return 4;
        }
        match CELL_SPELLINGS[t].1 {
            Some(Player::X) => 1,
            Some(Player::O) => 2,
            None => 0,
        }
    }
    let mut table = [0u8; 256];
    let mut byte = 0;
    while byte < 256 {
        let (low, high) = (cell(byte & 15), cell(byte >> 4));
        let mut entry = 0;
        let mut kind = 0;
        while kind < 3 {
            entry |= ((low >> kind) & 1 | ((high >> kind) & 1) << 1) << (2 * kind);
            kind += 1;
        }
        table[byte] = entry;
        byte += 1;
    }
    table
};

/// The board a word of tokens stands for; `Err(square)` names the first cell whose token is
/// no accepted spelling. A word that is not a whole number below 16^9 reads as cell 0 unknown.
pub fn board_from_tokens(word: f64) -> Result<Board, Square> {
    // Exact: every word the reader makes is a whole number below 2^36.
    let valid = word.fract() == 0.0 && (0.0..68_719_476_736.0).contains(&word);
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let bits = if valid { word as u64 } else { u64::MAX };
    let (mut x, mut o, mut unknown) = (0u16, 0u16, 0u16);
    for pair in 0..5 {
        #[allow(clippy::cast_possible_truncation)]
        let entry = u16::from(TOKEN_PAIRS[usize::from((bits >> (8 * pair)) as u8)]);
        x |= (entry & 3) << (2 * pair);
        o |= (entry >> 2 & 3) << (2 * pair);
        unknown |= (entry >> 4 & 3) << (2 * pair);
    }
    // The fifth pair's upper nibble is past cell 8.
    let (x, o, unknown) = (x & 0x1ff, o & 0x1ff, unknown & 0x1ff);
    if unknown != 0 {
        #[allow(clippy::cast_possible_truncation)]
        return Err(Square::new(unknown.trailing_zeros() as u8).unwrap_or(Square::CENTER));
    }
    // Never `None`: a token spells X, O or neither, so the two sets are disjoint.
    Ok(Board::from_bitboards(Bitboard(x), Bitboard(o)).unwrap_or(Board::EMPTY))
}

/// The player a token stands for.
pub fn player_from_token(token: u32) -> Option<Player> {
    usize::try_from(token).ok().and_then(|i| PLAYER_SPELLINGS.get(i)).map(|&(_, p)| p)
}



mod answers;
mod javascript;
#[cfg(feature = "more")]
pub mod objects;

pub use answers::*;
pub use javascript::javascript;
pub(crate) use javascript::{js_frozen, js_spelling, js_string};

#[cfg(test)]
mod tests {
    use super::answers::*;
    use super::*;
    use crate::board::Cell;
    use crate::input::fault::Fault;
    use crate::vocabulary::ON_CHAIN;

    #[test]
    fn every_board_round_trips_through_tokens_and_packing() {
        for board in (0..Board::INDEX_COUNT).filter_map(Board::from_index) {
            // The first spelling of each cell value.
            let word = board.cells().iter().rev().fold(0u64, |acc, &cell| {
                let token = CELL_SPELLINGS.iter().position(|&(_, c)| c == cell).unwrap_or(0) as u64;
                acc << TOKEN_BITS | token
            });
            assert_eq!(board_from_tokens(word as f64), Ok(board));
            let packed = packed_board(board);
            let cells: Vec<Cell> = (0..9).map(|i| ON_CHAIN[(packed >> (2 * i) & 3) as usize]).collect();
            assert_eq!(cells, board.cells().to_vec());
        }
        assert_eq!(board_from_tokens(f64::from(OTHER << 8)), Err(Square::ALL[2]));
        assert_eq!(board_from_tokens(-1.0), Err(Square::ALL[0]));
        assert_eq!(board_from_tokens(0.5), Err(Square::ALL[0]));
    }

    #[test]
    fn every_token_decodes_as_its_spelling_in_every_cell() {
        for sq in Square::ALL {
            for token in 0..16u64 {
                let word = (token << (TOKEN_BITS * u32::from(sq.index()))) as f64;
                let expected = match CELL_SPELLINGS.get(token as usize) {
                    Some(&(_, cell)) => Ok(Board::from_cells(Square::ALL.map(|s| if s == sq { cell } else { None }))),
                    None => Err(sq),
                };
                assert_eq!(board_from_tokens(word), expected, "token {token} at {sq}");
            }
        }
        // Two unknown cells: the first is named.
        let word = (u64::from(OTHER) << (TOKEN_BITS * 7) | u64::from(OTHER) << (TOKEN_BITS * 3)) as f64;
        assert_eq!(board_from_tokens(word), Err(Square::ALL[3]));
        // A word past 16^9 is not one the reader makes.
        assert_eq!(board_from_tokens(68_719_476_736.0), Err(Square::ALL[0]));
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
    fn faults_round_trip() {
        let all = [Fault::BoardNotArray, Fault::BoardLength, Fault::RowNotArray(2), Fault::RowLength(1),
            Fault::Cell(Square::ALL[8]), Fault::BoardThrew, Fault::Player, Fault::MoveNotObject,
            Fault::MoveRow, Fault::MoveCol, Fault::MoveThrew];
        for fault in all {
            assert_eq!(Fault::from_code(fault.code()), Some(fault));
        }
        assert_eq!(Fault::from_code(2 * 16 + 3), None);
        assert_eq!(Fault::from_code(11 * 16), None);
    }

    #[test]
    fn every_sentence_key_of_every_report_decodes_to_its_sentence() {
        use crate::position::Position;
        for board in (0..Board::INDEX_COUNT).filter_map(Board::from_index) {
            for player in Player::BOTH {
                let Ok(report) = crate::analyzer::analyze(board, player, false) else { continue };
                let key = sentence_key(report.explanation, report.out_of_turn);
                assert_eq!(sentence(key), Some(report.sentence()), "{board} {player}");
                let _ = Position::setup(board, player);
            }
        }
    }
}
