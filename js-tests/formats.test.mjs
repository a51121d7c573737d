// Boards and moves in other formats, read in JavaScript (issue 36): on-chain boards in every
// shape an SDK returns, a server's marks, { x, y }, cell numbers and the notation. These are the
// assertions the Rust readers' tests (tests/input.rs) made before the readers moved to the JS
// layer, kept word for word through the public API, and what reading them loads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import * as api from 'oxo-ai';
import { refuses } from './support/check.mjs';

const { fromOnChain, fromMarks, toMarks, fromXY, toCell, fromCell, formatBoard, parseBoard } = api;

/** `X.O......` as on-chain codes. */
const CODES = [1, 0, 2, 0, 0, 0, 0, 0, 0];
const BOARD = parseBoard('X.O......');

const uintCv = (code, numbered) => ({ type: numbered ? 1 : 'uint', value: BigInt(code) });

test('on-chain boards in every shape an SDK returns', () => {
  const list7 = { type: 'list', value: CODES.map((c) => uintCv(c, false)) };
  const list6 = { type: 11, list: CODES.map((c) => uintCv(c, true)) };
  const toValue = { type: '(list 9 uint)', value: CODES.map((c) => ({ type: 'uint', value: String(c) })) };
  const shapes = {
    numbers: CODES,
    strings: CODES.map(String),
    '7.x': list7,
    '6.x': list6,
    'ok 7.x': { type: 'ok', value: list7 },
    'ok 6.x': { type: 7, value: list6 },
    some: { type: 'some', value: list7 },
    cvToValue: toValue,
    cvToJSON: { type: '(response (list 9 uint) uint)', success: true, value: toValue },
  };
  for (const [what, value] of Object.entries(shapes)) assert.deepEqual(fromOnChain(value), BOARD, what);
});

test('on-chain refusals name what they found', () => {
  refuses(() => fromOnChain({ type: 'err', value: uintCv(105, false) }), 'INVALID_BOARD', 'TypeError', 'on-chain board is an (err u105) response');
  refuses(() => fromOnChain({ type: 'none' }), 'INVALID_BOARD', undefined, 'on-chain board is none (an empty optional)');
  refuses(() => fromOnChain({ type: 'tuple', value: {} }), 'INVALID_BOARD', undefined,
    'on-chain board must be a list of 9 unsigned ints (0, 1, 2), got a Clarity tuple');
  refuses(() => fromOnChain([0, 0, 3, 0, 0, 0, 0, 0, 0]), 'INVALID_BOARD', 'RangeError', 'on-chain board[2] must be 0, 1 or 2, got 3');
  refuses(() => fromOnChain(new Array(8).fill(0)), 'INVALID_BOARD', undefined,
    'on-chain board must be a list of 9 unsigned ints, got an array of length 8');
  // A response that is not ok, in cvToJSON's shape, and a getter that throws.
  refuses(() => fromOnChain({ type: '(response (list 9 uint) uint)', success: false, value: { type: 'uint', value: '3' } }),
    'INVALID_BOARD', 'TypeError', 'on-chain board is an (err u3) response');
  refuses(() => fromOnChain({ get type() { throw new Error('no type'); } }), 'INVALID_BOARD', 'TypeError',
    'on-chain board type: reading it threw "no type"');
  // A type named like an Object.prototype key is no Clarity kind.
  refuses(() => fromOnChain({ type: 'constructor', value: CODES }), 'INVALID_BOARD', 'TypeError',
    'on-chain board must be a list of 9 unsigned ints (0, 1, 2), got a Clarity constructor');
});

test('boards in any two marks read nested or flat', () => {
  const users = { X: 'max', O: 'moritz' };
  assert.equal(formatBoard(fromMarks([['max', 'moritz', ''], ['', 'max', ''], ['', '', '']], users)), 'XO..X....');
  // Flat, lowercase marks and 0 for empty (the authoritative-server view).
  assert.equal(formatBoard(fromMarks([0, 'x', 0, 0, 'o', 0, null, undefined, '.'], { X: 'x', O: 'o' })), '.X..O....');
  // Numbers as marks; a named empty replaces the usual ones.
  const numbers = { X: 1, O: 2, empty: -1 };
  assert.equal(formatBoard(fromMarks([1, 2, -1, -1, -1, -1, -1, -1, 1], numbers)), 'XO......X');
  refuses(() => fromMarks([1, 2, 0, -1, -1, -1, -1, -1, 1], numbers), 'INVALID_BOARD', 'TypeError', 'cell (0, 2) must be 1, 2 or -1, got 0');
  // NaN marks itself (SameValueZero).
  assert.equal(formatBoard(fromMarks([NaN, 0, 0, 0, 0, 0, 0, 0, 0], { X: NaN, O: 'o' })), 'X........');
});

test('marks and cells that do not fit are coded errors', () => {
  const users = { X: 'max', O: 'moritz' };
  const blank = new Array(9).fill('');
  refuses(() => fromMarks(['max', 'bob', '', '', '', '', '', '', ''], users), 'INVALID_BOARD', undefined,
    'cell (0, 1) must be "max", "moritz" or empty, got "bob"');
  for (const [marks, message] of [
    [{ X: 'a', O: 'a' }, 'marks.X and marks.O must differ, both are "a"'],
    [{ X: 'a' }, 'marks.O is missing: say which value marks O'],
    [{ X: 'a', O: 'b', empty: 'b' }, 'marks.empty must differ from marks.X and marks.O, got "b"'],
    [undefined, 'marks must be an object { X, O, empty? }, got undefined'],
  ]) {
    refuses(() => fromMarks(blank, marks), 'INVALID_OPTION', undefined, message);
  }
  refuses(() => fromMarks(['', '', '', ''], users), 'INVALID_BOARD', undefined,
    'board must be an array of 3 rows of 3 cells or of 9 cells, got an array of length 4');
  refuses(() => fromMarks([blank, blank, blank], users), 'INVALID_BOARD', undefined, 'row 0 must be an array of 3 cells, got an array of length 9');
  // Written back in the same marks; empty is '' unless named.
  assert.deepEqual(toMarks(parseBoard('XO..X....'), users).flat(), ['max', 'moritz', '', '', 'max', '', '', '', '']);
});

test('moves as { x, y } and cell numbers', () => {
  assert.deepEqual(fromXY({ x: 2, y: 0 }), { row: 0, col: 2 });
  refuses(() => fromXY({ x: 3, y: 0 }), 'INVALID_MOVE', 'RangeError', 'move.x must be an integer 0..2, got 3');
  refuses(() => fromXY({ x: 0, y: '1' }), 'INVALID_MOVE', 'TypeError', 'move.y must be a number, got "1"');
  refuses(() => fromXY(4), 'INVALID_MOVE');
  assert.equal(toCell({ row: 0, col: 0 }), 0);
  assert.equal(toCell({ row: 0, col: 0 }, 1), 1);
  for (const bad of [2, '1', 0.5]) refuses(() => toCell({ row: 0, col: 0 }, bad), 'INVALID_OPTION');
  assert.deepEqual(fromCell(9, 1), { row: 2, col: 2 });
  assert.deepEqual(fromCell(0, 0), { row: 0, col: 0 });
  for (const [cell, base] of [[0, 1], [9, 0], [1.5, 0], [NaN, 1]]) refuses(() => fromCell(cell, base), 'INVALID_MOVE', 'RangeError');
  refuses(() => fromCell(10, 1), 'INVALID_MOVE', undefined, 'cell must be an integer 1..9, got 10');
});

test('the notation: every accepted character listed, a long string named by its length', () => {
  refuses(() => parseBoard('X'.repeat(40)), 'INVALID_BOARD', 'TypeError', 'board notation must have 9 cells, got 40 characters');
  refuses(() => parseBoard('X.O..?...'), 'INVALID_BOARD', 'TypeError', "board notation cell (1, 2) must be 'X', 'x', 'O', 'o', '.' or '-', got \"?\"");
  refuses(() => parseBoard(9), 'INVALID_BOARD', 'TypeError', 'board notation must be a string such as "X.O......", got 9');
  assert.deepEqual(parseBoard('x-o------'), BOARD);
});

test('a board cell message lists every accepted value', () => {
  refuses(() => api.checkWin([7, null, null, null, null, null, null, null, null], 'X'), 'INVALID_BOARD', 'TypeError',
    "cell (0, 0) must be 'X', 'x', 'O', 'o', or empty: null, undefined, '', ' ', '.', '_' or '-', got 7");
});

test('the board utilities and the format readers load no wasm', () => {
  // The CommonJS entry's layer compiles the engine on require; the ES layer files do not: the
  // utilities and formats import no wasm glue (checked by their import graphs).
  const require = createRequire(import.meta.url);
  const root = require.resolve('oxo-ai/package.json').replace(/package\.json$/, '');
  const seen = new Set();
  const visit = async (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(`${root}web/${file}`, 'utf8');
    for (const [, dep] of text.matchAll(/from '\.\/([^']+)'/g)) await visit(dep);
  };
  return Promise.all(['board.js', 'formats.js'].map(visit)).then(() => {
    for (const file of seen) assert.ok(!/oxo_ai|wasm/.test(file), `${file} is in the board utilities' import graph`);
    assert.ok(seen.has('read.js') && seen.has('rules.js') && seen.has('wire.js'), [...seen].join());
  });
});
