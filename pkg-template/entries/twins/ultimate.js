// The twin of ./ultimate-wasm.js that the build bundles in its place where the module is
// instantiated by its importer (the workerd entry, oxo-ai/worker's ultimate host): the same
// function, over the glue.

import * as glue from './oxo_ai_ultimate.js';

/** The ultimate module's exports (its wasm-bindgen glue), ready. */
export function ultimate() {
  return glue;
}
