// web/more-wasm.js's twin in the inline entry: the more module from its base64 copy, on first use.
import * as glue from './oxo_ai_more.js';
import { decodeBase64 } from './base64.js';
import text from './oxo_ai_more_bg.wasm.b64.js';

let ready = false;

/** The more module's exports, instantiated on the first call. */
export function more() {
  if (!ready) {
    glue.initSync({ module: decodeBase64(text) });
    ready = true;
  }
  return glue;
}
