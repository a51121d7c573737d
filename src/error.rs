//! The error codes of SPEC §6, shared by every fallible core function.

use std::fmt;

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

/// Implemented by every core error type: its code, with `Display` for the message.
pub trait Coded: fmt::Display {
    fn code(&self) -> ErrorCode;
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
