// The readers of oxo-ai/mnk (README "Bigger boards"): m,n,k rules, boards, moves and engine options, read and
// checked once in plain JavaScript into plain numbers: rules as `{ rows, cols, k, gravity,
// misere }`, a board as one byte per cell (0 empty, 1 X, 2 O, row-major), a move as its cell
// index. The limits and messages come from Rust (./mnk-wire.js, ./wire.js).
//
// Same module rules as extras.js.

import {
  ACCEPTED_CELLS, MAX_SEED, M_CELL, M_BOARD_THREW, M_MOVE_THREW, M_OBJECT, M_OPTION_FLAG, M_OPTION_READ, NOT_A_CELL,
} from './wire.js';
import {
  MNK_DEFAULT_LEVEL, MNK_LEVELS, MNK_LEVEL_LIST, MNK_MAX_TIME_MS, MNK_SIDES, M_MNK_BOARD_SHAPE, M_MNK_COLUMN,
  M_MNK_FLOATING, M_MNK_K, M_MNK_LEVEL, M_MNK_MOVE_KEY, M_MNK_MOVE_SHAPE, M_MNK_MOVE_WHOLE, M_MNK_OFF_BOARD,
  M_MNK_ROW_SHAPE, M_MNK_RULES_SHAPE, M_MNK_RULE_NUMBER, M_MNK_SIDE, M_MNK_TIME, M_MNK_TIME_RANGE,
} from './mnk-wire.js';
import { cellCode, describe, fail, isArray, readKey } from './read.js';
import { nameIndex, readCount, seedSlot } from './options.js';

/** `{ rows, cols, k, gravity?, misere? }` checked, as a frozen object with all five. */
export function readRules(value) {
  if (typeof value !== 'object' || value === null || isArray(value)) throw fail(M_MNK_RULES_SHAPE, describe(value));
  const get = (key) => readKey(value, key, (why) => fail(M_OPTION_READ, `rules.${key}`, why));
  const [rows, cols, k, gravity, misere] = ['rows', 'cols', 'k', 'gravity', 'misere'].map(get);
  const [low, high] = MNK_SIDES;
  const side = (x, key) => {
    if (typeof x !== 'number') throw fail(M_MNK_RULE_NUMBER, key, describe(x));
    if (!(Number.isInteger(x) && x >= low && x <= high)) throw fail(M_MNK_SIDE, key, describe(x));
    return x;
  };
  const r = side(rows, 'rows');
  const c = side(cols, 'cols');
  if (typeof k !== 'number') throw fail(M_MNK_RULE_NUMBER, 'k', describe(k));
  if (!(Number.isInteger(k) && k >= 3 && k <= Math.max(r, c))) throw fail(M_MNK_K, Math.max(r, c), describe(k));
  const flag = (x, key) => {
    if (x === undefined) return false;
    if (typeof x !== 'boolean') throw fail(M_OPTION_FLAG, `rules.${key}`, describe(x));
    return x;
  };
  return Object.freeze({ rows: r, cols: c, k, gravity: flag(gravity, 'gravity'), misere: flag(misere, 'misere') });
}

/** The rules as the module takes them: `[rows, cols, k, gravity, misere]`. */
export function rulesSlots(rules) {
  return Uint32Array.of(rules.rows, rules.cols, rules.k, rules.gravity ? 1 : 0, rules.misere ? 1 : 0);
}

/** A cell's name in messages: `(row, col)`. */
export function cellName(rules, i) {
  return `(${Math.floor(i / rules.cols)}, ${i % rules.cols})`;
}

/**
 * A board of `rules` (rows arrays of cols cells, or rows·cols cells) as one byte per cell.
 * Every cell is read before the first bad one is named; under gravity a mark above an empty
 * cell is refused.
 */
export function readMnkBoard(board, rules) {
  const { rows, cols } = rules;
  const n = rows * cols;
  const shape = (got) => fail(M_MNK_BOARD_SHAPE, rows, cols, n, got);
  if (!isArray(board)) throw shape(describe(board));
  const threw = (why) => fail(M_BOARD_THREW, why);
  const at = (array, i) => readKey(array, i, threw);
  const length = readKey(board, 'length', threw);
  const cells = new Uint8Array(n);
  const values = new Array(n);
  if (length === n) {
    for (let i = 0; i < n; i++) values[i] = at(board, i);
  } else if (length === rows) {
    for (let r = 0; r < rows; r++) {
      const row = at(board, r);
      const rowLength = isArray(row) ? readKey(row, 'length', threw) : undefined;
      if (rowLength !== cols) throw fail(M_MNK_ROW_SHAPE, r, cols, isArray(row) ? `an array of length ${describe(rowLength)}` : describe(row));
      for (let c = 0; c < cols; c++) values[r * cols + c] = at(row, c);
    }
  } else {
    throw shape(`an array of length ${describe(length)}`);
  }
  for (let i = 0; i < n; i++) {
    const code = cellCode(values[i]);
    if (code === NOT_A_CELL) throw fail(M_CELL, cellName(rules, i), ACCEPTED_CELLS, describe(values[i]));
    cells[i] = code;
  }
  if (rules.gravity) {
    for (let i = 0; i < n - cols; i++) {
      if (cells[i] !== 0 && cells[i + cols] === 0) throw fail(M_MNK_FLOATING, Math.floor(i / cols), i % cols);
    }
  }
  return cells;
}

/**
 * A move on a board of `rules`: `{ row, col }`, or under gravity a column number, as
 * `{ row, col }` if it names a cell on the board, else `{ column }` (a column number whose cell
 * the rules find) — both coordinates read and typed before either is ranged.
 */
export function readMnkMove(move, rules) {
  if (rules.gravity && typeof move === 'number') {
    if (!(Number.isInteger(move) && move >= 0 && move < rules.cols)) throw fail(M_MNK_COLUMN, describe(move), rules.cols - 1);
    return { column: move };
  }
  if (typeof move !== 'object' || move === null) throw fail(M_MNK_MOVE_SHAPE, rules.gravity ? ' or a column number' : '', describe(move));
  const coordinate = (key) => {
    const x = readKey(move, key, (why) => fail(M_MOVE_THREW, why));
    if (typeof x !== 'number') throw fail(M_MNK_MOVE_KEY, key, describe(x));
    return x;
  };
  const row = coordinate('row');
  const col = coordinate('col');
  for (const [key, x] of [['row', row], ['col', col]]) if (!Number.isInteger(x)) throw fail(M_MNK_MOVE_WHOLE, key, describe(x));
  if (row < 0 || row >= rules.rows || col < 0 || col >= rules.cols) throw fail(M_MNK_OFF_BOARD, row, col, rules.rows, rules.cols);
  return { row: row + 0, col: col + 0 };
}

/** An optional options object. */
export function optionsObject(value, what) {
  if (value === undefined || value === null) return {};
  if (typeof value === 'object' && !isArray(value)) return value;
  throw fail(M_OBJECT, what, describe(value));
}

/** `options[key]`; what a getter throws is the option's error. */
export function option(options, key) {
  return readKey(options, key, (why) => fail(M_OPTION_READ, key, why));
}

/** `timeMs`: milliseconds, 0 to an hour; NaN when absent. */
export function readTime(value) {
  if (value === undefined) return NaN;
  if (typeof value !== 'number') throw fail(M_MNK_TIME, describe(value));
  if (!(value >= 0 && value <= MNK_MAX_TIME_MS)) throw fail(M_MNK_TIME_RANGE, MNK_MAX_TIME_MS, describe(value));
  return value;
}

/** `maxNodes`: a whole count; NaN when absent. */
function readNodes(value) {
  return readCount(value, 'maxNodes', [0, MAX_SEED], NaN);
}

/** A call's budget `{ timeMs?, maxNodes? }` as `[timeMs, maxNodes]` (NaN: absent). */
export function readBudget(value, what) {
  const options = optionsObject(value, what);
  const time = readTime(option(options, 'timeMs'));
  return [time, readNodes(option(options, 'maxNodes'))];
}

/**
 * `MnkEngine`'s options `{ difficulty?, timeMs?, maxNodes?, seed?, strict? }` as plain data:
 * the level's index, the budget, the seed's slot (and a string seed's text) and `strict`.
 */
export function readMnkOptions(value) {
  const options = optionsObject(value, 'engine options');
  const unknown = (got) => fail(M_MNK_LEVEL, MNK_LEVEL_LIST, got);
  const level = nameIndex(option(options, 'difficulty'), 'difficulty', MNK_LEVELS, MNK_DEFAULT_LEVEL, unknown);
  const timeMs = readTime(option(options, 'timeMs'));
  const maxNodes = readNodes(option(options, 'maxNodes'));
  const seed = {};
  const slot = seedSlot(option(options, 'seed'), seed);
  const strict = option(options, 'strict');
  if (strict !== undefined && typeof strict !== 'boolean') throw fail(M_OPTION_FLAG, 'strict', describe(strict));
  return { level, timeMs, maxNodes, seed: slot, seedText: seed.text, strict: strict === true };
}
