// The one path across the boundary (issue 13): every export reads its arguments once in JS,
// Rust decides, and JS builds the answer. Checked here against the independent oracle over all
// 3^9 boards with either player (API reference "AIEngine" for the engine and analyzer), for every spelling
// a cell or player may take, and for how often a caller's getters run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as api from 'oxo-ai';
import * as oracle from './support/oracle.mjs';

const flat = (s) => [...s].map((c) => (c === '.' ? null : c));
const reachableBoards = oracle.allBoards().filter(oracle.isReachable);

test('every board of 3^9, each player: the answers the oracle gives', () => {
  const boards = oracle.allBoards();
  const engine = new api.AIEngine();
  const analyzer = new api.GameAnalyzer();
  let pairs = 0;
  for (const s of boards) {
    const nested = oracle.toBoard(s);
    const over = oracle.isOver(s);
    assert.equal(api.formatBoard(nested), s);
    assert.deepEqual(api.parseBoard(s), nested);
    assert.deepEqual(api.toFlat(flat(s)), flat(s));
    assert.deepEqual(api.toOnChain(nested), [...s].map((c) => '.XO'.indexOf(c)));
    assert.equal(api.isBoardFull(nested), oracle.isFull(s));
    assert.equal(api.isDraw(flat(s)), oracle.isFull(s) && !oracle.hasLine(s, 'X') && !oracle.hasLine(s, 'O'));
    assert.deepEqual(api.getAvailableMoves(nested), [...s].flatMap((c, i) => (c === '.' ? [oracle.cellOf(i)] : [])));
    const [x, o] = [oracle.hasLine(s, 'X'), oracle.hasLine(s, 'O')];
    assert.equal(api.getWinner(nested), x && !o ? 'X' : o && !x ? 'O' : null);
    if (oracle.isReachable(s)) assert.equal(api.sideToMove(nested), over ? null : oracle.sideToMove(s));
    else assert.throws(() => api.sideToMove(nested), { code: 'IMPOSSIBLE_POSITION' });
    for (const p of ['X', 'O']) {
      assert.equal(api.checkWin(nested, p), oracle.hasLine(s, p));
      const ranked = engine.rankedMoves(s.length === 9 && pairs % 2 ? flat(s) : nested, p);
      assert.deepEqual(ranked, oracle.rankedMoves(s, p), `${s} ${p}`);
      const best = engine.bestMove(nested, p);
      assert.deepEqual(best, over ? null : { row: ranked[0].row, col: ranked[0].col }, `${s} ${p}`);
      const report = analyzer.analyze(nested, p);
      assert.equal(report.evaluation === 'neutral', over, `${s} ${p}`);
      assert.deepEqual(report.bestMove, best, `${s} ${p}`);
      if (!over) pairs += 1;
    }
  }
  // The unfinished (board, player) pairs the package answered, as the Rust tests count them.
  assert.equal(pairs, 2 * 11_093);
});

test('every one-character string as a cell and as the player (lone surrogates included)', () => {
  // API reference "Errors", written out here independently of the package's tables.
  const cells = new Map([['X', 'X'], ['x', 'X'], ['O', 'O'], ['o', 'O'], [' ', null], ['.', null], ['_', null], ['-', null]]);
  const engine = new api.AIEngine();
  for (let code = 0; code <= 0xffff; code++) {
    const ch = String.fromCharCode(code);
    const board = [ch, null, null, null, null, null, null, null, null];
    if (cells.has(ch)) assert.deepEqual(api.fromFlat(board)[0][0], cells.get(ch));
    else assert.throws(() => api.fromFlat(board), { code: 'INVALID_BOARD', name: 'TypeError' });
    if (ch === 'X' || ch === 'O') assert.equal(api.opponent(ch), ch === 'X' ? 'O' : 'X');
    else assert.throws(() => engine.bestMove(api.emptyBoard(), ch), { code: 'INVALID_PLAYER', name: 'TypeError' });
  }
  for (const empty of [null, undefined, '']) assert.deepEqual(api.fromFlat(Array(9).fill(empty)), api.emptyBoard());
});

test('a rejected board names its first bad value, in reading order, whatever its shape', () => {
  const nested = (cells) => [cells.slice(0, 3), cells.slice(3, 6), cells.slice(6, 9)];
  for (let i = 0; i < 9; i++) {
    for (let j = i; j < 9; j++) {
      const cells = Array(9).fill(null);
      cells[j] = 'Q';
      cells[i] = 7;
      // Every accepted value is listed (issue 36: 'x', 'o', '', ' ', '.' and undefined were left out).
      const named = `cell (${Math.floor(i / 3)}, ${i % 3}) must be 'X', 'x', 'O', 'o', or empty: null, undefined, '', ' ', '.', '_' or '-', got 7`;
      for (const board of [cells, nested(cells)]) {
        assert.throws(() => api.checkWin(board, 'X'), { code: 'INVALID_BOARD', name: 'TypeError', message: named });
      }
    }
  }
  // Rows are checked as they are reached: a bad cell before a bad row is the one named.
  assert.throws(() => api.checkWin([[null, {}, null], [null, null, null], 5], 'X'), { message: /^cell \(0, 1\) .* got an object$/ });
  assert.throws(() => api.checkWin([[null, null, null], 5, [null, null, 'Z']], 'X'), { message: /^row 1 must be an array/ });
  assert.throws(() => api.checkWin([[null, null, null], [null, null], [7, 7, 7]], 'X'), { message: /^row 1 .* length 2$/ });
});

test("a caller's getters run once per call, rejected or not", () => {
  const counted = (cellValue) => {
    const reads = new Array(9).fill(0);
    const board = [];
    for (let i = 0; i < 9; i++) {
      Object.defineProperty(board, i, { get() { reads[i] += 1; return i === 4 ? cellValue : null; }, enumerable: true });
    }
    return { board, reads };
  };
  const engine = new api.AIEngine();
  const analyzer = new api.GameAnalyzer();
  const calls = [
    (b, p) => engine.bestMove(b, p), (b, p) => engine.rankedMoves(b, p), (b, p) => analyzer.analyze(b, p),
    (b, p) => api.checkWin(b, p), (b, p) => api.applyMove(b, { row: 0, col: 0 }, p), (b) => api.getAvailableMoves(b),
    (b) => api.formatBoard(b), (b) => api.sideToMove(b), (b, p) => api.getLegalMoves(b, p),
  ];
  for (const call of calls) {
    for (const [cell, player, rejected] of [['X', 'O', false], ['X', 'Z', true], ['Z', 'O', true]]) {
      const { board, reads } = counted(cell);
      let threw = false;
      try {
        call(board, player);
      } catch (err) {
        threw = true;
        assert.equal(typeof err.code, 'string');
      }
      if (rejected && call.length === 2) assert.ok(threw, `${call} with ${cell}/${player} must throw`);
      assert.deepEqual(reads, new Array(9).fill(1), `${call} read each cell once (${cell}, ${player})`);
    }
  }
  let rowReads = 0;
  const move = { get row() { rowReads += 1; return 7; }, col: 0 };
  assert.throws(() => api.applyMove(api.emptyBoard(), move, 'X'), { code: 'INVALID_MOVE', name: 'RangeError' });
  assert.equal(rowReads, 1);
});

test('a getter that calls back into oxo-ai while its board is read', () => {
  const reentrant = () => {
    const cells = ['X', null, null, null, 'O', null, null, null, null];
    Object.defineProperty(cells, 8, { get() { api.checkWin(oracle.toBoard('OOO......'), 'O'); return 'X'; } });
    return cells;
  };
  const engine = new api.AIEngine({ seed: 2 });
  const s = 'X...O...X';
  assert.deepEqual(engine.rankedMoves(reentrant(), 'O'), oracle.rankedMoves(s, 'O'));
  assert.equal(api.checkWin(reentrant(), 'X'), false);
  assert.deepEqual(api.getAvailableMoves(reentrant()), api.getAvailableMoves(oracle.toBoard(s)));
});

test('freed objects throw OBJECT_FREED', () => {
  const board = oracle.toBoard('.........');
  const engine = new api.AIEngine();
  const analyzer = new api.GameAnalyzer();
  engine.free();
  analyzer.free();
  for (const b of [board, 42]) {
    assert.throws(() => engine.bestMove(b, 'X'), (e) => e.code === 'OBJECT_FREED' || e.code === 'INVALID_BOARD');
    assert.throws(() => analyzer.analyze(b, 'X'), (e) => e.code === 'OBJECT_FREED' || e.code === 'INVALID_BOARD');
  }
  assert.throws(() => engine.bestMove(board, 'X'), { code: 'OBJECT_FREED' });
  assert.throws(() => analyzer.analyze(board, 'X'), { code: 'OBJECT_FREED' });
});

test('every level answers wrong-turn and unreachable positions by its rule, and strict restores the checks', () => {
  const unreachable = oracle.allBoards().filter((s) => !oracle.isReachable(s) && !oracle.isOver(s));
  const wrongTurn = reachableBoards.filter((s) => !oracle.isOver(s)).map((s) => [s, oracle.opp(oracle.sideToMove(s))]);
  const sample = [...unreachable.filter((_, i) => i % 61 === 0).flatMap((s) => [[s, 'X'], [s, 'O']]),
    ...wrongTurn.filter((_, i) => i % 23 === 0)];
  assert.ok(sample.length > 200, `${sample.length} positions`);
  for (const difficulty of ['easy', 'medium', 'hard', 'mcts', 'expert']) {
    const engine = new api.AIEngine({ difficulty, seed: 'any-board', mctsIterations: 50 });
    const strict = new api.AIEngine({ difficulty, seed: 'any-board', strict: true });
    for (const [s, p] of sample) {
      const move = engine.bestMove(oracle.toBoard(s), p);
      assert.equal(s[oracle.indexOf(move)], '.', `${difficulty} ${s} ${p}`);
      const ranked = oracle.rankedMoves(s, p);
      if (difficulty === 'hard') assert.deepEqual(move, { row: ranked[0].row, col: ranked[0].col });
      if (difficulty === 'expert') {
        // Expert keeps the game value: its move scores with the sign of the best.
        const mine = ranked.find((m) => m.row === move.row && m.col === move.col);
        assert.equal(Math.sign(mine.score), Math.sign(ranked[0].score), `${s} ${p}`);
      }
      const code = oracle.isReachable(s) ? 'WRONG_TURN' : 'IMPOSSIBLE_POSITION';
      assert.throws(() => strict.bestMove(oracle.toBoard(s), p), { code, name: 'Error' });
    }
  }
  const strictAnalyzer = new api.GameAnalyzer({ strict: true });
  for (const [s, p] of sample) {
    const code = oracle.isReachable(s) ? 'WRONG_TURN' : 'IMPOSSIBLE_POSITION';
    assert.throws(() => strictAnalyzer.analyze(oracle.toBoard(s), p), { code });
  }
});
