// The matches of the bench's "ultimate" section, and a command to run them alone:
//
//   node bench/ultimate/match.mjs [--a oxo] [--peers openspiel,crate] [--games N] [--ms MS] [--out FILE]
//
// Side A (default oxo-ai's Hard, from the built package in OXO_PKG, default the repo's pkg/)
// plays each peer (default: those of openspiel and crate that are installed) OXO_ULTIMATE_GAMES
// (200) games at OXO_ULTIMATE_MS (100) ms a move each, from seeded openings of our own (2–4
// random legal plies from the start, each opening played twice with the colours swapped). OpenSpiel
// plays a fixed number of simulations a move: what `calibrate` says it runs in that time, measured
// at the start of the match. Any of oxo, random, openspiel, crate may stand on either side, so the
// peers can be tried against each other or against the random player before the package has
// oxo-ai/ultimate (e.g. `--a random --peers openspiel`, `--a crate --peers openspiel`).
//
// Every move is refereed by the package's UltimateGame when it loads (else by rules.mjs, said in
// the output), and the two referees are checked against each other on every ply: a disagreement
// is reported. An illegal move, a peer's error or a timeout loses the game and is reported.
// Games run one at a time (the machine's 2 cores are shared): one process thinks at a time.
//
// Prints, per peer, A's W-D-L as X and as O, its score (a draw ½), the score's standard error,
// each side's mean time a move (wall time around the call, the peer's pipe included) and the
// peer's simulations or nodes a move; --out writes the JSON the bench section keeps.

import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { makeSide, peerCommands } from './peer.mjs';
import * as rules from './rules.mjs';

const here = dirname(fileURLToPath(import.meta.url));

/** The peers of the section and the score oxo-ai's Hard must reach against each. */
export const PEERS = [
  { id: 'openspiel', name: 'OpenSpiel MCTS (C++, random rollouts, UCT c = 2)', target: { score: 0.85, text: '≥ 85 %' } },
  { id: 'crate', name: 'crate ai-ultimate-tictactoe', target: { score: 0.55, text: '≥ 55 %' } },
];
export const DEFAULT_GAMES = 200;
export const DEFAULT_MS = 100;

const evenAtLeast2 = (x) => Math.max(2, Math.round(x) & ~1);
export const gamesFromEnv = (fallback = DEFAULT_GAMES) => evenAtLeast2(Number(process.env.OXO_ULTIMATE_GAMES ?? fallback));
export const msFromEnv = () => Number(process.env.OXO_ULTIMATE_MS ?? DEFAULT_MS);

/** The import target of `subpath` in a package.json's exports, for Node's `import` (node, import, default). */
function exportTarget(entry) {
  if (typeof entry === 'string') return entry;
  if (!entry || typeof entry !== 'object') return null;
  for (const [k, v] of Object.entries(entry)) {
    if (k === 'node' || k === 'import' || k === 'default') {
      const t = exportTarget(v);
      if (t) return t;
    }
  }
  return null;
}

/**
 * oxo-ai/ultimate from a built package directory (OXO_PKG, default the repo's pkg/), or
 * `{ missing }` saying why not.
 */
export async function loadUltimate(pkgDir = process.env.OXO_PKG ?? resolve(here, '..', '..', 'pkg')) {
  let pkg;
  try {
    pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  } catch {
    return { missing: `no built package at ${pkgDir} (node scripts/build.mjs makes pkg/)` };
  }
  const target = exportTarget(pkg.exports?.['./ultimate']);
  if (!target) return { missing: `the package at ${pkgDir} has no oxo-ai/ultimate` };
  const imported = await import(pathToFileURL(join(pkgDir, target)).href);
  // Node's entry may be CommonJS: its exports are then the namespace's default.
  const mod = imported.UltimateEngine ? imported : imported.default ?? imported;
  if (!mod.UltimateGame || !mod.UltimateEngine) return { missing: `${pkgDir}'s oxo-ai/ultimate lacks UltimateGame or UltimateEngine` };
  return mod;
}

const key = (m) => `${m.row},${m.col}`;
const sameMoves = (a, b) => a.length === b.length && a.map(key).sort().join(' ') === b.map(key).sort().join(' ');

/**
 * The referee: the package's UltimateGame when given, checked against rules.mjs on every call
 * (disagreements are pushed to `disagreements`); rules.mjs alone otherwise.
 */
export function makeReferee(ultimate, disagreements = []) {
  const game = ultimate?.UltimateGame ? new ultimate.UltimateGame() : null;
  const differ = (what, pos, ours, theirs) => {
    if (disagreements.length < 50) disagreements.push({ what, cells: rules.cellsString(pos), last: rules.lastString(pos), bench: ours, package: theirs });
  };
  return {
    name: game ? 'oxo-ai/ultimate UltimateGame (checked against bench/ultimate/rules.mjs)' : 'bench/ultimate/rules.mjs (no oxo-ai/ultimate)',
    disagreements,
    legal(pos) {
      const ours = rules.legalMoves(pos);
      if (!game) return ours;
      const theirs = game.getAvailableMoves(pos).map(({ row, col }) => ({ row, col }));
      if (!sameMoves(ours, theirs)) differ('getAvailableMoves', pos, ours.map(key), theirs.map(key));
      return theirs;
    },
    apply(pos, m, player) {
      const ours = rules.applyMove(pos, m, player);
      if (!game) return ours;
      const theirs = game.applyMove(pos, m, player);
      const cells = { board: theirs.board, lastMove: theirs.lastMove };
      if (rules.cellsString(cells) !== rules.cellsString(ours) || rules.lastString(cells) !== rules.lastString(ours)) {
        differ('applyMove', pos, rules.cellsString(ours), rules.cellsString(cells));
      }
      return ours;
    },
    /** { winner: 'X' | 'O' | null, over } */
    result(pos) {
      const w = rules.winner(pos);
      const draw = rules.isDraw(pos);
      if (!game) return { winner: w, over: w !== null || draw };
      const gw = game.getWinner(pos) ?? null;
      const gd = !!game.isDraw(pos);
      if (gw !== w) differ('getWinner', pos, w, gw);
      if (gd !== draw) differ('isDraw', pos, draw, gd);
      return { winner: gw, over: gw !== null || gd };
    },
  };
}

/**
 * One game: side `a` plays X when `index` is even, O when odd, from `opening` ([row, col] plies);
 * both sides start a new game seeded by index + 1. An illegal move, an error or no move loses.
 */
export async function playGame({ index, opening, a, b, referee }) {
  const aIs = index % 2 === 0 ? 'X' : 'O';
  const sides = { [aIs]: a, [rules.other(aIs)]: b };
  await a.newGame(index + 1);
  await b.newGame(index + 1);
  let pos = rules.fromMoves(opening);
  let player = rules.toMove(pos);
  const out = { index, aPlays: aIs, winner: null, end: 'draw', plies: opening.length, moves: opening.map(([r, c]) => r * 9 + c),
    aMs: [], bMs: [], aWork: [], bWork: [], fault: null };
  for (;;) {
    const { winner, over } = referee.result(pos);
    if (winner) { out.winner = winner; out.end = 'line'; break; }
    if (over) break;
    const side = sides[player];
    const mine = side === a;
    let r;
    try {
      r = await side.move(pos, player);
    } catch (e) {
      out.winner = rules.other(player);
      out.end = 'error';
      out.fault = { side: mine ? 'a' : 'b', who: side.name, ply: out.plies, error: String(e.message ?? e), cells: rules.cellsString(pos), last: rules.lastString(pos) };
      break;
    }
    (mine ? out.aMs : out.bMs).push(r.ms);
    if (r.work !== null) (mine ? out.aWork : out.bWork).push(r.work);
    const legal = referee.legal(pos);
    if (!r.move || !legal.some((m) => m.row === r.move.row && m.col === r.move.col)) {
      out.winner = rules.other(player);
      out.end = 'illegal';
      out.fault = { side: mine ? 'a' : 'b', who: side.name, ply: out.plies, move: r.move, cells: rules.cellsString(pos), last: rules.lastString(pos) };
      break;
    }
    pos = referee.apply(pos, r.move, player);
    out.moves.push(r.move.row * 9 + r.move.col);
    out.plies++;
    player = rules.other(player);
  }
  return out;
}

const sum = (xs) => xs.reduce((s, x) => s + x, 0);
const mean = (xs) => (xs.length ? sum(xs) / xs.length : NaN);

/** A's record in `games`: wins, draws, losses. */
function record(games) {
  const r = { games: games.length, wins: 0, draws: 0, losses: 0 };
  for (const g of games) {
    if (g.winner === null) r.draws++;
    else if (g.winner === g.aPlays) r.wins++;
    else r.losses++;
  }
  return r;
}

/** A match's result from its games: records, score, its standard error, times, faults. */
export function tally({ a, b, ms, games, calibrated, referee, target, seconds }) {
  const all = record(games);
  const scores = games.map((g) => (g.winner === null ? 0.5 : g.winner === g.aPlays ? 1 : 0));
  const score = mean(scores);
  const sd = Math.sqrt(sum(scores.map((s) => (s - score) ** 2)) / Math.max(1, scores.length - 1));
  const aMs = games.flatMap((g) => g.aMs);
  const bMs = games.flatMap((g) => g.bMs);
  return {
    a, b, moveMs: ms, games: games.length, calibrated, referee: referee.name, target: target ?? null,
    met: target ? score >= target.score : null,
    asX: record(games.filter((g) => g.aPlays === 'X')), asO: record(games.filter((g) => g.aPlays === 'O')), all,
    score, se: sd / Math.sqrt(scores.length),
    meanPlies: mean(games.map((g) => g.plies)),
    aMs: { mean: mean(aMs), max: Math.max(...aMs), moves: aMs.length },
    bMs: { mean: mean(bMs), max: Math.max(...bMs), moves: bMs.length },
    aWork: mean(games.flatMap((g) => g.aWork)), bWork: mean(games.flatMap((g) => g.bWork)),
    ends: { line: games.filter((g) => g.end === 'line').length, draw: games.filter((g) => g.end === 'draw').length,
      illegal: games.filter((g) => g.end === 'illegal').length, error: games.filter((g) => g.end === 'error').length },
    faults: games.filter((g) => g.fault).map((g) => ({ index: g.index, ...g.fault })),
    disagreements: referee.disagreements,
    seconds,
    list: games.map((g) => ({ index: g.index, aPlays: g.aPlays, winner: g.winner, end: g.end, plies: g.plies, moves: g.moves })),
  };
}

/**
 * `games` games of side kind `a` against side kind `b` at `ms` a move. A stdio side that failed
 * is started afresh for the next game. Returns tally()'s result.
 */
export async function runMatch({ a, b, games, ms, dir = here, ultimate = null, target = null, log = () => {} }) {
  const t0 = performance.now();
  const list = rules.openings(games / 2);
  const referee = makeReferee(ultimate);
  const opts = { ms, dir, ultimate };
  let A = await makeSide(a, { ...opts, seed: 1 });
  let B = await makeSide(b, { ...opts, seed: 2 });
  const calibrated = { a: A.calibrated, b: B.calibrated };
  if (A.calibrated) log(`${a}: ${A.calibrated} simulations a move (calibrate ${ms})`);
  if (B.calibrated) log(`${b}: ${B.calibrated} simulations a move (calibrate ${ms})`);
  const played = [];
  try {
    for (let index = 0; index < games; index++) {
      const g = await playGame({ index, opening: list[index >> 1], a: A, b: B, referee });
      played.push(g);
      if (g.fault) {
        log(`game ${index}: ${g.fault.who} ${g.end === 'illegal' ? `played an illegal move ${JSON.stringify(g.fault.move)}` : `failed: ${g.fault.error}`}`);
        // A side that failed may be stuck mid-answer: start it afresh (keeping its calibration).
        const restart = async (S, kind, seed) => {
          await S.close().catch(() => {});
          const fresh = await makeSide(kind, { ...opts, seed: seed + 2 * (index + 1) });
          return fresh;
        };
        if (g.fault.side === 'a' && A.kind !== 'oxo' && A.kind !== 'random') A = await restart(A, a, 1);
        if (g.fault.side === 'b' && B.kind !== 'oxo' && B.kind !== 'random') B = await restart(B, b, 2);
      }
      if ((index + 1) % 10 === 0 || index + 1 === games) {
        const r = record(played);
        log(`${a} vs ${b}: ${index + 1}/${games} games, ${a} ${r.wins}-${r.draws}-${r.losses} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
      }
    }
  } finally {
    await A.close().catch(() => {});
    await B.close().catch(() => {});
  }
  return tally({ a, b, ms, games: played, calibrated, referee, target, seconds: (performance.now() - t0) / 1000 });
}

const pct = (x) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)} %` : '—');
const msf = (x) => (Number.isFinite(x) ? `${x.toFixed(x < 10 ? 2 : 1)} ms` : '—');
const int = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '—');
const wdl = (r) => `${r.wins}-${r.draws}-${r.losses}`;

/** The matches as table rows (header first) and their alignment, for run.mjs's show(). */
export function matchRows(results) {
  return {
    rows: [
      ['A', 'peer', 'games', 'A as X (W-D-L)', 'A as O (W-D-L)', 'A in all', 'A score ± s.e.', 'target', 'met?',
        'ms/move A', 'ms/move peer', 'peer sims or nodes/move', 'illegal / errors', 'mean plies', 'minutes'],
      ...results.map((R) => [R.a, R.b, R.games, wdl(R.asX), wdl(R.asO), wdl(R.all), `${pct(R.score)} ± ${pct(R.se)}`,
        R.target?.text ?? '—', R.met === null ? '—' : R.met ? 'met' : 'NOT MET',
        msf(R.aMs.mean), msf(R.bMs.mean), `${int(R.bWork)}${R.calibrated?.b ? ` (calibrated ${int(R.calibrated.b)})` : ''}`,
        `${R.ends.illegal} / ${R.ends.error}`, R.meanPlies.toFixed(1), (R.seconds / 60).toFixed(1)]),
    ],
    align: ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'r'],
  };
}

function printTable(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const r of rows) console.log(r.map((v, i) => String(v).padEnd(widths[i])).join('  '));
}

async function main() {
  const args = process.argv.slice(2);
  const flag = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const a = flag('--a', 'oxo');
  const ms = Number(flag('--ms', msFromEnv()));
  const games = evenAtLeast2(Number(flag('--games', gamesFromEnv())));
  const available = peerCommands(here);
  const peers = flag('--peers', PEERS.map((p) => p.id).filter((id) => available[id].available).join(',')).split(',').filter(Boolean);
  if (peers.length === 0) throw new Error('ultimate: no peer installed (bash bench/ultimate/setup.sh)');
  let ultimate = await loadUltimate();
  if (ultimate.missing) {
    if (a === 'oxo' || peers.includes('oxo')) throw new Error(`ultimate: ${ultimate.missing}; try --a random`);
    console.error(`ultimate: ${ultimate.missing}: refereeing with bench/ultimate/rules.mjs alone`);
    ultimate = null;
  }
  const results = [];
  for (const b of peers) {
    const target = a === 'oxo' ? PEERS.find((p) => p.id === b)?.target : null;
    results.push(await runMatch({ a, b, games, ms, ultimate, target, log: (s) => console.error(`  ultimate: ${s}`) }));
  }
  const { rows } = matchRows(results);
  printTable(rows);
  for (const R of results) {
    for (const f of R.faults) console.log(`fault in game ${f.index}: ${JSON.stringify(f)}`);
    if (R.disagreements.length) console.log(`referees disagree (${R.b}): ${JSON.stringify(R.disagreements.slice(0, 5))}`);
  }
  const out = flag('--out', null);
  if (out) writeFileSync(out, `${JSON.stringify({ date: new Date().toISOString(), moveMs: ms, games, matches: results }, null, 2)}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(e.stack ?? String(e));
    process.exit(1);
  });
}
