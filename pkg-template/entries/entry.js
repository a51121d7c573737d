// The entry for browsers, bundlers and Deno (SPEC §7.8): the engine's WebAssembly module is its
// own file beside this one, found by `new URL(…, import.meta.url)` (which Vite, webpack, Turbopack
// and Rollup follow and emit as an asset). No init() to call:
// - on a page (and in Deno), it is compiled while it downloads (streaming), behind a top-level
//   await; where it cannot be fetched (a server that answers with an error or with HTML, a file:
//   URL without read access), the inlined copy (oxo_ai_bg.wasm.b64.js) is imported instead, a
//   separate chunk that a page downloads only then;
// - in a browser's worker scope it is read and compiled synchronously (load.js's
//   compileFileSync), so that importing never waits and the worker's first message reaches the
//   handler its app sets after the imports (SPEC §7.8). The await below is then never reached,
//   and a module whose await is not reached finishes evaluating within its task (docs/DESIGN.md,
//   "Importing in a worker never waits").
// For a bundle format without top-level await (a classic worker, Vite's default `iife` worker
// format), `oxo-ai/inline` (entry-inline.js) has none anywhere in its graph.
import { initSync } from './oxo_ai.js';
import { compileFile, compileFileSync } from './load.js';
import { decodeBase64 } from './base64.js';

/** The module from its inlined base64 copy, a chunk loaded only when the file cannot be. */
async function compileInlined() {
  const { default: text } = await import('./oxo_ai_bg.wasm.b64.js');
  return new WebAssembly.Module(decodeBase64(text));
}

const file = new URL('./oxo_ai_bg.wasm', import.meta.url);
initSync({ module: compileFileSync(file) ?? await compileFile(file).catch(compileInlined) });

export * from './board.js';
export * from './formats.js';
export * from './api.js';
export * from './more.js';
export * from './extras.js';
