// Makes the fixtures of the bench's "gomoku" section (issue 51), once; the output is committed in
// bench/gomoku/positions/ (see README.md there).
//
//   node --experimental-wasm-modules bench/gomoku/generate.mjs     (after bench/gomoku/baseline.sh)
//
// Positions come from seeded games on freestyle 15×15 of oxo-ai/mnk as built at the baseline
// commit (bench/.gomoku-baseline/src/pkg, or OXO_GOMOKU_GEN_PKG), each side Hard at 3,000 to
// 10,000 nodes a move (a node budget: reproducible, unlike a time budget; see PLAYERS), each game from 2 to 4 random stones within 3 of the centre, with a seeded random move
// near the stones in place of the engine's now and then. Before each move from the 7th stone on,
// with no five in one for either side, the position is sorted by quintet.mjs (every line replayed
// in freestyle):
// - vcf.json: the side to move has a VCF whose shortest line takes 3 or more fours (quintet's
//   depth: the last four makes two completing cells, the five follows); kept up to a quota per
//   length (3, 4, 5, 6+), at most two a game, four plies apart;
// - refute.json: the side to move has none, the opponent has one, and at least one move of the
//   side to move refutes it (checks.mjs; every refuting move within 3 of a stone is listed; a
//   position with an undecided candidate is left out); up to a quota per length of the
//   opponent's VCF (1, 2, 3+), at most one a game per length;
// - midgame.json: neither side has a VCF, 16 to 40 stones: positions where Hard spends its whole
//   budget, for the section's speed part; at most one a game.
// No two positions alike up to symmetry (with the same side to move). Deterministic: the same
// seed, package and quintet give the same files.

import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from '../positions.mjs';
import {
  GOMOKU, SIZE, cellsNear, colOf, emptyBoard, fiveCells, makesFive, other, put, rowOf, stones, symmetryKey,
} from './board.mjs';
import { loadQuintet, shortestVcf, anyVcf } from './quintet.mjs';
import { MAX_DEPTH, refutingMoves } from './checks.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const PKG = resolve(process.env.OXO_GOMOKU_GEN_PKG ?? join(here, '..', '.gomoku-baseline', 'src', 'pkg'));
const OUT = join(here, 'positions');
const SEED = 0x51_60c0;
// Per set, per bucket of VCF length (6: 6 or more; for refute.json the opponent's, 3: 3 or more).
const QUOTA = { vcf: { 3: 150, 4: 150, 5: 125, 6: 100 }, refute: { 1: 60, 2: 50, 3: 40 }, midgame: 10 };
const MAX_GAMES = Number(process.env.OXO_GOMOKU_GEN_GAMES ?? 8000);
const RANDOM_MOVE = 0.02; // the chance that a move is a random cell within 2 of the stones
/**
 * The players a side of a game is drawn from. Measured on 100 games each: Medium's games end in
 * about 12 plies on an open three it cannot see and hold almost no VCF of 3 fours or more; Hard
 * at a few thousand nodes a move plays 20-30 plies and misses a deeper VCF now and then.
 */
const PLAYERS = [{ difficulty: 'hard', maxNodes: 3000 }, { difficulty: 'hard', maxNodes: 5000 }, { difficulty: 'hard', maxNodes: 10_000 }];

const asMove = (cell) => ({ row: rowOf(cell), col: colOf(cell) });
const log = (s) => process.stderr.write(`${s}\n`);

/** oxo-ai/mnk's MnkEngine from the package directory `pkg` (its Node entry, per its exports). */
function loadEngine(pkg) {
  const json = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
  return createRequire(import.meta.url)(join(pkg, json.exports['./mnk'].node)).MnkEngine;
}

/** Game g's players, X's and O's, drawn from PLAYERS, and their engines, seeded by g. */
function playersOf(MnkEngine, g, rand) {
  const players = [0, 1].map(() => PLAYERS[Math.floor(rand() * PLAYERS.length)]);
  const name = players.map((p) => (p.maxNodes ? `hard${p.maxNodes}` : p.difficulty)).join('-');
  return { name, engines: players.map((p, side) => new MnkEngine(GOMOKU, { ...p, seed: 2 * g + side + 1 })) };
}

/** Game g's opening: 2 to 4 stones, alternately X and O, within 3 of the centre; the side to move. */
function opening(rand) {
  const board = emptyBoard();
  const n = 2 + Math.floor(rand() * 3);
  let player = 'X';
  for (let i = 0; i < n;) {
    const r = 4 + Math.floor(rand() * 7);
    const c = 4 + Math.floor(rand() * 7);
    if (board[r][c] !== null) continue;
    board[r][c] = player;
    player = other(player);
    i++;
  }
  return { board, player };
}

/**
 * What the position is for the fixtures: `{ kind: 'vcf' | 'refute' | 'midgame', … }` or null.
 * Cheap tests first: most positions have no VCF for either side and end at two quintet calls.
 */
function classify(board, player) {
  if (fiveCells(board, player).length > 0 || fiveCells(board, other(player)).length > 0) return null;
  const mine = shortestVcf(board, player, MAX_DEPTH);
  if (mine.status === 'win') return mine.shortest && mine.length >= 3 ? { kind: 'vcf', vcf: mine } : null;
  if (mine.status !== 'none') return null;
  const theirs = anyVcf(board, other(player), MAX_DEPTH);
  if (theirs.status === 'none') return { kind: 'midgame' };
  return theirs.status === 'win' ? { kind: 'refute', vcf: theirs } : null;
}

/** The three sets as they fill: quotas per length, what one game may give, no position twice. */
function makeSets() {
  const seen = new Set();
  const found = { vcf: [], refute: [], midgame: [] };
  const count = { vcf: { 3: 0, 4: 0, 5: 0, 6: 0 }, refute: { 1: 0, 2: 0, 3: 0 } };
  const bucket = { vcf: (length) => Math.min(length, 6), refute: (length) => Math.min(length, 3) };
  const room = (set, length) => count[set][bucket[set](length)] < QUOTA[set][bucket[set](length)];
  const copy = (board) => board.map((r) => r.slice());
  const line = (vcf) => ({ length: vcf.length, line: vcf.line.map(asMove) });
  return {
    found,
    full: () => ['vcf', 'refute'].every((set) => Object.entries(QUOTA[set]).every(([k, q]) => count[set][k] >= q))
      && found.midgame.length >= QUOTA.midgame,
    shown: (set) => Object.entries(count[set]).map(([k, n]) => `${k}${Number(k) === Math.max(...Object.keys(count[set]).map(Number)) ? '+' : ''}: ${n}`).join(', '),
    /** Offers the position before move `ply` of a game; `taken` holds what that game gave. */
    offer(board, player, ply, meta, taken) {
      const key = symmetryKey(board, player);
      const c = seen.has(key) ? null : classify(board, player);
      const stones = ply;
      if (c?.kind === 'vcf' && room('vcf', c.vcf.length) && taken.vcf.length < 2 && taken.vcf.every((p) => ply - p >= 4)) {
        taken.vcf.push(ply);
        count.vcf[bucket.vcf(c.vcf.length)]++;
        found.vcf.push({ board: copy(board), player, stones, vcf: line(c.vcf), source: meta });
      } else if (c?.kind === 'refute' && room('refute', c.vcf.length) && !taken.refute.has(bucket.refute(c.vcf.length))) {
        const moves = refutingMoves(board, player);
        if (!moves || moves.length === 0) return;
        taken.refute.add(bucket.refute(c.vcf.length));
        count.refute[bucket.refute(c.vcf.length)]++;
        found.refute.push({ board: copy(board), player, stones, opponentVcf: line(c.vcf), refutations: moves.map(asMove), candidates: cellsNear(board, 3).length, source: meta });
      } else if (c?.kind === 'midgame' && ply >= 16 && ply <= 40 && found.midgame.length < QUOTA.midgame && taken.midgame === 0) {
        taken.midgame++;
        found.midgame.push({ board: copy(board), player, stones, source: meta });
      } else {
        return;
      }
      seen.add(key);
    },
  };
}

/** Plays game g to its end, offering `sets` each position before a move from the 7th stone on. */
function playGame(MnkEngine, g, rand, sets) {
  const { name, engines } = playersOf(MnkEngine, g, rand);
  const { board, player: first } = opening(rand);
  const taken = { vcf: [], refute: new Set(), midgame: 0 };
  let player = first;
  for (let ply = stones(board).all; ply < SIZE * SIZE; ply++) {
    if (ply >= 6 && !sets.full()) sets.offer(board, player, ply, { game: g, ply, players: name }, taken);
    const cell = rand() < RANDOM_MOVE ? randomNear(board, rand) : engineMove(engines[player === 'X' ? 0 : 1], board, player);
    put(board, cell, player);
    if (makesFive(board, cell, player)) break;
    player = other(player);
  }
  for (const e of engines) e.free?.();
}

function main() {
  const MnkEngine = loadEngine(PKG);
  const rand = mulberry32(SEED);
  const sets = makeSets();
  const t0 = performance.now();
  let games = 0;
  while (games < MAX_GAMES && !sets.full()) {
    playGame(MnkEngine, games, rand, sets);
    games++;
    if (games % 100 === 0) {
      log(`game ${games}: vcf ${sets.found.vcf.length} (${sets.shown('vcf')}), refute ${sets.found.refute.length} (${sets.shown('refute')}), `
        + `midgame ${sets.found.midgame.length}; ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    }
  }
  write(sets.found, games);
}

const engineMove = (engine, board, player) => {
  const m = engine.bestMove(board, player);
  return m.row * SIZE + m.col;
};

/** A seeded random empty cell within 2 of a stone. */
function randomNear(board, rand) {
  const cells = cellsNear(board, 2);
  return cells[Math.floor(rand() * cells.length)];
}

/** Writes one JSON file per set: a header, then one position a line (diff-friendly). */
function write(found, games) {
  mkdirSync(OUT, { recursive: true });
  const about = {
    vcf: 'the side to move has a freestyle VCF whose shortest line takes `vcf.length` fours (quintet\'s depth; the last makes two completing cells, the five follows); no five in one for either side',
    refute: 'the side to move has no VCF, the opponent has one (`opponentVcf`), and `refutations` lists every move within 3 of a stone after which the opponent has no five in one and no VCF (a four counts when a refutation follows its block); no five in one for either side',
    midgame: 'neither side has a VCF or a five in one; 16 to 40 stones',
  };
  for (const [name, list] of Object.entries(found)) {
    const head = { set: name, about: about[name], rules: GOMOKU, count: list.length, generator: 'bench/gomoku/generate.mjs', seed: SEED, games };
    const body = list.map((p, id) => `    ${JSON.stringify({ id, ...p })}`).join(',\n');
    const text = `${JSON.stringify(head, null, 2).replace(/\n}$/, ',\n  "positions": [\n')}${body}\n  ]\n}\n`;
    writeFileSync(join(OUT, `${name}.json`), text);
    log(`wrote ${join(OUT, `${name}.json`)}: ${list.length} positions`);
  }
}

await loadQuintet();
main();
