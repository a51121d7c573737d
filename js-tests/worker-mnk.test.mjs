// oxo-ai/worker's MnkEngine (issue 37 item 5, API reference "Bigger boards") through the installed package: the same
// answers and errors as oxo-ai/mnk's MnkEngine, computed in the shared worker; a long search
// leaves the calling thread responsive; `signal` rejects at once with its reason; terminate()
// still ends the worker; a worker that never makes an MnkEngine never loads the mnk module.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as mnk from 'oxo-ai/mnk';
import * as worker from 'oxo-ai/worker';
import { outcome } from './support/check.mjs';
import { assertTypeChecks } from './support/typecheck.mjs';

after(() => worker.terminate());

const require = createRequire(import.meta.url);
const { Games, MnkGame } = mnk;

/**
 * `call(engine)` on oxo-ai/mnk's MnkEngine and on oxo-ai/worker's, each made by `new
 * MnkEngine(...args)`, must have the same outcome (a constructor's throw and a call's rejection
 * land in the same catch); returns it.
 */
async function same(args, call, label) {
  const want = await outcome(() => call(new mnk.MnkEngine(...args)));
  const got = await outcome(() => call(new worker.MnkEngine(...args)));
  assert.deepEqual(got, want, label);
  return got;
}

const nested = (text, cols) => Array.from({ length: text.length / cols }, (_, r) => [...text.slice(r * cols, (r + 1) * cols)].map((c) => (c === '.' ? null : c)));
const sleep = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

const C4_MID = nested([
  '.......',
  '.......',
  '.......',
  '...O...',
  '..XX...',
  '..OXO.X',
].join(''), 7);

describe('the same answers as oxo-ai/mnk', () => {
  test('3x3: bestMove, solve, rankedMoves and analyze on a few positions, both players', async () => {
    const boards = ['.........', '....X....', 'X...O...X', 'XX.OO....', 'XOXOXO...'];
    for (const text of boards) {
      for (const player of ['X', 'O']) {
        for (const [name, extra] of [['bestMove', []], ['solve', []], ['rankedMoves', []], ['analyze', []], ['solve', [{ maxNodes: 50 }]]]) {
          await same([Games.ticTacToe], (e) => e[name](nested(text, 3), player, ...extra), `${name} ${text} ${player}`);
        }
        // Flat boards and lower-case marks, as oxo-ai/mnk reads them.
        await same([Games.ticTacToe], (e) => e.bestMove([...text.toLowerCase()].map((c) => (c === '.' ? null : c)), player), `flat ${text} ${player}`);
      }
    }
  });

  test('Connect Four with a node budget and a seed: the same moves, solutions and rankings', async () => {
    const options = { maxNodes: 20_000, seed: 7 };
    const empty = new MnkGame(Games.connectFour).emptyBoard();
    const opening = await same([Games.connectFour, options], (e) => e.bestMove(empty, 'X'), 'opening');
    assert.deepEqual(opening.value, { row: 5, col: 3 });
    await same([Games.connectFour, options], (e) => e.solve(C4_MID, 'X', { maxNodes: 30_000 }), 'solve');
    await same([Games.connectFour, options], (e) => e.rankedMoves(C4_MID, 'X', { maxNodes: 10_000 }), 'rankedMoves');
    await same([Games.connectFour, options], (e) => e.analyze(C4_MID, 'X'), 'analyze');
    // A seeded Easy engine plays the same sequence.
    await same([Games.connectFour, { difficulty: 'easy', seed: 'dice' }], async (e) => {
      const moves = [];
      for (let i = 0; i < 5; i += 1) moves.push(await e.bestMove(C4_MID, 'X'));
      return moves;
    }, 'easy sequence');
  });

  test('4x4: solve proves the empty board a draw in 16, as oxo-ai/mnk does', async () => {
    const empty = new MnkGame(Games.fourByFour).emptyBoard();
    const got = await same([Games.fourByFour], (e) => e.solve(empty, 'X', { timeMs: 60_000 }), '4x4 solve');
    assert.equal(got.value.complete, true);
    assert.equal(got.value.value, 'draw');
    assert.equal(got.value.plies, 16);
  });

  test('rules: mirrored after a call, frozen; null before the first', async () => {
    const engine = new worker.MnkEngine({ rows: 5, cols: 4, k: 3, misere: true });
    assert.equal(engine.rules, null);
    await engine.bestMove(new MnkGame({ rows: 5, cols: 4, k: 3 }).emptyBoard(), 'X');
    assert.deepEqual(engine.rules, new mnk.MnkEngine({ rows: 5, cols: 4, k: 3, misere: true }).rules);
    assert.ok(Object.isFrozen(engine.rules));
    await engine.free();
  });

  test('every method of oxo-ai/mnk\'s MnkEngine returns a Promise in oxo-ai/worker', async () => {
    const names = Object.entries(Object.getOwnPropertyDescriptors(mnk.MnkEngine.prototype))
      .filter(([name, d]) => name !== 'constructor' && typeof d.value === 'function').map(([name]) => name);
    assert.deepEqual(names.sort(), ['analyze', 'bestMove', 'free', 'rankedMoves', 'ready', 'solve']);
    const engine = new worker.MnkEngine(Games.ticTacToe);
    assert.equal(worker.MnkEngine.name, 'MnkEngine');
    for (const name of names) assert.equal(typeof engine[name], 'function', name);
    const answer = engine.bestMove(new MnkGame(Games.ticTacToe).emptyBoard(), 'X');
    assert.ok(answer instanceof Promise);
    assert.deepEqual(await answer, { row: 1, col: 1 });
    await engine.free();
  });
});

describe('errors: the same class, code and message as oxo-ai/mnk', () => {
  const ttt = new MnkGame(Games.ticTacToe).emptyBoard();
  const calls = [
    ['bestMove', (e) => e.bestMove(ttt, 'X')],
    ['solve', (e) => e.solve(ttt, 'X')],
    ['rankedMoves', (e) => e.rankedMoves(ttt, 'X', { maxNodes: 10 })],
    ['analyze', (e) => e.analyze(ttt, 'X')],
    ['free', (e) => e.free()],
  ];

  test('bad rules and options reject every call with the constructor\'s error', async () => {
    const bad = [
      [{ rows: 16, cols: 3, k: 3 }],
      [{ rows: 4, cols: 3, k: 5 }],
      [{ rows: 4, cols: 3, k: 3, gravity: 1 }],
      [null],
      [Games.ticTacToe, { difficulty: 'perfect' }],
      [Games.ticTacToe, { timeMs: -1 }],
      [Games.ticTacToe, { seed: -1 }],
    ];
    for (const args of bad) {
      for (const [name, call] of calls) {
        const got = await same(args, call, `${JSON.stringify(args)} ${name}`);
        assert.ok(got.error?.code, `${JSON.stringify(args)} ${name} rejects with a coded error`);
      }
    }
  });

  test('bad boards, players and budgets', async () => {
    const c4 = new MnkGame(Games.connectFour).emptyBoard();
    const floating = new MnkGame(Games.connectFour).emptyBoard();
    floating[0][0] = 'X';
    const cases = [
      (e) => e.bestMove(ttt, 'X'), // a 3x3 board for Connect Four's rules
      (e) => e.bestMove(floating, 'O'),
      (e) => e.bestMove(c4, 'Z'),
      (e) => e.solve(c4, 'X', { timeMs: -5 }),
      (e) => e.solve(c4, 'X', 'fast'),
      (e) => e.rankedMoves(c4, 'X', { maxNodes: 1.5 }),
      (e) => e.analyze(null, 'X'),
      (e) => e.analyze(c4),
    ];
    for (const [i, call] of cases.entries()) {
      const got = await same([Games.connectFour, { maxNodes: 1000 }], call, `case ${i}`);
      assert.ok(got.error?.code, `case ${i} rejects with a coded error`);
    }
  });

  test('strict engines: WRONG_TURN, IMPOSSIBLE_POSITION', async () => {
    const wrong = await same([Games.ticTacToe, { strict: true }], (e) => e.bestMove(ttt, 'O'), 'wrong turn');
    assert.equal(wrong.error.code, 'WRONG_TURN');
    const impossible = await same([Games.ticTacToe, { strict: true }], (e) => e.bestMove(nested('XX.......', 3), 'O'), 'impossible');
    assert.equal(impossible.error.code, 'IMPOSSIBLE_POSITION');
  });

  test('free(): later calls and a second free() reject with OBJECT_FREED, also in a new worker', async () => {
    for (const [name, call] of calls) {
      const got = await same([Games.ticTacToe], async (e) => {
        await e.free();
        return call(e);
      }, `${name} after free`);
      assert.equal(got.error.code, 'OBJECT_FREED', name);
    }
    // A board that does not fit the rules meets the rules' check first, as in oxo-ai/mnk.
    await same([Games.connectFour], async (e) => {
      await e.free();
      return e.bestMove(ttt, 'X');
    }, 'a freed engine reads the board first');
    const engine = new worker.MnkEngine(Games.ticTacToe);
    await engine.free();
    await worker.terminate();
    await assert.rejects(engine.bestMove(ttt, 'X'), { code: 'OBJECT_FREED' });
  });
});

describe('the calling thread and signal', () => {
  const c4 = () => new MnkGame(Games.connectFour).emptyBoard();
  // A long search: X, X, O up column 0, a position no game reaches (X played twice before O's
  // first disc), so neither the book nor the data of the first nine discs holds it; O to move,
  // and proving it takes minutes.
  const long = () => {
    const game = new MnkGame(Games.connectFour);
    return game.applyMove(game.applyMove(game.applyMove(game.emptyBoard(), 0, 'X'), 0, 'X'), 0, 'O');
  };

  test('a Connect Four solve with timeMs 2000 leaves the calling thread responsive', async () => {
    const engine = new worker.MnkEngine(Games.connectFour);
    await engine.bestMove(c4(), 'X', {}); // the module is loaded and the engine made
    let last = performance.now();
    let longest = 0;
    let ticks = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      ticks += 1;
    }, 10);
    const started = performance.now();
    const solution = await engine.solve(long(), 'O', { timeMs: 2000 });
    const took = performance.now() - started;
    clearInterval(timer);
    longest = Math.max(longest, performance.now() - last);
    console.log(`Connect Four solve, timeMs 2000: ${Math.round(took)} ms, ${ticks} ticks, longest gap ${longest.toFixed(1)} ms, ${solution.nodes} nodes`);
    assert.ok(took >= 1500, `the search ran its budget (${took} ms)`);
    assert.equal(solution.complete, false);
    assert.ok(longest < 50, `the interval's longest gap was ${longest} ms`);
    assert.ok(ticks >= took / 20, `${ticks} ticks in ${took} ms`);
    await engine.free();
  });

  test('MnkEngine has a worker of its own: a long search delays no AIEngine call', async () => {
    const engine = new worker.MnkEngine(Games.connectFour);
    await engine.bestMove(c4(), 'X', {}); // the mnk worker is up and the engine made
    const answered = [];
    const solving = engine.solve(long(), 'O', { timeMs: 1500 }).then((s) => {
      answered.push('solve');
      return s;
    });
    const move = await new worker.AIEngine().bestMove(Array(9).fill(null), 'X');
    answered.push('AIEngine');
    const solution = await solving;
    assert.deepEqual(move, { row: 1, col: 1 });
    assert.equal(solution.complete, false, 'the search ran until its budget ended');
    assert.deepEqual(answered, ['AIEngine', 'solve'], 'the 3x3 call was answered while the search ran');
    await engine.free();
  });

  test('abort rejects at once with signal.reason; the answer is dropped', async () => {
    const engine = new worker.MnkEngine(Games.connectFour);
    await engine.bestMove(c4(), 'X');
    // A reason of the caller's own: the same object.
    const controller = new AbortController();
    const reason = { why: 'the player resigned' };
    const pending = engine.solve(long(), 'O', { timeMs: 2000, signal: controller.signal });
    await sleep(200);
    const before = performance.now();
    controller.abort(reason);
    const thrown = await pending.then(() => assert.fail('should reject'), (e) => e);
    const after = performance.now() - before;
    assert.equal(thrown, reason);
    assert.ok(after < 50, `rejected ${after} ms after the abort`);
    // No reason: a DOMException AbortError, as fetch gives.
    const plain = new AbortController();
    const ranked = engine.rankedMoves(long(), 'O', { timeMs: 2000, signal: plain.signal });
    await sleep(50);
    plain.abort();
    const error = await ranked.then(() => assert.fail('should reject'), (e) => e);
    assert.equal(error.name, 'AbortError');
    assert.ok(error instanceof DOMException);
    assert.equal(error, plain.signal.reason);
    // bestMove takes { signal } as its third argument.
    const third = new AbortController();
    const move = engine.bestMove(c4(), 'X', { signal: third.signal });
    third.abort('stop');
    await assert.rejects(move, (e) => e === 'stop');
    await engine.free();
  });

  test('an aborted signal rejects without posting the call; an unaborted one changes no answer', async () => {
    const engine = new worker.MnkEngine(Games.connectFour, { maxNodes: 5000 });
    const ttt = new worker.MnkEngine(Games.ticTacToe);
    const empty = new MnkGame(Games.ticTacToe).emptyBoard();
    await ttt.bestMove(empty, 'X'); // the worker is idle (earlier tests' aborted searches have ended)
    const controller = new AbortController();
    controller.abort('already');
    const started = performance.now();
    await assert.rejects(engine.solve(c4(), 'X', { timeMs: 3000, signal: controller.signal }), (e) => e === 'already');
    await assert.rejects(engine.bestMove(c4(), 'X', { signal: controller.signal }), (e) => e === 'already');
    // Nothing runs in the worker: the next call answers at once, not after a 3 s search.
    assert.deepEqual(await ttt.bestMove(empty, 'X'), { row: 1, col: 1 });
    assert.ok(performance.now() - started < 1500, `${performance.now() - started} ms`);
    // Aborted while the worker starts: the call is not sent either.
    await worker.terminate();
    const early = new AbortController();
    const startedAgain = performance.now();
    const dropped = engine.solve(c4(), 'X', { timeMs: 3000, maxNodes: 1e9, signal: early.signal });
    early.abort('early');
    await assert.rejects(dropped, (e) => e === 'early');
    assert.deepEqual(await ttt.bestMove(empty, 'X'), { row: 1, col: 1 });
    assert.ok(performance.now() - startedAgain < 1500, `${performance.now() - startedAgain} ms`);
    // A signal that never aborts: the same answers as oxo-ai/mnk without one.
    const live = new AbortController().signal;
    const local = new mnk.MnkEngine(Games.connectFour, { maxNodes: 5000 });
    assert.deepEqual(await engine.solve(C4_MID, 'X', { maxNodes: 4000, signal: live }), local.solve(C4_MID, 'X', { maxNodes: 4000 }));
    assert.deepEqual(await engine.rankedMoves(C4_MID, 'O', { signal: live }), local.rankedMoves(C4_MID, 'O'));
    assert.deepEqual(await engine.analyze(C4_MID, 'O', { signal: live }), local.analyze(C4_MID, 'O'));
    // Errors still come from oxo-ai/mnk's readers, with the signal in the options.
    await assert.rejects(engine.solve(C4_MID, 'X', { timeMs: -1, signal: live }), { code: 'INVALID_OPTION', message: (() => {
      try {
        local.solve(C4_MID, 'X', { timeMs: -1 });
      } catch (e) {
        return e.message;
      }
      return '';
    })() });
    await engine.free();
    await ttt.free();
  });

  test('an aborted search runs on in the worker until its budget ends; calls after it queue', async () => {
    const engine = new worker.MnkEngine(Games.connectFour);
    await engine.bestMove(c4(), 'X');
    const controller = new AbortController();
    const started = performance.now();
    const pending = engine.solve(long(), 'O', { timeMs: 1000, signal: controller.signal }).catch((e) => e);
    await sleep(100);
    controller.abort();
    await pending;
    const next = await engine.bestMove(c4(), 'X', {});
    assert.deepEqual(next, { row: 5, col: 3 });
    assert.ok(performance.now() - started >= 900, 'the next call waited for the aborted search');
    await engine.free();
  });

  test('terminate() rejects an MnkEngine call in flight with WORKER_FAILED; the engine is made again', async () => {
    const engine = new worker.MnkEngine(Games.connectFour, { maxNodes: 20_000, seed: 7 });
    await engine.bestMove(c4(), 'X');
    const pending = engine.solve(long(), 'O', { timeMs: 5000 }).then(() => null, (e) => e);
    await sleep(100);
    const before = performance.now();
    await worker.terminate();
    const error = await pending;
    assert.ok(performance.now() - before < 1000);
    assert.equal(error.code, 'WORKER_FAILED');
    assert.deepEqual(await engine.bestMove(c4(), 'X'), new mnk.MnkEngine(Games.connectFour, { maxNodes: 20_000, seed: 7 }).bestMove(c4(), 'X'));
    await engine.free();
  });
});

describe('loading', () => {
  /** Runs `node -e code` in `cwd` and returns its last line as JSON. */
  function node(code, cwd) {
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd, encoding: 'utf8', timeout: 120_000 });
    assert.equal(r.status, 0, `child exited ${r.status} ${r.signal ?? ''}\n${r.stderr}${r.stdout}`);
    return JSON.parse(r.stdout.trim().split('\n').pop());
  }

  test('importing oxo-ai/worker and using MnkEngine compiles no WebAssembly on this thread', () => {
    const out = node(`
      const wasm = [];
      for (const name of ['compile', 'compileStreaming', 'instantiate', 'instantiateStreaming']) {
        const original = WebAssembly[name];
        if (original) WebAssembly[name] = (...a) => { wasm.push(name); return original(...a); };
      }
      const Module = WebAssembly.Module;
      WebAssembly.Module = function (...a) { wasm.push('Module'); return new Module(...a); };
      const { MnkEngine, terminate } = await import('oxo-ai/worker');
      const move = await new MnkEngine({ rows: 6, cols: 7, k: 4, gravity: true }, { maxNodes: 20000 }).bestMove(Array(42).fill(null), 'X');
      await terminate();
      console.log(JSON.stringify({ wasm, move }));`, process.cwd());
    assert.deepEqual(out, { wasm: [], move: { row: 5, col: 3 } });
  });

  test('a worker that makes no MnkEngine never loads the mnk module', () => {
    // A copy of the installed package without the mnk module (its file and inlined copy): 3x3
    // plays, simulates and reviews; only an MnkEngine's calls fail.
    const installed = join(dirname(require.resolve('oxo-ai/worker')), '..');
    const dir = mkdtempSync(join(tmpdir(), 'oxo-worker-no-mnk-'));
    try {
      const copy = join(dir, 'node_modules', 'oxo-ai');
      cpSync(installed, copy, { recursive: true });
      rmSync(join(copy, 'web', 'oxo_ai_mnk_bg.wasm'));
      writeFileSync(join(copy, 'web', 'oxo_ai_mnk_bg.wasm.b64.js'), "throw new Error('the mnk module was loaded');\n");
      assert.ok(!existsSync(join(copy, 'web', 'oxo_ai_mnk_bg.wasm')));
      const out = node(`
        const w = await import(${JSON.stringify(pathToFileURL(join(copy, 'node', 'worker.mjs')).href)});
        const move = await new w.AIEngine().bestMove(Array(9).fill(null), 'X');
        const report = await new w.GameAnalyzer().analyze(Array(9).fill(null), 'X');
        const review = await w.reviewGame([{ row: 1, col: 1 }]);
        const sim = await new w.Simulator({ workers: 1, seed: 1 }).run({ games: 4, playerX: 'easy', playerO: 'hard' });
        const engine = new w.MnkEngine({ rows: 3, cols: 3, k: 3 });
        const mnk = await engine.bestMove(Array(9).fill(null), 'X').then(() => 'answered', (e) => e.message);
        const again = await new w.AIEngine().bestMove(Array(9).fill(null), 'O');
        await w.terminate();
        console.log(JSON.stringify({ move, ok: typeof report.explanation, review: review.moves.length, games: sim.xWins + sim.oWins + sim.draws, mnk, again }));`, dir);
      assert.deepEqual(out.move, { row: 1, col: 1 });
      assert.equal(out.games, 4);
      assert.notEqual(out.mnk, 'answered');
      assert.deepEqual(out.again, { row: 1, col: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the declarations', () => {
  const consumer = `
import { MnkEngine, terminate } from 'oxo-ai/worker';
import type { MnkAnalysis, MnkCheckedRules, MnkMove, MnkScoredMove, MnkSolution } from 'oxo-ai/worker';

export async function use(): Promise<void> {
  const engine = new MnkEngine({ rows: 6, cols: 7, k: 4, gravity: true }, { difficulty: 'hard', timeMs: 500 });
  const board = Array(42).fill(null);
  const controller = new AbortController();
  const move: MnkMove | null = await engine.bestMove(board, 'X', { signal: controller.signal });
  const solution: MnkSolution = await engine.solve(board, 'X', { timeMs: 2000, signal: controller.signal });
  const ranked: MnkScoredMove[] = await engine.rankedMoves(board, 'O', { maxNodes: 1000 });
  const analysis: MnkAnalysis = await engine.analyze(board, 'X');
  const rules: MnkCheckedRules | null = engine.rules;
  await engine.free();
  await terminate();
  // @ts-expect-error: the answer is a Promise
  const notAwaited: MnkMove | null = engine.bestMove(board, 'X');
  // @ts-expect-error: signal is an AbortSignal
  await engine.solve(board, 'X', { signal: true });
  // @ts-expect-error: rules need k
  new MnkEngine({ rows: 3, cols: 3 });
  void [move, solution, ranked, analysis, rules, notAwaited];
}
`;

  test('a consumer compiles under tsc --strict as CommonJS (.ts) and ESM (.mts), and misuses are errors', () => {
    assertTypeChecks(consumer, 3, 'worker-mnk');
  });
});
