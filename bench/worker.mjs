#!/usr/bin/env node
// Simulation throughput through oxo-ai/worker (issue 15 part 4): games per second with the
// main entry's Simulator on this thread, and the worker client's Simulator with 1 and 2 workers.
//
//   node scripts/build.mjs && node bench/worker.mjs [--quick]
//
// Imports the built package from pkg/ (OXO_BENCH_PKG=/path/to/pkg for another build). Every
// split run is checked against the single-thread result (the same seed gives the same totals).
// Workers are started and warmed up before timing; each figure is the median of REPEATS runs,
// the three ways taking turns round by round.
// Not part of scripts/test.sh: the figures depend on the machine and its load.

import { existsSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = resolve(process.env.OXO_BENCH_PKG ?? join(here, '..', 'pkg'));
if (!existsSync(join(pkg, 'web', 'worker.js'))) {
  console.error(`bench/worker.mjs: ${pkg}/web/worker.js is missing; run \`node scripts/build.mjs\` first`);
  process.exit(1);
}
const main = await import(pathToFileURL(join(pkg, 'node', 'index.cjs')).href);
const worker = await import(pathToFileURL(join(pkg, 'web', 'worker.js')).href);

const quick = process.argv.includes('--quick');
const REPEATS = quick ? 1 : 7;
// Each workload at the default chunkSize and at a larger one (fewer messages and yields).
const WORKLOADS = [
  { label: 'Hard vs Easy', games: quick ? 100_000 : 1_000_000, playerX: 'hard', playerO: 'easy', chunks: [100, 10_000] },
  { label: 'Medium vs Medium', games: quick ? 20_000 : 200_000, playerX: 'medium', playerO: 'medium', chunks: [100, 5_000] },
  { label: 'MCTS(200) vs Easy', games: quick ? 300 : 3_000, playerX: 'mcts', playerO: 'easy', mctsIterations: 200, chunks: [10, 100] },
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function timed(run) {
  const t0 = performance.now();
  const result = await run();
  return { ms: performance.now() - t0, result };
}

console.log(`oxo-ai/worker simulation bench: ${pkg}`);
console.log(`node ${process.version}, ${availableParallelism()} hardware threads (${cpus()[0]?.model ?? 'unknown CPU'}), load ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
console.log(`median of ${REPEATS} run(s); games/s (higher is better)\n`);

// Start and warm up two workers (module compiled, tables built) before any timing.
await new worker.Simulator({ seed: 0, workers: 2 }).run({ games: 2000, playerX: 'mcts', playerO: 'medium', mctsIterations: 50, chunkSize: 100 });

for (const w of WORKLOADS) {
  for (const chunkSize of w.chunks) {
    const { label, chunks, ...sides } = w;
    const options = { ...sides, seed: 2026, chunkSize };
    const expected = await new main.Simulator().run(options);
    // Rounds interleave the three ways to run, so a slow spell of the machine hits all three.
    const runs = [
      () => new main.Simulator().run(options),
      () => new worker.Simulator({ workers: 1 }).run(options),
      () => new worker.Simulator({ workers: 2 }).run(options),
    ];
    const times = runs.map(() => []);
    for (let round = 0; round < REPEATS; round += 1) {
      for (const [i, run] of runs.entries()) {
        const { ms, result } = await timed(run);
        if (!isDeepStrictEqual(result, expected)) throw new Error(`${label}: way ${i} gave ${JSON.stringify(result)}, not ${JSON.stringify(expected)}`);
        times[i].push(ms);
      }
    }
    const cells = [`${label}, ${w.games.toLocaleString('en-US')} games, chunkSize ${chunkSize}`, ...times.map(median)];
    const rate = (ms) => `${Math.round(w.games / (ms / 1000)).toLocaleString('en-US').padStart(11)}/s`;
    console.log(`${cells[0].padEnd(52)} this thread ${rate(cells[1])}   1 worker ${rate(cells[2])}   2 workers ${rate(cells[3])}   2 vs 1: ${(cells[2] / cells[3]).toFixed(2)}x`);
  }
}
await worker.terminate();
