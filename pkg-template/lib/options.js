// The options objects of AIEngine and GameAnalyzer (README "AIEngine", "GameAnalyzer", "An
// opponent that adapts"; a simulation's are ./run-options.js's), read and checked here, each key
// once and in a fixed order, into the slots of numbers src/boundary/wire/options.rs lays out:
// plain data the wasm module (or a worker) takes as it is. Which options may go together is the core's to say when it decodes them.
// The names, limits and messages come from Rust (./wire.js).
//
// Same module rules as extras.js: siblings only, no top-level await or `import.meta`, no work at
// module load beyond defining values.

import {
  DEFAULT_DIFFICULTY, DEFAULT_MCTS_ITERATIONS, DEFAULT_TARGET, DIFFICULTY_LIST, LEVELS, LEVEL_SLOTS, MAX_SEED,
  MCTS_ITERATIONS_RANGE, MCTS_TIME_MS_RANGE, M_CELL_ORDER_HOLE, M_CELL_ORDER_ONCE, M_CONFIDENCE, M_CONFIDENCE_RANGE,
  M_DIFFICULTY_NAME, M_NAME_TYPE, M_OBJECT, M_OPTION_FLAG, M_OPTION_NUMBER, M_OPTION_RANGE, M_OPTION_READ, M_RESULT,
  M_RULE_NAME, M_SEED, M_SEED_RANGE, M_SIDE_ADAPTIVE, M_SIDE_KEY, M_TARGET, M_TARGET_RANGE, OPPONENT_DIFFICULTY,
  OPT_ABSENT, OPT_ADAPTIVE, OPT_CELL_ORDER, OPT_CONFIDENCE, OPT_DIFFICULTY, OPT_MCTS_ITERATIONS, OPT_MCTS_TIME_MS,
  OPT_RULES, OPT_SEED, OPT_SKILL, OPT_STRICT, OPT_TEXT_SEED, OPT_VARIETY, RESULTS, RULES, RULE_LIST, SKILL_RANGE,
} from './wire.js';
import { describe, describeThrown, fail, quote, readList, wellFormed, within } from './read.js';

/** What an options object is read for: an engine's all keys; a simulation side's all but `seed`, `strict` and `adaptive`; an opponent model's `difficulty`, `rules`, `skill`, `cellOrder`. */
const ENGINE = 0;
export const SIDE = 1;
const OPPONENT = 2;

/** An optional options object: `undefined`/`null` mean all defaults (null is returned). */
export function optionsObject(value, what) {
  if (value === undefined || value === null) return null;
  let array = false;
  try {
    array = Array.isArray(value);
  } catch {
    // a revoked Proxy: an object whose reads will say what it is
  }
  if (typeof value === 'object' && !array) return value;
  throw fail(M_OBJECT, what, describe(value));
}

/** `options[key]`; what a getter throws is the option's error. */
export function option(options, key) {
  try {
    return options[key];
  } catch (thrown) {
    throw fail(M_OPTION_READ, key, describeThrown(thrown));
  }
}

/** A name's index in `names` (`undefined` gives `fallback`); a string of at most 64 units. */
export function nameIndex(value, key, names, fallback, unknown) {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || value.length > 64) throw fail(M_NAME_TYPE, key, describe(value));
  const i = names.indexOf(value);
  if (i < 0) {
    const error = unknown(quote(wellFormed(value)));
    error.message = `${key}: ${error.message}`;
    throw error;
  }
  return i;
}

export const unknownLevel = (got) => fail(M_DIFFICULTY_NAME, DIFFICULTY_LIST, got);
const unknownRule = (got) => fail(M_RULE_NAME, RULE_LIST, got);

/** A whole number in `[low, high]`; `undefined` gives `fallback`. */
export function readCount(value, key, [low, high], fallback) {
  if (value === undefined) return fallback;
  if (typeof value !== 'number') throw fail(M_OPTION_NUMBER, key, describe(value));
  if (!(Number.isInteger(value) && value >= low && value <= high)) throw fail(M_OPTION_RANGE, key, low, high, describe(value));
  return value + 0;
}

/** A boolean option as 0 or 1; `undefined` gives `fallback`. */
function flag(value, key, fallback) {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw fail(M_OPTION_FLAG, key, describe(value));
  return value ? 1 : 0;
}

/** A seed's slot: a non-negative safe integer, OPT_TEXT_SEED for a string (`seed.text`), NaN for none. */
export function seedSlot(value, seed) {
  if (value === undefined) return NaN;
  if (typeof value === 'string') {
    seed.text = value;
    return OPT_TEXT_SEED;
  }
  if (typeof value !== 'number') throw fail(M_SEED, describe(value));
  if (!(Number.isInteger(value) && value >= 0 && value <= MAX_SEED)) throw fail(M_SEED_RANGE, describe(value));
  return value + 0;
}

/**
 * The level of `options` into `slots` at `at` (and its opponent's at `at + LEVEL_SLOTS`), read as
 * `reading` says; `mcts` is the default `mctsIterations`, `seed` collects a string seed, `refuse`
 * (a side's) throws for keys the reading may not have.
 */
export function readLevel(options, reading, slots, at, mcts, seed, refuse) {
  const engine = reading === ENGINE;
  const model = reading !== OPPONENT;
  const get = (key, has) => (has ? option(options, key) : undefined);
  const rules = get('rules', true);
  const opponent = get('opponent', model);
  // A simulation side's reader passes its refusal in, so a bundle that reads no side carries none of it.
  refuse?.(options);
  const fallback = model ? DEFAULT_DIFFICULTY : OPPONENT_DIFFICULTY;
  slots[at + OPT_DIFFICULTY] = nameIndex(get('difficulty', true), 'difficulty', LEVELS, fallback, unknownLevel);
  slots[at + OPT_MCTS_ITERATIONS] = readCount(get('mctsIterations', model), 'mctsIterations', MCTS_ITERATIONS_RANGE, mcts);
  slots[at + OPT_MCTS_TIME_MS] = readCount(get('mctsTimeMs', model), 'mctsTimeMs', MCTS_TIME_MS_RANGE, 0);
  slots[at + OPT_SEED] = seedSlot(get('seed', engine), seed);
  slots[at + OPT_STRICT] = flag(get('strict', engine), 'strict', 0);
  slots[at + OPT_SKILL] = readCount(get('skill', true), 'skill', SKILL_RANGE, OPT_ABSENT);
  slots[at + OPT_VARIETY] = flag(get('variety', model), 'variety', 0);
  slots[at + OPT_RULES] = OPT_ABSENT;
  if (rules !== undefined) readRules(rules, slots, at);
  slots[at + OPT_CELL_ORDER] = OPT_ABSENT;
  const cellOrder = get('cellOrder', true);
  if (cellOrder !== undefined) readCellOrder(cellOrder, slots, at);
  if (model) slots[at + LEVEL_SLOTS + OPT_DIFFICULTY] = OPT_ABSENT;
  if (opponent !== undefined) within('opponent', () => readOpponent(opponent, slots, at + LEVEL_SLOTS));
  const adaptive = get('adaptive', engine);
  slots[at + OPT_ADAPTIVE] = adaptive === undefined ? NaN : readTarget(adaptive);
}

/** The keys a simulation side may not have: `adaptive`, `seed`, `strict`. */
export function refuseSideKeys(options) {
  if (option(options, 'adaptive') !== undefined) throw fail(M_SIDE_ADAPTIVE);
  for (const key of ['seed', 'strict']) if (option(options, key) !== undefined) throw fail(M_SIDE_KEY, key);
}

/** `rules` (README "AIEngine"): up to 8 rule names, in the order the level tries them; a hole is 'win'. */
function readRules(value, slots, at) {
  const list = readList(value, RULES.length, undefined, 'rules', (i, rule) => nameIndex(rule, `rules[${i}]`, RULES, 0, unknownRule));
  slots[at + OPT_RULES] = list.length;
  list.forEach((rule, i) => (slots[at + OPT_RULES + 1 + i] = rule));
}

/** `cellOrder` (README "Learning an opponent from its games"): each cell 0..8 once, in the order the rules level takes them. */
function readCellOrder(value, slots, at) {
  const cells = readList(value, 9, undefined, 'cellOrder', (i, cell) => {
    const key = `cellOrder[${i}]`;
    if (cell === undefined) throw fail(M_CELL_ORDER_HOLE, key);
    return readCount(cell, key, [0, 8], 0);
  });
  if (cells.length !== 9 || new Set(cells).size !== 9) throw fail(M_CELL_ORDER_ONCE);
  slots[at + OPT_CELL_ORDER] = 9;
  cells.forEach((cell, i) => (slots[at + OPT_CELL_ORDER + 1 + i] = cell));
}

/** `adaptive`: `{ target? }`, the opponent's score to hold (README "An opponent that adapts"); NaN for `null`. */
function readTarget(value) {
  const options = optionsObject(value, 'adaptive');
  if (options === null) return NaN;
  const target = option(options, 'target');
  if (target === undefined) return DEFAULT_TARGET;
  if (typeof target !== 'number') throw fail(M_TARGET, describe(target));
  if (!(target >= 0 && target <= 1)) throw fail(M_TARGET_RANGE, describe(target));
  return target;
}

/** `opponent`: `{ difficulty?, rules?, skill?, cellOrder?, confidence? }`, a level at `at`. */
function readOpponent(value, slots, at) {
  const options = optionsObject(value, 'opponent');
  if (options === null) throw fail(M_OBJECT, 'opponent', describe(value));
  readLevel(options, OPPONENT, slots, at, DEFAULT_MCTS_ITERATIONS, {});
  const confidence = option(options, 'confidence');
  if (confidence === undefined) {
    slots[at + OPT_CONFIDENCE] = 0;
    return;
  }
  if (typeof confidence !== 'number') throw fail(M_CONFIDENCE, describe(confidence));
  if (!(confidence >= 0 && confidence <= 1)) throw fail(M_CONFIDENCE_RANGE, describe(confidence));
  slots[at + OPT_CONFIDENCE] = confidence;
}

/**
 * `AIEngine`'s options as plain data: `{ slots, seedText }`, the two levels (the engine's and
 * its opponent's) and the string seed, if any, for the module to hash.
 */
export function readEngineOptions(value) {
  const slots = new Float64Array(2 * LEVEL_SLOTS);
  const seed = {};
  const options = optionsObject(value, 'engine options');
  if (options === null) readLevel({}, ENGINE, slots, 0, DEFAULT_MCTS_ITERATIONS, seed);
  else readLevel(options, ENGINE, slots, 0, DEFAULT_MCTS_ITERATIONS, seed);
  return { slots, seedText: seed.text };
}

/** `GameAnalyzer`'s `{ strict? }`. */
export function readAnalyzerStrict(value) {
  const options = optionsObject(value, 'analyzer options');
  return options !== null && flag(option(options, 'strict'), 'strict', 0) === 1;
}

/** A finished game's result from the engine's side as its index: 'win', 'draw' or 'loss'. */
export function readResult(value) {
  const i = typeof value === 'string' && value.length <= 16 ? RESULTS.indexOf(value) : -1;
  if (i < 0) throw fail(M_RESULT, describe(value));
  return i;
}

/** UTF-16 units per piece of a string seed handed to the module: any length needs little wasm memory at once. */
const SEED_PIECE = 1 << 16;

/**
 * Hands the string seed `text` to the module's `seed_text(piece, first)` a piece at a time, as
 * UTF-8 (a lone surrogate is U+FFFD; a surrogate pair is never split).
 */
export function feedSeedText(seedText, text) {
  const encoder = new TextEncoder();
  let start = 0;
  do {
    let end = Math.min(start + SEED_PIECE, text.length);
    const high = text.charCodeAt(end - 1);
    const low = text.charCodeAt(end);
    if (high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) end += 1;
    seedText(encoder.encode(text.slice(start, end)), start === 0);
    start = end;
  } while (start < text.length);
}

