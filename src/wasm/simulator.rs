//! `SimulationRun`: the resumable Rust run under the JS `Simulator` (SPEC §5). It validates
//! every run option, including the ones only the JS scheduler uses, so the JS layer decides
//! nothing itself.

use super::engine::{level_options, Reading};
use super::error::{fail, Failure, JsResult};
use super::read::{count as read_count, describe, name, option as read_option, options_object, seed as read_seed};
use crate::engine::EngineOptions;
use crate::error::ErrorCode;
use crate::rng::Seed;
use crate::simulator::{Simulation, SimulationOptions};
use crate::strategy::Difficulty;
use crate::wire;
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
        crate::clock::install(js_sys::Date::now);
        let default_seed = simulator_seed(&defaults)?;
        let wrong = |message: String| Failure::wrong_type(ErrorCode::InvalidOption, message);
        let Some(options) = options_object(&options, "simulation options")? else {
            let got = describe(&options);
            return Err(wrong(format!("simulation options must be an object with games, playerX and playerO, got {got}")));
        };
        let games = read_count(&required(&options, "games")?, "games", SimulationOptions::GAMES, 0)?;
        let (x, o) = (required(&options, "playerX")?, required(&options, "playerO")?);
        let count = |key, range, default| read_count(&read_option(&options, key)?, key, range, default);
        let mcts_iterations = count("mctsIterations", EngineOptions::MCTS_ITERATIONS, EngineOptions::DEFAULT_MCTS_ITERATIONS)?;
        let sides = EngineOptions { mcts_iterations, ..EngineOptions::default() };
        let (player_x, player_o) = (side(&x, "playerX", sides)?, side(&o, "playerO", sides)?);
        let first_game = count("firstGame", SimulationOptions::GAMES, 0)?;
        let chunk_size = count("chunkSize", SimulationOptions::CHUNK_SIZE, SimulationOptions::DEFAULT_CHUNK_SIZE)?;
        let seed = match read_seed(&read_option(&options, "seed")?)?.or(default_seed) {
            Some(seed) => seed,
            None => fail(Seed::from_entropy())?,
        };
        let on_progress = read_option(&options, "onProgress")?;
        if !on_progress.is_undefined() && !on_progress.is_function() {
            return Err(wrong(format!("onProgress must be a function, got {}", describe(&on_progress))));
        }
        let signal = read_option(&options, "signal")?;
        if !signal.is_undefined() && !signal.is_instance_of::<AbortSignal>() {
            return Err(wrong(format!("signal must be an AbortSignal, got {}", describe(&signal))));
        }
        let options = SimulationOptions { games: u64::from(games), player_x, player_o, seed, first_game: u64::from(first_game) };
        Ok(SimulationRun { simulation: Simulation::new(options), chunk_size, on_progress, signal })
    }

    /// Checks a `Simulator`'s constructor options (`{ seed? }`); throws `INVALID_OPTION`.
    #[wasm_bindgen(js_name = checkSimulatorOptions)]
    pub fn check_simulator_options(options: JsValue) -> JsResult<()> {
        simulator_seed(&options).map(|_| ())
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
        let max = read_count(&max_games, "maxGames", SimulationOptions::CHUNK_SIZE, self.chunk_size)?;
        self.simulation.step(u64::from(max));
        Ok(self.simulation.is_done())
    }

    /// True once every game has been played.
    #[wasm_bindgen(getter)]
    pub fn done(&self) -> bool {
        self.simulation.is_done()
    }

    /// The running totals as [`wire::progress`] lays them out.
    #[wasm_bindgen(getter)]
    pub fn progress(&self) -> Vec<f64> {
        wire::progress(self.simulation.progress())
    }

    /// The totals so far as [`wire::simulation_result`] lays them out.
    #[wasm_bindgen(getter)]
    pub fn result(&self) -> Vec<f64> {
        wire::simulation_result(&self.simulation.result())
    }
}

/// `options[key]`, which must be present.
fn required(options: &JsValue, key: &str) -> JsResult<JsValue> {
    let value = read_option(options, key)?;
    if value.is_undefined() {
        return Err(Failure::wrong_type(ErrorCode::InvalidOption, format!("{key} is required")));
    }
    Ok(value)
}

/// `playerX`/`playerO` (SPEC §5, §7.4): a difficulty name, or engine options without `seed`
/// and `strict`; `defaults` carries the run's `mctsIterations`.
fn side(value: &JsValue, key: &str, defaults: EngineOptions) -> JsResult<EngineOptions> {
    match options_object(value, key) {
        Ok(Some(options)) => level_options(&options, Reading::Side, defaults).map_err(|f| f.within(key)),
        _ => Ok(EngineOptions { difficulty: name(value, key, Difficulty::Hard)?, ..defaults }),
    }
}

fn simulator_seed(options: &JsValue) -> JsResult<Option<Seed>> {
    match options_object(options, "simulator options")? {
        Some(options) => read_seed(&read_option(&options, "seed")?),
        None => Ok(None),
    }
}
