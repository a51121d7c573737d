// The one JS conversion module of oxo-ai: it reads a caller's arguments once and encodes what
// each value IS (its index among the spellings src/vocabulary.rs accepts, a number, or, for a
// value it cannot encode, a fault carrying the value), and it builds every answer object from
// the numbers Rust returns. It never judges a value: Rust decodes, decides and explains every
// rejection. The layouts and tables come from ./wire.js, generated from src/wire.rs at build.
//
// Same module rules as extras.js: siblings only, no top-level await or `import.meta`, no work at
// module load beyond defining values.

import {
  ASCII_CELL_TOKENS, BOARD_CELLS, COUNT_BITS, DEPTHS, EMPTY_STRING_TOKEN, EVALUATIONS, FAULT,
  HEAD_BEST, HEAD_BEST_MASK, HEAD_COUNT, HEAD_COUNT_MASK, HEAD_EVALUATION, HEAD_EVALUATION_MASK,
  HEAD_PAYLOAD, HEAD_SLOT, HEAD_SLOT_MASK, HEAD_THREATS, ITEM_BITS, LINE_DIRECTIONS, LINE_INDICES,
  NO_PLAYER, NO_SQUARE, NULL_TOKEN, OTHER, PACKED_CELL, PACKED_CELL_BITS, PACKED_CELL_MASK,
  PER_PART, PLAYERS, PLAYER_SPELLINGS, RANKED_EVAL, RANKED_EVAL_MASK, RANKED_SQUARE,
  RANKED_SQUARE_MASK, RULES, RULE_INDEX, RULE_INDEX_MASK, RULE_SQUARE, RULE_SQUARE_MASK, SCORES,
  THREAT_KIND, THREAT_KINDS, THREAT_KIND_MASK, THREAT_LINE, THREAT_LINE_MASK, THREAT_PLAYER,
  THREAT_PLAYER_MASK, THREAT_SQUARE, THREAT_SQUARE_MASK, TOKEN_BITS, UNDEFINED_TOKEN,
} from './wire.js';

// Square i is (row, col) = (ROW[i], COL[i]): row-major, as src/square.rs numbers squares.
const ROW = [0, 0, 0, 1, 1, 1, 2, 2, 2];
const COL = [0, 1, 2, 0, 1, 2, 0, 1, 2];

/** A cell value's token: its index among the accepted spellings, or OTHER. */
function cellToken(v) {
  if (v === null) return NULL_TOKEN;
  if (typeof v === 'string' && v.length === 1) {
    const code = v.charCodeAt(0);
    if (code < 128) return ASCII_CELL_TOKENS[code];
  }
  return rareCellToken(v);
}

// Apart from cellToken so that the hot calls inline only its common cases (V8's inlining
// budget is shared by everything a hot call inlines).
function rareCellToken(v) {
  if (typeof v === 'string') return v.length === 0 ? EMPTY_STRING_TOKEN : OTHER;
  return v === undefined ? UNDEFINED_TOKEN : OTHER;
}

// A board word is 9 tokens of TOKEN_BITS bits, cell 0 lowest, built from three groups of three
// cells (each group an int; the word, below 2^36, exact as a float).
const GROUP_SCALE = [1, 2 ** (3 * TOKEN_BITS), 2 ** (6 * TOKEN_BITS)];
const CARRY = 2 ** TOKEN_BITS;

/** Three cell tokens as one group, the first lowest. */
function group(t0, t1, t2) {
  return t0 | (t1 << TOKEN_BITS) | (t2 << (2 * TOKEN_BITS));
}

/**
 * One call's reading: encoders return numbers and record the first value they could not
 * encode as `fault` (`[code, value]`), which Rust explains when it reaches that argument.
 */
export class Reader {
  constructor() {
    this.fault = undefined;
  }

  note(code, value) {
    if (this.fault === undefined) this.fault = [code, value];
  }

  /** A nested or flat board as one number of 9 tokens, cell 0 lowest (read row-major). */
  board(b) {
    try {
      return this.#board(b);
    } catch (thrown) {
      this.note(FAULT.BOARD_THREW, thrown);
      return 0;
    }
  }

  #board(b) {
    if (!Array.isArray(b)) {
      this.note(FAULT.BOARD_NOT_ARRAY, b);
      return 0;
    }
    const n = b.length;
    if (n === 3) return this.#nested(b);
    if (n === 9) return this.#flat(b);
    this.note(FAULT.BOARD_LENGTH, n);
    return 0;
  }

  // Three cells at a time, each read once, their tokens checked for OTHER together (OTHER is
  // the only token with all TOKEN_BITS bits set, so `t + 1` carries into bit TOKEN_BITS for it
  // alone). Nine cells unrolled is faster alone but slower inside the hot calls: it spends
  // V8's inlining budget.
  #nested(b) {
    let word = 0;
    for (let r = 0, i = 0; r < 3; r++, i += 3) {
      const row = b[r];
      if (!this.#row(row, r)) return 0;
      const v0 = row[0], v1 = row[1], v2 = row[2];
      const t0 = cellToken(v0), t1 = cellToken(v1), t2 = cellToken(v2);
      if (((t0 + 1) | (t1 + 1) | (t2 + 1)) & CARRY) this.#other(i, [v0, v1, v2]);
      word += group(t0, t1, t2) * GROUP_SCALE[r];
    }
    return word;
  }

  #flat(b) {
    let word = 0;
    for (let r = 0, i = 0; r < 3; r++, i += 3) {
      const v0 = b[i], v1 = b[i + 1], v2 = b[i + 2];
      const t0 = cellToken(v0), t1 = cellToken(v1), t2 = cellToken(v2);
      if (((t0 + 1) | (t1 + 1) | (t2 + 1)) & CARRY) this.#other(i, [v0, v1, v2]);
      word += group(t0, t1, t2) * GROUP_SCALE[r];
    }
    return word;
  }

  /** Whether row `r` is an array of 3 cells; the fault if not. */
  #row(row, r) {
    if (!Array.isArray(row)) {
      this.note(FAULT.ROW_NOT_ARRAY + r, row);
      return false;
    }
    if (row.length !== 3) {
      this.note(FAULT.ROW_LENGTH + r, row.length);
      return false;
    }
    return true;
  }

  /** Notes the first of `cells` (already read, from cell `first` on) that has no token. */
  #other(first, cells) {
    for (let i = 0; i < cells.length; i++) {
      if (cellToken(cells[i]) === OTHER) return this.note(FAULT.CELL + first + i, cells[i]);
    }
  }

  /** A player's token; OTHER (with a fault) for anything but the spellings. */
  player(value) {
    for (let token = 0; token < PLAYER_SPELLINGS.length; token++) if (PLAYER_SPELLINGS[token] === value) return token;
    this.note(FAULT.PLAYER, value);
    return OTHER;
  }

  /** A move's `row` and `col`, each read once, as numbers. */
  move(m) {
    if (typeof m !== 'object' || m === null) {
      this.note(FAULT.MOVE_NOT_OBJECT, m);
      return [0, 0];
    }
    try {
      const row = m.row;
      if (typeof row !== 'number') this.note(FAULT.MOVE_ROW, row);
      const col = m.col;
      if (typeof col !== 'number') this.note(FAULT.MOVE_COL, col);
      return [typeof row === 'number' ? row : 0, typeof col === 'number' ? col : 0];
    } catch (thrown) {
      this.note(FAULT.MOVE_THREW, thrown);
      return [0, 0];
    }
  }
}

/**
 * The error a rejected call throws: what Rust's `rejection` export made of the same encoded
 * inputs (it cannot be missing: the same check that rejected the call explains it).
 */
export function rejected(error) {
  return error ?? Object.assign(new Error('oxo-ai: a rejected call has no explanation'), { code: 'INTERNAL_ERROR' });
}

/** Reads `board`, then calls `call(word, fault)`. */
export function onBoard(board, call) {
  const r = new Reader();
  const word = r.board(board);
  return call(word, r.fault);
}

/** `{ row, col }` of a square, or null for NO_SQUARE. */
export function moveOf(square) {
  return square === NO_SQUARE ? null : { row: ROW[square], col: COL[square] };
}

/** `{ x, y }` of a square: x the column, y the row. */
export function xyOf(square) {
  return { x: COL[square], y: ROW[square] };
}

/** The moves of a square bit set, row-major. */
export function movesOf(set) {
  const out = [];
  for (let sq = 0; sq < 9; sq++) if (set & (1 << sq)) out.push({ row: ROW[sq], col: COL[sq] });
  return out;
}

/** The player of a token, or null for NO_PLAYER. */
export function playerOf(token) {
  return token === NO_PLAYER ? null : PLAYERS[token];
}

/** The nested board of a packed board (PACKED_CELL_BITS a cell, cell 0 lowest). */
export function boardOf(bits) {
  const cell = (i) => BOARD_CELLS[(bits >>> (PACKED_CELL_BITS * i + PACKED_CELL)) & PACKED_CELL_MASK];
  return [[cell(0), cell(1), cell(2)], [cell(3), cell(4), cell(5)], [cell(6), cell(7), cell(8)]];
}

/** The 9 cells of a packed board, row-major. */
export function flatOf(bits) {
  const out = [];
  for (let i = 0; i < 9; i++) out.push(BOARD_CELLS[(bits >>> (PACKED_CELL_BITS * i + PACKED_CELL)) & PACKED_CELL_MASK]);
  return out;
}

/**
 * `width` (at most 30) bits of a packed number from bit `offset`. Exact: packed numbers are
 * whole and below 2^53, a division by a power of two is exact, and `>>> 0` keeps the low 32
 * bits (no floating-point remainder, which V8 computes out of line).
 */
function bits(word, offset, width) {
  return (Math.floor(word / POW2[offset]) >>> 0) & ((1 << width) - 1);
}

/** 2^n for n = 0..52. */
const POW2 = Array.from({ length: 53 }, (_, n) => 2 ** n);

/** The items of a packed list (a count in the low COUNT_BITS, then PER_PART items of ITEM_BITS a part); `part(n)` fetches part n. */
export function itemsOf(part) {
  let word = part(0);
  const count = bits(word, 0, COUNT_BITS);
  const items = [];
  for (let i = 0, k = 0, p = 0; i < count; i++, k++) {
    if (k === PER_PART) {
      word = part(++p);
      k = 0;
    }
    items.push(bits(word, COUNT_BITS + ITEM_BITS * k, ITEM_BITS));
  }
  return items;
}

/** Ranked moves from their items (the RANKED_ fields); SCORES and DEPTHS are Rust's. */
export function scoredMovesOf(items) {
  return items.map((item) => {
    const sq = (item >>> RANKED_SQUARE) & RANKED_SQUARE_MASK;
    const code = (item >>> RANKED_EVAL) & RANKED_EVAL_MASK;
    return { row: ROW[sq], col: COL[sq], score: SCORES[code], depth: DEPTHS[code] };
  });
}

// A report's head: evaluation, best move, threat count and slot in the low HEAD_PAYLOAD bits
// (read from its low 32 bits), the payload above (below 2^27: an int).

/** The table slot a report's head names (NO_SLOT when it was computed for the call). */
export function slotOf(head) {
  return ((head >>> 0) >>> HEAD_SLOT) & HEAD_SLOT_MASK;
}

// Computed once: V8 compiles `2 ** n` to a call wherever it cannot see `n` as a constant, which
// is the case for a bundle's top-level `var` and for an ES module's import (analyze through the
// ES entry took 2.1x the CommonJS entry's time with the powers in the functions below, 1.1x
// without: docs/DESIGN.md).
const PAYLOAD_SCALE = 2 ** HEAD_PAYLOAD;
const ITEM_MASK = 2 ** ITEM_BITS - 1;

/** The payload of a report's head: its first threat items, or its sentence key. */
export function payloadOf(head) {
  return Math.floor(head / PAYLOAD_SCALE);
}

/** The number of threats a report's head counts. */
function threatCount(head) {
  return ((head >>> 0) >>> HEAD_COUNT) & HEAD_COUNT_MASK;
}

/** True if the head's payload carries all its report's threat items. */
export function headHasThreats(head) {
  return threatCount(head) <= HEAD_THREATS;
}

/**
 * An AnalysisReport from its packed head, its sentence and its threat items (`null`: the
 * head's payload carries them).
 */
export function reportOf(head, explanation, items) {
  const low = head >>> 0;
  const count = threatCount(head);
  const payload = items === null ? payloadOf(head) : 0;
  const threats = new Array(count);
  for (let i = 0; i < count; i++) {
    const t = items === null ? (payload >>> (ITEM_BITS * i)) & ITEM_MASK : items[i];
    const line = (t >>> THREAT_LINE) & THREAT_LINE_MASK;
    threats[i] = {
      player: PLAYERS[(t >>> THREAT_PLAYER) & THREAT_PLAYER_MASK],
      direction: LINE_DIRECTIONS[line],
      index: LINE_INDICES[line],
      missingCell: moveOf((t >>> THREAT_SQUARE) & THREAT_SQUARE_MASK),
      type: THREAT_KINDS[(t >>> THREAT_KIND) & THREAT_KIND_MASK],
    };
  }
  const evaluation = EVALUATIONS[(low >>> HEAD_EVALUATION) & HEAD_EVALUATION_MASK];
  return { evaluation, bestMove: moveOf((low >>> HEAD_BEST) & HEAD_BEST_MASK), threats, explanation };
}

/** The 9 on-chain numbers of a packed board (its cells are on-chain codes). */
export function onChainOf(bits) {
  const out = [];
  for (let i = 0; i < 9; i++) out.push((bits >>> (PACKED_CELL_BITS * i + PACKED_CELL)) & PACKED_CELL_MASK);
  return out;
}

/** `{ row, col, rule }` of a rule move (the RULE_ fields; rule null if none applied). */
export function ruleMoveOf(word) {
  if (word === NO_SQUARE) return null;
  const sq = (word >>> RULE_SQUARE) & RULE_SQUARE_MASK;
  return { row: ROW[sq], col: COL[sq], rule: RULES[(word >>> RULE_INDEX) & RULE_INDEX_MASK] ?? null };
}

/**
 * What a freed object's wasm handle becomes: reading any of its methods or getters (free
 * included) throws OBJECT_FREED, so a freed object never reaches the module and the live
 * path pays nothing.
 */
export const FREED = new Proxy(Object.freeze({}), {
  get() {
    throw Object.assign(new Error('this object was freed (free() or Symbol.dispose); create a new one'), { code: 'OBJECT_FREED' });
  },
});

/**
 * `Class`, with `using` support where the runtime has it: its dispose is its free, as on
 * wasm-bindgen's own classes. Each class is made by a call to this marked `@__PURE__`, so that
 * a bundler drops a class the app never names (an AIEngine-only app ships no GameAnalyzer).
 */
export function disposeIsFree(Class) {
  if (typeof Symbol.dispose === 'symbol') Class.prototype[Symbol.dispose] = Class.prototype.free;
  return Class;
}
