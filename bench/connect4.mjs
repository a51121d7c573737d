// The "connect4" section of the bench (issue 50), called by run.mjs: oxo-ai/mnk's exact Connect
// Four solve against BitBully's on the six classes of Pascal Pons's benchmark, with positions of our
// own (bench/connect4/positions/, made once by bench/connect4/generate.py; bench/connect4/README.md):
//
//   End-Easy 29-41 stones, Middle-Easy / Middle-Medium 15-28, Begin-Easy / Begin-Medium /
//   Begin-Hard 4-14 (Pons's are 0-14: bench/connect4/README.md says why); Easy < 14 plies left
//   under perfect play, Medium 14-27, Hard 28 or more.
//
// For each class, every position (the first 40 with --quick) is solved by
// - oxo-ai without its opening book (the installed package copied to a scratch folder without
//   its .oxc4 file, so that no position is answered from the book): a fresh
//   `new MnkEngine(Games.connectFour)` per position, then
//   `solve(board, player, { timeMs: 60000 })`, the engine's creation timed with the solve; the
//   answer's `complete`, `value` and `plies` are checked against the file's;
// - BitBully, without an opening book, in the same run (bench/connect4/bitbully-time.py, through
//   the venv scripts/bench.sh makes in bench/.venv: OXO_C4_PYTHON, OXO_C4_DIR).
// Begin-Hard, where BitBully takes tens of seconds a position without its book, times the first N
// positions only (OXO_C4_HARD=N, 7 by default, 2 with --quick), both engines, and BitBully with
// its book beside them. The budgets, printed as targets: Middle-Medium, Begin-Easy and Begin-Medium
// mean ≤ 1.25× BitBully's; End-Easy and Middle-Easy mean ≤ 0.3 ms. Any wrong or incomplete answer
// is printed as a MISMATCH line with the position and both answers, and the run exits non-zero.
// Then, with the book (the package as installed): Begin-Hard again, and every position the book
// holds, found through the public API alone (from the empty board and each first disc, Hard's
// `bestMove` and every reply, for as long as `solve` within one node completes), each timed with
// `solve` and `bestMove`: budget ≤ 10 ms each. Then any position (bench/connect4-random.mjs):
// random positions of 1-12 discs against BitBully.

import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { anyPosition } from './connect4-random.mjs';
import { fmtRatio } from './harness.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const C4_DIR = process.env.OXO_C4_DIR ?? resolve(here, 'connect4');
const PYTHON = process.env.OXO_C4_PYTHON ?? resolve(here, '.venv', 'bin', 'python');

const CLASSES = [
  { id: 'end-easy', name: 'End-Easy', stones: '29-41', left: '< 14', budget: { ms: 0.3 } },
  { id: 'middle-easy', name: 'Middle-Easy', stones: '15-28', left: '< 14', budget: { ms: 0.3 } },
  { id: 'middle-medium', name: 'Middle-Medium', stones: '15-28', left: '14-27', budget: { ratio: 1.25 } },
  { id: 'begin-easy', name: 'Begin-Easy', stones: '4-14', left: '< 14', budget: { ratio: 1.25 } },
  { id: 'begin-medium', name: 'Begin-Medium', stones: '4-14', left: '14-27', budget: { ratio: 1.25 } },
  { id: 'begin-hard', name: 'Begin-Hard', stones: '4-14', left: '≥ 28', budget: null },
];
const QUICK = 40;
const TIME_MS = 60_000;

const ms = (x) => (x === null || x === undefined || !Number.isFinite(x) ? '—'
  : x >= 1000 ? `${(x / 1000).toFixed(2)} s` : x >= 10 ? `${x.toFixed(1)} ms` : x >= 0.1 ? `${x.toFixed(2)} ms` : `${(x * 1000).toFixed(1)} µs`);
const mean = (xs) => (xs.length ? xs.reduce((a, x) => a + x, 0) / xs.length : NaN);
const max = (xs) => (xs.length ? Math.max(...xs) : NaN);

/** A class file: `{ moves, value, plies }` per line (`<moves 1-based> <win|draw|loss> <plies>`). */
export function readClass(id) {
  return readFileSync(join(C4_DIR, 'positions', `${id}.txt`), 'utf8').split('\n').filter((l) => l.trim()).map((line) => {
    const [moves, value, plies] = line.trim().split(/\s+/);
    return { moves, value, plies: Number(plies) };
  });
}

/** The board after `moves` (1-based columns), X first, by MnkGame.applyMove (0-based columns); and the side to move. */
export function boardOf(game, moves) {
  let board = game.emptyBoard();
  let player = 'X';
  for (const ch of moves) {
    board = game.applyMove(board, Number(ch) - 1, player);
    player = player === 'X' ? 'O' : 'X';
  }
  return { board, player };
}

/** Every .oxc4 file (the Connect Four book's format) under `dir`. */
function bookFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    if (d.isDirectory()) return bookFiles(p);
    return d.name.endsWith('.oxc4') ? [p] : [];
  });
}

/** BitBully's timings for one class (bitbully-time.py's JSON). */
function bitbully(id, count, withBook) {
  const args = [join(C4_DIR, 'bitbully-time.py'), '--classes', id, '--limit', String(count), '--dir', join(C4_DIR, 'positions')];
  if (id === 'begin-hard') args.push('--hard', String(count));
  if (!withBook) args.push('--no-book-hard');
  const r = spawnSync(PYTHON, args, { encoding: 'utf8', maxBuffer: 64 << 20, stdio: ['ignore', 'pipe', 'inherit'] });
  if (r.status !== 0) throw new Error(`connect4: ${PYTHON} ${args.join(' ')} failed (${r.error?.message ?? `exit ${r.status}`})`);
  return JSON.parse(r.stdout);
}

/** oxo-ai/mnk from a copy of the installed package without its book, and the copy's folder. */
function withoutBook(pkgRoot) {
  const copy = mkdtempSync(join(tmpdir(), 'oxo-c4-nobook-'));
  cpSync(pkgRoot, copy, { recursive: true });
  for (const f of bookFiles(copy)) rmSync(f);
  return { mnk: createRequire(import.meta.url)(join(copy, 'node', 'mnk.cjs')), copy };
}

/**
 * Every position the book holds, found with the public API alone: from the empty board (Hard
 * first) and each first disc (Hard second), Hard's move and every reply, while `solve` within one
 * node completes (it does only from the book). Each is timed with `solve` and `bestMove`.
 */
function walkBook(oxoMnk) {
  const { MnkEngine, MnkGame, Games } = oxoMnk;
  const game = new MnkGame(Games.connectFour);
  const engine = new MnkEngine(Games.connectFour, { maxNodes: 1 });
  const seen = new Set();
  const solveMs = [];
  const moveMs = [];
  let depth = 0;
  const visit = (board, player) => {
    const key = `${JSON.stringify(board)}${player}`;
    if (seen.has(key) || game.getWinner(board) || game.isDraw(board)) return;
    seen.add(key);
    let t = performance.now();
    const s = engine.solve(board, player, { maxNodes: 1 });
    solveMs.push(performance.now() - t);
    if (!s.complete) {
      solveMs.pop();
      seen.delete(key);
      return;
    }
    t = performance.now();
    const move = engine.bestMove(board, player);
    moveMs.push(performance.now() - t);
    const after = game.applyMove(board, move, player);
    if (game.getWinner(after) || game.isDraw(after)) return;
    depth = Math.max(depth, board.flat().filter((c) => c !== null).length);
    const other = player === 'X' ? 'O' : 'X';
    for (const reply of game.getAvailableMoves(after)) visit(game.applyMove(after, reply, other), player);
  };
  const empty = game.emptyBoard();
  visit(empty, 'X');
  for (const m of game.getAvailableMoves(empty)) visit(game.applyMove(empty, m, 'X'), 'O');
  engine.free();
  return { positions: seen.size, depth, solveMs, moveMs };
}

export async function connect4Section({ oxoMnk: withBook, pkgRoot, heading, note, show, say, log, quick }) {
  // The solver alone: a copy of the package without its book.
  const { mnk: oxoMnk, copy } = withoutBook(pkgRoot);
  const { MnkEngine, MnkGame, Games } = oxoMnk;
  const t0 = performance.now();
  if (!existsSync(PYTHON)) throw new Error(`connect4: no Python at ${PYTHON} (scripts/bench.sh makes bench/.venv from bench/requirements.txt)`);
  const hardN = Math.max(1, Number(process.env.OXO_C4_HARD ?? 7));
  const hardCount = quick ? Math.min(hardN, 2) : hardN;
  const game = new MnkGame(Games.connectFour);
  const out = { timeMs: TIME_MS, hardPositions: hardCount, classes: [], mismatches: [], targets: [] };
  // Whether the installed package ships a Connect Four opening book (a .oxc4 file), for the record.
  out.oxoBook = pkgRoot ? bookFiles(pkgRoot).map((f) => ({ path: f.slice(pkgRoot.length + 1), bytes: statSync(f).size })) : null;

  heading("11. connect four (issues 50 and 60): oxo-ai/mnk's exact solve against BitBully, on Pons's six classes of positions (our own, bench/connect4) and on random positions of 1-12 discs");

  // Warm-up: the module (of the copy without the book)
  // and the JIT, before anything is timed.
  {
    const w = readClass('middle-medium')[0];
    const { board, player } = boardOf(game, w.moves);
    const e = new MnkEngine(Games.connectFour);
    await e.ready().catch(() => {}); // the copy has no book: BOOK_UNAVAILABLE, and the engine searches
    e.solve(board, player, { timeMs: TIME_MS });
    e.free();
  }

  let bookFirst = null;
  let bookAll = null;
  for (const C of CLASSES) {
    const all = readClass(C.id);
    const count = C.id === 'begin-hard' ? Math.min(hardCount, all.length) : quick ? Math.min(QUICK, all.length) : all.length;
    const rows = all.slice(0, count);
    log(`${C.name}: BitBully on ${count} positions`);
    const bb = bitbully(C.id, count, C.id === 'begin-hard');
    const B = bb.classes[C.id];
    if (C.id === 'begin-hard' && bb.withBook) {
      bookFirst = bb.withBook.firstN;
      bookAll = { positions: bb.withBook.all.positions, meanMs: bb.withBook.all.meanMs, maxMs: bb.withBook.all.maxMs, mismatches: bb.withBook.all.mismatches };
    }
    log(`${C.name}: oxo-ai on ${count} positions`);
    const times = [];
    const wrong = [];
    for (const p of rows) {
      const { board, player } = boardOf(game, p.moves);
      const s0 = performance.now();
      const engine = new MnkEngine(Games.connectFour);
      const s = engine.solve(board, player, { timeMs: TIME_MS });
      const dt = performance.now() - s0;
      engine.free();
      times.push(dt);
      if (!s.complete || s.value !== p.value || s.plies !== p.plies) {
        wrong.push({ class: C.name, moves: p.moves, expected: { value: p.value, plies: p.plies }, oxo: { complete: s.complete, value: s.value, plies: s.plies, nodes: s.nodes, ms: dt } });
      }
      if (dt > 1000) log(`${C.name}: ${p.moves} ${s.complete ? `${s.value} ${s.plies}` : 'incomplete'} in ${ms(dt)}`);
    }
    const o = { meanMs: mean(times), maxMs: max(times) };
    const ratio = o.meanMs / B.meanMs;
    let met = null;
    let goal = 'report';
    if (C.budget?.ms !== undefined) {
      goal = `mean ≤ ${ms(C.budget.ms)}`;
      met = o.meanMs <= C.budget.ms;
    } else if (C.budget?.ratio !== undefined) {
      goal = `mean ≤ ${C.budget.ratio}× BitBully's`;
      met = ratio <= C.budget.ratio;
    }
    met = met === null ? null : met && wrong.length === 0;
    const row = {
      class: C.name, id: C.id, stones: C.stones, pliesLeft: C.left, positions: count, of: all.length,
      oxo: { ...o, ms: times }, bitbully: { meanMs: B.meanMs, maxMs: B.maxMs, meanNodes: B.meanNodes, ms: B.ms, mismatches: B.mismatches },
      ratio, target: goal, met, mismatches: wrong.length,
    };
    out.classes.push(row);
    out.mismatches.push(...wrong);
    if (C.budget) out.targets.push({ what: `Connect Four ${C.name}, oxo-ai mean`, target: goal, measured: o.meanMs, shown: `${ms(o.meanMs)} (${fmtRatio(ratio)} BitBully's)`, met });
  }
  if (bookFirst) out.bitbullyBook = { firstN: bookFirst, all: bookAll };

  // With the book: Begin-Hard again, and every position it holds.
  {
    const warm = new withBook.MnkEngine(Games.connectFour);
    await warm.ready();
    warm.free();
    // The first OXO_C4_HARD_BOOK positions (40 by default): random openings are off Hard's lines,
    // so the book rarely holds them, and each takes about what it takes without the book.
    const hard = readClass('begin-hard').slice(0, Math.max(1, Number(process.env.OXO_C4_HARD_BOOK ?? 40)));
    const times = [];
    let wrongWithBook = 0;
    for (const p of hard) {
      const { board, player } = boardOf(game, p.moves);
      const s0 = performance.now();
      const engine = new withBook.MnkEngine(Games.connectFour);
      const s = engine.solve(board, player, { timeMs: TIME_MS });
      times.push(performance.now() - s0);
      engine.free();
      if (!s.complete || s.value !== p.value || s.plies !== p.plies) wrongWithBook += 1;
      if (quick && times.length >= hardCount) break;
    }
    out.beginHardWithBook = { positions: times.length, meanMs: mean(times), maxMs: max(times), mismatches: wrongWithBook };
    log('the book: walking every position it holds');
    const walk = walkBook(withBook);
    const sorted = (xs) => [...xs].sort((a, b) => a - b);
    out.book = {
      positions: walk.positions, depth: walk.depth,
      solve: { meanMs: mean(walk.solveMs), maxMs: max(walk.solveMs) },
      bestMove: { meanMs: mean(walk.moveMs), maxMs: max(walk.moveMs), p99Ms: sorted(walk.moveMs)[Math.floor(walk.moveMs.length * 0.99)] },
    };
    const bookMet = out.book.solve.maxMs <= 10 && out.book.bestMove.maxMs <= 10;
    out.targets.push({ what: 'Connect Four book positions: solve and bestMove, max', target: '≤ 10 ms', measured: Math.max(out.book.solve.maxMs, out.book.bestMove.maxMs), shown: `${ms(out.book.solve.maxMs)}, ${ms(out.book.bestMove.maxMs)}`, met: bookMet });
  }
  rmSync(copy, { recursive: true, force: true });

  if (out.oxoBook) {
    note(out.oxoBook.length
      ? `oxo-ai's Connect Four book in the package: ${out.oxoBook.map((b) => `${b.path} (${b.bytes.toLocaleString('en-US')} B)`).join(', ')}, loaded before timing (\`ready()\`).`
      : 'oxo-ai\'s Connect Four book: no .oxc4 file in this package, so oxo-ai searched without one.');
  }
  const metText = (m) => (m === null ? '—' : m ? 'met' : 'NOT MET');
  note('The timed classes: oxo-ai without its book (a copy of the package without the .oxc4 file).');
  note(`Each position solved once by each engine, in the same run: oxo-ai a fresh \`new MnkEngine(Games.connectFour)\` per position, creation timed with \`solve(board, player, { timeMs: ${TIME_MS} })\`, `
    + 'its value and plies checked against the file\'s; BitBully (bench/connect4/bitbully-time.py) `mtdf` without an opening book, its table cleared before each position (untimed), '
    + `its answer checked too. Begin-Hard: the class's first ${hardCount} positions (OXO_C4_HARD)${quick ? `; --quick: the first ${QUICK} of the other classes` : ''}.`);
  show([
    ['class', 'stones', 'plies left', 'positions', 'oxo-ai mean', 'oxo-ai max', 'BitBully mean', 'BitBully max', 'oxo-ai ÷ BitBully', 'target', 'met?', 'mismatches'],
    ...out.classes.map((r) => [r.class, r.stones, r.pliesLeft, r.positions === r.of ? r.positions : `${r.positions} of ${r.of}`,
      ms(r.oxo.meanMs), ms(r.oxo.maxMs), ms(r.bitbully.meanMs), ms(r.bitbully.maxMs), fmtRatio(r.ratio), r.target, metText(r.met),
      r.mismatches + r.bitbully.mismatches.length === 0 ? '0' : `${r.mismatches} oxo-ai, ${r.bitbully.mismatches.length} BitBully`]),
  ], ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l', 'r']);
  if (bookFirst) {
    note(`BitBully with its opening book (bitbully-databases' 12-ply book with distances) on Begin-Hard: the same first ${bookFirst.positions}, mean ${ms(bookFirst.meanMs)}, max ${ms(bookFirst.maxMs)}; `
      + `all ${bookAll.positions}, mean ${ms(bookAll.meanMs)}, max ${ms(bookAll.maxMs)}${bookAll.mismatches.length ? `, ${bookAll.mismatches.length} answers unlike the file's` : ''}.`);
  }
  const b = out.book;
  note(`With the book (${out.oxoBook?.[0]?.bytes?.toLocaleString('en-US') ?? '?'} B): Begin-Hard, the first ${out.beginHardWithBook.positions} positions (OXO_C4_HARD_BOOK), a fresh engine each, mean ${ms(out.beginHardWithBook.meanMs)}, max ${ms(out.beginHardWithBook.maxMs)}`
    + `${out.beginHardWithBook.mismatches ? `, ${out.beginHardWithBook.mismatches} answers unlike the file's` : ''}. `
    + `Every position the book holds (${b.positions.toLocaleString('en-US')}, up to ${b.depth} discs, found through the public API): solve mean ${ms(b.solve.meanMs)}, max ${ms(b.solve.maxMs)}; `
    + `bestMove mean ${ms(b.bestMove.meanMs)}, p99 ${ms(b.bestMove.p99Ms)}, max ${ms(b.bestMove.maxMs)} (budget ≤ 10 ms each: ${metText(b.solve.maxMs <= 10 && b.bestMove.maxMs <= 10)}).`);
  out.anyPosition = await anyPosition({ oxoMnk: withBook, python: PYTHON, dir: C4_DIR, quick, show, note, log });
  out.targets.push(...out.anyPosition.targets);
  const bbWrong = out.classes.flatMap((r) => r.bitbully.mismatches.map((m) => ({ class: r.class, ...m })));
  if (out.mismatches.length || bbWrong.length) {
    process.exitCode = 1;
    for (const m of out.mismatches) {
      const got = m.oxo.complete ? `${m.oxo.value} ${m.oxo.plies}` : `incomplete after ${ms(m.oxo.ms)}`;
      note(`MISMATCH (${m.class}): oxo-ai answers ${got} for ${m.moves}; the file (BitBully) says ${m.expected.value} ${m.expected.plies}`);
      process.stderr.write(`connect4: MISMATCH (${m.class}) ${m.moves}: oxo-ai ${got}, expected ${m.expected.value} ${m.expected.plies}\n`);
    }
    for (const m of bbWrong) {
      note(`MISMATCH (${m.class}): BitBully without its book answers ${m.bitbully.join(' ')} for ${m.moves}; the file says ${m.expected.join(' ')}`);
      process.stderr.write(`connect4: MISMATCH (${m.class}) ${m.moves}: BitBully without book ${m.bitbully.join(' ')}, file ${m.expected.join(' ')}\n`);
    }
  } else {
    note(`All ${out.classes.reduce((a, r) => a + r.positions, 0)} answers of each engine agree with the files.`);
  }
  out.seconds = (performance.now() - t0) / 1000;
  note(`(the connect four section took ${out.seconds.toFixed(0)} s)`);
  say();
  return out;
}
