// The cheap boundary (issue 7, pkg-template/lib/boundary.js + src/wasm/boundary.rs) against
// the JsValue entry points it stands in front of. The package's exports take the fast path
// for plain arrays of null/undefined/one-character strings and fall back to the glue's
// entry points for everything else, so here every call is made both ways, the fast way
// through the package and the slow way through the glue directly (the superclass of the
// exported AIEngine and GameAnalyzer, and node/oxo_ai.cjs for the functions), and the
// outcomes must be identical: the same answer, or the same error class, code and message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as api from 'oxo-ai';
import * as oracle from './support/oracle.mjs';
import { classOf } from './support/check.mjs';

const require = createRequire(import.meta.url);
const glue = require(join(dirname(require.resolve('oxo-ai/package.json')), 'node', 'oxo_ai.cjs'));
const SlowEngine = Object.getPrototypeOf(api.AIEngine);
const SlowAnalyzer = Object.getPrototypeOf(api.GameAnalyzer);
const slowBestMove = (engine, b, p) => SlowEngine.prototype.bestMove.call(engine, b, p);
const slowRankedMoves = (engine, b, p) => SlowEngine.prototype.rankedMoves.call(engine, b, p);
const slowAnalyze = (analyzer, b, p) => SlowAnalyzer.prototype.analyze.call(analyzer, b, p);

/** An answer or an error, in a form that compares by value, key order included. */
function outcome(fn) {
  try {
    const value = fn();
    return { value: JSON.stringify(value) ?? String(value) };
  } catch (err) {
    return { error: `${classOf(err)} ${err && err.code}: ${err && err.message}` };
  }
}

function same(label, fast, slow) {
  const a = outcome(fast);
  const b = outcome(slow);
  if (a.value !== b.value || a.error !== b.error) {
    assert.fail(`${label}: fast ${JSON.stringify(a)} but slow ${JSON.stringify(b)}`);
  }
  return a;
}

/** Each operation, fast and slow, on one board value and one player value. */
function engines(seed) {
  const make = () => ({ hard: new api.AIEngine({ seed }), easy: new api.AIEngine({ difficulty: 'easy', seed }) });
  return { fast: make(), slow: make(), analyzer: new api.GameAnalyzer() };
}
function compareAll(label, e, board, player, move = { row: 1, col: 1 }) {
  same(`bestMove hard ${label}`, () => e.fast.hard.bestMove(board, player), () => slowBestMove(e.slow.hard, board, player));
  same(`bestMove easy ${label}`, () => e.fast.easy.bestMove(board, player), () => slowBestMove(e.slow.easy, board, player));
  same(`rankedMoves ${label}`, () => e.fast.hard.rankedMoves(board, player), () => slowRankedMoves(e.slow.hard, board, player));
  same(`analyze ${label}`, () => e.analyzer.analyze(board, player), () => slowAnalyze(e.analyzer, board, player));
  same(`checkWin ${label}`, () => api.checkWin(board, player), () => glue.checkWin(board, player));
  same(`applyMove ${label}`, () => api.applyMove(board, move, player), () => glue.applyMove(board, move, player));
  for (const f of ['getAvailableMoves', 'isBoardFull', 'isDraw', 'getWinner']) {
    same(`${f} ${label}`, () => api[f](board), () => glue[f](board));
  }
}

// The forms a board may take (SPEC §6), all read by the fast path.
const EMPTIES = [null, undefined, '', ' ', '.'];
function forms(s, k) {
  const empty = EMPTIES[k % EMPTIES.length];
  const mark = (ch) => (k % 2 ? ch.toLowerCase() : ch);
  const cells = [...s].map((ch) => (ch === '.' ? empty : mark(ch)));
  return [cells, [cells.slice(0, 3), cells.slice(3, 6), cells.slice(6, 9)]];
}

test('the package exports the boundary wrappers, over the glue', () => {
  assert.notEqual(api.AIEngine, glue.AIEngine);
  assert.equal(SlowEngine, glue.AIEngine);
  assert.equal(SlowAnalyzer, glue.GameAnalyzer);
  assert.ok(new api.AIEngine() instanceof glue.AIEngine);
  for (const f of ['checkWin', 'getAvailableMoves', 'applyMove', 'emptyBoard', 'isBoardFull', 'isDraw', 'getWinner']) {
    assert.notEqual(api[f], glue[f], f);
  }
  assert.deepEqual(api.emptyBoard(), glue.emptyBoard());
  assert.equal(JSON.stringify(api.emptyBoard()), JSON.stringify(glue.emptyBoard()));
});

test('plain boards take the fast path; anything else reaches the JsValue entry point once', (t) => {
  const calls = { bestMove: 0, rankedMoves: 0, analyze: 0 };
  for (const [Class, name] of [[SlowEngine, 'bestMove'], [SlowEngine, 'rankedMoves'], [SlowAnalyzer, 'analyze']]) {
    const original = Class.prototype[name];
    Class.prototype[name] = function counted(...args) {
      calls[name] += 1;
      return original.apply(this, args);
    };
    t.after(() => { Class.prototype[name] = original; });
  }
  const engine = new api.AIEngine({ seed: 1 });
  const analyzer = new api.GameAnalyzer();
  const board = oracle.toBoard('X...O....');
  engine.bestMove(board, 'X');
  engine.rankedMoves([...'X...O....'].map((c) => (c === '.' ? null : c)), 'X');
  analyzer.analyze(board, 'X');
  assert.deepEqual(calls, { bestMove: 0, rankedMoves: 0, analyze: 0 });
  assert.throws(() => engine.bestMove(board, 'O'), { code: 'WRONG_TURN' });
  assert.throws(() => engine.rankedMoves([[1, null, null], [null, null, null], [null, null, null]], 'X'), { code: 'INVALID_BOARD' });
  assert.throws(() => analyzer.analyze(board, 'XO'), { code: 'INVALID_PLAYER' });
  assert.deepEqual(calls, { bestMove: 1, rankedMoves: 1, analyze: 1 });
});

test('every board of 3^9, each player: same answers and errors both ways', () => {
  const e = engines(7);
  const all = oracle.allBoards();
  for (let k = 0; k < all.length; k += 1) {
    const s = all[k];
    const [flat, nested] = forms(s, k);
    const player = k % 3 === 0 ? 'O' : 'X';
    const move = { row: Math.floor((k % 9) / 3), col: k % 3 };
    compareAll(s, e, k % 4 === 0 ? flat : nested, player, move);
    compareAll(`${s} other player`, e, k % 4 === 0 ? nested : flat, oracle.opp(player), move);
  }
});

test('every one-character string as a cell and as the player (lone surrogates included)', () => {
  const e = engines(3);
  for (let code = 0; code < 0x10000; code += 1) {
    const ch = String.fromCharCode(code);
    const board = [[ch, null, null], [null, null, null], [null, null, null]];
    board[1][code % 3] = code % 2 ? 'O' : null;
    same(`cell U+${code.toString(16)}`, () => api.checkWin(board, 'X'), () => glue.checkWin(board, 'X'));
    same(`player U+${code.toString(16)}`, () => api.checkWin(oracle.toBoard('.........'), ch), () => glue.checkWin(oracle.toBoard('.........'), ch));
    // The slower operations on a sample, and on every character the tables could mention.
    if (code < 0x180 || code % 251 === 0 || (code >= 0xd7f0 && code <= 0xe010) || code >= 0xfff0) {
      compareAll(`cell U+${code.toString(16)}`, e, board, 'O');
      compareAll(`player U+${code.toString(16)}`, e, oracle.toBoard('X........'), ch);
    }
  }
});

test('values and shapes only the JsValue reader judges, and error paths through both', () => {
  const e = engines(11);
  const N = null;
  const E = [N, N, N];
  const throwing = (where) => {
    const row = [N, N, N];
    Object.defineProperty(row, where, { get() { throw new Error(`getter ${where}`); } });
    return row;
  };
  const proxy = new Proxy(['X', N, N, N, 'O', N, N, N, N], {});
  const throwingLength = new Proxy([E, E, E], { get(target, key) { if (key === 'length') throw new RangeError('no length'); return target[key]; } });
  const cells = ['X', 'O', 'x', 'o', ' ', '.', '', N, undefined, 'XX', 'X ', ' X', 'null', 'é', 'Ｘ', '\ud800', '\udfff',
    '\ud83d\ude00', 0, 1, 2, -0, NaN, true, false, 0n, 1n, Symbol('x'), {}, [], ['X'], () => 'X', new String('X'),
    Object('O'), { toString: () => 'X' }];
  const boards = [
    undefined, N, 42, 'X........', {}, [], [E, E], [E, E, E, E], [[N, N], E, E], [[N, N, N, N], E, E],
    Array(9), Array(3), [E, E, Array(3)], Array(10).fill(N), { length: 9 }, { 0: E, 1: E, 2: E, length: 3 },
    proxy, new Proxy([E, E, E], {}), throwingLength, [throwing(0), E, E], [E, throwing(2), E],
    Object.assign([N, N, N, N, N, N, N, N, N], { extra: 1 }),
  ];
  const players = ['X', 'O', 'x', 'o', '', ' ', 'XO', 'é', '\ud800', N, undefined, 0, 'X\u0000', new String('X'), Symbol('O'), {}];
  boards.forEach((b, i) => {
    for (const p of ['X', 'O', 'x', 5]) compareAll(`boards[${i}]`, e, b, p);
  });
  for (const c of cells) {
    for (const at of [0, 4, 8]) {
      const flat = [N, N, N, N, N, N, N, N, N];
      flat[at] = c;
      const nested = [flat.slice(0, 3), flat.slice(3, 6), flat.slice(6, 9)];
      compareAll(`cell ${typeof c} at ${at}`, e, flat, 'X');
      compareAll(`cell ${typeof c} at ${at} nested`, e, nested, 'X');
    }
  }
  for (const p of players) {
    compareAll(`player ${typeof p}`, e, oracle.toBoard('.........'), p);
    compareAll(`player ${typeof p}, bad board`, e, [[7, N, N], E, E], p);
  }
});

test('moves: the fast path reads numbers only and Rust judges them', () => {
  const e = engines(5);
  const board = oracle.toBoard('X...O....');
  const getter = { get row() { return 2; }, get col() { return 0; } };
  const throwingRow = { get row() { throw new Error('row'); }, col: 0 };
  const moves = [
    { row: 0, col: 1 }, { row: 0, col: 0 }, { row: 1, col: 1 }, { row: 2, col: 2 }, { row: -0, col: 2 },
    { row: 3, col: 0 }, { row: 0, col: -1 }, { row: 1.5, col: 0 }, { row: NaN, col: 0 }, { row: Infinity, col: 0 },
    { row: 2 ** 32, col: 0 }, { row: '1', col: 0 }, { row: 1 }, {}, { row: 1n, col: 0 }, { row: null, col: 0 },
    [1, 1], null, undefined, 4, 'a1', () => 1, getter, throwingRow, new Proxy({ row: 1, col: 2 }, {}),
    Object.create({ row: 2, col: 2 }),
  ];
  moves.forEach((m, i) => {
    for (const p of ['X', 'O', 'Z']) {
      same(`applyMove moves[${i}] ${p}`, () => api.applyMove(board, m, p), () => glue.applyMove(board, m, p));
    }
    same(`applyMove on a won board moves[${i}]`, () => api.applyMove(oracle.toBoard('XXXOO....'), m, 'O'),
      () => glue.applyMove(oracle.toBoard('XXXOO....'), m, 'O'));
  });
  compareAll('moves', e, board, 'O', { row: 2, col: 1 });
});

test('a getter that calls back into oxo-ai while its board is read', () => {
  const reentrant = () => {
    const flat = ['X', null, null, null, 'O', null, null, null, null];
    Object.defineProperty(flat, 8, { get() { api.checkWin(oracle.toBoard('OOO......'), 'O'); return 'X'; } });
    return flat;
  };
  const fast = new api.AIEngine({ seed: 2 });
  const slow = new api.AIEngine({ seed: 2 });
  same('bestMove', () => fast.bestMove(reentrant(), 'O'), () => slowBestMove(slow, reentrant(), 'O'));
  same('rankedMoves', () => fast.rankedMoves(reentrant(), 'O'), () => slowRankedMoves(slow, reentrant(), 'O'));
  same('checkWin', () => api.checkWin(reentrant(), 'X'), () => glue.checkWin(reentrant(), 'X'));
  same('getAvailableMoves', () => api.getAvailableMoves(reentrant()), () => glue.getAvailableMoves(reentrant()));
});

test('freed objects throw OBJECT_FREED both ways', () => {
  const board = oracle.toBoard('.........');
  const engine = new api.AIEngine();
  const analyzer = new api.GameAnalyzer();
  engine.free();
  analyzer.free();
  for (const b of [board, 42]) {
    same('bestMove', () => engine.bestMove(b, 'X'), () => slowBestMove(engine, b, 'X'));
    same('rankedMoves', () => engine.rankedMoves(b, 'X'), () => slowRankedMoves(engine, b, 'X'));
    same('analyze', () => analyzer.analyze(b, 'X'), () => slowAnalyze(analyzer, b, 'X'));
  }
  assert.throws(() => engine.bestMove(board, 'X'), { code: 'OBJECT_FREED' });
  assert.throws(() => analyzer.analyze(board, 'X'), { code: 'OBJECT_FREED' });
});

test('a seeded engine draws the same moves whichever path its calls take', () => {
  for (const difficulty of ['easy', 'medium', 'hard', 'mcts', 'expert']) {
    const fast = new api.AIEngine({ difficulty, seed: 'boundary', mctsIterations: 50 });
    const slow = new api.AIEngine({ difficulty, seed: 'boundary', mctsIterations: 50 });
    for (const s of oracle.allBoards().filter((_, i) => i % 97 === 0)) {
      for (const p of ['X', 'O']) {
        same(`${difficulty} ${s} ${p}`, () => fast.bestMove(oracle.toBoard(s), p), () => slowBestMove(slow, oracle.toBoard(s), p));
      }
    }
  }
});
