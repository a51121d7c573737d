// One cold sample, run in a fresh `node` process by run.mjs (section 4): import an engine the
// way a user does, then time one first call; print the times as JSON.
//   node startup-child.mjs oxo|oxo-cjs|baseline none|hard|expert|medium|mcts|ranked|analyze|review|game|sequence
import { createRequire } from 'node:module';

const [engine, call] = process.argv.slice(2);
const EMPTY = [[null, null, null], [null, null, null], [null, null, null]];
/** A full drawn game: center, corners, edges. */
const GAME = [[1, 1], [0, 0], [0, 2], [2, 0], [1, 0], [1, 2], [0, 1], [2, 1], [2, 2]].map(([row, col]) => ({ row, col }));

/** The first calls, each measured after the import in a process of its own. */
const CALLS = {
  none: () => null,
  hard: (m) => new m.AIEngine({ difficulty: 'hard' }).bestMove(EMPTY, 'X'),
  expert: (m) => new m.AIEngine({ difficulty: 'expert' }).bestMove(EMPTY, 'X'),
  medium: (m) => new m.AIEngine({ difficulty: 'medium' }).bestMove(EMPTY, 'X'),
  mcts: (m) => new m.AIEngine({ difficulty: 'mcts' }).bestMove(EMPTY, 'X'),
  ranked: (m) => new m.AIEngine({ difficulty: 'hard' }).rankedMoves(EMPTY, 'X').length,
  analyze: (m) => new m.GameAnalyzer().analyze(EMPTY, 'X').bestMove,
  review: (m) => m.reviewGame(GAME).turningPoint,
  game: (m) => new m.Game().play({ row: 1, col: 1 }),
  // The cold sequence: import + first Hard bestMove + first analyze.
  sequence: (m) => [CALLS.hard(m), CALLS.analyze(m)],
};

const t0 = performance.now();
let api;
if (engine === 'oxo') api = await import('oxo-ai');
else if (engine === 'oxo-cjs') api = createRequire(import.meta.url)('oxo-ai');
else if (engine === 'baseline') api = await import('oxo-baseline'); // bench/baseline, installed by scripts/bench.sh
else throw new Error(`unknown engine ${engine}`);
const t1 = performance.now();
const answer = CALLS[call](api);
const t2 = performance.now();
process.stdout.write(JSON.stringify({ engine, call, importMs: t1 - t0, callMs: t2 - t1, answer }));
