// The TypeScript side of the installed package: consumer.ts compiles under
// `tsc --strict --noEmit` (node16 resolution, as CommonJS and as ESM, library checking on),
// and the runtime exports are exactly the values its declaration files declare.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

/** run.sh passes the compiler it found (the repo's own, or one installed for the run). */
function tscPath() {
  const candidates = [process.env.OXO_TSC, path.join(here, 'node_modules', '.bin', 'tsc')];
  const found = candidates.find((p) => p && fs.existsSync(p));
  assert.ok(found, `no TypeScript compiler: set OXO_TSC or install typescript (looked at ${candidates.join(', ')})`);
  return found;
}

function typecheck(files, { module = 'node16' } = {}) {
  const dir = fs.mkdtempSync(path.join(here, 'tsc-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: {
      strict: true, noEmit: true, module, moduleResolution: module, target: 'es2022',
      skipLibCheck: false, types: [],
    },
    files: Object.keys(files),
  }, null, 2));
  const run = spawnSync(tscPath(), ['-p', dir, '--pretty', 'false'], { encoding: 'utf8' });
  return { ...run, dir };
}

test('consumer.ts compiles under tsc --strict --noEmit (CommonJS and ESM consumers)', () => {
  const source = fs.readFileSync(path.join(here, 'consumer.ts'), 'utf8');
  for (const module of ['node16', 'nodenext']) {
    const { status, stdout, stderr, error } = typecheck({ 'consumer.ts': source, 'consumer.mts': source }, { module });
    assert.equal(error, undefined, String(error));
    assert.equal(status, 0, `tsc (${module}) failed:\n${stdout}${stderr}`);
  }
});

test('the type check is not vacuous: a misuse without @ts-expect-error fails', () => {
  const bad = [
    "import { AIEngine, emptyBoard } from 'oxo-ai';",
    "new AIEngine().bestMove(emptyBoard(), 'Y');",
    '',
  ].join('\n');
  for (const name of ['bad.ts', 'bad.mts']) {
    const { status, stdout } = typecheck({ [name]: bad });
    assert.notEqual(status, 0, `${name} compiled but should not have`);
    assert.match(stdout, /TS2345/, stdout);
  }
});

// ---- runtime exports vs declarations --------------------------------------------------

const pkgDir = path.dirname(require.resolve('oxo-ai/package.json', { paths: [here] }));

/** Every declaration file package.json points at for the root entry. */
function typesFiles() {
  const manifest = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const found = new Set();
  // `types` may be a path or conditions of its own ({ node: ..., default: ... }).
  const strings = (node) => {
    if (typeof node === 'string') found.add(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(strings);
  };
  const walk = (node) => {
    if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'types') strings(value);
        else walk(value);
      }
    }
  };
  const { exports } = manifest;
  if (exports && typeof exports === 'object' && !Array.isArray(exports)) {
    const keys = Object.keys(exports);
    walk(keys.some((k) => k.startsWith('.')) ? exports['.'] : exports);
  }
  for (const key of ['types', 'typings']) if (typeof manifest[key] === 'string') found.add(manifest[key]);
  return [...found].map((f) => path.resolve(pkgDir, f));
}

function stripComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

function resolveDts(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  const stem = base.replace(/\.(c|m)?js$/, '');
  const candidates = [base, `${stem}.d.ts`, `${stem}.d.cts`, `${stem}.d.mts`, path.join(base, 'index.d.ts')];
  const hit = candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
  assert.ok(hit, `cannot resolve ${spec} from ${from}`);
  return hit;
}

/**
 * The names a declaration file exports as runtime values: `export [declare] function |
 * class | const | let | var | enum`, re-exports of such, and `export *` followed through.
 * Type-only exports (`type`, `interface`, `export type {}`) are left out.
 */
function declaredValues(file, seen = new Set()) {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const text = stripComments(fs.readFileSync(file, 'utf8'));
  const names = new Set();
  const localValues = new Set();
  const decl = /^[ \t]*(export[ \t]+)?(?:declare[ \t]+)?(?:abstract[ \t]+)?(function|class|const|let|var|enum)[ \t]+(enum[ \t]+)?([A-Za-z_$][\w$]*)/gm;
  for (const m of text.matchAll(decl)) {
    if (m[3]) continue; // const enum: erased at compile time
    localValues.add(m[4]);
    if (m[1]) names.add(m[4]);
  }
  for (const m of text.matchAll(/^[ \t]*export[ \t]+\*[ \t]+from[ \t]+['"]([^'"]+)['"]/gm)) {
    for (const n of declaredValues(resolveDts(file, m[1]), seen)) names.add(n);
  }
  for (const m of text.matchAll(/^[ \t]*export[ \t]+(type[ \t]+)?\{([^}]*)\}(?:[ \t]*from[ \t]+['"]([^'"]+)['"])?/gm)) {
    if (m[1]) continue;
    const source = m[3] ? declaredValues(resolveDts(file, m[3]), new Set(seen)) : localValues;
    for (const part of m[2].split(',').map((s) => s.trim()).filter(Boolean)) {
      if (part.startsWith('type ')) continue;
      const [orig, alias] = part.split(/\s+as\s+/);
      if (source.has(orig)) names.add(alias ?? orig);
    }
  }
  return names;
}

const INTEROP = new Set(['default', '__esModule', 'module.exports']);
const sorted = (xs) => [...xs].filter((n) => !INTEROP.has(n)).sort();

test('runtime exports equal the values declared in every shipped declaration file', async () => {
  const files = typesFiles();
  assert.ok(files.length > 0, 'package.json names no declaration file');
  const esm = sorted(Object.keys(await import('oxo-ai')));
  const cjs = sorted(Object.keys(require('oxo-ai')));
  assert.deepEqual(cjs, esm, 'require and import expose different names');
  for (const must of ['AIEngine', 'Difficulty', 'emptyBoard', 'applyMove', 'fromOnChain']) {
    assert.ok(esm.includes(must), `${must} is not exported at runtime`);
  }
  for (const file of files) {
    assert.ok(fs.existsSync(file), `${path.relative(pkgDir, file)} is named in package.json but not shipped`);
    const declared = sorted(declaredValues(file));
    assert.deepEqual(declared, esm, `${path.relative(pkgDir, file)} declares different values than the package exports`);
  }
});

test('the declaration files declare every API reference "Types" type by name', () => {
  const types = ['CellValue', 'Board', 'Player', 'Move', 'ScoredMove', 'Threat', 'AnalysisReport',
    'SimulationResult', 'EngineOptions', 'Difficulty'];
  for (const file of typesFiles()) {
    const text = stripComments(fs.readFileSync(file, 'utf8'));
    const seen = new Set([file]);
    const texts = [text];
    // Follow `export * from` so split declaration files are read whole.
    for (let i = 0; i < texts.length; i += 1) {
      for (const m of texts[i].matchAll(/export[ \t]+\*[ \t]+from[ \t]+['"]([^'"]+)['"]/g)) {
        const next = resolveDts(file, m[1]);
        if (!seen.has(next)) {
          seen.add(next);
          texts.push(stripComments(fs.readFileSync(next, 'utf8')));
        }
      }
    }
    const all = texts.join('\n');
    for (const t of types) {
      assert.match(all, new RegExp(`export\\s+(declare\\s+)?(type|interface)\\s+${t}\\b`), `${path.relative(pkgDir, file)} lacks type ${t}`);
    }
    assert.doesNotMatch(all, /:\s*any\b|<any>|\bany\[\]/, `${path.relative(pkgDir, file)} mentions any`);
  }
});
