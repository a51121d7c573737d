// Declarations for the JS layer (lib/extras.js). scripts/build.mjs appends this file to the
// declarations wasm-bindgen generates, so it may use the types declared there (Board, Move…)
// without importing them.

/**
 * The engine's playing strengths. `Difficulty` is both this runtime object and the union
 * type of its values; a plain string such as `'hard'` is accepted wherever a `Difficulty` is.
 */
export declare const Difficulty: {
  /** A uniformly random legal move. */
  readonly Easy: 'easy';
  /** Depth-2 minimax over a line-counting heuristic: takes a win in one, blocks a loss in one, misses forks. */
  readonly Medium: 'medium';
  /** Perfect play: never loses, wins fastest, loses slowest; ties broken center, corners, edges. */
  readonly Hard: 'hard';
  /** Monte Carlo tree search (UCB1, random playouts); strength grows with `mctsIterations`. */
  readonly MCTS: 'mcts';
  /** Perfect play that, among equally valued moves, picks the one that scores best against a random opponent. */
  readonly Expert: 'expert';
  /** The classic rule-based player: the first rule of its list that applies (option `rules`). */
  readonly Rules: 'rules';
};

/** One of the engine's playing strengths: `'easy' | 'medium' | 'hard' | 'mcts' | 'expert' | 'rules'`. */
export type Difficulty = 'easy' | 'medium' | 'hard' | 'mcts' | 'expert' | 'rules';

/**
 * Runs many self-play games without freezing the page: games are played in chunks of
 * `chunkSize` and control returns to the event loop between chunks.
 *
 * ```ts
 * const sim = new Simulator({ seed: 7 });
 * const result = await sim.run({ games: 1000, playerX: Difficulty.Hard, playerO: Difficulty.Easy });
 * ```
 */
export declare class Simulator {
  /** `options.seed` applies to every run that gives no seed of its own; throws `INVALID_OPTION` on bad options. */
  constructor(options?: SimulatorOptions);
  /**
   * Plays the games and resolves with the totals. Never throws synchronously: bad options
   * reject with a coded error; aborting `options.signal` rejects with `signal.reason`.
   * The same seed and options give the same result on every call.
   */
  run(options: SimulationOptions): Promise<SimulationResult>;
}
