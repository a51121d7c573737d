//! The error codes and kinds of API reference "Errors", and [`Coded`], which every fallible core function's
//! error implements (for the 3×3 engine's errors, in `crate::text::engine_errors`).

use alloc::{format, string::String};
use core::fmt;

/// A machine-readable error code; `as_str` is what JavaScript sees in `error.code`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorCode {
    InvalidBoard,
    InvalidPlayer,
    InvalidMove,
    ImpossiblePosition,
    WrongTurn,
    CellOccupied,
    GameOver,
    InvalidOption,
    /// A `Game.fromJSON` value that is not a snapshot: not an object, an unsupported
    /// `version`, a `start` that is not a string, or `moves` that is not a list of at most 9.
    InvalidSnapshot,
    /// The platform gave no entropy for an unseeded engine (no `crypto.getRandomValues`).
    EntropyUnavailable,
    /// The JS layer's own codes, listed here so that `ErrorCode` names every code a user can
    /// see: `oxo-ai/worker`'s worker ended with calls in flight.
    WorkerFailed,
    /// A rejection the package could not explain: a bug to report.
    InternalError,
    /// An openturn decision aborted by a signal that gave no reason.
    Aborted,
    /// A method called on an object after its `free()`.
    ObjectFreed,
    /// The Connect Four opening book could not be fetched or read (API reference "Connect Four: perfect play"); the engine
    /// answers by search.
    BookUnavailable,
}

impl ErrorCode {
    /// Every code, in declaration order (the package build writes them out for JavaScript).
    pub const ALL: [ErrorCode; 15] = [
        ErrorCode::InvalidBoard,
        ErrorCode::InvalidPlayer,
        ErrorCode::InvalidMove,
        ErrorCode::ImpossiblePosition,
        ErrorCode::WrongTurn,
        ErrorCode::CellOccupied,
        ErrorCode::GameOver,
        ErrorCode::InvalidOption,
        ErrorCode::InvalidSnapshot,
        ErrorCode::EntropyUnavailable,
        ErrorCode::WorkerFailed,
        ErrorCode::InternalError,
        ErrorCode::Aborted,
        ErrorCode::ObjectFreed,
        ErrorCode::BookUnavailable,
    ];
}

impl ErrorCode {
    pub const fn as_str(self) -> &'static str {
        match self {
            ErrorCode::InvalidBoard => "INVALID_BOARD",
            ErrorCode::InvalidPlayer => "INVALID_PLAYER",
            ErrorCode::InvalidMove => "INVALID_MOVE",
            ErrorCode::ImpossiblePosition => "IMPOSSIBLE_POSITION",
            ErrorCode::WrongTurn => "WRONG_TURN",
            ErrorCode::CellOccupied => "CELL_OCCUPIED",
            ErrorCode::GameOver => "GAME_OVER",
            ErrorCode::InvalidOption => "INVALID_OPTION",
            ErrorCode::InvalidSnapshot => "INVALID_SNAPSHOT",
            ErrorCode::EntropyUnavailable => "ENTROPY_UNAVAILABLE",
            ErrorCode::WorkerFailed => "WORKER_FAILED",
            ErrorCode::InternalError => "INTERNAL_ERROR",
            ErrorCode::Aborted => "ABORTED",
            ErrorCode::ObjectFreed => "OBJECT_FREED",
            ErrorCode::BookUnavailable => "BOOK_UNAVAILABLE",
        }
    }
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// `text` in double quotes for an error message, with quotes, backslashes and control
/// characters escaped. Written by hand: `{:?}` would pull Unicode tables into the wasm module
/// (about 4 KB gzipped).
pub fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => out.push_str(&format!("\\u{{{:x}}}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// What sort of failure an error is, which decides its JavaScript class (API reference "Errors").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorKind {
    /// A wrong type or shape, or an unrecognised cell, player, level or name: `TypeError`.
    WrongType,
    /// A number out of range, fractional, NaN or infinite: `RangeError`.
    OutOfRange,
    /// A well-formed request the game state refuses: `Error`.
    GameState,
}

impl ErrorKind {
    /// The kinds by their number on the wire, as JavaScript's classes: TypeError, RangeError, Error.
    pub const ALL: [ErrorKind; 3] = [ErrorKind::WrongType, ErrorKind::OutOfRange, ErrorKind::GameState];
}

/// Implemented by every core error type: its code and kind, with `Display` for the message.
pub trait Coded: fmt::Display {
    fn code(&self) -> ErrorCode;

    /// Game-state errors unless the type says otherwise.
    fn kind(&self) -> ErrorKind {
        ErrorKind::GameState
    }
}


#[cfg(test)]
mod tests {
    use super::quote;

    #[test]
    fn quote_escapes_like_debug_for_what_messages_meet() {
        for text in ["Z", "", "say \"hi\"", "back\\slash", "line\nbreak", "tab\there", "bell\u{7}", "é✓"] {
            assert_eq!(quote(text), format!("{text:?}"), "{text}");
        }
    }
}
