// AIEngine and GameAnalyzer: each method reads its arguments (./read.js, ./options.js) and hands
// them to ./compute.js, which calls the module and builds the answer. The module's other classes
// are in ./more.js.
//
// Same module rules as extras.js (esbuild makes the CommonJS copy).

// The loader: each constructor's first call is its, so a bundler keeps the loader (and the .wasm
// file) exactly where an app constructs one of these classes (./engine-wasm.js).
import { analyzerStrict, newEngine } from './engine-wasm.js';
import { FREED, disposeIsFree } from './boundary.js';
import { analysisOf, engineMove, engineObserve, engineRanked, engineRuleMove, iterationsOf } from './compute.js';
import { readBoard, readPlayer } from './read.js';
import { readResult } from './options.js';

/** A tic-tac-toe AI at one difficulty level. The same seed and options replay the same moves. */
export const AIEngine = /* @__PURE__ */ disposeIsFree(class AIEngine {
  #engine;

  constructor(options) {
    this.#engine = newEngine(options);
  }

  /** The level's move for `player`, or null once the board is finished. */
  bestMove(board, player) {
    return engineMove(this.#engine, readBoard(board), readPlayer(player));
  }

  /** Every legal move under perfect play, best first, whatever the level; [] once finished. */
  rankedMoves(board, player) {
    return engineRanked(this.#engine, readBoard(board), readPlayer(player));
  }

  /** Iterations the last MCTS move ran (fewer than `mctsIterations` when `mctsTimeMs` ended it); null for other levels. */
  get lastIterations() {
    return iterationsOf(this.#engine);
  }

  /** The skill of the next move, 0..100: an adaptive engine's current one, else its `skill` (100: the level itself). */
  get skill() {
    return this.#engine.skill();
  }

  /** A finished game, from this engine's side ('win', 'draw' or 'loss'): an adaptive engine retunes its skill. */
  observe(result) {
    engineObserve(this.#engine, readResult(result));
  }

  /** The rules level's move and the rule that chose it (null: none applied); null once finished. */
  bestMoveWithRule(board, player) {
    const b = readBoard(board);
    return engineRuleMove(this.#engine, b, readPlayer(player));
  }

  /** Releases the engine's memory now; a later call throws OBJECT_FREED. */
  free() {
    const handle = this.#engine;
    handle.free();
    this.#engine = FREED;
  }
});

/** Reports threats, forks, the perfect-play verdict, the best move and one sentence. */
export const GameAnalyzer = /* @__PURE__ */ disposeIsFree(class GameAnalyzer {
  /** The analyzer's one setting; no wasm memory, so its free() has nothing to release. */
  #analyzer;

  constructor(options) {
    this.#analyzer = { strict: analyzerStrict(options), free() {} };
  }

  /** The report for `player` to move. */
  analyze(board, player) {
    const b = readBoard(board);
    const p = readPlayer(player);
    return analysisOf(this.#analyzer.strict, b, p);
  }

  /** Ends the analyzer: a later call throws OBJECT_FREED. */
  free() {
    const handle = this.#analyzer;
    handle.free();
    this.#analyzer = FREED;
  }
});

