// The "connect4-play" section of the bench (issue 50, "Play, with the book"), run only on request
// (`--only connect4-play`, or `--with connect4-play` on a full run), called by run.mjs:
//
// oxo-ai/mnk's Connect Four Hard as a user makes it, `new MnkEngine(Games.connectFour)` (Hard,
// 1,000 ms a move; a seed, though Hard draws nothing from it), its opening book loaded first
// (`await engine.ready()`), a fresh engine per game, plays games from the empty board against
// Easy, Medium, Hard itself and a perfect opponent, with each colour: eight pairings, the games
// split evenly over them (OXO_C4_GAMES=N, 200 by default, rounded up to a multiple of 8; 16 with
// --quick), played in turn (game g is pairing g mod 8). Easy and Medium get a seed per game (Medium
// draws nothing from it: its games repeat); the opposing Hard is a second fresh engine per game.
//
// The perfect opponent and the checker are BitBully (PyPI `bitbully`, with its 12-ply book with
// distances), through bench/connect4/oracle.py, one long-lived process in the venv scripts/bench.sh
// makes (OXO_C4_PYTHON, OXO_C4_DIR): it answers a position (its moves, 1-based columns) with the
// exact score of every column, on Pons's scale for the side to move (higher is better: a faster
// win, a draw over a loss, a slower loss). The perfect opponent plays a column of the best score,
// ties broken at random by a per-game seeded generator. Every move of the Hard under test (one side
// of each game, the other Hard of the Hard-vs-Hard games not counted) is checked before it is made:
// - it threw the value away when its column's score has another sign than the best's (a win let go,
//   or a draw into a loss);
// - it kept the value but not the distance when the sign is the best's but the score is lower (a
//   slower win, or a faster loss).
// Hard's time is measured around `engine.bestMove` only. Its book is invisible from outside: a move
// answered in under 2 ms is counted as "from the book", an estimate. The budgets, printed as
// targets: every Hard move keeps the value and is the fastest win / slowest loss; median ≤ 50 ms;
// 99th percentile ≤ 1 s. A second table splits Hard's moves by the stones on the board (where the
// book ends and the search takes over). Every failure is printed with its position, Hard's column
// and the scores; then each distinct failed position (up to OXO_C4_DIAG, 12) is solved again,
// untimed, by a fresh engine with 5 s, to tell a failure for want of time (its solve then agrees
// with BitBully) from a wrong answer (it does not).

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, quantile } from './harness.mjs';
import { mulberry32 as rng } from './positions.mjs';
import { loadavg } from 'node:os';

const here = dirname(fileURLToPath(import.meta.url));
const C4_DIR = process.env.OXO_C4_DIR ?? resolve(here, 'connect4');
const PYTHON = process.env.OXO_C4_PYTHON ?? resolve(here, '.venv', 'bin', 'python');

const SEED = 0xc4_91a7;
const BOOK_MS = 2; // a move under this is counted as the book's (an estimate)
const SLOW_MS = 750; // a move of at least this: the exact solve got no answer in 3/4 of the budget, presumably
const BUDGET = { medianMs: 50, p99Ms: 1000 };
const DIAG_MS = 5000; // oxo-ai's own solve of a failed position, afterwards, untimed
const DIAG = Math.max(0, Number(process.env.OXO_C4_DIAG ?? 12)); // failed positions so re-solved
const STONE_BANDS = [[0, 5], [6, 11], [12, 17], [18, 23], [24, 29], [30, 41]];
const OPPONENTS = ['easy', 'medium', 'hard', 'perfect'];
const OPPONENT_NAMES = { easy: 'Easy', medium: 'Medium', hard: 'Hard', perfect: 'perfect (BitBully)' };
/** The eight pairings: Hard's colour, then the opponent. */
const PAIRINGS = ['X', 'O'].flatMap((hard) => OPPONENTS.map((opponent) => ({ hard, opponent, id: `hard-${hard}-${opponent}` })));

const other = (p) => (p === 'X' ? 'O' : 'X');
const ms = (x) => (x === null || x === undefined || !Number.isFinite(x) ? '—'
  : x >= 1000 ? `${(x / 1000).toFixed(3)} s` : x >= 10 ? `${x.toFixed(1)} ms` : x >= 0.1 ? `${x.toFixed(2)} ms` : `${(x * 1000).toFixed(1)} µs`);
const sign = (x) => Math.sign(x);
/** Pons's score as words for the side to move after `stones` plies (bench/connect4/generate.py's to_value_plies). */
export function valueOf(score, stones) {
  if (score > 0) return `win in ${2 * (22 - score - Math.floor(stones / 2)) - 1}`;
  if (score < 0) return `loss in ${2 * (score + 22 - Math.floor((stones + 1) / 2))}`;
  return `draw (${42 - stones} left)`;
}

/** bench/connect4/oracle.py as a promise per query, answered in order. */
class Oracle {
  constructor() {
    this.child = spawn(PYTHON, [join(C4_DIR, 'oracle.py')], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.waiting = [];
    this.queries = 0;
    this.ms = [];
    this.exited = new Promise((res) => this.child.on('exit', (code, signal) => res({ code, signal })));
    this.child.on('exit', (code, signal) => {
      for (const w of this.waiting.splice(0)) w.reject(new Error(`connect4-play: the oracle exited (${signal ?? code})`));
    });
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const w = this.waiting.shift();
      if (!w) return;
      try {
        w.resolve(JSON.parse(line));
      } catch (e) {
        w.reject(new Error(`connect4-play: the oracle answered ${JSON.stringify(line)} (${e.message})`));
      }
    });
  }

  /** The next line the oracle writes (the first is its `ready` line). */
  next() {
    return new Promise((res, reject) => this.waiting.push({ resolve: res, reject }));
  }

  /** The exact scores of every column after `moves` (1-based columns): `{ scores: (number|null)[7], ms }`. */
  async scores(moves) {
    const answer = this.next();
    this.child.stdin.write(`${moves}\n`);
    const a = await answer;
    if (a.error || a.moves !== moves || !Array.isArray(a.scores) || a.scores.length !== 7) {
      throw new Error(`connect4-play: the oracle answered ${JSON.stringify(a)} for ${JSON.stringify(moves)}`);
    }
    this.queries++;
    this.ms.push(a.ms);
    return a;
  }

  async close() {
    this.child.stdin.end();
    await this.exited;
  }
}

/** The open columns of the best score; `scores` as the oracle gives them. */
function bestColumns(scores) {
  const best = Math.max(...scores.filter((s) => s !== null));
  return { best, cols: scores.flatMap((s, c) => (s === best ? [c] : [])) };
}

export async function connect4PlaySection({ oxoMnk, heading, note, show, say, log, quick }) {
  const { MnkEngine, MnkGame, Games } = oxoMnk;
  const t0 = performance.now();
  const load0 = loadavg();
  if (!existsSync(PYTHON)) throw new Error(`connect4-play: no Python at ${PYTHON} (scripts/bench.sh makes bench/.venv from bench/requirements.txt)`);
  const asked = Number(process.env.OXO_C4_GAMES ?? (quick ? 16 : 200));
  const GAMES = Math.max(8, Math.ceil(asked / 8) * 8);
  const game = new MnkGame(Games.connectFour);
  const oracle = new Oracle();
  const hello = await oracle.next();
  if (!hello.ready) throw new Error(`connect4-play: the oracle said ${JSON.stringify(hello)}`);

  heading(`12. connect four play (issue 50, "Play, with the book"): oxo-ai/mnk's Hard (\`new MnkEngine(Games.connectFour)\`, 1,000 ms a move) `
    + `from the empty board against Easy, Medium, Hard and a perfect player, each colour, ${GAMES} games; every Hard move checked by BitBully`);

  // Warm-up: the module, the book (loaded once per thread) and the JIT, before anything is timed.
  {
    const e = new MnkEngine(Games.connectFour, { seed: 1 });
    await e.ready();
    let board = game.emptyBoard();
    let player = 'X';
    for (const ch of '4453') {
      board = game.applyMove(board, Number(ch) - 1, player);
      player = other(player);
    }
    e.bestMove(board, player);
    e.free();
  }

  const out = {
    games: GAMES, askedGames: asked, moveMs: 1000, seed: SEED, bookMsEstimate: BOOK_MS,
    oracle: { bitbully: hello.bitbully, bitbullyDatabases: hello.bitbullyDatabases, book: hello.book },
    pairings: [], total: null, targets: [], failures: [], gameRecords: [],
  };
  const byMove = []; // every checked Hard move: { stones, ms, kind: null | 'value' | 'distance' }
  const P = new Map(PAIRINGS.map((p) => [p.id, { ...p, games: 0, wins: 0, draws: 0, losses: 0, moves: 0, threw: 0, slower: 0, ms: [], distinct: new Set() }]));

  for (let g = 0; g < GAMES; g++) {
    const pairing = PAIRINGS[g % PAIRINGS.length];
    const S = P.get(pairing.id);
    const seed = SEED + g;
    const hard = new MnkEngine(Games.connectFour, { seed: 1 });
    await hard.ready();
    let opponent = null;
    if (pairing.opponent !== 'perfect') {
      opponent = new MnkEngine(Games.connectFour, { difficulty: pairing.opponent, seed });
      await opponent.ready();
    }
    const pick = rng(seed);
    let board = game.emptyBoard();
    let player = 'X';
    let moves = '';
    let winner = null;
    const hardMs = [];
    const g0 = performance.now();
    for (;;) {
      let col;
      if (player === pairing.hard) {
        const { scores } = await oracle.scores(moves);
        const t = performance.now();
        const m = hard.bestMove(board, player);
        const dt = performance.now() - t;
        if (!m || scores[m.col] === null || scores[m.col] === undefined) {
          throw new Error(`connect4-play: Hard played ${JSON.stringify(m)} after ${JSON.stringify(moves)} (scores ${JSON.stringify(scores)})`);
        }
        col = m.col;
        board = game.applyMove(board, m, player); // {row, col}: throws unless it is the column's lowest empty cell
        hardMs.push(dt);
        S.ms.push(dt);
        S.moves++;
        const { best } = bestColumns(scores);
        const s = scores[col];
        byMove.push({ stones: moves.length, ms: dt, kind: s < best ? (sign(s) < sign(best) ? 'value' : 'distance') : null });
        if (s < best) {
          const kind = sign(s) < sign(best) ? 'value' : 'distance';
          if (kind === 'value') S.threw++;
          else S.slower++;
          const f = {
            pairing: pairing.id, game: g, hardPlays: pairing.hard, moves, column: col + 1, scores, best, score: s, kind, ms: dt, fast: dt < SLOW_MS,
            should: valueOf(best, moves.length), got: valueOf(s, moves.length),
          };
          out.failures.push(f);
          log(`FAIL (${kind}) game ${g + 1}: after "${moves}" Hard played ${col + 1} (${f.got}); best ${f.should}; scores ${JSON.stringify(scores)}`);
        }
      } else if (pairing.opponent === 'perfect') {
        const { scores } = await oracle.scores(moves);
        const { cols } = bestColumns(scores);
        col = cols[Math.floor(pick() * cols.length)];
        board = game.applyMove(board, col, player);
      } else {
        const m = opponent.bestMove(board, player);
        col = m.col;
        board = game.applyMove(board, m, player);
      }
      moves += String(col + 1);
      winner = game.getWinner(board);
      if (winner !== null || game.isDraw(board)) break;
      player = other(player);
    }
    hard.free();
    opponent?.free();
    S.games++;
    if (winner === null) S.draws++;
    else if (winner === pairing.hard) S.wins++;
    else S.losses++;
    S.distinct.add(moves);
    const result = winner === null ? 'draw' : winner === pairing.hard ? 'win' : 'loss';
    out.gameRecords.push({ game: g, pairing: pairing.id, hardPlays: pairing.hard, opponent: pairing.opponent, seed, moves, result, hardMs: hardMs.map((x) => Math.round(x * 1000) / 1000) });
    log(`game ${g + 1}/${GAMES}: Hard (${pairing.hard}) vs ${OPPONENT_NAMES[pairing.opponent]}: ${result} in ${moves.length} plies, `
      + `Hard's max ${ms(Math.max(...hardMs))}, ${((performance.now() - g0) / 1000).toFixed(1)} s`);
  }
  await oracle.close();

  // Each failed position (the quick failures first: a move made in under SLOW_MS was presumably
  // proven or the book's, so it should not fail) solved again by a fresh engine with DIAG_MS, untimed:
  // whether oxo-ai's own solver, given time, agrees with BitBully (a failure for want of time) or
  // not (a bug).
  const failed = [...new Map(out.failures.map((f) => [f.moves, f])).values()].sort((a, b) => a.ms - b.ms).slice(0, DIAG);
  out.diagnosis = [];
  for (const f of failed) {
    let board = game.emptyBoard();
    let player = 'X';
    for (const ch of f.moves) {
      board = game.applyMove(board, Number(ch) - 1, player);
      player = other(player);
    }
    const e = new MnkEngine(Games.connectFour, { seed: 1 });
    await e.ready();
    const d0 = performance.now();
    const sol = e.solve(board, player, { timeMs: DIAG_MS });
    const dms = performance.now() - d0;
    e.free();
    const bb = valueOf(f.best, f.moves.length);
    const mine = sol.complete ? (sol.value === 'draw' ? `draw (${sol.plies} left)` : `${sol.value} in ${sol.plies}`) : null;
    const agrees = mine === null ? null : mine === bb;
    const bestCol = sol.move ? sol.move.col + 1 : null;
    const colOk = bestCol === null ? null : f.scores[bestCol - 1] === f.best;
    out.diagnosis.push({ moves: f.moves, hardColumn: f.column, hardMs: f.ms, bitbully: bb, solve: { complete: sol.complete, value: sol.value, plies: sol.plies, column: bestCol, ms: dms }, agrees, columnOk: colOk });
    log(`diagnosis: "${f.moves}": oxo-ai solve ${mine ?? 'incomplete'} (column ${bestCol}) in ${ms(dms)}; BitBully ${bb}`);
  }

  const summary = (rows, label) => {
    const t = rows.flatMap((r) => r.ms);
    return {
      pairing: label,
      games: rows.reduce((a, r) => a + r.games, 0),
      distinctGames: rows.reduce((a, r) => a + r.distinct.size, 0),
      wins: rows.reduce((a, r) => a + r.wins, 0),
      draws: rows.reduce((a, r) => a + r.draws, 0),
      losses: rows.reduce((a, r) => a + r.losses, 0),
      moves: t.length,
      threw: rows.reduce((a, r) => a + r.threw, 0),
      slower: rows.reduce((a, r) => a + r.slower, 0),
      medianMs: median(t),
      p99Ms: quantile(t, 0.99),
      maxMs: t.length ? Math.max(...t) : NaN,
      book: t.filter((x) => x < BOOK_MS).length,
      slow: t.filter((x) => x >= SLOW_MS).length,
    };
  };
  for (const S of P.values()) {
    out.pairings.push({ id: S.id, hardPlays: S.hard, opponent: S.opponent, ...summary([S], `Hard (${S.hard}) vs ${OPPONENT_NAMES[S.opponent]} (${other(S.hard)})`) });
  }
  out.total = summary([...P.values()], 'total');
  out.oracle.queries = oracle.queries;
  out.oracle.meanMs = oracle.ms.reduce((a, x) => a + x, 0) / Math.max(1, oracle.ms.length);
  out.oracle.maxMs = oracle.ms.length ? Math.max(...oracle.ms) : NaN;

  const T = out.total;
  const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)} %` : '—');
  show([
    ['pairing', 'games', 'distinct', 'Hard W-D-L', 'Hard moves', 'threw the value', 'kept it, not fastest/slowest', 'median', 'p99', 'max', '< 2 ms (book, est.)', '≥ 750 ms'],
    ...[...out.pairings, T].map((r) => [r.pairing, r.games, r.distinctGames, `${r.wins}-${r.draws}-${r.losses}`, r.moves, r.threw, r.slower,
      ms(r.medianMs), ms(r.p99Ms), ms(r.maxMs), `${r.book} (${pct(r.book, r.moves)})`, r.slow]),
  ], ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']);

  // Where the time goes and where the failures are: Hard's moves by the stones on the board.
  out.byStones = STONE_BANDS.map(([lo, hi]) => {
    const xs = byMove.filter((m) => m.stones >= lo && m.stones <= hi);
    const t = xs.map((m) => m.ms);
    return {
      stones: `${lo}-${hi}`, moves: xs.length, threw: xs.filter((m) => m.kind === 'value').length, slower: xs.filter((m) => m.kind === 'distance').length,
      medianMs: median(t), p99Ms: quantile(t, 0.99), maxMs: t.length ? Math.max(...t) : NaN,
      under2: t.filter((x) => x < BOOK_MS).length, slow: t.filter((x) => x >= SLOW_MS).length,
    };
  });
  show([['stones on the board', 'Hard moves', 'threw the value', 'kept it, not fastest/slowest', 'median', 'p99', 'max', '< 2 ms', '≥ 750 ms'],
    ...out.byStones.map((r) => [r.stones, r.moves, r.threw, r.slower, ms(r.medianMs), ms(r.p99Ms), ms(r.maxMs), `${r.under2} (${pct(r.under2, r.moves)})`, r.slow])],
  ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r']);

  const perfect = T.threw + T.slower === 0;
  out.targets = [
    { what: 'every Hard move keeps the value and is the fastest win / slowest loss', target: '0 failures', measured: T.threw + T.slower,
      shown: `${T.threw + T.slower} of ${T.moves} moves fail (${T.threw} threw the value, ${T.slower} slower/faster)`, met: perfect },
    { what: 'Hard\'s time per move, median', target: `≤ ${BUDGET.medianMs} ms`, measured: T.medianMs, shown: ms(T.medianMs), met: T.medianMs <= BUDGET.medianMs },
    { what: 'Hard\'s time per move, 99th percentile', target: `≤ ${ms(BUDGET.p99Ms)}`, measured: T.p99Ms, shown: ms(T.p99Ms), met: T.p99Ms <= BUDGET.p99Ms },
  ];
  show([['budget', 'target', 'measured', 'met?'], ...out.targets.map((t) => [t.what, t.target, t.shown, t.met ? 'met' : 'NOT MET'])], ['l', 'l', 'r', 'l']);

  note(`Hard: a fresh \`new MnkEngine(Games.connectFour, { seed: 1 })\` per game (Hard, 1,000 ms a move), \`await ready()\` before its first move; its time measured around \`bestMove\` only, `
    + `after an untimed warm-up engine. Opponents: Easy and Medium seeded per game (SEED + game; Medium is deterministic, so its games repeat), the opposing Hard a second fresh engine, `
    + `the perfect player a best-scoring column by BitBully, ties at random (seeded per game). "distinct": distinct games (move sequences) of the pairing. `
    + `The checker: BitBully ${out.oracle.bitbully} (bench/connect4/oracle.py, ${out.oracle.book}) scored every column before each of Hard's moves; `
    + `a move "threw the value" when its score's sign is below the best column's, and "kept it, not fastest/slowest" when the sign is the best's and the score lower. `
    + `"< 2 ms (book, est.)": moves answered in under ${BOOK_MS} ms, an estimate of those the opening book answered (the engine does not say), `
    + `an overestimate where the search is quick too: the second table, by the stones on the board before the move, shows where the book ends and the search takes over; "≥ 750 ms": moves of at least ${SLOW_MS} ms, where the exact solve presumably got no answer in 3/4 of the budget. `
    + `Oracle: ${out.oracle.queries.toLocaleString('en-US')} queries, mean ${ms(out.oracle.meanMs)}, max ${ms(out.oracle.maxMs)}. `
    + `Load average ${load0[0].toFixed(2)} at the start, ${loadavg()[0].toFixed(2)} at the end (the machine may be shared).`);
  if (out.diagnosis.length) {
    show([['failed position', 'Hard played', 'in', 'BitBully: best', `oxo-ai's solve (${ms(DIAG_MS)}, fresh engine)`, 'its column', 'agrees?'],
      ...out.diagnosis.map((d) => [d.moves || '(empty)', d.hardColumn, ms(d.hardMs), d.bitbully,
        d.solve.complete ? `${d.solve.value === 'draw' ? `draw (${d.solve.plies} left)` : `${d.solve.value} in ${d.solve.plies}`} in ${ms(d.solve.ms)}` : `incomplete after ${ms(d.solve.ms)}`,
        d.solve.column === null ? '—' : `${d.solve.column}${d.columnOk ? '' : ' (not a best column)'}`,
        d.agrees === null ? '—' : d.agrees && d.columnOk ? 'yes' : 'NO'])], ['l', 'r', 'r', 'l', 'l', 'l', 'l']);
    note(`Each distinct failed position (${out.diagnosis.length} of ${new Set(out.failures.map((f) => f.moves)).size}, the quickest failures first; OXO_C4_DIAG) solved again after the games, untimed, `
      + `by a fresh engine with ${ms(DIAG_MS)}: "agrees" when its value, distance and column are BitBully's (the failure was then for want of time), "NO" when they differ (a bug).`);
  }
  const fastFails = out.failures.filter((f) => f.fast).length;
  if (out.failures.length) {
    process.exitCode = 1;
    note(`${fastFails} of the ${out.failures.length} failing moves took under ${SLOW_MS} ms (proven or the book's, presumably: suspect).`);
    // One line per distinct (position, column Hard chose), most frequent first.
    const groups = new Map();
    for (const f of out.failures) {
      const k = `${f.moves} ${f.column}`;
      const e = groups.get(k) ?? { f, games: [], ms: [] };
      e.games.push(f.game + 1);
      e.ms.push(f.ms);
      groups.set(k, e);
    }
    const list = [...groups.values()].sort((a, b) => b.games.length - a.games.length || a.f.moves.length - b.f.moves.length);
    for (const { f, games, ms: t } of list.slice(0, 40)) {
      note(`FAIL (${f.kind === 'value' ? 'threw the value' : 'not the fastest win / slowest loss'}), Hard as ${f.hardPlays}, ${games.length} time${games.length > 1 ? 's' : ''} `
        + `(game${games.length > 1 ? 's' : ''} ${games.slice(0, 6).join(', ')}${games.length > 6 ? ', …' : ''}): after \`${f.moves || '(empty)'}\` Hard played column ${f.column} `
        + `(score ${f.score}: ${f.got}) in ${ms(Math.min(...t))}${t.length > 1 ? `-${ms(Math.max(...t))}` : ''}; best ${f.best} (${f.should}); `
        + `scores of columns 1-7: ${f.scores.map((s) => (s === null ? 'full' : s)).join(' ')}`);
    }
    if (list.length > 40) note(`… and ${list.length - 40} more (results.json, connect4Play.failures).`);
  }
  out.loadavg = { start: load0, end: loadavg() };
  out.seconds = (performance.now() - t0) / 1000;
  note(`(the connect four play section took ${(out.seconds / 60).toFixed(1)} min; OXO_C4_GAMES=${GAMES}${GAMES >= 200 ? '' : ', not the issue\'s 200'})`);
  say();
  return out;
}
