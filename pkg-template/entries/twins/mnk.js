// The twin of ./mnk-wasm.js that the build bundles in its place where an entry instantiates the
// mnk module itself (the workerd entry): the same function, over the glue the entry instantiated.

import * as glue from './oxo_ai_mnk.js';

/** The mnk module's exports (its wasm-bindgen glue), ready. */
export function mnk() {
  return glue;
}
