// The public declarations of oxo-ai, hand-written because the public API is the JS layer
// (lib/api.js) over the wasm module's internal numeric exports. js-tests/entries.test.mjs checks that
// they type-check under --strict and declare exactly the runtime exports; js-tests/consumer.ts
// compiles a user's code against them.
/* tslint:disable */
/* eslint-disable */

/** One cell as answers hold it: a mark or null for empty. Inputs take any `CellInput` (lowercase marks, and `''`, `' '`, `'.'`, `'_'`, `'-'` or undefined for empty). */
export type CellValue = 'X' | 'O' | null;
/** A 3x3 board, rows top to bottom, cells left to right. Output boards are always this nested form. */
export type Board = [[CellValue, CellValue, CellValue],
[CellValue, CellValue, CellValue],
[CellValue, CellValue, CellValue]];
/**
 * A board as every function takes it: 3 rows of 3 cells, or 9 cells row-major, each a
 * `CellInput` (so `[['_', '_', 'x'], ['x', 'o', 'o'], ['_', 'o', 'x']]` is a board). Frozen,
 * sparse (a hole is empty) and Proxy arrays are read like arrays; anything else throws
 * `INVALID_BOARD` (a `TypeError`) naming the first bad row or cell.
 */
export type BoardInput =
  | readonly [readonly [CellInput, CellInput, CellInput], readonly [CellInput, CellInput, CellInput], readonly [CellInput, CellInput, CellInput]]
  | readonly CellInput[]
  | ReadonlyArray<ReadonlyArray<CellInput>>;
/** A side: exactly `'X'` or `'O'` (a lowercase `'x'` is a cell, never a player: `INVALID_PLAYER`). */
export type Player = 'X' | 'O';
/** A cell to play, 0-based; anything else where a move is taken throws `INVALID_MOVE`. */
export interface Move {
    /** Row, top to bottom. */
    row: 0 | 1 | 2;
    /** Column, left to right. */
    col: 0 | 1 | 2;
}
/** A legal move with its perfect-play value for the mover. */
export interface ScoredMove extends Move {
    /** +1/depth for a forced win, -1/depth for a forced loss, 0 for a draw. */
    score: number;
    /** Plies from this move (counting it as 1) to the end of the game under perfect play. */
    depth: number;
}
/** A line one move from completion, or a cell that makes two such lines at once. */
export interface Threat {
    /** Whose threat it is. */
    player: Player;
    /** The kind of line. */
    direction: 'row' | 'col' | 'diag';
    /** Row or column number; for 'diag', 0 = (0,0)->(2,2), 1 = (0,2)->(2,0). */
    index: number;
    /** The empty cell that completes the line (for a fork: the forking cell). */
    missingCell: Move;
    /** 'win-in-1': the line needs one more mark; 'fork': playing missingCell makes two such lines. */
    type: 'win-in-1' | 'fork';
}
/** What GameAnalyzer.analyze reports for the player to move. */
export interface AnalysisReport {
    /** Perfect-play value for the player; 'neutral' only when the game is already over. */
    evaluation: 'winning' | 'losing' | 'draw' | 'neutral';
    /** The Hard engine's move, or null when the game is over. */
    bestMove: Move | null;
    /** Every win-in-1, then every fork cell, of either player (player to move first). */
    threats: Threat[];
    /** One English sentence the player can act on, naming cells as (row, col). */
    explanation: string;
}
/** Totals of a self-play run. */
export interface SimulationResult {
    /** Games X won. */
    xWins: number;
    /** Games O won. */
    oWins: number;
    /** Drawn games. */
    draws: number;
    /** Games played. */
    totalGames: number;
    /** Exact mean number of moves per game (0 when no game was played). */
    avgMoves: number;
    /** 10 entries: `lengths[n]` = games that ended after exactly n moves; the sum is `totalGames`. */
    lengths: number[];
}
/** Options of `new AIEngine(options)`; all optional. */
export interface EngineOptions {
    /** Playing level; default `'hard'`. An unknown level throws `INVALID_OPTION`. */
    difficulty?: Difficulty;
    /** MCTS iterations per move, an integer 1..=1,000,000; default 500. Used only by `'mcts'`. Out of range: `INVALID_OPTION` (a `RangeError`). */
    mctsIterations?: number;
    /**
     * A non-negative safe integer or a string (`'42'` and `42` are different seeds); default
     * fresh entropy. Two engines with the same seed and options make the same moves for the
     * same calls, in every runtime. Anything else throws `INVALID_OPTION`.
     */
    seed?: number | string;
    /**
     * Check the board as a referee does before answering: `IMPOSSIBLE_POSITION` for a board no
     * legal game reaches, then `WRONG_TURN` when `player` is not the side to move. Default
     * false: any well-formed board, either player to move.
     */
    strict?: boolean;
    /** `'mcts'` only: a wall-clock budget per move, an integer 1..=60,000 ms; unset by default. The search stops at whichever of this and `mctsIterations` ends first (not reproducible across machines). With another level: `INVALID_OPTION`. */
    mctsTimeMs?: number;
    /** `'hard'` and `'expert'` only: an integer 0 (uniformly random) ..= 100 (the level itself), human-like mistakes between; unset plays as the level. With another level, or out of range: `INVALID_OPTION`. */
    skill?: number;
    /** `'hard'` and `'expert'` only: among moves of exactly equal value, choose at random with the seed instead of centre, corners, edges; default false. With another level: `INVALID_OPTION`. */
    variety?: boolean;
    /** `'rules'` only: the rules to try, in order (at most 8; an empty list plays the lowest-numbered empty cell); default all eight in Newell and Simon's order, which never loses. An unknown rule, or another level: `INVALID_OPTION`. */
    rules?: Rule[];
    /**
     * `'rules'` only: the order it takes cells in, each of 0..8 once (cell = row * 3 + col):
     * where a rule allows several cells, and for the fallback's empty cell. Default
     * lowest-numbered first. Not a permutation of 0..8, or another level: `INVALID_OPTION`.
     */
    cellOrder?: number[];
    /** `'expert'` only: the opponent to maximise the expected result against (what `inferOpponent` returns fits); default a random player. `'mcts'`, or another level: `INVALID_OPTION`. */
    opponent?: OpponentModel;
    /**
     * `'hard'` and `'expert'` only: retune `skill` after each game passed to `observe` so that
     * the opponent scores `target` (a win 1, a draw 0.5; 0..1, default 0.5). Starts at `skill`,
     * else 50. Unset by default (a fixed skill). A bad `target`, or another level:
     * `INVALID_OPTION`.
     */
    adaptive?: { target?: number };
}
/**
 * An opponent for Expert's `opponent` option: a level whose moves Expert can compute exactly.
 * `'mcts'`, or a field that does not fit the level, throws `INVALID_OPTION`.
 */
export interface OpponentModel {
    /** The opponent's level; default `'easy'` (a uniformly random player). */
    difficulty?: 'easy' | 'medium' | 'hard' | 'expert' | 'rules';
    /** `'rules'` only: its rule list, as `EngineOptions.rules`. */
    rules?: Rule[];
    /** `'rules'` only: its cell order, as `EngineOptions.cellOrder`. */
    cellOrder?: number[];
    /** `'hard'` and `'expert'` only: its skill, 0..100, as `EngineOptions.skill`. */
    skill?: number;
    /**
     * How sure the model is, 0..1 (what `inferOpponent` reports; absent means 0). At 0.9 or
     * more Expert trusts it: it then plays for wins perfect play would punish.
     */
    confidence?: number;
}

/** What `inferOpponent` returns: an `opponent` for Expert, and without `confidence` a set of `AIEngine` options. */
export interface InferredModel {
    /** The level that best explains the moves (`'easy'` with `confidence` 0 when no move was observed). */
    difficulty: 'easy' | 'medium' | 'hard' | 'expert' | 'rules';
    /** For `'rules'`: the list, in the order its rules are tried. */
    rules?: Rule[];
    /** For `'rules'` whose moves imply another cell order than lowest-numbered first: that order. */
    cellOrder?: number[];
    /** For `'hard'` and `'expert'`: the skill that makes the moves most likely, 0..100. */
    skill?: number;
    /** `(k + 1) / (n + 2)` when the model's top choice named the player's move in k of its n observed moves. */
    confidence: number;
}

/** A watched game: its moves from the empty board (X first), a `Game`, or a `GameSnapshot`. */
export type GameRecord = ReadonlyArray<Move> | Game | GameSnapshot;

/**
 * The model that best explains `player`'s moves in `games` (at most 1,000 records): the
 * shortest rule list that makes every move (lists starting with 'win' first), else the level
 * and skill under which the moves are most likely; the same games give the same model. A
 * record that is not a legal game throws its coded error naming `games[i]` (`INVALID_MOVE`,
 * `CELL_OCCUPIED`, `GAME_OVER`, `INVALID_SNAPSHOT`); a `games` that is not an array, or holds
 * more than 1,000, throws `INVALID_OPTION`; a player other than `'X'` or `'O'` throws
 * `INVALID_PLAYER`. No observed move gives `{ difficulty: 'easy', confidence: 0 }`.
 */
export function inferOpponent(games: ReadonlyArray<GameRecord>, player: Player): InferredModel;
/** A rules-level move and the rule that chose it (null: no rule applied, so the lowest-numbered empty cell). */
export interface RuleMove extends Move {
    /** The rule that chose the move, or null when none applied. */
    rule: Rule | null;
}
/**
 * How a reviewed move compares with perfect play: `'best'` a top-ranked move, `'good'` keeps the
 * outcome without being top-ranked, `'mistake'` drops it one step (win to draw, draw to loss),
 * `'blunder'` turns a win into a loss.
 */
export type MoveLabel = 'best' | 'good' | 'mistake' | 'blunder';
/** A perfect-play value for the mover: the outcome and the plies until the game ends. */
export interface Verdict {
    /** The result for the mover under perfect play. */
    outcome: 'win' | 'draw' | 'loss';
    /** Plies until the game ends under perfect play (the fastest win, the slowest loss). */
    plies: number;
}
/** One move of a reviewed game. */
export interface ReviewedMove {
    /** Who played the move. */
    player: Player;
    /** The move played. */
    move: Move;
    /** How it compares with perfect play. */
    label: MoveLabel;
    /** The position's value for the mover, before the move. */
    before: Verdict;
    /** The value the move keeps for the mover. */
    after: Verdict;
    /** The top-ranked moves (rankedMoves' first score), row-major. */
    bestMoves: Move[];
    /** One sentence a player can act on. */
    explanation: string;
}
/** A reviewed game: every move, each player's accuracy (null if they made no move) and the first mistake or blunder. */
export interface GameReview {
    /** Every move, in order. */
    moves: ReviewedMove[];
    /** Each player's share of moves that kept the outcome, 0..1; null for a player with no move. */
    accuracy: { X: number | null; O: number | null };
    /** The index in `moves` of the first mistake or blunder, or null. */
    turningPoint: number | null;
}
/**
 * A simulation side: a difficulty, or engine options without `seed`, `strict` and `adaptive`
 * (the run seeds every game itself; those keys throw `INVALID_OPTION`).
 */
export type SideOptions = Difficulty | Omit<EngineOptions, 'seed' | 'strict' | 'adaptive'>;
/** Options of `new GameAnalyzer(options)`. */
export interface AnalyzerOptions {
    /**
     * Check the board as a referee does before answering: `IMPOSSIBLE_POSITION` for a board no
     * legal game reaches, then `WRONG_TURN` when `player` is not the side to move. Default
     * false: any well-formed board, either player to move.
     */
    strict?: boolean;
}
/**
 * Options of `simulator.run(options)`: `games`, `playerX` and `playerO` are required. A bad
 * option rejects the run with `INVALID_OPTION` (a `RangeError` for a number out of range).
 */
export interface SimulationOptions {
    /** Games to play, an integer 0..=1,000,000,000 (`games: 0` gives all zeros). */
    games: number;
    /** Level (or engine options) playing X. */
    playerX: SideOptions;
    /** Level (or engine options) playing O. */
    playerO: SideOptions;
    /** MCTS iterations per move, 1..=1,000,000; default 500 (a side's own `mctsIterations` wins). */
    mctsIterations?: number;
    /** The index of the first game (default 0): games `firstGame ..< firstGame + games` of the seeded run, so a run split in parts adds up to the whole. */
    firstGame?: number;
    /** Games per chunk between yields to the event loop, 1..=1,000,000; default 100. */
    chunkSize?: number;
    /** A non-negative safe integer or a string; default: the Simulator's seed, else fresh entropy. */
    seed?: number | string;
    /** Called after each chunk with the running totals (`ceil(games / chunkSize)` times; never for `games: 0`). A non-function: `INVALID_OPTION`. */
    onProgress?: (progress: SimulationProgress) => void;
    /** Aborting stops the run after the current chunk and rejects with `signal.reason` (an `AbortError` `DOMException` by default); a signal already aborted plays no game. */
    signal?: AbortSignal;
}
/** Running totals passed to `onProgress` after each chunk. */
export interface SimulationProgress {
    /** Games played so far. */
    completed: number;
    /** Games in the run. */
    total: number;
    /** X wins so far. */
    xWins: number;
    /** O wins so far. */
    oWins: number;
    /** Draws so far. */
    draws: number;
}
/** Options of `new Simulator(options)`. */
export interface SimulatorOptions {
    /** Seed used by every run that gives none (a non-negative safe integer or a string); default fresh entropy per run. Anything else throws `INVALID_OPTION`. */
    seed?: number | string;
}



/** Where a Game stands: 'playing' until a player has three in a row ('won') or the board is full ('draw'). */
export type GameStatus = 'playing' | 'won' | 'draw';
/** A saved Game: what `game.toJSON()` returns and `Game.fromJSON()` restores (after validating all of it). */
export interface GameSnapshot {
    /** The snapshot format; always 1. */
    version: 1;
    /** The board the game started from, in 9-character notation: row-major, 'X', 'O' and '.' for empty. */
    start: string;
    /** The moves played from `start`, oldest first (at most 9). */
    moves: Move[];
}



/**
 * A tic-tac-toe AI at one difficulty level: `'easy'` (random), `'medium'` (two plies ahead),
 * `'hard'` (perfect play, the default), `'mcts'` (Monte Carlo tree search), `'expert'` (perfect
 * play that picks the move most likely to beat its opponent) or `'rules'` (the classic
 * rule-based player). The same seed and options replay the same moves. It holds a little
 * WebAssembly memory, released when collected or at once by `free()`.
 *
 * ```ts
 * new AIEngine({ difficulty: 'hard' }).bestMove(parseBoard('X...O...X'), 'O'); // { row: 0, col: 1 }
 * ```
 */
export class AIEngine {
    /** Releases the engine's memory now; a later call throws `OBJECT_FREED`. */
    free(): void;
    /**
     * The level's move for `player` to move on `board` (any board, either player, unless
     * `strict`), or null once the board is finished (a line for either player, or full).
     * Throws `INVALID_BOARD` (a `TypeError`) for a board that is not 3 rows of 3 cells, or 9 cells, of `CellInput`s; `INVALID_PLAYER` (a `TypeError`) for a player other than `'X'` or `'O'`; with `strict`, `IMPOSSIBLE_POSITION` or
     * `WRONG_TURN`; `OBJECT_FREED` after `free()`.
     */
    bestMove(board: BoardInput, player: Player): Move | null;
    /**
     * `options`: `difficulty` (default `'hard'`), `mctsIterations` (1..=1,000,000, default
     * 500), `seed` (a non-negative safe integer or a string; default fresh entropy), `strict`
     * (default false), and the level options of `EngineOptions`. Bad options throw
     * `INVALID_OPTION` here (a `RangeError` for a number out of range); unknown keys are ignored.
     */
    constructor(options?: EngineOptions);
    /**
     * Every legal move under perfect play, best first, whatever the level; [] when over.
     * `score` is from the mover's view (+1/depth a forced win, -1/depth a forced loss, 0 a
     * draw); equal scores list centre, corners, edges. Throws as `bestMove`.
     */
    rankedMoves(board: BoardInput, player: Player): ScoredMove[];
    /**
     * A `'rules'` engine's move and the rule that chose it; null once the board is finished.
     * Any other level throws `INVALID_OPTION`; the board and player throw as `bestMove`.
     */
    bestMoveWithRule(board: BoardInput, player: Player): RuleMove | null;
    /**
     * Iterations the last MCTS move ran (fewer than `mctsIterations` when `mctsTimeMs` ended
     * the search; 0 when one legal move needed no search, and before the first move); null for other levels.
     */
    readonly lastIterations: number | null;
    /**
     * The skill of the next move, 0..100: an adaptive engine's current one, else the `skill`
     * option, else 100 (the level itself).
     */
    readonly skill: number;
    /**
     * A finished game, from this engine's side: an adaptive engine moves its skill toward the
     * target; any other engine is unchanged. Anything else throws `INVALID_OPTION` and changes nothing.
     */
    observe(result: 'win' | 'draw' | 'loss'): void;
}

/**
 * An authoritative referee for one game: it accepts only a legal move for the side to move,
 * undoes moves, and saves and restores itself as a `GameSnapshot`.
 */
export class Game {
    /** Releases the game's memory now; a later call throws `OBJECT_FREED`. */
    free(): void;
    /**
     * A game restored from a snapshot, trusting nothing in it. Throws `INVALID_SNAPSHOT`
     * (not an object, unsupported version, `start` not a string, `moves` not an array of at
     * most 9), `INVALID_BOARD` (bad notation), `INVALID_MOVE` (a bad entry), then
     * `IMPOSSIBLE_POSITION` (the start), then `GAME_OVER` / `CELL_OCCUPIED` (the first move
     * that cannot be played).
     */
    static fromJSON(value: unknown): Game;
    /**
     * Every cell the side to move may mark, row-major; [] once the game is over.
     */
    legalMoves(): Move[];
    /**
     * An empty board with X to move, or a game that starts at `board` (the side to move
     * follows from the mark counts). Throws `INVALID_BOARD` or `IMPOSSIBLE_POSITION`.
     */
    constructor(board?: BoardInput);
    /**
     * The side to move marks `move`. Throws `INVALID_MOVE`, then `GAME_OVER` once the game is
     * over, else `CELL_OCCUPIED`; a rejected move changes nothing.
     */
    play(move: Move): void;
    /**
     * `{ version: 1, start, moves }`; `JSON.stringify(game)` calls it.
     */
    toJSON(): GameSnapshot;
    /**
     * The review of the moves played so far, as `reviewGame(history, start)`: each move
     * labelled from perfect play, each player's accuracy and the turning point.
     */
    review(): GameReview;
    /**
     * Takes back the last move played and returns it; null (and no change) when no move
     * has been played since the start.
     */
    undo(): Move | null;
    /**
     * The board now (a new array on every read).
     */
    readonly board: Board;
    /**
     * The moves played since the start, oldest first.
     */
    readonly history: Move[];
    /**
     * 'playing', 'won' or 'draw'.
     */
    readonly status: GameStatus;
    /**
     * The side to move, or null once the game is over.
     */
    readonly toMove: Player | null;
    /**
     * The player with three in a row, or null.
     */
    readonly winner: Player | null;
    /**
     * The winner's three cells (the first line in rows, columns, diagonals order), or null.
     */
    readonly winningLine: Move[] | null;
}

/**
 * Reports threats, forks, the perfect-play verdict, the best move and one sentence a player
 * can act on. Stateless: one analyzer serves any number of boards.
 */
export class GameAnalyzer {
    /** Releases the analyzer's memory now; a later call throws `OBJECT_FREED`. */
    free(): void;
    /**
     * The report for `player` to move on `board` (any board, either player, unless
     * `strict`); a finished board is reported (`'neutral'`) whichever player is named.
     * Throws `INVALID_BOARD` (a `TypeError`) for a board that is not 3 rows of 3 cells, or 9 cells, of `CellInput`s; `INVALID_PLAYER` (a `TypeError`) for a player other than `'X'` or `'O'`; with `strict`, `IMPOSSIBLE_POSITION` or
     * `WRONG_TURN`.
     */
    analyze(board: BoardInput, player: Player): AnalysisReport;
    /** `options.strict`: check the board as a referee does; default false. A non-boolean throws `INVALID_OPTION`. */
    constructor(options?: AnalyzerOptions);
}

/**
 * A self-play run advanced explicitly with `step`; what `Simulator.run` drives between
 * yields to the event loop. Free it with `free()` when done.
 */
export class SimulationRun {
    /** Releases the run's memory now; a later call throws `OBJECT_FREED`. */
    free(): void;
    /**
     * Checks a `Simulator`'s constructor options (`{ seed? }`); throws `INVALID_OPTION`.
     */
    static checkSimulatorOptions(options?: SimulatorOptions): void;
    /**
     * Validates `options` (as `Simulator.run` takes them) and prepares the run; a bad option
     * throws `INVALID_OPTION`. `defaults` are the `Simulator`'s constructor options (their
     * `seed` applies when `options.seed` is absent).
     */
    constructor(options: SimulationOptions, defaults?: SimulatorOptions);
    /**
     * How this run splits over `workers` workers: contiguous ranges of whole chunks, at most
     * one a worker. Each part, run as these options with its `firstGame`,
     * `games` and the returned `seed` on top, plays the same games as its range of this run.
     * No parts when the run is best played whole (one chunk or one worker). `workers` is an
     * integer from 1 to 16 (absent: 1); anything else throws `INVALID_OPTION`.
     */
    split(workers?: number): { seed: number | string; parts: Array<{ firstGame: number; games: number }> };
    /**
     * The result of a split run from its parts' results: the sums, and the exact
     * `avgMoves` from the summed `lengths`. Anything but a list of at most 64
     * `SimulationResult`s throws a coded error (`INTERNAL_ERROR` for a result with a count that
     * is not a whole number).
     */
    static merge(results: ReadonlyArray<SimulationResult>): SimulationResult;
    /**
     * Plays up to `maxGames` more games (default `chunkSize`; capped at the games left).
     * `maxGames` is an integer from 1 to 1,000,000, the range of `chunkSize`, so that one
     * call's work is bounded; anything else throws `INVALID_OPTION` and plays nothing.
     * Returns true when the run is complete.
     */
    step(maxGames?: number): boolean;
    /**
     * Games per chunk (`chunkSize`, default 100).
     */
    readonly chunkSize: number;
    /**
     * True once every game has been played.
     */
    readonly done: boolean;
    /**
     * The validated `onProgress` callback, or undefined.
     */
    readonly onProgress: ((progress: SimulationProgress) => void) | undefined;
    /**
     * `{ completed, total, xWins, oWins, draws }`.
     */
    readonly progress: SimulationProgress;
    /**
     * The totals so far as a `SimulationResult`.
     */
    readonly result: SimulationResult;
    /**
     * The validated `AbortSignal`, or undefined.
     */
    readonly signal: AbortSignal | undefined;
}

/**
 * A new board with `player`'s mark at `move`; the argument is not changed. Throws
 * `INVALID_BOARD` (a `TypeError`) for a board that is not 3 rows of 3 cells, or 9 cells, of `CellInput`s, `INVALID_PLAYER` (a `TypeError`) for a player other than `'X'` or `'O'`, `INVALID_MOVE` for a move that is not `{ row, col }` with integers 0..2, then `GAME_OVER` if the board
 * already has a winner or is full, else `CELL_OCCUPIED` on a taken cell. Whose turn it is is
 * not checked (puzzles and what-ifs are boards too).
 */
export function applyMove(board: BoardInput, move: Move, player: Player): Board;

/**
 * True if `player` has three in a row. Throws `INVALID_BOARD` (a `TypeError`) for a board that is not 3 rows of 3 cells, or 9 cells, of `CellInput`s; `INVALID_PLAYER` (a `TypeError`) for a player other than `'X'` or `'O'`.
 */
export function checkWin(board: BoardInput, player: Player): boolean;

/**
 * A fresh 3x3 board of nulls.
 */
export function emptyBoard(): Board;

/**
 * A nested board from 9 cells, row-major (a nested board is read too). Throws `INVALID_BOARD` (a `TypeError`) for a board that is not 3 rows of 3 cells, or 9 cells, of `CellInput`s.
 */
export function fromFlat(cells: BoardInput): Board;

/**
 * A board from the on-chain encoding: 9 unsigned ints, 0 empty, 1 X, 2 O, as numbers, bigints or
 * decimal strings, or a `@stacks/transactions` list ClarityValue (7.x or 6.x shape, in an `ok`
 * response or a `some` optional, or what `cvToValue`/`cvToJSON` make of it). An `err`, `none`
 * or anything else throws `INVALID_BOARD` naming what was found (a `RangeError` for a number
 * other than 0, 1, 2).
 */
export function fromOnChain(list: ReadonlyArray<number | bigint>): Board;
/**
 * How a game server marks its cells: any two distinct values (SameValueZero) for X and O, such
 * as usernames, `'x'`/`'o'` or `1`/`2`. Marks missing, not distinct, or an `empty` equal to a
 * mark throw `INVALID_OPTION`.
 */
export interface Marks {
    /** The value that marks X's cells (with `players[0]` as X, usually the first player's name). */
    X: unknown;
    /** The value that marks O's cells. */
    O: unknown;
    /** The value of an empty cell; default: any of `''`, `null`, `undefined`, `0`, `'.'` or `' '` on input, `''` on output. */
    empty?: unknown;
}

/**
 * A board from a server's cells, 3 rows of 3 or 9 row-major, in its own `marks`. Marks missing
 * or not distinct throw `INVALID_OPTION`; a cell that is neither mark nor empty throws
 * `INVALID_BOARD` naming it.
 */
export function fromMarks(cells: ReadonlyArray<unknown> | ReadonlyArray<ReadonlyArray<unknown>>, marks: Marks): Board;
/**
 * The board as 3 rows of 3 in a server's `marks`; an empty cell is `marks.empty`, else `''`.
 * Marks missing or not distinct throw `INVALID_OPTION`; a bad board throws `INVALID_BOARD`.
 */
export function toMarks(board: BoardInput, marks: Marks): unknown[][];
/**
 * The move as `{ x, y }`: x the column, y the row. Throws `INVALID_MOVE` for a move that is not `{ row, col }` with integers 0..2.
 */
export function toXY(move: Move): { x: number; y: number };
/**
 * The move at `{ x, y }` (x the column, y the row, each 0..2); anything else throws `INVALID_MOVE`.
 */
export function fromXY(xy: { x: number; y: number }): Move;
/**
 * The move's cell number, row-major from `base`: `row * 3 + col + base`. A base other than 0
 * (the default) or 1 throws `INVALID_OPTION`.
 */
export function toCell(move: Move, base?: 0 | 1): number;
/**
 * The move at a cell number counted row-major from `base` (0, the default, or 1); a number
 * outside `base..base + 8` throws `INVALID_MOVE`.
 */
export function fromCell(cell: number, base?: 0 | 1): Move;
/**
 * A board from the 9-character notation: row-major, 'X'/'x', 'O'/'o', and '.' or '-' for
 * empty (`'X...O...X'`). Throws `INVALID_BOARD` naming the length or the first bad character;
 * a non-string is a `TypeError` too.
 */
export function parseBoard(text: string): Board;
/**
 * The 9-character notation of a board: 'X', 'O' and '.' for empty, row-major
 * (`'X...O...X'`). Throws `INVALID_BOARD` (a `TypeError`) for a board that is not 3 rows of 3 cells, or 9 cells, of `CellInput`s.
 */
export function formatBoard(board: BoardInput): string;
/**
 * Whose turn it is on a reachable board (X when the counts are equal); null once it is
 * finished. Throws `INVALID_BOARD` (a `TypeError`) for a board that is not 3 rows of 3 cells, or 9 cells, of `CellInput`s; `IMPOSSIBLE_POSITION` for a board no legal game reaches.
 */
export function sideToMove(board: BoardInput): Player | null;

/**
 * Every empty cell, row-major (whoever's turn it is, and even on a won board: see
 * `getLegalMoves` for a referee's list). Throws `INVALID_BOARD` (a `TypeError`) for a board that is not 3 rows of 3 cells, or 9 cells, of `CellInput`s.
 */
export function getAvailableMoves(board: BoardInput): Move[];

/**
 * Every move `player` may make, row-major, validated as `AIEngine` validates (shape and
 * values, reachability, game over, turn): [] once the game is over, `WRONG_TURN` if
 * `player` is not the side to move.
 */
export function getLegalMoves(board: BoardInput, player: Player): Move[];

/**
 * The player with three in a row, or null if nobody has one (or, on a board no game
 * reaches, both do). Throws `INVALID_BOARD` (a `TypeError`) for a board that is not 3 rows of 3 cells, or 9 cells, of `CellInput`s.
 */
export function getWinner(board: BoardInput): Player | null;

/**
 * The three cells of the winner's line (the first in row, column, diagonal order), or null as
 * for `getWinner`. Throws `INVALID_BOARD` (a `TypeError`) for a board that is not 3 rows of 3 cells, or 9 cells, of `CellInput`s.
 */
export function getWinningLine(board: BoardInput): Move[] | null;

/**
 * True if no empty cell remains. Throws `INVALID_BOARD` (a `TypeError`) for a board that is not 3 rows of 3 cells, or 9 cells, of `CellInput`s.
 */
export function isBoardFull(board: BoardInput): boolean;

/**
 * True if the board is full and nobody has won. Throws `INVALID_BOARD` (a `TypeError`) for a board that is not 3 rows of 3 cells, or 9 cells, of `CellInput`s.
 */
export function isDraw(board: BoardInput): boolean;

/**
 * The other player: `'O'` for `'X'`, `'X'` for `'O'`. Throws `INVALID_PLAYER` (a `TypeError`) for a player other than `'X'` or `'O'`.
 */
export function opponent(player: Player): Player;

/**
 * The board as 9 cells, row-major, with null for empty. Throws `INVALID_BOARD` (a `TypeError`) for a board that is not 3 rows of 3 cells, or 9 cells, of `CellInput`s.
 */
export function toFlat(board: BoardInput): CellValue[];

/**
 * The on-chain encoding: 9 numbers, 0 empty, 1 X, 2 O (ClarityXO's `(list 9 uint)`). Throws
 * `INVALID_BOARD` (a `TypeError`) for a board that is not 3 rows of 3 cells, or 9 cells, of `CellInput`s.
 */
export function toOnChain(board: BoardInput): number[];
/**
 * Reviews the game `moves` make from `start` (default: the empty board): each move labelled
 * from perfect play with a sentence, each player's accuracy, and the turning point. The moves
 * are checked as the referee checks them (INVALID_MOVE, CELL_OCCUPIED, GAME_OVER, naming
 * `moves[i]`); an unreachable start throws IMPOSSIBLE_POSITION.
 */
export function reviewGame(moves: ReadonlyArray<Move>, start?: BoardInput): GameReview;

