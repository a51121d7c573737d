// The worker of oxo-ai/worker's UltimateEngine: oxo-ai/ultimate's computations
// (./ultimate-engine.js), in a worker of its own, as ./worker-mnk-host.js is for MnkEngine.

import { initSync } from './oxo_ai_ultimate.js';
import { ultimateAnalysis, ultimateEngineOf, ultimateMove, ultimateRanked } from './ultimate-engine.js';
import { compileFileOrInlined, serve } from './worker-serve.js';

const ready = compileFileOrInlined(new URL('./oxo_ai_ultimate_bg.wasm', import.meta.url)).then((module) => initSync({ module }));

serve(ready, {
  UltimateEngine: {
    make: (rules, options) => ({ engine: ultimateEngineOf(rules, options), rules, strict: options.strict }),
    bestMove: ({ engine, strict }, ...args) => ultimateMove(engine, strict, ...args),
    rankedMoves: ({ engine, strict }, ...args) => ultimateRanked(engine, strict, ...args),
    analyze: ({ engine, strict }, ...args) => ultimateAnalysis(engine, strict, ...args),
    free: ({ engine }) => engine.free(),
    state: ({ engine, rules }) => ({ rules, lastPlayouts: engine.last_playouts() }),
  },
}, {});
