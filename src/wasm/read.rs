//! Every read of a caller's value: the wire's boards, players and squares (numbers the JS
//! readers made of values they checked), and `crate::input::Value` for JS values, through
//! `catch` imports, so that the core's cold readers (options, seeds, snapshots) see a throwing
//! getter or Proxy trap as a described error. Each value is read once per call.

use super::error::{Failure, JsResult};
use crate::board::Board;
use crate::error::{quote, ErrorCode};
use crate::input::Value;
use crate::player::Player;
use crate::rng::Seed;
use crate::square::Square;
use crate::wire;
use js_sys::JsString;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = Reflect, js_name = get, catch)]
    fn get_key(target: &JsValue, key: &str) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(js_namespace = Reflect, js_name = get, catch)]
    fn get_index(target: &JsValue, index: u32) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(js_namespace = Array, js_name = isArray, catch)]
    fn is_array(value: &JsValue) -> Result<bool, JsValue>;
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
        quote(first_chars(&head, 40))
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

/// The first `n` characters of `text`, borrowed (collecting them into a `String` cost 173 B gzip of code).
fn first_chars(text: &str, n: usize) -> &str {
    text.char_indices().nth(n).and_then(|(end, _)| text.get(..end)).unwrap_or(text)
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
        Some(text) => format!("reading it threw {}", quote(first_chars(&text, 80))),
        None => format!("reading it threw {}", describe(thrown)),
    }
}

/// A wire number the JS readers never make: a bug to report, never a trap.
fn not_from_reader(what: &str, value: u32) -> Failure {
    Failure::wrong_type(ErrorCode::InternalError, format!("oxo-ai: {what} {value} did not come from the JS reader"))
}

/// The board of a wire board.
pub fn board(bits: u32) -> JsResult<Board> {
    wire::board_from_bits(bits).ok_or_else(|| not_from_reader("board", bits))
}

/// The player of a wire player.
pub fn player(index: u32) -> JsResult<Player> {
    wire::player_from_index(index).ok_or_else(|| not_from_reader("player", index))
}

/// The square of a wire square.
#[cfg(feature = "more")]
pub fn square(index: u32) -> JsResult<Square> {
    wire::square_from_index(index).ok_or_else(|| not_from_reader("square", index))
}

/// A board and a player as the hot answers take them: `None` for numbers the reader never makes.
#[cfg(feature = "engine")]
pub fn position(board: u32, player: u32) -> Option<(Board, Player)> {
    Some((wire::board_from_bits(board)?, wire::player_from_index(player)?))
}

/// JS values as the core's cold readers see them (`crate::input`).
impl Value for JsValue {
    fn undefined() -> JsValue {
        JsValue::UNDEFINED
    }

    fn is_undefined(&self) -> bool {
        JsValue::is_undefined(self)
    }

    fn is_null(&self) -> bool {
        JsValue::is_null(self)
    }

    fn is_string(&self) -> bool {
        JsValue::is_string(self)
    }

    fn is_function(&self) -> bool {
        JsValue::is_function(self)
    }

    fn is_object(&self) -> bool {
        JsValue::is_object(self)
    }

    fn as_f64(&self) -> Option<f64> {
        JsValue::as_f64(self)
    }

    fn as_bool(&self) -> Option<bool> {
        JsValue::as_bool(self)
    }

    fn string_units(&self) -> Option<u32> {
        self.dyn_ref::<JsString>().map(JsString::length)
    }

    fn short_string(&self, max_units: u32) -> Option<String> {
        self.dyn_ref::<JsString>().filter(|text| text.length() <= max_units).and_then(|text| text.as_string())
    }

    fn string_seed(&self) -> Option<Seed> {
        self.dyn_ref::<JsString>().map(|text| Seed::from_utf8_chunks(string_chunks(text)))
    }

    fn is_array(&self) -> Option<bool> {
        is_array(self).ok()
    }

    fn get(&self, key: &str) -> Result<JsValue, String> {
        get_key(self, key).map_err(|thrown| describe_thrown(&thrown))
    }

    fn at(&self, index: u32) -> Result<JsValue, String> {
        get_index(self, index).map_err(|thrown| describe_thrown(&thrown))
    }

    fn describe(&self) -> String {
        describe(self)
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
        let piece = text.slice(start, end).as_string().unwrap_or_default();
        start = end;
        Some(piece)
    })
}
