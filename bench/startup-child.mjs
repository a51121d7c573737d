// One cold start, run in a fresh `node` process by run.mjs: import the engine, make its first
// answer (Hard's move on the empty board), print the times as JSON.
//   node startup-child.mjs esm|cjs|baseline|none
import { createRequire } from 'node:module';

const mode = process.argv[2];
const t0 = performance.now(); // ms since this process started
let api;
if (mode === 'esm') api = await import('oxo-ai');
else if (mode === 'cjs') api = createRequire(import.meta.url)('oxo-ai');
else if (mode === 'baseline') api = await import('./baseline/index.mjs');
const t1 = performance.now();
let move = null;
if (api) move = new api.AIEngine({ difficulty: 'hard' }).bestMove(api.emptyBoard(), 'X');
const t2 = performance.now();
process.stdout.write(JSON.stringify({ mode, boot: t0, import: t1 - t0, firstAnswer: t2 - t1, total: t2, move }));
