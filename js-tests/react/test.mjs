#!/usr/bin/env node
// The React example (examples/react/) in a real browser. Builds it as its user would: a copy of
// the example, its own pinned tools from its lockfile (`npm ci`), the packed package installed
// from the tarball (`npm pack pkg`), `vite build`. Serves the build on localhost and drives
// Debian's headless chromium with playwright-core: the AI seat answers a click with the move
// oxo-ai's Hard engine computes, sent to the stand-in server as `move({ x, y })`; a lost game
// shows the winner; a whole game clicked to the end against perfect play is a draw. Expected
// values come from the same installed package, loaded in Node. Saves a screenshot to
// out/react/screenshot.png.
//
//   node js-tests/react/test.mjs     (after `npm ci` here and in examples/react, and `node scripts/build.mjs`)
//
// Env: OXO_CHROMIUM (default /usr/bin/chromium). Ends with "N passed, N failed" on its own line
// and exits non-zero if anything failed.

import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { checks, launchChromium } from '../support/browser.mjs';
import { serve } from '../demo/serve.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const example = join(root, 'examples', 'react');
const scratch = join(here, '.scratch');
const outDir = join(root, 'out', 'react');
/** The example's seats: max plays X from the board, moritz (O) is the AI. */
const MARKS = { X: 'max', O: 'moritz' };

const { check, broke, finish } = checks();

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`\`${cmd} ${args.join(' ')}\` in ${cwd} exited with status ${r.status}\n${r.stdout}`);
  return r.stdout;
}

/** Builds the example into `scratch`/app/dist as a user would; returns the app's folder. */
function buildExample() {
  const pkgDir = join(root, 'pkg');
  if (!existsSync(join(pkgDir, 'package.json'))) {
    throw new Error('pkg/package.json is missing; build the package first: node scripts/build.mjs');
  }
  const app = join(scratch, 'app');
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  console.log('react: packing pkg');
  run('npm', ['pack', pkgDir, '--pack-destination', scratch, '--loglevel=error'], root);
  const tarball = readdirSync(scratch).find((f) => /^oxo-ai-.*\.tgz$/.test(f));
  if (!tarball) throw new Error(`npm pack left no oxo-ai-*.tgz in ${scratch}`);
  // The example's sources, package.json and lockfile; not a node_modules or dist of a local run.
  cpSync(example, app, { recursive: true, filter: (src) => !['node_modules', 'dist'].includes(basename(src)) });
  // Vite, React and the plugin from the example's lockfile; setup.sh's `npm ci` in
  // examples/react has put them in npm's cache, so this needs the registry only on a cold cache.
  console.log('react: npm ci (the example\'s lockfile)');
  run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], app);
  // The package has no dependencies, so installing the tarball needs no registry.
  console.log(`react: installing ${tarball}`);
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', `../${tarball}`], app);
  console.log('react: vite build');
  run(join(app, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], app);
  return app;
}

let server;
let browser;
try {
  const t0 = Date.now();
  const app = buildExample();
  console.log(`react: built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  // The package the example was built with, loaded in Node for the expected values.
  const oxo = createRequire(join(app, 'package.json'))('oxo-ai');
  const hard = new oxo.AIEngine({ difficulty: 'hard' });
  server = await serve(join(app, 'dist'));
  browser = await launchChromium(chromium);
  const page = await browser.newPage({ viewport: { width: 480, height: 900 } });
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  page.setDefaultTimeout(20_000);

  /** The board the page shows, in the server's marks (3 rows of usernames, '' empty). */
  const pageBoard = async () => {
    const cells = await page.$$eval('.board .cell', (cs) => cs.map((c) => c.dataset.player));
    return [cells.slice(0, 3), cells.slice(3, 6), cells.slice(6, 9)];
  };
  /** The moves the stand-in server received, as the page lists them. */
  const received = () => page.$$eval('#received li', (lis) => lis.map((li) => ({
    player: li.dataset.player, x: Number(li.dataset.x), y: Number(li.dataset.y), refused: li.dataset.refused === 'true',
  })));
  const status = () => page.locator('#status');
  const enabledCells = () => page.locator('.board .cell:enabled').count();
  /** The server's moves replayed on the package's referee. */
  const replay = (moves) => {
    const referee = new oxo.Game();
    for (const m of moves) referee.play(oxo.fromXY(m));
    return referee;
  };

  /**
   * Clicks `xy` as max, then waits for moritz's answer (or the end); checks that the answer
   * is Hard's move for the position the server had, and that the board shows it.
   */
  async function play(xy) {
    const before = await received();
    await page.locator(`.board .cell[data-x="${xy.x}"][data-y="${xy.y}"]`).click();
    const n = before.length;
    await page.waitForFunction((count) => document.querySelector('#status').dataset.type === 'FINISHED'
      || document.querySelectorAll('#received li').length === count, n + 2);
    const after = await received();
    assert.deepEqual(after[n], { player: 'max', x: xy.x, y: xy.y, refused: false }, 'the click is sent as move({ x, y })');
    const referee = replay(after.slice(0, n + 1));
    if (referee.status === 'playing') {
      const expected = oxo.toXY(hard.bestMove(referee.board, 'O'));
      assert.deepEqual(after[n + 1], { player: 'moritz', ...expected, refused: false }, 'the AI sends Hard\'s move');
      referee.play(oxo.fromXY(expected));
    }
    assert.equal(after.length, referee.history.length, 'nothing else was sent');
    assert.deepEqual(await pageBoard(), oxo.toMarks(referee.board, MARKS), 'the board shows the server\'s game');
    return referee;
  }

  await check('the page loads from the built bundle: an empty board, max (X) to move', async () => {
    await page.goto(server.url);
    await page.locator('.board .cell').first().waitFor();
    assert.equal(await page.title(), 'oxo-ai React client');
    assert.deepEqual(await pageBoard(), [['', '', ''], ['', '', ''], ['', '', '']]);
    assert.equal(await enabledCells(), 9);
    assert.equal(await status().textContent(), 'max to move: your turn, click a cell.');
    assert.equal(await status().getAttribute('data-type'), 'ONGOING');
    assert.equal(await page.locator('.game').getAttribute('data-game-uid'), 'game-1');
    assert.deepEqual(await received(), []);
  });

  await check('after a click, the AI seat sends move({ x, y }): Hard\'s reply, shown on the board', async () => {
    const corner = page.locator('.board .cell[data-x="0"][data-y="0"]');
    await corner.click();
    // While moritz thinks, the board takes no clicks.
    assert.equal(await enabledCells(), 0, 'no cell is clickable on the AI\'s turn');
    assert.equal(await status().textContent(), 'moritz to move.');
    await page.waitForFunction(() => document.querySelectorAll('#received li').length === 2);
    const board = oxo.applyMove(oxo.emptyBoard(), { row: 0, col: 0 }, 'X');
    const reply = oxo.toXY(hard.bestMove(board, 'O'));
    // The only reply to a corner that does not lose: not simply the first empty cell.
    assert.deepEqual(reply, { x: 1, y: 1 });
    assert.deepEqual(await received(), [
      { player: 'max', x: 0, y: 0, refused: false },
      { player: 'moritz', ...reply, refused: false },
    ]);
    assert.deepEqual(await pageBoard(), oxo.toMarks(oxo.applyMove(board, oxo.fromXY(reply), 'O'), MARKS));
    assert.equal(await page.locator('#received li').nth(1).textContent(), 'moritz: move({ x: 1, y: 1 })');
    assert.equal(await status().textContent(), 'max to move: your turn, click a cell.');
    assert.equal(await enabledCells(), 7);
  });

  await check('a lost game: max plays the worst moves, Hard wins, the page shows moritz as the winner', async () => {
    let referee = replay(await received());
    while (referee.status === 'playing') {
      // max's worst move by the package's own ranking (lowest score first, the first such cell).
      const ranked = hard.rankedMoves(referee.board, 'X');
      const worst = ranked.reduce((a, b) => (b.score < a.score ? b : a));
      referee = await play(oxo.toXY(worst));
    }
    assert.equal(referee.status, 'won');
    assert.equal(referee.winner, 'O');
    assert.equal(await status().getAttribute('data-type'), 'FINISHED');
    assert.equal(await status().getAttribute('data-winner'), 'moritz');
    assert.equal(await status().textContent(), 'moritz wins.');
    assert.equal(await enabledCells(), 0, 'a finished game takes no clicks');
    assert.equal(await page.locator('.seat').textContent(), 'moritz is played by oxo-ai (Hard).');
    mkdirSync(outDir, { recursive: true });
    const file = join(outDir, 'screenshot.png');
    await page.screenshot({ path: file, fullPage: true });
    console.log(`  screenshot: ${relative(process.cwd(), file)}`);
  });

  await check('"New game" starts game-2 with an empty board and nothing received', async () => {
    await page.click('#new-game');
    assert.equal(await page.locator('.game').getAttribute('data-game-uid'), 'game-2');
    assert.deepEqual(await pageBoard(), [['', '', ''], ['', '', ''], ['', '', '']]);
    assert.deepEqual(await received(), []);
    assert.equal(await status().getAttribute('data-type'), 'ONGOING');
    assert.equal(await enabledCells(), 9);
  });

  await check('a whole game clicked to the end against perfect play: a draw, the referee agrees', async () => {
    let referee = new oxo.Game();
    let clicks = 0;
    while (referee.status === 'playing') {
      // max plays perfectly too, choosing from the board the page shows.
      const board = oxo.fromMarks(await pageBoard(), MARKS);
      referee = await play(oxo.toXY(hard.bestMove(board, 'X')));
      clicks += 1;
    }
    assert.equal(clicks, 5);
    const moves = await received();
    assert.equal(moves.length, 9);
    assert.deepEqual(moves.map((m) => m.player), ['max', 'moritz', 'max', 'moritz', 'max', 'moritz', 'max', 'moritz', 'max']);
    const final = replay(moves);
    assert.equal(final.status, 'draw');
    assert.equal(final.winner, null);
    assert.deepEqual(await pageBoard(), oxo.toMarks(final.board, MARKS));
    assert.ok((await pageBoard()).flat().every((c) => c !== ''), 'every cell is marked');
    assert.equal(await status().getAttribute('data-type'), 'FINISHED');
    assert.equal(await status().getAttribute('data-winner'), '');
    assert.equal(await status().textContent(), 'Draw.');
    assert.equal(await enabledCells(), 0);
  });

  await check('no page errors or console errors', async () => {
    assert.deepEqual(problems, []);
  });
} catch (e) {
  broke('setting up the React example test', e);
} finally {
  await browser?.close().catch(() => {});
  await server?.close();
}

finish();
