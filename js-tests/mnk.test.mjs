// oxo-ai/mnk (issue 37, API reference "Bigger boards"): MnkGame's JavaScript rules held to the Rust core's on seeded
// boards of 32 sets of rules (src/bin/mnk-rules.rs), MnkEngine's answers, its agreement with the
// 3x3 engine on every reachable position, and coded refusals that change nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { AIEngine, applyMove, emptyBoard, getAvailableMoves, getWinner, isDraw } from 'oxo-ai';
import { Games, MnkEngine, MnkGame } from 'oxo-ai/mnk';
import { refuses } from './support/check.mjs';

const CELL = { '.': null, X: 'X', O: 'O' };
const textOf = (board) => board.flat().map((c) => (c === null ? '.' : c)).join('');
const nested = (text, cols) => Array.from({ length: text.length / cols }, (_, r) => [...text.slice(r * cols, (r + 1) * cols)].map((c) => CELL[c]));

test('MnkGame plays by the Rust core rules on 1,920 seeded boards of 32 sets of rules', () => {
  const lines = readFileSync(new URL('./mnk-rules.txt', import.meta.url), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(lines.length, 1920);
  let plays = 0;
  for (const { rules: [rows, cols, k, gravity, misere], board, winner, line, moves, draw, plays: expected } of lines) {
    const game = new MnkGame({ rows, cols, k, gravity, misere });
    const b = board.length % 2 ? nested(board, cols) : [...board].map((c) => CELL[c]);
    const at = (i) => ({ row: Math.floor(i / cols), col: i % cols });
    const label = `${rows}x${cols} k${k}${gravity ? ' gravity' : ''}${misere ? ' misere' : ''} ${board}`;
    assert.equal(game.getWinner(b), winner, label);
    assert.deepEqual(game.getWinningLine(b), line && line.map(at), label);
    assert.deepEqual(game.getAvailableMoves(b), moves.map(at), label);
    assert.equal(game.isDraw(b), draw, label);
    expected.forEach((want, i) => {
      let got;
      try {
        got = textOf(game.applyMove(b, at(i), 'X'));
      } catch (e) {
        got = `${e.code}: ${e.message}`;
      }
      assert.equal(got, want, `${label} X at ${i}`);
      plays += 1;
    });
  }
  assert.equal(plays, 60_720, 'every cell of every board, X to play');
});

test('presets, boards in both shapes, gravity column moves and coded refusals', () => {
  assert.deepEqual({ ...Games.connectFour }, { rows: 6, cols: 7, k: 4, gravity: true, misere: false });
  assert.ok(Object.isFrozen(Games.gomoku));
  const c4 = new MnkGame(Games.connectFour);
  assert.ok(Object.isFrozen(c4.rules));
  let b = c4.emptyBoard();
  assert.equal(b.length, 6);
  assert.equal(b[0].length, 7);
  b = c4.applyMove(b, 3, 'X');
  b = c4.applyMove(b, 3, 'O');
  assert.equal(b[5][3], 'X');
  assert.equal(b[4][3], 'O');
  const before = JSON.stringify(b);
  refuses(() => c4.applyMove(b, { row: 5, col: 3 }, 'X'), 'CELL_OCCUPIED', 'Error');
  refuses(() => c4.applyMove(b, { row: 0, col: 0 }, 'X'), 'INVALID_MOVE', 'Error', 'with gravity, a mark in column 0 drops to (5, 0), not (0, 0)');
  refuses(() => c4.applyMove(b, 7, 'X'), 'INVALID_MOVE', 'RangeError', 'column 7 is off the board: columns are 0..6');
  refuses(() => c4.applyMove(b, { row: 9, col: 0 }, 'X'), 'INVALID_MOVE', 'RangeError', 'move (9, 0) is off the 6 by 7 board');
  refuses(() => c4.applyMove(b, 3, 'Z'), 'INVALID_PLAYER', 'TypeError');
  assert.equal(JSON.stringify(b), before, 'nothing half-applied');
  const floating = c4.emptyBoard();
  floating[0][0] = 'X';
  refuses(() => c4.getWinner(floating), 'INVALID_BOARD', 'TypeError', 'with gravity, cell (0, 0) holds a mark above an empty cell');
  refuses(() => c4.getWinner(new MnkGame(Games.ticTacToe).emptyBoard()), 'INVALID_BOARD', 'TypeError', /^board must be an array of 6 rows of 7 cells or of 42 cells/);
  refuses(() => new MnkGame({ rows: 16, cols: 3, k: 3 }), 'INVALID_OPTION', 'RangeError', 'rules.rows must be an integer 3..15, got 16');
  refuses(() => new MnkGame({ rows: 4, cols: 3, k: 5 }), 'INVALID_OPTION', 'RangeError', 'rules.k must be an integer 3..4 (the longer side), got 5');
  refuses(() => new MnkGame({ rows: 4, cols: 3, k: 3, gravity: 1 }), 'INVALID_OPTION', 'TypeError');
  refuses(() => new MnkGame(null), 'INVALID_OPTION', 'TypeError');
  // A getter that throws gets the main entry's words for it, on a board or a move.
  const hostileCell = new Proxy(Array(9).fill(null), { get: (t, p) => { if (p === '4') throw new Error('cell'); return t[p]; } });
  const hostileRow = new Proxy([null, null, null], { get: (t, p) => { if (p === 'length') throw new Error('row'); return t[p]; } });
  const hostileMove = new Proxy({}, { get: () => { throw new Error('move'); } });
  const ttt3 = new MnkGame(Games.ticTacToe);
  const engine3 = new MnkEngine(Games.ticTacToe);
  for (const [board, why] of [[hostileCell, 'cell'], [[[null, null, null], hostileRow, [null, null, null]], 'row']]) {
    const message = `board could not be read: reading it threw "${why}"`;
    refuses(() => getWinner(board), 'INVALID_BOARD', 'TypeError', message);
    refuses(() => ttt3.getWinner(board), 'INVALID_BOARD', 'TypeError', message);
    refuses(() => engine3.bestMove(board, 'X'), 'INVALID_BOARD', 'TypeError', message);
  }
  engine3.free();
  refuses(() => applyMove(emptyBoard(), hostileMove, 'X'), 'INVALID_MOVE', 'TypeError', 'move could not be read: reading it threw "move"');
  refuses(() => c4.applyMove(b, hostileMove, 'X'), 'INVALID_MOVE', 'TypeError', 'move could not be read: reading it threw "move"');
  // Flat boards read like nested ones; a won board takes no move.
  const ttt = new MnkGame(Games.ticTacToe);
  const won = ['X', 'X', 'X', 'O', 'O', null, null, null, null];
  assert.equal(ttt.getWinner(won), 'X');
  assert.deepEqual(ttt.getWinningLine(won), [{ row: 0, col: 0 }, { row: 0, col: 1 }, { row: 0, col: 2 }]);
  assert.deepEqual(ttt.getAvailableMoves(won), []);
  refuses(() => ttt.applyMove(won, { row: 2, col: 2 }, 'O'), 'GAME_OVER', 'Error');
  // Misère: completing k loses.
  assert.equal(new MnkGame({ ...Games.ticTacToe, misere: true }).getWinner(won), 'O');
});

/** Every position of a legal 3x3 game, with the side to move. */
function reachable() {
  const seen = new Map();
  const walk = (board, player) => {
    const key = JSON.stringify(board) + player;
    if (seen.has(key)) return;
    seen.set(key, [board, player]);
    if (getWinner(board) || isDraw(board)) return;
    for (const m of getAvailableMoves(board)) walk(applyMove(board, m, player), player === 'X' ? 'O' : 'X');
  };
  walk(emptyBoard(), 'X');
  return [...seen.values()].filter(([b]) => !getWinner(b) && !isDraw(b));
}

test('on 3x3, MnkEngine Hard plays the main engine\'s Hard move on every reachable position, and solve agrees with rankedMoves', () => {
  const positions = reachable();
  assert.equal(positions.length, 4520);
  const hard = new AIEngine({ difficulty: 'hard' });
  const mnk = new MnkEngine(Games.ticTacToe);
  for (const [board, player] of positions) {
    assert.deepEqual(mnk.bestMove(board, player), hard.bestMove(board, player), `${JSON.stringify(board)} ${player}`);
  }
  const [board, player] = positions[0];
  const solved = mnk.solve(board, player);
  const ranked = mnk.rankedMoves(board, player);
  assert.equal(solved.complete, true);
  assert.deepEqual([solved.value, solved.plies], [ranked[0].value, ranked[0].plies]);
  mnk.free();
  refuses(() => mnk.bestMove(board, player), 'OBJECT_FREED');
});

test('solve proves (4,4,3) a first-player win and (4,4,4) a draw from the empty board', () => {
  const small = { rows: 4, cols: 4, k: 3 };
  const win = new MnkEngine(small).solve(new MnkGame(small).emptyBoard(), 'X');
  assert.deepEqual([win.complete, win.value], [true, 'win']);
  const draw = new MnkEngine(Games.fourByFour).solve(new MnkGame(Games.fourByFour).emptyBoard(), 'X', { timeMs: 60_000 });
  assert.deepEqual([draw.complete, draw.value, draw.plies], [true, 'draw', 16]);
  // With no budget left a level still answers, and an unfinished proof says so.
  const gomoku = new MnkEngine(Games.gomoku, { maxNodes: 0 });
  const open = gomoku.solve(new MnkGame(Games.gomoku).emptyBoard(), 'X');
  assert.deepEqual([open.complete, open.value, open.plies], [false, null, null]);
  assert.ok(gomoku.bestMove(new MnkGame(Games.gomoku).emptyBoard(), 'X'));
});

test('Connect Four to the end: Hard against Easy, seeded, reproducible, every move legal', () => {
  const game = new MnkGame(Games.connectFour);
  const play = () => {
    const hard = new MnkEngine(Games.connectFour, { maxNodes: 20_000, seed: 1 });
    const easy = new MnkEngine(Games.connectFour, { difficulty: 'easy', seed: 'dice' });
    let board = game.emptyBoard();
    const moves = [];
    for (let turn = 0; game.getWinner(board) === null && !game.isDraw(board); turn++) {
      const player = turn % 2 === 0 ? 'X' : 'O';
      const move = (player === 'X' ? hard : easy).bestMove(board, player);
      assert.ok(game.getAvailableMoves(board).some((m) => m.row === move.row && m.col === move.col));
      board = game.applyMove(board, move, player);
      moves.push(move);
    }
    return { winner: game.getWinner(board), moves };
  };
  const first = play();
  assert.equal(first.winner, 'X', 'Hard beats a random player');
  assert.deepEqual(play(), first);
  const analysis = new MnkEngine(Games.connectFour).analyze(
    [[null, null, null, null, null, null, null], [null, null, null, null, null, null, null], [null, null, null, null, null, null, null],
      [null, null, null, null, null, null, null], [null, null, null, null, null, null, null], ['X', 'X', 'X', null, 'O', 'O', null]], 'O');
  assert.deepEqual(analysis.blocks, [{ row: 5, col: 3 }]);
  assert.equal(typeof analysis.explanation, 'string');
  // The sentences' templates cross as indices (wire.js): a fork to stop, a value kept.
  const coach = new MnkEngine(Games.ticTacToe);
  assert.equal(coach.analyze([['X', null, 'O'], [null, null, null], [null, null, null]], 'X').explanation,
    'Play (1, 0) to threaten 3 in a row and force O to block.');
  assert.equal(coach.analyze(emptyBoard(), 'X').explanation, 'No one can win at once; play (1, 1), which holds the draw.');
  const three = new MnkGame(Games.gomoku).emptyBoard();
  for (const [row, col] of [[7, 7], [7, 8], [7, 9]]) three[row][col] = 'X';
  for (const [row, col] of [[0, 0], [0, 2], [14, 14]]) three[row][col] = 'O';
  assert.equal(new MnkEngine(Games.gomoku).analyze(three, 'O').explanation, 'Take (7, 6) first: there X would make two threats at once.');
  refuses(() => new MnkEngine(Games.connectFour, { difficulty: 'perfect' }), 'INVALID_OPTION', 'TypeError', "difficulty: must be 'easy', 'medium' or 'hard', got \"perfect\"");
  refuses(() => new MnkEngine(Games.connectFour, { timeMs: -1 }), 'INVALID_OPTION', 'RangeError');
  const strict = new MnkEngine(Games.ticTacToe, { strict: true });
  refuses(() => strict.bestMove(emptyBoard(), 'O'), 'WRONG_TURN', 'Error', "it is X's turn, not O's");
  refuses(() => strict.bestMove([['X', 'X', null], [null, null, null], [null, null, null]], 'O'), 'IMPOSSIBLE_POSITION', 'Error');
});

test("m,n,k boards read '_' and '-' as empty cells, nested and flat (issue 62)", () => {
  const game = new MnkGame(Games.fourByFour);
  const text = '_x-o' + '-_x_' + 'o-__' + '_-_-';
  const canonical = nested(text.replace(/[_-]/g, '.').toUpperCase(), 4);
  const spelled = Array.from({ length: 4 }, (_, r) => [...text.slice(r * 4, r * 4 + 4)]);
  for (const board of [spelled, spelled.flat()]) {
    assert.deepEqual(game.getAvailableMoves(board), game.getAvailableMoves(canonical));
    assert.deepEqual(game.applyMove(board, { row: 0, col: 0 }, 'O'), game.applyMove(canonical, { row: 0, col: 0 }, 'O'));
    assert.deepEqual(new MnkEngine(Games.fourByFour, { maxNodes: 2000, seed: 1 }).bestMove(board, 'O'),
      new MnkEngine(Games.fourByFour, { maxNodes: 2000, seed: 1 }).bestMove(canonical, 'O'));
  }
  refuses(() => game.getAvailableMoves([['__', null, null, null], ...canonical.slice(1)]), 'INVALID_BOARD', 'TypeError');
});
