// The m,n,k sections of the bench (issue 37), called by run.mjs:
//
// - "mnk" (in a plain run): oxo-ai/mnk's `solve` from the empty board of (4,4,3), (4,4,4),
//   (5,4,4) and (5,5,4), and the pure-JS baseline's (bench/baseline/mnk.mjs) on the first two;
//   Connect Four `solve` on 1,000 seeded positions of at least 14 stones and on 200 of 8-13
//   stones; nodes per second against the baseline on fixed Gomoku and (8,8,5) middle-game
//   positions at a fixed node budget; the size of the mnk module.
// - "mnk-match" (only with --only mnk-match): oxo-ai Hard against the baseline's Hard, both at
//   100 ms a move, on Gomoku (15,15,5) and (8,8,5), from seeded two-move openings each played
//   with both colours (40 games a board, or OXO_MNK_GAMES), with a check on every position
//   oxo-ai moved in that it took a win in one when it had one and otherwise blocked the
//   opponent's only win in one.
//
// Both engines are driven through the same calls: `new MnkEngine(rules, options)`,
// `solve(board, player, { timeMs | maxNodes })`, `bestMove(board, player)`.

import { fmtRatio } from './harness.mjs';
import { mulberry32 as rng } from './positions.mjs';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { readFileSync } from 'node:fs';

const emptyBoard = (rows, cols) => Array.from({ length: rows }, () => Array(cols).fill(null));
const other = (p) => (p === 'X' ? 'O' : 'X');
const ms = (x) => (x === null || !Number.isFinite(x) ? '—' : x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(x < 10 ? 2 : 1)} ms`);
const int = (x) => Math.round(x).toLocaleString('en-US');

/** The length of `player`'s line through (r, c) along (dr, dc), the cell itself counted as the player's. */
function lineThrough(board, rules, r, c, dr, dc, player) {
  let n = 1;
  for (const s of [1, -1]) {
    let rr = r + s * dr;
    let cc = c + s * dc;
    while (rr >= 0 && rr < rules.rows && cc >= 0 && cc < rules.cols && board[rr][cc] === player) {
      n++;
      rr += s * dr;
      cc += s * dc;
    }
  }
  return n;
}

const DIRS = [[0, 1], [1, 0], [1, 1], [1, -1]];
/** Whether `player`'s mark at (r, c) makes k or more in a row (independent of both engines). */
export function makesLine(board, rules, r, c, player) {
  return DIRS.some(([dr, dc]) => lineThrough(board, rules, r, c, dr, dc, player) >= rules.k);
}

/** The playable cells where `player` would complete k now, as `r * cols + c`. */
export function winsInOne(board, rules, player) {
  const out = [];
  for (let c = 0; c < rules.cols; c++) {
    for (let r = rules.rows - 1; r >= 0; r--) {
      if (board[r][c] !== null) continue;
      if (makesLine(board, rules, r, c, player)) out.push(r * rules.cols + c);
      if (rules.gravity) break;
    }
  }
  return out;
}

/**
 * What `player`'s move `cell` (as `r * cols + c`) did about the wins in one, judged on the board
 * before it: `{ hadWin, missedWin }` when `player` could complete k (the move must be one of those
 * cells), else `{ hadSingleBlock, missedBlock }` when the opponent could at exactly one cell (the
 * move must take it), else `{}`. The "mnk-match" and "gomoku" sections' check of Hard.
 */
export function winBlockCheck(board, rules, player, cell) {
  const wins = winsInOne(board, rules, player);
  if (wins.length > 0) return { hadWin: true, missedWin: !wins.includes(cell) };
  const blocks = winsInOne(board, rules, other(player));
  if (blocks.length === 1) return { hadSingleBlock: true, missedBlock: blocks[0] !== cell };
  return {};
}

/**
 * `count` seeded Connect Four positions, each from a random legal playout of `lo`..`hi` stones
 * (uniform) that no one has won: `{ board, player, stones }`.
 */
export function connectFourPositions(count, lo, hi, seed) {
  const rules = { rows: 6, cols: 7, k: 4, gravity: true };
  const rand = rng(seed);
  const out = [];
  while (out.length < count) {
    const target = lo + Math.floor(rand() * (hi - lo + 1));
    const board = emptyBoard(6, 7);
    const height = Array(7).fill(5);
    let player = 'X';
    let ok = true;
    for (let n = 0; n < target; n++) {
      const open = [];
      for (let c = 0; c < 7; c++) if (height[c] >= 0) open.push(c);
      const c = open[Math.floor(rand() * open.length)];
      const r = height[c]--;
      board[r][c] = player;
      if (makesLine(board, rules, r, c, player)) {
        ok = false;
        break;
      }
      player = other(player);
    }
    if (ok) out.push({ board, player, stones: target });
  }
  return out;
}

/** Whether no window of k cells holds k-2 or more of one side's marks and none of the other's. */
function quiet(board, rules) {
  const { rows, cols, k } = rules;
  for (const [dr, dc] of DIRS) {
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const r2 = r + dr * (k - 1);
        const c2 = c + dc * (k - 1);
        if (r2 >= rows || c2 < 0 || c2 >= cols) continue;
        let x = 0;
        let o = 0;
        for (let i = 0; i < k; i++) {
          const v = board[r + dr * i][c + dc * i];
          if (v === 'X') x++;
          else if (v === 'O') o++;
        }
        if ((x >= k - 2 && o === 0) || (o >= k - 2 && x === 0)) return false;
      }
    }
  }
  return true;
}

/**
 * A seeded quiet middle-game position: `stones` marks played alternately on cells next to the
 * marks (the first at the centre), re-drawn until no window of k cells holds k-2 marks of one
 * side and none of the other's (no open three on a k = 5 board): the exact search cannot finish
 * there, so both engines search their whole node budget.
 */
export function middleGame(rules, stones, seed) {
  const rand = rng(seed);
  for (;;) {
    const board = emptyBoard(rules.rows, rules.cols);
    let player = 'X';
    const cr = rules.rows >> 1;
    const cc = rules.cols >> 1;
    board[cr][cc] = player;
    player = 'O';
    for (let n = 1; n < stones; n++) {
      const near = [];
      for (let r = 0; r < rules.rows; r++) {
        for (let c = 0; c < rules.cols; c++) {
          if (board[r][c] !== null) continue;
          let touch = false;
          for (let dr = -1; dr <= 1 && !touch; dr++) {
            for (let dc = -1; dc <= 1 && !touch; dc++) {
              const rr = r + dr;
              const c2 = c + dc;
              if (rr >= 0 && rr < rules.rows && c2 >= 0 && c2 < rules.cols && board[rr][c2] !== null) touch = true;
            }
          }
          if (touch) near.push([r, c]);
        }
      }
      const [r, c] = near[Math.floor(rand() * near.length)];
      board[r][c] = player;
      player = other(player);
    }
    if (quiet(board, rules)) return { board, player };
  }
}

/** Times `fn` once (ms) and returns [result, ms]. */
function timed(fn) {
  const t0 = performance.now();
  const r = fn();
  return [r, performance.now() - t0];
}

// ---- the "mnk" section ----------------------------------------------------------------------------

export async function mnkSection({ oxoMnk, baseMnk, pkgRoot, wasmFiles, heading, note, show, say, log, quick }) {
  const { MnkEngine } = oxoMnk;
  const Base = baseMnk.MnkEngine;
  const out = { targets: [] };
  const t0 = performance.now();
  const met = (ok) => (ok === null ? '—' : ok ? 'met' : 'NOT MET');
  const target = (what, goal, measured, shown, ok) => out.targets.push({ what, target: goal, measured, shown, met: ok });

  // 1. solve from the empty board.
  const BASE_TIMEOUT_MS = 60_000;
  const OXO_TIMEOUT_MS = 120_000;
  const SOLVES = [
    { rules: { rows: 4, cols: 4, k: 3 }, expect: 'win', budgetMs: 100, baseline: true },
    { rules: { rows: 4, cols: 4, k: 4 }, expect: 'draw', budgetMs: 1000, baseline: true },
    { rules: { rows: 5, cols: 4, k: 4 }, expect: 'draw', budgetMs: 10_000, baseline: true },
    { rules: { rows: 5, cols: 5, k: 4 }, expect: 'draw', budgetMs: null, baseline: true },
  ];
  heading('9. m,n,k-games (oxo-ai/mnk, issue 37; the baseline is bench/baseline/mnk.mjs, pure JS)');
  note('9a. solve from the empty board, X to move (each a fresh engine; the median of up to 5 runs while they take under a second in all, else one run)');
  const solveRows = [['game', 'oxo-ai', 'value', 'plies', 'nodes', 'nodes/s', 'expected', 'target', 'met?', 'baseline', 'baseline value', 'baseline ÷ oxo-ai']];
  out.solves = [];
  const solveOnce = (Engine, rules, timeMs) => {
    const e = new Engine(rules);
    const [s, t] = timed(() => e.solve(emptyBoard(rules.rows, rules.cols), 'X', { timeMs }));
    e.free?.();
    return { ...s, ms: t };
  };
  const solveMedian = (Engine, rules, timeMs) => {
    const runs = [];
    let spent = 0;
    do {
      const r = solveOnce(Engine, rules, timeMs);
      runs.push(r);
      spent += r.ms;
    } while (runs.length < 5 && spent < 1000 && runs[0].complete);
    runs.sort((a, b) => a.ms - b.ms);
    return { ...runs[runs.length >> 1], runs: runs.length };
  };
  for (const { rules, expect, budgetMs, baseline } of SOLVES) {
    const name = `(${rules.rows},${rules.cols},${rules.k})`;
    log(`solve ${name}`);
    const o = solveMedian(MnkEngine, rules, OXO_TIMEOUT_MS);
    const b = baseline ? solveMedian(Base, rules, BASE_TIMEOUT_MS) : null;
    const right = o.complete && o.value === expect;
    const ok = budgetMs === null ? (o.complete ? right : null) : right && o.ms <= budgetMs;
    const row = {
      game: name, rules, expected: expect, targetMs: budgetMs,
      oxo: { complete: o.complete, value: o.value, plies: o.plies, nodes: o.nodes, ms: o.ms, runs: o.runs, nodesPerSecond: o.nodes / (o.ms / 1000) },
      baseline: b && { complete: b.complete, value: b.value, plies: b.plies, nodes: b.nodes, ms: b.ms, runs: b.runs, timeoutMs: BASE_TIMEOUT_MS },
      met: ok,
    };
    out.solves.push(row);
    solveRows.push([name, o.complete ? ms(o.ms) : `> ${ms(OXO_TIMEOUT_MS)}`, o.value ?? '—', o.plies ?? '—', int(o.nodes), int(row.oxo.nodesPerSecond),
      expect, budgetMs === null ? 'report' : `≤ ${ms(budgetMs)}`, budgetMs === null ? (right ? 'correct' : o.complete ? 'WRONG VALUE' : 'not complete') : met(ok),
      b ? (b.complete ? ms(b.ms) : `> ${ms(BASE_TIMEOUT_MS)}`) : '—', b ? `${b.value ?? '—'}${b.complete ? ` in ${b.plies}` : ''}, ${int(b.nodes)} nodes` : '—',
      b && b.complete ? fmtRatio(b.ms / o.ms) : '—']);
    if (budgetMs !== null) target(`solve ${name} from the empty board`, `≤ ${ms(budgetMs)}, a ${expect}`, o.ms, `${ms(o.ms)}, ${o.value ?? 'incomplete'}`, ok);
  }
  show(solveRows, ['l', 'r', 'l', 'r', 'r', 'r', 'l', 'l', 'l', 'r', 'l', 'r']);
  say();

  // 2. Connect Four.
  const C4 = { rows: 6, cols: 7, k: 4, gravity: true };
  const C4_COUNT = quick ? 200 : 1000;
  const C4_FEW = quick ? 40 : 200;
  const C4_FEW_BUDGET_MS = 250;
  const C4_CHECK = quick ? 20 : 60;
  const deep = connectFourPositions(C4_COUNT, 14, 41, 0xc4c4);
  const few = connectFourPositions(C4_FEW, 8, 13, 0xc4c5);
  const c4 = new MnkEngine(C4);
  // Warm up the engine (module instantiation, table allocation) before timing.
  c4.solve(deep[0].board, deep[0].player, { timeMs: 10_000 });
  log(`Connect Four: ${C4_COUNT} positions of 14+ stones`);
  const deepRuns = deep.map((p) => {
    const [s, t] = timed(() => c4.solve(p.board, p.player, { timeMs: 10_000 }));
    return { stones: p.stones, complete: s.complete, value: s.value, plies: s.plies, nodes: s.nodes, ms: t };
  });
  log(`Connect Four: ${C4_FEW} positions of 8-13 stones, ${C4_FEW_BUDGET_MS} ms each`);
  const fewRuns = few.map((p) => {
    const [s, t] = timed(() => c4.solve(p.board, p.player, { timeMs: C4_FEW_BUDGET_MS }));
    return { stones: p.stones, complete: s.complete, nodes: s.nodes, ms: t };
  });
  // The baseline solves a sample of the same positions: the values and plies must agree.
  log(`Connect Four: the baseline on ${C4_CHECK} of them`);
  const baseC4 = new Base(C4);
  let agree = 0;
  let baseMs = 0;
  let baseNodes = 0;
  let baseDone = 0;
  let oxoMsSample = 0;
  for (let i = 0; i < C4_CHECK; i++) {
    const p = deep[i];
    const [s, t] = timed(() => baseC4.solve(p.board, p.player, { timeMs: 10_000 }));
    if (s.complete) {
      baseDone++;
      baseMs += t;
      baseNodes += s.nodes;
      oxoMsSample += deepRuns[i].ms;
      if (s.value === deepRuns[i].value && s.plies === deepRuns[i].plies) agree++;
    }
  }
  const sumOf = (xs, f) => xs.reduce((a, x) => a + f(x), 0);
  const mean = (xs, f) => (xs.length ? sumOf(xs, f) / xs.length : NaN);
  const band = (lo, hi) => deepRuns.filter((r) => r.stones >= lo && r.stones <= hi);
  out.connectFour = {
    positions: { count: C4_COUNT, stones: '14..41, uniform, from seeded random playouts nobody has won', seed: 0xc4c4 },
    meanMs: mean(deepRuns, (r) => r.ms),
    maxMs: Math.max(...deepRuns.map((r) => r.ms)),
    complete: deepRuns.filter((r) => r.complete).length,
    nodesPerSecond: sumOf(deepRuns, (r) => r.nodes) / (sumOf(deepRuns, (r) => r.ms) / 1000),
    bands: Object.fromEntries([[14, 17], [18, 24], [25, 41]].map(([lo, hi]) => {
      const b = band(lo, hi);
      return [`${lo}-${hi}`, { count: b.length, meanMs: mean(b, (r) => r.ms), maxMs: Math.max(...b.map((r) => r.ms)), complete: b.filter((r) => r.complete).length }];
    })),
    fewer: {
      count: C4_FEW, stones: '8..13', budgetMs: C4_FEW_BUDGET_MS, seed: 0xc4c5,
      meanMs: mean(fewRuns, (r) => r.ms),
      complete: fewRuns.filter((r) => r.complete).length,
      meanMsComplete: mean(fewRuns.filter((r) => r.complete), (r) => r.ms),
      nodesPerSecond: sumOf(fewRuns, (r) => r.nodes) / (sumOf(fewRuns, (r) => r.ms) / 1000),
    },
    baselineCheck: { positions: C4_CHECK, baselineComplete: baseDone, sameValueAndPlies: agree, baselineMeanMs: baseMs / baseDone, oxoMeanMs: oxoMsSample / baseDone, baselineNodesPerSecond: baseNodes / (baseMs / 1000) },
  };
  const C = out.connectFour;
  note(`9b. Connect Four solve (one engine, default table; positions from seeded random playouts, nobody has won, the side to move next)`);
  const c4Ok = C.meanMs <= 50 && C.complete === C4_COUNT;
  show([
    ['positions', 'count', 'complete', 'mean', 'max', 'nodes/s', 'target', 'met?'],
    ['14-41 stones', C4_COUNT, C.complete, ms(C.meanMs), ms(C.maxMs), int(C.nodesPerSecond), 'mean ≤ 50 ms, all complete', met(c4Ok)],
    ...Object.entries(C.bands).map(([k, b]) => [`  of which ${k} stones`, b.count, b.complete, ms(b.meanMs), ms(b.maxMs), '', '', '']),
    [`8-13 stones (${C4_FEW_BUDGET_MS} ms budget each)`, C4_FEW, C.fewer.complete, ms(C.fewer.meanMs), '', int(C.fewer.nodesPerSecond), 'report', ''],
    ['  of which complete', C.fewer.complete, C.fewer.complete, ms(C.fewer.meanMsComplete), '', '', '', ''],
  ], ['l', 'r', 'r', 'r', 'r', 'r', 'l', 'l']);
  note(`Baseline on the first ${C4_CHECK} positions of 14+ stones: ${baseDone} complete, ${agree} with oxo-ai's value and plies; `
    + `mean ${ms(C.baselineCheck.baselineMeanMs)} against oxo-ai's ${ms(C.baselineCheck.oxoMeanMs)} on the same positions (${fmtRatio(C.baselineCheck.baselineMeanMs / C.baselineCheck.oxoMeanMs)}), ${int(C.baselineCheck.baselineNodesPerSecond)} nodes/s.`);
  target('Connect Four solve, 1,000 positions of 14+ stones', 'mean ≤ 50 ms, all complete', C.meanMs, `${ms(C.meanMs)}, ${C.complete}/${C4_COUNT} complete`, c4Ok);
  c4.free?.();
  say();

  // 3. Nodes per second on the same positions, at a fixed node budget.
  const NODES = quick ? 30_000 : 100_000;
  const ROUNDS = 3;
  const GOMOKU = { rows: 15, cols: 15, k: 5 };
  const EIGHT = { rows: 8, cols: 8, k: 5 };
  const posList = [
    ...[0, 1, 2].map((i) => ({ game: 'Gomoku (15,15,5)', rules: GOMOKU, ...middleGame(GOMOKU, 14 + 4 * i, 0x6060 + i), stones: 14 + 4 * i })),
    ...[0, 1, 2].map((i) => ({ game: '(8,8,5)', rules: EIGHT, ...middleGame(EIGHT, 10 + 3 * i, 0x8085 + i), stones: 10 + 3 * i })),
  ];
  log(`nodes per second: ${posList.length} positions, ${NODES.toLocaleString('en-US')} nodes, ${ROUNDS} rounds`);
  const speed = [];
  for (const p of posList) {
    const engines = {
      oxoSolve: new MnkEngine(p.rules), baseSolve: new Base(p.rules),
      oxoHard: new MnkEngine(p.rules, { difficulty: 'hard', maxNodes: NODES }), baseHard: new Base(p.rules, { difficulty: 'hard', maxNodes: NODES }),
    };
    const t = { oxoSolve: [], baseSolve: [], oxoHard: [], baseHard: [] };
    let oxoNodes = 0;
    let baseNodes = 0;
    let baseHardNodes = 0;
    // A warm-up call each (a tenth of the budget): the JIT and the tables, before timing.
    engines.oxoSolve.solve(p.board, p.player, { maxNodes: NODES / 10 });
    engines.baseSolve.solve(p.board, p.player, { maxNodes: NODES / 10 });
    for (let r = 0; r < ROUNDS; r++) {
      const [so, to] = timed(() => engines.oxoSolve.solve(p.board, p.player, { maxNodes: NODES }));
      const [sb, tb] = timed(() => engines.baseSolve.solve(p.board, p.player, { maxNodes: NODES }));
      const [, th] = timed(() => engines.oxoHard.bestMove(p.board, p.player));
      const [, tbh] = timed(() => engines.baseHard.bestMove(p.board, p.player));
      oxoNodes = so.nodes;
      baseNodes = sb.nodes;
      baseHardNodes = engines.baseHard.lastNodes;
      t.oxoSolve.push(to); t.baseSolve.push(tb); t.oxoHard.push(th); t.baseHard.push(tbh);
    }
    const med = (xs) => xs.slice().sort((a, b) => a - b)[xs.length >> 1];
    const row = {
      game: p.game, stones: p.stones, toMove: p.player, maxNodes: NODES,
      solve: { oxoNodes, baselineNodes: baseNodes, oxoMs: med(t.oxoSolve), baselineMs: med(t.baseSolve) },
      hard: { baselineNodes: baseHardNodes, oxoMs: med(t.oxoHard), baselineMs: med(t.baseHard) },
    };
    row.solve.oxoNodesPerSecond = oxoNodes / (row.solve.oxoMs / 1000);
    row.solve.baselineNodesPerSecond = baseNodes / (row.solve.baselineMs / 1000);
    row.solve.ratio = row.solve.oxoNodesPerSecond / row.solve.baselineNodesPerSecond;
    row.hard.ratio = row.hard.baselineMs / row.hard.oxoMs;
    speed.push(row);
    for (const e of Object.values(engines)) e.free?.();
  }
  const geo = (xs) => Math.exp(xs.reduce((a, x) => a + Math.log(x), 0) / xs.length);
  out.speed = { maxNodes: NODES, rounds: ROUNDS, positions: speed, solveRatioGeomean: geo(speed.map((r) => r.solve.ratio)), hardRatioGeomean: geo(speed.map((r) => r.hard.ratio)) };
  note(`9c. search speed on the same positions (seeded quiet middle games: no window of k cells with k-2 marks of one side and none of the other's), ${NODES.toLocaleString('en-US')} nodes a call, the median of ${ROUNDS} interleaved rounds after a warm-up call: `
    + '`solve` (the exact search, which does not finish here; nodes as each engine reports them) and Hard `bestMove` with `maxNodes` (half to the proof, then the bounded search, '
    + 'which stops early when it finds a forced result: the time ratio is a speed ratio only where both used the whole budget; the baseline\'s count shows whether it did, oxo-ai does not report its count)');
  show([
    ['position', 'stones', 'oxo-ai solve nodes/s', 'baseline solve nodes/s', 'oxo-ai ÷ baseline', 'Hard bestMove oxo-ai', 'Hard bestMove baseline', 'baseline ÷ oxo-ai'],
    ...speed.map((r) => [r.game, r.stones, int(r.solve.oxoNodesPerSecond), int(r.solve.baselineNodesPerSecond), fmtRatio(r.solve.ratio),
      ms(r.hard.oxoMs), `${ms(r.hard.baselineMs)} (${int(r.hard.baselineNodes)} nodes)`, fmtRatio(r.hard.ratio)]),
    ['geometric mean', '', '', '', fmtRatio(out.speed.solveRatioGeomean), '', '', fmtRatio(out.speed.hardRatioGeomean)],
  ], ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r']);
  const speedOk = Math.min(...speed.map((r) => r.solve.ratio)) >= 10;
  target('search speed vs the baseline, nodes/s (solve), every position', '≥ 10×', out.speed.solveRatioGeomean,
    `${fmtRatio(Math.min(...speed.map((r) => r.solve.ratio)))} min, ${fmtRatio(out.speed.solveRatioGeomean)} geomean`, speedOk);
  say();

  // 4. Size of the mnk module: at most 48 KB gzip (issue 61's budget, which took the place of
  // issue 37's 40 KB when the module gained Connect Four's layers reader and makes room for
  // Gomoku's pattern search).
  const MNK_BUDGET = 48_000;
  const file = wasmFiles(pkgRoot).filter((f) => f.endsWith('oxo_ai_mnk_bg.wasm')).sort((a, b) => (a.includes('/web/') ? -1 : 0) - (b.includes('/web/') ? -1 : 0))[0];
  if (file) {
    const bytes = readFileSync(file);
    out.size = { path: file.slice(pkgRoot.length + 1), rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length, brotliBytes: brotliCompressSync(bytes).length };
    const S = out.size;
    note('9d. the mnk module (gzip -9; brotli at quality 11)');
    show([['module', 'raw', 'gzip', 'brotli', 'target', 'met?'],
      [S.path, `${S.rawBytes.toLocaleString('en-US')} B`, `${S.gzipBytes.toLocaleString('en-US')} B`, `${S.brotliBytes.toLocaleString('en-US')} B`, '≤ 48 KB (48,000 B) gzip', met(S.gzipBytes <= MNK_BUDGET)]],
    ['l', 'r', 'r', 'r', 'l', 'l']);
    target('the mnk module, gzip -9', '≤ 48 KB (48,000 B)', S.gzipBytes, `${S.gzipBytes.toLocaleString('en-US')} B`, S.gzipBytes <= MNK_BUDGET);
  } else {
    note('9d. the mnk module: no oxo_ai_mnk_bg.wasm in the installed package');
  }
  say();

  note('9e. m,n,k targets');
  show([['target', 'goal', 'measured', 'met?'], ...out.targets.map((t) => [t.what, t.target, t.shown, met(t.met)])], ['l', 'l', 'r', 'l']);
  out.seconds = (performance.now() - t0) / 1000;
  note(`(the m,n,k section took ${out.seconds.toFixed(0)} s)`);
  say();
  return out;
}

// ---- the "mnk-match" section ------------------------------------------------------------------------

/** `pairs` distinct seeded two-move openings: X within `radius` of the centre, O within 2 of X. */
export function openings(rules, pairs, radius, seed) {
  const rand = rng(seed);
  const seen = new Set();
  const out = [];
  const cr = (rules.rows - 1) / 2;
  const cc = (rules.cols - 1) / 2;
  while (out.length < pairs) {
    const xr = Math.round(cr + (rand() * 2 - 1) * radius);
    const xc = Math.round(cc + (rand() * 2 - 1) * radius);
    const or = xr + Math.floor(rand() * 5) - 2;
    const oc = xc + Math.floor(rand() * 5) - 2;
    if (or < 0 || oc < 0 || or >= rules.rows || oc >= rules.cols || (or === xr && oc === xc)) continue;
    const key = `${xr},${xc},${or},${oc}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push([[xr, xc], [or, oc]]);
  }
  return out;
}

export async function mnkMatchSection({ oxoMnk, baseMnk, heading, note, show, say, log }) {
  const { MnkEngine } = oxoMnk;
  const Base = baseMnk.MnkEngine;
  const GAMES = Math.max(2, Number(process.env.OXO_MNK_GAMES ?? 40)) & ~1;
  const MOVE_MS = 100;
  const out = { gamesPerBoard: GAMES, moveMs: MOVE_MS, boards: [] };
  const t0 = performance.now();
  heading(`10. m,n,k match: oxo-ai Hard vs the baseline's Hard (bench/baseline/mnk.mjs), ${MOVE_MS} ms a move each, ${GAMES} games a board`
    + ' (seeded two-move openings, each played with both colours)');
  const boards = [
    { game: 'Gomoku (15,15,5)', rules: { rows: 15, cols: 15, k: 5 }, radius: 3, seed: 0x15155 },
    { game: '(8,8,5)', rules: { rows: 8, cols: 8, k: 5 }, radius: 2, seed: 0x885 },
  ];
  for (const { game, rules, radius, seed } of boards) {
    const list = openings(rules, GAMES / 2, radius, seed);
    const oxo = new MnkEngine(rules, { difficulty: 'hard', timeMs: MOVE_MS, seed: 1 });
    const base = new Base(rules, { difficulty: 'hard', timeMs: MOVE_MS });
    const B = { game, rules, wins: 0, draws: 0, losses: 0, positionsChecked: 0, missedWins: 0, missedBlocks: 0, hadWin: 0, hadSingleBlock: 0,
      oxoMoves: 0, oxoMs: 0, oxoMaxMs: 0, baseMoves: 0, baseMs: 0, baseMaxMs: 0, plies: [], games: [] };
    for (let g = 0; g < GAMES; g++) {
      const [[xr, xc], [or, oc]] = list[g >> 1];
      const oxoIs = g % 2 === 0 ? 'X' : 'O';
      const board = emptyBoard(rules.rows, rules.cols);
      board[xr][xc] = 'X';
      board[or][oc] = 'O';
      let player = 'X';
      let plies = 2;
      let winner = null;
      const moves = [];
      while (plies < rules.rows * rules.cols) {
        const mine = player === oxoIs;
        const t = performance.now();
        const m = mine ? oxo.bestMove(board, player) : base.bestMove(board, player);
        const dt = performance.now() - t;
        if (mine) {
          B.oxoMoves++; B.oxoMs += dt; B.oxoMaxMs = Math.max(B.oxoMaxMs, dt);
        } else {
          B.baseMoves++; B.baseMs += dt; B.baseMaxMs = Math.max(B.baseMaxMs, dt);
        }
        if (!m || board[m.row][m.col] !== null) throw new Error(`${game}: ${mine ? 'oxo-ai' : 'the baseline'} played an illegal move ${JSON.stringify(m)}`);
        const cell = m.row * rules.cols + m.col;
        if (mine) {
          const check = winBlockCheck(board, rules, player, cell);
          B.positionsChecked++;
          B.hadWin += check.hadWin ? 1 : 0;
          B.missedWins += check.missedWin ? 1 : 0;
          B.hadSingleBlock += check.hadSingleBlock ? 1 : 0;
          B.missedBlocks += check.missedBlock ? 1 : 0;
        }
        board[m.row][m.col] = player;
        moves.push(cell);
        plies++;
        if (makesLine(board, rules, m.row, m.col, player)) {
          winner = player;
          break;
        }
        player = other(player);
      }
      if (winner === null) B.draws++;
      else if (winner === oxoIs) B.wins++;
      else B.losses++;
      B.plies.push(plies);
      B.games.push({ opening: [[xr, xc], [or, oc]], oxoPlays: oxoIs, winner, plies, moves });
      log(`${game}: game ${g + 1}/${GAMES}: ${winner === null ? 'draw' : winner === oxoIs ? 'oxo-ai' : 'baseline'} in ${plies} plies`);
    }
    oxo.free?.();
    B.score = (B.wins + B.draws / 2) / GAMES;
    B.byColour = {};
    for (const colour of ['X', 'O']) {
      const gs = B.games.filter((x) => x.oxoPlays === colour);
      B.byColour[colour] = {
        wins: gs.filter((x) => x.winner === colour).length,
        draws: gs.filter((x) => x.winner === null).length,
        losses: gs.filter((x) => x.winner !== null && x.winner !== colour).length,
      };
    }
    B.meanPlies = B.plies.reduce((a, x) => a + x, 0) / GAMES;
    out.boards.push(B);
  }
  const pct = (x) => `${(100 * x).toFixed(1)} %`;
  show([
    ['board', 'games', 'oxo-ai wins', 'draws', 'losses', 'oxo-ai as X (W-D-L)', 'as O (W-D-L)', 'oxo-ai score', 'target', 'met?', 'mean plies', 'ms/move oxo-ai (max)', 'ms/move baseline (max)'],
    ...out.boards.map((B) => [B.game, GAMES, B.wins, B.draws, B.losses,
      ...['X', 'O'].map((c) => `${B.byColour[c].wins}-${B.byColour[c].draws}-${B.byColour[c].losses}`),
      pct(B.score), '≥ 80 %', B.score >= 0.8 ? 'met' : 'NOT MET', B.meanPlies.toFixed(1),
      `${(B.oxoMs / B.oxoMoves).toFixed(1)} (${B.oxoMaxMs.toFixed(0)})`, `${(B.baseMs / B.baseMoves).toFixed(1)} (${B.baseMaxMs.toFixed(0)})`]),
  ], ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l', 'r', 'r', 'r']);
  show([
    ['board', 'positions oxo-ai moved in', 'with a win in one', 'missed wins', 'with the opponent\'s only win in one', 'failed blocks', 'target', 'met?'],
    ...out.boards.map((B) => [B.game, B.positionsChecked, B.hadWin, B.missedWins, B.hadSingleBlock, B.missedBlocks, '0 violations',
      B.missedWins + B.missedBlocks === 0 ? 'met' : 'NOT MET']),
  ], ['l', 'r', 'r', 'r', 'r', 'r', 'l', 'l']);
  out.seconds = (performance.now() - t0) / 1000;
  note(`(the match took ${(out.seconds / 60).toFixed(1)} min; OXO_MNK_GAMES=${GAMES}${GAMES === 40 ? ', the issue\'s count' : ', not the issue\'s 40'})`);
  say();
  return out;
}
