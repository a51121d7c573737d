#!/usr/bin/env node
// Does a top-level await that is never reached delay a module worker's evaluation past its first
// message? (docs/DESIGN.md, "Importing in a worker never waits".) The page (page.html) creates a
// module worker per variant and posts it a message in the same task, 10 times each; the worker's
// module sets `onmessage` after importing a dependency that has no await (none), an await it never
// reaches (unreached), the same one module deeper (nested), an await of a resolved promise
// (microtask), or an await of a fetch (fetch). Prints the ms from creating each worker to its
// answer, or "lost" where none came within 1.5 s.
//
//   node bench/worker-tla/measure.mjs   (Chromium: Debian's /usr/bin/chromium; playwright-core
//                                        from js-tests/runtimes/node_modules)

import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(join(here, '..', '..', 'js-tests', 'runtimes', 'package.json'));
const { chromium } = require('playwright-core');

const server = createServer((req, res) => {
  const file = resolve(here, `.${new URL(req.url, 'http://x').pathname}`);
  if (!file.startsWith(here + sep) || !existsSync(file)) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': file.endsWith('.html') ? 'text/html' : 'text/javascript', 'cache-control': 'no-store' });
  res.end(readFileSync(file));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, chromiumSandbox: false, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const tab = await browser.newPage();
  await tab.goto(`http://127.0.0.1:${server.address().port}/page.html`);
  await tab.waitForFunction(() => window.__out, null, { timeout: 120_000 });
  const out = await tab.evaluate(() => window.__out);
  console.log(`Chromium ${browser.version()}: ms from new Worker() to the answer to its first message`);
  for (const [variant, runs] of Object.entries(out)) {
    console.log(`${variant.padEnd(10)} ${runs.map((x) => (typeof x === 'number' ? x.toFixed(1) : x)).join(' ')}`);
  }
} finally {
  await browser.close();
  server.close();
}
