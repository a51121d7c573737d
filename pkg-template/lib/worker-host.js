// The worker of oxo-ai/worker in browsers, bundlers, Node and Bun. It compiles the module from
// the same .wasm file the page's entry fetches (./load.js: one URL, so one download per page,
// from the HTTP cache the second time) and carries no copy of it. Where the file cannot be read
// (an unbundled page without access to it), it imports the inline entry by a URL that bundlers
// leave alone.

import * as api from './api.js';
import * as extras from './extras.js';
import { initSync } from './oxo_ai.js';
import { compileFile } from './load.js';
import { serve } from './worker-serve.js';

/** The inline entry, named by a variable so that no bundler puts its copy in this worker. */
const INLINE_ENTRY = './entry-inline.js';

async function engine() {
  let module;
  try {
    module = await compileFile();
  } catch {
    // Not the one-expression `new URL(…, import.meta.url)`: bundlers would follow it.
    const here = import.meta.url;
    return import(/* webpackIgnore: true */ /* @vite-ignore */ new URL(INLINE_ENTRY, here).href);
  }
  initSync({ module });
  return { ...api, ...extras };
}

serve(engine());
