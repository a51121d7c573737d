// Makes bench/gomoku/positions/openings.json, the balanced openings of the gomoku section's match
// on 15×15 (issue 61 asks for balanced openings), once; the output is committed.
//
//   node bench/gomoku/openings.mjs          (after bench/gomoku/baseline.sh)
//
// From random openings of OPENING_STONES stones (X, O, X, O: X to move) within 3 of the centre,
// no two alike up to symmetry, it keeps those where each colour wins half the games when the
// baseline engine (bench/.gomoku-baseline/src/pkg: the section's "today's Hard", or
// OXO_GOMOKU_GEN_PKG) plays both sides at each of BUDGETS nodes a move: two games won by X and
// two by O. A neutral test: the engine under test plays no part in choosing them. On issue 51's
// openings (3 stones, O to move) X won 71 % of the section's 192 games at 200 ms, and as many on
// openings where each colour had won at least one of the four.
// Deterministic: the same seed and package give the same file.

import { createRequire } from 'node:module';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from '../positions.mjs';
import { makesLine } from '../mnk.mjs';
import { emptyBoard, other, symmetryKey } from './board.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const PKG = resolve(process.env.OXO_GOMOKU_GEN_PKG ?? join(here, '..', '.gomoku-baseline', 'src', 'pkg'));
const OUT = join(here, 'positions', 'openings.json');
const RULES = { rows: 15, cols: 15, k: 5 };
const SEED = 0x61_0b1a;
const COUNT = 96;
const OPENING_STONES = 4;
/** The baseline's node budgets a move, one self-play game each. */
const BUDGETS = [2000, 4000, 8000, 16_000];

const log = (s) => process.stderr.write(`${s}\n`);

function loadEngine(pkg) {
  const json = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
  return createRequire(import.meta.url)(join(pkg, json.exports['./mnk'].node)).MnkEngine;
}

/** A random opening: OPENING_STONES stones, X first, each within 3 of the centre. */
function randomOpening(rand) {
  const board = emptyBoard(RULES.rows, RULES.cols);
  const moves = [];
  while (moves.length < OPENING_STONES) {
    const row = 4 + Math.floor(rand() * 7);
    const col = 4 + Math.floor(rand() * 7);
    if (board[row][col] !== null) continue;
    board[row][col] = moves.length % 2 === 0 ? 'X' : 'O';
    moves.push({ row, col });
  }
  return { board, moves };
}

/** The baseline against itself from `moves` at `maxNodes` a move: 'X', 'O' or null (a full board). */
function selfPlay(MnkEngine, moves, maxNodes) {
  const board = emptyBoard(RULES.rows, RULES.cols);
  moves.forEach(({ row, col }, i) => { board[row][col] = i % 2 === 0 ? 'X' : 'O'; });
  const engine = new MnkEngine(RULES, { difficulty: 'hard', maxNodes, seed: 1 });
  try {
    let player = moves.length % 2 === 0 ? 'X' : 'O';
    for (let plies = moves.length; plies < RULES.rows * RULES.cols; plies++) {
      const m = engine.bestMove(board, player);
      board[m.row][m.col] = player;
      if (makesLine(board, RULES, m.row, m.col, player)) return player;
      player = other(player);
    }
    return null;
  } finally {
    engine.free();
  }
}

const MnkEngine = loadEngine(PKG);
const rand = mulberry32(SEED);
const seen = new Set();
const openings = [];
let tried = 0;
const t0 = performance.now();
while (openings.length < COUNT) {
  const { board, moves } = randomOpening(rand);
  const key = symmetryKey(board, 'X');
  if (seen.has(key)) continue;
  seen.add(key);
  tried++;
  const winners = BUDGETS.map((n) => selfPlay(MnkEngine, moves, n));
  const won = (side) => winners.filter((w) => w === side).length;
  if (won('X') === BUDGETS.length / 2 && won('O') === BUDGETS.length / 2) openings.push({ moves, selfPlay: winners });
  if (tried % 20 === 0) log(`openings: ${openings.length} balanced of ${tried} tried (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
}
const pkg = JSON.parse(readFileSync(join(PKG, 'package.json'), 'utf8'));
const head = {
  set: 'openings', rules: RULES, count: openings.length, stones: OPENING_STONES, generator: 'bench/gomoku/openings.mjs', seed: SEED,
  about: `balanced openings: X to move; the baseline (${pkg.name}@${pkg.version}, Hard) against itself at ${BUDGETS.join(', ')} nodes a move won two games with each colour`,
  tried, seconds: Math.round((performance.now() - t0) / 1000),
};
const lines = openings.map((o) => `    ${JSON.stringify(o)}`);
writeFileSync(OUT, `${JSON.stringify(head, null, 2).slice(0, -2)},\n  "openings": [\n${lines.join(',\n')}\n  ]\n}\n`);
log(`wrote ${OUT}: ${openings.length} of ${tried} tried`);
