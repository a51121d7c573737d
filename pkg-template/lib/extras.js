// The JS layer of oxo-ai: the few things WebAssembly cannot provide by itself.
// No game rules live here; every rule, score and validation belongs to the Rust core.
//
// Written once as ESM. scripts/build.mjs copies it beside the web glue (web/extras.js) and
// esbuild makes the CommonJS copy (node/extras.cjs, scripts/cjs.mjs), so: imports only of its
// siblings (the wasm-bindgen glue ./oxo_ai.js, the generated ./wire.js, ./boundary.js, ./api.js, ./more.js),
// no top-level await or `import.meta` (CommonJS has neither), and no work at module load beyond
// defining values.

import { SimulationRun } from './more.js';
import { readSimulatorSeed } from './run-options.js';
import { play } from './compute-more.js';
import { DIFFICULTY, ERROR_CODE } from './wire.js';

/**
 * The engine's playing strengths: a runtime object whose values are the plain strings the
 * engine accepts, so `Difficulty.Hard` and `'hard'` are interchangeable (names from src/boundary/wire/names.rs).
 */
export const Difficulty = DIFFICULTY;

/** Every `code` an oxo-ai error carries, by name: `ErrorCode.GAME_OVER === 'GAME_OVER'` (src/boundary/wire/names.rs). */
export const ErrorCode = ERROR_CODE;

/**
 * Runs thousands of self-play games without freezing the page: the Rust `SimulationRun`
 * plays `chunkSize` games at a time and control returns to the event loop between chunks.
 */
export class Simulator {
  #defaults;

  /** `options.seed` applies to every run that gives no seed of its own. */
  constructor(options) {
    const seed = readSimulatorSeed(options);
    this.#defaults = seed === undefined ? undefined : { seed };
  }

  /**
   * Plays `options.games` games of `playerX` against `playerO`. Never throws synchronously:
   * bad options reject with a coded error, an abort rejects with `signal.reason`.
   */
  async run(options) {
    // What the reader validated: the caller's options object is not read again.
    const run = new SimulationRun(options, this.#defaults);
    return play(run, run);
  }
}
