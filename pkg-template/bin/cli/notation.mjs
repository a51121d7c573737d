// How a board and a move are typed on the command line. Only the form is read here: whether
// a board is well formed is `parseBoard`'s call (or the package's board reader, for JSON), and
// whether a move is legal is the referee's.

import { parseBoard } from 'oxo-ai';
import { UsageError, blame } from './errors.mjs';

/**
 * Reads a board argument: JSON cells when it starts with [, else the notation, which only
 * `parseBoard` judges; when it refuses text that is not 9 characters long, the usage hint
 * says what a board looks like. `what` names the argument in messages (`<board>`, `--start`).
 */
export function readBoard(text, what = '<board>') {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed);
    } catch (e) {
      throw new UsageError(`${what} looks like JSON but does not parse: ${e.message}`);
    }
  }
  try {
    return parseBoard(trimmed);
  } catch (e) {
    const length = [...trimmed].length;
    if (e?.code !== 'INVALID_BOARD' || length === 9) throw e;
    const prefix = what === '<board>' ? '' : `${what}: `;
    throw new UsageError(`${prefix}a board is 9 characters, row by row (X, O, and . or - for empty, e.g. X.O.X...O), got ${length}: "${trimmed}"`);
  }
}

/**
 * Reads a move: "row col" (also "row,col" or "(row, col)") or a cell number 1-9, as the
 * analyzer names cells. Returns { move } or { problem } (a sentence for a person); the
 * numbers are passed on as typed, for the referee to judge.
 */
export function readMove(text) {
  const t = text.trim();
  if (t === '') return { problem: 'Type a move, e.g. "1 1" or 5.' };
  const cell = /^(\d+)$/.exec(t);
  if (cell) {
    const n = Number(cell[1]);
    if (n < 1 || n > 9) return { problem: `There is no cell ${cell[1]}: cells are numbered 1 to 9.` };
    return { move: { row: Math.floor((n - 1) / 3), col: (n - 1) % 3 } };
  }
  const pair = /^\(?\s*(-?\d+)\s*[\s,]\s*(-?\d+)\s*\)?$/.exec(t);
  if (pair) return { move: { row: Number(pair[1]), col: Number(pair[2]) } };
  return { problem: `"${t}" is not a move. Type a row and a column (e.g. "1 2") or a cell number 1-9.` };
}

const NAMED = /^([xo])\s*:(.*)$/is;

/**
 * Reads a move that may name its player first ("X:1,1", "o: 5"), as `review` and `infer`
 * take them: { move, player } (player 'X', 'O', or undefined when not named) or { problem }.
 */
export function readNamedMove(text) {
  const named = NAMED.exec(text.trim());
  const { move, problem } = readMove(named ? named[2] : text);
  return problem ? { problem } : { move, player: named?.[1].toUpperCase() };
}

/**
 * Plays a move `readNamedMove` read on the referee `game`; `subject` names it in messages. A
 * move marked for the player who is not to move, and a move the referee refuses, are usage
 * errors.
 */
export function playNamedMove(game, { move, player }, subject) {
  if (player !== undefined && game.toMove !== null && player !== game.toMove) {
    throw new UsageError(`${subject} is marked ${player}, but ${game.toMove} is to move`);
  }
  blame(subject, ['INVALID_MOVE', 'CELL_OCCUPIED', 'GAME_OVER'], () => game.play(move));
}

/** A move as the review command prints it and reads it back: "row,col". */
export const moveArg = ({ row, col }) => `${row},${col}`;
