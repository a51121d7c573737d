// oxo-ai/mnk (README "Bigger boards"): m,n,k-games, from 3x3 to 15x15 with k in a row, optionally with gravity
// (Connect Four) and misère. Hand-written; js-tests/entries.test.mjs checks it under --strict against
// the runtime exports.

/** A player's mark. */
export type MnkPlayer = 'X' | 'O';

/** A cell as answers hold it. */
export type MnkCell = MnkPlayer | null;

/** A cell as the readers accept it: `'X'`, `'x'`, `'O'`, `'o'`, or empty: null, undefined, `''`, `' '`, `'.'`. */
export type MnkCellInput = 'X' | 'x' | 'O' | 'o' | null | undefined | '' | ' ' | '.';

/**
 * The rules of an m,n,k-game: `rows` × `cols` cells (each 3..15), `k` in a row wins (3..the
 * longer side). `gravity`: a mark drops to the lowest empty cell of its column (Connect Four).
 * `misere`: the player who completes k in a row loses.
 */
export interface MnkRules {
  rows: number;
  cols: number;
  k: number;
  gravity?: boolean;
  misere?: boolean;
}

/** Rules as a game or engine holds them: all five fields, frozen. */
export interface MnkCheckedRules {
  readonly rows: number;
  readonly cols: number;
  readonly k: number;
  readonly gravity: boolean;
  readonly misere: boolean;
}

/** A board: `rows` arrays of `cols` cells, row 0 at the top. */
export type MnkBoard = MnkCell[][];

/** A board as the readers accept it: rows of cells, or rows·cols cells row-major. */
export type MnkBoardInput = readonly (readonly MnkCellInput[])[] | readonly MnkCellInput[];

/** A cell of the board. */
export interface MnkMove {
  row: number;
  col: number;
}

/** The presets of README "Bigger boards". */
export declare const Games: {
  /** `{ rows: 3, cols: 3, k: 3 }` */
  readonly ticTacToe: MnkCheckedRules;
  /** `{ rows: 4, cols: 4, k: 4 }` */
  readonly fourByFour: MnkCheckedRules;
  /** `{ rows: 6, cols: 7, k: 4, gravity: true }` */
  readonly connectFour: MnkCheckedRules;
  /** `{ rows: 15, cols: 15, k: 5 }` */
  readonly gomoku: MnkCheckedRules;
};

/** The board utilities of one set of rules, checked once; plain JavaScript, no wasm. */
export declare class MnkGame {
  /** Throws `INVALID_OPTION` for rules out of range. */
  constructor(rules: MnkRules);
  /** The rules, frozen. */
  readonly rules: MnkCheckedRules;
  /** `rows` arrays of `cols` empty cells. */
  emptyBoard(): MnkBoard;
  /**
   * A new board with `player`'s mark on `move`: `{ row, col }`, or under gravity also a column
   * number (its lowest empty cell). `GAME_OVER`, `INVALID_MOVE` or `CELL_OCCUPIED` otherwise.
   */
  applyMove(board: MnkBoardInput, move: MnkMove | number, player: MnkPlayer): MnkBoard;
  /** The player with k or more in a row (under misère, the other player), or null. */
  getWinner(board: MnkBoardInput): MnkPlayer | null;
  /** The k cells of the line that ended the game, in line order, or null. */
  getWinningLine(board: MnkBoardInput): MnkMove[] | null;
  /** Every move the next player may make: row-major; under gravity one per open column, left to right. */
  getAvailableMoves(board: MnkBoardInput): MnkMove[];
  /** Full, with no k in a row. */
  isDraw(board: MnkBoardInput): boolean;
}

/** An m,n,k engine's options. */
export interface MnkEngineOptions {
  /** `'easy'` (random), `'medium'` (wins, blocks, else a heuristic cell) or `'hard'` (proven best, else the best its search found); default `'hard'`. */
  difficulty?: 'easy' | 'medium' | 'hard';
  /** A deadline per call in milliseconds, checked inside the search (default 1,000 when `maxNodes` is not given). */
  timeMs?: number;
  /** A bound on the nodes searched per call instead, so that answers are reproducible. */
  maxNodes?: number;
  /** A non-negative safe integer or a string: the same seed and `maxNodes` replay the same moves. */
  seed?: number | string;
  /** Add the counts check (X as many marks as O or one more) and the turn: `IMPOSSIBLE_POSITION` / `WRONG_TURN`. */
  strict?: boolean;
}

/** A call's budget: `timeMs`, `maxNodes`, or both; none gives the engine's. */
export interface MnkBudget {
  timeMs?: number;
  maxNodes?: number;
}

/** A position's value for the player to move under perfect play (fastest win, slowest loss). */
export interface MnkSolution {
  /** False when the budget ran out: `value` and `plies` are then null and `move` the best found. */
  complete: boolean;
  value: 'win' | 'draw' | 'loss' | null;
  /** Plies to the end; for a draw, the moves left until the board is full. */
  plies: number | null;
  /** null on a finished board. */
  move: MnkMove | null;
  nodes: number;
}

/** A legal move with its proven value, if proven. */
export interface MnkScoredMove extends MnkMove {
  value: 'win' | 'draw' | 'loss' | null;
  plies: number | null;
}

/** The immediate tactics for the player to move, and a sentence to act on. */
export interface MnkAnalysis {
  /** Cells that complete k in a row now. */
  wins: MnkMove[];
  /** Cells where the opponent would complete k in a row now. */
  blocks: MnkMove[];
  /** Moves after which the player could complete k next move. */
  threats: MnkMove[];
  /** Moves that make two or more such threats at once. */
  forks: MnkMove[];
  /**
   * One sentence naming one cell: win now, block, make a fork, start a forced win by continuous
   * threats, take the opponent's fork cell, stop the opponent's forced win by continuous fours,
   * make a threat, else a quiet cell. The forced win and its defence come from Hard's threat
   * search within 20,000 nodes each, on boards without gravity or misère and with k of 4 or more.
   */
  explanation: string;
}

/** An engine for one set of rules. Free it with `free()` (or `using`, where `Symbol.dispose` exists) to release its table at once. */
export declare class MnkEngine {
  constructor(rules: MnkRules, options?: MnkEngineOptions);
  /** The rules, frozen. */
  readonly rules: MnkCheckedRules;
  /** The level's move for `player`, or null on a finished board. */
  bestMove(board: MnkBoardInput, player: MnkPlayer): MnkMove | null;
  /** The value, distance and best move for `player` to move, within the budget. */
  solve(board: MnkBoardInput, player: MnkPlayer, options?: MnkBudget): MnkSolution;
  /** Every legal move, best first; proven moves carry their value. */
  rankedMoves(board: MnkBoardInput, player: MnkPlayer, options?: MnkBudget): MnkScoredMove[];
  /** Wins, blocks, threats and forks, and one sentence. */
  analyze(board: MnkBoardInput, player: MnkPlayer): MnkAnalysis;
  /**
   * Resolves once the data the rules use is loaded: for `Games.connectFour`, the opening book (a
   * file beside the module, fetched once per thread by the first such engine; read from disk at
   * once in Node); at once for other rules. Rejects with code `BOOK_UNAVAILABLE` naming the file
   * when it cannot be loaded; the engine stays usable and answers by search. No call waits for it.
   */
  ready(): Promise<void>;
  /** Releases the engine's memory now; a later call throws OBJECT_FREED. */
  free(): void;
}
