// Node's CommonJS layer (node/layer.cjs, bundled by esbuild with the JS layer and the web glue):
// the engine's module read from ../web/ beside this package's node/ files and instantiated when
// the file is required. Inside a server bundle that moved the file (Next.js rewrites __dirname;
// esbuild's ES bundles have no fs), the base64 copy is required instead, which bundlers follow and
// plain Node never loads (docs/DESIGN.md, "The Node entry inside bundled servers").
import { initSync } from './oxo_ai.js';

let wasmBytes;
try {
  wasmBytes = require('fs').readFileSync(`${__dirname}/../web/oxo_ai_bg.wasm`);
} catch (error) {
  try {
    const inlined = require('../web/oxo_ai_bg.wasm.b64.js');
    wasmBytes = Buffer.from(typeof inlined === 'string' ? inlined : inlined.default, 'base64');
  } catch {
    throw error;
  }
}
initSync({ module: wasmBytes });

export * from './board.js';
export * from './formats.js';
export * from './api.js';
export * from './more.js';
export * from './extras.js';
