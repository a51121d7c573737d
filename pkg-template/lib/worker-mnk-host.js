// The worker of oxo-ai/worker's MnkEngine: oxo-ai/mnk's computations (./mnk-engine.js). A worker
// of its own, so a page without an MnkEngine fetches none of it and a long search blocks no 3×3 call.

import { initSync } from './oxo_ai_mnk.js';
import { mnkAnalysis, mnkData, mnkEngineOf, mnkMove, mnkRanked, mnkSolution } from './mnk-engine.js';
import { compileFileOrInlined, serve } from './worker-serve.js';

const ready = compileFileOrInlined(new URL('./oxo_ai_mnk_bg.wasm', import.meta.url)).then((module) => initSync({ module }));

/** A method of the engine and its rules. */
const ruled = (compute) => ({ engine, rules }, ...args) => compute(engine, rules, ...args);

serve(ready, {
  MnkEngine: {
    make: (rules, options) => ({ engine: mnkEngineOf(rules, options), rules }),
    bestMove: ruled(mnkMove),
    solve: ruled(mnkSolution),
    rankedMoves: ruled(mnkRanked),
    analyze: ruled(mnkAnalysis),
    ready: ({ engine }) => mnkData(engine), free: ({ engine }) => engine.free(),
    state: ({ rules }) => ({ rules }),
  },
}, {});
