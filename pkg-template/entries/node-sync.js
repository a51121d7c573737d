// node/module-sync.mjs (Node 20.19+ and 22.12+, the "module-sync" condition: `import` and
// `require` alike, so one instance), bundled by esbuild into one function's scope with the web
// glue and the layer: the engine's .wasm read synchronously. It loads no CommonJS and imports no
// `node:` module (an import of a built-in costs 2-4 ms). `moduleUrl` is the file's
// import.meta.url, set by the build's first line (a function's scope has no import.meta).
import { initSync } from './oxo_ai.js';

const { readFileSync } = globalThis.process.getBuiltinModule('node:fs');
initSync({ module: readFileSync(new URL('../web/oxo_ai_bg.wasm', moduleUrl)) });

export * from './board.js';
export * from './formats.js';
export * from './api.js';
export * from './more.js';
export * from './extras.js';
