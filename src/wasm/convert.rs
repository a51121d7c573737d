//! Conversions between JS values and core types. Every JS read goes through a `catch` import,
//! so a throwing getter or Proxy trap becomes a coded error instead of unwinding through wasm.

use super::error::{Failure, JsResult};
use crate::board::{Board, Cell};
use crate::engine::{Difficulty, EngineOptions};
use crate::error::{quote, ErrorCode};
use crate::player::Player;
use crate::rng::Seed;
use crate::solver::RankedMove;
use crate::square::Square;
use js_sys::JsString;
use std::ops::RangeInclusive;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = Reflect, js_name = get, catch)]
    fn get_key(target: &JsValue, key: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(js_namespace = Reflect, js_name = get, catch)]
    fn get_index(target: &JsValue, index: u32) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(js_namespace = Reflect, js_name = set, catch)]
    fn set_key(target: &JsValue, key: &str, value: &JsValue) -> Result<bool, JsValue>;
    #[wasm_bindgen(js_namespace = Array, js_name = isArray, catch)]
    pub fn is_array(value: &JsValue) -> Result<bool, JsValue>;
    #[wasm_bindgen(js_name = String, catch)]
    fn js_string(value: &JsValue) -> Result<String, JsValue>;
}

/// A short description of a value for error messages: `"Z"`, `7`, `null`, `an object`.
pub fn describe(value: &JsValue) -> String {
    if value.is_undefined() {
        "undefined".into()
    } else if value.is_null() {
        "null".into()
    } else if let Some(text) = value.dyn_ref::<JsString>() {
        // Copy only the first 80 UTF-16 units: they hold the first 40 characters, and a
        // caller's string may be hundreds of megabytes.
        let head = text.slice(0, 80).as_string().unwrap_or_default();
        let short: String = head.chars().take(40).collect();
        quote(&short)
    } else if value.as_f64().is_some() || value.as_bool().is_some() {
        // `String()` of a primitive runs no user code; it formats numbers as JS does (`NaN`, `-0` as `0`).
        js_string(value).unwrap_or_else(|_| "a number".into())
    } else if value.is_bigint() {
        describe_bigint(value)
    } else if value.is_symbol() {
        "a symbol".into()
    } else if value.is_function() {
        "a function".into()
    } else if is_array(value).unwrap_or(false) {
        match get_key(value, "length").ok().and_then(|n| n.as_f64()) {
            Some(length) => format!("an array of length {}", js_string(&JsValue::from_f64(length)).unwrap_or_default()),
            None => "an array".into(),
        }
    } else {
        "an object".into()
    }
}

/// A bigint in decimal with an `n`, unless it has more than 38 digits: the decimal form of a
/// caller's bigint can run to millions of digits.
fn describe_bigint(value: &JsValue) -> String {
    const LIMIT: i128 = 100_000_000_000_000_000_000_000_000_000_000_000_000; // 10^38
    const NEGATIVE_LIMIT: i128 = -LIMIT;
    if value.lt(&JsValue::from(LIMIT)) && value.gt(&JsValue::from(NEGATIVE_LIMIT)) {
        js_string(value).map_or_else(|_| "a bigint".into(), |s| format!("{s}n"))
    } else {
        "a bigint of more than 38 digits".into()
    }
}

/// `value` as a Rust string if it is a JS string of at most `max_units` UTF-16 units; `None`
/// for anything else, without copying a long string into wasm memory.
fn short_string(value: &JsValue, max_units: u32) -> Option<String> {
    value
        .dyn_ref::<JsString>()
        .filter(|text| text.length() <= max_units)
        .and_then(|text| text.as_string())
}

/// `x` as a `u64` if it is a whole number in `0..=max`; `None` for NaN, infinities, fractions
/// and anything out of range. The one place the facade turns a JS number into an integer.
fn whole_at_most(x: f64, max: u64) -> Option<u64> {
    // `x` is whole and within `0..=max as f64` before it is cast, so `x as u64` neither
    // truncates nor saturates; the filter keeps `n <= max` even if `max as f64` rounded up
    // (it cannot for the bounds used here, all below 2^53).
    #[allow(
        clippy::as_conversions,
        clippy::cast_precision_loss,
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss
    )]
    let whole = (x.fract() == 0.0 && x >= 0.0 && x <= max as f64).then_some(x as u64);
    whole.filter(|&n| n <= max)
}

/// `x` as a `u32` if it is a whole number in `range`.
pub fn whole_in_range(x: f64, range: &RangeInclusive<u32>) -> Option<u32> {
    whole_at_most(x, u64::from(*range.end()))
        .and_then(|n| u32::try_from(n).ok())
        .filter(|n| range.contains(n))
}

/// A count as a JS number: exact for every count below 2^53 (all counts here are at most
/// 9 x 10^9).
pub fn count_value(n: u64) -> f64 {
    let high = u32::try_from(n >> 32).unwrap_or(u32::MAX);
    let low = u32::try_from(n & 0xffff_ffff).unwrap_or(0);
    f64::from(high) * 4_294_967_296.0 + f64::from(low)
}

/// What a getter or Proxy trap threw: its `message` if it has a string one.
fn describe_thrown(thrown: &JsValue) -> String {
    let message = if thrown.is_object() { get_key(thrown, "message").ok() } else { None };
    match message.and_then(|m| m.as_string()) {
        Some(text) => format!("reading it threw {}", quote(&text.chars().take(80).collect::<String>())),
        None => format!("reading it threw {}", describe(thrown)),
    }
}

/// Reads `target[key]`, turning a throwing getter into `failure(description of the throw)`.
pub fn read_key(target: &JsValue, key: &str, failure: impl FnOnce(String) -> Failure) -> JsResult<JsValue> {
    get_key(target, key).map_err(|thrown| failure(describe_thrown(&thrown)))
}

pub fn read_index(target: &JsValue, index: u32, failure: impl FnOnce(String) -> Failure) -> JsResult<JsValue> {
    get_index(target, index).map_err(|thrown| failure(describe_thrown(&thrown)))
}

fn board_error(message: String) -> Failure {
    Failure::type_error(ErrorCode::InvalidBoard, message)
}

/// The length of `value` if it is an array (a Proxy of one counts), else `None`.
fn array_length(value: &JsValue, what: &str) -> JsResult<Option<u32>> {
    if !is_array(value).map_err(|_| board_error(format!("{what} could not be inspected")))? {
        return Ok(None);
    }
    let length = read_key(value, "length", |why| board_error(format!("{what}.length failed: {why}")))?;
    Ok(length.as_f64().and_then(|n| whole_in_range(n, &(0..=16))))
}

/// Reads a board: 3 rows of 3 cells, or 9 cells row-major (SPEC §6 accepted cell values).
pub fn read_board(value: &JsValue) -> JsResult<Board> {
    let shape_error = || {
        board_error(format!(
            "board must be an array of 3 rows of 3 cells or of 9 cells, got {}",
            describe(value)
        ))
    };
    let mut cells: [Cell; 9] = [None; 9];
    match array_length(value, "board")? {
        Some(9) => {
            for (index, (sq, cell)) in (0u32..).zip(Square::ALL.into_iter().zip(cells.iter_mut())) {
                let raw = read_index(value, index, |why| board_error(format!("board[{index}]: {why}")))?;
                *cell = read_cell(&raw, sq)?;
            }
        }
        Some(3) => {
            let rows = Square::ALL.chunks(3).zip(cells.chunks_mut(3));
            for (row, (row_squares, row_cells)) in (0u32..).zip(rows) {
                let row_value = read_index(value, row, |why| board_error(format!("board[{row}]: {why}")))?;
                if array_length(&row_value, "row")? != Some(3) {
                    return Err(board_error(format!(
                        "row {row} must be an array of 3 cells, got {}",
                        describe(&row_value)
                    )));
                }
                for (col, (&sq, cell)) in (0u32..).zip(row_squares.iter().zip(row_cells.iter_mut())) {
                    let raw = read_index(&row_value, col, |why| {
                        board_error(format!("cell ({row}, {col}): {why}"))
                    })?;
                    *cell = read_cell(&raw, sq)?;
                }
            }
        }
        _ => return Err(shape_error()),
    }
    Ok(Board::from_cells(cells))
}

/// One cell: `'X' 'x'`, `'O' 'o'`, or empty as `null`, `undefined`, `''`, `' '`, `'.'`.
/// `sq` only names the cell in the error message.
fn read_cell(value: &JsValue, sq: Square) -> JsResult<Cell> {
    let meaning = if value.is_null() || value.is_undefined() {
        cell_meaning(None)
    } else {
        short_string(value, 1).as_deref().and_then(|text| cell_meaning(Some(text)))
    };
    meaning.ok_or_else(|| {
        board_error(format!(
            "cell ({}, {}) must be 'X', 'O' or null, got {}",
            sq.row(),
            sq.col(),
            describe(value)
        ))
    })
}

/// The accepted cell strings (SPEC §6). Both board readers decide with this table: the
/// `JsValue` reader above and the cheap boundary's (`boundary::cell_from_code`).
pub(super) const CELL_STRINGS: [(&str, Cell); 7] = [
    ("X", Some(Player::X)),
    ("x", Some(Player::X)),
    ("O", Some(Player::O)),
    ("o", Some(Player::O)),
    ("", None),
    (" ", None),
    (".", None),
];

/// What a cell value means: `None` stands for `null` or `undefined` (empty), `Some(text)` for
/// a string. `None` if the value is not a recognised cell.
pub(super) fn cell_meaning(text: Option<&str>) -> Option<Cell> {
    match text {
        None => Some(None),
        Some(text) => CELL_STRINGS.iter().find(|(s, _)| *s == text).map(|(_, cell)| *cell),
    }
}

/// The on-chain encoding: 9 entries, each 0, 1 or 2 as a number or a bigint.
pub fn read_on_chain(value: &JsValue) -> JsResult<Board> {
    if array_length(value, "on-chain board")? != Some(9) {
        return Err(board_error(format!(
            "on-chain board must be a list of 9 unsigned ints, got {}",
            describe(value)
        )));
    }
    let mut cells: [Cell; 9] = [None; 9];
    for (index, cell) in (0u32..).zip(cells.iter_mut()) {
        let raw = read_index(value, index, |why| board_error(format!("on-chain board[{index}]: {why}")))?;
        let code = if raw.is_bigint() {
            // Compared as bigints (`===`): a caller's bigint may have millions of digits.
            (0u8..=2).find(|&n| raw == u64::from(n))
        } else if let Some(number) = raw.as_f64() {
            whole_in_range(number, &(0..=2)).and_then(|n| u8::try_from(n).ok())
        } else {
            return Err(board_error(format!(
                "on-chain board[{index}] must be 0, 1 or 2 as a number or bigint, got {}",
                describe(&raw)
            )));
        };
        *cell = match code {
            Some(0) => None,
            Some(1) => Some(Player::X),
            Some(2) => Some(Player::O),
            _ => {
                return Err(Failure::range_error(
                    ErrorCode::InvalidBoard,
                    format!("on-chain board[{index}] must be 0, 1 or 2, got {}", describe(&raw)),
                ))
            }
        };
    }
    Ok(Board::from_cells(cells))
}

/// A player: exactly `'X'` or `'O'`.
pub fn read_player(value: &JsValue) -> JsResult<Player> {
    short_string(value, 1).as_deref().and_then(player_from_str).ok_or_else(|| {
        Failure::type_error(ErrorCode::InvalidPlayer, format!("player must be 'X' or 'O', got {}", describe(value)))
    })
}

/// The accepted player strings: exactly `'X'` and `'O'`. Both player readers decide with it.
pub(super) const PLAYER_STRINGS: [(&str, Player); 2] = [("X", Player::X), ("O", Player::O)];

pub(super) fn player_from_str(text: &str) -> Option<Player> {
    PLAYER_STRINGS.iter().find(|(s, _)| *s == text).map(|(_, player)| *player)
}

/// A move: an object with integer `row` and `col` in 0..=2.
pub fn read_move(value: &JsValue) -> JsResult<Square> {
    let move_error = |message: String| Failure::type_error(ErrorCode::InvalidMove, message);
    if !value.is_object() || value.is_function() {
        return Err(move_error(format!("move must be an object {{ row, col }}, got {}", describe(value))));
    }
    let coord = |key: &str| -> JsResult<u8> {
        let raw = read_key(value, key, |why| move_error(format!("move.{key}: {why}")))?;
        let Some(number) = raw.as_f64() else {
            return Err(move_error(format!("move.{key} must be a number 0..2, got {}", describe(&raw))));
        };
        match move_coord(number) {
            Some(coord) => Ok(coord),
            None => Err(Failure::range_error(
                ErrorCode::InvalidMove,
                format!("move.{key} must be an integer 0..2, got {}", describe(&raw)),
            )),
        }
    };
    let row = coord("row")?;
    let col = coord("col")?;
    Square::from_coords(row, col).ok_or_else(|| move_error(format!("move ({row}, {col}) is off the board")))
}

/// A move coordinate: a whole number 0..=2. Both move readers decide with it.
pub(super) fn move_coord(number: f64) -> Option<u8> {
    whole_in_range(number, &(0..=2)).and_then(|n| u8::try_from(n).ok())
}

fn option_error(message: String) -> Failure {
    Failure::type_error(ErrorCode::InvalidOption, message)
}

/// Reads an optional options object: `undefined`/`null` means all defaults.
pub fn options_object(value: &JsValue, what: &str) -> JsResult<Option<JsValue>> {
    if value.is_undefined() || value.is_null() {
        Ok(None)
    } else if value.is_object() && !is_array(value).unwrap_or(false) {
        Ok(Some(value.clone()))
    } else {
        Err(option_error(format!("{what} must be an object, got {}", describe(value))))
    }
}

pub fn read_option(options: &JsValue, key: &str) -> JsResult<JsValue> {
    read_key(options, key, |why| option_error(format!("option {key}: {why}")))
}

/// A difficulty name (`'easy' 'medium' 'hard' 'mcts' 'expert'`); `undefined` gives `default`.
pub fn read_difficulty(value: &JsValue, key: &str, default: Difficulty) -> JsResult<Difficulty> {
    if value.is_undefined() {
        return Ok(default);
    }
    short_string(value, 16).and_then(|name| name.parse().ok()).ok_or_else(|| {
        option_error(format!(
            "{key} must be 'easy', 'medium', 'hard', 'mcts' or 'expert', got {}",
            describe(value)
        ))
    })
}

/// A whole number in `range`; `undefined` gives `default`.
pub fn read_count(
    value: &JsValue,
    key: &str,
    range: RangeInclusive<u32>,
    default: u32,
) -> JsResult<u32> {
    if value.is_undefined() {
        return Ok(default);
    }
    let Some(number) = value.as_f64() else {
        return Err(option_error(format!("{key} must be a number, got {}", describe(value))));
    };
    whole_in_range(number, &range).ok_or_else(|| {
        Failure::range_error(
            ErrorCode::InvalidOption,
            format!("{key} must be an integer from {} to {}, got {}", range.start(), range.end(), describe(value)),
        )
    })
}

/// A seed: a non-negative safe integer or a string; `undefined` means fresh entropy.
pub fn read_seed(value: &JsValue) -> JsResult<Option<Seed>> {
    if value.is_undefined() {
        return Ok(None);
    }
    if let Some(text) = value.dyn_ref::<JsString>() {
        return Ok(Some(Seed::from_utf8_chunks(string_chunks(text))));
    }
    let Some(number) = value.as_f64() else {
        return Err(option_error(format!(
            "seed must be a non-negative safe integer or a string, got {}",
            describe(value)
        )));
    };
    match whole_at_most(number, Seed::MAX_INTEGER) {
        Some(seed) => Ok(Some(Seed(seed))),
        None => Err(Failure::range_error(
            ErrorCode::InvalidOption,
            format!("seed must be a non-negative safe integer or a string, got {}", describe(value)),
        )),
    }
}

/// UTF-16 units per piece when a string crosses into wasm memory a piece at a time.
const STRING_CHUNK_UNITS: u32 = 1 << 16;

/// The UTF-8 of `text` in pieces of at most [`STRING_CHUNK_UNITS`] UTF-16 units (plus one, so
/// that a surrogate pair is never split): a string of any length needs at most ~200 KB of
/// wasm memory at a time. Lone surrogates become U+FFFD exactly as in a whole-string copy.
fn string_chunks(text: &JsString) -> impl Iterator<Item = String> + '_ {
    let length = text.length();
    let mut start = 0u32;
    std::iter::from_fn(move || {
        if start >= length {
            return None;
        }
        let mut end = start.saturating_add(STRING_CHUNK_UNITS).min(length);
        let unit = |at: u32| text.char_code_at(at); // NaN past the end
        let high = (f64::from(0xd800_u16)..=f64::from(0xdbff_u16)).contains(&unit(end.saturating_sub(1)));
        let low = (f64::from(0xdc00_u16)..=f64::from(0xdfff_u16)).contains(&unit(end));
        if high && low {
            end = end.saturating_add(1);
        }
        // `as_string` of a string is always `Some` (lone surrogates become U+FFFD).
        let piece = text.slice(start, end).as_string().unwrap_or_default();
        start = end;
        Some(piece)
    })
}

/// `EngineOptions` from `{ difficulty?, mctsIterations?, seed? }`.
pub fn read_engine_options(value: &JsValue) -> JsResult<EngineOptions> {
    let defaults = EngineOptions::default();
    let Some(options) = options_object(value, "engine options")? else {
        return Ok(defaults);
    };
    Ok(EngineOptions {
        difficulty: read_difficulty(&read_option(&options, "difficulty")?, "difficulty", defaults.difficulty)?,
        mcts_iterations: read_count(
            &read_option(&options, "mctsIterations")?,
            "mctsIterations",
            EngineOptions::MCTS_ITERATIONS,
            defaults.mcts_iterations,
        )?,
        seed: read_seed(&read_option(&options, "seed")?)?,
    })
}

pub fn player_value(player: Player) -> JsValue {
    JsValue::from_str(match player {
        Player::X => "X",
        Player::O => "O",
    })
}

pub fn cell_value(cell: Cell) -> JsValue {
    cell.map_or(JsValue::NULL, player_value)
}

/// The canonical nested board.
pub fn board_value(board: Board) -> JsValue {
    let [a, b, c, d, e, f, g, h, i] = board.cells().map(cell_value);
    let row = |x: &JsValue, y: &JsValue, z: &JsValue| -> JsValue { js_sys::Array::of3(x, y, z).into() };
    js_sys::Array::of3(&row(&a, &b, &c), &row(&d, &e, &f), &row(&g, &h, &i)).into()
}

/// A flat array of 9 cells.
pub fn flat_value(board: Board) -> JsValue {
    let array = js_sys::Array::new();
    for cell in board.cells() {
        array.push(&cell_value(cell));
    }
    array.into()
}

/// A plain object with the given numeric fields.
pub fn object_with(fields: &[(&str, f64)]) -> JsValue {
    let object: JsValue = js_sys::Object::new().into();
    for (key, value) in fields {
        let _ = set_key(&object, key, &JsValue::from_f64(*value));
    }
    object
}

/// `{ row, col }`.
pub fn move_value(sq: Square) -> JsValue {
    object_with(&[("row", f64::from(sq.row())), ("col", f64::from(sq.col()))])
}

/// `{ row, col, score, depth }` (SPEC §3).
pub fn scored_move_value(ranked: RankedMove) -> JsValue {
    object_with(&[
        ("row", f64::from(ranked.square.row())),
        ("col", f64::from(ranked.square.col())),
        ("score", ranked.eval.score()),
        ("depth", f64::from(ranked.eval.plies)),
    ])
}

/// A JS array of converted items.
pub fn array_of<T>(items: impl IntoIterator<Item = T>, convert: impl Fn(T) -> JsValue) -> JsValue {
    let array = js_sys::Array::new();
    for item in items {
        array.push(&convert(item));
    }
    array.into()
}

/// Sets `object[key] = value` on an object the facade created.
pub fn set_field(object: &JsValue, key: &str, value: &JsValue) {
    let _ = set_key(object, key, value);
}
