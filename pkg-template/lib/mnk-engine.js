// `MnkEngine` of oxo-ai/mnk (README "Bigger boards"): each method reads its arguments (./mnk-read.js), calls the
// mnk module's engine (./mnk-wasm.js) and builds the answer from the numbers it returns
// (src/boundary/wire/mnk.rs's layouts, written into mnk-wire.js).
//
// Same module rules as extras.js.

import { FREED, disposeIsFree } from './boundary.js';
import { loadBook } from './mnk-book.js';
import { mnk } from './mnk-wasm.js';
import { feedSeedText } from './options.js';
import { readBudget, readMnkBoard, readMnkOptions, readRules, rulesSlots } from './mnk-read.js';
import { moveAt } from './mnk-game.js';
import { readPlayer } from './read.js';
import { answered, sentenceOf } from './words.js';
import {
  MNK_ANALYSIS_LISTS, MNK_NO_MOVE, MNK_OUTCOMES, MNK_RANKED_LEN, MNK_RANKED_MOVE, MNK_RANKED_PLIES, MNK_RANKED_VALUE,
  MNK_SOLUTION_COMPLETE, MNK_SOLUTION_MOVE, MNK_SOLUTION_NODES, MNK_SOLUTION_PLIES, MNK_SOLUTION_VALUE,
} from './mnk-wire.js';

/** A value's index as its name, or null for -1 (not proven). */
const outcome = (i) => (i < 0 ? null : MNK_OUTCOMES[i]);
const plies = (n) => (n < 0 ? null : n);

/** An m,n,k engine for one set of rules: its level's move, proofs, ranked moves and analyses. */
export const MnkEngine = /* @__PURE__ */ disposeIsFree(class MnkEngine {
  #engine;
  #rules;
  #ready;

  constructor(rules, options) {
    const r = readRules(rules);
    this.#engine = mnkEngineOf(r, readMnkOptions(options));
    this.#rules = r;
    this.#ready = mnkData(this.#engine);
  }

  /** Resolves once the data the rules use (the Connect Four opening book) is loaded; at once for other rules. */
  ready() {
    return this.#ready;
  }

  /** The rules, frozen. */
  get rules() {
    return this.#rules;
  }

  /** The level's move for `player`, or null on a finished board. */
  bestMove(board, player) {
    const rules = this.#rules;
    return mnkMove(this.#engine, rules, readMnkBoard(board, rules), readPlayer(player));
  }

  /** The value and distance for `player` to move under perfect play, and the best move, within the budget. */
  solve(board, player, options) {
    const rules = this.#rules;
    const cells = readMnkBoard(board, rules);
    const p = readPlayer(player);
    return mnkSolution(this.#engine, rules, cells, p, readBudget(options, 'solve options'));
  }

  /** Every legal move, best first; proven moves carry their value and distance. */
  rankedMoves(board, player, options) {
    const rules = this.#rules;
    const cells = readMnkBoard(board, rules);
    const p = readPlayer(player);
    return mnkRanked(this.#engine, rules, cells, p, readBudget(options, 'rankedMoves options'));
  }

  /** Wins, blocks, threats and forks for `player`, and one sentence to act on. */
  analyze(board, player) {
    const rules = this.#rules;
    return mnkAnalysis(this.#engine, rules, readMnkBoard(board, rules), readPlayer(player));
  }

  /** Releases the engine's memory (its transposition table) now; a later call throws OBJECT_FREED. */
  free() {
    const handle = this.#engine;
    handle.free();
    this.#engine = FREED;
  }
});

// MnkEngine's computations on read arguments; oxo-ai/worker's host calls them too.

/** The module's engine for read rules and options (`readMnkOptions`), the data its rules use loading (`mnkData`). */
export function mnkEngineOf(r, o) {
  const glue = mnk();
  if (o.seedText !== undefined) feedSeedText(glue.seed_text, o.seedText);
  const engine = answered(() => new glue.MnkEngine(rulesSlots(r), o.level, o.timeMs, o.maxNodes, o.seed, o.strict));
  mnkData(engine);
  return engine;
}

/**
 * The load of the data `engine`'s rules use (README "Connect Four: perfect play"): the Connect Four book, else nothing;
 * once per thread, whoever asks. A failure rejects only the promise `ready()` returns: the
 * engine answers by search meanwhile.
 */
export function mnkData(engine) {
  if (!engine.uses_book()) return Promise.resolve();
  const loaded = loadBook(mnk());
  loaded.catch(() => {});
  return loaded;
}

/** MnkEngine#bestMove of read cells and player. */
export function mnkMove(engine, rules, cells, p) {
  const i = answered(() => engine.best_move(cells, p));
  return i === MNK_NO_MOVE ? null : moveAt(rules, i);
}

/** MnkEngine#solve of read cells, player and budget. */
export function mnkSolution(engine, rules, cells, p, [timeMs, maxNodes]) {
  const v = answered(() => engine.solve(cells, p, timeMs, maxNodes));
  const move = v[MNK_SOLUTION_MOVE];
  return {
    complete: v[MNK_SOLUTION_COMPLETE] === 1,
    value: outcome(v[MNK_SOLUTION_VALUE]),
    plies: plies(v[MNK_SOLUTION_PLIES]),
    move: move < 0 ? null : moveAt(rules, move),
    nodes: v[MNK_SOLUTION_NODES],
  };
}

/** MnkEngine#rankedMoves of read cells, player and budget. */
export function mnkRanked(engine, rules, cells, p, [timeMs, maxNodes]) {
  const flat = answered(() => engine.ranked_moves(cells, p, timeMs, maxNodes));
  const moves = [];
  for (let i = 0; i < flat.length; i += MNK_RANKED_LEN) {
    moves.push({ ...moveAt(rules, flat[i + MNK_RANKED_MOVE]), value: outcome(flat[i + MNK_RANKED_VALUE]), plies: plies(flat[i + MNK_RANKED_PLIES]) });
  }
  return moves;
}

/** MnkEngine#analyze of read cells and player. */
export function mnkAnalysis(engine, rules, cells, p) {
  const lists = answered(() => engine.analyze(cells, p));
  const out = {};
  let at = 0;
  for (const key of MNK_ANALYSIS_LISTS) {
    const n = lists[at++];
    out[key] = Array.from(lists.subarray(at, at + n), (i) => moveAt(rules, i));
    at += n;
  }
  // The sentence as words (src/text/words.rs): its length, then the words.
  const n = lists[at++];
  out.explanation = sentenceOf(lists.subarray(at, at + n));
  return out;
}
