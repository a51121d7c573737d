// Shared assertions for the package tests: how a rejected call must look (API reference "Errors") and a
// canary proving the wasm instance still answers after it.
import assert from 'node:assert/strict';

const CLASSES = { TypeError, RangeError, Error };

/** Fails on the signs of a trapped or poisoned wasm instance, whatever else was expected. */
export function assertNotTrap(err) {
  assert.ok(!(err instanceof WebAssembly.RuntimeError), `wasm trapped: ${err && err.stack}`);
  const msg = String(err && err.message);
  assert.doesNotMatch(msg, /Reflect\.get called on non-object/, 'raw Reflect.get error leaked');
  assert.doesNotMatch(msg, /recursive use of an object/, 'wasm object left borrowed');
  assert.doesNotMatch(msg, /unreachable|Module terminated|null pointer passed to rust/i, `wasm trapped: ${msg}`);
}

/**
 * Runs `fn`, which must throw an error of class `cls` ('TypeError' | 'RangeError' |
 * 'Error' | a list of them) carrying `code`, with a message matching every regex in
 * `mentions` (the offending value must be named). Returns the error.
 */
export function expectCode(fn, code, cls, mentions = []) {
  let thrown = null;
  let returned;
  try {
    returned = fn();
  } catch (err) {
    thrown = err;
  }
  assert.ok(thrown !== null, `expected ${code}, but the call returned ${inspectValue(returned)}`);
  assertNotTrap(thrown);
  assert.ok(thrown instanceof Error, `thrown value is not an Error: ${inspectValue(thrown)}`);
  assert.equal(typeof thrown.code, 'string', `err.code is not a string (message: ${thrown.message})`);
  assert.equal(thrown.code, code, `wrong code; message: ${thrown.message}`);
  const allowed = Array.isArray(cls) ? cls : [cls];
  assert.ok(allowed.includes(classOf(thrown)),
    `${code} must be a ${allowed.join(' or ')}, got ${classOf(thrown)} (name ${thrown.name}): ${thrown.message}`);
  assert.equal(typeof thrown.message, 'string');
  assert.ok(thrown.message.length > 0, 'empty message');
  for (const re of [].concat(mentions)) {
    assert.match(thrown.message, re, `the message should name the offending value (${re})`);
  }
  return thrown;
}

/** 'TypeError' | 'RangeError' | 'Error' | 'other', judged by the prototype chain. */
export function classOf(err) {
  if (err instanceof CLASSES.TypeError) return 'TypeError';
  if (err instanceof CLASSES.RangeError) return 'RangeError';
  if (err instanceof CLASSES.Error) {
    // Any other built-in subclass (SyntaxError, ReferenceError, WebAssembly.RuntimeError...)
    // is not the plain Error that API reference "Errors" names for the game-state codes.
    const builtins = [SyntaxError, ReferenceError, EvalError, URIError, WebAssembly.RuntimeError,
      WebAssembly.CompileError, WebAssembly.LinkError];
    return builtins.some((C) => err instanceof C) ? 'other' : 'Error';
  }
  return 'other';
}

export function inspectValue(v) {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

/** A position and its exact perfect-play ranking, to prove the instance still computes. */
const CANARY_BOARD = [['X', 'X', null], ['O', 'O', null], [null, null, null]];
const CANARY_RANKED = [
  { row: 0, col: 2, score: 1, depth: 1 },
  { row: 1, col: 2, score: 0, depth: 5 },
  { row: 2, col: 0, score: -0.5, depth: 2 },
  { row: 2, col: 2, score: -0.5, depth: 2 },
  { row: 2, col: 1, score: -0.5, depth: 2 },
];

/**
 * A known-good call on `engine` and on module functions of `api` still answers
 * correctly: used after every rejected call.
 */
export function assertStillWorks(api, engine) {
  try {
    assert.deepEqual(engine.bestMove(api.emptyBoard(), 'X'), { row: 1, col: 1 });
    assert.deepEqual(engine.rankedMoves(CANARY_BOARD, 'X'), CANARY_RANKED);
    assert.deepEqual(api.applyMove(api.emptyBoard(), { row: 2, col: 0 }, 'O'),
      [[null, null, null], [null, null, null], ['O', null, null]]);
    assert.equal(api.checkWin([['X', 'X', 'X'], [null, 'O', null], ['O', null, null]], 'X'), true);
    assert.deepEqual(api.getAvailableMoves(['X', 'O', 'X', 'O', 'X', 'O', 'O', 'X', null]), [{ row: 2, col: 2 }]);
  } catch (err) {
    assertNotTrap(err);
    throw err;
  }
}

/** `fn()` throws an error with this code, class and message (a RegExp or the exact text). */
export function refuses(fn, code, name, message) {
  assert.throws(fn, (e) => {
    assert.equal(e.code, code, e.message);
    if (name) assert.equal(e.name, name);
    if (typeof message === 'string') assert.equal(e.message, message);
    else if (message) assert.match(e.message, message);
    return true;
  });
}

/** What a call did: its value, or the class, name, code and message of what it threw. */
export async function outcome(call) {
  try {
    return { value: await call() };
  } catch (error) {
    if (!(error instanceof Error)) return { thrown: error };
    return { error: { class: classOf(error), name: error.name, code: error.code, message: error.message } };
  }
}
