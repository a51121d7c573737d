// The twin of ./engine-wasm.js that the build bundles in its place wherever an entry instantiates
// the engine itself (Node's entries, the inline, workerd and module-sync entries, the worker):
// the same functions, over the glue its entry has already instantiated.

import * as glue from './oxo_ai.js';
import { thrown } from './words.js';
import { feedSeedText, readAnalyzerStrict, readEngineOptions } from './options.js';

/** The module's engine object for `AIEngine`'s options, read by ./options.js. */
export function newEngine(options) {
  return engineOf(readEngineOptions(options));
}

/** The module's engine object for options as read (on the calling thread, for oxo-ai/worker's host). */
export function engineOf({ slots, seedText }) {
  if (seedText !== undefined) feedSeedText(glue.seed_text, seedText);
  try {
    return new glue.Engine(slots);
  } catch (e) {
    throw thrown(e);
  }
}

/** `GameAnalyzer`'s `strict`: the analyzer's first call, so that a bundler keeps this loader with it. */
export function analyzerStrict(options) {
  return readAnalyzerStrict(options);
}

/** The module's exports (its wasm-bindgen glue), ready: ./more.js's classes call them. */
export function wasm() {
  return glue;
}
