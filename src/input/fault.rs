//! What the JS reader could not encode (a [`Fault`]) and the messages it means, with the other
//! checks of a move coordinate: the input side of the wire, decided here so that nothing in
//! `crate::input` depends on the boundary.

use crate::error::{ErrorCode, InputError};
use crate::square::Square;

/// What the JS reader could not encode, and where. The code crosses as `kind * 16 + index`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The board is not an array (the value follows).
    BoardNotArray,
    /// The board is an array of another length than 3 or 9 (the length follows).
    BoardLength,
    /// Row `r` is not an array (the value follows).
    RowNotArray(u8),
    /// Row `r` is an array of another length than 3 (the length follows).
    RowLength(u8),
    /// The cell at this square is none of the spellings (the value follows).
    Cell(Square),
    /// Reading the board threw (what it threw follows).
    BoardThrew,
    /// The player is none of the spellings (the value follows).
    Player,
    /// The move is not an object (the value follows).
    MoveNotObject,
    /// `move.row` is not a number (the value follows).
    MoveRow,
    /// `move.col` is not a number (the value follows).
    MoveCol,
    /// Reading the move threw (what it threw follows).
    MoveThrew,
}

/// The fault kinds in code order; a fault's code is `16 * kind + index`.
pub(crate) const FAULT_NAMES: [&str; 11] = [
    "BOARD_NOT_ARRAY", "BOARD_LENGTH", "ROW_NOT_ARRAY", "ROW_LENGTH", "CELL", "BOARD_THREW",
    "PLAYER", "MOVE_NOT_OBJECT", "MOVE_ROW", "MOVE_COL", "MOVE_THREW",
];

impl Fault {
    pub fn code(self) -> u32 {
        let (kind, index): (u32, u8) = match self {
            Fault::BoardNotArray => (0, 0),
            Fault::BoardLength => (1, 0),
            Fault::RowNotArray(r) => (2, r),
            Fault::RowLength(r) => (3, r),
            Fault::Cell(sq) => (4, sq.index()),
            Fault::BoardThrew => (5, 0),
            Fault::Player => (6, 0),
            Fault::MoveNotObject => (7, 0),
            Fault::MoveRow => (8, 0),
            Fault::MoveCol => (9, 0),
            Fault::MoveThrew => (10, 0),
        };
        kind.wrapping_mul(16).wrapping_add(u32::from(index))
    }

    pub fn from_code(code: u32) -> Option<Fault> {
        let index = u8::try_from(code % 16).ok()?;
        let row = (index < 3).then_some(index);
        Some(match code / 16 {
            0 => Fault::BoardNotArray,
            1 => Fault::BoardLength,
            2 => Fault::RowNotArray(row?),
            3 => Fault::RowLength(row?),
            4 => Fault::Cell(Square::new(index)?),
            5 => Fault::BoardThrew,
            6 => Fault::Player,
            7 => Fault::MoveNotObject,
            8 => Fault::MoveRow,
            9 => Fault::MoveCol,
            10 => Fault::MoveThrew,
            _ => return None,
        })
    }

    /// True for the faults a board reader reports.
    pub fn is_board(self) -> bool {
        matches!(
            self,
            Fault::BoardNotArray | Fault::BoardLength | Fault::RowNotArray(_) | Fault::RowLength(_)
                | Fault::Cell(_) | Fault::BoardThrew
        )
    }

    /// True for the faults whose value is what reading threw, not the value read.
    pub fn is_throw(self) -> bool {
        matches!(self, Fault::BoardThrew | Fault::MoveThrew)
    }

    /// The error this fault means (a `TypeError`); `got` describes its value, or what reading
    /// threw.
    #[inline(never)] // cold: one copy, not one per constant fault at each call site
    pub fn error(self, got: &str) -> InputError {
        let board = |message: String| InputError::wrong_type(ErrorCode::InvalidBoard, message);
        let shape = |got: &str| board(format!("board must be an array of 3 rows of 3 cells or of 9 cells, got {got}"));
        let mv = |message: String| InputError::wrong_type(ErrorCode::InvalidMove, message);
        match self {
            Fault::BoardNotArray => shape(got),
            Fault::BoardLength => shape(&format!("an array of length {got}")),
            Fault::RowNotArray(r) => board(format!("row {r} must be an array of 3 cells, got {got}")),
            Fault::RowLength(r) => board(format!("row {r} must be an array of 3 cells, got an array of length {got}")),
            Fault::Cell(sq) => board(format!("cell {sq} must be 'X', 'O' or null, got {got}")),
            Fault::BoardThrew => board(format!("board could not be read: {got}")),
            Fault::Player => InputError::wrong_type(ErrorCode::InvalidPlayer, format!("player must be 'X' or 'O', got {got}")),
            Fault::MoveNotObject => mv(format!("move must be an object {{ row, col }}, got {got}")),
            Fault::MoveRow => mv(format!("move.row must be a number 0..2, got {got}")),
            Fault::MoveCol => mv(format!("move.col must be a number 0..2, got {got}")),
            Fault::MoveThrew => mv(format!("move could not be read: {got}")),
        }
    }
}

/// A board word with a token no spelling has, and no fault: a word the JS reader did not make.
pub fn unknown_cell(sq: Square) -> InputError {
    InputError::wrong_type(ErrorCode::InvalidBoard, format!("cell {sq} must be 'X', 'O' or null"))
}

/// A move coordinate (`key` is `row` or `col`) that is a number but not 0, 1 or 2; `got`
/// describes it.
pub fn coord_error(key: &str, got: &str) -> InputError {
    InputError::out_of_range(ErrorCode::InvalidMove, format!("move.{key} must be an integer 0..2, got {got}"))
}

/// A whole number in `0..=2`, as a move coordinate.
pub fn coord(x: f64) -> Option<u8> {
    [0u8, 1, 2].into_iter().find(|&c| f64::from(c) == x)
}
