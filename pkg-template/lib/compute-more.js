// What ./more.js's and ./extras.js's classes compute once their arguments are read (a game's
// review, opponent inference, a simulation run and its parts), as ./compute.js does for
// AIEngine and GameAnalyzer; oxo-ai/worker's host calls them too. Apart from ./compute.js so that
// a bundle serving pages that only play and pages that review or simulate gives the first none
// of this (docs/DESIGN.md, "Pages of one app"). Not a public module.
//
// Same module rules as extras.js.

import { wasm as more } from './engine-wasm.js';
import { moveOf, movesOf } from './boundary.js';
import { sentenceOf, thrown } from './words.js';
import { feedSeedText } from './options.js';
import { abortReason } from './run-options.js';
import {
  DEPTHS, LEVELS, MODEL_CONFIDENCE, MODEL_DIFFICULTY, MODEL_RULES, MODEL_SKILL, MOVE_AFTER, MOVE_BEFORE, MOVE_BEST,
  MOVE_HEAD, MOVE_LABEL, MOVE_LABELS, MOVE_NOTE_LENGTH, MOVE_PLAYER, MOVE_SQUARE, NO_VALUE, OUTCOMES,
  PART_FIRST_GAME, PART_GAMES, PART_LEN, PLAYERS, PROGRESS_COMPLETED, PROGRESS_DRAWS, PROGRESS_O_WINS,
  PROGRESS_TOTAL, PROGRESS_X_WINS, RESULT_AVG_MOVES, RESULT_DRAWS, RESULT_LEN, RESULT_LENGTHS, RESULT_O_WINS,
  RESULT_TOTAL_GAMES, RESULT_X_WINS, REVIEW_ACCURACY_O, REVIEW_ACCURACY_X, REVIEW_HEAD, REVIEW_MOVES,
  REVIEW_TURNING_POINT, RULES,
} from './wire.js';

/** A field that may be null. */
function orNull(x) {
  return x === NO_VALUE ? null : x;
}

/** `{ outcome, plies }` of an evaluation's code. */
function verdictOf(code) {
  return { outcome: OUTCOMES[code], plies: DEPTHS[code] };
}

/** A `GameReview`. */
export function reviewOf(v) {
  const moves = [];
  for (let i = 0, at = REVIEW_HEAD; i < v[REVIEW_MOVES]; i++) {
    const note = v.subarray(at + MOVE_HEAD, at + MOVE_HEAD + v[at + MOVE_NOTE_LENGTH]);
    moves.push({
      player: PLAYERS[v[at + MOVE_PLAYER]],
      move: moveOf(v[at + MOVE_SQUARE]),
      label: MOVE_LABELS[v[at + MOVE_LABEL]],
      before: verdictOf(v[at + MOVE_BEFORE]),
      after: verdictOf(v[at + MOVE_AFTER]),
      bestMoves: movesOf(v[at + MOVE_BEST]),
      explanation: sentenceOf(note),
    });
    at += MOVE_HEAD + note.length;
  }
  return { moves, accuracy: { X: orNull(v[REVIEW_ACCURACY_X]), O: orNull(v[REVIEW_ACCURACY_O]) }, turningPoint: orNull(v[REVIEW_TURNING_POINT]) };
}

/** reviewGame of a read move list and start board (oxo-ai/worker's host calls it too). */
export function reviewOfMoves(squares, b) {
  let game;
  try {
    game = more().Game.replay(b, squares);
  } catch (e) {
    throw thrown(e);
  }
  try {
    return reviewOf(game.review());
  } finally {
    game.free();
  }
}

/** An `InferredModel`: `rules`, `cellOrder` and `skill` only where the model has them. */
function modelOf(v) {
  const model = { difficulty: LEVELS[v[MODEL_DIFFICULTY]] };
  let at = MODEL_RULES;
  const rules = v[at++];
  if (rules !== NO_VALUE) {
    model.rules = Array.from(v.subarray(at, at + rules), (r) => RULES[r]);
    at += rules;
  }
  const cells = v[at++];
  if (cells !== NO_VALUE) model.cellOrder = Array.from(v.subarray(at, at + cells));
  if (v[MODEL_SKILL] !== NO_VALUE) model.skill = v[MODEL_SKILL];
  model.confidence = v[MODEL_CONFIDENCE];
  return model;
}

/** inferOpponent of read records and player. */
export function modelFor(records, p) {
  try {
    return modelOf(more().infer_opponent(records, p));
  } catch (e) {
    throw thrown(e);
  }
}

/**
 * Resolves on a later macrotask, so timers, input and rendering run between chunks.
 * `setImmediate` (Node, Bun) runs right after pending I/O and timers; `MessageChannel`
 * (browsers, Deno, workerd) is the soonest task a page can queue without the 4 ms clamp
 * that nested `setTimeout(0)` gets; `setTimeout` is the last resort.
 */
function yieldToEventLoop() {
  return new Promise((resolve) => {
    // Next.js's edge runtime defines setImmediate and MessageChannel as functions that throw,
    // so each way is tried in turn.
    if (typeof setImmediate === 'function') {
      try {
        setImmediate(resolve);
        return;
      } catch {
        // the next way
      }
    }
    if (typeof MessageChannel === 'function') {
      try {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve();
        };
        channel.port2.postMessage(null);
        return;
      } catch {
        // the next way
      }
    }
    setTimeout(resolve, 0);
  });
}

// Simulation runs. The cold answers are built from the lists of numbers src/boundary/wire/cold.rs lays out.

/** The module's run of options as read (`readRunOptions`'s answer). */
export function runOf({ slots, seedText }) {
  const glue = more();
  if (seedText !== undefined) feedSeedText(glue.seed_text, seedText);
  try {
    return new glue.SimulationRun(slots);
  } catch (e) {
    throw thrown(e);
  }
}

/** How `run` (of options `read`) splits over `workers` (1..16): `{ seed, parts }`, the seed the parts share. */
export function splitOf(run, read, workers) {
  try {
    return { seed: read.seed === undefined ? run.seed : read.seed, parts: partsOf(run.split(workers)) };
  } catch (e) {
    throw thrown(e);
  }
}

/** The result of a split run from its parts' results, as `readPartResults` packed them. */
export function mergeOf(packed) {
  try {
    return resultOf(more().SimulationRun.merge(packed));
  } catch (e) {
    throw thrown(e);
  }
}

/** The module's `run` as play() drives it: its progress and result built, as SimulationRun's getters build them. */
export function built(run) {
  return {
    get done() {
      return run.done;
    },
    step: (games) => run.step(games),
    get progress() {
      return progressOf(run.progress);
    },
    get result() {
      return resultOf(run.result);
    },
    free: () => run.free(),
  };
}

/**
 * Plays `run` (a SimulationRun, or built()) to the end, `chunkSize` games at a time, calling
 * `onProgress` after each chunk and returning to the event loop between chunks (where an aborted
 * `signal` stops it), and frees it.
 */
export async function play(run, { chunkSize, onProgress, signal }) {
  try {
    if (signal?.aborted) throw abortReason(signal);
    while (!run.done) {
      run.step(chunkSize);
      onProgress?.(run.progress);
      if (run.done) break;
      await yieldToEventLoop();
      if (signal?.aborted) throw abortReason(signal);
    }
    return run.result;
  } finally {
    run.free();
  }
}

/** A `SimulationProgress`. */
export function progressOf(v) {
  return { completed: v[PROGRESS_COMPLETED], total: v[PROGRESS_TOTAL], xWins: v[PROGRESS_X_WINS], oWins: v[PROGRESS_O_WINS], draws: v[PROGRESS_DRAWS] };
}

/** A `SimulationResult`. */
export function resultOf(v) {
  return {
    xWins: v[RESULT_X_WINS],
    oWins: v[RESULT_O_WINS],
    draws: v[RESULT_DRAWS],
    totalGames: v[RESULT_TOTAL_GAMES],
    avgMoves: v[RESULT_AVG_MOVES],
    lengths: Array.from(v.subarray(RESULT_LENGTHS, RESULT_LEN)),
  };
}

/** The parts of a split run: `[{ firstGame, games }]`. */
function partsOf(v) {
  const parts = [];
  for (let at = 0; at < v.length; at += PART_LEN) parts.push({ firstGame: v[at + PART_FIRST_GAME], games: v[at + PART_GAMES] });
  return parts;
}
