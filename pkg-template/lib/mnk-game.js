// `MnkGame` and `Games` of oxo-ai/mnk (README "Bigger boards"): the board rules of an m,n,k-game in plain
// JavaScript, over the readers of ./mnk-read.js; no wasm. The same rules are the Rust core's
// (src/mnk/board.rs), and js-tests/mnk.test.mjs holds the two to each other on many boards.
//
// Same module rules as extras.js.

import { BOARD_CELLS } from './wire.js';
import { M_MNK_CELL_TAKEN, M_MNK_COLUMN_FULL, M_MNK_GAME_OVER, M_MNK_NOT_LOWEST } from './mnk-wire.js';
import { fail, readPlayer } from './read.js';
import { readMnkBoard, readMnkMove, readRules } from './mnk-read.js';

/** The presets of README "Bigger boards". */
export const Games = /* @__PURE__ */ Object.freeze({
  ticTacToe: Object.freeze({ rows: 3, cols: 3, k: 3, gravity: false, misere: false }),
  fourByFour: Object.freeze({ rows: 4, cols: 4, k: 4, gravity: false, misere: false }),
  connectFour: Object.freeze({ rows: 6, cols: 7, k: 4, gravity: true, misere: false }),
  gomoku: Object.freeze({ rows: 15, cols: 15, k: 5, gravity: false, misere: false }),
});

/** The directions a line runs in, in the order lines are looked for: along a row, down a column, the falling and the rising diagonal. */
const DIRECTIONS = [[0, 1], [1, 0], [1, 1], [1, -1]];

/** The first line of k cells of `who` (1 X, 2 O), in row-major order of its first cell then by direction, as its cell indices; null if none. */
export function lineOf(cells, rules, who) {
  const { rows, cols, k } = rules;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (cells[r * cols + c] !== who) continue;
      for (const [dr, dc] of DIRECTIONS) {
        const endR = r + dr * (k - 1);
        const endC = c + dc * (k - 1);
        if (endR >= rows || endC < 0 || endC >= cols) continue;
        let i = 1;
        while (i < k && cells[(r + dr * i) * cols + c + dc * i] === who) i++;
        if (i === k) return Array.from({ length: k }, (_, j) => (r + dr * j) * cols + c + dc * j);
      }
    }
  }
  return null;
}

/** The code (1 X, 2 O) of the player with k in a row, X first; 0 if none. */
function lined(cells, rules) {
  if (lineOf(cells, rules, 1)) return 1;
  return lineOf(cells, rules, 2) ? 2 : 0;
}

/** The winner's code: the lined player, or under misère the other one; 0 if none. */
export function winnerOf(cells, rules) {
  const who = lined(cells, rules);
  return who === 0 || !rules.misere ? who : 3 - who;
}

/** Someone has k in a row, or the board is full. */
export function finished(cells, rules) {
  return lined(cells, rules) !== 0 || !cells.includes(0);
}

/** The lowest empty cell of column `col`, or -1 when it is full. */
function lowest(cells, rules, col) {
  for (let r = rules.rows - 1; r >= 0; r--) if (cells[r * rules.cols + col] === 0) return r * rules.cols + col;
  return -1;
}

/** The cells a player may mark, none once finished: row-major, or under gravity the lowest empty cell of each open column, left to right. */
export function movesOf(cells, rules) {
  if (finished(cells, rules)) return [];
  if (!rules.gravity) return cells.reduce((out, v, i) => (v === 0 ? (out.push(i), out) : out), []);
  const out = [];
  for (let c = 0; c < rules.cols; c++) {
    const i = lowest(cells, rules, c);
    if (i >= 0) out.push(i);
  }
  return out;
}

/** The cell index a read move marks, checked as the rules say: not on a finished board, on the board, not taken, and under gravity the lowest empty cell of its column. */
export function cellOfMove(cells, rules, move) {
  if (finished(cells, rules)) throw fail(M_MNK_GAME_OVER);
  const { cols } = rules;
  if (move.column !== undefined) {
    const i = lowest(cells, rules, move.column);
    if (i < 0) throw fail(M_MNK_COLUMN_FULL, move.column);
    return i;
  }
  const i = move.row * cols + move.col;
  if (cells[i] !== 0) throw fail(M_MNK_CELL_TAKEN, move.row, move.col);
  if (rules.gravity) {
    const low = lowest(cells, rules, move.col);
    if (low !== i) throw fail(M_MNK_NOT_LOWEST, move.col, Math.floor(low / cols), move.col, move.row, move.col);
  }
  return i;
}

/** A board of `rules` from its cell codes: rows arrays of cols cells, row 0 at the top. */
export function boardOfCells(cells, rules) {
  return Array.from({ length: rules.rows }, (_, r) => Array.from(cells.subarray(r * rules.cols, (r + 1) * rules.cols), (v) => BOARD_CELLS[v]));
}

/** The move at cell index `i`. */
export function moveAt(rules, i) {
  return { row: Math.floor(i / rules.cols), col: i % rules.cols };
}

const PLAYER_CODES = ['X', 'O'];

/** The rules of one m,n,k-game, checked once: its boards' utilities, in plain JavaScript. */
export class MnkGame {
  #rules;

  constructor(rules) {
    this.#rules = readRules(rules);
  }

  /** The rules, frozen: `{ rows, cols, k, gravity, misere }`. */
  get rules() {
    return this.#rules;
  }

  /** rows arrays of cols empty cells. */
  emptyBoard() {
    return boardOfCells(new Uint8Array(this.#rules.rows * this.#rules.cols), this.#rules);
  }

  /** A new board with `player`'s mark on `move` (`{ row, col }`, or under gravity a column number). */
  applyMove(board, move, player) {
    const rules = this.#rules;
    const cells = readMnkBoard(board, rules);
    const m = readMnkMove(move, rules);
    const p = readPlayer(player);
    cells[cellOfMove(cells, rules, m)] = p + 1;
    return boardOfCells(cells, rules);
  }

  /** The player with k or more in a row (under misère, the other player), or null. */
  getWinner(board) {
    const who = winnerOf(readMnkBoard(board, this.#rules), this.#rules);
    return who === 0 ? null : PLAYER_CODES[who - 1];
  }

  /** The k cells of the line that ended the game, in line order; null if none. */
  getWinningLine(board) {
    const rules = this.#rules;
    const cells = readMnkBoard(board, rules);
    const line = lineOf(cells, rules, 1) ?? lineOf(cells, rules, 2);
    return line === null ? null : line.map((i) => moveAt(rules, i));
  }

  /** Every move the next player may make: row-major, or under gravity one per open column, left to right; [] once finished. */
  getAvailableMoves(board) {
    const rules = this.#rules;
    return movesOf(readMnkBoard(board, rules), rules).map((i) => moveAt(rules, i));
  }

  /** Full, with no k in a row. */
  isDraw(board) {
    const rules = this.#rules;
    const cells = readMnkBoard(board, rules);
    return !cells.includes(0) && lined(cells, rules) === 0;
  }
}
