//! An on-chain board as an app holds it after a read (SPEC §2, §7.1): 9 entries of 0, 1 or 2
//! (numbers, bigints, decimal strings or Clarity uints), as an array or a Clarity list, bare or
//! in a response `ok` or an optional `some`, in the `@stacks/transactions` 7.x and 6.x shapes
//! and the `cvToValue`/`cvToJSON` forms.

use super::{whole_at_most, Value};
use crate::board::Board;
use crate::error::{ErrorCode, InputError};
use crate::vocabulary;

/// What a Clarity value's `type` says it is, in the shapes an app holds after a read-only call
/// (SPEC §7.1): `@stacks/transactions` 7.x names, 6.x `ClarityType` numbers, and the type
/// signatures `cvToJSON` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClarityKind {
    /// A list; `numbered` (6.x) keeps its entries under `list`, the others under `value`.
    List { numbered: bool },
    Ok,
    Err,
    Some,
    None,
    /// A `cvToJSON` response: its `success` says ok or err.
    Response,
    UInt,
    Int,
    /// Any other Clarity value.
    Other,
}

impl ClarityKind {
    /// The kind a 7.x type name or a `cvToJSON` signature names.
    pub fn of_name(name: &str) -> ClarityKind {
        match name {
            "list" => ClarityKind::List { numbered: false },
            "ok" => ClarityKind::Ok,
            "err" => ClarityKind::Err,
            "some" => ClarityKind::Some,
            "none" | "(optional none)" => ClarityKind::None,
            "uint" => ClarityKind::UInt,
            "int" => ClarityKind::Int,
            n if n.starts_with("(list ") => ClarityKind::List { numbered: false },
            n if n.starts_with("(response ") => ClarityKind::Response,
            n if n.starts_with("(optional ") => ClarityKind::Some,
            _ => ClarityKind::Other,
        }
    }

    /// The kind a 6.x `ClarityType` number names.
    pub fn of_number(n: f64) -> ClarityKind {
        match n {
            0.0 => ClarityKind::Int,
            1.0 => ClarityKind::UInt,
            7.0 => ClarityKind::Ok,
            8.0 => ClarityKind::Err,
            9.0 => ClarityKind::None,
            10.0 => ClarityKind::Some,
            11.0 => ClarityKind::List { numbered: true },
            _ => ClarityKind::Other,
        }
    }
}

fn board_error(message: String) -> InputError {
    InputError::wrong_type(ErrorCode::InvalidBoard, message)
}

/// The board an on-chain value holds.
pub fn on_chain<V: Value>(value: &V) -> Result<Board, InputError> {
    let mut value = value.clone();
    // ok / some wrappers, then the list: a few levels at most.
    for _ in 0..4 {
        if value.is_array().unwrap_or(false) {
            return on_chain_list(&value);
        }
        let inner = |key: &str| value.get(key).map_err(|why| board_error(format!("on-chain board {key}: {why}")));
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
fn clarity_kind<V: Value>(value: &V) -> Result<Option<ClarityKind>, InputError> {
    if !value.is_object() || value.is_function() {
        return Ok(None);
    }
    let tag = value.get("type").map_err(|why| board_error(format!("on-chain board type: {why}")))?;
    Ok(match (tag.short_string(200), tag.as_f64()) {
        (Some(name), _) => Some(ClarityKind::of_name(&name)),
        (None, Some(n)) => Some(ClarityKind::of_number(n)),
        _ => None,
    })
}

/// A Clarity value for a message: `u105` for a uint, `a Clarity tuple`, or its description.
fn clarity_text<V: Value>(value: &V) -> String {
    let inner = || value.get("value").map(|v| v.text()).unwrap_or_default();
    match clarity_kind(value) {
        Ok(Some(ClarityKind::UInt)) => format!("u{}", inner()),
        Ok(Some(ClarityKind::Int)) => inner(),
        Ok(Some(_)) => match value.get("type").ok().and_then(|t| t.short_string(40)) {
            Some(name) => format!("a Clarity {name}"),
            None => "a Clarity value".into(),
        },
        _ => value.describe(),
    }
}

/// The 9 entries of an on-chain list.
fn on_chain_list<V: Value>(value: &V) -> Result<Board, InputError> {
    let length = super::array_length(value, 64, |why| board_error(format!("on-chain board {why}")))?;
    if !matches!(length, Some(Ok(9))) {
        return Err(board_error(format!("on-chain board must be a list of 9 unsigned ints, got {}", value.describe())));
    }
    let mut cells = [None; 9];
    for (index, cell) in (0u32..).zip(cells.iter_mut()) {
        let mut raw = value.at(index).map_err(|why| board_error(format!("on-chain board[{index}]: {why}")))?;
        if let Some(ClarityKind::UInt | ClarityKind::Int) = clarity_kind(&raw)? {
            raw = raw.get("value").map_err(|why| board_error(format!("on-chain board[{index}].value: {why}")))?;
        }
        let code = if raw.is_bigint() {
            // Compared as bigints: a caller's bigint may have millions of digits.
            (0u64..=2).find(|&n| raw.bigint_is(n))
        } else if let Some(x) = raw.as_f64() {
            whole_at_most(x, 2)
        } else if let Some(text) = raw.short_string(40).filter(|t| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit())) {
            // A decimal string: out of range unless "0", "1" or "2".
            vocabulary::on_chain_digit(&text).or(Some(3))
        } else {
            return Err(board_error(format!(
                "on-chain board[{index}] must be 0, 1 or 2 as a number, bigint, decimal string or Clarity uint, got {}",
                raw.describe()
            )));
        };
        *cell = code.and_then(vocabulary::cell_from_on_chain).ok_or_else(|| {
            InputError::out_of_range(ErrorCode::InvalidBoard, format!("on-chain board[{index}] must be 0, 1 or 2, got {}", raw.describe()))
        })?;
    }
    Ok(Board::from_cells(cells))
}
