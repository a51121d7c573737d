// Errors as plain data, for both sides of oxo-ai/worker. The client (./worker.js) posts
// `{ id, op, kind?, target?, made?, args }`; the worker (./worker-serve.js) answers `{ id, value,
// state? }`, `{ id, error }` or `{ id, progress }`, and stops a run on `{ cancel: id }`.

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
