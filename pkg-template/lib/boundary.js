// The one JS conversion module of oxo-ai: it reads a caller's arguments once and encodes what
// each value IS (its index among the spellings src/vocabulary.rs accepts, a number, or, for a
// value it cannot encode, a fault carrying the value), and it builds every answer object from
// the numbers Rust returns. It never judges a value: Rust decodes, decides and explains every
// rejection. The layouts and tables come from ./wire.js, generated from src/wire.rs at build.
//
// Same module rules as extras.js (scripts/build.mjs derives the CommonJS copy): top-level
// `export const|function NAME`, imports only `import { … } from './<sibling>.js'`, no work at
// module load beyond defining values.

import {
  BOARD_CELLS, CELL_SPELLINGS, DIRECTIONS, EVALUATIONS, FAULT, HEAD_BEST, HEAD_COUNT, NO_PLAYER,
  NO_SQUARE, OTHER, PLAYERS, PLAYER_SPELLINGS, THREAT_DIRECTION, THREAT_INDEX, THREAT_KIND,
  THREAT_KINDS, THREAT_SQUARE, TOKEN_BITS,
} from './wire.js';

// Square i is (row, col) = (ROW[i], COL[i]): row-major, as src/square.rs numbers squares.
const ROW = [0, 0, 0, 1, 1, 1, 2, 2, 2];
const COL = [0, 1, 2, 0, 1, 2, 0, 1, 2];
const SCALE = 2 ** TOKEN_BITS;

/**
 * One call's reading: encoders return numbers and record the first value they could not
 * encode as `fault` (`[code, value]`), which Rust explains when it reaches that argument.
 */
export class Reader {
  constructor() {
    this.fault = undefined;
  }

  #note(code, value) {
    if (this.fault === undefined) this.fault = [code, value];
  }

  /** A cell's token; OTHER (with a fault) for a value none of the spellings is. */
  #cell(value, square) {
    const token = CELL_SPELLINGS.indexOf(value);
    if (token >= 0) return token;
    this.#note(FAULT.CELL + square, value);
    return OTHER;
  }

  /** A nested or flat board as one number of 9 tokens, cell 0 lowest (read row-major). */
  board(b) {
    try {
      if (!Array.isArray(b)) {
        this.#note(FAULT.BOARD_NOT_ARRAY, b);
        return 0;
      }
      const n = b.length;
      let word = 0;
      let scale = 1;
      if (n === 9) {
        for (let i = 0; i < 9; i++, scale *= SCALE) word += this.#cell(b[i], i) * scale;
        return word;
      }
      if (n !== 3) {
        this.#note(FAULT.BOARD_LENGTH, n);
        return 0;
      }
      for (let r = 0; r < 3; r++) {
        const row = b[r];
        if (!Array.isArray(row)) {
          this.#note(FAULT.ROW_NOT_ARRAY + r, row);
          return 0;
        }
        if (row.length !== 3) {
          this.#note(FAULT.ROW_LENGTH + r, row.length);
          return 0;
        }
        for (let c = 0; c < 3; c++, scale *= SCALE) word += this.#cell(row[c], 3 * r + c) * scale;
      }
      return word;
    } catch (thrown) {
      this.#note(FAULT.BOARD_THREW, thrown);
      return 0;
    }
  }

  /** A player's token; OTHER (with a fault) for anything but the spellings. */
  player(value) {
    const token = PLAYER_SPELLINGS.indexOf(value);
    if (token >= 0) return token;
    this.#note(FAULT.PLAYER, value);
    return OTHER;
  }

  /** A move's `row` and `col`, each read once, as numbers. */
  move(m) {
    if (typeof m !== 'object' || m === null) {
      this.#note(FAULT.MOVE_NOT_OBJECT, m);
      return [0, 0];
    }
    try {
      const row = m.row;
      if (typeof row !== 'number') this.#note(FAULT.MOVE_ROW, row);
      const col = m.col;
      if (typeof col !== 'number') this.#note(FAULT.MOVE_COL, col);
      return [typeof row === 'number' ? row : 0, typeof col === 'number' ? col : 0];
    } catch (thrown) {
      this.#note(FAULT.MOVE_THREW, thrown);
      return [0, 0];
    }
  }
}

/** `{ row, col }` of a square, or null for NO_SQUARE. */
export function moveOf(square) {
  return square === NO_SQUARE ? null : { row: ROW[square], col: COL[square] };
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

/** The nested board of a packed board (2 bits a cell, cell 0 lowest). */
export function boardOf(bits) {
  const cell = (i) => BOARD_CELLS[(bits >>> (2 * i)) & 3];
  return [[cell(0), cell(1), cell(2)], [cell(3), cell(4), cell(5)], [cell(6), cell(7), cell(8)]];
}

/** The 9 cells of a packed board, row-major. */
export function flatOf(bits) {
  const out = [];
  for (let i = 0; i < 9; i++) out.push(BOARD_CELLS[(bits >>> (2 * i)) & 3]);
  return out;
}

/** Ranked moves from `[square, depth, score]` triples. */
export function scoredMovesOf(triples) {
  const out = [];
  for (let i = 0; i < triples.length; i += 3) {
    out.push({ row: ROW[triples[i]], col: COL[triples[i]], score: triples[i + 2], depth: triples[i + 1] });
  }
  return out;
}

/** An AnalysisReport from `[head, sentence key, threat...]`; `sentence(key)` gives the text. */
export function reportOf(words, sentence) {
  const head = words[0];
  const threats = [];
  for (let i = 0, n = head >>> HEAD_COUNT; i < n; i++) {
    const t = words[i + 2];
    threats.push({
      player: PLAYERS[t & 1],
      direction: DIRECTIONS[(t >>> THREAT_DIRECTION) & 3],
      index: (t >>> THREAT_INDEX) & 3,
      missingCell: moveOf((t >>> THREAT_SQUARE) & 15),
      type: THREAT_KINDS[(t >>> THREAT_KIND) & 1],
    });
  }
  return {
    evaluation: EVALUATIONS[head & 3],
    bestMove: moveOf((head >>> HEAD_BEST) & 15),
    threats,
    explanation: sentence(words[1]),
  };
}

/** SimulationProgress from `[completed, total, xWins, oWins, draws]`. */
export function progressOf(p) {
  return { completed: p[0], total: p[1], xWins: p[2], oWins: p[3], draws: p[4] };
}

/** SimulationResult from `[xWins, oWins, draws, totalGames, avgMoves, lengths...]`. */
export function resultOf(r) {
  return { xWins: r[0], oWins: r[1], draws: r[2], totalGames: r[3], avgMoves: r[4], lengths: Array.from(r.subarray(5)) };
}
