'use strict';
// The CommonJS twin of ./worker-place.js, for node/worker.cjs (Node and Bun): the worker modules are web/'s.

const { join } = require('node:path');
const { pathToFileURL } = require('node:url');

/** The worker module's URL: the 3×3 engine's, or with `mnk` oxo-ai/mnk's. */
function hostUrl(mnk) {
  return pathToFileURL(join(__dirname, '..', 'web', mnk ? 'worker-mnk-host.js' : 'worker-host.js'));
}

/** A module Worker (Bun). */
exports.moduleWorker = (mnk) => new Worker(hostUrl(mnk), { type: 'module' });
exports.hostUrl = hostUrl;
