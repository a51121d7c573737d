// The rules of tic-tac-toe in JavaScript, for the board utilities (README "Board utilities"): lines, the
// winner, a full board, a move, and which boards a legal game reaches. They are src/ttt/board.rs's
// and src/ttt/position.rs's rules over the same wire boards (X's squares, then O's), with the lines
// and messages generated from Rust (./wire.js), and js-tests/rules.test.mjs checks both on all
// 3^9 boards with either player.
//
// Same module rules as extras.js.

import {
  BOARD_O, BOARD_O_MASK, BOARD_X, BOARD_X_MASK, LINE_CELLS, M_CELL_TAKEN, M_COUNTS, M_GAME_OVER, M_TURN, M_TWO_WINNERS, M_WINNER_NOT_LAST, PLAYERS,
} from './wire.js';
import { fail, squareName } from './read.js';

/** Every square. */
export const ALL_SQUARES = 0x1ff;

/** X's squares of a wire board. */
export function xOf(board) {
  return (board >>> BOARD_X) & BOARD_X_MASK;
}

/** O's squares of a wire board. */
export function oOf(board) {
  return (board >>> BOARD_O) & BOARD_O_MASK;
}

/** The squares `player` (0 X, 1 O) holds. */
export function marksOf(board, player) {
  return player === 0 ? xOf(board) : oOf(board);
}

/** The index of the first line (README "GameAnalyzer" order) `marks` completes, or -1. */
export function lineOf(marks) {
  for (let i = 0; i < LINE_CELLS.length; i++) if ((marks & LINE_CELLS[i]) === LINE_CELLS[i]) return i;
  return -1;
}

/** True if `marks` completes a line. */
export function hasLine(marks) {
  return lineOf(marks) >= 0;
}

/** The one player with a line (0 X, 1 O); -1 for none, or both. */
export function winnerOf(board) {
  const x = hasLine(xOf(board));
  const o = hasLine(oOf(board));
  return x === o ? -1 : x ? 0 : 1;
}

/** The empty squares. */
export function emptyOf(board) {
  return ALL_SQUARES & ~(xOf(board) | oOf(board));
}

/** True if no square is empty. */
export function isFull(board) {
  return emptyOf(board) === 0;
}

/** True if a player has a line or the board is full. */
export function isFinished(board) {
  return isFull(board) || hasLine(xOf(board)) || hasLine(oOf(board));
}

/** `player` marks `square`: a new board. Throws GAME_OVER on a finished board, else CELL_OCCUPIED. */
export function play(board, square, player) {
  if (isFinished(board)) throw fail(M_GAME_OVER);
  if (!(emptyOf(board) & (1 << square))) throw fail(M_CELL_TAKEN, squareName(square));
  return board | (1 << (square + (player === 0 ? BOARD_X : BOARD_O)));
}

/** The number of squares in a set. */
function count(set) {
  let n = 0;
  for (let s = set; s !== 0; s &= s - 1) n++;
  return n;
}

/**
 * The side to move (0 X, 1 O) on a board a legal game reaches (README "Errors"); it throws
 * IMPOSSIBLE_POSITION, naming the first rule the board breaks, for any other board.
 */
export function reachableSide(board) {
  const x = count(xOf(board));
  const o = count(oOf(board));
  if (x !== o && x !== o + 1) throw fail(M_COUNTS, x, o);
  const xLine = hasLine(xOf(board));
  const oLine = hasLine(oOf(board));
  if (xLine && oLine) throw fail(M_TWO_WINNERS);
  if (xLine && x === o) throw fail(M_WINNER_NOT_LAST, PLAYERS[0], PLAYERS[1]);
  if (oLine && x !== o) throw fail(M_WINNER_NOT_LAST, PLAYERS[1], PLAYERS[0]);
  return x === o ? 0 : 1;
}

/** The squares `player` may mark as a referee checks: reachable, unfinished, `player`'s turn (else WRONG_TURN). */
export function legalSquares(board, player) {
  const side = reachableSide(board);
  if (isFinished(board)) return 0;
  if (side !== player) throw fail(M_TURN, PLAYERS[side], PLAYERS[1 - side]);
  return emptyOf(board);
}
