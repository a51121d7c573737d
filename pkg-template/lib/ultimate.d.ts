// oxo-ai/ultimate: Ultimate tic-tac-toe, nine 3×3 boards in a 3×3 grid. Hand-written;
// js-tests/entries.test.mjs checks it under --strict against the runtime exports.

/** A player's mark. */
export type UltimatePlayer = 'X' | 'O';

/** A cell as answers hold it. */
export type UltimateCell = UltimatePlayer | null;

/** A cell as the readers accept it: `'X'`, `'x'`, `'O'`, `'o'`, or empty: null, undefined, `''`, `' '`, `'.'`. */
export type UltimateCellInput = 'X' | 'x' | 'O' | 'o' | null | undefined | '' | ' ' | '.';

/** A cell of the 9×9 board: row and column 0..8, row 0 at the top. Small board (R, C) holds rows 3R..3R+2 and columns 3C..3C+2. */
export interface UltimateMove {
  row: number;
  col: number;
}

/**
 * The rules. X moves first, anywhere. A move in cell (r, c) of its small board sends the opponent
 * to the small board at (r, c) of the grid; if that board is won or full, the opponent may play in
 * any open board. A small board is won by three in a row and is then closed. Three won boards in a
 * row on the grid win the game.
 */
export interface UltimateRules {
  /**
   * When no move is left and no one has three boards in a row: `'draw'` (the default) is a draw;
   * `'boards'` gives the game to the player who won more small boards (a draw if equal), as bot
   * arenas play it. Anything else is `INVALID_OPTION`.
   */
  tiebreak?: 'draw' | 'boards';
}

/** The rules as a game or engine holds them, frozen. */
export interface UltimateCheckedRules {
  readonly tiebreak: 'draw' | 'boards';
}

/**
 * A position: the 9×9 board and the move that led there (null at the start, or when the side to
 * move may play anywhere). The last move decides which small board the side to move is sent to.
 */
export interface UltimatePosition {
  /** 9 rows of 9 cells, row 0 at the top. */
  board: UltimateCell[][];
  lastMove: UltimateMove | null;
}

/**
 * A position as every method reads it: `{ board, lastMove }` with the board as 9 rows of 9 cells
 * or 81 cells row-major (cells as `UltimateCellInput`), or the string form: 81 characters of
 * `X`, `O`, `.` or `-` (either case), then optionally a space and the last move as `"row,col"`,
 * as `UltimateGame#toString` writes it. A board of the wrong shape or cells, or a last move on an
 * empty cell, is `INVALID_BOARD`.
 */
export type UltimatePositionInput =
  | { board: readonly (readonly UltimateCellInput[])[] | readonly UltimateCellInput[]; lastMove?: UltimateMove | null }
  | string;

/** Each small board's state: won by X or O, `'draw'` (full with no line), or null (open). */
export type UltimateBoardState = UltimatePlayer | 'draw' | null;

/** Ultimate tic-tac-toe's rules, checked once; plain JavaScript, no wasm. */
export declare class UltimateGame {
  /** Throws `INVALID_OPTION` for rules other than `{ tiebreak?: 'draw' | 'boards' }`. */
  constructor(rules?: UltimateRules);
  /** The rules, frozen. */
  readonly rules: UltimateCheckedRules;
  /** The empty board, X to move anywhere. */
  start(): UltimatePosition;
  /**
   * The position after `player` marks `move`. Errors, in this order: `INVALID_BOARD` (a bad
   * position), `INVALID_MOVE` (not `{ row, col }` on the board), `INVALID_PLAYER`, `INVALID_BOARD`
   * (the last move is `player`'s own mark), `GAME_OVER`, `INVALID_MOVE` (a closed small board, or not the board the
   * last move sends to), `CELL_OCCUPIED`. The turn is not checked: the last move's mark is.
   */
  applyMove(position: UltimatePositionInput, move: UltimateMove, player: UltimatePlayer): UltimatePosition;
  /** Every legal move, row-major; [] once the game is over. */
  getAvailableMoves(position: UltimatePositionInput): UltimateMove[];
  /** Each small board's state, as 3 rows of 3 (a board with lines of both players counts as X's). */
  getBoardWinners(position: UltimatePositionInput): UltimateBoardState[][];
  /** Three won boards in a row (under `tiebreak: 'boards'`, also more won boards once no move is left), or null. */
  getWinner(position: UltimatePositionInput): UltimatePlayer | null;
  /** Over with no winner. */
  isDraw(position: UltimatePositionInput): boolean;
  /** The position in its canonical form `{ board, lastMove }`, from any form the methods read (a string, a flat board). */
  parse(position: UltimatePositionInput): UltimatePosition;
  /**
   * Whose move it is: the other player than the one whose mark the last move is; with no last
   * move, X when both have as many marks, else O. Null once the game is over.
   */
  sideToMove(position: UltimatePositionInput): UltimatePlayer | null;
  /** The string form: 81 cells of `X`, `O` and `.`, then a space and `"row,col"` if a move led there. */
  toString(position: UltimatePositionInput): string;
}

/** An Ultimate engine's options. */
export interface UltimateEngineOptions {
  /**
   * `'easy'` plays uniformly at random; `'medium'` wins the game or a small board in one if it
   * can, else blocks the opponent's, else plays a heuristic move; `'hard'` (the default) is a
   * Monte Carlo tree search with a solver over the whole budget that never misses a win of the
   * game in one or a block of one. Anything else is `INVALID_OPTION`.
   */
  difficulty?: 'easy' | 'medium' | 'hard';
  /** Hard's deadline per call in milliseconds, 0..3,600,000, checked inside the search (default 1,000 when `maxPlayouts` is not given). */
  timeMs?: number;
  /** A bound on Hard's playouts per call instead: with `seed`, answers replay exactly. A whole number. */
  maxPlayouts?: number;
  /** A non-negative safe integer or a string: the same seed and `maxPlayouts` replay the same moves. */
  seed?: number | string;
  /** Add the counts check (X as many marks as O or one more) and the turn: `IMPOSSIBLE_POSITION` / `WRONG_TURN`. */
  strict?: boolean;
}

/** A call's budget: `timeMs`, `maxPlayouts`, or both; none gives the engine's. */
export interface UltimateBudget {
  timeMs?: number;
  maxPlayouts?: number;
}

/** A legal move with the engine's estimate and, where the search proved it, its value. */
export interface UltimateScoredMove extends UltimateMove {
  /** 0..1 for the player to move: the share of the search's games through this move it won, a draw counting half (1, ½ or 0 when proven). */
  winRate: number;
  /** Proven under perfect play, or null. */
  value: 'win' | 'draw' | 'loss' | null;
  /** Plies to the end when proven, or null. */
  plies: number | null;
}

/** What the player to move should do, in numbers and one sentence. */
export interface UltimateAnalysis {
  /** The best move's win rate (as `UltimateScoredMove`); for a finished game 1, ½ or 0 for the player. */
  winRate: number;
  /** null on a finished game. */
  bestMove: UltimateMove | null;
  value: 'win' | 'draw' | 'loss' | null;
  plies: number | null;
  /** The small board (grid row and column 0..2) `bestMove` sends the opponent to, or null for any open board. */
  sendsTo: { row: number; col: number } | null;
  /** One sentence a player can act on, naming the move and the board it sends the opponent to. */
  explanation: string;
}

/**
 * An Ultimate engine. Hard keeps its search tree between calls (at most about 1.5 million nodes)
 * and reuses the part that a later position descends from, so a call on the position just asked
 * about with `maxPlayouts: 0` reads the last search (at most one playout more). Free it with
 * `free()` (or `using`) to release the tree at once.
 * Every method throws as `UltimateGame` reads (`INVALID_BOARD`, `INVALID_PLAYER`), and with
 * `strict` also `IMPOSSIBLE_POSITION` / `WRONG_TURN`.
 */
export declare class UltimateEngine {
  constructor(rules?: UltimateRules, options?: UltimateEngineOptions);
  /** The rules, frozen. */
  readonly rules: UltimateCheckedRules;
  /** Playouts the last call's search ran (0 for Easy and Medium, for a win in one, and before the first call): a search's speed is this over its time. */
  readonly lastPlayouts: number;
  /** The level's move for `player`, or null on a finished game. */
  bestMove(position: UltimatePositionInput, player: UltimatePlayer): UltimateMove | null;
  /** Every legal move, best first (proven wins, then by win rate), searched with Hard's search within the budget. */
  rankedMoves(position: UltimatePositionInput, player: UltimatePlayer, options?: UltimateBudget): UltimateScoredMove[];
  /** Hard's best move within the engine's budget, its win rate, the board it sends to, and one sentence. */
  analyze(position: UltimatePositionInput, player: UltimatePlayer): UltimateAnalysis;
  /** Releases the engine's memory now; a later call throws OBJECT_FREED. */
  free(): void;
}
