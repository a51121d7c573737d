// web/more-wasm.js's twin in the workerd entry: the more module as Workers compile it, on first use.
import * as glue from './oxo_ai_more.js';
import module from './oxo_ai_more_bg.wasm';

let ready = false;

/** The more module's exports, instantiated on the first call. */
export function more() {
  if (!ready) {
    glue.initSync({ module });
    ready = true;
  }
  return glue;
}
