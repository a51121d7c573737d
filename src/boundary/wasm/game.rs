//! `Game` (the referee) over the wire; snapshots and move lists arrive as the start's wire board
//! and the moves' squares, read by the JS layer.

use alloc::vec::Vec;
use super::error::{fail, JsResult};
use super::read;
use crate::boundary::wire;
use crate::ttt::game::{Game as Core, Snapshot};
use crate::ttt::review::{review_game, ReviewError};
use wasm_bindgen::prelude::*;

/// An authoritative referee for one game.
#[wasm_bindgen]
pub struct Game {
    game: Core,
}

#[wasm_bindgen]
impl Game {
    /// A game from the empty board.
    pub fn empty() -> Game {
        Game { game: Core::new() }
    }

    /// A game that starts at `board`; `IMPOSSIBLE_POSITION` if no legal game reaches it.
    pub fn start(board: u32) -> JsResult<Game> {
        Ok(Game { game: fail(Core::from_board(read::board(board)?))? })
    }

    pub fn play(&mut self, square: u32) -> JsResult<()> {
        fail(self.game.play(read::square(square)?))
    }

    pub fn undo(&mut self) -> u32 {
        wire::square(self.game.undo())
    }

    pub fn board(&self) -> u32 {
        wire::board_bits(self.game.board())
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

    /// The start as a wire board, for the snapshot (the JS layer writes its notation).
    pub fn start_board(&self) -> u32 {
        wire::board_bits(self.game.start().board())
    }

    /// The game `moves` make from `start` (API reference "Game" `reviewGame`), checked as the referee checks.
    pub fn replay(start: u32, moves: &[u8]) -> JsResult<Game> {
        let snapshot = Snapshot { start: read::board(start)?, moves: read::squares(moves)? };
        Ok(Game { game: fail(Core::restore(&snapshot).map_err(ReviewError))? })
    }

    /// The review (API reference "Game") as [`wire::cold::review`] lays it out.
    pub fn review(&self) -> Vec<f64> {
        wire::cold::review(&review_game(&self.game))
    }

    /// A game restored from a `{ version: 1, start, moves }` snapshot, trusting nothing in it.
    pub fn restore(start: u32, moves: &[u8]) -> JsResult<Game> {
        let snapshot = Snapshot { start: read::board(start)?, moves: read::squares(moves)? };
        Ok(Game { game: fail(Core::restore(&snapshot))? })
    }
}
