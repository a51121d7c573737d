// The worker side of oxo-ai/worker, shared by its two hosts: it loads a module and answers the
// client's (./worker.js) `{ id, op, kind?, target?, made?, args }` with `{ id, value, state? }`, `{ id,
// error, code }` (the error cloned, its code beside it) or `{ id, progress }`; `{ cancel: id }` stops
// a run. No top-level await: bundlers make workers classic scripts.

import { compileFile } from './load.js';
import { decodeBase64 } from './base64.js';

/** The module at `url`, else its base64 copy at `url`.b64.js (Deno without read access, an unbundled page). */
export function compileFileOrInlined(url) {
  return compileFile(url).catch(async () => {
    const { default: text } = await import(/* webpackIgnore: true */ /* @vite-ignore */ `${url.href}.b64.js`);
    return new WebAssembly.Module(decodeBase64(text));
  });
}

/**
 * Answers the client's messages once `ready` settles, listening at once so none is lost.
 * `kinds[kind]` holds `make(...made)`, the methods `(object, ...args)` and `state(object)`, the
 * getters the client mirrors; `functions[op](...args, { progress, signal })`. An engine that
 * cannot load is thrown from a task of its own, so the client sees the worker fail.
 */
export function serve(ready, kinds, functions) {
  const objects = new Map(); // id -> object
  const runs = new Map(); // call id -> AbortController
  const port = typeof self === 'object' && typeof self?.postMessage === 'function' ? self : globalThis.process.getBuiltinModule('node:worker_threads').parentPort;
  ready.catch((error) => setTimeout(() => { throw error; }));

  async function perform({ id, op, kind, target, made, args }) {
    await ready;
    if (kind === undefined) {
      const controller = new AbortController();
      runs.set(id, controller);
      try {
        return { value: await functions[op](...args, { progress: (progress) => port.postMessage({ id, progress }), signal: controller.signal }) };
      } finally {
        runs.delete(id);
      }
    }
    // An object is made on its first call ('make' does only that). A finalizer's 'free' has no
    // `made`: an object never made has nothing to free.
    let object = objects.get(target);
    if (object === undefined && made === undefined) return { value: undefined };
    if (object === undefined) objects.set(target, (object = kinds[kind].make(...made)));
    if (op === 'make') return { value: undefined };
    if (op !== 'free') return { value: await kinds[kind][op](object, ...args), state: kinds[kind].state?.(object) };
    objects.delete(target);
    return { value: kinds[kind].free(object) };
  }

  port.addEventListener('message', async ({ data }) => {
    if (data.cancel !== undefined) return runs.get(data.cancel)?.abort();
    try {
      port.postMessage({ id: data.id, ...(await perform(data)) });
    } catch (error) {
      port.postMessage({ id: data.id, error, code: error?.code });
    }
  });
}
