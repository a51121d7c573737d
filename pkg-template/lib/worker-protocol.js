// What both sides of oxo-ai/worker share: errors as plain data, and Node's built-ins. The client
// (./worker.js) posts `{ id, op, target?, kind?, args }`, plain data its readers made; the worker
// (./worker-serve.js) answers `{ id, value, state? }`, `{ id, error }` or `{ id, progress }`, and
// stops a run on `{ cancel: id }`. Imports nothing; no work at load.

const CLASSES = { Error, TypeError, RangeError, SyntaxError, ReferenceError, EvalError, URIError };

/** An Error as plain data: its class, name, message and `code`. */
export function packError(error) {
  const cls = Object.keys(CLASSES).findLast((name) => error instanceof CLASSES[name]) ?? 'Error';
  const text = (v) => (typeof v === 'string' ? v : undefined);
  return { cls, name: text(error?.name), message: text(error?.message) ?? String(error), code: text(error?.code) };
}

/** The Error `packError` described: the same class, name, message and code. */
export function unpackError({ cls, name, message, code }) {
  const error = new (CLASSES[cls] ?? Error)(message);
  if (name !== undefined && error.name !== name) error.name = name;
  if (code !== undefined) error.code = code;
  return error;
}

/** A Node built-in module (Node, Bun, Deno), or a rejection elsewhere; process.getBuiltinModule is Node 20.16+. */
export function nodeBuiltin(name) {
  const builtin = globalThis.process?.getBuiltinModule;
  if (typeof builtin === 'function') return Promise.resolve(builtin(name));
  return import(/* webpackIgnore: true */ /* @vite-ignore */ name);
}
