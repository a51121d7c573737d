// The readers of oxo-ai: every board, move and player a caller passes is read and checked here
// (options objects in ./options.js, snapshots and records in ./records.js, over this file's
// lists), once, in plain JavaScript, and handed on as wire numbers (a board is X's squares then O's, a
// player its index, a move its square). A value they refuse throws the coded error whose
// message src/text/texts.rs declares (./wire.js has the texts); no wasm is needed to read.
//
// Same module rules as extras.js: siblings only, no top-level await or `import.meta`, no work at
// module load beyond defining values.

import {
  ACCEPTED_CELLS, ASCII_CELLS, BOARD_O, BOARD_X, EMPTY_STRING_CELL, M_BOARD_SHAPE, M_BOARD_THREW, M_CELL, M_LIST,
  M_LIST_LENGTH, M_MOVE_KEY, M_MOVE_RANGE, M_NOTATION_CHAR, M_NOTATION_LENGTH, M_NOTATION_TYPE, NOTATION_CELLS, M_MOVE_SHAPE, M_MOVE_THREW, M_PLAYER, M_ROW_SHAPE, M_THREW, NOT_A_CELL, NULL_CELL, PLAYER_SPELLINGS,
  UNDEFINED_CELL,
} from './wire.js';

/** The error classes by kind (`ErrorKind::ALL` in src/text/error.rs). */
export const CLASSES = [TypeError, RangeError, Error];

/** `text` with each `{}` filled by the next of `args`. */
export function fill(text, args) {
  let i = 0;
  return text.replace(/\{\}/g, () => String(args[i++]));
}

/** The coded error a message (`[code, kind, text]`) makes with `args`. */
export function fail(message, ...args) {
  const error = new CLASSES[message[1]](fill(message[2], args));
  error.code = message[0];
  return error;
}

/** `text` with each lone surrogate as U+FFFD, as Rust's strings hold it. */
export function wellFormed(text) {
  return typeof text.toWellFormed === 'function' ? text.toWellFormed() : text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** The first `n` characters (code points) of `text`. */
function firstChars(text, n) {
  let end = 0;
  for (let count = 0; count < n && end < text.length; count++) end += text.codePointAt(end) > 0xffff ? 2 : 1;
  return text.slice(0, end);
}

/** `text` in double quotes, with quotes, backslashes and control characters escaped. */
export function quote(text) {
  let out = '"';
  for (const c of text) {
    const code = c.codePointAt(0);
    if (c === '"') out += '\\"';
    else if (c === '\\') out += '\\\\';
    else if (c === '\n') out += '\\n';
    else if (c === '\t') out += '\\t';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += `\\u{${code.toString(16)}}`;
    else out += c;
  }
  return `${out}"`;
}

/** 10^38: bigints this long or longer are described by their size. */
const BIG = 10n ** 38n;

/** A short description of a value for a message: `"Z"`, `7`, `null`, `an array of length 2`. */
export function describe(value) {
  switch (typeof value) {
    case 'undefined': return 'undefined';
    // A caller's string may be hundreds of megabytes: only its start is looked at.
    case 'string': return quote(firstChars(wellFormed(value.slice(0, 80)), 40));
    case 'number': case 'boolean': return String(value);
    case 'bigint': return value < BIG && value > -BIG ? `${value}n` : 'a bigint of more than 38 digits';
    case 'symbol': return 'a symbol';
    case 'function': return 'a function';
    default: return value === null ? 'null' : describeObject(value);
  }
}

function describeObject(value) {
  try {
    if (!Array.isArray(value)) return 'an object';
  } catch {
    return 'an object'; // a revoked Proxy
  }
  try {
    const length = value.length;
    return typeof length === 'number' ? `an array of length ${length}` : 'an array';
  } catch {
    return 'an array';
  }
}

/** What a getter or Proxy trap threw: `reading it threw "its message"`. */
export function describeThrown(thrown) {
  let message;
  if (typeof thrown === 'object' && thrown !== null) {
    try {
      message = thrown.message;
    } catch {
      message = undefined;
    }
  }
  const what = typeof message === 'string' ? quote(firstChars(wellFormed(message.slice(0, 160)), 80)) : describe(thrown);
  return fill(M_THREW[2], [what]);
}

/** `value[key]`; what a getter throws becomes `error(why)`. */
export function readKey(value, key, error) {
  try {
    return value[key];
  } catch (thrown) {
    throw error(describeThrown(thrown));
  }
}

/** `Array.isArray(value)`, false where that throws (a revoked Proxy). */
export function isArray(value) {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/** A cell value's code: 0 empty, 1 X, 2 O, or NOT_A_CELL. `null` first: most cells are empty. */
export function cellCode(v) {
  if (v === null) return NULL_CELL;
  if (typeof v === 'string' && v.length === 1) {
    const code = v.charCodeAt(0);
    if (code < 128) return ASCII_CELLS[code];
  }
  return rareCellCode(v);
}

// Apart from cellCode so that the hot calls inline only its common cases.
function rareCellCode(v) {
  if (typeof v === 'string') return v.length === 0 ? EMPTY_STRING_CELL : NOT_A_CELL;
  return v === undefined ? UNDEFINED_CELL : NOT_A_CELL;
}

/** The square's name in messages: `(row, col)`. */
export function squareName(square) {
  return `(${(square / 3) | 0}, ${square % 3})`;
}

/** The errors the readers made themselves, told apart from what a caller's getter threw. */
const OURS = new WeakSet();

/** `error`, marked as the readers' own. */
function ours(error) {
  OURS.add(error);
  return error;
}

/**
 * A board (3 rows of 3 cells, or 9 cells) as a wire board: X's squares in the low 9 bits, O's
 * in the next 9. Every cell is read once, in row-major order, before the first cell that spells
 * no value is named (a row that is not 3 cells stops the reading there); what a getter throws
 * before that is the board's error. The hot path is two small functions, one a shape, with
 * every refusal out of line (V8 shares one inlining budget among all a hot call inlines).
 */
export function readBoard(b) {
  try {
    if (!Array.isArray(b)) throw ours(fail(M_BOARD_SHAPE, describe(b)));
    const n = b.length;
    if (n === 3) return readNested(b);
    if (n === 9) return readFlat(b);
    throw ours(fail(M_BOARD_SHAPE, `an array of length ${describe(n)}`));
  } catch (thrown) {
    throw OURS.has(thrown) ? thrown : fail(M_BOARD_THREW, describeThrown(thrown));
  }
}

/** A cell's code sets its square in X's set (bit 0) and in O's (bit 1). */
function readFlat(b) {
  let x = 0;
  let o = 0;
  for (let i = 0; i < 9; i++) {
    const v = b[i];
    const c = cellCode(v);
    if (c === NOT_A_CELL) throw badCell(b, i, v);
    x |= (c & 1) << i;
    o |= (c >>> 1) << i;
  }
  return (x << BOARD_X) | (o << BOARD_O);
}

function readNested(b) {
  let x = 0;
  let o = 0;
  for (let r = 0, i = 0; r < 3; r++, i += 3) {
    const row = b[r];
    if (!Array.isArray(row) || row.length !== 3) throw rowError(row, r);
    const v0 = row[0];
    const v1 = row[1];
    const v2 = row[2];
    const c0 = cellCode(v0);
    const c1 = cellCode(v1);
    const c2 = cellCode(v2);
    if (c0 === NOT_A_CELL || c1 === NOT_A_CELL || c2 === NOT_A_CELL) {
      const k = c0 === NOT_A_CELL ? 0 : c1 === NOT_A_CELL ? 1 : 2;
      throw badCell(b, i + k, [v0, v1, v2][k], r + 1);
    }
    x |= ((c0 & 1) | ((c1 & 1) << 1) | ((c2 & 1) << 2)) << i;
    o |= ((c0 >>> 1) | ((c1 >>> 1) << 1) | ((c2 >>> 1) << 2)) << i;
  }
  return (x << BOARD_X) | (o << BOARD_O);
}

/** Row `r`'s error: not an array, or not 3 cells. */
function rowError(row, r) {
  if (!Array.isArray(row)) return ours(fail(M_ROW_SHAPE, r, describe(row)));
  return ours(fail(M_ROW_SHAPE, r, `an array of length ${describe(row.length)}`));
}

/**
 * The error of the cell at `square`, once the rest of the board is read as the reading goes on
 * (a flat board's cells after it; a nested board's rows from `nextRow`, until one is not 3
 * cells). What a getter throws then is ignored: the cell comes first.
 */
function badCell(b, square, value, nextRow) {
  try {
    if (nextRow === undefined) {
      for (let i = square + 1; i < 9; i++) void b[i];
    } else {
      for (let r = nextRow; r < 3; r++) {
        const row = b[r];
        if (!Array.isArray(row) || row.length !== 3) break;
        for (let c = 0; c < 3; c++) void row[c];
      }
    }
  } catch {
    // the cell's error stands
  }
  return ours(fail(M_CELL, squareName(square), ACCEPTED_CELLS, describe(value)));
}

/** A player as its index: exactly 'X' (0) or 'O' (1). */
export function readPlayer(p) {
  if (p === PLAYER_SPELLINGS[0]) return 0;
  if (p === PLAYER_SPELLINGS[1]) return 1;
  throw fail(M_PLAYER, describe(p));
}

/**
 * A move `{ row, col }` as its square. Both coordinates are read and typed before either is
 * ranged.
 */
export function readMove(m) {
  if (typeof m !== 'object' || m === null) throw fail(M_MOVE_SHAPE, describe(m));
  const row = coordinate(m, 'row');
  const col = coordinate(m, 'col');
  return ranged(row, 'row') * 3 + ranged(col, 'col');
}

/** `m[key]`, a number. */
function coordinate(m, key) {
  let value;
  try {
    value = m[key];
  } catch (thrown) {
    throw fail(M_MOVE_THREW, describeThrown(thrown));
  }
  if (typeof value !== 'number') throw fail(M_MOVE_KEY, key, describe(value));
  return value;
}

/** A coordinate 0, 1 or 2. */
function ranged(x, key) {
  if (x === 0 || x === 1 || x === 2) return x;
  throw fail(M_MOVE_RANGE, key, describe(x));
}

/** `error` with `context: ` before its message: the same class and code. */
function prefixed(error, context) {
  const moved = new error.constructor(`${context}: ${error.message}`);
  moved.code = error.code;
  return moved;
}

/** What `read()` returns; an error it throws has `context: ` before its message. */
export function within(context, read) {
  try {
    return read();
  } catch (error) {
    throw prefixed(error, context);
  }
}

/**
 * The entries of `value`, an array of at most `max` (what it lists is `what`), each read with
 * `entry(i, item)`; its errors carry `code` (undefined: the list messages' own, INVALID_OPTION).
 * The length and each entry are read once.
 */
export function readList(value, max, code, what, entry) {
  const recoded = (error) => {
    if (code !== undefined) error.code = code;
    return error;
  };
  const shape = (got) => recoded(fail(M_LIST, what, max, got));
  let array;
  try {
    array = Array.isArray(value);
  } catch {
    throw shape('could not be inspected');
  }
  if (!array) throw shape(describe(value));
  let length;
  try {
    length = value.length;
  } catch (thrown) {
    throw shape(`length: ${describeThrown(thrown)}`);
  }
  if (!(Number.isInteger(length) && length >= 0 && length <= max)) {
    throw recoded(fail(M_LIST_LENGTH, what, max, `an array of length ${describe(length)}`));
  }
  const items = [];
  for (let i = 0; i < length; i++) {
    let item;
    try {
      item = value[i];
    } catch (thrown) {
      throw shape(`entry ${i}: ${describeThrown(thrown)}`);
    }
    items.push(entry(i, item));
  }
  return items;
}

/** The wire board of the 9-character notation. */
export function readNotation(text) {
  if (typeof text !== 'string') throw fail(M_NOTATION_TYPE, describe(text));
  // A long string is reported by its length, unread.
  if (text.length > 36) throw fail(M_NOTATION_LENGTH, text.length);
  const chars = Array.from(wellFormed(text));
  if (chars.length !== 9) throw fail(M_NOTATION_LENGTH, chars.length);
  const codes = chars.map((c, i) => {
    const code = c.length === 1 && c.charCodeAt(0) < 128 ? NOTATION_CELLS[c.charCodeAt(0)] : NOT_A_CELL;
    if (code === NOT_A_CELL) throw fail(M_NOTATION_CHAR, squareName(i), quote(c));
    return code;
  });
  let board = 0;
  codes.forEach((code, i) => {
    if (code !== 0) board |= 1 << (i + (code === 1 ? BOARD_X : BOARD_O));
  });
  return board;
}
