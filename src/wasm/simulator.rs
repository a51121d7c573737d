//! `SimulationRun`: the resumable Rust run under the JS `Simulator` (SPEC §5). It validates
//! every run option, including the ones only the JS scheduler uses, so the JS layer decides
//! nothing itself.

use super::answer::object;
use super::error::{Failure, JsResult};
use super::read::describe;
use crate::error::ErrorCode;
use crate::input;
use crate::simulator::{Simulation, SimulationOptions, SimulationResult};
use crate::wire::{count, objects};
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
    /// The `seed` value that seeds the run (the options', the `Simulator`'s, or a fresh safe
    /// integer), which every part of a split run is given.
    seed: JsValue,
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
        let input::options::RunOptions { run, chunk_size, options, seed_value } = input::options::simulation(&options, &defaults)?;
        let seed = seed_value.unwrap_or_else(|| JsValue::from_f64(count(run.seed.0)));
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
        Ok(SimulationRun { simulation: Simulation::new(run), chunk_size, on_progress, signal, seed })
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

    /// How this run splits over `workers` (SPEC §7.5), for oxo-ai/worker's host: `{ seed, parts:
    /// [{ firstGame, games }] }`, each part a run of the same options with its range and `seed`;
    /// no parts when the run is best played whole.
    /// `workers`: an integer from 1 to 16 (absent: 1), else `INVALID_OPTION`.
    pub fn split(&self, workers: JsValue) -> JsResult<JsValue> {
        let workers = input::count(&workers, "workers", SimulationOptions::WORKERS, 1)?;
        let parts = self.simulation.options().split(self.chunk_size, workers);
        object(&SplitAnswer { seed: self.seed.clone(), parts: objects::parts(&parts) })
    }

    /// The result of a split run from its parts' results (`SimulationResult`s): the sums, and
    /// the exact mean from the summed lengths.
    pub fn merge(results: JsValue) -> JsResult<JsValue> {
        object(&objects::simulation_result(&SimulationResult::merge(&input::options::part_results(&results)?)))
    }

    /// True once every game has been played.
    #[wasm_bindgen(getter)]
    pub fn done(&self) -> bool {
        self.simulation.is_done()
    }

    /// The running totals, `SimulationProgress` (SPEC §5).
    #[wasm_bindgen(getter)]
    pub fn progress(&self) -> JsResult<JsValue> {
        object(&objects::progress(self.simulation.progress()))
    }

    /// The totals so far, `SimulationResult` (SPEC §5, §7.4).
    #[wasm_bindgen(getter)]
    pub fn result(&self) -> JsResult<JsValue> {
        object(&objects::simulation_result(&self.simulation.result()))
    }
}

/// `{ seed, parts }` of [`SimulationRun::split`]: the run's own `seed` value, as given.
#[derive(Serialize)]
struct SplitAnswer {
    #[serde(with = "serde_wasm_bindgen::preserve")]
    seed: JsValue,
    parts: Vec<objects::PartObject>,
}
