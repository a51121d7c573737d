// The pages fixture (bench/pages/app) built as ONE multi-page Vite app, as a site with a page per
// use builds it (issue 62): the pages share chunks, and a module's code is kept whole in one
// chunk when any page uses it. Loads each page once in Chromium and prints the .js and .wasm
// files it fetched, gzip -9 each (KB = 1,000 B, as the pages section counts). The pages section
// (measure.mjs) builds each page alone; this is the case it does not see.
//
//   node bench/pages/one-app.mjs [PAGE...]     (default: every page but the baseline)
//
// Run after `bash scripts/bench.sh --only pages` (or any bench run), which installs the packed
// package into bench/.scratch; Vite and playwright-core are found as the pages section finds them.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { findTools, waitForServer } from './measure.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const tools = findTools(repo, console.log);
const scratch = join(repo, 'bench', '.scratch');
if (!existsSync(join(scratch, 'node_modules', 'oxo-ai'))) throw new Error(`${scratch} has no oxo-ai: run \`bash scripts/bench.sh --only pages\` first`);
const vite = join(tools, 'node_modules', '.bin', 'vite');
const app = join(scratch, 'one-app');
rmSync(app, { recursive: true, force: true });
cpSync(join(repo, 'bench', 'pages', 'app'), app, { recursive: true });
const pages = readdirSync(app).filter((f) => f.endsWith('.html') && f !== 'baseline.html');
writeFileSync(join(app, 'vite.config.js'), `export default { logLevel: 'warn', build: { rolldownOptions: { input: ${JSON.stringify(pages)} } } };\n`);
const built = spawnSync(vite, ['build'], { cwd: app, encoding: 'utf8' });
if (built.status !== 0) throw new Error(`vite build failed:\n${built.stdout}${built.stderr}`);

const port = 5199;
const output = [];
const server = spawn(vite, ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: app, stdio: ['ignore', 'pipe', 'pipe'] });
server.stdout.on('data', (d) => output.push(String(d)));
server.stderr.on('data', (d) => output.push(String(d)));
const { chromium } = createRequire(join(tools, 'package.json'))('playwright-core');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, chromiumSandbox: false, args: ['--no-sandbox', '--disable-gpu'] });
try {
  await waitForServer(`http://127.0.0.1:${port}/`, server, output);
  const wanted = process.argv.slice(2).length ? process.argv.slice(2) : pages.map((p) => p.replace(/\.html$/, ''));
  for (const id of wanted) {
    const context = await browser.newContext();
    const files = new Set();
    context.on('response', (r) => {
      const path = new URL(r.url()).pathname;
      if (/\.(m?js|wasm|oxc4)$/.test(path)) files.add(path);
    });
    const tab = await context.newPage();
    await tab.goto(`http://127.0.0.1:${port}/${id}.html`);
    await tab.waitForFunction(() => document.body?.dataset.answer !== undefined || document.body?.dataset.error !== undefined, null, { timeout: 60_000 });
    await tab.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    const error = await tab.evaluate(() => document.body.dataset.error);
    const sizes = [...files].sort().map((f) => [f, gzipSync(readFileSync(join(app, 'dist', f)), { level: 9 }).length]);
    const total = sizes.reduce((s, [, n]) => s + n, 0);
    console.log(`${id}: ${total.toLocaleString('en-US')} B gzip in ${sizes.length} files${error ? `; ERROR ${error}` : ''}`);
    for (const [f, n] of sizes) console.log(`  ${f} ${n.toLocaleString('en-US')}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.kill();
}
