//! Reading a caller's cold values: options objects, seeds, lists, and the moves and notation
//! inside snapshots and move lists. What a value *is* comes from its host through
//! [`Value`] (the facade implements it for JS values; tests for plain Rust values); what it
//! *means*, the checks, their order and every message are decided here, once.

pub mod options;
pub mod snapshot;

use crate::board::Board;
use crate::error::{ErrorCode, InputError};
use crate::rng::Seed;
use crate::square::Square;
use crate::strategy::{GameResult, UnknownResult};
use crate::messages;
use crate::vocabulary::ParseBoardError;
use std::ops::RangeInclusive;
use std::str::FromStr;

/// A caller's value as the readers see it. Reading a property may run the caller's code
/// (a getter, a Proxy trap): [`Value::get`] and [`Value::at`] return what it threw, described,
/// as their error.
pub trait Value: Sized + Clone {
    /// JavaScript's `undefined`: what an absent key reads as.
    fn undefined() -> Self;
    fn is_undefined(&self) -> bool;
    fn is_null(&self) -> bool;
    fn is_string(&self) -> bool;
    fn is_function(&self) -> bool;
    /// `typeof` is `'object'` and it is not null.
    fn is_object(&self) -> bool;
    fn as_f64(&self) -> Option<f64>;
    fn as_bool(&self) -> Option<bool>;
    /// A string's length in UTF-16 units; `None` for anything else.
    fn string_units(&self) -> Option<u32>;
    /// A string of at most `max_units` UTF-16 units, as Rust text.
    fn short_string(&self, max_units: u32) -> Option<String>;
    /// A string of any length as the seed of its UTF-8 text.
    fn string_seed(&self) -> Option<Seed>;
    /// Whether it is an array; `None` when that cannot be found out (a revoked Proxy).
    fn is_array(&self) -> Option<bool>;
    /// `self[key]`.
    fn get(&self, key: &str) -> Result<Self, String>;
    /// `self[index]`.
    fn at(&self, index: u32) -> Result<Self, String>;
    /// What the value is, for a message: `"Z"`, `7`, `null`, `an array of length 2`.
    fn describe(&self) -> String;
}

/// `x` as a `u64` if it is a whole number in `0..=max`: the one place a caller's number
/// becomes an integer.
pub fn whole_at_most(x: f64, max: u64) -> Option<u64> {
    // `x` is whole and within `0..=max as f64` before the cast, so it neither truncates nor
    // saturates; the filter keeps `n <= max` even if `max as f64` rounded up.
    #[allow(clippy::as_conversions, clippy::cast_precision_loss, clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let whole = (x.fract() == 0.0 && x >= 0.0 && x <= max as f64).then_some(x as u64);
    whole.filter(|&n| n <= max)
}

/// `x` as a `u32` if it is a whole number in `range`.
pub fn whole_in_range(x: f64, range: &RangeInclusive<u32>) -> Option<u32> {
    whole_at_most(x, u64::from(*range.end())).and_then(|n| u32::try_from(n).ok()).filter(|n| range.contains(n))
}

/// The length of `value` if it is an array of at most `max` entries; `Ok(None)` if it is not
/// an array; `Some(Err(length))` for a longer one.
fn array_length<V: Value>(value: &V, max: u32, failure: impl Fn(String) -> InputError) -> Result<Option<Result<u32, V>>, InputError> {
    if !value.is_array().ok_or_else(|| failure("could not be inspected".into()))? {
        return Ok(None);
    }
    let length = value.get("length").map_err(|why| failure(format!("length: {why}")))?;
    Ok(Some(length.as_f64().and_then(|n| whole_in_range(n, &(0..=max))).ok_or(length)))
}

fn option_error(message: String) -> InputError {
    InputError::wrong_type(ErrorCode::InvalidOption, message)
}

/// An optional options object: `undefined`/`null` means all defaults.
pub fn options_object<V: Value>(value: &V, what: &str) -> Result<Option<V>, InputError> {
    if value.is_undefined() || value.is_null() {
        Ok(None)
    } else if value.is_object() && !value.is_array().unwrap_or(false) {
        Ok(Some(value.clone()))
    } else {
        Err(option_error(format!("{what} must be an object, got {}", value.describe())))
    }
}

/// `options[key]`.
pub fn option<V: Value>(options: &V, key: &str) -> Result<V, InputError> {
    options.get(key).map_err(|why| option_error(format!("option {key}: {why}")))
}

/// A name such as a difficulty, parsed by the core; `undefined` gives `default`.
pub fn name<V: Value, T: FromStr>(value: &V, key: &str, default: T) -> Result<T, InputError>
where
    T::Err: crate::error::Coded,
{
    if value.is_undefined() {
        return Ok(default);
    }
    match value.short_string(64) {
        Some(text) => text.parse().map_err(|e: T::Err| InputError::of(&e).within(key)),
        None => Err(option_error(format!("{key} must be a string, got {}", value.describe()))),
    }
}

/// A finished game's result from the engine's side (SPEC §7.9 `observe`): `'win'`, `'draw'`
/// or `'loss'`.
pub fn game_result<V: Value>(value: &V) -> Result<GameResult, InputError> {
    value.short_string(16).and_then(|text| text.parse().ok()).ok_or_else(|| {
        let e = InputError::of(&UnknownResult);
        InputError { message: format!("{}, got {}", e.message, value.describe()), ..e }
    })
}

/// A whole number in `range`; `undefined` gives `default`.
pub fn count<V: Value>(value: &V, key: &str, range: RangeInclusive<u32>, default: u32) -> Result<u32, InputError> {
    if value.is_undefined() {
        return Ok(default);
    }
    let Some(x) = value.as_f64() else {
        return Err(option_error(format!("{key} must be a number, got {}", value.describe())));
    };
    whole_in_range(x, &range).ok_or_else(|| {
        InputError::out_of_range(
            ErrorCode::InvalidOption,
            format!("{key} must be an integer from {} to {}, got {}", range.start(), range.end(), value.describe()),
        )
    })
}

/// A boolean option; `undefined` gives `default`.
pub fn flag<V: Value>(value: &V, key: &str, default: bool) -> Result<bool, InputError> {
    if value.is_undefined() {
        return Ok(default);
    }
    value.as_bool().ok_or_else(|| option_error(format!("{key} must be true or false, got {}", value.describe())))
}

/// A seed: a non-negative safe integer or a string; `undefined` means fresh entropy.
pub fn seed<V: Value>(value: &V) -> Result<Option<Seed>, InputError> {
    if value.is_undefined() {
        return Ok(None);
    }
    if let Some(seed) = value.string_seed() {
        return Ok(Some(seed));
    }
    let message = || format!("seed must be a non-negative safe integer or a string, got {}", value.describe());
    let Some(x) = value.as_f64() else {
        return Err(option_error(message()));
    };
    whole_at_most(x, Seed::MAX_INTEGER)
        .map(|n| Some(Seed(n)))
        .ok_or_else(|| InputError::out_of_range(ErrorCode::InvalidOption, message()))
}

/// `what`, a list of at most `max` entries, each read with `entry`: `code` as a wrong type for
/// a value that is no array, out of range for a longer one.
pub fn list<V: Value, T>(
    value: &V,
    max: u32,
    (code, what): (ErrorCode, &str),
    mut entry: impl FnMut(u32, V) -> Result<T, InputError>,
) -> Result<Vec<T>, InputError> {
    let mut items = Vec::new();
    each_entry(value, max, (code, what), &mut |i, item| {
        items.push(entry(i, item)?);
        Ok(())
    })?;
    Ok(items)
}

/// [`list`]'s checks and reads, once in the module whatever the entries become (`dyn`: a copy
/// per entry type cost ~2.5 KB of code).
fn each_entry<V: Value>(
    value: &V,
    max: u32,
    (code, what): (ErrorCode, &str),
    entry: &mut dyn FnMut(u32, V) -> Result<(), InputError>,
) -> Result<(), InputError> {
    let message = |got: String| format!("{what} must be an array of at most {max} entries, got {got}");
    let shape = |why: String| InputError::wrong_type(code, message(why));
    let length = match array_length(value, max, shape)? {
        None => return Err(shape(value.describe())),
        Some(Ok(n)) if n <= max => n,
        Some(Ok(n)) => return Err(InputError::out_of_range(code, message(format!("an array of length {n}")))),
        Some(Err(n)) => return Err(InputError::out_of_range(code, message(format!("an array of length {}", n.describe())))),
    };
    for i in 0..length {
        let item = value.at(i).map_err(|why| shape(format!("entry {i}: {why}")))?;
        entry(i, item)?;
    }
    Ok(())
}

/// A move object `{ row, col }` read here (moves inside a snapshot or a reviewed game), with
/// the same checks and messages as the JS reader's `readMove`.
pub fn move_object<V: Value>(value: &V) -> Result<Square, InputError> {
    if !value.is_object() || value.is_function() {
        return Err(messages::MOVE_SHAPE.error(&[&value.describe()]));
    }
    // Both coordinates are read and typed before either is ranged, as the JS reader does.
    let read = |key: &str| -> Result<V, InputError> {
        let x = value.get(key).map_err(|why| messages::MOVE_THREW.error(&[&why]))?;
        x.as_f64().map(|_| x.clone()).ok_or_else(|| messages::MOVE_KEY.error(&[key, &x.describe()]))
    };
    let (row, col) = (read("row")?, read("col")?);
    let coord = |key: &str, x: &V| x.as_f64().and_then(coord).ok_or_else(|| messages::MOVE_RANGE.error(&[key, &x.describe()]));
    let (row, col) = (coord("row", &row)?, coord("col", &col)?);
    // Never `None`: both coordinates are 0..=2.
    Square::from_coords(row, col).ok_or_else(|| messages::MOVE_RANGE.error(&["row", &row.to_string()]))
}

/// A whole number in `0..=2`, as a move coordinate.
fn coord(x: f64) -> Option<u8> {
    [0u8, 1, 2].into_iter().find(|&c| f64::from(c) == x)
}

/// A board in the 9-character notation; a long string is reported by its length, uncopied.
pub fn notation<V: Value>(value: &V) -> Result<Board, InputError> {
    let Some(units) = value.string_units() else {
        return Err(messages::NOTATION_TYPE.error(&[&value.describe()]));
    };
    if units > 36 {
        return Err(InputError::of(&ParseBoardError::Length(usize::try_from(units).unwrap_or(usize::MAX))));
    }
    value.short_string(36).unwrap_or_default().parse().map_err(|e| InputError::of(&e))
}
