// reviewGame and Game.prototype.review (API reference "Game") through the installed package: every move of
// a table of real games checked against the oracle's own perfect-play ranking, one game's
// sentences word for word, and the referee's checks on the moves.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import * as api from 'oxo-ai';
import * as oracle from './support/oracle.mjs';
import { expectCode, assertStillWorks } from './support/check.mjs';

const { reviewGame, Game, AIEngine } = api;
const canary = new AIEngine({ difficulty: 'hard' });
const cell = (i) => ({ row: Math.floor(i / 3), col: i % 3 });
const moves = (...cells) => cells.map(cell);

/** The oracle's verdict of board `s` for `p` to move, and of each move, from rankedMoves. */
function expected(s, p, i) {
  const ranked = oracle.rankedMoves(s, p);
  const outcome = (m) => (m.score > 0 ? 'win' : m.score < 0 ? 'loss' : 'draw');
  const top = ranked[0];
  const mine = ranked.find((m) => oracle.indexOf(m) === i);
  const rank = { loss: 0, draw: 1, win: 2 };
  const [before, after] = [outcome(top), outcome(mine)];
  const isTop = mine.score === top.score;
  const label = isTop ? 'best' : before === after ? 'good' : before === 'win' && after === 'loss' ? 'blunder' : 'mistake';
  const best = ranked.filter((m) => m.score === top.score).map((m) => oracle.indexOf(m)).sort((a, b) => a - b).map(cell);
  assert.ok(rank[after] <= rank[before]);
  return { label, before: { outcome: before, plies: top.depth }, after: { outcome: after, plies: mine.depth }, bestMoves: best };
}

// Real games: a quick X win, a long draw, O punishing an edge opening, a blunder-filled
// beginners' game, and a game started from a position.
const GAMES = [
  { moves: moves(4, 1, 0, 8, 2, 6, 3, 5, 7) },
  { moves: moves(4, 0, 2, 6, 3, 5, 1, 7, 8) },
  { moves: moves(1, 4, 7, 0, 8, 2, 6) },
  { moves: moves(4, 1, 0, 2, 8) },
  { moves: moves(0, 1, 4, 2, 3, 5, 6) },
  { moves: moves(5, 6, 8), start: 'X...O....' },
];

describe('reviewGame', () => {
  test('every move of the table agrees with the oracle: label, values, best moves, accuracy, turning point', () => {
    let checked = 0;
    for (const { moves: list, start } of GAMES) {
      const review = reviewGame(list, start === undefined ? undefined : api.parseBoard(start));
      let s = start ?? '.........';
      const kept = { X: [0, 0], O: [0, 0] };
      let turning = null;
      assert.equal(review.moves.length, list.length);
      review.moves.forEach((m, n) => {
        const p = oracle.sideToMove(s);
        const i = oracle.indexOf(list[n]);
        const want = expected(s, p, i);
        assert.equal(m.player, p);
        assert.deepEqual(m.move, list[n]);
        assert.equal(m.label, want.label, `move ${n} of ${JSON.stringify(list)}`);
        assert.deepEqual(m.before, want.before);
        assert.deepEqual(m.after, want.after);
        assert.deepEqual(m.bestMoves, want.bestMoves);
        assert.equal(typeof m.explanation, 'string');
        assert.ok(m.explanation.length > 10);
        kept[p][1] += 1;
        if (want.label === 'best' || want.label === 'good') kept[p][0] += 1;
        else turning ??= n;
        s = s.slice(0, i) + p + s.slice(i + 1);
        checked += 1;
      });
      for (const p of ['X', 'O']) assert.equal(review.accuracy[p], kept[p][1] === 0 ? null : kept[p][0] / kept[p][1]);
      assert.equal(review.turningPoint, turning);
    }
    assert.equal(checked, 40);
  });

  test('a beginners game reads as a coach would tell it', () => {
    const review = reviewGame(moves(4, 1, 0, 8, 2, 6, 3, 5, 7));
    const text = review.moves.map((m) => `${m.label}: ${m.explanation}`);
    assert.deepEqual(text.slice(0, 3), [
      'best: (1, 1) is best: the game stays a draw.',
      'mistake: (0, 1) lets X win; (0, 0) held the draw.',
      'best: (0, 0) is best: X wins in 3 moves.',
    ]);
    assert.equal(review.turningPoint, 1);
    // Worded for whoever played, human or engine: the player is named, and a winning move says it wins.
    assert.equal(review.moves[4].explanation, 'X had a fork at (1, 0); (0, 2) only drew.');
    assert.equal(review.moves[6].explanation, 'X had to block (2, 1); (1, 0) lets O win.');
    assert.equal(review.moves[7].explanation, 'O had a win at (2, 1); (1, 2) only drew.');
    for (const m of review.moves) assert.doesNotMatch(m.explanation, /\byou\b/i);
    const won = reviewGame(moves(0, 3, 1, 4, 2)).moves;
    assert.deepEqual(won.slice(3).map((m) => `${m.label}: ${m.explanation}`), [
      'good: (1, 1) loses sooner than (0, 2).',
      'best: (0, 2) wins the game.',
    ]);
  });

  test('Game.review() is reviewGame of its history and start', () => {
    const game = new Game(api.parseBoard('X...O....'));
    for (const m of moves(5, 6, 8)) game.play(m);
    assert.deepEqual(game.review(), reviewGame(game.history, api.parseBoard('X...O....')));
    const fresh = new Game();
    assert.deepEqual(fresh.review(), { moves: [], accuracy: { X: null, O: null }, turningPoint: null });
    assert.deepEqual(reviewGame([]), fresh.review());
  });

  test('the moves are checked as the referee checks them, and nothing is left behind', () => {
    expectCode(() => reviewGame(moves(4, 4)), 'CELL_OCCUPIED', 'Error', [/moves\[1\]/]);
    expectCode(() => reviewGame(moves(0, 3, 1, 4, 2, 5)), 'GAME_OVER', 'Error', [/moves\[5\]/]);
    expectCode(() => reviewGame([{ row: 3, col: 0 }]), 'INVALID_MOVE', 'RangeError', [/moves\[0\]/]);
    expectCode(() => reviewGame([{ row: '1', col: 0 }]), 'INVALID_MOVE', 'TypeError', [/moves\[0\]/]);
    expectCode(() => reviewGame('e4'), 'INVALID_MOVE', 'TypeError', [/moves must be an array/]);
    expectCode(() => reviewGame(Array(10).fill(cell(0))), 'INVALID_MOVE', 'RangeError', [/length 10/]);
    expectCode(() => reviewGame([], api.parseBoard('XX.......')), 'IMPOSSIBLE_POSITION', 'Error');
    expectCode(() => reviewGame([], 'X........'), 'INVALID_BOARD', 'TypeError');
    // A getter on a move runs once.
    let reads = 0;
    reviewGame([{ get row() { reads += 1; return 1; }, col: 1 }]);
    assert.equal(reads, 1);
    assertStillWorks(api, canary);
  });
});
