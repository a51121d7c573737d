// The readers of oxo-ai/ultimate: Ultimate tic-tac-toe's rules, positions, moves and engine
// options, read and checked once in plain JavaScript into plain numbers: a position as one byte
// per cell of the 9×9 board (0 empty, 1 X, 2 O, row-major) and the last move's cell index (-1
// for none), a move as its cell index. The limits and messages come from Rust (./wire.js).
//
// Same module rules as extras.js.

import { MAX_SEED, M_COUNTS, M_OPTION_FLAG, M_OPTION_READ, M_TURN, NOTATION_CELLS, PLAYERS } from './wire.js';
import { M_MNK_LEVEL } from './mnk-wire.js';
import {
  M_ULT_LAST_EMPTY, M_ULT_LAST_PLAYER, M_ULT_LAST_SHAPE, M_ULT_POSITION_READ, M_ULT_POSITION_SHAPE, M_ULT_RULES_SHAPE, M_ULT_TEXT,
  M_ULT_TIEBREAK, ULT_DEFAULT_LEVEL, ULT_LEVELS, ULT_LEVEL_LIST, ULT_TIEBREAKS,
} from './ultimate-wire.js';
import { describe, fail, isArray, readKey } from './read.js';
import { option, optionsObject, readMnkBoard, readMnkMove, readTime } from './mnk-read.js';
import { nameIndex, readCount, seedSlot } from './options.js';

/** The 9×9 board as the m,n,k readers read it: the same shapes, spellings and messages. */
export const GRID = Object.freeze({ rows: 9, cols: 9, k: 3, gravity: false, misere: false });
/** How a finished game with no line of boards ends: a draw, or by the count of won boards (by index on the wire). */
export const TIEBREAKS = ULT_TIEBREAKS;

/** `{ tiebreak? }` checked (undefined: the defaults), as a frozen object. */
export function readUltimateRules(value) {
  if (value === undefined) return Object.freeze({ tiebreak: TIEBREAKS[0] });
  if (typeof value !== 'object' || value === null || isArray(value)) throw fail(M_ULT_RULES_SHAPE, describe(value));
  const tiebreak = readKey(value, 'tiebreak', (why) => fail(M_OPTION_READ, 'rules.tiebreak', why));
  if (tiebreak !== undefined && !TIEBREAKS.includes(tiebreak)) throw fail(M_ULT_TIEBREAK, describe(tiebreak));
  return Object.freeze({ tiebreak: tiebreak ?? TIEBREAKS[0] });
}

/** The position string: 81 cells, then optionally a space and "row,col". */
const TEXT = /^([^ ]{81})(?: ([0-8]),([0-8]))?$/;

/**
 * A position as `{ cells, last }`: `{ board, lastMove }` (the board nested 9×9 or flat 81, as
 * the m,n,k readers read boards) or its string form. The last move must hold a mark: the
 * mark of the player who did not move next, which `readSide` checks once the player is known.
 */
export function readPosition(value) {
  if (typeof value === 'string') return readText(value);
  if (typeof value !== 'object' || value === null || isArray(value)) throw fail(M_ULT_POSITION_SHAPE, describe(value));
  const get = (key) => readKey(value, key, (why) => fail(M_ULT_POSITION_READ, why));
  const cells = readMnkBoard(get('board'), GRID);
  const lastMove = get('lastMove');
  let last = -1;
  if (lastMove !== null && lastMove !== undefined) {
    let move;
    try {
      move = readMnkMove(lastMove, GRID);
    } catch {
      throw fail(M_ULT_LAST_SHAPE, describe(lastMove));
    }
    last = move.row * 9 + move.col;
  }
  return checkedLast({ cells, last });
}

function readText(text) {
  const m = TEXT.exec(text);
  const cells = new Uint8Array(81);
  const bad = () => fail(M_ULT_TEXT, describe(text.length > 100 ? `${text.slice(0, 100)}…` : text));
  if (m === null) throw bad();
  for (let i = 0; i < 81; i++) {
    const code = m[1].charCodeAt(i);
    const cell = code < 128 ? NOTATION_CELLS[code] : 3;
    if (cell > 2) throw bad();
    cells[i] = cell;
  }
  return checkedLast({ cells, last: m[2] === undefined ? -1 : Number(m[2]) * 9 + Number(m[3]) });
}

function checkedLast(position) {
  const { cells, last } = position;
  if (last >= 0 && cells[last] === 0) throw fail(M_ULT_LAST_EMPTY, (last / 9) | 0, last % 9);
  return position;
}

/**
 * Checks that `player` (0 X, 1 O) may be the side to move in a read position: the last move, if
 * any, is the other player's mark; `strict` adds the counts (X as many as O or one more) and the
 * turn they give.
 */
export function readSide(position, player, strict) {
  const { cells, last } = position;
  if (last >= 0 && cells[last] === player + 1) {
    throw fail(M_ULT_LAST_PLAYER, (last / 9) | 0, last % 9, PLAYERS[player], PLAYERS[player]);
  }
  if (strict) {
    let x = 0;
    let o = 0;
    for (const c of cells) {
      if (c === 1) x++;
      else if (c === 2) o++;
    }
    if (x !== o && x !== o + 1) throw fail(M_COUNTS, x, o);
    const toMove = x === o ? 0 : 1;
    if (toMove !== player) throw fail(M_TURN, PLAYERS[toMove], PLAYERS[player]);
  }
}

/** A move on the 9×9 board as its cell index. */
export function readUltimateMove(move) {
  const m = readMnkMove(move, GRID);
  return m.row * 9 + m.col;
}

/** `maxPlayouts`: a whole count; NaN when absent. */
function readPlayouts(value) {
  return readCount(value, 'maxPlayouts', [0, MAX_SEED], NaN);
}

/** A call's budget `{ timeMs?, maxPlayouts? }` as `[timeMs, maxPlayouts]` (NaN: absent). */
export function readUltimateBudget(value, what) {
  const options = optionsObject(value, what);
  return [readTime(option(options, 'timeMs')), readPlayouts(option(options, 'maxPlayouts'))];
}

/**
 * `UltimateEngine`'s options `{ difficulty?, timeMs?, maxPlayouts?, seed?, strict? }` as plain
 * data: the level's index, the budget, the seed's slot (and a string seed's text) and `strict`.
 */
export function readUltimateOptions(value) {
  const options = optionsObject(value, 'engine options');
  const unknown = (got) => fail(M_MNK_LEVEL, ULT_LEVEL_LIST, got);
  const level = nameIndex(option(options, 'difficulty'), 'difficulty', ULT_LEVELS, ULT_DEFAULT_LEVEL, unknown);
  const timeMs = readTime(option(options, 'timeMs'));
  const maxPlayouts = readPlayouts(option(options, 'maxPlayouts'));
  const seed = {};
  const slot = seedSlot(option(options, 'seed'), seed);
  const strict = option(options, 'strict');
  if (strict !== undefined && typeof strict !== 'boolean') throw fail(M_OPTION_FLAG, 'strict', describe(strict));
  return { level, timeMs, maxPlayouts, seed: slot, seedText: seed.text, strict: strict === true };
}
