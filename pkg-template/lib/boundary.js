// The cheap boundary (issue 7): the hot calls without a JsValue conversion per cell.
//
// A call through wasm-bindgen's JsValue entry points costs ~6 µs, most of it ~20 catch-wrapped
// imports to read a board and Reflect.set to build the answer. Here the board is read in JS in
// one pass and each cell (and the player) crosses as a number that says what the value IS:
// null, undefined, '' or the UTF-16 code of a one-character string (valueCode). Nothing here
// judges a value: Rust decodes the codes with the tables its JsValue reader uses and makes
// every accept/reject decision (src/wasm/boundary.rs). Answers come back as numbers (a square,
// a packed board, a bit set, a count); multi-item answers are fetched item by item with
// number-returning calls, and the strings answers are made of come from Rust once.
//
// Whatever the fast path does not answer goes, with the same arguments, to the unchanged
// JsValue entry point, which answers or throws the coded error: values the reader cannot
// encode (other types, longer strings, other shapes, a throwing getter) and every call Rust
// rejects. So every error is built in one place, and a rejected call reads its arguments
// twice (getters run twice; applyMove reads the move before the board on the first read).
//
// The wrappers are exports that replace the glue's of the same name (scripts/build.mjs checks
// that each replaces one and that the declarations come from the glue): subclasses for
// AIEngine and GameAnalyzer, functions for the rest. Patching the glue's prototypes would be
// work at module load, and bundlers drop a module that only patches (sideEffects).
//
// Same module rules as extras.js (scripts/build.mjs derives the CommonJS copy): top-level
// `export function|class NAME`, imports only from './oxo_ai.js', no work at module load
// beyond defining values (the web glue is instantiated after this module is evaluated).

import {
  AIEngine as GlueAIEngine,
  GameAnalyzer as GlueGameAnalyzer,
  applyMove as glueApplyMove,
  checkWin as glueCheckWin,
  getAvailableMoves as glueGetAvailableMoves,
  getWinner as glueGetWinner,
  isBoardFull as glueIsBoardFull,
  isDraw as glueIsDraw,
} from './oxo_ai.js';

// What valueCode sends for the values that are not one-character strings (src/wasm/boundary.rs).
const NULL_CODE = 0x10000;
const UNDEFINED_CODE = 0x10001;
const EMPTY_STRING_CODE = 0x10002;
// Rust's "not answered here": call the JsValue entry point.
const REJECTED = 0xffffffff;
const NO_MOVE = 9;
// Square i is (row, col) = (ROW[i], COL[i]): Rust's Square::index, row-major.
const ROW = [0, 0, 0, 1, 1, 1, 2, 2, 2];
const COL = [0, 1, 2, 0, 1, 2, 0, 1, 2];

/** What a value is, as a number; -1 if only the JsValue reader can say. Never judges it. */
function valueCode(v) {
  if (v === null) return NULL_CODE;
  if (typeof v === 'string') {
    if (v.length === 1) return v.charCodeAt(0);
    return v.length === 0 ? EMPTY_STRING_CODE : -1;
  }
  return v === undefined ? UNDEFINED_CODE : -1;
}

// The codes of the last board read. Written only after every cell is read, so a getter that
// calls back into oxo-ai while the board is read cannot leave codes of another board here.
const C = new Int32Array(9);

/** Reads a nested or flat board into C; false leaves the call to the JsValue reader. */
function readBoard(b) {
  try {
    if (!Array.isArray(b)) return false;
    const n = b.length;
    let c0; let c1; let c2; let c3; let c4; let c5; let c6; let c7; let c8;
    if (n === 3) {
      const r0 = b[0];
      if (!Array.isArray(r0) || r0.length !== 3) return false;
      c0 = valueCode(r0[0]); c1 = valueCode(r0[1]); c2 = valueCode(r0[2]);
      const r1 = b[1];
      if (!Array.isArray(r1) || r1.length !== 3) return false;
      c3 = valueCode(r1[0]); c4 = valueCode(r1[1]); c5 = valueCode(r1[2]);
      const r2 = b[2];
      if (!Array.isArray(r2) || r2.length !== 3) return false;
      c6 = valueCode(r2[0]); c7 = valueCode(r2[1]); c8 = valueCode(r2[2]);
    } else if (n === 9) {
      c0 = valueCode(b[0]); c1 = valueCode(b[1]); c2 = valueCode(b[2]);
      c3 = valueCode(b[3]); c4 = valueCode(b[4]); c5 = valueCode(b[5]);
      c6 = valueCode(b[6]); c7 = valueCode(b[7]); c8 = valueCode(b[8]);
    } else {
      return false;
    }
    if ((c0 | c1 | c2 | c3 | c4 | c5 | c6 | c7 | c8) < 0) return false;
    C[0] = c0; C[1] = c1; C[2] = c2; C[3] = c3; C[4] = c4; C[5] = c5; C[6] = c6; C[7] = c7; C[8] = c8;
    return true;
  } catch {
    return false;
  }
}

// The values answers are made of, from Rust in code order, asked for on first use.
let EVALUATIONS = null;
let DIRECTIONS;
let THREAT_KINDS;
let PLAYERS;
let CELLS;
function loadNames() {
  [EVALUATIONS, DIRECTIONS, THREAT_KINDS, PLAYERS, CELLS] = GlueAIEngine.__names();
}

const moveAt = (sq) => ({ row: ROW[sq], col: COL[sq] });

function boardFromPacked(bits) {
  if (EVALUATIONS === null) loadNames();
  const cell = (i) => CELLS[(bits >>> (2 * i)) & 3];
  return [[cell(0), cell(1), cell(2)], [cell(3), cell(4), cell(5)], [cell(6), cell(7), cell(8)]];
}

/** A tic-tac-toe AI at one difficulty level. The same seed and options replay the same moves. */
export class AIEngine extends GlueAIEngine {
  /** The level's move for `player`, or null when the game is over. */
  bestMove(board, player) {
    const p = valueCode(player);
    if (p >= 0 && readBoard(board)) {
      const sq = this.__bestMoveCodes(C[0], C[1], C[2], C[3], C[4], C[5], C[6], C[7], C[8], p);
      if (sq !== REJECTED) return sq === NO_MOVE ? null : moveAt(sq);
    }
    return super.bestMove(board, player);
  }

  /** Every legal move under perfect play, best first, whatever the level; [] when over. */
  rankedMoves(board, player) {
    const p = valueCode(player);
    if (p >= 0 && readBoard(board)) {
      const n = this.__rankedMovesCodes(C[0], C[1], C[2], C[3], C[4], C[5], C[6], C[7], C[8], p);
      if (n !== REJECTED) {
        const out = [];
        for (let i = 0; i < n; i++) {
          const w = GlueAIEngine.__word(i);
          const sq = w & 15;
          out.push({ row: ROW[sq], col: COL[sq], score: GlueAIEngine.__score(i), depth: w >>> 4 });
        }
        return out;
      }
    }
    return super.rankedMoves(board, player);
  }
}

// Explanation sentences by the key Rust gives each distinct one (a few thousand at most).
const EXPLANATIONS = new Map();

/** Reports threats, forks, the perfect-play verdict, the best move and one sentence. */
export class GameAnalyzer extends GlueGameAnalyzer {
  /** The report for `player` to move. */
  analyze(board, player) {
    const p = valueCode(player);
    if (p >= 0 && readBoard(board)) {
      const head = this.__analyzeCodes(C[0], C[1], C[2], C[3], C[4], C[5], C[6], C[7], C[8], p);
      if (head !== REJECTED) {
        if (EVALUATIONS === null) loadNames();
        const key = GlueAIEngine.__word(1);
        let explanation = EXPLANATIONS.get(key);
        if (explanation === undefined) {
          explanation = GlueGameAnalyzer.__explanation();
          EXPLANATIONS.set(key, explanation);
        }
        const threats = [];
        for (let i = 0, n = head >>> 6; i < n; i++) {
          const t = GlueAIEngine.__word(i + 2);
          threats.push({
            player: PLAYERS[t & 1],
            direction: DIRECTIONS[(t >>> 1) & 3],
            index: (t >>> 3) & 3,
            missingCell: moveAt((t >>> 5) & 15),
            type: THREAT_KINDS[(t >>> 9) & 1],
          });
        }
        const best = (head >>> 2) & 15;
        return { evaluation: EVALUATIONS[head & 3], bestMove: best === NO_MOVE ? null : moveAt(best), threats, explanation };
      }
    }
    return super.analyze(board, player);
  }
}

/** True if `player` has three in a row. */
export function checkWin(board, player) {
  const p = valueCode(player);
  if (p >= 0 && readBoard(board)) {
    const won = GlueAIEngine.__checkWinCodes(C[0], C[1], C[2], C[3], C[4], C[5], C[6], C[7], C[8], p);
    if (won !== REJECTED) return won === 1;
  }
  return glueCheckWin(board, player);
}

/** The board's facts word (src/wasm/boundary.rs), or REJECTED. */
function boardFacts(board) {
  if (!readBoard(board)) return REJECTED;
  return GlueAIEngine.__boardFactsCodes(C[0], C[1], C[2], C[3], C[4], C[5], C[6], C[7], C[8]);
}

/** Every empty cell, row-major. */
export function getAvailableMoves(board) {
  const facts = boardFacts(board);
  if (facts === REJECTED) return glueGetAvailableMoves(board);
  const out = [];
  for (let sq = 0; sq < 9; sq++) if (facts & (1 << sq)) out.push(moveAt(sq));
  return out;
}

/** True if no empty cell remains. */
export function isBoardFull(board) {
  const facts = boardFacts(board);
  return facts === REJECTED ? glueIsBoardFull(board) : (facts & (1 << 9)) !== 0;
}

/** True if the board is full and nobody has won. */
export function isDraw(board) {
  const facts = boardFacts(board);
  return facts === REJECTED ? glueIsDraw(board) : (facts & (1 << 10)) !== 0;
}

/** The player with three in a row, or null. */
export function getWinner(board) {
  const facts = boardFacts(board);
  if (facts === REJECTED) return glueGetWinner(board);
  if (EVALUATIONS === null) loadNames();
  const winner = facts >>> 11;
  return winner === 0 ? null : PLAYERS[winner - 1];
}

/** A new board with `player`'s mark at `move`. */
export function applyMove(board, move, player) {
  const p = valueCode(player);
  let row;
  let col;
  if (typeof move === 'object' && move !== null) {
    try {
      row = move.row;
      col = move.col;
    } catch {
      row = undefined;
    }
  }
  if (p >= 0 && typeof row === 'number' && typeof col === 'number' && readBoard(board)) {
    const bits = GlueAIEngine.__applyMoveCodes(C[0], C[1], C[2], C[3], C[4], C[5], C[6], C[7], C[8], row, col, p);
    if (bits !== REJECTED) return boardFromPacked(bits);
  }
  return glueApplyMove(board, move, player);
}

/** A fresh 3x3 board of nulls. */
export function emptyBoard() {
  return boardFromPacked(GlueAIEngine.__emptyBoardPacked());
}
