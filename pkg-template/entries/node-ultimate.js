// node/oxo_ai_ultimate.cjs (bundled by esbuild with the ultimate module's web glue): the module
// instantiated when the file is required, which node/ultimate-wasm.cjs does on the first UltimateEngine.
import { initSync } from './oxo_ai_ultimate.js';
import { wasmBytes } from './node-read.js';

initSync({ module: wasmBytes('oxo_ai_ultimate_bg.wasm', () => require('../web/oxo_ai_ultimate_bg.wasm.b64.js')) });

export * from './oxo_ai_ultimate.js';
