// The engine options API reference "AIEngine" adds (rules, skill, variety, opponent) and the simulation sides
// of API reference "Simulator", through the installed package.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import * as api from 'oxo-ai';
import * as oracle from './support/oracle.mjs';
import { liveReachablePositions, winningCells } from './support/games.mjs';
import { expectCode, assertStillWorks } from './support/check.mjs';

const { AIEngine, Simulator, Difficulty } = api;
const B = (s) => oracle.toBoard(s);
const canary = new AIEngine({ difficulty: 'hard' });
const CONTRACT = ['win', 'block', 'center', 'corner', 'edge'];

/** The contract AI of issue 14, written from its description. */
function contractMove(s, p) {
  const empty = (i) => s[i] === '.';
  return winningCells(s, p)[0] ?? winningCells(s, oracle.opp(p))[0] ?? (empty(4) ? 4 : undefined)
    ?? [0, 2, 6, 8].find(empty) ?? [1, 3, 5, 7].find(empty);
}

describe("the rules level (Difficulty.Rules === 'rules')", () => {
  test('with the contract list it plays the contract AI on every live reachable position', () => {
    const engine = new AIEngine({ difficulty: Difficulty.Rules, rules: CONTRACT });
    let n = 0;
    for (const s of liveReachablePositions()) {
      const p = oracle.sideToMove(s);
      assert.equal(oracle.indexOf(engine.bestMove(B(s), p)), contractMove(s, p), s);
      n += 1;
    }
    assert.equal(n, 4520);
  });

  test('the default list never loses, as X or as O, against every line of play', () => {
    const engine = new AIEngine({ difficulty: 'rules' });
    const worst = (s, me) => {
      if (oracle.hasLine(s, me)) return 1;
      if (oracle.hasLine(s, oracle.opp(me))) return -1;
      if (oracle.isFull(s)) return 0;
      const p = oracle.sideToMove(s);
      if (p === me) {
        const i = oracle.indexOf(engine.bestMove(B(s), p));
        return worst(s.slice(0, i) + p + s.slice(i + 1), me);
      }
      let w = 1;
      for (let i = 0; i < 9; i += 1) if (s[i] === '.') w = Math.min(w, worst(s.slice(0, i) + p + s.slice(i + 1), me));
      return w;
    };
    assert.equal(worst('.........', 'X'), 0);
    assert.equal(worst('.........', 'O'), 0);
  });

  test('bestMoveWithRule names the rule; the literal block-fork trap is avoided', () => {
    const engine = new AIEngine({ difficulty: 'rules' });
    // X on opposite corners, O in the center, O to move: block-fork makes a threat on an edge.
    assert.deepEqual(engine.bestMoveWithRule(B('X...O...X'), 'O'), { row: 0, col: 1, rule: 'block-fork' });
    assert.deepEqual(engine.bestMoveWithRule(B('XX..O....'), 'O'), { row: 0, col: 2, rule: 'block' });
    assert.deepEqual(engine.bestMoveWithRule(B('.........'), 'X'), { row: 1, col: 1, rule: 'center' });
    assert.equal(engine.bestMoveWithRule(B('XXXOO....'), 'O'), null);
    const none = new AIEngine({ difficulty: 'rules', rules: [] });
    assert.deepEqual(none.bestMoveWithRule(B('.........'), 'X'), { row: 0, col: 0, rule: null });
    expectCode(() => canary.bestMoveWithRule(B('.........'), 'X'), 'INVALID_OPTION', 'Error', [/'rules'/]);
    expectCode(() => new AIEngine({ difficulty: 'rules', rules: ['win', 'teleport'] }), 'INVALID_OPTION', 'TypeError', [/rules\[1\]/, /teleport/]);
    expectCode(() => new AIEngine({ difficulty: 'rules', rules: 'win' }), 'INVALID_OPTION', 'TypeError', [/rules/]);
    expectCode(() => new AIEngine({ difficulty: 'hard', rules: CONTRACT }), 'INVALID_OPTION', 'TypeError', [/rules/, /'hard'/]);
    assertStillWorks(api, canary);
  });
});

describe('skill, variety and opponent', () => {
  const selfPlay = (x, o) => {
    let board = api.emptyBoard();
    for (let p = 'X'; !api.getWinner(board) && !api.isBoardFull(board); p = p === 'X' ? 'O' : 'X') {
      board = api.applyMove(board, (p === 'X' ? x : o).bestMove(board, p), p);
    }
    return api.getWinner(board);
  };

  test('skill 100 plays as the level; lower skill loses to Hard more often', () => {
    const hard = new AIEngine({ difficulty: 'hard' });
    for (const s of liveReachablePositions().filter((_, i) => i % 7 === 0)) {
      const p = oracle.sideToMove(s);
      assert.deepEqual(new AIEngine({ skill: 100, seed: 1 }).bestMove(B(s), p), hard.bestMove(B(s), p));
    }
    const losses = (skill) => {
      let lost = 0;
      for (let seed = 0; seed < 300; seed += 1) if (selfPlay(new AIEngine({ skill, seed }), hard) === 'O') lost += 1;
      return lost;
    };
    const [l0, l50, l100] = [losses(0), losses(50), losses(100)];
    assert.equal(l100, 0);
    assert.ok(l0 > l50 && l50 > 0, `losses to Hard: skill 0 ${l0}, 50 ${l50}`);
    expectCode(() => new AIEngine({ skill: 101 }), 'INVALID_OPTION', 'RangeError', [/skill/, /101/]);
    expectCode(() => new AIEngine({ skill: 50.5 }), 'INVALID_OPTION', 'RangeError', [/skill/]);
    expectCode(() => new AIEngine({ difficulty: 'easy', skill: 50 }), 'INVALID_OPTION', 'TypeError', [/skill/, /'easy'/]);
  });

  test('variety: Hard vs Hard still draws every game, with several openings; seeded', () => {
    const firsts = new Set();
    for (let seed = 0; seed < 200; seed += 1) {
      const x = new AIEngine({ variety: true, seed });
      const o = new AIEngine({ variety: true, seed: seed + 1000 });
      assert.equal(selfPlay(x, o), null);
      firsts.add(JSON.stringify(new AIEngine({ variety: true, seed }).bestMove(api.emptyBoard(), 'X')));
      assert.deepEqual(new AIEngine({ variety: true, seed }).bestMove(api.emptyBoard(), 'X'), new AIEngine({ variety: true, seed }).bestMove(api.emptyBoard(), 'X'));
    }
    assert.ok(firsts.size >= 4, `${firsts.size} first moves`);
    expectCode(() => new AIEngine({ difficulty: 'mcts', variety: true }), 'INVALID_OPTION', 'TypeError', [/variety/]);
  });

  test('expert against the contract model wins as X; mcts cannot be a model', () => {
    const contract = new AIEngine({ difficulty: 'rules', rules: CONTRACT });
    const expert = new AIEngine({ difficulty: 'expert', opponent: { difficulty: 'rules', rules: CONTRACT } });
    assert.equal(selfPlay(expert, contract), 'X');
    assert.equal(selfPlay(new AIEngine({ difficulty: 'expert' }), contract), null, 'default Expert only draws it');
    expectCode(() => new AIEngine({ difficulty: 'expert', opponent: { difficulty: 'mcts' } }), 'INVALID_OPTION', 'TypeError', [/opponent/, /mcts/]);
    expectCode(() => new AIEngine({ difficulty: 'hard', opponent: { difficulty: 'easy' } }), 'INVALID_OPTION', 'TypeError', [/opponent/]);
    expectCode(() => new AIEngine({ difficulty: 'expert', opponent: 'easy' }), 'INVALID_OPTION', 'TypeError', [/opponent/]);
    expectCode(() => new AIEngine({ difficulty: 'expert', opponent: { difficulty: 'easy', skill: 10 } }), 'INVALID_OPTION', 'TypeError', [/opponent/, /skill/]);
    assertStillWorks(api, canary);
  });
});

describe('simulation sides and parts (API reference "Simulator")', () => {
  test('a side may be engine options; a run split by firstGame adds up to the whole', async () => {
    const sim = new Simulator({ seed: 'sides' });
    const options = { games: 400, playerX: { difficulty: 'hard', skill: 60 }, playerO: 'easy' };
    const whole = await sim.run(options);
    assert.equal(whole.totalGames, 400);
    assert.equal(whole.lengths.reduce((a, b) => a + b, 0), 400);
    const parts = [];
    for (const [firstGame, games] of [[0, 150], [150, 1], [151, 249]]) parts.push(await sim.run({ ...options, firstGame, games }));
    for (const key of ['xWins', 'oWins', 'draws', 'totalGames']) assert.equal(parts.reduce((a, r) => a + r[key], 0), whole[key], key);
    for (let n = 0; n < 10; n += 1) assert.equal(parts.reduce((a, r) => a + r.lengths[n], 0), whole.lengths[n]);
    // A skilled Hard loses some games to Easy; Hard itself never does.
    const hard = await sim.run({ ...options, playerX: 'hard' });
    assert.equal(hard.oWins, 0);
    await assert.rejects(sim.run({ ...options, playerX: { difficulty: 'hard', seed: 3 } }), (e) => e.code === 'INVALID_OPTION' && /playerX/.test(e.message) && /seed/.test(e.message));
    await assert.rejects(sim.run({ ...options, playerX: { difficulty: 'easy', skill: 3 } }), (e) => e.code === 'INVALID_OPTION' && /playerX/.test(e.message));
  });
});

describe('mctsTimeMs and lastIterations (API reference "AIEngine")', () => {
  test('a time budget ends the search early; the iterations run are reported', () => {
    const timed = new AIEngine({ difficulty: 'mcts', mctsIterations: 1_000_000, mctsTimeMs: 5, seed: 1 });
    assert.equal(timed.lastIterations, 0);
    assert.ok(timed.bestMove(api.emptyBoard(), 'X'));
    assert.ok(timed.lastIterations > 0 && timed.lastIterations < 1_000_000, `${timed.lastIterations}`);
    const counted = new AIEngine({ difficulty: 'mcts', mctsIterations: 250, seed: 1 });
    counted.bestMove(api.emptyBoard(), 'X');
    assert.equal(counted.lastIterations, 250);
    counted.bestMove(B('XOXXOOOX.'), 'X'); // one legal move: no search
    assert.equal(counted.lastIterations, 0);
    assert.equal(canary.lastIterations, null);
    expectCode(() => new AIEngine({ difficulty: 'hard', mctsTimeMs: 5 }), 'INVALID_OPTION', 'TypeError', [/mctsTimeMs/, /'mcts'/]);
    expectCode(() => new AIEngine({ difficulty: 'mcts', mctsTimeMs: 0 }), 'INVALID_OPTION', 'RangeError', [/mctsTimeMs/]);
    expectCode(() => new AIEngine({ difficulty: 'mcts', mctsTimeMs: 60_001 }), 'INVALID_OPTION', 'RangeError', [/mctsTimeMs/]);
  });
});
