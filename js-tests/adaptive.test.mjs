// Adaptive skill (API reference "An opponent that adapts", issue 28) through the installed package: the option, observe(),
// skill, bad input that changes nothing, and the worker twin. tests/adaptive.rs measures how
// closely it holds the target against simulated players.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as api from 'oxo-ai';
import * as worker from 'oxo-ai/worker';
import { expectCode, assertStillWorks } from './support/check.mjs';

const { AIEngine, Simulator, Game } = api;
const canary = new AIEngine();

after(() => worker.terminate());

/** Plays one game between two engines; the result from `engine`'s side. */
function play(engine, other, engineFirst) {
  const game = new Game();
  const side = engineFirst ? 'X' : 'O';
  while (game.status === 'playing') {
    const mover = game.toMove === side ? engine : other;
    game.play(mover.bestMove(game.board, game.toMove));
  }
  if (game.winner === null) return 'draw';
  return game.winner === side ? 'win' : 'loss';
}

describe('AIEngine({ adaptive })', () => {
  test('skill starts at the skill option, else 50, and moves by 10 × (opponent score − target)', () => {
    const engine = new AIEngine({ difficulty: 'hard', adaptive: {}, seed: 1 });
    assert.equal(engine.skill, 50);
    engine.observe('loss');
    assert.equal(engine.skill, 55);
    engine.observe('draw');
    assert.equal(engine.skill, 55);
    engine.observe('win');
    assert.equal(engine.skill, 50);
    const expert = new AIEngine({ difficulty: 'expert', skill: 90, adaptive: { target: 0.3 }, seed: 1 });
    assert.equal(expert.skill, 90);
    expert.observe('loss');
    assert.equal(expert.skill, 97);
    // Fixed engines report their skill and ignore results.
    const fixed = new AIEngine({ difficulty: 'hard', skill: 40, seed: 1 });
    fixed.observe('loss');
    assert.equal(fixed.skill, 40);
    assert.equal(new AIEngine().skill, 100);
    assert.equal(new AIEngine({ difficulty: 'easy' }).skill, 100);
  });

  test('seeded and reproducible: the same games give the same skills and moves', () => {
    const run = () => {
      const engine = new AIEngine({ difficulty: 'hard', adaptive: { target: 0.5 }, seed: 11 });
      const player = new AIEngine({ difficulty: 'hard', skill: 30, seed: 12 });
      const skills = [];
      for (let g = 0; g < 30; g++) {
        engine.observe(play(engine, player, g % 2 === 0));
        skills.push(engine.skill);
      }
      return skills;
    };
    const first = run();
    assert.deepEqual(run(), first);
    assert.ok(new Set(first).size > 1, 'the skill moved');
  });

  test('bad options and results are coded errors; a bad result changes nothing', () => {
    expectCode(() => new AIEngine({ difficulty: 'hard', adaptive: { target: 1.5 } }), 'INVALID_OPTION', 'RangeError', [/target/, /1\.5/]);
    expectCode(() => new AIEngine({ difficulty: 'hard', adaptive: { target: '0.5' } }), 'INVALID_OPTION', 'TypeError', [/target/]);
    expectCode(() => new AIEngine({ difficulty: 'hard', adaptive: 0.5 }), 'INVALID_OPTION', 'TypeError', [/adaptive/]);
    expectCode(() => new AIEngine({ difficulty: 'medium', adaptive: {} }), 'INVALID_OPTION', 'TypeError', [/adaptive/, /'hard' or 'expert'/]);
    const engine = new AIEngine({ difficulty: 'hard', adaptive: {}, seed: 3 });
    engine.observe('loss');
    for (const bad of ['lose', 'WIN', 1, null, undefined, { result: 'win' }]) {
      expectCode(() => engine.observe(bad), 'INVALID_OPTION', 'TypeError', [/'win', 'draw' or 'loss'/]);
      assert.equal(engine.skill, 55, 'unchanged');
    }
    assertStillWorks(api, canary);
  });

  test('a simulation side takes no adaptive option: each game of a run is seeded on its own', async () => {
    await assert.rejects(new Simulator().run({ games: 2, playerX: { difficulty: 'hard', adaptive: {} }, playerO: 'easy', seed: 1 }),
      { code: 'INVALID_OPTION', message: /adaptive/ });
  });
});

describe('the worker twin', () => {
  test('observe is awaited and skill mirrors the main entry after each call', async () => {
    const engine = new worker.AIEngine({ difficulty: 'hard', adaptive: { target: 0.5 }, seed: 5 });
    assert.equal(engine.skill, null, 'before the first call');
    await engine.observe('loss');
    assert.equal(engine.skill, 55);
    await engine.observe('loss');
    assert.equal(engine.skill, 60);
    await assert.rejects(engine.observe('tie'), { code: 'INVALID_OPTION' });
    assert.equal(engine.skill, 60);
    assert.deepEqual(await engine.bestMove(api.emptyBoard(), 'X'), new AIEngine({ difficulty: 'hard', skill: 60, seed: 5 }).bestMove(api.emptyBoard(), 'X'));
  });
});
