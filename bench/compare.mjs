// Two builds of the package in one process, timed interleaved over all 4,520 live positions:
// a fair A/B on a shared machine, where the bench's separate runs drift by more than the
// difference being measured.
//
//   node bench/compare.mjs A/pkg B/pkg      (each a built package directory)
//   node bench/compare.mjs pkg pkg/web/entry.js   (an entry file: one build's two entries)
//
// Prints, per operation, each build's median ns per call and the median of the per-round
// ratios B/A.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { allPositions } from './positions.mjs';

const require = createRequire(import.meta.url);
/** A package directory's CommonJS entry, or the entry file named. */
const load = (arg) => (/\.[cm]?js$/.test(arg) ? import(pathToFileURL(resolve(arg)).href) : require(resolve(arg, 'node', 'index.cjs')));
const args = process.argv.slice(2);
if (args.length !== 2) throw new Error('usage: node bench/compare.mjs A B (each a package directory or an entry file)');
const [a, b] = await Promise.all(args.map(load));
const live = allPositions().filter((p) => !p.terminal);
const ROUNDS = 15;
const REPEAT = 20;

/** The operations of one build, each answering every live position once per pass. */
function operations(m) {
  const hard = new m.AIEngine({ difficulty: 'hard' });
  const expert = new m.AIEngine({ difficulty: 'expert' });
  const analyzer = new m.GameAnalyzer();
  return {
    'bestMove hard': (p) => hard.bestMove(p.board, p.player),
    'bestMove expert': (p) => expert.bestMove(p.board, p.player),
    rankedMoves: (p) => hard.rankedMoves(p.board, p.player),
    analyze: (p) => analyzer.analyze(p.board, p.player),
  };
}

/** ns per call of `op` over REPEAT passes. */
function time(op) {
  let sink = 0;
  const t0 = performance.now();
  for (let r = 0; r < REPEAT; r++) for (const p of live) sink += op(p) ? 1 : 0;
  if (sink < 0) throw new Error('unreachable');
  return ((performance.now() - t0) / (REPEAT * live.length)) * 1e6;
}

const median = (values) => [...values].sort((x, y) => x - y)[values.length >> 1];
const [opsA, opsB] = [operations(a), operations(b)];
for (const name of Object.keys(opsA)) {
  for (let w = 0; w < 3; w++) time(opsA[name]), time(opsB[name]);
  const ta = [];
  const tb = [];
  const ratio = [];
  for (let r = 0; r < ROUNDS; r++) {
    ta.push(time(opsA[name]));
    tb.push(time(opsB[name]));
    ratio.push(tb.at(-1) / ta.at(-1));
  }
  console.log(`${name.padEnd(16)} A ${median(ta).toFixed(0).padStart(5)} ns   B ${median(tb).toFixed(0).padStart(5)} ns   B/A ${median(ratio).toFixed(3)}`);
}
