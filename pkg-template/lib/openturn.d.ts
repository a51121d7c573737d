// Declarations of oxo-ai/openturn (lib/openturn.js). scripts/build.mjs ships this file as
// adapters/openturn.d.ts and adapters/openturn.d.cts.

import type { Board, EngineOptions, Move, Player } from 'oxo-ai';

/** The openturn event of a tic-tac-toe move: `'placeMark'`. */
export declare const PLACE_MARK: 'placeMark';

/** An openturn action that puts the mover's mark on one cell. */
export interface PlaceMarkAction {
  /** Always 'placeMark'. */
  event: 'placeMark';
  /** The cell to mark. */
  payload: Move;
  /** The cell as `'(row,col)'`, e.g. `'(1,1)'`. */
  label: string;
}

/** What openturn's runner hands a bot's `decide`; the bot reads only these fields. */
export interface OpenturnBotContext<A extends PlaceMarkAction = PlaceMarkAction> {
  /** '0' plays X (and moves first), '1' plays O. */
  playerID: string;
  /** The player's view of the match; only `board` is read. */
  view: { readonly board: Board };
  /** The actions the runner allows now; `decide` returns one of these very objects. */
  legalActions: readonly A[];
  /** The runner's random source. Not used: the bot draws from its own seeded engine. */
  rng?: unknown;
  /** Aborted before the decision: `decide` throws `signal.reason`. */
  signal?: AbortSignal;
  /** A `Date.now()` timestamp the decision must be made by: bounds an MCTS search. */
  deadline?: number;
  /** Milliseconds the bot may think: bounds an MCTS search. */
  thinkingBudgetMs?: number;
}

/** Options of `createOpenturnBot`: `AIEngine`'s options (default level 'hard') plus a display name. */
export interface OpenturnBotOptions extends EngineOptions {
  /** MCTS wall-clock budget per move, 1..=60,000 ms (also bounded by the context's deadline). */
  mctsTimeMs?: number;
  /** The bot's name; default `'oxo-ai <difficulty>'`. */
  name?: string;
}

/** A bot of openturn's shape. */
export interface OpenturnBot {
  /** Display name. */
  readonly name: string;
  /** Iterations the last MCTS decision ran (null for other levels). */
  readonly lastIterations: number | null;
  /**
   * The element of `context.legalActions` that places the mark where the engine's `bestMove`
   * does on `context.view.board`. Throws `INVALID_PLAYER` (playerID not '0' or '1'), the
   * engine's board errors (`INVALID_BOARD`, `IMPOSSIBLE_POSITION`, `WRONG_TURN`), `GAME_OVER`
   * on a finished board, and `INVALID_MOVE` if `legalActions` lacks the engine's move.
   */
  decide<A extends PlaceMarkAction>(context: OpenturnBotContext<A>): A;
}

/**
 * Every legal action of `player` on `board`, row-major. Throws `INVALID_BOARD`,
 * `INVALID_PLAYER`, `IMPOSSIBLE_POSITION` and `WRONG_TURN`; `[]` once the game is over.
 */
export declare function legalActions(board: Board, player: Player): PlaceMarkAction[];

/** A bot for openturn's runner; bad options throw `INVALID_OPTION`. */
export declare function createOpenturnBot(options?: OpenturnBotOptions): OpenturnBot;
