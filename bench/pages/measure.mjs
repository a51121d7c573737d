// The bench's "pages" section (issue 36): what each kind of page costs a user of oxo-ai in a
// browser. bench/run.mjs calls measurePages() from bench/.scratch, where scripts/bench.sh has
// installed the packed tarball (and the baseline as `oxo-baseline`) as a user installs them.
//
// 1. Copies the fixture (bench/pages/app: one page per row of the issue's table, each calling
//    exactly what its row says, see app/src/calls.js) into the scratch project and builds each
//    page as an app of its own with `vite build` (production; OXO_PAGE=<page>, see
//    app/vite.config.js), so no page shares a chunk, or a module's kept exports, with another.
// 2. Serves the builds with `vite preview` on 127.0.0.1 and loads each page in headless
//    Chromium (Debian's /usr/bin/chromium, driven by playwright-core), a fresh browser context
//    per load (cold HTTP and code caches), `loads` rounds, every page once per round in a
//    rotated order, so the baseline page is interleaved with the others; one unrecorded warm-up
//    round first (it also checks every answer before any time is kept).
// 3. Per load: every .js, .wasm and .oxc4 (oxo-ai/mnk's Connect Four opening book) response (the
//    context's `response` events, which include what workers fetch), and each thread's own
//    Resource Timing entries (the page's and each worker's `performance`), which say which thread
//    fetched a .wasm file or the book and whether it came over the network (transferSize > 0) or
//    from the cache. The page publishes its answer and
//    performance.now() at that moment (app/src/publish.js): milliseconds since navigation start.
// 4. Each answer must equal the same calls made in Node on the installed package's main entry
//    (oxo-ai/mnk for the m,n,k pages, oxo-ai/ultimate for its page; the functions of app/src/calls.js), and every 3×3 Hard move
//    must be the baseline's Hard move;
//    a page that fails, errs or times out fails the section (its row says why, no time).
// Bytes are per file fetched, each file once, compressed here: gzip -9 and brotli (quality 11)
// with node:zlib. KB = 1,000 B, as the rest of the bench reads it.
//
// Vite and playwright-core come from the repo's lockfiles: js-tests/runtimes' install (the one
// the size section uses) if it is there, else js-tests/demo's (the same versions, installed by
// scripts/setup.sh), else `npm ci` in js-tests/demo.

import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const CHROMIUM = '/usr/bin/chromium';
const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The pages, one per row of issue 36's table. `call` names the function of app/src/calls.js;
 * `budget` is the issue's, checked by `check(row, baselineRow)` into [{ what, met, shown }].
 */
export const PAGES = [
  { id: 'play', label: 'play', calls: 'AIEngine#bestMove, nested board', call: 'play', hard: (a) => [[a, 'X', emptyNested()]] },
  { id: 'chain', label: 'chain', calls: 'fromOnChain (9 bigints), AIEngine, GameAnalyzer#analyze', call: 'chain', hard: (a) => [[a.move, 'O', a.board]] },
  { id: 'server', label: 'game server', calls: 'fromMarks (usernames), AIEngine, toXY', call: 'server', hard: (a) => [[a.move, 'O', a.board]] },
  { id: 'coach', label: 'coach', calls: 'GameAnalyzer#analyze, reviewGame', call: 'coach' },
  { id: 'simulation', label: 'simulation', calls: 'Simulator#run, 1,000 games, Hard vs Easy, seed 1', call: 'simulation' },
  { id: 'two-players', label: 'two players, no AI', calls: 'emptyBoard, applyMove, checkWin, isDraw, getAvailableMoves', call: 'twoPlayers' },
  { id: 'worker', label: 'worker only', calls: "oxo-ai/worker: applyMove, then await AIEngine#bestMove", call: 'workerOnly', watchWasm: true, hard: (a) => [[a.move, 'O', a.board]] },
  { id: 'both', label: 'main entry and worker', calls: "oxo-ai's AIEngine and oxo-ai/worker's AIEngine", call: 'both', hard: (a) => [[a.here, 'X', emptyNested()], [a.there, 'X', emptyNested()]] },
  { id: 'baseline', label: 'play, pure-JS baseline', calls: 'the same call on bench/baseline', call: 'play', baseline: true, hard: (a) => [[a, 'X', emptyNested()]] },
  // oxo-ai/mnk (API reference "Bigger boards"): the Connect Four page loads the opening book (API reference "Connect Four: perfect play"), the Gomoku page none.
  { id: 'connect-four', label: 'connect four', calls: "oxo-ai/mnk: MnkEngine(Games.connectFour), await ready(), bestMove on the empty board", call: 'connectFour', mnk: true },
  { id: 'gomoku', label: 'gomoku', calls: "oxo-ai/mnk: MnkEngine(Games.gomoku), bestMove on the empty board", call: 'gomoku', mnk: true },
  // oxo-ai/ultimate (issue 59): its own module and nothing of the other two.
  { id: 'ultimate', label: 'ultimate', calls: "oxo-ai/ultimate: UltimateGame, UltimateEngine#bestMove (2,000 playouts, seed 1)", call: 'ultimate', ultimate: true },
];

const GZIP_46 = 46_000;
const KB = (n) => `${(n / 1000).toLocaleString('en-US', { maximumFractionDigits: 1 })} KB`;
function emptyNested() {
  return [[null, null, null], [null, null, null], [null, null, null]];
}

/** The issue's budget for a measured page, as rows of { what, met, shown }. */
function budgetOf(p) {
  const checks = [];
  const gzipAtMost = (limit) => checks.push({ what: `≤ ${KB(limit)} gzip`, met: p.gzipBytes <= limit, shown: `${p.gzipBytes.toLocaleString('en-US')} B` });
  const { wasm, book } = p;
  const ultimateModules = wasm.files.filter((f) => f.includes('ultimate')).length;
  if (['play', 'connect-four', 'gomoku'].includes(p.id)) checks.push({ what: 'no ultimate module', met: ultimateModules === 0, shown: `${ultimateModules} fetched` });
  switch (p.id) {
    case 'play':
      gzipAtMost(GZIP_46);
      checks.push({
        what: '≤ 1.3× the baseline page\'s time',
        met: p.timesBaseline <= 1.3,
        shown: `${p.timesBaseline.toFixed(2)}×`,
      });
      break;
    case 'chain': case 'server': case 'coach': case 'simulation':
      gzipAtMost(GZIP_46);
      break;
    case 'two-players':
      gzipAtMost(4_000);
      checks.push({ what: 'no wasm', met: wasm.files.length === 0, shown: wasm.files.length ? `${wasm.files.length} .wasm fetched` : 'none fetched' });
      break;
    case 'worker':
      gzipAtMost(50_000);
      checks.push({
        what: 'wasm fetched by the worker alone (the page thread compiles none)',
        met: wasm.byPage === 0 && wasm.byWorker > 0 && wasm.compiledByPage === 0,
        shown: `page thread fetched ${wasm.byPage} and compiled ${wasm.compiledByPage}, worker fetched ${wasm.byWorker}`,
      });
      break;
    case 'both':
      checks.push({
        what: 'wasm downloaded once',
        met: wasm.files.length > 0 && wasm.downloads === wasm.files.length,
        shown: `${wasm.downloads} download${wasm.downloads === 1 ? '' : 's'} of ${wasm.files.length} file${wasm.files.length === 1 ? '' : 's'}`,
      });
      break;
    case 'connect-four':
      checks.push({ what: `≤ ${KB(150_000)} gzip (JS, module and book)`, met: p.gzipBytes <= 150_000, shown: `${p.gzipBytes.toLocaleString('en-US')} B` });
      // The book's bytes count above only as a file of its own; a bundler that inlined it into the
      // JS (Vite does under build.assetsInlineLimit, 4,096 B) counts them in the JS instead.
      checks.push({
        what: 'book fetched once, as a file of its own',
        met: book.files.length === 1 && book.fetches === 1,
        shown: `${book.fetches} .oxc4 fetch${book.fetches === 1 ? '' : 'es'} of ${book.files.length} file${book.files.length === 1 ? '' : 's'}`,
      });
      break;
    case 'gomoku':
      checks.push({ what: 'no book fetched', met: book.files.length === 0, shown: `${book.files.length} .oxc4 fetched` });
      break;
    case 'ultimate':
      gzipAtMost(40_000);
      checks.push({ what: 'the ultimate module alone', met: wasm.files.length === 1 && ultimateModules === 1, shown: wasm.files.join(', ') || 'none' });
      break;
    default:
      break;
  }
  return checks;
}

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.on('error', fail);
    s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => ok(port)); });
  });
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** The directory whose node_modules has Vite and playwright-core, installing js-tests/demo's lockfile if none has. */
export function findTools(repo, say) {
  const has = (dir) => ['vite', 'playwright-core'].every((n) => existsSync(join(dir, 'node_modules', n, 'package.json')));
  for (const dir of ['js-tests/runtimes', 'js-tests/demo'].map((d) => join(repo, d))) if (has(dir)) return dir;
  const demo = join(repo, 'js-tests', 'demo');
  say('pages: installing Vite and playwright-core from js-tests/demo/package-lock.json (npm ci)');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: demo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0 || !has(demo)) throw new Error(`npm ci in ${demo} failed: ${r.error?.message ?? `exit ${r.status}`}\n${r.stderr ?? ''}${r.stdout ?? ''}`);
  return demo;
}

/** Waits until the server answers `url` (any status), or its process ends. */
export async function waitForServer(url, child, output) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`vite preview exited ${child.exitCode}:\n${output.join('')}`);
    try {
      await (await fetch(url)).arrayBuffer();
      return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`vite preview did not answer ${url} in 30 s:\n${output.join('')}`);
}

/** The first place two JSON values differ, as { path, got, want }, or null. */
function firstDifference(got, want, path = '') {
  if (isDeepStrictEqual(got, want)) return null;
  const show = (v) => (v === undefined ? 'nothing' : JSON.stringify(v).slice(0, 200));
  if (got && want && typeof got === 'object' && typeof want === 'object' && Array.isArray(got) === Array.isArray(want)) {
    for (const k of new Set([...Object.keys(want), ...Object.keys(got)])) {
      const d = firstDifference(got[k], want[k], Array.isArray(want) ? `${path}[${k}]` : `${path}.${k}`);
      if (d) return d;
    }
  }
  return { path, got: show(got), want: show(want) };
}

/**
 * Before any script of a page: counts every WebAssembly compile or instantiate on the page's
 * own thread (window.__pageWasm), for the worker-only page, whose thread must run none.
 */
function watchPageWasm() {
  const uses = [];
  window.__pageWasm = uses;
  for (const name of ['compile', 'compileStreaming', 'instantiate', 'instantiateStreaming']) {
    const original = WebAssembly[name];
    if (original) WebAssembly[name] = function watched(...args) { uses.push(name); return original.apply(this, args); };
  }
  const { Module } = WebAssembly;
  const Watched = function Module_(...args) { uses.push('Module'); return new Module(...args); };
  Watched.prototype = Module.prototype; // a compiled module is still `instanceof WebAssembly.Module`
  WebAssembly.Module = Watched;
}

/** What each thread's Resource Timing says it fetched. */
const resourcesIn = () => performance.getEntriesByType('resource')
  .map((e) => ({ url: e.name, transferSize: e.transferSize, encodedBodySize: e.encodedBodySize }));

/**
 * Measures every page. `oxo` and `baseline` are the installed package's main entry and the
 * baseline, as bench/run.mjs imported them (the answers to check against). Returns
 * { vite, chromium, loads, pages: [...], failures: [...] }.
 */
export async function measurePages({ oxo, baseline, scratch, repo, loads = 5, say = () => {}, log = () => {} }) {
  const sectionStart = performance.now();
  const loadAtStart = loadavg();
  const tools = findTools(repo, say);
  const toolRequire = createRequire(join(tools, 'package.json'));
  const viteVersion = JSON.parse(readFileSync(join(tools, 'node_modules', 'vite', 'package.json'), 'utf8')).version;
  const vite = join(tools, 'node_modules', '.bin', 'vite');
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run \`bash scripts/setup.sh\` (apt-get install chromium)`);

  // 1. the fixture, built page by page
  const app = join(scratch, 'pages');
  rmSync(app, { recursive: true, force: true });
  cpSync(join(here, 'app'), app, { recursive: true });
  // A page that does not build, answer or check out fails: its row says why and gets no figures.
  const failed = new Map();
  const started = performance.now();
  for (const p of PAGES) {
    log(`building ${p.id}`);
    const built = spawnSync(vite, ['build'], { cwd: app, encoding: 'utf8', env: { ...process.env, OXO_PAGE: p.id, NO_COLOR: '1' } });
    if (built.status !== 0) {
      const said = `${built.error?.message ?? ''}${built.stderr ?? ''}${built.stdout ?? ''}`.replace(/\x1b\[[0-9;]*m/g, '');
      failed.set(p.id, `vite build failed: ${said.trim()}`);
    }
  }
  const buildSeconds = (performance.now() - started) / 1000;

  // 2. expected answers: the same calls in Node on the main entry; Hard moves from the baseline
  const calls = await import(pathToFileURL(join(app, 'src', 'calls.js')).href);
  const plain = (x) => JSON.parse(JSON.stringify(x));
  // oxo-ai/mnk as installed beside oxo-ai in the scratch project (Node reads the book from disk).
  const mnkModule = await import(pathToFileURL(createRequire(join(scratch, 'package.json')).resolve('oxo-ai/mnk')).href);
  const oxoMnk = mnkModule.MnkEngine ? mnkModule : mnkModule.default;
  const ultimateModule = await import(pathToFileURL(createRequire(join(scratch, 'package.json')).resolve('oxo-ai/ultimate')).href);
  const oxoUltimate = ultimateModule.UltimateEngine ? ultimateModule : ultimateModule.default;
  const apiOf = (p) => (p.baseline ? baseline : p.mnk ? oxoMnk : p.ultimate ? oxoUltimate : oxo);
  const expected = {};
  for (const p of PAGES) {
    try {
      expected[p.id] = plain(await calls[p.call](apiOf(p), oxo));
    } catch (e) {
      failed.set(p.id, `the same calls in Node threw: ${e?.message ?? e}`);
    }
  }
  const baseHard = new baseline.AIEngine({ difficulty: 'hard' });
  /** Why an answer is wrong, or null. */
  const wrong = (p, answer) => {
    const at = firstDifference(answer, expected[p.id]);
    if (at) return `answered ${at.path || 'the answer'} = ${at.got}, want ${at.want} (the same calls in Node)`;
    for (const [move, player, board] of p.hard?.(answer) ?? []) {
      const want = baseHard.bestMove(board, player);
      if (!isDeepStrictEqual(move, want)) return `Hard played ${JSON.stringify(move)} for ${player} on ${JSON.stringify(board)}; the baseline's Hard plays ${JSON.stringify(want)}`;
    }
    return null;
  };

  // 3. serve and load
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const output = [];
  const server = spawn(vite, ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout.on('data', (d) => output.push(String(d)));
  server.stderr.on('data', (d) => output.push(String(d)));
  const { chromium } = toolRequire('playwright-core');
  let browser = null;
  try {
    await waitForServer(`${origin}/`, server, output);
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      chromiumSandbox: false,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync', '--disable-extensions'],
    });

    /** One cold load of page `p`: its answer, when, and what was fetched by whom. */
    const load = async (p) => {
      const context = await browser.newContext();
      const problems = [];
      const responses = [];
      const workers = [];
      try {
        context.on('response', (r) => {
          const url = new URL(r.url());
          if (r.status() >= 400) problems.push(`HTTP ${r.status()} for ${url.pathname}`);
          else if (/\.(m?js|wasm|oxc4)$/.test(url.pathname)) responses.push(url.pathname);
        });
        if (p.watchWasm) await context.addInitScript(watchPageWasm);
        const tab = await context.newPage();
        tab.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
        tab.on('console', (m) => { if (m.type() === 'error') problems.push(`console.error: ${m.text()}`); });
        tab.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
        tab.on('worker', (w) => workers.push(w));
        await tab.goto(`${origin}/${p.id}/${p.id}.html`, { waitUntil: 'commit' });
        const done = await tab.waitForFunction(() => {
          const d = document.body?.dataset;
          return d && (d.answer !== undefined || d.error !== undefined) ? { answer: d.answer, ms: d.answerMs, error: d.error } : null;
        }, null, { timeout: 60_000, polling: 'raf' }).then((h) => h.jsonValue(), (e) => ({ error: `no answer in 60 s (${e.message.split('\n')[0]})` }));
        // What arrives after the answer still counts as fetched by the page.
        await tab.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
        const pageResources = await tab.evaluate(resourcesIn);
        const pageWasmUse = p.watchWasm ? await tab.evaluate(() => window.__pageWasm.length) : null;
        const workerResources = [];
        for (const w of workers) workerResources.push(...await w.evaluate(resourcesIn).catch(() => []));
        if (done.error !== undefined) return { error: `${done.error}${problems.length ? `; ${problems.join('; ')}` : ''}` };
        if (problems.length) return { error: problems.join('; ') };
        return { answer: JSON.parse(done.answer), ms: Number(done.ms), responses, pageResources, workerResources, pageWasmUse, workers: workers.length };
      } finally {
        await context.close();
        // Let the closed context's renderer go before the next load starts.
        await new Promise((r) => setTimeout(r, 150));
      }
    };

    const runs = new Map(PAGES.map((p) => [p.id, []]));
    const order = (round) => PAGES.map((_, i) => PAGES[(i + round) % PAGES.length]);
    for (let round = 0; round <= loads; round++) {
      for (const p of order(round)) {
        if (failed.has(p.id)) continue;
        const r = await load(p);
        const why = r.error ?? wrong(p, r.answer);
        if (why) failed.set(p.id, why);
        else if (round > 0) runs.get(p.id).push({ ...r, round }); // round 0: the warm-up, answers checked, nothing kept
      }
      log(round === 0 ? 'warm-up round' : `round ${round}/${loads}`);
    }

    // 4. figures per page
    const baselineRuns = runs.get('baseline');
    const baselineMs = baselineRuns.length ? median(baselineRuns.map((r) => r.ms)) : NaN;
    /** The median over rounds of this page's time ÷ the baseline page's in the same round. */
    const timesBaseline = (rs) => {
      const ratios = rs.flatMap((r) => baselineRuns.filter((b) => b.round === r.round).map((b) => r.ms / b.ms));
      return ratios.length ? median(ratios) : NaN;
    };
    const pages = PAGES.map((p) => {
      const base = { id: p.id, label: p.label, calls: p.calls };
      if (failed.has(p.id)) return { ...base, failed: failed.get(p.id) };
      const rs = runs.get(p.id);
      const paths = [...new Set(rs.flatMap((r) => r.responses))].sort();
      const files = paths.map((path) => {
        const bytes = readFileSync(join(app, 'dist', decodeURIComponent(path)));
        return { path, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length, brotliBytes: brotliCompressSync(bytes).length };
      });
      const isWasm = (u) => new URL(u, origin).pathname.endsWith('.wasm');
      const isBook = (u) => new URL(u, origin).pathname.endsWith('.oxc4');
      const perLoad = rs.map((r) => {
        const pageWasm = r.pageResources.filter((e) => isWasm(e.url));
        const workerWasm = r.workerResources.filter((e) => isWasm(e.url));
        const fetchedWasm = r.responses.filter((u) => u.endsWith('.wasm'));
        return {
          byPage: pageWasm.length,
          byWorker: workerWasm.length,
          // Over the network: more bytes transferred than the body (a cache hit transfers
          // none, a 304 revalidation only headers).
          downloads: [...pageWasm, ...workerWasm].filter((e) => e.transferSize > e.encodedBodySize).length,
          // .wasm responses that no thread's Resource Timing accounts for (a worker that ended).
          unattributed: Math.max(0, fetchedWasm.length - pageWasm.length - workerWasm.length),
          compiledByPage: r.pageWasmUse ?? 0,
          bookByPage: r.pageResources.filter((e) => isBook(e.url)).length,
          bookByWorker: r.workerResources.filter((e) => isBook(e.url)).length,
          bookFetches: r.responses.filter(isBook).length,
        };
      });
      const most = (k) => Math.max(...perLoad.map((x) => x[k]));
      const ms = rs.map((r) => r.ms);
      const sum = (k) => files.reduce((n, f) => n + f[k], 0);
      const out = {
        ...base,
        files,
        rawBytes: sum('rawBytes'),
        gzipBytes: sum('gzipBytes'),
        brotliBytes: sum('brotliBytes'),
        wasm: {
          files: files.filter((f) => f.path.endsWith('.wasm')).map((f) => f.path),
          byPage: most('byPage'),
          byWorker: most('byWorker'),
          downloads: most('downloads'),
          unattributed: most('unattributed'),
          // Watched on the worker-only page alone (null elsewhere).
          compiledByPage: p.watchWasm ? most('compiledByPage') : null,
        },
        // oxo-ai/mnk's Connect Four opening book: the .oxc4 files, and the most fetches in one load.
        book: {
          files: files.filter((f) => isBook(f.path)).map((f) => f.path),
          byPage: most('bookByPage'),
          byWorker: most('bookByWorker'),
          fetches: most('bookFetches'),
        },
        workers: Math.max(...rs.map((r) => r.workers)),
        ms,
        medianMs: median(ms),
        timesBaseline: timesBaseline(rs),
        answer: rs[0].answer,
      };
      out.budget = budgetOf(out);
      return out;
    });
    return {
      vite: viteVersion,
      chromium: browser.version(),
      playwright: toolRequire('playwright-core/package.json').version,
      tools,
      loads,
      buildSeconds,
      seconds: (performance.now() - sectionStart) / 1000,
      loadavg: { start: loadAtStart, end: loadavg() },
      baselineMs,
      pages,
      failures: [...failed].map(([id, why]) => ({ id, why })),
    };
  } finally {
    await browser?.close();
    server.kill();
  }
}

/** The section's table: [header, ...rows] for bench/harness.mjs's table()/mdTable(). */
export function pagesTable(result) {
  const rows = [['page', 'calls', 'JS + wasm (+ book) files', 'gzip', 'brotli', 'wasm (book) fetched by', 'navigation → answer', 'budget', 'met?']];
  const B = (n) => `${n.toLocaleString('en-US')} B`;
  for (const p of result.pages) {
    if (p.failed) {
      rows.push([p.label, p.calls, '', '', '', '', '', '', `FAILED: ${p.failed.replace(/\s+/g, ' ').slice(0, 200)}`]);
      continue;
    }
    const js = p.files.filter((f) => /\.m?js$/.test(f.path)).length;
    const w = p.wasm;
    const b = p.book;
    const threads = (x) => [x.byPage ? `page thread ×${x.byPage}` : '', x.byWorker ? `worker ×${x.byWorker}` : ''].filter(Boolean).join(', ') || 'no thread';
    const by = (w.files.length === 0 ? 'none'
      : threads(w)
        + `${w.unattributed ? `, unattributed ×${w.unattributed}` : ''} (${w.downloads} download${w.downloads === 1 ? '' : 's'})`
        + (w.compiledByPage === null ? '' : `; page thread compiled ${w.compiledByPage}`))
      + (b.files.length ? `; book: ${threads(b)}` : '');
    const range = `${Math.min(...p.ms).toFixed(0)}–${Math.max(...p.ms).toFixed(0)}`;
    const time = `${p.medianMs.toFixed(1)} ms (${range})${p.id === 'baseline' ? '' : `, ${p.timesBaseline.toFixed(2)}× baseline`}`;
    rows.push([
      p.label, p.calls, `${js} JS, ${w.files.length} wasm${b.files.length ? `, ${b.files.length} book` : ''}`, B(p.gzipBytes), B(p.brotliBytes), by, time,
      p.budget.map((c) => c.what).join('; ') || '(the reference)',
      p.budget.map((c) => (c.met ? 'met' : `NOT MET (${c.shown})`)).join('; '),
    ]);
  }
  return rows;
}

export const PAGES_ALIGN = ['l', 'l', 'l', 'r', 'r', 'l', 'r', 'l', 'l'];

// Run alone (development): node bench/pages/measure.mjs <scratch dir with oxo-ai and oxo-baseline installed>
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const scratch = resolve(process.argv[2] ?? join(here, '..', '.scratch'));
  const req = createRequire(join(scratch, 'package.json'));
  const oxo = await import(pathToFileURL(req.resolve('oxo-ai')).href);
  const baseline = await import(pathToFileURL(req.resolve('oxo-baseline')).href);
  const r = await measurePages({ oxo, baseline, scratch, repo: join(here, '..', '..'), loads: Number(process.env.LOADS ?? 5), say: console.log, log: (s) => process.stderr.write(`  pages: ${s}\n`) });
  console.log(JSON.stringify(r, (k, v) => (k === 'answer' ? undefined : v), 2));
}
