// oxo-ai/mnk: m,n,k-games, from 3x3 to 15x15 with k in a row, optionally with gravity
// (Connect Four) and misère. Hand-written; js-tests/entries.test.mjs checks it under --strict against
// the runtime exports.

/** A player's mark. */
export type MnkPlayer = 'X' | 'O';

/** A cell as answers hold it. */
export type MnkCell = MnkPlayer | null;

/**
 * A cell as the readers accept it: `'X'` or `'x'`, `'O'` or `'o'`, or empty: null, undefined,
 * `''`, `' '`, `'.'`, `'_'` or `'-'` (the main entry's `CellInput`). Anything else throws
 * `INVALID_BOARD`.
 */
export type MnkCellInput = 'X' | 'x' | 'O' | 'o' | null | undefined | '' | ' ' | '.' | '_' | '-';

/**
 * The rules of an m,n,k-game: `rows` × `cols` cells (each 3..15), `k` in a row wins (3..the
 * longer side). `gravity`: a mark drops to the lowest empty cell of its column (Connect Four).
 * `misere`: the player who completes k in a row loses. Anything else (a number out of range or
 * not an integer, a non-boolean flag) throws `INVALID_OPTION`.
 */
export interface MnkRules {
  /** Rows, an integer 3..15. */
  rows: number;
  /** Columns, an integer 3..15. */
  cols: number;
  /** Marks in a row that end the game, an integer from 3 to the longer side. */
  k: number;
  /** A mark drops to the lowest empty cell of its column (Connect Four); default false. */
  gravity?: boolean;
  /** The player who completes k in a row loses; default false. */
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

/** A board as the readers accept it: `rows` arrays of `cols` cells, or `rows × cols` cells row-major; anything else throws `INVALID_BOARD`. */
export type MnkBoardInput = readonly (readonly MnkCellInput[])[] | readonly MnkCellInput[];

/** A cell of the board, 0-based; off the board throws `INVALID_MOVE`. */
export interface MnkMove {
  /** Row, 0 at the top. */
  row: number;
  /** Column, 0 at the left. */
  col: number;
}

/** Rules of the games people know by name, ready for `MnkGame` and `MnkEngine`. */
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
  /** Checks `rules` once; throws `INVALID_OPTION` for rules out of range. */
  constructor(rules: MnkRules);
  /** The rules, frozen. */
  readonly rules: MnkCheckedRules;
  /** `rows` arrays of `cols` empty cells. */
  emptyBoard(): MnkBoard;
  /**
   * A new board with `player`'s mark on `move`: `{ row, col }`, or under gravity also a column
   * number (its lowest empty cell); the argument is not changed. Throws `INVALID_BOARD` (a `TypeError`) for a board that is not `rows` rows of `cols` cells, or `rows × cols` cells, of `MnkCellInput`s (and, under gravity, for a mark above an empty cell); `INVALID_PLAYER` for a player other than `'X'` or `'O'`;
   * `INVALID_MOVE` for a move off the board (or, under gravity, above the lowest empty cell of
   * its column); `GAME_OVER` on a finished board; `CELL_OCCUPIED` on a taken cell.
   */
  applyMove(board: MnkBoardInput, move: MnkMove | number, player: MnkPlayer): MnkBoard;
  /** The player with k or more in a row (under misère, the other player), or null. Throws `INVALID_BOARD` for a bad board. */
  getWinner(board: MnkBoardInput): MnkPlayer | null;
  /** The k cells of the line that ended the game, in line order, or null. Throws `INVALID_BOARD` for a bad board. */
  getWinningLine(board: MnkBoardInput): MnkMove[] | null;
  /** Every move the next player may make: row-major; under gravity one per open column, left to right; [] once the game is over. Throws `INVALID_BOARD` for a bad board. */
  getAvailableMoves(board: MnkBoardInput): MnkMove[];
  /** True if the board is full with no k in a row. Throws `INVALID_BOARD` for a bad board. */
  isDraw(board: MnkBoardInput): boolean;
}

/** An m,n,k engine's options, all optional; a bad one throws `INVALID_OPTION` from the constructor. */
export interface MnkEngineOptions {
  /** `'easy'` (random), `'medium'` (wins, blocks, else a heuristic cell) or `'hard'` (proven best, else the best its search found); default `'hard'`. */
  difficulty?: 'easy' | 'medium' | 'hard';
  /** A deadline per call in milliseconds, at most an hour, checked inside the search (default 1,000 when `maxNodes` is not given). Not reproducible across machines; under it Hard may also reuse what the engine's earlier calls found. */
  timeMs?: number;
  /** A bound on the nodes searched per call instead (a positive integer; unset by default), so that answers are reproducible. */
  maxNodes?: number;
  /** A non-negative safe integer or a string; default fresh entropy. The same seed and `maxNodes` replay the same moves. */
  seed?: number | string;
  /** Add the counts check (X as many marks as O or one more) and the turn: `IMPOSSIBLE_POSITION` / `WRONG_TURN`. Default false: any well-formed board, either player. */
  strict?: boolean;
}

/** A call's budget: `timeMs`, `maxNodes`, or both; none gives the engine's. A bad one throws `INVALID_OPTION`. */
export interface MnkBudget {
  /** A deadline for this call in milliseconds, as `MnkEngineOptions.timeMs`. */
  timeMs?: number;
  /** A bound on the nodes this call searches, as `MnkEngineOptions.maxNodes`. */
  maxNodes?: number;
}

/** A position's value for the player to move under perfect play (fastest win, slowest loss). */
export interface MnkSolution {
  /** False when the budget ran out: `value` and `plies` are then null and `move` the best found. */
  complete: boolean;
  /** The result for the player to move under perfect play; null when not proven. */
  value: 'win' | 'draw' | 'loss' | null;
  /** Plies to the end; for a draw, the moves left until the board is full. */
  plies: number | null;
  /** The best move (proven, or the best found); null on a finished board. */
  move: MnkMove | null;
  /** Positions searched (0 when an opening book answered). */
  nodes: number;
}

/** A legal move with its proven value, if proven. */
export interface MnkScoredMove extends MnkMove {
  /** The result this move keeps for the player under perfect play; null when not proven. */
  value: 'win' | 'draw' | 'loss' | null;
  /** Plies to the end after perfect play from here; null when not proven. */
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

/**
 * An engine for one set of rules: `easy` plays at random, `medium` wins or blocks in one and else
 * takes a heuristic cell, `hard` (the default) plays the proven best move when its proof
 * completes in budget, else the strongest move its search found. Its transposition table grows
 * from 64 KiB up to 16 MiB with its searches; free it with `free()` (or `using`, where
 * `Symbol.dispose` exists) to release it at once.
 */
export declare class MnkEngine {
  /** Throws `INVALID_OPTION` for bad rules or options. */
  constructor(rules: MnkRules, options?: MnkEngineOptions);
  /** The rules, frozen. */
  readonly rules: MnkCheckedRules;
  /** The level's move for `player`, or null on a finished board. Throws `INVALID_BOARD` (a `TypeError`) for a board that is not `rows` rows of `cols` cells, or `rows × cols` cells, of `MnkCellInput`s (and, under gravity, for a mark above an empty cell); `INVALID_PLAYER` for a player other than `'X'` or `'O'`; with `strict`, `IMPOSSIBLE_POSITION` or `WRONG_TURN`. */
  bestMove(board: MnkBoardInput, player: MnkPlayer): MnkMove | null;
  /** The value, distance and best move for `player` to move, within the budget (the fastest win, the slowest loss). Throws as `bestMove`, and `INVALID_OPTION` for a bad budget. */
  solve(board: MnkBoardInput, player: MnkPlayer, options?: MnkBudget): MnkSolution;
  /**
   * Every legal move, best first: proven wins (fastest first), draws, unproven moves, proven
   * losses; proven moves carry their value. On boards of five in a row without gravity or misère
   * and with more than 36 cells (Gomoku), unproven moves come in Hard's search order (three
   * quarters of the budget; its best five scored exactly), a hint of the best few. Throws as `solve`.
   */
  rankedMoves(board: MnkBoardInput, player: MnkPlayer, options?: MnkBudget): MnkScoredMove[];
  /** Wins, blocks, threats and forks for `player` to move, and one sentence. Throws as `bestMove`. */
  analyze(board: MnkBoardInput, player: MnkPlayer): MnkAnalysis;
  /**
   * Resolves once the data the rules use is loaded: for `Games.connectFour`, the book's file (the
   * opening book of Hard's lines and the score of every position of up to 9 discs, so that any
   * position of 8 discs or fewer is answered without a search; a file beside the module, fetched
   * once per thread by the first such engine; read from disk at once in Node); at once for
   * other rules. Rejects with code `BOOK_UNAVAILABLE` naming the file
   * when it cannot be loaded; the engine stays usable and answers by search. No call waits for it.
   */
  ready(): Promise<void>;
  /** Releases the engine's memory now; a later call throws OBJECT_FREED. */
  free(): void;
}
