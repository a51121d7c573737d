// Simulator through the installed package (issue 5, API reference "Simulator"): totals, determinism and chunk
// invariance, progress, abort, bad options as rejections, concurrent runs, responsiveness of
// the event loop while a long run is in flight, and no wasm memory leak.
//
// The package is imported through importWithMemory (never statically) so that the test can
// read the module's WebAssembly memory; see support/wasm-memory.mjs.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { importWithMemory, PAGE } from './support/wasm-memory.mjs';
import { expectCode } from './support/check.mjs';

// The memory of the package's one module, which Simulator runs use.
const { api, memory } = await importWithMemory('oxo-ai');
const { Simulator, SimulationRun, Difficulty } = api;

const LEVELS = ['easy', 'medium', 'hard', 'mcts', 'expert', 'rules'];
const RESULT_KEYS = ['avgMoves', 'draws', 'lengths', 'oWins', 'totalGames', 'xWins'];
const PROGRESS_KEYS = ['completed', 'draws', 'oWins', 'total', 'xWins'];

/** A macrotask later: lets any stray chunk, callback or rejection show itself. */
const turn = () => new Promise((resolve) => setImmediate(resolve));
const turns = async (n) => { for (let i = 0; i < n; i += 1) await turn(); };

/** SimulationResult invariants for `games` games. */
function checkResult(r, games, label = '') {
  assert.deepEqual(Object.keys(r).sort(), RESULT_KEYS, label);
  for (const k of ['xWins', 'oWins', 'draws', 'totalGames']) {
    assert.ok(Number.isSafeInteger(r[k]) && r[k] >= 0, `${label}: ${k} = ${r[k]}`);
  }
  assert.equal(r.totalGames, games, label);
  assert.equal(r.xWins + r.oWins + r.draws, r.totalGames, `${label}: totals do not add up`);
  // API reference "Simulator": lengths[n] games ended after exactly n moves; they add up to the games and
  // give the mean exactly.
  assert.equal(r.lengths.length, 10, label);
  assert.equal(r.lengths.reduce((a, b) => a + b, 0), r.totalGames, `${label}: lengths do not add up`);
  assert.deepEqual(r.lengths.slice(0, 5), [0, 0, 0, 0, 0], `${label}: no game ends before move 5`);
  if (games > 0) assert.equal(r.lengths.reduce((a, n, i) => a + n * i, 0) / games, r.avgMoves, label);
  if (games === 0) {
    assert.equal(r.avgMoves, 0, label);
  } else {
    assert.ok(r.avgMoves >= 5 && r.avgMoves <= 9, `${label}: avgMoves ${r.avgMoves}`);
    // The exact mean: total moves / games, not rounded.
    const totalMoves = r.avgMoves * games;
    assert.ok(Math.abs(totalMoves - Math.round(totalMoves)) < 1e-6 * games, `${label}: avgMoves ${r.avgMoves} is not a mean over ${games} games`);
  }
}

/**
 * Calls `call()` (which must not throw synchronously), checks it returned a Promise that
 * rejects with a coded error of class `cls`, and returns that error.
 */
async function rejectsWithCode(call, code, cls, mentions = []) {
  let returned;
  try {
    returned = call();
  } catch (err) {
    assert.fail(`run threw synchronously instead of rejecting: ${err && err.code} ${err && err.message}`);
  }
  assert.ok(returned instanceof Promise, `run returned ${typeof returned}, not a Promise`);
  const err = await returned.then(
    (value) => assert.fail(`expected a rejection with ${code}, resolved with ${JSON.stringify(value)}`),
    (e) => e,
  );
  return expectCode(() => { throw err; }, code, cls, mentions);
}

/** Resolves to the rejection reason of `promise`; fails if it resolves. */
async function rejection(promise) {
  return promise.then((v) => assert.fail(`expected a rejection, resolved with ${JSON.stringify(v)}`), (e) => e);
}

const isAbortError = (err) => err instanceof DOMException && err.name === 'AbortError';

describe('results', () => {
  test('games: 0 gives all zeros and never calls onProgress', async () => {
    let calls = 0;
    const r = await new Simulator({ seed: 1 }).run({
      games: 0, playerX: 'hard', playerO: 'easy', onProgress: () => { calls += 1; },
    });
    await turns(3);
    assert.deepEqual(r, { xWins: 0, oWins: 0, draws: 0, totalGames: 0, avgMoves: 0, lengths: Array(10).fill(0) });
    assert.equal(calls, 0);
  });

  test('totals add up and avgMoves is within 5..9 for every pair of the five levels', async () => {
    const sim = new Simulator({ seed: 'pairs' });
    for (const playerX of LEVELS) {
      for (const playerO of LEVELS) {
        const games = 30;
        const r = await sim.run({ games, playerX, playerO, mctsIterations: 30 });
        checkResult(r, games, `${playerX} vs ${playerO}`);
      }
    }
  });

  test('Difficulty values and plain strings are the same levels', async () => {
    const sim = new Simulator({ seed: 9 });
    const options = { games: 300, mctsIterations: 25 };
    assert.deepEqual(
      await sim.run({ ...options, playerX: Difficulty.MCTS, playerO: Difficulty.Medium }),
      await sim.run({ ...options, playerX: 'mcts', playerO: 'medium' }),
    );
  });

  test('mctsIterations applies (default 500): MCTS(1) plays almost at random, MCTS(1000) wins', async () => {
    const sim = new Simulator({ seed: 4 });
    const base = { games: 100, playerX: 'mcts', playerO: 'easy' };
    const weak = await sim.run({ ...base, mctsIterations: 1 });
    const strong = await sim.run({ ...base, mctsIterations: 1000 });
    checkResult(weak, 100);
    checkResult(strong, 100);
    assert.ok(strong.xWins >= 90, `MCTS(1000) vs Easy: ${JSON.stringify(strong)}`);
    assert.ok(weak.xWins < 80, `MCTS(1) vs Easy: ${JSON.stringify(weak)}`);
    assert.deepEqual(await sim.run({ ...base, games: 20 }), await sim.run({ ...base, games: 20, mctsIterations: 500 }));
  });

  test('Hard vs Hard: every game is a draw of 9 moves', async () => {
    const r = await new Simulator().run({ games: 1000, playerX: 'hard', playerO: 'hard' });
    assert.deepEqual(r, { xWins: 0, oWins: 0, draws: 1000, totalGames: 1000, avgMoves: 9, lengths: [0, 0, 0, 0, 0, 0, 0, 0, 0, 1000] });
  });

  test('Hard vs Easy as X: X wins more than 90 % and never loses; Hard and Expert never lose as O', async () => {
    const sim = new Simulator({ seed: 2024 });
    const r = await sim.run({ games: 10_000, playerX: 'hard', playerO: 'easy' });
    checkResult(r, 10_000);
    assert.equal(r.oWins, 0);
    assert.ok(r.xWins > 9000, JSON.stringify(r));
    for (const playerO of ['hard', 'expert']) {
      const asO = await sim.run({ games: 10_000, playerX: 'easy', playerO });
      checkResult(asO, 10_000);
      assert.equal(asO.xWins, 0, `${playerO} as O: ${JSON.stringify(asO)}`);
    }
  });
});

describe('SimulationRun#split and SimulationRun.merge (the plan oxo-ai/worker runs)', () => {
  /** Steps a run to its end and returns its result, freeing it. */
  const finish = (run) => {
    try {
      while (!run.step()) { /* next chunk */ }
      return run.result;
    } finally {
      run.free();
    }
  };

  for (const [label, seedOptions, defaults] of [['a number seed', { seed: 12 }, undefined], ['a string seed from the Simulator', {}, { seed: 'split' }], ['no seed at all', {}, undefined]]) {
    test(`parts played on their own merge to the whole run: ${label}`, () => {
      const options = { games: 1_050, playerX: 'medium', playerO: 'easy', chunkSize: 100, firstGame: 7, ...seedOptions };
      const planner = new SimulationRun(options, defaults);
      const { seed, parts } = planner.split(4);
      planner.free();
      assert.equal(parts.length, 4);
      assert.equal(parts[0].firstGame, 7);
      assert.equal(parts.reduce((n, p) => n + p.games, 0), 1_050);
      for (let i = 1; i < parts.length; i += 1) assert.equal(parts[i].firstGame, parts[i - 1].firstGame + parts[i - 1].games);
      if (seedOptions.seed !== undefined) assert.equal(seed, 12);
      else if (defaults) assert.equal(seed, 'split');
      else assert.ok(Number.isSafeInteger(seed) && seed >= 0, `a fresh seed a part can be given: ${seed}`);
      const results = parts.map((part) => finish(new SimulationRun({ ...options, ...part, seed }, defaults)));
      const whole = finish(new SimulationRun({ ...options, seed }, defaults));
      assert.deepEqual(SimulationRun.merge(results), whole);
    });
  }

  test('a run of one chunk, or over one worker, is played whole', () => {
    const run = new SimulationRun({ games: 100, playerX: 'hard', playerO: 'easy', seed: 1 });
    assert.deepEqual(run.split(8).parts, []);
    assert.deepEqual(run.split(1).parts, []);
    run.free();
  });

  test('workers is an integer from 1 to 16 (INVALID_OPTION)', () => {
    const run = new SimulationRun({ games: 1000, playerX: 'easy', playerO: 'easy', seed: 1 });
    try {
      assert.equal(run.split(16).parts.length, 10);
      assert.deepEqual(run.split().parts, []);
      for (const [workers, cls] of [[0, RangeError], [17, RangeError], [2.5, RangeError], ['2', TypeError], [null, TypeError]]) {
        assert.throws(() => run.split(workers), (e) => e instanceof cls && e.code === 'INVALID_OPTION' && /workers/.test(e.message), String(workers));
      }
    } finally {
      run.free();
    }
  });

  test('merge refuses a result that is not one', () => {
    const part = { xWins: 1.5, oWins: 0, draws: 0, totalGames: 1, avgMoves: 5, lengths: [0, 0, 0, 0, 0, 1, 0, 0, 0, 0] };
    assert.throws(() => SimulationRun.merge([part]), (e) => e.code === 'INTERNAL_ERROR');
    assert.throws(() => SimulationRun.merge([{}]), (e) => e.code === 'INTERNAL_ERROR');
  });
});

describe('seeds', () => {
  const options = { games: 2000, playerX: 'easy', playerO: 'medium' };

  test('the same seed gives the same result, run after run and Simulator after Simulator', async () => {
    const a = await new Simulator().run({ ...options, seed: 12345 });
    checkResult(a, 2000);
    assert.deepEqual(await new Simulator().run({ ...options, seed: 12345 }), a);
    assert.deepEqual(await new Simulator({ seed: 999 }).run({ ...options, seed: 12345 }), a);
    const sim = new Simulator({ seed: 12345 });
    assert.deepEqual(await sim.run(options), a);
    assert.deepEqual(await sim.run(options), a);
  });

  test('the result is identical for chunkSize 1, 7, 100 and 10,000 (2,000 Easy-vs-Medium games)', async () => {
    const results = [];
    for (const chunkSize of [1, 7, 100, 10_000]) {
      results.push(await new Simulator({ seed: 'chunks' }).run({ ...options, chunkSize }));
    }
    checkResult(results[0], 2000);
    for (const r of results.slice(1)) assert.deepEqual(r, results[0]);
    // The default chunk size too, and a level that keeps state between moves (MCTS's arena).
    assert.deepEqual(await new Simulator({ seed: 'chunks' }).run(options), results[0]);
    const mcts = { games: 40, playerX: 'mcts', playerO: 'easy', mctsIterations: 40, seed: 3 };
    const whole = await new Simulator().run({ ...mcts, chunkSize: 40 });
    for (const chunkSize of [1, 3]) assert.deepEqual(await new Simulator().run({ ...mcts, chunkSize }), whole);
  });

  test('a Simulator seed gives the same result on every run; a run seed overrides it', async () => {
    const sim = new Simulator({ seed: 7 });
    const first = await sim.run(options);
    assert.deepEqual(await sim.run(options), first);
    assert.deepEqual(await sim.run(options), first);
    const overridden = await sim.run({ ...options, seed: 8 });
    assert.deepEqual(overridden, await new Simulator({ seed: 8 }).run(options));
    assert.deepEqual(overridden, await new Simulator().run({ ...options, seed: 8 }));
    assert.notDeepEqual(overridden, first, 'seeds 7 and 8 gave the same 2,000 games');
    // And the Simulator's seed still applies afterwards.
    assert.deepEqual(await sim.run(options), first);
    // Text seeds work the same way.
    const text = await new Simulator({ seed: 'seven' }).run(options);
    assert.deepEqual(await new Simulator().run({ ...options, seed: 'seven' }), text);
  });

  test('without a seed each run draws fresh entropy (Easy vs Easy, 200 games, 3 runs)', async () => {
    const sim = new Simulator();
    const runs = [];
    for (let i = 0; i < 3; i += 1) runs.push(await sim.run({ games: 200, playerX: 'easy', playerO: 'easy' }));
    runs.push(await new Simulator({}).run({ games: 200, playerX: 'easy', playerO: 'easy' }));
    for (const r of runs) checkResult(r, 200);
    const distinct = new Set(runs.map((r) => JSON.stringify(r)));
    assert.ok(distinct.size >= 2, `four unseeded runs gave the same result: ${[...distinct]}`);
  });
});

describe('onProgress', () => {
  for (const [games, chunkSize] of [[1000, 7], [250, undefined], [100, 100], [5, 1], [3, 1_000_000]]) {
    const size = chunkSize ?? 100;
    test(`${games} games, chunkSize ${chunkSize ?? 'default (100)'}: called ceil(games / chunkSize) = ${Math.ceil(games / size)} times`, async () => {
      const seen = [];
      const r = await new Simulator({ seed: 5 }).run({
        games, playerX: 'medium', playerO: 'easy', chunkSize, onProgress: (p) => seen.push(p),
      });
      await turns(3);
      checkResult(r, games);
      assert.equal(seen.length, Math.ceil(games / size));
      let prev = null;
      seen.forEach((p, i) => {
        assert.deepEqual(Object.keys(p).sort(), PROGRESS_KEYS);
        assert.equal(p.completed, Math.min((i + 1) * size, games), `call ${i}`);
        assert.equal(p.total, games);
        assert.equal(p.xWins + p.oWins + p.draws, p.completed, `call ${i}: totals do not add up`);
        if (prev) {
          assert.ok(p.completed > prev.completed, 'completed must strictly increase');
          assert.ok(p.xWins >= prev.xWins && p.oWins >= prev.oWins && p.draws >= prev.draws);
        }
        prev = p;
      });
      const last = seen.at(-1);
      assert.deepEqual([last.xWins, last.oWins, last.draws, last.completed], [r.xWins, r.oWins, r.draws, r.totalGames]);
    });
  }

  test('an onProgress that throws rejects the run with what it threw, and no chunk follows', async () => {
    const boom = new Error('boom');
    const seen = [];
    const err = await rejection(new Simulator({ seed: 1 }).run({
      games: 1000, playerX: 'easy', playerO: 'easy', chunkSize: 10,
      onProgress: (p) => { seen.push(p.completed); if (p.completed === 30) throw boom; },
    }));
    await turns(5);
    assert.equal(err, boom);
    assert.deepEqual(seen, [10, 20, 30]);
  });
});

describe('abort', () => {
  const base = { games: 1000, playerX: 'hard', playerO: 'easy', chunkSize: 100 };

  test('before start: rejects with signal.reason (an AbortError DOMException) and plays nothing', async () => {
    const ac = new AbortController();
    ac.abort();
    let calls = 0;
    const promise = new Simulator({ seed: 1 }).run({ ...base, signal: ac.signal, onProgress: () => { calls += 1; } });
    assert.ok(promise instanceof Promise);
    const err = await rejection(promise);
    await turns(3);
    assert.equal(err, ac.signal.reason);
    assert.ok(isAbortError(err), `not an AbortError DOMException: ${err}`);
    assert.equal(calls, 0);
    // Even for games: 0.
    assert.equal(await rejection(new Simulator().run({ ...base, games: 0, signal: ac.signal })), ac.signal.reason);
  });

  test('before start with a custom reason: rejects with that exact object', async () => {
    for (const reason of [new Error('stop'), 'stop', { why: 'stop' }]) {
      const ac = new AbortController();
      ac.abort(reason);
      let calls = 0;
      const err = await rejection(new Simulator().run({ ...base, signal: ac.signal, onProgress: () => { calls += 1; } }));
      assert.equal(err, reason);
      assert.equal(calls, 0);
    }
  });

  test('mid-run, from onProgress: rejects with an AbortError and completed stops there', async () => {
    const ac = new AbortController();
    const seen = [];
    const err = await rejection(new Simulator({ seed: 1 }).run({
      ...base, signal: ac.signal,
      onProgress: (p) => { seen.push(p.completed); if (p.completed === 300) ac.abort(); },
    }));
    await turns(5);
    assert.ok(isAbortError(err), `not an AbortError DOMException: ${err}`);
    assert.equal(err, ac.signal.reason);
    assert.deepEqual(seen, [100, 200, 300]);
  });

  test('mid-run with a custom reason, from a timer: rejects with it long before the end', async () => {
    const ac = new AbortController();
    const reason = new Error('stop');
    const seen = [];
    // Long enough that only the abort ends it (about a second of games even if nothing yielded).
    const games = 5_000_000;
    setTimeout(() => ac.abort(reason), 1);
    const err = await rejection(new Simulator().run({
      games, playerX: 'hard', playerO: 'easy', signal: ac.signal, onProgress: (p) => seen.push(p.completed),
    }));
    const count = seen.length;
    await turns(5);
    assert.equal(err, reason);
    assert.ok(count >= 1 && seen.at(-1) < games);
    assert.equal(seen.length, count, 'onProgress was called after the rejection');
  });

  test('after completion: the run resolves normally and a later abort changes nothing', async () => {
    const ac = new AbortController();
    const sim = new Simulator({ seed: 3 });
    const r = await sim.run({ ...base, signal: ac.signal });
    ac.abort();
    await turns(3);
    checkResult(r, base.games);
    assert.deepEqual(r, await sim.run(base));
  });
});

describe('bad options reject; run never throws synchronously', () => {
  const ok = { games: 10, playerX: 'hard', playerO: 'easy' };
  const throwing = Object.defineProperty({ ...ok }, 'games', { get() { throw new Error('games getter says no'); } });
  const cases = [
    ['no options', undefined, 'TypeError', [/undefined/]],
    ['null options', null, 'TypeError', [/null/]],
    ['a number for options', 5, 'TypeError', [/\b5\b/]],
    ['games missing', { playerX: 'hard', playerO: 'easy' }, 'TypeError', [/games/]],
    ['games -1', { ...ok, games: -1 }, 'RangeError', [/-1\b/]],
    ['games 1.5', { ...ok, games: 1.5 }, 'RangeError', [/1\.5/]],
    ['games 1,000,000,001', { ...ok, games: 1_000_000_001 }, 'RangeError', [/1000000001|1,000,000,001|1_000_000_001/]],
    ['games NaN', { ...ok, games: NaN }, 'RangeError', [/NaN/]],
    ['games Infinity', { ...ok, games: Infinity }, 'RangeError', [/Infinity|inf/i]],
    ["games '10'", { ...ok, games: '10' }, 'TypeError', [/10/]],
    ["playerX 'nope'", { ...ok, playerX: 'nope' }, 'TypeError', [/nope/]],
    ["playerX 'Hard'", { ...ok, playerX: 'Hard' }, 'TypeError', [/Hard/]],
    ['playerO missing', { games: 10, playerX: 'hard' }, 'TypeError', [/playerO/]],
    ['playerO 3', { ...ok, playerO: 3 }, 'TypeError', [/\b3\b/]],
    ['mctsIterations 0', { ...ok, mctsIterations: 0 }, 'RangeError', [/\b0\b/]],
    ['mctsIterations 1,000,001', { ...ok, mctsIterations: 1_000_001 }, 'RangeError', [/1000001|1,000,001|1_000_001/]],
    ['mctsIterations 1.5', { ...ok, mctsIterations: 1.5 }, 'RangeError', [/1\.5/]],
    ['chunkSize 0', { ...ok, chunkSize: 0 }, 'RangeError', [/\b0\b/]],
    ['chunkSize 1,000,001', { ...ok, chunkSize: 1_000_001 }, 'RangeError', [/1000001|1,000,001|1_000_001/]],
    ['chunkSize 2.5', { ...ok, chunkSize: 2.5 }, 'RangeError', [/2\.5/]],
    ["chunkSize '100'", { ...ok, chunkSize: '100' }, 'TypeError', [/100/]],
    ['seed -1', { ...ok, seed: -1 }, 'RangeError', [/-1\b/]],
    ['seed 1.5', { ...ok, seed: 1.5 }, 'RangeError', [/1\.5/]],
    ['seed {}', { ...ok, seed: {} }, 'TypeError', [/object|\{\}/i]],
    ['onProgress 5', { ...ok, onProgress: 5 }, 'TypeError', [/\b5\b/]],
    ["signal 'x'", { ...ok, signal: 'x' }, 'TypeError', [/\bx\b/]],
    ['a games getter that throws', throwing, ['TypeError', 'Error'], [/games getter says no/]],
  ];
  const sim = new Simulator({ seed: 1 });
  for (const [label, options, cls, mentions] of cases) {
    test(label, async () => {
      let calls = 0;
      const withProgress = options && typeof options === 'object' && !('onProgress' in options) && options !== throwing
        ? { ...options, onProgress: () => { calls += 1; } } : options;
      await rejectsWithCode(() => sim.run(withProgress), 'INVALID_OPTION', cls, mentions);
      assert.equal(calls, 0);
      // The next good run works.
      checkResult(await sim.run(ok), 10);
    });
  }

  test('the largest counts are accepted: games 1e9 (aborted at once), chunkSize and mctsIterations bounds', async () => {
    const ac = new AbortController();
    const err = await rejection(sim.run({
      games: 1_000_000_000, playerX: 'hard', playerO: 'easy', signal: ac.signal, onProgress: () => ac.abort(),
    }));
    assert.ok(isAbortError(err), `games 1e9 was not accepted: ${err && err.code} ${err && err.message}`);
    checkResult(await sim.run({ ...ok, chunkSize: 1_000_000 }), 10);
    checkResult(await sim.run({ ...ok, chunkSize: 1, mctsIterations: 1_000_000 }), 10);
  });

  test('new Simulator validates its seed and throws INVALID_OPTION at once', () => {
    expectCode(() => new Simulator({ seed: -1 }), 'INVALID_OPTION', 'RangeError', [/-1\b/]);
    expectCode(() => new Simulator({ seed: 2 ** 53 }), 'INVALID_OPTION', 'RangeError');
    expectCode(() => new Simulator({ seed: true }), 'INVALID_OPTION', 'TypeError', [/true/]);
  });
});

describe('runs in flight at once do not interfere', () => {
  const jobs = [
    { games: 700, playerX: 'easy', playerO: 'medium', chunkSize: 50, seed: 1 },
    { games: 500, playerX: 'medium', playerO: 'easy', chunkSize: 30, seed: 2 },
    { games: 60, playerX: 'mcts', playerO: 'easy', chunkSize: 5, mctsIterations: 30, seed: 3 },
    { games: 900, playerX: 'hard', playerO: 'easy', chunkSize: 40 },
  ];

  async function sequential(sims) {
    const out = [];
    for (let i = 0; i < jobs.length; i += 1) out.push(await sims[i % sims.length].run(jobs[i]));
    return out;
  }

  async function concurrent(sims) {
    const order = [];
    const results = await Promise.all(jobs.map((job, i) => sims[i % sims.length].run({
      ...job, onProgress: () => order.push(i),
    })));
    // They really were interleaved: some run reported progress between two reports of another.
    const firstDone = Math.min(...jobs.map((_, i) => order.lastIndexOf(i)));
    assert.ok(new Set(order.slice(0, firstDone + 1)).size === jobs.length, `runs did not interleave: ${order.join('')}`);
    return results;
  }

  test('on one Simulator', async () => {
    const seq = await sequential([new Simulator({ seed: 'one' })]);
    jobs.forEach((job, i) => checkResult(seq[i], job.games));
    assert.deepEqual(await concurrent([new Simulator({ seed: 'one' })]), seq);
  });

  test('on two Simulators with different seeds', async () => {
    const make = () => [new Simulator({ seed: 'left' }), new Simulator({ seed: 'right' })];
    const seq = await sequential(make());
    assert.deepEqual(await concurrent(make()), seq);
  });
});

describe('responsiveness: timers keep firing while a run is in flight', () => {
  /** The longest time one chunk of `options` takes: max over several single-chunk runs. */
  async function chunkTime(sim, options) {
    const chunk = options.chunkSize ?? 100;
    let max = 0;
    for (let i = 0; i < 8; i += 1) {
      const t0 = performance.now();
      await sim.run({ ...options, games: chunk, seed: i });
      max = Math.max(max, performance.now() - t0);
    }
    return max;
  }

  /** Runs `options` with a 1 ms interval timer going; the longest gap between ticks. */
  async function gaps(sim, options) {
    let ticks = 0;
    const start = performance.now();
    let last = start;
    let longest = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
      ticks += 1;
    }, 1);
    let result;
    try {
      result = await sim.run(options);
    } finally {
      clearInterval(timer);
    }
    const end = performance.now();
    longest = Math.max(longest, end - last);
    return { result, ticks, longest, duration: end - start };
  }

  const cases = [
    // The case.
    ['200,000 Hard-vs-Easy games', { games: 200_000, playerX: 'hard', playerO: 'easy' }],
    // A slower level, so that a run that never yields would take far longer than the margin.
    ['100,000 Medium-vs-Easy games', { games: 100_000, playerX: 'medium', playerO: 'easy' }],
  ];
  for (const [label, options] of cases) {
    test(`${label}: the longest gap between ticks of setInterval(…, 1) stays near one chunk's time`, async (t) => {
      const sim = new Simulator({ seed: 11 });
      await sim.run({ ...options, games: 2000 }); // warm up
      // Other processes on a busy machine can stall this one for tens of milliseconds at any
      // moment; a run that does not yield fails every attempt, so the best of three decides.
      const attempts = [];
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        const chunk = await chunkTime(sim, options);
        const { result, ticks, longest, duration } = await gaps(sim, options);
        const limit = Math.max(10 * chunk, chunk + 50);
        const line = `attempt ${attempt}: chunk ${chunk.toFixed(3)} ms; run ${duration.toFixed(1)} ms; ` +
          `${ticks} ticks; longest gap ${longest.toFixed(2)} ms; limit ${limit.toFixed(2)} ms`;
        t.diagnostic(line);
        attempts.push(line);
        checkResult(result, options.games);
        if (options.playerX === 'hard') {
          assert.equal(result.oWins, 0);
          assert.ok(result.xWins > 0.9 * options.games);
        }
        if (ticks > 0 && longest <= limit) return;
      }
      assert.fail(`the event loop stalled beyond the limit in every attempt:\n${attempts.join('\n')}`);
    });
  }
});

describe('no leak: wasm memory stays flat and every handle is freed', () => {
  // Counts the handles released through SimulationRun's documented `free()` (or its
  // `Symbol.dispose` alias); the Simulator drives the same class the package exports (one
  // module instance).
  function countFrees() {
    const proto = SimulationRun.prototype;
    const keys = ['free', ...(typeof Symbol.dispose === 'symbol' && proto[Symbol.dispose] ? [Symbol.dispose] : [])];
    const originals = keys.map((k) => proto[k]);
    const counter = { n: 0 };
    keys.forEach((k, i) => {
      const original = originals[i];
      proto[k] = function release(...args) {
        counter.n += 1;
        return original.apply(this, args);
      };
    });
    counter.restore = () => keys.forEach((k, i) => { proto[k] = originals[i]; });
    return counter;
  }

  const short = (i) => ({ games: 1, playerX: LEVELS[i % 3 === 0 ? 3 : i % 5], playerO: 'easy', mctsIterations: 50, seed: i });

  async function succeed(sim, i) {
    checkResult(await sim.run(short(i)), 1);
  }
  async function fail(sim, i) {
    const boom = new Error(`boom ${i}`);
    assert.equal(await rejection(sim.run({ ...short(i), games: 3, chunkSize: 1, onProgress: () => { throw boom; } })), boom);
  }
  async function abortBefore(sim, i) {
    const ac = new AbortController();
    ac.abort();
    assert.ok(isAbortError(await rejection(sim.run({ ...short(i), signal: ac.signal }))));
  }
  async function abortMid(sim, i) {
    const ac = new AbortController();
    const err = await rejection(sim.run({ ...short(i), games: 3, chunkSize: 1, signal: ac.signal, onProgress: () => ac.abort() }));
    assert.ok(isAbortError(err));
  }

  async function flat(kind, fn, runs) {
    const sim = new Simulator();
    for (let i = 0; i < 300; i += 1) await fn(sim, i); // warm up
    const before = memory.buffer.byteLength;
    const frees = countFrees();
    try {
      for (let i = 0; i < runs; i += 1) await fn(sim, i);
    } finally {
      frees.restore();
    }
    const after = memory.buffer.byteLength;
    assert.ok(after - before <= PAGE, `${kind}: wasm memory grew from ${before} to ${after} bytes over ${runs} runs`);
    assert.equal(frees.n, runs, `${kind}: ${runs} runs freed ${frees.n} handles`);
    return { before, after };
  }

  test('10,000 short successful runs', async (t) => {
    const { before, after } = await flat('success', succeed, 10_000);
    t.diagnostic(`memory ${before} -> ${after} bytes`);
  });
  test('2,000 runs whose onProgress throws', async () => { await flat('failure', fail, 2000); });
  test('2,000 runs aborted before they start', async () => { await flat('abort before', abortBefore, 2000); });
  test('2,000 runs aborted mid-run', async () => { await flat('abort mid-run', abortMid, 2000); });

  test('bad options allocate nothing that stays', async () => {
    const sim = new Simulator();
    const bad = async () => rejectsWithCode(() => sim.run({ games: 1, playerX: 'hard', playerO: 'nope' }), 'INVALID_OPTION', 'TypeError');
    for (let i = 0; i < 300; i += 1) await bad();
    const before = memory.buffer.byteLength;
    for (let i = 0; i < 5000; i += 1) await bad();
    assert.ok(memory.buffer.byteLength - before <= PAGE);
  });

  test('control: 10,000 handles kept alive do grow the memory, so the checks above can see a leak', async (t) => {
    const before = memory.buffer.byteLength;
    const live = [];
    for (let i = 0; i < 10_000; i += 1) {
      const run = new SimulationRun(short(i));
      run.step(1); // as the Simulator does; MCTS keeps its arena between moves
      live.push(run);
    }
    const grown = memory.buffer.byteLength;
    for (const run of live) run.free();
    t.diagnostic(`10,000 live handles: memory ${before} -> ${grown} bytes`);
    assert.ok(grown - before > PAGE, `10,000 live handles grew memory by only ${grown - before} bytes`);
  });
});
