#!/usr/bin/env node
// Builds the demo page (examples/web/) the way a user's app is built: packs the built package
// (pkg/) with `npm pack`, makes a scratch app project, installs the tarball there with npm, copies
// the page's sources in and runs `vite build`, so `import … from 'oxo-ai'` resolves through the
// app's node_modules to the installed package's browser entry.
//
//   node js-tests/demo/build.mjs [--out DIR]     (default js-tests/demo/.scratch)
//
// Vite comes from this folder's package.json/package-lock.json (`npm ci` here first).
// Prints the folder that holds the built page (DIR/app/dist).

import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`\`${cmd} ${args.join(' ')}\` in ${cwd} exited with status ${r.status}\n${r.stdout}`);
  return r.stdout;
}

/** Builds the page into `out`/app/dist and returns { appDir, distDir, tarball }. */
export async function buildDemo({ out = join(here, '.scratch'), log = console.log } = {}) {
  const pkgDir = join(root, 'pkg');
  if (!existsSync(join(pkgDir, 'package.json'))) {
    throw new Error(`${relative(process.cwd(), pkgDir)}/package.json is missing; build the package first: node scripts/build.mjs`);
  }
  if (!existsSync(join(here, 'node_modules', 'vite'))) {
    throw new Error(`vite is not installed in ${relative(process.cwd(), here) || '.'}; run \`npm ci\` there first`);
  }
  const appDir = join(out, 'app');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(appDir, { recursive: true });

  log(`demo: packing ${relative(process.cwd(), pkgDir)}`);
  run('npm', ['pack', pkgDir, '--pack-destination', out, '--loglevel=error'], root);
  const tarball = readdirSync(out).find((f) => /^oxo-ai-.*\.tgz$/.test(f));
  if (!tarball) throw new Error(`npm pack left no oxo-ai-*.tgz in ${out}`);

  writeFileSync(join(appDir, 'package.json'), `${JSON.stringify({
    name: 'oxo-ai-demo-page',
    private: true,
    type: 'module',
    description: 'The oxo-ai demo page as a user app: made by js-tests/demo/build.mjs from examples/web/',
  }, null, 2)}\n`);
  log(`demo: installing ${tarball} into ${relative(process.cwd(), appDir)}`);
  // The package has no dependencies, so installing the tarball needs no registry.
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', `../${tarball}`], appDir);
  cpSync(join(root, 'examples', 'web'), appDir, { recursive: true });

  log('demo: vite build');
  const { build } = await import('vite');
  const distDir = join(appDir, 'dist');
  await build({
    root: appDir,
    base: './',
    logLevel: 'warn',
    configFile: false,
    build: { outDir: distDir, emptyOutDir: true },
  });
  return { appDir, distDir, tarball: join(out, tarball) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--out');
  const out = i === -1 ? undefined : resolve(process.argv[i + 1]);
  try {
    const { distDir } = await buildDemo({ out });
    console.log(`demo: built ${relative(process.cwd(), distDir)}`);
  } catch (e) {
    console.error(`demo build failed: ${e.message}`);
    process.exit(1);
  }
}
