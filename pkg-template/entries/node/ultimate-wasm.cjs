'use strict';
// Node's twin of web/ultimate-wasm.js (pkg-template/lib/ultimate-wasm.js), copied to node/ by the
// build: oxo-ai/ultimate's glue required (and its module compiled) on first use.
let glue;
/** The ultimate module's exports, its glue loaded on the first call. */
exports.ultimate = () => (glue ??= require('./oxo_ai_ultimate.cjs'));
