'use strict';
// oxo-ai/mnk for Node and Bun: one `exports.NAME = …` line per name, so that Node's CommonJS export
// lexer sees them all. Copied by scripts/build.mjs from pkg-template/entries/node/mnk.cjs.
const layer = require('./mnk-layer.cjs');

exports.Games = layer.Games;
exports.MnkEngine = layer.MnkEngine;
exports.MnkGame = layer.MnkGame;
