// `Game`, the referee, and `getLegalMoves` (beyond clarityxo-ai's API), through the installed package:
// whole games, undo, every rejected call changing nothing, the snapshot format round-tripping
// through JSON for every move sequence, and tampered snapshots rejected with a code.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as api from 'oxo-ai';
import * as oracle from './support/oracle.mjs';
import { expectCode, assertStillWorks } from './support/check.mjs';

const { Game, AIEngine, getLegalMoves, emptyBoard } = api;
const B = oracle.toBoard;
const N = null;
const cell = oracle.cellOf;
const engine = new AIEngine();

/** The observable state of a game, for before/after comparisons. */
function state(game) {
  return {
    board: game.board,
    toMove: game.toMove,
    status: game.status,
    winner: game.winner,
    winningLine: game.winningLine,
    history: game.history,
    legalMoves: game.legalMoves(),
    json: game.toJSON(),
  };
}

/** expectCode, then: the game is unchanged and the module still answers. */
function rejects(game, fn, code, cls, mentions) {
  const before = game && state(game);
  const err = expectCode(fn, code, cls, mentions);
  if (game) assert.deepEqual(state(game), before, `${code} changed the game`);
  assertStillWorks(api, engine);
  return err;
}

/** Plays cell indices from the empty board. */
function played(indices) {
  const game = new Game();
  for (const i of indices) game.play(cell(i));
  return game;
}

describe('Game: a whole game', () => {
  test('a new game is empty with X to move', () => {
    const game = new Game();
    assert.deepEqual(game.board, emptyBoard());
    assert.equal(game.toMove, 'X');
    assert.equal(game.status, 'playing');
    assert.equal(game.winner, null);
    assert.equal(game.winningLine, null);
    assert.deepEqual(game.history, []);
    assert.deepEqual(game.legalMoves(), [0, 1, 2, 3, 4, 5, 6, 7, 8].map(cell));
    assert.deepEqual(game.toJSON(), { version: 1, start: '.........', moves: [] });
  });

  test('X wins on the anti-diagonal', () => {
    const game = new Game();
    const moves = [{ row: 0, col: 2 }, { row: 0, col: 0 }, { row: 1, col: 1 }, { row: 0, col: 1 }, { row: 2, col: 0 }];
    const expectedTurns = ['O', 'X', 'O', 'X', null];
    moves.forEach((move, i) => {
      assert.equal(game.play(move), undefined);
      assert.equal(game.toMove, expectedTurns[i]);
    });
    assert.deepEqual(game.board, B('OOX.X.X..'));
    assert.equal(game.status, 'won');
    assert.equal(game.winner, 'X');
    assert.deepEqual(game.winningLine, [{ row: 0, col: 2 }, { row: 1, col: 1 }, { row: 2, col: 0 }]);
    assert.deepEqual(game.history, moves);
    assert.deepEqual(game.legalMoves(), []);
    assert.deepEqual(JSON.parse(JSON.stringify(game)), { version: 1, start: '.........', moves });
  });

  test('O wins, and a full-board draw', () => {
    const o = played([0, 1, 2, 4, 8, 7]);
    assert.equal(o.status, 'won');
    assert.equal(o.winner, 'O');
    assert.deepEqual(o.winningLine, [1, 4, 7].map(cell));
    const draw = played([4, 0, 1, 7, 2, 6, 3, 5, 8]);
    assert.deepEqual(draw.board, B('OXXXXOOOX'));
    assert.equal(draw.status, 'draw');
    assert.equal(draw.winner, null);
    assert.equal(draw.winningLine, null);
    assert.equal(draw.toMove, null);
  });

  test('getters return fresh arrays: mutating them changes nothing', () => {
    const game = played([4]);
    const board = game.board;
    board[0][0] = 'O';
    game.history.push({ row: 2, col: 2 });
    game.legalMoves().length = 0;
    assert.deepEqual(game.board, B('....X....'));
    assert.deepEqual(game.history, [{ row: 1, col: 1 }]);
    assert.equal(game.legalMoves().length, 8);
  });

  test('the move object is read, not kept', () => {
    const game = new Game();
    const move = { row: 0, col: 0 };
    game.play(move);
    move.row = 2;
    assert.deepEqual(game.history, [{ row: 0, col: 0 }]);
  });

  test('starts from a validated board; the side to move follows the counts', () => {
    assert.equal(new Game(B('X........')).toMove, 'O');
    assert.equal(new Game(B('X...O....')).toMove, 'X');
    // Flat and lowercase input are accepted, output is canonical.
    const flat = new Game(['x', '', '.', ' ', 'o', null, undefined, N, N]);
    assert.deepEqual(flat.board, B('X...O....'));
    assert.deepEqual(flat.history, []);
    assert.deepEqual(flat.toJSON(), { version: 1, start: 'X...O....', moves: [] });
    const over = new Game(B('XXXOO....'));
    assert.equal(over.status, 'won');
    assert.equal(over.toMove, null);
    assert.equal(over.undo(), null);
  });

  test('bad starting boards throw with a code', () => {
    expectCode(() => new Game(null), 'INVALID_BOARD', 'TypeError', [/null/]);
    expectCode(() => new Game([[N, N], [N, N]]), 'INVALID_BOARD', 'TypeError');
    expectCode(() => new Game(B('OO.......')), 'IMPOSSIBLE_POSITION', 'Error', [/X has 0 marks and O has 2/]);
    expectCode(() => new Game(B('XXXOOO...')), 'IMPOSSIBLE_POSITION', 'Error');
    assertStillWorks(api, engine);
  });
});

describe('Game: rejected moves change nothing', () => {
  test('CELL_OCCUPIED, GAME_OVER (before occupied), INVALID_MOVE', () => {
    const game = played([4, 0]);
    rejects(game, () => game.play({ row: 1, col: 1 }), 'CELL_OCCUPIED', 'Error', [/\(1, 1\)/]);
    rejects(game, () => game.play({ row: 0, col: 0 }), 'CELL_OCCUPIED', 'Error', [/\(0, 0\)/]);
    rejects(game, () => game.play({ row: 3, col: 0 }), 'INVALID_MOVE', 'RangeError', [/\b3\b/]);
    rejects(game, () => game.play({ row: 1.5, col: 0 }), 'INVALID_MOVE', 'RangeError', [/1\.5/]);
    rejects(game, () => game.play({ row: '1', col: 0 }), 'INVALID_MOVE', 'TypeError', [/"1"/]);
    rejects(game, () => game.play({ row: 1 }), 'INVALID_MOVE', 'TypeError', [/undefined/]);
    rejects(game, () => game.play(null), 'INVALID_MOVE', 'TypeError', [/null/]);
    rejects(game, () => game.play(4), 'INVALID_MOVE', 'TypeError', [/\b4\b/]);
    rejects(game, () => game.play(), 'INVALID_MOVE', 'TypeError', [/undefined/]);
    const throwing = { get row() { throw new Error('boom'); }, col: 0 };
    rejects(game, () => game.play(throwing), 'INVALID_MOVE', 'TypeError', [/boom/]);

    const won = played([0, 3, 1, 4, 2]);
    rejects(won, () => won.play({ row: 2, col: 2 }), 'GAME_OVER', 'Error');
    rejects(won, () => won.play({ row: 0, col: 0 }), 'GAME_OVER', 'Error');
    const drawn = played([4, 0, 1, 7, 2, 6, 3, 5, 8]);
    rejects(drawn, () => drawn.play({ row: 1, col: 1 }), 'GAME_OVER', 'Error');
    // Shape is checked before the game state.
    rejects(won, () => won.play({ row: 9, col: 9 }), 'INVALID_MOVE', 'RangeError');
  });

  test('after every rejection the same game still plays on', () => {
    const game = played([4]);
    assert.throws(() => game.play({ row: 1, col: 1 }));
    game.play({ row: 0, col: 0 });
    assert.deepEqual(game.board, B('O...X....'));
    assert.equal(game.toMove, 'X');
  });
});

describe('Game: undo', () => {
  test('returns the undone move, then null at the start', () => {
    const indices = [4, 0, 1, 7, 2, 6, 3, 5, 8];
    const game = played(indices);
    for (let n = indices.length - 1; n >= 0; n -= 1) {
      assert.deepEqual(game.undo(), cell(indices[n]));
      assert.deepEqual(state(game), state(played(indices.slice(0, n))));
    }
    assert.equal(game.undo(), null);
    assert.deepEqual(state(game), state(new Game()));
  });

  test('reopens a won game and lets the other side answer', () => {
    const game = played([0, 3, 1, 4, 2]);
    assert.deepEqual(game.undo(), { row: 0, col: 2 });
    assert.equal(game.status, 'playing');
    assert.equal(game.toMove, 'X');
    game.play({ row: 2, col: 2 });
    game.play({ row: 1, col: 2 });
    assert.equal(game.winner, 'O');
  });

  test('a game started from a board undoes only its own moves', () => {
    const game = new Game(B('X...O....'));
    game.play({ row: 2, col: 2 });
    assert.deepEqual(game.undo(), { row: 2, col: 2 });
    assert.equal(game.undo(), null);
    assert.deepEqual(game.board, B('X...O....'));
  });
});

/** Every move sequence of every legal game from the empty board (549,946 with the empty one). */
function* sequences(prefix = [], board = '.........') {
  yield prefix;
  if (oracle.isOver(board)) return;
  const p = oracle.sideToMove(board);
  for (let i = 0; i < 9; i += 1) {
    if (board[i] === '.') yield* sequences([...prefix, i], board.slice(0, i) + p + board.slice(i + 1));
  }
}

describe('Game: snapshots', () => {
  test('move sequences (every 37th of the 549,946, plus all 15,120 of five moves) round-trip through JSON text', () => {
    let checked = 0;
    let index = 0;
    for (const seq of sequences()) {
      index += 1;
      if (index % 37 !== 0 && seq.length !== 5) continue;
      const game = played(seq);
      const text = JSON.stringify(game);
      const restored = Game.fromJSON(JSON.parse(text));
      assert.deepEqual(state(restored), state(game), text);
      assert.equal(JSON.stringify(restored), text);
      game.free();
      restored.free();
      checked += 1;
    }
    assert.ok(checked > 15_000, `only ${checked} checked`);
  });

  test('a game from a board round-trips, and the snapshot format is exact', () => {
    const game = new Game(B('X...O....'));
    game.play({ row: 2, col: 2 });
    game.play({ row: 0, col: 2 });
    assert.deepEqual(game.toJSON(), {
      version: 1, start: 'X...O....', moves: [{ row: 2, col: 2 }, { row: 0, col: 2 }],
    });
    const restored = Game.fromJSON(game.toJSON());
    assert.deepEqual(state(restored), state(game));
    assert.deepEqual(restored.undo(), { row: 0, col: 2 });
    assert.deepEqual(restored.undo(), { row: 2, col: 2 });
    assert.equal(restored.undo(), null);
  });

  test('restoring accepts what the notation accepts, and ignores unknown keys', () => {
    const game = Game.fromJSON({ version: 1, start: 'x-..o....', moves: [{ row: 2, col: 2 }], savedAt: 'now' });
    assert.deepEqual(game.toJSON(), { version: 1, start: 'X...O....', moves: [{ row: 2, col: 2 }] });
    assert.deepEqual(game.board, B('X...O...X'));
  });

  const valid = () => ({ version: 1, start: '.........', moves: [{ row: 1, col: 1 }, { row: 0, col: 0 }] });
  const revoked = () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    return proxy;
  };
  const TAMPERED = [
    // [label, snapshot, code, class, mentions]
    ['undefined', undefined, 'INVALID_SNAPSHOT', 'TypeError', [/undefined/]],
    ['null', null, 'INVALID_SNAPSHOT', 'TypeError', [/null/]],
    ['JSON text (not parsed)', JSON.stringify(valid()), 'INVALID_SNAPSHOT', 'TypeError', [/version/]],
    ['an array', [1, '.........', []], 'INVALID_SNAPSHOT', 'TypeError', [/array/]],
    ['a function', () => valid(), 'INVALID_SNAPSHOT', 'TypeError', [/function/]],
    ['no version', { start: '.........', moves: [] }, 'INVALID_SNAPSHOT', 'TypeError', [/version.*undefined/]],
    ['version "1"', { ...valid(), version: '1' }, 'INVALID_SNAPSHOT', 'TypeError', [/"1"/]],
    ['version 2', { ...valid(), version: 2 }, 'INVALID_SNAPSHOT', 'RangeError', [/\b2\b/]],
    ['version NaN', { ...valid(), version: NaN }, 'INVALID_SNAPSHOT', 'RangeError', [/NaN/]],
    ['no start', { version: 1, moves: [] }, 'INVALID_SNAPSHOT', 'TypeError', [/start.*undefined/]],
    ['start as a board array', { ...valid(), start: emptyBoard() }, 'INVALID_SNAPSHOT', 'TypeError', [/start.*array/]],
    ['start of 8 cells', { ...valid(), start: '........' }, 'INVALID_BOARD', 'TypeError', [/\b8\b/]],
    ['start with a bad cell', { ...valid(), start: '....Z....' }, 'INVALID_BOARD', 'TypeError', [/Z/]],
    ['a huge start', { ...valid(), start: '.'.repeat(1_000_000) }, 'INVALID_BOARD', 'TypeError', [/1000000/]],
    ['no moves', { version: 1, start: '.........' }, 'INVALID_SNAPSHOT', 'TypeError', [/moves.*undefined/]],
    ['moves as an object', { ...valid(), moves: { 0: { row: 0, col: 0 }, length: 1 } }, 'INVALID_SNAPSHOT', 'TypeError', [/moves/]],
    ['10 moves', { ...valid(), moves: Array(10).fill({ row: 0, col: 0 }) }, 'INVALID_SNAPSHOT', 'RangeError', [/\b10\b/]],
    ['a move as [r, c]', { ...valid(), moves: [[1, 1]] }, 'INVALID_MOVE', 'TypeError', [/moves\[0\]/]],
    ['a move off the board', { ...valid(), moves: [{ row: 1, col: 1 }, { row: 3, col: 0 }] }, 'INVALID_MOVE', 'RangeError', [/moves\[1\]/, /\b3\b/]],
    ['a move with a string row', { ...valid(), moves: [{ row: '1', col: 1 }] }, 'INVALID_MOVE', 'TypeError', [/moves\[0\]/]],
    ['a hole in moves', { ...valid(), moves: [{ row: 1, col: 1 }, , { row: 0, col: 0 }] }, 'INVALID_MOVE', 'TypeError', [/moves\[1\]/]], // eslint-disable-line no-sparse-arrays
    ['an impossible start', { ...valid(), start: 'OO.......' }, 'IMPOSSIBLE_POSITION', 'Error', [/start/]],
    ['two winners', { ...valid(), start: 'XXXOOO...' }, 'IMPOSSIBLE_POSITION', 'Error', [/both/]],
    ['a move on a taken cell', { ...valid(), moves: [{ row: 1, col: 1 }, { row: 1, col: 1 }] }, 'CELL_OCCUPIED', 'Error', [/moves\[1\]/, /\(1, 1\)/]],
    ['a move on a start mark', { ...valid(), start: 'X...O....', moves: [{ row: 0, col: 0 }] }, 'CELL_OCCUPIED', 'Error', [/moves\[0\]/]],
    ['a move after the win', {
      ...valid(),
      moves: [[0, 0], [1, 0], [0, 1], [1, 1], [0, 2], [2, 2]].map(([row, col]) => ({ row, col })),
    }, 'GAME_OVER', 'Error', [/moves\[5\]/]],
    ['a move after a finished start', { ...valid(), start: 'XXXOO....', moves: [{ row: 2, col: 2 }] }, 'GAME_OVER', 'Error', [/moves\[0\]/]],
    ['a move after a full board', {
      ...valid(), start: 'OXXXXOOOX', moves: [{ row: 0, col: 0 }],
    }, 'GAME_OVER', 'Error', [/moves\[0\]/]],
    ['a throwing getter', { version: 1, get start() { throw new Error('boom'); }, moves: [] }, 'INVALID_SNAPSHOT', 'TypeError', [/boom/]],
    ['a revoked Proxy', revoked(), 'INVALID_SNAPSHOT', 'TypeError', [/inspected/]],
    ['moves whose length lies', { ...valid(), moves: new Proxy([], { get: (t, k) => (k === 'length' ? 1e9 : t[k]) }) },
      'INVALID_SNAPSHOT', 'RangeError', [/1000000000/]],
    ['a move whose getter throws', { ...valid(), moves: [{ row: 0, get col() { throw new Error('bang'); } }] },
      'INVALID_MOVE', 'TypeError', [/moves\[0\]/, /bang/]],
  ];
  for (const [label, snapshot, code, cls, mentions] of TAMPERED) {
    test(`rejects ${label} with ${code}`, () => rejects(null, () => Game.fromJSON(snapshot), code, cls, mentions));
  }

  test('checks run shape first, then the start, then the moves in order', () => {
    // A bad move shape wins over an impossible start; an impossible start over a bad move.
    rejects(null, () => Game.fromJSON({ version: 1, start: 'OO.......', moves: [{ row: 5, col: 0 }] }), 'INVALID_MOVE', 'RangeError');
    rejects(null, () => Game.fromJSON({ version: 1, start: 'OO.......', moves: [{ row: 0, col: 0 }] }), 'IMPOSSIBLE_POSITION', 'Error');
  });

  test('every single-move tampering of a saved whole game is either a legal game or rejected', () => {
    const indices = [4, 0, 1, 7, 2, 6, 3, 5, 8];
    for (let k = 0; k < indices.length; k += 1) {
      for (let replacement = 0; replacement < 9; replacement += 1) {
        const tampered = [...indices];
        tampered[k] = replacement;
        const snapshot = { version: 1, start: '.........', moves: tampered.map(cell) };
        // What the referee says when the same moves are played one by one.
        const referee = new Game();
        let failure = null;
        for (const i of tampered) {
          try {
            referee.play(cell(i));
          } catch (err) {
            failure = err;
            break;
          }
        }
        if (failure === null) {
          assert.deepEqual(state(Game.fromJSON(snapshot)), state(referee));
        } else {
          const err = expectCode(() => Game.fromJSON(snapshot), failure.code, 'Error');
          assert.ok(['CELL_OCCUPIED', 'GAME_OVER'].includes(err.code), err.message);
        }
      }
    }
  });
});

describe('getLegalMoves', () => {
  test('exact values', () => {
    assert.deepEqual(getLegalMoves(emptyBoard(), 'X'), [0, 1, 2, 3, 4, 5, 6, 7, 8].map(cell));
    assert.deepEqual(getLegalMoves(B('X...O....'), 'X'), [1, 2, 3, 5, 6, 7, 8].map(cell));
    assert.deepEqual(getLegalMoves(B('XXXOO....'), 'O'), []); // over: [] for either player
    assert.deepEqual(getLegalMoves(B('XXXOO....'), 'X'), []);
  });

  test('agrees with the reference on every board for both players', () => {
    for (const s of oracle.allBoards()) {
      for (const p of ['X', 'O']) {
        if (!oracle.isReachable(s)) {
          expectCode(() => getLegalMoves(B(s), p), 'IMPOSSIBLE_POSITION', 'Error');
        } else if (oracle.isOver(s)) {
          assert.deepEqual(getLegalMoves(B(s), p), [], s);
        } else if (oracle.sideToMove(s) !== p) {
          expectCode(() => getLegalMoves(B(s), p), 'WRONG_TURN', 'Error');
        } else {
          const empty = [...s].flatMap((c, i) => (c === '.' ? [cell(i)] : []));
          assert.deepEqual(getLegalMoves(B(s), p), empty, s);
          assert.deepEqual(new Game(B(s)).legalMoves(), empty, s);
        }
      }
    }
  });

  test('bad input throws with a code', () => {
    rejects(null, () => getLegalMoves([[N]], 'X'), 'INVALID_BOARD', 'TypeError');
    rejects(null, () => getLegalMoves(emptyBoard(), 'x'), 'INVALID_PLAYER', 'TypeError', [/\bx\b/]);
    rejects(null, () => getLegalMoves(emptyBoard(), 'O'), 'WRONG_TURN', 'Error');
  });
});
