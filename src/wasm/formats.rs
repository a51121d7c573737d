//! Boards and moves in other formats over the wire: SPEC §2's notation, §7.1's on-chain lists
//! and §7.7's server marks, `{ x, y }` and cell numbers. The `more` module's: a page that never
//! reads such a format does not download the readers.

use super::error::JsResult;
use super::read::Wire;
use crate::input;
use crate::wire;
use js_sys::Array;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
pub fn parse_board(text: JsValue) -> JsResult<u32> {
    Ok(wire::packed_board(input::notation(&text)?))
}

#[wasm_bindgen]
pub fn from_on_chain(list: JsValue) -> JsResult<u32> {
    Ok(wire::packed_board(input::clarity::on_chain(&list)?))
}

/// `fromMarks`: a board in a server's two marks, packed.
#[wasm_bindgen]
pub fn from_marks(cells: JsValue, marks: JsValue) -> JsResult<u32> {
    let marks = input::marks::marks(&marks)?;
    Ok(wire::packed_board(input::marks::board(&cells, &marks)?))
}

/// `toMarks`: the board's rows in a server's two marks.
#[wasm_bindgen]
pub fn to_marks(board: f64, fault: Option<Array>, marks: JsValue) -> JsResult<Array> {
    let board = Wire::new(fault).board(board)?;
    let marks = input::marks::marks(&marks)?;
    Ok(input::marks::rows(board, &marks).iter().map(|row| row.iter().collect::<Array>()).collect())
}

/// `toXY` and `toCell`: the square of a move, plus `base` (0 unless a cell number's base is given).
#[wasm_bindgen]
pub fn move_square(row: f64, col: f64, fault: Option<Array>, base: JsValue) -> JsResult<u32> {
    let square = Wire::new(fault).square(row, col)?;
    Ok(u32::from(square.index()).saturating_add(input::marks::base(&base)?))
}

/// `fromXY`: the square of `{ x, y }`.
#[wasm_bindgen]
pub fn xy_square(xy: JsValue) -> JsResult<u32> {
    Ok(wire::square(Some(input::marks::xy(&xy)?)))
}

/// `fromCell`: the square of a cell number counted from `base`.
#[wasm_bindgen]
pub fn cell_square(cell: JsValue, base: JsValue) -> JsResult<u32> {
    let base = input::marks::base(&base)?;
    Ok(wire::square(Some(input::marks::cell_number(&cell, base)?)))
}
