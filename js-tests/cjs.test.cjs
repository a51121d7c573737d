// The package through `require`, as a CommonJS user gets it: it loads with no init step,
// exposes the same module-level names as the ESM entry, and answers.
'use strict';
const { test } = require('node:test');
const assert = require('node:assert/strict');

const oxo = require('oxo-ai');

const INTEROP = new Set(['default', '__esModule', 'module.exports']);
const names = (ns) => Object.keys(ns).filter((k) => !INTEROP.has(k)).sort();

test('require("oxo-ai") loads and exposes the API', () => {
  for (const name of ['AIEngine', 'emptyBoard', 'applyMove', 'checkWin', 'isBoardFull', 'isDraw',
    'getAvailableMoves', 'opponent', 'getWinner', 'getWinningLine', 'toFlat', 'fromFlat',
    'toOnChain', 'fromOnChain']) {
    assert.equal(typeof oxo[name], 'function', name);
  }
  assert.equal(oxo.Difficulty.Hard, 'hard');
  assert.equal(oxo.Difficulty.Expert, 'expert');
});

test('the same module-level exports as the ESM entry, from one instance', async () => {
  const esm = await import('oxo-ai');
  assert.deepEqual(names(oxo), names(esm));
  for (const name of names(oxo)) assert.equal(esm[name], oxo[name], `${name} differs between require and import`);
  // One instance: classes are shared, so instanceof holds across require and import.
  assert.ok(new esm.AIEngine() instanceof oxo.AIEngine);
});

test('calls work', () => {
  const { AIEngine, emptyBoard, applyMove, getWinner, toOnChain, fromOnChain } = oxo;
  const engine = new AIEngine();
  assert.deepEqual(engine.bestMove(emptyBoard(), 'X'), { row: 1, col: 1 });
  const board = applyMove(applyMove(emptyBoard(), { row: 1, col: 1 }, 'X'), { row: 0, col: 0 }, 'O');
  assert.deepEqual(board, [['O', null, null], [null, 'X', null], [null, null, null]]);
  assert.deepEqual(toOnChain(board), [2, 0, 0, 0, 1, 0, 0, 0, 0]);
  assert.deepEqual(fromOnChain([2n, 0n, 0n, 0n, 1n, 0n, 0n, 0n, 0n]), board);
  assert.equal(getWinner(board), null);
  assert.deepEqual(engine.rankedMoves([['X', 'X', null], ['O', 'O', null], [null, null, null]], 'X')[0],
    { row: 0, col: 2, score: 1, depth: 1 });
});

test('errors carry their code through require too', () => {
  const engine = new oxo.AIEngine({ strict: true });
  assert.throws(() => engine.bestMove(oxo.emptyBoard(), 'O'),
    (err) => err instanceof Error && !(err instanceof TypeError) && err.code === 'WRONG_TURN');
  assert.throws(() => oxo.opponent('x'), (err) => err instanceof TypeError && err.code === 'INVALID_PLAYER');
  assert.deepEqual(engine.bestMove(oxo.emptyBoard(), 'X'), { row: 1, col: 1 });
});
