'use strict';
// Node's twin of web/mnk-wasm.js (pkg-template/lib/mnk-wasm.js), copied to node/ by the build:
// oxo-ai/mnk's glue required (and its module compiled) on first use.
let glue;
/** The mnk module's exports, its glue loaded on the first call. */
exports.mnk = () => (glue ??= require('./oxo_ai_mnk.cjs'));
