// The second WebAssembly module (docs/DESIGN.md, "Two wasm modules") for browsers, bundlers and
// Deno: its own file, loaded when this module is first evaluated, as ./engine-wasm.js loads the
// engine's: on a page fetched and compiled (streaming) behind a top-level await, in a browser's
// worker scope read and compiled synchronously, so that importing never waits there (SPEC §7.8).
// Only ./more.js imports it, and the package marks neither as having side effects, so a bundler
// includes it (and the .wasm file) only for an app that uses one of its names. Where the file cannot be fetched, the inlined copy (oxo_ai_more_bg.wasm.b64.js) is
// imported instead, a chunk loaded only then.
//
// scripts/build.mjs gives the other loaders their own twin of this module: Node's (a lazy
// require of node/oxo_ai_more.cjs), the inline entry's and the workerd entry's.

import * as glue from './oxo_ai_more.js';
import { compileFile, compileFileSync } from './load.js';
import { decodeBase64 } from './base64.js';

/** The module from its inlined base64 copy. */
async function compileInlined() {
  const { default: text } = await import('./oxo_ai_more_bg.wasm.b64.js');
  return new WebAssembly.Module(decodeBase64(text));
}

const file = new URL('./oxo_ai_more_bg.wasm', import.meta.url);
glue.initSync({ module: compileFileSync(file) ?? await compileFile(file).catch(compileInlined) });

/** The second module's exports (its wasm-bindgen glue), ready. */
export function more() {
  return glue;
}
