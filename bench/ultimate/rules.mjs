// Ultimate tic-tac-toe by the bench's rules, in plain JS: the bench's own referee beside oxo-ai's
// UltimateGame (match.mjs checks each against the other on every ply), the random player, the
// seeded openings, and the peers' board strings.
//
// Rules (our default): nine 3×3 boards in a 3×3 grid, cells row*9+col on the 9×9 board; small
// board (R,C) holds rows 3R..3R+2 and cols 3C..3C+2. X moves first, anywhere. A move at (r,c)
// sends the opponent to small board (r%3, c%3); when that board is won or full the opponent plays
// in any open board. A won or full small board is closed. Three won boards in a row win; no move
// left and no line is a draw.
//
// A position is `{ board, lastMove }` as oxo-ai/ultimate's: board 9×9 of 'X' | 'O' | null,
// lastMove { row, col } or null.

import { mulberry32 } from '../positions.mjs';

export const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

export const other = (p) => (p === 'X' ? 'O' : 'X');
export const emptyPosition = () => ({ board: Array.from({ length: 9 }, () => Array(9).fill(null)), lastMove: null });
export const copyPosition = (pos) => ({ board: pos.board.map((r) => r.slice()), lastMove: pos.lastMove && { ...pos.lastMove } });
/** The small board (0-8, R*3+C) that holds (row, col). */
export const boardOf = (row, col) => Math.floor(row / 3) * 3 + Math.floor(col / 3);

/** Small board b: 'X' or 'O' when won, 'full' when full without a line, else null (open). */
export function smallStatus(board, b) {
  const R = 3 * Math.floor(b / 3);
  const C = 3 * (b % 3);
  const at = (i) => board[R + Math.floor(i / 3)][C + (i % 3)];
  for (const [a, m, c] of LINES) {
    const v = at(a);
    if (v !== null && v === at(m) && v === at(c)) return v;
  }
  for (let i = 0; i < 9; i++) if (at(i) === null) return null;
  return 'full';
}

/** 'X' or 'O' when that side has three won small boards in a line, else null. */
export function winner(pos) {
  const meta = Array.from({ length: 9 }, (_, b) => smallStatus(pos.board, b));
  for (const [a, m, c] of LINES) {
    const v = meta[a];
    if ((v === 'X' || v === 'O') && v === meta[m] && v === meta[c]) return v;
  }
  return null;
}

/** The legal moves, row-major; none once the game is won. */
export function legalMoves(pos) {
  if (winner(pos) !== null) return [];
  const { board, lastMove } = pos;
  let boards = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((b) => smallStatus(board, b) === null);
  if (lastMove) {
    const target = (lastMove.row % 3) * 3 + (lastMove.col % 3);
    if (boards.includes(target)) boards = [target];
  }
  const out = [];
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 9; col++) {
      if (board[row][col] === null && boards.includes(boardOf(row, col))) out.push({ row, col });
    }
  }
  return out;
}

export const isDraw = (pos) => winner(pos) === null && legalMoves(pos).length === 0;
export const isOver = (pos) => winner(pos) !== null || legalMoves(pos).length === 0;
export const isLegal = (pos, m) => !!m && legalMoves(pos).some((x) => x.row === m.row && x.col === m.col);

/** The side to move (X when the stones are even). */
export function toMove(pos) {
  let n = 0;
  for (const r of pos.board) for (const v of r) if (v !== null) n += v === 'X' ? 1 : -1;
  return n === 0 ? 'X' : 'O';
}

/** A new position with `player`'s stone at `m` (no legality check). */
export function applyMove(pos, m, player) {
  const next = copyPosition(pos);
  next.board[m.row][m.col] = player;
  next.lastMove = { row: m.row, col: m.col };
  return next;
}

/** The peers' board: 81 characters X, O or '.', row-major. */
export const cellsString = (pos) => pos.board.map((r) => r.map((v) => v ?? '.').join('')).join('');
export const lastString = (pos) => (pos.lastMove ? `${pos.lastMove.row},${pos.lastMove.col}` : '-');

/** A position from a list of moves [row, col] played X, O, X, … from the start. */
export function fromMoves(moves) {
  let pos = emptyPosition();
  let p = 'X';
  for (const [row, col] of moves) {
    if (!isLegal(pos, { row, col })) throw new Error(`ultimate: ${row},${col} is not legal after ${JSON.stringify(pos.lastMove)}`);
    pos = applyMove(pos, { row, col }, p);
    p = other(p);
  }
  return pos;
}

/** A uniformly random legal move, from `rand` (a () => [0, 1) function). */
export function randomMove(pos, rand) {
  const moves = legalMoves(pos);
  return moves.length ? moves[Math.floor(rand() * moves.length)] : null;
}

/**
 * `count` seeded openings, no two alike: each 2–4 random legal plies from the start, as lists of
 * [row, col]. Each is played twice in a match, the sides swapping colours.
 */
export function openings(count, seed = 0x5171) {
  const rand = mulberry32(seed);
  const seen = new Set();
  const out = [];
  for (let tries = 0; out.length < count; tries++) {
    if (tries > 1000 * count) throw new Error(`ultimate: fewer than ${count} distinct openings`);
    const plies = 2 + Math.floor(rand() * 3);
    let pos = emptyPosition();
    const moves = [];
    for (let i = 0; i < plies; i++) {
      const m = randomMove(pos, rand);
      pos = applyMove(pos, m, i % 2 === 0 ? 'X' : 'O');
      moves.push([m.row, m.col]);
    }
    const key = moves.map(([r, c]) => r * 9 + c).join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(moves);
  }
  return out;
}

/** The board as text, small boards apart, for reports. */
export function show(pos) {
  const rows = pos.board.map((r) => [0, 3, 6].map((c) => r.slice(c, c + 3).map((v) => v ?? '.').join('')).join(' '));
  return [0, 3, 6].map((r) => rows.slice(r, r + 3).join('\n')).join('\n\n');
}
