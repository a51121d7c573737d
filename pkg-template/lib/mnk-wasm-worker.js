// The twin of ./mnk-wasm.js bundled into web/worker-mnk-host.js in its place: the glue that host
// instantiates itself (no top-level await: bundlers make workers classic scripts).

import * as glue from './oxo_ai_mnk.js';

/** The mnk module's exports (its wasm-bindgen glue), instantiated by the host before it serves. */
export function mnk() {
  return glue;
}
