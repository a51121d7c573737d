//! `SimulationRun`: the resumable Rust run under the JS `Simulator` (API reference "Simulator"). The JS layer
//! reads every run option (and keeps its scheduler's own, `onProgress` and `signal`); the run
//! arrives as the slots of `wire::options`.

use alloc::vec::Vec;
use super::error::JsResult;
use crate::boundary::wire::{cold, count, options};
use crate::common::rng::Seed;
use crate::text::worded::InputError;
use crate::text::texts;
use crate::ttt::simulator::{Simulation, SimulationOptions, SimulationResult};
use wasm_bindgen::prelude::*;

/// A self-play run advanced explicitly with `step`; what `Simulator.run` drives between
/// yields to the event loop. Free it with `free()` when done.
#[wasm_bindgen]
pub struct SimulationRun {
    simulation: Simulation,
    chunk_size: u32,
}

#[wasm_bindgen]
impl SimulationRun {
    /// The run of `slots` (`wire::options::simulation`); a run with no seed draws a safe integer,
    /// so that a split run can name it to its parts.
    #[wasm_bindgen(constructor)]
    pub fn new(slots: &[f64]) -> JsResult<SimulationRun> {
        super::install_platform();
        let fresh = || Seed::from_entropy().map(|s| Seed(s.0 & Seed::MAX_INTEGER)).map_err(|e| InputError::of(&e));
        let (run, chunk_size) = options::simulation(slots, super::text_seed(), fresh)?;
        Ok(SimulationRun { simulation: Simulation::new(run), chunk_size })
    }

    /// The run's seed as a number: what the parts of a split run of a fresh seed are given.
    #[wasm_bindgen(getter)]
    pub fn seed(&self) -> f64 {
        count(self.simulation.options().seed.0)
    }

    /// Games per chunk (`chunkSize`, default 100).
    #[wasm_bindgen(getter, js_name = chunkSize)]
    pub fn chunk_size(&self) -> u32 {
        self.chunk_size
    }

    /// Plays up to `max_games` more games (capped at the games left); true when the run is complete.
    pub fn step(&mut self, max_games: u32) -> bool {
        self.simulation.step(u64::from(max_games));
        self.simulation.is_done()
    }

    /// How this run splits over `workers` (API reference "Off the main thread"): the parts (`cold::parts`), each a run
    /// of the same options with its range; none when the run is best played whole.
    pub fn split(&self, workers: u32) -> JsResult<Vec<f64>> {
        if !SimulationOptions::WORKERS.contains(&workers) {
            return Err(texts::NOT_FROM_READER.error(|w| {
                w.piece(texts::WORKERS);
            }));
        }
        Ok(cold::parts(&self.simulation.options().split(self.chunk_size, workers)))
    }

    /// The result of a split run from its parts' results (`wire::options::part_results`): the
    /// sums, and the exact mean from the summed lengths.
    pub fn merge(results: &[f64]) -> JsResult<Vec<f64>> {
        Ok(cold::simulation_result(&SimulationResult::merge(&options::part_results(results)?)))
    }

    /// True once every game has been played.
    #[wasm_bindgen(getter)]
    pub fn done(&self) -> bool {
        self.simulation.is_done()
    }

    /// The running totals, `SimulationProgress` (API reference "Simulator"), as `cold::progress` lays them out.
    #[wasm_bindgen(getter)]
    pub fn progress(&self) -> Vec<f64> {
        cold::progress(self.simulation.progress())
    }

    /// The totals so far, `SimulationResult` (API reference "Simulator"), as `cold::simulation_result` lays them out.
    #[wasm_bindgen(getter)]
    pub fn result(&self) -> Vec<f64> {
        cold::simulation_result(&self.simulation.result())
    }
}
