// Connect Four (issue 50, API reference "Connect Four: perfect play"): the opening book the package ships, read at once in Node;
// `ready()`; answers from the book within a node budget no search could meet; every column's
// value as a hint; a book that cannot be loaded (missing, truncated, corrupt) is a coded error
// naming the file while the engine answers by search; and the same through oxo-ai/worker.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { Games, MnkEngine, MnkGame } from 'oxo-ai/mnk';
import { MnkEngine as WorkerMnkEngine, terminate } from 'oxo-ai/worker';
import { makeRng } from './support/seeded.mjs';

const game = new MnkGame(Games.connectFour);
const empty = game.emptyBoard();
/** The board after dropping in `columns` (0-based), X first. */
const after = (columns) => columns.reduce((b, c, i) => game.applyMove(b, c, i % 2 ? 'O' : 'X'), empty);

test('the book is read at once in Node: the empty board is a first-player win in 41 plies within one node', async () => {
  const engine = new MnkEngine(Games.connectFour);
  // In Node the book is read before the constructor returns: no need to wait.
  const solved = engine.solve(empty, 'X', { maxNodes: 1 });
  await engine.ready();
  assert.deepEqual(solved, { complete: true, value: 'win', plies: 41, move: { row: 5, col: 3 }, nodes: 0 });
  assert.deepEqual(engine.bestMove(empty, 'X'), { row: 5, col: 3 });
  // Without the book a node budget of 1 proves nothing: the answer came from the book.
  const gomoku = new MnkEngine(Games.gomoku);
  await gomoku.ready(); // rules that use no book: at once
  const plain = new MnkEngine({ rows: 6, cols: 7, k: 4, gravity: true, misere: true });
  await plain.ready();
  assert.equal(plain.solve(empty, 'X', { maxNodes: 1 }).complete, false, 'misère Connect Four has no book');
});

test('a hint on the empty board: every column valued from the book, best first', () => {
  const engine = new MnkEngine(Games.connectFour);
  const moves = engine.rankedMoves(empty, 'X', { maxNodes: 1 });
  assert.equal(moves.length, 7);
  for (const m of moves) assert.notEqual(m.value, null, `column ${m.col} is valued from the book`);
  assert.deepEqual(moves[0], { row: 5, col: 3, value: 'win', plies: 41 });
  // Mirror images value alike, and the centre is the only winning first move.
  const byCol = Object.fromEntries(moves.map((m) => [m.col, m]));
  for (const c of [0, 1, 2]) assert.deepEqual({ ...byCol[c], col: 0 }, { ...byCol[6 - c], col: 0 });
  assert.equal(moves.filter((m) => m.value === 'win').length, 1);
});

test('Hard replies from the book to every first disc, and each reply keeps the value solve gives', () => {
  const engine = new MnkEngine(Games.connectFour, { maxNodes: 1 });
  for (let c = 0; c < 7; c++) {
    const board = after([c]);
    const solved = engine.solve(board, 'O', { maxNodes: 1 });
    assert.equal(solved.complete, true, `after column ${c}`);
    assert.deepEqual(engine.bestMove(board, 'O'), solved.move);
    const next = new MnkEngine(Games.connectFour).rankedMoves(board, 'O', { maxNodes: 1 }).find((m) => m.col === solved.move.col);
    if (next.value !== null) assert.deepEqual([next.value, next.plies], [solved.value, solved.plies]);
  }
});

/** A random position of `discs` discs as the bench draws them: no four made, no win in one for the side to move. */
function randomPosition(rng, discs) {
  for (;;) {
    let board = empty;
    let player = 'X';
    let ok = true;
    for (let i = 0; i < discs && ok; i++) {
      const col = rng.pick(game.getAvailableMoves(board));
      board = game.applyMove(board, col, player);
      ok = !game.getWinner(board);
      player = player === 'X' ? 'O' : 'X';
    }
    if (ok && !game.getAvailableMoves(board).some((c) => game.getWinner(game.applyMove(board, c, player)))) return { board, player };
  }
}

test('any position of up to 8 discs is answered from the data within one node, as the search without it answers', () => {
  const rng = makeRng(60);
  const engine = new MnkEngine(Games.connectFour);
  const hard = new MnkEngine(Games.connectFour, { maxNodes: 1 });
  const { copy } = packageWithBook(null);
  try {
    const searching = createRequire(import.meta.url)(join(copy, 'node', 'mnk.cjs'));
    const search = new searching.MnkEngine(searching.Games.connectFour);
    for (let discs = 1; discs <= 8; discs++) {
      for (let i = 0; i < 12; i++) {
        const { board, player } = randomPosition(rng, discs);
        const solved = engine.solve(board, player, { maxNodes: 1 });
        assert.equal(solved.complete, true, `${discs} discs: ${JSON.stringify(board)}`);
        assert.equal(solved.nodes, 0);
        const ranked = engine.rankedMoves(board, player, { maxNodes: 1 });
        assert.ok(ranked.every((m) => m.value !== null), 'every column from the data');
        assert.deepEqual([ranked[0].value, ranked[0].plies], [solved.value, solved.plies]);
        assert.deepEqual(hard.bestMove(board, player), solved.move, "Hard's move is the solved one");
        if (i === 0 && discs >= 6) {
          // The search without the data (a copy of the package without its book's file) agrees.
          const searched = search.solve(board, player, { timeMs: 60_000 });
          assert.deepEqual(searched, { ...solved, nodes: searched.nodes });
          assert.deepEqual(search.rankedMoves(board, player, { timeMs: 60_000 }), ranked);
        }
      }
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

/** The installed package copied to a scratch folder, its book replaced by `bytes` (or removed). */
function packageWithBook(bytes) {
  const root = join(dirname(fileURLToPath(import.meta.resolve('oxo-ai/mnk'))), '..');
  const copy = mkdtempSync(join(tmpdir(), 'oxo-book-'));
  cpSync(root, copy, { recursive: true });
  const book = join(copy, 'web', 'connect-four.oxc4');
  // No book: neither the file nor its base64 copy (the fallback where the file cannot be read).
  if (bytes === null) for (const f of [book, `${book}.b64.js`]) rmSync(f);
  else writeFileSync(book, bytes);
  return { copy, book, original: readFileSync(join(root, 'web', 'connect-four.oxc4')) };
}

/** In a fresh Node process: ready()'s outcome and a search's answer with the copy's book, from the entry at `entry`. */
function tryBook(copy, entry) {
  const script = `
    const m = await import(${JSON.stringify(join(copy, entry))});
    const engine = new m.MnkEngine(m.Games.connectFour);
    const outcome = await engine.ready().then(() => ({ ok: true }), (e) => ({ code: e.code, name: e.constructor.name, message: e.message }));
    const board = new m.MnkGame(m.Games.connectFour).emptyBoard();
    const solved = engine.solve(board, 'X', { maxNodes: 2000 });
    const again = await new m.MnkEngine(m.Games.connectFour).ready().then(() => 'ok', (e) => e.code);
    console.log(JSON.stringify({ outcome, complete: solved.complete, move: solved.move, again }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
}

test('a book that cannot be loaded is BOOK_UNAVAILABLE naming the file, and the engine answers by search', () => {
  const { original } = packageWithBook(Buffer.alloc(0));
  const cases = [
    [null, 'the file could not be fetched'],
    [original.subarray(0, original.length - 1), 'the file is truncated'],
    [Buffer.concat([original.subarray(0, original.length - 1), Buffer.from([original[original.length - 1] ^ 0x20])]), 'the file is corrupt'],
    [Buffer.from('PK\u0003\u0004 not a book at all'), 'not an oxo-ai Connect Four book'],
  ];
  for (const [bytes, reason] of cases) {
    const { copy } = packageWithBook(bytes);
    try {
      for (const entry of ['node/mnk.cjs', 'web/mnk.js']) {
        const got = tryBook(copy, entry);
        assert.equal(got.outcome.code, 'BOOK_UNAVAILABLE', `${entry}: ${reason}`);
        assert.equal(got.outcome.name, 'Error');
        assert.match(got.outcome.message, /^the Connect Four opening book \S*connect-four\.oxc4 could not be loaded: /);
        assert.ok(got.outcome.message.includes(reason), `${entry}: ${got.outcome.message}`);
        assert.equal(got.complete, false, 'nothing of the book was kept: the search proves nothing in 2,000 nodes');
        assert.deepEqual(got.move, { row: 5, col: 3 }, 'but it still answers with a legal move');
        assert.equal(got.again, 'BOOK_UNAVAILABLE', 'a later engine tries again, and fails again');
      }
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }
  // The intact book through the same path reads; and where the file is gone but its base64 copy
  // is there (a server bundle, Deno without read access), the copy serves.
  const { copy } = packageWithBook(original);
  try {
    assert.deepEqual(tryBook(copy, 'web/mnk.js').outcome, { ok: true });
    rmSync(join(copy, 'web', 'connect-four.oxc4'));
    for (const entry of ['node/mnk.cjs', 'web/mnk.js']) assert.deepEqual(tryBook(copy, entry).outcome, { ok: true }, entry);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});

test('oxo-ai/worker: the worker loads the book; ready() resolves and the empty board is solved from it', async () => {
  const engine = new WorkerMnkEngine(Games.connectFour);
  try {
    await engine.ready();
    const solved = await engine.solve(empty, 'X', { maxNodes: 1 });
    assert.deepEqual([solved.complete, solved.value, solved.plies], [true, 'win', 41]);
    assert.deepEqual(await engine.bestMove(after([3]), 'O'), new MnkEngine(Games.connectFour).bestMove(after([3]), 'O'));
  } finally {
    await terminate();
  }
});

test('memory: a long Connect Four search, a hint, an analysis and a fallback keep the module under 64 MiB', () => {
  const root = join(dirname(fileURLToPath(import.meta.resolve('oxo-ai/mnk'))), '..');
  // The mnk module's instance, as node/mnk.cjs loaded it: initSync answers the existing exports.
  const wasm = createRequire(import.meta.url)(join(root, 'node', 'oxo_ai_mnk.cjs')).initSync();
  const engine = new MnkEngine(Games.connectFour, { timeMs: 300 });
  // A position of 6 discs off the book's lines: seconds of search, enough to grow the table to its bound.
  const board = after([0, 6, 0, 6, 1, 5]);
  engine.solve(board, 'X', { timeMs: 4000 });
  engine.rankedMoves(board, 'X', { timeMs: 2000 });
  engine.analyze(board, 'X');
  engine.bestMove(board, 'X');
  const mib = wasm.memory.buffer.byteLength / 2 ** 20;
  assert.ok(mib <= 64, `the mnk module's memory is ${mib} MiB`);
  engine.free();
});
