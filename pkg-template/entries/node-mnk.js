// node/oxo_ai_mnk.cjs (bundled by esbuild with the mnk module's web glue): the module
// instantiated when the file is required, which node/mnk-wasm.cjs does on the first MnkEngine.
import { initSync } from './oxo_ai_mnk.js';
import { wasmBytes } from './node-read.js';

initSync({ module: wasmBytes('oxo_ai_mnk_bg.wasm', () => require('../web/oxo_ai_mnk_bg.wasm.b64.js')) });

export * from './oxo_ai_mnk.js';
