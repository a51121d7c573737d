// The oxo-ai benchmark (issue 7). Run it with `bash scripts/bench.sh`, which installs the
// packed package into bench/.scratch exactly as a user installs it and runs this file there,
// so `import ... from 'oxo-ai'` below resolves through node_modules like anyone's import.
//
//   node run.mjs [--quick] [--out FILE] [--markdown FILE] [--only ops,peers,sim,startup,size,profile,pages,mnk,connect4,mnk-match,connect4-play,gomoku,ultimate]
//                [--with mnk-match,connect4-play,gomoku,ultimate]
//
// For each operation it prints the median time per call over interleaved rounds and the
// ratios to the floor (a plain JS function that reads the 9 cells and returns a new
// { row, col }), to the pure-JS baseline (./baseline) and to the published peers
// (tic-tac-toe-minimax, boardgame.io's MCTSBot); then the simulator's games per second,
// import + first answer in fresh processes, the wasm modules' sizes and what a Vite app
// importing only AIEngine downloads (the runtime matrix's fixture, built with its Vite), a profile of the JS <-> wasm
// boundary, and the issue's targets as met / not met; then the pages (issue 36,
// bench/pages/measure.mjs): a Vite page per kind of app, each loaded cold in Chromium, with what
// it fetched (gzip, brotli, which thread fetched the wasm) and its navigation-to-answer time
// beside the same page on the baseline, against the issue's budgets. Everything is also written as JSON
// (--out), and a full run (no --quick, no --only) writes the printed tables as Markdown with
// the run's date, machine and Node version (--markdown: bench/RESULTS.md, current numbers only).
// Then the m,n,k-games (issue 37, ./mnk.mjs): oxo-ai/mnk's solve times from the empty board,
// Connect Four solves, nodes per second and Hard's time against the pure-JS m,n,k baseline
// (./baseline/mnk.mjs) at a fixed node budget, and the mnk module's size ("mnk"); and, only with
// --only mnk-match (or a full run --with mnk-match), a match of oxo-ai Hard against the baseline on
// Gomoku and (8,8,5) ("mnk-match").
// Then Connect Four (issue 50, ./connect4.mjs, "connect4"): oxo-ai/mnk's exact solve, a fresh engine
// per position, against BitBully's without an opening book (bench/connect4/bitbully-time.py, in the
// venv scripts/bench.sh makes), on 200 positions of our own in each of the six classes of Pascal
// Pons's benchmark (bench/connect4/positions/, made once by bench/connect4/generate.py), every answer
// checked; Begin-Hard on its first OXO_C4_HARD (7) positions only.
// And, only with --only connect4-play (or a full run --with connect4-play), Connect Four play (issue 50,
// ./connect4-play.mjs, "connect4-play"): oxo-ai/mnk's Hard from the empty board against Easy, Medium,
// Hard and a perfect player (BitBully, bench/connect4/oracle.py), each colour, OXO_C4_GAMES (200)
// games, every Hard move checked against BitBully's exact scores, Hard's time per move.
// And, only with --only gomoku (or a full run --with gomoku), Gomoku (issues 51 and 61, ./gomoku.mjs,
// "gomoku"): the package's Hard against today's (the package built at the commit
// bench/gomoku/match.mjs names, by bench/gomoku/baseline.sh): a match at 200 ms a move on 15×15 and
// (8,8,5), every move checked for wins and blocks in one; forced wins (VCF) kept and refutations
// found on fixtures of our own (bench/gomoku/positions/, checked by the renju solver quintet with
// every line replayed in freestyle); time a move and native nodes per second.
// And, only with --only ultimate (or a full run --with ultimate), Ultimate tic-tac-toe (./ultimate.mjs,
// "ultimate"): oxo-ai/ultimate's Hard against OpenSpiel's MCTS and the crate ai-ultimate-tictactoe
// (bench/ultimate/, over stdio): playouts a second beside theirs, wins and only blocks in one on
// fixtures of our own, a match at 100 ms a move against each, the ultimate wasm module's size.
// Every ratio is the median over rounds of the ratio measured within one round.

import * as oxo from 'oxo-ai';
import * as baseline from 'oxo-baseline'; // bench/baseline, installed by scripts/bench.sh
import { allPositions, sample } from './positions.mjs';
import { loadMinimax, loadBoardgameIo } from './peers.mjs';
import { keep, timeCases, median, quantile, pairedRatio, fmtTime, fmtRatio, fmtRate, table, mdTable } from './harness.mjs';
import { profileBoundary } from './profile.mjs';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const outIndex = args.indexOf('--out');
const outPath = resolve(outIndex >= 0 ? args[outIndex + 1] : 'results.json');
const mdIndex = args.indexOf('--markdown');
const mdPath = mdIndex >= 0 ? resolve(args[mdIndex + 1]) : null;
const onlyIndex = args.indexOf('--only');
const SECTIONS = ['ops', 'peers', 'sim', 'startup', 'size', 'profile', 'pages', 'mnk', 'connect4'];
// Run only when named in --only: the m,n,k match takes several minutes, Connect Four play and
// Gomoku longer.
const ON_REQUEST = ['mnk-match', 'connect4-play', 'gomoku', 'ultimate'];
// --with adds sections run on request to a full run (which then still writes RESULTS.md).
const withIndex = args.indexOf('--with');
const extra = withIndex >= 0 ? args[withIndex + 1].split(',') : [];
const only = onlyIndex >= 0 ? args[onlyIndex + 1].split(',') : [...SECTIONS, ...extra];
for (const s of extra) if (!ON_REQUEST.includes(s)) throw new Error(`--with: ${s} is not a section run on request (${ON_REQUEST.join(', ')})`);
for (const s of only) {
  if (!SECTIONS.includes(s) && !ON_REQUEST.includes(s)) throw new Error(`--only: unknown section ${s} (known: ${[...SECTIONS, ...ON_REQUEST].join(', ')})`);
}
const run = (section) => only.includes(section);
const ROUNDS = quick
  ? { main: 5, peers: 2, mcts: 2, sim: 3, startup: 4, profile: 5 }
  : { main: 15, peers: 5, mcts: 5, sim: 7, startup: 10, profile: 15 };
const ROUND_MS = quick ? 10 : 20;
const MCTS_ITERATIONS = 500;
const MCTS_SAMPLE = 32;
const EASY_SAMPLE = 1024;
const SAMPLE_SEED = 20240607;

const say = (s = '') => process.stdout.write(`${s}\n`);
/** What the run prints, kept as Markdown for --markdown: `heading`, `note` and `show` print and keep. */
const md = [];
const heading = (s) => { say(s); md.push(`## ${s}`, ''); };
const note = (s) => { say(s); md.push(s, ''); };
const show = (rows, align) => { say(table(rows, align)); md.push(mdTable(rows, align), ''); };
const progress = (label) => (r, n) => process.stderr.write(`\r  ${label}: round ${r}/${n}   ${r === n ? '\n' : ''}`);

// ---- the package under test ---------------------------------------------------------------

const require = createRequire(import.meta.url);
const entry = require.resolve('oxo-ai');
const pkgRoot = entry.slice(0, entry.lastIndexOf(`${sep}node_modules${sep}oxo-ai${sep}`)) + `${sep}node_modules${sep}oxo-ai`;
const pkgJson = JSON.parse(readFileSync(join(pkgRoot, 'package.json'), 'utf8'));
/** Every .wasm file the installed package ships (one module, wherever the layout puts it). */
function wasmFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    if (d.isDirectory()) return wasmFiles(p);
    return d.name.endsWith('.wasm') ? [p] : [];
  });
}

// ---- inputs ----------------------------------------------------------------------------------

const positions = allPositions();
const live = positions.filter((p) => !p.terminal);
if (positions.length !== 5478 || live.length !== 4520) {
  throw new Error(`expected 5,478 positions of which 4,520 live, got ${positions.length} / ${live.length}`);
}
const liveBoards = live.map((p) => p.board);
const livePlayers = live.map((p) => p.player);
const allBoards = positions.map((p) => p.board);
const flatBoards = positions.map((p) => p.cells.slice());
const chainBoards = positions.map((p) => p.cells.map((c) => (c === null ? 0 : c === 'X' ? 1 : 2)));
const moveInputs = live.map((p) => {
  const i = p.cells.indexOf(null);
  return { board: p.board, move: { row: Math.floor(i / 3), col: i % 3 }, player: p.player };
});
const easySample = sample(live, EASY_SAMPLE, SAMPLE_SEED);
const mctsSample = sample(live, MCTS_SAMPLE, SAMPLE_SEED + 1);
const emptyPos = live[0];

/**
 * The floor: the least any bestMove can do from JavaScript. It reads all 9 cells of the nested
 * board, lets each cell's content ('X', 'O' or null) decide the answer, and returns a new
 * { row, col }. Written the fastest way measured (unrolled, charCodeAt): comparing cells with
 * `=== 'X'` in a loop was 1.5-2.5x slower, and a slower floor would flatter every ratio.
 */
const cellCode = (v) => (v === null ? 0 : v.charCodeAt(0) & 3);
function floorMove(b, player) {
  const r0 = b[0];
  const r1 = b[1];
  const r2 = b[2];
  const h = (cellCode(r0[0]) + 3 * cellCode(r0[1]) + 9 * cellCode(r0[2])
    + 27 * cellCode(r1[0]) + 81 * cellCode(r1[1]) + 243 * cellCode(r1[2])
    + 729 * cellCode(r2[0]) + 2187 * cellCode(r2[1]) + 6561 * cellCode(r2[2])
    + (player === 'O' ? 1 : 0)) % 9;
  return { row: (h / 3) | 0, col: h % 3 };
}

const results = {
  meta: {
    date: new Date().toISOString(),
    node: process.version,
    v8: process.versions.v8,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    loadavgAtStart: loadavg(),
    package: { name: pkgJson.name, version: pkgJson.version, entry },
    quick,
    rounds: ROUNDS,
    roundMs: ROUND_MS,
    method: 'median over interleaved rounds of the per-call time; ratios are medians of per-round ratios',
  },
  checks: {},
  operations: {},
  peers: {},
  simulator: {},
  startup: {},
  size: {},
  profile: {},
  targets: [],
  pages: {},
  mnk: {},
  mnkMatch: {},
  connect4: {},
  gomoku: {},
  ultimate: {},
};

say(`oxo-ai benchmark: ${pkgJson.name}@${pkgJson.version} from ${entry}`);
say(`node ${process.version}, ${results.meta.cpu} x${results.meta.cores}, load ${loadavg().map((x) => x.toFixed(2)).join(' ')}${quick ? ', --quick' : ''}`);
say();

// ---- sanity checks: like is compared with like -------------------------------------------------

const minimax = loadMinimax();
const bgio = loadBoardgameIo();
// The 3x3 sections' checks (skipped when only the m,n,k, Connect Four, Gomoku and Ultimate sections run).
if (only.some((s) => !['mnk', 'mnk-match', 'connect4', 'connect4-play', 'gomoku', 'ultimate'].includes(s))) {
  const hard = new oxo.AIEngine({ difficulty: 'hard', seed: 1 });
  const baseHard = new baseline.AIEngine({ difficulty: 'hard', seed: 1 });
  let sameMove = 0;
  let minimaxOptimal = 0;
  for (const p of live) {
    const a = hard.bestMove(p.board, p.player);
    const b = baseHard.bestMove(p.board, p.player);
    if (a.row === b.row && a.col === b.col) sameMove += 1;
    const ranked = hard.rankedMoves(p.board, p.player);
    const cell = minimax.bestMove(minimax.prepare(p));
    const m = ranked.find((x) => x.row * 3 + x.col === cell);
    if (m && Math.sign(m.score) === Math.sign(ranked[0].score)) minimaxOptimal += 1;
  }
  const bgioStates = mctsSample.map((p) => bgio.prepare(p));
  results.checks = {
    positions: positions.length,
    livePositions: live.length,
    baselineHardSameMoveAsOxoHard: sameMove,
    minimaxHardValueOptimal: minimaxOptimal,
    boardgameIoStatesPrepared: bgioStates.length,
  };
  note(`checks: baseline Hard plays oxo-ai Hard's move in ${sameMove}/${live.length} positions; `
    + `tic-tac-toe-minimax Hard plays a value-optimal move in ${minimaxOptimal}/${live.length}; `
    + `${bgioStates.length} boardgame.io states reached through its reducer`);
  if (sameMove !== live.length) note('WARNING: the baseline is not playing the same moves as oxo-ai Hard');
  say();
}

// ---- 1. engine operations and utilities, against the floor and the baseline -------------------

/** A case timing `fn(i)` for i over `n` inputs. */
const stat = (s) => ({ nsPerCall: median(s), p25: quantile(s, 0.25), p75: quantile(s, 0.75), rounds: s.length, samples: s });
const over = (id, n, fn, meta) => ({
  id, calls: n, ...meta,
  pass: () => { for (let i = 0; i < n; i++) keep(fn(i)); },
});

const engines = {};
for (const level of ['hard', 'expert', 'medium', 'easy']) engines[level] = new oxo.AIEngine({ difficulty: level, seed: 7 });
const baseEngines = {};
for (const level of ['hard', 'medium', 'easy']) baseEngines[level] = new baseline.AIEngine({ difficulty: level, seed: 7 });
const analyzer = new oxo.GameAnalyzer();
const baseAnalyzer = new baseline.GameAnalyzer();

const ops = [];
const op = (name, inputs, n, fnOxo, fnBase) => ops.push({ name, inputs, n, fnOxo, fnBase });
const ALL_LIVE = `all ${live.length.toLocaleString('en-US')} live positions`;
const ALL_BOARDS = `all ${positions.length.toLocaleString('en-US')} reachable boards`;
for (const level of ['hard', 'expert', 'medium']) {
  op(`bestMove ${level}`, ALL_LIVE, live.length,
    (i) => engines[level].bestMove(liveBoards[i], livePlayers[i]),
    baseEngines[level] && ((i) => baseEngines[level].bestMove(liveBoards[i], livePlayers[i])));
}
op('bestMove easy', `seeded sample of ${easySample.length}`, easySample.length,
  (i) => engines.easy.bestMove(easySample[i].board, easySample[i].player),
  (i) => baseEngines.easy.bestMove(easySample[i].board, easySample[i].player));
op('rankedMoves', ALL_LIVE, live.length,
  (i) => engines.hard.rankedMoves(liveBoards[i], livePlayers[i]),
  (i) => baseEngines.hard.rankedMoves(liveBoards[i], livePlayers[i]));
op('analyze', ALL_LIVE, live.length,
  (i) => analyzer.analyze(liveBoards[i], livePlayers[i]),
  (i) => baseAnalyzer.analyze(liveBoards[i], livePlayers[i]));
const utilities = [];
const util = (name, inputs, n, call) => {
  utilities.push(name);
  op(name, inputs, n, (i) => call(oxo, i), (i) => call(baseline, i));
};
util('emptyBoard', `${positions.length} calls`, positions.length, (api) => api.emptyBoard());
util('applyMove', ALL_LIVE, live.length, (api, i) => api.applyMove(moveInputs[i].board, moveInputs[i].move, moveInputs[i].player));
util('checkWin', ALL_BOARDS, positions.length, (api, i) => api.checkWin(allBoards[i], i & 1 ? 'O' : 'X'));
util('isBoardFull', ALL_BOARDS, positions.length, (api, i) => api.isBoardFull(allBoards[i]));
util('isDraw', ALL_BOARDS, positions.length, (api, i) => api.isDraw(allBoards[i]));
util('getAvailableMoves', ALL_BOARDS, positions.length, (api, i) => api.getAvailableMoves(allBoards[i]));
util('opponent', `${positions.length} calls`, positions.length, (api, i) => api.opponent(i & 1 ? 'O' : 'X'));
util('getWinner', ALL_BOARDS, positions.length, (api, i) => api.getWinner(allBoards[i]));
util('getWinningLine', ALL_BOARDS, positions.length, (api, i) => api.getWinningLine(allBoards[i]));
util('toFlat', ALL_BOARDS, positions.length, (api, i) => api.toFlat(allBoards[i]));
util('fromFlat', ALL_BOARDS, positions.length, (api, i) => api.fromFlat(flatBoards[i]));
util('toOnChain', ALL_BOARDS, positions.length, (api, i) => api.toOnChain(allBoards[i]));
util('fromOnChain', ALL_BOARDS, positions.length, (api, i) => api.fromOnChain(chainBoards[i]));

let main = null;
if (run('ops')) {
heading('1. engine operations and utilities (mean per call; floor, oxo-ai and baseline interleaved)');
const mainCases = [over('floor', live.length, (i) => floorMove(liveBoards[i], livePlayers[i]))];
for (const o of ops) {
  mainCases.push(over(`oxo:${o.name}`, o.n, o.fnOxo));
  if (o.fnBase) mainCases.push(over(`base:${o.name}`, o.n, o.fnBase));
}
main = await timeCases(mainCases, { rounds: ROUNDS.main, roundMs: ROUND_MS, log: progress('operations') });
results.operations.floor = { what: 'plain JS: read the 9 cells of a nested board, return a new { row, col }', inputs: ALL_LIVE, ...stat(main.floor) };
const opRows = [['operation', 'inputs', 'oxo-ai', '× floor', 'baseline', 'baseline ÷ oxo-ai']];
opRows.push(['floor (plain JS)', ALL_LIVE, fmtTime(median(main.floor)), '1.00×', '', '']);
for (const o of ops) {
  const a = main[`oxo:${o.name}`];
  const b = main[`base:${o.name}`];
  const entryOut = {
    inputs: o.inputs,
    oxo: stat(a),
    baseline: b ? stat(b) : null,
    timesFloor: pairedRatio(a, main.floor),
    baselineOverOxo: b ? pairedRatio(b, a) : null,
  };
  results.operations[o.name] = entryOut;
  opRows.push([o.name, o.inputs, fmtTime(entryOut.oxo.nsPerCall), fmtRatio(entryOut.timesFloor),
    b ? fmtTime(entryOut.baseline.nsPerCall) : '—', b ? fmtRatio(entryOut.baselineOverOxo) : '— (no such level)']);
}
show(opRows, ['l', 'l', 'r', 'r', 'r', 'r']);
say();
}

// ---- 2. published peers ------------------------------------------------------------------------

if (run('peers')) {
heading(`2. published peers: ${minimax.name}@${minimax.version} (Hard), ${bgio.name}@${bgio.version} (MCTSBot, ${MCTS_ITERATIONS} iterations)`);
const minimaxInputs = live.map((p) => minimax.prepare(p));
const minimaxEmpty = minimax.prepare(emptyPos);
const hardCases = [
  over('oxo:hard', live.length, (i) => engines.hard.bestMove(liveBoards[i], livePlayers[i])),
  over('base:hard', live.length, (i) => baseEngines.hard.bestMove(liveBoards[i], livePlayers[i])),
  over('minimax:hard', live.length, (i) => minimax.bestMove(minimaxInputs[i])),
  over('oxo:hard-empty', 1, () => engines.hard.bestMove(emptyPos.board, 'X')),
  over('base:hard-empty', 1, () => baseEngines.hard.bestMove(emptyPos.board, 'X')),
  over('minimax:hard-empty', 1, () => minimax.bestMove(minimaxEmpty)),
];
const hardT = await timeCases(hardCases, { rounds: ROUNDS.peers, roundMs: ROUND_MS, log: progress('Hard vs peers') });

const mctsOxo = new oxo.AIEngine({ difficulty: 'mcts', mctsIterations: MCTS_ITERATIONS, seed: 11 });
const mctsBase = new baseline.AIEngine({ difficulty: 'mcts', mctsIterations: MCTS_ITERATIONS, seed: 11 });
const bgioBot = bgio.makeBot(MCTS_ITERATIONS);
const bgioInputs = mctsSample.map((p) => bgio.prepare(p));
const mctsCases = [
  over('oxo:mcts', mctsSample.length, (i) => mctsOxo.bestMove(mctsSample[i].board, mctsSample[i].player)),
  over('base:mcts', mctsSample.length, (i) => mctsBase.bestMove(mctsSample[i].board, mctsSample[i].player)),
  {
    id: 'bgio:mcts', calls: mctsSample.length,
    pass: async () => { for (let i = 0; i < bgioInputs.length; i++) keep(await bgio.bestMove(bgioBot, bgioInputs[i])); },
  },
];
const mctsT = await timeCases(mctsCases, { rounds: ROUNDS.mcts, roundMs: ROUND_MS, log: progress('MCTS vs peers') });

results.peers = {
  hardAllLive: {
    inputs: ALL_LIVE,
    oxo: stat(hardT['oxo:hard']), baseline: stat(hardT['base:hard']), minimax: stat(hardT['minimax:hard']),
    baselineOverOxo: pairedRatio(hardT['base:hard'], hardT['oxo:hard']),
    minimaxOverOxo: pairedRatio(hardT['minimax:hard'], hardT['oxo:hard']),
    // No engine called from JS can beat the floor: this is the largest ratio any could show.
    minimaxOverFloor: main ? median(hardT['minimax:hard']) / median(main.floor) : NaN,
  },
  hardEmptyBoard: {
    inputs: 'the empty board',
    oxo: stat(hardT['oxo:hard-empty']), baseline: stat(hardT['base:hard-empty']), minimax: stat(hardT['minimax:hard-empty']),
    baselineOverOxo: pairedRatio(hardT['base:hard-empty'], hardT['oxo:hard-empty']),
    minimaxOverOxo: pairedRatio(hardT['minimax:hard-empty'], hardT['oxo:hard-empty']),
  },
  mcts: {
    inputs: `seeded sample of ${mctsSample.length} live positions, ${MCTS_ITERATIONS} iterations`,
    oxo: stat(mctsT['oxo:mcts']), baseline: stat(mctsT['base:mcts']), boardgameIo: stat(mctsT['bgio:mcts']),
    baselineOverOxo: pairedRatio(mctsT['base:mcts'], mctsT['oxo:mcts']),
    boardgameIoOverOxo: pairedRatio(mctsT['bgio:mcts'], mctsT['oxo:mcts']),
  },
  versions: { 'tic-tac-toe-minimax': minimax.version, 'boardgame.io': bgio.version },
};
{
  const P = results.peers;
  show([
    ['operation', 'inputs', 'oxo-ai', 'baseline', 'peer', 'baseline ÷ oxo-ai', 'peer ÷ oxo-ai'],
    ['bestMove Hard vs tic-tac-toe-minimax Hard', ALL_LIVE, fmtTime(P.hardAllLive.oxo.nsPerCall), fmtTime(P.hardAllLive.baseline.nsPerCall),
      fmtTime(P.hardAllLive.minimax.nsPerCall), fmtRatio(P.hardAllLive.baselineOverOxo), fmtRatio(P.hardAllLive.minimaxOverOxo)],
    ['bestMove Hard vs tic-tac-toe-minimax Hard', 'the empty board', fmtTime(P.hardEmptyBoard.oxo.nsPerCall), fmtTime(P.hardEmptyBoard.baseline.nsPerCall),
      fmtTime(P.hardEmptyBoard.minimax.nsPerCall), fmtRatio(P.hardEmptyBoard.baselineOverOxo), fmtRatio(P.hardEmptyBoard.minimaxOverOxo)],
    [`bestMove MCTS(${MCTS_ITERATIONS}) vs boardgame.io MCTSBot(${MCTS_ITERATIONS})`, `seeded sample of ${mctsSample.length}`, fmtTime(P.mcts.oxo.nsPerCall),
      fmtTime(P.mcts.baseline.nsPerCall), fmtTime(P.mcts.boardgameIo.nsPerCall), fmtRatio(P.mcts.baselineOverOxo), fmtRatio(P.mcts.boardgameIoOverOxo)],
  ], ['l', 'l', 'r', 'r', 'r', 'r', 'r']);
  note(`(tic-tac-toe-minimax ÷ floor = ${fmtRatio(P.hardAllLive.minimaxOverFloor)}: the most any engine called from JS could show over all positions)`);
  say();
}
}

// ---- 3. Simulator.run games per second -----------------------------------------------------------

if (run('sim')) {
heading('3. Simulator.run (default chunkSize 100; oxo-ai yields with setImmediate, the baseline with setTimeout)');
const simCase = (id, Sim, games, playerX, playerO) => ({
  id, calls: games,
  pass: async () => keep(await new Sim({ seed: 3 }).run({ games, playerX, playerO, mctsIterations: MCTS_ITERATIONS })),
});
const simT = await timeCases([
  simCase('oxo:hard-easy', oxo.Simulator, 20000, 'hard', 'easy'),
  simCase('base:hard-easy', baseline.Simulator, 200, 'hard', 'easy'),
  simCase('oxo:mcts-easy', oxo.Simulator, 50, 'mcts', 'easy'),
  simCase('base:mcts-easy', baseline.Simulator, 10, 'mcts', 'easy'),
], { rounds: ROUNDS.sim, roundMs: ROUND_MS * 5, log: progress('simulator') });
const perSecond = (s) => 1e9 / median(s);
results.simulator = {
  hardVsEasy: {
    oxoGamesPerSecond: perSecond(simT['oxo:hard-easy']), baselineGamesPerSecond: perSecond(simT['base:hard-easy']),
    oxoOverBaseline: pairedRatio(simT['base:hard-easy'], simT['oxo:hard-easy']),
    oxo: stat(simT['oxo:hard-easy']), baseline: stat(simT['base:hard-easy']),
  },
  mctsVsEasy: {
    mctsIterations: MCTS_ITERATIONS,
    oxoGamesPerSecond: perSecond(simT['oxo:mcts-easy']), baselineGamesPerSecond: perSecond(simT['base:mcts-easy']),
    oxoOverBaseline: pairedRatio(simT['base:mcts-easy'], simT['oxo:mcts-easy']),
    oxo: stat(simT['oxo:mcts-easy']), baseline: stat(simT['base:mcts-easy']),
  },
};
{
  const S = results.simulator;
  show([
    ['match', 'oxo-ai', 'baseline', 'oxo-ai ÷ baseline'],
    ['Hard vs Easy', fmtRate(S.hardVsEasy.oxoGamesPerSecond), fmtRate(S.hardVsEasy.baselineGamesPerSecond), fmtRatio(S.hardVsEasy.oxoOverBaseline)],
    [`MCTS(${MCTS_ITERATIONS}) vs Easy`, fmtRate(S.mctsVsEasy.oxoGamesPerSecond), fmtRate(S.mctsVsEasy.baselineGamesPerSecond), fmtRatio(S.mctsVsEasy.oxoOverBaseline)],
  ], ['l', 'r', 'r', 'r']);
  say();
}
}

// ---- 4. cold start: import and each first call, each in a fresh process (issue 25) ----------------

if (run('startup')) {
  const SAMPLES = quick ? 5 : 15;
  // [call, what it is, run on the baseline too]
  const CALLS = [
    ['none', 'import', true],
    ['hard', 'first Hard bestMove (new AIEngine included)', true],
    ['expert', 'first Expert bestMove', false],
    ['medium', 'first Medium bestMove', true],
    ['mcts', 'first MCTS(500) bestMove', true],
    ['ranked', 'first rankedMoves', true],
    ['analyze', 'first analyze (new GameAnalyzer included)', true],
    ['review', 'first reviewGame (9 moves)', false],
    ['game', 'new Game() and a first move', false],
    ['sequence', 'import + first Hard + first analyze', true],
  ];
  const jobs = CALLS.flatMap(([call, , both]) => [['oxo', call], ...(both ? [['baseline', call]] : [])]);
  jobs.push(['oxo-cjs', 'none']);
  heading(`4. cold start (a fresh node process per sample, ${SAMPLES} samples each, interleaved; the empty board, the tables' worst case; both imported by package name from node_modules)`);
  const samples = new Map(jobs.map((j) => [j.join(':'), []]));
  for (let r = 0; r < SAMPLES; r++) {
    for (const [engine, call] of jobs) {
      const child = spawnSync(process.execPath, [join(here, 'startup-child.mjs'), engine, call], { cwd: here, encoding: 'utf8' });
      if (child.status !== 0) throw new Error(`startup-child ${engine} ${call} failed:\n${child.stderr}`);
      samples.get(`${engine}:${call}`).push(JSON.parse(child.stdout));
    }
    progress('cold start')(r + 1, SAMPLES);
  }
  /** Median ms of a job: the import alone for 'none', import + call for the sequence, else the call. */
  const med = (engine, call) => {
    const runs = samples.get(`${engine}:${call}`);
    if (!runs) return null;
    const pick = call === 'none' ? (x) => x.importMs : call === 'sequence' ? (x) => x.importMs + x.callMs : (x) => x.callMs;
    return median(runs.map(pick));
  };
  const ms = (x) => (x === null ? '—' : `${x.toFixed(2)} ms`);
  const rows = [['', 'oxo-ai', 'baseline (pure JS)', 'budget', 'met?']];
  const cold = { samples: SAMPLES, calls: {}, cjsImportMs: med('oxo-cjs', 'none') };
  for (const [call, label] of CALLS) {
    const oxoMs = med('oxo', call);
    const baseMs = med('baseline', call);
    let budget = '';
    let met = '';
    if (call === 'sequence') {
      budget = '≤ 0.6× baseline';
      met = oxoMs <= 0.6 * baseMs ? 'met' : `NOT MET (${(oxoMs / baseMs).toFixed(2)}×)`;
    } else if (call !== 'none') {
      budget = '≤ 1 ms';
      met = oxoMs <= 1 ? 'met' : 'NOT MET';
    }
    cold.calls[call] = { label, oxoMs, baselineMs: baseMs, budget, met: met === 'met' };
    rows.push([label, ms(oxoMs), ms(baseMs), budget, met]);
  }
  rows.push(["import via require('oxo-ai')", ms(cold.cjsImportMs), '', '', '']);
  results.startup = cold;
  show(rows, ['l', 'r', 'r', 'l', 'l']);
  say();
}

// ---- 5. size ---------------------------------------------------------------------------------------

if (run('size')) {
  const files = wasmFiles(pkgRoot);
  if (files.length === 0) throw new Error(`no .wasm file in ${pkgRoot}`);
  const modules = files.map((path) => {
    const bytes = readFileSync(path);
    return { path, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length, brotliBytes: brotliCompressSync(bytes).length };
  });
  // The size target is the package's one module, with every 3×3 feature (docs/DESIGN.md, "One
  // engine module"); oxo-ai/mnk's loads only where an app imports that entry.
  const engine = modules.find((m) => m.path.endsWith('oxo_ai_bg.wasm')) ?? modules.reduce((a, b) => (b.gzipBytes > a.gzipBytes ? b : a));
  results.size = { wasmPath: engine.path, rawBytes: engine.rawBytes, gzipBytes: engine.gzipBytes, gzipLevel: 9, modules };
  heading('5. size (gzip -9; brotli at its default quality, 11)');
  show([['module', 'raw', 'gzip', 'brotli', 'loaded'], ...modules.map((m) => [
    m.path.slice(pkgRoot.length + 1),
    `${m.rawBytes.toLocaleString('en-US')} B`,
    `${m.gzipBytes.toLocaleString('en-US')} B`,
    `${m.brotliBytes.toLocaleString('en-US')} B`,
    m === engine ? 'by every app (the size target)' : 'where an app uses it',
  ])], ['l', 'r', 'r', 'r', 'l']);
  results.size.viteEngine = viteEngineDownload();
  const v = results.size.viteEngine;
  if (v.skipped) note(`A Vite app importing only AIEngine: not measured (${v.skipped}).`);
  else note(`A Vite app importing only AIEngine (js-tests/runtimes/fixtures/vite-engine, Vite ${v.vite}) downloads ${v.files.join(', ')}: `
    + `${v.gzipBytes.toLocaleString('en-US')} B gzip, ${v.brotliBytes.toLocaleString('en-US')} B brotli (per file, the JS and the wasm together).`);
  results.size.workerLayer = workerLayerLines();
  const w = results.size.workerLayer;
  note(`The worker layer (oxo-ai/worker's own code, pkg-template/lib/${w.files.join(', ')}): ${w.lines} lines, comments and blank lines included.`);
  say();
}

/** The lines of oxo-ai/worker's own modules in this repository (issue 36's budget), comments and blank lines included. */
function workerLayerLines() {
  const lib = resolve(here, '..', '..', 'pkg-template', 'lib');
  const files = readdirSync(lib).filter((f) => /^worker.*\.c?js$/.test(f)).sort();
  const lines = files.reduce((n, f) => n + readFileSync(join(lib, f), 'utf8').split('\n').length - 1, 0);
  return { files, lines };
}

/**
 * What the runtime matrix's AIEngine-only Vite app downloads (issue 25's budget): built with the
 * matrix's Vite against the package installed here, then the JS that index.html loads and the
 * .wasm files that JS names (a fallback chunk it only imports dynamically is not counted).
 */
function viteEngineDownload() {
  const repo = resolve(here, '..', '..');
  const vite = join(repo, 'js-tests', 'runtimes', 'node_modules', '.bin', 'vite');
  if (!existsSync(vite)) return { skipped: `no ${vite}; run bash scripts/setup.sh` };
  const app = join(here, 'vite-engine');
  rmSync(app, { recursive: true, force: true });
  cpSync(join(repo, 'js-tests', 'runtimes', 'fixtures', 'vite-engine'), app, { recursive: true });
  const built = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: app, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`vite build of ${app} failed:\n${built.stderr}${built.stdout}`);
  const dist = join(app, 'dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const js = [...html.matchAll(/(?:src|href)="\/?([^"]+\.js)"/g)].map((m) => m[1]);
  const assets = readdirSync(join(dist, 'assets'));
  const wasm = assets.filter((f) => f.endsWith('.wasm') && js.some((j) => readFileSync(join(dist, j), 'utf8').includes(f)));
  const files = [...js, ...wasm.map((f) => `assets/${f}`)];
  const bytes = files.map((f) => readFileSync(join(dist, f)));
  return {
    vite: JSON.parse(readFileSync(join(repo, 'js-tests', 'runtimes', 'node_modules', 'vite', 'package.json'), 'utf8')).version,
    files,
    gzipBytes: bytes.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
    brotliBytes: bytes.reduce((n, b) => n + brotliCompressSync(b).length, 0),
  };
}

// ---- 6. profile of the boundary ------------------------------------------------------------------

if (run('profile')) {
heading('6. profile: where a call spends its time (micro-benchmarks, interleaved)');
  const prof = await profileBoundary(oxo, { floorMove, positions, rounds: ROUNDS.profile, roundMs: ROUND_MS, log: progress('profile') });
  results.profile = prof;
  show([['micro-benchmark', 'per call', 'what it isolates'],
    ...prof.cases.map((c) => [c.id, fmtTime(c.nsPerCall), c.what])], ['l', 'r', 'l']);
  say();
  show([['derived part', 'time'], ...Object.entries(prof.derived).map(([k, v]) => [k, fmtTime(v)])], ['l', 'r']);
  say();
  show([['ratio', 'value'], ...Object.entries(prof.ratios).map(([k, v]) => [k, fmtRatio(v)])], ['l', 'r']);
  say();
}

// ---- 7. targets ------------------------------------------------------------------------------------

{
  const O = results.operations;
  const P = results.peers;
  const S = results.simulator;
  const C = results.startup;
  /** One target row; `get` reads the measured figure and throws if its section was not run. */
  const target = (operation, goal, get, ok, show = fmtRatio) => {
    let measured = NaN;
    try {
      measured = get();
    } catch {
      // section not run
    }
    const ran = Number.isFinite(measured);
    results.targets.push({ operation, target: goal, measured: ran ? measured : null, met: ran ? ok(measured) : null, shown: ran ? show(measured) : 'not run' });
  };
  const atMost = (limit) => (x) => x <= limit;
  const atLeast = (limit) => (x) => x >= limit;
  target('bestMove Hard, mean over all positions, × floor', '≤ 3×', () => O['bestMove hard'].timesFloor, atMost(3));
  target('bestMove Expert, mean over all positions, × floor', '≤ 5×', () => O['bestMove expert'].timesFloor, atMost(5));
  target('rankedMoves, × floor', '≤ 15×', () => O.rankedMoves.timesFloor, atMost(15));
  target('analyze, × floor', '≤ 6×', () => O.analyze.timesFloor, atMost(6));
  target('bestMove Hard vs baseline, all positions', '≥ 100× faster', () => O['bestMove hard'].baselineOverOxo, atLeast(100),
    (x) => `${fmtRatio(x)} (ceiling, baseline ÷ floor: ${fmtRatio(O['bestMove hard'].baseline.nsPerCall / O.floor.nsPerCall)})`);
  target(`MCTS(${MCTS_ITERATIONS}) per move vs baseline MCTS(${MCTS_ITERATIONS})`, '≥ 15× faster', () => P.mcts.baselineOverOxo, atLeast(15));
  target('Simulator Hard vs Easy, games/s on one thread', '≥ 4,000,000', () => S.hardVsEasy.oxoGamesPerSecond, atLeast(4e6), fmtRate);
  target('Simulator Hard vs Easy, games/s vs baseline', '≥ 50× faster', () => S.hardVsEasy.oxoOverBaseline, atLeast(50));
  target('bestMove Hard vs tic-tac-toe-minimax Hard, all positions', '≥ 10,000× faster', () => P.hardAllLive.minimaxOverOxo, atLeast(10000),
    (x) => `${fmtRatio(x)} (ceiling, peer ÷ floor: ${fmtRatio(P.hardAllLive.minimaxOverFloor)})`);
  target('bestMove Hard vs tic-tac-toe-minimax Hard, empty board', '≥ 10,000× faster', () => P.hardEmptyBoard.minimaxOverOxo, atLeast(10000));
  target(`MCTS(${MCTS_ITERATIONS}) vs boardgame.io MCTSBot(${MCTS_ITERATIONS}) per move`, '≥ 1,000× faster', () => P.mcts.boardgameIoOverOxo, atLeast(1000));
  target('engine wasm size, gzip -9', '≤ 40 KB (40,000 B)', () => results.size.gzipBytes, atMost(40_000), (x) => `${x.toLocaleString('en-US')} B`);
  target('Vite app importing only AIEngine, JS + wasm, gzip -9', '≤ 46 KB (46,000 B)', () => { const v = results.size.viteEngine; if (v.skipped) throw new Error(v.skipped); return v.gzipBytes; }, atMost(46_000), (x) => `${x.toLocaleString('en-US')} B`);
  target('cold: import + first Hard + first analyze, × baseline', '≤ 0.6×', () => C.calls.sequence.oxoMs / C.calls.sequence.baselineMs, atMost(0.6));
  target('cold: the slowest first call after import', '≤ 1 ms', () => Math.max(...Object.entries(C.calls).filter(([k]) => k !== 'none' && k !== 'sequence').map(([, c]) => c.oxoMs)),
    atMost(1), (x) => `${x.toFixed(2)} ms`);
  // Issue 36's call budgets, where they differ from the rows above.
  target(`MCTS(${MCTS_ITERATIONS}) per move vs baseline MCTS(${MCTS_ITERATIONS}) (issue 36)`, '≥ 5× faster', () => P.mcts.baselineOverOxo, atLeast(5));
  target('Simulator Hard vs Easy, games/s on one thread (issue 36)', '≥ 5,000,000', () => S.hardVsEasy.oxoGamesPerSecond, atLeast(5e6), fmtRate);
  target('worker layer, lines (issue 36)', '≤ 400', () => results.size.workerLayer.lines, atMost(400), (x) => String(x));
  target('board utilities and converters, the slowest × the baseline\'s time (issue 36)', '≤ 1.5×',
    () => Math.max(...utilities.map((name) => 1 / O[name].baselineOverOxo)), atMost(1.5));
  heading('7. targets (ratios measured in this run)');
  show([['operation', 'target', 'measured', 'met?'],
    ...results.targets.map((t) => [t.operation, t.target, t.shown, t.met === null ? '—' : t.met ? 'met' : 'NOT MET'])], ['l', 'l', 'r', 'l']);
  say();
}

// ---- 8. pages: what each kind of app downloads and when it answers, in Chromium (issue 36) ------------

let pagesFailed = false;
if (run('pages')) {
  const repo = resolve(here, '..', '..');
  const { measurePages, pagesTable, PAGES_ALIGN } = await import(pathToFileURL(join(repo, 'bench', 'pages', 'measure.mjs')).href);
  const loads = quick ? 3 : 5;
  const P = await measurePages({ oxo, baseline, scratch: here, repo, loads, say, log: (s) => process.stderr.write(`  pages: ${s}\n`) });
  results.pages = P;
  heading(`8. pages (bench/pages: a Vite ${P.vite} page per kind of app, each built alone, \`vite preview\` on 127.0.0.1, `
    + `Chromium ${P.chromium}; a fresh context per load, median of ${P.loads} interleaved loads)`);
  show(pagesTable(P), PAGES_ALIGN);
  note('Bytes: every .js and .wasm file the page and its workers fetched, and oxo-ai/mnk\'s Connect Four opening book (.oxc4), each once, gzip -9 and brotli (quality 11); '
    + 'KB = 1,000 B. Navigation → answer: the page\'s performance.now() when its answer was ready (median, and the range over the loads). '
    + 'Wasm (book) fetched by: each thread\'s own Resource Timing entries; a download is one that came over the network, not from the cache. '
    + 'Each answer equals the same calls in Node on the installed package, and each Hard move is the baseline\'s. '
    + `The section took ${P.seconds.toFixed(0)} s, ${P.buildSeconds.toFixed(0)} s of it building the ${P.pages.length} pages; `
    + `load average ${P.loadavg.start[0].toFixed(2)} at its start, ${P.loadavg.end[0].toFixed(2)} at its end (${results.meta.cores} cores).`);
  if (P.failures.length) {
    pagesFailed = true;
    process.exitCode = 1;
    note(`FAILED: ${P.failures.map((f) => `${f.id}: ${f.why}`).join('\n')}`);
  }
  say();
}

// ---- 9. and 10. m,n,k-games (issue 37): bench/mnk.mjs --------------------------------------------------

if (run('mnk') || run('mnk-match')) {
  const sections = await import('./mnk.mjs');
  const oxoMnk = await import('oxo-ai/mnk');
  const baseMnk = await import('oxo-baseline/mnk'); // bench/baseline/mnk.mjs, installed by scripts/bench.sh
  const ctx = { oxoMnk, baseMnk, pkgRoot, wasmFiles, heading, note, show, say, quick, log: (s) => process.stderr.write(`  mnk: ${s}\n`) };
  if (run('mnk')) results.mnk = await sections.mnkSection(ctx);
  if (run('mnk-match')) results.mnkMatch = await sections.mnkMatchSection(ctx);
}

// ---- 11. Connect Four against BitBully (issue 50): bench/connect4.mjs ------------------------------

if (run('connect4')) {
  const { connect4Section } = await import('./connect4.mjs');
  const oxoMnk = await import('oxo-ai/mnk');
  results.connect4 = await connect4Section({ oxoMnk, pkgRoot, heading, note, show, say, quick, log: (s) => process.stderr.write(`  connect4: ${s}\n`) });
}

// ---- 12. Connect Four play, checked by BitBully (issue 50): bench/connect4-play.mjs ---------------

if (run('connect4-play')) {
  const { connect4PlaySection } = await import('./connect4-play.mjs');
  const oxoMnk = await import('oxo-ai/mnk');
  results.connect4Play = await connect4PlaySection({ oxoMnk, heading, note, show, say, quick, log: (s) => process.stderr.write(`  connect4-play: ${s}\n`) });
}

// ---- 13. Gomoku against today's engine (issues 51, 61): bench/gomoku.mjs -----------------------------

if (run('gomoku')) {
  const { gomokuSection } = await import('./gomoku.mjs');
  const { BASELINE } = await import('./gomoku/match.mjs');
  const oxoMnk = await import('oxo-ai/mnk');
  const baseMnk = await import(`${BASELINE.package}/mnk`); // bench/gomoku/baseline.sh's tarball, installed by scripts/bench.sh
  results.gomoku = await gomokuSection({ oxoMnk, baseMnk, heading, note, show, say, quick, log: (s) => process.stderr.write(`  gomoku: ${s}\n`) });
}

// ---- 14. Ultimate tic-tac-toe against OpenSpiel and a crate: bench/ultimate.mjs ------------------

if (run('ultimate')) {
  const { ultimateSection } = await import('./ultimate.mjs');
  let ultimate;
  try {
    ultimate = await import('oxo-ai/ultimate');
    if (!ultimate.UltimateEngine) ultimate = ultimate.default ?? ultimate;
  } catch (e) {
    ultimate = { missing: `the package has no oxo-ai/ultimate (${e.code ?? e.message})` };
  }
  results.ultimate = await ultimateSection({ ultimate, pkgRoot, heading, note, show, say, quick, log: (s) => process.stderr.write(`  ultimate: ${s}\n`) });
}

results.meta.loadavgAtEnd = loadavg();
results.meta.seconds = Math.round(performance.now() / 1000);
writeFileSync(outPath, `${JSON.stringify(results, null, 2)}\n`);
say(`wrote ${outPath}`);

// ---- RESULTS.md: the current numbers, from a full run only ------------------------------------

if (mdPath) {
  if (quick || !SECTIONS.every(run)) {
    say(`${mdPath} not written: only a full run (no --quick, no --only) replaces it`);
  } else if (pagesFailed) {
    say(`${mdPath} not written: a page of the pages section failed`);
  } else {
    const M = results.meta;
    const load = (xs) => xs.map((x) => x.toFixed(2)).join(' ');
    // scripts/bench.sh sets OXO_BENCH_STALE when told not to rebuild an out-of-date pkg/.
    const pkgNote = process.env.OXO_BENCH_STALE ? ` (pkg/ not rebuilt: ${process.env.OXO_BENCH_STALE})` : '';
    const header = [
      '# Benchmark results',
      '',
      '<!-- Written by `bash scripts/bench.sh` (bench/run.mjs); do not edit. -->',
      'The numbers of the last full run of `bash scripts/bench.sh`, which rewrites this whole file.',
      'A `--quick` or `--only` run, or one of another package (`OXO_BENCH_PKG`), leaves it alone;',
      '`--with mnk-match,connect4-play,gomoku,ultimate` adds the m,n,k match, Connect Four play, the Gomoku and the Ultimate sections to a full run.',
      'Earlier runs are in git history. What each section compares: the header of `bench/run.mjs`.',
      '',
      '| run | |',
      '|---|---|',
      `| date | ${M.date.slice(0, 16).replace('T', ' ')} UTC, ${M.seconds} s |`,
      `| package | ${M.package.name}@${M.package.version}${pkgNote} |`,
      `| Node | ${M.node} (V8 ${M.v8}) |`,
      `| machine | ${M.cpu} × ${M.cores}; load average ${load(M.loadavgAtStart)} at the start, ${load(M.loadavgAtEnd)} at the end |`,
      `| method | ${M.rounds.main} interleaved rounds of about ${M.roundMs} ms per case; the median per-call time; each ratio the median of per-round ratios |`,
      '',
      'The machine may be shared: absolute times move by about ±10 % between runs, ratios less',
      '(both sides of a ratio are timed in the same round).',
      '',
    ];
    writeFileSync(mdPath, `${[...header, ...md].join('\n').trimEnd()}\n`);
    say(`wrote ${mdPath}`);
  }
}
