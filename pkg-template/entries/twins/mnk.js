// The twin of ./mnk-wasm.js that the build bundles in its place where the module is instantiated
// by its importer (the workerd entry, oxo-ai/worker's mnk host): the same function, over the glue.

import * as glue from './oxo_ai_mnk.js';

/** The mnk module's exports (its wasm-bindgen glue), ready. */
export function mnk() {
  return glue;
}
