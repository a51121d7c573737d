// oxo-ai/openturn: tic-tac-toe for openturn's bot runtime. Adapts shapes only: which moves
// are legal, whose turn it is and which move to play all come from the Rust core.
//
// Written once as ESM. scripts/build.mjs copies it into the package (adapters/openturn.js)
// and esbuild makes the CommonJS copy (adapters/openturn.cjs). It imports only 'oxo-ai' — the
// package itself, so the adapter shares the one WebAssembly instance of whatever entry the
// runtime resolved — and './adapter-kit.js'; no top-level await, no `import.meta`, and no work at
// module load beyond defining values.

import { AIEngine, getLegalMoves } from 'oxo-ai';
import { codedError, describe, playerOfId } from './adapter-kit.js';

/** The openturn event of a tic-tac-toe move. */
export const PLACE_MARK = 'placeMark';

/** openturn's player IDs: '0' moves first and plays X, '1' plays O. */
const playerOf = (playerID) => playerOfId(playerID, 'context.playerID');

function actionOf(move) {
  return { event: PLACE_MARK, payload: { row: move.row, col: move.col }, label: `(${move.row},${move.col})` };
}

/**
 * Every legal action of `player` on `board`, row-major:
 * `{ event: 'placeMark', payload: { row, col }, label: '(row,col)' }`. Validated as the engine
 * validates: `INVALID_BOARD`, `INVALID_PLAYER`, `IMPOSSIBLE_POSITION`, `WRONG_TURN`; `[]` once
 * the game is over.
 */
export function legalActions(board, player) {
  return getLegalMoves(board, player).map(actionOf);
}

/**
 * A bot of openturn's shape, `{ name, decide(context) }`. `decide` reads `context.playerID`
 * ('0' plays X, '1' plays O), `context.view.board`, `context.legalActions` and, when present,
 * `context.signal`, `context.deadline` and `context.thinkingBudgetMs`; it returns the element
 * of `context.legalActions` that places the mark where the engine's `bestMove` does. Options
 * are `AIEngine`'s (`difficulty`, default 'hard'; `seed`; `mctsIterations`; `mctsTimeMs`; the
 * rest of README "AIEngine") plus `name`; bad options throw `INVALID_OPTION` here.
 */
export function createOpenturnBot(options) {
  // A bot plays turns of a refereed game: the engine keeps the referee's checks (README "AIEngine").
  const strict = options == null ? { strict: true } : typeof options === 'object' ? { ...options, strict: true } : options;
  const engine = new AIEngine(strict);
  const difficulty = options?.difficulty ?? 'hard';
  const name = options?.name ?? `oxo-ai ${difficulty}`;
  if (typeof name !== 'string') {
    throw codedError(TypeError, 'INVALID_OPTION', `name must be a string, got ${describe(name)}`);
  }
  let turn = 0;
  let lastIterations = null;
  return {
    name,
    /** Iterations the last MCTS decision ran (null for other levels). */
    get lastIterations() {
      return lastIterations;
    },
    decide(context) {
      const signal = context?.signal;
      if (signal?.aborted) throw signal.reason ?? codedError(Error, 'ABORTED', 'the decision was aborted');
      const player = playerOf(context?.playerID);
      // Search is the only step that takes time: MCTS gets the time left as its budget, on an
      // engine for this turn seeded from the bot's seed and the turn, so seeded bots replay.
      const budget = difficulty === 'mcts' ? timeBudget(context, options?.mctsTimeMs) : undefined;
      turn += 1;
      const turnEngine = budget === undefined ? engine
        : new AIEngine({ ...strict, mctsTimeMs: budget, seed: strict.seed === undefined ? undefined : `${strict.seed}#${turn}` });
      let move;
      try {
        move = turnEngine.bestMove(context.view?.board, player);
        lastIterations = turnEngine.lastIterations;
      } finally {
        if (turnEngine !== engine) turnEngine.free();
      }
      if (move === null) {
        throw codedError(Error, 'GAME_OVER', 'the game is over: there is no action to decide');
      }
      const actions = context.legalActions;
      if (!Array.isArray(actions)) {
        throw codedError(TypeError, 'INVALID_MOVE',
          `context.legalActions must be an array of actions, got ${describe(actions)}`);
      }
      const chosen = actions.find((action) => action?.event === PLACE_MARK
        && action.payload?.row === move.row && action.payload?.col === move.col);
      if (chosen === undefined) {
        throw codedError(Error, 'INVALID_MOVE',
          `context.legalActions has no placeMark action at (${move.row},${move.col}), the engine's move on context.view.board`);
      }
      return chosen;
    },
  };
}

/** Slack kept before `deadline` for the rest of the turn (ms). */
const DEADLINE_MARGIN_MS = 5;

/**
 * MCTS's time budget for one decision (whole ms, 1..=60,000): the least of the bot's
 * `mctsTimeMs`, the context's `thinkingBudgetMs` and the time until its `deadline` (a
 * `Date.now()` timestamp) less a margin; undefined when none is given.
 */
function timeBudget(context, own) {
  const limits = [own, context.thinkingBudgetMs];
  if (typeof context.deadline === 'number') limits.push(context.deadline - Date.now() - DEADLINE_MARGIN_MS);
  const given = limits.filter((ms) => typeof ms === 'number' && !Number.isNaN(ms));
  if (given.length === 0) return undefined;
  return Math.min(60_000, Math.max(1, Math.floor(Math.min(...given))));
}
