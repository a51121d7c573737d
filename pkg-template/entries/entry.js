// The entry for browsers, bundlers and Deno (README "Loading"): the package's names, no init() to call.
// The WebAssembly module loads where the modules that use it are evaluated: ./engine-wasm.js, for
// every class (./api.js, ./more.js), its own file beside this one, compiled while it downloads
// on a page (a top-level await), read and compiled synchronously in a browser's worker scope so
// that importing never waits there (docs/DESIGN.md, "Importing in a worker never
// waits"). The board utilities and format converters are plain JavaScript: an app that uses only
// them fetches no WebAssembly. For a bundle format without top-level await (a classic worker,
// Vite's default `iife` worker format), `oxo-ai/inline` (entry-inline.js) has none anywhere in
// its graph.

export * from './board.js';
export * from './formats.js';
export * from './api.js';
export * from './more.js';
export * from './extras.js';
