// Declarations of oxo-ai/boardgame (lib/boardgame.js). scripts/build.mjs ships this file as
// adapters/boardgame.d.ts and adapters/boardgame.d.cts.

import type { Board, EngineOptions, ScoredMove } from 'oxo-ai';

/** A boardgame.io tic-tac-toe cell: player '0' (X), player '1' (O) or empty. */
export type BoardgameCell = '0' | '1' | null;

/** Options of `OxoBot` and `createBoardgameBot`: `AIEngine`'s options (default level 'hard') plus where the game keeps its cells. */
export interface BoardgameBotOptions extends EngineOptions {
  /** A non-negative safe integer or a string; default boardgame.io's seed, else fresh entropy. */
  seed?: number | string;
  /** The name of the game's move that takes a cell index 0..8; default 'clickCell'. */
  move?: string;
  /** Reads the 9 cells from the game state `G`; default `G => G.cells`. */
  cells?(G: unknown): readonly (BoardgameCell | undefined)[];
}

/** What boardgame.io passes when it builds a bot itself (`Local({ bots })`). */
export interface BoardgameBotRuntime {
  /** The game definition. Not used. */
  game?: unknown;
  /** The game's `ai.enumerate`. Not used: legal moves come from the engine. */
  enumerate?: unknown;
  /** The game's seed. */
  seed?: string | number;
}

/** The action a bot returns: what boardgame.io's `makeMove(move, [id], playerID)` creates. */
export interface BoardgameMoveAction {
  type: 'MAKE_MOVE';
  payload: {
    /** The move's name, 'clickCell' by default. */
    type: string;
    /** The cell index, `row * 3 + col`. */
    args: [number];
    /** The player making the move. */
    playerID: string;
  };
}

/** The part of boardgame.io's match state the bot reads. */
export interface BoardgameState {
  /** The game state; the cells are read with the `cells` option. */
  G: unknown;
}

/** A boardgame.io bot that plays with an oxo-ai engine. */
export declare class OxoBot {
  #private;
  /** Throws `INVALID_OPTION` for bad options. */
  constructor(options?: BoardgameBotOptions & BoardgameBotRuntime);
  /**
   * The engine's move for `playerID` ('0' plays X, '1' plays O); `action` is null once the
   * game is over. Rejects with `INVALID_PLAYER`, `INVALID_BOARD`, `IMPOSSIBLE_POSITION` or
   * `WRONG_TURN`.
   */
  play(state: BoardgameState, playerID: string): Promise<{ action: BoardgameMoveAction | null; metadata?: { rankedMoves: ScoredMove[] } }>;
}

/** The oxo-ai board of boardgame.io cells ('0' is X, '1' is O); throws `INVALID_BOARD`. */
export declare function fromBoardgameCells(cells: readonly (BoardgameCell | undefined)[]): Board;

/**
 * An `OxoBot` class with `options` built in, for `Local({ bots: { '1': createBoardgameBot() } })`.
 * Throws `INVALID_OPTION` now for bad options.
 */
export declare function createBoardgameBot(options?: BoardgameBotOptions): new (runtime?: BoardgameBotRuntime) => OxoBot;
