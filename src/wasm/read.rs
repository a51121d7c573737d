//! Every read of a caller's value: the wire inputs the JS reader encoded (a board word, a
//! player token, move coordinates, and the fault it reports for a value it could not encode),
//! and the cold values read here through `catch` imports (options, seeds, snapshots, on-chain
//! lists, notation), so a throwing getter or Proxy trap becomes a coded error. Each value is
//! read once per call.

use super::error::{Failure, JsResult};
use crate::board::Board;
use crate::error::{quote, ErrorCode};
use crate::player::Player;
use crate::rng::Seed;
use crate::square::Square;
use crate::vocabulary::ClarityKind;
use crate::vocabulary;
use crate::wire::{self, Fault};
use js_sys::{Array, JsString};
use std::ops::RangeInclusive;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = Reflect, js_name = get, catch)]
    fn get_key(target: &JsValue, key: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(js_namespace = Reflect, js_name = get, catch)]
    fn get_index(target: &JsValue, index: u32) -> Result<JsValue, JsValue>;
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
        // Copy only the first 80 UTF-16 units: a caller's string may be hundreds of megabytes.
        let head = text.slice(0, 80).as_string().unwrap_or_default();
        quote(&head.chars().take(40).collect::<String>())
    } else if value.as_f64().is_some() || value.as_bool().is_some() {
        // `String()` of a primitive runs no user code; it formats numbers as JS does.
        js_string(value).unwrap_or_else(|_| "a number".into())
    } else if value.is_bigint() {
        describe_bigint(value)
    } else if value.is_symbol() {
        "a symbol".into()
    } else if value.is_function() {
        "a function".into()
    } else if is_array(value).unwrap_or(false) {
        match get_key(value, "length").ok().and_then(|n| n.as_f64()) {
            Some(length) => format!("an array of length {}", number(length)),
            None => "an array".into(),
        }
    } else {
        "an object".into()
    }
}

/// A number as JavaScript writes it (`NaN`, `1.5`, `-Infinity`).
fn number(x: f64) -> String {
    js_string(&JsValue::from_f64(x)).unwrap_or_else(|_| "a number".into())
}

/// A bigint in decimal with an `n`, unless it has more than 38 digits.
fn describe_bigint(value: &JsValue) -> String {
    const LIMIT: i128 = 100_000_000_000_000_000_000_000_000_000_000_000_000; // 10^38
    if value.lt(&JsValue::from(LIMIT)) && value.gt(&JsValue::from(-LIMIT)) {
        js_string(value).map_or_else(|_| "a bigint".into(), |s| format!("{s}n"))
    } else {
        "a bigint of more than 38 digits".into()
    }
}

/// What a getter or Proxy trap threw: its `message` if it has a string one.
fn describe_thrown(thrown: &JsValue) -> String {
    let message = if thrown.is_object() { get_key(thrown, "message").ok() } else { None };
    match message.and_then(|m| m.as_string()) {
        Some(text) => format!("reading it threw {}", quote(&text.chars().take(80).collect::<String>())),
        None => format!("reading it threw {}", describe(thrown)),
    }
}

/// `value` as a Rust string if it is a JS string of at most `max_units` UTF-16 units.
fn short_string(value: &JsValue, max_units: u32) -> Option<String> {
    value.dyn_ref::<JsString>().filter(|text| text.length() <= max_units).and_then(|text| text.as_string())
}

/// `x` as a `u64` if it is a whole number in `0..=max`. The one place the facade turns a JS
/// number into an integer.
fn whole_at_most(x: f64, max: u64) -> Option<u64> {
    // `x` is whole and within `0..=max as f64` before the cast, so it neither truncates nor
    // saturates; the filter keeps `n <= max` even if `max as f64` rounded up.
    #[allow(clippy::as_conversions, clippy::cast_precision_loss, clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let whole = (x.fract() == 0.0 && x >= 0.0 && x <= max as f64).then_some(x as u64);
    whole.filter(|&n| n <= max)
}

/// `x` as a `u32` if it is a whole number in `range`.
fn whole_in_range(x: f64, range: &RangeInclusive<u32>) -> Option<u32> {
    whole_at_most(x, u64::from(*range.end())).and_then(|n| u32::try_from(n).ok()).filter(|n| range.contains(n))
}

/// The inputs of one call as the JS reader encoded them, with the fault it reported, if any.
pub struct Wire {
    fault: Option<(Fault, JsValue)>,
}

impl Wire {
    /// `fault` is `[code, value]` from the JS reader, or absent.
    pub fn new(fault: Option<Array>) -> Wire {
        let fault = fault.and_then(|f| {
            let code = f.get(0).as_f64().and_then(|c| whole_in_range(c, &(0..=255)))?;
            Some((Fault::from_code(code)?, f.get(1)))
        });
        Wire { fault }
    }

    /// The error of the reader's fault, if it is one `mine` accepts.
    fn fault_error(&self, mine: impl Fn(Fault) -> bool) -> Option<Failure> {
        let (fault, value) = self.fault.as_ref().filter(|(f, _)| mine(*f))?;
        Some(fault.error(&if fault.is_throw() { describe_thrown(value) } else { describe(value) }))
    }

    /// The board a word of cell tokens stands for.
    pub fn board(&self, word: f64) -> JsResult<Board> {
        match self.fault_error(Fault::is_board) {
            Some(error) => Err(error),
            None => wire::board_from_tokens(word).map_err(wire::unknown_cell),
        }
    }

    /// A board and a player as the hot answers take them: `None` if either is refused, with
    /// no error built (the export's `rejection` twin builds it from the same inputs).
    pub fn position(board: f64, player: u32) -> Option<(Board, Player)> {
        Some((wire::board_from_tokens(board).ok()?, wire::player_from_token(player)?))
    }

    /// The player a token stands for: exactly `'X'` or `'O'`.
    pub fn player(&self, token: u32) -> JsResult<Player> {
        wire::player_from_token(token)
            .ok_or_else(|| self.fault_error(|f| f == Fault::Player).unwrap_or_else(|| Fault::Player.error("another value")))
    }

    /// The move `{ row, col }` whose coordinates the reader passed as numbers.
    pub fn square(&self, row: f64, col: f64) -> JsResult<Square> {
        if let Some(error) = self.fault_error(|f| matches!(f, Fault::MoveNotObject | Fault::MoveThrew)) {
            return Err(error);
        }
        let coord = |key: &str, x: f64, fault: Fault| match self.fault_error(|f| f == fault) {
            Some(error) => Err(error),
            None => wire::coord(x).ok_or_else(|| wire::coord_error(key, &number(x))),
        };
        let (row, col) = (coord("row", row, Fault::MoveRow)?, coord("col", col, Fault::MoveCol)?);
        // Unreachable: both coordinates are 0..=2.
        Square::from_coords(row, col).ok_or_else(|| wire::coord_error("row", &row.to_string()))
    }
}

/// Reads `target[key]`, turning a throwing getter into `failure(description of the throw)`.
pub fn read_key(target: &JsValue, key: &str, failure: impl FnOnce(String) -> Failure) -> JsResult<JsValue> {
    get_key(target, key).map_err(|thrown| failure(describe_thrown(&thrown)))
}

fn read_index(target: &JsValue, index: u32, failure: impl FnOnce(String) -> Failure) -> JsResult<JsValue> {
    get_index(target, index).map_err(|thrown| failure(describe_thrown(&thrown)))
}

/// The length of `value` if it is an array of at most `max` entries; `Ok(None)` if it is not
/// an array; `Err(length)` for a longer one.
fn array_length(value: &JsValue, failure: impl Fn(String) -> Failure) -> JsResult<Option<Result<u32, JsValue>>> {
    if !is_array(value).map_err(|_| failure("could not be inspected".into()))? {
        return Ok(None);
    }
    let length = read_key(value, "length", |why| failure(format!("length: {why}")))?;
    Ok(Some(length.as_f64().and_then(|n| whole_in_range(n, &(0..=64))).ok_or(length)))
}

fn board_error(message: String) -> Failure {
    Failure::wrong_type(ErrorCode::InvalidBoard, message)
}

/// An on-chain board (SPEC §2, §7.1): 9 entries of 0, 1 or 2 (numbers, bigints, decimal
/// strings or Clarity uints), as an array or a Clarity list, bare or in an `ok` or `some`.
pub fn on_chain(value: &JsValue) -> JsResult<Board> {
    let mut value = value.clone();
    // ok / some wrappers, then the list: a few levels at most.
    for _ in 0..4 {
        if is_array(&value).unwrap_or(false) {
            return on_chain_list(&value);
        }
        let inner = |key: &str| read_key(&value, key, |why| board_error(format!("on-chain board {key}: {why}")));
        value = match clarity_kind(&value)? {
            Some(ClarityKind::List { numbered }) => inner(if numbered { "list" } else { "value" })?,
            Some(ClarityKind::Ok | ClarityKind::Some) => inner("value")?,
            Some(ClarityKind::Response) if inner("success")?.as_bool() == Some(true) => inner("value")?,
            Some(ClarityKind::Err | ClarityKind::Response) => {
                return Err(board_error(format!("on-chain board is an (err {}) response", clarity_text(&inner("value")?))));
            }
            Some(ClarityKind::None) => return Err(board_error("on-chain board is none (an empty optional)".into())),
            _ => break,
        };
    }
    Err(board_error(format!("on-chain board must be a list of 9 unsigned ints (0, 1, 2), got {}", clarity_text(&value))))
}

/// The kind of a Clarity value by its `type`; `None` for anything else.
fn clarity_kind(value: &JsValue) -> JsResult<Option<ClarityKind>> {
    if !value.is_object() || value.is_function() {
        return Ok(None);
    }
    let tag = read_key(value, "type", |why| board_error(format!("on-chain board type: {why}")))?;
    Ok(match (short_string(&tag, 200), tag.as_f64()) {
        (Some(name), _) => Some(ClarityKind::of_name(&name)),
        (None, Some(n)) => Some(ClarityKind::of_number(n)),
        _ => None,
    })
}

/// A Clarity value for a message: `u105` for a uint, `a Clarity tuple`, or [`describe`].
fn clarity_text(value: &JsValue) -> String {
    let inner = || get_key(value, "value").ok().map(|v| js_string(&v).unwrap_or_default()).unwrap_or_default();
    match clarity_kind(value) {
        Ok(Some(ClarityKind::UInt)) => format!("u{}", inner()),
        Ok(Some(ClarityKind::Int)) => inner(),
        Ok(Some(_)) => match get_key(value, "type").ok().and_then(|t| short_string(&t, 40)) {
            Some(name) => format!("a Clarity {name}"),
            None => "a Clarity value".into(),
        },
        _ => describe(value),
    }
}

/// The 9 entries of an on-chain list.
fn on_chain_list(value: &JsValue) -> JsResult<Board> {
    let length = array_length(value, |why| board_error(format!("on-chain board {why}")))?;
    if !matches!(length, Some(Ok(9))) {
        return Err(board_error(format!("on-chain board must be a list of 9 unsigned ints, got {}", describe(value))));
    }
    let mut cells = [None; 9];
    for (index, cell) in (0u32..).zip(cells.iter_mut()) {
        let mut raw = read_index(value, index, |why| board_error(format!("on-chain board[{index}]: {why}")))?;
        if let Some(ClarityKind::UInt | ClarityKind::Int) = clarity_kind(&raw)? {
            raw = read_key(&raw, "value", |why| board_error(format!("on-chain board[{index}].value: {why}")))?;
        }
        let code = if raw.is_bigint() {
            // Compared as bigints (`===`): a caller's bigint may have millions of digits.
            (0u64..=2).find(|&n| raw == n)
        } else if let Some(x) = raw.as_f64() {
            whole_at_most(x, 2)
        } else if let Some(text) = short_string(&raw, 40).filter(|t| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit())) {
            // A decimal string: out of range unless "0", "1" or "2".
            vocabulary::on_chain_digit(&text).or(Some(3))
        } else {
            return Err(board_error(format!(
                "on-chain board[{index}] must be 0, 1 or 2 as a number, bigint, decimal string or Clarity uint, got {}",
                describe(&raw)
            )));
        };
        *cell = code.and_then(vocabulary::cell_from_on_chain).ok_or_else(|| {
            Failure::out_of_range(ErrorCode::InvalidBoard, format!("on-chain board[{index}] must be 0, 1 or 2, got {}", describe(&raw)))
        })?;
    }
    Ok(Board::from_cells(cells))
}

/// A board in the 9-character notation; a long string is reported by its length, uncopied.
pub fn notation(value: &JsValue) -> JsResult<Board> {
    let Some(text) = value.dyn_ref::<JsString>() else {
        return Err(board_error(format!("board notation must be a string such as \"X.O......\", got {}", describe(value))));
    };
    if text.length() > 36 {
        return Err(Failure::of(&vocabulary::ParseBoardError::Length(usize::try_from(text.length()).unwrap_or(usize::MAX))));
    }
    String::from(text).parse().map_err(|e| Failure::of(&e))
}

fn option_error(message: String) -> Failure {
    Failure::wrong_type(ErrorCode::InvalidOption, message)
}

/// An optional options object: `undefined`/`null` means all defaults.
pub fn options_object(value: &JsValue, what: &str) -> JsResult<Option<JsValue>> {
    if value.is_undefined() || value.is_null() {
        Ok(None)
    } else if value.is_object() && !is_array(value).unwrap_or(false) {
        Ok(Some(value.clone()))
    } else {
        Err(option_error(format!("{what} must be an object, got {}", describe(value))))
    }
}

pub fn option(options: &JsValue, key: &str) -> JsResult<JsValue> {
    read_key(options, key, |why| option_error(format!("option {key}: {why}")))
}

/// A name such as a difficulty, parsed by the core; `undefined` gives `default`.
pub fn name<T: std::str::FromStr>(value: &JsValue, key: &str, default: T) -> JsResult<T>
where
    T::Err: crate::error::Coded,
{
    if value.is_undefined() {
        return Ok(default);
    }
    match short_string(value, 64) {
        Some(text) => text.parse().map_err(|e: T::Err| Failure::of(&e).within(key)),
        None => Err(option_error(format!("{key} must be a string, got {}", describe(value)))),
    }
}

/// A whole number in `range`; `undefined` gives `default`.
pub fn count(value: &JsValue, key: &str, range: RangeInclusive<u32>, default: u32) -> JsResult<u32> {
    if value.is_undefined() {
        return Ok(default);
    }
    let Some(x) = value.as_f64() else {
        return Err(option_error(format!("{key} must be a number, got {}", describe(value))));
    };
    whole_in_range(x, &range).ok_or_else(|| {
        Failure::out_of_range(
            ErrorCode::InvalidOption,
            format!("{key} must be an integer from {} to {}, got {}", range.start(), range.end(), describe(value)),
        )
    })
}

/// A boolean option; `undefined` gives `default`.
pub fn flag(value: &JsValue, key: &str, default: bool) -> JsResult<bool> {
    if value.is_undefined() {
        return Ok(default);
    }
    value.as_bool().ok_or_else(|| option_error(format!("{key} must be true or false, got {}", describe(value))))
}

/// A seed: a non-negative safe integer or a string; `undefined` means fresh entropy.
pub fn seed(value: &JsValue) -> JsResult<Option<Seed>> {
    if value.is_undefined() {
        return Ok(None);
    }
    if let Some(text) = value.dyn_ref::<JsString>() {
        return Ok(Some(Seed::from_utf8_chunks(string_chunks(text))));
    }
    let message = || format!("seed must be a non-negative safe integer or a string, got {}", describe(value));
    let Some(x) = value.as_f64() else {
        return Err(option_error(message()));
    };
    whole_at_most(x, Seed::MAX_INTEGER).map(|n| Some(Seed(n))).ok_or_else(|| Failure::out_of_range(ErrorCode::InvalidOption, message()))
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
        let piece = text.slice(start, end).as_string().unwrap_or_default();
        start = end;
        Some(piece)
    })
}

/// `what`, a list of at most `max` entries, each read with `entry`: `code` as a `TypeError` for
/// a value that is no array, a `RangeError` for a longer one.
pub fn list<T>(
    value: &JsValue,
    max: u32,
    (code, what): (ErrorCode, &str),
    mut entry: impl FnMut(u32, JsValue) -> JsResult<T>,
) -> JsResult<Vec<T>> {
    let message = |got: String| format!("{what} must be an array of at most {max} entries, got {got}");
    let shape = |why: String| Failure::wrong_type(code, message(why));
    let length = match array_length(value, shape)? {
        None => return Err(shape(describe(value))),
        Some(Ok(n)) if n <= max => n,
        Some(Ok(n)) => return Err(Failure::out_of_range(code, message(format!("an array of length {n}")))),
        Some(Err(n)) => return Err(Failure::out_of_range(code, message(format!("an array of length {}", describe(&n))))),
    };
    let mut items = Vec::with_capacity(usize::try_from(length).unwrap_or(0));
    for i in 0..length {
        items.push(entry(i, read_index(value, i, |why| shape(format!("entry {i}: {why}")))?)?);
    }
    Ok(items)
}

/// A move object read here, for moves inside a snapshot: the same checks and messages as a
/// move the JS reader encoded.
pub fn move_object(value: &JsValue) -> JsResult<Square> {
    let faulty = |fault: Fault, v: JsValue| Wire { fault: Some((fault, v)) }.square(0.0, 0.0);
    if !value.is_object() || value.is_function() {
        return faulty(Fault::MoveNotObject, value.clone());
    }
    let coord = |key: &str, fault: Fault| -> JsResult<f64> {
        match get_key(value, key) {
            Err(thrown) => faulty(Fault::MoveThrew, thrown).map(|_| 0.0),
            Ok(v) => v.as_f64().map_or_else(|| faulty(fault, v).map(|_| 0.0), Ok),
        }
    };
    let row = coord("row", Fault::MoveRow)?;
    let col = coord("col", Fault::MoveCol)?;
    Wire { fault: None }.square(row, col)
}
