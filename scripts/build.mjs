#!/usr/bin/env node
// Builds the oxo-ai npm package into pkg/ (layout and reasons: docs/DESIGN.md).
//
//   node scripts/build.mjs
//
// Steps: per module, cargo build, then wasm-bindgen --target web (the one glue, which Node's
// entries bundle), one wasm-opt -Oz, then assemble pkg/ from pkg-template/ and check it.
// Tools come from `bash scripts/setup.sh` (wasm-bindgen in ~/.cargo/bin,
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
import { bundleCommonJs, bundleModule, fillSlot, toCommonJs } from './cjs.mjs';
import { markMultiValueUnused, multiValueExports } from './wasm-sections.mjs';
import { assembleWorker } from './worker-build.mjs';
import { WORKERS_WASM_HOOK } from './workers-hook.mjs';
import { checkDeclarations } from './dts-check.mjs';
import { MNK_MODULE, assembleMnk } from './mnk-build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const template = join(root, 'pkg-template');
const pkgDir = join(root, 'pkg');
const outName = 'oxo_ai';
/**
 * The WebAssembly modules (docs/DESIGN.md, "One engine module"), each the crate built with one
 * cargo feature of the facade: the engine (every 3×3 feature), which every page that computes
 * downloads once, and oxo-ai/mnk's (SPEC §8: MnkEngine), fetched only by apps that import that
 * entry.
 */
// The engine's rustflags: LLVM's inline threshold at 100, not opt-level 2's 225, is 1.4 KB gzip
// less module; the hot paths that lost their inlining are `#[inline(always)]` (Rng::below, the
// solver's and Expert's lookups), and A/B in one process Hard, Expert, rankedMoves, analyze, MCTS
// and the Simulator stay within 0.95-1.06 (docs/DESIGN.md, "The engine's inline threshold"). The
// mnk module's: inline threshold 25, 50 for `#[inline]` functions, and no loop unrolling (the
// Connect Four solver's hot lookups `#[inline(always)]`): 46,053 -> 39,709 B gzip with Connect
// Four's solves as fast (docs/DESIGN.md, "The mnk module's size").
const ENGINE = { feature: 'engine', name: outName, rustflags: ['-C', 'llvm-args=-inline-threshold=100'] };
const MNK = {
  feature: 'mnk',
  name: MNK_MODULE,
  rustflags: ['-C', 'llvm-args=-inline-threshold=25', '-C', 'llvm-args=-inlinehint-threshold=50', '-C', 'llvm-args=-unroll-threshold=0'],
};
const PARTS = [ENGINE, MNK];
const require = createRequire(import.meta.url);

// wasm-bindgen lives in ~/.cargo/bin, which a CI shell may not have on PATH.
const env = { ...process.env, PATH: [join(homedir(), '.cargo', 'bin'), process.env.PATH].join(delimiter) };
const wasmOpt = join(root, 'node_modules', '.bin', 'wasm-opt');

class BuildError extends Error {}

/** Stops the current step with a message meant for the person reading the log. */
function fail(message) {
  throw new BuildError(message);
}

/** Runs a command; inherits stdio unless `capture`, in which case stdout is returned. */
function run(cmd, args, { capture = false, rustflags } = {}) {
  const shown = [cmd, ...args].map((a) => (a.startsWith(root) ? relative(root, a) || '.' : a)).join(' ');
  if (!capture) console.log(`$ ${rustflags?.length ? `RUSTFLAGS='${rustflags.join(' ')}' ` : ''}${shown}`);
  const r = spawnSync(cmd, args, {
    cwd: root,
    // One flag list per part, passed the way cargo takes a list (CARGO_ENCODED_RUSTFLAGS, which
    // wins over RUSTFLAGS), so that each part's target directory always sees the same flags.
    env: rustflags === undefined ? env : { ...env, CARGO_ENCODED_RUSTFLAGS: rustflags.join('\x1f') },
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
const LAYER = ['wire', 'words', 'read', 'options', 'records', 'rules', 'boundary', 'board', 'formats', 'compute', 'api', 'more', 'extras', 'mnk-read', 'mnk-game', 'mnk-book', 'mnk-engine'];
/** The modules whose exports are the package's public names. */
const PUBLIC = ['board', 'formats', 'api', 'more', 'extras'];
/** An entry or a loader's twin, a checked-in file of pkg-template/entries/ (the build writes no JS source). */
const entrySource = (name) => read(join(template, 'entries', name));
/** web/engine-wasm.js's twin where an entry instantiates the engine itself. */
const ENGINE_TWIN = entrySource('twins/engine.js');
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
  const wasmBindgen = run('wasm-bindgen', ['--version'], { capture: true }).trim();
  if (!existsSync(wasmOpt)) fail(`${relative(root, wasmOpt)} is missing; run \`bash scripts/setup.sh\` first`);
  const opt = run(wasmOpt, ['--version'], { capture: true }).trim();
  console.log(`${wasmBindgen}; ${opt}`);
  return { wasmBindgenVersion: wasmBindgen.split(/\s+/)[1] };
});

const crate = await step('reading crate metadata', () => {
  const meta = JSON.parse(run('cargo', ['metadata', '--no-deps', '--format-version', '1'], { capture: true }));
  const manifest = join(root, 'Cargo.toml');
  const pkg = meta.packages.find((p) => resolve(p.manifest_path) === manifest);
  if (!pkg) fail('cargo metadata does not list the package at Cargo.toml');
  const lib = pkg.targets.find((t) => t.kind.includes('cdylib'));
  if (!lib) fail('Cargo.toml has no cdylib target; wasm-bindgen needs `crate-type = ["cdylib", …]`');
  console.log(`crate ${pkg.name} ${pkg.version}, lib ${lib.name}, target dir ${meta.target_directory}`);
  return {
    version: pkg.version,
    /** Where cargo leaves `part`'s module. */
    wasm: (part) => join(meta.target_directory, `part-${part.feature}`, 'wasm32-unknown-unknown', 'release', `${lib.name}.wasm`),
    partDir: (part) => join(meta.target_directory, `part-${part.feature}`),
    work: join(meta.target_directory, 'pkg-build'),
  };
});
const webOut = join(crate.work, 'web');

/**
 * A copy of cargo's output for `part` whose target_features section marks multivalue unused, so
 * that wasm-bindgen keeps return pointers instead of turning them into multi-value returns. Node
 * 20 compiles a JS-to-wasm wrapper for every multi-value export signature as it compiles a
 * module (wasm-bindgen's Result returns are multi-value): 2.3-3.3 ms of the engine's 4-5 ms
 * compile on import (docs/DESIGN.md, "Exports return one value"). The section lists
 * multivalue because the prebuilt std was compiled with it; our exports use none, and wasm-opt,
 * which reads the section, would refuse the module if any code did.
 */
function withoutMultiValue(part) {
  const bytes = readFileSync(crate.wasm(part));
  if (!markMultiValueUnused(bytes)) fail(`${crate.wasm(part)} has no target_features entry for multivalue; check wasm-bindgen's return ABI`);
  const out = join(crate.work, `${part.name}.cargo.wasm`);
  writeFileSync(out, bytes);
  return out;
}

const bindgenInputs = await step('building both modules (cargo build --release per feature)', () => {
  rmSync(crate.work, { recursive: true, force: true });
  mkdirSync(crate.work, { recursive: true });
  const inputs = {};
  for (const part of PARTS) {
    // Each part in its own target directory, so that neither build invalidates the other's.
    run('cargo', [
      'build', '--release', '--target', 'wasm32-unknown-unknown', '--lib', '--no-default-features',
      '--features', part.feature, '--target-dir', crate.partDir(part),
    ], { rustflags: part.rustflags });
    inputs[part.name] = withoutMultiValue(part);
  }
  return inputs;
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

await step('generating the glue (wasm-bindgen --target web)', () => {
  // One glue per module for every runtime: Node's entries call its initSync with the bytes they
  // read (pkg-template/entries/node-*.js). --omit-default-module-path drops the glue's
  // `new URL('…_bg.wasm', import.meta.url)`: the loaders name the file themselves, with an
  // inlined fallback. Every runtime the package supports has TextEncoder#encodeInto: no fallback for it.
  for (const part of PARTS) {
    run('wasm-bindgen', [
      '--target', 'web', '--omit-default-module-path', '--encode-into', 'always',
      '--out-dir', webOut, '--out-name', part.name, bindgenInputs[part.name],
    ]);
  }
});

const wasmFiles = await step('optimizing with wasm-opt -Oz', () => {
  const files = {};
  for (const part of PARTS) {
    const bindgenWasm = join(webOut, `${part.name}_bg.wasm`);
    const before = readFileSync(bindgenWasm);
    const opt = join(crate.work, `${part.name}_bg.opt.wasm`);
    // The producers and target-features sections only describe the build (234 B raw). Functions
    // named `apart*` stay out of line, as in Rust (#[inline(never)], which wasm-opt does not
    // see): a cold path compiled on its first call only (src/ttt/strategy/level.rs, src/boundary/wire/options.rs).
    run(wasmOpt, [
      '--no-inline=*::apart*', '-Oz', '--low-memory-unused', '--zero-filled-memory', '--converge',
      '--strip-producers', '--strip-target-features', bindgenWasm, '-o', opt,
    ]);
    const multiValue = multiValueExports(readFileSync(opt));
    if (multiValue.length) fail(`${part.name}_bg.wasm exports functions that return several values (${multiValue.join(', ')}): Node compiles a wrapper for each signature on import`);
    files[part.name] = { before: before.length, path: opt };
  }
  return files;
});

/** What Node's loaders (entries/node-read.js) leave as require()s: fs and the base64 copies. */
/**
 * The glue without its `if (Symbol.dispose) X.prototype[Symbol.dispose] = …` lines: a statement
 * at a module's top level, which keeps every class the glue exports in every bundle (the JS
 * layer's classes dispose through `free()`, lib/boundary.js's `disposeIsFree`, and never hand
 * a glue object to an app). A glue without such a line means wasm-bindgen changed: the build
 * stops so the trim is looked at again.
 */
function withoutGlueDispose(glue, part) {
  const line = /^if \(Symbol\.dispose\) (\w+)\.prototype\[Symbol\.dispose\] = \1\.prototype\.free;\n/gm;
  const trimmed = glue.replace(line, '');
  if (trimmed === glue) fail(`web/${part.name}.js: no \`if (Symbol.dispose) …\` line to take out; check wasm-bindgen's glue`);
  return trimmed;
}

/**
 * The glue with each class's `new FinalizationRegistry(…)` marked pure (`@__PURE__`): a top-level
 * `new` a bundler must otherwise keep, so a page that never makes a `Game` or a `SimulationRun`
 * kept their registries (25-60 B gzip a page). A glue without one means wasm-bindgen changed.
 */
function withPureRegistries(glue, part) {
  const marked = glue.replace(/^( +: )new FinalizationRegistry\(/gm, '$1/* @__PURE__ */ new FinalizationRegistry(');
  if (marked === glue) fail(`web/${part.name}.js: no \`new FinalizationRegistry(\` to mark pure; check wasm-bindgen's glue`);
  return marked;
}

const NODE_LOADER_EXTERNAL = Object.fromEntries([
  ['fs', 'fs'],
  ...PARTS.map((part) => [`../web/${part.name}_bg.wasm.b64.js`, `../web/${part.name}_bg.wasm.b64.js`]),
]);

const exported = await step('assembling pkg/', async () => {
  rmSync(pkgDir, { recursive: true, force: true });
  mkdirSync(join(pkgDir, 'node'), { recursive: true });
  mkdirSync(join(pkgDir, 'web'), { recursive: true });
  // web/: each module, its glue and the glue's d.ts (for its @ts-self-types pragma), and its
  // base64 copy.
  for (const part of PARTS) {
    cpSync(wasmFiles[part.name].path, join(pkgDir, 'web', `${part.name}_bg.wasm`));
    writeFileSync(join(pkgDir, 'web', `${part.name}.js`), withPureRegistries(withoutGlueDispose(read(join(webOut, `${part.name}.js`)), part), part));
    cpSync(join(webOut, `${part.name}.d.ts`), join(pkgDir, 'web', `${part.name}.d.ts`));
    writeFileSync(join(pkgDir, 'web', `${part.name}_bg.wasm.b64.js`),
      `// Generated by scripts/build.mjs: ${part.name}_bg.wasm as base64.\nexport default '${readFileSync(wasmFiles[part.name].path).toString('base64')}';\n`);
  }
  if (existsSync(join(webOut, 'snippets'))) cpSync(join(webOut, 'snippets'), join(pkgDir, 'web', 'snippets'), { recursive: true });
  // The JS layer (the glues import none of it: failures cross as numbers, src/boundary/wire/failure.rs).
  const wireJs = run('cargo', ['run', '--quiet', '--bin', 'wire-js'], { capture: true });
  for (const name of LAYER) {
    const src = name === 'wire' ? wireJs : read(join(template, 'lib', `${name}.js`));
    const origin = name === 'wire' ? 'src/boundary/wire/' : `pkg-template/lib/${name}.js`;
    writeFileSync(join(pkgDir, 'web', `${name}.js`), `// Copied by scripts/build.mjs from ${origin}. Do not edit.\n${src}`);
  }

  // The JS layer: wire.js (the wire format's constants, generated from src/boundary/wire/),
  // boundary.js (reading arguments and building answers), board.js (the board utilities),
  // api.js (the classes and reviewGame) and extras.js (Difficulty and the Simulator scheduler),
  // each as ESM in web/; for node/, all of them and the engine's glue, which the layer calls on
  // every call, in one CommonJS file that instantiates the engine (node/layer.cjs), and wire.cjs
  // alone for the worker client. The public names are board's, api's and extras'.
  const wireCjs = await toCommonJs(wireJs, 'wire.js', { specifiers: {}, fail });
  writeFileSync(join(pkgDir, 'node', 'wire.cjs'), wireCjs.code.replace('pkg-template/lib/wire.js', 'src/boundary/wire/'));
  const external = NODE_LOADER_EXTERNAL;
  const layers = {};
  for (const name of PUBLIC) {
    layers[name] = await bundleCommonJs({
      entry: `export * from './${name}.js';`, dir: join(pkgDir, 'web'), external, replace: { './engine-wasm.js': ENGINE_TWIN }, banner: name, fail,
    });
  }
  const layer = await bundleCommonJs({
    entry: entrySource('node-engine.js'),
    dir: join(pkgDir, 'web'),
    external,
    replace: { './engine-wasm.js': ENGINE_TWIN, './node-read.js': entrySource('node-read.js') },
    banner: `Generated by scripts/build.mjs (esbuild) from pkg-template/lib/{${LAYER.join(',')}}.js and web/${ENGINE.name}.js. Do not edit.`,
    fail,
  });
  writeFileSync(join(pkgDir, 'node', 'layer.cjs'), layer.code);

  // Loading layer.cjs (below) instantiates the optimized module: a broken wasm-opt result fails there.
  const names = Object.fromEntries(PUBLIC.map((name) => [name, layers[name].names]));
  const all = PUBLIC.flatMap((name) => names[name]);
  const clash = all.filter((n, i) => all.indexOf(n) !== i);
  if (clash.length) fail(`more than one of lib/${PUBLIC.join('.js, lib/')}.js export: ${clash.join(', ')}`);
  const got = Object.keys(require(join(pkgDir, 'node', 'layer.cjs')));
  if (!sameSet(got, all)) fail(`node/layer.cjs exports [${got}] but lib/${PUBLIC.join('.js, lib/')}.js declare [${all}]`);

  // Node's entries, checked-in files of pkg-template/entries/node/ (docs/DESIGN.md, "Node's
  // entries"): index.cjs spells out every name for Node's CommonJS export lexer, index.mjs and
  // module.mjs re-export them; the checks below hold each list to the layer's exports.
  cpSync(join(template, 'entries', 'node'), join(pkgDir, 'node'), { recursive: true });

  // web/: the modules' loaders and the self-initialising entries.
  // load.js compiles a module file by URL, base64.js decodes an inlined one; engine-wasm.js and
  // mnk-wasm.js load the two modules (SPEC §7.8); mnk-book-file.js finds the Connect Four book.
  for (const name of ['load', 'base64', 'engine-wasm', 'mnk-wasm', 'mnk-book-file']) {
    writeFileSync(join(pkgDir, 'web', `${name}.js`), `// Copied by scripts/build.mjs from pkg-template/lib/${name}.js. Do not edit.\n${read(join(template, 'lib', `${name}.js`))}`);
  }
  // The entry for browsers, bundlers and Deno (SPEC §7.8), pkg-template/entries/entry.js: the
  // layer's names; the module loads in its loader (engine-wasm.js) where a class that needs it is
  // part of the app. The checks below load it and compare its exports with the
  // layer's.
  writeFileSync(join(pkgDir, 'web', 'entry.js'), `// Copied by scripts/build.mjs from pkg-template/entries/entry.js. Do not edit.\n${entrySource('entry.js')}`);
  // The inline, workerd and module-sync entries are single files (esbuild) of an entry in
  // pkg-template/entries/ with the layer, in which the loader is the entry's twin
  // (entries/twins/engine.js): the module instantiated by the entry.
  const glueFiles = [`./${ENGINE.name}.js`, ...PARTS.flatMap((p) => [`./${p.name}_bg.wasm`, `./${p.name}_bg.wasm.b64.js`])];
  for (const [file, entry] of [['entry-inline.js', 'inline.js'], ['entry-workerd.js', 'workerd.js']]) {
    const bundled = await bundleModule({
      entry: entrySource(entry),
      dir: join(pkgDir, 'web'),
      external: glueFiles,
      replace: { './engine-wasm.js': ENGINE_TWIN },
      what: file,
      fail,
    });
    writeFileSync(join(pkgDir, 'web', file), `// Generated by scripts/build.mjs (esbuild) from pkg-template/entries/${entry} and the JS layer. Do not edit.\n${bundled}`);
  }
  // Node's entry where it matches "module-sync" (20.19+, 22.12+): one function's scope, as in
  // layer.cjs: at a module's top level, V8 reads the glue's and the layer's bindings more slowly
  // (docs/DESIGN.md, "Node's entries"). The file's first line gives the scope its import.meta.url.
  const syncBundle = await bundleModule({
    entry: entrySource('node-sync.js'),
    dir: join(pkgDir, 'web'),
    external: [],
    replace: { './engine-wasm.js': ENGINE_TWIN },
    globalName: 'entry',
    what: 'node/module-sync.mjs',
    fail,
  });
  writeFileSync(join(pkgDir, 'node', 'module-sync.mjs'), fillSlot(entrySource('node/module-sync.mjs'), syncBundle, fail));

  // index.d.ts / index.d.cts: the JS layer's declarations (lib/api.d.ts, lib/extras.d.ts),
  // hand-written and checked below. wasm-bindgen's own declarations describe the internal
  // numeric exports and stay beside the web glue only.
  const dtsOf = (name) => read(join(template, 'lib', `${name}.d.ts`))
    .replace(/^import\s+type\s*\{[^}]*\}\s*from\s*'\.\/api(\.js)?';[ \t]*\n/gm, '');
  const parts = ['api', 'extras'].map(dtsOf);
  if (parts.some((d) => /^\s*import\b/m.test(d))) fail("lib/*.d.ts may only `import type { … } from './api.js'`");
  // The names JavaScript sees (Difficulty, ErrorCode, Rule, CellInput) come from src/boundary/wire/names.rs.
  const nameDeclarations = run('cargo', ['run', '--quiet', '--bin', 'wire-js', '--', '--dts'], { capture: true });
  const dts = [
    '// Generated by scripts/build.mjs from src/boundary/wire/names.rs, pkg-template/lib/api.d.ts and pkg-template/lib/extras.d.ts.',
    nameDeclarations.trimEnd(),
    ...parts.map((d) => d.trimEnd()),
    '',
  ].join('\n');
  writeFileSync(join(pkgDir, 'index.d.ts'), dts);
  writeFileSync(join(pkgDir, 'index.d.cts'), dts);

  const manifest = JSON.parse(read(join(template, 'package.json')));
  manifest.version = crate.version;
  writeFileSync(join(pkgDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // inline/package.json: `main` and `types` of `oxo-ai/inline` for tools that ignore `exports`
  // (TypeScript's node10 resolution), which resolve it to Node's entry, as `exports` does in Node.
  const inline = manifest.exports['./inline'];
  if (!inline || inline.default !== './web/entry-inline.js') fail('pkg-template/package.json: "./inline" must export ./web/entry-inline.js by default');
  if (!manifest.files.includes('inline/')) fail('pkg-template/package.json "files" lacks "inline/"');
  mkdirSync(join(pkgDir, 'inline'), { recursive: true });
  writeFileSync(join(pkgDir, 'inline', 'package.json'), `${JSON.stringify({ private: true, main: '../node/index.cjs', types: '../index.d.cts' }, null, 2)}\n`);
  cpSync(join(template, 'README.md'), join(pkgDir, 'README.md'));
  // bin/: the `oxo-ai` command, a front end that imports the package by its own name.
  cpSync(join(template, 'bin'), join(pkgDir, 'bin'), { recursive: true });

  return { all, board: names.board, formats: names.formats };
});

// oxo-ai/openturn and oxo-ai/boardgame: each pkg-template/lib/<name>.js as a sub-path export
// that imports the package by name; built and checked by scripts/adapters.mjs.
await step('adding the adapters (oxo-ai/openturn, oxo-ai/boardgame)', () => assembleAdapters({ root, pkgDir, fail }));

// oxo-ai/mnk: m,n,k-games (SPEC §8) over their own module; built and checked by scripts/mnk-build.mjs.
await step('adding oxo-ai/mnk', () => assembleMnk({ root, pkgDir, fail, external: NODE_LOADER_EXTERNAL }));

// oxo-ai/worker: the client, the worker module and their CommonJS copy and declarations;
// built and checked by scripts/worker-build.mjs (after the main entry, whose Difficulty it reads).
await step('adding the worker client (oxo-ai/worker)', () => assembleWorker({ root, pkgDir, fail, boardNames: [...exported.board, ...exported.formats], engineTwin: ENGINE_TWIN, mnkTwin: entrySource('twins/mnk.js') }));

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
  const viaImport = nodeEval(`import * as m from ${url('node/index.mjs')};
    import { createRequire } from 'node:module';
    const cjs = createRequire(${url('node/index.mjs')})('./index.cjs');
    console.log(JSON.stringify({ names: Object.keys(m), shared: m.AIEngine === cjs.AIEngine }));`);
  missing('node/index.mjs', viaImport.names);
  if (!viaImport.shared) fail('node/index.mjs and node/index.cjs load two instances');
  missing('node/module.mjs', nodeEval(`import * as m from ${url('node/module.mjs')}; console.log(JSON.stringify(Object.keys(m)));`));
  const sync = nodeEval(`import * as m from ${url('node/module-sync.mjs')};
    console.log(JSON.stringify({ names: Object.keys(m), move: new m.AIEngine().bestMove(m.emptyBoard(), 'X'), moreMove: new m.Game().legalMoves().length }));`);
  missing('node/module-sync.mjs', sync.names);
  if (JSON.stringify(sync.move) !== '{"row":1,"col":1}' || sync.moreMove !== 9) fail(`node/module-sync.mjs: bestMove gave ${JSON.stringify(sync.move)}, Game ${sync.moreMove} legal moves`);
  // The web modules must export what the node ones do.
  const web = nodeEval(`${PUBLIC.map((name, i) => `import * as m${i} from ${url(`web/${name}.js`)};`).join('\n')}
    import * as inline from ${url('web/entry-inline.js')};
    import * as entry from ${url('web/entry.js')};
    console.log(JSON.stringify({ layer: [${PUBLIC.map((_, i) => `...Object.keys(m${i})`).join(', ')}], inline: Object.keys(inline), entry: Object.keys(entry),
      move: new entry.AIEngine().bestMove(entry.emptyBoard(), 'X'), moreMove: new inline.Game().legalMoves().length }));`);
  missing(`web/{${PUBLIC.join(',')}}.js`, web.layer);
  if (web.moreMove !== 9) fail(`web/entry-inline.js: Game gave ${web.moreMove} legal moves`);
  missing('web/entry-inline.js', web.inline);
  missing('web/entry.js', web.entry);
  if (JSON.stringify(web.move) !== '{"row":1,"col":1}') fail(`web/entry.js: bestMove gave ${JSON.stringify(web.move)}`);

  // web/entry-workerd.js imports the .wasm as a module, as Workers do (./workers-hook.mjs): load
  // the entry and call it once.
  const workerd = nodeEval(`${WORKERS_WASM_HOOK}
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
  const file = (p) => readFileSync(join(pkgDir, p));
  const row = (label, buf) => console.log(`${label.padEnd(34)} raw ${kb(buf.length).padEnd(24)} gzip -9 ${kb(gzipSize(buf))}`);
  for (const part of PARTS) {
    console.log(`${part.name}_bg.wasm before wasm-opt: raw ${kb(wasmFiles[part.name].before)}`);
    row(`wasm (web/${part.name}_bg.wasm)`, file(`web/${part.name}_bg.wasm`));
    row(`glue (web/${part.name}.js)`, file(`web/${part.name}.js`));
    row(`web inline wasm (base64)`, file(`web/${part.name}_bg.wasm.b64.js`));
  }

  // What each export condition makes a runtime load, unbundled (bundlers' output is measured by
  // js-tests/runtimes/run.mjs). gzip is per file, as a server compresses each response.
  const engineWasm = [`web/${ENGINE.name}_bg.wasm`];
  const loads = [
    ['"node" "module-sync" (Node 20.19+)', ['node/module-sync.mjs'], engineWasm],
    ['"node" import (older Node, Bun)', ['node/index.mjs', 'node/index.cjs', 'node/layer.cjs'], engineWasm],
    ['"default", "deno"', ['web/entry.js', 'web/load.js', 'web/base64.js', 'web/engine-wasm.js', `web/${ENGINE.name}.js`, ...LAYER.filter((n) => !n.startsWith('mnk')).map((n) => `web/${n}.js`)], engineWasm],
    ['"workerd" (Cloudflare Workers)', ['web/entry-workerd.js', `web/${ENGINE.name}.js`], engineWasm],
    ['"edge-light" (Next.js edge: inlined)', ['web/entry-inline.js', `web/${ENGINE.name}.js`, `web/${ENGINE.name}_bg.wasm.b64.js`], []],
  ];
  const cell = (raw, gz) => `${raw.toLocaleString('en-US')} / ${gz.toLocaleString('en-US')}`;
  const sum = (list, f) => list.reduce((s, p) => s + f(file(p)), 0);
  console.log(`\n${'entry'.padEnd(38)} ${'JS raw / gzip B'.padEnd(20)} ${'wasm raw / gzip B'.padEnd(20)} total raw / gzip B`);
  for (const [label, js, wasm] of loads) {
    const [jsRaw, jsGz, wRaw, wGz] = [sum(js, (b) => b.length), sum(js, gzipSize), sum(wasm, (b) => b.length), sum(wasm, gzipSize)];
    console.log(`${label.padEnd(38)} ${cell(jsRaw, jsGz).padEnd(20)} ${(wasm.length ? cell(wRaw, wGz) : 'inlined in JS').padEnd(20)} ${cell(jsRaw + wRaw, jsGz + wGz)}`);
  }

  const files = [];
  const walk = (d) => readdirSync(d).forEach((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : files.push(join(d, f))));
  walk(pkgDir);
  const total = files.reduce((s, f) => s + statSync(f).size, 0);
  console.log(`\npkg/: ${files.length} files, ${kb(total)}`);
  console.log(`\nbuilt oxo-ai ${crate.version} into ${relative(process.cwd(), pkgDir) || '.'}/`);
  for (const part of PARTS) {
    const wasm = file(`web/${part.name}_bg.wasm`);
    console.log(`WASM SIZE (${part.name}): ${wasm.length} bytes raw, ${gzipSize(wasm)} bytes gzipped`);
  }
});
