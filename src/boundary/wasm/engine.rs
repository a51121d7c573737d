//! `AIEngine` (SPEC §3, §7.6) over the wire: options, boards and players arrive as the wire
//! numbers the JS readers made of values they checked; answers leave as numbers.

use super::error::{fail, JsResult};
use super::read;
use crate::boundary::wire;
use crate::ttt::engine::Engine as Core;
use crate::ttt::position::Position;
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

    /// The square, [`wire::NO_SQUARE`] once the board is finished, or [`wire::REJECTED`]:
    /// then [`Engine::rejection`] gives the error.
    pub fn best_move(&mut self, board: u32, player: u32) -> u32 {
        let Some((board, player)) = read::position(board, player) else { return wire::REJECTED };
        self.engine.best_move(board, player).map_or(wire::REJECTED, wire::square)
    }

    /// Part `part` of the ranked moves, as [`wire::ranked`] packs them; NaN when rejected.
    pub fn ranked_moves(&self, board: u32, player: u32, part: u32) -> f64 {
        let Some((board, player)) = read::position(board, player) else { return f64::NAN };
        self.engine.ranked_moves(board, player).map_or(f64::NAN, |r| wire::ranked(&r, part))
    }

    /// Iterations the last MCTS move ran; undefined for other levels.
    pub fn last_iterations(&self) -> Option<u32> {
        self.engine.last_iterations()
    }

    /// The skill of the next move, 0..=100 (SPEC §7.9).
    pub fn skill(&self) -> u32 {
        u32::from(self.engine.skill().value())
    }

    /// A finished game from the engine's side, by its index in `GameResult::ALL`; an adaptive
    /// engine retunes (SPEC §7.9).
    pub fn observe(&mut self, result: u32) -> JsResult<()> {
        self.engine.observe(read::game_result(result)?);
        Ok(())
    }

    /// The rules level's move and rule as [`wire::rule_move`] packs them.
    pub fn rule_move(&self, board: u32, player: u32) -> JsResult<u32> {
        let (board, player) = (read::board(board)?, read::player(player)?);
        Ok(wire::rule_move(fail(self.engine.rule_move(board, player))?))
    }

    /// Why the engine rejected these inputs: the error to throw (undefined if it would not).
    /// The answers above return a marker instead of an error (a `Result` costs a call ~25 ns).
    pub fn rejection(&self, board: u32, player: u32) -> JsValue {
        rejection(board, player, self.engine.options().strict)
    }
}

/// The error the engine's and the analyzer's entry check gives these inputs, if any.
pub(super) fn rejection(board: u32, player: u32, strict: bool) -> JsValue {
    let check = || -> JsResult<()> {
        let (board, player) = (read::board(board)?, read::player(player)?);
        fail(Position::for_player(board, player, strict)).map(|_| ())
    };
    check().err().map_or(JsValue::UNDEFINED, JsValue::from)
}
