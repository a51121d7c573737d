// Where oxo-ai/worker's worker module is, for the client (./worker.js), as ESM: the
// `new Worker(new URL(…, import.meta.url), { type: 'module' })` expression bundlers (Vite,
// webpack, Next.js) recognise to emit a worker chunk, and its URL for Node's worker_threads,
// written so that bundlers do not emit a second copy. ./worker-place.cjs is the CommonJS twin.

const HOST = './worker-host.js';

/** A module Worker (browsers, Deno, Bun). */
export function moduleWorker() {
  return new Worker(new URL('./worker-host.js', import.meta.url), { type: 'module' });
}

/** The worker module's URL for worker_threads (Node). */
export function hostUrl() {
  const here = import.meta.url;
  return new URL(HOST, here);
}
