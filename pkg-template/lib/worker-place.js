// Where oxo-ai/worker's worker modules are, as ESM (./worker-place.cjs is the CommonJS twin): the
// `new Worker(new URL(…, import.meta.url))` form bundlers emit a worker chunk for, and for Node a
// URL written so that bundlers emit no second copy.

/** A module Worker (browsers, Deno, Bun): the 3×3 engine's, or with `mnk` oxo-ai/mnk's. */
export function moduleWorker(mnk) {
  if (mnk) return new Worker(new URL('./worker-mnk-host.js', import.meta.url), { type: 'module' });
  return new Worker(new URL('./worker-host.js', import.meta.url), { type: 'module' });
}

/** The worker module's URL, for worker_threads (Node). */
export function hostUrl(mnk) {
  const here = import.meta.url;
  return new URL(mnk ? './worker-mnk-host.js' : './worker-host.js', here);
}
