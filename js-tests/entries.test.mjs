// Every entry file of the installed package, loaded by its path as each runtime's condition would
// load it (checks the build once made of pkg/, issue 52): each exports exactly the JS layer's
// public names and answers a call; Node's entries share one instance; the workerd entries load with
// their .wasm imported as Workers import it; oxo-ai/mnk, the adapters and oxo-ai/worker likewise;
// the worker's app thread compiles no WebAssembly; every declaration file type-checks under
// --strict and declares exactly its entry's runtime values; package.json's sub-paths list types
// first and ship their folders.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { assertDeclares } from './support/dts-check.mjs';
import { multiValueExports } from './support/wasm-exports.mjs';

register('./support/workers-hook.mjs', import.meta.url);

const require = createRequire(import.meta.url);
const pkgDir = dirname(require.resolve('oxo-ai/package.json'));
const file = (p) => join(pkgDir, p);
const load = (p) => import(pathToFileURL(file(p)).href);
const names = (m) => Object.keys(m).filter((k) => k !== 'default' && k !== 'module.exports');
const CENTRE = { row: 1, col: 1 };

/** Asserts `got` holds exactly the names `want`, naming those missing and those unexpected. */
function assertNames(label, got, want) {
  const lost = want.filter((n) => !got.includes(n));
  const extra = got.filter((n) => !want.includes(n));
  assert.ok(!lost.length && !extra.length, `${label}: missing [${lost.join(', ')}], unexpected [${extra.join(', ')}]`);
}

/** The modules of the JS layer whose exports are the package's public names. */
const PUBLIC = ['board', 'formats', 'api', 'more', 'extras'];
const layer = await Promise.all(PUBLIC.map((name) => load(`web/${name}.js`)));
/** The package's public names, as the layer's ES modules in web/ export them. */
const all = layer.flatMap(names);

describe('the main entry', () => {
  test("the layer's public modules share no name, and node/layer.cjs (which instantiates the module) exports them all", () => {
    const clash = all.filter((n, i) => all.indexOf(n) !== i);
    assert.deepEqual(clash, [], `more than one of web/{${PUBLIC}}.js export: ${clash.join(', ')}`);
    assertNames('node/layer.cjs', Object.keys(require(file('node/layer.cjs'))), all);
  });

  test("node/index.cjs: every name through require and through Node's CommonJS export lexer", async () => {
    assertNames('node/index.cjs imported from ESM', names(await load('node/index.cjs')), all);
    assertNames('node/index.cjs required from CJS', Object.keys(require(file('node/index.cjs'))), all);
  });

  test("node/index.mjs and node/module.mjs re-export them, index.mjs from index.cjs's one instance", async () => {
    const viaImport = await load('node/index.mjs');
    assertNames('node/index.mjs', names(viaImport), all);
    assert.equal(viaImport.AIEngine, require(file('node/index.cjs')).AIEngine, 'node/index.mjs and node/index.cjs load two instances');
    assertNames('node/module.mjs', names(await load('node/module.mjs')), all);
  });

  test('node/module-sync.mjs exports them and answers', async () => {
    const m = await load('node/module-sync.mjs');
    assertNames('node/module-sync.mjs', names(m), all);
    assert.deepEqual(new m.AIEngine().bestMove(m.emptyBoard(), 'X'), CENTRE, 'node/module-sync.mjs: bestMove');
    assert.equal(new m.Game().legalMoves().length, 9, 'node/module-sync.mjs: Game legal moves');
  });

  test('web/entry.js and web/entry-inline.js export them and answer', async () => {
    const entry = await load('web/entry.js');
    const inline = await load('web/entry-inline.js');
    assertNames('web/entry.js', names(entry), all);
    assertNames('web/entry-inline.js', names(inline), all);
    assert.deepEqual(new entry.AIEngine().bestMove(entry.emptyBoard(), 'X'), CENTRE, 'web/entry.js: bestMove');
    assert.equal(new inline.Game().legalMoves().length, 9, 'web/entry-inline.js: Game legal moves');
  });

  test('web/entry-workerd.js, its .wasm imported as a module as Workers do, exports them and answers', async () => {
    const entry = await load('web/entry-workerd.js');
    assertNames('web/entry-workerd.js', names(entry), all);
    assert.deepEqual(new entry.AIEngine().bestMove(entry.emptyBoard(), 'X'), CENTRE, 'web/entry-workerd.js: bestMove');
  });

  test('index.d.ts and index.d.cts type-check under --strict and declare exactly those values, with no `any`', () => {
    for (const dts of ['index.d.ts', 'index.d.cts']) assertDeclares(file(dts), all);
    const anyUse = readFileSync(file('index.d.ts'), 'utf8').split('\n')
      .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && /\bany\b/.test(line));
    assert.deepEqual(anyUse, [], 'index.d.ts uses `any`');
  });
});

test('the modules export no function that returns several values (Node compiles a wrapper for each such signature on import)', () => {
  // The reader finds one: (module (func (export "f") (result i32 i32) i32.const 1 i32.const 2)).
  const twoResults = Buffer.from('0061736d01000000' + '0106016000027f7f' + '03020100' + '07050101660000' + '0a08010600410141020b', 'hex');
  assert.deepEqual(WebAssembly.Module.exports(new WebAssembly.Module(twoResults)), [{ name: 'f', kind: 'function' }]);
  assert.deepEqual(multiValueExports(twoResults), ['f']);
  for (const wasm of ['web/oxo_ai_bg.wasm', 'web/oxo_ai_mnk_bg.wasm', 'web/oxo_ai_ultimate_bg.wasm']) {
    const bytes = readFileSync(file(wasm));
    assert.ok(WebAssembly.Module.exports(new WebAssembly.Module(bytes)).length > 10, `${wasm}: too few exports to be the module`);
    assert.deepEqual(multiValueExports(bytes), [], `${wasm} exports functions that return several values`);
  }
});

test('oxo-ai/mnk: node/mnk.cjs (through require and the CommonJS lexer), web/mnk.js and web/mnk-workerd.js export the same names and answer', async () => {
  const node = require(file('node/mnk.cjs'));
  const web = await load('web/mnk.js');
  const workerd = await load('web/mnk-workerd.js');
  const want = names(web);
  assertNames('node/mnk.cjs', Object.keys(node), want);
  assertNames('node/mnk.cjs imported from ESM', names(await load('node/mnk.cjs')), want);
  assertNames('web/mnk-workerd.js', names(workerd), want);
  const t3 = node.Games.ticTacToe;
  assert.deepEqual(new node.MnkEngine(t3).bestMove(new node.MnkGame(t3).emptyBoard(), 'X'), CENTRE, "node/mnk.cjs: Hard's 3x3 opening");
  const c4 = web.Games.connectFour;
  assert.deepEqual(new web.MnkEngine(c4, { maxNodes: 20000 }).bestMove(new web.MnkGame(c4).emptyBoard(), 'X'), { row: 5, col: 3 }, "web/mnk.js: Hard's Connect Four opening");
  const { value, plies, move } = new workerd.MnkEngine(workerd.Games.ticTacToe).solve(new workerd.MnkGame(workerd.Games.ticTacToe).emptyBoard(), 'X');
  assert.deepEqual({ value, plies, move }, { value: 'draw', plies: 9, move: CENTRE }, 'web/mnk-workerd.js: 3x3 solve');
  for (const dts of ['mnk.d.ts', 'mnk.d.cts']) assertDeclares(file(dts), want);
});

test('oxo-ai/ultimate: node/ultimate.cjs (through require and the CommonJS lexer), web/ultimate.js and web/ultimate-workerd.js export the same names and answer', async () => {
  const node = require(file('node/ultimate.cjs'));
  const web = await load('web/ultimate.js');
  const workerd = await load('web/ultimate-workerd.js');
  const want = names(web);
  assert.deepEqual(want.sort(), ['UltimateEngine', 'UltimateGame']);
  assertNames('node/ultimate.cjs', Object.keys(node), want);
  assertNames('node/ultimate.cjs imported from ESM', names(await load('node/ultimate.cjs')), want);
  assertNames('web/ultimate-workerd.js', names(workerd), want);
  // X wins the game at (1, 8): js-tests/ultimate.test.mjs's WIN_TEXT.
  const win = 'XXXXXX.........XX............O...O......O...........O..O...O.......O............O 3,2';
  for (const [label, m] of [['node/ultimate.cjs', node], ['web/ultimate.js', web], ['web/ultimate-workerd.js', workerd]]) {
    assert.deepEqual(new m.UltimateEngine(undefined, { timeMs: 0 }).bestMove(win, 'X'), { row: 1, col: 8 }, `${label}: Hard's win in one`);
    assert.equal(new m.UltimateGame().getAvailableMoves(new m.UltimateGame().start()).length, 81, label);
  }
  for (const dts of ['ultimate.d.ts', 'ultimate.d.cts']) assertDeclares(file(dts), want);
});

test('the adapters: oxo-ai/openturn and oxo-ai/boardgame give the same names to import and require, as their declarations declare', async () => {
  for (const name of ['openturn', 'boardgame']) {
    const esm = names(await import(`oxo-ai/${name}`));
    assertNames(`oxo-ai/${name} (cjs)`, Object.keys(require(`oxo-ai/${name}`)), esm);
    assert.ok(esm.length > 0, `oxo-ai/${name} exports nothing`);
    for (const dts of [`${name}.d.ts`, `${name}.d.cts`]) assertDeclares(file(`adapters/${dts}`), esm);
  }
});

test("package.json: every sub-path lists types first, ./inline's default is web/entry-inline.js, and each sub-path's folder ships", () => {
  const manifest = JSON.parse(readFileSync(file('package.json'), 'utf8'));
  for (const [path, entry] of Object.entries(manifest.exports)) {
    if (typeof entry === 'object') assert.equal(Object.keys(entry)[0], 'types', `the "${path}" export must list "types" first`);
  }
  assert.equal(manifest.exports['./inline'].default, './web/entry-inline.js');
  for (const dir of ['adapters', 'inline', 'worker', 'openturn', 'boardgame']) {
    assert.ok(manifest.files.includes(`${dir}/`), `"files" lacks "${dir}/"`);
  }
  // For tools that ignore `exports` (TypeScript's node10 resolution): each folder's main and types.
  for (const [dir, main, types] of [['inline', 'node/index.cjs', 'index.d.cts'], ['worker', 'node/worker.cjs', 'node/worker.d.cts'],
    ['openturn', 'adapters/openturn.cjs', 'adapters/openturn.d.cts'], ['boardgame', 'adapters/boardgame.cjs', 'adapters/boardgame.d.cts']]) {
    const folder = JSON.parse(readFileSync(file(`${dir}/package.json`), 'utf8'));
    assert.deepEqual(folder, { private: true, main: `../${main}`, types: `../${types}` }, `${dir}/package.json`);
    for (const p of [main, types]) assert.ok(existsSync(file(p)), `${dir}/package.json names ${p}, which is not shipped`);
  }
});

/** The relative ES module imports of `path`, followed recursively: every file it loads. */
function moduleGraph(path, seen = new Set()) {
  if (seen.has(path)) return seen;
  seen.add(path);
  const source = readFileSync(path, 'utf8');
  for (const m of source.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]/gm)) {
    moduleGraph(normalize(join(dirname(path), m[1])), seen);
  }
  for (const m of source.matchAll(/^\s*import\s*['"](\.[^'"]+)['"]/gm)) moduleGraph(normalize(join(dirname(path), m[1])), seen);
  return seen;
}

describe('oxo-ai/worker', () => {
  test("the client's module graph holds no glue or loader; every file the worker modules import ships", (t) => {
    const appThread = moduleGraph(file('web/worker.js'));
    const loaders = [...appThread].map((f) => relative(file('web'), f)).filter((f) => /^(oxo_ai.*|engine-wasm|mnk-wasm|ultimate-wasm|load)\.js$/.test(f));
    assert.deepEqual(loaders, [], "web/worker.js reaches WebAssembly on the app's thread");
    // Bytes: what the app's thread loads, what the worker loads (unbundled, gzip -9 per file).
    const sizeOf = (files) => {
      const bufs = [...files].map((f) => readFileSync(f));
      return `${bufs.reduce((s, b) => s + b.length, 0).toLocaleString('en-US')} / ${bufs.reduce((s, b) => s + gzipSync(b, { level: 9 }).length, 0).toLocaleString('en-US')} B`;
    };
    t.diagnostic(`the app's thread (${[...appThread].map((f) => relative(pkgDir, f)).join(', ')}): raw / gzip ${sizeOf(appThread)}`);
    for (const host of ['worker-host.js', 'worker-mnk-host.js', 'worker-ultimate-host.js']) {
      const worker = moduleGraph(file(`web/${host}`));
      for (const f of worker) assert.ok(existsSync(f), `${relative(pkgDir, f)} is imported but missing`);
      t.diagnostic(`${host} (${[...worker].map((f) => relative(pkgDir, f)).join(', ')}; the .wasm file is the page's): raw / gzip ${sizeOf(worker)}`);
    }
  });

  test("node/worker.cjs exports every board utility, and mirrors every method and getter of the main entry's classes", async () => {
    const client = require(file('node/worker.cjs'));
    for (const name of [...names(layer[0]), ...names(layer[1])]) assert.ok(name in client, `node/worker.cjs lacks the board utility ${name}`);
    const members = (Class) => Object.entries(Object.getOwnPropertyDescriptors(Class.prototype))
      .filter(([name]) => name !== 'constructor').map(([name, d]) => `${name}${typeof d.get === 'function' ? ' (getter)' : ''}`).sort();
    for (const [kind, entry] of [['AIEngine', 'index.cjs'], ['GameAnalyzer', 'index.cjs'], ['MnkEngine', 'mnk.cjs'], ['UltimateEngine', 'ultimate.cjs']]) {
      assert.deepEqual(members(client[kind]), members(require(file(`node/${entry}`))[kind]), `oxo-ai/worker's ${kind} against node/${entry}'s`);
    }
  });

  test("import and require: the client's names, a real worker's answers, one client, and no WebAssembly compiled on the app's thread", async () => {
    const want = names(await load('web/worker.js'));
    const probe = fileURLToPath(new URL('./support/worker-probe.mjs', import.meta.url));
    const run = spawnSync(process.execPath, [probe], { encoding: 'utf8', timeout: 60_000 });
    assert.equal(run.status, 0, `loading oxo-ai/worker failed:\n${run.stderr}${run.stdout}`);
    const loaded = JSON.parse(run.stdout);
    const { Difficulty } = require(file('node/index.cjs'));
    for (const kind of ['esm', 'cjs']) {
      const got = loaded[kind];
      assertNames(`oxo-ai/worker (${kind})`, got.names, want);
      assert.deepEqual(got.move, CENTRE, `oxo-ai/worker (${kind}): bestMove`);
      assert.deepEqual(got.mnkMove, { row: 5, col: 3 }, `oxo-ai/worker (${kind}): MnkEngine's Connect Four opening`);
      assert.deepEqual(got.ultimateMove, { row: 1, col: 8 }, `oxo-ai/worker (${kind}): UltimateEngine's win in one`);
      assert.deepEqual(got.difficulty, Difficulty, `oxo-ai/worker (${kind}): Difficulty`);
    }
    assert.deepEqual(loaded.wasm, [], "oxo-ai/worker compiled WebAssembly on the app's thread");
    assert.deepEqual(loaded.board, [CENTRE, CENTRE], 'oxo-ai/worker: fromCell');
    assert.ok(loaded.oneClient, 'oxo-ai/worker: `import` and `require` in Node load two clients');
  });

  test("web/worker.d.ts (over '../index.js') and node/worker.d.cts declare exactly the client's names", async () => {
    assert.ok(readFileSync(file('web/worker.d.ts'), 'utf8').includes("'../index.js'"), "web/worker.d.ts must import its types from '../index.js'");
    const want = names(await load('web/worker.js'));
    for (const dts of ['web/worker.d.ts', 'node/worker.d.cts']) assertDeclares(file(dts), want);
  });
});
