// Boards and moves in other formats (README "Board utilities", "Boards from a game server"): the
// 9-character notation, on-chain lists in every shape a Stacks SDK returns (./onchain.js), a
// game server's marks, `{ x, y }` and cell numbers.
// Board utilities like ./board.js's, in plain JavaScript: reading any of these loads no wasm.
// The spellings, Clarity type names and messages come from Rust (./wire.js).
//
// Same module rules as extras.js (esbuild makes the CommonJS copy).

import {
  M_BASE, M_BASE_RANGE, M_BOARD_SHAPE, M_BOARD_THREW, M_CELL, M_INTEGER, M_MARKS_EMPTY, M_MARKS_MISSING, M_MARKS_SAME,
  M_MARKS_SHAPE, M_NUMBER, M_OBJECT, M_OPTION_READ, M_ROW_SHAPE, M_XY_READ, M_XY_SHAPE, NOT_A_CELL, BOARD_O, BOARD_X,
} from './wire.js';
import { describe, fail, isArray, readBoard, readKey, readMove, readNotation, squareName } from './read.js';
import { boardOf, moveOf, xyOf } from './boundary.js';
import { oOf, xOf } from './rules.js';

// On-chain boards, in a module of their own (docs/DESIGN.md, "Pages of one app").
export { fromOnChain } from './onchain.js';

/** A wire board from nine codes (0 empty, 1 X, 2 O), row-major. */
function boardOfCodes(codes) {
  let board = 0;
  for (let i = 0; i < 9; i++) if (codes[i] !== 0) board |= 1 << (i + (codes[i] === 1 ? BOARD_X : BOARD_O));
  return board;
}

// ---- A game server's marks ------------------------------------------------------------------

/** SameValueZero: `===`, except that NaN equals NaN. */
function same(a, b) {
  return a === b || (a !== a && b !== b);
}

/** `{ X, O, empty? }`: X and O present and distinct, `empty` (if given) neither of them. */
function readMarks(value) {
  if (value === undefined || value === null) throw fail(M_MARKS_SHAPE, describe(value));
  if (typeof value !== 'object' || isArray(value)) throw fail(M_OBJECT, 'marks', describe(value));
  const option = (key) => readKey(value, key, (why) => fail(M_OPTION_READ, key, why));
  const x = option('X');
  const o = option('O');
  const empty = option('empty');
  if (x === undefined) throw fail(M_MARKS_MISSING, 'X', 'X');
  if (o === undefined) throw fail(M_MARKS_MISSING, 'O', 'O');
  if (same(x, o)) throw fail(M_MARKS_SAME, describe(x));
  if (same(empty, x) || same(empty, o)) throw fail(M_MARKS_EMPTY, describe(empty));
  return { x, o, empty };
}

/** An empty cell when the server names no `empty`: '', null, undefined, 0, '.', ' '. */
function isUsualEmpty(v) {
  return v === undefined || v === null || v === 0 || v === '' || v === '.' || v === ' ';
}

/** What `v` marks: 0 empty, 1 X, 2 O, or NOT_A_CELL. */
function markCode(marks, v) {
  if (same(v, marks.x)) return 1;
  if (same(v, marks.o)) return 2;
  if (marks.empty !== undefined) return same(v, marks.empty) ? 0 : NOT_A_CELL;
  return isUsualEmpty(v) ? 0 : NOT_A_CELL;
}

/** An array's length (at most 64), with the board's messages for anything else. */
function lengthOf(value, notArray, tooLong) {
  let array;
  try {
    array = Array.isArray(value);
  } catch {
    throw fail(M_BOARD_THREW, 'could not be inspected');
  }
  if (!array) throw notArray(describe(value));
  const length = readKey(value, 'length', (why) => fail(M_BOARD_THREW, `length: ${why}`));
  if (!(Number.isInteger(length) && length >= 0 && length <= 64)) throw tooLong(describe(length));
  return length;
}

/** The 9 cells of a board of 3 rows of 3, or of 9 cells, read before any is checked. */
function cellsOf(cells) {
  const at = (value, i) => readKey(value, i, (why) => fail(M_BOARD_THREW, why));
  const shape = (got) => fail(M_BOARD_SHAPE, got);
  const n = lengthOf(cells, shape, (got) => shape(`an array of length ${got}`));
  if (n === 9) return Array.from({ length: 9 }, (_, i) => at(cells, i));
  if (n !== 3) throw shape(`an array of length ${n}`);
  const read = [];
  for (let r = 0; r < 3; r++) {
    const row = at(cells, r);
    const rowShape = (got) => fail(M_ROW_SHAPE, r, got);
    const length = lengthOf(row, rowShape, (got) => rowShape(`an array of length ${got}`));
    if (length !== 3) throw rowShape(`an array of length ${length}`);
    for (let c = 0; c < 3; c++) read.push(at(row, c));
  }
  return read;
}

/** A board from a server's cells (3 rows of 3, or 9) in its own marks `{ X, O, empty? }`. */
export function fromMarks(cells, marks) {
  const m = readMarks(marks);
  const read = cellsOf(cells);
  const codes = read.map((v) => markCode(m, v));
  const bad = codes.indexOf(NOT_A_CELL);
  if (bad >= 0) {
    const named = `${describe(m.x)}, ${describe(m.o)} or ${m.empty === undefined ? 'empty' : describe(m.empty)}`;
    throw fail(M_CELL, squareName(bad), named, describe(read[bad]));
  }
  return boardOf(boardOfCodes(codes));
}

/** The board's rows in a server's marks `{ X, O, empty? }`; an empty cell is `marks.empty`, else ''. */
export function toMarks(board, marks) {
  const b = readBoard(board);
  const m = readMarks(marks);
  const empty = m.empty === undefined ? '' : m.empty;
  const cell = (i) => ((xOf(b) >>> i) & 1 ? m.x : (oOf(b) >>> i) & 1 ? m.o : empty);
  return [[cell(0), cell(1), cell(2)], [cell(3), cell(4), cell(5)], [cell(6), cell(7), cell(8)]];
}

// ---- Moves as { x, y } and cell numbers ----------------------------------------------------

/** A coordinate or cell number: a whole number in `low..=high`. */
function whole(value, what, low, high) {
  if (typeof value !== 'number') throw fail(M_NUMBER, what, describe(value));
  if (!(Number.isInteger(value) && value >= low && value <= high)) throw fail(M_INTEGER, what, low, high, describe(value));
  return value + 0; // -0 as 0
}

/** Where cell numbers start: 0 (the default) or 1. */
function readBase(value) {
  if (value === undefined) return 0;
  if (typeof value !== 'number') throw fail(M_BASE, describe(value));
  if (value !== 0 && value !== 1) throw fail(M_BASE_RANGE, describe(value));
  return value + 0;
}

/** The move as `{ x, y }`: x the column, y the row. */
export function toXY(move) {
  return xyOf(readMove(move));
}

/** The move at `{ x, y }` (x the column, y the row). */
export function fromXY(xy) {
  if (typeof xy !== 'object' || xy === null) throw fail(M_XY_SHAPE, describe(xy));
  const x = readKey(xy, 'x', (why) => fail(M_XY_READ, 'x', why));
  const y = readKey(xy, 'y', (why) => fail(M_XY_READ, 'y', why));
  const col = whole(x, 'move.x', 0, 2);
  return moveOf(whole(y, 'move.y', 0, 2) * 3 + col);
}

/** The move's cell number, row-major from `base` (0 or 1; default 0). */
export function toCell(move, base) {
  const square = readMove(move);
  return square + readBase(base);
}

/** The move at a cell number counted row-major from `base` (0 or 1; default 0). */
export function fromCell(cell, base) {
  const b = readBase(base);
  return moveOf(whole(cell, 'cell', b, b + 8) - b);
}

// ---- The 9-character notation ----------------------------------------------------------------

/** A board from the 9-character notation (X/x, O/o, '.' or '-' for empty). */
export function parseBoard(text) {
  return boardOf(readNotation(text));
}
