// AIEngine, the class every app imports: each method a few lines that read the arguments
// (./boundary.js), call the engine module's internal export (./oxo_ai.js) and build the answer
// (./boundary.js). Rules, checks and messages all live in Rust. The other classes, which use
// the second module, are in ./more.js.
//
// Same module rules as extras.js (esbuild makes the CommonJS copy).

import { Engine } from './oxo_ai.js';
import { FREED, Reader, itemsOf, moveOf, rejected, ruleMoveOf, scoredMovesOf } from './boundary.js';
import { REJECTED } from './wire.js';

/** A tic-tac-toe AI at one difficulty level. The same seed and options replay the same moves. */
export class AIEngine {
  #engine;

  constructor(options) {
    this.#engine = new Engine(options);
  }

  /** The level's move for `player`, or null once the board is finished. */
  bestMove(board, player) {
    const r = new Reader();
    const word = r.board(board);
    const p = r.player(player);
    const engine = this.#engine;
    // A reported fault always means a rejection: Rust's `rejection` explains it.
    const square = r.fault === undefined ? engine.best_move(word, p) : REJECTED;
    if (square === REJECTED) throw rejected(engine.rejection(word, p, r.fault));
    return moveOf(square);
  }

  /** Every legal move under perfect play, best first, whatever the level; [] once finished. */
  rankedMoves(board, player) {
    const r = new Reader();
    const word = r.board(board);
    const p = r.player(player);
    const engine = this.#engine;
    const first = r.fault === undefined ? engine.ranked_moves(word, p, 0) : NaN;
    if (first !== first) throw rejected(engine.rejection(word, p, r.fault));
    return scoredMovesOf(itemsOf((part) => (part === 0 ? first : engine.ranked_moves(word, p, part))));
  }

  /** Iterations the last MCTS move ran (fewer than `mctsIterations` when `mctsTimeMs` ended it); null for other levels. */
  get lastIterations() {
    return this.#engine.last_iterations() ?? null;
  }

  /** The skill of the next move, 0..100: an adaptive engine's current one, else its `skill` (100: the level itself). */
  get skill() {
    return this.#engine.skill();
  }

  /** A finished game, from this engine's side ('win', 'draw' or 'loss'): an adaptive engine retunes its skill. */
  observe(result) {
    this.#engine.observe(result);
  }

  /** The rules level's move and the rule that chose it (null: none applied); null once finished. */
  bestMoveWithRule(board, player) {
    const r = new Reader();
    const word = r.board(board);
    return ruleMoveOf(this.#engine.rule_move(word, r.player(player), r.fault));
  }

  /** Releases the engine's memory now; a later call throws OBJECT_FREED. */
  free() {
    const handle = this.#engine;
    handle.free();
    this.#engine = FREED;
  }
}

// `using` support where the runtime has it: dispose is free, as on wasm-bindgen's own classes.
if (typeof Symbol.dispose === 'symbol') AIEngine.prototype[Symbol.dispose] = AIEngine.prototype.free;
