// oxo-ai/worker through the installed package (API reference "Off the main thread", issue 15 parts 3 and 4): the same
// answers and errors as the main entry, objects and their lifetime, terminate and crashes, and
// simulations split over workers that give the main entry's result for every worker count
// and chunk size. Each comparison runs the same code on both entries: `await` makes a sync
// answer and a Promise look alike, and a constructor's throw and a call's rejection both land
// in the same catch.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as main from 'oxo-ai';
import * as worker from 'oxo-ai/worker';
import * as oracle from './support/oracle.mjs';
import { classOf, outcome } from './support/check.mjs';
import { assertTypeChecks } from './support/typecheck.mjs';
import { liveReachablePositions, reachablePositions } from './support/games.mjs';

after(() => worker.terminate());

const require = createRequire(import.meta.url);
const B = oracle.toBoard;
const EMPTY = B('.........');
const LIVE = liveReachablePositions();
const FINISHED = reachablePositions().filter(oracle.isOver);

/** The same call on both entries must have the same outcome; returns it. */
async function same(call, label) {
  const [want, got] = await Promise.all([outcome(() => call(main)), outcome(() => call(worker))]);
  assert.deepEqual(got, want, label);
  return got;
}

/** Runs `node -e code` in the scratch project and returns its last line as JSON. */
function node(code, args = []) {
  const r = spawnSync(process.execPath, [...args, '--input-type=module', '-e', code], { encoding: 'utf8', timeout: 120_000 });
  assert.equal(r.status, 0, `child exited ${r.status} ${r.signal ?? ''}\n${r.stderr}${r.stdout}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

describe('the remote classes follow the main entry (issue 26)', () => {
  for (const kind of ['AIEngine', 'GameAnalyzer']) {
    test(`${kind}: every method of the main entry's class answers through a Promise, every getter is mirrored`, async () => {
      const descriptors = Object.entries(Object.getOwnPropertyDescriptors(main[kind].prototype)).filter(([name]) => name !== 'constructor');
      assert.ok(descriptors.length >= 2, `${kind} has methods`);
      const remote = new worker[kind]();
      try {
        for (const [name, d] of descriptors) {
          if (typeof d.value === 'function') assert.equal(typeof remote[name], 'function', `${kind}.${name} is missing on oxo-ai/worker`);
          else assert.ok(name in remote && typeof Object.getOwnPropertyDescriptor(worker[kind].prototype, name)?.get === 'function', `${kind}.${name} (a getter) is missing on oxo-ai/worker`);
        }
        assert.equal(worker[kind].name, kind);
        // A method that takes no arguments in the main entry answers the same through the worker.
        const local = new main[kind]();
        if (kind === 'AIEngine') assert.deepEqual(await remote.bestMove(main.emptyBoard(), 'X'), local.bestMove(main.emptyBoard(), 'X'));
        else assert.deepEqual(await remote.analyze(main.emptyBoard(), 'X'), local.analyze(main.emptyBoard(), 'X'));
        local.free();
      } finally {
        await remote.free();
      }
    });
  }
});

describe('importing oxo-ai/worker', () => {
  test('touches no Worker, window or document and loads no WebAssembly, as ESM and as CommonJS', () => {
    const out = node(`
      import { createRequire } from 'node:module';
      import { spyWasm } from ${JSON.stringify(new URL('./support/wasm-spy.mjs', import.meta.url).href)};
      const touched = [];
      for (const name of ['Worker', 'window', 'document', 'self', 'navigator']) {
        Object.defineProperty(globalThis, name, { configurable: true, get() { touched.push(name); } });
      }
      const wasm = spyWasm();
      const esm = await import('oxo-ai/worker');
      const cjs = createRequire(import.meta.url)('oxo-ai/worker');
      const atImport = [...touched];
      for (const name of ['Worker', 'window', 'document', 'self', 'navigator']) delete globalThis[name];
      // First use starts the worker; this thread still compiles no WebAssembly.
      const move = await new esm.AIEngine().bestMove([[null, null, null], [null, 'X', null], [null, null, null]], 'O');
      const moveCjs = await new cjs.AIEngine().bestMove([null, null, null, null, 'X', null, null, null, null], 'O');
      await esm.terminate();
      await cjs.terminate();
      console.log(JSON.stringify({ atImport, wasm, move, moveCjs, same: esm.AIEngine === cjs.AIEngine }));`);
    assert.deepEqual(out.atImport, []);
    assert.deepEqual(out.wasm, [], 'the importing thread compiled WebAssembly');
    assert.deepEqual(out.move, { row: 0, col: 0 });
    assert.deepEqual(out.moveCjs, { row: 0, col: 0 });
  });

  test('exports the main entry\'s classes, oxo-ai/mnk\'s MnkEngine, oxo-ai/ultimate\'s UltimateEngine, reviewGame, Difficulty, terminate and every board utility', () => {
    const classes = ['AIEngine', 'Difficulty', 'ErrorCode', 'GameAnalyzer', 'MnkEngine', 'Simulator', 'UltimateEngine', 'reviewGame', 'terminate'];
    // Every other function of the main entry is a board utility (API reference "Boards from a game server"): switching is a change of import path.
    const utilities = Object.keys(main).filter((k) => typeof main[k] === 'function' && !/^[A-Z]/.test(k) && k !== 'reviewGame');
    assert.ok(utilities.length >= 23, `${utilities}`);
    assert.deepEqual(Object.keys(worker).sort(), [...classes, ...utilities].sort());
    assert.deepEqual(worker.Difficulty, main.Difficulty);
    assert.ok(Object.isFrozen(worker.Difficulty));
    const cjs = require('oxo-ai/worker');
    assert.deepEqual(Object.keys(cjs).sort(), Object.keys(worker).sort());
  });

  test('methods return Promises and constructors never throw', async () => {
    const engine = new worker.AIEngine({ difficulty: 'no such level' });
    const answer = engine.bestMove(EMPTY, 'X');
    assert.ok(answer instanceof Promise);
    await assert.rejects(answer, { code: 'INVALID_OPTION' });
    const analyzer = new worker.GameAnalyzer({ strict: 'yes' });
    await assert.rejects(analyzer.analyze(EMPTY, 'X'), { code: 'INVALID_OPTION' });
    await assert.rejects(analyzer.analyze(EMPTY, 'O'), { code: 'INVALID_OPTION' });
    const simulator = new worker.Simulator({ seed: -1 });
    await assert.rejects(simulator.run({ games: 1, playerX: 'easy', playerO: 'easy' }), { code: 'INVALID_OPTION' });
  });
});

describe('the board utilities of oxo-ai/worker', () => {
  test('answer synchronously, as the main entry does, errors included', () => {
    const board = worker.fromMarks([0, 'x', 0, 0, 'o', 0, 0, 0, 0], { X: 'x', O: 'o' });
    assert.deepEqual(board, main.fromMarks([0, 'x', 0, 0, 'o', 0, 0, 0, 0], { X: 'x', O: 'o' }));
    assert.deepEqual(worker.applyMove(worker.emptyBoard(), worker.fromCell(5, 1), 'X'), main.parseBoard('....X....'));
    assert.equal(worker.formatBoard(board), '.X..O....');
    assert.deepEqual(worker.getLegalMoves(board, 'X'), main.getLegalMoves(board, 'X'));
    assert.throws(() => worker.applyMove(board, { row: 0, col: 1 }, 'X'), { code: 'CELL_OCCUPIED' });
    assert.throws(() => worker.fromCell(10, 1), { code: 'INVALID_MOVE', name: 'RangeError' });
  });

  test('in Node they compile no WebAssembly, at import or on use (they are plain JavaScript)', () => {
    const out = node(`
      import { createRequire } from 'node:module';
      const wasm = [];
      const Module = WebAssembly.Module;
      WebAssembly.Module = function (...a) { wasm.push('Module'); return new Module(...a); };
      const esm = await import('oxo-ai/worker');
      const atImport = wasm.length;
      const board = esm.emptyBoard();
      const afterUse = wasm.length;
      const main = createRequire(import.meta.url)('oxo-ai');
      console.log(JSON.stringify({ atImport, afterUse, afterMain: wasm.length, board, one: esm.fromCell(4).row === main.fromCell(4).row }));`);
    assert.deepEqual(out, { atImport: 0, afterUse: 0, afterMain: 1, board: main.emptyBoard(), one: true });
  });
});

describe('the declarations', () => {
  const consumer = `
import { AIEngine, Difficulty, GameAnalyzer, Simulator, reviewGame, terminate } from 'oxo-ai/worker';
import type { AnalysisReport, BoardInput, GameReview, Move, ScoredMove, SimulationResult, WorkerSimulatorOptions } from 'oxo-ai/worker';

export async function use(): Promise<void> {
  const flat: BoardInput = Array(9).fill(null);
  const engine = new AIEngine({ difficulty: Difficulty.MCTS, mctsIterations: 100, seed: 'x' });
  const move: Move | null = await engine.bestMove(flat, 'X');
  const ranked: ScoredMove[] = await engine.rankedMoves([[null, null, null], [null, 'x', null], [null, null, null]], 'O');
  const iterations: number | null = engine.lastIterations;
  const report: AnalysisReport = await new GameAnalyzer({ strict: true }).analyze(flat, 'O');
  const options: WorkerSimulatorOptions = { seed: 1, workers: 2 };
  const result: SimulationResult = await new Simulator(options).run({
    games: 10, playerX: 'hard', playerO: { difficulty: 'expert', skill: 50 },
    onProgress: (p) => p.completed, signal: new AbortController().signal,
  });
  const review: GameReview = await reviewGame([{ row: 1, col: 1 }]);
  await engine.free();
  await terminate();
  // @ts-expect-error: the answer is a Promise
  const notAwaited: Move | null = engine.bestMove(flat, 'X');
  // @ts-expect-error: 'Y' is not a Player
  await engine.bestMove(flat, 'Y');
  // @ts-expect-error: workers is a number
  new Simulator({ workers: '2' });
  void [move, ranked, iterations, report, result, review, notAwaited];
}
`;

  test('a consumer compiles under tsc --strict as CommonJS (.ts) and ESM (.mts), and misuses are errors', () => {
    assertTypeChecks(consumer, 3, 'worker');
  });
});

describe('the same answers as the main entry', () => {
  const sample = LIVE.filter((_, i) => i % 5 === 0);

  test(`Hard, Expert and Rules: bestMove, rankedMoves and analyze on ${sample.length} live positions, both players`, async () => {
    const levels = ['hard', 'expert', 'rules'];
    const engines = Object.fromEntries(levels.map((d) => [d, { main: new main.AIEngine({ difficulty: d }), worker: new worker.AIEngine({ difficulty: d }) }]));
    const analyzers = { main: new main.GameAnalyzer(), worker: new worker.GameAnalyzer() };
    const checks = [];
    for (const s of sample) {
      for (const player of ['X', 'O']) {
        const board = B(s);
        for (const d of levels) {
          checks.push([`${d} bestMove ${s} ${player}`, engines[d].main.bestMove(board, player), engines[d].worker.bestMove(board, player)]);
        }
        checks.push([`rankedMoves ${s} ${player}`, engines.hard.main.rankedMoves(board, player), engines.hard.worker.rankedMoves(board, player)]);
        checks.push([`analyze ${s} ${player}`, analyzers.main.analyze(board, player), analyzers.worker.analyze(board, player)]);
      }
    }
    const answers = await Promise.all(checks.map((c) => c[2]));
    checks.forEach(([label, want], i) => assert.deepEqual(answers[i], want, label));
  });

  test('finished boards: null, [] and neutral reports', async () => {
    for (const s of FINISHED.filter((_, i) => i % 40 === 0)) {
      await same((m) => new m.AIEngine().bestMove(B(s), 'X'), `bestMove ${s}`);
      await same((m) => new m.AIEngine().rankedMoves(B(s), 'O'), `rankedMoves ${s}`);
      await same((m) => new m.GameAnalyzer().analyze(B(s), 'O'), `analyze ${s}`);
    }
  });

  test('seeded engines play the same sequence of moves (Easy, Medium, MCTS, skill, variety)', async () => {
    const configs = [
      { difficulty: 'easy', seed: 1 },
      { difficulty: 'medium', seed: 'medium seed' },
      { difficulty: 'mcts', seed: 42, mctsIterations: 60 },
      { difficulty: 'hard', seed: 9, skill: 40 },
      { difficulty: 'expert', seed: 2 ** 53 - 1, variety: true },
    ];
    for (const options of configs) {
      const engines = { main: new main.AIEngine(options), worker: new worker.AIEngine(options) };
      // Every call posted at once: the worker must answer them in order.
      const positions = LIVE.filter((_, i) => i % 97 === 0);
      const want = positions.map((s) => engines.main.bestMove(B(s), oracle.sideToMove(s)));
      const got = await Promise.all(positions.map((s) => engines.worker.bestMove(B(s), oracle.sideToMove(s))));
      assert.deepEqual(got, want, JSON.stringify(options));
    }
  });

  test('lastIterations mirrors the main entry\'s after each call; a time budget stops MCTS in the worker too', async () => {
    const options = { difficulty: 'mcts', seed: 8, mctsIterations: 300 };
    const engines = { main: new main.AIEngine(options), worker: new worker.AIEngine(options) };
    assert.equal(engines.worker.lastIterations, null, 'nothing is known before the first call returns');
    for (const s of ['.........', '....X....', 'X...O....']) {
      const want = engines.main.bestMove(B(s), oracle.sideToMove(s));
      assert.deepEqual(await engines.worker.bestMove(B(s), oracle.sideToMove(s)), want);
      assert.equal(engines.worker.lastIterations, engines.main.lastIterations, s);
    }
    assert.equal(new worker.AIEngine().lastIterations, null);
    // A time budget is not reproducible by design: only that the option reaches the worker's
    // engine and its count comes back (the budget itself is tested with the main entry).
    const timed = new worker.AIEngine({ difficulty: 'mcts', mctsIterations: 2000, mctsTimeMs: 1 });
    assert.ok(await timed.bestMove(EMPTY, 'X'));
    assert.ok(Number.isSafeInteger(timed.lastIterations) && timed.lastIterations >= 1 && timed.lastIterations <= 2000, String(timed.lastIterations));
  });

  test('boards as the main entry accepts them: flat, any cell spelling, Proxies, frozen, sparse, subclasses, class getters', async () => {
    class Row extends Array {}
    class Options {
      get difficulty() {
        return 'medium';
      }

      get seed() {
        return 17;
      }
    }
    const inputs = [
      ['flat', ['x', '', ' ', '.', 'O', undefined, null, 'X', 'o']],
      ['frozen', Object.freeze([Object.freeze(['X', null, null]), Object.freeze([null, 'O', null]), Object.freeze([null, null, null])])],
      ['sparse', [, 'X', , , 'O', , , , ,]], // eslint-disable-line no-sparse-arrays
      ['Proxy of an array (a reactive board)', new Proxy([null, null, null, null, 'X', null, null, null, null], {})],
      ['nested Proxies', new Proxy([new Proxy(['X', null, null], {}), [null, 'O', null], [null, null, null]], {})],
      ['Array subclass', Row.from([null, null, 'X', null, 'O', null, null, null, null])],
      ['shared rows', (() => { const r = [null, null, null]; return [r, r, r]; })()],
    ];
    for (const [label, board] of inputs) {
      await same((m) => new m.AIEngine({ difficulty: 'hard' }).bestMove(board, 'X'), label);
      await same((m) => new m.GameAnalyzer().analyze(board, 'X'), label);
    }
    await same((m) => new m.AIEngine(new Options()).bestMove(EMPTY, 'X'), 'options as class getters');
  });

  test('reviewGame', async () => {
    const games = [
      [[1, 1], [0, 1], [0, 0], [2, 2], [0, 2], [2, 0], [1, 0]],
      [[0, 0], [1, 1], [2, 2], [0, 2], [2, 0], [1, 0], [2, 1]],
      [],
    ];
    for (const moves of games) {
      const list = moves.map(([row, col]) => ({ row, col }));
      const got = await same((m) => m.reviewGame(list), JSON.stringify(moves));
      assert.ok(got.value, `reviewGame gave ${JSON.stringify(got)}`);
    }
    await same((m) => m.reviewGame([{ row: 2, col: 2 }], B('X...O....')), 'from a start board');
  });
});

describe('errors: the same class, code and message as the main entry', () => {
  const revoked = Proxy.revocable([], {});
  revoked.revoke();
  const cyclic = [null, null];
  cyclic.push(cyclic);
  let deep = [];
  for (let i = 0; i < 100; i += 1) deep = [deep];
  const BOARDS = [
    ['a string', 'X........'],
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
    ['an empty array', []],
    ['a 1x1 array', [[null]]],
    ['10 cells', Array(10).fill(null)],
    ['numbers for cells', [[1, 2, 3], [4, 5, 6], [7, 8, 9]]],
    ['a bad spelling', ['Z', null, null, null, null, null, null, null, null]],
    ['a function cell', [() => 'X', null, null, null, null, null, null, null, null]],
    ['a symbol cell', [Symbol('X'), null, null, null, null, null, null, null, null]],
    ['a bigint cell', [1n, null, null, null, null, null, null, null, null]],
    ['a NaN cell', [NaN, null, null, null, null, null, null, null, null]],
    ['a boxed string cell', [new String('X'), null, null, null, null, null, null, null, null]], // eslint-disable-line no-new-wrappers
    ['a typed array', new Uint8Array(9)],
    ['an array-like', { length: 9 }],
    ['a Proxy of an object', new Proxy({}, {})],
    ['a revoked Proxy', revoked.proxy],
    ['a getter that throws', Object.defineProperty([null, null, null, null, null, null, null, null, null], 4, { get() { throw new RangeError('no peeking'); } })],
    ['a Proxy whose get throws', new Proxy(Array(9).fill(null), { get(t, k) { if (k === '3') throw new Error('trap'); return Reflect.get(t, k); } })],
    ['a getter that throws a string', Object.defineProperty(Array(9).fill(null), 0, { get() { throw 'a string'; } })], // eslint-disable-line no-throw-literal
    ['a cyclic board', cyclic],
    ['a deep board', deep],
    ['a huge sparse array', new Array(2 ** 32 - 1)],
    ['an unreachable board', B('XXX.O....')],
  ];

  test('bad boards, for bestMove, rankedMoves and analyze', async () => {
    for (const [label, board] of BOARDS) {
      await same((m) => new m.AIEngine().bestMove(board, 'X'), `bestMove: ${label}`);
      await same((m) => new m.AIEngine().rankedMoves(board, 'O'), `rankedMoves: ${label}`);
      await same((m) => new m.GameAnalyzer().analyze(board, 'X'), `analyze: ${label}`);
    }
  });

  test('bad players', async () => {
    for (const player of ['Q', 'x', '', null, undefined, 1, Symbol('X'), {}, ['X'], 'XX'.repeat(1000)]) {
      await same((m) => new m.AIEngine().bestMove(EMPTY, player), `player ${String(player).slice(0, 9)}`);
      await same((m) => new m.GameAnalyzer().analyze(EMPTY, player), `player ${String(player).slice(0, 9)}`);
    }
  });

  test('bad options reject every call with the constructor\'s error', async () => {
    const options = [
      'hard', 7, [], { difficulty: 'nope' }, { difficulty: 7 }, { mctsIterations: 0 }, { mctsIterations: 1.5 },
      { mctsIterations: '5' }, { mctsIterations: 2e6 }, { seed: -1 }, { seed: 1.5 }, { seed: {} }, { seed: 2 ** 53 },
      { strict: 'yes' }, { difficulty: 'easy', skill: 50 }, { skill: 101 }, { difficulty: 'rules', rules: ['win', 'dance'] },
      { difficulty: 'expert', opponent: { difficulty: 'mcts' } },
      Object.defineProperty({}, 'difficulty', { get() { throw new Error('getter'); } }),
    ];
    for (const o of options) {
      const label = JSON.stringify(o) ?? String(o);
      const got = await same((m) => new m.AIEngine(o).bestMove(EMPTY, 'X'), `AIEngine ${label}`);
      assert.equal(got.error?.code, 'INVALID_OPTION', label);
      await same((m) => new m.AIEngine(o).rankedMoves(EMPTY, 'X'), `AIEngine ${label}`);
      // A bad board too: the constructor's error comes first, also where only the module finds it (skill on Easy).
      const first = await same((m) => new m.AIEngine(o).bestMove('not a board', 'X'), `AIEngine ${label}, a bad board`);
      assert.equal(first.error?.code, 'INVALID_OPTION', `${label}, a bad board`);
    }
    for (const o of [{ strict: 1 }, 5, 'strict']) await same((m) => new m.GameAnalyzer(o).analyze(EMPTY, 'X'), JSON.stringify(o));
    // free() too, where only the module refuses the options.
    await assert.rejects(new worker.AIEngine({ difficulty: 'easy', skill: 50 }).free(), { code: 'INVALID_OPTION' });
  });

  test('strict engines and analyzers: IMPOSSIBLE_POSITION, then WRONG_TURN', async () => {
    for (const [s, p] of [['XXX.O....', 'O'], ['OO.......', 'X'], ['X........', 'X'], ['XO.......', 'O']]) {
      await same((m) => new m.AIEngine({ strict: true }).bestMove(B(s), p), `${s} ${p}`);
      await same((m) => new m.GameAnalyzer({ strict: true }).analyze(B(s), p), `${s} ${p}`);
    }
  });

  test('reviewGame rejects what the main entry throws', async () => {
    const bad = [
      [undefined], ['moves'], [[{ row: 3, col: 0 }]], [[{ row: 1, col: 1 }, { row: 1, col: 1 }]],
      [[{ row: 0, col: 0 }, { row: 1, col: 0 }, { row: 0, col: 1 }, { row: 1, col: 1 }, { row: 0, col: 2 }, { row: 2, col: 2 }]],
      [[], B('XXX.O....')], [[], 'nope'],
    ];
    for (const args of bad) await same((m) => m.reviewGame(...args), JSON.stringify(args));
  });

  test('free(): later calls and a second free() reject with OBJECT_FREED', async () => {
    for (const make of [(m) => new m.AIEngine({ seed: 1 }), (m) => new m.GameAnalyzer()]) {
      const objects = { main: make(main), worker: make(worker) };
      const run = async (m, fn) => outcome(() => fn(m === main ? objects.main : objects.worker));
      const steps = [
        (o) => o.free(),
        (o) => (o.bestMove ? o.bestMove(EMPTY, 'X') : o.analyze(EMPTY, 'X')),
        (o) => o.free(),
      ];
      for (const fn of steps) {
        const want = await run(main, fn);
        const got = await run(worker, fn);
        assert.deepEqual(got, want);
      }
      assert.equal((await run(worker, steps[1])).error.code, 'OBJECT_FREED');
    }
  });
});

describe('the worker\'s lifetime', () => {
  const longRun = (onFirstProgress) => new worker.Simulator({ seed: 1, workers: 1 }).run({
    games: 1_000_000, playerX: 'mcts', playerO: 'mcts', mctsIterations: 2000, chunkSize: 1, onProgress: onFirstProgress,
  });

  test('terminate() rejects calls in flight with WORKER_FAILED; the next call starts a new worker', async () => {
    const engine = new worker.AIEngine({ difficulty: 'easy', seed: 3 });
    const fresh = new main.AIEngine({ difficulty: 'easy', seed: 3 });
    assert.deepEqual(await engine.bestMove(EMPTY, 'X'), fresh.bestMove(EMPTY, 'X'));
    let started;
    const running = new Promise((resolve) => { started = resolve; });
    const run = longRun(() => started()).then(() => null, (e) => e);
    await running;
    const pending = engine.bestMove(EMPTY, 'X').then(() => null, (e) => e);
    await worker.terminate();
    for (const p of [run, pending]) {
      const error = await p;
      assert.ok(error instanceof Error, 'the call should reject');
      assert.equal(error.code, 'WORKER_FAILED');
      assert.equal(classOf(error), 'Error');
    }
    // The engine is made again from its options in the new worker: its seed starts over.
    assert.deepEqual(await engine.bestMove(EMPTY, 'X'), new main.AIEngine({ difficulty: 'easy', seed: 3 }).bestMove(EMPTY, 'X'));
    assert.deepEqual(await new worker.GameAnalyzer().analyze(EMPTY, 'X'), new main.GameAnalyzer().analyze(EMPTY, 'X'));
    await worker.terminate();
    await worker.terminate(); // nothing running: resolves
    assert.deepEqual(await worker.reviewGame([{ row: 1, col: 1 }]), main.reviewGame([{ row: 1, col: 1 }]));
  });

  test('a freed object stays freed across workers; Symbol.dispose frees', async () => {
    const engine = new worker.AIEngine();
    await engine.free();
    await worker.terminate();
    await assert.rejects(engine.bestMove(EMPTY, 'X'), { code: 'OBJECT_FREED' });
    if (typeof Symbol.dispose === 'symbol') {
      const disposed = new worker.AIEngine();
      disposed[Symbol.dispose]();
      await assert.rejects(disposed.bestMove(EMPTY, 'X'), { code: 'OBJECT_FREED' });
      assert.equal(typeof worker.terminate[Symbol.dispose], 'function');
    }
  });

  test('a crashed worker rejects its calls with WORKER_FAILED, and the next call starts a new one', async () => {
    // A copy of the installed package whose worker module crashes on a marked message: the
    // client under test is the package's own, only the worker is made to fail.
    const installed = join(dirname(require.resolve('oxo-ai/worker')), '..');
    const dir = mkdtempSync(join(tmpdir(), 'oxo-worker-crash-'));
    try {
      const copy = join(dir, 'node_modules', 'oxo-ai');
      cpSync(installed, copy, { recursive: true });
      appendFileSync(join(copy, 'web', 'worker-host.js'), `
// Fault injection by js-tests/worker.test.mjs.
import { parentPort as faultPort } from 'node:worker_threads';
faultPort.on('message', (m) => {
  const text = JSON.stringify(m, (k, v) => (typeof v === 'bigint' ? String(v) : v));
  if (text.includes('throw-in-the-worker')) throw new Error('injected crash');
  if (text.includes('exit-the-worker')) process.exit(7);
});
`);
      const crashing = await import(pathToFileURL(join(copy, 'web', 'worker.js')).href);
      try {
        for (const [marker, why] of [['throw-in-the-worker', /injected crash/], ['exit-the-worker', /exited with code 7/]]) {
          const engine = new crashing.AIEngine({ difficulty: 'easy', seed: 5 });
          const want = new main.AIEngine({ difficulty: 'easy', seed: 5 }).bestMove(EMPTY, 'X');
          assert.deepEqual(await engine.bestMove(EMPTY, 'X'), want);
          let started;
          const running = new Promise((resolve) => { started = resolve; });
          // A run split over two workers: the part on the crashing worker fails the run, and
          // the other part is told to stop.
          const run = new crashing.Simulator({ seed: 1, workers: 2 }).run({
            games: 1_000_000, playerX: 'mcts', playerO: 'mcts', mctsIterations: 2000, chunkSize: 1, onProgress: () => started(),
          }).then(() => null, (e) => e);
          await running;
          const crash = new crashing.AIEngine({ seed: marker }).bestMove(EMPTY, 'X').then(() => null, (e) => e);
          for (const p of [run, crash]) {
            const error = await p;
            assert.ok(error instanceof Error, `${marker}: the call should reject`);
            assert.equal(error.code, 'WORKER_FAILED', `${marker}: ${error.message}`);
            assert.match(error.message, why);
          }
          // A new worker: the engine is made again, and answers as a fresh main-entry engine;
          // split runs work again.
          assert.deepEqual(await engine.bestMove(EMPTY, 'X'), want);
          const options = { games: 700, playerX: 'medium', playerO: 'easy', seed: 31, chunkSize: 50 };
          assert.deepEqual(await new crashing.Simulator({ workers: 2 }).run(options), await new main.Simulator().run(options));
          assert.deepEqual(await new crashing.GameAnalyzer().analyze(EMPTY, 'O'), new main.GameAnalyzer().analyze(EMPTY, 'O'));
        }
      } finally {
        await crashing.terminate();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a worker that cannot start rejects with WORKER_FAILED', async () => {
    const installed = join(dirname(require.resolve('oxo-ai/worker')), '..');
    const dir = mkdtempSync(join(tmpdir(), 'oxo-worker-missing-'));
    try {
      const copy = join(dir, 'node_modules', 'oxo-ai');
      cpSync(installed, copy, { recursive: true });
      rmSync(join(copy, 'web', 'worker-serve.js')); // what every worker module runs
      const broken = await import(pathToFileURL(join(copy, 'web', 'worker.js')).href);
      try {
        await assert.rejects(new broken.AIEngine().bestMove(EMPTY, 'X'), { code: 'WORKER_FAILED' });
        await assert.rejects(broken.reviewGame([]), { code: 'WORKER_FAILED' });
      } finally {
        await broken.terminate();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('objects dropped without free() are freed in the worker once collected', () => {
    // The worker's messages are watched through worker_threads' Worker, which the client uses.
    const out = node(`
      import { Worker } from 'node:worker_threads';
      const sent = [];
      const replies = [];
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function watched(message) {
        if (sent.length === 0) this.on('message', (reply) => replies.push(reply));
        sent.push(message);
        return post.call(this, message);
      };
      const { AIEngine, GameAnalyzer, terminate } = await import('oxo-ai/worker');
      const empty = Array(9).fill(null);
      const made = async () => {
        for (let i = 0; i < 4; i += 1) await new AIEngine({ difficulty: 'easy', seed: i }).bestMove(empty, 'X');
        await new GameAnalyzer().analyze(empty, 'O');
        new AIEngine({ seed: 99 }); // never called: never made in the worker
      };
      await made();
      const frees = () => sent.filter((m) => m.op === 'free');
      for (let i = 0; i < 50 && frees().length < 6; i += 1) {
        globalThis.gc();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const move = await new AIEngine({ difficulty: 'easy', seed: 0 }).bestMove(empty, 'X');
      await terminate();
      console.log(JSON.stringify({
        frees: frees().map((m) => ({ kind: m.kind, id: 'id' in m, made: m.made !== undefined })),
        errors: replies.filter((r) => r.id === undefined && 'error' in r).length,
        move,
      }));`, ['--expose-gc']);
    assert.equal(out.frees.length, 6, JSON.stringify(out.frees));
    assert.equal(out.frees.filter((f) => f.kind === 'GameAnalyzer').length, 1);
    assert.ok(out.frees.every((f) => !f.id && !f.made), 'a finalizer\'s free has no reply and sends no options');
    assert.equal(out.errors, 0, 'the worker frees what it made and ignores what it never made');
    assert.deepEqual(out.move, new main.AIEngine({ difficulty: 'easy', seed: 0 }).bestMove(EMPTY, 'X'));
  });

  test('Node exits when its calls are done, without terminate()', () => {
    const out = node(`
      import { AIEngine, Simulator } from 'oxo-ai/worker';
      const move = await new AIEngine().bestMove(Array(9).fill(null), 'X');
      const result = await new Simulator({ seed: 3, workers: 2 }).run({ games: 500, playerX: 'easy', playerO: 'easy' });
      console.log(JSON.stringify({ move, games: result.totalGames }));`);
    assert.deepEqual(out, { move: { row: 1, col: 1 }, games: 500 });
  });

  test('a Node without process.getBuiltinModule (20 before 20.16) gets WORKER_FAILED, and its board utilities still answer', () => {
    const out = node(`
      delete process.getBuiltinModule;
      const { AIEngine, Simulator, applyMove, emptyBoard, terminate } = await import('oxo-ai/worker');
      const failure = (p) => p.then(() => null, (e) => ({ code: e.code, message: e.message }));
      const call = await failure(new AIEngine().bestMove(Array(9).fill(null), 'X'));
      const run = await failure(new Simulator().run({ games: 10, playerX: 'easy', playerO: 'easy' }));
      const board = applyMove(emptyBoard(), { row: 0, col: 0 }, 'X');
      await terminate();
      console.log(JSON.stringify({ call, run, corner: board[0][0] }));`);
    for (const failed of [out.call, out.run]) {
      assert.equal(failed?.code, 'WORKER_FAILED', JSON.stringify(out));
      assert.match(failed.message, /could not start: .*getBuiltinModule/);
    }
    assert.equal(out.corner, 'X');
  });
});

describe('simulation, on one worker or split over several', () => {
  const RUNS = [
    { games: 1000, playerX: 'easy', playerO: 'medium', seed: 7 },
    { games: 537, playerX: 'mcts', playerO: 'easy', mctsIterations: 25, seed: 'split me' },
    { games: 2001, playerX: 'hard', playerO: 'easy', seed: 99, firstGame: 12345 },
    { games: 800, playerX: { difficulty: 'hard', skill: 60 }, playerO: 'rules', seed: 0 },
  ];

  test('the result is the main entry\'s for workers 1, 2 and 3 and every chunk size', async () => {
    for (const options of RUNS) {
      const want = await new main.Simulator().run(options);
      for (const workers of [1, 2, 3]) {
        for (const chunkSize of [1, 7, 100, 1000, 100_000]) {
          if (chunkSize === 1 && options.games > 600) continue; // a message per game: keep the test short
          const got = await new worker.Simulator({ workers }).run({ ...options, chunkSize });
          assert.deepEqual(got, want, `${JSON.stringify(options)} workers ${workers} chunkSize ${chunkSize}`);
        }
      }
    }
  });

  test('the Simulator\'s seed applies when the run has none; the default worker count gives the same result', async () => {
    const options = { games: 1500, playerX: 'medium', playerO: 'medium', chunkSize: 50 };
    const want = await new main.Simulator({ seed: 'sim' }).run(options);
    for (const workers of [undefined, 1, 2, 3, 16]) {
      assert.deepEqual(await new worker.Simulator({ seed: 'sim', workers }).run(options), want, `workers ${workers}`);
    }
    assert.deepEqual(await new worker.Simulator({ seed: 'sim' }).run({ ...options, seed: 5 }), await new main.Simulator().run({ ...options, seed: 5 }));
  });

  test('onProgress: once per chunk, on this thread, with running totals that end at the result', async () => {
    for (const workers of [1, 3]) {
      for (const [games, chunkSize] of [[1000, 100], [1050, 100], [10, 3], [5, 1000]]) {
        const seen = [];
        const result = await new worker.Simulator({ seed: 4, workers }).run({
          games, chunkSize, playerX: 'easy', playerO: 'easy', onProgress: (p) => seen.push(p),
        });
        const label = `workers ${workers}, ${games} games in chunks of ${chunkSize}`;
        assert.equal(seen.length, Math.ceil(games / chunkSize), label);
        for (const [i, p] of seen.entries()) {
          assert.deepEqual(Object.keys(p), ['completed', 'total', 'xWins', 'oWins', 'draws'], label);
          assert.equal(p.total, games, label);
          assert.equal(p.xWins + p.oWins + p.draws, p.completed, label);
          if (i > 0) assert.ok(p.completed > seen[i - 1].completed, label);
        }
        const last = seen.at(-1);
        assert.deepEqual([last.completed, last.xWins, last.oWins, last.draws], [games, result.xWins, result.oWins, result.draws], label);
      }
      const none = [];
      const empty = await new worker.Simulator({ seed: 1, workers }).run({ games: 0, playerX: 'easy', playerO: 'easy', onProgress: (p) => none.push(p) });
      assert.deepEqual(empty, await new main.Simulator({ seed: 1 }).run({ games: 0, playerX: 'easy', playerO: 'easy' }));
      assert.deepEqual(none, []);
    }
  });

  test('without a seed, a split run is still one run: totals add up', async () => {
    const result = await new worker.Simulator({ workers: 3 }).run({ games: 3000, playerX: 'easy', playerO: 'easy', chunkSize: 100 });
    assert.equal(result.totalGames, 3000);
    assert.equal(result.xWins + result.oWins + result.draws, 3000);
    assert.equal(result.lengths.reduce((a, b) => a + b, 0), 3000);
    assert.equal(result.avgMoves, result.lengths.reduce((a, n, i) => a + n * i, 0) / 3000);
  });

  test('abort: during the run and before it, with signal.reason itself', async () => {
    for (const workers of [1, 3]) {
      const controller = new AbortController();
      const reason = { why: `stop ${workers}` };
      let calls = 0;
      const run = new worker.Simulator({ seed: 2, workers }).run({
        games: 100_000, chunkSize: 10, playerX: 'mcts', playerO: 'easy', mctsIterations: 200, signal: controller.signal,
        onProgress: () => {
          calls += 1;
          if (calls === 3) controller.abort(reason);
        },
      });
      assert.equal(await run.then(() => 'resolved', (e) => e), reason, `workers ${workers}`);

      const aborted = AbortSignal.abort();
      for (const games of [0, 1000]) {
        let progress = 0;
        const error = await new worker.Simulator({ seed: 2, workers }).run({
          games, playerX: 'easy', playerO: 'easy', signal: aborted, onProgress: () => { progress += 1; },
        }).then(() => null, (e) => e);
        assert.equal(error, aborted.reason, `already aborted, ${games} games, workers ${workers}`);
        assert.equal(progress, 0);
      }
      // Bad options come first, as in the main entry.
      await same((m) => new m.Simulator({ workers }).run({ games: -1, playerX: 'easy', playerO: 'easy', signal: aborted }), 'bad options and aborted');
    }
    // After all that, runs still work.
    assert.deepEqual(await new worker.Simulator({ seed: 1, workers: 2 }).run(RUNS[0]), await new main.Simulator().run(RUNS[0]));
  });

  test('an onProgress that throws rejects the run with what it threw', async () => {
    for (const workers of [1, 3]) {
      const thrown = new Error(`from onProgress ${workers}`);
      const error = await new worker.Simulator({ seed: 2, workers }).run({
        games: 10_000, chunkSize: 10, playerX: 'easy', playerO: 'easy', onProgress: () => { throw thrown; },
      }).then(() => null, (e) => e);
      assert.equal(error, thrown);
    }
    assert.deepEqual(await new worker.Simulator({ workers: 3 }).run(RUNS[2]), await new main.Simulator().run(RUNS[2]));
  });

  test('bad run options reject as in the main entry, for any worker count', async () => {
    const bad = [
      undefined, 5, {}, { games: -1, playerX: 'easy', playerO: 'easy' }, { games: 1.5, playerX: 'easy', playerO: 'easy' },
      { games: '10', playerX: 'easy', playerO: 'easy' }, { games: 10, playerX: 'nope', playerO: 'easy' },
      { games: 10, playerX: 'easy' }, { games: 10, playerX: 'easy', playerO: 'easy', chunkSize: 0 },
      { games: 10, playerX: 'easy', playerO: 'easy', mctsIterations: -3 }, { games: 10, playerX: 'easy', playerO: 'easy', seed: -2 },
      { games: 10, playerX: 'easy', playerO: 'easy', onProgress: 5 }, { games: 10, playerX: 'easy', playerO: 'easy', signal: {} },
      { games: 10, playerX: 'easy', playerO: 'easy', firstGame: -1 }, { games: 2e9, playerX: 'easy', playerO: 'easy' },
      { games: 10, playerX: { difficulty: 'easy', skill: 3 }, playerO: 'easy' },
    ];
    for (const workers of [1, 3]) {
      for (const options of bad) {
        const got = await same((m) => new m.Simulator({ workers }).run(options), `workers ${workers}: ${JSON.stringify(options)}`);
        assert.ok(got.error, JSON.stringify(options));
      }
      await same((m) => new m.Simulator({ seed: {}, workers }).run({ games: 1, playerX: 'easy', playerO: 'easy' }), 'a bad Simulator seed');
    }
  });

  test('workers must be an integer from 1 to 16 (INVALID_OPTION)', async () => {
    const ok = { games: 10, playerX: 'easy', playerO: 'easy', seed: 1 };
    for (const [workers, cls] of [[0, RangeError], [17, RangeError], [1.5, RangeError], [NaN, RangeError], [Infinity, RangeError], ['2', TypeError], [null, TypeError], [{}, TypeError], [() => 2, TypeError]]) {
      const error = await new worker.Simulator({ workers }).run(ok).then(() => null, (e) => e);
      assert.ok(error instanceof cls, `workers ${String(workers)}: ${error}`);
      assert.equal(error.code, 'INVALID_OPTION');
      assert.match(error.message, /workers/);
    }
  });

  test('concurrent runs and engine calls share the workers', async () => {
    const engine = new worker.AIEngine();
    const [a, b, move] = await Promise.all([
      new worker.Simulator({ workers: 2 }).run(RUNS[0]),
      new worker.Simulator({ workers: 3 }).run(RUNS[1]),
      engine.bestMove(EMPTY, 'X'),
    ]);
    assert.deepEqual(a, await new main.Simulator().run(RUNS[0]));
    assert.deepEqual(b, await new main.Simulator().run(RUNS[1]));
    assert.deepEqual(move, { row: 1, col: 1 });
  });
});
