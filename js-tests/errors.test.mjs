// Bad input for every function of the package (API reference "Errors"): the code, the class, a message
// naming the offending value, the order of the checks, and, after every rejected call, a
// known-good call on the same engine and on the module still answering correctly.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as api from 'oxo-ai';
import * as oracle from './support/oracle.mjs';
import { expectCode, assertStillWorks, assertNotTrap } from './support/check.mjs';

const {
  AIEngine, emptyBoard, applyMove, checkWin, isBoardFull, isDraw, getAvailableMoves,
  opponent, getWinner, getWinningLine, toFlat, fromFlat, toOnChain, fromOnChain,
} = api;
const B = oracle.toBoard;
const N = null;
const E = [N, N, N];

// One engine shared by every test in this file: a poisoned instance would show up anywhere.
const engine = new AIEngine();
// The referee's checks (IMPOSSIBLE_POSITION, WRONG_TURN) are opt-in for engines (API reference "AIEngine").
const strict = new AIEngine({ strict: true });

/** expectCode, then the canary on the shared engine and the module. */
function rejects(fn, code, cls, mentions) {
  const err = expectCode(fn, code, cls, mentions);
  assertStillWorks(api, engine);
  return err;
}

// Bad boards: [label, value, regexes the message must match].
const BAD_BOARDS = [
  ['undefined', undefined, [/undefined/]],
  ['null', null, [/null/]],
  ['a number', 42, [/42/]],
  ['a notation string', 'X........', [/X\.\.\.\.\.\.\.\.|string/]],
  ['a plain object', {}, [/object|\{\}/i]],
  ['an empty array', [], [/\b0\b|empty/i]],
  ['2x3', [E, E], [/\b2\b/]],
  ['4 rows', [E, E, E, E], [/\b4\b/]],
  ['3x2', [[N, N], [N, N], [N, N]], [/\b2\b/]],
  ['3x4', [[N, N, N, N], E, E], [/\b4\b/]],
  ['a ragged board', [E, [N, N], E], [/\b2\b/]],
  ['flat 8', [N, N, N, N, N, N, N, N], [/\b8\b/]],
  ['flat 10', [N, N, N, N, N, N, N, N, N, N], [/\b10\b/]],
  ['rows that are strings', ['XOX', 'OXO', '...'], [/XOX|string/i]],
  ['rows that are array-likes', [{ 0: N, 1: N, 2: N, length: 3 }, E, E], [/object|array/i]],
  ['a row that is null', [E, null, E], [/null/]],
  ['a cell 7', [[N, N, N], [N, 7, N], E], [/\b7\b/]],
  ["a cell 'Z'", [['Z', N, N], E, E], [/\bZ\b/]],
  ['a cell {}', [E, E, [N, N, {}]], [/object|\{\}/i]],
  ['a cell true', [E, [true, N, N], E], [/true/]],
  ["a cell 'XX'", [E, E, [N, 'XX', N]], [/\bXX\b/]],
  ["a flat cell 'Z'", [N, N, N, N, 'Z', N, N, N, N], [/\bZ\b/]],
  ['a flat cell 0', [N, N, N, N, 0, N, N, N, N], [/\b0\b/]],
  ['a nested row in a flat board', [N, N, N, N, E, N, N, N, N], [/object|array|,/i]],
];

// Bad players: 'x' is an accepted *cell* but never a player.
const BAD_PLAYERS = [
  ["'x' (lowercase)", 'x', [/\bx\b/]],
  ["'o' (lowercase)", 'o', [/\bo\b/]],
  ["'Y'", 'Y', [/\bY\b/]],
  ["''", '', [/''|""|empty/i]],
  ["'XO'", 'XO', [/\bXO\b/]],
  ['null', null, [/null/]],
  ['undefined', undefined, [/undefined/]],
  ['1', 1, [/\b1\b/]],
  ['{}', {}, [/object|\{\}/i]],
];

// Bad moves: [label, value, class, regexes].
const BAD_MOVES = [
  ['null', null, 'TypeError', [/null/]],
  ['undefined', undefined, 'TypeError', [/undefined/]],
  ['a number', 4, 'TypeError', [/\b4\b/]],
  ['an array [1, 1]', [1, 1], 'TypeError', [/row|array/i]],
  ['missing row', { col: 1 }, 'TypeError', [/row/]],
  ['missing col', { row: 1 }, 'TypeError', [/col/]],
  ['row 3', { row: 3, col: 0 }, 'RangeError', [/\b3\b/]],
  ['col 3', { row: 0, col: 3 }, 'RangeError', [/\b3\b/]],
  ['row -1', { row: -1, col: 0 }, 'RangeError', [/-1\b/]],
  ['row 1.5', { row: 1.5, col: 0 }, 'RangeError', [/1\.5/]],
  ['row NaN', { row: NaN, col: 0 }, 'RangeError', [/NaN/]],
  ['row Infinity', { row: Infinity, col: 0 }, 'RangeError', [/Infinity|\binf\b/i]],
  ['col -Infinity', { row: 0, col: -Infinity }, 'RangeError', [/Infinity|\binf\b/i]],
  ['row 2**32', { row: 2 ** 32, col: 0 }, 'RangeError', [/4294967296|4\.29/]],
  ["row '1'", { row: '1', col: 0 }, 'TypeError', [/\b1\b/]],
  ['row null', { row: null, col: 0 }, 'TypeError', [/null/]],
  ['row true', { row: true, col: 0 }, 'TypeError', [/true/]],
  ['row 1n', { row: 1n, col: 0 }, 'TypeError', [/\b1n?\b|bigint/i]],
];

/** Every function that takes a board, with otherwise-valid other arguments. */
const BOARD_TAKERS = [
  ['applyMove', (b) => applyMove(b, { row: 0, col: 0 }, 'X')],
  ['checkWin', (b) => checkWin(b, 'X')],
  ['isBoardFull', (b) => isBoardFull(b)],
  ['isDraw', (b) => isDraw(b)],
  ['getAvailableMoves', (b) => getAvailableMoves(b)],
  ['getWinner', (b) => getWinner(b)],
  ['getWinningLine', (b) => getWinningLine(b)],
  ['toFlat', (b) => toFlat(b)],
  ['toOnChain', (b) => toOnChain(b)],
  ['engine.bestMove', (b) => engine.bestMove(b, 'X')],
  ['engine.rankedMoves', (b) => engine.rankedMoves(b, 'X')],
];

const PLAYER_TAKERS = [
  ['applyMove', (p) => applyMove(emptyBoard(), { row: 0, col: 0 }, p)],
  ['checkWin', (p) => checkWin(emptyBoard(), p)],
  ['opponent', (p) => opponent(p)],
  ['engine.bestMove', (p) => engine.bestMove(emptyBoard(), p)],
  ['engine.rankedMoves', (p) => engine.rankedMoves(emptyBoard(), p)],
];

describe('INVALID_BOARD (TypeError)', () => {
  for (const [name, call] of BOARD_TAKERS) {
    for (const [label, board, mentions] of BAD_BOARDS) {
      test(`${name}: ${label}`, () => {
        rejects(() => call(board), 'INVALID_BOARD', 'TypeError', mentions);
      });
    }
  }

  test('fromFlat: not 9 cells, or a cell that is not recognised', () => {
    const cases = [
      [undefined, [/undefined/]], [null, [/null/]], ['X........', [/X\.\.\.|string/]],
      [[N, N, N, N, N, N, N, N], [/\b8\b/]], [[N, N, N, N, N, N, N, N, N, N], [/\b10\b/]],
      [[N, N, N, N, 'Z', N, N, N, N], [/\bZ\b/]],
      [[N, N, N, N, 7, N, N, N, N], [/\b7\b/]],
    ];
    for (const [value, mentions] of cases) rejects(() => fromFlat(value), 'INVALID_BOARD', 'TypeError', mentions);
  });

  test('fromOnChain: not 9 entries, or an entry that is not 0, 1 or 2', () => {
    // API reference "Errors" names TypeError for an unrecognised cell and RangeError for an out-of-range
    // number; an on-chain entry of 3 is both, so either class is accepted here.
    const either = ['TypeError', 'RangeError'];
    const cases = [
      [undefined, 'TypeError', [/undefined/]], [null, 'TypeError', [/null/]],
      [[0, 0, 0, 0, 0, 0, 0, 0], 'TypeError', [/\b8\b/]],
      [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 'TypeError', [/\b10\b/]],
      [[0, 0, 0, 0, 3, 0, 0, 0, 0], either, [/\b3\b/]],
      [[0, 0, 0, 0, 3n, 0, 0, 0, 0], either, [/\b3n?\b/]],
      [[0, 0, 0, 0, -1, 0, 0, 0, 0], either, [/-1\b/]],
      [[0, 0, 0, 0, -1n, 0, 0, 0, 0], either, [/-1n?\b/]],
      [[0, 0, 0, 0, 1.5, 0, 0, 0, 0], either, [/1\.5/]],
      [[0, 0, 0, 0, NaN, 0, 0, 0, 0], either, [/NaN/]],
      [[0, 0, 0, 0, 2n ** 64n + 1n, 0, 0, 0, 0], either, [/18446744073709551617/]],
      [[0, 0, 0, 0, 'X', 0, 0, 0, 0], 'TypeError', [/\bX\b/]],
      [[0, 0, 0, 0, null, 0, 0, 0, 0], 'TypeError', [/null/]],
    ];
    for (const [value, cls, mentions] of cases) rejects(() => fromOnChain(value), 'INVALID_BOARD', cls, mentions);
  });
});

describe('INVALID_PLAYER (TypeError): players are exactly "X" or "O"', () => {
  for (const [name, call] of PLAYER_TAKERS) {
    for (const [label, player, mentions] of BAD_PLAYERS) {
      test(`${name}: ${label}`, () => {
        rejects(() => call(player), 'INVALID_PLAYER', 'TypeError', mentions);
      });
    }
  }
});

describe('INVALID_MOVE: a move must be { row, col } with integers 0..2', () => {
  for (const [label, move, cls, mentions] of BAD_MOVES) {
    test(`applyMove: ${label} (${cls})`, () => {
      rejects(() => applyMove(emptyBoard(), move, 'X'), 'INVALID_MOVE', cls, mentions);
    });
  }
});

describe('IMPOSSIBLE_POSITION (Error): the engine checks reachability', () => {
  const impossible = [
    ['O ahead', 'O........'],
    ['X two ahead', 'XX.......'],
    ['O two ahead', 'OO.X.O...'],
    ['both have three in a row', 'XXXOOO...'],
    ['X won but O moved after', 'XXXOO.O..'],
    ['O won but X moved after', 'OOOXX.X.X'],
    ['a full board where O won but X has one more', 'OOOXXOXXX'],
  ];
  for (const [label, s] of impossible) {
    test(`${label}: ${s}`, () => {
      assert.equal(oracle.isReachable(s), false, 'fixture');
      for (const p of ['X', 'O']) {
        rejects(() => strict.bestMove(B(s), p), 'IMPOSSIBLE_POSITION', 'Error');
        rejects(() => strict.rankedMoves(B(s), p), 'IMPOSSIBLE_POSITION', 'Error');
      }
    });
  }

  test('exactly the 5,478 boards of the API reference "Errors" rule are accepted (all 3^9 boards, both players)', () => {
    const fresh = new AIEngine({ strict: true });
    let reachable = 0;
    for (const s of oracle.allBoards()) {
      const ok = oracle.isReachable(s);
      if (ok) reachable += 1;
      for (const p of ['X', 'O']) {
        let outcome;
        try {
          const ranked = fresh.rankedMoves(B(s), p);
          outcome = ranked.length === 0 ? 'over' : 'moves';
        } catch (err) {
          assertNotTrap(err);
          outcome = err.code;
        }
        let expected;
        if (!ok) expected = 'IMPOSSIBLE_POSITION';
        else if (oracle.isOver(s)) expected = 'over';
        else if (oracle.sideToMove(s) !== p) expected = 'WRONG_TURN';
        else expected = 'moves';
        if (outcome !== expected) assert.fail(`rankedMoves(${s}, ${p}): expected ${expected}, got ${outcome}`);
      }
    }
    assert.equal(reachable, 5478);
    assertStillWorks(api, fresh);
  });

  test('the board utilities do not check reachability', () => {
    const s = 'OO.O.....'; // three O, no X
    assert.deepEqual(applyMove(B(s), { row: 2, col: 2 }, 'O'), B('OO.O....O'));
    assert.equal(checkWin(B('OOO......'), 'O'), true);
    assert.equal(getWinner(B('OOO......')), 'O');
    assert.deepEqual(toOnChain(B(s)), [2, 2, 0, 2, 0, 0, 0, 0, 0]);
    assert.deepEqual(getAvailableMoves(B('XX.XX.XX.')), [{ row: 0, col: 2 }, { row: 1, col: 2 }, { row: 2, col: 2 }]);
  });
});

describe('WRONG_TURN (Error)', () => {
  const cases = [
    ['.........', 'O'], ['X........', 'X'], ['X...O....', 'O'], ['XX.OO....', 'O'], ['XX..O....', 'X'],
  ];
  for (const [s, p] of cases) {
    test(`${s} with ${p}`, () => {
      rejects(() => strict.bestMove(B(s), p), 'WRONG_TURN', 'Error', [new RegExp(`\\b${p}\\b`)]);
      rejects(() => strict.rankedMoves(B(s), p), 'WRONG_TURN', 'Error', [new RegExp(`\\b${p}\\b`)]);
    });
  }
});

describe('CELL_OCCUPIED and GAME_OVER (Error) from applyMove', () => {
  test('a taken cell', () => {
    rejects(() => applyMove(B('X........'), { row: 0, col: 0 }, 'O'), 'CELL_OCCUPIED', 'Error', [/0, 0|\(0,\s*0\)|row 0/]);
    rejects(() => applyMove(B('X...O....'), { row: 1, col: 1 }, 'X'), 'CELL_OCCUPIED', 'Error', [/1, 1|\(1,\s*1\)|row 1/]);
    rejects(() => applyMove(['x', N, N, N, N, N, N, N, 'o'], { row: 2, col: 2 }, 'X'), 'CELL_OCCUPIED', 'Error', [/2, 2|\(2,\s*2\)|row 2/]);
  });

  test('a won board, on an empty cell', () => {
    rejects(() => applyMove(B('XXXOO....'), { row: 2, col: 2 }, 'O'), 'GAME_OVER', 'Error');
    rejects(() => applyMove(B('XXOXO.O..'), { row: 2, col: 2 }, 'X'), 'GAME_OVER', 'Error');
    rejects(() => applyMove(B('OOO......'), { row: 2, col: 2 }, 'X'), 'GAME_OVER', 'Error'); // unreachable, still won
  });

  test('a full board (drawn, and won)', () => {
    rejects(() => applyMove(B('XOXXOOOXX'), { row: 0, col: 0 }, 'X'), 'GAME_OVER', 'Error');
    rejects(() => applyMove(B('XXXOOXXOO'), { row: 1, col: 1 }, 'O'), 'GAME_OVER', 'Error');
  });

  test('GAME_OVER comes before CELL_OCCUPIED', () => {
    rejects(() => applyMove(B('XXXOO....'), { row: 0, col: 0 }, 'O'), 'GAME_OVER', 'Error');
  });
});

describe('INVALID_OPTION from the AIEngine constructor', () => {
  const cases = [
    ["difficulty 'impossible'", { difficulty: 'impossible' }, 'TypeError', [/impossible/]],
    ["difficulty 'Hard' (case matters)", { difficulty: 'Hard' }, 'TypeError', [/\bHard\b/]],
    ['difficulty 3', { difficulty: 3 }, 'TypeError', [/\b3\b/]],
    ['difficulty null', { difficulty: null }, 'TypeError', [/null/]],
    ['mctsIterations 0', { mctsIterations: 0 }, 'RangeError', [/\b0\b/]],
    ['mctsIterations -5', { mctsIterations: -5 }, 'RangeError', [/-5\b/]],
    ['mctsIterations 1.5', { mctsIterations: 1.5 }, 'RangeError', [/1\.5/]],
    ['mctsIterations 1e7', { mctsIterations: 1e7 }, 'RangeError', [/10000000|1e\+?7/]],
    ['mctsIterations 1000001', { mctsIterations: 1_000_001 }, 'RangeError', [/1000001|1,000,001|1_000_001/]],
    ['mctsIterations NaN', { mctsIterations: NaN }, 'RangeError', [/NaN/]],
    ['mctsIterations Infinity', { mctsIterations: Infinity }, 'RangeError', [/Infinity|\binf\b/i]],
    ["mctsIterations '500'", { mctsIterations: '500' }, 'TypeError', [/500/]],
    ['seed -1', { seed: -1 }, 'RangeError', [/-1\b/]],
    ['seed 1.5', { seed: 1.5 }, 'RangeError', [/1\.5/]],
    ['seed 2**53 (not a safe integer)', { seed: 2 ** 53 }, 'RangeError', [/9007199254740992|9\.007/]],
    ['seed NaN', { seed: NaN }, 'RangeError', [/NaN/]],
    ['seed {}', { seed: {} }, 'TypeError', [/object|\{\}/i]],
    ['seed true', { seed: true }, 'TypeError', [/true/]],
    ['seed 42n', { seed: 42n }, 'TypeError', [/42|bigint/i]],
  ];
  for (const [label, options, cls, mentions] of cases) {
    test(label, () => {
      const [frozen, copy] = [Object.freeze({ ...options }), { ...options }];
      rejects(() => new AIEngine(frozen), 'INVALID_OPTION', cls, mentions);
      assert.deepEqual(frozen, copy);
    });
  }

  test('a bad option is rejected whatever the other options are', () => {
    rejects(() => new AIEngine({ difficulty: 'hard', seed: -1 }), 'INVALID_OPTION', 'RangeError', [/-1\b/]);
    rejects(() => new AIEngine({ difficulty: 'nope', seed: 42 }), 'INVALID_OPTION', 'TypeError', [/nope/]);
    rejects(() => new AIEngine({ difficulty: 'hard', mctsIterations: 0 }), 'INVALID_OPTION', 'RangeError', [/\b0\b/]);
  });
});

describe('the order of the checks: shape and values, reachability, game over, turn', () => {
  test('values before reachability', () => {
    // Unreachable (O ahead) and a bad player: the player is reported.
    rejects(() => engine.bestMove(B('OO.......'), 'x'), 'INVALID_PLAYER', 'TypeError', [/\bx\b/]);
    rejects(() => engine.rankedMoves(B('OO.......'), 'Y'), 'INVALID_PLAYER', 'TypeError', [/\bY\b/]);
    // Unreachable and a bad cell: the board's shape/values are reported.
    rejects(() => engine.bestMove([['O', 'O', 'Z'], E, E], 'X'), 'INVALID_BOARD', 'TypeError', [/\bZ\b/]);
  });

  test('reachability before game over', () => {
    // Both have three in a row: impossible, not "game over" (null).
    rejects(() => strict.bestMove(B('XXXOOO...'), 'X'), 'IMPOSSIBLE_POSITION', 'Error');
    rejects(() => strict.rankedMoves(B('XXXOOO...'), 'O'), 'IMPOSSIBLE_POSITION', 'Error');
    // O has three in a row but X moved after it.
    rejects(() => strict.bestMove(B('OOOXX.XX.'), 'O'), 'IMPOSSIBLE_POSITION', 'Error');
  });

  test('game over before turn: a finished game answers null / [] for either player', () => {
    for (const s of ['XXXOO....', 'XXOXO.O..', 'XOXXOOOXX']) {
      for (const p of ['X', 'O']) {
        assert.equal(engine.bestMove(B(s), p), null, `${s} ${p}`);
        assert.deepEqual(engine.rankedMoves(B(s), p), [], `${s} ${p}`);
      }
    }
  });

  test('applyMove: move and player values before game over, game over before occupied', () => {
    rejects(() => applyMove(B('XXXOO....'), { row: 3, col: 0 }, 'O'), 'INVALID_MOVE', 'RangeError', [/\b3\b/]);
    rejects(() => applyMove(B('XOXXOOOXX'), { row: 0, col: 0 }, 'x'), 'INVALID_PLAYER', 'TypeError', [/\bx\b/]);
    rejects(() => applyMove([['X', 'X', 'X'], ['O', 'O', 7], E], { row: 2, col: 2 }, 'O'), 'INVALID_BOARD', 'TypeError', [/\b7\b/]);
    rejects(() => applyMove(B('XXXOO....'), { row: 1, col: 1 }, 'O'), 'GAME_OVER', 'Error');
  });
});

describe('a rejected call leaves its inputs untouched', () => {
  test('applyMove', () => {
    const board = B('XXXOO....');
    const move = { row: 0, col: 0 };
    rejects(() => applyMove(board, move, 'O'), 'GAME_OVER', 'Error');
    assert.deepEqual(board, B('XXXOO....'));
    assert.deepEqual(move, { row: 0, col: 0 });

    const taken = B('X...O....');
    rejects(() => applyMove(taken, { row: 1, col: 1 }, 'X'), 'CELL_OCCUPIED', 'Error');
    assert.deepEqual(taken, B('X...O....'));

    const loose = [['x', '', '.'], [' ', 'o', undefined], E];
    const looseCopy = [['x', '', '.'], [' ', 'o', undefined], [N, N, N]];
    rejects(() => applyMove(loose, { row: 1.5, col: 0 }, 'X'), 'INVALID_MOVE', 'RangeError', [/1\.5/]);
    rejects(() => applyMove(loose, { row: 0, col: 0 }, 'X'), 'CELL_OCCUPIED', 'Error');
    assert.deepEqual(loose, looseCopy);

    const bad = [['X', N, N], [N, 'Z', N], E];
    rejects(() => applyMove(bad, { row: 2, col: 2 }, 'O'), 'INVALID_BOARD', 'TypeError', [/\bZ\b/]);
    assert.deepEqual(bad, [['X', N, N], [N, 'Z', N], [N, N, N]]);
  });

  test('the engine', () => {
    const board = B('X........');
    rejects(() => strict.bestMove(board, 'X'), 'WRONG_TURN', 'Error');
    rejects(() => strict.rankedMoves(board, 'X'), 'WRONG_TURN', 'Error');
    assert.deepEqual(board, B('X........'));
    const impossible = B('XXXOOO...');
    rejects(() => strict.bestMove(impossible, 'O'), 'IMPOSSIBLE_POSITION', 'Error');
    assert.deepEqual(impossible, B('XXXOOO...'));
  });
});

describe('long values are quoted in part', () => {
  test('a string is quoted by its first 40 characters, a thrown message by its first 80', () => {
    const quoted = (text) => JSON.stringify(text);
    for (const [ch, n] of [['é', 100], ['😀', 50], ['z', 41]]) {
      const err = expectCode(() => new AIEngine({ skill: ch.repeat(n) }), 'INVALID_OPTION', 'TypeError');
      assert.equal(err.message, `skill must be a number, got ${quoted(ch.repeat(40))}`);
    }
    assert.equal(expectCode(() => opponent('z'.repeat(41)), 'INVALID_PLAYER', 'TypeError').message,
      `player must be 'X' or 'O', got ${quoted('z'.repeat(40))}`);
    const thrower = { get skill() { throw new Error('ab"'.repeat(40)); } };
    assert.equal(expectCode(() => new AIEngine(thrower), 'INVALID_OPTION', 'TypeError').message,
      `option skill: reading it threw ${quoted(`${'ab"'.repeat(26)}ab`)}`);
    assertStillWorks(api, engine);
  });
});

describe('hostile values never trap the module', () => {
  test('a board whose getter throws: the call throws, the next call works', () => {
    const boom = new Error('getter exploded');
    const row = [N, N, N];
    Object.defineProperty(row, 1, { get() { throw boom; }, enumerable: true });
    const calls = [
      () => applyMove([E, row, E], { row: 0, col: 0 }, 'X'),
      () => getAvailableMoves([E, row, E]),
      () => engine.bestMove([E, row, E], 'X'),
      () => engine.rankedMoves([E, row, E], 'X'),
    ];
    for (const call of calls) {
      assert.throws(call, (err) => {
        assertNotTrap(err);
        return true;
      });
      assertStillWorks(api, engine);
    }
  });

  test('a board whose getter calls back into the same engine', () => {
    // Re-entry may be answered or refused, but it must not leave the engine unusable.
    let inner = null;
    const row = [N, N, N];
    Object.defineProperty(row, 0, {
      get() {
        try {
          inner = { value: engine.rankedMoves(emptyBoard(), 'X') };
        } catch (err) {
          inner = { err };
        }
        return null;
      },
      enumerable: true,
    });
    let outer;
    try {
      outer = { value: engine.bestMove([row, E, E], 'X') };
    } catch (err) {
      outer = { err };
    }
    assert.ok(inner !== null, 'the getter was never read');
    if ('value' in inner) assert.equal(inner.value.length, 9);
    else assert.ok(!(inner.err instanceof WebAssembly.RuntimeError), String(inner.err));
    if ('value' in outer) assert.deepEqual(outer.value, { row: 1, col: 1 });
    else assert.ok(!(outer.err instanceof WebAssembly.RuntimeError), String(outer.err));
    assertStillWorks(api, engine);
  });
});

test('a freed object throws OBJECT_FREED, and everything else keeps working', () => {
  const engine = new api.AIEngine({ seed: 1 });
  engine.free();
  for (const call of [() => engine.bestMove(api.emptyBoard(), 'X'), () => engine.rankedMoves(api.emptyBoard(), 'X'), () => engine.free()]) {
    assert.throws(call, (error) => {
      assert.ok(error instanceof Error);
      assert.equal(error.code, 'OBJECT_FREED');
      assert.match(error.message, /freed/);
      return true;
    });
  }
  const run = new api.SimulationRun({ games: 1, playerX: 'easy', playerO: 'easy', seed: 1 });
  if (typeof Symbol.dispose === 'symbol') run[Symbol.dispose]();
  else run.free();
  assert.throws(() => run.step(), { code: 'OBJECT_FREED' });
  assert.deepEqual(new api.AIEngine().bestMove(api.emptyBoard(), 'X'), { row: 1, col: 1 });
});

test('Simulator.run uses only the options Rust validated: fake signals and re-read getters cannot sneak past', async () => {
  const sim = new api.Simulator({ seed: 1 });
  const base = { games: 10, playerX: 'easy', playerO: 'easy' };
  for (const signal of [new Proxy({}, { get() { throw new Error('trap'); } }), { aborted: true, reason: 'r' }]) {
    await assert.rejects(sim.run({ ...base, signal }), (error) => {
      assert.ok(error instanceof TypeError);
      assert.equal(error.code, 'INVALID_OPTION');
      assert.match(error.message, /AbortSignal/);
      return true;
    });
  }
  let reads = 0;
  const options = { ...base, get onProgress() { reads += 1; if (reads > 1) throw new Error('second read'); return () => {}; } };
  const result = await sim.run(options);
  assert.equal(result.totalGames, 10);
  assert.equal(reads, 1);
  const controller = new AbortController();
  controller.abort();
  await assert.rejects(sim.run({ ...base, signal: controller.signal }), { name: 'AbortError' });
});

describe('ErrorCode: every code a user can see, declared once (src/boundary/wire/names.rs)', () => {
  test('a frozen object of the codes, API reference "Errors" table included', () => {
    const { ErrorCode } = api;
    assert.ok(Object.isFrozen(ErrorCode));
    for (const [key, value] of Object.entries(ErrorCode)) assert.equal(key, value);
    for (const code of ['INVALID_BOARD', 'INVALID_PLAYER', 'INVALID_MOVE', 'IMPOSSIBLE_POSITION', 'WRONG_TURN',
      'CELL_OCCUPIED', 'GAME_OVER', 'INVALID_OPTION']) assert.equal(ErrorCode[code], code);
  });

  test('every code the package\'s JavaScript can throw is in it', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { createRequire } = await import('node:module');
    const { dirname, join } = await import('node:path');
    const root = dirname(createRequire(import.meta.url).resolve('oxo-ai/package.json'));
    const files = readdirSync(root, { recursive: true })
      .filter((f) => /\.(c|m)?js$/.test(f) && !f.endsWith('.b64.js')).map((f) => join(root, f));
    const seen = new Set();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      // `code = 'X'`, `code: 'X'`, `code = cond ? 'X' : 'Y'`, `codedError(Class, 'X', …)`.
      for (const [statement] of text.matchAll(/\bcode\s*(?::|=(?!=))[^;\n]*|codedError\(\w+, '[A-Z_]+'/g)) {
        for (const [, code] of statement.matchAll(/'([A-Z][A-Z_]+)'/g)) seen.add(code);
      }
    }
    assert.ok(['WORKER_FAILED', 'INTERNAL_ERROR', 'OBJECT_FREED', 'ABORTED'].every((c) => seen.has(c)), [...seen].join());
    for (const code of seen) assert.equal(api.ErrorCode[code], code, `${code} is thrown but not in ErrorCode`);
    // And an error Rust throws carries one of them.
    assert.equal(api.ErrorCode[expectCode(() => applyMove(emptyBoard(), { row: 5, col: 0 }, 'X'), 'INVALID_MOVE', 'RangeError').code], 'INVALID_MOVE');
  });
});
