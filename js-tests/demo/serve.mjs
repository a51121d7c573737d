#!/usr/bin/env node
// A small static file server for the built demo page, on localhost only.
//
//   node js-tests/demo/serve.mjs DIR [--port N]     (default port 5173; 0 picks a free one)

import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.wasm': 'application/wasm',
  '.ico': 'image/x-icon',
};

/** Serves `dir` on 127.0.0.1:`port`; resolves to { url, close() }. */
export function serve(dir, { port = 0 } = {}) {
  const base = resolve(dir);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    let file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const size = statSync(file).size;
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': size,
        'cache-control': 'no-store',
      });
      createReadStream(file).pipe(res);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`not found: ${path}`);
    }
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolvePromise({
        url: `http://127.0.0.1:${actual}/`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir] = process.argv.slice(2).filter((a, i, all) => a !== '--port' && all[i - 1] !== '--port');
  const i = process.argv.indexOf('--port');
  const port = i === -1 ? 5173 : Number(process.argv[i + 1]);
  if (!dir) {
    console.error('usage: node serve.mjs DIR [--port N]');
    process.exit(2);
  }
  try {
    const { url } = await serve(dir, { port });
    console.log(`Serving the oxo-ai demo page at ${url}  (Ctrl-C stops)`);
  } catch (e) {
    console.error(`cannot serve on port ${port}: ${e.message}${e.code === 'EADDRINUSE' ? ' (try --port 0 or another port)' : ''}`);
    process.exit(1);
  }
}
