// `UltimateGame` of oxo-ai/ultimate: Ultimate tic-tac-toe's rules in plain JavaScript, over the
// readers of ./ultimate-read.js; no wasm. The same rules are the Rust core's (src/ultimate/), and
// js-tests/ultimate.test.mjs holds this to a slow reference and to the engine's legal moves.
//
// The 9×9 board's cell i = row * 9 + col lies in small board `boardOf(i)` (R * 3 + C for the
// board at grid row R, column C) at place `placeOf(i)` (its row and column within that board,
// r * 3 + c), and a move at place p sends the opponent to small board p.
//
// Same module rules as extras.js.

import { BOARD_CELLS } from './wire.js';
import { M_MNK_CELL_TAKEN, M_MNK_GAME_OVER } from './mnk-wire.js';
import { M_ULT_CLOSED, M_ULT_WRONG_BOARD } from './ultimate-wire.js';
import { fail, readPlayer } from './read.js';
import { boardOfCells } from './mnk-game.js';
import { GRID, readPosition, readSide, readUltimateMove, readUltimateRules } from './ultimate-read.js';

/** The eight lines of a 3×3 board, as places. */
const LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]];

/** The small board of cell `i`. */
export const boardOf = (i) => ((i / 27) | 0) * 3 + (((i % 9) / 3) | 0);
/** The place of cell `i` within its small board. */
export const placeOf = (i) => (((i / 9) | 0) % 3) * 3 + (i % 3);
/** The cell at place `k` of small board `b`. */
const cellAt = (b, k) => (((b / 3) | 0) * 3 + ((k / 3) | 0)) * 9 + (b % 3) * 3 + (k % 3);

/** Whether `who` holds a line of the 3×3 board whose place k holds `at(k)`. */
const lined = (at, who) => LINES.some((line) => line.every((k) => at(k) === who));

/** An open small board; the others are won by X (1) or O (2), or full with no line (FULL). */
export const OPEN = 0;
export const FULL = 3;

/** Each small board's state: OPEN, 1 (X won), 2 (O won) or FULL. A board with lines of both counts as X's. */
export function boardStates(cells) {
  const states = new Uint8Array(9);
  for (let b = 0; b < 9; b++) {
    const at = (k) => cells[cellAt(b, k)];
    if (lined(at, 1)) states[b] = 1;
    else if (lined(at, 2)) states[b] = 2;
    else {
      let full = true;
      for (let k = 0; k < 9 && full; k++) full = at(k) !== 0;
      states[b] = full ? FULL : OPEN;
    }
  }
  return states;
}

/**
 * The game's end from the boards' states: `{ finished, winner }`, the winner's code (1 X, 2 O)
 * or 0. Three won boards in a row win (X's first); with no open board left and no such line, the
 * tiebreak decides: a draw, or (`'boards'`) whoever won more boards.
 */
export function endOf(states, rules) {
  const at = (k) => states[k];
  if (lined(at, 1)) return { finished: true, winner: 1 };
  if (lined(at, 2)) return { finished: true, winner: 2 };
  if (states.includes(OPEN)) return { finished: false, winner: 0 };
  if (rules.tiebreak !== 'boards') return { finished: true, winner: 0 };
  let x = 0;
  let o = 0;
  for (const s of states) {
    if (s === 1) x++;
    else if (s === 2) o++;
  }
  return { finished: true, winner: x > o ? 1 : o > x ? 2 : 0 };
}

/** The small board the side to move is sent to, or -1 for any open board. */
export function targetOf(states, last) {
  if (last < 0) return -1;
  const t = placeOf(last);
  return states[t] === OPEN ? t : -1;
}

/** The cells the side to move may mark, row-major; none once the game is over. */
export function movesOf({ cells, last }, rules) {
  const states = boardStates(cells);
  if (endOf(states, rules).finished) return [];
  const target = targetOf(states, last);
  const out = [];
  for (let i = 0; i < 81; i++) {
    const b = boardOf(i);
    if (cells[i] === 0 && states[b] === OPEN && (target < 0 || b === target)) out.push(i);
  }
  return out;
}

/** Checks that cell `i` is a legal move in a read position, as the rules say, in this order: not on a finished game, not in a closed board, in the board the last move sends to, not on a taken cell. */
export function checkMove({ cells, last }, rules, i) {
  const states = boardStates(cells);
  if (endOf(states, rules).finished) throw fail(M_MNK_GAME_OVER);
  const [row, col, b] = [(i / 9) | 0, i % 9, boardOf(i)];
  if (states[b] !== OPEN) throw fail(M_ULT_CLOSED, row, col, (b / 3) | 0, b % 3);
  const target = targetOf(states, last);
  if (target >= 0 && b !== target) throw fail(M_ULT_WRONG_BOARD, row, col, (b / 3) | 0, b % 3, (target / 3) | 0, target % 3);
  if (cells[i] !== 0) throw fail(M_MNK_CELL_TAKEN, row, col);
}

/** The move at cell index `i`. */
export const moveAt = (i) => ({ row: (i / 9) | 0, col: i % 9 });

/** A read position as the canonical `{ board, lastMove }`. */
export function positionOf({ cells, last }) {
  return { board: boardOfCells(cells, GRID), lastMove: last < 0 ? null : moveAt(last) };
}

/** The position's string: 81 cells of X, O and '.', then a space and "row,col" if a move led there. */
export function textOf({ cells, last }) {
  let text = '';
  for (const c of cells) text += c === 0 ? '.' : BOARD_CELLS[c];
  return last < 0 ? text : `${text} ${(last / 9) | 0},${last % 9}`;
}

const STATES = [null, 'X', 'O', 'draw'];

/** The rules of Ultimate tic-tac-toe, checked once: its positions' utilities, in plain JavaScript. */
export class UltimateGame {
  #rules;

  constructor(rules) {
    this.#rules = readUltimateRules(rules);
  }

  /** The rules, frozen: `{ tiebreak }`. */
  get rules() {
    return this.#rules;
  }

  /** The empty board, X to move anywhere. */
  start() {
    return positionOf({ cells: new Uint8Array(81), last: -1 });
  }

  /** The position after `player` marks `move`; the last move must be the other player's. */
  applyMove(position, move, player) {
    const pos = readPosition(position);
    const i = readUltimateMove(move);
    const p = readPlayer(player);
    readSide(pos, p, false);
    checkMove(pos, this.#rules, i);
    pos.cells[i] = p + 1;
    return positionOf({ cells: pos.cells, last: i });
  }

  /** Every legal move, row-major; [] once the game is over. */
  getAvailableMoves(position) {
    return movesOf(readPosition(position), this.#rules).map(moveAt);
  }

  /** Each small board's state, 3 rows of 3: 'X' or 'O' (won), 'draw' (full with no line) or null (open). */
  getBoardWinners(position) {
    const states = boardStates(readPosition(position).cells);
    return [0, 1, 2].map((r) => [0, 1, 2].map((c) => STATES[states[r * 3 + c]]));
  }

  /** The winner: three won boards in a row, or under the 'boards' tiebreak more won boards once no move is left; null otherwise. */
  getWinner(position) {
    const { winner } = endOf(boardStates(readPosition(position).cells), this.#rules);
    return winner === 0 ? null : BOARD_CELLS[winner];
  }

  /** Over with no winner. */
  isDraw(position) {
    const end = endOf(boardStates(readPosition(position).cells), this.#rules);
    return end.finished && end.winner === 0;
  }

  /** The position in its canonical form `{ board, lastMove }`, from any form the methods read. */
  parse(position) {
    return positionOf(readPosition(position));
  }

  /** Whose move it is: the other player than the last move's mark; with no last move, X when the counts are equal, else O; null once the game is over. */
  sideToMove(position) {
    const pos = readPosition(position);
    if (endOf(boardStates(pos.cells), this.#rules).finished) return null;
    if (pos.last >= 0) return BOARD_CELLS[3 - pos.cells[pos.last]];
    let balance = 0;
    for (const c of pos.cells) balance += c === 1 ? 1 : c === 2 ? -1 : 0;
    return balance > 0 ? 'O' : 'X';
  }

  /** The position's string form, which every method also reads. */
  toString(position) {
    return textOf(readPosition(position));
  }
}
