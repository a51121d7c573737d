// The oxo-ai/worker part of the package build (SPEC §7.5), called by scripts/build.mjs once
// pkg/ is assembled (it needs the built main entry). From pkg-template/lib/ it writes:
//
//   pkg/web/worker.js            the client (lib/worker.js: the main entry's readers on the calling
//                                thread, and its board utilities re-exported)
//   pkg/web/worker-host.js       the 3×3 classes' worker module (lib/worker-host.js, bundled with the
//                                computations it calls): the page's .wasm file
//   pkg/web/worker-mnk-host.js   MnkEngine's worker module (lib/worker-mnk-host.js, likewise), started
//                                on the first MnkEngine
//   pkg/web/worker-serve.js      the worker's side of the proxy (lib/worker-serve.js)
//   pkg/node/worker.cjs          the client for `require`, bundled with its readers and the board utilities
//                                into pkg-template/entries/node/worker.cjs (its import.meta.url web/worker.js's)
//   pkg/node/worker.mjs          the client for `import` in Node and Bun (pkg-template/entries/node/, copied
//                                by scripts/build.mjs): worker.cjs's bindings, checked below
//   pkg/web/worker.d.ts, pkg/node/worker.d.cts   lib/worker.d.ts
//   pkg/worker/package.json      `main` and `types` for tools that ignore `exports` (node10)
//
// and checks them: the client's module graph holds no glue or loader; both copies load through
// the package's own "./worker" export, export the declared names, mirror every method of the
// main entry's classes, answer a call from a real worker, and compile no WebAssembly on the
// app's thread (SPEC §7.8); the declarations type-check under --strict and declare exactly the
// runtime exports. Prints what the app's thread loads and what the worker loads.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkDeclarations } from './dts-check.mjs';
import { bundleCommonJs, bundleModule } from './cjs.mjs';

const same = (a, b) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The relative ES module imports of `file`, followed recursively: every file it loads. */
function moduleGraph(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const m of source.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]/gm)) {
    moduleGraph(normalize(join(dirname(file), m[1])), seen);
  }
  for (const m of source.matchAll(/^\s*import\s*'(\.[^']+)'/gm)) moduleGraph(normalize(join(dirname(file), m[1])), seen);
  return seen;
}

/** The classes whose objects live in the worker, and the built entry (pkg/node/) each mirrors. */
const REMOTE_CLASSES = { AIEngine: 'index.cjs', GameAnalyzer: 'index.cjs', MnkEngine: 'mnk.cjs' };

export async function assembleWorker({ root, pkgDir, fail, boardNames, engineTwin, mnkTwin }) {
  const lib = join(root, 'pkg-template', 'lib');
  const read = (name) => readFileSync(join(lib, name), 'utf8');
  const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const entry = manifest.exports?.['./worker'];
  if (!entry) fail('pkg-template/package.json has no "./worker" export');
  if (Object.keys(entry)[0] !== 'types') fail('the "./worker" export must list "types" first');
  if (!manifest.files?.includes('worker/')) fail('pkg-template/package.json "files" lacks "worker/"');

  const client = read('worker.js');
  const require = createRequire(import.meta.url);
  const main = require(join(pkgDir, 'node', 'index.cjs'));
  const { Difficulty } = main;

  const header = (name) => `// Copied by scripts/build.mjs (scripts/worker-build.mjs) from pkg-template/lib/${name}. Do not edit.\n`;
  writeFileSync(join(pkgDir, 'web', 'worker.js'), header('worker.js') + client);
  writeFileSync(join(pkgDir, 'web', 'worker-serve.js'), header('worker-serve.js') + read('worker-serve.js'));
  const appThread = moduleGraph(join(pkgDir, 'web', 'worker.js'));
  const loaders = [...appThread].map((f) => relative(join(pkgDir, 'web'), f)).filter((f) => /^(oxo_ai.*|engine-wasm|mnk-wasm|load)\.js$/.test(f));
  if (loaders.length) fail(`lib/worker.js reaches WebAssembly on the app's thread through ${loaders.join(', ')}`);
  // The worker modules, each one file with the computations it calls: lib/worker-host.js (the
  // 3×3 classes, over the engine's twin loader) and lib/worker-mnk-host.js (MnkEngine, over the
  // mnk loader's twin, entries/twins/mnk.js, in place of web/mnk-wasm.js, whose top-level await
  // the classic scripts bundlers make of workers cannot have).
  // Only the two modules that import a loader are bundled in (compute.js over the engine's twin,
  // mnk-engine.js over the mnk twin); every other module stays an import of the
  // package's own file, so an app's worker bundle holds one copy of each, the glue's included
  // (bundled in, words.js and wire.js were there twice, 1.2 KB gzip).
  const loaderFiles = ['./engine-wasm.js', './mnk-wasm.js'];
  const bundled = ['./compute.js', './mnk-engine.js'];
  const external = readdirSync(join(pkgDir, 'web')).filter((f) => f.endsWith('.js')).map((f) => `./${f}`)
    .filter((p) => !loaderFiles.includes(p) && !bundled.includes(p));
  for (const [name, options] of [
    ['worker-host.js', { replace: { './engine-wasm.js': engineTwin } }],
    ['worker-mnk-host.js', { replace: { './mnk-wasm.js': mnkTwin } }],
  ]) {
    const host = await bundleModule({ entry: read(name), dir: join(pkgDir, 'web'), external, ...options, what: name, fail });
    writeFileSync(join(pkgDir, 'web', name), `// Generated by scripts/build.mjs (scripts/worker-build.mjs, esbuild) from pkg-template/lib/${name}
// and the JS layer it calls. Do not edit.
${host}`);
  }

  // The CommonJS copy for `require('oxo-ai/worker')` (Node, Bun): the client, its readers and the
  // board utilities in one file (they hold no state, so a second copy beside the main entry's
  // changes no answer), in pkg-template/entries/node/worker.cjs; the worker module stays the ES
  // module in web/. node/worker.mjs (copied with node/) re-exports its names.
  const entries = join(root, 'pkg-template', 'entries');
  const clientCjs = await bundleCommonJs({
    entry: readFileSync(join(entries, 'node-worker.js'), 'utf8'),
    dir: join(pkgDir, 'web'),
    external: {},
    metaUrl: 'importMetaUrl',
    slot: readFileSync(join(entries, 'node', 'worker.cjs'), 'utf8'),
    banner: 'node/worker.cjs',
    fail,
  });
  writeFileSync(join(pkgDir, 'node', 'worker.cjs'), clientCjs.code);
  const names = clientCjs.names;
  if (!boardNames.every((n) => names.includes(n))) fail(`node/worker.cjs exports [${names}], without every board utility [${boardNames}]`);

  const dts = read('worker.d.ts');
  if (!dts.includes("'../index.js'")) fail("lib/worker.d.ts must import its types from '../index.js'");
  writeFileSync(join(pkgDir, 'web', 'worker.d.ts'), dts);
  writeFileSync(join(pkgDir, 'node', 'worker.d.cts'), dts.replaceAll("'../index.js'", "'../index.cjs'").replaceAll("'../mnk.js'", "'../mnk.cjs'"));
  mkdirSync(join(pkgDir, 'worker'), { recursive: true });
  writeFileSync(join(pkgDir, 'worker', 'package.json'), `${JSON.stringify({
    private: true,
    main: '../node/worker.cjs',
    types: '../node/worker.d.cts',
  }, null, 2)}\n`);

  // Every method and getter of the mirrored classes, on both copies.
  const members = (Class) => Object.entries(Object.getOwnPropertyDescriptors(Class.prototype))
    .filter(([name]) => name !== 'constructor').map(([name, d]) => `${name}${typeof d.get === 'function' ? ' (getter)' : ''}`).sort();
  const cjsClient = require(join(pkgDir, 'node', 'worker.cjs'));
  for (const [kind, file] of Object.entries(REMOTE_CLASSES)) {
    const want = members(require(join(pkgDir, 'node', file))[kind]);
    const got = members(cjsClient[kind]);
    if (want.join() !== got.join()) fail(`oxo-ai/worker's ${kind} has [${got}], node/${file}'s [${want}]: lib/worker.js and lib/worker-host.js mirror each method`);
  }

  // Load both copies as an app would (self-reference through "./worker"), call a real worker,
  // and make sure this thread compiled no WebAssembly on the way.
  const probe = `import { createRequire } from 'node:module';
    const used = [];
    for (const name of ['compile', 'compileStreaming', 'instantiate', 'instantiateStreaming', 'validate']) {
      const original = WebAssembly[name];
      if (original) WebAssembly[name] = (...args) => { used.push(name); return original(...args); };
    }
    const Module = WebAssembly.Module;
    WebAssembly.Module = function (...args) { used.push('Module'); return new Module(...args); };
    const require = createRequire(${JSON.stringify(join(pkgDir, 'package.json'))});
    const out = {};
    const board = [[null, null, null], [null, null, null], [null, null, null]];
    for (const [kind, load] of [['esm', () => import('oxo-ai/worker')], ['cjs', async () => require('oxo-ai/worker')]]) {
      const m = await load();
      const move = await new m.AIEngine().bestMove(board, 'X');
      const mnkMove = await new m.MnkEngine({ rows: 6, cols: 7, k: 4, gravity: true }, { maxNodes: 20000 }).bestMove(Array(42).fill(null), 'X');
      await m.terminate();
      out[kind] = { names: Object.keys(m).filter((k) => k !== 'default' && k !== 'module.exports'), move, mnkMove, difficulty: m.Difficulty };
    }
    out.wasm = [...used];
    // The board utilities answer on this thread, after the check above.
    const esm = await import('oxo-ai/worker');
    out.board = [esm.fromCell(4), require('oxo-ai/worker').fromCell(5, 1)];
    out.oneClient = esm.AIEngine === require('oxo-ai/worker').AIEngine;
    console.log(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: pkgDir, encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0) fail(`loading oxo-ai/worker from pkg/ failed:\n${run.stderr}${run.stdout}`);
  const loaded = JSON.parse(run.stdout);
  for (const kind of ['esm', 'cjs']) {
    const got = loaded[kind];
    if (!same(got.names, names)) fail(`oxo-ai/worker (${kind}) exports [${got.names}], lib/worker.js declares [${names}]`);
    if (JSON.stringify(got.move) !== '{"row":1,"col":1}') fail(`oxo-ai/worker (${kind}): bestMove gave ${JSON.stringify(got.move)}`);
    if (JSON.stringify(got.mnkMove) !== '{"row":5,"col":3}') fail(`oxo-ai/worker (${kind}): MnkEngine's Connect Four opening was ${JSON.stringify(got.mnkMove)}`);
    if (JSON.stringify(got.difficulty) !== JSON.stringify(Difficulty)) fail(`oxo-ai/worker (${kind}): Difficulty ${JSON.stringify(got.difficulty)}`);
  }
  if (loaded.wasm.length) fail(`oxo-ai/worker compiled WebAssembly on the app's thread: ${loaded.wasm.join(', ')}`);
  if (JSON.stringify(loaded.board) !== '[{"row":1,"col":1},{"row":1,"col":1}]') fail(`oxo-ai/worker: fromCell gave ${JSON.stringify(loaded.board)}`);
  if (!loaded.oneClient) fail('oxo-ai/worker: `import` and `require` in Node load two clients');

  for (const file of ['web/worker.d.ts', 'node/worker.d.cts']) checkDeclarations({ root, path: join(pkgDir, file), values: names, fail });
  console.log(`oxo-ai/worker: ${names.join(', ')}`);

  // Bytes: what the app's thread loads, what the worker loads (unbundled, gzip -9 per file).
  const sizeOf = (files) => {
    const bufs = [...files].map((f) => readFileSync(f));
    return `${bufs.reduce((s, b) => s + b.length, 0).toLocaleString('en-US')} / ${bufs.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0).toLocaleString('en-US')} B`;
  };
  console.log(`oxo-ai/worker, the app's thread (${[...appThread].map((f) => relative(pkgDir, f)).join(', ')}): raw / gzip ${sizeOf(appThread)}`);
  for (const host of ['worker-host.js', 'worker-mnk-host.js']) {
    const worker = moduleGraph(join(pkgDir, 'web', host));
    for (const f of worker) if (!existsSync(f)) fail(`${relative(pkgDir, f)} is imported but missing`);
    console.log(`oxo-ai/worker, ${host} (${[...worker].map((f) => relative(pkgDir, f)).join(', ')}; the .wasm file is the page's): raw / gzip ${sizeOf(worker)}`);
  }
  return names;
}
