'use strict';
// oxo-ai/ultimate for Node and Bun: one `exports.NAME = …` line per name, so that Node's CommonJS
// export lexer sees them all. Copied by scripts/build.mjs from pkg-template/entries/node/ultimate.cjs.
const layer = require('./ultimate-layer.cjs');

exports.UltimateEngine = layer.UltimateEngine;
exports.UltimateGame = layer.UltimateGame;
