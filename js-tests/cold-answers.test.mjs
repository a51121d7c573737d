// The cold answers (review, inference, a run's progress, result and split) as a
// caller sees them: plain objects and arrays, keys in order, null where a value is missing and
// no key where API reference "An opponent that adapts" leaves one out. Rust lays them out as numbers (src/boundary/wire/cold.rs) and
// more.js builds them: a field read at the wrong offset breaks one of these.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { AIEngine, Game, SimulationRun, Simulator, inferOpponent, reviewGame } from 'oxo-ai';

const cell = (i) => ({ row: Math.floor(i / 3), col: i % 3 });

/** `value`'s keys, deeply, with each plain object's and array's prototype checked. */
function plain(value) {
  if (value === null || typeof value !== 'object') return value;
  assert.ok(Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype, 'a plain object or array');
  assert.ok(!Object.isFrozen(value));
  return Array.isArray(value) ? value.map(plain) : Object.fromEntries(Object.keys(value).map((k) => [k, plain(value[k])]));
}

describe('cold answers keep their shape', () => {
  test('a review: every field of every move, its sentence, accuracy and turning point', () => {
    const review = plain(reviewGame([0, 1, 4, 2, 8].map(cell)));
    assert.deepEqual(Object.keys(review), ['moves', 'accuracy', 'turningPoint']);
    assert.deepEqual(Object.keys(review.moves[0]), ['player', 'move', 'label', 'before', 'after', 'bestMoves', 'explanation']);
    assert.deepEqual(review.moves[1], {
      player: 'O', move: { row: 0, col: 1 }, label: 'mistake', before: { outcome: 'draw', plies: 8 },
      after: { outcome: 'loss', plies: 6 }, bestMoves: [{ row: 1, col: 1 }], explanation: '(0, 1) lets X win; (1, 1) held the draw.',
    });
    assert.deepEqual(review.moves[4], {
      player: 'X', move: { row: 2, col: 2 }, label: 'best', before: { outcome: 'win', plies: 1 },
      after: { outcome: 'win', plies: 1 }, bestMoves: [{ row: 2, col: 2 }], explanation: '(2, 2) wins the game.',
    });
    assert.deepEqual(review.accuracy, { X: 1, O: 0.5 });
    assert.equal(review.turningPoint, 1);
    assert.deepEqual(new Game().review(), { moves: [], accuracy: { X: null, O: null }, turningPoint: null });
    const one = reviewGame([cell(4)]);
    assert.deepEqual(one.accuracy, { X: 1, O: null });
    assert.equal(one.turningPoint, null);
  });

  test('an inferred model: rules and cellOrder for a rule list, skill for a level, confidence last', () => {
    const order = [8, 6, 2, 0, 7, 5, 3, 1, 4];
    const engine = new AIEngine({ difficulty: 'rules', rules: ['win', 'block', 'corner', 'edge'], cellOrder: order });
    const games = [];
    for (let k = 0; k < 8; k++) {
      const game = new Game();
      const played = [];
      while (game.status === 'playing') {
        const legal = game.legalMoves();
        const move = game.toMove === 'O' ? engine.bestMove(game.board, 'O') : legal[k % legal.length];
        game.play(move);
        played.push(move);
      }
      games.push(played);
    }
    const model = plain(inferOpponent(games, 'O'));
    assert.deepEqual(Object.keys(model), ['difficulty', 'rules', 'cellOrder', 'confidence']);
    assert.equal(model.difficulty, 'rules');
    assert.ok(model.rules.every((r) => typeof r === 'string') && model.cellOrder.length === 9);
    assert.ok(model.confidence > 0 && model.confidence <= 1);
    const none = plain(inferOpponent([], 'X'));
    assert.deepEqual(none, { difficulty: 'easy', confidence: 0 });
    const skilled = plain(inferOpponent(games.map(() => [cell(4), cell(0), cell(8)]), 'X'));
    assert.deepEqual(Object.keys(skilled).filter((k) => k !== 'rules' && k !== 'cellOrder' && k !== 'skill'), ['difficulty', 'confidence']);
  });

  test('a run: progress, result with its 10 lengths, the split plan and the merge', async () => {
    const options = { games: 300, seed: 11, chunkSize: 100, playerX: { difficulty: 'hard' }, playerO: { difficulty: 'easy' } };
    const run = new SimulationRun(options);
    assert.deepEqual(plain(run.progress), { completed: 0, total: 300, xWins: 0, oWins: 0, draws: 0 });
    while (!run.step()) {
      const p = plain(run.progress);
      assert.deepEqual(Object.keys(p), ['completed', 'total', 'xWins', 'oWins', 'draws']);
      assert.equal(p.xWins + p.oWins + p.draws, p.completed);
    }
    const result = plain(run.result);
    assert.deepEqual(Object.keys(result), ['xWins', 'oWins', 'draws', 'totalGames', 'avgMoves', 'lengths']);
    assert.equal(result.totalGames, 300);
    assert.equal(result.xWins + result.oWins + result.draws, 300);
    assert.equal(result.lengths.length, 10);
    assert.equal(result.lengths.reduce((a, b) => a + b), 300);
    assert.equal(result.avgMoves, result.lengths.reduce((a, n, i) => a + n * i, 0) / 300);
    assert.deepEqual(result, plain(await new Simulator().run(options)));
    run.free();
    const big = new SimulationRun({ ...options, games: 1_000_000 });
    const { seed, parts } = plain(big.split(4));
    assert.equal(seed, 11);
    assert.ok(parts.length > 1);
    assert.deepEqual(Object.keys(parts[0]), ['firstGame', 'games']);
    assert.equal(parts[0].firstGame, 0);
    parts.slice(1).forEach((p, i) => assert.equal(p.firstGame, parts[i].firstGame + parts[i].games));
    assert.equal(parts.reduce((a, p) => a + p.games, 0), 1_000_000);
    big.free();
    const merged = plain(SimulationRun.merge([result, { xWins: 0, oWins: 1, draws: 0, totalGames: 1, lengths: [0, 0, 0, 0, 0, 0, 1, 0, 0, 0] }]));
    const lengths = result.lengths.map((n, i) => n + (i === 6 ? 1 : 0));
    assert.deepEqual(merged, {
      xWins: result.xWins, oWins: result.oWins + 1, draws: result.draws, totalGames: 301,
      avgMoves: lengths.reduce((a, n, i) => a + n * i, 0) / 301, lengths,
    });
  });
});
