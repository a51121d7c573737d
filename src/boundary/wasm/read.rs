//! The wire's numbers as core values: boards, players, squares, results and move lists the JS
//! readers made of values they checked. A number they never make is an `INTERNAL_ERROR` to
//! report, never a trap.

use super::error::{Failure, JsResult};
use crate::boundary::wire;
use crate::common::player::Player;
use crate::text::texts::{self, Piece};

/// A wire number the JS readers never make: a bug to report, never a trap.
fn not_from_reader(what: Piece, value: u32) -> Failure {
    texts::VALUE_NOT_FROM_READER.error(|w| {
        w.piece(what).number(value);
    })
}

/// A count the readers pass as a number: NaN (absent) is `None`; anything but a whole number in
/// range is `bad()`, a value they never make.
#[cfg(any(feature = "mnk", feature = "ultimate"))]
pub fn optional_count(x: f64, bad: fn() -> Failure) -> JsResult<Option<u64>> {
    if x.is_nan() { Ok(None) } else { wire::options::whole_at_most(x, u64::MAX).map(Some).ok_or_else(bad) }
}

/// Milliseconds the readers pass: NaN (absent) is `None`; a negative or infinite value is `bad()`.
#[cfg(any(feature = "mnk", feature = "ultimate"))]
pub fn optional_ms(x: f64, bad: fn() -> Failure) -> JsResult<Option<f64>> {
    if x.is_nan() { Ok(None) } else if x >= 0.0 && x.is_finite() { Ok(Some(x)) } else { Err(bad()) }
}

/// The board of a wire board.
#[cfg(feature = "engine")]
pub fn board(bits: u32) -> JsResult<crate::ttt::board::Board> {
    wire::board_from_bits(bits).ok_or_else(|| not_from_reader(texts::BOARD, bits))
}

/// The player of a wire player.
pub fn player(index: u32) -> JsResult<Player> {
    wire::player_from_index(index).ok_or_else(|| not_from_reader(texts::PLAYER_NOUN, index))
}

/// The square of a wire square.
#[cfg(feature = "engine")]
pub fn square(index: u32) -> JsResult<crate::ttt::square::Square> {
    wire::square_from_index(index).ok_or_else(|| not_from_reader(texts::SQUARE, index))
}

/// Squares of a move list, oldest first.
#[cfg(feature = "engine")]
pub fn squares(list: &[u8]) -> JsResult<alloc::vec::Vec<crate::ttt::square::Square>> {
    list.iter().map(|&i| square(u32::from(i))).collect()
}

/// A finished game's result by its index in `GameResult::ALL`.
#[cfg(feature = "engine")]
pub fn game_result(index: u32) -> JsResult<crate::ttt::strategy::GameResult> {
    let result = usize::try_from(index).ok().and_then(|i| crate::ttt::strategy::GameResult::ALL.get(i)).copied();
    result.ok_or_else(|| not_from_reader(texts::RESULT_NOUN, index))
}

/// A board and a player as the hot answers take them: `None` for numbers the reader never makes.
#[cfg(feature = "engine")]
pub fn position(board: u32, player: u32) -> Option<(crate::ttt::board::Board, Player)> {
    Some((wire::board_from_bits(board)?, wire::player_from_index(player)?))
}

/// The refusal, packed ([`wire::failure::rejection`]), of a hot answer's board or player that
/// [`position`] did not take: the board if it is not one, else the player. The value is the
/// call's own input, which JavaScript writes.
#[cfg(feature = "engine")]
#[cold]
pub fn unread(board: u32) -> u32 {
    let (what, input) = if wire::board_from_bits(board).is_none() { (texts::BOARD, 0) } else { (texts::PLAYER_NOUN, 1) };
    wire::failure::rejection(&texts::VALUE_NOT_FROM_READER.words(|w| {
        w.piece(what).input(input);
    }))
}
