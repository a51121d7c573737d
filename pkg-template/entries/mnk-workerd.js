// web/mnk-workerd.js, bundled by esbuild with the m,n,k layer, for Cloudflare Workers (oxo-ai/mnk's
// "workerd" export condition). Workers forbid compiling WebAssembly from bytes, so the mnk module
// is imported as a .wasm module, which Workers hand over compiled, and instantiated on import.
import { initSync } from './oxo_ai_mnk.js';
import wasmModule from './oxo_ai_mnk_bg.wasm';

initSync({ module: wasmModule });

export * from './mnk.js';
