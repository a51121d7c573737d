// The worker side of oxo-ai/worker, shared by its two hosts: loading a module, and answering the
// client (./worker.js) on the plain data its readers made. No top-level await: bundlers make
// workers classic scripts.

import { nodeBuiltin, packError } from './worker-protocol.js';
import { compileFile } from './load.js';
import { decodeBase64 } from './base64.js';

/**
 * The module at `url`, else its inlined base64 copy `inlined` (a path beside `url`), imported by a
 * URL made at run time, which bundlers leave alone: for oxo-ai/worker's hosts, where a file
 * cannot be read (Deno without read access, an unbundled page without the file).
 */
export function compileFileOrInlined(url, inlined) {
  return compileFile(url).catch(async () => {
    const { default: text } = await import(/* webpackIgnore: true */ /* @vite-ignore */ new URL(inlined, url).href);
    return new WebAssembly.Module(decodeBase64(text));
  });
}

/**
 * Answers the client's messages once `ready` settles; listening at once, so no message is lost.
 * `kinds[kind]` holds `make(...made)`, the methods `(object, ...args)` and `state(object)` (the
 * getters the client mirrors); `functions[op](...args, { progress, signal })`. An engine that
 * cannot load is thrown from a task of its own, so the client sees the worker fail.
 */
export function serve(ready, kinds, functions) {
  const objects = new Map(); // id -> object
  const runs = new Map(); // call id -> AbortController
  let post;
  ready.catch((error) => setTimeout(() => {
    throw error;
  }));

  /** The reply to one message: `{ value }`, and a method's `state`. */
  async function perform({ id, op, kind, target, made, args }) {
    await ready;
    if (kind === undefined) {
      const controller = new AbortController();
      runs.set(id, controller);
      try {
        return { value: await functions[op](...args, { progress: (progress) => post({ id, progress }), signal: controller.signal }) };
      } finally {
        runs.delete(id);
      }
    }
    // An object is made on its first call here ('make' does only that): each call sends what its
    // constructor read, but a finalizer's 'free', which has nothing to free if the object was never made.
    const methods = kinds[kind];
    let object = objects.get(target);
    if (object === undefined && made === undefined) return { value: undefined };
    if (object === undefined) objects.set(target, (object = methods.make(...made)));
    if (op === 'make') return { value: undefined };
    if (op !== 'free') return { value: methods[op](object, ...args), state: methods.state?.(object) };
    objects.delete(target);
    return { value: methods.free(object) };
  }

  async function receive(message) {
    if (message.cancel !== undefined) return runs.get(message.cancel)?.abort();
    try {
      post({ id: message.id, ...(await perform(message)) });
    } catch (error) {
      post({ id: message.id, error: packError(error) });
    }
  }

  const listen = (port, on) => {
    post = (message) => port.postMessage(message);
    on(receive);
  };
  if (typeof self === 'object' && typeof self?.postMessage === 'function') {
    // A module Worker: browsers, Deno, Bun.
    listen(self, (f) => self.addEventListener('message', (event) => f(event.data)));
  } else {
    // Node's worker_threads.
    nodeBuiltin('node:worker_threads').then(({ parentPort }) => listen(parentPort, (f) => parentPort.on('message', f)));
  }
}
