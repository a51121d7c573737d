//! `AIEngine` (API reference "AIEngine") over the wire: options, boards and players arrive as the wire
//! numbers the JS readers made of values they checked; answers leave as numbers.

use super::error::{fail, JsResult};
use super::read;
use crate::boundary::wire;
use crate::ttt::engine::Engine as Core;
use crate::text::worded::Worded;
use wasm_bindgen::prelude::*;

/// An engine at one level with its seeded generator.
#[wasm_bindgen]
pub struct Engine {
    engine: Core,
}

#[wasm_bindgen]
impl Engine {
    #[wasm_bindgen(constructor)]
    pub fn new(options: &[f64]) -> JsResult<Engine> {
        super::install_platform();
        Ok(Engine { engine: fail(Core::new(wire::options::engine(options, super::text_seed())?))? })
    }

    /// The square, [`wire::NO_SQUARE`] once the board is finished, or [`wire::REJECTED`] plus
    /// the refusal ([`wire::failure::rejection`]): a marker, not a `Result`, which costs a call ~25 ns.
    pub fn best_move(&mut self, board: u32, player: u32) -> u32 {
        let Some((b, p)) = read::position(board, player) else { return wire::failure::rejected_square(read::unread(board)) };
        match self.engine.best_move(b, p) {
            Ok(square) => wire::square(square),
            Err(e) => wire::failure::rejected_square(wire::failure::rejection(&e.words())),
        }
    }

    /// Part `part` of the ranked moves, as [`wire::ranked`] packs them; below zero when
    /// rejected ([`wire::failure::rejected_number`]).
    pub fn ranked_moves(&self, board: u32, player: u32, part: u32) -> f64 {
        let Some((b, p)) = read::position(board, player) else { return wire::failure::rejected_number(read::unread(board)) };
        match self.engine.ranked_moves(b, p) {
            Ok(r) => wire::ranked(&r, part),
            Err(e) => wire::failure::rejected_number(wire::failure::rejection(&e.words())),
        }
    }

    /// Iterations the last MCTS move ran; undefined for other levels.
    pub fn last_iterations(&self) -> Option<u32> {
        self.engine.last_iterations()
    }

    /// The skill of the next move, 0..=100 (API reference "An opponent that adapts").
    pub fn skill(&self) -> u32 {
        u32::from(self.engine.skill().value())
    }

    /// A finished game from the engine's side, by its index in `GameResult::ALL`; an adaptive
    /// engine retunes (API reference "An opponent that adapts").
    pub fn observe(&mut self, result: u32) -> JsResult<()> {
        self.engine.observe(read::game_result(result)?);
        Ok(())
    }

    /// The rules level's move and rule as [`wire::rule_move`] packs them.
    pub fn rule_move(&self, board: u32, player: u32) -> JsResult<u32> {
        let (board, player) = (read::board(board)?, read::player(player)?);
        Ok(wire::rule_move(fail(self.engine.rule_move(board, player))?))
    }
}
