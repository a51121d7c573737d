// Opponent inference (API reference "Learning an opponent from its games", issue 28) through the installed package: records in every
// shape, the model as Expert's opponent and as engine options, bad input, and the worker twin.
// tests/infer.rs measures it over 200 random rule lists and 54 skilled players.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as api from 'oxo-ai';
import * as worker from 'oxo-ai/worker';
import { expectCode, assertStillWorks } from './support/check.mjs';

const { AIEngine, Game, inferOpponent } = api;
const canary = new AIEngine();
const CONTRACT = ['win', 'block', 'center', 'corner', 'edge'];

after(() => worker.terminate());

/** Plays `x` against `o` to the end; the finished Game. */
function play(x, o) {
  const game = new Game();
  while (game.status === 'playing') game.play((game.toMove === 'X' ? x : o).bestMove(game.board, game.toMove));
  return game;
}

/** `engine` makes O's every move of `games`, each replayed on a referee. */
function assertPlaysAsO(engine, games) {
  for (const game of games) {
    const replay = new Game();
    for (const move of game.history) {
      if (replay.toMove === 'O') assert.deepEqual(engine.bestMove(replay.board, 'O'), move);
      replay.play(move);
    }
  }
}

/** `n` games of a seeded random X against `o`. */
function watched(o, n) {
  return Array.from({ length: n }, (_, i) => play(new AIEngine({ difficulty: 'easy', seed: 40 + i }), o));
}

describe('inferOpponent', () => {
  const contract = new AIEngine({ difficulty: 'rules', rules: CONTRACT });
  const games = watched(contract, 10);

  test('a contract-style rules player: its list, sure enough for Expert to beat it', () => {
    const model = inferOpponent(games, 'O');
    assert.equal(model.difficulty, 'rules');
    assert.ok(model.confidence >= 0.9 && model.confidence < 1, `${model.confidence}`);
    // The inferred list plays as the player does in every position it met.
    assertPlaysAsO(new AIEngine({ difficulty: 'rules', rules: model.rules }), games);
    // Expert as X with the model wins; with no model it cannot force a win against this list.
    assert.equal(play(new AIEngine({ difficulty: 'expert', opponent: model }), contract).winner, 'X');
    assert.equal(play(new AIEngine({ difficulty: 'hard' }), contract).winner, null);
  });

  test('move lists, Games and snapshots give the same model; without confidence it is a set of engine options', () => {
    const model = inferOpponent(games, 'O');
    assert.deepEqual(inferOpponent(games.map((g) => g.history), 'O'), model);
    assert.deepEqual(inferOpponent(games.map((g) => g.toJSON()), 'O'), model);
    assert.deepEqual(inferOpponent(games.map((g) => JSON.parse(JSON.stringify(g))), 'O'), model);
    const { confidence, ...options } = model;
    assert.equal(typeof confidence, 'number');
    const twin = new AIEngine(options);
    assert.deepEqual(twin.bestMove(api.parseBoard('X........'), 'O'), contract.bestMove(api.parseBoard('X........'), 'O'));
  });

  test('a skilled Hard player: Hard or Expert with a skill near its own', () => {
    const player = new AIEngine({ difficulty: 'hard', skill: 40, seed: 9 });
    const model = inferOpponent(watched(player, 50), 'O');
    assert.ok(['hard', 'expert'].includes(model.difficulty), model.difficulty);
    assert.ok(Math.abs(model.skill - 40) <= 15, `skill ${model.skill}`);
    assert.ok(model.confidence > 0 && model.confidence < 0.9, `${model.confidence}`);
  });

  test('no observed move: a random player held with no confidence', () => {
    assert.deepEqual(inferOpponent([], 'O'), { difficulty: 'easy', confidence: 0 });
    assert.deepEqual(inferOpponent([[{ row: 1, col: 1 }]], 'O'), { difficulty: 'easy', confidence: 0 });
  });

  test('bad input is a coded error naming the record', () => {
    expectCode(() => inferOpponent(games, 'Z'), 'INVALID_PLAYER', 'TypeError');
    expectCode(() => inferOpponent('games', 'O'), 'INVALID_OPTION', 'TypeError', [/games/]);
    expectCode(() => inferOpponent(Array(1001).fill([]), 'O'), 'INVALID_OPTION', 'RangeError', [/1000/]);
    expectCode(() => inferOpponent([[{ row: 1, col: 1 }, { row: 1, col: 1 }]], 'O'), 'CELL_OCCUPIED', 'Error', [/games\[0\]/]);
    expectCode(() => inferOpponent([[], [{ row: 3, col: 0 }]], 'O'), 'INVALID_MOVE', 'RangeError', [/games\[1\]/]);
    expectCode(() => inferOpponent([{ version: 2, start: '.........', moves: [] }], 'O'), 'INVALID_SNAPSHOT', 'RangeError', [/games\[0\]/]);
    expectCode(() => new AIEngine({ difficulty: 'expert', opponent: { difficulty: 'rules', confidence: 2 } }), 'INVALID_OPTION', 'RangeError', [/confidence/]);
    assertStillWorks(api, canary);
  });
});

describe('the worker twin', () => {
  test('answers as the main entry does', async () => {
    const games = watched(new AIEngine({ difficulty: 'rules', rules: CONTRACT }), 6).map((g) => g.toJSON());
    assert.deepEqual(await worker.inferOpponent(games, 'O'), inferOpponent(games, 'O'));
    await assert.rejects(worker.inferOpponent(games, 'Q'), { code: 'INVALID_PLAYER' });
  });
});

describe('cell orders (API reference "Learning an opponent from its games" cellOrder)', () => {
  const FAR_END = [8, 6, 2, 0, 7, 5, 3, 1, 4];

  test('the rules level takes cells in its order; a bad order is INVALID_OPTION', () => {
    const far = new AIEngine({ difficulty: 'rules', rules: ['corner'], cellOrder: FAR_END });
    assert.deepEqual(far.bestMove(api.emptyBoard(), 'X'), { row: 2, col: 2 });
    assert.deepEqual(new AIEngine({ difficulty: 'rules', rules: ['corner'] }).bestMove(api.emptyBoard(), 'X'), { row: 0, col: 0 });
    // With no rule applying, the first empty cell in the order.
    assert.deepEqual(new AIEngine({ difficulty: 'rules', rules: [], cellOrder: FAR_END }).bestMove(api.emptyBoard(), 'X'), { row: 2, col: 2 });
    expectCode(() => new AIEngine({ difficulty: 'rules', cellOrder: [0, 1, 2] }), 'INVALID_OPTION', 'TypeError', [/cellOrder/]);
    expectCode(() => new AIEngine({ difficulty: 'rules', cellOrder: [0, 0, 1, 2, 3, 4, 5, 6, 7] }), 'INVALID_OPTION', 'TypeError', [/each cell/]);
    expectCode(() => new AIEngine({ difficulty: 'rules', cellOrder: [9, 1, 2, 3, 4, 5, 6, 7, 0] }), 'INVALID_OPTION', 'RangeError', [/cellOrder\[0\]/]);
    expectCode(() => new AIEngine({ difficulty: 'hard', cellOrder: FAR_END }), 'INVALID_OPTION', 'TypeError', [/cellOrder applies only/]);
    assertStillWorks(api, canary);
  });

  test('a contract scanning from the far end: the order is inferred and Expert still beats it', () => {
    const contract = new AIEngine({ difficulty: 'rules', rules: CONTRACT, cellOrder: FAR_END });
    const games = watched(contract, 10);
    const model = inferOpponent(games, 'O');
    assert.equal(model.difficulty, 'rules');
    assert.equal(model.cellOrder.length, 9);
    assert.notDeepEqual(model.cellOrder, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
    assertPlaysAsO(new AIEngine({ difficulty: 'rules', rules: model.rules, cellOrder: model.cellOrder }), games);
    assert.equal(play(new AIEngine({ difficulty: 'expert', opponent: model }), contract).winner, 'X');
  });
});
