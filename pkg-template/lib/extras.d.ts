// Declarations for the JS layer (lib/extras.js). scripts/build.mjs joins this file with
// lib/api.d.ts and the generated names (src/boundary/wire/names.rs: Difficulty, ErrorCode, Rule, CellInput)
// into index.d.ts, so it may use the types declared there without importing them.

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
