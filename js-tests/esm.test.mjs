// The package through `import`, as an ESM user gets it: every API reference "Board utilities" utility with exact
// values, the accepted input forms of API reference "Errors", `Difficulty`, and `AIEngine` (API reference "AIEngine")
// checked against a reference solver on every reachable position.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  AIEngine, Difficulty, emptyBoard, applyMove, checkWin, isBoardFull, isDraw,
  getAvailableMoves, opponent, getWinner, getWinningLine, toFlat, fromFlat, toOnChain,
  fromOnChain,
} from 'oxo-ai';
import * as oracle from './support/oracle.mjs';

const B = oracle.toBoard; // "X.O......" -> nested board
const N = null;

/** Deep-freezes a board-like value and returns it with a structured copy to compare to. */
function frozenWithCopy(value) {
  const copy = structuredClone(value);
  const freeze = (v) => {
    if (v && typeof v === 'object') {
      Object.values(v).forEach(freeze);
      Object.freeze(v);
    }
    return v;
  };
  return [freeze(value), copy];
}

describe('module exports', () => {
  test('functions and the AIEngine class are exported', () => {
    for (const fn of [emptyBoard, applyMove, checkWin, isBoardFull, isDraw, getAvailableMoves,
      opponent, getWinner, getWinningLine, toFlat, fromFlat, toOnChain, fromOnChain, AIEngine]) {
      assert.equal(typeof fn, 'function');
    }
  });

  test('Difficulty is a runtime object of the six strings', () => {
    assert.equal(Difficulty.Easy, 'easy');
    assert.equal(Difficulty.Medium, 'medium');
    assert.equal(Difficulty.Hard, 'hard');
    assert.equal(Difficulty.MCTS, 'mcts');
    assert.equal(Difficulty.Expert, 'expert');
    assert.equal(Difficulty.Rules, 'rules');
    assert.deepEqual({ ...Difficulty },
      { Easy: 'easy', Medium: 'medium', Hard: 'hard', MCTS: 'mcts', Expert: 'expert', Rules: 'rules' });
  });
});

describe('emptyBoard', () => {
  test('is a fresh 3x3 board of nulls', () => {
    assert.deepEqual(emptyBoard(), [[N, N, N], [N, N, N], [N, N, N]]);
  });

  test('every call returns a new board that shares nothing', () => {
    const a = emptyBoard();
    const b = emptyBoard();
    assert.notEqual(a, b);
    for (let r = 0; r < 3; r += 1) assert.notEqual(a[r], b[r]);
    a[0][0] = 'X';
    assert.deepEqual(b, [[N, N, N], [N, N, N], [N, N, N]]);
    assert.deepEqual(emptyBoard(), [[N, N, N], [N, N, N], [N, N, N]]);
  });
});

describe('applyMove', () => {
  test('returns a new board with the move applied', () => {
    assert.deepEqual(applyMove(emptyBoard(), { row: 1, col: 2 }, 'X'),
      [[N, N, N], [N, N, 'X'], [N, N, N]]);
    assert.deepEqual(applyMove(B('X...O....'), { row: 2, col: 0 }, 'X'),
      [['X', N, N], [N, 'O', N], ['X', N, N]]);
    assert.deepEqual(applyMove(B('XO.X.....'), { row: 0, col: 2 }, 'O'),
      [['X', 'O', 'O'], ['X', N, N], [N, N, N]]);
  });

  test('every cell and both players', () => {
    for (let i = 0; i < 9; i += 1) {
      for (const p of ['X', 'O']) {
        const expected = oracle.toBoard('.........'.slice(0, i) + p + '.........'.slice(i + 1));
        assert.deepEqual(applyMove(emptyBoard(), oracle.cellOf(i), p), expected);
      }
    }
  });

  test('does not mutate the board or the move, and returns a distinct board', () => {
    const [board, boardCopy] = frozenWithCopy(B('X...O....'));
    const [move, moveCopy] = frozenWithCopy({ row: 0, col: 1 });
    const next = applyMove(board, move, 'X');
    assert.deepEqual(board, boardCopy);
    assert.deepEqual(move, moveCopy);
    assert.notEqual(next, board);
    for (let r = 0; r < 3; r += 1) assert.notEqual(next[r], board[r]);
    assert.deepEqual(next, [['X', 'X', N], [N, 'O', N], [N, N, N]]);

    const mutable = B('X...O....');
    const out = applyMove(mutable, { row: 2, col: 2 }, 'X');
    assert.deepEqual(mutable, B('X...O....'));
    out[0][0] = 'O';
    assert.equal(mutable[0][0], 'X');
  });

  test('checks neither turn nor reachability (hypotheticals and puzzles)', () => {
    // O moving first on an empty board.
    assert.deepEqual(applyMove(emptyBoard(), { row: 0, col: 0 }, 'O'), B('O........'));
    // X to move by the counts, but X moves twice in a row here.
    assert.deepEqual(applyMove(B('X........'), { row: 1, col: 1 }, 'X'), B('X...X....'));
    // An unreachable board (three O, no X) still takes a move.
    assert.deepEqual(applyMove(B('O.O.O....'), { row: 2, col: 2 }, 'X'), B('O.O.O...X'));
  });
});

describe('checkWin', () => {
  test('each of the 8 lines, for the owner only', () => {
    for (const line of oracle.LINES) {
      for (const p of ['X', 'O']) {
        const s = [...'.........'].map((_, i) => (line.includes(i) ? p : '.')).join('');
        assert.equal(checkWin(B(s), p), true, `${s} ${p}`);
        assert.equal(checkWin(B(s), oracle.opp(p)), false, `${s} ${oracle.opp(p)}`);
      }
    }
  });

  test('two in a row or a broken line is not a win', () => {
    assert.equal(checkWin(emptyBoard(), 'X'), false);
    assert.equal(checkWin(emptyBoard(), 'O'), false);
    assert.equal(checkWin(B('XX.OO....'), 'X'), false);
    assert.equal(checkWin(B('XOX.X.O.O'), 'X'), false);
    assert.equal(checkWin(B('XOXXOOOXX'), 'X'), false); // full draw
    assert.equal(checkWin(B('XOXXOOOXX'), 'O'), false);
  });

  test('agrees with the reference on all 3^9 boards', () => {
    for (const s of oracle.allBoards()) {
      assert.equal(checkWin(B(s), 'X'), oracle.hasLine(s, 'X'), s);
      assert.equal(checkWin(B(s), 'O'), oracle.hasLine(s, 'O'), s);
    }
  });
});

describe('isBoardFull and isDraw', () => {
  test('exact values', () => {
    assert.equal(isBoardFull(emptyBoard()), false);
    assert.equal(isDraw(emptyBoard()), false);
    assert.equal(isBoardFull(B('XOXXOOOX.')), false);
    assert.equal(isDraw(B('XOXXOOOX.')), false);
    assert.equal(isBoardFull(B('XOXXOOOXX')), true); // full, nobody won
    assert.equal(isDraw(B('XOXXOOOXX')), true);
    assert.equal(isBoardFull(B('XXXOOXXOO')), true); // full, X won on the top row
    assert.equal(isDraw(B('XXXOOXXOO')), false);
    assert.equal(isDraw(B('XXXOO....')), false); // won, not full
  });

  test('agree with the reference on all 3^9 boards', () => {
    for (const s of oracle.allBoards()) {
      const full = oracle.isFull(s);
      assert.equal(isBoardFull(B(s)), full, s);
      assert.equal(isDraw(B(s)), full && !oracle.hasLine(s, 'X') && !oracle.hasLine(s, 'O'), s);
    }
  });
});

describe('getAvailableMoves', () => {
  test('every empty cell in row-major order', () => {
    assert.deepEqual(getAvailableMoves(emptyBoard()), [
      { row: 0, col: 0 }, { row: 0, col: 1 }, { row: 0, col: 2 },
      { row: 1, col: 0 }, { row: 1, col: 1 }, { row: 1, col: 2 },
      { row: 2, col: 0 }, { row: 2, col: 1 }, { row: 2, col: 2 },
    ]);
    assert.deepEqual(getAvailableMoves(B('X.O.X.O..')),
      [{ row: 0, col: 1 }, { row: 1, col: 0 }, { row: 1, col: 2 }, { row: 2, col: 1 }, { row: 2, col: 2 }]);
    assert.deepEqual(getAvailableMoves(B('XOXXOOOXX')), []);
  });

  test('lists the empty cells even when the game is won (a utility, not a rule check)', () => {
    assert.deepEqual(getAvailableMoves(B('XXXOO....')),
      [{ row: 1, col: 2 }, { row: 2, col: 0 }, { row: 2, col: 1 }, { row: 2, col: 2 }]);
  });
});

describe('opponent', () => {
  test("'X' <-> 'O'", () => {
    assert.equal(opponent('X'), 'O');
    assert.equal(opponent('O'), 'X');
  });
});

describe('getWinner and getWinningLine', () => {
  const lineCells = (line) => line.map(oracle.cellOf);

  test('each line, in order along the line', () => {
    for (const line of oracle.LINES) {
      for (const p of ['X', 'O']) {
        const s = [...'.........'].map((_, i) => (line.includes(i) ? p : '.')).join('');
        assert.equal(getWinner(B(s)), p, s);
        assert.deepEqual(getWinningLine(B(s)), lineCells(line), s);
      }
    }
    // The anti-diagonal runs (0,2) -> (2,0), as API reference "Types" numbers diagonal 1.
    assert.deepEqual(getWinningLine(B('..X.X.X..')), [{ row: 0, col: 2 }, { row: 1, col: 1 }, { row: 2, col: 0 }]);
  });

  test('realistic finished games', () => {
    assert.equal(getWinner(B('XXXOO....')), 'X');
    assert.deepEqual(getWinningLine(B('XXXOO....')), [{ row: 0, col: 0 }, { row: 0, col: 1 }, { row: 0, col: 2 }]);
    assert.equal(getWinner(B('XXOXO.O..')), 'O');
    assert.deepEqual(getWinningLine(B('XXOXO.O..')), [{ row: 0, col: 2 }, { row: 1, col: 1 }, { row: 2, col: 0 }]);
    assert.equal(getWinner(B('OXXOX.O..')), 'O');
    assert.deepEqual(getWinningLine(B('OXXOX.O..')), [{ row: 0, col: 0 }, { row: 1, col: 0 }, { row: 2, col: 0 }]);
  });

  test('null when nobody has three in a row', () => {
    for (const s of ['.........', 'XX.OO....', 'XOXXOOOXX', 'XOX.O.X..']) {
      assert.equal(getWinner(B(s)), null, s);
      assert.equal(getWinningLine(B(s)), null, s);
    }
  });

  test('getWinner agrees with the reference on every reachable board', () => {
    for (const s of oracle.allBoards().filter(oracle.isReachable)) {
      const expected = oracle.hasLine(s, 'X') ? 'X' : oracle.hasLine(s, 'O') ? 'O' : null;
      assert.equal(getWinner(B(s)), expected, s);
      const line = getWinningLine(B(s));
      if (expected === null) {
        assert.equal(line, null, s);
      } else {
        assert.equal(line.length, 3, s);
        const idx = line.map(oracle.indexOf);
        assert.ok(oracle.LINES.some((l) => l.join() === idx.join()), `${s}: ${idx} is not a line in order`);
        assert.ok(idx.every((i) => s[i] === expected), s);
      }
    }
  });
});

describe('toFlat and fromFlat', () => {
  test('exact values', () => {
    assert.deepEqual(toFlat(B('X.O.X...O')), ['X', N, 'O', N, 'X', N, N, N, 'O']);
    assert.deepEqual(toFlat(emptyBoard()), [N, N, N, N, N, N, N, N, N]);
    assert.deepEqual(fromFlat(['X', N, 'O', N, 'X', N, N, N, 'O']), B('X.O.X...O'));
  });

  test('round-trip all 3^9 boards', () => {
    for (const s of oracle.allBoards()) {
      const flat = [...s].map((ch) => (ch === '.' ? null : ch));
      assert.deepEqual(toFlat(B(s)), flat, s);
      assert.deepEqual(fromFlat(flat), B(s), s);
    }
  });

  test('do not mutate their argument', () => {
    const [board, boardCopy] = frozenWithCopy(B('X.O.X...O'));
    toFlat(board);
    assert.deepEqual(board, boardCopy);
    const [flat, flatCopy] = frozenWithCopy(['x', '', 'o', ' ', 'X', '.', N, undefined, 'O']);
    assert.deepEqual(fromFlat(flat), B('X.O.X...O'));
    assert.deepEqual(flat, flatCopy);
  });
});

describe('toOnChain and fromOnChain', () => {
  test('exact values: 0 empty, 1 X, 2 O, as numbers', () => {
    const chain = toOnChain(B('X.O.X...O'));
    assert.deepEqual(chain, [1, 0, 2, 0, 1, 0, 0, 0, 2]);
    assert.ok(chain.every((v) => typeof v === 'number'));
    assert.deepEqual(toOnChain(emptyBoard()), [0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  test('fromOnChain accepts numbers and bigints', () => {
    assert.deepEqual(fromOnChain([1, 0, 2, 0, 1, 0, 0, 0, 2]), B('X.O.X...O'));
    assert.deepEqual(fromOnChain([1n, 0n, 2n, 0n, 1n, 0n, 0n, 0n, 2n]), B('X.O.X...O'));
    assert.deepEqual(fromOnChain([2n, 2, 0n, 1, 1n, 0, 0, 0, 1]), B('OO.XX...X'));
  });

  test('round-trip all 3^9 boards', () => {
    for (const s of oracle.allBoards()) {
      const chain = [...s].map((ch) => '.XO'.indexOf(ch));
      assert.deepEqual(toOnChain(B(s)), chain, s);
      assert.deepEqual(fromOnChain(chain), B(s), s);
      assert.deepEqual(fromOnChain(chain.map(BigInt)), B(s), s);
    }
  });

  test('do not mutate their argument', () => {
    const [chain, chainCopy] = frozenWithCopy([1, 0, 2, 0, 1, 0, 0, 0, 2]);
    fromOnChain(chain);
    assert.deepEqual(chain, chainCopy);
    const [board, boardCopy] = frozenWithCopy(B('X.O.X...O'));
    toOnChain(board);
    assert.deepEqual(board, boardCopy);
  });
});

describe('accepted input forms (README "Board utilities"): lowercase marks, seven spellings of empty, flat boards', () => {
  // All of these spell X.O.X...O.
  const nestedLoose = [['x', undefined, 'o'], ['', 'X', ' '], ['.', null, 'O']];
  const flatLoose = ['x', null, 'o', '.', 'x', '', ' ', undefined, 'O'];
  const canonical = B('X.O.X...O');

  test('applyMove returns the canonical nested form', () => {
    for (const input of [nestedLoose, flatLoose]) {
      assert.deepEqual(applyMove(input, { row: 2, col: 0 }, 'X'), B('X.O.X.X.O'));
    }
  });

  test('every utility reads them like the canonical board', () => {
    for (const input of [nestedLoose, flatLoose]) {
      assert.deepEqual(toFlat(input), toFlat(canonical));
      assert.deepEqual(toOnChain(input), [1, 0, 2, 0, 1, 0, 0, 0, 2]);
      assert.deepEqual(getAvailableMoves(input), getAvailableMoves(canonical));
      assert.equal(checkWin(input, 'X'), false);
      assert.equal(isBoardFull(input), false);
      assert.equal(isDraw(input), false);
      assert.equal(getWinner(input), null);
      assert.equal(getWinningLine(input), null);
    }
    assert.deepEqual(fromFlat(flatLoose), canonical);
  });

  test('lowercase wins are wins; lowercase full boards are full', () => {
    assert.equal(checkWin([['x', 'x', 'x'], ['o', 'o', ''], [N, N, N]], 'X'), true);
    assert.equal(getWinner(['o', 'x', 'x', 'o', 'x', '.', 'o', ' ', undefined]), 'O');
    assert.deepEqual(getWinningLine(['o', 'x', 'x', 'o', 'x', '.', 'o', ' ', undefined]),
      [{ row: 0, col: 0 }, { row: 1, col: 0 }, { row: 2, col: 0 }]);
    assert.equal(isBoardFull(['x', 'o', 'x', 'x', 'o', 'o', 'o', 'x', 'x']), true);
    assert.equal(isDraw(['x', 'o', 'x', 'x', 'o', 'o', 'o', 'x', 'x']), true);
  });

  test('rows with holes read as empty (undefined)', () => {
    assert.deepEqual(applyMove([new Array(3), new Array(3), new Array(3)], { row: 1, col: 1 }, 'X'), B('....X....'));
  });

  test('the engine accepts them too', () => {
    const engine = new AIEngine();
    // X to move, wins at (0,2); written loosely, nested and flat.
    const nested = [['x', 'x', ''], ['o', 'o', '.'], [' ', undefined, null]];
    const flat = ['x', 'x', '', 'o', 'o', '.', ' ', undefined, null];
    for (const input of [nested, flat]) {
      assert.deepEqual(engine.bestMove(input, 'X'), { row: 0, col: 2 });
      assert.deepEqual(engine.rankedMoves(input, 'X'), oracle.rankedMoves('XX.OO....', 'X'));
    }
  });

  test("'_' and '-' are empty cells, as tutorials and text boards write them (issue 62)", () => {
    // A board as a Python tutorial's minimax tests write it.
    const tutorial = [['_', '_', 'x'], ['x', 'o', 'o'], ['_', 'o', 'x']];
    const expected = B('..XXOO.OX');
    assert.deepEqual(fromFlat(tutorial.flat()), expected);
    assert.deepEqual(applyMove(tutorial, { row: 0, col: 0 }, 'X'), B('X.XXOO.OX'));
    assert.deepEqual(getAvailableMoves(tutorial), [{ row: 0, col: 0 }, { row: 0, col: 1 }, { row: 2, col: 0 }]);
    assert.deepEqual(toOnChain(tutorial), [0, 0, 1, 1, 2, 2, 0, 2, 1]);
    const dashes = [['-', '-', 'x'], ['x', 'o', 'o'], ['-', 'o', 'x']];
    assert.deepEqual(toFlat(dashes), toFlat(expected));
    const engine = new AIEngine();
    for (const input of [tutorial, tutorial.flat(), dashes, dashes.flat()]) {
      assert.deepEqual(engine.bestMove(input, 'X'), engine.bestMove(expected, 'X'));
      assert.deepEqual(engine.rankedMoves(input, 'X'), oracle.rankedMoves('..XXOO.OX', 'X'));
    }
    // Still one character each: '__' and '--' are no cell.
    for (const bad of ['__', '--']) {
      assert.throws(() => toFlat([bad, N, N, N, N, N, N, N, N]), { code: 'INVALID_BOARD', name: 'TypeError' });
    }
  });
});

describe('AIEngine', () => {
  test('defaults: new AIEngine().bestMove(emptyBoard(), "X") is the center', () => {
    assert.deepEqual(new AIEngine().bestMove(emptyBoard(), 'X'), { row: 1, col: 1 });
  });

  test('options are all optional, Hard by default, plain strings accepted', () => {
    const engines = [
      new AIEngine(), new AIEngine(undefined), new AIEngine({}),
      new AIEngine({ difficulty: Difficulty.Hard }), new AIEngine({ difficulty: 'hard' }),
      new AIEngine({ seed: 0 }), new AIEngine({ seed: Number.MAX_SAFE_INTEGER }),
      new AIEngine({ seed: 'a string seed' }), new AIEngine({ mctsIterations: 1 }),
      new AIEngine({ mctsIterations: 1_000_000 }),
    ];
    for (const engine of engines) {
      assert.deepEqual(engine.bestMove(emptyBoard(), 'X'), { row: 1, col: 1 });
      assert.deepEqual(engine.bestMove(B('X........'), 'O'), { row: 1, col: 1 });
      assert.deepEqual(engine.bestMove(B('....X....'), 'O'), { row: 0, col: 0 });
    }
  });

  test('takes a win in one', () => {
    const engine = new AIEngine();
    assert.deepEqual(engine.bestMove(B('XX.OO....'), 'X'), { row: 0, col: 2 }); // wins rather than blocks
    assert.deepEqual(engine.bestMove(B('XX.OO.X..'), 'O'), { row: 1, col: 2 }); // wins rather than blocks
    assert.deepEqual(engine.bestMove(B('X.OX.O...'), 'X'), { row: 2, col: 0 }); // wins rather than blocks
    assert.deepEqual(engine.bestMove(B('O.X.X.OX.'), 'O'), { row: 1, col: 0 }); // wins rather than blocks
  });

  test('blocks a win in one', () => {
    const engine = new AIEngine();
    assert.deepEqual(engine.bestMove(B('XX..O....'), 'O'), { row: 0, col: 2 });
    assert.deepEqual(engine.bestMove(B('OO..X...X'), 'X'), { row: 0, col: 2 });
    assert.deepEqual(engine.bestMove(B('X.O.O...X'), 'X'), { row: 2, col: 0 });
  });

  test('finished games: bestMove null and rankedMoves [] for either player', () => {
    const engine = new AIEngine();
    for (const s of ['XXXOO....', 'XXOXO.O..', 'XOXXOOOXX', 'XXXOOXXOO', 'OXXOX.O..']) {
      assert.ok(oracle.isReachable(s) && oracle.isOver(s), `fixture ${s}`);
      for (const p of ['X', 'O']) {
        assert.equal(engine.bestMove(B(s), p), null, `${s} ${p}`);
        assert.deepEqual(engine.rankedMoves(B(s), p), [], `${s} ${p}`);
      }
    }
  });

  test('rankedMoves on the empty board: all 9 draw in 9, center, corners, edges', () => {
    const all = (row, col) => ({ row, col, score: 0, depth: 9 });
    assert.deepEqual(new AIEngine().rankedMoves(emptyBoard(), 'X'), [
      all(1, 1), all(0, 0), all(0, 2), all(2, 0), all(2, 2), all(0, 1), all(1, 0), all(1, 2), all(2, 1),
    ]);
  });

  test('rankedMoves on hand-computed positions', () => {
    const engine = new AIEngine();
    const m = (row, col, score, depth) => ({ row, col, score, depth });
    // X X .
    // O O .    X to move: (0,2) wins at once; (1,2) blocks and draws (5 plies to go);
    // . . .    anything else lets O win on the next ply.
    assert.deepEqual(engine.rankedMoves(B('XX.OO....'), 'X'), [
      m(0, 2, 1, 1), m(1, 2, 0, 5), m(2, 0, -0.5, 2), m(2, 2, -0.5, 2), m(2, 1, -0.5, 2),
    ]);
    // X X .
    // X O .    O to move, X threatens (0,2) and (2,0): every move loses on the next ply.
    // . O .
    assert.deepEqual(engine.rankedMoves(B('XX.XO..O.'), 'O'), [
      m(0, 2, -0.5, 2), m(2, 0, -0.5, 2), m(2, 2, -0.5, 2), m(1, 2, -0.5, 2),
    ]);
    // X . .
    // . O .    O to move: an edge draws; a corner lets X fork, losing in 4 plies.
    // . . X
    assert.deepEqual(engine.rankedMoves(B('X...O...X'), 'O'), [
      m(0, 1, 0, 6), m(1, 0, 0, 6), m(1, 2, 0, 6), m(2, 1, 0, 6), m(0, 2, -0.25, 4), m(2, 0, -0.25, 4),
    ]);
    // X in a corner: O must take the center; anything else loses in 6 plies.
    const sixth = -1 / 6;
    assert.deepEqual(engine.rankedMoves(B('X........'), 'O'), [
      m(1, 1, 0, 8), m(0, 2, sixth, 6), m(2, 0, sixth, 6), m(2, 2, sixth, 6),
      m(0, 1, sixth, 6), m(1, 0, sixth, 6), m(1, 2, sixth, 6), m(2, 1, sixth, 6),
    ]);
    // X O X
    // . O .    X to move must block at (2,1), and then it is a draw: 5 plies to go.
    // . . .
    assert.deepEqual(engine.rankedMoves(B('XOX.O....'), 'X')[0], m(2, 1, 0, 5));
    assert.deepEqual(engine.rankedMoves(B('XOX.O....'), 'X'), oracle.rankedMoves('XOX.O....', 'X'));
  });

  test('a forced win further away scores +1/depth with the fastest depth', () => {
    const engine = new AIEngine();
    // X . O
    // . O .    X to move blocks at (2,0) and forks (1,0) and (2,1): O blocks one, X wins
    // . . X    with the other, 3 plies from now.
    const ranked = engine.rankedMoves(B('X.O.O...X'), 'X');
    assert.deepEqual(ranked[0], { row: 2, col: 0, score: 1 / 3, depth: 3 });
    assert.deepEqual(ranked, oracle.rankedMoves('X.O.O...X', 'X'));
    assert.equal(ranked.length, 5);
    // Every other move lets O win at (2,0) at once.
    for (const other of ranked.slice(1)) assert.deepEqual([other.score, other.depth], [-0.5, 2]);
  });

  test('rankedMoves and bestMove match the reference on every reachable unfinished position', () => {
    const engine = new AIEngine();
    let checked = 0;
    for (const s of oracle.allBoards()) {
      if (!oracle.isReachable(s) || oracle.isOver(s)) continue;
      const p = oracle.sideToMove(s);
      const expected = oracle.rankedMoves(s, p);
      const got = engine.rankedMoves(B(s), p);
      assert.deepEqual(got, expected, `rankedMoves(${s}, ${p})`);
      const { row, col } = expected[0];
      assert.deepEqual(engine.bestMove(B(s), p), { row, col }, `bestMove(${s}, ${p})`);
      checked += 1;
    }
    assert.equal(checked, 4520);
  });

  test('never mutates its inputs, and results are fresh values', () => {
    const engine = new AIEngine();
    const [board, copy] = frozenWithCopy(B('XX.OO....'));
    assert.deepEqual(engine.bestMove(board, 'X'), { row: 0, col: 2 });
    engine.rankedMoves(board, 'X');
    assert.deepEqual(board, copy);
    const first = engine.rankedMoves(emptyBoard(), 'X');
    first[0].score = 99;
    first.length = 0;
    assert.equal(engine.rankedMoves(emptyBoard(), 'X').length, 9);
    assert.equal(engine.rankedMoves(emptyBoard(), 'X')[0].score, 0);
  });
});
