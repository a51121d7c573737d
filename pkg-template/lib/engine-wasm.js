// The package's WebAssembly module (every 3×3 feature) for browsers, bundlers and Deno: its own
// file, loaded when this module is first evaluated: on a page fetched and compiled (streaming)
// behind a top-level await, in a browser's worker scope read and compiled synchronously, so that
// importing never waits there (README "Loading"). Only ./api.js, ./more.js and ./compute-more.js import it,
// and the package marks none of them as having side effects, so a bundler includes it (and the
// .wasm file) only for an app that uses one of their classes: a page that calls only the board utilities and
// format converters fetches no WebAssembly (issue 36). Where the file cannot be
// fetched, the inlined copy (oxo_ai_bg.wasm.b64.js) is imported instead, loaded only then.
//
// scripts/build.mjs gives the other loaders a twin of this module (entries/twins/engine.js, over a glue
// their entry instantiates): Node's, the inline entry's, the workerd entry's and the worker's.
// Its exports are the classes' first calls, functions of its own: a bundler keeps this module's
// code where it keeps one of them, and drops the glue exports the app never reaches (`wasm()`,
// which hands out the glue's namespace and so keeps them all, only ./more.js and ./compute-more.js's
// review, inference and simulation call).

import * as glue from './oxo_ai.js';
import { thrown } from './words.js';
import { feedSeedText, readAnalyzerStrict, readEngineOptions } from './options.js';
import { compileFile, compileFileSync } from './load.js';
import { decodeBase64 } from './base64.js';

/**
 * The module from its inlined base64 copy, loaded only when the file cannot be. Named as an asset
 * (`new URL`), which bundlers copy as it is, and imported by its URL: a literal import() makes Vite
 * wrap it in its preload helper, about 650 B gzip on every page (issue 36).
 */
async function compileInlined() {
  const { default: text } = await import(/* webpackIgnore: true */ /* @vite-ignore */ new URL('./oxo_ai_bg.wasm.b64.js', import.meta.url).href);
  return new WebAssembly.Module(decodeBase64(text));
}

const file = new URL('./oxo_ai_bg.wasm', import.meta.url);
glue.initSync({ module: compileFileSync(file) ?? await compileFile(file).catch(compileInlined) });

/** The module's engine object for `AIEngine`'s options, read by ./options.js. */
export function newEngine(options) {
  return engineOf(readEngineOptions(options));
}

/** The module's engine object for options as read (on the calling thread, for oxo-ai/worker's host). */
export function engineOf({ slots, seedText }) {
  if (seedText !== undefined) feedSeedText(glue.seed_text, seedText);
  try {
    return new glue.Engine(slots);
  } catch (e) {
    throw thrown(e);
  }
}

/** `GameAnalyzer`'s `strict`: the analyzer's first call, so that a bundler keeps this loader with it. */
export function analyzerStrict(options) {
  return readAnalyzerStrict(options);
}

/** The module's exports (its wasm-bindgen glue), ready: ./more.js and ./compute-more.js call them. */
export function wasm() {
  return glue;
}
