//! SPEC §2 and §7.1 board utilities over the wire: they check shape, cell values, moves and
//! players, not reachability or turn, except `sideToMove` and `getLegalMoves`, which are rules.

use super::error::{fail, JsResult};
use super::read::Wire;
use crate::board::Board;
use crate::position::{self, Position};
use crate::wire;
use js_sys::Array;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
pub fn empty_board() -> u32 {
    wire::packed_board(Board::EMPTY)
}

/// The board, packed: what `fromFlat`, `toFlat` and `toOnChain` start from (a packed board's
/// cells are on-chain codes).
#[wasm_bindgen]
pub fn pack_board(board: f64, fault: Option<Array>) -> JsResult<u32> {
    Ok(wire::packed_board(Wire::new(fault).board(board)?))
}

#[wasm_bindgen]
pub fn format_board(board: f64, fault: Option<Array>) -> JsResult<String> {
    Ok(Wire::new(fault).board(board)?.to_string())
}

#[wasm_bindgen]
pub fn apply_move(board: f64, row: f64, col: f64, player: u32, fault: Option<Array>) -> JsResult<u32> {
    let wire = Wire::new(fault);
    let (board, square, player) = (wire.board(board)?, wire.square(row, col)?, wire.player(player)?);
    Ok(wire::packed_board(fail(board.play(square, player))?))
}

#[wasm_bindgen]
pub fn check_win(board: f64, player: u32, fault: Option<Array>) -> JsResult<bool> {
    let wire = Wire::new(fault);
    Ok(wire.board(board)?.has_won(wire.player(player)?))
}

/// What the utilities tell of a board, packed by [`wire::board_facts`].
#[wasm_bindgen]
pub fn board_facts(board: f64, fault: Option<Array>) -> JsResult<u32> {
    Ok(wire::board_facts(Wire::new(fault).board(board)?))
}

#[wasm_bindgen]
pub fn opponent(player: u32, fault: Option<Array>) -> JsResult<u32> {
    Ok(wire::player(Some(!Wire::new(fault).player(player)?)))
}

/// The side to move's token, 2 for a finished board; `IMPOSSIBLE_POSITION` if unreachable.
#[wasm_bindgen]
pub fn side_to_move(board: f64, fault: Option<Array>) -> JsResult<u32> {
    Ok(wire::player(fail(position::side_to_move(Wire::new(fault).board(board)?))?))
}

/// The moves `player` may make, checked as the referee checks: a bit set.
#[wasm_bindgen]
pub fn legal_moves(board: f64, player: u32, fault: Option<Array>) -> JsResult<u32> {
    let wire = Wire::new(fault);
    let pos = fail(Position::for_player(wire.board(board)?, wire.player(player)?, true))?;
    Ok(pos.map_or(0, |p| wire::square_set(p.legal_moves())))
}
