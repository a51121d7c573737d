//! `Game` (the referee) over the wire, and its snapshot format read in full.

use super::error::{fail, Failure, JsResult};
use super::read::{self, Wire};
use crate::error::ErrorCode;
use crate::game::{Game as Core, Snapshot};
use crate::review::{review_game, ReviewError};
use crate::wire;
use js_sys::Array;
use wasm_bindgen::prelude::*;

/// An authoritative referee for one game.
#[wasm_bindgen]
pub struct Referee {
    game: Core,
}

#[wasm_bindgen]
impl Referee {
    /// A game from the empty board.
    pub fn empty() -> Referee {
        Referee { game: Core::new() }
    }

    /// A game that starts at `board`; `IMPOSSIBLE_POSITION` if no legal game reaches it.
    pub fn start(board: f64, fault: Option<Array>) -> JsResult<Referee> {
        Ok(Referee { game: fail(Core::from_board(Wire::new(fault).board(board)?))? })
    }

    pub fn play(&mut self, row: f64, col: f64, fault: Option<Array>) -> JsResult<()> {
        let square = Wire::new(fault).square(row, col)?;
        fail(self.game.play(square))
    }

    pub fn undo(&mut self) -> u32 {
        wire::square(self.game.undo())
    }

    pub fn board(&self) -> u32 {
        wire::packed_board(self.game.board())
    }

    pub fn to_move(&self) -> u32 {
        wire::player(self.game.to_move())
    }

    pub fn status(&self) -> u32 {
        wire::status(self.game.status())
    }

    pub fn winner(&self) -> u32 {
        wire::player(self.game.winner())
    }

    pub fn winning_line(&self) -> u32 {
        self.game.winning_line().map_or(0, |l| wire::square_set(l.cells))
    }

    /// Part `part` of the moves since the start, oldest first, as [`wire::squares`] packs them.
    pub fn history(&self, part: u32) -> f64 {
        wire::squares(self.game.history(), part)
    }

    pub fn legal_moves(&self) -> u32 {
        wire::square_set(self.game.legal_moves())
    }

    /// The start in notation, for the snapshot.
    pub fn start_notation(&self) -> String {
        self.game.start().board().to_string()
    }

    /// The game `moves` make from `start` (SPEC §7.3 `reviewGame`), checked as the referee checks.
    pub fn replay(moves: JsValue, start: f64, fault: Option<Array>) -> JsResult<Referee> {
        // No game has more than 9 moves.
        let moves = read::list(&moves, 9, (ErrorCode::InvalidMove, "moves"), |i, entry| {
            read::move_object(&entry).map_err(|f| f.within(&format!("moves[{i}]")))
        })?;
        let start = Wire::new(fault).board(start)?;
        Ok(Referee { game: fail(Core::restore(&Snapshot { start, moves }).map_err(ReviewError))? })
    }

    /// The game's review as [`wire::review`] packs it.
    pub fn review(&self) -> Vec<f64> {
        wire::review(&review_game(&self.game))
    }

    /// The review's sentences, one line per move.
    pub fn review_notes(&self) -> String {
        let notes: Vec<String> = review_game(&self.game).moves.iter().map(|m| m.note.to_string()).collect();
        notes.join("\n")
    }

    /// A game restored from a `{ version: 1, start, moves }` snapshot, trusting nothing in it.
    pub fn restore(value: JsValue) -> JsResult<Referee> {
        Ok(Referee { game: fail(Core::restore(&snapshot(&value)?))? })
    }
}

fn snapshot_error(message: String) -> Failure {
    Failure::wrong_type(ErrorCode::InvalidSnapshot, message)
}

/// Reads `{ version: 1, start: "<notation>", moves: [{ row, col }, ...] }`: only the shape;
/// whether it is a legal game is the core's [`Core::restore`].
fn snapshot(value: &JsValue) -> JsResult<Snapshot> {
    read::is_array(value).map_err(|_| snapshot_error("snapshot could not be inspected".into()))?;
    let object = read::options_object(value, "snapshot").ok().flatten().filter(|v| !v.is_function());
    let Some(object) = object else {
        return Err(snapshot_error(format!(
            "snapshot must be an object {{ version, start, moves }}, got {}",
            read::describe(value)
        )));
    };
    let field = |key: &str| read::read_key(&object, key, |why| snapshot_error(format!("snapshot.{key}: {why}")));
    let version = field("version")?;
    match version.as_f64() {
        Some(n) if n == f64::from(Snapshot::VERSION) => {}
        Some(_) => {
            return Err(Failure::out_of_range(
                ErrorCode::InvalidSnapshot,
                format!("snapshot.version must be 1 (the only version this oxo-ai reads), got {}", read::describe(&version)),
            ))
        }
        None => return Err(snapshot_error(format!("snapshot.version must be the number 1, got {}", read::describe(&version)))),
    }
    let start = field("start")?;
    if !start.is_string() {
        return Err(snapshot_error(format!(
            "snapshot.start must be a board in 9-character notation such as \"X.O......\", got {}",
            read::describe(&start)
        )));
    }
    let start = read::notation(&start).map_err(|f| f.within("snapshot.start"))?;
    let moves = field("moves")?;
    // No game has more than 9 moves.
    let moves = read::list(&moves, 9, (ErrorCode::InvalidSnapshot, "snapshot.moves"), |i, entry| {
        read::move_object(&entry).map_err(|f| f.within(&format!("snapshot.moves[{i}]")))
    })?;
    Ok(Snapshot { start, moves })
}
