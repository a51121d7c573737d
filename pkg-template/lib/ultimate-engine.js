// `UltimateEngine` of oxo-ai/ultimate: each method reads its arguments (./ultimate-read.js), calls
// the ultimate module's engine (./ultimate-wasm.js) and builds the answer from the numbers it
// returns (src/boundary/wire/ultimate.rs's layouts, written into wire.js).
//
// Same module rules as extras.js.

import { FREED, disposeIsFree } from './boundary.js';
import { ultimate } from './ultimate-wasm.js';
import { feedSeedText } from './options.js';
import { readPlayer } from './read.js';
import { answered, sentenceOf } from './words.js';
import { moveAt } from './ultimate-game.js';
import {
  readPosition, readSide, readUltimateBudget, readUltimateOptions, readUltimateRules, TIEBREAKS,
} from './ultimate-read.js';
import {
  ULT_ANALYSIS_MOVE, ULT_ANALYSIS_PLIES, ULT_ANALYSIS_SENDS_TO, ULT_ANALYSIS_VALUE, ULT_ANALYSIS_WIN_RATE, ULT_ANALYSIS_WORDS,
  ULT_NO_MOVE, ULT_OUTCOMES, ULT_RANKED_LEN, ULT_RANKED_MOVE, ULT_RANKED_PLIES, ULT_RANKED_VALUE, ULT_RANKED_WIN_RATE,
} from './ultimate-wire.js';

/** A value's index as its name, or null when not proven (negative). */
const outcome = (i) => (i < 0 ? null : ULT_OUTCOMES[i]);
const plies = (n) => (n < 0 ? null : n);

/** An Ultimate tic-tac-toe engine: its level's move, every move ranked, and an analysis. */
export const UltimateEngine = /* @__PURE__ */ disposeIsFree(class UltimateEngine {
  #engine;
  #rules;
  #strict;

  constructor(rules, options) {
    const r = readUltimateRules(rules);
    const o = readUltimateOptions(options);
    this.#engine = ultimateEngineOf(r, o);
    this.#rules = r;
    this.#strict = o.strict;
  }

  /** The rules, frozen. */
  get rules() {
    return this.#rules;
  }

  /** Playouts the last call's search ran (0 for Easy and Medium, and before the first call). */
  get lastPlayouts() {
    return this.#engine.last_playouts();
  }

  /** The level's move for `player`, or null on a finished game. */
  bestMove(position, player) {
    return ultimateMove(this.#engine, this.#strict, readPosition(position), readPlayer(player));
  }

  /** Every legal move, best first, with its win rate and, where the search proved it, its value. */
  rankedMoves(position, player, options) {
    const pos = readPosition(position);
    const p = readPlayer(player);
    return ultimateRanked(this.#engine, this.#strict, pos, p, readUltimateBudget(options, 'rankedMoves options'));
  }

  /** The best move, its win rate, the board it sends the opponent to, and one sentence to act on. */
  analyze(position, player) {
    return ultimateAnalysis(this.#engine, this.#strict, readPosition(position), readPlayer(player));
  }

  /** Releases the engine's memory (its search tree) now; a later call throws OBJECT_FREED. */
  free() {
    const handle = this.#engine;
    handle.free();
    this.#engine = FREED;
  }
});

// UltimateEngine's computations on read arguments; oxo-ai/worker's host calls them too.

/** The module's engine for read rules and options (`readUltimateOptions`). */
export function ultimateEngineOf(r, o) {
  const glue = ultimate();
  if (o.seedText !== undefined) feedSeedText(glue.seed_text, o.seedText);
  return answered(() => new glue.UltimateEngine(TIEBREAKS.indexOf(r.tiebreak), o.level, o.timeMs, o.maxPlayouts, o.seed));
}

/** UltimateEngine#bestMove of a read position and player. */
export function ultimateMove(engine, strict, pos, p) {
  readSide(pos, p, strict);
  const i = answered(() => engine.best_move(pos.cells, pos.last, p));
  return i === ULT_NO_MOVE ? null : moveAt(i);
}

/** UltimateEngine#rankedMoves of a read position, player and budget. */
export function ultimateRanked(engine, strict, pos, p, [timeMs, maxPlayouts]) {
  readSide(pos, p, strict);
  const flat = answered(() => engine.ranked_moves(pos.cells, pos.last, p, timeMs, maxPlayouts));
  const moves = [];
  for (let i = 0; i < flat.length; i += ULT_RANKED_LEN) {
    moves.push({
      ...moveAt(flat[i + ULT_RANKED_MOVE]),
      winRate: flat[i + ULT_RANKED_WIN_RATE],
      value: outcome(flat[i + ULT_RANKED_VALUE]),
      plies: plies(flat[i + ULT_RANKED_PLIES]),
    });
  }
  return moves;
}

/** UltimateEngine#analyze of a read position and player. */
export function ultimateAnalysis(engine, strict, pos, p) {
  readSide(pos, p, strict);
  const v = answered(() => engine.analyze(pos.cells, pos.last, p));
  const best = v[ULT_ANALYSIS_MOVE];
  const sendsTo = v[ULT_ANALYSIS_SENDS_TO];
  const n = v[ULT_ANALYSIS_WORDS];
  return {
    winRate: v[ULT_ANALYSIS_WIN_RATE],
    bestMove: best < 0 ? null : moveAt(best),
    value: outcome(v[ULT_ANALYSIS_VALUE]),
    plies: plies(v[ULT_ANALYSIS_PLIES]),
    sendsTo: sendsTo < 0 ? null : { row: (sendsTo / 3) | 0, col: sendsTo % 3 },
    explanation: sentenceOf(v.subarray(ULT_ANALYSIS_WORDS + 1, ULT_ANALYSIS_WORDS + 1 + n)),
  };
}
