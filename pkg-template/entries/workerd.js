// web/entry-workerd.js, bundled by esbuild with the JS layer, for Cloudflare Workers (the
// "workerd" export condition, which wrangler resolves first). Workers forbid compiling
// WebAssembly from bytes, so the module is imported as a .wasm module, which Workers hand over
// already compiled, and instantiated synchronously on import.
import { initSync } from './oxo_ai.js';
import wasmModule from './oxo_ai_bg.wasm';

initSync({ module: wasmModule });

export * from './board.js';
export * from './formats.js';
export * from './api.js';
export * from './more.js';
export * from './extras.js';
