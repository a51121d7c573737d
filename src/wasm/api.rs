//! SPEC §2 and §7.1 board utilities over the wire: they check shape, cell values, moves and
//! players, not reachability or turn, except `sideToMove` and `getLegalMoves`, which are rules.

use super::error::{fail, Failure, JsResult};
use super::read::Wire;
use crate::board::Board;
use crate::position::{self, Position};
use crate::wire;
use core::cell::Cell;
use js_sys::Array;
use wasm_bindgen::prelude::*;

thread_local! {
    /// The error of the last utility that answered NaN, until [`utility_error`] takes it.
    static FAILED: Cell<Option<Failure>> = const { Cell::new(None) };
}

/// A utility's answer as one number: its value, or NaN with the error kept for
/// [`utility_error`]. One plain return, not a `Result`: wasm-bindgen returns a `Result` through
/// memory, which made these calls twice as slow (docs/DESIGN.md, "Exports return one value").
fn answer(result: JsResult<u32>) -> f64 {
    result.map_or_else(
        |failure| {
            FAILED.set(Some(failure));
            f64::NAN
        },
        f64::from,
    )
}

/// The error of the last utility that answered NaN, to throw.
#[wasm_bindgen]
pub fn utility_error() -> JsValue {
    FAILED.take().map_or(JsValue::UNDEFINED, JsValue::from)
}

#[wasm_bindgen]
pub fn empty_board() -> u32 {
    wire::packed_board(Board::EMPTY)
}

/// The board, packed: what `fromFlat`, `toFlat` and `toOnChain` start from (a packed board's
/// cells are on-chain codes).
#[wasm_bindgen]
pub fn pack_board(board: f64, fault: Option<Array>) -> f64 {
    answer(Wire::new(fault).board(board).map(wire::packed_board))
}

#[wasm_bindgen]
pub fn format_board(board: f64, fault: Option<Array>) -> JsResult<String> {
    Ok(Wire::new(fault).board(board)?.to_string())
}

#[wasm_bindgen]
pub fn apply_move(board: f64, row: f64, col: f64, player: u32, fault: Option<Array>) -> f64 {
    let wire = Wire::new(fault);
    let played = wire.board(board).and_then(|board| {
        let (square, player) = (wire.square(row, col)?, wire.player(player)?);
        fail(board.play(square, player))
    });
    answer(played.map(wire::packed_board))
}

/// 1 if `player` has won, else 0.
#[wasm_bindgen]
pub fn check_win(board: f64, player: u32, fault: Option<Array>) -> f64 {
    let wire = Wire::new(fault);
    answer(wire.board(board).and_then(|board| Ok(u32::from(board.has_won(wire.player(player)?)))))
}

/// What the utilities tell of a board, packed by [`wire::board_facts`].
#[wasm_bindgen]
pub fn board_facts(board: f64, fault: Option<Array>) -> f64 {
    answer(Wire::new(fault).board(board).map(wire::board_facts))
}

#[wasm_bindgen]
pub fn opponent(player: u32, fault: Option<Array>) -> f64 {
    answer(Wire::new(fault).player(player).map(|p| wire::player(Some(!p))))
}

/// The side to move's token, 2 for a finished board; `IMPOSSIBLE_POSITION` if unreachable.
#[wasm_bindgen]
pub fn side_to_move(board: f64, fault: Option<Array>) -> f64 {
    answer(Wire::new(fault).board(board).and_then(|b| fail(position::side_to_move(b))).map(wire::player))
}

/// The moves `player` may make, checked as the referee checks: a bit set.
#[wasm_bindgen]
pub fn legal_moves(board: f64, player: u32, fault: Option<Array>) -> f64 {
    let wire = Wire::new(fault);
    let position = wire.board(board).and_then(|board| fail(Position::for_player(board, wire.player(player)?, true)));
    answer(position.map(|pos| pos.map_or(0, |p| wire::square_set(p.legal_moves()))))
}
