// Games as callers hand them over (README "Game", "Off the main thread", "An opponent that adapts"): `Game` snapshots, the move lists of a
// reviewed game, the records `inferOpponent` reads, and the parts' results of a split run,
// read and checked here into plain numbers. Whether the moves make a legal game is the core's
// to say. The limits and messages come from Rust (./wire.js).
//
// Same module rules as extras.js.

import {
  ERROR_CODE, MAX_RECORDS, MAX_RUN_PARTS, M_LENGTHS, M_OPTION_READ, M_SNAPSHOT_INSPECT, M_SNAPSHOT_READ, M_SNAPSHOT_SHAPE,
  M_SNAPSHOT_START, M_SNAPSHOT_VERSION, M_SNAPSHOT_VERSION_RANGE, M_WHOLE_COUNT, RESULT_SLOTS, SNAPSHOT_VERSION,
} from './wire.js';
import { describe, describeThrown, fail, readList, readMove, readNotation, within } from './read.js';

/** No game has more than 9 moves. */
const MAX_MOVES = 9;

/** The moves of a game to review (`reviewGame`'s `moves`) as their squares. */
export function readMoveList(value) {
  return Uint8Array.from(readList(value, MAX_MOVES, ERROR_CODE.INVALID_MOVE, 'moves', (i, m) => within(`moves[${i}]`, () => readMove(m))));
}

/** A snapshot as `Game.toJSON()` writes it, `{ version: 1, start, moves }`: `{ start, moves }`, a wire board and squares. */
export function readSnapshot(value) {
  let array;
  try {
    array = Array.isArray(value);
  } catch {
    throw fail(M_SNAPSHOT_INSPECT);
  }
  if (typeof value !== 'object' || value === null || array) throw fail(M_SNAPSHOT_SHAPE, describe(value));
  const field = (key) => {
    try {
      return value[key];
    } catch (thrown) {
      throw fail(M_SNAPSHOT_READ, key, describeThrown(thrown));
    }
  };
  const version = field('version');
  if (typeof version !== 'number') throw fail(M_SNAPSHOT_VERSION, describe(version));
  if (version !== SNAPSHOT_VERSION) throw fail(M_SNAPSHOT_VERSION_RANGE, describe(version));
  const start = field('start');
  if (typeof start !== 'string') throw fail(M_SNAPSHOT_START, describe(start));
  const board = within('snapshot.start', () => readNotation(start));
  const moves = readList(field('moves'), MAX_MOVES, ERROR_CODE.INVALID_SNAPSHOT, 'snapshot.moves', (i, m) =>
    within(`snapshot.moves[${i}]`, () => readMove(m)),
  );
  return { start: board, moves: Uint8Array.from(moves) };
}

/**
 * The games `inferOpponent` watches (move lists from the empty board, or snapshots) as one list:
 * each game its start's wire board, its move count, then its squares.
 */
export function readRecords(value) {
  const records = [];
  readList(value, MAX_RECORDS, ERROR_CODE.INVALID_OPTION, 'games', (i, record) => {
    const { start, moves } = within(`games[${i}]`, () => readRecord(record));
    records.push(start, moves.length, ...moves);
  });
  return Uint32Array.from(records);
}

/** A move list from the empty board, or a snapshot. */
function readRecord(value) {
  let array = false;
  try {
    array = Array.isArray(value);
  } catch {
    // a revoked Proxy: the snapshot reader says so
  }
  return array ? { start: 0, moves: readMoveList(value) } : readSnapshot(value);
}

/**
 * The parts' results a split run adds up (at most MAX_RUN_PARTS `SimulationResult`s of whole
 * counts; `avgMoves` is recomputed from the lengths), RESULT_SLOTS numbers each. Only
 * oxo-ai/worker's parts hand results over, so anything else is an `INTERNAL_ERROR`.
 */
export function readPartResults(value) {
  const internal = ERROR_CODE.INTERNAL_ERROR;
  const parts = readList(value, MAX_RUN_PARTS, internal, 'results', (i, result) => within(`results[${i}]`, () => readPart(result)));
  const slots = new Float64Array(parts.length * RESULT_SLOTS);
  parts.forEach((part, i) => slots.set(part, i * RESULT_SLOTS));
  return slots;
}

/** A whole count, at most 2^64 - 1. */
function whole(x, key) {
  if (!(typeof x === 'number' && Number.isInteger(x) && x >= 0 && x <= 18446744073709551615)) throw fail(M_WHOLE_COUNT, key, describe(x));
  return x;
}

function readPart(value) {
  const read = (key) => {
    try {
      return value[key];
    } catch (thrown) {
      throw fail(M_OPTION_READ, key, describeThrown(thrown));
    }
  };
  const lengths = readList(read('lengths'), 10, ERROR_CODE.INTERNAL_ERROR, 'lengths', (_, x) => whole(x, 'lengths'));
  if (lengths.length !== 10) throw fail(M_LENGTHS);
  return [whole(read('xWins'), 'xWins'), whole(read('oWins'), 'oWins'), whole(read('draws'), 'draws'), whole(read('totalGames'), 'totalGames'), ...lengths];
}
