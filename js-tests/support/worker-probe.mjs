// Run by entries.test.mjs in a process of its own: loads oxo-ai/worker both ways an app does
// (`import`, `require`), calls a real worker through each, and reports what it got and which
// WebAssembly entry points this thread called: none may be (API reference "Loading": the worker compiles).
import { createRequire } from 'node:module';
import { spyWasm } from './wasm-spy.mjs';

const used = spyWasm();
const require = createRequire(import.meta.url);
const out = {};
const board = [[null, null, null], [null, null, null], [null, null, null]];
for (const [kind, load] of [['esm', () => import('oxo-ai/worker')], ['cjs', async () => require('oxo-ai/worker')]]) {
  const m = await load();
  const move = await new m.AIEngine().bestMove(board, 'X');
  const mnkMove = await new m.MnkEngine({ rows: 6, cols: 7, k: 4, gravity: true }, { maxNodes: 20000 }).bestMove(Array(42).fill(null), 'X');
  // X's win of the game in one (js-tests/ultimate.test.mjs's WIN_TEXT), with a signal that never aborts.
  const win = 'XXXXXX.........XX............O...O......O...........O..O...O.......O............O 3,2';
  const ultimateMove = await new m.UltimateEngine(undefined, { timeMs: 50 }).bestMove(win, 'X', { signal: new AbortController().signal });
  await m.terminate();
  out[kind] = { names: Object.keys(m).filter((k) => k !== 'default' && k !== 'module.exports'), move, mnkMove, ultimateMove, difficulty: m.Difficulty };
}
out.wasm = [...used];
// The board utilities answer on this thread, after the check above.
const esm = await import('oxo-ai/worker');
out.board = [esm.fromCell(4), require('oxo-ai/worker').fromCell(5, 1)];
out.oneClient = esm.AIEngine === require('oxo-ai/worker').AIEngine;
console.log(JSON.stringify(out));
