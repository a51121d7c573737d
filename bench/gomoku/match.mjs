// The match of the bench's "gomoku" section: the openings, and one game of the package under test
// ("new") against today's engine ("baseline"), both Hard at the same time a move. A game depends
// only on its index (its opening, who plays which colour, the engines' seeds), never on which
// child process plays it (bench/gomoku/pool.mjs).

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makesLine, winBlockCheck } from '../mnk.mjs';
import { mulberry32 } from '../positions.mjs';
import { emptyBoard, other, symmetryKey } from './board.mjs';

/**
 * Today's engine, as scripts/bench.sh installs it (bench/gomoku/baseline.sh builds it): main
 * before issue 61's pattern search. The one place the commit is named; the scripts read it here.
 */
export const BASELINE = { commit: '144dc31', package: 'oxo-ai-144dc31' };

/**
 * The boards of the match and the games on each: 15×15 from the balanced openings of
 * positions/openings.json (made by openings.mjs: 4 stones, X to move, each won twice by each
 * colour in four games of the baseline against itself), (8,8,5) from random 2-stone ones.
 */
export const BOARDS = [
  {
    id: 'gomoku', game: 'Gomoku (15,15,5)', rules: { rows: 15, cols: 15, k: 5 }, fixture: 'openings.json', games: 192,
    target: { score: 0.85, text: '≥ 85 %' },
  },
  {
    id: 'eight', game: '(8,8,5)', rules: { rows: 8, cols: 8, k: 5 }, stones: 2, box: 4, seed: 0x51_0885, games: 48,
    target: { score: 0.5, text: '≥ 50 % (keep or beat)' },
  },
];

/**
 * `count` seeded openings of `stones` stones, X, O, X, …, each on a random empty cell of the
 * central `box`×`box` square, no two alike up to the board's symmetries (which keep that square).
 * Each is played twice, the engines swapping colours, so that an opening's lean cancels out.
 */
export function openings({ rules, stones, box, seed, fixture }, count) {
  if (fixture) {
    // scripts/bench.sh runs a copy of this file and names the fixtures' directory (as bench/gomoku.mjs reads it).
    const file = join(process.env.OXO_GOMOKU_DIR ?? dirname(fileURLToPath(import.meta.url)), 'positions', fixture);
    const list = JSON.parse(readFileSync(file, 'utf8')).openings.map((o) => o.moves);
    if (list.length < count) throw new Error(`gomoku: ${file} has ${list.length} openings, fewer than ${count}`);
    return list.slice(0, count);
  }
  const rand = mulberry32(seed);
  const lo = (rules.rows - box) >> 1;
  const seen = new Set();
  const out = [];
  for (let tries = 0; out.length < count; tries++) {
    // (8,8,5)'s 2 stones in 4×4 have about 30 openings up to symmetry: say so, don't spin.
    if (tries > 1000 * count) throw new Error(`gomoku: fewer than ${count} distinct openings of ${stones} stones in the central ${box}×${box}`);
    const board = emptyBoard(rules.rows, rules.cols);
    const moves = [];
    for (let i = 0; i < stones;) {
      const row = lo + Math.floor(rand() * box);
      const col = lo + Math.floor(rand() * box);
      if (board[row][col] !== null) continue;
      board[row][col] = i % 2 === 0 ? 'X' : 'O';
      moves.push({ row, col });
      i++;
    }
    const key = symmetryKey(board, stones % 2 === 0 ? 'X' : 'O');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(moves);
  }
  return out;
}

/**
 * Game `index` of a match on `board` (one of BOARDS): opening index >> 1, the new engine X in
 * even games and O in odd ones; fresh engines seeded by the index. Returns the winner, the moves,
 * each side's times (ms a move) and the win / block check of every move of the new engine.
 */
export function playGame({ board: which, index, moveMs, opening }, NewEngine, BaseEngine) {
  const { rules } = which;
  const newIs = index % 2 === 0 ? 'X' : 'O';
  const engines = {
    [newIs]: new NewEngine(rules, { difficulty: 'hard', timeMs: moveMs, seed: index + 1 }),
    [other(newIs)]: new BaseEngine(rules, { difficulty: 'hard', timeMs: moveMs, seed: index + 1 }),
  };
  const board = emptyBoard(rules.rows, rules.cols);
  opening.forEach(({ row, col }, i) => { board[row][col] = i % 2 === 0 ? 'X' : 'O'; });
  const out = { index, newPlays: newIs, winner: null, plies: opening.length, moves: [], newMs: [], baseMs: [],
    checks: { positions: 0, hadWin: 0, missedWin: 0, hadSingleBlock: 0, missedBlock: 0 } };
  let player = opening.length % 2 === 0 ? 'X' : 'O';
  try {
    while (out.plies < rules.rows * rules.cols) {
      const mine = player === newIs;
      const t = performance.now();
      const m = engines[player].bestMove(board, player);
      (mine ? out.newMs : out.baseMs).push(performance.now() - t);
      if (!m || board[m.row][m.col] !== null) throw new Error(`${which.game}: ${mine ? 'new' : 'baseline'} played an illegal move ${JSON.stringify(m)}`);
      const cell = m.row * rules.cols + m.col;
      if (mine) {
        out.checks.positions++;
        for (const [k, v] of Object.entries(winBlockCheck(board, rules, player, cell))) out.checks[k] += v ? 1 : 0;
      }
      board[m.row][m.col] = player;
      out.moves.push(cell);
      out.plies++;
      if (makesLine(board, rules, m.row, m.col, player)) {
        out.winner = player;
        break;
      }
      player = other(player);
    }
  } finally {
    for (const e of Object.values(engines)) e.free?.();
  }
  return out;
}
