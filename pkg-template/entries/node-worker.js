// node/worker.cjs's bundle (esbuild, into pkg-template/entries/node/worker.cjs): oxo-ai/worker's
// client with the readers and board utilities it imports.
export * from './worker.js';
