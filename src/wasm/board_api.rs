//! SPEC §2 board utilities. They check shape, cell values, moves and players, but not
//! reachability or turn: puzzle set-ups and hypotheticals are welcome.

use super::convert::{
    array_of, board_value, flat_value, move_value, player_value, read_board, read_move,
    read_on_chain, read_player,
};
use super::error::{Failure, JsResult};
use crate::board::{Board, Cell};
use crate::player::Player;
use wasm_bindgen::prelude::*;

/// A fresh 3x3 board of nulls.
#[wasm_bindgen(js_name = emptyBoard, unchecked_return_type = "Board")]
pub fn empty_board() -> JsValue {
    board_value(Board::EMPTY)
}

/// A new board with `player`'s mark at `move`. Throws `GAME_OVER` if the board already has a
/// winner or is full, else `CELL_OCCUPIED` on a taken cell.
#[wasm_bindgen(js_name = applyMove, unchecked_return_type = "Board")]
pub fn apply_move(
    #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    #[wasm_bindgen(js_name = "move", unchecked_param_type = "Move")] mv: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Player")] player: JsValue,
) -> JsResult<JsValue> {
    let board = read_board(&board)?;
    let square = read_move(&mv)?;
    let player = read_player(&player)?;
    let next = board.play(square, player).map_err(|e| Failure::from_core(&e))?;
    Ok(board_value(next))
}

/// True if `player` has three in a row.
#[wasm_bindgen(js_name = checkWin)]
pub fn check_win(
    #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Player")] player: JsValue,
) -> JsResult<bool> {
    let board = read_board(&board)?;
    Ok(board.has_won(read_player(&player)?))
}

/// True if no empty cell remains.
#[wasm_bindgen(js_name = isBoardFull)]
pub fn is_board_full(#[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue) -> JsResult<bool> {
    Ok(read_board(&board)?.is_full())
}

/// True if the board is full and nobody has won.
#[wasm_bindgen(js_name = isDraw)]
pub fn is_draw(#[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue) -> JsResult<bool> {
    Ok(read_board(&board)?.is_draw())
}

/// Every empty cell, row-major.
#[wasm_bindgen(js_name = getAvailableMoves, unchecked_return_type = "Move[]")]
pub fn get_available_moves(
    #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
) -> JsResult<JsValue> {
    Ok(array_of(read_board(&board)?.empty_squares().squares(), move_value))
}

/// The other player: 'X' <-> 'O'.
#[wasm_bindgen(unchecked_return_type = "Player")]
pub fn opponent(#[wasm_bindgen(unchecked_param_type = "Player")] player: JsValue) -> JsResult<JsValue> {
    Ok(player_value(!read_player(&player)?))
}

/// The player with three in a row, or null if nobody has one (or, on a board no game
/// reaches, both do).
#[wasm_bindgen(js_name = getWinner, unchecked_return_type = "Player | null")]
pub fn get_winner(#[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue) -> JsResult<JsValue> {
    Ok(read_board(&board)?.winner().map_or(JsValue::NULL, player_value))
}

/// The three cells of the winner's line (the first in row, column, diagonal order), or null.
#[wasm_bindgen(js_name = getWinningLine, unchecked_return_type = "Move[] | null")]
pub fn get_winning_line(
    #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
) -> JsResult<JsValue> {
    let board = read_board(&board)?;
    let line = board.winner().and_then(|winner| board.winning_line(winner));
    Ok(line.map_or(JsValue::NULL, |line| array_of(line.cells.squares(), move_value)))
}

/// The board as 9 cells, row-major.
#[wasm_bindgen(js_name = toFlat, unchecked_return_type = "CellValue[]")]
pub fn to_flat(#[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue) -> JsResult<JsValue> {
    Ok(flat_value(read_board(&board)?))
}

/// A nested board from 9 cells, row-major.
#[wasm_bindgen(js_name = fromFlat, unchecked_return_type = "Board")]
pub fn from_flat(#[wasm_bindgen(unchecked_param_type = "CellValue[]")] cells: JsValue) -> JsResult<JsValue> {
    Ok(board_value(read_board(&cells)?))
}

/// The on-chain encoding: 9 numbers, 0 empty, 1 X, 2 O (ClarityXO's `(list 9 uint)`).
#[wasm_bindgen(js_name = toOnChain, unchecked_return_type = "number[]")]
pub fn to_on_chain(#[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue) -> JsResult<JsValue> {
    let code = |cell: Cell| -> JsValue {
        JsValue::from_f64(match cell {
            None => 0.0,
            Some(Player::X) => 1.0,
            Some(Player::O) => 2.0,
        })
    };
    Ok(array_of(read_board(&board)?.cells(), code))
}

/// A board from the on-chain encoding: 9 unsigned ints (numbers or bigints), 0 empty, 1 X, 2 O.
#[wasm_bindgen(js_name = fromOnChain, unchecked_return_type = "Board")]
pub fn from_on_chain(
    #[wasm_bindgen(unchecked_param_type = "ReadonlyArray<number | bigint>")] list: JsValue,
) -> JsResult<JsValue> {
    Ok(board_value(read_on_chain(&list)?))
}

