// The board rules exist in both languages (issue 36): the Rust core's and the package's
// JavaScript board utilities. Each utility is held here to what the Rust core says
// (board-rules.txt, printed by `cargo run --bin board-rules`, see src/bin/board-rules.rs) on
// every one of the 3^9 boards, for both players: answers, error codes and messages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as api from 'oxo-ai';

const [header, ...rows] = readFileSync(new URL('./board-rules.txt', import.meta.url), 'utf8').trimEnd().split('\n');
const MESSAGES = JSON.parse(header);

const movesOf = (set) => [...Array(9).keys()].filter((i) => set & (1 << i)).map((i) => ({ row: Math.floor(i / 3), col: i % 3 }));
const cells = (s) => [...s].map((c) => (c === '.' ? null : c));
const nested = (s) => [cells(s).slice(0, 3), cells(s).slice(3, 6), cells(s).slice(6, 9)];

/** `fn`'s answer, or the error it threw as Rust writes it: `CODE:message`. */
function outcome(fn) {
  try {
    return { value: fn() };
  } catch (e) {
    return { error: `${e.code}:${e.message}` };
  }
}

/** What Rust printed for one answer: a value, or `!n` for message n. */
function expected(field, value) {
  return field.startsWith('!') ? { error: MESSAGES[Number(field.slice(1))] } : { value };
}

test('every board of 3^9, both players: the JS rules say what the Rust core says', () => {
  assert.equal(rows.length, 3 ** 9);
  let plays = 0;
  for (const [index, row] of rows.entries()) {
    const [s, winner, line, full, draw, side, ...byPlayer] = row.split('\t');
    const board = index % 2 ? nested(s) : cells(s); // both spellings of a board
    assert.equal(api.formatBoard(board), s);
    assert.equal(api.getWinner(board), winner === '-' ? null : winner, s);
    assert.deepEqual(api.getWinningLine(board), Number(line) === 0 ? null : movesOf(Number(line)), s);
    assert.equal(api.isBoardFull(board), full === '1', s);
    assert.equal(api.isDraw(board), draw === '1', s);
    assert.deepEqual(api.getAvailableMoves(board), movesOf(~[...s].reduce((m, c, i) => (c === '.' ? m : m | (1 << i)), 0) & 511), s);
    assert.deepEqual(outcome(() => api.sideToMove(board)), expected(side, side === '-' ? null : side), s);
    for (const [k, p] of ['X', 'O'].entries()) {
      const [won, legal, play] = byPlayer.slice(3 * k, 3 * k + 3);
      assert.equal(api.checkWin(board, p), won === '1', `${s} ${p}`);
      assert.deepEqual(outcome(() => api.getLegalMoves(board, p)), expected(legal, movesOf(Number(legal))), `${s} ${p}`);
      for (const [sq, result] of play.split(',').entries()) {
        const move = { row: Math.floor(sq / 3), col: sq % 3 };
        const after = s.slice(0, sq) + p + s.slice(sq + 1);
        assert.deepEqual(outcome(() => api.applyMove(board, move, p)), expected(result, nested(after)), `${s} ${p} ${sq}`);
        plays += 1;
      }
    }
  }
  assert.equal(plays, 3 ** 9 * 18);
});
