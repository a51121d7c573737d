//! Boards and moves as game servers send them (SPEC §7.7): cells in any two distinct marks,
//! moves as `{ x, y }` (x the column) or a cell number counted from 0 or 1.

use super::fault::Fault;
use super::{array_length, option, options_object, Value};
use crate::board::{Board, Cell};
use crate::error::{ErrorCode, InputError};
use crate::player::Player;
use crate::square::Square;

/// The values a server writes for X, for O, and (if it says) for an empty cell.
pub struct Marks<V> {
    x: V,
    o: V,
    empty: Option<V>,
}

fn option_error(message: String) -> InputError {
    InputError::wrong_type(ErrorCode::InvalidOption, message)
}

/// `{ X, O, empty? }`: X and O present and distinct, `empty` (if given) neither of them.
pub fn marks<V: Value>(value: &V) -> Result<Marks<V>, InputError> {
    let Some(marks) = options_object(value, "marks")? else {
        return Err(option_error(format!("marks must be an object {{ X, O, empty? }}, got {}", value.describe())));
    };
    let (x, o, empty) = (option(&marks, "X")?, option(&marks, "O")?, option(&marks, "empty")?);
    for (key, mark) in [("X", &x), ("O", &o)] {
        if mark.is_undefined() {
            return Err(option_error(format!("marks.{key} is missing: say which value marks {key}")));
        }
    }
    if x.same_value_zero(&o) {
        return Err(option_error(format!("marks.X and marks.O must differ, both are {}", x.describe())));
    }
    if empty.same_value_zero(&x) || empty.same_value_zero(&o) {
        return Err(option_error(format!("marks.empty must differ from marks.X and marks.O, got {}", empty.describe())));
    }
    Ok(Marks { x, o, empty: (!empty.is_undefined()).then_some(empty) })
}

impl<V: Value> Marks<V> {
    /// What `value` marks: `Some(cell)`, or `None` for a value that is neither mark nor empty.
    fn cell(&self, value: &V) -> Option<Cell> {
        if value.same_value_zero(&self.x) {
            Some(Some(Player::X))
        } else if value.same_value_zero(&self.o) {
            Some(Some(Player::O))
        } else if let Some(empty) = &self.empty {
            value.same_value_zero(empty).then_some(None)
        } else {
            is_usual_empty(value).then_some(None)
        }
    }

    /// The value a server writes for `cell`; an empty cell is `marks.empty`, else `''`.
    pub fn value(&self, cell: Cell) -> V {
        match cell {
            Some(Player::X) => self.x.clone(),
            Some(Player::O) => self.o.clone(),
            None => self.empty.clone().unwrap_or_else(|| V::string("")),
        }
    }

    /// The marks in a message: `"max", "moritz" or empty`.
    fn named(&self) -> String {
        let empty = self.empty.as_ref().map_or_else(|| "empty".into(), |e| e.describe());
        format!("{}, {} or {empty}", self.x.describe(), self.o.describe())
    }
}

/// An empty cell when the caller names no `empty`: `''`, `null`, `undefined`, `0`, `'.'`, `' '`.
fn is_usual_empty<V: Value>(value: &V) -> bool {
    value.is_undefined()
        || value.is_null()
        || value.as_f64() == Some(0.0)
        || matches!(value.short_string(1).as_deref(), Some("" | "." | " "))
}

/// A board of 3 rows of 3 cells, or of 9 cells, in `marks`.
pub fn board<V: Value>(cells: &V, marks: &Marks<V>) -> Result<Board, InputError> {
    let at = |value: &V, i: u32| value.at(i).map_err(|why| Fault::BoardThrew.error(&why));
    let mut read = [(); 9].map(|()| V::undefined());
    match length(cells, Fault::BoardNotArray, Fault::BoardLength)? {
        9 => {
            for (i, cell) in (0u32..).zip(read.iter_mut()) {
                *cell = at(cells, i)?;
            }
        }
        3 => {
            for (r, row_cells) in (0u8..).zip(read.chunks_mut(3)) {
                let row = at(cells, u32::from(r))?;
                let n = length(&row, Fault::RowNotArray(r), Fault::RowLength(r))?;
                if n != 3 {
                    return Err(Fault::RowLength(r).error(&n.to_string()));
                }
                for (c, cell) in (0u32..).zip(row_cells.iter_mut()) {
                    *cell = at(&row, c)?;
                }
            }
        }
        n => return Err(Fault::BoardLength.error(&n.to_string())),
    }
    let mut board = [None; 9];
    for ((sq, value), cell) in Square::ALL.iter().zip(&read).zip(board.iter_mut()) {
        *cell = marks.cell(value).ok_or_else(|| {
            InputError::wrong_type(ErrorCode::InvalidBoard, format!("cell {sq} must be {}, got {}", marks.named(), value.describe()))
        })?;
    }
    Ok(Board::from_cells(board))
}

/// An array's length (at most 64), with the board's messages for anything else.
fn length<V: Value>(value: &V, not_array: Fault, too_long: Fault) -> Result<u32, InputError> {
    match array_length(value, 64, |why| Fault::BoardThrew.error(&why))? {
        None => Err(not_array.error(&value.describe())),
        Some(Ok(n)) => Ok(n),
        Some(Err(n)) => Err(too_long.error(&n.describe())),
    }
}

/// The rows of `board` in `marks`.
pub fn rows<V: Value>(board: Board, marks: &Marks<V>) -> [[V; 3]; 3] {
    [0, 1, 2].map(|r| [0, 1, 2].map(|c| marks.value(Square::from_coords(r, c).and_then(|sq| board.get(sq)))))
}

fn move_error(kind: fn(ErrorCode, String) -> InputError, message: String) -> InputError {
    kind(ErrorCode::InvalidMove, message)
}

/// A coordinate or cell number: a whole number in `low..=high`.
fn whole<V: Value>(value: &V, what: &str, low: u32, high: u32) -> Result<u32, InputError> {
    let Some(x) = value.as_f64() else {
        return Err(move_error(InputError::wrong_type, format!("{what} must be a number, got {}", value.describe())));
    };
    super::whole_in_range(x, &(low..=high)).ok_or_else(|| {
        move_error(InputError::out_of_range, format!("{what} must be an integer {low}..{high}, got {}", value.describe()))
    })
}

/// `{ x, y }`: x the column and y the row, each 0..2.
pub fn xy<V: Value>(value: &V) -> Result<Square, InputError> {
    if !value.is_object() || value.is_function() {
        return Err(move_error(InputError::wrong_type, format!("move must be an object {{ x, y }}, got {}", value.describe())));
    }
    let read = |key: &str| value.get(key).map_err(|why| move_error(InputError::wrong_type, format!("move.{key}: {why}")));
    let (x, y) = (read("x")?, read("y")?);
    let (col, row) = (whole(&x, "move.x", 0, 2)?, whole(&y, "move.y", 0, 2)?);
    let coord = |n: u32| u8::try_from(n).unwrap_or(0);
    Ok(Square::from_coords(coord(row), coord(col)).unwrap_or(Square::CENTER))
}

/// Where cell numbers start: 0 (the default) or 1.
pub fn base<V: Value>(value: &V) -> Result<u32, InputError> {
    if value.is_undefined() {
        return Ok(0);
    }
    match value.as_f64() {
        Some(x) if x == 0.0 || x == 1.0 => Ok(u32::from(x == 1.0)),
        Some(_) => Err(InputError::out_of_range(ErrorCode::InvalidOption, format!("base must be 0 or 1, got {}", value.describe()))),
        None => Err(option_error(format!("base must be 0 or 1, got {}", value.describe()))),
    }
}

/// A cell number, row-major from `base`.
pub fn cell_number<V: Value>(value: &V, base: u32) -> Result<Square, InputError> {
    let index = whole(value, "cell", base, base.saturating_add(8))?.saturating_sub(base);
    // The index is 0..=8: the fallback is never taken.
    Ok(u8::try_from(index).ok().and_then(Square::new).unwrap_or(Square::CENTER))
}
