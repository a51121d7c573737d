// Game, reviewGame, inferOpponent and SimulationRun: the classes and functions beside ./api.js's,
// over the same WebAssembly module (docs/DESIGN.md, "One engine module"), which ./engine-wasm.js
// loads where either file is first evaluated. Each method reads its arguments (./read.js,
// ./options.js, ./records.js) and hands them to ./compute.js, or calls the module's internal
// export and builds the answer (./boundary.js) itself where nothing else computes it.
//
// Same module rules as extras.js (esbuild makes the CommonJS copy).

import { wasm as more } from './engine-wasm.js';
import { FREED, disposeIsFree, boardOf, itemsOf, moveOf, movesOf, notationOf, playerOf } from './boundary.js';
import { mergeOf, modelFor, progressOf, resultOf, reviewOf, reviewOfMoves, runOf, splitOf } from './compute-more.js';
import { readBoard, readMove, readPlayer } from './read.js';
import { readCount } from './options.js';
import { readRunOptions, readSimulatorSeed } from './run-options.js';
import { readMoveList, readPartResults, readRecords, readSnapshot } from './records.js';
import { CHUNK_SIZE_RANGE, STATUSES, WORKERS_RANGE } from './wire.js';
import { thrown } from './words.js';

/** The review of the game `moves` make from `start` (default: the empty board), checked as the referee checks. */
export function reviewGame(moves, start) {
  const squares = readMoveList(moves);
  return reviewOfMoves(squares, start === undefined ? 0 : readBoard(start));
}

/** An authoritative referee: it accepts only a legal move for the side to move. */
export const Game = /* @__PURE__ */ disposeIsFree(class Game {
  #game;

  /** A referee `fromJSON` restored, for the constructor to adopt. */
  static #restored = null;

  /** An empty board with X to move, or a game that starts at `board` (only `undefined` means empty). */
  constructor(board) {
    const restored = Game.#restored;
    Game.#restored = null;
    try {
      this.#game = restored ?? (board === undefined ? more().Game.empty() : more().Game.start(readBoard(board)));
    } catch (e) {
      throw thrown(e);
    }
  }

  /** A game restored from `toJSON()`'s snapshot, trusting nothing in it. */
  static fromJSON(value) {
    const { start, moves } = readSnapshot(value);
    try {
      Game.#restored = more().Game.restore(start, moves);
    } catch (e) {
      throw thrown(e);
    }
    return new Game();
  }

  /** The side to move marks `move`; a rejected move changes nothing. */
  play(move) {
    try {
      this.#game.play(readMove(move));
    } catch (e) {
      throw thrown(e);
    }
  }

  /** Takes back the last move played and returns it; null when there is none. */
  undo() {
    return moveOf(this.#game.undo());
  }

  /** The board now (a new array on every read). */
  get board() {
    return boardOf(this.#game.board());
  }

  /** The side to move, or null once the game is over. */
  get toMove() {
    return playerOf(this.#game.to_move());
  }

  /** 'playing', 'won' or 'draw'. */
  get status() {
    return STATUSES[this.#game.status()];
  }

  /** The player with three in a row, or null. */
  get winner() {
    return playerOf(this.#game.winner());
  }

  /** The winner's three cells, or null. */
  get winningLine() {
    const set = this.#game.winning_line();
    return set === 0 ? null : movesOf(set);
  }

  /** The moves played since the start, oldest first. */
  get history() {
    const game = this.#game;
    return itemsOf((part) => game.history(part)).map(moveOf);
  }

  /** Every cell the side to move may mark, row-major; [] once the game is over. */
  legalMoves() {
    return movesOf(this.#game.legal_moves());
  }

  /** Each move labelled from perfect play, with a sentence, per-player accuracy and the turning point. */
  review() {
    return reviewOf(this.#game.review());
  }

  /** `{ version: 1, start, moves }`; `JSON.stringify(game)` calls it. */
  toJSON() {
    return { version: 1, start: notationOf(this.#game.start_board()), moves: this.history };
  }

  /** Releases the game's memory now. */
  free() {
    const handle = this.#game;
    handle.free();
    this.#game = FREED;
  }
});

/**
 * The model that best explains `player`'s moves in `games` (move lists from the empty board,
 * `Game`s or snapshots): a rule list or a level with a skill, with a `confidence`.
 */
export function inferOpponent(games, player) {
  const records = readRecords(recordsOf(games));
  return modelFor(records, readPlayer(player));
}

/** `games` with each `Game` as its snapshot (the reader reads the rest, and reports what it cannot). */
function recordsOf(games) {
  try {
    return Array.isArray(games) ? Array.from(games, (g) => (g instanceof Game ? g.toJSON() : g)) : games;
  } catch {
    return games;
  }
}

/** A resumable self-play run: `step()` plays the next games; what `Simulator.run` drives. */
export const SimulationRun = /* @__PURE__ */ disposeIsFree(class SimulationRun {
  #run;
  /** The options as read (./options.js): the scheduler's own values and the run's seed as given. */
  #options;

  constructor(options, defaults) {
    const read = readRunOptions(options, defaults);
    this.#run = runOf(read);
    this.#options = read;
  }

  /** Checks a Simulator's constructor options (`{ seed? }`). */
  static checkSimulatorOptions(options) {
    readSimulatorSeed(options);
  }

  /** How the run splits over `workers` (1..16; `{ seed, parts: [{ firstGame, games }] }`; no parts: play it whole). */
  split(workers) {
    return splitOf(this.#run, this.#options, readCount(workers, 'workers', WORKERS_RANGE, 1));
  }

  /** The result of a split run from its parts' results. */
  static merge(results) {
    return mergeOf(readPartResults(results));
  }

  /** Plays up to `maxGames` more games (1..1,000,000; default `chunkSize`); true once the run is complete. */
  step(maxGames) {
    return this.#run.step(readCount(maxGames, 'maxGames', CHUNK_SIZE_RANGE, this.#options.chunkSize));
  }

  get done() {
    return this.#run.done;
  }

  get chunkSize() {
    return this.#options.chunkSize;
  }

  get onProgress() {
    return this.#options.onProgress;
  }

  get signal() {
    return this.#options.signal;
  }

  get progress() {
    return progressOf(this.#run.progress);
  }

  get result() {
    return resultOf(this.#run.result);
  }

  free() {
    const handle = this.#run;
    handle.free();
    this.#run = FREED;
    this.#options = FREED;
  }
});
