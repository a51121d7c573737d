#!/usr/bin/env node
// Builds the oxo-ai npm package into pkg/ (layout and reasons: docs/DESIGN.md, "The npm package").
//
//   node scripts/build.mjs
//
// Steps: per module, cargo build, then wasm-bindgen --target web (the one glue, which Node's
// entries bundle), one wasm-opt -Oz; then pkg/ is assembled from pkg-template/: files copied, and
// the checked-in entries of pkg-template/entries/ bundled with the JS layer by esbuild
// (./cjs.mjs). The build writes no JavaScript of its own. js-tests/ tests the packed package
// (entries.test.mjs loads every entry file and checks its declarations). Tools come from
// `bash scripts/setup.sh` (wasm-bindgen in ~/.cargo/bin, wasm-opt and esbuild in node_modules).
// Any failure stops the build with a non-zero exit.

import { spawnSync } from 'node:child_process';
import {
  cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bundleCommonJs, bundleModule, fillSlot, toCommonJs } from './cjs.mjs';
import { markMultiValueUnused } from './wasm-sections.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const template = join(root, 'pkg-template');
const pkgDir = join(root, 'pkg');
/**
 * The WebAssembly modules (docs/DESIGN.md, "One engine module"), each the crate built with one
 * cargo feature of the facade: the engine (every 3×3 feature), which every page that computes
 * downloads once, and oxo-ai/mnk's (API reference "Bigger boards": MnkEngine), fetched only by apps that import that
 * entry.
 */
// The engine's rustflags: LLVM's inline threshold at 100, not opt-level 2's 225, is 1.4 KB gzip
// less module; the hot paths that lost their inlining are `#[inline(always)]` (Rng::below, the
// solver's and Expert's lookups), and A/B in one process Hard, Expert, rankedMoves, analyze, MCTS
// and the Simulator stay within 0.95-1.06 (docs/DESIGN.md, "The engine's inline threshold"). The
// mnk module's: inline threshold 25, 50 for `#[inline]` functions, and no loop unrolling (the
// Connect Four solver's hot lookups `#[inline(always)]`): 46,053 -> 39,709 B gzip with Connect
// Four's solves as fast (docs/DESIGN.md, "The mnk module's size").
const ENGINE = { feature: 'engine', name: 'oxo_ai', rustflags: ['-C', 'llvm-args=-inline-threshold=100'] };
const MNK = {
  feature: 'mnk',
  name: 'oxo_ai_mnk',
  rustflags: ['-C', 'llvm-args=-inline-threshold=25', '-C', 'llvm-args=-inlinehint-threshold=50', '-C', 'llvm-args=-unroll-threshold=0'],
};
// oxo-ai/ultimate's: LLVM's defaults at opt-level 2, for the search's playouts (docs/DESIGN.md,
// "The ultimate module").
const ULTIMATE = { feature: 'ultimate', name: 'oxo_ai_ultimate', rustflags: [] };
const PARTS = [ENGINE, MNK, ULTIMATE];

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
const LAYER = ['wire', 'words', 'read', 'options', 'run-options', 'records', 'rules', 'boundary', 'board', 'formats', 'onchain', 'compute', 'compute-more', 'api', 'more', 'extras', 'mnk-read', 'mnk-game', 'mnk-book', 'mnk-engine', 'ultimate-read', 'ultimate-game', 'ultimate-engine'];
/** An entry or a loader's twin, a checked-in file of pkg-template/entries/ (the build writes no JS source). */
const entrySource = (name) => read(join(template, 'entries', name));
/** web/engine-wasm.js's twin where an entry instantiates the engine itself. */
const ENGINE_TWIN = entrySource('twins/engine.js');
const kb = (n) => `${n.toLocaleString('en-US')} B (${(n / 1024).toFixed(1)} KiB)`;
const gzipSize = (buf) => gzipSync(buf, { level: 9 }).length;
const write = (to, text) => writeFileSync(join(pkgDir, to), text);
/** Copies `from` (a path in the repository) to pkg/`to` under a line naming where it comes from. */
const copied = (from, to) => write(to, `// Copied by scripts/build.mjs from ${from}. Do not edit.\n${read(join(root, from))}`);
/** The banner of a bundle of `entry` (a path in the repository) and the JS layer. */
const generated = (entry) => `// Generated by scripts/build.mjs (esbuild) from ${entry} and the JS layer. Do not edit.\n`;
/** pkg/`to` (web/NAME.b64.js) as the base64 module pkg-template/entries/file.b64.js of the file at `from`. */
const base64Module = (from, to) => write(to, entrySource('file.b64.js')
  .replace('{file}', () => to.slice(4, -7)).replace('{base64}', () => readFileSync(from).toString('base64')));

/**
 * Node's CommonJS export lexer sees only the names a checked-in entry spells out
 * (`exports.NAME = layer.NAME;`): pkg/node/`entry` must list exactly the names its layer exports.
 */
function checkLexerList(entry, exported) {
  const listed = [...read(join(pkgDir, 'node', entry)).matchAll(/^exports\.(\w+) = layer\.\1;$/gm)].map((m) => m[1]);
  if (listed.sort().join() !== [...exported].sort().join()) fail(`node/${entry} lists [${listed}], the layer exports [${exported}]`);
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
    files[part.name] = { before: before.length, path: opt };
  }
  return files;
});

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

/** What Node's loaders (entries/node-read.js) leave as require()s: fs and the base64 copies. */
const NODE_LOADER_EXTERNAL = Object.fromEntries(['fs', ...PARTS.map((part) => `../web/${part.name}_bg.wasm.b64.js`)].map((p) => [p, p]));

await step('assembling pkg/', async () => {
  rmSync(pkgDir, { recursive: true, force: true });
  mkdirSync(join(pkgDir, 'web'), { recursive: true });
  // The checked-in files: the npm README, the CLI (bin/, a front end that imports the package by
  // its own name), and the package.json of each sub-path for tools that ignore `exports`
  // (TypeScript's node10 resolution); the package's own package.json comes last.
  for (const path of ['README.md', 'bin', 'inline', 'worker', 'openturn', 'boardgame']) cpSync(join(template, path), join(pkgDir, path), { recursive: true });
  // Node's entries, checked-in files of pkg-template/entries/node/ (docs/DESIGN.md, "Node's
  // entries"): index.cjs and mnk.cjs spell out every name for Node's CommonJS export lexer, the
  // .mjs files bind them; module-sync.mjs and worker.cjs get their bundles below.
  cpSync(join(template, 'entries', 'node'), join(pkgDir, 'node'), { recursive: true });
  // web/: each module, its glue and the glue's d.ts (for its @ts-self-types pragma), and its
  // base64 copy.
  for (const part of PARTS) {
    cpSync(wasmFiles[part.name].path, join(pkgDir, 'web', `${part.name}_bg.wasm`));
    write(`web/${part.name}.js`, withPureRegistries(withoutGlueDispose(read(join(webOut, `${part.name}.js`)), part), part));
    cpSync(join(webOut, `${part.name}.d.ts`), join(pkgDir, 'web', `${part.name}.d.ts`));
    base64Module(wasmFiles[part.name].path, `web/${part.name}_bg.wasm.b64.js`);
  }
  if (existsSync(join(webOut, 'snippets'))) cpSync(join(webOut, 'snippets'), join(pkgDir, 'web', 'snippets'), { recursive: true });
  // The JS layer (the glues import none of it: failures cross as numbers,
  // src/boundary/wire/failure.rs), with wire.js, the wire format's constants,
  // printed from src/boundary/wire/ by Rust; the loaders: load.js compiles a module file by URL,
  // base64.js decodes an inlined one, engine-wasm.js and mnk-wasm.js load the two modules (API
  // reference "Loading"), mnk-book-file.js finds the Connect Four book; the worker client and its proxy.
  const wireJs = run('cargo', ['run', '--quiet', '--bin', 'wire-js'], { capture: true });
  write('web/wire.js', `// Copied by scripts/build.mjs from src/boundary/wire/. Do not edit.\n${wireJs}`);
  // oxo-ai/mnk's and oxo-ai/ultimate's constants apart, so that a bundle serving 3×3 pages too
  // keeps none in their chunks (docs/DESIGN.md, "Pages of one app").
  const mnkWireJs = run('cargo', ['run', '--quiet', '--bin', 'wire-js', '--', '--mnk'], { capture: true });
  write('web/mnk-wire.js', `// Copied by scripts/build.mjs from src/boundary/wire/. Do not edit.\n${mnkWireJs}`);
  const ultimateWireJs = run('cargo', ['run', '--quiet', '--bin', 'wire-js', '--', '--ultimate'], { capture: true });
  write('web/ultimate-wire.js', `// Copied by scripts/build.mjs from src/boundary/wire/. Do not edit.\n${ultimateWireJs}`);
  for (const name of [...LAYER.slice(1), 'load', 'base64', 'engine-wasm', 'mnk-wasm', 'ultimate-wasm', 'mnk-book-file', 'worker', 'worker-serve']) {
    copied(`pkg-template/lib/${name}.js`, `web/${name}.js`);
  }
  // The entries for browsers, bundlers and Deno (API reference "Loading"): the layer's names, each module
  // loaded in its loader where a class that needs it is part of the app.
  for (const name of ['entry', 'mnk', 'ultimate']) copied(`pkg-template/entries/${name}.js`, `web/${name}.js`);
  // The Connect Four opening book (API reference "Connect Four: perfect play"), beside the module, and its base64 copy for Node
  // server bundles that moved the file (node/mnk-book-file.cjs).
  cpSync(join(template, 'book', 'connect-four.oxc4'), join(pkgDir, 'web', 'connect-four.oxc4'));
  base64Module(join(template, 'book', 'connect-four.oxc4'), 'web/connect-four.oxc4.b64.js');

  // node/: the JS layer and the engine's glue, which the layer calls on every call, in one
  // CommonJS file that instantiates the engine (node/layer.cjs); the mnk glue, instantiating its
  // module when node/mnk-wasm.cjs first requires it, and oxo-ai/mnk's layer; wire.cjs alone for
  // the worker client.
  const web = join(pkgDir, 'web');
  const nodeRead = entrySource('node-read.js');
  const layer = await bundleCommonJs({
    entry: entrySource('node-engine.js'), dir: web, external: NODE_LOADER_EXTERNAL, replace: { './engine-wasm.js': ENGINE_TWIN, './node-read.js': nodeRead }, fail,
    banner: `Generated by scripts/build.mjs (esbuild) from pkg-template/lib/{${LAYER.join(',')}}.js and web/${ENGINE.name}.js. Do not edit.`,
  });
  write('node/layer.cjs', layer.code);
  checkLexerList('index.cjs', layer.names);
  const mnkGlue = await bundleCommonJs({
    entry: entrySource('node-mnk.js'), dir: web, external: NODE_LOADER_EXTERNAL, replace: { './node-read.js': nodeRead }, fail,
    banner: `Generated by scripts/build.mjs (esbuild) from web/${MNK.name}.js, instantiating it. Do not edit.`,
  });
  write(`node/${MNK.name}.cjs`, mnkGlue.code);
  const mnkLayer = await bundleCommonJs({
    entry: entrySource('mnk.js'), dir: web, external: { ...NODE_LOADER_EXTERNAL, './mnk-wasm.js': './mnk-wasm.cjs', './mnk-book-file.js': './mnk-book-file.cjs' }, fail,
    banner: 'Generated by scripts/build.mjs (esbuild) from pkg-template/entries/mnk.js and the JS layer. Do not edit.',
  });
  write('node/mnk-layer.cjs', mnkLayer.code);
  checkLexerList('mnk.cjs', mnkLayer.names);
  // oxo-ai/ultimate, as oxo-ai/mnk: its glue instantiating its module on first require, and its layer.
  const ultimateGlue = await bundleCommonJs({
    entry: entrySource('node-ultimate.js'), dir: web, external: NODE_LOADER_EXTERNAL, replace: { './node-read.js': nodeRead }, fail,
    banner: `Generated by scripts/build.mjs (esbuild) from web/${ULTIMATE.name}.js, instantiating it. Do not edit.`,
  });
  write(`node/${ULTIMATE.name}.cjs`, ultimateGlue.code);
  const ultimateLayer = await bundleCommonJs({
    entry: entrySource('ultimate.js'), dir: web, external: { ...NODE_LOADER_EXTERNAL, './ultimate-wasm.js': './ultimate-wasm.cjs' }, fail,
    banner: 'Generated by scripts/build.mjs (esbuild) from pkg-template/entries/ultimate.js and the JS layer. Do not edit.',
  });
  write('node/ultimate-layer.cjs', ultimateLayer.code);
  checkLexerList('ultimate.cjs', ultimateLayer.names);
  const wireCjs = await toCommonJs(wireJs, 'wire.js', { specifiers: {}, fail });
  write('node/wire.cjs', wireCjs.code.replace('pkg-template/lib/wire.js', 'src/boundary/wire/'));

  // The single-file entries (esbuild): an entry of pkg-template/entries/ with the layer, in which
  // a loader is its twin (entries/twins/): the module instantiated by the entry. Node's
  // module-sync entry is one function's scope, as in layer.cjs: at a module's top level, V8 reads
  // the glue's and the layer's bindings more slowly (docs/DESIGN.md, "Node's entries"); the
  // file's first line gives the scope its import.meta.url.
  const glueFiles = [`./${ENGINE.name}.js`, ...PARTS.flatMap((p) => [`./${p.name}_bg.wasm`, `./${p.name}_bg.wasm.b64.js`])];
  const mnkTwins = { './mnk-wasm.js': entrySource('twins/mnk.js'), './mnk-book-file.js': entrySource('twins/mnk-book-file.js') };
  for (const [file, entry, external, replace] of [
    ['entry-inline.js', 'inline.js', glueFiles, { './engine-wasm.js': ENGINE_TWIN }],
    ['entry-workerd.js', 'workerd.js', glueFiles, { './engine-wasm.js': ENGINE_TWIN }],
    ['mnk-workerd.js', 'mnk-workerd.js', [`./${MNK.name}.js`, `./${MNK.name}_bg.wasm`], mnkTwins],
    ['ultimate-workerd.js', 'ultimate-workerd.js', [`./${ULTIMATE.name}.js`, `./${ULTIMATE.name}_bg.wasm`], { './ultimate-wasm.js': entrySource('twins/ultimate.js') }],
  ]) {
    const bundled = await bundleModule({ entry: entrySource(entry), dir: web, external, replace, what: file, fail });
    write(`web/${file}`, `${generated(`pkg-template/entries/${entry}`)}${bundled}`);
  }
  const syncBundle = await bundleModule({
    entry: entrySource('node-sync.js'), dir: web, external: [], replace: { './engine-wasm.js': ENGINE_TWIN }, globalName: 'entry', what: 'node/module-sync.mjs', fail,
  });
  write('node/module-sync.mjs', fillSlot(entrySource('node/module-sync.mjs'), syncBundle, fail));

  // index.d.ts / index.d.cts: the names JavaScript sees (Difficulty, ErrorCode, Rule, CellInput),
  // from src/boundary/wire/names.rs, then the JS layer's hand-written declarations
  // (lib/api.d.ts, lib/extras.d.ts). wasm-bindgen's own declarations describe the internal
  // numeric exports and stay beside the web glue only.
  const dtsOf = (name) => read(join(template, 'lib', `${name}.d.ts`))
    .replace(/^import\s+type\s*\{[^}]*\}\s*from\s*'\.\/api(\.js)?';[ \t]*\n/gm, '');
  const parts = ['api', 'extras'].map(dtsOf);
  if (parts.some((d) => /^\s*import\b/m.test(d))) fail("lib/*.d.ts may only `import type { … } from './api.js'`");
  const nameDeclarations = run('cargo', ['run', '--quiet', '--bin', 'wire-js', '--', '--dts'], { capture: true });
  const header = '// Generated by scripts/build.mjs from src/boundary/wire/names.rs, pkg-template/lib/api.d.ts and pkg-template/lib/extras.d.ts.';
  const dts = [header, nameDeclarations, ...parts].map((d) => d.trimEnd()).concat('').join('\n');
  for (const file of ['index.d.ts', 'index.d.cts']) write(file, dts);
  for (const file of ['mnk.d.ts', 'mnk.d.cts']) cpSync(join(template, 'lib', 'mnk.d.ts'), join(pkgDir, file));
  for (const file of ['ultimate.d.ts', 'ultimate.d.cts']) cpSync(join(template, 'lib', 'ultimate.d.ts'), join(pkgDir, file));
  console.log(`exports (${layer.names.length}): ${layer.names.join(', ')}`);
});

// oxo-ai/openturn and oxo-ai/boardgame: each pkg-template/lib/<name>.js as a sub-path export that
// imports only 'oxo-ai', the package itself, so that every runtime resolves the entry it resolves
// for the app and the adapter shares that one instance; with their CommonJS copies (for
// `require`) and the helpers both import (lib/adapter-kit.js).
await step('adding the adapters (oxo-ai/openturn, oxo-ai/boardgame)', async () => {
  mkdirSync(join(pkgDir, 'adapters'), { recursive: true });
  const specifiers = { 'oxo-ai': 'oxo-ai', './adapter-kit.js': './adapter-kit.cjs' };
  for (const name of ['adapter-kit', 'openturn', 'boardgame']) {
    copied(`pkg-template/lib/${name}.js`, `adapters/${name}.js`);
    write(`adapters/${name}.cjs`, (await toCommonJs(read(join(template, 'lib', `${name}.js`)), `${name}.js`, { specifiers, fail })).code);
    if (name === 'adapter-kit') continue;
    for (const ext of ['d.ts', 'd.cts']) cpSync(join(template, 'lib', `${name}.d.ts`), join(pkgDir, 'adapters', `${name}.${ext}`));
  }
});

// oxo-ai/worker (API reference "Off the main thread"): its worker modules, its CommonJS client and declarations, once web/
// holds everything else.
await step('adding the worker client (oxo-ai/worker)', async () => {
  // The worker modules, each one file with the computations it calls: lib/worker-host.js (the
  // 3×3 classes, over the engine's twin loader) and lib/worker-mnk-host.js (MnkEngine, over the
  // mnk loader's twin, entries/twins/mnk.js, in place of web/mnk-wasm.js, whose top-level await
  // the classic scripts bundlers make of workers cannot have).
  // Only the modules that import a loader are bundled in (compute.js and compute-more.js over the
  // engine's twin, mnk-engine.js over the mnk twin); every other module stays an import of the
  // package's own file, so an app's worker bundle holds one copy of each, the glue's included
  // (it imports words.js: bundled in, words.js and wire.js were there twice, 1.2 KB gzip).
  const loaderFiles = ['./engine-wasm.js', './mnk-wasm.js', './ultimate-wasm.js'];
  const bundled = ['./compute.js', './compute-more.js', './mnk-engine.js', './ultimate-engine.js'];
  const web = join(pkgDir, 'web');
  const external = readdirSync(web).filter((f) => f.endsWith('.js')).map((f) => `./${f}`)
    .filter((p) => !loaderFiles.includes(p) && !bundled.includes(p));
  for (const [name, replace] of [
    ['worker-host.js', { './engine-wasm.js': ENGINE_TWIN }],
    ['worker-mnk-host.js', { './mnk-wasm.js': entrySource('twins/mnk.js') }],
    ['worker-ultimate-host.js', { './ultimate-wasm.js': entrySource('twins/ultimate.js') }],
  ]) {
    const host = await bundleModule({ entry: read(join(template, 'lib', name)), dir: web, external, replace, what: name, fail });
    write(`web/${name}`, `${generated(`pkg-template/lib/${name}`)}${host}`);
  }
  // The CommonJS copy for `require('oxo-ai/worker')` (Node, Bun): the client, its readers and the
  // board utilities in one file (they hold no state, so a second copy beside the main entry's
  // changes no answer), in pkg-template/entries/node/worker.cjs; the worker module stays the ES
  // module in web/. node/worker.mjs (copied with node/) re-exports its names.
  const client = await bundleCommonJs({
    entry: entrySource('node-worker.js'), dir: web, external: {}, metaUrl: 'importMetaUrl', slot: entrySource('node/worker.cjs'), banner: 'node/worker.cjs', fail,
  });
  write('node/worker.cjs', client.code);
  const dts = read(join(template, 'lib', 'worker.d.ts'));
  write('web/worker.d.ts', dts);
  write('node/worker.d.cts', dts.replaceAll("'../index.js'", "'../index.cjs'").replaceAll("'../mnk.js'", "'../mnk.cjs'").replaceAll("'../ultimate.js'", "'../ultimate.cjs'"));
  console.log(`oxo-ai/worker: ${client.names.join(', ')}`);
  // Last, as the build's stamp (scripts/bench.sh rebuilds when a source is newer): package.json,
  // pkg-template's with the crate's version.
  const manifest = JSON.parse(read(join(template, 'package.json')));
  manifest.version = crate.version;
  write('package.json', `${JSON.stringify(manifest, null, 2)}\n`);
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
    ['"default", "deno"', ['web/entry.js', 'web/load.js', 'web/base64.js', 'web/engine-wasm.js', `web/${ENGINE.name}.js`, ...LAYER.filter((n) => !n.startsWith('mnk') && !n.startsWith('ultimate')).map((n) => `web/${n}.js`)], engineWasm],
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

  const files = readdirSync(pkgDir, { recursive: true }).map((f) => join(pkgDir, f)).filter((f) => statSync(f).isFile());
  const total = files.reduce((s, f) => s + statSync(f).size, 0);
  console.log(`\npkg/: ${files.length} files, ${kb(total)}`);
  console.log(`\nbuilt oxo-ai ${crate.version} into ${relative(process.cwd(), pkgDir) || '.'}/`);
  for (const part of PARTS) {
    const wasm = file(`web/${part.name}_bg.wasm`);
    console.log(`WASM SIZE (${part.name}): ${wasm.length} bytes raw, ${gzipSize(wasm)} bytes gzipped`);
  }
});
