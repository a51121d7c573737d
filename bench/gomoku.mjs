// The "gomoku" section of the bench (issues 51 and 61: a stronger Gomoku Hard), run only on request
// (`--only gomoku`, or `--with gomoku` on a full run), called by run.mjs. It sets the package under
// test ("new", oxo-ai/mnk as installed) against today's engine ("baseline": the package built at
// the commit bench/gomoku/match.mjs names, by bench/gomoku/baseline.sh, installed by
// scripts/bench.sh as oxo-ai-COMMIT), both Hard, on freestyle Gomoku (15×15, five or more in a row wins):
//
// a. the match: new against baseline, 200 ms a move each, 192 games on 15×15 (48 on (8,8,5);
//    OXO_GOMOKU_GAMES sets both), with the score's standard error,
//    from the balanced 4-stone openings of bench/gomoku/positions/openings.json, no two alike up to
//    symmetry, each played twice with the colours swapped; the same on (8,8,5) from 2-stone
//    openings in the central 4×4 (there new must keep or beat the baseline). Every move of the new
//    engine is checked: it takes a win in one when it has one, else blocks the opponent's only
//    win in one (bench/mnk.mjs's check). Fresh engines per game, seeded by the game's index.
//    On 15×15 the baseline then plays itself from each opening at the same time a move, and the
//    match's games are split by the colour that won (a'): the openings were balanced at
//    2,000-16,000 nodes a move, which is not the match's time.
// b. forced wins: bench/gomoku/positions/vcf.json, positions where the side to move has a VCF of
//    3 or more fours and nobody a five in one; each engine's Hard (100 ms) moves once; it keeps the
//    win when its move makes five, two completing cells, or a four after whose only block the
//    attacker still has a VCF (bench/gomoku/checks.mjs: quintet's line, replayed in freestyle).
// c. refutations: bench/gomoku/positions/refute.json, positions where the opponent has a VCF that
//    some move refutes (every such move listed); each engine's Hard (100 ms) moves once.
// d. speed: each engine's Hard on bench/gomoku/positions/midgame.json (neither side has a VCF) at
//    200 and 1,000 ms a move, through JavaScript; and natively, nodes per second (and for new,
//    the depth its search completed: the example built with `--cfg oxo_depth`), by
//    bench/native/gomoku-speed.rs built in this tree (the engine's current source) and in the
//    baseline's worktree (`cargo build --release --example gomoku-speed` under `nice`, each with
//    its own target directory; the timed run itself is not niced).
//
// Parts a-c run in OXO_GOMOKU_JOBS (2) child processes (bench/gomoku/pool.mjs); every game and
// position is one task carrying all it depends on, so the results do not depend on the number of
// jobs, only the wall time does (but time budgets are wall-clock: two jobs on two busy cores give
// each search less CPU than one job on an idle machine). OXO_GOMOKU_PARTS=match,vcf,refute,speed
// runs some parts only; OXO_GOMOKU_BOARDS=gomoku,eight plays the match on some boards only;
// OXO_GOMOKU_POSITIONS=N takes the first N positions of each fixture set; OXO_GOMOKU_NATIVE=0
// skips the native speed test.

import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { homedir, loadavg } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fmtRatio } from './harness.mjs';
import { BASELINE, BOARDS, openings } from './gomoku/match.mjs';
import { runTasks } from './gomoku/pool.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(here, '..', '..');
const DIR = process.env.OXO_GOMOKU_DIR ?? join(ROOT, 'bench', 'gomoku');
const BASE_TREE = join(ROOT, 'bench', '.gomoku-baseline');
const GOMOKU = { rows: 15, cols: 15, k: 5 };
const MATCH_MS = 200;
const FIXTURE_MS = 100;
const SPEED_MS = [200, 1000];

const evenAtLeast2 = (x) => Math.max(2, Math.round(x) & ~1);
const pct = (x) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)} %` : '—');
const ms = (x) => (Number.isFinite(x) ? (x >= 1000 ? `${(x / 1000).toFixed(2)} s` : `${x.toFixed(x < 10 ? 2 : 1)} ms`) : '—');
const int = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '—');
const sum = (xs) => xs.reduce((a, x) => a + x, 0);
const mean = (xs) => (xs.length ? sum(xs) / xs.length : NaN);
const max = (xs) => (xs.length ? Math.max(...xs) : NaN);
const wdl = (r) => `${r.wins}-${r.draws}-${r.losses}`;

/** A fixture set of bench/gomoku/positions/, the first `limit` positions. */
function fixtures(name, limit) {
  const file = join(DIR, 'positions', `${name}.json`);
  const { positions } = JSON.parse(readFileSync(file, 'utf8'));
  return { file, positions: positions.slice(0, limit) };
}

/** Runs `tasks` on the children with a progress line on stderr every `every` results. */
async function pooled(tasks, jobs, label, log, every) {
  const t0 = performance.now();
  const results = await runTasks(tasks, jobs, (done, total) => {
    if (done % every === 0 || done === total) log(`${label}: ${done}/${total} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
  });
  return { results, seconds: (performance.now() - t0) / 1000 };
}

// ---- a. the match ------------------------------------------------------------------------------

/** The new engine's W-D-L in `games`, in all and per colour, its score and the score's standard error. */
function scoreOf(games) {
  const record = (list) => ({
    wins: list.filter((g) => g.winner === g.newPlays).length,
    draws: list.filter((g) => g.winner === null).length,
    losses: list.filter((g) => g.winner !== null && g.winner !== g.newPlays).length,
  });
  const all = record(games);
  // The score's standard error: the spread of the games' scores (1, 1/2, 0) over √games.
  const scores = games.map((g) => (g.winner === null ? 0.5 : g.winner === g.newPlays ? 1 : 0));
  const m = mean(scores);
  const spread = Math.sqrt(sum(scores.map((x) => (x - m) ** 2)) / Math.max(1, scores.length - 1));
  return {
    ...all, asX: record(games.filter((g) => g.newPlays === 'X')), asO: record(games.filter((g) => g.newPlays === 'O')),
    score: (all.wins + all.draws / 2) / games.length, standardError: spread / Math.sqrt(scores.length),
  };
}

/** One board's games: W-D-L of the new engine per colour, score, times, checks. */
function tallyMatch(board, games) {
  const check = (k) => sum(games.map((g) => g.checks[k]));
  // Each opening's two games (new as X, then as O): where one engine won both, the colour did
  // not decide; on openings that favour one colour most pairs split.
  const pairs = { newBoth: 0, baselineBoth: 0, neither: 0 };
  for (let i = 0; i + 1 < games.length; i += 2) {
    const newWins = [games[i], games[i + 1]].filter((g) => g.winner === g.newPlays).length;
    const baseWins = [games[i], games[i + 1]].filter((g) => g.winner !== null && g.winner !== g.newPlays).length;
    if (newWins === 2) pairs.newBoth++;
    else if (baseWins === 2) pairs.baselineBoth++;
    else pairs.neither++;
  }
  const newMs = games.flatMap((g) => g.newMs);
  const baseMs = games.flatMap((g) => g.baseMs);
  return {
    board: board.id, game: board.game, rules: board.rules, target: board.target, games: games.length, moveMs: MATCH_MS,
    ...scoreOf(games), pairs,
    meanPlies: mean(games.map((g) => g.plies)),
    newMs: { mean: mean(newMs), max: max(newMs), moves: newMs.length },
    baselineMs: { mean: mean(baseMs), max: max(baseMs), moves: baseMs.length },
    checks: { positions: check('positions'), hadWin: check('hadWin'), missedWin: check('missedWin'), hadSingleBlock: check('hadSingleBlock'), missedBlock: check('missedBlock') },
    list: games.map((g) => ({ index: g.index, newPlays: g.newPlays, winner: g.winner, plies: g.plies, moves: g.moves })),
  };
}

/**
 * The match's games split by the colour that won the baseline's game against itself from the
 * same opening at the same time a move (`leans[i]`: 'X', 'O' or null for opening i): the new
 * engine's record and score on each kind, and the score with the X-won and O-won kinds weighted
 * alike, what a set of openings balanced at the match's time would give.
 */
function tallyLean(games, leans, seconds) {
  const kinds = ['X', 'O', null].map((won) => {
    const list = games.filter((g) => leans[g.index >> 1] === won);
    return { won, openings: leans.filter((w) => w === won).length, games: list.length, ...(list.length ? scoreOf(list) : { score: NaN, standardError: NaN }) };
  });
  const [x, o] = kinds;
  const alike = x.games && o.games
    ? { score: (x.score + o.score) / 2, standardError: Math.hypot(x.standardError, o.standardError) / 2 }
    : { score: NaN, standardError: NaN };
  return { moveMs: MATCH_MS, seconds, kinds, alike };
}

async function matchPart({ games, boards, jobs, log, note, show }) {
  const out = { gamesPerBoard: games ?? Object.fromEntries(BOARDS.map((B) => [B.id, B.games])), moveMs: MATCH_MS, boards: [] };
  for (const board of BOARDS.filter((B) => boards.includes(B.id))) {
    const count = games ?? board.games;
    const list = openings(board, count / 2);
    const tasks = Array.from({ length: count }, (_, index) => ({ kind: 'game', board: board.id, index, moveMs: MATCH_MS, opening: list[index >> 1] }));
    const { results, seconds } = await pooled(tasks, jobs, `match ${board.game}`, log, 1);
    const tally = { ...tallyMatch(board, results), seconds };
    if (board.fixture) {
      // Balanced by the baseline at 2,000-16,000 nodes a move: does the balance hold at the match's time?
      const selfTasks = list.map((opening, i) => ({ kind: 'selfPlay', board: board.id, index: 2 * i, moveMs: MATCH_MS, opening }));
      const self = await pooled(selfTasks, jobs, `baseline against itself, ${board.game}`, log, 8);
      tally.lean = tallyLean(results, self.results.map((r) => r.winner), self.seconds);
    }
    out.boards.push(tally);
  }
  note(`13a. the match: new Hard against baseline Hard, ${MATCH_MS} ms a move each, ${out.boards.map((B) => `${B.games} games on ${B.game}`).join(', ')} from seeded openings `
    + '(15×15: bench/gomoku/positions/openings.json, 4 stones, X to move, balanced: each colour won two of four games when the baseline played itself at 2,000-16,000 nodes a move; (8,8,5): X, O in the central 4×4), no two alike up to symmetry, each played with both colours; fresh engines per game');
  show([
    ['board', 'games', 'new as X (W-D-L)', 'new as O (W-D-L)', 'new in all', 'new score', 'standard error', 'target', 'met?', 'openings won both ways: new / baseline / neither',
      'mean plies', 'ms/move new (max)', 'ms/move baseline (max)', 'minutes'],
    ...out.boards.map((B) => [B.game, B.games, wdl(B.asX), wdl(B.asO), wdl(B), pct(B.score), `± ${pct(B.standardError)}`,
      B.target.text, B.score >= B.target.score ? 'met' : 'NOT MET',
      `${B.pairs.newBoth} / ${B.pairs.baselineBoth} / ${B.pairs.neither}`, B.meanPlies.toFixed(1), `${ms(B.newMs.mean)} (${ms(B.newMs.max)})`, `${ms(B.baselineMs.mean)} (${ms(B.baselineMs.max)})`, (B.seconds / 60).toFixed(1)]),
  ], ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l', 'r', 'r', 'r', 'r', 'r']);
  show([
    ['board', 'positions new moved in', 'with a win in one', 'missed wins', 'with the opponent\'s only win in one', 'failed blocks', 'target', 'met?'],
    ...out.boards.map((B) => [B.game, B.checks.positions, B.checks.hadWin, B.checks.missedWin, B.checks.hadSingleBlock, B.checks.missedBlock, '0',
      B.checks.missedWin + B.checks.missedBlock === 0 ? 'met' : 'NOT MET']),
  ], ['l', 'r', 'r', 'r', 'r', 'r', 'l', 'l']);
  const leaning = out.boards.filter((B) => B.lean);
  if (leaning.length) {
    note(`13a'. the openings at the match's time: the baseline against itself from each opening, ${MATCH_MS} ms a move, one game; the match's games by the colour that won it, `
      + 'and the score with the X-won and O-won openings weighted alike (what openings balanced at this time would give)');
    const kind = (k) => (k.won === null ? 'neither' : k.won);
    show([
      ['board', 'the baseline\'s game won by', 'openings', 'new as X (W-D-L)', 'new as O (W-D-L)', 'new score', 'standard error', 'minutes'],
      ...leaning.flatMap((B) => [
        ...B.lean.kinds.filter((k) => k.games).map((k) => [B.game, kind(k), k.openings, wdl(k.asX), wdl(k.asO), pct(k.score), `± ${pct(k.standardError)}`, '']),
        [B.game, 'X and O weighted alike', '', '', '', pct(B.lean.alike.score), `± ${pct(B.lean.alike.standardError)}`, (B.lean.seconds / 60).toFixed(1)],
      ]),
    ], ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r']);
  }
  return out;
}

// ---- b. forced wins and c. refutations -----------------------------------------------------------

const BUCKETS = { vcf: [3, 4, 5, 6], refute: [1, 2, 3] };
const bucketName = (set, b) => (b === BUCKETS[set].at(-1) ? `${b}+` : String(b));
const bucketOf = (set, length) => Math.min(length, BUCKETS[set].at(-1));

/** Per engine, over `rows` (one per position, `{ length, new, baseline }`): counts by bucket. */
function tallyFixtures(set, rows, field) {
  const per = (who) => {
    const r = rows.map((x) => x[who]);
    const byBucket = Object.fromEntries(BUCKETS[set].map((b) => {
      const inB = rows.filter((x) => bucketOf(set, x.length) === b).map((x) => x[who]);
      return [bucketName(set, b), { positions: inB.length, yes: inB.filter((x) => x[field] === true).length }];
    }));
    const times = r.map((x) => x.ms);
    return {
      yes: r.filter((x) => x[field] === true).length, undecided: r.filter((x) => x[field] === null).length,
      byBucket, meanMs: mean(times), maxMs: max(times),
      ...(set === 'vcf'
        ? { noFour: r.filter((x) => x.kind === 'none').length, quietWins: r.filter((x) => x.quietWin === true).length }
        : { notListed: r.filter((x) => x[field] === true && !x.listed).length }),
    };
  };
  return { positions: rows.length, new: per('new'), baseline: per('baseline') };
}

async function fixturePart(set, { limit, jobs, log }) {
  const { file, positions } = fixtures(set, limit);
  const tasks = positions.map((position) => ({ kind: set, position, moveMs: FIXTURE_MS }));
  const { results, seconds } = await pooled(tasks, jobs, set === 'vcf' ? 'forced wins' : 'refutations', log, 25);
  const rows = results.map((pair, i) => {
    const [n, b] = pair;
    const p = positions[i];
    return { id: p.id, length: set === 'vcf' ? p.vcf.length : p.opponentVcf.length, new: n, baseline: b };
  });
  return { file: file.slice(ROOT.length + 1), moveMs: FIXTURE_MS, seconds, ...tallyFixtures(set, rows, set === 'vcf' ? 'kept' : 'refuted'), rows };
}

function showFixtures(set, R, { note, show }) {
  const field = set === 'vcf' ? 'kept' : 'refuted';
  const buckets = BUCKETS[set].map((b) => bucketName(set, b));
  const cell = (who) => `${R[who].yes} / ${R.positions} (${pct(R[who].yes / R.positions)})`;
  if (set === 'vcf') {
    note(`13b. forced wins (${R.file}): ${R.positions} positions where the side to move has a VCF whose shortest line takes 3 or more fours and nobody has a five in one; `
      + `Hard (${FIXTURE_MS} ms, a fresh engine, seed 1) moves once; it keeps the win when its move makes five, two completing cells, or a four after whose only block `
      + 'the attacker still has a VCF (quintet\'s line, replayed in freestyle). By the VCF\'s length in fours:');
  } else {
    note(`13c. refutations (${R.file}): ${R.positions} positions where the opponent has a VCF and some move refutes it (afterwards the opponent has no five in one and no VCF; `
      + `a four counts when a refutation follows its block); Hard (${FIXTURE_MS} ms) moves once. By the length of the opponent's VCF line in fours (the first quintet found, not always the shortest):`);
  }
  const extra = set === 'vcf'
    ? [['moves making no four', (who) => R[who].noFour], ['of which win one threat deep', (who) => R[who].quietWins]]
    : [['refuting moves not listed (judged then)', (who) => R[who].notListed]];
  show([
    ['engine', `${field}`, ...buckets.map((b) => `length ${b}`), 'undecided', ...extra.map(([h]) => h), 'ms/move (max)'],
    ...['new', 'baseline'].map((who) => [who, cell(who), ...buckets.map((b) => `${R[who].byBucket[b].yes} / ${R[who].byBucket[b].positions}`),
      R[who].undecided, ...extra.map(([, f]) => f(who)), `${ms(R[who].meanMs)} (${ms(R[who].maxMs)})`]),
  ], ['l', 'r', ...buckets.map(() => 'r'), 'r', ...extra.map(() => 'r'), 'r']);
  note(`(${(R.seconds / 60).toFixed(1)} min; undecided: quintet's lines after the move do not hold in freestyle and none that does was found`
    + `${set === 'vcf' ? '; a move making no four wins one threat deep when every reply within 4 of a stone leaves the attacker a VCF (sampled: not counted as kept)' : ''})`);
}

// ---- d. speed ------------------------------------------------------------------------------------

/** Each engine's Hard move on each middle-game position at each budget, interleaved, in this process. */
function jsSpeed(positions, NewEngine, BaseEngine) {
  const out = [];
  for (const timeMs of SPEED_MS) {
    const t = { new: [], baseline: [] };
    for (const p of positions) {
      for (const [who, Engine] of [['new', NewEngine], ['baseline', BaseEngine]]) {
        const e = new Engine(GOMOKU, { difficulty: 'hard', timeMs, seed: 1 });
        const t0 = performance.now();
        e.bestMove(p.board, p.player);
        t[who].push(performance.now() - t0);
        e.free?.();
      }
    }
    out.push({ timeMs, new: { meanMs: mean(t.new), maxMs: max(t.new), ms: t.new }, baseline: { meanMs: mean(t.baseline), maxMs: max(t.baseline), ms: t.baseline } });
  }
  return out;
}

const cargoEnv = () => ({ ...process.env, PATH: [join(homedir(), '.cargo', 'bin'), process.env.PATH].join(delimiter) });

/**
 * bench/native/gomoku-speed.rs built in `tree` (release, its own `targetDir`, niced) and run on
 * `fixture`: `{ runs: [{ timeMs, nodes, ms, nodesPerSecond }] }` or `{ error }`.
 */
function nativeSpeed(tree, targetDir, fixture, log, label, { depth = false } = {}) {
  log(`speed: building gomoku-speed in ${label} (cargo, release)`);
  const env = depth ? { ...cargoEnv(), RUSTFLAGS: '--cfg oxo_depth' } : cargoEnv();
  const build = spawnSync('nice', ['-n', '10', 'cargo', 'build', '--release', '--quiet', '--example', 'gomoku-speed', '--target-dir', targetDir],
    { cwd: tree, encoding: 'utf8', env });
  if (build.status !== 0) return { error: `cargo build failed in ${tree}: ${(build.stderr || build.stdout).trim().split('\n').slice(-6).join(' | ')}` };
  log(`speed: running gomoku-speed in ${label}`);
  const run = spawnSync(join(targetDir, 'release', 'examples', 'gomoku-speed'), [fixture, SPEED_MS.join(',')], { encoding: 'utf8' });
  if (run.status !== 0) return { error: `gomoku-speed failed: ${run.stderr.trim()}` };
  const runs = run.stdout.trim().split('\n').map((line) => JSON.parse(line)).map((r) => ({
    timeMs: r.timeMs, positions: r.positions, nodes: sum(r.nodes), ms: sum(r.ms), nodesPerSecond: sum(r.nodes) / (sum(r.ms) / 1000),
    // Hard stops early where it proves a result: the positions that ran (90 % of) their budget.
    toBudget: r.ms.filter((t) => t >= 0.9 * r.timeMs).length, perPosition: { nodes: r.nodes, ms: r.ms, depth: r.depth ?? [] },
    // The depth completed, over the positions the search ran to its budget (0: answered before it).
    depth: mean((r.depth ?? []).filter((_, i) => r.ms[i] >= 0.9 * r.timeMs)),
  }));
  return { runs };
}

async function speedPart({ oxoMnk, baseMnk, log, note, show }) {
  const { file, positions } = fixtures('midgame');
  log(`speed: ${positions.length} positions, Hard at ${SPEED_MS.join(' and ')} ms, new and baseline interleaved`);
  const js = jsSpeed(positions, oxoMnk.MnkEngine, baseMnk.MnkEngine);
  let native = { skipped: 'OXO_GOMOKU_NATIVE=0' };
  if (process.env.OXO_GOMOKU_NATIVE !== '0') {
    const baseSrc = join(BASE_TREE, 'src');
    // The same example file in the baseline's tree, where cargo finds it without a Cargo.toml entry.
    let base = { error: `no baseline worktree at ${baseSrc} (bash bench/gomoku/baseline.sh makes it)` };
    if (existsSync(join(baseSrc, 'Cargo.toml'))) {
      mkdirSync(join(baseSrc, 'examples'), { recursive: true });
      copyFileSync(join(ROOT, 'bench', 'native', 'gomoku-speed.rs'), join(baseSrc, 'examples', 'gomoku-speed.rs'));
      base = nativeSpeed(baseSrc, join(BASE_TREE, 'target-speed'), file, log, `the baseline (${BASELINE.commit})`);
    }
    native = { new: nativeSpeed(ROOT, join(ROOT, 'target', 'gomoku-speed'), file, log, 'this tree', { depth: true }), baseline: base };
  }
  note(`13d. speed on ${positions.length} middle-game positions (${file.slice(ROOT.length + 1)}: neither side has a VCF), a fresh Hard engine per position and budget: `
    + 'through JavaScript, the time of `bestMove` (new and baseline interleaved); natively (bench/native/gomoku-speed.rs, release build of each tree), the nodes Hard searched (`last_nodes`) per second');
  const nat = (who, timeMs) => native[who]?.runs?.find((r) => r.timeMs === timeMs);
  show([
    ['budget', 'new ms/move (max)', 'baseline ms/move (max)', 'new nodes/s (native)', 'baseline nodes/s (native)', 'new ÷ baseline nodes/s', 'searched to the budget, new / baseline (native)', 'new depth completed (native, mean over those)'],
    ...js.map((r) => {
      const n = nat('new', r.timeMs);
      const b = nat('baseline', r.timeMs);
      return [`${r.timeMs} ms`, `${ms(r.new.meanMs)} (${ms(r.new.maxMs)})`, `${ms(r.baseline.meanMs)} (${ms(r.baseline.maxMs)})`,
        int(n?.nodesPerSecond), int(b?.nodesPerSecond), n && b ? fmtRatio(n.nodesPerSecond / b.nodesPerSecond) : '—',
        n && b ? `${n.toBudget} / ${b.toBudget} of ${positions.length}` : '—', Number.isFinite(n?.depth) ? n.depth.toFixed(1) : '—'];
    }),
  ], ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r']);
  note('(nodes/s: all nodes over all time; Hard stops early where it proves a result, so the positions that ran their budget weigh most)');
  for (const who of ['new', 'baseline']) if (native[who]?.error) note(`native ${who}: not measured (${native[who].error})`);
  if (native.skipped) note(`native: not measured (${native.skipped})`);
  return { file: file.slice(ROOT.length + 1), positions: positions.length, js, native };
}

// ---- the section -----------------------------------------------------------------------------------

export async function gomokuSection({ oxoMnk, baseMnk, heading, note, show, say, log, quick }) {
  const t0 = performance.now();
  // Games a board: each board's own (BOARDS), unless OXO_GOMOKU_GAMES (or --quick: 8) sets all.
  const asked = process.env.OXO_GOMOKU_GAMES ?? (quick ? 8 : undefined);
  const games = asked === undefined ? undefined : evenAtLeast2(Number(asked));
  const jobs = Math.max(1, Number(process.env.OXO_GOMOKU_JOBS ?? 2));
  const limit = process.env.OXO_GOMOKU_POSITIONS ? Number(process.env.OXO_GOMOKU_POSITIONS) : quick ? 60 : Infinity;
  const parts = (process.env.OXO_GOMOKU_PARTS ?? 'match,vcf,refute,speed').split(',');
  const boards = process.env.OXO_GOMOKU_BOARDS?.split(',') ?? BOARDS.map((B) => B.id);
  const out = { baseline: BASELINE, jobs, loadavgAtStart: loadavg() };
  heading(`13. Gomoku: the package under test ("new") against today's engine ("baseline", the package built at ${BASELINE.commit}), both Hard, freestyle`);
  const ctx = { games, boards, jobs, limit, log, note, show, oxoMnk, baseMnk };
  if (parts.includes('match')) out.match = await matchPart(ctx);
  for (const set of ['vcf', 'refute']) {
    if (!parts.includes(set)) continue;
    out[set] = await fixturePart(set, ctx);
    showFixtures(set, out[set], ctx);
  }
  if (parts.includes('speed')) out.speed = await speedPart(ctx);
  out.loadavgAtEnd = loadavg();
  out.seconds = (performance.now() - t0) / 1000;
  note(`(the gomoku section took ${(out.seconds / 60).toFixed(1)} min with OXO_GOMOKU_JOBS=${jobs}; ${games === undefined ? 'games a board as BOARDS sets' : `games a board ${games}, not BOARDS' own`}`
    + `${Number.isFinite(limit) ? `; the first ${limit} positions of each fixture set` : ''}; load average ${out.loadavgAtStart[0].toFixed(2)} at its start, ${out.loadavgAtEnd[0].toFixed(2)} at its end)`);
  say();
  return out;
}
