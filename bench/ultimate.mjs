// The "ultimate" section of the bench (Ultimate tic-tac-toe, oxo-ai/ultimate), run only on request
// (`--only ultimate`, or `--with ultimate` on a full run), called by run.mjs. Peers: OpenSpiel's
// C++ MCTS (bench/ultimate/openspiel_bot.py, random rollouts, UCT c = 2) and the crate
// ai-ultimate-tictactoe (bench/ultimate/native's crate-bot), both over stdio, installed by
// bench/ultimate/setup.sh (scripts/bench.sh runs it). bench/ultimate/README.md says more.
//
// a. speed: playouts a second of oxo-ai's Hard (rankedMoves with maxPlayouts, timed) from the
//    opening and from the 10 middle-game positions of bench/ultimate/positions/midgame.json,
//    beside OpenSpiel's simulations a second and the crate's nodes a second on the same positions
//    (each given OXO_ULTIMATE_SPEED_MS, 1,000 ms, a position; the work it reports over the wall
//    time of its answer), all in the same run.
// b. tactics: Hard at timeMs 0 and at 100 ms, a fresh engine a position, on positions/win.json (48
//    positions where the side to move wins the game in one: does it?) and positions/block.json (48
//    where the opponent has one game-winning cell: does Hard leave the opponent no win in one?).
// c. the matches (bench/ultimate/match.mjs): Hard at OXO_ULTIMATE_MS (100) ms a move against each
//    peer, OXO_ULTIMATE_GAMES (200) games from seeded 2–4 ply openings, each played with both
//    colours; OpenSpiel's simulations a move set by its `calibrate` to that time in this run.
//    Targets: ≥ 85 % against OpenSpiel, ≥ 55 % against the crate.
// d. size: the ultimate wasm module (pkg's *ultimate*.wasm), gzip -9, against ≤ 25 KB (25,000 B).
//
// OXO_ULTIMATE_PARTS=speed,tactics,match,size runs some parts only; OXO_ULTIMATE_PEERS=openspiel,crate
// some peers only. Without oxo-ai/ultimate in the package, the oxo rows say so and the peers'
// speed is still measured.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { PEERS, gamesFromEnv, matchRows, msFromEnv, runMatch } from './ultimate/match.mjs';
import { StdioPeer, peerCommands } from './ultimate/peer.mjs';
import { cellsString, emptyPosition, fromMoves, lastString } from './ultimate/rules.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const DIR = process.env.OXO_ULTIMATE_DIR ?? join(here, 'ultimate');
const SPEED_MS = Number(process.env.OXO_ULTIMATE_SPEED_MS ?? 1000);
const SPEED_PLAYOUTS = Number(process.env.OXO_ULTIMATE_PLAYOUTS ?? 50_000);
const TACTICS_MS = [0, 100];
const SIZE_BUDGET = 25_000;

const pct = (x) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)} %` : '—');
const ms = (x) => (Number.isFinite(x) ? (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(x < 10 ? 2 : 1)} ms`) : '—');
const int = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '—');
const sum = (xs) => xs.reduce((a, x) => a + x, 0);
const mean = (xs) => (xs.length ? sum(xs) / xs.length : NaN);
const max = (xs) => (xs.length ? Math.max(...xs) : NaN);

/** A fixture set of positions/, each with its position rebuilt from its moves (and checked). */
function fixtures(name) {
  const file = join(DIR, 'positions', `${name}.json`);
  const { positions } = JSON.parse(readFileSync(file, 'utf8'));
  for (const p of positions) {
    p.pos = fromMoves(p.moves);
    if (cellsString(p.pos) !== p.cells || lastString(p.pos) !== p.last) throw new Error(`ultimate: ${name}.json ${p.id}: its cells are not its moves'`);
  }
  return { file: relative(join(DIR, '..', '..'), file), positions };
}

const sameMove = (m, [row, col]) => !!m && m.row === row && m.col === col;

// ---- a. speed ------------------------------------------------------------------------------------

/** oxo's Hard: playouts a second on each position (a fresh engine, rankedMoves with maxPlayouts). */
function oxoSpeed(ultimate, list) {
  return list.map(({ id, pos, player }) => {
    const engine = new ultimate.UltimateEngine(undefined, { difficulty: 'hard', seed: 1 });
    try {
      const t = performance.now();
      const ranked = engine.rankedMoves(pos, player, { maxPlayouts: SPEED_PLAYOUTS });
      const took = performance.now() - t;
      // The engine's own count (the solver may stop a search early).
      const work = engine.lastPlayouts;
      return { id, work, ms: took, rate: (1000 * work) / took, moves: ranked.length };
    } finally {
      engine.free?.();
    }
  });
}

/** A stdio peer's work a second on each position, SPEED_MS a move, time mode. */
async function peerSpeed(kind, list) {
  const c = peerCommands(DIR)[kind];
  if (!c.available) return { missing: c.missing };
  const peer = new StdioPeer(kind, c.cmd, c.seedArg ? [...c.args, c.seedArg, '1'] : c.args);
  try {
    const out = [];
    for (const { id, pos } of list) {
      await peer.ask('new');
      const t = performance.now();
      const a = await peer.ask(`move ${cellsString(pos)} ${lastString(pos)} ${SPEED_MS}`, 60_000 + 10 * SPEED_MS);
      const took = performance.now() - t;
      const work = Number(a.split(/\s+/)[2]);
      out.push({ id, work, ms: took, rate: (1000 * work) / took });
    }
    return { rows: out };
  } catch (e) {
    return { missing: String(e.message ?? e) };
  } finally {
    await peer.close().catch(() => {});
  }
}

async function speedPart({ ultimate, log, note, show }) {
  const { file, positions } = fixtures('midgame');
  const list = [{ id: 'opening', pos: emptyPosition(), player: 'X' }, ...positions.map((p) => ({ id: p.id, pos: p.pos, player: p.player }))];
  const out = { file, positions: list.length, peerMs: SPEED_MS, oxoPlayouts: SPEED_PLAYOUTS };
  log(`speed: oxo-ai Hard, ${SPEED_PLAYOUTS} playouts on ${list.length} positions`);
  out.oxo = ultimate.missing ? { missing: ultimate.missing } : { rows: oxoSpeed(ultimate, list) };
  for (const kind of ['openspiel', 'crate']) {
    log(`speed: ${kind}, ${SPEED_MS} ms on ${list.length} positions`);
    out[kind] = await peerSpeed(kind, list);
  }
  const who = [['oxo', 'oxo-ai Hard, playouts/s'], ['openspiel', 'OpenSpiel MCTS, simulations/s'], ['crate', 'crate, nodes/s']];
  const rate = (w, id) => out[w].rows?.find((r) => r.id === id)?.rate;
  const overall = (w) => (out[w].rows ? (1000 * sum(out[w].rows.filter((r) => r.id !== 'opening').map((r) => r.work))) / sum(out[w].rows.filter((r) => r.id !== 'opening').map((r) => r.ms)) : NaN);
  for (const [w] of who) if (out[w].rows) out[w].middleGameRate = overall(w);
  note(`14a. speed from the opening and on ${positions.length} middle-game positions (${file}): oxo-ai's Hard, a fresh engine a position, `
    + `rankedMoves with maxPlayouts ${int(SPEED_PLAYOUTS)}, timed through JavaScript; OpenSpiel's MCTS and the crate's search given ${int(SPEED_MS)} ms a position `
    + 'over stdio, the simulations or nodes each reports over the wall time of its answer (the pipe and OpenSpiel\'s replay of the game included)');
  show([
    ['engine', 'opening', 'middle game (all work ÷ all time)', 'middle game, slowest / fastest position'],
    ...who.map(([w, name]) => {
      if (!out[w].rows) return [name, `not measured (${out[w].missing})`, '—', '—'];
      const mid = out[w].rows.filter((r) => r.id !== 'opening').map((r) => r.rate);
      return [name, int(rate(w, 'opening')), int(out[w].middleGameRate), `${int(Math.min(...mid))} / ${int(Math.max(...mid))}`];
    }),
  ], ['l', 'r', 'r', 'r']);
  return out;
}

// ---- b. tactics ----------------------------------------------------------------------------------

function tacticsPart({ ultimate, note, show }) {
  const sets = { win: fixtures('win'), block: fixtures('block') };
  const out = { budgets: TACTICS_MS, sets: {} };
  for (const [name, { file, positions }] of Object.entries(sets)) {
    out.sets[name] = { file, positions: positions.length, byBudget: [] };
    for (const timeMs of TACTICS_MS) {
      const misses = [];
      const times = [];
      let onThreat = 0;
      for (const p of positions) {
        const engine = new ultimate.UltimateEngine(undefined, { difficulty: 'hard', timeMs, seed: 1 });
        try {
          const t = performance.now();
          const m = engine.bestMove(p.pos, p.player);
          times.push(performance.now() - t);
          const good = name === 'win' ? p.wins.some((w) => sameMove(m, w)) : p.safe.some((s) => sameMove(m, s));
          if (name === 'block' && sameMove(m, p.threat)) onThreat++;
          if (!good) misses.push({ id: p.id, move: m });
        } finally {
          engine.free?.();
        }
      }
      out.sets[name].byBudget.push({ timeMs, good: positions.length - misses.length, misses, meanMs: mean(times), maxMs: max(times), ...(name === 'block' ? { onThreat } : {}) });
    }
  }
  note('14b. tactics: Hard, a fresh engine a position (seed 1), one move on each position; win: the side to move wins the game in one (does Hard take it?); '
    + 'block: the opponent has exactly one game-winning cell (does Hard leave the opponent no win in one?). Positions checked by OpenSpiel\'s rules too (openspiel_bot.py --check-fixtures)');
  show([
    ['set', 'positions', ...TACTICS_MS.map((t) => `Hard at ${t} ms`), 'ms/move at each (max)', 'target', 'met?'],
    ...Object.entries(out.sets).map(([name, S]) => [
      name === 'win' ? `win in one (${S.file})` : `only block (${S.file})`, S.positions,
      ...S.byBudget.map((b) => `${b.good} / ${S.positions}`),
      S.byBudget.map((b) => `${ms(b.meanMs)} (${ms(b.maxMs)})`).join(', '),
      'all', S.byBudget.every((b) => b.good === S.positions) ? 'met' : 'NOT MET',
    ]),
  ], ['l', 'r', ...TACTICS_MS.map(() => 'r'), 'r', 'l', 'l']);
  const B = out.sets.block;
  note(`(block: Hard played on the threatened cell itself in ${B.byBudget.map((b) => `${b.onThreat} / ${B.positions} at ${b.timeMs} ms`).join(', ')}; `
    + 'its other safe moves send the opponent away from it)');
  for (const [name, S] of Object.entries(out.sets)) {
    for (const b of S.byBudget) if (b.misses.length) note(`${name} at ${b.timeMs} ms missed: ${b.misses.slice(0, 10).map((x) => `${x.id} (played ${x.move ? `${x.move.row},${x.move.col}` : 'nothing'})`).join(', ')}`);
  }
  return out;
}

// ---- c. the matches ------------------------------------------------------------------------------

async function matchPart({ ultimate, games, log, note, show }) {
  const moveMs = msFromEnv();
  const wanted = (process.env.OXO_ULTIMATE_PEERS ?? PEERS.map((p) => p.id).join(',')).split(',');
  const avail = peerCommands(DIR);
  const out = { moveMs, games, matches: [], skipped: [] };
  for (const P of PEERS.filter((p) => wanted.includes(p.id))) {
    if (!avail[P.id].available) {
      out.skipped.push({ peer: P.id, why: avail[P.id].missing });
      continue;
    }
    log(`match: oxo-ai Hard vs ${P.id}, ${games} games at ${moveMs} ms a move`);
    out.matches.push(await runMatch({ a: 'oxo', b: P.id, games, ms: moveMs, dir: DIR, ultimate, target: P.target, log: (s) => log(`match: ${s}`) }));
  }
  note(`14c. the matches: oxo-ai Hard (timeMs ${moveMs}) against each peer, ${games} games${games === 200 ? '' : ' (not the default 200)'} from seeded openings of 2–4 random legal plies, `
    + 'each played twice with the colours swapped, one game at a time; '
    + (process.env.OXO_ULTIMATE_OPENSPIEL === 'time' ? 'OpenSpiel searches by time (OXO_ULTIMATE_OPENSPIEL=time); '
      : 'OpenSpiel plays the simulations its `calibrate` says it runs in that time from the opening, measured in this run (fewer than it could in the middle game); ')
    + 'the crate searches by time; every move refereed by UltimateGame (checked against bench/ultimate/rules.mjs); an illegal move or a peer\'s error loses. '
    + 'Score: wins + draws/2 over games, ± its standard error');
  if (out.matches.length) {
    const { rows, align } = matchRows(out.matches);
    show(rows, align);
  }
  for (const s of out.skipped) note(`${s.peer}: not played (${s.why})`);
  for (const R of out.matches) {
    for (const f of R.faults.slice(0, 5)) note(`${R.b}, game ${f.index}: ${f.who} ${f.error ? `failed: ${f.error}` : `played an illegal move ${JSON.stringify(f.move)} on ${f.cells} after ${f.last}`}`);
    if (R.disagreements.length) note(`REFEREES DISAGREE (${R.b}): ${JSON.stringify(R.disagreements.slice(0, 3))}`);
  }
  return out;
}

// ---- d. size -------------------------------------------------------------------------------------

function findFiles(root, test, out = []) {
  for (const name of readdirSync(root)) {
    const p = join(root, name);
    if (statSync(p).isDirectory()) findFiles(p, test, out);
    else if (test(name)) out.push(p);
  }
  return out;
}

function sizePart({ pkgRoot, note, show }) {
  const files = pkgRoot ? findFiles(pkgRoot, (n) => /ultimate.*\.wasm$/.test(n)) : [];
  const rows = files.map((f) => {
    const bytes = readFileSync(f);
    return { file: relative(pkgRoot, f), bytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  note(`14d. size: the package's ultimate wasm module (${pkgRoot ? '*ultimate*.wasm in the installed package' : 'no package root given'}), gzip -9; KB = 1,000 B`);
  show([
    ['file', 'bytes', 'gzip -9', 'target', 'met?'],
    ...(rows.length ? rows.map((r) => [r.file, int(r.bytes), int(r.gzipBytes), '≤ 25 KB (25,000 B)', r.gzipBytes <= SIZE_BUDGET ? 'met' : 'NOT MET'])
      : [['no *ultimate*.wasm in the package', '—', '—', '≤ 25 KB (25,000 B)', 'not measured']]),
  ], ['l', 'r', 'r', 'l', 'l']);
  return { files: rows, budget: SIZE_BUDGET };
}

// ---- the section -----------------------------------------------------------------------------------

/**
 * `ultimate` is the package's oxo-ai/ultimate module, or `{ missing }` saying why there is none;
 * `pkgRoot` the installed package's directory (for the wasm's size).
 */
export async function ultimateSection({ ultimate, pkgRoot, heading, note, show, say, log, quick }) {
  const t0 = performance.now();
  const games = gamesFromEnv(quick ? 20 : 200);
  const parts = (process.env.OXO_ULTIMATE_PARTS ?? 'speed,tactics,match,size').split(',');
  const out = { moveMs: msFromEnv(), loadavgAtStart: loadavg(), oxo: ultimate.missing ? { missing: ultimate.missing } : 'oxo-ai/ultimate' };
  heading('14. Ultimate tic-tac-toe: oxo-ai/ultimate\'s Hard against OpenSpiel\'s MCTS and the crate ai-ultimate-tictactoe');
  if (ultimate.missing) note(`oxo-ai/ultimate: ${ultimate.missing}; its rows are not measured`);
  const ctx = { ultimate, pkgRoot, games, log, note, show };
  if (parts.includes('speed')) out.speed = await speedPart(ctx);
  if (parts.includes('tactics') && !ultimate.missing) out.tactics = tacticsPart(ctx);
  if (parts.includes('match') && !ultimate.missing) out.match = await matchPart(ctx);
  if (parts.includes('size')) out.size = sizePart(ctx);
  out.loadavgAtEnd = loadavg();
  out.seconds = (performance.now() - t0) / 1000;
  note(`(the ultimate section took ${(out.seconds / 60).toFixed(1)} min; load average ${out.loadavgAtStart[0].toFixed(2)} at its start, ${out.loadavgAtEnd[0].toFixed(2)} at its end)`);
  say();
  return out;
}
