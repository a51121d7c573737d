// AIEngine and GameAnalyzer, the classes of the engine module: each method a few lines that
// read the arguments (./read.js), call the module's internal export (./oxo_ai.js) and build
// the answer (./boundary.js). The classes of the second module are in ./more.js.
//
// Same module rules as extras.js (esbuild makes the CommonJS copy).

import { analysis_rejection, analysis_sentence, analysis_threats, analyze, stored_sentence, stored_threats } from './oxo_ai.js';
// The loader: each constructor's first call is its, so a bundler keeps the loader (and the .wasm
// file) exactly where an app constructs one of these classes (./engine-wasm.js).
import { analyzerStrict, newEngine } from './engine-wasm.js';
import {
  FREED, disposeIsFree, headHasThreats, itemsOf, moveOf, payloadOf, rejected, reportOf, ruleMoveOf, scoredMovesOf, slotOf,
} from './boundary.js';
import { readBoard, readPlayer } from './read.js';
import { sentenceOf } from './words.js';
import { readResult } from './options.js';
import { NO_SLOT, REJECTED } from './wire.js';

/** A tic-tac-toe AI at one difficulty level. The same seed and options replay the same moves. */
export const AIEngine = /* @__PURE__ */ disposeIsFree(class AIEngine {
  #engine;

  constructor(options) {
    this.#engine = newEngine(options);
  }

  /** The level's move for `player`, or null once the board is finished. */
  bestMove(board, player) {
    const b = readBoard(board);
    const p = readPlayer(player);
    const engine = this.#engine;
    const square = engine.best_move(b, p);
    // Only a strict engine rejects a well-formed position: Rust's `rejection` explains why.
    if (square === REJECTED) throw rejected(engine.rejection(b, p));
    return moveOf(square);
  }

  /** Every legal move under perfect play, best first, whatever the level; [] once finished. */
  rankedMoves(board, player) {
    const b = readBoard(board);
    const p = readPlayer(player);
    const engine = this.#engine;
    const first = engine.ranked_moves(b, p, 0);
    if (first !== first) throw rejected(engine.rejection(b, p));
    return scoredMovesOf(itemsOf((part) => (part === 0 ? first : engine.ranked_moves(b, p, part))));
  }

  /** Iterations the last MCTS move ran (fewer than `mctsIterations` when `mctsTimeMs` ended it); null for other levels. */
  get lastIterations() {
    return this.#engine.last_iterations() ?? null;
  }

  /** The skill of the next move, 0..100: an adaptive engine's current one, else its `skill` (100: the level itself). */
  get skill() {
    return this.#engine.skill();
  }

  /** A finished game, from this engine's side ('win', 'draw' or 'loss'): an adaptive engine retunes its skill. */
  observe(result) {
    this.#engine.observe(readResult(result));
  }

  /** The rules level's move and the rule that chose it (null: none applied); null once finished. */
  bestMoveWithRule(board, player) {
    const b = readBoard(board);
    return ruleMoveOf(this.#engine.rule_move(b, readPlayer(player)));
  }

  /** Releases the engine's memory now; a later call throws OBJECT_FREED. */
  free() {
    const handle = this.#engine;
    handle.free();
    this.#engine = FREED;
  }
});

// Sentences as Rust words them (src/words.rs), each fetched and joined once: by slot (a board index below NO_SLOT; 5,478
// reachable boards at most) for stored reports, by sentence key (a few thousand at most) for
// computed ones. The slot arrays are made whole on first use: filled sparsely (a slot is a
// board index, up to 19,682) analyze measured 1-4 % slower.
let storedSentences = null;
// The threat items of stored reports with more threats than a head carries, fetched once each
// (Rust works a stored report out again for them).
let storedThreats = null;
const SENTENCES = new Map();

/** A reachable position's report from Rust's table: the head carries its first threats; the sentence and any further threats are fetched by slot. */
function storedReport(head, slot) {
  storedSentences ??= new Array(NO_SLOT).fill(undefined);
  let explanation = storedSentences[slot];
  if (explanation === undefined) storedSentences[slot] = explanation = sentenceOf(stored_sentence(slot));
  if (headHasThreats(head)) return reportOf(head, explanation, null);
  storedThreats ??= new Array(NO_SLOT).fill(undefined);
  const items = (storedThreats[slot] ??= itemsOf((part) => stored_threats(slot, part)));
  return reportOf(head, explanation, items);
}

/** A report Rust computed for this call (an unreachable board, or out of turn). */
function computedReport(strict, head, word, p) {
  const key = payloadOf(head);
  let explanation = SENTENCES.get(key);
  if (explanation === undefined) SENTENCES.set(key, (explanation = sentenceOf(analysis_sentence(word, p, strict))));
  return reportOf(head, explanation, itemsOf((part) => analysis_threats(word, p, strict, part)));
}

/** Reports threats, forks, the perfect-play verdict, the best move and one sentence. */
export const GameAnalyzer = /* @__PURE__ */ disposeIsFree(class GameAnalyzer {
  /** The analyzer's one setting; no wasm memory, so its free() has nothing to release. */
  #analyzer;

  constructor(options) {
    this.#analyzer = { strict: analyzerStrict(options), free() {} };
  }

  /** The report for `player` to move. */
  analyze(board, player) {
    const b = readBoard(board);
    const p = readPlayer(player);
    const { strict } = this.#analyzer;
    const head = analyze(b, p, strict);
    if (head !== head) throw rejected(analysis_rejection(b, p, strict));
    const slot = slotOf(head);
    return slot === NO_SLOT ? computedReport(strict, head, b, p) : storedReport(head, slot);
  }

  /** Ends the analyzer: a later call throws OBJECT_FREED. */
  free() {
    const handle = this.#analyzer;
    handle.free();
    this.#analyzer = FREED;
  }
});
