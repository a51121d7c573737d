// The board utilities of oxo-ai (SPEC §2, §7.1): pure functions of a board, a move or a
// player, in the engine module (boards in other formats are in ./formats.js). Each reads its arguments (./boundary.js), calls the wasm module's internal export
// (./oxo_ai.js) and builds the answer (./boundary.js); every check and message is Rust's.
// oxo-ai/worker exports exactly these names too, synchronously (scripts/worker-build.mjs).
//
// Same module rules as extras.js (esbuild makes the CommonJS copy).

import {
  apply_move, board_facts, check_win, empty_board, format_board, legal_moves, opponent as opponentOf, pack_board,
  side_to_move, utility_error,
} from './oxo_ai.js';
import { Reader, boardOf, flatOf, movesOf, onBoard, onChainOf, playerOf } from './boundary.js';
import {
  FACT_DRAW, FACT_DRAW_MASK, FACT_EMPTY, FACT_EMPTY_MASK, FACT_FULL, FACT_FULL_MASK, FACT_LINE, FACT_LINE_MASK, FACT_WINNER,
  FACT_WINNER_MASK,
} from './wire.js';

/** A utility export's number; NaN means Rust kept an error for this call: it is thrown. */
function answered(value) {
  if (value !== value) throw utility_error();
  return value;
}

/** `call` on the board's word and fault, answered. */
function onWord(board, call) {
  return answered(onBoard(board, call));
}

/** A fresh 3x3 board of nulls. */
export function emptyBoard() {
  return boardOf(empty_board());
}

/** A new board with `player`'s mark at `move`. */
export function applyMove(board, move, player) {
  const r = new Reader();
  const word = r.board(board);
  const [row, col] = r.move(move);
  const p = r.player(player);
  return boardOf(answered(apply_move(word, row, col, p, r.fault)));
}

/** True if `player` has three in a row. */
export function checkWin(board, player) {
  const r = new Reader();
  const word = r.board(board);
  return answered(check_win(word, r.player(player), r.fault)) === 1;
}

/** True if no empty cell remains. */
export function isBoardFull(board) {
  return ((onWord(board, board_facts) >>> FACT_FULL) & FACT_FULL_MASK) === 1;
}

/** True if the board is full and nobody has won. */
export function isDraw(board) {
  return ((onWord(board, board_facts) >>> FACT_DRAW) & FACT_DRAW_MASK) === 1;
}

/** Every empty cell, row-major. */
export function getAvailableMoves(board) {
  return movesOf((onWord(board, board_facts) >>> FACT_EMPTY) & FACT_EMPTY_MASK);
}

/** The other player. */
export function opponent(player) {
  const r = new Reader();
  return playerOf(answered(opponentOf(r.player(player), r.fault)));
}

/** The player with three in a row, or null. */
export function getWinner(board) {
  return playerOf((onWord(board, board_facts) >>> FACT_WINNER) & FACT_WINNER_MASK);
}

/** The three cells of the winner's line, or null. */
export function getWinningLine(board) {
  const set = (onWord(board, board_facts) >>> FACT_LINE) & FACT_LINE_MASK;
  return set === 0 ? null : movesOf(set);
}

/** The board as 9 cells, row-major. */
export function toFlat(board) {
  return flatOf(onWord(board, pack_board));
}

/** A nested board from 9 cells (or a nested board), row-major. */
export function fromFlat(cells) {
  return boardOf(onWord(cells, pack_board));
}

/** The on-chain encoding: 9 numbers, 0 empty, 1 X, 2 O. */
export function toOnChain(board) {
  return onChainOf(onWord(board, pack_board));
}

/** The 9-character notation of a board, '.' for empty. */
export function formatBoard(board) {
  return onBoard(board, format_board);
}

/** Whose turn it is on a reachable board; null once it is finished. */
export function sideToMove(board) {
  return playerOf(onWord(board, side_to_move));
}

/** Every move `player` may make, row-major, checked as the referee checks. */
export function getLegalMoves(board, player) {
  const r = new Reader();
  const word = r.board(board);
  return movesOf(answered(legal_moves(word, r.player(player), r.fault)));
}
