// oxo-ai/ultimate's WebAssembly module for browsers, bundlers and Deno: its own file, loaded as
// ./mnk-wasm.js loads the mnk module (the reasons are there). Only ./ultimate-engine.js imports
// it, so an app that never imports oxo-ai/ultimate fetches none of it. Node's twin is
// node/ultimate-wasm.cjs (pkg-template/entries/node/ultimate-wasm.cjs).

import * as glue from './oxo_ai_ultimate.js';
import { compileFile, compileFileSync } from './load.js';
import { decodeBase64 } from './base64.js';

/** The module from its inlined base64 copy, loaded only when the file cannot be. */
async function compileInlined() {
  const { default: text } = await import(/* webpackIgnore: true */ /* @vite-ignore */ new URL('./oxo_ai_ultimate_bg.wasm.b64.js', import.meta.url).href);
  return new WebAssembly.Module(decodeBase64(text));
}

const file = new URL('./oxo_ai_ultimate_bg.wasm', import.meta.url);
glue.initSync({ module: compileFileSync(file) ?? await compileFile(file).catch(compileInlined) });

/** The ultimate module's exports (its wasm-bindgen glue), ready. */
export function ultimate() {
  return glue;
}
