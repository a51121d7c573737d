//! `Game` snapshots `{ version: 1, start: "<notation>", moves: [{ row, col }, ...] }` and the
//! move lists of a reviewed game: only their shape; whether they make a legal game is
//! `crate::game::Game::restore`'s.

use super::{list, move_object, notation, options_object, Value};
use crate::board::Board;
use crate::error::{ErrorCode, InputError};
use crate::game::Snapshot;
use crate::square::Square;

fn snapshot_error(message: String) -> InputError {
    InputError::wrong_type(ErrorCode::InvalidSnapshot, message)
}

/// The moves of a game to review (`reviewGame`'s `moves`); no game has more than 9.
pub fn moves<V: Value>(value: &V) -> Result<Vec<Square>, InputError> {
    list(value, 9, (ErrorCode::InvalidMove, "moves"), |i, entry| move_object(&entry).map_err(|f| f.within(&format!("moves[{i}]"))))
}

/// A snapshot as `Game.toJSON()` writes it.
pub fn snapshot<V: Value>(value: &V) -> Result<Snapshot, InputError> {
    value.is_array().ok_or_else(|| snapshot_error("snapshot could not be inspected".into()))?;
    let object = options_object(value, "snapshot").ok().flatten().filter(|v| !v.is_function());
    let Some(object) = object else {
        return Err(snapshot_error(format!("snapshot must be an object {{ version, start, moves }}, got {}", value.describe())));
    };
    let field = |key: &str| object.get(key).map_err(|why| snapshot_error(format!("snapshot.{key}: {why}")));
    let version = field("version")?;
    match version.as_f64() {
        Some(n) if n == f64::from(Snapshot::VERSION) => {}
        Some(_) => {
            return Err(InputError::out_of_range(
                ErrorCode::InvalidSnapshot,
                format!("snapshot.version must be 1 (the only version this oxo-ai reads), got {}", version.describe()),
            ))
        }
        None => return Err(snapshot_error(format!("snapshot.version must be the number 1, got {}", version.describe()))),
    }
    let start = field("start")?;
    if !start.is_string() {
        return Err(snapshot_error(format!(
            "snapshot.start must be a board in 9-character notation such as \"X.O......\", got {}",
            start.describe()
        )));
    }
    let start = notation(&start).map_err(|f| f.within("snapshot.start"))?;
    let moves = field("moves")?;
    // No game has more than 9 moves.
    let moves = list(&moves, 9, (ErrorCode::InvalidSnapshot, "snapshot.moves"), |i, entry| {
        move_object(&entry).map_err(|f| f.within(&format!("snapshot.moves[{i}]")))
    })?;
    Ok(Snapshot { start, moves })
}

/// A watched game (SPEC §7.9 `inferOpponent`): its moves from the empty board, or a snapshot.
pub fn record<V: Value>(value: &V) -> Result<Snapshot, InputError> {
    if value.is_array() == Some(true) {
        Ok(Snapshot { start: Board::EMPTY, moves: moves(value)? })
    } else {
        snapshot(value)
    }
}
