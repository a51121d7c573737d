// Boards in a game server's own marks and moves in its shapes (API reference "Boards from a game server"): fromMarks/toMarks,
// toXY/fromXY, toCell/fromCell, through the installed package, with the two server shapes of
// issue 27 played end to end.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as api from 'oxo-ai';
import { expectCode, assertStillWorks } from './support/check.mjs';

const { AIEngine, Game, fromMarks, toMarks, toXY, fromXY, toCell, fromCell, parseBoard, formatBoard } = api;
const USERS = { X: 'max', O: 'moritz' };
const canary = new AIEngine();

describe('fromMarks and toMarks', () => {
  test('usernames, nested, with players[0] as X', () => {
    const board = fromMarks([['max', 'moritz', ''], ['', 'max', ''], ['', '', '']], USERS);
    assert.equal(formatBoard(board), 'XO..X....');
    assert.deepEqual(toMarks(board, USERS), [['max', 'moritz', ''], ['', 'max', ''], ['', '', '']]);
  });

  test('a flat view in lowercase marks with 0 for empty, and every usual empty spelling', () => {
    assert.equal(formatBoard(fromMarks([0, 'x', 0, 0, 'o', 0, 0, 0, 0], { X: 'x', O: 'o' })), '.X..O....');
    assert.equal(formatBoard(fromMarks(['', null, undefined, 0, '.', ' ', 'x', 'o', 'x'], { X: 'x', O: 'o' })), '......XOX');
    assert.equal(formatBoard(fromMarks([1, 2, 0, 0, 0, 0, 0, 0, 0], { X: 1, O: 2 })), 'XO.......');
    // A named empty replaces the usual spellings; it is written back too.
    const marks = { X: 1, O: 2, empty: -1 };
    const board = fromMarks([-1, 1, -1, -1, 2, -1, -1, -1, -1], marks);
    assert.deepEqual(toMarks(board, marks), [[-1, 1, -1], [-1, 2, -1], [-1, -1, -1]]);
    expectCode(() => fromMarks([0, 1, -1, -1, 2, -1, -1, -1, -1], marks), 'INVALID_BOARD', 'TypeError', [/\(0, 0\)/, /got 0/]);
    // Objects mark by identity (SameValueZero), and so does NaN.
    const a = { name: 'a' };
    const b = { name: 'b' };
    assert.deepEqual(toMarks(fromMarks([a, b, null, null, null, null, null, null, null], { X: a, O: b }), { X: a, O: b })[0], [a, b, '']);
    assert.equal(formatBoard(fromMarks([NaN, 0, 0, 0, 0, 0, 0, 0, 0], { X: NaN, O: 'o' })), 'X........');
  });

  test('every board round-trips through any two marks', () => {
    for (const text of ['.........', 'XOX.O.X..', 'XXXOO....', 'OXOXOXXOX']) {
      const board = parseBoard(text);
      for (const marks of [USERS, { X: 'x', O: 'o', empty: 0 }, { X: 1, O: 2 }]) {
        assert.deepEqual(fromMarks(toMarks(board, marks), marks), board, `${text} ${JSON.stringify(marks)}`);
        assert.deepEqual(fromMarks(toMarks(board, marks).flat(), marks), board);
      }
    }
  });

  test('bad marks, cells and shapes are coded errors that name the value', () => {
    const empty = ['', '', '', '', '', '', '', '', ''];
    expectCode(() => fromMarks(empty, { X: 'a', O: 'a' }), 'INVALID_OPTION', 'TypeError', [/differ/, /"a"/]);
    expectCode(() => fromMarks(empty, { X: 'a' }), 'INVALID_OPTION', 'TypeError', [/marks\.O/]);
    expectCode(() => fromMarks(empty), 'INVALID_OPTION', 'TypeError', [/undefined/]);
    expectCode(() => fromMarks(empty, 'x'), 'INVALID_OPTION', 'TypeError');
    expectCode(() => fromMarks(empty, { X: 'a', O: 'b', empty: 'a' }), 'INVALID_OPTION', 'TypeError', [/empty/]);
    expectCode(() => fromMarks(['max', 'bob', '', '', '', '', '', '', ''], USERS), 'INVALID_BOARD', 'TypeError', [/\(0, 1\)/, /"bob"/, /"max"/]);
    expectCode(() => fromMarks(['', ''], USERS), 'INVALID_BOARD', 'TypeError', [/length 2/]);
    expectCode(() => fromMarks([['', '', ''], ['', ''], ['', '', '']], USERS), 'INVALID_BOARD', 'TypeError', [/row 1/]);
    expectCode(() => fromMarks('max', USERS), 'INVALID_BOARD', 'TypeError');
    expectCode(() => toMarks([['X', 'Q', null], [null, null, null], [null, null, null]], USERS), 'INVALID_BOARD', 'TypeError', [/"Q"/]);
    expectCode(() => toMarks(api.emptyBoard(), { X: 1, O: 1 }), 'INVALID_OPTION', 'TypeError');
    // A throwing getter is reported, not leaked as a crash.
    const trap = { get X() { throw new Error('nope'); }, O: 'o' };
    expectCode(() => fromMarks(empty, trap), 'INVALID_OPTION', 'TypeError', [/nope/]);
    assertStillWorks(api, canary);
  });
});

describe('moves as { x, y } and cell numbers', () => {
  test('x is the column, y the row; cells count row-major from 0 or 1', () => {
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 3; col++) {
        const move = { row, col };
        assert.deepEqual(toXY(move), { x: col, y: row });
        assert.deepEqual(fromXY({ x: col, y: row }), move);
        assert.equal(toCell(move), row * 3 + col);
        assert.equal(toCell(move, 1), row * 3 + col + 1);
        assert.deepEqual(fromCell(row * 3 + col), move);
        assert.deepEqual(fromCell(row * 3 + col + 1, 1), move);
      }
    }
  });

  test('out-of-range or non-integer moves are INVALID_MOVE; a bad base is INVALID_OPTION', () => {
    expectCode(() => fromXY({ x: 3, y: 0 }), 'INVALID_MOVE', 'RangeError', [/move\.x/, /3/]);
    expectCode(() => fromXY({ x: 0, y: 1.5 }), 'INVALID_MOVE', 'RangeError', [/move\.y/]);
    expectCode(() => fromXY({ x: '1', y: 0 }), 'INVALID_MOVE', 'TypeError', [/"1"/]);
    expectCode(() => fromXY(null), 'INVALID_MOVE', 'TypeError');
    expectCode(() => fromCell(9), 'INVALID_MOVE', 'RangeError', [/0\.\.8/, /9/]);
    expectCode(() => fromCell(0, 1), 'INVALID_MOVE', 'RangeError', [/1\.\.9/]);
    expectCode(() => fromCell(-1), 'INVALID_MOVE', 'RangeError');
    expectCode(() => fromCell('5'), 'INVALID_MOVE', 'TypeError');
    expectCode(() => fromCell(5, 2), 'INVALID_OPTION', 'RangeError', [/base/]);
    expectCode(() => toCell({ row: 0, col: 0 }, '1'), 'INVALID_OPTION', 'TypeError', [/base/]);
    expectCode(() => toCell({ row: 3, col: 0 }), 'INVALID_MOVE', 'RangeError');
    expectCode(() => toXY({ row: 0 }), 'INVALID_MOVE', 'TypeError');
    assertStillWorks(api, canary);
  });
});

describe('the two server shapes of issue 27, played to the end', () => {
  test('a game-server client: usernames in, { x, y } out', () => {
    const players = ['max', 'moritz'];
    const marks = { X: players[0], O: players[1] };
    const referee = new Game();
    const engines = { max: new AIEngine({ difficulty: 'hard' }), moritz: new AIEngine({ difficulty: 'expert' }) };
    while (referee.status === 'playing') {
      const game = { players, turn: referee.toMove === 'X' ? 'max' : 'moritz', board: toMarks(referee.board, marks) };
      // The recipe: three lines from the server's object to the move it expects.
      const board = fromMarks(game.board, { X: game.players[0], O: game.players[1] });
      const player = game.turn === game.players[0] ? 'X' : 'O';
      const xy = toXY(engines[game.turn].bestMove(board, player));
      assert.equal(game.board[xy.y][xy.x], '', 'the move is on an empty cell');
      referee.play(fromXY(xy));
    }
    assert.equal(referee.status, 'draw');
  });

  test('an authoritative server view: flat, lowercase, 0 empty, cells 1 to 9', () => {
    const referee = new Game();
    const engine = new AIEngine({ difficulty: 'hard' });
    const random = new AIEngine({ difficulty: 'easy', seed: 7 });
    while (referee.status === 'playing') {
      const mark = referee.toMove === 'X' ? 'x' : 'o';
      const view = { board: toMarks(referee.board, { X: 'x', O: 'o', empty: 0 }).flat(), turn: mark, your_mark: mark, started: true, result: null };
      // The recipe.
      const board = fromMarks(view.board, { X: 'x', O: 'o' });
      const ai = mark === 'x' ? engine : random;
      const cell = toCell(ai.bestMove(board, view.your_mark === 'x' ? 'X' : 'O'), 1);
      assert.ok(cell >= 1 && cell <= 9 && view.board[cell - 1] === 0);
      referee.play(fromCell(cell, 1));
    }
    assert.notEqual(referee.winner, 'O', 'Hard never loses');
  });
});
