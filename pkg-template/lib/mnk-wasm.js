// oxo-ai/mnk's WebAssembly module (README "Bigger boards") for browsers, bundlers and Deno: its own file, loaded
// when this module is first evaluated, as ./engine-wasm.js loads the engine's: on a page fetched
// and compiled (streaming) behind a top-level await, in a browser's worker scope read and
// compiled synchronously, so that importing never waits there (README "Loading"). Only ./mnk-engine.js
// imports it, so an app that never imports oxo-ai/mnk fetches none of it. Where the file cannot
// be fetched, the inlined copy (oxo_ai_mnk_bg.wasm.b64.js) is imported instead, loaded only
// then. Node's twin is node/mnk-wasm.cjs (pkg-template/entries/node/mnk-wasm.cjs).

import * as glue from './oxo_ai_mnk.js';
import { compileFile, compileFileSync } from './load.js';
import { decodeBase64 } from './base64.js';

/**
 * The module from its inlined base64 copy, loaded only when the file cannot be. Named as an asset
 * (`new URL`), which bundlers copy as it is, and imported by its URL: a literal import() makes Vite
 * wrap it in its preload helper, about 650 B gzip on every page (issue 36).
 */
async function compileInlined() {
  const { default: text } = await import(/* webpackIgnore: true */ /* @vite-ignore */ new URL('./oxo_ai_mnk_bg.wasm.b64.js', import.meta.url).href);
  return new WebAssembly.Module(decodeBase64(text));
}

const file = new URL('./oxo_ai_mnk_bg.wasm', import.meta.url);
glue.initSync({ module: compileFileSync(file) ?? await compileFile(file).catch(compileInlined) });

/** The mnk module's exports (its wasm-bindgen glue), ready. */
export function mnk() {
  return glue;
}
