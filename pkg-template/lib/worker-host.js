// The worker of oxo-ai/worker's 3×3 classes: the main entry's computations (./compute.js) on the
// plain data the client's readers made, over the page's own .wasm file, else its inlined copy.

import { initSync } from './oxo_ai.js';
import { engineOf } from './engine-wasm.js';
import { analysisOf, engineMove, engineObserve, engineRanked, engineRuleMove, iterationsOf } from './compute.js';
import { built, mergeOf, modelFor, play, reviewOfMoves, runOf, splitOf } from './compute-more.js';
import { compileFileOrInlined, serve } from './worker-serve.js';

const ready = compileFileOrInlined(new URL('./oxo_ai_bg.wasm', import.meta.url)).then((module) => initSync({ module }));

serve(ready, {
  AIEngine: {
    make: engineOf,
    bestMove: engineMove,
    rankedMoves: engineRanked,
    bestMoveWithRule: engineRuleMove,
    observe: engineObserve,
    free: (engine) => engine.free(),
    state: (engine) => ({ lastIterations: iterationsOf(engine), skill: engine.skill() }),
  },
  GameAnalyzer: { make: (strict) => strict, analyze: analysisOf, free() {} },
}, {
  reviewGame: reviewOfMoves,
  inferOpponent: modelFor,
  /** How a run splits over `workers`: `{ seed, parts }`. */
  plan(read, workers) {
    const run = runOf(read);
    try {
      return splitOf(run, read, workers);
    } finally {
      run.free();
    }
  },
  /** A run (or a part of one) to its result, its progress relayed when the caller watches it. */
  run: (read, watched, call) => play(built(runOf(read)), { chunkSize: read.chunkSize, onProgress: watched ? call.progress : undefined, signal: call.signal }),
  merge: mergeOf,
});
