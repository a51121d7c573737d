// Where oxo-ai/worker's worker modules are, for the client (./worker.js), as ESM: the
// `new Worker(new URL(…, import.meta.url), { type: 'module' })` expressions bundlers (Vite,
// webpack, Next.js) recognise to emit a worker chunk, and their URLs for Node's worker_threads,
// written so that bundlers do not emit a second copy. ./worker-place.cjs is the CommonJS twin.

const HOSTS = ['./worker-host.js', './worker-mnk-host.js'];

/** A module Worker (browsers, Deno, Bun): the 3×3 engine's, or with `mnk` oxo-ai/mnk's. */
export function moduleWorker(mnk) {
  if (mnk) return new Worker(new URL('./worker-mnk-host.js', import.meta.url), { type: 'module' });
  return new Worker(new URL('./worker-host.js', import.meta.url), { type: 'module' });
}

/** The worker module's URL for worker_threads (Node). */
export function hostUrl(mnk) {
  const here = import.meta.url;
  return new URL(HOSTS[mnk ? 1 : 0], here);
}
