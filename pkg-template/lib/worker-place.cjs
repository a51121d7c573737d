'use strict';
// The CommonJS twin of ./worker-place.js, for node/worker.cjs (`require('oxo-ai/worker')` in
// Node and Bun; Deno loads the ES module client): the worker module is the ES module in web/.

const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

/** The worker module's URL. */
function hostUrl() {
  return pathToFileURL(join(__dirname, '..', 'web', 'worker-host.js'));
}

/** A module Worker (Bun). */
function moduleWorker() {
  return new Worker(hostUrl(), { type: 'module' });
}

exports.moduleWorker = moduleWorker;
exports.hostUrl = hostUrl;
