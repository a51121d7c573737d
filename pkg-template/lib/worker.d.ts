// Declarations of oxo-ai/worker (lib/worker.js): the main entry's classes and reviewGame, and
// oxo-ai/mnk's MnkEngine and oxo-ai/ultimate's UltimateEngine, with every method returning a
// Promise of that entry's answer. AIEngine
// and GameAnalyzer are mapped from the main declarations (`Remote`); the option and answer types
// are the main entry's and oxo-ai/mnk's. scripts/build.mjs ships this file as
// web/worker.d.ts and (with '.cjs' for '.js' in '../index.js', '../mnk.js' and '../ultimate.js') as
// node/worker.d.cts, type-checks both under --strict and checks that they declare exactly the
// runtime exports.

import type {
    AnalyzerOptions, BoardInput, EngineOptions, GameReview, Move, Player, SimulationOptions,
    SimulationResult, SimulatorOptions,
} from '../index.js';

export type {
    AnalysisReport, AnalyzerOptions, Board, BoardInput, CellInput, CellValue, EngineOptions, GameReview,
    Move, MoveLabel, OpponentModel, Player, ReviewedMove, Rule, RuleMove, ScoredMove, SideOptions,
    SimulationOptions, SimulationProgress, SimulationResult, SimulatorOptions, Threat, Verdict,
} from '../index.js';

/** The board utilities and format converters: the main entry's own functions, answering synchronously on the calling thread (no worker, no WebAssembly). */
export {
    applyMove, checkWin, emptyBoard, formatBoard, fromCell, fromFlat, fromMarks, fromOnChain, fromXY,
    getAvailableMoves, getLegalMoves, getWinner, getWinningLine, isBoardFull, isDraw, opponent,
    parseBoard, sideToMove, toCell, toFlat, toMarks, toOnChain, toXY,
} from '../index.js';
export type { GameRecord, InferredModel, Marks } from '../index.js';

import type {
    MnkAnalysis, MnkBoardInput, MnkBudget, MnkCheckedRules, MnkEngineOptions, MnkMove, MnkPlayer,
    MnkRules, MnkScoredMove, MnkSolution,
} from '../mnk.js';

export type {
    MnkAnalysis, MnkBoard, MnkBoardInput, MnkBudget, MnkCell, MnkCellInput, MnkCheckedRules,
    MnkEngineOptions, MnkMove, MnkPlayer, MnkRules, MnkScoredMove, MnkSolution,
} from '../mnk.js';

import type {
    UltimateAnalysis, UltimateBudget, UltimateCheckedRules, UltimateEngineOptions, UltimateMove, UltimatePlayer,
    UltimatePositionInput, UltimateRules, UltimateScoredMove,
} from '../ultimate.js';

export type {
    UltimateAnalysis, UltimateBoardState, UltimateBudget, UltimateCell, UltimateCellInput, UltimateCheckedRules,
    UltimateEngineOptions, UltimateMove, UltimatePlayer, UltimatePosition, UltimatePositionInput, UltimateRules,
    UltimateScoredMove,
} from '../ultimate.js';

/** The main entry's `ErrorCode` object and union: every `code` an oxo-ai error carries. */
export { ErrorCode } from '../index.js';

/** The main entry's `Difficulty` object: the same values (plain strings are accepted too). */
export declare const Difficulty: typeof import('../index.js').Difficulty;
/** One of the engine's playing strengths, as in the main entry. */
export type Difficulty = import('../index.js').Difficulty;

/**
 * A main-entry object running in a Worker: every method returns a Promise of the main entry's
 * answer (errors reject with the same class and `code`), and every getter is the main entry's
 * value as of the last call that returned, null before the first.
 */
export type Remote<T> = {
    [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : T[K] | null;
};

/**
 * The main entry's `AIEngine`, running in a Worker. The constructor never throws: bad options
 * reject every call with the error the main entry's constructor throws.
 */
export type AIEngine = Remote<import('../index.js').AIEngine>;
export declare const AIEngine: new (options?: EngineOptions) => AIEngine;

/** The main entry's `GameAnalyzer`, running in a Worker. */
export type GameAnalyzer = Remote<import('../index.js').GameAnalyzer>;
export declare const GameAnalyzer: new (options?: AnalyzerOptions) => GameAnalyzer;

/**
 * A call's options in oxo-ai/worker's MnkEngine: `signal` aborts the wait. Aborting rejects the
 * call at once with `signal.reason` (an `AbortError` DOMException when none was given), and an
 * already-aborted signal rejects without sending the call. The search itself runs on in the
 * worker until its budget (`timeMs`, `maxNodes`) ends; its answer is dropped.
 */
export interface MnkSignalOptions {
    signal?: AbortSignal;
}

/** A search's budget in oxo-ai/worker's MnkEngine: oxo-ai/mnk's, and a `signal`. */
export interface MnkWorkerBudget extends MnkBudget, MnkSignalOptions {}

/**
 * oxo-ai/mnk's `MnkEngine`, running in a Worker (the mnk module is loaded there on the first
 * MnkEngine): each method resolves with oxo-ai/mnk's answer and rejects with its error (same
 * class, `code` and message). The constructor never throws: bad rules or options reject every call
 * with the error oxo-ai/mnk's constructor throws.
 */
export interface MnkEngine {
    /** The rules, frozen, as of the last call that returned; null before the first. */
    readonly rules: MnkCheckedRules | null;
    /** The level's move for `player`, or null on a finished board. */
    bestMove(board: MnkBoardInput, player: MnkPlayer, options?: MnkSignalOptions): Promise<MnkMove | null>;
    /** The value, distance and best move for `player` to move, within the budget. */
    solve(board: MnkBoardInput, player: MnkPlayer, options?: MnkWorkerBudget): Promise<MnkSolution>;
    /** Every legal move, best first; proven moves carry their value. */
    rankedMoves(board: MnkBoardInput, player: MnkPlayer, options?: MnkWorkerBudget): Promise<MnkScoredMove[]>;
    /** Wins, blocks, threats and forks, and one sentence. */
    analyze(board: MnkBoardInput, player: MnkPlayer, options?: MnkSignalOptions): Promise<MnkAnalysis>;
    /** Resolves once the worker's engine has loaded the data its rules use (the Connect Four book, fetched in the worker); as oxo-ai/mnk's `ready()`. */
    ready(): Promise<void>;
    /** Releases the engine's memory in the worker; a later call rejects with OBJECT_FREED. */
    free(): Promise<void>;
}
export declare const MnkEngine: new (rules: MnkRules, options?: MnkEngineOptions) => MnkEngine;

/** Options of `new Simulator(options)` from oxo-ai/worker. */
export interface WorkerSimulatorOptions extends SimulatorOptions {
    /**
     * Workers to split each run over, 1..=16; default the hardware concurrency, at most 8.
     * The result is the same for every value.
     */
    workers?: number;
}

/** The main entry's `Simulator`, running in one or more Workers. */
export declare class Simulator {
    /** Bad options (a bad `seed` or `workers`) reject every `run`. */
    constructor(options?: WorkerSimulatorOptions);
    /**
     * Plays the games and resolves with the totals, as the main entry does: bad options reject
     * with a coded error, aborting `options.signal` rejects with `signal.reason`,
     * `onProgress` is called on this thread after each chunk with the totals so far.
     */
    run(options: SimulationOptions): Promise<SimulationResult>;
}

/** The main entry's `reviewGame`, in the Worker. */
export declare function reviewGame(moves: ReadonlyArray<Move>, start?: BoardInput): Promise<GameReview>;

/** The main entry's `inferOpponent`, in the worker: records as move lists or snapshots (a `Game` cannot cross to a worker). */
export declare function inferOpponent(
    games: ReadonlyArray<ReadonlyArray<Move> | import('../index.js').GameSnapshot>, player: Player,
): Promise<import('../index.js').InferredModel>;

/**
 * Ends every worker: calls in flight reject with `WORKER_FAILED`, and the next call starts a
 * new worker (objects are made again there from their options).
 */
export declare function terminate(): Promise<void>;

/** A search's budget in oxo-ai/worker's UltimateEngine: oxo-ai/ultimate's, and a `signal`. */
export interface UltimateWorkerBudget extends UltimateBudget, MnkSignalOptions {}

/**
 * oxo-ai/ultimate's `UltimateEngine`, running in a Worker of its own (the ultimate module is
 * loaded there on the first UltimateEngine): each method resolves with oxo-ai/ultimate's answer
 * and rejects with its error (same class and `code`). The constructor never throws: bad rules or
 * options reject every call. An aborted `signal` rejects the call at once; the search in the
 * worker runs out its budget (`timeMs`, default 1,000 ms) before the next call starts.
 */
export interface UltimateEngine {
    /** The rules as of the last call that returned, null before the first. */
    readonly rules: UltimateCheckedRules | null;
    /** oxo-ai/ultimate's `lastPlayouts` as of the last call that returned, null before the first. */
    readonly lastPlayouts: number | null;
    /** The level's move for `player`, or null on a finished game. */
    bestMove(position: UltimatePositionInput, player: UltimatePlayer, options?: MnkSignalOptions): Promise<UltimateMove | null>;
    /** Every legal move, best first, with win rates and proven values. */
    rankedMoves(position: UltimatePositionInput, player: UltimatePlayer, options?: UltimateWorkerBudget): Promise<UltimateScoredMove[]>;
    /** The best move, its win rate, the board it sends to, and one sentence. */
    analyze(position: UltimatePositionInput, player: UltimatePlayer, options?: MnkSignalOptions): Promise<UltimateAnalysis>;
    /** Releases the engine in the worker; a later call rejects with OBJECT_FREED. */
    free(): Promise<void>;
}
export declare const UltimateEngine: new (rules?: UltimateRules, options?: UltimateEngineOptions) => UltimateEngine;
