// Every difficulty level through the installed package (issue 3, API reference "AIEngine"): the seeded games
// the Rust tests also check, determinism, perfect play everywhere, Medium's one-move tactics,
// MCTS legality, seeded matches, and INVALID_OPTION for bad levels and iteration counts.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as api from 'oxo-ai';
import * as oracle from './support/oracle.mjs';
import { expectCode, assertStillWorks } from './support/check.mjs';
import {
  liveReachablePositions, reachablePositions, winningCells, playGame, match, loadSeededGames,
} from './support/games.mjs';

const { AIEngine, Difficulty, emptyBoard } = api;
const B = oracle.toBoard;
const LEVELS = ['easy', 'medium', 'hard', 'mcts', 'expert', 'rules'];
const LIVE = liveReachablePositions();
const FINISHED = reachablePositions().filter(oracle.isOver);

/** One engine plays both sides from the empty board, as the fixture's games were made. */
const selfPlay = (options) => {
  const engine = new AIEngine(options);
  return playGame(api, engine, engine).moves;
};

const sign = (x) => (x > 0 ? 1 : x < 0 ? -1 : 0);
const scoreOf = (ranked, move) => {
  const hit = ranked.find((m) => m.row === move.row && m.col === move.col);
  assert.ok(hit, `move ${JSON.stringify(move)} is not among the legal moves`);
  return hit.score;
};

describe('the seeded games shared with the Rust tests (tests/fixtures/seeded_games.json)', () => {
  const { file, games } = loadSeededGames();

  test('the table covers every level, number and text seeds', () => {
    assert.ok(games.length >= 20, `${file}: only ${games.length} entries`);
    assert.deepEqual([...new Set(games.map((g) => g.difficulty))].sort(), [...LEVELS].sort());
    assert.ok(games.some((g) => typeof g.seed === 'string'));
    assert.ok(games.some((g) => g.seed === Number.MAX_SAFE_INTEGER));
  });

  for (const { difficulty, seed, mctsIterations, moves } of games) {
    test(`${difficulty}, seed ${JSON.stringify(seed)}, mctsIterations ${mctsIterations}`, () => {
      assert.deepEqual(selfPlay({ difficulty, seed, mctsIterations }), moves);
    });
  }
});

describe('determinism: the same seed and options give the same moves', () => {
  for (const difficulty of LEVELS) {
    test(`${difficulty}: seeds 0..19 replay identically; only the random levels vary with the seed`, () => {
      const distinct = new Set();
      for (let seed = 0; seed < 20; seed += 1) {
        const options = { difficulty, seed, mctsIterations: 100 };
        const game = selfPlay(options);
        assert.deepEqual(selfPlay(options), game, `seed ${seed}`);
        distinct.add(JSON.stringify(game));
      }
      const deterministic = difficulty === 'hard' || difficulty === 'expert' || difficulty === 'rules';
      if (deterministic) assert.equal(distinct.size, 1);
      else assert.ok(distinct.size > 1, `${difficulty}: all 20 seeds played the same game`);
    });
  }

  test('two engines with the same seed answer a sequence of calls identically, game after game', () => {
    for (const difficulty of ['easy', 'medium', 'mcts']) {
      const [a1, a2] = [0, 1].map(() => new AIEngine({ difficulty, seed: 'sequence', mctsIterations: 60 }));
      const [b1, b2] = [0, 1].map(() => new AIEngine({ difficulty, seed: 'sequence', mctsIterations: 60 }));
      for (let g = 0; g < 5; g += 1) {
        assert.deepEqual(playGame(api, a1, a2), playGame(api, b1, b2), `${difficulty}, game ${g}`);
      }
    }
  });

  test("text seeds are deterministic, and '42' is not the seed 42", () => {
    for (const difficulty of LEVELS) {
      const options = { difficulty, seed: 'hello', mctsIterations: 100 };
      assert.deepEqual(selfPlay(options), selfPlay(options), difficulty);
    }
    const differs = [1, 2, 42, 2026].some((n) => JSON.stringify(selfPlay({ difficulty: 'easy', seed: n }))
      !== JSON.stringify(selfPlay({ difficulty: 'easy', seed: String(n) })));
    assert.ok(differs, 'number seeds and their decimal strings play the same games');
  });
});

describe('perfect play over every reachable position', () => {
  test('Hard plays rankedMoves[0]; Hard and Expert never choose a move of lower game value', () => {
    const hard = new AIEngine({ difficulty: Difficulty.Hard });
    const expert = new AIEngine({ difficulty: Difficulty.Expert, seed: 3 });
    let expertDiffers = 0;
    for (const s of LIVE) {
      const p = oracle.sideToMove(s);
      const board = B(s);
      const ranked = hard.rankedMoves(board, p);
      const best = sign(ranked[0].score);
      const h = hard.bestMove(board, p);
      const e = expert.bestMove(board, p);
      assert.deepEqual(h, { row: ranked[0].row, col: ranked[0].col }, `Hard in ${s}`);
      assert.equal(sign(scoreOf(ranked, h)), best, `Hard gives up value in ${s}`);
      assert.equal(sign(scoreOf(ranked, e)), best, `Expert gives up value in ${s}`);
      if (e.row !== h.row || e.col !== h.col) expertDiffers += 1;
    }
    // Expert is not Hard under another name: it prefers moves that score best against chance.
    assert.ok(expertDiffers > 0, 'Expert chose exactly Hard\'s move everywhere');
  });

  test('the game value the ranking gives is the oracle\'s', () => {
    const hard = new AIEngine();
    for (const s of LIVE) {
      const p = oracle.sideToMove(s);
      assert.equal(sign(hard.rankedMoves(B(s), p)[0].score), sign(oracle.rankedMoves(s, p)[0].score), s);
    }
  });
});

describe('Medium: one-move tactics', () => {
  test('takes every win in one and blocks every loss in one (4 seeds, every live position)', () => {
    const engines = [1, 2, 3, 4].map((seed) => new AIEngine({ difficulty: Difficulty.Medium, seed }));
    let wins = 0;
    let blocks = 0;
    for (const s of LIVE) {
      const p = oracle.sideToMove(s);
      const own = winningCells(s, p);
      const threats = winningCells(s, oracle.opp(p));
      if (own.length === 0 && threats.length === 0) continue;
      for (const engine of engines) {
        const chosen = oracle.indexOf(engine.bestMove(B(s), p));
        if (own.length > 0) {
          assert.ok(own.includes(chosen), `Medium misses the win in ${s}: plays ${chosen}, wins at ${own}`);
        } else {
          assert.ok(threats.includes(chosen), `Medium fails to block in ${s}: plays ${chosen}, threats ${threats}`);
        }
      }
      if (own.length > 0) wins += 1;
      else blocks += 1;
    }
    assert.ok(wins > 0 && blocks > 0);
  });

  test('misses a fork: in .X.O.X... (O to move, a draw) every move it picks loses, and Hard punishes it', () => {
    const s = '.X.O.X...';
    const hard = new AIEngine();
    const ranked = hard.rankedMoves(B(s), 'O');
    assert.equal(ranked[0].score, 0, 'the position is a draw');
    for (let seed = 0; seed < 20; seed += 1) {
      const medium = new AIEngine({ difficulty: 'medium', seed });
      const move = medium.bestMove(B(s), 'O');
      assert.ok(scoreOf(ranked, move) < 0, `seed ${seed}: Medium's ${JSON.stringify(move)} keeps the draw`);
      const { winner } = playGame(api, hard, medium, B(s));
      assert.equal(winner, 'X', `seed ${seed}: Medium survived against Hard`);
    }
  });
});

describe('MCTS', () => {
  test('returns a legal move in every live position (100 iterations)', () => {
    const mcts = new AIEngine({ difficulty: Difficulty.MCTS, mctsIterations: 100, seed: 11 });
    for (const s of LIVE) {
      const move = mcts.bestMove(B(s), oracle.sideToMove(s));
      assert.ok(move && Number.isInteger(move.row) && Number.isInteger(move.col), `${s}: ${JSON.stringify(move)}`);
      assert.equal(s[oracle.indexOf(move)], '.', `MCTS plays a taken cell in ${s}`);
    }
  });

  test('every level answers null / [] on every finished position, for either player', () => {
    const engines = LEVELS.map((difficulty) => new AIEngine({ difficulty, seed: 5, mctsIterations: 50 }));
    for (const s of FINISHED) {
      for (const engine of engines) {
        for (const p of ['X', 'O']) {
          assert.equal(engine.bestMove(B(s), p), null, s);
          assert.deepEqual(engine.rankedMoves(B(s), p), [], s);
        }
      }
    }
  });
});

describe('seeded matches', () => {
  test('Hard and Expert against each other and themselves always draw', () => {
    for (const [a, b] of [['hard', 'hard'], ['expert', 'expert'], ['hard', 'expert'], ['expert', 'hard']]) {
      for (let seed = 0; seed < 5; seed += 1) {
        const { moves, winner } = playGame(api, new AIEngine({ difficulty: a, seed }), new AIEngine({ difficulty: b, seed }));
        assert.equal(winner, null, `${a} vs ${b}`);
        assert.equal(moves.length, 9);
      }
    }
  });

  const opponents = [
    ['easy', 300, {}],
    ['medium', 100, {}],
    ['mcts', 40, { mctsIterations: 200 }],
  ];
  for (const me of ['hard', 'expert']) {
    for (const [other, games, extra] of opponents) {
      for (const side of ['X', 'O']) {
        test(`${me} as ${side} never loses to ${other} (${games} seeded games)`, () => {
          const mine = new AIEngine({ difficulty: me, seed: 31 });
          const theirs = new AIEngine({ difficulty: other, seed: `${me}-${side}-${other}`, ...extra });
          const tally = match(api, mine, side, theirs, games);
          assert.equal(tally.lost, 0, JSON.stringify(tally));
        });
      }
    }
  }

  test('Hard as X beats Easy in more than 90 % of 1,000 seeded games and never loses', () => {
    const tally = match(api, new AIEngine(), 'X', new AIEngine({ difficulty: 'easy', seed: 5 }), 1000);
    assert.equal(tally.lost, 0, JSON.stringify(tally));
    assert.ok(tally.won > 900, JSON.stringify(tally));
  });

  for (const [side, seed] of [['X', 77], ['O', 78]]) {
    test(`MCTS(2000) as ${side} wins or draws at least 98 % of 500 seeded games against Easy`, (t) => {
      const mcts = new AIEngine({ difficulty: 'mcts', mctsIterations: 2000, seed });
      const easy = new AIEngine({ difficulty: 'easy', seed: seed + 1000 });
      const tally = match(api, mcts, side, easy, 500);
      t.diagnostic(`MCTS(2000) as ${side} vs Easy: ${JSON.stringify(tally)}`);
      assert.ok((tally.won + tally.drawn) * 100 >= 500 * 98, JSON.stringify(tally));
    });
  }
});

describe('INVALID_OPTION from the constructor', () => {
  const engine = new AIEngine();
  const cases = [
    ["difficulty 'impossible'", { difficulty: 'impossible' }, 'TypeError', [/impossible/]],
    ["difficulty 'Expert' (case matters)", { difficulty: 'Expert' }, 'TypeError', [/Expert/]],
    ["difficulty 'MCTS' (the key, not the value)", { difficulty: 'MCTS' }, 'TypeError', [/MCTS/]],
    ['mctsIterations 0', { difficulty: 'mcts', mctsIterations: 0 }, 'RangeError', [/\b0\b/]],
    ['mctsIterations 1_000_001', { difficulty: 'mcts', mctsIterations: 1_000_001 }, 'RangeError', [/1000001|1,000,001|1_000_001/]],
    ['mctsIterations 1.5', { difficulty: 'mcts', mctsIterations: 1.5 }, 'RangeError', [/1\.5/]],
    ['mctsIterations NaN', { difficulty: 'mcts', mctsIterations: NaN }, 'RangeError', [/NaN/]],
    ["mctsIterations '5'", { difficulty: 'mcts', mctsIterations: '5' }, 'TypeError', [/5/]],
    ['mctsIterations 0 is rejected even for Hard', { difficulty: 'hard', mctsIterations: 0 }, 'RangeError', [/\b0\b/]],
  ];
  for (const [label, options, cls, mentions] of cases) {
    test(label, () => {
      expectCode(() => new AIEngine(options), 'INVALID_OPTION', cls, mentions);
      assertStillWorks(api, engine);
    });
  }

  test('the bounds 1 and 1,000,000 are accepted', () => {
    for (const mctsIterations of [1, 1_000_000]) {
      const mcts = new AIEngine({ difficulty: 'mcts', mctsIterations, seed: 1 });
      if (mctsIterations === 1) {
        const move = mcts.bestMove(emptyBoard(), 'X');
        assert.ok(move && move.row >= 0 && move.row <= 2 && move.col >= 0 && move.col <= 2);
      }
    }
  });
});
