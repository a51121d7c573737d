// The answers of oxo-ai: every answer object is built here from the numbers Rust returns (and
// from the wire boards the board utilities compute). Arguments are read by ./read.js. The
// layouts and tables come from ./wire.js, generated from src/boundary/wire at build.
//
// Same module rules as extras.js: siblings only, no top-level await or `import.meta`, no work at
// module load beyond defining values.

import {
  BOARD_CELLS, BOARD_O, BOARD_X, COUNT_BITS, DEPTHS, EVALUATIONS, HEAD_BEST, HEAD_BEST_MASK, HEAD_COUNT,
  HEAD_COUNT_MASK, HEAD_EVALUATION, HEAD_EVALUATION_MASK, HEAD_PAYLOAD, HEAD_SLOT, HEAD_SLOT_MASK, HEAD_THREATS, ITEM_BITS,
  LINE_DIRECTIONS, LINE_INDICES, NO_PLAYER, NO_SQUARE, PER_PART, PLAYERS, RANKED_EVAL, RANKED_EVAL_MASK, RANKED_SQUARE,
  RANKED_SQUARE_MASK, RULES, RULE_INDEX, RULE_INDEX_MASK, RULE_SQUARE, RULE_SQUARE_MASK, SCORES, THREAT_KIND, THREAT_KINDS,
  THREAT_KIND_MASK, THREAT_LINE, THREAT_LINE_MASK, THREAT_PLAYER, THREAT_PLAYER_MASK, THREAT_SQUARE, THREAT_SQUARE_MASK,
} from './wire.js';

// Square i is (row, col) = (ROW[i], COL[i]): row-major, as src/ttt/square.rs numbers squares.
const ROW = [0, 0, 0, 1, 1, 1, 2, 2, 2];
const COL = [0, 1, 2, 0, 1, 2, 0, 1, 2];

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

/** The cell of square `i` of a wire board: 'X', 'O' or null. */
function cellAt(board, i) {
  return (board >>> (i + BOARD_X)) & 1 ? X : (board >>> (i + BOARD_O)) & 1 ? O : null;
}

/** The on-chain code of square `i` of a wire board: 0 empty, 1 X, 2 O. */
export function codeAt(board, i) {
  return (board >>> (i + BOARD_X)) & 1 ? 1 : (board >>> (i + BOARD_O)) & 1 ? 2 : 0;
}

const X = BOARD_CELLS[1];
const O = BOARD_CELLS[2];

/** The nested 3x3 board of a wire board. */
export function boardOf(board) {
  return [
    [cellAt(board, 0), cellAt(board, 1), cellAt(board, 2)],
    [cellAt(board, 3), cellAt(board, 4), cellAt(board, 5)],
    [cellAt(board, 6), cellAt(board, 7), cellAt(board, 8)],
  ];
}

/** The 9 cells of a wire board, row-major. */
export function flatOf(board) {
  return [cellAt(board, 0), cellAt(board, 1), cellAt(board, 2), cellAt(board, 3), cellAt(board, 4), cellAt(board, 5),
    cellAt(board, 6), cellAt(board, 7), cellAt(board, 8)];
}

/** The 9-character notation of a wire board, '.' for empty (README "Board utilities"). */
export function notationOf(board) {
  let text = '';
  for (let i = 0; i < 9; i++) text += BOARD_CELLS[codeAt(board, i)] ?? '.';
  return text;
}

/** The 9 on-chain numbers of a wire board, row-major. */
export function onChainOf(board) {
  return [codeAt(board, 0), codeAt(board, 1), codeAt(board, 2), codeAt(board, 3), codeAt(board, 4), codeAt(board, 5),
    codeAt(board, 6), codeAt(board, 7), codeAt(board, 8)];
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
const POW2 = /* @__PURE__ */ Array.from({ length: 53 }, (_, n) => 2 ** n);

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

/** `{ row, col, rule }` of a rule move (the RULE_ fields; rule null if none applied). */
export function ruleMoveOf(word) {
  if (word === NO_SQUARE) return null;
  const sq = (word >>> RULE_SQUARE) & RULE_SQUARE_MASK;
  return { row: ROW[sq], col: COL[sq], rule: RULES[(word >>> RULE_INDEX) & RULE_INDEX_MASK] ?? null };
}

/** The error a freed object's calls throw (OBJECT_FREED). */
export function freedError() {
  return Object.assign(new Error('this object was freed (free() or Symbol.dispose); create a new one'), { code: 'OBJECT_FREED' });
}

/**
 * What a freed object's wasm handle becomes: reading any of its methods or getters (free
 * included) throws OBJECT_FREED, so a freed object never reaches the module and the live
 * path pays nothing.
 */
export const FREED = /* @__PURE__ */ new Proxy(Object.freeze({}), {
  get() {
    throw freedError();
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
