#!/usr/bin/env node
// Builds the oxo-ai npm package into pkg/ (layout and reasons: docs/DESIGN.md).
//
//   node scripts/build.mjs
//
// Steps: wasm-pack (cargo build + wasm-bindgen --target nodejs), wasm-bindgen --target web on
// the same cargo output, one wasm-opt -Oz, then assemble pkg/ from pkg-template/ and check it.
// Tools come from `bash scripts/setup.sh` (wasm-pack and wasm-bindgen in ~/.cargo/bin,
// wasm-opt and tsc in node_modules/.bin). Uses only Node's standard library and the
// devDependencies in the root package.json. Any failure stops the build with a non-zero exit.

import { spawnSync } from 'node:child_process';
import {
  cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { delimiter, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { assembleAdapters } from './adapters.mjs';
import { bundleCommonJs, toCommonJs } from './cjs.mjs';
import { assembleWorker } from './worker-build.mjs';
import { checkDeclarations } from './dts-check.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const template = join(root, 'pkg-template');
const pkgDir = join(root, 'pkg');
const outName = 'oxo_ai';
const require = createRequire(import.meta.url);

// wasm-pack and wasm-bindgen live in ~/.cargo/bin, which a CI shell may not have on PATH.
const env = { ...process.env, PATH: [join(homedir(), '.cargo', 'bin'), process.env.PATH].join(delimiter) };
const wasmOpt = join(root, 'node_modules', '.bin', 'wasm-opt');

class BuildError extends Error {}

/** Stops the current step with a message meant for the person reading the log. */
function fail(message) {
  throw new BuildError(message);
}

/** Runs a command; inherits stdio unless `capture`, in which case stdout is returned. */
function run(cmd, args, { capture = false } = {}) {
  const shown = [cmd, ...args].map((a) => (a.startsWith(root) ? relative(root, a) || '.' : a)).join(' ');
  if (!capture) console.log(`$ ${shown}`);
  const r = spawnSync(cmd, args, {
    cwd: root,
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (r.error) {
    fail(r.error.code === 'ENOENT'
      ? `${cmd} not found; run \`bash scripts/setup.sh\` first`
      : `could not run ${cmd}: ${r.error.message}`);
  }
  if (r.status !== 0) {
    const detail = capture ? `\n${r.stderr || ''}${r.stdout || ''}`.trimEnd() : '';
    fail(`\`${shown}\` ${r.signal ? `was killed by ${r.signal}` : `exited with status ${r.status}`}${detail}`);
  }
  return r.stdout;
}

let stepNumber = 0;
/** Runs one named build step; any exception ends the build with that step named. */
async function step(name, fn) {
  stepNumber += 1;
  console.log(`\n[build ${stepNumber}] ${name}`);
  try {
    return await fn();
  } catch (e) {
    const message = e instanceof BuildError ? e.message : (e && e.stack) || String(e);
    console.error(`\nbuild.mjs: FAILED at step ${stepNumber} (${name}):\n${message}`);
    process.exit(1);
  }
}

const read = (p) => readFileSync(p, 'utf8');
/** The JS layer's modules, in dependency order. */
const LAYER = ['wire', 'boundary', 'board', 'api', 'extras'];
/** The modules whose exports are the package's public names. */
const PUBLIC = ['board', 'api', 'extras'];
const sameSet = (a, b) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
const listDiff = (a, b) => a.filter((x) => !b.includes(x));
const kb = (n) => `${n.toLocaleString('en-US')} B (${(n / 1024).toFixed(1)} KiB)`;
const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;

/** Runs a snippet of ESM in a fresh Node process and returns what it prints as JSON. */
function nodeEval(code) {
  return JSON.parse(run(process.execPath, ['--input-type=module', '-e', code], { capture: true }));
}

// ---------------------------------------------------------------------------------------------

const tools = await step('checking tools', () => {
  const wasmPack = run('wasm-pack', ['--version'], { capture: true }).trim();
  const wasmBindgen = run('wasm-bindgen', ['--version'], { capture: true }).trim();
  if (!existsSync(wasmOpt)) fail(`${relative(root, wasmOpt)} is missing; run \`bash scripts/setup.sh\` first`);
  const opt = run(wasmOpt, ['--version'], { capture: true }).trim();
  console.log(`${wasmPack}; ${wasmBindgen}; ${opt}`);
  return { wasmBindgenVersion: wasmBindgen.split(/\s+/)[1] };
});

const crate = await step('reading crate metadata', () => {
  const meta = JSON.parse(run('cargo', ['metadata', '--no-deps', '--format-version', '1'], { capture: true }));
  const manifest = join(root, 'Cargo.toml');
  const pkg = meta.packages.find((p) => resolve(p.manifest_path) === manifest);
  if (!pkg) fail('cargo metadata does not list the package at Cargo.toml');
  const lib = pkg.targets.find((t) => t.kind.includes('cdylib'));
  if (!lib) fail('Cargo.toml has no cdylib target; wasm-pack needs `crate-type = ["cdylib", …]`');
  console.log(`crate ${pkg.name} ${pkg.version}, lib ${lib.name}, target dir ${meta.target_directory}`);
  return {
    version: pkg.version,
    wasm: join(meta.target_directory, 'wasm32-unknown-unknown', 'release', `${lib.name}.wasm`),
    work: join(meta.target_directory, 'pkg-build'),
  };
});
const nodeOut = join(crate.work, 'nodejs');
const webOut = join(crate.work, 'web');

await step('building with wasm-pack (cargo build --release + wasm-bindgen --target nodejs)', () => {
  rmSync(crate.work, { recursive: true, force: true });
  mkdirSync(crate.work, { recursive: true });
  // --mode no-install: use the wasm-bindgen on PATH (setup.sh pins it to Cargo.toml's version)
  // and never download anything. wasm-opt is off in Cargo.toml's wasm-pack metadata: it runs
  // once below, on the module both glues share.
  run('wasm-pack', [
    'build', '--mode', 'no-install', '--release', '--target', 'nodejs', '--no-pack',
    '--out-dir', nodeOut, '--out-name', outName,
  ]);
  for (const f of [`${outName}.js`, `${outName}_bg.wasm`, `${outName}.d.ts`]) {
    if (!existsSync(join(nodeOut, f))) fail(`wasm-pack did not produce ${f} in ${nodeOut}`);
  }
  if (!existsSync(crate.wasm)) fail(`cargo output ${crate.wasm} is missing`);
});

await step('checking the wasm-bindgen CLI against Cargo.lock', () => {
  const lock = read(join(root, 'Cargo.lock'));
  const m = /\[\[package\]\]\s*name = "wasm-bindgen"\s*version = "([^"]+)"/.exec(lock);
  if (!m) fail('Cargo.lock has no wasm-bindgen package');
  if (m[1] !== tools.wasmBindgenVersion) {
    fail(`wasm-bindgen CLI ${tools.wasmBindgenVersion} != crate ${m[1]} in Cargo.lock; run \`bash scripts/setup.sh\``);
  }
  console.log(`wasm-bindgen ${m[1]} on both sides`);
});

await step('generating the web glue (wasm-bindgen --target web)', () => {
  // wasm-pack builds one target per run, and a second wasm-pack run would only repeat the cargo
  // build, so the web glue comes from the CLI on the same cargo output. --omit-default-module-path
  // drops the glue's `new URL('oxo_ai_bg.wasm', import.meta.url)`, which would make bundlers emit
  // an unused copy of the module (our web entry inlines it).
  run('wasm-bindgen', [
    '--target', 'web', '--omit-default-module-path', '--out-dir', webOut, '--out-name', outName, crate.wasm,
  ]);
});

const wasmFiles = await step('optimizing with wasm-opt -Oz', () => {
  const nodeWasm = join(nodeOut, `${outName}_bg.wasm`);
  const webWasm = join(webOut, `${outName}_bg.wasm`);
  const before = readFileSync(nodeWasm);
  // The producers and target-features sections only describe the build (234 B raw).
  const optimize = (input, output) =>
    run(wasmOpt, ['-Oz', '--low-memory-unused', '--zero-filled-memory', '--converge', '--strip-producers', '--strip-target-features', input, '-o', output]);
  if (before.equals(readFileSync(webWasm))) {
    // wasm-bindgen >= 0.2.107 emits the same module for every target, so one optimized file
    // serves both glues.
    const opt = join(crate.work, `${outName}_bg.opt.wasm`);
    optimize(nodeWasm, opt);
    console.log('node and web modules were byte-identical: optimized once');
    return { before: before.length, node: opt, web: opt };
  }
  console.log('warning: node and web modules differ; optimizing each');
  optimize(nodeWasm, join(nodeOut, `${outName}_bg.opt.wasm`));
  optimize(webWasm, join(webOut, `${outName}_bg.opt.wasm`));
  return {
    before: before.length,
    node: join(nodeOut, `${outName}_bg.opt.wasm`),
    web: join(webOut, `${outName}_bg.opt.wasm`),
  };
});

const exported = await step('assembling pkg/', async () => {
  rmSync(pkgDir, { recursive: true, force: true });
  mkdirSync(join(pkgDir, 'node'), { recursive: true });
  mkdirSync(join(pkgDir, 'web'), { recursive: true });
  cpSync(wasmFiles.web, join(pkgDir, 'web', `${outName}_bg.wasm`));

  // node/: the nodejs glue renamed .cjs (the package is "type": "module"). Its @ts-self-types
  // pragma names a d.ts that does not sit beside it; the package's types come from index.d.cts.
  let nodeGlue = read(join(nodeOut, `${outName}.js`)).replace(/^\/\* @ts-self-types="[^"]*" \*\/\n/m, '');
  if (wasmFiles.node === wasmFiles.web) {
    // One module serves every entry: the Node glue reads the copy in web/ (which the workerd
    // entry imports and the base64 file inlines), so the package ships it once.
    const wasmPathLine = `const wasmPath = \`\${__dirname}/${outName}_bg.wasm\`;`;
    const wasmBytesLine = "const wasmBytes = require('fs').readFileSync(wasmPath);";
    for (const line of [wasmPathLine, wasmBytesLine]) {
      if (!nodeGlue.includes(line)) fail(`the nodejs glue no longer contains \`${line}\`; update build.mjs`);
    }
    // Bundlers that bundle server code rewrite __dirname (Next.js with webpack or Turbopack:
    // ENOENT), or leave none or no `require('fs')` in an ES-module bundle (esbuild): the bytes
    // then come from the base64 module, which a bundler follows like any static require and
    // plain Node never loads (issue 15). If that fails too, the first error is the one thrown.
    nodeGlue = nodeGlue.replace(wasmPathLine, '');
    nodeGlue = nodeGlue.replace(wasmBytesLine, [
      'let wasmBytes;',
      'try {',
      `  wasmBytes = require('fs').readFileSync(\`\${__dirname}/../web/${outName}_bg.wasm\`);`,
      '} catch (error) {',
      '  try {',
      `    const inlined = require('../web/${outName}_bg.wasm.b64.js');`,
      "    wasmBytes = Buffer.from(typeof inlined === 'string' ? inlined : inlined.default, 'base64');",
      '  } catch {',
      '    throw error;',
      '  }',
      '}',
    ].join('\n'));
    if (nodeGlue.includes('wasmPath')) fail('the nodejs glue still names wasmPath; update build.mjs');
  } else {
    cpSync(wasmFiles.node, join(pkgDir, 'node', `${outName}_bg.wasm`));
  }
  writeFileSync(join(pkgDir, 'node', `${outName}.cjs`), nodeGlue);
  if (existsSync(join(nodeOut, 'snippets'))) cpSync(join(nodeOut, 'snippets'), join(pkgDir, 'node', 'snippets'), { recursive: true });

  // The JS layer: wire.js (the wire format's constants, generated from src/wire.rs),
  // boundary.js (reading arguments and building answers), board.js (the board utilities),
  // api.js (the classes and reviewGame) and extras.js (Difficulty and the Simulator scheduler),
  // each as ESM in web/; for node/, all of them in one CommonJS file (node/layer.cjs) and
  // wire.cjs alone for the worker client. The public names are board's, api's and extras'.
  const wireJs = run('cargo', ['run', '--quiet', '--bin', 'wire-js'], { capture: true });
  for (const name of LAYER) {
    const src = name === 'wire' ? wireJs : read(join(template, 'lib', `${name}.js`));
    const origin = name === 'wire' ? 'src/wire.rs' : `pkg-template/lib/${name}.js`;
    writeFileSync(join(pkgDir, 'web', `${name}.js`), `// Copied by scripts/build.mjs from ${origin}. Do not edit.\n${src}`);
  }
  const wireCjs = await toCommonJs(wireJs, 'wire.js', { specifiers: {}, fail });
  writeFileSync(join(pkgDir, 'node', 'wire.cjs'), wireCjs.code.replace('pkg-template/lib/wire.js', 'src/wire.rs'));
  const external = { [`./${outName}.js`]: `./${outName}.cjs` };
  const layers = {};
  for (const name of PUBLIC) {
    layers[name] = await bundleCommonJs({ entry: `export * from './${name}.js';`, dir: join(pkgDir, 'web'), external, banner: name, fail });
  }
  const layer = await bundleCommonJs({
    entry: PUBLIC.map((name) => `export * from './${name}.js';`).join('\n'),
    dir: join(pkgDir, 'web'),
    external,
    banner: `Generated by scripts/build.mjs (esbuild) from pkg-template/lib/{${LAYER.join(',')}}.js. Do not edit.`,
    fail,
  });
  writeFileSync(join(pkgDir, 'node', 'layer.cjs'), layer.code);

  // Loading the glue instantiates the optimized module: a broken wasm-opt result fails here.
  require(join(pkgDir, 'node', `${outName}.cjs`));
  const names = Object.fromEntries(PUBLIC.map((name) => [name, layers[name].names]));
  const all = PUBLIC.flatMap((name) => names[name]);
  const clash = all.filter((n, i) => all.indexOf(n) !== i);
  if (clash.length) fail(`more than one of lib/${PUBLIC.join('.js, lib/')}.js export: ${clash.join(', ')}`);
  const got = Object.keys(require(join(pkgDir, 'node', 'layer.cjs')));
  if (!sameSet(got, all)) fail(`node/layer.cjs exports [${got}] but lib/${PUBLIC.join('.js, lib/')}.js declare [${all}]`);

  // Explicit `exports.NAME = …` lines so Node's cjs-module-lexer sees every name: `import { X }
  // from 'oxo-ai'` then works in ESM, and ESM and CJS users share one module instance.
  writeFileSync(join(pkgDir, 'node', 'index.cjs'), [
    "'use strict';",
    '// Generated by scripts/build.mjs. Do not edit. The Node entry for both `require` and `import`.',
    "const layer = require('./layer.cjs');",
    '',
    ...all.map((n) => `exports.${n} = layer.${n};`),
    '',
  ].join('\n'));

  // web/: the web glue, its d.ts (for its @ts-self-types pragma), the shared module, the ESM
  // extras, and the self-initialising entry with the module inlined as base64.
  writeFileSync(join(pkgDir, 'web', `${outName}.js`), read(join(webOut, `${outName}.js`)));
  cpSync(join(webOut, `${outName}.d.ts`), join(pkgDir, 'web', `${outName}.d.ts`));
  if (existsSync(join(webOut, 'snippets'))) cpSync(join(webOut, 'snippets'), join(pkgDir, 'web', 'snippets'), { recursive: true });
  writeFileSync(join(pkgDir, 'web', `${outName}_bg.wasm.b64.js`),
    `// Generated by scripts/build.mjs: ${outName}_bg.wasm as base64.\nexport default '${readFileSync(wasmFiles.web).toString('base64')}';\n`);
  // The self-initialising entries. Both instantiate the module synchronously while their module
  // graph is evaluated: no init() to call, no top-level await, no randomness, no I/O.
  const reexports = PUBLIC.map((name) => `export { ${names[name].join(', ')} } from './${name}.js';`);
  // base64.js: bytes from base64, for both entries that may read the inlined module.
  writeFileSync(join(pkgDir, 'web', 'base64.js'), [
    '// Generated by scripts/build.mjs. Do not edit.',
    '/** The bytes `text` (base64) stands for. */',
    'export function decodeBase64(text) {',
    "  if (typeof Uint8Array.fromBase64 === 'function') return Uint8Array.fromBase64(text);",
    '  const binary = atob(text);',
    '  const bytes = new Uint8Array(binary.length);',
    '  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);',
    '  return bytes;',
    '}',
    '',
  ].join('\n'));
  writeFileSync(join(pkgDir, 'web', 'entry-inline.js'), [
    '// Generated by scripts/build.mjs. Do not edit.',
    '// The entry for Next.js edge (edge-light), Deno\'s worker and require(esm): the WebAssembly module is',
    '// inlined as base64 and instantiated synchronously on first import, so there is no init() to call',
    '// and no top-level await.',
    `import { initSync } from './${outName}.js';`,
    "import { decodeBase64 } from './base64.js';",
    `import wasmBase64 from './${outName}_bg.wasm.b64.js';`,
    '',
    'initSync({ module: decodeBase64(wasmBase64) });',
    '',
    ...reexports,
    '',
  ].join('\n'));
  // The entry for browsers, bundlers and Deno (SPEC §7.8): the module is its own file, found
  // by `new URL(…, import.meta.url)` (which Vite, webpack, Turbopack and Rollup follow and
  // emit as an asset) and compiled while it downloads, behind a top-level await. Where that file
  // cannot be had (a dev server or bundler that does not copy it, a file: URL without read
  // access, a server that answers with HTML), the inlined base64 module is imported instead:
  // a separate chunk that a page downloads only then.
  // load.js finds the module file by `new URL(…, import.meta.url)`; the worker imports it too.
  writeFileSync(join(pkgDir, 'web', 'load.js'), `// Copied by scripts/build.mjs from pkg-template/lib/load.js. Do not edit.\n${read(join(template, 'lib', 'load.js'))}`);
  writeFileSync(join(pkgDir, 'web', 'entry.js'), [
    '// Generated by scripts/build.mjs. Do not edit.',
    '// The entry for browsers, bundlers and Deno: the WebAssembly module is its own file beside this one,',
    '// compiled while it downloads (streaming) before the first export is used: no init() to call.',
    `// Where it cannot be fetched, the inlined copy (${outName}_bg.wasm.b64.js) is loaded instead.`,
    `import { initSync } from './${outName}.js';`,
    "import { compileFile } from './load.js';",
    "import { decodeBase64 } from './base64.js';",
    '',
    '/** The module from its inlined base64 copy, a chunk loaded only when the file cannot be. */',
    'async function compileInlined() {',
    `  const { default: text } = await import('./${outName}_bg.wasm.b64.js');`,
    '  return new WebAssembly.Module(decodeBase64(text));',
    '}',
    '',
    'initSync({ module: await compileFile().catch(compileInlined) });',
    '',
    ...reexports,
    '',
  ].join('\n'));
  writeFileSync(join(pkgDir, 'web', 'entry-workerd.js'), [
    '// Generated by scripts/build.mjs. Do not edit.',
    '// The entry for Cloudflare Workers (the "workerd" export condition, which wrangler resolves first).',
    '// Workers forbid compiling WebAssembly from bytes, so the module is imported as a .wasm module,',
    '// which Workers hand over already compiled, and instantiated synchronously on first import.',
    `import { initSync } from './${outName}.js';`,
    `import wasmModule from './${outName}_bg.wasm';`,
    '',
    'initSync({ module: wasmModule });',
    '',
    ...reexports,
    '',
  ].join('\n'));

  // index.d.ts / index.d.cts: the JS layer's declarations (lib/api.d.ts, lib/extras.d.ts),
  // hand-written and checked below. wasm-bindgen's own declarations describe the internal
  // numeric exports and stay beside the web glue only.
  const dtsOf = (name) => read(join(template, 'lib', `${name}.d.ts`))
    .replace(/^import\s+type\s*\{[^}]*\}\s*from\s*'\.\/api(\.js)?';[ \t]*\n/gm, '');
  const parts = ['api', 'extras'].map(dtsOf);
  if (parts.some((d) => /^\s*import\b/m.test(d))) fail("lib/*.d.ts may only `import type { … } from './api.js'`");
  // The names JavaScript sees (Difficulty, ErrorCode, Rule, CellInput) come from src/names.rs.
  const nameDeclarations = run('cargo', ['run', '--quiet', '--bin', 'wire-js', '--', '--dts'], { capture: true });
  const dts = [
    '// Generated by scripts/build.mjs from src/names.rs, pkg-template/lib/api.d.ts and pkg-template/lib/extras.d.ts.',
    nameDeclarations.trimEnd(),
    ...parts.map((d) => d.trimEnd()),
    '',
  ].join('\n');
  writeFileSync(join(pkgDir, 'index.d.ts'), dts);
  writeFileSync(join(pkgDir, 'index.d.cts'), dts);

  const manifest = JSON.parse(read(join(template, 'package.json')));
  manifest.version = crate.version;
  writeFileSync(join(pkgDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(join(template, 'README.md'), join(pkgDir, 'README.md'));
  // bin/: the `oxo-ai` command, a front end that imports the package by its own name.
  cpSync(join(template, 'bin'), join(pkgDir, 'bin'), { recursive: true });

  return { all, board: names.board };
});

// oxo-ai/openturn and oxo-ai/boardgame: each pkg-template/lib/<name>.js as a sub-path export
// that imports the package by name; built and checked by scripts/adapters.mjs.
await step('adding the adapters (oxo-ai/openturn, oxo-ai/boardgame)', () => assembleAdapters({ root, pkgDir, fail }));

// oxo-ai/worker: the client, the worker module and their CommonJS copy and declarations;
// built and checked by scripts/worker-build.mjs (after the main entry, whose Difficulty it reads).
await step('adding the worker client (oxo-ai/worker)', () => assembleWorker({ root, pkgDir, fail, boardNames: exported.board }));

await step('checking pkg/ (entries, exports, declarations)', () => {
  const missing = (label, got) => {
    const lost = listDiff(exported.all, got);
    const extra = listDiff(got, exported.all);
    if (lost.length || extra.length) {
      fail(`${label}: missing [${lost.join(', ')}], unexpected [${extra.join(', ')}]`);
    }
  };
  const url = (p) => JSON.stringify(pathToFileURL(join(pkgDir, p)).href);

  // Node ESM sees the CJS entry's names through cjs-module-lexer (`default` is module.exports).
  const esm = nodeEval(`import * as m from ${url('node/index.cjs')};
    console.log(JSON.stringify(Object.keys(m).filter((k) => k !== 'default')));`);
  missing('node/index.cjs imported from ESM', esm);
  const nodeEntry = require(join(pkgDir, 'node', 'index.cjs'));
  missing('node/index.cjs required from CJS', Object.keys(nodeEntry));
  // The web modules must export what the node ones do.
  const web = nodeEval(`import * as b from ${url('web/board.js')};
    import * as a from ${url('web/api.js')};
    import * as e from ${url('web/extras.js')};
    import * as inline from ${url('web/entry-inline.js')};
    import * as entry from ${url('web/entry.js')};
    console.log(JSON.stringify({ layer: [...Object.keys(b), ...Object.keys(a), ...Object.keys(e)], inline: Object.keys(inline), entry: Object.keys(entry),
      move: new entry.AIEngine().bestMove(entry.emptyBoard(), 'X') }));`);
  missing('web/board.js + web/api.js + web/extras.js', web.layer);
  missing('web/entry-inline.js', web.inline);
  missing('web/entry.js', web.entry);
  if (JSON.stringify(web.move) !== '{"row":1,"col":1}') fail(`web/entry.js: bestMove gave ${JSON.stringify(web.move)}`);

  // web/entry-workerd.js imports the .wasm as a module, as Workers do: emulate that with a
  // loader hook whose `.wasm` modules default-export a compiled WebAssembly.Module, then load
  // the entry and call it once.
  const hooks = `export async function load(url, context, next) {
    if (!url.endsWith('.wasm')) return next(url, context);
    return { format: 'module', shortCircuit: true, source:
      'import { readFileSync } from "node:fs"; export default new WebAssembly.Module(readFileSync(new URL(' + JSON.stringify(url) + ')));' };
  }`;
  const workerd = nodeEval(`import { register } from 'node:module';
    register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});
    const entry = await import(${url('web/entry-workerd.js')});
    console.log(JSON.stringify({ names: Object.keys(entry), move: new entry.AIEngine().bestMove(entry.emptyBoard(), 'X') }));`);
  missing('web/entry-workerd.js', workerd.names);
  if (JSON.stringify(workerd.move) !== '{"row":1,"col":1}') fail(`web/entry-workerd.js: bestMove gave ${JSON.stringify(workerd.move)}`);

  // The declarations must type-check under --strict and declare exactly the runtime values.
  for (const file of ['index.d.ts', 'index.d.cts']) checkDeclarations({ root, path: join(pkgDir, file), values: exported.all, fail });
  const anyUse = read(join(pkgDir, 'index.d.ts')).split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line) && /\bany\b/.test(line));
  if (anyUse.length) console.log(`warning: index.d.ts uses \`any\`:\n  ${anyUse.join('\n  ')}`);
  console.log(`exports (${exported.all.length}): ${exported.all.join(', ')}`);
});

await step('sizes', () => {
  const wasmPath = existsSync(join(pkgDir, 'node', `${outName}_bg.wasm`)) ? `node/${outName}_bg.wasm` : `web/${outName}_bg.wasm`;
  const wasm = readFileSync(join(pkgDir, wasmPath));
  const file = (p) => readFileSync(join(pkgDir, p));
  const row = (label, buf) => console.log(`${label.padEnd(34)} raw ${kb(buf.length).padEnd(24)} gzip -9 ${kb(gzipSize(buf))}`);
  console.log(`wasm before wasm-opt: raw ${kb(wasmFiles.before)}`);
  row(`wasm (${wasmPath})`, wasm);
  row(`node glue (node/${outName}.cjs)`, file(`node/${outName}.cjs`));
  row(`web glue (web/${outName}.js)`, file(`web/${outName}.js`));
  row('web inline wasm (base64)', file(`web/${outName}_bg.wasm.b64.js`));

  // What each export condition makes a runtime load, unbundled (bundlers' output is measured by
  // js-tests/runtimes/run.mjs). gzip is per file, as a server compresses each response.
  const loads = [
    ['"node" (Node, Bun)', ['node/index.cjs', 'node/layer.cjs', `node/${outName}.cjs`], wasmPath],
    ['"workerd" (Cloudflare Workers)', ['web/entry-workerd.js', `web/${outName}.js`, ...LAYER.map((n) => `web/${n}.js`)], `web/${outName}_bg.wasm`],
    ['"default", "deno" (browsers, bundlers)', ['web/entry.js', 'web/load.js', 'web/base64.js', `web/${outName}.js`, ...LAYER.map((n) => `web/${n}.js`)], `web/${outName}_bg.wasm`],
    ['"edge-light" (Next.js edge: inlined)', ['web/entry-inline.js', 'web/base64.js', `web/${outName}.js`, ...LAYER.map((n) => `web/${n}.js`), `web/${outName}_bg.wasm.b64.js`], null],
  ];
  const cell = (raw, gz) => `${raw.toLocaleString('en-US')} / ${gz.toLocaleString('en-US')}`;
  console.log(`\n${'entry'.padEnd(38)} ${'JS raw / gzip B'.padEnd(20)} ${'wasm raw / gzip B'.padEnd(20)} total raw / gzip B`);
  for (const [label, js, wasmFile] of loads) {
    const jsRaw = js.reduce((s, f) => s + file(f).length, 0);
    const jsGz = js.reduce((s, f) => s + gzipSize(file(f)), 0);
    const wRaw = wasmFile ? file(wasmFile).length : 0;
    const wGz = wasmFile ? gzipSize(file(wasmFile)) : 0;
    console.log(`${label.padEnd(38)} ${cell(jsRaw, jsGz).padEnd(20)} ${(wasmFile ? cell(wRaw, wGz) : 'inlined in JS').padEnd(20)} ${cell(jsRaw + wRaw, jsGz + wGz)}`);
  }

  const files = [];
  const walk = (d) => readdirSync(d).forEach((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : files.push(join(d, f))));
  walk(pkgDir);
  const total = files.reduce((s, f) => s + statSync(f).size, 0);
  console.log(`\npkg/: ${files.length} files, ${kb(total)}`);
  console.log(`\nbuilt oxo-ai ${crate.version} into ${relative(process.cwd(), pkgDir) || '.'}/`);
  console.log(`WASM SIZE: ${wasm.length} bytes raw, ${gzipSize(wasm)} bytes gzipped`);
});
