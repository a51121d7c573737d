// The twin of ./engine-wasm.js that the build bundles in its place wherever an entry instantiates
// the engine itself (Node's entries, the inline, workerd and module-sync entries, the worker):
// the same two functions, over the glue its entry has already instantiated.

import { Engine, analyzer_strict } from './oxo_ai.js';

/** The module's engine object for `AIEngine`'s options. */
export function newEngine(options) {
  return new Engine(options);
}

/** `GameAnalyzer`'s `strict`, read by the module. */
export function analyzerStrict(options) {
  return analyzer_strict(options);
}
