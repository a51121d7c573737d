// Hostile input for every export of the package (API reference "Errors", issue 6): deterministic cases for
// getters, Proxies, frozen, sparse, subclassed and typed arrays, huge strings and bigints,
// and the step cap; then a seeded random fuzz of at least 100,000 calls across every exported
// function and method (clarityxo-ai's API, SimulationRun, Simulator, Game and getLegalMoves). Every
// call must return a valid value or throw an Error with a known string `code` (never a
// WebAssembly trap, never a non-Error, never OBJECT_FREED or INTERNAL_ERROR), and after every
// throw a known-good call must still answer correctly, on the module and on the object that
// threw, which must be unchanged. Where the fuzz knows the board is valid, a small oracle
// (support/oracle.mjs) checks the answer or the code too.
//
// OXO_FUZZ_SEED and OXO_FUZZ_CALLS override the seed and the number of calls, e.g. to replay
// a failure: the seed is printed first, and a failure prints the call that failed.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as oracle from './support/oracle.mjs';
import { assertNotTrap, classOf, inspectValue } from './support/check.mjs';
import { makeRng } from './support/seeded.mjs';

// The package is imported after a spy on `WebAssembly.Instance` is in place, only to read
// the size of the module's memory (which the package keeps private); nothing is changed.
const { api, memory } = await importWatchingMemory('oxo-ai');
const {
  AIEngine, GameAnalyzer, SimulationRun, Simulator, Game, Difficulty, emptyBoard, applyMove, checkWin,
  isBoardFull, isDraw, getAvailableMoves, getLegalMoves, opponent, getWinner, getWinningLine, toFlat,
  fromFlat, toOnChain, fromOnChain,
} = api;

async function importWatchingMemory(specifier) {
  const W = globalThis.WebAssembly;
  const Original = W.Instance;
  const instances = [];
  W.Instance = new Proxy(Original, {
    construct(target, args) {
      const instance = Reflect.construct(target, args);
      instances.push(instance);
      return instance;
    },
  });
  let module;
  try {
    module = await import(specifier);
  } finally {
    W.Instance = Original;
  }
  const memories = instances.map((i) => i.exports.memory).filter((m) => m instanceof W.Memory);
  return { api: module, memory: memories.length === 1 ? memories[0] : null };
}

// ---------------------------------------------------------------------------------------
// What a valid answer and a valid failure look like.

/** API reference "Errors" codes and the classes each may be thrown as. */
const CODE_CLASSES = {
  INVALID_BOARD: ['TypeError', 'RangeError'],
  INVALID_PLAYER: ['TypeError'],
  INVALID_MOVE: ['TypeError', 'RangeError'],
  INVALID_OPTION: ['TypeError', 'RangeError'],
  INVALID_SNAPSHOT: ['TypeError', 'RangeError'],
  IMPOSSIBLE_POSITION: ['Error'],
  WRONG_TURN: ['Error'],
  CELL_OCCUPIED: ['Error'],
  GAME_OVER: ['Error'],
};

/** A thrown value must be an Error with a known code, of the class API reference "Errors" gives it. */
function checkThrown(err) {
  assertNotTrap(err);
  if (!(err instanceof Error)) assert.fail(`threw a non-Error: ${inspectValue(err)}`);
  if (typeof err.code !== 'string') assert.fail(`an Error without a string code: ${err.stack}`);
  const classes = CODE_CLASSES[err.code];
  if (!classes) assert.fail(`unknown code ${err.code}: ${err.message}`);
  if (!classes.includes(classOf(err))) assert.fail(`${err.code} thrown as ${classOf(err)}: ${err.message}`);
  if (typeof err.message !== 'string' || err.message.length === 0) assert.fail(`${err.code} with an empty message`);
  return err.code;
}

const isCell = (v) => v === 'X' || v === 'O' || v === null;
const isPlayer = (v) => v === 'X' || v === 'O';
const isCoord = (v) => v === 0 || v === 1 || v === 2;
const isCount = (v) => Number.isSafeInteger(v) && v >= 0 && !Object.is(v, -0);

function checkBoard(b) {
  const ok = Array.isArray(b) && b.length === 3
    && b.every((row) => Array.isArray(row) && row.length === 3 && row.every(isCell));
  if (!ok) assert.fail(`not a canonical board: ${inspectValue(b)}`);
}

function checkMove(m) {
  if (!(m && typeof m === 'object' && isCoord(m.row) && isCoord(m.col))) assert.fail(`bad move: ${inspectValue(m)}`);
  assert.deepEqual(Object.keys(m).sort(), ['col', 'row']);
}

function checkMoves(list) {
  assert.ok(Array.isArray(list), `not a list of moves: ${inspectValue(list)}`);
  const seen = new Set();
  for (const m of list) {
    checkMove(m);
    const i = m.row * 3 + m.col;
    assert.ok(!seen.has(i), 'a cell listed twice');
    seen.add(i);
  }
}

function checkRanked(list) {
  assert.ok(Array.isArray(list) && list.length <= 9);
  checkMoves(list.map(({ row, col }) => ({ row, col })));
  for (const m of list) {
    assert.deepEqual(Object.keys(m).sort(), ['col', 'depth', 'row', 'score']);
    assert.ok(Number.isInteger(m.depth) && m.depth >= 1 && m.depth <= 9, `depth ${m.depth}`);
    assert.ok(m.score === 0 || Math.abs(Math.abs(m.score) - 1 / m.depth) < 1e-12, `score ${m.score}`);
  }
  for (let i = 1; i < list.length; i += 1) assert.ok(list[i - 1].score >= list[i].score, 'not best first');
}

function checkReport(r) {
  assert.deepEqual(Object.keys(r).sort(), ['bestMove', 'evaluation', 'explanation', 'threats']);
  assert.ok(['winning', 'losing', 'draw', 'neutral'].includes(r.evaluation), r.evaluation);
  if (r.evaluation === 'neutral') assert.equal(r.bestMove, null);
  else checkMove(r.bestMove);
  assert.ok(Array.isArray(r.threats));
  for (const t of r.threats) {
    assert.ok(isPlayer(t.player));
    assert.ok(['row', 'col', 'diag'].includes(t.direction));
    assert.ok(Number.isInteger(t.index) && t.index >= 0 && t.index <= (t.direction === 'diag' ? 1 : 2));
    checkMove(t.missingCell);
    assert.ok(t.type === 'win-in-1' || t.type === 'fork');
  }
  assert.ok(typeof r.explanation === 'string' && r.explanation.length > 0);
}

function checkProgress(p) {
  assert.deepEqual(Object.keys(p).sort(), ['completed', 'draws', 'oWins', 'total', 'xWins']);
  for (const v of Object.values(p)) assert.ok(isCount(v), `bad count ${v}`);
  assert.equal(p.xWins + p.oWins + p.draws, p.completed);
  assert.ok(p.completed <= p.total && p.total <= 1e9);
}

function checkResult(r) {
  assert.deepEqual(Object.keys(r).sort(), ['avgMoves', 'draws', 'lengths', 'oWins', 'totalGames', 'xWins']);
  for (const k of ['xWins', 'oWins', 'draws', 'totalGames']) assert.ok(isCount(r[k]), `bad ${k}`);
  assert.equal(r.xWins + r.oWins + r.draws, r.totalGames);
  if (r.totalGames === 0) assert.equal(r.avgMoves, 0);
  else assert.ok(r.avgMoves >= 5 && r.avgMoves <= 9, `avgMoves ${r.avgMoves}`);
}

// ---------------------------------------------------------------------------------------
// The canary: known-good calls with exact answers, run after every throw.

const N = null;
const CANARY_RANKED_BOARD = [['X', 'X', N], ['O', 'O', N], [N, N, N]];
const CANARY_RANKED = [
  { row: 0, col: 2, score: 1, depth: 1 },
  { row: 1, col: 2, score: 0, depth: 5 },
  { row: 2, col: 0, score: -0.5, depth: 2 },
  { row: 2, col: 2, score: -0.5, depth: 2 },
  { row: 2, col: 1, score: -0.5, depth: 2 },
];
// X took opposite corners, O the center: O must take an edge, or X forks.
const CANARY_REPORT_BOARD = [['X', N, N], [N, 'O', N], [N, N, 'X']];
const CANARY_REPORT = {
  evaluation: 'draw',
  bestMove: { row: 0, col: 1 },
  threats: [
    { player: 'X', direction: 'row', index: 0, missingCell: { row: 0, col: 2 }, type: 'fork' },
    { player: 'X', direction: 'row', index: 2, missingCell: { row: 2, col: 0 }, type: 'fork' },
  ],
  explanation: 'Play (0, 1) to stop X from forking at (0, 2) or (2, 0); with best play the game is a draw.',
};
// One empty cell, X to move: every level must answer (2, 2).
const ONE_MOVE_BOARD = [['X', 'O', 'X'], ['X', 'O', 'O'], ['O', 'X', N]];
const sharedAnalyzer = new GameAnalyzer();

function canary({ engine, analyzer, run, progressBefore, game, gameBefore } = {}) {
  try {
    const fresh = new AIEngine();
    assert.deepEqual(fresh.bestMove(emptyBoard(), 'X'), { row: 1, col: 1 });
    fresh.free();
    assert.deepEqual(sharedAnalyzer.analyze(CANARY_REPORT_BOARD, 'O'), CANARY_REPORT);
    assert.deepEqual(applyMove(emptyBoard(), { row: 2, col: 0 }, 'O'), [[N, N, N], [N, N, N], ['O', N, N]]);
    if (engine) {
      assert.deepEqual(engine.rankedMoves(CANARY_RANKED_BOARD, 'X'), CANARY_RANKED);
      assert.deepEqual(engine.bestMove(ONE_MOVE_BOARD, 'X'), { row: 2, col: 2 });
    }
    if (analyzer) assert.deepEqual(analyzer.analyze(CANARY_REPORT_BOARD, 'O'), CANARY_REPORT);
    if (run) {
      // Nothing half-applied: a rejected step played no game.
      assert.deepEqual(run.progress, progressBefore);
    }
    if (game) {
      // Nothing half-applied: a rejected move changed nothing.
      assert.deepEqual(game.toJSON(), gameBefore);
      checkMoves(game.legalMoves());
    }
  } catch (err) {
    assertNotTrap(err);
    throw err;
  }
}

/** Runs `fn`; a throw must be coded and is followed by the canary. Returns [value, code]. */
function attempt(fn, objects = {}) {
  let value;
  try {
    value = fn();
  } catch (err) {
    const code = checkThrown(err);
    canary(objects);
    return [undefined, code];
  }
  return [value, null];
}

// ---------------------------------------------------------------------------------------
// Deterministic cases.

const E = [N, N, N];
const BOARD_TAKERS = {
  applyMove: (b) => applyMove(b, { row: 0, col: 0 }, 'X'),
  checkWin: (b) => checkWin(b, 'X'),
  isBoardFull: (b) => isBoardFull(b),
  isDraw: (b) => isDraw(b),
  getAvailableMoves: (b) => getAvailableMoves(b),
  getWinner: (b) => getWinner(b),
  getWinningLine: (b) => getWinningLine(b),
  toFlat: (b) => toFlat(b),
  toOnChain: (b) => toOnChain(b),
  fromFlat: (b) => fromFlat(b),
  bestMove: (b) => new AIEngine({ seed: 1 }).bestMove(b, 'X'),
  rankedMoves: (b) => new AIEngine({ seed: 1 }).rankedMoves(b, 'X'),
  analyze: (b) => new GameAnalyzer().analyze(b, 'X'),
  getLegalMoves: (b) => getLegalMoves(b, 'O'),
  'new Game': (b) => new Game(b).toJSON(),
};

/** Each taker on `board`: either the same answer as on `plain`, or a coded throw. */
function worksOrThrows(board, plain, { mustWork = false, mustThrow = null } = {}) {
  for (const [name, call] of Object.entries(BOARD_TAKERS)) {
    if (name === 'fromFlat' && plain.length !== 9) continue;
    const [expected, expectedCode] = attempt(() => call(plain));
    const [value, code] = attempt(() => call(board));
    if (mustThrow) assert.equal(code, mustThrow, `${name}: expected ${mustThrow}, got ${code ?? inspectValue(value)}`);
    else if (mustWork) assert.equal(code, expectedCode, `${name}: threw ${code}`);
    if (code === null) assert.deepEqual(value, expected, name);
  }
}

const EMPTY_FLAT = [N, N, N, N, N, N, N, N, N];
const X_CENTER = [E, [N, 'X', N], E];

describe('exotic boards either work or throw with a code', () => {
  test('frozen arrays work', () => {
    const frozen = Object.freeze([Object.freeze([...E]), Object.freeze([N, 'X', N]), Object.freeze([...E])]);
    worksOrThrows(frozen, X_CENTER, { mustWork: true });
    worksOrThrows(Object.freeze([...EMPTY_FLAT]), EMPTY_FLAT, { mustWork: true });
    assert.ok(Object.isFrozen(frozen));
  });

  test('sparse arrays work: a hole reads as undefined, an empty cell', () => {
    // eslint-disable-next-line no-sparse-arrays
    worksOrThrows([[, , ,], [, 'X', ,], new Array(3)], X_CENTER, { mustWork: true });
    worksOrThrows(new Array(9), EMPTY_FLAT, { mustWork: true });
  });

  test('array subclasses work', () => {
    class Row extends Array {}
    const board = Row.from([Row.from(E), Row.from([N, 'X', N]), Row.from(E)]);
    assert.ok(board instanceof Row);
    worksOrThrows(board, X_CENTER, { mustWork: true });
  });

  test('a transparent Proxy of an array works; a Proxy of a plain object is not a board', () => {
    const proxy = (t) => new Proxy(t, {});
    worksOrThrows(proxy([proxy([...E]), proxy([N, 'X', N]), proxy([...E])]), X_CENTER, { mustWork: true });
    worksOrThrows(new Proxy({ length: 3, 0: E, 1: E, 2: E }, {}), X_CENTER, { mustThrow: 'INVALID_BOARD' });
  });

  test('a Proxy whose traps lie about the length is read consistently', () => {
    // Claims 9 entries over a 3-array: the missing entries read as undefined (empty).
    const liar = new Proxy([N, 'X', N], { get: (t, k) => (k === 'length' ? 9 : Reflect.get(t, k)) });
    worksOrThrows(liar, [N, 'X', N, N, N, N, N, N, N], { mustWork: true });
  });

  test('throwing getters and Proxy traps are INVALID_BOARD, naming what was thrown', () => {
    const row = [N, N, N];
    Object.defineProperty(row, 2, { get() { throw new Error('cell getter exploded'); } });
    worksOrThrows([E, E, row], X_CENTER, { mustThrow: 'INVALID_BOARD' });
    const err = attempt(() => checkWin([E, E, row], 'X'))[1];
    assert.equal(err, 'INVALID_BOARD');
    assert.throws(() => checkWin([E, E, row], 'X'), /cell getter exploded/);

    const trapping = (what) => new Proxy([...EMPTY_FLAT], {
      get(t, k) {
        if (k === what) throw new TypeError(`trap on ${String(k)}`);
        return Reflect.get(t, k);
      },
    });
    worksOrThrows(trapping('length'), EMPTY_FLAT, { mustThrow: 'INVALID_BOARD' });
    worksOrThrows(trapping('4'), EMPTY_FLAT, { mustThrow: 'INVALID_BOARD' });
    // A getter that throws a non-Error, and one that throws a Proxy whose traps throw too.
    const odd = [N, N, N];
    Object.defineProperty(odd, 0, { get() { throw 42; } }); // eslint-disable-line no-throw-literal
    worksOrThrows([odd, E, E], X_CENTER, { mustThrow: 'INVALID_BOARD' });
    const nasty = [N, N, N];
    const bomb = new Proxy({}, { get() { throw new Error('again'); } });
    Object.defineProperty(nasty, 1, { get() { throw bomb; } });
    worksOrThrows([E, nasty, E], X_CENTER, { mustThrow: 'INVALID_BOARD' });
  });

  test('a revoked Proxy is INVALID_BOARD', () => {
    const { proxy, revoke } = Proxy.revocable([...EMPTY_FLAT], {});
    revoke();
    worksOrThrows(proxy, EMPTY_FLAT, { mustThrow: 'INVALID_BOARD' });
    worksOrThrows([E, proxy, E], EMPTY_FLAT, { mustThrow: 'INVALID_BOARD' });
  });

  test('typed arrays, array-likes and boxed strings are not boards (INVALID_BOARD)', () => {
    for (const value of [new Uint8Array(9), new Float64Array(9), [new Uint8Array(3), E, E],
      { length: 9 }, 'X........', [new String('X'), N, N, N, N, N, N, N, N]]) {
      worksOrThrows(value, EMPTY_FLAT, { mustThrow: 'INVALID_BOARD' });
    }
    assert.equal(attempt(() => fromOnChain(new Uint8Array(9)))[1], 'INVALID_BOARD');
  });

  test('getters that return a different value on every read are read once per cell', () => {
    let reads = 0;
    const row = [N, N, N];
    Object.defineProperty(row, 1, { get() { reads += 1; return reads % 2 ? 'X' : 'Z'; } });
    assert.deepEqual(toFlat([E, row, E]), [N, N, N, N, 'X', N, N, N, N]);
    assert.equal(reads, 1);
  });
});

describe('nothing is half-applied', () => {
  test('a rejected bestMove does not advance the seeded generator', () => {
    const boom = [N, N, N];
    Object.defineProperty(boom, 2, { get() { throw new Error('late failure'); } });
    for (const difficulty of ['easy', 'medium', 'mcts']) {
      const [a, b] = [new AIEngine({ difficulty, seed: 7, mctsIterations: 50, strict: true }),
        new AIEngine({ difficulty, seed: 7, mctsIterations: 50, strict: true })];
      const rejected = [() => a.bestMove([E, E, boom], 'X'), () => a.bestMove(emptyBoard(), 'O'),
        () => a.bestMove([['O', 'O', N], E, E], 'X'), () => a.bestMove(emptyBoard(), 'x')];
      // (No canary on `a` itself here: its bestMove would draw from the generator.)
      for (const call of rejected) assert.notEqual(attempt(call)[1], null);
      let board = emptyBoard();
      let player = 'X';
      for (let ply = 0; ply < 9; ply += 1) {
        const [ma, mb] = [a.bestMove(board, player), b.bestMove(board, player)];
        assert.deepEqual(ma, mb, `${difficulty} ply ${ply}`);
        if (ma === null) break;
        board = applyMove(board, ma, player);
        player = opponent(player);
      }
    }
  });

  test('a rejected step plays nothing; the step cap is chunkSize\'s range, 1..1,000,000', () => {
    const run = new SimulationRun({ games: 2_000_000, playerX: 'easy', playerO: 'easy', seed: 3 });
    for (const bad of [0, -1, 1.5, NaN, Infinity, 1_000_001, 2 ** 32, 1e9, '10', 10n, null, {}]) {
      const before = run.progress;
      const [, code] = attempt(() => run.step(bad), { run, progressBefore: before });
      assert.equal(code, 'INVALID_OPTION', `step(${inspectValue(bad)})`);
    }
    assert.equal(run.step(1_000_000), false);
    assert.deepEqual(run.progress.completed, 1_000_000);
    assert.equal(run.step(1_000_000), true);
    checkResult(run.result);
    run.free();
  });

  test('a rejected constructor leaves its options object untouched', () => {
    const options = Object.freeze({ games: 5, playerX: 'easy', playerO: 'nope' });
    assert.equal(attempt(() => new SimulationRun(options))[1], 'INVALID_OPTION');
    assert.deepEqual(options, { games: 5, playerX: 'easy', playerO: 'nope' });
  });
});

describe('what a caller sizes is bounded', () => {
  // Megabytes the module's memory may grow by for a call that is given a huge value.
  const growth = (fn) => {
    const before = memory.buffer.byteLength;
    fn();
    return (memory.buffer.byteLength - before) / 2 ** 20;
  };

  test('the module memory was found', () => assert.ok(memory, 'no wasm memory seen'));

  test('a 100-million-character string is never copied into wasm memory', () => {
    const huge = 'X'.repeat(1e8);
    const wide = '\u4e00'.repeat(5e7);
    const calls = [
      () => opponent(huge), () => opponent(wide), () => checkWin([E, [N, wide, N], E], 'X'),
      () => fromFlat([huge, N, N, N, N, N, N, N, N]), () => new AIEngine({ difficulty: wide }),
      () => applyMove(emptyBoard(), { row: huge, col: 0 }, 'X'), () => fromOnChain([0, 0, 0, 0, huge, 0, 0, 0, 0]),
    ];
    for (const call of calls) {
      let code;
      const grew = growth(() => { code = attempt(call)[1]; });
      assert.notEqual(code, null);
      assert.ok(grew <= 1, `memory grew by ${grew} MiB`);
    }
    // Seeds are any string: hashed a piece at a time (a 50-million-character seed).
    const grew = growth(() => new AIEngine({ seed: wide, difficulty: 'easy' }).bestMove(emptyBoard(), 'X'));
    assert.ok(grew <= 1, `memory grew by ${grew} MiB`);
  });

  test('a string seed hashes exactly as its whole UTF-8 (goldens from the Rust core)', () => {
    // Each sequence is Easy playing itself, seeded with Seed::from_text on the whole string
    // natively (lone surrogates as U+FFFD); the facade reads these strings in 65,536-unit
    // pieces, with surrogate pairs across the piece boundaries.
    const game = (seed) => {
      const engine = new AIEngine({ difficulty: 'easy', seed });
      const moves = [];
      let board = emptyBoard();
      let player = 'X';
      for (let m = engine.bestMove(board, player); m; m = engine.bestMove(board, player)) {
        moves.push([m.row, m.col]);
        board = applyMove(board, m, player);
        player = opponent(player);
      }
      engine.free();
      return moves;
    };
    const pairs = `${'a'.repeat(65535)}\u{1F600}${'b'.repeat(65535)}\u{1F600}\ud800z`;
    assert.deepEqual(game(pairs), [[0, 1], [2, 0], [1, 0], [2, 1], [0, 2], [0, 0], [1, 2], [2, 2]]);
    const highHigh = `${'a'.repeat(65535)}\ud800\u{1F600}${'c'.repeat(70000)}`;
    assert.deepEqual(game(highHigh), [[1, 2], [0, 0], [0, 1], [1, 0], [2, 0], [2, 1], [1, 1], [0, 2], [2, 2]]);
    assert.deepEqual(game('\udc00x\ud800'), [[2, 1], [2, 0], [0, 2], [2, 2], [1, 1], [0, 0], [1, 2], [1, 0]]);
    assert.deepEqual(game('\u4e00'.repeat(3_000_000)), [[2, 2], [1, 2], [0, 1], [0, 0], [2, 0], [2, 1], [1, 0], [1, 1], [0, 2]]);
    assert.deepEqual(game(''), [[0, 2], [0, 0], [2, 1], [0, 1], [2, 2], [1, 0], [2, 0]]);
  });

  test('a bigint of 900,000 digits is compared, not printed', () => {
    const big = 1n << 3_000_000n; // 903,090 digits
    for (const call of [() => fromOnChain([0, 0, 0, 0, big, 0, 0, 0, 0]), () => opponent(big),
      () => new AIEngine({ seed: big }), () => checkWin([[big, N, N], E, E], 'X')]) {
      const t = Date.now();
      assert.notEqual(attempt(call)[1], null);
      assert.ok(Date.now() - t < 200, 'slow');
    }
    assert.throws(() => fromOnChain([0, 0, 0, 0, big, 0, 0, 0, 0]), /more than 38 digits/);
    assert.throws(() => fromOnChain([0, 0, 0, 0, 10n ** 38n - 1n, 0, 0, 0, 0]), /99999999999999999999999999999999999999n/);
  });

  test('the documented maximums are enforced', () => {
    const bad = [
      () => new AIEngine({ mctsIterations: 1_000_001 }),
      () => new SimulationRun({ games: 1e9 + 1, playerX: 'easy', playerO: 'easy' }),
      () => new SimulationRun({ games: 1, playerX: 'easy', playerO: 'easy', chunkSize: 1e6 + 1 }),
      () => new SimulationRun({ games: 1, playerX: 'easy', playerO: 'easy', mctsIterations: 1e6 + 1 }),
      () => new SimulationRun({ games: 1, playerX: 'easy', playerO: 'easy', seed: 2 ** 53 }),
    ];
    for (const call of bad) assert.equal(attempt(call)[1], 'INVALID_OPTION');
    const run = new SimulationRun({ games: 1e9, playerX: 'easy', playerO: 'easy', chunkSize: 1e6, mctsIterations: 1e6, seed: 2 ** 53 - 1 });
    assert.equal(run.chunkSize, 1e6);
    run.free();
  });
});

// ---------------------------------------------------------------------------------------
// The random fuzz.

const SEED = Number(process.env.OXO_FUZZ_SEED ?? 0x0c0ffee);
const CALLS = Number(process.env.OXO_FUZZ_CALLS ?? 120_000);

const SPECIAL_NUMBERS = [0, -0, 1, 2, 3, -1, -2, 0.5, 1.5, 2.5, 1 + Number.EPSILON, 0.1 + 0.2, NaN,
  Infinity, -Infinity, 8, 9, 10, 16, 17, 100, 1e6, 1e6 + 1, 999_999.5, 1e9, 1e9 + 1, 2 ** 31 - 1,
  2 ** 31, 2 ** 32 - 1, 2 ** 32, 2 ** 32 + 1, 2 ** 53 - 1, 2 ** 53, 2 ** 53 + 2, -(2 ** 53),
  Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, 1e300, -1e-300, 4.9e-324];
const STRINGS = ['X', 'O', 'x', 'o', '', ' ', '.', '-', 'XX', 'XO', ' X', 'X ', 'Y', 'null', 'undefined',
  '0', '1', '2', '1e3', 'NaN', 'hard', 'easy', 'medium', 'mcts', 'expert', 'Hard', 'EASY', 'MCTS',
  'impossible', 'constructor', 'toString', '__proto__', '\u0000', '\ud800', '\udfff', '😀', 'Ｘ', 'é',
  'X\u0000', 'x'.repeat(41), '\u4e00'.repeat(100), 'X........', '.........'];
const BIGINTS = [0n, 1n, 2n, 3n, -1n, -0n, 2n ** 53n, 2n ** 64n - 1n, 2n ** 64n + 1n, -(2n ** 63n), 10n ** 40n];
const KEYS = ['row', 'col', 'games', 'playerX', 'playerO', 'chunkSize', 'mctsIterations', 'seed',
  'difficulty', 'onProgress', 'signal', 'length', '0', '1', '2', '8', '9', 'x', 'then', 'valueOf',
  'toString', Symbol.iterator, Symbol.toPrimitive];
const DIFFICULTIES = ['easy', 'medium', 'hard', 'mcts', 'expert'];
const EMPTIES = [null, undefined, '', ' ', '.', '_', '-'];
const CELL_FORMS = { X: ['X', 'x'], O: ['O', 'o'] };

/** Everything the fuzz makes: `value`, plus `canon` (its notation) when it is a valid board. */
function makeFuzz(rng) {
  const made = new WeakSet();
  const noop = () => {};
  const functions = [noop, function named() { return 1; }, class K {}, async () => {}, Math.max,
    noop.bind(null), Symbol, Array];

  function exotic(depth) {
    switch (rng.int(14)) {
      case 0: {
        const target = anyValue(depth - 1);
        return new Proxy(target !== null && (typeof target === 'object' || typeof target === 'function') ? target : {}, {});
      }
      case 1: return new Proxy({}, { get() { throw new Error('proxy get trap'); } });
      case 2: return Object.defineProperty({}, rng.pick(KEYS), { get() { throw new RangeError('getter'); }, enumerable: true });
      case 3: return Object.freeze([anyValue(depth - 1), anyValue(depth - 1), anyValue(depth - 1)]);
      case 4: return new Array(rng.pick([3, 9, 2 ** 32 - 1, 17]));
      case 5: return new (class Sub extends Array {})(3);
      case 6: return rng.pick([new Uint8Array(9), new Int32Array(3), new Float64Array([NaN, 1, 2]), new ArrayBuffer(9), new DataView(new ArrayBuffer(4))]);
      case 7: return rng.pick([new Date(0), new Map([[0, 'X']]), new Set(['X']), /x/g, new Error('e'), new WeakMap(), Promise.resolve(1)]);
      case 8: return rng.pick([new String('X'), new Number(1), new Boolean(true), Object(1n), Object(Symbol('s'))]);
      case 9: return Object.create(null);
      case 10: { const { proxy, revoke } = Proxy.revocable({}, {}); revoke(); return proxy; }
      case 11: return rng.chance(0.5) ? AbortSignal.abort(rng.pick(['why', new Error('aborted'), undefined])) : new AbortController().signal;
      case 12: return { [Symbol.toPrimitive]() { throw new Error('toPrimitive'); }, valueOf() { return 1; }, toString() { return 'X'; } };
      default: return globalThis;
    }
  }

  function anyValue(depth = 2) {
    switch (rng.int(depth > 0 ? 12 : 9)) {
      case 0: return undefined;
      case 1: return null;
      case 2: return rng.chance(0.5);
      case 3: return rng.pick(SPECIAL_NUMBERS);
      case 4: return rng.chance(0.5) ? rng.int(21) - 5 : (rng.next() - 0.5) * 10 ** rng.int(20);
      case 5: return rng.pick(STRINGS);
      case 6: return rng.pick(BIGINTS);
      case 7: return rng.chance(0.5) ? Symbol('fuzz') : Symbol.iterator;
      case 8: return rng.pick(functions);
      case 9: return Array.from({ length: rng.int(11) }, () => anyValue(depth - 1));
      case 10: {
        const object = {};
        for (let i = rng.int(5); i > 0; i -= 1) object[rng.pick(KEYS)] = anyValue(depth - 1);
        return object;
      }
      default: return exotic(depth);
    }
  }

  /** A random reachable position: a random game, stopped anywhere (finished games too). */
  function reachable() {
    let s = '.........';
    let player = 'X';
    const plies = rng.int(10);
    for (let ply = 0; ply < plies && !oracle.isOver(s); ply += 1) {
      const empty = [...s].flatMap((c, i) => (c === '.' ? [i] : []));
      const i = rng.pick(empty);
      s = s.slice(0, i) + player + s.slice(i + 1);
      player = oracle.opp(player);
    }
    return s;
  }

  const randomNotation = () => Array.from({ length: 9 }, () => rng.pick(['.', '.', 'X', 'O'])).join('');

  /** `s` spelled as a JS board in any accepted form: nested or flat, any empty, any case. */
  function spell(s, wrap = (x) => x) {
    const cell = (c) => (c === '.' ? rng.pick(EMPTIES) : rng.pick(CELL_FORMS[c]));
    const cells = [...s].map(cell);
    if (rng.chance(0.3)) return wrap(cells);
    return wrap([0, 1, 2].map((r) => wrap(cells.slice(r * 3, r * 3 + 3))));
  }

  /** Containers that read like arrays: each keeps the board valid. */
  const wrappers = [
    (a) => a,
    (a) => Object.freeze(a),
    (a) => new Proxy(a, {}),
    (a) => { class Sub extends Array {} return Sub.from(a); },
    (a) => { const sparse = new Array(a.length); a.forEach((v, i) => { if (v != null || rng.chance(0.5)) sparse[i] = v; }); return sparse; },
  ];

  /** One corruption of a valid spelled board; the result may or may not still be valid. */
  function corrupt(board) {
    const b = Array.isArray(board) ? [...board] : board;
    const flat = b.length === 9;
    const at = rng.int(b.length);
    switch (rng.int(9)) {
      case 0: b[at] = anyValue(1); return b;
      case 1: if (!flat) { b[at] = [...b[at]]; b[at][rng.int(3)] = anyValue(1); } else b[at] = anyValue(1); return b;
      case 2: b.push(anyValue(1)); return b;
      case 3: b.pop(); return b;
      case 4: if (!flat) b[at] = [...b[at], anyValue(0)]; else b.splice(at, 1); return b;
      case 5: Object.defineProperty(b, at, { get() { throw new Error('cell getter'); } }); return b;
      case 6: return rng.pick([new Uint8Array(b.length), b.join(''), { ...b, length: b.length }, new Proxy(b, { get() { throw new Error('trap'); } })]);
      case 7: if (!flat) { b[at] = [...b[at]]; b[at].length = rng.pick([0, 2, 4]); } return b;
      default: b[at] = rng.pick(['Z', 0, 1, 'XX', '  ', new String('X'), 'X'.repeat(200), NaN, {}]); return b;
    }
  }

  /** A board-like value and its notation when it is certainly a valid board (else null). */
  function board() {
    const roll = rng.next();
    if (roll < 0.3) {
      const s = reachable();
      return { value: spell(s, rng.chance(0.8) ? wrappers[0] : rng.pick(wrappers)), canon: s };
    }
    if (roll < 0.45) {
      const s = randomNotation();
      return { value: spell(s), canon: s };
    }
    if (roll < 0.85) return { value: corrupt(spell(rng.chance(0.7) ? reachable() : randomNotation())), canon: null };
    return { value: anyValue(), canon: null };
  }

  function player(canon) {
    const roll = rng.next();
    if (roll < 0.75) return canon && rng.chance(0.7) ? oracle.sideToMove(canon) : rng.pick(['X', 'O']);
    if (roll < 0.9) return rng.pick(['x', 'o', 'Y', '', ' X', 'XO', new String('X'), null]);
    return anyValue();
  }

  /** A move and, when it is certainly valid, its cell index (else null). */
  function move(canon) {
    const roll = rng.next();
    if (roll < 0.75) {
      const empty = canon ? [...canon].flatMap((c, i) => (c === '.' ? [i] : [])) : [];
      const i = empty.length && rng.chance(0.8) ? rng.pick(empty) : rng.int(9);
      const m = { row: Math.floor(i / 3), col: i % 3 };
      if (rng.chance(0.1)) m.extra = anyValue(0);
      if (rng.chance(0.05)) return { value: Object.freeze(m), index: i };
      return { value: rng.chance(0.05) ? new Proxy(m, {}) : m, index: i };
    }
    if (roll < 0.9) {
      const m = { row: rng.int(3), col: rng.int(3) };
      m[rng.pick(['row', 'col'])] = rng.chance(0.5) ? rng.pick(SPECIAL_NUMBERS) : anyValue(0);
      return { value: m, index: isCoord(m.row) && isCoord(m.col) ? m.row * 3 + m.col : null };
    }
    return { value: anyValue(), index: null };
  }

  const validInt = (v, lo, hi) => typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;

  /** A seed: mostly valid (safe integers and strings), sometimes anything. */
  function seed() {
    const roll = rng.next();
    if (roll < 0.3) return undefined;
    if (roll < 0.6) return rng.int(1000);
    if (roll < 0.75) return rng.pick(STRINGS);
    return rng.chance(0.5) ? rng.pick(SPECIAL_NUMBERS) : anyValue(0);
  }

  /** `{ difficulty?, mctsIterations?, seed? }` or garbage; MCTS budgets kept small to run fast. */
  function engineOptions() {
    const roll = rng.next();
    if (roll < 0.15) return undefined;
    if (roll < 0.25) return anyValue();
    const o = {};
    if (rng.chance(0.8)) o.difficulty = rng.chance(0.8) ? rng.pick(DIFFICULTIES) : anyValue(0);
    if (rng.chance(0.5)) o.mctsIterations = rng.chance(0.6) ? 1 + rng.int(200) : rng.pick(SPECIAL_NUMBERS);
    if (rng.chance(0.7)) o.seed = seed();
    if (rng.chance(0.1)) o[rng.pick(KEYS)] = anyValue(0);
    if (validInt(o.mctsIterations, 201, 1e6)) o.mctsIterations = 1 + rng.int(200);
    return rng.chance(0.05) ? Object.freeze(o) : o;
  }

  /** Simulation options; valid-but-expensive values are shrunk so the run stays fast. */
  function runOptions({ maxGames = 300, hostile = true } = {}) {
    const roll = rng.next();
    if (roll < 0.1) return hostile ? anyValue() : rng.chance(0.5) ? anyValue(0) : exotic(1);
    const o = {};
    if (rng.chance(0.9)) o.games = rng.chance(0.7) ? rng.int(maxGames + 1) : rng.pick(SPECIAL_NUMBERS);
    for (const side of ['playerX', 'playerO']) {
      if (rng.chance(0.92)) o[side] = rng.chance(0.85) ? rng.pick(DIFFICULTIES) : anyValue(0);
    }
    if (rng.chance(0.3)) o.mctsIterations = rng.chance(0.6) ? 1 + rng.int(30) : rng.pick(SPECIAL_NUMBERS);
    if (rng.chance(0.4)) o.chunkSize = rng.chance(0.6) ? 1 + rng.int(100) : rng.pick(SPECIAL_NUMBERS);
    if (rng.chance(0.5)) o.seed = seed();
    // A callback that throws, or a signal whose `aborted` getter throws, rejects the run with
    // what it threw (the caller's own error), so neither is generated here.
    if (rng.chance(0.1)) o.onProgress = rng.chance(0.5) ? noop : rng.pick([0, 'f', null, {}, [], true]);
    if (rng.chance(0.05)) {
      o.signal = rng.pick([AbortSignal.abort('why'), AbortSignal.abort(), new AbortController().signal,
        {}, null, 1, 'signal', noop]);
    }
    if (validInt(o.mctsIterations, 31, 1e6)) o.mctsIterations = 1 + rng.int(30);
    if (validInt(o.games, maxGames + 1, 1e9)) o.games = rng.int(maxGames + 1);
    made.add(o);
    return o;
  }

  return { made, anyValue, exotic, board, player, move, seed, engineOptions, runOptions, validInt, reachable, spell };
}

/** The expected outcome of a referee check (getLegalMoves) on a valid board, by the oracle. */
function setupCode(s, player) {
  if (!isPlayer(player)) return 'INVALID_PLAYER';
  if (!oracle.isReachable(s)) return 'IMPOSSIBLE_POSITION';
  if (oracle.isOver(s)) return 'over';
  return oracle.sideToMove(s) === player ? null : 'WRONG_TURN';
}

/** The expected outcome of an engine or analyzer call (API reference "AIEngine": any board, either player). */
function engineCode(s, player) {
  if (!isPlayer(player)) return 'INVALID_PLAYER';
  return oracle.isOver(s) ? 'over' : null;
}

const flatOf = (s) => [...s].map((c) => (c === '.' ? null : c));
const nestedOf = (s) => oracle.toBoard(s);
const winnerOf = (s) => {
  const [x, o] = [oracle.hasLine(s, 'X'), oracle.hasLine(s, 'O')];
  return x && !o ? 'X' : o && !x ? 'O' : null;
};

/** The notation of a canonical board. */
const notationOf = (b) => b.flat().map((c) => c ?? '.').join('');
const firstLine = (s) => {
  const w = winnerOf(s);
  const line = w && oracle.LINES.find((l) => l.every((i) => s[i] === w));
  return line ? line.map(oracle.cellOf) : null;
};
const emptyCells = (s) => [...s].flatMap((c, i) => (c === '.' ? [oracle.cellOf(i)] : []));

/** A Game's getters agree with each other and with the oracle. */
function checkGame(game) {
  const board = game.board;
  checkBoard(board);
  const s = notationOf(board);
  assert.ok(oracle.isReachable(s), `a Game on an unreachable board: ${s}`);
  const over = oracle.isOver(s);
  assert.equal(game.status, oracle.hasLine(s, 'X') || oracle.hasLine(s, 'O') ? 'won' : over ? 'draw' : 'playing');
  assert.equal(game.toMove, over ? null : oracle.sideToMove(s));
  assert.equal(game.winner, winnerOf(s));
  assert.deepEqual(game.winningLine, firstLine(s));
  assert.deepEqual(game.legalMoves(), over ? [] : emptyCells(s));
  const history = game.history;
  checkMoves(history);
  const snapshot = game.toJSON();
  assert.deepEqual(Object.keys(snapshot).sort(), ['moves', 'start', 'version']);
  assert.equal(snapshot.version, 1);
  assert.ok(typeof snapshot.start === 'string' && /^[XO.]{9}$/.test(snapshot.start));
  assert.deepEqual(snapshot.moves, history);
  return s;
}

describe('seeded fuzz over every export', () => {
  test(`${CALLS} random calls: valid answers or coded errors, and the module keeps working`, async () => {
    console.log(`fuzz: seed ${SEED} (OXO_FUZZ_SEED), ${CALLS} calls (OXO_FUZZ_CALLS)`);
    const rng = makeRng(SEED);
    const fz = makeFuzz(rng);
    const counts = { calls: 0, ok: 0, threw: 0, awaitedRuns: 0, oracleChecks: 0 };
    const codes = {};
    const perFunction = {};
    const engines = [];
    const analyzers = [sharedAnalyzer];
    const runs = [];
    const games = [];
    const started = Date.now();

    /** One call: `fn` must answer `check`ed or throw coded; `expect` is the oracle's code. */
    const call = (name, fn, check, { objects, expect } = {}) => {
      counts.calls += 1;
      perFunction[name] = (perFunction[name] ?? 0) + 1;
      const [value, code] = attempt(fn, objects);
      if (code === null) {
        counts.ok += 1;
        check(value);
      } else {
        counts.threw += 1;
        codes[code] = (codes[code] ?? 0) + 1;
      }
      if (expect !== undefined) {
        counts.oracleChecks += 1;
        assert.equal(code, expect, `${name}: expected ${expect ?? 'an answer'}, got ${code ?? inspectValue(value)}`);
      }
      return [value, code];
    };

    const boardFunctions = [
      ['emptyBoard', 1, () => {
        const extra = fz.anyValue(0);
        call('emptyBoard', () => emptyBoard(extra), (b) => assert.deepEqual(b, [E, E, E]));
      }],
      ['applyMove', 3, () => {
        const { value, canon } = fz.board();
        const { value: m, index: i } = fz.move(canon);
        const p = fz.player(canon);
        let expect;
        if (canon && isPlayer(p) && i !== null) {
          expect = oracle.isOver(canon) ? 'GAME_OVER' : canon[i] !== '.' ? 'CELL_OCCUPIED' : null;
        }
        call('applyMove', () => applyMove(value, m, p), (b) => {
          checkBoard(b);
          if (canon && i !== null) assert.deepEqual(b, nestedOf(canon.slice(0, i) + p + canon.slice(i + 1)));
        }, { expect });
      }],
      ['checkWin', 1, () => {
        const { value, canon } = fz.board();
        const p = fz.player(canon);
        call('checkWin', () => checkWin(value, p), (r) => {
          assert.equal(typeof r, 'boolean');
          if (canon) assert.equal(r, oracle.hasLine(canon, p));
        }, { expect: canon && isPlayer(p) ? null : undefined });
      }],
      ['isBoardFull', 1, () => {
        const { value, canon } = fz.board();
        call('isBoardFull', () => isBoardFull(value), (r) => {
          assert.equal(typeof r, 'boolean');
          if (canon) assert.equal(r, oracle.isFull(canon));
        }, { expect: canon ? null : undefined });
      }],
      ['isDraw', 1, () => {
        const { value, canon } = fz.board();
        call('isDraw', () => isDraw(value), (r) => {
          assert.equal(typeof r, 'boolean');
          if (canon) assert.equal(r, oracle.isFull(canon) && !oracle.hasLine(canon, 'X') && !oracle.hasLine(canon, 'O'));
        }, { expect: canon ? null : undefined });
      }],
      ['getAvailableMoves', 1, () => {
        const { value, canon } = fz.board();
        call('getAvailableMoves', () => getAvailableMoves(value), (r) => {
          checkMoves(r);
          if (canon) assert.deepEqual(r, [...canon].flatMap((c, i) => (c === '.' ? [oracle.cellOf(i)] : [])));
        }, { expect: canon ? null : undefined });
      }],
      ['opponent', 1, () => {
        const p = fz.player(null);
        call('opponent', () => opponent(p), (r) => assert.equal(r, oracle.opp(p)), { expect: isPlayer(p) ? null : 'INVALID_PLAYER' });
      }],
      ['getWinner', 1, () => {
        const { value, canon } = fz.board();
        call('getWinner', () => getWinner(value), (r) => {
          assert.ok(isCell(r));
          if (canon) assert.equal(r, winnerOf(canon));
        }, { expect: canon ? null : undefined });
      }],
      ['getWinningLine', 1, () => {
        const { value, canon } = fz.board();
        call('getWinningLine', () => getWinningLine(value), (r) => {
          if (r !== null) {
            checkMoves(r);
            assert.equal(r.length, 3);
          }
          if (canon) {
            const w = winnerOf(canon);
            const line = w && oracle.LINES.find((l) => l.every((i) => canon[i] === w));
            assert.deepEqual(r, line ? line.map(oracle.cellOf) : null);
          }
        }, { expect: canon ? null : undefined });
      }],
      ['toFlat', 1, () => {
        const { value, canon } = fz.board();
        call('toFlat', () => toFlat(value), (r) => {
          assert.ok(Array.isArray(r) && r.length === 9 && r.every(isCell));
          if (canon) assert.deepEqual(r, flatOf(canon));
        }, { expect: canon ? null : undefined });
      }],
      ['fromFlat', 1, () => {
        const { value, canon } = rng.chance(0.5) ? fz.board() : { value: fz.anyValue(), canon: null };
        call('fromFlat', () => fromFlat(value), (r) => {
          checkBoard(r);
          if (canon) assert.deepEqual(r, nestedOf(canon));
        }, { expect: canon ? null : undefined });
      }],
      ['toOnChain', 1, () => {
        const { value, canon } = fz.board();
        call('toOnChain', () => toOnChain(value), (r) => {
          assert.ok(Array.isArray(r) && r.length === 9 && r.every((n) => n === 0 || n === 1 || n === 2));
          if (canon) assert.deepEqual(r, [...canon].map((c) => '.XO'.indexOf(c)));
        }, { expect: canon ? null : undefined });
      }],
      ['fromOnChain', 1, () => {
        let value;
        let canon = null;
        const roll = rng.next();
        if (roll < 0.4) {
          canon = fz.reachable();
          value = [...canon].map((c) => { const n = '.XO'.indexOf(c); return rng.chance(0.3) ? BigInt(n) : n; });
        } else if (roll < 0.8) {
          value = Array.from({ length: rng.chance(0.8) ? 9 : rng.int(12) }, () => (rng.chance(0.8) ? rng.int(3) : rng.chance(0.5) ? rng.pick(BIGINTS) : fz.anyValue(0)));
        } else value = fz.anyValue();
        call('fromOnChain', () => fromOnChain(value), (r) => {
          checkBoard(r);
          if (canon) assert.deepEqual(r, nestedOf(canon));
        }, { expect: canon ? null : undefined });
      }],
    ];

    const newEngine = () => {
      const options = fz.engineOptions();
      const [engine] = call('new AIEngine', () => new AIEngine(options), (e) => assert.ok(e instanceof AIEngine));
      if (engine) {
        if (engines.length >= 8) engines.splice(rng.int(engines.length), 1)[0].free();
        engines.push(engine);
      }
    };

    const engineFunctions = [
      ['new AIEngine', 2, newEngine],
      ['bestMove', 6, () => {
        if (engines.length === 0) return newEngine();
        const engine = rng.pick(engines);
        const { value, canon } = fz.board();
        const p = fz.player(canon);
        const expected = canon ? engineCode(canon, p) : undefined;
        call('AIEngine.bestMove', () => engine.bestMove(value, p), (m) => {
          // null once the game is over; the oracle knows when, for a board it can read.
          if (m === null) assert.ok(expected === undefined || expected === 'over', 'null for a game still on');
          else {
            checkMove(m);
            assert.notEqual(expected, 'over', 'a move in a finished game');
            if (canon) assert.equal(canon[m.row * 3 + m.col], '.');
          }
        }, { objects: { engine }, expect: expected === 'over' ? null : expected });
      }],
      ['rankedMoves', 4, () => {
        if (engines.length === 0) return newEngine();
        const engine = rng.pick(engines);
        const { value, canon } = fz.board();
        const p = fz.player(canon);
        const expected = canon ? engineCode(canon, p) : undefined;
        call('AIEngine.rankedMoves', () => engine.rankedMoves(value, p), (r) => {
          checkRanked(r);
          if (canon) assert.equal(r.length, expected === 'over' ? 0 : [...canon].filter((c) => c === '.').length);
        }, { objects: { engine }, expect: expected === 'over' ? null : expected });
      }],
      ['free', 1, () => {
        if (engines.length === 0) return newEngine();
        const engine = engines.splice(rng.int(engines.length), 1)[0];
        call('AIEngine.free', () => (rng.chance(0.5) || !Symbol.dispose ? engine.free() : engine[Symbol.dispose]()),
          (r) => assert.equal(r, undefined));
      }],
      ['new GameAnalyzer', 1, () => {
        const [a] = call('new GameAnalyzer', () => new GameAnalyzer(fz.anyValue(0)), (x) => assert.ok(x instanceof GameAnalyzer));
        if (a) {
          if (analyzers.length >= 4) analyzers.splice(1 + rng.int(analyzers.length - 1), 1)[0].free();
          analyzers.push(a);
        }
      }],
      ['analyze', 6, () => {
        const analyzer = rng.pick(analyzers);
        const { value, canon } = fz.board();
        const p = fz.player(canon);
        const expected = canon ? engineCode(canon, p) : undefined;
        call('GameAnalyzer.analyze', () => analyzer.analyze(value, p), (r) => {
          checkReport(r);
          if (canon) assert.equal(r.evaluation === 'neutral', expected === 'over');
        }, { objects: { analyzer }, expect: expected === 'over' ? null : expected });
      }],
    ];

    const newRun = () => {
      const options = fz.runOptions({ maxGames: rng.chance(0.2) ? 1e9 : 300 });
      const defaults = rng.chance(0.7) ? undefined : rng.chance(0.5) ? { seed: fz.seed() } : fz.anyValue(1);
      const [run] = call('new SimulationRun', () => new SimulationRun(options, defaults), (r) => {
        assert.ok(r instanceof SimulationRun);
        checkProgress(r.progress);
      });
      if (run) {
        const mcts = options.playerX === 'mcts' || options.playerO === 'mcts';
        if (runs.length >= 6) runs.splice(rng.int(runs.length), 1)[0].run.free();
        runs.push({ run, limit: mcts ? 3 : 40 });
      }
    };

    const runFunctions = [
      ['new SimulationRun', 3, newRun],
      ['step', 8, () => {
        if (runs.length === 0) return newRun();
        const { run, limit } = rng.pick(runs);
        let maxGames = rng.chance(0.6) ? 1 + rng.int(limit) : rng.chance(0.5) ? rng.pick(SPECIAL_NUMBERS) : fz.anyValue(0);
        // Valid and large (or the default, chunkSize, when it is large): play a few games
        // instead, so that the fuzz keeps to its time budget.
        if (fz.validInt(maxGames ?? run.chunkSize, limit + 1, 1e6)) maxGames = 1 + rng.int(limit);
        const games = maxGames ?? run.chunkSize;
        const before = run.progress;
        call('SimulationRun.step', () => run.step(maxGames), (done) => {
          assert.equal(typeof done, 'boolean');
          const after = run.progress;
          checkProgress(after);
          assert.equal(after.completed, Math.min(before.total, before.completed + games));
          assert.equal(done, after.completed === after.total);
        }, { objects: { run, progressBefore: before } });
      }],
      ['getters', 4, () => {
        if (runs.length === 0) return newRun();
        const { run } = rng.pick(runs);
        const which = rng.pick(['progress', 'result', 'chunkSize', 'done']);
        call(`SimulationRun.${which}`, () => run[which], (v) => {
          if (which === 'progress') checkProgress(v);
          else if (which === 'result') checkResult(v);
          else if (which === 'chunkSize') assert.ok(fz.validInt(v, 1, 1e6));
          else assert.equal(typeof v, 'boolean');
        });
      }],
      ['run free', 1, () => {
        if (runs.length === 0) return newRun();
        const { run } = runs.splice(rng.int(runs.length), 1)[0];
        call('SimulationRun.free', () => run.free(), (r) => assert.equal(r, undefined));
      }],
      ['checkSimulatorOptions', 2, () => {
        const options = rng.chance(0.5) ? { seed: fz.seed() } : fz.anyValue();
        call('SimulationRun.checkSimulatorOptions', () => SimulationRun.checkSimulatorOptions(options),
          (r) => assert.equal(r, undefined));
      }],
      ['new Simulator', 2, () => {
        const options = rng.chance(0.5) ? { seed: fz.seed() } : fz.anyValue();
        call('new Simulator', () => new Simulator(options), (s) => assert.ok(s instanceof Simulator));
      }],
    ];

    /** `Simulator.run`: resolves with a result or rejects coded (or with an aborted signal's reason). */
    const simulatorRun = async () => {
      counts.calls += 1;
      counts.awaitedRuns += 1;
      perFunction['Simulator.run'] = (perFunction['Simulator.run'] ?? 0) + 1;
      const sim = rng.chance(0.8) ? new Simulator(rng.chance(0.5) ? { seed: rng.int(100) } : undefined) : new Simulator();
      const options = fz.runOptions({ maxGames: 60, hostile: false });
      const plain = fz.made.has(options); // an options object the fuzz built: safe to read back
      let promise;
      try {
        promise = sim.run(options);
      } catch (err) {
        assert.fail(`Simulator.run threw synchronously: ${err && err.stack}`);
      }
      assert.ok(promise instanceof Promise);
      try {
        const result = await promise;
        counts.ok += 1;
        checkResult(result);
        if (plain) assert.equal(result.totalGames, options.games + 0); // (+ 0: games may be -0)
      } catch (err) {
        if (err instanceof assert.AssertionError) throw err;
        const signal = plain ? options.signal : undefined;
        if (signal instanceof AbortSignal && signal.aborted && (err === signal.reason || (signal.reason === undefined && err.name === 'AbortError'))) {
          counts.threw += 1;
          codes['(aborted: signal.reason)'] = (codes['(aborted: signal.reason)'] ?? 0) + 1;
          return;
        }
        const code = checkThrown(err);
        counts.threw += 1;
        codes[code] = (codes[code] ?? 0) + 1;
        canary();
      }
    };

    const newGame = () => {
      const { value, canon } = rng.chance(0.2) ? { value: undefined, canon: '.........' } : fz.board();
      const expect = canon ? (oracle.isReachable(canon) ? null : 'IMPOSSIBLE_POSITION') : undefined;
      const [game] = call('new Game', () => (value === undefined && rng.chance(0.5) ? new Game() : new Game(value)), (g) => {
        assert.ok(g instanceof Game);
        const s = checkGame(g);
        if (canon) assert.equal(s, canon);
      }, { expect });
      if (game) {
        if (games.length >= 6) games.splice(rng.int(games.length), 1)[0].free();
        games.push(game);
      }
    };

    /** A snapshot to restore: a live game's (maybe with one corruption), or anything. */
    const snapshot = () => {
      const roll = rng.next();
      if (roll < 0.5 && games.length > 0) {
        const snap = rng.pick(games).toJSON();
        if (rng.chance(0.6)) return { value: snap, valid: true };
        const key = rng.pick(['version', 'start', 'moves', 'moves', 'start']);
        if (key === 'moves' && snap.moves.length > 0 && rng.chance(0.5)) snap.moves[rng.int(snap.moves.length)] = fz.move(null).value;
        else if (key === 'moves' && rng.chance(0.5)) snap.moves.push(fz.move(snap.start).value);
        else snap[key] = rng.chance(0.5) ? fz.anyValue(1) : rng.pick([2, 0, '1', 'XXXOO....', 'X.O', '.........', 'XO.......']);
        return { value: snap, valid: false };
      }
      if (roll < 0.75) {
        const start = rng.chance(0.5) ? fz.reachable() : [...'.........'].map(() => rng.pick(['.', 'X', 'O', 'x', '-', '?'])).join('');
        return { value: { version: 1, start, moves: Array.from({ length: rng.int(11) }, () => fz.move(start).value) }, valid: false };
      }
      return { value: fz.anyValue(), valid: false };
    };

    const gameFunctions = [
      ['new Game', 3, newGame],
      ['play', 8, () => {
        if (games.length === 0) return newGame();
        const game = rng.pick(games);
        const gameBefore = game.toJSON();
        const s = notationOf(game.board);
        const toMove = game.toMove;
        const { value: m, index: i } = fz.move(s);
        const expect = i === null ? undefined : oracle.isOver(s) ? 'GAME_OVER' : s[i] !== '.' ? 'CELL_OCCUPIED' : null;
        call('Game.play', () => game.play(m), (r) => {
          assert.equal(r, undefined);
          const after = checkGame(game);
          if (i !== null) assert.equal(after, s.slice(0, i) + toMove + s.slice(i + 1));
        }, { objects: { game, gameBefore }, expect });
      }],
      ['undo', 2, () => {
        if (games.length === 0) return newGame();
        const game = rng.pick(games);
        const history = game.history;
        call('Game.undo', () => game.undo(), (r) => {
          if (history.length === 0) assert.equal(r, null);
          else {
            assert.deepEqual(r, history[history.length - 1]);
            assert.deepEqual(game.history, history.slice(0, -1));
          }
          checkGame(game);
        });
      }],
      ['getters', 3, () => {
        if (games.length === 0) return newGame();
        const game = rng.pick(games);
        const which = rng.pick(['board', 'toMove', 'status', 'winner', 'winningLine', 'history', 'legalMoves', 'toJSON']);
        const method = typeof Object.getOwnPropertyDescriptor(Game.prototype, which)?.value === 'function';
        const read = method ? () => game[which]() : () => game[which];
        call(`Game.${which}`, read, () => checkGame(game));
      }],
      ['fromJSON', 3, () => {
        const { value, valid } = snapshot();
        call('Game.fromJSON', () => Game.fromJSON(value), (g) => {
          assert.ok(g instanceof Game);
          checkGame(g);
          if (valid) assert.deepEqual(g.toJSON(), value);
          g.free();
        }, { expect: valid ? null : undefined });
      }],
      ['game free', 1, () => {
        if (games.length === 0) return newGame();
        const game = games.splice(rng.int(games.length), 1)[0];
        call('Game.free', () => game.free(), (r) => assert.equal(r, undefined));
      }],
      ['getLegalMoves', 4, () => {
        const { value, canon } = fz.board();
        const p = fz.player(canon);
        const expected = canon ? setupCode(canon, p) : undefined;
        call('getLegalMoves', () => getLegalMoves(value, p), (r) => {
          checkMoves(r);
          if (canon) assert.deepEqual(r, expected === 'over' ? [] : emptyCells(canon));
        }, { expect: expected === 'over' ? null : expected });
      }],
    ];

    const groups = [
      [45, boardFunctions],
      [25, engineFunctions],
      [15, runFunctions],
      [15, gameFunctions],
    ];
    const totalWeight = groups.reduce((s, [w]) => s + w, 0);
    const pickWeighted = (entries) => {
      let r = rng.next() * entries.reduce((sum, [, w]) => sum + w, 0);
      const [name, , fn] = entries.find(([, w]) => (r -= w) < 0) ?? entries[entries.length - 1];
      return [name, fn];
    };
    let lastCall = '';
    try {
      while (counts.calls < CALLS) {
        let roll = rng.int(totalWeight);
        const [, group] = groups.find(([w]) => (roll -= w) < 0);
        const [name, fn] = pickWeighted(group);
        lastCall = `#${counts.calls} ${name}`;
        fn();
        if (rng.int(60) === 0) {
          lastCall = `#${counts.calls} Simulator.run`;
          await simulatorRun(); // eslint-disable-line no-await-in-loop
        }
      }
    } catch (err) {
      console.log(`fuzz: FAILED at call ${lastCall} (seed ${SEED})`);
      throw err;
    }
    for (const e of engines) e.free();
    for (const { run } of runs) run.free();
    for (const game of games) game.free();
    canary();

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`fuzz: ${counts.calls} calls in ${seconds} s: ${counts.ok} answered, ${counts.threw} threw ` +
      `(${counts.awaitedRuns} Simulator.run awaited; ${counts.oracleChecks} outcomes checked against the oracle)`);
    console.log(`fuzz: codes seen: ${Object.entries(codes).sort(([a], [b]) => a.localeCompare(b)).map(([c, n]) => `${c} ${n}`).join(', ')}`);
    console.log(`fuzz: calls per function: ${Object.entries(perFunction).sort(([a], [b]) => a.localeCompare(b)).map(([f, n]) => `${f} ${n}`).join(', ')}`);

    assert.ok(counts.calls >= CALLS);
    for (const code of Object.keys(CODE_CLASSES)) assert.ok(codes[code] > 0, `the fuzz never produced ${code}`);
    for (const name of ['emptyBoard', 'applyMove', 'checkWin', 'isBoardFull', 'isDraw', 'getAvailableMoves', 'opponent',
      'getWinner', 'getWinningLine', 'toFlat', 'fromFlat', 'toOnChain', 'fromOnChain', 'new AIEngine',
      'AIEngine.bestMove', 'AIEngine.rankedMoves', 'new GameAnalyzer', 'GameAnalyzer.analyze', 'new SimulationRun',
      'SimulationRun.step', 'SimulationRun.progress', 'SimulationRun.result', 'new Simulator', 'Simulator.run',
      'getLegalMoves', 'new Game', 'Game.play', 'Game.undo', 'Game.board', 'Game.toJSON', 'Game.fromJSON']) {
      assert.ok(perFunction[name] > 0, `the fuzz never called ${name}`);
    }
    assert.equal(typeof Difficulty.Hard, 'string');
  });
});
