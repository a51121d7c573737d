//! `SimulationRun`: the resumable Rust run under the JS `Simulator` (SPEC §5). It validates
//! every run option, including the ones only the JS scheduler uses, so the JS layer decides
//! nothing itself.

use super::answer::object;
use super::error::{Failure, JsResult};
use super::read::describe;
use crate::error::ErrorCode;
use crate::input;
use crate::simulator::{Simulation, SimulationOptions};
use crate::wire::count;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A self-play run advanced explicitly with `step`; what `Simulator.run` drives between
/// yields to the event loop. Free it with `free()` when done.
#[wasm_bindgen]
pub struct SimulationRun {
    simulation: Simulation,
    chunk_size: u32,
    /// The validated `onProgress` and `signal`, handed to the JS scheduler so it never reads
    /// the caller's options object a second time.
    on_progress: JsValue,
    signal: JsValue,
}

#[wasm_bindgen]
extern "C" {
    /// The platform's `AbortSignal` class, for an `instanceof` check.
    type AbortSignal;
}

#[wasm_bindgen]
impl SimulationRun {
    /// Validates `options` (SPEC §5) and prepares the run. `defaults` are the `Simulator`'s
    /// constructor options (their `seed` applies when `options.seed` is absent).
    #[wasm_bindgen(constructor)]
    pub fn new(options: JsValue, defaults: JsValue) -> JsResult<SimulationRun> {
        super::install_platform();
        let (run, chunk_size, options) = input::options::simulation(&options, &defaults)?;
        // The JS scheduler's own values, read last: a callback and an AbortSignal.
        let wrong = |key: &str, what: &str, got: &JsValue| {
            Failure::wrong_type(ErrorCode::InvalidOption, format!("{key} must be {what}, got {}", describe(got)))
        };
        let on_progress = input::option(&options, "onProgress")?;
        if !on_progress.is_undefined() && !on_progress.is_function() {
            return Err(wrong("onProgress", "a function", &on_progress));
        }
        let signal = input::option(&options, "signal")?;
        if !signal.is_undefined() && !signal.is_instance_of::<AbortSignal>() {
            return Err(wrong("signal", "an AbortSignal", &signal));
        }
        Ok(SimulationRun { simulation: Simulation::new(run), chunk_size, on_progress, signal })
    }

    /// Checks a `Simulator`'s constructor options (`{ seed? }`); throws `INVALID_OPTION`.
    #[wasm_bindgen(js_name = checkSimulatorOptions)]
    pub fn check_simulator_options(options: JsValue) -> JsResult<()> {
        input::options::simulator_seed(&options).map(|_| ())
    }

    /// The validated `onProgress` callback, or undefined.
    #[wasm_bindgen(getter, js_name = onProgress)]
    pub fn on_progress(&self) -> JsValue {
        self.on_progress.clone()
    }

    /// The validated `AbortSignal`, or undefined.
    #[wasm_bindgen(getter)]
    pub fn signal(&self) -> JsValue {
        self.signal.clone()
    }

    /// Games per chunk (`chunkSize`, default 100).
    #[wasm_bindgen(getter, js_name = chunkSize)]
    pub fn chunk_size(&self) -> u32 {
        self.chunk_size
    }

    /// Plays up to `maxGames` more games (default `chunkSize`; capped at the games left).
    /// `maxGames` is an integer from 1 to 1,000,000, the range of `chunkSize`, so that one
    /// call's work is bounded; anything else throws `INVALID_OPTION` and plays nothing.
    /// Returns true when the run is complete.
    pub fn step(&mut self, max_games: JsValue) -> JsResult<bool> {
        let max = input::count(&max_games, "maxGames", SimulationOptions::CHUNK_SIZE, self.chunk_size)?;
        self.simulation.step(u64::from(max));
        Ok(self.simulation.is_done())
    }

    /// True once every game has been played.
    #[wasm_bindgen(getter)]
    pub fn done(&self) -> bool {
        self.simulation.is_done()
    }

    /// The running totals, `SimulationProgress` (SPEC §5).
    #[wasm_bindgen(getter)]
    pub fn progress(&self) -> JsResult<JsValue> {
        let p = self.simulation.progress();
        object(&ProgressAnswer { completed: count(p.completed), total: count(p.total), x_wins: count(p.x_wins), o_wins: count(p.o_wins), draws: count(p.draws) })
    }

    /// The totals so far, `SimulationResult` (SPEC §5, §7.4).
    #[wasm_bindgen(getter)]
    pub fn result(&self) -> JsResult<JsValue> {
        let r = self.simulation.result();
        object(&ResultAnswer {
            x_wins: count(r.x_wins),
            o_wins: count(r.o_wins),
            draws: count(r.draws),
            total_games: count(r.total_games),
            avg_moves: r.avg_moves,
            lengths: r.lengths.map(count),
        })
    }
}

/// `SimulationProgress` field for field (counts as exact JS numbers, [`wire::count`]).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ProgressAnswer {
    completed: f64,
    total: f64,
    x_wins: f64,
    o_wins: f64,
    draws: f64,
}

/// `SimulationResult` field for field.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ResultAnswer {
    x_wins: f64,
    o_wins: f64,
    draws: f64,
    total_games: f64,
    avg_moves: f64,
    lengths: [f64; 10],
}
