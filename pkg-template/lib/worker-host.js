// The worker of oxo-ai/worker in browsers, bundlers, Node and Bun. It compiles the engine from
// the same .wasm file the page fetches (./load.js: one URL, so one download per page, from the
// HTTP cache the second time) and carries no copy of it; oxo-ai/mnk's module likewise, on the
// first MnkEngine (./mnk-wasm-worker.js). Where a file cannot be read (an unbundled page
// without access to it), it imports the inline entry by a URL that bundlers leave alone.
// scripts/worker-build.mjs bundles it into one file: no top-level await, which a classic worker
// script cannot have.

import * as api from './api.js';
import * as extras from './extras.js';
import * as more from './more.js';
import { MnkEngine } from './mnk-engine.js';
import { loadMnk } from './mnk-wasm-worker.js';
import { initSync } from './oxo_ai.js';
import { compileFile } from './load.js';
import { serve } from './worker-serve.js';

/** The inline entry, named by a variable so that no bundler puts its copy in this worker. */
const INLINE_ENTRY = './entry-inline.js';
/** oxo-ai/mnk's entry, likewise: where the mnk module's file cannot be read, its inlined copy. */
const MNK_ENTRY = './mnk.js';

function inlineEntry() {
  // Not the one-expression `new URL(…, import.meta.url)`: bundlers would follow it.
  const here = import.meta.url;
  return import(/* webpackIgnore: true */ /* @vite-ignore */ new URL(INLINE_ENTRY, here).href);
}

function mnkEntry() {
  const here = import.meta.url;
  return import(/* webpackIgnore: true */ /* @vite-ignore */ new URL(MNK_ENTRY, here).href);
}

/** oxo-ai/mnk's MnkEngine, its module loaded now (from the page's file, else the inlined copy). */
function mnk() {
  return loadMnk().then(() => ({ MnkEngine }), mnkEntry);
}

async function engine() {
  try {
    initSync({ module: await compileFile(new URL('./oxo_ai_bg.wasm', import.meta.url)) });
  } catch {
    return { exports: await inlineEntry(), mnk: mnkEntry };
  }
  return { exports: { ...api, ...more, ...extras }, mnk };
}

serve(engine());
