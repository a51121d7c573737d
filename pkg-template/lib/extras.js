// The JS layer of oxo-ai: the few things WebAssembly cannot provide by itself.
// No game rules live here; every rule, score and validation belongs to the Rust core.
//
// Written once as ESM. scripts/build.mjs copies it beside the web glue (web/extras.js) and
// esbuild makes the CommonJS copy (node/extras.cjs, scripts/cjs.mjs), so: imports only of its
// siblings (the wasm-bindgen glue ./oxo_ai.js, the generated ./wire.js, ./boundary.js, ./api.js, ./more.js),
// no top-level await or `import.meta` (CommonJS has neither), and no work at module load beyond
// defining values.

import { SimulationRun } from './more.js';
import { readSimulatorSeed } from './options.js';
import { DIFFICULTY, ERROR_CODE } from './wire.js';

/**
 * The engine's playing strengths: a runtime object whose values are the plain strings the
 * engine accepts, so `Difficulty.Hard` and `'hard'` are interchangeable (names from src/names.rs).
 */
export const Difficulty = DIFFICULTY;

/** Every `code` an oxo-ai error carries, by name: `ErrorCode.GAME_OVER === 'GAME_OVER'` (src/names.rs). */
export const ErrorCode = ERROR_CODE;

/**
 * Resolves on a later macrotask, so timers, input and rendering run between chunks.
 * `setImmediate` (Node, Bun) runs right after pending I/O and timers; `MessageChannel`
 * (browsers, Deno, workerd) is the soonest task a page can queue without the 4 ms clamp
 * that nested `setTimeout(0)` gets; `setTimeout` is the last resort.
 */
function yieldToEventLoop() {
  return new Promise((resolve) => {
    // Next.js's edge runtime defines setImmediate and MessageChannel as functions that throw,
    // so each way is tried in turn.
    if (typeof setImmediate === 'function') {
      try {
        setImmediate(resolve);
        return;
      } catch {
        // the next way
      }
    }
    if (typeof MessageChannel === 'function') {
      try {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
        return;
      } catch {
        // the next way
      }
    }
    setTimeout(resolve, 0);
  });
}

/** What an aborted run rejects with: the signal's reason, as `fetch` does. */
function abortReason(signal) {
  if (signal.reason !== undefined) return signal.reason;
  return new DOMException('This operation was aborted', 'AbortError');
}

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
    const run = new SimulationRun(options, this.#defaults);
    try {
      // What the reader validated; the caller's options object is not read again.
      const { onProgress, signal } = run;
      if (signal?.aborted) throw abortReason(signal);
      while (!run.done) {
        run.step(run.chunkSize);
        onProgress?.(run.progress);
        if (run.done) break;
        await yieldToEventLoop();
        if (signal?.aborted) throw abortReason(signal);
      }
      return run.result;
    } finally {
      run.free();
    }
  }
}
