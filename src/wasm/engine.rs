//! `AIEngine` (SPEC §3): a level with its seeded generator.

use super::convert::{array_of, move_value, read_board, read_engine_options, read_player, scored_move_value};
use super::error::{Failure, JsResult};
use crate::engine::Engine;
use wasm_bindgen::prelude::*;

/// A tic-tac-toe AI at one difficulty level. The same seed and options replay the same moves.
#[wasm_bindgen(js_name = AIEngine)]
pub struct AiEngine {
    pub(super) engine: Engine,
}

#[wasm_bindgen(js_class = AIEngine)]
impl AiEngine {
    /// `options`: `difficulty` (default `'hard'`), `mctsIterations` (1..=1,000,000, default
    /// 500), `seed` (a non-negative safe integer or a string; default fresh entropy).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "EngineOptions")] options: JsValue,
    ) -> JsResult<AiEngine> {
        let options = read_engine_options(&options)?;
        let engine = Engine::new(options).map_err(|e| Failure::from_core(&e))?;
        Ok(AiEngine { engine })
    }

    /// The level's move for `player`, or null when the game is over.
    #[wasm_bindgen(js_name = bestMove, unchecked_return_type = "Move | null")]
    pub fn best_move(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Player")] player: JsValue,
    ) -> JsResult<JsValue> {
        let board = read_board(&board)?;
        let player = read_player(&player)?;
        let square = self.engine.best_move(board, player).map_err(|e| Failure::from_core(&e))?;
        Ok(square.map_or(JsValue::NULL, move_value))
    }

    /// Every legal move under perfect play, best first, whatever the level; [] when over.
    #[wasm_bindgen(js_name = rankedMoves, unchecked_return_type = "ScoredMove[]")]
    pub fn ranked_moves(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Board")] board: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Player")] player: JsValue,
    ) -> JsResult<JsValue> {
        let board = read_board(&board)?;
        let player = read_player(&player)?;
        let ranked = self.engine.ranked_moves(board, player).map_err(|e| Failure::from_core(&e))?;
        Ok(array_of(ranked.as_slice().iter().copied(), scored_move_value))
    }
}
