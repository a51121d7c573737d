// The worker side of oxo-ai/worker, shared by its two hosts: a module's loading, and the proxy,
// which keeps objects by id and runs each call on what the calling thread read (./worker.js).
// `kinds[kind]` makes an object (`make(...args)`) and holds its methods, each
// `(object, ...args)`, and `state(object)`, the getters the client mirrors;
// `functions[name](...args, call)` are the free functions, `call` a run's `progress(value)` and
// `signal` (aborted when the client cancels). No top-level await: bundlers make workers classic
// scripts.

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
 * Answers the client's messages once `ready` (a promise) settles; the listener is in place at
 * once, so no message is lost meanwhile. An engine that cannot load is thrown from a task of its
 * own, so the client sees the worker fail (WORKER_FAILED).
 */
export function serve(ready, kinds, functions) {
  const objects = new Map(); // id -> { methods, object }
  const runs = new Map(); // call id -> AbortController
  let post;
  ready.catch((error) => setTimeout(() => {
    throw error;
  }));

  /** The reply to one message: `{ value }`, and a method's `state`. */
  async function perform({ id, op, target, kind, args }) {
    await ready;
    if (op === 'new') {
      // The client sends an object's calls only once this has answered.
      objects.set(target, { methods: kinds[kind], object: kinds[kind].make(...args) });
      return { value: undefined };
    }
    if (target === undefined) {
      const controller = new AbortController();
      runs.set(id, controller);
      try {
        return { value: await functions[op](...args, { progress: (progress) => post({ id, progress }), signal: controller.signal }) };
      } finally {
        runs.delete(id);
      }
    }
    const { methods, object } = objects.get(target);
    if (op === 'free') objects.delete(target);
    const value = methods[op](object, ...args);
    return op === 'free' ? { value } : { value, state: methods.state?.(object) };
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
