// The worker's twin of ./mnk-wasm.js, bundled into web/worker-host.js in its place: no top-level
// await (bundlers make workers classic scripts), so the host awaits loadMnk() before the first
// MnkEngine is made, and a worker that makes none never fetches oxo-ai/mnk's module.

import * as glue from './oxo_ai_mnk.js';

let loading;

/** Instantiates oxo-ai/mnk's module, from `compile()`'s promise, once. */
export function loadMnk(compile) {
  return (loading ??= compile().then((module) => glue.initSync({ module })));
}

/** The mnk module's exports (its wasm-bindgen glue), once loadMnk() has resolved. */
export function mnk() {
  return glue;
}
