// web/entry-inline.js, bundled by esbuild with the JS layer (oxo-ai/inline, Next.js edge, Deno's
// worker, require(esm)): the module inlined as base64 and instantiated on import, so there is no
// init() to call and no top-level await anywhere in its graph.
import { initSync } from './oxo_ai.js';
import { decodeBase64 } from './base64.js';
import wasmBase64 from './oxo_ai_bg.wasm.b64.js';

initSync({ module: decodeBase64(wasmBase64) });

export * from './board.js';
export * from './formats.js';
export * from './api.js';
export * from './more.js';
export * from './extras.js';
