'use strict';
// Node's twin of web/more-wasm.js (pkg-template/lib/more-wasm.js), copied to node/ by the build:
// the more module's glue required (and its module compiled) on first use, so `require('oxo-ai')`
// compiles only the engine.
let glue;
/** The more module's exports, its glue loaded on the first call. */
exports.more = () => (glue ??= require('./oxo_ai_more.cjs'));
