// Where oxo-ai/worker's worker module is, for the client (./worker.js), as ESM: the exact
// `new Worker(new URL(…, import.meta.url), { type: 'module' })` expressions bundlers (Vite,
// webpack, Next.js) recognise to emit a worker chunk, and the same module's URL for Node's
// worker_threads. ./worker-place.cjs is its CommonJS twin for node/worker.cjs.

const HOST = './worker-host.js';
const INLINE_HOST = './worker-host-inline.js';

/**
 * A module Worker (browsers, Deno, Bun). Deno's worker takes the inlined module: it inherits
 * the app's permissions, often no read access to the .wasm file. Deno runs the package
 * unbundled, so its URL is written in a form bundlers do not follow: a browser build emits no
 * worker chunk carrying both modules inlined (webpack warned of its 297 KiB).
 */
export function moduleWorker() {
  if (typeof Deno === 'object') {
    const here = import.meta.url;
    return new Worker(new URL(INLINE_HOST, here), { type: 'module' });
  }
  return new Worker(new URL('./worker-host.js', import.meta.url), { type: 'module' });
}

/**
 * The worker module's URL for worker_threads (Node). Not the one-expression form above:
 * bundlers would take it for an asset and emit a second, unbundled copy.
 */
export function hostUrl() {
  const here = import.meta.url;
  return new URL(HOST, here);
}
