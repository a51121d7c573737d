// The options of the Simulator, a simulation run and its parts (README "Simulator", "Off the main
// thread"), read as ./options.js reads an engine's, whose readers they reuse for each side. Apart
// from ./options.js so that a bundle serving pages that only play and pages that simulate gives
// the first none of this (docs/DESIGN.md, "Pages of one app").
//
// Same module rules as extras.js: siblings only, no top-level await or `import.meta`, no work at
// module load beyond defining values.

import {
  CHUNK_SIZE_RANGE, DEFAULT_CHUNK_SIZE, DEFAULT_DIFFICULTY, DEFAULT_MCTS_ITERATIONS, GAMES_RANGE, LEVELS,
  MCTS_ITERATIONS_RANGE, M_REQUIRED, M_RUN_SHAPE, M_SCHEDULER, OPT_DIFFICULTY, RUN_CHUNK_SIZE, RUN_FIRST_GAME,
  RUN_GAMES, RUN_PLAYER_O, RUN_PLAYER_X, RUN_SEED, RUN_SLOTS, WORKERS_RANGE,
} from './wire.js';
import { describe, fail, within } from './read.js';
import {
  SIDE, nameIndex, option, optionsObject, readCount, readLevel, refuseSideKeys, seedSlot, unknownLevel,
} from './options.js';

/** A `Simulator`'s constructor options, `{ seed? }`: the seed as given (undefined: none). */
export function readSimulatorSeed(value) {
  const options = optionsObject(value, 'simulator options');
  if (options === null) return undefined;
  const seed = option(options, 'seed');
  seedSlot(seed, {});
  return seed;
}

/** `options[key]`, which must be present. */
function required(options, key) {
  const value = option(options, key);
  if (value === undefined) throw fail(M_REQUIRED, key);
  return value;
}

/** `playerX`/`playerO` (README "Simulator"): a difficulty name, or engine options without `seed`, `strict` and `adaptive`. */
function readSide(value, key, slots, at, mcts) {
  let options = null;
  try {
    options = optionsObject(value, key);
  } catch {
    // not an object: a name
  }
  if (options !== null) {
    within(key, () => readLevel(options, SIDE, slots, at, mcts, {}, refuseSideKeys));
    return;
  }
  readLevel({}, SIDE, slots, at, mcts, {}, refuseSideKeys);
  slots[at + OPT_DIFFICULTY] = nameIndex(value, key, LEVELS, DEFAULT_DIFFICULTY, unknownLevel);
}

/**
 * A simulation run's options (README "Simulator") with the `Simulator`'s constructor options as
 * `defaults` (their `seed` applies when the run has none), as plain data: `{ slots, seedText,
 * seed, chunkSize, onProgress, signal }`, `seed` the value that seeds the run (undefined: fresh).
 */
export function readRunOptions(value, defaults) {
  const defaultSeed = readSimulatorSeed(defaults);
  const options = optionsObject(value, 'simulation options');
  if (options === null) throw fail(M_RUN_SHAPE, describe(value));
  const slots = new Float64Array(RUN_SLOTS);
  slots[RUN_GAMES] = readCount(required(options, 'games'), 'games', GAMES_RANGE, 0);
  const x = required(options, 'playerX');
  const o = required(options, 'playerO');
  const mcts = readCount(option(options, 'mctsIterations'), 'mctsIterations', MCTS_ITERATIONS_RANGE, DEFAULT_MCTS_ITERATIONS);
  readSide(x, 'playerX', slots, RUN_PLAYER_X, mcts);
  readSide(o, 'playerO', slots, RUN_PLAYER_O, mcts);
  slots[RUN_FIRST_GAME] = readCount(option(options, 'firstGame'), 'firstGame', GAMES_RANGE, 0);
  const chunkSize = readCount(option(options, 'chunkSize'), 'chunkSize', CHUNK_SIZE_RANGE, DEFAULT_CHUNK_SIZE);
  slots[RUN_CHUNK_SIZE] = chunkSize;
  const ownSeed = option(options, 'seed');
  const seed = ownSeed === undefined ? defaultSeed : ownSeed;
  const text = {};
  slots[RUN_SEED] = seedSlot(seed, text);
  // The JS scheduler's own values, read last: a callback and an AbortSignal.
  const onProgress = option(options, 'onProgress');
  if (onProgress !== undefined && typeof onProgress !== 'function') throw fail(M_SCHEDULER, 'onProgress', 'a function', describe(onProgress));
  const signal = option(options, 'signal');
  if (signal !== undefined && !(typeof AbortSignal === 'function' && signal instanceof AbortSignal)) {
    throw fail(M_SCHEDULER, 'signal', 'an AbortSignal', describe(signal));
  }
  return { slots, seedText: text.text, seed, chunkSize, onProgress, signal };
}

/** What an aborted run or call rejects with: the signal's reason, as `fetch` does. */
export function abortReason(signal) {
  if (signal.reason !== undefined) return signal.reason;
  return new DOMException('This operation was aborted', 'AbortError');
}

/** oxo-ai/worker's Simulator's `workers` (1..16), or undefined for the default. */
export function readWorkers(value) {
  const options = optionsObject(value, 'simulator options');
  return options === null ? undefined : readCount(option(options, 'workers'), 'workers', WORKERS_RANGE, undefined);
}

/** Part `{ firstGame, games }` of a run read by readRunOptions, with the split's `seed`: as readRunOptions reads that part's options. */
export function partOptions(read, { firstGame, games }, seed) {
  const slots = Float64Array.from(read.slots);
  slots[RUN_FIRST_GAME] = firstGame;
  slots[RUN_GAMES] = games;
  const text = {};
  slots[RUN_SEED] = seedSlot(seed, text);
  return { ...read, slots, seedText: text.text, seed };
}
