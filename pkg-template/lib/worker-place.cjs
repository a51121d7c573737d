'use strict';
// The CommonJS twin of ./worker-place.js, for node/worker.cjs (`require('oxo-ai/worker')` in
// Node and Bun; Deno loads the ES module client): the worker modules are the ES modules in web/.

const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

/** The worker module's URL: the 3×3 engine's, or with `mnk` oxo-ai/mnk's. */
function hostUrl(mnk) {
  return pathToFileURL(join(__dirname, '..', 'web', mnk ? 'worker-mnk-host.js' : 'worker-host.js'));
}

/** A module Worker (Bun). */
function moduleWorker(mnk) {
  return new Worker(hostUrl(mnk), { type: 'module' });
}

exports.moduleWorker = moduleWorker;
exports.hostUrl = hostUrl;
