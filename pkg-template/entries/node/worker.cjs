'use strict';
// oxo-ai/worker's client for `require` (Node, Bun): scripts/build.mjs puts in place of the /* esbuild */
// line the bundle of pkg-template/entries/node-worker.js (the client, its readers and the board
// utilities), in which import.meta.url is web/worker.js's, so that it starts web/'s worker modules.
const importMetaUrl = require('node:url').pathToFileURL(require('node:path').join(__dirname, '..', 'web', 'worker.js')).href;
/* esbuild: pkg-template/entries/node-worker.js */
