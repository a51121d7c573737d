// web/ultimate-workerd.js, bundled by esbuild with the Ultimate layer, for Cloudflare Workers
// (oxo-ai/ultimate's "workerd" export condition): the module imported as a .wasm module, which
// Workers hand over compiled, and instantiated on import.
import { initSync } from './oxo_ai_ultimate.js';
import wasmModule from './oxo_ai_ultimate_bg.wasm';

initSync({ module: wasmModule });

export * from './ultimate.js';
