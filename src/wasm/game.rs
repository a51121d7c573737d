//! `Game` *(beyond SPEC)*: the referee class with its snapshot format, and `getLegalMoves`,
//! the validated move list the bot adapters are built on.

use super::convert::{
    array_of, board_value, describe, is_array, move_value, player_value, read_board, read_index,
    read_key, read_move, read_player, set_field,
};
use super::error::{Failure, JsResult};
use crate::bitboard::Bitboard;
use crate::board::{Board, ParseBoardError};
use crate::engine::position_to_play;
use crate::error::{Coded, ErrorCode};
use crate::game::{Game as Referee, Snapshot};
use crate::position::Position;
use js_sys::JsString;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

#[wasm_bindgen(typescript_custom_section)]
const GAME_TYPES: &str = r#"
/** Where a Game stands: 'playing' until a player has three in a row ('won') or the board is full ('draw'). */
export type GameStatus = 'playing' | 'won' | 'draw';
/** A saved Game: what `game.toJSON()` returns and `Game.fromJSON()` restores (after validating all of it). */
export interface GameSnapshot {
  /** The snapshot format; always 1. */
  version: 1;
  /** The board the game started from, in 9-character notation: row-major, 'X', 'O' and '.' for empty. */
  start: string;
  /** The moves played from `start`, oldest first (at most 9). */
  moves: Move[];
}
"#;

/// An authoritative referee for one game: it accepts only a legal move for the side to move,
/// undoes moves, and saves and restores itself as a `GameSnapshot`.
#[wasm_bindgen]
pub struct Game {
    game: Referee,
}

#[wasm_bindgen]
impl Game {
    /// An empty board with X to move, or a game that starts at `board` (the side to move
    /// follows from the mark counts). Throws `INVALID_BOARD` or `IMPOSSIBLE_POSITION`.
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_optional_param_type = "Board")] board: JsValue) -> JsResult<Game> {
        if board.is_undefined() {
            return Ok(Game { game: Referee::new() });
        }
        let game = Referee::from_board(read_board(&board)?).map_err(|e| Failure::from_core(&e))?;
        Ok(Game { game })
    }

    /// The side to move marks `move`. Throws `INVALID_MOVE`, then `GAME_OVER` once the game is
    /// over, else `CELL_OCCUPIED`; a rejected move changes nothing.
    pub fn play(
        &mut self,
        #[wasm_bindgen(js_name = "move", unchecked_param_type = "Move")] mv: JsValue,
    ) -> JsResult<()> {
        let square = read_move(&mv)?;
        self.game.play(square).map_err(|e| Failure::from_core(&e))
    }

    /// Takes back the last move played and returns it; null (and no change) when no move
    /// has been played since the start.
    #[wasm_bindgen(unchecked_return_type = "Move | null")]
    pub fn undo(&mut self) -> JsValue {
        self.game.undo().map_or(JsValue::NULL, move_value)
    }

    /// The board now (a new array on every read).
    #[wasm_bindgen(getter, unchecked_return_type = "Board")]
    pub fn board(&self) -> JsValue {
        board_value(self.game.board())
    }

    /// The side to move, or null once the game is over.
    #[wasm_bindgen(getter = toMove, unchecked_return_type = "Player | null")]
    pub fn to_move(&self) -> JsValue {
        self.game.to_move().map_or(JsValue::NULL, player_value)
    }

    /// 'playing', 'won' or 'draw'.
    #[wasm_bindgen(getter, unchecked_return_type = "GameStatus")]
    pub fn status(&self) -> JsValue {
        JsValue::from_str(self.game.status().name())
    }

    /// The player with three in a row, or null.
    #[wasm_bindgen(getter, unchecked_return_type = "Player | null")]
    pub fn winner(&self) -> JsValue {
        self.game.winner().map_or(JsValue::NULL, player_value)
    }

    /// The winner's three cells (the first line in rows, columns, diagonals order), or null.
    #[wasm_bindgen(getter = winningLine, unchecked_return_type = "Move[] | null")]
    pub fn winning_line(&self) -> JsValue {
        self.game.winning_line().map_or(JsValue::NULL, |line| array_of(line.cells.squares(), move_value))
    }

    /// The moves played since the start, oldest first.
    #[wasm_bindgen(getter, unchecked_return_type = "Move[]")]
    pub fn history(&self) -> JsValue {
        array_of(self.game.history().iter().copied(), move_value)
    }

    /// Every cell the side to move may mark, row-major; [] once the game is over.
    #[wasm_bindgen(js_name = legalMoves, unchecked_return_type = "Move[]")]
    pub fn legal_moves(&self) -> JsValue {
        array_of(self.game.legal_moves().squares(), move_value)
    }

    /// `{ version: 1, start, moves }`; `JSON.stringify(game)` calls it.
    #[wasm_bindgen(js_name = toJSON, unchecked_return_type = "GameSnapshot")]
    pub fn to_json(&self) -> JsValue {
        let snapshot = self.game.snapshot();
        let object: JsValue = js_sys::Object::new().into();
        set_field(&object, "version", &JsValue::from(Snapshot::VERSION));
        set_field(&object, "start", &JsValue::from_str(&snapshot.start.to_string()));
        set_field(&object, "moves", &array_of(snapshot.moves, move_value));
        object
    }

    /// A game restored from a snapshot, trusting nothing in it. Throws `INVALID_SNAPSHOT`
    /// (not an object, unsupported version, `start` not a string, `moves` not an array of at
    /// most 9), `INVALID_BOARD` (bad notation), `INVALID_MOVE` (a bad entry), then
    /// `IMPOSSIBLE_POSITION` (the start), then `GAME_OVER` / `CELL_OCCUPIED` (the first move
    /// that cannot be played).
    #[wasm_bindgen(js_name = fromJSON)]
    pub fn from_json(#[wasm_bindgen(unchecked_param_type = "unknown")] value: JsValue) -> JsResult<Game> {
        let snapshot = read_snapshot(&value)?;
        let game = Referee::restore(&snapshot).map_err(|e| Failure::from_core(&e))?;
        Ok(Game { game })
    }
}

/// Every move `player` may make, row-major, validated as `AIEngine` validates (shape and
/// values, reachability, game over, turn): [] once the game is over, `WRONG_TURN` if
/// `player` is not the side to move.
#[wasm_bindgen(js_name = getLegalMoves, unchecked_return_type = "Move[]")]
pub fn get_legal_moves(
    #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Player")] player: JsValue,
) -> JsResult<JsValue> {
    let board = read_board(&board)?;
    let player = read_player(&player)?;
    let pos = position_to_play(board, player).map_err(|e| Failure::from_core(&e))?;
    Ok(array_of(pos.map_or(Bitboard::EMPTY, Position::legal_moves).squares(), move_value))
}

fn snapshot_error(message: String) -> Failure {
    Failure::type_error(ErrorCode::InvalidSnapshot, message)
}

/// Reads `{ version: 1, start: "<notation>", moves: [{ row, col }, ...] }`. Only the shape
/// is checked here; whether it is a legal game is the core's [`Referee::restore`].
fn read_snapshot(value: &JsValue) -> JsResult<Snapshot> {
    let array = is_array(value).map_err(|_| snapshot_error("snapshot could not be inspected".into()))?;
    if !value.is_object() || value.is_function() || array {
        return Err(snapshot_error(format!(
            "snapshot must be an object {{ version, start, moves }}, got {}",
            describe(value)
        )));
    }
    let field = |key: &str| read_key(value, key, |why| snapshot_error(format!("snapshot.{key}: {why}")));

    let version = field("version")?;
    match version.as_f64() {
        Some(number) if number == f64::from(Snapshot::VERSION) => {}
        Some(_) => {
            return Err(Failure::range_error(
                ErrorCode::InvalidSnapshot,
                format!("snapshot.version must be 1 (the only version this oxo-ai reads), got {}", describe(&version)),
            ))
        }
        None => return Err(snapshot_error(format!("snapshot.version must be the number 1, got {}", describe(&version)))),
    }

    let start = field("start")?;
    let Some(notation) = start.dyn_ref::<JsString>() else {
        return Err(snapshot_error(format!(
            "snapshot.start must be a board in 9-character notation such as \"X.O......\", got {}",
            describe(&start)
        )));
    };
    let board_error = |e: ParseBoardError| Failure::type_error(e.code(), format!("snapshot.start: {e}"));
    // Only a short string is copied into wasm memory; a long one is reported by its length.
    if notation.length() > 36 {
        return Err(board_error(ParseBoardError::Length(usize::try_from(notation.length()).unwrap_or(usize::MAX))));
    }
    let start: Board = String::from(notation).parse().map_err(board_error)?;

    let moves_value = field("moves")?;
    let moves_array = is_array(&moves_value).map_err(|_| snapshot_error("snapshot.moves could not be inspected".into()))?;
    if !moves_array {
        return Err(snapshot_error(format!("snapshot.moves must be an array of moves, got {}", describe(&moves_value))));
    }
    let length = read_key(&moves_value, "length", |why| snapshot_error(format!("snapshot.moves.length: {why}")))?;
    let Some(length) = length.as_f64().filter(|n| n.fract() == 0.0 && (0.0..=9.0).contains(n)) else {
        return Err(Failure::range_error(
            ErrorCode::InvalidSnapshot,
            format!("snapshot.moves must have at most 9 entries (no game has more), got {}", describe(&length)),
        ));
    };
    let mut moves = Vec::with_capacity(Snapshot::MAX_MOVES);
    for index in (0u32..9).take_while(|&i| f64::from(i) < length) {
        let locate = |message: String| format!("snapshot.moves[{index}]: {message}");
        let raw = read_index(&moves_value, index, |why| {
            Failure::type_error(ErrorCode::InvalidMove, locate(why))
        })?;
        let square = read_move(&raw).map_err(|f| Failure { message: locate(f.message), ..f })?;
        moves.push(square);
    }
    Ok(Snapshot { start, moves })
}
