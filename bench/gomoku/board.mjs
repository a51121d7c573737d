// Freestyle Gomoku (15×15, five or more in a row wins, no forbidden moves) for the bench's
// "gomoku" section and its generator: our own rules, independent of both engines and of the
// renju solver (quintet.mjs), so that every line that solver gives is checked here before it
// counts. Boards are what oxo-ai/mnk takes: 15 rows of 15 cells, 'X', 'O' or null; a cell is
// named by its index `row * 15 + col`.

import { makesLine, winsInOne } from '../mnk.mjs';

export const GOMOKU = Object.freeze({ rows: 15, cols: 15, k: 5 });
export const SIZE = 15;

export const other = (p) => (p === 'X' ? 'O' : 'X');
export const emptyBoard = (rows = SIZE, cols = SIZE) => Array.from({ length: rows }, () => Array(cols).fill(null));
export const copyBoard = (board) => board.map((row) => row.slice());
export const rowOf = (cell) => Math.floor(cell / SIZE);
export const colOf = (cell) => cell % SIZE;
export const cellOf = (row, col) => row * SIZE + col;
export const at = (board, cell) => board[rowOf(cell)][colOf(cell)];
export const put = (board, cell, player) => { board[rowOf(cell)][colOf(cell)] = player; };
/** The cell as the bench prints it: (row, col), 0-based like oxo-ai/mnk's moves. */
const cellName = (cell) => `(${rowOf(cell)}, ${colOf(cell)})`;

/** The empty cells where `player` would make five or more now (bench/mnk.mjs's check). */
export const fiveCells = (board, player) => winsInOne(board, GOMOKU, player);
/** Whether `player`'s stone on `cell` makes five or more in a row. */
export const makesFive = (board, cell, player) => makesLine(board, GOMOKU, rowOf(cell), colOf(cell), player);

/** The stones on the board, per player. */
export function stones(board) {
  let x = 0;
  let o = 0;
  for (const row of board) for (const v of row) if (v === 'X') x++; else if (v === 'O') o++;
  return { x, o, all: x + o };
}

/** Every empty cell within `dist` (Chebyshev) of a stone, in index order. */
export function cellsNear(board, dist = 3) {
  const out = [];
  for (let cell = 0; cell < SIZE * SIZE; cell++) {
    if (at(board, cell) !== null) continue;
    const r = rowOf(cell);
    const c = colOf(cell);
    let near = false;
    for (let rr = Math.max(0, r - dist); rr <= Math.min(SIZE - 1, r + dist) && !near; rr++) {
      for (let cc = Math.max(0, c - dist); cc <= Math.min(SIZE - 1, c + dist) && !near; cc++) {
        if (board[rr][cc] !== null) near = true;
      }
    }
    if (near) out.push(cell);
  }
  return out;
}

/**
 * What `player`'s stone on the empty `cell` makes: 'five', 'four' (exactly one cell then
 * completes five: the opponent's only block), 'double' (two or more such cells: a win unless
 * the opponent completes five first) or 'none'. `threats` lists the completing cells.
 */
export function moveKind(board, cell, player) {
  const b = copyBoard(board);
  put(b, cell, player);
  if (makesFive(b, cell, player)) return { kind: 'five', threats: [], board: b };
  const threats = fiveCells(b, player);
  return { kind: threats.length === 0 ? 'none' : threats.length === 1 ? 'four' : 'double', threats, board: b };
}

/**
 * Replays a VCF line as quintet gives it (attacker, defender, attacker, …, ending with the
 * attacker's move that makes two completing cells: the five after it is left out) under
 * freestyle rules from `board` with `attacker` to move. It holds when each attacker move leaves
 * the defender no five in one (a defender's four on the board is answered: blocked) and makes a
 * four, the defender's reply being the one cell that stops it, until a move makes two
 * completing cells at once (or five). Returns `{ ok, moves, why }`: `moves` the attacker's fours
 * (the line's length; quintet's depth), `why` the first rule broken.
 */
export function replayVcf(board, attacker, line) {
  const defender = other(attacker);
  const b = copyBoard(board);
  // An empty line: the attacker has a five in one already.
  if (line.length === 0) return fiveCells(b, attacker).length > 0 ? { ok: true, moves: 0 } : { ok: false, moves: 0, why: 'an empty line and no five in one' };
  for (let i = 0; i < line.length; i += 2) {
    const moves = i / 2 + 1;
    const a = line[i];
    if (at(b, a) !== null) return { ok: false, moves, why: `attacker move ${moves} on a taken cell ${cellName(a)}` };
    put(b, a, attacker);
    if (makesFive(b, a, attacker)) return { ok: true, moves: moves - 1 };
    if (fiveCells(b, defender).length > 0) return { ok: false, moves, why: `attacker move ${moves} ${cellName(a)} leaves the defender a five in one` };
    const threats = fiveCells(b, attacker);
    if (threats.length === 0) return { ok: false, moves, why: `attacker move ${moves} ${cellName(a)} is not a four` };
    // Two completing cells: the defender blocks one, the attacker completes the other.
    if (threats.length >= 2) return { ok: true, moves };
    // One: in renju a block on Black's forbidden point is no block; in freestyle it is.
    if (i + 1 >= line.length) return { ok: false, moves, why: `the line ends on a four ${cellName(a)} the defender can block at ${cellName(threats[0])}` };
    const d = line[i + 1];
    if (d !== threats[0]) return { ok: false, moves, why: `defender reply ${cellName(d)} is not the block ${cellName(threats[0])}` };
    put(b, d, defender);
    if (makesFive(b, d, defender)) return { ok: false, moves, why: `the block ${cellName(d)} makes five` };
  }
  return { ok: false, moves: (line.length + 1) / 2, why: 'the line ends without two completing cells' };
}

// ---- symmetry --------------------------------------------------------------------------------

/** The 8 symmetries of the square as maps of (row, col) on an n×n board. */
const SYMMETRIES = [
  (r, c, n) => [r, c], (r, c, n) => [c, n - 1 - r], (r, c, n) => [n - 1 - r, n - 1 - c], (r, c, n) => [n - 1 - c, r],
  (r, c, n) => [r, n - 1 - c], (r, c, n) => [n - 1 - r, c], (r, c, n) => [c, r], (r, c, n) => [n - 1 - c, n - 1 - r],
];

/** A key equal for two (square) boards, with the same player to move, alike up to symmetry. */
export function symmetryKey(board, player) {
  const n = board.length;
  let best = null;
  for (const f of SYMMETRIES) {
    const cells = Array(n * n).fill('.');
    for (let r = 0; r < n; r++) {
      for (let c = 0; c < n; c++) {
        const [rr, cc] = f(r, c, n);
        if (board[r][c] !== null) cells[rr * n + cc] = board[r][c];
      }
    }
    const text = cells.join('');
    if (best === null || text < best) best = text;
  }
  return `${player}:${best}`;
}
