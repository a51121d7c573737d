// Part of the "connect four" bench section (issue 60), called by connect4.mjs: Connect Four on any
// position, not only Hard's lines. Random positions of 1 to 12 discs, OXO_C4_RANDOM of each (200
// by default; 20 with --quick), made and answered by BitBully in
// bench/connect4/random-positions.py (uniformly random legal moves, no four made, none for the
// side to move in one; BitBully's answer with its book is the reference, and from 9 discs its
// solve without a book is timed). oxo-ai, the package as installed (its book's file loaded
// first, `ready()`), answers each with a fresh `new MnkEngine(Games.connectFour)`, the creation
// timed with the call:
// - `solve(board, player, { timeMs: 60000 })` at every disc count: complete, value and plies equal
//   to BitBully's;
// - `rankedMoves(board, player, { timeMs: 60000 })` up to 8 discs: every column's value and plies
//   equal to BitBully's.
// Budgets: up to 8 discs, each call's 99th percentile ≤ 10 ms; by search at 9 discs ≤ 2 s, at
// 10-12 ≤ 1 s. Any wrong or incomplete answer is a MISMATCH line and the run exits non-zero.

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { boardOf } from './connect4.mjs';
import { quantile } from './harness.mjs';

const TIME_MS = 60_000;

const ms = (x) => (!Number.isFinite(x) ? '—' : x >= 1000 ? `${(x / 1000).toFixed(2)} s` : x >= 10 ? `${x.toFixed(1)} ms` : `${x.toFixed(2)} ms`);
const mean = (xs) => xs.reduce((a, x) => a + x, 0) / xs.length;
const p99 = (xs) => quantile([...xs].sort((a, b) => a - b), 0.99);

/** BitBully's positions and answers (random-positions.py's JSON). */
function bitbully(python, dir, per) {
  const args = [join(dir, 'random-positions.py'), '--per', String(per)];
  const r = spawnSync(python, args, { encoding: 'utf8', maxBuffer: 256 << 20, stdio: ['ignore', 'pipe', 'inherit'] });
  if (r.status !== 0) throw new Error(`connect4: ${python} ${args.join(' ')} failed (${r.error?.message ?? `exit ${r.status}`})`);
  return JSON.parse(r.stdout);
}

/** `fn()` on a fresh engine, timed with the engine's creation. */
function fresh(oxoMnk, fn) {
  const t = performance.now();
  const engine = new oxoMnk.MnkEngine(oxoMnk.Games.connectFour);
  const answer = fn(engine);
  const dt = performance.now() - t;
  engine.free();
  return { answer, dt };
}

export async function anyPosition({ oxoMnk, python, dir, quick, show, note, log }) {
  const per = Number(process.env.OXO_C4_RANDOM ?? (quick ? 20 : 200));
  log(`any position: BitBully on ${per} random positions of each disc count, 1-12`);
  const bb = bitbully(python, dir, per);
  const game = new oxoMnk.MnkGame(oxoMnk.Games.connectFour);
  const warm = new oxoMnk.MnkEngine(oxoMnk.Games.connectFour);
  await warm.ready();
  warm.rankedMoves(game.emptyBoard(), 'X');
  warm.free();
  log('any position: oxo-ai');
  const rows = [];
  const mismatches = [];
  for (let discs = 1; discs <= 12; discs++) {
    const positions = bb.positions.filter((p) => p.discs === discs);
    const solveMs = [];
    const rankedMs = [];
    for (const p of positions) {
      const { board, player } = boardOf(game, p.moves);
      const s = fresh(oxoMnk, (e) => e.solve(board, player, { timeMs: TIME_MS }));
      solveMs.push(s.dt);
      const [value, plies] = p.solve;
      if (!s.answer.complete || s.answer.value !== value || s.answer.plies !== plies) {
        mismatches.push(`solve ${p.moves}: oxo-ai ${s.answer.complete ? `${s.answer.value} ${s.answer.plies}` : 'incomplete'}, BitBully ${value} ${plies}`);
      }
      if (discs > 8) continue;
      const r = fresh(oxoMnk, (e) => e.rankedMoves(board, player, { timeMs: TIME_MS }));
      rankedMs.push(r.dt);
      const got = Array(7).fill(null);
      for (const m of r.answer) got[m.col] = m.value === null ? 'unproven' : [m.value, m.plies];
      if (JSON.stringify(got) !== JSON.stringify(p.columns)) mismatches.push(`rankedMoves ${p.moves}: oxo-ai ${JSON.stringify(got)}, BitBully ${JSON.stringify(p.columns)}`);
    }
    const timed = positions.filter((p) => p.ms !== undefined).map((p) => p.ms);
    const budget = discs <= 8 ? 10 : discs === 9 ? 2000 : 1000;
    const worst = Math.max(p99(solveMs), rankedMs.length ? p99(rankedMs) : 0);
    rows.push({
      discs, positions: positions.length,
      solve: { meanMs: mean(solveMs), p99Ms: p99(solveMs), maxMs: Math.max(...solveMs) },
      ranked: rankedMs.length ? { meanMs: mean(rankedMs), p99Ms: p99(rankedMs), maxMs: Math.max(...rankedMs) } : null,
      bitbully: timed.length ? { meanMs: mean(timed), p99Ms: p99(timed), maxMs: Math.max(...timed) } : null,
      budgetMs: budget, met: worst <= budget,
    });
  }
  const wrongAt = (d) => mismatches.filter((m) => bb.positions.some((p) => p.discs === d && m.includes(` ${p.moves}:`))).length;
  note(`Any position (issue 60): ${per} random positions of each disc count (bench/connect4/random-positions.py: uniformly random legal moves, no four made, no win in one for the side to move; seed ${bb.seed}), `
    + `BitBully ${bb.bitbully} with its book the reference for every answer, and from 9 discs its solve without a book timed (mtdf, table cleared, as above). `
    + 'oxo-ai: the package as installed, its book\'s file loaded first; a fresh engine per call, timed with its creation; `rankedMoves` up to 8 discs, every column checked.');
  show([
    ['discs', 'positions', 'solve mean', 'solve p99', 'solve max', 'rankedMoves mean', 'rankedMoves p99', 'BitBully (no book) mean', 'BitBully p99', 'budget (p99)', 'met?', 'mismatches'],
    ...rows.map((r) => [r.discs, r.positions, ms(r.solve.meanMs), ms(r.solve.p99Ms), ms(r.solve.maxMs),
      r.ranked ? ms(r.ranked.meanMs) : '—', r.ranked ? ms(r.ranked.p99Ms) : '—',
      r.bitbully ? ms(r.bitbully.meanMs) : '—', r.bitbully ? ms(r.bitbully.p99Ms) : '—',
      `≤ ${ms(r.budgetMs)}`, r.met && wrongAt(r.discs) === 0 ? 'met' : 'NOT MET', wrongAt(r.discs)]),
  ], ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l', 'r']);
  for (const m of mismatches) {
    note(`MISMATCH (any position): ${m}`);
    process.stderr.write(`connect4: MISMATCH ${m}\n`);
  }
  if (mismatches.length) process.exitCode = 1;
  const targets = [
    { what: 'Connect Four, 1-8 discs: solve and rankedMoves p99, worst disc count', target: '≤ 10 ms', rows: rows.filter((r) => r.discs <= 8) },
    { what: 'Connect Four, 9 discs: solve p99', target: '≤ 2 s', rows: rows.filter((r) => r.discs === 9) },
    { what: 'Connect Four, 10-12 discs: solve p99, worst disc count', target: '≤ 1 s', rows: rows.filter((r) => r.discs >= 10) },
  ].map(({ what, target, rows: rs }) => {
    const worst = Math.max(...rs.map((r) => Math.max(r.solve.p99Ms, r.ranked?.p99Ms ?? 0)));
    return { what, target, measured: worst, shown: ms(worst), met: rs.every((r) => r.met) && rs.every((r) => wrongAt(r.discs) === 0) };
  });
  return { per, seed: bb.seed, bitbully: bb.bitbully, rows, mismatches, targets };
}
