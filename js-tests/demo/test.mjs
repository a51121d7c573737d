#!/usr/bin/env node
// The demo page in a real browser: builds examples/web/ with Vite against the packed package
// (build.mjs), serves it on localhost and drives Debian's headless chromium with playwright-core.
// Plays a game by clicking, checks the engine's reply, the hint colours, the analyzer panel and
// the review of the finished game, watches two engines play (and engines at a lower skill), plays
// an adaptive seat over two games (the skill it settles on is the package's for those results),
// runs a 20,000-game simulation (progress bar, totals, chart, a page that keeps drawing) and
// cancels a long one, plays Connect Four to the end against oxo-ai/worker's MnkEngine, and
// plays Ultimate tic-tac-toe against its UltimateEngine with hints.
// Expected values come from the same installed package,
// loaded in Node. Saves a screenshot to out/demo-web/screenshot.png.
//
//   node js-tests/demo/test.mjs            (after `npm ci` here and `node scripts/build.mjs`)
//
// Env: OXO_CHROMIUM (default /usr/bin/chromium). Ends with "N passed, N failed" on its own line
// and exits non-zero if anything failed.

import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { checks, launchChromium } from '../support/browser.mjs';
import { buildDemo } from './build.mjs';
import { serve } from './serve.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const outDir = join(root, 'out', 'demo-web');

const { check, broke, finish } = checks();

const COLOURS = { win: 'rgb(185, 246, 202)', draw: 'rgb(255, 245, 157)', loss: 'rgb(255, 205, 210)' };
const flat = (board) => board.flat().map((c) => c ?? '.').join('');

let server;
let browser;
try {
  const t0 = Date.now();
  const { appDir, distDir } = await buildDemo({ log: (m) => console.log(m) });
  console.log(`demo: built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  // The package the page was built with, loaded in Node for the expected values.
  const oxo = createRequire(join(appDir, 'package.json'))('oxo-ai');
  server = await serve(distDir);
  browser = await launchChromium(chromium);
  const context = await browser.newContext({ viewport: { width: 1200, height: 1000 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`console error: ${m.text()}`); });
  page.setDefaultTimeout(20_000);

  const cell = (row, col) => page.locator(`#board .cell[data-row="${row}"][data-col="${col}"]`);
  const boardText = () => page.$$eval('#board .cell', (cs) => cs.map((c) => c.dataset.mark || '.').join(''));
  const status = () => page.locator('#status').textContent();
  const waitState = (state) => page.waitForFunction((s) => document.querySelector('#status').dataset.state === s, state);
  /** The game the page shows, as the moves its list names, replayed on the package's referee. */
  async function pageGame() {
    const moves = (await page.locator('#moves li').allTextContents()).map((text) => {
      const [, row, col] = /\((\d), (\d)\)$/.exec(text);
      return { row: Number(row), col: Number(col) };
    });
    const referee = new oxo.Game();
    for (const m of moves) referee.play(m);
    return referee;
  }
  /** Sets the skill slider as a person drags it: the value, then input and change events. */
  async function setSkill(value) {
    await page.$eval('#skill', (el, v) => {
      el.value = v;
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    }, String(value));
  }
  async function newGame({ x, o, seed = '', delay = '0' }) {
    await page.selectOption('#delay', delay);
    await page.fill('#seed', seed);
    await page.selectOption('#seat-x', x);
    await page.selectOption('#seat-o', o);
    await page.click('#new-game');
  }

  await check('the page loads from the built bundle and shows an empty board, X to move', async () => {
    await page.goto(server.url);
    await page.waitForFunction(() => document.body.dataset.ready === 'true');
    assert.equal(await page.title(), 'oxo-ai demo');
    assert.equal(await page.locator('#board .cell').count(), 9);
    assert.equal(await boardText(), '.........');
    assert.equal(await status(), 'X to move: your turn, click a cell.');
    assert.equal(await page.locator('#explanation').textContent(),
      new oxo.GameAnalyzer().analyze(oxo.emptyBoard(), 'X').explanation);
    const levels = await page.$$eval('#seat-o option', (os) => os.map((o) => o.value));
    assert.deepEqual(levels, ['human', ...Object.values(oxo.Difficulty), 'adaptive']);
    assert.deepEqual(problems, []);
  });

  await check('a game by clicking: Hard replies with the package\'s move; the analyzer panel follows', async () => {
    await newGame({ x: 'human', o: 'hard' });
    await cell(1, 1).click();
    await waitState('turn-X');
    let board = oxo.applyMove(oxo.emptyBoard(), { row: 1, col: 1 }, 'X');
    const reply = new oxo.AIEngine({ difficulty: 'hard' }).bestMove(board, 'O');
    board = oxo.applyMove(board, reply, 'O');
    assert.equal(await boardText(), flat(board));
    assert.deepEqual(reply, { row: 0, col: 0 });
    const report = new oxo.GameAnalyzer().analyze(board, 'X');
    assert.equal(await page.locator('#explanation').textContent(), report.explanation);
    assert.equal(await page.locator('#evaluation').textContent(), `X to move: ${report.evaluation} with perfect play.`);
    assert.deepEqual(await page.locator('#moves li').allTextContents(), ['X (human) (1, 1)', 'O (hard) (0, 0)']);
  });

  await check('hints colour every empty cell by rankedMoves: win / draw / loss and the depth', async () => {
    // Continue the game to a position with all three outcomes: X (1,1), O (0,0), X (2,2), O (0,2).
    await cell(2, 2).click();
    await waitState('turn-X');
    let board = oxo.emptyBoard();
    const engine = new oxo.AIEngine({ difficulty: 'hard' });
    for (const [m, p] of [[{ row: 1, col: 1 }, 'X'], [{ row: 0, col: 0 }, 'O'], [{ row: 2, col: 2 }, 'X']]) board = oxo.applyMove(board, m, p);
    board = oxo.applyMove(board, engine.bestMove(board, 'O'), 'O');
    assert.equal(await boardText(), flat(board));
    assert.equal(await page.locator('#board .cell[data-hint]').count(), 0, 'no hints before the toggle');
    await page.check('#hint');
    const ranked = engine.rankedMoves(board, 'X');
    const seen = new Set();
    for (const m of ranked) {
      const outcome = m.score > 0 ? 'win' : m.score < 0 ? 'loss' : 'draw';
      seen.add(outcome);
      const c = cell(m.row, m.col);
      assert.equal(await c.getAttribute('data-hint'), outcome, `(${m.row}, ${m.col})`);
      assert.equal(await c.getAttribute('data-depth'), String(m.depth), `(${m.row}, ${m.col})`);
      assert.equal(await c.locator('.hint-label').textContent(), `${outcome} ${m.depth}`);
      assert.equal(await c.evaluate((el) => getComputedStyle(el).backgroundColor), COLOURS[outcome], `(${m.row}, ${m.col}) colour`);
    }
    assert.equal(await page.locator('#board .cell[data-hint]').count(), ranked.length);
    assert.ok(seen.has('loss') && (seen.has('win') || seen.has('draw')), `expected mixed outcomes, got ${[...seen]}`);
    assert.equal(await page.locator('#hint-legend').isVisible(), true);
    // The threats the analyzer reports are listed under the board.
    const report = new oxo.GameAnalyzer().analyze(board, 'X');
    const threats = await page.locator('#threats li.threat').allTextContents();
    assert.equal(threats.length, report.threats.length);
    report.threats.forEach((t, i) => assert.ok(threats[i].startsWith(`${t.player} can ${t.type === 'fork' ? 'fork' : 'win'} at (${t.missingCell.row}, ${t.missingCell.col})`), threats[i]));
  });

  await check('an occupied cell is refused with the package\'s message; a losing move loses', async () => {
    await cell(1, 1).click();
    assert.match(await status(), /X to move: your turn, click a cell\. cell \(1, 1\) is already taken\./);
    // Play a move the hints mark as a loss, and let Hard win.
    const loss = page.locator('#board .cell[data-hint="loss"]').first();
    await loss.click();
    await page.waitForFunction(() => /^won-|^draw$/.test(document.querySelector('#status').dataset.state));
    assert.match(await status(), /^O \(hard\) wins in \d moves\.$/);
    assert.equal(await page.locator('#board .cell.win').count(), 3, 'the winning line is highlighted');
    assert.equal(await page.locator('#board .cell[data-hint]').count(), 0, 'no hints once the game is over');
    assert.match(await page.locator('#explanation').textContent(), /^O won with three in a row at/);
  });

  await check('when the game ends, the review shows every move\'s label and sentence from game.review()', async () => {
    // The game of the previous check: the person played a move the hints marked as a loss.
    const referee = await pageGame();
    assert.equal(await boardText(), flat(referee.board), 'the move list is the game on the board');
    assert.equal(referee.winner, 'O');
    const review = referee.review();
    assert.equal(await page.locator('#review').isVisible(), true);
    const items = page.locator('#review-moves li');
    assert.equal(await items.count(), review.moves.length);
    for (let i = 0; i < review.moves.length; i += 1) {
      const m = review.moves[i];
      const item = items.nth(i);
      assert.equal(await item.getAttribute('data-label'), m.label, `move ${i + 1}`);
      assert.equal(await item.locator('.label').textContent(), m.label);
      assert.equal(await item.locator('.sentence').textContent(), m.explanation);
      assert.equal(await item.locator('.who').textContent(), ` ${m.player} (${m.move.row}, ${m.move.col}): `);
      assert.equal(await item.evaluate((el) => el.classList.contains('turning')), i === review.turningPoint);
    }
    // The move the hints marked as a loss changed a drawn game: a mistake, and the turning point.
    assert.ok(review.moves.some((m) => m.label === 'mistake'), JSON.stringify(review.moves.map((m) => m.label)));
    const t = review.turningPoint;
    assert.equal(review.moves[t].player, 'X');
    assert.equal(await page.locator('#review-turning').textContent(),
      `Turning point: move ${t + 1}, X (you) (${review.moves[t].move.row}, ${review.moves[t].move.col}), a ${review.moves[t].label}.`);
    const words = (p, seat) => {
      const mine = review.moves.filter((m) => m.player === p);
      const kept = mine.filter((m) => m.label === 'best' || m.label === 'good').length;
      assert.equal(review.accuracy[p], kept / mine.length);
      return `${p} (${seat}) ${Math.round((100 * kept) / mine.length)}% (${kept} of ${mine.length} moves)`;
    };
    assert.equal(await page.locator('#review-accuracy').textContent(), `Accuracy: ${words('X', 'you')} · ${words('O', 'hard')}`);
    // A new game hides the review until it ends.
    await newGame({ x: 'human', o: 'hard' });
    assert.equal(await page.locator('#review').isVisible(), false);
    assert.equal(await page.locator('#review-moves li').count(), 0);
  });

  await check('the skill slider: engines play the package\'s game at that skill, reviewed at the end; a level without skill says so', async () => {
    await setSkill(40);
    assert.equal(await page.locator('#skill-value').textContent(), '40');
    await newGame({ x: 'hard', o: 'expert', seed: '12' });
    await page.waitForFunction(() => /^won-|^draw$/.test(document.querySelector('#status').dataset.state), null, { timeout: 30_000 });
    const game = new oxo.Game();
    const engines = { X: new oxo.AIEngine({ difficulty: 'hard', skill: 40, seed: 12 }), O: new oxo.AIEngine({ difficulty: 'expert', skill: 40, seed: 12 }) };
    while (game.toMove !== null) game.play(engines[game.toMove].bestMove(game.board, game.toMove));
    assert.equal(await boardText(), flat(game.board), 'the same game the package plays at skill 40, seed 12');
    assert.equal((await page.locator('#moves li').allTextContents())[0], `X (hard, skill 40) (${game.history[0].row}, ${game.history[0].col})`);
    const review = game.review();
    assert.deepEqual(await page.$$eval('#review-moves li', (lis) => lis.map((li) => li.dataset.label)), review.moves.map((m) => m.label));
    assert.deepEqual(await page.locator('#review-moves li .sentence').allTextContents(), review.moves.map((m) => m.explanation));
    mkdirSync(outDir, { recursive: true });
    await page.locator('#game').screenshot({ path: join(outDir, 'review.png') });
    console.log(`  screenshot: ${relative(process.cwd(), join(outDir, 'review.png'))}`);
    // Easy takes no skill: the package refuses, and the page shows its message.
    await newGame({ x: 'human', o: 'easy' });
    let refusal;
    try {
      new oxo.AIEngine({ difficulty: 'easy', skill: 40, seed: 0 });
    } catch (e) {
      refusal = e;
    }
    assert.equal(refusal?.code, 'INVALID_OPTION');
    assert.equal(await status(), `Cannot start: ${refusal.message}`);
    assert.equal(await page.locator('#review').isVisible(), false);
    // At 100 the option is left out: every level plays as itself.
    await setSkill(100);
    await newGame({ x: 'human', o: 'easy' });
    assert.equal(await status(), 'X to move: your turn, click a cell.');
  });

  await check('watching two engines: Expert vs MCTS play a whole game by themselves', async () => {
    await newGame({ x: 'expert', o: 'mcts', seed: '7', delay: '150' });
    await page.waitForFunction(() => /^won-|^draw$/.test(document.querySelector('#status').dataset.state), null, { timeout: 30_000 });
    const engines = { X: new oxo.AIEngine({ difficulty: 'expert', seed: 7 }), O: new oxo.AIEngine({ difficulty: 'mcts', seed: 7 }) };
    let board = oxo.emptyBoard();
    let player = 'X';
    for (let m = engines.X.bestMove(board, 'X'); m; m = engines[player].bestMove(board, player)) {
      board = oxo.applyMove(board, m, player);
      player = oxo.opponent(player);
    }
    assert.equal(await boardText(), flat(board), 'the same game the package plays with seed 7');
    assert.ok((await page.locator('#moves li').count()) >= 5);
  });

  await check('a bad engine option shows the package\'s message', async () => {
    await page.fill('#iterations', '0');
    await newGame({ x: 'mcts', o: 'human' });
    assert.match(await status(), /^Cannot start: mctsIterations must be an integer from 1 to 1000000, got 0$/);
    await page.fill('#iterations', '500');
    await newGame({ x: 'human', o: 'hard' });
    assert.equal(await status(), 'X to move: your turn, click a cell.');
  });

  await check('an adaptive seat keeps its engine across new games, observes each result once and shows the skill it settled on', async () => {
    // The page's adaptive O, seeded 7, replayed by its twin in Node: the same engine options, the
    // same calls. X (clicked) plays perfectly in game 1 and wins, then its worst moves in game 2
    // and loses. An engine remade on "New game" would play game 2 from skill 50 with a fresh
    // generator; an observe left out or made twice would show another skill.
    const adaptive = { difficulty: 'hard', adaptive: { target: 0.5 } };
    const twin = new oxo.AIEngine({ ...adaptive, seed: 7 });
    const perfect = new oxo.AIEngine({ difficulty: 'hard' });
    const games = [
      { policy: (b) => perfect.bestMove(b, 'X'), winner: 'X', skill: 55 }, // the person won: stronger
      { policy: (b) => perfect.rankedMoves(b, 'X').at(-1), winner: 'O', skill: 50 }, // the person lost: weaker
    ];
    const line = () => page.locator('#adaptive-skill').textContent();
    const results = [];
    await newGame({ x: 'human', o: 'adaptive', seed: '7' });
    assert.equal(await page.locator('#adaptive').isVisible(), true);
    assert.equal(twin.skill, 50);
    assert.equal(await line(), 'adaptive seat O: skill 50, no finished game yet');
    for (const [i, { policy, winner, skill }] of games.entries()) {
      const start = twin.skill;
      if (i > 0) await newGame({ x: 'human', o: 'adaptive', seed: '7' }); // the same seat, kept
      const referee = new oxo.Game();
      while (referee.toMove !== null) {
        const move = policy(referee.board);
        referee.play(move);
        if (referee.toMove === 'O') referee.play(twin.bestMove(referee.board, 'O'));
        await cell(move.row, move.col).click();
        await waitState(referee.toMove !== null ? 'turn-X' : referee.winner ? `won-${referee.winner}` : 'draw');
        assert.equal(await boardText(), flat(referee.board), `game ${i + 1}: the twin's game`);
      }
      assert.equal(referee.winner, winner, `game ${i + 1}`);
      assert.deepEqual(await page.$$eval('#moves li', (lis) => lis.filter((_, j) => j % 2 === 1).map((li) => li.textContent.replace(/ \(\d, \d\)$/, ''))),
        new Array(Math.floor(referee.history.length / 2)).fill(`O (adaptive (hard), skill ${start})`), 'O is named with the skill it played at');
      const result = winner === 'O' ? 'win' : winner === 'X' ? 'loss' : 'draw';
      results.push(result);
      twin.observe(result);
      assert.equal(twin.skill, skill, `after ${results.join(', ')}`);
      // The skill the package computes for the same results, from a fresh engine.
      const fresh = new oxo.AIEngine(adaptive);
      for (const r of results) fresh.observe(r);
      assert.equal(fresh.skill, skill);
      const expected = `adaptive seat O: skill 50 → ${skill} after ${i + 1} game${i === 0 ? '' : 's'}`;
      assert.equal(await line(), expected, 'observed once, as the game ended');
      // Redrawing the finished game or starting a new one tells the engine nothing more.
      assert.equal(await page.locator('#board .cell:not([disabled])').count(), 0, 'a finished board takes no click');
      await page.click('#hint');
      await page.click('#hint');
      await page.click('#new-game');
      assert.equal(await line(), expected);
      assert.equal(await boardText(), '.........');
    }
    assert.equal(await status(), 'X to move: your turn, click a cell.');
    // The skill slider sets the skill it starts at (a new seat); at 100 it starts at the package's default.
    await setSkill(70);
    assert.equal(new oxo.AIEngine({ ...adaptive, skill: 70 }).skill, 70);
    assert.equal(await line(), 'adaptive seat O: skill 70, no finished game yet');
    await setSkill(100);
    assert.equal(await line(), `adaptive seat O: skill ${new oxo.AIEngine(adaptive).skill}, no finished game yet`);
    await newGame({ x: 'human', o: 'hard' });
    assert.equal(await page.locator('#adaptive').isVisible(), false);
    assert.deepEqual(problems, []);
  });

  await check('a 20,000-game simulation: the progress bar moves, the totals are the package\'s, a chart is drawn', async () => {
    await page.fill('#sim-games', '20000');
    await page.selectOption('#sim-x', 'hard');
    await page.selectOption('#sim-o', 'easy');
    await page.fill('#sim-seed', '1');
    await page.evaluate(() => {
      const bar = document.querySelector('#sim-progress');
      window.progressLog = [];
      new MutationObserver(() => window.progressLog.push(Number(bar.value)))
        .observe(bar, { attributes: true, attributeFilter: ['value'] });
    });
    await page.click('#sim-run');
    await page.waitForFunction(() => ['done', 'error', 'cancelled'].includes(document.querySelector('#sim-status').dataset.state), null, { timeout: 60_000 });
    assert.match(await page.locator('#sim-status').textContent(), /^Done: 20,000 games in [\d.]+ s\.$/);
    const log = await page.evaluate(() => window.progressLog);
    const between = [...new Set(log.filter((v) => v > 0 && v < 20000))];
    assert.ok(between.length >= 5, `the bar should pass through intermediate values, saw ${JSON.stringify(log)}`);
    assert.deepEqual([...log].sort((a, b) => a - b), log, 'the bar only moves forward');
    assert.equal(await page.locator('#sim-progress').evaluate((b) => [b.value, b.max].join('/')), '20000/20000');
    const expected = await new oxo.Simulator().run({ games: 20000, playerX: 'hard', playerO: 'easy', seed: 1 });
    const row = async (key) => page.locator(`#sim-results tr[data-key="${key}"] td`).allTextContents();
    assert.deepEqual(await row('xWins'), [expected.xWins.toLocaleString('en-US'), `${(expected.xWins / 200).toFixed(2)}%`]);
    assert.deepEqual(await row('oWins'), [expected.oWins.toLocaleString('en-US'), `${(expected.oWins / 200).toFixed(2)}%`]);
    assert.deepEqual(await row('draws'), [expected.draws.toLocaleString('en-US'), `${(expected.draws / 200).toFixed(2)}%`]);
    assert.deepEqual(await row('totalGames'), ['20,000', '100%']);
    assert.deepEqual(await row('avgMoves'), [`${Number(expected.avgMoves.toFixed(4))} moves`]);
    const outcomes = await page.$$eval('#sim-chart g.outcome', (gs) => gs.map((g) => [g.dataset.key, Number(g.dataset.count), Number(g.querySelector('rect').getAttribute('width'))]));
    assert.deepEqual(outcomes.map(([k, n]) => [k, n]), [['xWins', expected.xWins], ['oWins', expected.oWins], ['draws', expected.draws]]);
    assert.ok(Math.abs(outcomes.reduce((s, [, , w]) => s + w, 0) - 420) < 0.01, 'the outcome bar spans the chart');
    const lengths = await page.$$eval('#sim-chart g.length-bar', (gs) => gs.map((g) => [Number(g.dataset.length), Number(g.dataset.count)]));
    assert.deepEqual(lengths.map(([l]) => l), [5, 6, 7, 8, 9]);
    // The histogram is the simulator's own result (API reference "Simulator" lengths), not a sample.
    assert.deepEqual(lengths.map(([, n]) => n), expected.lengths.slice(5));
    assert.equal(lengths.reduce((s, [, n]) => s + n, 0), 20000, 'every game of the run is in the histogram');
    assert.ok(lengths[0][1] > 0, 'Hard as X wins some games in 5 moves against Easy');
    assert.equal(await page.locator('#sim-chart line.mean-line').count(), 1);
    assert.match(await page.locator('#sim-frames').textContent(), /^The page drew [\d,]+ frames during the run/);
  });

  await check('cancelling a long run stops it part-way; the page keeps drawing and answering clicks meanwhile', async () => {
    await page.fill('#sim-games', '20000');
    await page.selectOption('#sim-x', 'mcts');
    await page.selectOption('#sim-o', 'mcts');
    await page.fill('#sim-iterations', '500');
    await page.fill('#sim-seed', '3');
    await newGame({ x: 'human', o: 'hard' });
    await page.click('#sim-run');
    await page.waitForFunction(() => Number(document.querySelector('#sim-progress').value) >= 20);
    assert.equal(await page.locator('#sim-run').isDisabled(), true);
    // The page answers input while the simulation runs: a move gets Hard's reply.
    await cell(0, 0).click();
    await waitState('turn-X');
    assert.equal(await boardText(), 'X...O....');
    // Timers keep firing on time while the games run.
    const lag = await page.evaluate(() => new Promise((done) => {
      let worst = 0;
      let last = performance.now();
      let n = 0;
      const id = setInterval(() => {
        const now = performance.now();
        worst = Math.max(worst, now - last - 10);
        last = now;
        n += 1;
        if (n === 40) {
          clearInterval(id);
          done(worst);
        }
      }, 10);
    }));
    assert.ok(lag < 250, `a 10 ms timer was late by ${lag} ms during the run`);
    assert.equal(await page.locator('#sim-status').getAttribute('data-state'), 'running', 'still running after the checks');
    await page.click('#sim-cancel');
    await page.waitForFunction(() => document.querySelector('#sim-status').dataset.state === 'cancelled');
    const text = await page.locator('#sim-status').textContent();
    const m = /^Cancelled after ([\d,]+) of 20,000 games\.$/.exec(text);
    assert.ok(m, text);
    const done = Number(m[1].replace(/,/g, ''));
    assert.ok(done > 0 && done < 20000, `cancelled after ${done}`);
    const value = await page.locator('#sim-progress').evaluate((b) => b.value);
    assert.equal(value, done);
    await page.waitForTimeout(400);
    assert.equal(await page.locator('#sim-progress').evaluate((b) => b.value), done, 'the bar stops after cancel');
    const cells = await page.$$eval('#sim-results tbody tr[data-key] td:first-of-type', (tds) => tds.map((t) => t.textContent));
    const [x, o, d, total] = cells.slice(0, 4).map((t) => Number(t.replace(/,/g, '')));
    assert.equal(total, done);
    assert.equal(x + o + d, done, 'the partial totals add up');
    assert.equal(await page.locator('#sim-run').isDisabled(), false);
    assert.equal(await page.locator('#sim-cancel').isDisabled(), true);
    assert.ok(Number(await page.locator('#sim-frames').getAttribute('data-frames')) > 5, 'frames were drawn during the run');
  });

  await check('a bad simulation option shows the package\'s message', async () => {
    await page.fill('#sim-games', '-5');
    await page.selectOption('#sim-x', 'hard');
    await page.selectOption('#sim-o', 'easy');
    await page.click('#sim-run');
    await page.waitForFunction(() => document.querySelector('#sim-status').dataset.state === 'error');
    assert.equal(await page.locator('#sim-status').textContent(), 'Cannot run: games must be an integer from 0 to 1000000000, got -5');
  });

  await check('bigger boards: Connect Four by clicking columns, played to the end against oxo-ai/worker\'s MnkEngine', async () => {
    const mnk = createRequire(join(appDir, 'package.json'))('oxo-ai/mnk');
    const game = new mnk.MnkGame(mnk.Games.connectFour);
    assert.deepEqual(await page.$$eval('#mnk-game option', (os) => os.map((o) => o.value)), ['4x4', 'connect-four', 'gomoku', '3x3']);
    await page.selectOption('#mnk-time', '200');
    await page.selectOption('#mnk-game', 'connect-four');
    assert.equal(await page.locator('#mnk-board .mnk-cell').count(), 42);
    // The hint: every column's value under perfect play, best first, from the book on the empty board.
    await page.click('#mnk-hint');
    await page.waitForFunction(() => document.querySelectorAll('#mnk-hints li').length === 7, null, { timeout: 30_000 });
    const hints = await page.$$eval('#mnk-hints li', (ls) => ls.map((l) => l.textContent));
    assert.equal(hints[0], 'column 4: win in 41', hints.join('; '));
    for (const h of hints) assert.match(h, /^column [1-7]: (win in \d+|loss in \d+|draw|not proven in time)$/);
    const mnkState = () => page.locator('#mnk-status').getAttribute('data-state');
    const shown = () => page.$$eval('#mnk-board .mnk-cell', (cs) => cs.map((c) => c.dataset.mark || '.').join(''));
    // Book moves answer within a frame, so polling may miss the indicator: the page records every
    // change of the status's state and of the indicator's visibility, with the value it had.
    await page.evaluate(() => {
      window.sawThinking = false;
      const status = document.querySelector('#mnk-status');
      const indicator = document.querySelector('#mnk-thinking');
      const seen = (records) => {
        for (const r of records) {
          const shown = r.attributeName === 'hidden' ? r.oldValue === null || !indicator.hidden : r.oldValue === 'thinking' || status.dataset.state === 'thinking';
          if (shown) window.sawThinking = true;
        }
      };
      new MutationObserver(seen).observe(status, { attributes: true, attributeFilter: ['data-state'], attributeOldValue: true });
      new MutationObserver(seen).observe(indicator, { attributes: true, attributeFilter: ['hidden'], attributeOldValue: true });
    });
    let sawThinking = false;
    let board = game.emptyBoard();
    // X (the person) takes the first open column from the left; O is the engine in the worker.
    for (let turn = 0; turn < 42 && (await mnkState()) !== 'over'; turn++) {
      const col = game.getAvailableMoves(board)[0].col;
      await page.locator(`#mnk-board .mnk-cell[data-row="0"][data-col="${col}"]`).click();
      board = game.applyMove(board, col, 'X');
      if (game.getWinner(board) || game.isDraw(board)) break;
      sawThinking ||= (await mnkState()) === 'thinking' || (await page.locator('#mnk-thinking').isVisible());
      await page.waitForFunction(() => ['human', 'over', 'error'].includes(document.querySelector('#mnk-status').dataset.state), null, { timeout: 30_000 });
      assert.notEqual(await mnkState(), 'error', await page.locator('#mnk-status').textContent());
      // The engine's disc: the one cell the page shows that the referee does not have yet.
      const cells = await shown();
      const at = [...cells].findIndex((c, i) => c !== (board.flat()[i] ?? '.'));
      assert.ok(at >= 0, 'the engine moved');
      board = game.applyMove(board, { row: Math.floor(at / 7), col: at % 7 }, 'O');
      assert.match(await page.locator('#mnk-last').textContent(), new RegExp(`^The engine played column ${(at % 7) + 1} in \\d+ ms\\.$`));
      assert.equal(await shown(), board.flat().map((c) => c ?? '.').join(''), 'the page shows the referee\'s board');
    }
    assert.equal(await mnkState(), 'over');
    const winner = game.getWinner(board);
    assert.equal(winner, 'O', 'the engine beats "leftmost open column"');
    assert.match(await page.locator('#mnk-status').textContent(), /^The engine wins \(O\) after \d+ moves\.$/);
    assert.equal(await page.locator('#mnk-board .mnk-cell.win').count(), 4);
    sawThinking ||= await page.evaluate(() => window.sawThinking);
    assert.ok(sawThinking, 'the thinking indicator showed while the worker searched');
    await page.locator('#bigger').screenshot({ path: join(outDir, 'connect-four.png') });
  });

  await check('Connect Four for two players with hints on the board: each column\'s value for the side to move, at every turn', async () => {
    const mnk = createRequire(join(appDir, 'package.json'))('oxo-ai/mnk');
    const game = new mnk.MnkGame(mnk.Games.connectFour);
    const engine = new mnk.MnkEngine(mnk.Games.connectFour);
    await engine.ready();
    await page.selectOption('#mnk-time', '1000');
    await page.selectOption('#mnk-side', 'both');
    await page.check('#mnk-hints-on');
    const label = (m) => (m.value === null ? '?' : m.value === 'draw' ? 'D' : `${m.value === 'win' ? 'W' : 'L'}${m.plies}`);
    let board = game.emptyBoard();
    // Four turns from the book's lines, then off them: X and O both clicked by the test.
    for (const [turn, col] of [3, 3, 2, 4, 0].entries()) {
      const player = turn % 2 ? 'O' : 'X';
      await page.waitForFunction(() => document.querySelectorAll('#mnk-board .mnk-cell[data-hint]').length > 0, null, { timeout: 30_000 });
      assert.match(await page.locator('#mnk-status').textContent(), new RegExp(`^${player} to move: click a column\\.$`));
      const shown = await page.$$eval('#mnk-board .mnk-cell[data-hint]', (cs) => cs.map((c) => [Number(c.dataset.col), c.textContent, c.dataset.hint]));
      const ranked = engine.rankedMoves(board, player, { timeMs: 5000 });
      assert.equal(shown.length, ranked.length, 'one value per open column');
      for (const [c, text, kind] of shown) {
        const m = ranked.find((x) => x.col === c);
        // A value the page proved within its second is the exact one; an unproven one says so.
        if (text !== '?') assert.deepEqual([text, kind], [label(m), m.value], `turn ${turn}, column ${c + 1}`);
      }
      await page.locator(`#mnk-board .mnk-cell[data-row="0"][data-col="${col}"]`).click();
      board = game.applyMove(board, col, player);
    }
    assert.equal(await page.locator('#mnk-last').textContent(), '', 'no engine moved');
    await page.waitForFunction(() => document.querySelectorAll('#mnk-board .mnk-cell[data-hint]').length > 0, null, { timeout: 30_000 });
    await page.locator('#bigger').screenshot({ path: join(outDir, 'connect-four-hints.png') });
    await page.uncheck('#mnk-hints-on');
    await page.selectOption('#mnk-side', 'X');
  });

  await check('Gomoku for two players: the Hint numbers the search\'s best moves (three at most) on the board and lists them after a sentence', async () => {
    await page.selectOption('#mnk-time', '200');
    await page.selectOption('#mnk-side', 'both');
    await page.selectOption('#mnk-game', 'gomoku');
    assert.equal(await page.locator('#mnk-board .mnk-cell').count(), 225);
    // X makes an open three on row 7; O, to move, must stop it at one of its four ends.
    for (const [row, col] of [[7, 5], [3, 3], [7, 6], [11, 12], [7, 7]]) {
      await page.locator(`#mnk-board .mnk-cell[data-row="${row}"][data-col="${col}"]`).click();
    }
    assert.match(await page.locator('#mnk-status').textContent(), /^O to move\.$/);
    await page.click('#mnk-hint');
    await page.waitForFunction(() => document.querySelectorAll('#mnk-board .mnk-cell[data-rank]').length > 0, null, { timeout: 30_000 });
    const marked = await page.$$eval('#mnk-board .mnk-cell[data-rank]', (cs) => cs.map((c) => [Number(c.dataset.rank), Number(c.dataset.row), Number(c.dataset.col), c.dataset.mark ?? '', c.textContent]));
    marked.sort((a, b) => a[0] - b[0]);
    // At most three, and only moves not proven to lose: here the two inner ends, unless the
    // proofs of the others ran out of time.
    assert.ok(marked.length >= 1 && marked.length <= 3, `${marked.length} marked`);
    assert.deepEqual(marked.map((m) => [m[0], m[3], m[4]]), marked.map((_, i) => [i + 1, '', String(i + 1)]), 'empty cells, numbered in order');
    const [, row, col] = marked[0];
    assert.ok(['7,3', '7,4', '7,8', '7,9'].includes(`${row},${col}`), `the first stops the open three: (${row}, ${col})`);
    const items = await page.$$eval('#mnk-hints li', (ls) => ls.map((l) => [l.className, l.textContent]));
    assert.equal(items.length, marked.length + 1, items.join('; '));
    assert.equal(items[0][0], 'sentence');
    assert.ok(items[0][1].length > 10, 'analyze\'s sentence');
    assert.equal(items[1][1].split(':')[0], `(${row}, ${col})`, 'the list names the first marked cell first');
    for (const [, text] of items.slice(1)) assert.match(text, /^\(\d+, \d+\): (the search's (first|second|third) choice|win in \d+|draw)$/);
    await page.locator('#bigger').screenshot({ path: join(outDir, 'gomoku-hint.png') });
    // A move clears the marks.
    await page.locator(`#mnk-board .mnk-cell[data-row="${row}"][data-col="${col}"]`).click();
    assert.equal(await page.locator('#mnk-board .mnk-cell[data-rank]').count(), 0);
    await page.selectOption('#mnk-side', 'X');
    await page.selectOption('#mnk-game', 'connect-four');
  });

  await check('Ultimate tic-tac-toe: the board to play in highlighted, moves by clicking against oxo-ai/worker\'s UltimateEngine, hints as win rates and a sentence', async () => {
    const { UltimateGame } = createRequire(join(appDir, 'package.json'))('oxo-ai/ultimate');
    const game = new UltimateGame();
    await page.selectOption('#ult-time', '200');
    assert.equal(await page.locator('#ult-board .ult-cell').count(), 81);
    assert.equal(await page.locator('#ult-board .ult-small.target').count(), 9, 'X may open anywhere');
    const ultState = () => page.locator('#ult-status').getAttribute('data-state');
    const marks = () => page.$$eval('#ult-board .ult-cell', (cs) => cs.map((c) => [Number(c.dataset.row) * 9 + Number(c.dataset.col), c.dataset.mark || '.']));
    let position = game.start();
    for (let turn = 0; turn < 3; turn++) {
      // The person (X) takes the first legal cell; the engine (O) answers in the worker.
      const { row, col } = game.getAvailableMoves(position)[0];
      await page.locator(`#ult-board .ult-cell[data-row="${row}"][data-col="${col}"]`).click();
      position = game.applyMove(position, { row, col }, 'X');
      await page.waitForFunction(() => ['human', 'over', 'error'].includes(document.querySelector('#ult-status').dataset.state), null, { timeout: 30_000 });
      assert.equal(await ultState(), 'human', await page.locator('#ult-status').textContent());
      const shown = await marks();
      const cells = game.toString(position);
      const moved = shown.find(([i, m]) => m !== cells[i]);
      assert.ok(moved && moved[1] === 'O', 'the engine moved');
      position = game.applyMove(position, { row: Math.floor(moved[0] / 9), col: moved[0] % 9 }, 'O');
      assert.match(await page.locator('#ult-last').textContent(), /^The engine played \(\d, \d\) in \d+ ms\.$/);
      // The highlighted board is the one the referee sends X to.
      const targets = await page.$$eval('#ult-board .ult-small', (bs) => bs.map((b, i) => (b.classList.contains('target') ? i : -1)).filter((i) => i >= 0));
      const legal = [...new Set(game.getAvailableMoves(position).map((m) => Math.floor(m.row / 3) * 3 + Math.floor(m.col / 3)))];
      assert.deepEqual(targets, legal.sort((a, b) => a - b));
    }
    await page.click('#ult-hint');
    await page.waitForFunction(() => /^Play \(\d, \d\)/.test(document.querySelector('#ult-advice').textContent), null, { timeout: 30_000 });
    assert.match(await page.locator('#ult-advice').textContent(), /It sends O to (small board \(\d, \d\)|any open board)\.$/);
    const hinted = await page.$$eval('#ult-board .ult-cell.hint', (cs) => cs.map((c) => Number(c.textContent)));
    assert.equal(hinted.length, game.getAvailableMoves(position).length, 'every legal cell shows its win rate');
    assert.ok(hinted.every((n) => n >= 0 && n <= 100));
    await page.locator('#ultimate').screenshot({ path: join(outDir, 'ultimate.png') });
  });

  await check('screenshot: a game with hints and a finished 20,000-game simulation', async () => {
    await page.fill('#sim-games', '20000');
    await page.selectOption('#sim-x', 'medium');
    await page.selectOption('#sim-o', 'easy');
    await page.fill('#sim-seed', '1');
    await page.click('#sim-run');
    await page.waitForFunction(() => document.querySelector('#sim-status').dataset.state === 'done', null, { timeout: 60_000 });
    // Against Medium (seed 1) this reaches .X.OX..O., where X has winning, drawing and losing moves.
    await newGame({ x: 'human', o: 'medium', seed: '1' });
    await cell(1, 1).click();
    await waitState('turn-X');
    await cell(0, 1).click();
    await waitState('turn-X');
    await page.check('#hint');
    assert.deepEqual(new Set(await page.$$eval('#board .cell[data-hint]', (cs) => cs.map((c) => c.dataset.hint))),
      new Set(['win', 'draw', 'loss']));
    mkdirSync(outDir, { recursive: true });
    const file = join(outDir, 'screenshot.png');
    await page.screenshot({ path: file, fullPage: true });
    console.log(`  screenshot: ${relative(process.cwd(), file)}`);
    assert.deepEqual(problems, [], 'no page errors or console errors');
  });
} catch (e) {
  broke('setting up the demo page test', e);
} finally {
  await browser?.close().catch(() => {});
  await server?.close();
}

finish();
