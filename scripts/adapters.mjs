// The adapters' part of the package build, called by scripts/build.mjs once pkg/ is assembled:
// each pkg-template/lib/<name>.js becomes the sub-path export `oxo-ai/<name>`:
//
//   pkg/adapters/<name>.js     the ESM source as written
//   pkg/adapters/<name>.cjs    its CommonJS copy (derived below; for `require`)
//   pkg/adapters/<name>.d.ts   pkg-template/lib/<name>.d.ts, and the same as <name>.d.cts
//   pkg/adapters/adapter-kit.{js,cjs}  the helpers both adapters import (lib/adapter-kit.js)
//   pkg/<name>/package.json    `main` and `types` for tools that ignore `exports` (TypeScript's
//                              node10 resolution, webpack 4): what boardgame.io itself ships
//
// An adapter imports only from 'oxo-ai', the package itself: every runtime then resolves the
// entry it resolves for the app (node, workerd, browsers...), and the adapter shares that one
// WebAssembly instance. The check at the end loads both copies from pkg/ and type-checks the
// declarations, which must declare exactly the runtime exports.

import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkDeclarations } from './dts-check.mjs';
import { toCommonJs } from './cjs.mjs';

/** The adapters shipped, each as `oxo-ai/<name>`. */
export const ADAPTERS = ['openturn', 'boardgame'];

/** What an adapter may import: the package itself and the helpers they share. */
const KIT = 'adapter-kit';
const ADAPTER_IMPORTS = { 'oxo-ai': 'oxo-ai', [`./${KIT}.js`]: `./${KIT}.cjs` };

/**
 * Writes pkg/adapters/ and checks it: both copies load from pkg/ (resolving 'oxo-ai' to the
 * package itself), export the same names, and their declarations type-check under --strict
 * and declare exactly those values. Returns `{ name: exportNames }`.
 */
export async function assembleAdapters({ root, pkgDir, fail }) {
  const template = join(root, 'pkg-template', 'lib');
  const outDir = join(pkgDir, 'adapters');
  mkdirSync(outDir, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
  const exported = {};
  // The shared helpers ship beside the adapters, as ESM and as the derived CommonJS.
  const kit = readFileSync(join(template, `${KIT}.js`), 'utf8');
  writeFileSync(join(outDir, `${KIT}.js`), `// Copied by scripts/build.mjs from pkg-template/lib/${KIT}.js. Do not edit.\n${kit}`);
  writeFileSync(join(outDir, `${KIT}.cjs`), (await toCommonJs(kit, `${KIT}.js`, { specifiers: {}, fail })).code);
  for (const name of ADAPTERS) {
    const entry = manifest.exports?.[`./${name}`];
    if (!entry) fail(`pkg-template/package.json has no "./${name}" export`);
    if (Object.keys(entry)[0] !== 'types') fail(`the "./${name}" export must list "types" first`);
    const src = readFileSync(join(template, `${name}.js`), 'utf8');
    const cjs = await toCommonJs(src, `${name}.js`, { specifiers: ADAPTER_IMPORTS, fail });
    writeFileSync(join(outDir, `${name}.js`), `// Copied by scripts/build.mjs from pkg-template/lib/${name}.js. Do not edit.\n${src}`);
    writeFileSync(join(outDir, `${name}.cjs`), cjs.code);
    const dts = readFileSync(join(template, `${name}.d.ts`), 'utf8');
    writeFileSync(join(outDir, `${name}.d.ts`), dts);
    writeFileSync(join(outDir, `${name}.d.cts`), dts);
    mkdirSync(join(pkgDir, name), { recursive: true });
    writeFileSync(join(pkgDir, name, 'package.json'), `${JSON.stringify({
      private: true,
      main: `../adapters/${name}.cjs`,
      types: `../adapters/${name}.d.cts`,
    }, null, 2)}\n`);
    for (const dir of ['adapters/', `${name}/`]) {
      if (!manifest.files?.includes(dir)) fail(`pkg-template/package.json "files" lacks "${dir}"`);
    }
    exported[name] = cjs.names;
  }

  // Load each adapter as an app would, through the package's own exports (self-reference).
  const probe = `import { createRequire } from 'node:module';
    const require = createRequire(${JSON.stringify(pathToFileURL(join(pkgDir, 'package.json')).href)});
    const out = {};
    for (const name of ${JSON.stringify(ADAPTERS)}) {
      out[name] = { esm: Object.keys(await import('oxo-ai/' + name)), cjs: Object.keys(require('oxo-ai/' + name)) };
    }
    console.log(JSON.stringify(out));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: pkgDir, encoding: 'utf8' });
  if (run.status !== 0) fail(`loading the adapters from pkg/ failed:\n${run.stderr}${run.stdout}`);
  const loaded = JSON.parse(run.stdout);

  const same = (a, b) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
  for (const name of ADAPTERS) {
    for (const kind of ['esm', 'cjs']) {
      if (!same(loaded[name][kind], exported[name])) {
        fail(`oxo-ai/${name} (${kind}) exports [${loaded[name][kind]}], lib/${name}.js declares [${exported[name]}]`);
      }
    }
    for (const file of [`${name}.d.ts`, `${name}.d.cts`]) {
      checkDeclarations({ root, path: join(outDir, file), values: exported[name], fail });
    }
    console.log(`oxo-ai/${name}: ${exported[name].join(', ')}`);
  }
  return exported;
}
