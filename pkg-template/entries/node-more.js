// node/oxo_ai_more.cjs (bundled by esbuild with the more module's web glue): the more module
// instantiated when the file is required, which node/more-wasm.cjs does on the first call that
// needs it.
import { initSync } from './oxo_ai_more.js';
import { wasmBytes } from './node-read.js';

initSync({ module: wasmBytes('oxo_ai_more_bg.wasm', () => require('../web/oxo_ai_more_bg.wasm.b64.js')) });

export * from './oxo_ai_more.js';
