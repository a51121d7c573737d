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

/// Implemented by every core error type: its code, with `Display` for the message.
pub trait Coded: fmt::Display {
    fn code(&self) -> ErrorCode;
}
