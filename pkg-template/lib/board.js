// The board utilities of oxo-ai (README "Board utilities"): pure functions of a board, a move or a player,
// in plain JavaScript (README "Loading": a page that calls only these loads no wasm). Each reads its
// arguments (./read.js), applies the rules (./rules.js) and builds the answer. Boards in other
// formats are in ./formats.js. oxo-ai/worker exports exactly these names too, synchronously.
//
// Same module rules as extras.js (esbuild makes the CommonJS copy).

import { LINE_CELLS, PLAYERS } from './wire.js';
import { readBoard, readMove, readPlayer } from './read.js';
import { boardOf, flatOf, movesOf, notationOf, onChainOf } from './boundary.js';
import {
  emptyOf, hasLine, isFinished, isFull, legalSquares, lineOf, marksOf, oOf, play, reachableSide, winnerOf, xOf,
} from './rules.js';

/** A fresh 3x3 board of nulls. */
export function emptyBoard() {
  return [[null, null, null], [null, null, null], [null, null, null]];
}

/** A new board with `player`'s mark at `move`. */
export function applyMove(board, move, player) {
  const b = readBoard(board);
  const square = readMove(move);
  return boardOf(play(b, square, readPlayer(player)));
}

/** True if `player` has three in a row. */
export function checkWin(board, player) {
  const b = readBoard(board);
  return hasLine(marksOf(b, readPlayer(player)));
}

/** True if no empty cell remains. */
export function isBoardFull(board) {
  return isFull(readBoard(board));
}

/** True if the board is full and nobody has won. */
export function isDraw(board) {
  const b = readBoard(board);
  return isFull(b) && !hasLine(xOf(b)) && !hasLine(oOf(b));
}

/** Every empty cell, row-major. */
export function getAvailableMoves(board) {
  return movesOf(emptyOf(readBoard(board)));
}

/** The other player. */
export function opponent(player) {
  return PLAYERS[1 - readPlayer(player)];
}

/** The player with three in a row, or null. */
export function getWinner(board) {
  return PLAYERS[winnerOf(readBoard(board))] ?? null;
}

/** The three cells of the winner's line, or null. */
export function getWinningLine(board) {
  const b = readBoard(board);
  const winner = winnerOf(b);
  return winner < 0 ? null : movesOf(LINE_CELLS[lineOf(marksOf(b, winner))]);
}

/** The board as 9 cells, row-major. */
export function toFlat(board) {
  return flatOf(readBoard(board));
}

/** A nested board from 9 cells (or a nested board), row-major. */
export function fromFlat(cells) {
  return boardOf(readBoard(cells));
}

/** The on-chain encoding: 9 numbers, 0 empty, 1 X, 2 O. */
export function toOnChain(board) {
  return onChainOf(readBoard(board));
}

/** The 9-character notation of a board, '.' for empty. */
export function formatBoard(board) {
  return notationOf(readBoard(board));
}

/** Whose turn it is on a reachable board; null once it is finished. */
export function sideToMove(board) {
  const b = readBoard(board);
  const side = reachableSide(b);
  return isFinished(b) ? null : PLAYERS[side];
}

/** Every move `player` may make, row-major, checked as the referee checks. */
export function getLegalMoves(board, player) {
  const b = readBoard(board);
  return movesOf(legalSquares(b, readPlayer(player)));
}
