// What AIEngine and GameAnalyzer compute once their arguments are read: each a function of the
// read values (wire boards, players, slots), which the classes of ./api.js call after their
// readers, and oxo-ai/worker's host (./worker-host.js) calls on what the calling thread read, so
// the worker's answers are these by construction. Reviews, inference and simulations are
// ./compute-more.js's. Not a public module.
//
// Same module rules as extras.js.

import { analysis_sentence, analysis_threats, analyze, stored_sentence, stored_threats } from './oxo_ai.js';
import { headHasThreats, itemsOf, moveOf, payloadOf, reportOf, ruleMoveOf, scoredMovesOf, slotOf } from './boundary.js';
import { rejectionOf, sentenceOf, thrown } from './words.js';
import { NO_SLOT, REJECTED } from './wire.js';

/** AIEngine#bestMove of a read board and player. */
export function engineMove(engine, b, p) {
  const square = engine.best_move(b, p);
  // Only a strict engine rejects a well-formed position: the answer says why.
  if (square >= REJECTED) throw rejectionOf(square - REJECTED, b, p);
  return moveOf(square);
}

/** AIEngine#rankedMoves of a read board and player. */
export function engineRanked(engine, b, p) {
  const first = engine.ranked_moves(b, p, 0);
  if (first < 0) throw rejectionOf(-1 - first, b, p);
  return scoredMovesOf(itemsOf((part) => (part === 0 ? first : engine.ranked_moves(b, p, part))));
}

/** A finished game's result (already read) for an adaptive engine to retune. */
export function engineObserve(engine, result) {
  try {
    engine.observe(result);
  } catch (e) {
    throw thrown(e);
  }
}

/** AIEngine#bestMoveWithRule of a read board and player. */
export function engineRuleMove(engine, b, p) {
  try {
    return ruleMoveOf(engine.rule_move(b, p));
  } catch (e) {
    throw thrown(e);
  }
}

/** AIEngine#lastIterations. */
export function iterationsOf(engine) {
  return engine.last_iterations() ?? null;
}

// Sentences as Rust words them (src/text/words.rs), each fetched and joined once: by slot (a board index below NO_SLOT; 5,478
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

/** GameAnalyzer#analyze of a read board and player. */
export function analysisOf(strict, b, p) {
  const head = analyze(b, p, strict);
  if (head < 0) throw rejectionOf(-1 - head, b, p);
  const slot = slotOf(head);
  return slot === NO_SLOT ? computedReport(strict, head, b, p) : storedReport(head, slot);
}
