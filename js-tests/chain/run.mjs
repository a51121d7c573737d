#!/usr/bin/env node
// oxo-ai against a real Clarity contract in Clarinet's simnet (issue 14, part 4).
//
//   node js-tests/chain/run.mjs        (after `node scripts/build.mjs`)
//
// The tools (@stacks/clarinet-sdk with the Clarity VM as WebAssembly, @stacks/transactions 7.x,
// and 6.x under the alias stacks-tx-6) come from this directory's package-lock.json: `npm ci`
// installs them into its node_modules/ on the first run and again when the lockfile changes;
// simnet needs no network after that. Like js-tests/run.sh, it packs pkg/ and installs the
// tarball into a scratch project (js-tests/chain/.scratch, wiped each run) exactly as a user
// would, copies the Clarinet project and runnable example examples/on-chain beside it, and runs
// `node --test chain.test.mjs` there: 'oxo-ai' resolves from the scratch project's node_modules,
// the Stacks tools from this directory's.

import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const pkgDir = join(root, 'pkg');
const example = join(root, 'examples', 'on-chain');
const scratch = join(here, '.scratch');
const modules = join(here, 'node_modules');
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;
const log = (line) => process.stdout.write(`chain: ${line}\n`);

function run(cmd, args, cwd, { quiet = false } = {}) {
  const r = spawnSync(cmd, args, { cwd, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', encoding: 'utf8' });
  if (r.status !== 0) {
    if (quiet) process.stderr.write(`${r.stdout ?? ''}${r.stderr ?? ''}`);
    log(`FAILED: \`${cmd} ${args.join(' ')}\` in ${cwd} exited ${r.status ?? r.signal}`);
    process.exit(1);
  }
  return r.stdout;
}

if (!existsSync(join(pkgDir, 'package.json'))) {
  log(`${pkgDir}/package.json is missing; build the package first: node scripts/build.mjs`);
  process.exit(1);
}

// 1. The tools, from the lockfile, only when needed.
const stamp = join(modules, '.package-lock.json');
const stale = !existsSync(stamp)
  || ['package.json', 'package-lock.json'].some((f) => statSync(join(here, f)).mtimeMs > statSync(stamp).mtimeMs);
if (stale) {
  const t0 = Date.now();
  log('installing the tools from js-tests/chain/package-lock.json (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], here);
  log(`tools installed in ${seconds(Date.now() - t0)}`);
}

// 2. The packed package, installed into a scratch project as a user installs it.
const t1 = Date.now();
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
const packed = JSON.parse(run('npm', ['pack', pkgDir, '--pack-destination', scratch, '--json', '--loglevel=error'], here, { quiet: true }));
const tarball = `./${packed[0].filename}`;
writeFileSync(join(scratch, 'package.json'), `${JSON.stringify({
  name: 'oxo-ai-chain-scratch',
  version: '0.0.0',
  private: true,
  description: 'A throwaway project that installs the packed oxo-ai tarball; made by js-tests/chain/run.mjs',
}, null, 2)}\n`);
run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', tarball], scratch, { quiet: true });
log(`installed ${tarball} into ${scratch} in ${seconds(Date.now() - t1)}`);

// 3. The Clarinet project and the example (without anything a local run left there), the tests.
const skip = new Set(['node_modules', '.cache', 'deployments']);
mkdirSync(join(scratch, 'on-chain'));
for (const entry of readdirSync(example)) {
  if (!skip.has(entry)) cpSync(join(example, entry), join(scratch, 'on-chain', entry), { recursive: true });
}
for (const file of ['chain.test.mjs', 'node-api.mjs']) cpSync(join(here, file), join(scratch, file));

// 4. The test.
const t2 = Date.now();
const test = spawnSync(process.execPath, ['--test', '--test-reporter=spec', 'chain.test.mjs'], { cwd: scratch, stdio: 'inherit' });
log(`node --test took ${seconds(Date.now() - t2)}; the chain test took ${seconds(Date.now() - started)} in all`);
if (test.status !== 0) {
  log(`FAILED (node --test exited ${test.status ?? test.signal})`);
  process.exit(1);
}
