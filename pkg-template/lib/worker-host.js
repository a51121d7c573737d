// The worker of oxo-ai/worker: the main entry's computations (./compute.js)
// and oxo-ai/mnk's (./mnk-engine.js) on the plain data the calling thread's readers made, so
// answers and errors are the main entry's by construction. It compiles the page's own .wasm
// file (one URL, one download) and oxo-ai/mnk's on the first MnkEngine only; where a file cannot
// be read (Deno without read access), its inlined copy, by a URL bundlers leave alone.
// scripts/worker-build.mjs bundles it into one file, with the engine's twin loader.

import { initSync } from './oxo_ai.js';
import { compileFile } from './load.js';
import { decodeBase64 } from './base64.js';
import { engineOf } from './engine-wasm.js';
import {
  analysisOf, built, engineMove, engineRanked, engineRuleMove, iterationsOf, mergeOf, modelFor, play, reviewOfMoves, runOf, splitOf,
} from './compute.js';
import { mnkAnalysis, mnkEngineOf, mnkMove, mnkRanked, mnkSolution } from './mnk-engine.js';
import { loadMnk } from './mnk-wasm-worker.js';
import { serve } from './worker-serve.js';

/** The module at `url` (written where it is named, for bundlers to emit), else its inlined copy. */
function compileHere(url, inlined) {
  return compileFile(url).catch(async () => {
    const { default: text } = await import(/* webpackIgnore: true */ /* @vite-ignore */ new URL(inlined, url).href);
    return new WebAssembly.Module(decodeBase64(text));
  });
}

const ready = compileHere(new URL('./oxo_ai_bg.wasm', import.meta.url), './oxo_ai_bg.wasm.b64.js').then((module) => initSync({ module }));
const mnkModule = () => compileHere(new URL('./oxo_ai_mnk_bg.wasm', import.meta.url), './oxo_ai_mnk_bg.wasm.b64.js');

serve(ready, {
  AIEngine: {
    make: engineOf,
    bestMove: engineMove,
    rankedMoves: engineRanked,
    bestMoveWithRule: engineRuleMove,
    observe: (engine, result) => engine.observe(result),
    free: (engine) => engine.free(),
    state: (engine) => ({ lastIterations: iterationsOf(engine), skill: engine.skill() }),
  },
  GameAnalyzer: { make: (strict) => strict, analyze: analysisOf, free() {} },
  MnkEngine: {
    async make(rules, options) {
      await loadMnk(mnkModule);
      return { engine: mnkEngineOf(rules, options), rules };
    },
    bestMove: ({ engine, rules }, cells, p) => mnkMove(engine, rules, cells, p),
    solve: ({ engine, rules }, cells, p, budget) => mnkSolution(engine, rules, cells, p, budget),
    rankedMoves: ({ engine, rules }, cells, p, budget) => mnkRanked(engine, rules, cells, p, budget),
    analyze: ({ engine, rules }, cells, p) => mnkAnalysis(engine, rules, cells, p),
    free: ({ engine }) => engine.free(),
    state: ({ rules }) => ({ rules }),
  },
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
