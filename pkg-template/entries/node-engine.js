// Node's CommonJS layer (node/layer.cjs, bundled by esbuild with the JS layer and the web glue):
// the engine's module instantiated when the file is required.
import { initSync } from './oxo_ai.js';
import { wasmBytes } from './node-read.js';

initSync({ module: wasmBytes('oxo_ai_bg.wasm', () => require('../web/oxo_ai_bg.wasm.b64.js')) });

export * from './board.js';
export * from './formats.js';
export * from './api.js';
export * from './more.js';
export * from './extras.js';
