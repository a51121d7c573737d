// The message format of oxo-ai/worker: how the client (lib/worker.js, on the app's thread)
// hands the worker (lib/worker-host.js) the arguments of a call, and how errors come back.
// It decides no game rule: every argument reaches the package's main entry in the worker,
// which validates it exactly as it does on the main thread.
//
// Arguments are copied before they are posted, because the main entry accepts values that
// postMessage cannot carry or carries differently: Proxies of arrays (e.g. a Vue reactive
// board), class instances whose options are getters, functions (`onProgress`), AbortSignals,
// symbols, getters that throw, revoked Proxies. `encode` reads each value once, as the main
// entry would, into plain tagged arrays; `revive` (in the worker) rebuilds values that the main
// entry reads the same way: the same type, array length, properties, and the same exception
// from a property whose read threw. Limits (documented in the README): at most MAX_ITEMS
// elements of an array and MAX_KEYS properties of an object are copied, MAX_DEPTH levels deep.
//
// Imports nothing (both sides load it), so it also holds the one helper both sides need,
// `nodeBuiltin`; esbuild makes its CommonJS copy. No top-level await or `import.meta`, no work
// at load.

// An encoded value is a primitive as it is (undefined, null, boolean, number, bigint, string),
// or an array whose first item is one of these tags.
const SYMBOL = 0; //   [SYMBOL, description]
const CALLBACK = 1; // [CALLBACK, index]: a function; the call's callbacks[index]
const ARRAY = 2; //    [ARRAY, ref, length, items]
const OBJECT = 3; //   [OBJECT, ref, keys, values]
const REF = 4; //      [REF, ref]: an array or object encoded earlier in the same value (cycles)
const THROWS = 5; //   [THROWS, thrown]: reading this property threw `thrown`
const REVOKED = 6; //  [REVOKED]: a revoked Proxy
const HOSTILE = 7; //  [HOSTILE, thrown, ref]: an object whose properties could not be listed (ref -1: none)
const SIGNAL = 8; //   [SIGNAL, index, aborted]: an AbortSignal; the call's signals[index]
const ERROR = 9; //    [ERROR, packed]: an Error object (see packError)
const BINARY = 10; //  [BINARY, type name]: a typed array, DataView or ArrayBuffer
const DEEP = 11; //    [DEEP]: nested more than MAX_DEPTH levels down

export const MAX_ITEMS = 4096;
export const MAX_KEYS = 4096;
export const MAX_DEPTH = 32;

const tagOf = (v) => Object.prototype.toString.call(v).slice(8, -1);

/**
 * Encodes `value` for postMessage. Functions are appended to `context.callbacks` and
 * AbortSignals to `context.signals`, so the worker can call back and the client can forward
 * an abort. Never throws: whatever a getter or Proxy trap throws is encoded in its place.
 */
export function encode(value, context) {
  const refs = new Map();
  const walk = (v, depth) => {
    const type = typeof v;
    if (type === 'symbol') return [SYMBOL, v.description];
    if (type === 'function') {
      context.callbacks.push(v);
      return [CALLBACK, context.callbacks.length - 1];
    }
    if (type !== 'object' || v === null) return v;
    const seen = refs.get(v);
    if (seen !== undefined) return [REF, seen];
    if (depth > MAX_DEPTH) return [DEEP];
    let isArray;
    try {
      isArray = Array.isArray(v);
    } catch {
      return [REVOKED]; // Array.isArray throws only for a revoked Proxy
    }
    let tag = 'Array';
    try {
      if (!isArray) {
        if (typeof AbortSignal === 'function' && v instanceof AbortSignal) {
          context.signals.push(v);
          return [SIGNAL, context.signals.length - 1, v.aborted];
        }
        tag = tagOf(v);
        if (v instanceof Error || tag === 'Error' || tag === 'DOMException') return [ERROR, packError(v)];
        if (ArrayBuffer.isView(v) || tag === 'ArrayBuffer' || tag === 'SharedArrayBuffer') return [BINARY, tag];
      }
    } catch (thrown) {
      return [HOSTILE, walk(thrown, depth + 1), -1];
    }
    const ref = refs.size;
    refs.set(v, ref);
    const read = (key) => {
      try {
        return walk(v[key], depth + 1);
      } catch (thrown) {
        return [THROWS, walk(thrown, depth + 1)];
      }
    };
    try {
      if (isArray) {
        const length = v.length;
        const count = Number.isSafeInteger(length) && length > 0 ? Math.min(length, MAX_ITEMS) : 0;
        const items = [];
        for (let i = 0; i < count; i += 1) items.push(read(i));
        return [ARRAY, ref, walk(length, depth + 1), items];
      }
      const keys = Reflect.ownKeys(v).filter((k) => typeof k === 'string');
      if (tag === 'Object') {
        // A class instance's options may be getters on its prototype: the main entry reads them.
        const own = new Set(keys);
        for (let p = Object.getPrototypeOf(v); p !== null && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
          for (const k of Reflect.ownKeys(p)) {
            if (typeof k === 'string' && !own.has(k) && typeof Object.getOwnPropertyDescriptor(p, k).get === 'function') {
              own.add(k);
              keys.push(k);
            }
          }
        }
      }
      keys.length = Math.min(keys.length, MAX_KEYS);
      return [OBJECT, ref, keys, keys.map(read)];
    } catch (thrown) {
      return [HOSTILE, walk(thrown, depth + 1), ref];
    }
  };
  return walk(value, 0);
}

/**
 * Rebuilds an encoded value in the worker. `hooks.callback(index)` returns the function that
 * stands for the call's callbacks[index]; `hooks.signal(index, aborted)` the AbortSignal that
 * stands for signals[index].
 */
export function revive(encoded, hooks) {
  const refs = [];
  const walk = (e) => {
    if (!Array.isArray(e)) return e;
    switch (e[0]) {
      case SYMBOL: return Symbol(e[1]);
      case CALLBACK: return hooks.callback(e[1]);
      case REF: return refs[e[1]];
      case REVOKED: {
        const { proxy, revoke } = Proxy.revocable({}, {});
        revoke();
        return proxy;
      }
      case HOSTILE: {
        const thrown = walk(e[1]);
        const fail = () => {
          throw thrown;
        };
        const proxy = new Proxy({}, {
          get: fail, has: fail, ownKeys: fail, getOwnPropertyDescriptor: fail, getPrototypeOf: fail,
        });
        if (e[2] >= 0) refs[e[2]] = proxy;
        return proxy;
      }
      case SIGNAL: return hooks.signal(e[1], e[2]);
      case ERROR: return unpackError(e[1]);
      case BINARY: {
        const C = globalThis[e[1]];
        if (e[1] === 'DataView') return new DataView(new ArrayBuffer(0));
        return typeof C === 'function' ? new C(0) : {};
      }
      case DEEP: return {};
      case ARRAY: {
        const array = [];
        refs[e[1]] = array;
        e[3].forEach((item, i) => define(array, i, item));
        const length = walk(e[2]);
        if (Number.isInteger(length) && length >= 0 && length < 2 ** 32) {
          array.length = length;
          return array;
        }
        // A Proxy of an array whose `length` is not an array length: keep what it said.
        return new Proxy(array, { get: (t, k, r) => (k === 'length' ? length : Reflect.get(t, k, r)) });
      }
      case OBJECT: {
        const object = {};
        refs[e[1]] = object;
        e[2].forEach((key, i) => define(object, key, e[3][i]));
        return object;
      }
      default: throw new TypeError(`oxo-ai/worker: unknown encoded value ${e[0]}`);
    }
  };
  const define = (target, key, e) => {
    if (Array.isArray(e) && e[0] === THROWS) {
      const thrown = walk(e[1]);
      Object.defineProperty(target, key, {
        enumerable: true,
        configurable: true,
        get() {
          throw thrown;
        },
      });
    } else {
      Object.defineProperty(target, key, { value: walk(e), enumerable: true, configurable: true, writable: true });
    }
  };
  return walk(encoded);
}

/**
 * What the client may read of `args[index][key]` in encoded arguments: `{ value }` for a
 * primitive (undefined when absent), `{ callback }` for a function, else `{ kind }` naming it.
 */
export function encodedOption(args, index, key) {
  const object = Array.isArray(args) && args[0] === ARRAY ? args[3][index] : undefined;
  if (!Array.isArray(object) || object[0] !== OBJECT) return { value: undefined };
  const i = object[2].indexOf(key);
  if (i < 0) return { value: undefined };
  const e = object[3][i];
  if (!Array.isArray(e)) return { value: e };
  if (e[0] === CALLBACK) return { callback: e[1] };
  const kinds = { [SYMBOL]: 'a symbol', [ARRAY]: 'an array', [THROWS]: 'a getter that threw', [SIGNAL]: 'an AbortSignal' };
  return { kind: kinds[e[0]] ?? 'an object' };
}

/**
 * Takes an AbortSignal out of encoded arguments: when `args[index]` is an object whose `key` is
 * an AbortSignal, removes that key from the encoded object (the value it reaches in the worker
 * lacks it) and returns the signal's index in the call's `signals`; else -1 and `args` unchanged.
 * An AbortSignal is encoded without a ref, so no other part of the value refers to it.
 */
export function takeSignal(args, index, key) {
  const object = Array.isArray(args) && args[0] === ARRAY ? args[3][index] : undefined;
  if (!Array.isArray(object) || object[0] !== OBJECT) return -1;
  const i = object[2].indexOf(key);
  const e = i < 0 ? undefined : object[3][i];
  if (!Array.isArray(e) || e[0] !== SIGNAL) return -1;
  object[2].splice(i, 1);
  object[3].splice(i, 1);
  return e[1];
}

const ERROR_CLASSES = { Error, TypeError, RangeError, SyntaxError, ReferenceError, EvalError, URIError };

/** An Error as plain data: its class name, name, message and `code`. */
export function packError(error) {
  let cls = 'Error';
  for (const name of Object.keys(ERROR_CLASSES)) {
    if (error instanceof ERROR_CLASSES[name]) cls = name;
  }
  if (tagOf(error) === 'DOMException') cls = 'DOMException';
  const read = (key) => {
    try {
      const v = error[key];
      return typeof v === 'string' || typeof v === 'number' ? v : undefined;
    } catch {
      return undefined;
    }
  };
  return { cls, name: read('name'), message: read('message'), code: read('code') };
}

/** The Error `packError` described, of the same class, with the same name, message and code. */
export function unpackError(packed) {
  const message = packed.message === undefined ? '' : String(packed.message);
  let error;
  if (packed.cls === 'DOMException' && typeof DOMException === 'function') {
    error = new DOMException(message, packed.name);
  } else {
    error = new (ERROR_CLASSES[packed.cls] ?? Error)(message);
    if (packed.name !== undefined && error.name !== packed.name) error.name = packed.name;
  }
  if (packed.code !== undefined && !(packed.cls === 'DOMException')) error.code = packed.code;
  return error;
}

/** A Node built-in module (Node, Bun, Deno), or a rejection elsewhere. process.getBuiltinModule is Node 20.16+; older Node imports it. */
export function nodeBuiltin(name) {
  const builtin = globalThis.process?.getBuiltinModule;
  if (typeof builtin === 'function') return Promise.resolve(builtin(name));
  return import(/* webpackIgnore: true */ /* @vite-ignore */ name);
}
