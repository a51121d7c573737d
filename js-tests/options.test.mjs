// Options objects, snapshots and move lists, read in JavaScript (issue 36): the assertions the
// Rust readers' tests (tests/input.rs) made before the readers moved to the JS layer, kept
// through the public API, with the read order each key is read in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AIEngine, Difficulty, Game, GameAnalyzer, SimulationRun, Simulator, inferOpponent, reviewGame } from 'oxo-ai';
import { refuses } from './support/check.mjs';

/** `entries` as an object that logs each key read into `reads`. */
function logged(entries, reads) {
  return new Proxy(entries, {
    get(target, key) {
      if (typeof key === 'string') reads.push(key);
      return target[key];
    },
  });
}

test('engine options read each key once, in order, and the core checks how they go together', () => {
  const reads = [];
  const engine = new AIEngine(logged({ difficulty: 'expert', skill: 40, opponent: { difficulty: 'rules' } }, reads));
  assert.deepEqual(reads, ['rules', 'opponent', 'difficulty', 'mctsIterations', 'mctsTimeMs', 'seed', 'strict', 'skill', 'variety', 'cellOrder', 'adaptive']);
  assert.equal(engine.skill, 40);
  refuses(() => new AIEngine({ difficulty: 'easy', skill: 50 }), 'INVALID_OPTION', 'TypeError',
    "skill applies only to difficulty 'hard' or 'expert', got difficulty 'easy'");
  refuses(() => new AIEngine({ mctsIterations: 0.5 }), 'INVALID_OPTION', 'RangeError', 'mctsIterations must be an integer from 1 to 1000000, got 0.5');
  // Every option a level owns, worded by Rust from the errors' own pieces (src/text/texts.rs).
  for (const [options, message] of [
    [{ difficulty: 'medium', variety: true }, "variety applies only to difficulty 'hard' or 'expert', got difficulty 'medium'"],
    [{ difficulty: 'mcts', adaptive: {} }, "adaptive applies only to difficulty 'hard' or 'expert', got difficulty 'mcts'"],
    [{ difficulty: 'hard', rules: ['win'] }, "rules applies only to difficulty 'rules', got difficulty 'hard'"],
    [{ difficulty: 'expert', cellOrder: [0, 1, 2, 3, 4, 5, 6, 7, 8] }, "cellOrder applies only to difficulty 'rules', got difficulty 'expert'"],
    [{ difficulty: 'hard', opponent: { difficulty: 'easy' } }, "opponent applies only to difficulty 'expert', got difficulty 'hard'"],
    [{ difficulty: 'easy', mctsTimeMs: 5 }, "mctsTimeMs applies only to difficulty 'mcts', got difficulty 'easy'"],
  ]) refuses(() => new AIEngine(options), 'INVALID_OPTION', 'TypeError', message);
  refuses(() => new AIEngine({ difficulty: 'expert', opponent: { difficulty: 'mcts' } }), 'INVALID_OPTION', 'TypeError', /^opponent: /);
  refuses(() => new AIEngine({ difficulty: 'impossible' }), 'INVALID_OPTION', 'TypeError',
    "difficulty: must be 'easy', 'medium', 'hard', 'mcts', 'expert' or 'rules', got \"impossible\"");
  refuses(() => new AIEngine({ difficulty: 'rules', rules: ['win', 'nope'] }), 'INVALID_OPTION', 'TypeError',
    "rules[1]: must be one of 'win' 'block' 'fork' 'block-fork' 'center' 'opposite-corner' 'corner' 'edge', got \"nope\"");
  refuses(() => new AIEngine({ difficulty: 'rules', cellOrder: [0, 1, 2, 3, 4, 5, 6, 7, 7] }), 'INVALID_OPTION', 'TypeError',
    'cellOrder must list each cell 0..8 exactly once, in the order the rules take them');
  refuses(() => new AIEngine({ difficulty: 'hard', adaptive: { target: 2 } }), 'INVALID_OPTION', 'RangeError', /^adaptive\.target must be a number from 0 to 1/);
  refuses(() => new AIEngine({ seed: -1 }), 'INVALID_OPTION', 'RangeError', 'seed must be a non-negative safe integer or a string, got -1');
  refuses(() => new AIEngine(7), 'INVALID_OPTION', 'TypeError', 'engine options must be an object, got 7');
  const throwing = new Proxy({}, { get(_, key) { throw new Error(`no ${String(key)}`); } });
  refuses(() => new AIEngine(throwing), 'INVALID_OPTION', 'TypeError', 'option rules: reading it threw "no rules"');
  assert.equal(new AIEngine(undefined).bestMove([[null, null, null], [null, null, null], [null, null, null]], 'X') !== null, true);
  assert.equal(new AIEngine(null).skill, 100);
  refuses(() => new GameAnalyzer({ strict: 'yes' }), 'INVALID_OPTION', 'TypeError', 'strict must be true or false, got "yes"');
  refuses(() => new AIEngine({ difficulty: Difficulty.Hard, adaptive: {} }).observe('won'), 'INVALID_OPTION', 'TypeError',
    "result must be 'win', 'draw' or 'loss' (the engine's side of a finished game), got \"won\"");
});

test('a string seed of any length seeds as its UTF-8 text, a surrogate pair never split', () => {
  const empty = [[null, null, null], [null, null, null], [null, null, null]];
  const moves = (seed) => {
    const engine = new AIEngine({ difficulty: 'easy', seed });
    return Array.from({ length: 6 }, () => { const m = engine.bestMove(empty, 'X'); return m.row * 3 + m.col; });
  };
  assert.deepEqual(moves('tic'), moves('tic'));
  assert.notDeepEqual(moves('42'), moves(42), '"42" and 42 are different seeds');
  // Pieces of 65,536 units: a pair across the boundary hashes as the whole string's UTF-8.
  const long = `${'a'.repeat(65535)}\u{1F600}b`;
  const spelled = `${'a'.repeat(65535)}\u{1F600}b`;
  assert.deepEqual(moves(long), moves(spelled));
  assert.notDeepEqual(moves(long), moves(`${'a'.repeat(65535)}\u{1F601}b`));
});

test('simulation options refuse seed and strict in a side, and need games and both players', async () => {
  refuses(() => new SimulationRun({ games: 10, playerX: { difficulty: 'hard', seed: 1 }, playerO: 'easy' }), 'INVALID_OPTION', 'TypeError',
    "playerX: seed is not a simulation side's option: the run seeds every game and plays only legal ones");
  const run = new SimulationRun({ games: 10, playerX: 'hard', playerO: 'easy', seed: 3, chunkSize: 7 });
  assert.equal(run.chunkSize, 7);
  assert.deepEqual(run.split(1), { seed: 3, parts: [] });
  run.free();
  refuses(() => new SimulationRun({ playerX: 'hard' }), 'INVALID_OPTION', 'TypeError', 'games is required');
  refuses(() => new SimulationRun(undefined), 'INVALID_OPTION', 'TypeError', /^simulation options must be an object with games/);
  refuses(() => new SimulationRun({ games: 1, playerX: 5, playerO: 'easy' }), 'INVALID_OPTION', 'TypeError', 'playerX must be a string, got 5');
  refuses(() => new SimulationRun({ games: 1, playerX: 'hard', playerO: 'easy', onProgress: 1 }), 'INVALID_OPTION', 'TypeError', 'onProgress must be a function, got 1');
  refuses(() => new SimulationRun({ games: 1, playerX: 'hard', playerO: 'easy', signal: {} }), 'INVALID_OPTION', 'TypeError', 'signal must be an AbortSignal, got an object');
  refuses(() => new Simulator({ seed: 1.5 }), 'INVALID_OPTION', 'RangeError');
  // A Simulator's string seed reaches every run, and a run's own seed wins.
  const play = (simulator, options) => simulator.run({ games: 20, playerX: 'medium', playerO: 'easy', ...options });
  assert.deepEqual(await play(new Simulator({ seed: 'abc' })), await play(new Simulator(), { seed: 'abc' }));
  const stepped = new SimulationRun({ games: 5, playerX: 'easy', playerO: 'easy' });
  refuses(() => stepped.step(0), 'INVALID_OPTION', 'RangeError', 'maxGames must be an integer from 1 to 1000000, got 0');
  refuses(() => stepped.split(17), 'INVALID_OPTION', 'RangeError', 'workers must be an integer from 1 to 16, got 17');
  assert.equal(typeof stepped.split(2).seed, 'number', 'a fresh seed is named to the parts');
  stepped.free();
  refuses(() => SimulationRun.merge([{ xWins: 1, oWins: 0, draws: 0, totalGames: 1, lengths: [1] }]), 'INTERNAL_ERROR', 'RangeError', 'results[0]: lengths must hold 10 counts');
});

test('snapshots and moves read both coordinates before checking either', () => {
  const game = Game.fromJSON({ version: 1, start: 'X.O......', moves: [{ row: 1, col: 1 }] });
  assert.deepEqual(game.history, [{ row: 1, col: 1 }]);
  const reads = [];
  refuses(() => reviewGame([logged({ row: 5, col: '1' }, reads)]), 'INVALID_MOVE', 'TypeError', 'moves[0]: move.col must be a number 0..2, got "1"');
  assert.deepEqual(reads, ['row', 'col']);
  refuses(() => reviewGame([{ row: 5, col: 1 }]), 'INVALID_MOVE', 'RangeError', 'moves[0]: move.row must be an integer 0..2, got 5');
  refuses(() => Game.fromJSON({ version: 2 }), 'INVALID_SNAPSHOT', 'RangeError');
  refuses(() => reviewGame(Array(10).fill({ row: 0, col: 0 })), 'INVALID_MOVE', 'RangeError', 'moves must be an array of at most 9 entries, got an array of length 10');
  refuses(() => Game.fromJSON({ version: 1, start: 'X'.repeat(40), moves: [] }), 'INVALID_BOARD');
  refuses(() => Game.fromJSON({ version: 1, start: 'X........', moves: [{ row: 3, col: 0 }] }), 'INVALID_MOVE', 'RangeError', /^snapshot\.moves\[0\]: move\.row/);
  // Moves are read before the start, as the referee replays them.
  refuses(() => reviewGame([{ row: 9, col: 0 }], 'bad'), 'INVALID_MOVE');
  refuses(() => inferOpponent([[{ row: 0, col: 0 }], { version: 1 }], 'X'), 'INVALID_SNAPSHOT', 'TypeError', /^games\[1\]: snapshot\.start must be/);
});
