// The worker's twin of ./more-wasm.js, bundled into web/worker-host.js in its place by
// scripts/worker-build.mjs: bundlers build workers as classic scripts (Vite's default format is
// iife), where a top-level await cannot be, so the host calls loadMore() and awaits it before the
// first call that needs the more module. It compiles the same .wasm file the page's more-wasm.js
// names: one URL, one download per page.

import * as glue from './oxo_ai_more.js';
import { compileFile } from './load.js';

/** Compiles and instantiates the more module; the host calls it once, when a call first needs it. */
export async function loadMore() {
  glue.initSync({ module: await compileFile(new URL('./oxo_ai_more_bg.wasm', import.meta.url)) });
}

/** The more module's exports (its wasm-bindgen glue), once loadMore() has resolved. */
export function more() {
  return glue;
}
