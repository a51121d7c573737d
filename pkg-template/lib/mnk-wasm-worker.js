// The worker's twin of ./mnk-wasm.js, bundled into web/worker-host.js in its place by
// scripts/worker-build.mjs: no top-level await (bundlers build workers as classic scripts), so
// the host calls loadMnk() and awaits it before the first MnkEngine is made. It compiles the same .wasm file the page's mnk-wasm.js names: one
// URL, one download per page, and none in a worker that makes no MnkEngine.

import * as glue from './oxo_ai_mnk.js';
import { compileFile } from './load.js';

/** Compiles and instantiates oxo-ai/mnk's module; the host calls it once, for the first MnkEngine. */
export async function loadMnk() {
  glue.initSync({ module: await compileFile(new URL('./oxo_ai_mnk_bg.wasm', import.meta.url)) });
}

/** The mnk module's exports (its wasm-bindgen glue), once loadMnk() has resolved. */
export function mnk() {
  return glue;
}
