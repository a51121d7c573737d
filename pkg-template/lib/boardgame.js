// oxo-ai/boardgame: a bot for boardgame.io's AI framework, for a tic-tac-toe game whose
// state holds `G.cells` (9 cells, `null | '0' | '1'`) and whose move is `clickCell(id)`.
// Adapts shapes only: the rules, the turn check and the move come from the Rust core.
// boardgame.io is not a dependency: the bot has the shape its runtime calls
// (`new Bot({ game, enumerate, seed })`, `bot.play(state, playerID)`).
//
// Written once as ESM; scripts/build.mjs copies it and esbuild makes the CommonJS copy, under
// the same rules as lib/openturn.js (imports only from 'oxo-ai' and './adapter-kit.js').

import { AIEngine, fromFlat } from 'oxo-ai';
import { codedError, describe, playerOfId } from './adapter-kit.js';

/** boardgame.io's player IDs: '0' moves first and plays X, '1' plays O. */
const playerOf = (playerID) => playerOfId(playerID, 'playerID');

/**
 * The oxo-ai board of boardgame.io cells: '0' is X, '1' is O, null (or undefined) empty.
 * A cell of any other value is an `INVALID_BOARD` TypeError; the shape (9 cells) is checked
 * by `fromFlat`.
 */
export function fromBoardgameCells(cells) {
  if (!Array.isArray(cells)) return fromFlat(cells); // throws, naming the value
  return fromFlat(cells.map((cell, index) => {
    if (cell === '0') return 'X';
    if (cell === '1') return 'O';
    if (cell === null || cell === undefined) return null;
    throw codedError(TypeError, 'INVALID_BOARD', `cells[${index}] must be '0', '1' or null, got ${describe(cell)}`);
  }));
}

/**
 * A boardgame.io bot playing with an oxo-ai engine. boardgame.io's `Local({ bots })` builds
 * it as `new OxoBot({ game, enumerate, seed })`; `Step` and `Simulate` call
 * `play(state, playerID)`. Options: `difficulty` (default 'hard'), `seed` (default
 * boardgame.io's `seed`, else fresh entropy), `mctsIterations`, `move` (the move's name,
 * default 'clickCell') and `cells` (reads the cells from `G`, default `G => G.cells`).
 */
export class OxoBot {
  #engine;
  #move;
  #cells;

  constructor(options) {
    if (options !== undefined && options !== null && typeof options !== 'object') {
      throw codedError(TypeError, 'INVALID_OPTION', `bot options must be an object, got ${describe(options)}`);
    }
    const { move = 'clickCell', cells = (G) => G.cells, ...engineOptions } = options ?? {};
    if (typeof move !== 'string') {
      throw codedError(TypeError, 'INVALID_OPTION', `move must be the move's name, got ${describe(move)}`);
    }
    if (typeof cells !== 'function') {
      throw codedError(TypeError, 'INVALID_OPTION', `cells must be a function of G, got ${describe(cells)}`);
    }
    // A bot plays turns of a refereed game: the engine keeps the referee's checks (README "AIEngine").
    this.#engine = new AIEngine({ ...engineOptions, strict: true });
    this.#move = move;
    this.#cells = cells;
  }

  /**
   * The engine's move as a boardgame.io action, `{ type: 'MAKE_MOVE', payload: { type:
   * 'clickCell', args: [id], playerID } }` with `id = row * 3 + col`, and `metadata: {
   * rankedMoves }` (every legal move under perfect play, best first); `{ action: null }` once
   * the game is over.
   */
  async play(state, playerID) {
    const player = playerOf(playerID);
    const board = fromBoardgameCells(this.#cells(state.G));
    const move = this.#engine.bestMove(board, player);
    if (move === null) return { action: null };
    const id = move.row * 3 + move.col;
    // boardgame.io keeps a bot's `metadata` with the step: every move ranked by perfect play.
    const metadata = { rankedMoves: this.#engine.rankedMoves(board, player) };
    return { action: { type: 'MAKE_MOVE', payload: { type: this.#move, args: [id], playerID } }, metadata };
  }
}

/**
 * An `OxoBot` class with `options` built in, for `Local({ bots: { '1': createBoardgameBot({
 * difficulty: 'expert' }) } })`. The options are checked now: bad ones throw here, not when
 * boardgame.io builds the bot. Without a `seed` option the bot is seeded by boardgame.io's
 * `game.seed` (as a string), else by fresh entropy.
 */
export function createBoardgameBot(options) {
  new OxoBot(options); // checks the options once, up front
  const preset = { ...options };
  return class PresetOxoBot extends OxoBot {
    /** `runtime` is what boardgame.io passes: `{ game, enumerate, seed }`. */
    constructor(runtime) {
      // boardgame.io's seed may be any string or number; as a string it is always a valid seed.
      const runtimeSeed = runtime?.seed === undefined ? undefined : String(runtime.seed);
      super({ ...preset, seed: preset.seed ?? runtimeSeed });
    }
  };
}
