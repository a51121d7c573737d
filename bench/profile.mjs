// Where a call into oxo-ai spends its time: micro-benchmarks that isolate the parts of the
// JS <-> wasm boundary (the call itself, reading the board, converting cells, building the
// result) using the published package's own exports, plus a tiny hand-assembled wasm module
// that shows what the bare WebAssembly call costs on this machine.

import { keep, timeCases, median, pairedRatio } from './harness.mjs';

/** A minimal wasm module: `nop()`, `sum9(a..i)` (9 i32 in, 1 out) and `call9(x)` (9 imports). */
function tinyModule(importFn) {
  const leb = (n) => {
    const out = [];
    do {
      let b = n & 0x7f;
      n >>>= 7;
      if (n) b |= 0x80;
      out.push(b);
    } while (n);
    return out;
  };
  const name = (s) => [...leb(s.length), ...Buffer.from(s, 'utf8')];
  const vec = (items) => [...leb(items.length), ...items.flat()];
  const section = (id, bytes) => [id, ...leb(bytes.length), ...bytes];
  const I32 = 0x7f;
  const functype = (params, results) => [0x60, ...vec(params), ...vec(results)];
  const body = (code) => [...leb(code.length + 2), 0x00, ...code, 0x0b];
  const types = vec([functype([], [I32]), functype(Array(9).fill(I32), [I32]), functype([I32], [I32])]);
  const imports = vec([[...name('env'), ...name('f'), 0x00, 2]]);
  const funcs = vec([[0], [1], [2]]); // nop, sum9, call9 (indices 1, 2, 3; the import is 0)
  const exports = vec([
    [...name('nop'), 0x00, 1],
    [...name('sum9'), 0x00, 2],
    [...name('call9'), 0x00, 3],
  ]);
  const sum9 = [0x20, 0];
  for (let i = 1; i < 9; i++) sum9.push(0x20, i, 0x6a);
  const call9 = [0x20, 0, 0x10, 0];
  for (let i = 1; i < 9; i++) call9.push(0x20, 0, 0x10, 0, 0x6a);
  const code = vec([body([0x41, 0]), body(sum9), body(call9)]);
  const bytes = new Uint8Array([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, types), ...section(2, imports), ...section(3, funcs),
    ...section(7, exports), ...section(10, code),
  ]);
  return new WebAssembly.Instance(new WebAssembly.Module(bytes), { env: { f: importFn } }).exports;
}

/**
 * Runs the boundary micro-benchmarks. `floorMove` is the bench's floor function; `positions`
 * the reachable positions. Returns `{ cases, derived }` (nanoseconds per call).
 */
export async function profileBoundary(oxo, { floorMove, positions, rounds, roundMs, log }) {
  const live = positions.filter((p) => !p.terminal);
  const finished = positions.filter((p) => p.terminal);
  const liveBoards = live.map((p) => p.board);
  const livePlayers = live.map((p) => p.player);
  const finishedBoards = finished.map((p) => p.board);
  const finishedPlayers = finished.map((p) => p.player);
  const N = (a) => a.length;

  const empty = oxo.emptyBoard();
  // A full board: 9 string cells; the empty board: 9 null cells. Same shape, same call.
  const full = [['X', 'O', 'X'], ['X', 'O', 'O'], ['O', 'X', 'X']];
  const oneEmpty = [['X', 'O', 'X'], ['X', 'O', 'O'], ['O', 'X', null]];

  const wasm = tinyModule((x) => x);
  // What wasm-bindgen's glue wraps around every import declared with `catch` (Reflect.get,
  // Array.isArray, String(...) in src/boundary/wasm/read.rs): a fresh closure and `apply(arguments)`.
  function handleError(f, args) {
    try {
      return f.apply(this, args);
    } catch (e) {
      return -1;
    }
  }
  const wrapped = tinyModule(function () { return handleError(function (x) { return x; }, arguments); });
  const hard = new oxo.AIEngine({ difficulty: 'hard', seed: 1 });

  // The proposed boundary in miniature: read the 9 cells in JS, turn each into a small code
  // without judging it, one wasm call with 9 numbers, a fresh { row, col } from the answer.
  const code = (v) => (v === null ? 0 : typeof v === 'string' && v.length === 1 ? v.charCodeAt(0) : 1);
  const ROW = [0, 0, 0, 1, 1, 1, 2, 2, 2];
  const COL = [0, 1, 2, 0, 1, 2, 0, 1, 2];
  const jsReaderPlusCall = (b) => {
    const r0 = b[0], r1 = b[1], r2 = b[2];
    const i = wasm.sum9(code(r0[0]), code(r0[1]), code(r0[2]), code(r1[0]), code(r1[1]), code(r1[2]),
      code(r2[0]), code(r2[1]), code(r2[2])) % 9;
    return { row: ROW[i], col: COL[i] };
  };

  const utf8 = new TextDecoder('utf-8', { ignoreBOM: true, fatal: true });
  const keyBytes = new TextEncoder().encode('length');

  const cases = [
    { id: 'floor', what: 'JS floor: read 9 cells, return a new { row, col }', calls: N(liveBoards),
      pass: () => { for (let i = 0; i < liveBoards.length; i++) keep(floorMove(liveBoards[i], livePlayers[i])); } },
    { id: 'wasm.nop', what: 'bare wasm export, no arguments (hand-made module)', calls: 4096,
      pass: () => { let s = 0; for (let i = 0; i < 4096; i++) s += wasm.nop(); keep(s); } },
    { id: 'wasm.sum9', what: 'bare wasm export with 9 numbers (hand-made module)', calls: 4096,
      pass: () => { let s = 0; for (let i = 0; i < 4096; i++) s += wasm.sum9(i, 1, 2, 3, 4, 5, 6, 7, 8); keep(s); } },
    { id: 'wasm.call9', what: 'bare wasm export that calls a JS import 9 times', calls: 4096,
      pass: () => { let s = 0; for (let i = 0; i < 4096; i++) s += wasm.call9(i); keep(s); } },
    { id: 'wasm.call9(catch)', what: 'the same 9 imports, each wrapped the way the glue wraps a `catch` import', calls: 4096,
      pass: () => { let s = 0; for (let i = 0; i < 4096; i++) s += wrapped.call9(i); keep(s); } },
    { id: 'js-reader+sum9', what: 'JS reader: 9 cells -> codes, one call with 9 numbers, new { row, col }', calls: N(liveBoards),
      pass: () => { for (let i = 0; i < liveBoards.length; i++) keep(jsReaderPlusCall(liveBoards[i])); } },
    { id: 'utf8-key', what: "TextDecoder.decode of 'length' (what the glue does per string key)", calls: 4096,
      pass: () => { for (let i = 0; i < 4096; i++) keep(utf8.decode(keyBytes)); } },
    { id: 'opponent', what: "oxo opponent('X'): one string in, one string out", calls: 4096,
      pass: () => { for (let i = 0; i < 4096; i++) keep(oxo.opponent(i & 1 ? 'X' : 'O')); } },
    { id: 'emptyBoard', what: 'oxo emptyBoard(): no input, a nested board built from Rust', calls: 4096,
      pass: () => { for (let i = 0; i < 4096; i++) keep(oxo.emptyBoard()); } },
    { id: 'isBoardFull(9 null)', what: 'oxo isBoardFull on the empty board: board read, no string cells', calls: 4096,
      pass: () => { for (let i = 0; i < 4096; i++) keep(oxo.isBoardFull(empty)); } },
    { id: 'isBoardFull(9 str)', what: 'oxo isBoardFull on a full board: board read, 9 string cells', calls: 4096,
      pass: () => { for (let i = 0; i < 4096; i++) keep(oxo.isBoardFull(full)); } },
    { id: 'checkWin', what: "oxo checkWin(board, 'X') over all positions: board + player read, bool out", calls: N(liveBoards),
      pass: () => { for (let i = 0; i < liveBoards.length; i++) keep(oxo.checkWin(liveBoards[i], 'X')); } },
    { id: 'bestMove(finished)', what: 'oxo Hard bestMove on finished boards: read + validate, null out', calls: N(finishedBoards),
      pass: () => { for (let i = 0; i < finishedBoards.length; i++) keep(hard.bestMove(finishedBoards[i], finishedPlayers[i])); } },
    { id: 'bestMove(live)', what: 'oxo Hard bestMove over all live positions: read + solve + { row, col }', calls: N(liveBoards),
      pass: () => { for (let i = 0; i < liveBoards.length; i++) keep(hard.bestMove(liveBoards[i], livePlayers[i])); } },
    { id: 'getAvailableMoves(1)', what: 'oxo getAvailableMoves, 1 empty cell: 1 result object', calls: 4096,
      pass: () => { for (let i = 0; i < 4096; i++) keep(oxo.getAvailableMoves(oneEmpty)); } },
    { id: 'getAvailableMoves(9)', what: 'oxo getAvailableMoves, empty board: 9 result objects', calls: 4096,
      pass: () => { for (let i = 0; i < 4096; i++) keep(oxo.getAvailableMoves(empty)); } },
  ];

  const samples = await timeCases(cases, { rounds, roundMs, log });
  const ns = Object.fromEntries(cases.map((c) => [c.id, median(samples[c.id])]));
  const paired = (a, b) => pairedRatio(samples[a], samples[b]);
  // Per-part estimates from differences of medians (each a difference of two measured calls).
  const derived = {
    'call (bare wasm export)': ns['wasm.nop'],
    'JS import call from wasm (bare, each)': (ns['wasm.call9'] - ns['wasm.nop']) / 9,
    'JS import call from wasm with the glue\'s catch wrapper (each)': (ns['wasm.call9(catch)'] - ns['wasm.nop']) / 9,
    'reading a board of 9 nulls: isBoardFull(9 null) − bare call': ns['isBoardFull(9 null)'] - ns['wasm.nop'],
    'one string cell over a null cell: (isBoardFull(9 str) − isBoardFull(9 null)) / 9':
      (ns['isBoardFull(9 str)'] - ns['isBoardFull(9 null)']) / 9,
    'one more { row, col } out: (getAvailableMoves(9) − getAvailableMoves(1)) / 8':
      (ns['getAvailableMoves(9)'] - ns['getAvailableMoves(1)']) / 8,
    'solving + the result object: bestMove(live) − bestMove(finished)': ns['bestMove(live)'] - ns['bestMove(finished)'],
    'a nested board out: emptyBoard': ns.emptyBoard,
  };
  const ratios = {
    'bestMove(live) / floor': paired('bestMove(live)', 'floor'),
    'checkWin / floor': paired('checkWin', 'floor'),
    'js-reader+sum9 / floor': paired('js-reader+sum9', 'floor'),
    'bestMove(live) / js-reader+sum9': paired('bestMove(live)', 'js-reader+sum9'),
  };
  return {
    cases: cases.map((c) => ({ id: c.id, what: c.what, nsPerCall: ns[c.id], samples: samples[c.id] })),
    derived,
    ratios,
  };
}
