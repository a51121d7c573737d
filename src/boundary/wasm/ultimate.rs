//! `UltimateEngine` over the wire: rules, options and positions arrive as the numbers the JS
//! readers (`pkg-template/lib/ultimate-read.js`) made of values they checked; answers leave as
//! numbers (`crate::boundary::wire::ultimate`'s layouts) and the analysis's one sentence.

use alloc::vec::Vec;
use super::error::{Failure, JsResult};
use super::read;
use crate::boundary::wire::{options::whole_at_most, ultimate as wire};
use crate::common::player::Player;
use crate::text::texts;
use crate::ultimate::{Budget, EngineOptions, Position, Tiebreak, UltimateEngine as Core};
use wasm_bindgen::prelude::*;

/// An Ultimate tic-tac-toe engine.
#[wasm_bindgen]
pub struct UltimateEngine {
    engine: Core,
    tiebreak: Tiebreak,
}

fn not_from_reader() -> Failure {
    texts::NOT_FROM_READER.error(|w| {
        w.piece(texts::ULT_VALUE);
    })
}

/// A count: NaN (absent) is `None`.
fn optional_count(x: f64) -> JsResult<Option<u64>> {
    read::optional_count(x, not_from_reader)
}

/// Milliseconds: NaN (absent) is `None`.
fn optional_ms(x: f64) -> JsResult<Option<f64>> {
    read::optional_ms(x, not_from_reader)
}

/// An entry of `table` by its index on the wire.
fn indexed<T: Copy>(table: &[(T, &str)], i: u32) -> JsResult<T> {
    usize::try_from(i).ok().and_then(|i| table.get(i)).map(|&(t, _)| t).ok_or_else(not_from_reader)
}

#[wasm_bindgen]
impl UltimateEngine {
    /// The tiebreak's and the level's indices, the budget (NaN: absent) and the seed slot.
    #[wasm_bindgen(constructor)]
    pub fn new(tiebreak: u32, level: u32, time_ms: f64, max_playouts: f64, seed: f64) -> JsResult<UltimateEngine> {
        super::install_platform();
        let tiebreak = indexed(&wire::TIEBREAKS, tiebreak)?;
        let seed = if seed == crate::boundary::wire::options::TEXT_SEED {
            super::text_seed().map(|s| s.0)
        } else if seed.is_nan() {
            None
        } else {
            Some(whole_at_most(seed, crate::common::rng::Seed::MAX_INTEGER).ok_or_else(not_from_reader)?)
        };
        let options = EngineOptions {
            level: indexed(&wire::LEVELS, level)?,
            time_ms: optional_ms(time_ms)?,
            max_playouts: optional_count(max_playouts)?,
            seed,
            tiebreak,
            ..EngineOptions::default()
        };
        let engine = Core::new(options).map_err(|e| crate::text::worded::InputError::of(&e))?;
        Ok(UltimateEngine { engine, tiebreak })
    }

    /// The level's move as its cell index, or [`wire::NO_MOVE`] on a finished game.
    pub fn best_move(&mut self, cells: &[u8], last: i32, player: u32) -> JsResult<u32> {
        let (p, player) = position(cells, last, player)?;
        Ok(self.engine.best_move(&p, player).map_or(wire::NO_MOVE, u32::from))
    }

    /// [`wire::ranked`]'s numbers: every legal move, best first; NaN budgets are the engine's own.
    pub fn ranked_moves(&mut self, cells: &[u8], last: i32, player: u32, time_ms: f64, max_playouts: f64) -> JsResult<Vec<f64>> {
        let (p, player) = position(cells, last, player)?;
        let budget = if time_ms.is_nan() && max_playouts.is_nan() {
            self.engine.options().budget()
        } else {
            Budget { time_ms: optional_ms(time_ms)?, max_playouts: optional_count(max_playouts)? }
        };
        Ok(wire::ranked(&self.engine.ranked_moves(&p, player, budget)))
    }

    /// [`wire::analysis`]'s numbers: the best move's facts and the sentence.
    pub fn analyze(&mut self, cells: &[u8], last: i32, player: u32) -> JsResult<Vec<f64>> {
        let (p, player) = position(cells, last, player)?;
        let facts = self.engine.analyze(&p, player);
        let status = p.with_to_move(player).status(self.tiebreak);
        let words = crate::text::ultimate::explanation(status, &facts, player);
        Ok(wire::analysis(&facts, status, player, &words))
    }

    /// Playouts the last search ran.
    pub fn last_playouts(&self) -> f64 {
        crate::boundary::wire::count(self.engine.last_playouts())
    }
}

/// The position and player the readers checked.
fn position(cells: &[u8], last: i32, player: u32) -> JsResult<(Position, Player)> {
    let p = wire::position(cells, last).ok_or_else(not_from_reader)?;
    Ok((p, read::player(player)?))
}
