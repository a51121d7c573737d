// The `oxo-ai` command as a user runs it: the bin of the INSTALLED package
// (node_modules/.bin/oxo-ai in the scratch project js-tests/run.sh makes), started as a child
// process, with its output read as a person would read it. Every expectation about the game
// (advice, scores, the engines' replies, simulation totals) is taken from the package's own API,
// so these tests check that the CLI shows what the package says, and shows it legibly.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  AIEngine, Game, GameAnalyzer, Simulator, applyMove, emptyBoard, getWinner, inferOpponent, isDraw, opponent, parseBoard,
  reviewGame,
} from 'oxo-ai';

const BIN = join(process.cwd(), 'node_modules', '.bin', 'oxo-ai');
const INSTALLED = JSON.parse(readFileSync(join(process.cwd(), 'node_modules', 'oxo-ai', 'package.json'), 'utf8'));
const ANSI = /\x1b\[[0-9;]*[A-Za-z]/g;
const hasScript = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;

/** Runs the installed bin; stdin is `input` (a string) or nothing. No colours unless asked. */
function oxo(args, { input = '', env = {} } = {}) {
  const r = spawnSync(BIN, args, {
    input,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, NO_COLOR: '1', ...env },
  });
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, signal: r.signal };
}

/** "X.O......" -> nested board, through the package (the CLI's input form). */
const B = (s) => {
  let board = emptyBoard();
  [...s].forEach((ch, i) => {
    if (ch !== '.') board = applyMove(board, { row: Math.floor(i / 3), col: i % 3 }, ch);
  });
  return board;
};
const toMove = (s) => ([...s].filter((c) => c === 'X').length > [...s].filter((c) => c === 'O').length ? 'O' : 'X');

/** The boards the CLI drew, as 9-character strings in the order drawn. */
function boardsIn(text) {
  const boards = [];
  const lines = text.replace(ANSI, '').replace(/\r/g, '').split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    if (lines[i].trim() === '0   1   2' && /^ {2}0 {2}/.test(lines[i + 1] ?? '')) {
      const rows = [lines[i + 1], lines[i + 3], lines[i + 5]].map((l) => l.slice(5).split(' | ').map((c) => c.trim()).join(''));
      boards.push(rows.join(''));
    }
  }
  return boards;
}

/** Reads the analyze command's move grid: { 'r,c': 'loss 2' | 'X' | ... }. */
function moveGrid(text) {
  const lines = text.split('\n');
  const grid = {};
  for (let i = 0; i < lines.length; i += 1) {
    const m = /^ {2}([012]) {2}\|(.*)\|$/.exec(lines[i]);
    if (!m) continue;
    const top = m[2].split('|').map((c) => c.trim());
    const bottom = lines[i + 1].trim().replace(/^\||\|$/g, '').split('|').map((c) => c.trim());
    top.forEach((label, c) => {
      grid[`${m[1]},${c}`] = { label, score: bottom[c] };
    });
  }
  return grid;
}

const LABELS = ['best', 'good', 'mistake', 'blunder'];

/** The move-by-move lines of a printed review: { n, player, move, label, explanation }. */
function reviewRows(text) {
  return text.replace(ANSI, '').split('\n').flatMap((line) => {
    const m = /^ +(\d+)\. ([XO]) \((\d), (\d)\) +(best|good|mistake|blunder) +(.+)$/.exec(line);
    return m ? [{ n: Number(m[1]), player: m[2], move: { row: Number(m[3]), col: Number(m[4]) }, label: m[5], explanation: m[6] }] : [];
  });
}

/** What those lines should hold for the package's `review`. */
const expectedRows = (review) => review.moves.map((m, i) => ({ n: i + 1, player: m.player, move: m.move, label: m.label, explanation: m.explanation }));

/**
 * A player's accuracy as the CLI words it, counted from the package's labels (a move that
 * kept the outcome is labelled best or good); checks the package's share against the count.
 */
function accuracyWords(review, player) {
  const mine = review.moves.filter((m) => m.player === player);
  if (mine.length === 0) {
    assert.equal(review.accuracy[player], null);
    return 'no moves';
  }
  const kept = mine.filter((m) => m.label === 'best' || m.label === 'good').length;
  assert.equal(review.accuracy[player], kept / mine.length);
  return `${Math.round((kept * 100) / mine.length)}% (${kept} of ${mine.length} move${mine.length === 1 ? '' : 's'})`;
}

/** The turning point as the CLI words it; `seat` names a player. */
function turningWords(review, seat = (p) => p) {
  if (review.turningPoint === null) return 'none: no move changed the outcome';
  const m = review.moves[review.turningPoint];
  assert.ok(m.label === 'mistake' || m.label === 'blunder');
  assert.ok(review.moves.slice(0, review.turningPoint).every((e) => e.label === 'best' || e.label === 'good'));
  return `move ${review.turningPoint + 1}, ${seat(m.player)} (${m.move.row}, ${m.move.col}), a ${m.label}: ${m.explanation}`;
}

/** Plays a whole game between two engines on the package's referee; returns the Game. */
function engineGame(x, o, start) {
  const engines = { X: new AIEngine(x), O: new AIEngine(o) };
  const game = new Game(start);
  while (game.toMove !== null) game.play(engines[game.toMove].bestMove(game.board, game.toMove));
  return game;
}

/** The message the package gives when `fn` throws, as the CLI shows it: "message [CODE]". */
function packageError(fn) {
  try {
    fn();
  } catch (e) {
    assert.equal(typeof e.code, 'string');
    return `${e.message} [${e.code}]`;
  }
  throw new Error('expected the package to refuse');
}

test('the package installs an oxo-ai bin', () => {
  assert.ok(existsSync(BIN), `${BIN} is missing: does package.json have "bin" and "files": ["bin/"]?`);
  assert.equal(typeof INSTALLED.bin === 'string' ? INSTALLED.bin : INSTALLED.bin['oxo-ai'], 'bin/oxo-ai.mjs');
});

describe('help and version', () => {
  test('oxo-ai --help lists the commands', () => {
    for (const args of [['--help'], ['-h'], []]) {
      const r = oxo(args);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, /^Usage: oxo-ai <command>/);
      for (const c of ['play', 'analyze', 'simulate', 'review', 'infer']) assert.match(r.stdout, new RegExp(`^ {2}${c} `, 'm'));
      assert.match(r.stdout, /easy, medium, hard, mcts, expert, rules/);
    }
  });

  test('each command has its --help', () => {
    for (const [cmd, usage, mentions] of [
      ['play', 'oxo-ai play [--x SEAT]', ['--o SEAT', '--seed N', '--iterations N', '1 | 2 | 3',
        '--x-rules LIST', '--x-skill N', '--x-variety', '--o-skill N', '--no-review', 'oxo-ai review']],
      ['analyze', 'oxo-ai analyze <board>', ['X.O.X...O', '--json', 'JSON']],
      ['simulate', 'oxo-ai simulate --games N --x LEVEL --o LEVEL', ['--seed N', '--json', 'progress bar',
        '--x-rules LIST', '--x-skill N', '--x-variety', '--o-rules LIST']],
      ['review', 'oxo-ai review <move>...', ['--start BOARD', '--json', 'X:1,1', '1 | 2 | 3', 'best', 'good', 'mistake', 'blunder']],
      ['infer', 'oxo-ai infer <file> --player X|O', ['--json', 'JSON Lines', 'snapshot', 'X:1,1', '1 | 2 | 3', 'stdin', 'games[i]']],
    ]) {
      for (const r of [oxo([cmd, '--help']), oxo([cmd, '-h']), oxo(['help', cmd])]) {
        assert.equal(r.code, 0, r.stderr);
        assert.ok(r.stdout.startsWith(`Usage: ${usage}`), r.stdout);
        for (const m of mentions) assert.ok(r.stdout.includes(m), `${cmd} --help should mention ${m}`);
        assert.equal(r.stderr, '');
      }
    }
  });

  test('--version prints the installed version', () => {
    const r = oxo(['--version']);
    assert.equal(r.code, 0);
    assert.equal(r.stdout.trim(), INSTALLED.version);
  });

  test('an unknown command says so and exits 2', () => {
    const r = oxo(['play-now']);
    assert.equal(r.code, 2);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /unknown command "play-now" \(commands: play, analyze, simulate, review, infer, solve\)/);
    assert.match(r.stderr, /oxo-ai --help/);
  });

  test('an unknown top-level option says so and exits 2', () => {
    const r = oxo(['--bogus']);
    assert.equal(r.code, 2);
    assert.equal(r.stdout, '');
    assert.match(r.stderr, /^oxo-ai: unknown option --bogus \(oxo-ai takes --version and --help\)\nRun "oxo-ai --help" for usage\.\n$/);
  });
});

describe('oxo-ai analyze', () => {
  test('X.O.X...O: board, evaluation, advice, threats and the move grid', () => {
    const r = oxo(['analyze', 'X.O.X...O']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stderr, '');
    const lines = r.stdout.split('\n');
    assert.equal(lines[0], 'Position, X to move:');
    assert.deepEqual(boardsIn(r.stdout), ['X.O.X...O']);
    assert.ok(lines.includes('Evaluation:  draw for X with perfect play'), r.stdout);
    assert.ok(lines.includes('Explanation: Block (1, 2) or you lose next turn.'), r.stdout);
    assert.ok(lines.includes('Best move:   (1, 2)'));
    assert.ok(lines.includes('  O  win-in-1 at (1, 2), completing column 2'), r.stdout);
    assert.ok(lines.includes('  X  fork     at (1, 0), two threats at once, first along row 1'), r.stdout);
    const grid = moveGrid(r.stdout);
    assert.deepEqual(Object.fromEntries(Object.entries(grid).map(([k, v]) => [k, v.label])), {
      '0,0': 'X', '0,1': 'loss 2', '0,2': 'O',
      '1,0': 'loss 2', '1,1': 'X', '1,2': 'draw 5 *',
      '2,0': 'loss 2', '2,1': 'loss 2', '2,2': 'O',
    });
    assert.equal(grid['0,1'].score, '-0.500');
    assert.equal(grid['1,2'].score, '0');
  });

  test('what it prints is what the package reports, for many positions', () => {
    const analyzer = new GameAnalyzer();
    const engine = new AIEngine();
    for (const s of ['.........', 'X........', '....X....', 'X...O...X', 'XO.......', 'X.O.X.O..',
      '.X.O.X...', 'XX.OO....', 'XOX.O....', 'XOXOXO...', 'XOXXOOOX.', 'OX.XO.X..']) {
      const player = toMove(s);
      const board = B(s);
      const report = analyzer.analyze(board, player);
      const r = oxo(['analyze', s]);
      assert.equal(r.code, 0, `${s}: ${r.stderr}`);
      const lines = r.stdout.split('\n');
      assert.equal(lines[0], `Position, ${player} to move:`, s);
      assert.deepEqual(boardsIn(r.stdout), [s]);
      assert.ok(lines.includes(`Evaluation:  ${report.evaluation} for ${player} with perfect play`), `${s}\n${r.stdout}`);
      assert.ok(lines.includes(`Explanation: ${report.explanation}`), `${s}\n${r.stdout}`);
      const threatLines = lines.filter((l) => /^ {2}[XO] {2}(win-in-1|fork)/.test(l));
      assert.deepEqual(threatLines.map((l) => `${l[2]} ${/win-in-1|fork/.exec(l)[0]} ${/\(\d, \d\)/.exec(l)[0]}`),
        report.threats.map((t) => `${t.player} ${t.type} (${t.missingCell.row}, ${t.missingCell.col})`), s);
      if (report.threats.length === 0) assert.ok(lines.includes('Threats:     none'), s);
      const grid = moveGrid(r.stdout);
      const ranked = engine.rankedMoves(board, player);
      for (const m of ranked) {
        const outcome = m.score > 0 ? 'win' : m.score < 0 ? 'loss' : 'draw';
        const best = report.bestMove.row === m.row && report.bestMove.col === m.col ? ' *' : '';
        assert.equal(grid[`${m.row},${m.col}`].label, `${outcome} ${m.depth}${best}`, `${s} (${m.row}, ${m.col})`);
        assert.equal(Number(grid[`${m.row},${m.col}`].score), Number(m.score.toFixed(3)), s);
      }
      const marks = Object.values(grid).filter((v) => v.label === 'X' || v.label === 'O').length;
      assert.equal(marks + ranked.length, 9, s);
    }
  });

  test('JSON boards, flat or nested, lowercase and empty-cell spellings are accepted', () => {
    const expected = oxo(['analyze', 'X.O.X...O']).stdout;
    for (const arg of [
      '[["X",null,"O"],[null,"X",null],[null,null,"O"]]',
      '["X",null,"O",null,"X",null,null,null,"O"]',
      '["x","","o"," ","x",".",null,null,"o"]',
      'x.o.x...o',
      // The package's notation (parseBoard): '-' is an empty cell too.
      'X-O-X---O',
      'x-O.X---o',
    ]) {
      const r = oxo(['analyze', arg]);
      assert.equal(r.code, 0, `${arg}: ${r.stderr}`);
      assert.equal(r.stdout, expected, arg);
    }
  });

  test('a board that starts with - goes after --, and the error for one that does not says so', () => {
    const r = oxo(['analyze', '--', '----X----']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout, oxo(['analyze', '....X....']).stdout);
    for (const board of ['----X----', '-X-O-----']) {
      const bad = oxo(['analyze', board]);
      assert.equal(bad.code, 2, bad.stdout);
      assert.equal(bad.stdout, '');
      assert.ok(bad.stderr.startsWith(`oxo-ai analyze: unknown option ${board} (analyze takes --json and --help); `
        + `a board that starts with - goes after --: oxo-ai analyze -- ${board}\n`), bad.stderr);
    }
    assert.doesNotMatch(oxo(['analyze', 'X........', '--deep']).stderr, /goes after --/, 'no board advice for a flag');
  });

  test('a finished game is reported, with no moves to rank', () => {
    const r = oxo(['analyze', 'XXXOO....']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^Position \(game over\):/);
    assert.match(r.stdout, /Explanation: X won with three in a row at \(0, 0\), \(0, 1\) and \(0, 2\)\./);
    assert.doesNotMatch(r.stdout, /Every move/);
    const draw = oxo(['analyze', 'XOXXOOOXX']);
    assert.equal(draw.code, 0, draw.stderr);
    assert.match(draw.stdout, /Explanation: The game is a draw\./);
  });

  test('--json prints the report and the ranked moves', () => {
    const r = oxo(['analyze', 'X.O.X...O', '--json']);
    assert.equal(r.code, 0, r.stderr);
    const board = B('X.O.X...O');
    assert.deepEqual(JSON.parse(r.stdout), {
      toMove: 'X',
      ...new GameAnalyzer().analyze(board, 'X'),
      rankedMoves: new AIEngine().rankedMoves(board, 'X'),
    });
  });

  test('bad boards say what is wrong and exit 2', () => {
    for (const [args, message] of [
      [['analyze'], /analyze needs a board, e\.g\. oxo-ai analyze X\.O\.X\.\.\.O/],
      [['analyze', 'X.O'], /a board is 9 characters.*got 3: "X\.O"/],
      // The notation is the package's (parseBoard): '.' or '-' for empty.
      [['analyze', 'X.O.X...Q'], /cell \(2, 2\) must be 'X', 'x', 'O', 'o', '\.' or '-', got "Q" \[INVALID_BOARD\]/],
      [['analyze', 'XXX......'], /\[IMPOSSIBLE_POSITION\]/],
      [['analyze', 'XXXOOO...'], /\[IMPOSSIBLE_POSITION\]/],
      [['analyze', '[1,2]'], /got an array of length 2 \[INVALID_BOARD\]/],
      [['analyze', '[["X"'], /looks like JSON but does not parse/],
      [['analyze', 'X........', 'O........'], /analyze takes one board, got 2 arguments/],
      [['analyze', 'X........', '--deep'], /unknown option --deep/],
    ]) {
      const r = oxo(args);
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.stdout}${r.stderr}`);
      assert.equal(r.stdout, '', args.join(' '));
      assert.match(r.stderr, /^oxo-ai analyze: /, args.join(' '));
      assert.match(r.stderr, message, args.join(' '));
      assert.match(r.stderr, /Run "oxo-ai analyze --help" for usage\./);
    }
  });
});

describe('oxo-ai simulate', () => {
  test('--json prints the SimulationResult the package computes for the same seed', async () => {
    const r = oxo(['simulate', '--games', '5000', '--x', 'medium', '--o', 'easy', '--seed', '11', '--json']);
    assert.equal(r.code, 0, r.stderr);
    const expected = await new Simulator().run({ games: 5000, playerX: 'medium', playerO: 'easy', seed: 11 });
    assert.deepEqual(JSON.parse(r.stdout), expected);
    assert.equal(r.stderr, '', 'no progress lines with --json when stderr is not a terminal');
  });

  test('without a terminal: plain progress lines, then the results table', async () => {
    const r = oxo(['simulate', '--games', '20000', '--x', 'hard', '--o', 'easy', '--seed', '1']);
    assert.equal(r.code, 0, r.stderr);
    const expected = await new Simulator().run({ games: 20000, playerX: 'hard', playerO: 'easy', seed: 1 });
    const progress = r.stderr.trim().split('\n');
    assert.deepEqual(progress, Array.from({ length: 10 }, (_, i) => {
      const n = (i + 1) * 2000;
      return `progress: ${n.toLocaleString('en-US')}/20,000 games (${(i + 1) * 10}%)`;
    }));
    assert.doesNotMatch(r.stderr, /\r|\x1b/);
    const lines = r.stdout.split('\n');
    assert.ok(lines.includes('hard (X) vs easy (O), 20,000 games, seed 1'), r.stdout);
    const row = (label) => lines.find((l) => l.trimStart().startsWith(label));
    const count = (label) => Number(row(label).trim().split(/\s+/).at(-2).replace(/,/g, ''));
    assert.equal(count('X wins'), expected.xWins);
    assert.equal(count('O wins'), expected.oWins);
    assert.equal(count('draws'), expected.draws);
    assert.equal(count('total'), 20000);
    assert.match(row('X wins'), new RegExp(`${(expected.xWins / 200).toFixed(2)}%$`));
    assert.ok(lines.includes(`  average game length: ${Number(expected.avgMoves.toFixed(4))} moves`), r.stdout);
    // The chart of game lengths: one row per length that occurred, with the result's count.
    const chart = lines.filter((l) => /^ {2}[ \d]\d moves /.test(l)).map((l) => l.trim().split(/\s+/));
    assert.deepEqual(chart.map(([n, , count]) => [Number(n), Number(count.replace(/,/g, ''))]),
      expected.lengths.flatMap((count, n) => (count > 0 ? [[n, count]] : [])), r.stdout);
    assert.match(r.stdout, /time: \d+\.\d\d s/);
  });

  test('0 games gives a table of zeros', () => {
    const r = oxo(['simulate', '--games', '0', '--x', 'easy', '--o', 'easy', '--json']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout), { xWins: 0, oWins: 0, draws: 0, totalGames: 0, avgMoves: 0, lengths: Array(10).fill(0) });
  });

  test('on a terminal: a live progress bar redrawn in place', { skip: !hasScript && 'no `script` command' }, async () => {
    const r = spawnSync('script', ['-qec', `${BIN} simulate --games 3000 --x mcts --o easy --iterations 200 --seed 2 --chunk 50`, '/dev/null'], {
      encoding: 'utf8', timeout: 60_000, env: { ...process.env, NO_COLOR: undefined, TERM: 'xterm' },
    });
    assert.equal(r.status, 0, r.stdout + r.stderr);
    const text = r.stdout;
    const frames = text.split('\r').filter((f) => f.includes('games  X'));
    assert.ok(frames.length >= 3, `expected the bar to be redrawn, got ${frames.length} frames:\n${text}`);
    const percents = frames.map((f) => Number(/(\d+)%/.exec(f.replace(ANSI, ''))[1]));
    assert.ok(percents.some((p) => p > 0 && p < 100), `no frame between 0 and 100%: ${percents}`);
    assert.deepEqual([...percents].sort((a, b) => a - b), percents, 'the bar only moves forward');
    assert.equal(percents.at(-1), 100);
    assert.match(text, /\x1b\[32m#+/, 'the bar is coloured on a terminal');
    assert.match(text.replace(ANSI, ''), /\[#{30}\] 100% {2}3,000\/3,000 games/);
    assert.doesNotMatch(text, /^progress: /m, 'no plain lines on a terminal');
    const expected = await new Simulator().run({ games: 3000, playerX: 'mcts', playerO: 'easy', mctsIterations: 200, seed: 2 });
    assert.match(text, new RegExp(`X wins\\s+${expected.xWins.toLocaleString('en-US')}\\s`));
  });

  test('bad arguments say what is wrong and exit 2', () => {
    for (const [args, message] of [
      [[], /--games is required/],
      [['--games', '10', '--o', 'easy'], /--x is required \(one of easy, medium, hard, mcts, expert, rules\)/],
      [['--games', 'lots', '--x', 'easy', '--o', 'easy'], /--games must be a number, got "lots"/],
      [['--games', '-1', '--x', 'easy', '--o', 'easy'], /--games: games must be an integer from 0 to 1000000000, got -1/],
      [['--games', '2.5', '--x', 'easy', '--o', 'easy'], /--games: games must be an integer .* got 2\.5/],
      [['--games', '10', '--x', 'human', '--o', 'easy'], /--x must be one of easy, medium, hard, mcts, expert, rules, got "human"/],
      [['--games', '10', '--x', 'easy', '--o', 'genius'], /--o must be one of .* got "genius"/],
      [['--games', '10', '--x', 'mcts', '--o', 'easy', '--iterations', '0'], /--iterations: mctsIterations must be an integer from 1 to 1000000, got 0/],
      [['--games', '10', '--x', 'easy', '--o', 'easy', '--chunk', '0'], /--chunk: chunkSize must be/],
      [['--games', '10', '--x', 'easy', '--o', 'easy', '--seed', '-4'], /--seed: seed must be a non-negative safe integer or a string, got -4/],
      [['--games', '10', '--x', 'easy', '--o', 'easy', '--fast'], /unknown option --fast/],
      [['--games'], /--games needs a value/],
      [['--games', '--x', 'easy', '--o', 'easy'], /--games needs a value/],
      // Each value is checked by the package on its own and blamed on its own flag, even
      // where two flags share a range and so a message.
      [['--games', '10', '--x', 'mcts', '--o', 'easy', '--chunk', '2000000', '--iterations', '5'], /--chunk: chunkSize must be an integer from 1 to 1000000, got 2000000/],
      [['--games', '10', '--x', 'mcts', '--o', 'easy', '--iterations', '2000000', '--chunk', '5'], /--iterations: mctsIterations must be an integer from 1 to 1000000, got 2000000/],
      [['--games', '1', '--games', '2', '--x', 'easy', '--o', 'easy'], /--games is given twice/],
      [['10', '--x', 'easy'], /simulate takes no arguments, got "10"/],
    ]) {
      const r = oxo(['simulate', ...args]);
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.stdout}${r.stderr}`);
      assert.equal(r.stdout, '', args.join(' '));
      assert.match(r.stderr, /^oxo-ai simulate: /, args.join(' '));
      assert.match(r.stderr, message, args.join(' '));
      assert.match(r.stderr, /Run "oxo-ai simulate --help" for usage\./);
    }
  });

  test('a text seed is passed to the package as text', async () => {
    const r = oxo(['simulate', '--games', '300', '--x', 'easy', '--o', 'easy', '--seed', 'tuesday', '--json']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout), await new Simulator().run({ games: 300, playerX: 'easy', playerO: 'easy', seed: 'tuesday' }));
  });

  test('Ctrl-C cancels the run and shows the partial totals', async () => {
    const child = spawn(BIN, ['simulate', '--games', '2000', '--x', 'mcts', '--o', 'mcts', '--iterations', '1000', '--chunk', '5', '--seed', '3'], {
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stderr = '';
    let stdout = '';
    child.stdout.on('data', (d) => { stdout += d; });
    const closed = new Promise((resolve) => child.on('close', resolve));
    // A person presses Ctrl-C once the first progress line (10%) is on screen.
    await new Promise((resolve) => {
      child.stderr.on('data', (d) => {
        stderr += d;
        if (stderr.includes('progress: ')) resolve();
      });
      child.on('close', resolve);
    });
    child.kill('SIGINT');
    const code = await closed;
    assert.equal(code, 130, stdout + stderr);
    assert.match(stderr, /^progress: 200\/2,000 games \(10%\)\n/);
    const m = /Cancelled after ([\d,]+) of 2,000 games\./.exec(stderr);
    assert.ok(m, stderr);
    const done = Number(m[1].replace(/,/g, ''));
    assert.ok(done >= 200 && done < 2000, `cancelled after ${done}`);
    assert.match(stdout, new RegExp(`total\\s+${m[1]}\\s`));
    const counts = ['X wins', 'O wins', 'draws'].map((label) => Number(new RegExp(`${label}\\s+([\\d,]+)`).exec(stdout)[1].replace(/,/g, '')));
    assert.equal(counts[0] + counts[1] + counts[2], done, 'the partial totals add up');
  });
});

describe('oxo-ai play', () => {
  /** Plays `moves` (row/col) for the human seat and the package's Hard engine for the other. */
  function expectedGame(humanMoves, human = 'X', level = 'hard') {
    const engine = new AIEngine({ difficulty: level, seed: 1 });
    let board = emptyBoard();
    let player = 'X';
    const boards = ['.........'];
    const queue = [...humanMoves];
    while (getWinner(board) === null && !isDraw(board)) {
      const move = player === human ? queue.shift() : engine.bestMove(board, player);
      board = applyMove(board, move, player);
      boards.push(board.flat().map((c) => c ?? '.').join(''));
      player = opponent(player);
    }
    return { boards, winner: getWinner(board) };
  }

  test('a person against Hard through piped input: every board, the rejected inputs, a hint and the result', () => {
    const input = ['5', '1 1', 'foo', '10', '3 0', '', 'hint', '3,3', '9', '(1, 0)', 'quit'].join('\n');
    const r = oxo(['play', '--o', 'hard', '--seed', '1'], { input: `${input}\n` });
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stderr, '');
    const text = r.stdout;
    assert.match(text, /^oxo-ai: X \(human\) vs O \(hard\), seed 1\n/);
    const expected = expectedGame([{ row: 1, col: 1 }, { row: 2, col: 2 }, { row: 1, col: 0 }]);
    assert.deepEqual(boardsIn(text), expected.boards);
    assert.match(text, /1\. X \(human\) plays \(1, 1\), cell 5/);
    assert.match(text, /2\. O \(hard\) plays \(0, 0\), cell 1/);
    assert.match(text, /X to move \(row col, or 1-9\): 1 1\nThat move is not allowed: cell \(1, 1\) is already taken\. Try again\./);
    assert.match(text, /: foo\n"foo" is not a move\. Type a row and a column \(e\.g\. "1 2"\) or a cell number 1-9\./);
    assert.match(text, /: 10\nThere is no cell 10: cells are numbered 1 to 9\./);
    assert.match(text, /: 3 0\nThat move is not allowed: move\.row must be an integer 0\.\.2, got 3\. Try again\./);
    assert.match(text, /: \nType a move, e\.g\. "1 1" or 5\./);
    const hint = new GameAnalyzer().analyze(B('O...X....'), 'X').explanation;
    assert.ok(text.includes(`: hint\nHint: ${hint}\n`), text);
    assert.match(text, /: 3,3\nThat move is not allowed: move\.row must be an integer 0\.\.2, got 3/);
    assert.match(text, /5\. X \(human\) plays \(1, 0\), cell 4/);
    assert.equal(expected.winner, 'O');
    assert.match(text, /O won with three in a row at \(0, 0\), \(0, 1\) and \(0, 2\)\.\nResult: O \(hard\) wins in 6 moves\.\n$/);
    assert.doesNotMatch(text, /stops the game/, 'the game ended before "quit" was read');
  });

  test('two people: X wins; and a drawn game', () => {
    const win = oxo(['play', '--x', 'human', '--o', 'human'], { input: '1\n4\n2\n5\n3\n' });
    assert.equal(win.code, 0, win.stderr);
    assert.deepEqual(boardsIn(win.stdout).at(-1), 'XXXOO....');
    assert.match(win.stdout, /Result: X \(human\) wins in 5 moves\.\n$/);
    assert.match(win.stdout, /O to move \(row col, or 1-9\): 4/);
    const draw = oxo(['play', '--x', 'human', '--o', 'human'], { input: '1\n2\n3\n5\n4\n6\n8\n7\n9\n' });
    assert.equal(draw.code, 0, draw.stderr);
    assert.equal(boardsIn(draw.stdout).length, 10);
    assert.match(draw.stdout, /The game is a draw\.\nResult: draw after 9 moves\.\n$/);
  });

  test('two engines play a whole game with no input, the moves the package chooses', () => {
    for (const [x, o, seed] of [['expert', 'hard', '5'], ['mcts', 'medium', '9'], ['easy', 'easy', '4']]) {
      const r = spawnSync(BIN, ['play', '--x', x, '--o', o, '--seed', seed, '--iterations', '300'], {
        encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' }, timeout: 30_000,
      });
      assert.equal(r.status, 0, r.stderr);
      const engines = {
        X: new AIEngine({ difficulty: x, seed: Number(seed), mctsIterations: 300 }),
        O: new AIEngine({ difficulty: o, seed: Number(seed), mctsIterations: 300 }),
      };
      let board = emptyBoard();
      let player = 'X';
      const boards = ['.........'];
      let move;
      while ((move = engines[player].bestMove(board, player)) !== null) {
        board = applyMove(board, move, player);
        boards.push(board.flat().map((c) => c ?? '.').join(''));
        player = opponent(player);
      }
      assert.deepEqual(boardsIn(r.stdout), boards, `${x} vs ${o}`);
      const winner = getWinner(board);
      assert.match(r.stdout, winner
        ? new RegExp(`Result: ${winner} \\((${x}|${o})\\) wins in ${boards.length - 1} moves\\.\\n$`)
        : /Result: draw after 9 moves\.\n$/, `${x} vs ${o}`);
      assert.doesNotMatch(r.stdout, /to move \(row col/, 'no prompt when no one is human');
    }
  });

  test('input running out stops the game with status 1; "quit" stops it with 0', () => {
    const eof = oxo(['play'], { input: '5\n' });
    assert.equal(eof.code, 1);
    assert.match(eof.stdout, /No more input: the game is stopped\.\n$/);
    const quit = oxo(['play', '--o', 'easy', '--seed', '2'], { input: 'quit\n' });
    assert.equal(quit.code, 0);
    assert.match(quit.stdout, /X \(human\) stops the game\.\n$/);
  });

  test('a person can play O', () => {
    const r = oxo(['play', '--x', 'hard', '--o', 'human'], { input: '1\n9\n3\n' });
    assert.match(r.stdout, /1\. X \(hard\) plays \(1, 1\), cell 5/);
    assert.match(r.stdout, /2\. O \(human\) plays \(0, 0\), cell 1/);
    assert.match(r.stdout, /O to move/);
  });

  test('bad arguments say what is wrong and exit 2', () => {
    for (const [args, message] of [
      [['--x', 'genius'], /--x must be human or one of easy, medium, hard, mcts, expert, rules, got "genius"/],
      [['--o', 'Hard'], /--o must be human or one of .* got "Hard"/],
      [['--seed', '-1'], /--seed: seed must be a non-negative safe integer or a string, got -1/],
      [['--x', 'mcts', '--iterations', '0'], /--iterations: mctsIterations must be an integer from 1 to 1000000, got 0/],
      [['--iterations', 'many'], /--iterations must be a number, got "many"/],
      [['--delay', 'soon'], /--delay must be a number, got "soon"/],
      [['--x'], /--x needs a value/],
      [['--x', '--o', 'easy'], /--x needs a value/],
      [['--seed', '1.5', '--iterations', '5'], /--seed: seed must be a non-negative safe integer or a string, got 1\.5/],
      [['now'], /play takes no arguments, got "now"/],
      [['-x', 'hard'], /unknown option -x/],
    ]) {
      const r = oxo(['play', ...args], { input: '5\n' });
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.stdout}${r.stderr}`);
      assert.equal(r.stdout, '', args.join(' '));
      assert.match(r.stderr, /^oxo-ai play: /);
      assert.match(r.stderr, message, args.join(' '));
      assert.match(r.stderr, /Run "oxo-ai play --help" for usage\./);
    }
  });

  test('in a terminal: the person answers each prompt as it appears', { skip: !hasScript && 'no `script` command' }, async () => {
    const child = spawn('script', ['-qec', `${BIN} play --o hard --delay 0`, '/dev/null'], {
      env: { ...process.env, NO_COLOR: undefined, TERM: 'xterm' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let screen = '';
    const waiters = [];
    child.stdout.on('data', (d) => {
      screen += d;
      for (const w of [...waiters]) w();
    });
    const closed = new Promise((resolve) => child.on('close', resolve));
    /** Waits until the `n`th prompt is on screen, as a person waits before typing. */
    const prompt = (n) => new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no prompt #${n}; screen:\n${screen}`)), 20_000);
      const check = () => {
        if ((screen.match(/X to move \(row col, or 1-9\): /g) ?? []).length >= n) {
          clearTimeout(timer);
          waiters.splice(waiters.indexOf(check), 1);
          resolve();
        }
      };
      waiters.push(check);
      check();
    });
    await prompt(1);
    child.stdin.write('5\r');
    await prompt(2);
    child.stdin.write('1\r'); // taken by Hard's reply: explained, asked again
    await prompt(3);
    child.stdin.write('9\r');
    await prompt(4);
    child.stdin.write('4\r');
    const code = await closed;
    assert.equal(code, 0, screen);
    const plain = screen.replace(ANSI, '').replace(/\r/g, '');
    assert.match(screen, /\x1b\[1m\x1b\[36mX/, 'marks are coloured in a terminal');
    assert.match(plain, /X to move \(row col, or 1-9\): 5\n/, 'the terminal echoes what was typed');
    assert.match(plain, /: 1\nThat move is not allowed: cell \(0, 0\) is already taken\. Try again\./);
    assert.deepEqual(boardsIn(plain), expectedGame([{ row: 1, col: 1 }, { row: 2, col: 2 }, { row: 1, col: 0 }]).boards);
    assert.match(plain, /Result: O \(hard\) wins in 6 moves\./);
  });
});

describe('oxo-ai review', () => {
  // A real game between two skill-30 engines (seed 17): every label occurs in it.
  const GAME = ['2,1', '0,0', '1,2', '2,0', '0,2', '1,0'];
  const moveOf = (text) => ({ row: Number(text[0]), col: Number(text[2]) });

  test('a real game: each move\'s player, label and sentence, the result, accuracy and the turning point', () => {
    const r = oxo(['review', ...GAME]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stderr, '');
    const review = reviewGame(GAME.map(moveOf));
    assert.deepEqual(new Set(review.moves.map((m) => m.label)), new Set(LABELS), 'the game shows every label');
    const lines = r.stdout.split('\n');
    assert.equal(lines[0], 'Review of 6 moves from the empty board:');
    let board = emptyBoard();
    review.moves.forEach((m) => { board = applyMove(board, m.move, m.player); });
    assert.deepEqual(boardsIn(r.stdout), [board.flat().map((c) => c ?? '.').join('')]);
    assert.deepEqual(reviewRows(r.stdout), expectedRows(review));
    assert.equal(getWinner(board), 'O');
    assert.ok(lines.includes('Result:        O won with three in a row.'), r.stdout);
    assert.ok(lines.includes(`Accuracy:      X ${accuracyWords(review, 'X')}, O ${accuracyWords(review, 'O')}`), r.stdout);
    assert.ok(lines.includes(`Turning point: ${turningWords(review)}`), r.stdout);
    assert.equal(review.turningPoint, 1);
  });

  test('what it prints is the package\'s review, for a table of engine games', () => {
    for (const seed of [0, 3, 10, 14, 32, 49, 75, 107]) {
      const game = engineGame({ difficulty: 'hard', skill: 30, seed }, { difficulty: 'hard', skill: 30, seed: seed + 1000 });
      const args = game.history.map(({ row, col }) => `${row},${col}`);
      const r = oxo(['review', ...args]);
      assert.equal(r.code, 0, `${args.join(' ')}: ${r.stderr}`);
      const review = reviewGame(game.history);
      assert.deepEqual(review, game.review(), 'reviewGame and Game.review agree');
      assert.deepEqual(reviewRows(r.stdout), expectedRows(review), args.join(' '));
      const lines = r.stdout.split('\n');
      const result = game.winner ? `${game.winner} won with three in a row.` : 'a draw.';
      assert.ok(lines.includes(`Result:        ${result}`), `${args.join(' ')}\n${r.stdout}`);
      assert.ok(lines.includes(`Accuracy:      X ${accuracyWords(review, 'X')}, O ${accuracyWords(review, 'O')}`), r.stdout);
      assert.ok(lines.includes(`Turning point: ${turningWords(review)}`), r.stdout);
      assert.deepEqual(boardsIn(r.stdout), [game.board.flat().map((c) => c ?? '.').join('')]);
    }
  });

  test('--json prints the GameReview', () => {
    const r = oxo(['review', ...GAME, '--json']);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout), reviewGame(GAME.map(moveOf)));
  });

  test('moves as row,col, cell numbers, (row, col), "row col", and with their player named', () => {
    const expected = oxo(['review', ...GAME]).stdout;
    for (const args of [
      ['8', '1', '6', '7', '3', '4'],
      ['X:2,1', 'O:0,0', 'X:1,2', 'O:2,0', 'X:0,2', 'O:1,0'],
      ['x:8', 'o:1', 'X:6', 'O:7', 'x:3', 'o:4'],
      ['(2, 1)', '0 0', 'X: 1,2', '7', '0,2', 'O:(1, 0)'],
    ]) {
      const r = oxo(['review', ...args]);
      assert.equal(r.code, 0, `${args.join(' ')}: ${r.stderr}`);
      assert.equal(r.stdout, expected, args.join(' '));
    }
  });

  test('--start: the moves are reviewed from that position, notation or JSON', () => {
    const start = '....X....';
    const moves = [{ row: 2, col: 1 }, { row: 0, col: 0 }, { row: 0, col: 1 }];
    const review = reviewGame(moves, parseBoard(start));
    assert.equal(review.moves[0].player, 'O');
    for (const given of [start, '----X----', '..-.x....', '[null,null,null,null,"X",null,null,null,null]']) {
      const json = oxo(['review', '2,1', '0,0', '0,1', '--start', given, '--json']);
      assert.equal(json.code, 0, `${given}: ${json.stderr}`);
      assert.deepEqual(JSON.parse(json.stdout), review, given);
    }
    const r = oxo(['review', '--start', start, 'O:2,1', '0,0', '0,1']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stdout.split('\n')[0], 'Review of 3 moves from ....X....:');
    assert.deepEqual(reviewRows(r.stdout), expectedRows(review));
    const referee = new Game(parseBoard(start));
    moves.forEach((m) => referee.play(m));
    assert.ok(r.stdout.includes(`Result:        unfinished, ${referee.toMove} to move.`), r.stdout);
    assert.ok(r.stdout.includes(`Turning point: ${turningWords(review)}`), r.stdout);
    assert.ok(r.stdout.includes(`Accuracy:      X ${accuracyWords(review, 'X')}, O ${accuracyWords(review, 'O')}`), r.stdout);
  });

  test('a move the referee refuses, a wrong player, a bad start: what is wrong, under the argument, exit 2', () => {
    const occupied = new Game();
    occupied.play({ row: 1, col: 1 });
    const over = new Game();
    for (const m of [1, 2, 5, 3, 9].map((n) => ({ row: Math.floor((n - 1) / 3), col: (n - 1) % 3 }))) over.play(m);
    for (const [args, message] of [
      [['1,1', '1,1'], `move 2 "1,1": ${packageError(() => occupied.play({ row: 1, col: 1 }))}`],
      [['1,1', '3,0'], `move 2 "3,0": ${packageError(() => occupied.play({ row: 3, col: 0 }))}`],
      [['1', '2', '5', '3', '9', '4'], `move 6 "4": ${packageError(() => over.play({ row: 1, col: 0 }))}`],
      [['0,0', '--start', 'XXX......'], `--start: ${packageError(() => new Game(parseBoard('XXX......')))}`],
      [['0,0', '--start', 'XXQ......'], `--start: ${packageError(() => parseBoard('XXQ......'))}`],
      [['0,0', '--start', '[1,2]'], `--start: ${packageError(() => new Game([1, 2]))}`],
      [['0,0', '--start', 'X.O'], '--start: a board is 9 characters'],
      [['1,1', 'O:0,0', 'X:2,2', 'X:0,1'], 'move 4 "X:0,1" is marked X, but O is to move'],
      [['O:1,1'], 'move 1 "O:1,1" is marked O, but X is to move'],
      [['1,1', 'foo'], 'move 2: "foo" is not a move.'],
      [['1,1', '10'], 'move 2: There is no cell 10: cells are numbered 1 to 9.'],
      [[], 'review needs the moves of a game, e.g. oxo-ai review 1,1 0,1 0,0'],
      [['1,1', '--deep'], 'unknown option --deep (review takes --start, --json and --help)'],
    ]) {
      const r = oxo(['review', ...args]);
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.stdout}${r.stderr}`);
      assert.equal(r.stdout, '', args.join(' '));
      assert.ok(r.stderr.startsWith(`oxo-ai review: ${message}`), `${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr, /Run "oxo-ai review --help" for usage\.\n$/);
    }
  });
});

describe('engine seats: rules, skill and variety (play and simulate)', () => {
  const CONTRACT = ['win', 'block', 'center', 'corner', 'edge'];

  test('play: each seat is the engine the package makes from those options, with the rule that chose each rules move', () => {
    for (const [args, x, o, names] of [
      [['--x', 'rules', '--x-rules', CONTRACT.join(','), '--o', 'hard', '--o-skill', '40', '--seed', '3'],
        { difficulty: 'rules', rules: CONTRACT }, { difficulty: 'hard', skill: 40 },
        ['rules: win,block,center,corner,edge', 'hard, skill 40']],
      [['--x', 'hard', '--x-variety', '--o', 'expert', '--o-skill', '70', '--seed', '11'],
        { difficulty: 'hard', variety: true }, { difficulty: 'expert', skill: 70 }, ['hard, variety', 'expert, skill 70']],
      [['--x', 'expert', '--x-skill', '20', '--x-variety', '--o', 'rules', '--seed', '2'],
        { difficulty: 'expert', skill: 20, variety: true }, { difficulty: 'rules' }, ['expert, skill 20, variety', 'rules']],
      [['--x', 'rules', '--x-rules', '', '--o', 'rules', '--o-rules', 'corner,win', '--seed', '1'],
        { difficulty: 'rules', rules: [] }, { difficulty: 'rules', rules: ['corner', 'win'] }, ['rules: no rules', 'rules: corner,win']],
    ]) {
      const r = oxo(['play', ...args]);
      assert.equal(r.code, 0, `${args.join(' ')}: ${r.stderr}`);
      const seed = Number(args.at(-1));
      const options = { X: { ...x, seed }, O: { ...o, seed } };
      const engines = { X: new AIEngine(options.X), O: new AIEngine(options.O) };
      const game = new Game();
      const lines = [];
      const seat = { X: `X (${names[0]})`, O: `O (${names[1]})` };
      while (game.toMove !== null) {
        const p = game.toMove;
        const move = engines[p].bestMove(game.board, p);
        let because = '';
        if (options[p].difficulty === 'rules') {
          const ruled = new AIEngine(options[p]).bestMoveWithRule(game.board, p);
          assert.deepEqual({ row: ruled.row, col: ruled.col }, move);
          because = ruled.rule === null ? ' (no rule applied: the first empty cell)' : ` (rule: ${ruled.rule})`;
        }
        game.play(move);
        lines.push(`${game.history.length}. ${seat[p]} plays (${move.row}, ${move.col}), cell ${move.row * 3 + move.col + 1}${because}`);
      }
      assert.equal(r.stdout.split('\n')[0], `oxo-ai: ${seat.X} vs ${seat.O}, seed ${seed}`);
      assert.deepEqual(r.stdout.split('\n').filter((l) => /^\d\. /.test(l)), lines, args.join(' '));
      assert.match(r.stdout, game.winner
        ? new RegExp(`Result: ${game.winner} \\(${names[game.winner === 'X' ? 0 : 1].replace(/[(),]/g, '\\$&')}\\) wins in ${game.history.length} moves\\.\\n$`)
        : /Result: draw after 9 moves\.\n$/, args.join(' '));
    }
  });

  test('simulate: --json is the package\'s result with the same engine options as sides', async () => {
    for (const [args, playerX, playerO] of [
      [['--x', 'hard', '--x-skill', '50', '--o', 'rules', '--o-rules', CONTRACT.join(',')],
        { difficulty: 'hard', skill: 50 }, { difficulty: 'rules', rules: CONTRACT }],
      [['--x', 'expert', '--x-variety', '--o', 'hard', '--o-skill', '0', '--o-variety'],
        { difficulty: 'expert', variety: true }, { difficulty: 'hard', skill: 0, variety: true }],
      [['--x', 'rules', '--o', 'medium'], 'rules', 'medium'],
    ]) {
      const r = oxo(['simulate', '--games', '3000', ...args, '--seed', '5', '--json']);
      assert.equal(r.code, 0, `${args.join(' ')}: ${r.stderr}`);
      assert.deepEqual(JSON.parse(r.stdout), await new Simulator().run({ games: 3000, playerX, playerO, seed: 5 }), args.join(' '));
    }
    const table = oxo(['simulate', '--games', '1000', '--x', 'hard', '--x-skill', '50', '--o', 'rules', '--o-rules', CONTRACT.join(','), '--seed', '5']);
    assert.equal(table.code, 0, table.stderr);
    assert.ok(table.stdout.includes('hard, skill 50 (X) vs rules: win,block,center,corner,edge (O), 1,000 games, seed 5'), table.stdout);
    const expected = await new Simulator().run({ games: 1000, playerX: { difficulty: 'hard', skill: 50 }, playerO: { difficulty: 'rules', rules: CONTRACT }, seed: 5 });
    assert.match(table.stdout, new RegExp(`X wins\\s+${expected.xWins.toLocaleString('en-US')}\\s`));
    assert.match(table.stdout, new RegExp(`O wins\\s+${expected.oWins.toLocaleString('en-US')}\\s`));
  });

  test('a seat flag the package refuses is reported under that flag, with the package\'s message, exit 2', () => {
    const refusal = (options) => packageError(() => new AIEngine({ ...options, seed: 0 }));
    const cases = [
      [['--x', 'hard', '--x-skill', '150'], `--x-skill: ${refusal({ difficulty: 'hard', skill: 150 })}`],
      [['--x', 'hard', '--x-skill', '12.5'], `--x-skill: ${refusal({ difficulty: 'hard', skill: 12.5 })}`],
      [['--x', 'easy', '--x-skill', '50'], `--x-skill: ${refusal({ difficulty: 'easy', skill: 50 })}`],
      [['--x', 'rules', '--x-rules', 'win,block', '--x-skill', '50'], `--x-skill: ${refusal({ difficulty: 'rules', rules: ['win', 'block'], skill: 50 })}`],
      [['--x', 'rules', '--x-rules', 'win,foo'], `--x-rules: ${refusal({ difficulty: 'rules', rules: ['win', 'foo'] })}`],
      [['--x', 'hard', '--x-rules', 'win'], `--x-rules: ${refusal({ difficulty: 'hard', rules: ['win'] })}`],
      [['--x', 'hard', '--o', 'medium', '--o-variety'], `--o-variety: ${refusal({ difficulty: 'medium', variety: true })}`],
      [['--x', 'mcts', '--x-skill', 'lots'], '--x-skill must be a number, got "lots"'],
      [['--x', 'hard', '--x-variety=yes'], '--x-variety takes no value'],
      [['--x', 'hard', '--x-rules'], '--x-rules needs a value'],
    ];
    for (const [args, message] of cases) {
      for (const command of ['play', 'simulate']) {
        let full = args;
        if (command === 'simulate') full = ['--games', '10', ...(args.includes('--o') ? [] : ['--o', 'easy']), ...args];
        const r = oxo([command, ...full], { input: '5\n' });
        assert.equal(r.code, 2, `${command} ${full.join(' ')}: ${r.stdout}${r.stderr}`);
        assert.equal(r.stdout, '', full.join(' '));
        assert.ok(r.stderr.startsWith(`oxo-ai ${command}: ${message}`), `${command} ${full.join(' ')}: ${r.stderr}`);
        assert.match(r.stderr, new RegExp(`Run "oxo-ai ${command} --help" for usage\\.\\n$`));
      }
    }
    // A person's seat takes no engine options.
    const human = oxo(['play', '--x-skill', '50'], { input: '5\n' });
    assert.equal(human.code, 2);
    assert.match(human.stderr, /^oxo-ai play: --x-skill is for an engine, but X is played by a person \(give --x LEVEL\)\n/);
  });
});

describe('oxo-ai play: the review when a game ends', () => {
  test('accuracy, the turning point and the review command, as game.review() gives them', () => {
    const r = oxo(['play', '--o', 'hard'], { input: '5\n1\n9\n4\n' });
    assert.equal(r.code, 0, r.stderr);
    const engine = new AIEngine({ difficulty: 'hard' });
    const game = new Game();
    const human = [{ row: 1, col: 1 }, { row: 0, col: 0 }, { row: 2, col: 2 }, { row: 1, col: 0 }];
    while (game.toMove !== null) {
      game.play(game.toMove === 'X' ? human.find((m) => game.board[m.row][m.col] === null) : engine.bestMove(game.board, 'O'));
    }
    assert.deepEqual(boardsIn(r.stdout).at(-1), game.board.flat().map((c) => c ?? '.').join(''));
    const review = game.review();
    assert.notEqual(review.turningPoint, null, 'the person lost: some move changed the outcome');
    const seat = (p) => `${p} (${p === 'X' ? 'human' : 'hard'})`;
    const summary = [
      'Review (accuracy: the share of moves that kept the outcome under perfect play):',
      `  accuracy       X (human) ${accuracyWords(review, 'X')}, O (hard) ${accuracyWords(review, 'O')}`,
      `  turning point  ${turningWords(review, seat)}`,
      `  every move     oxo-ai review ${game.history.map((m) => `${m.row},${m.col}`).join(' ')}`,
    ].join('\n');
    assert.ok(r.stdout.includes(`\n\n${summary}\n\n`), r.stdout);
    // The command it names reviews this very game.
    const again = oxo(['review', ...game.history.map((m) => `${m.row},${m.col}`), '--json']);
    assert.equal(again.code, 0, again.stderr);
    assert.deepEqual(JSON.parse(again.stdout), review);
  });

  test('engines\' games are reviewed too; --no-review leaves the review out', () => {
    const r = oxo(['play', '--x', 'hard', '--x-skill', '30', '--o', 'hard', '--o-skill', '30', '--seed', '17']);
    assert.equal(r.code, 0, r.stderr);
    const game = engineGame({ difficulty: 'hard', skill: 30, seed: 17 }, { difficulty: 'hard', skill: 30, seed: 17 });
    const review = game.review();
    assert.ok(r.stdout.includes(`  accuracy       X (hard, skill 30) ${accuracyWords(review, 'X')}, O (hard, skill 30) ${accuracyWords(review, 'O')}\n`), r.stdout);
    assert.ok(r.stdout.includes(`  turning point  ${turningWords(review, (p) => `${p} (hard, skill 30)`)}\n`), r.stdout);
    const quiet = oxo(['play', '--x', 'hard', '--x-skill', '30', '--o', 'hard', '--o-skill', '30', '--seed', '17', '--no-review']);
    assert.equal(quiet.code, 0, quiet.stderr);
    assert.doesNotMatch(quiet.stdout, /Review|accuracy|oxo-ai review/);
    assert.deepEqual(boardsIn(quiet.stdout), boardsIn(r.stdout));
    // A game stopped before its end has no review.
    const stopped = oxo(['play', '--o', 'easy', '--seed', '2'], { input: '5\nquit\n' });
    assert.equal(stopped.code, 0);
    assert.doesNotMatch(stopped.stdout, /Review/);
  });
});

describe('oxo-ai infer', () => {
  const CONTRACT = ['win', 'block', 'center', 'corner', 'edge'];
  const dir = mkdtempSync(join(tmpdir(), 'oxo-ai-infer-'));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = (name, text) => {
    const path = join(dir, name);
    writeFileSync(path, text);
    return path;
  };

  /** 10 games of the contract's rules AI as O against a seeded Easy X, as move lists. */
  const GAMES = Array.from({ length: 10 }, (_, seed) => engineGame({ difficulty: 'easy', seed }, { difficulty: 'rules', rules: CONTRACT }).history);
  const notation = (moves) => moves.map((m) => `${m.row},${m.col}`).join(' ');
  const cells = (moves) => moves.map((m, i) => `${i % 2 ? 'O' : 'X'}:${m.row * 3 + m.col + 1}`).join(' ');
  const json = file('games.json', JSON.stringify(GAMES, null, 2));
  const jsonl = file('games.jsonl', `${GAMES.map((g) => JSON.stringify(g)).join('\n')}\n`);
  const text = file('games.txt', `# 10 games, O the rules AI\n${GAMES.map(notation).join('\n\n')}\n`);
  const mixed = file('mixed.txt', [
    JSON.stringify({ version: 1, start: '.........', moves: GAMES[0] }),
    ...GAMES.slice(1, 5).map(cells),
    ...GAMES.slice(5).map((g) => JSON.stringify(g)),
  ].join('\r\n'));

  /** The model as the CLI names it: "rules: win,block" or "hard, skill 62". */
  const modelName = (m) => `${m.difficulty}${m.rules ? `: ${m.rules.join(',')}` : ''}${m.skill === undefined ? '' : `, skill ${m.skill}`}`;

  test('a player with its own cell order: the play command carries --o-cell-order, which play and simulate take', () => {
    const far = [8, 6, 2, 0, 7, 5, 3, 1, 4];
    const games = Array.from({ length: 10 }, (_, seed) => engineGame({ difficulty: 'easy', seed }, { difficulty: 'rules', rules: CONTRACT, cellOrder: far }).history);
    const model = inferOpponent(games, 'O');
    assert.ok(model.cellOrder, 'an order other than row-major');
    const r = oxo(['infer', file('far.json', JSON.stringify(games)), '--player', 'O']);
    assert.equal(r.code, 0, r.stderr);
    const flags = `--o rules --o-rules ${model.rules.join(',')} --o-cell-order ${model.cellOrder.join(',')}`;
    assert.ok(r.stdout.includes(`Play it:     oxo-ai play ${flags}`), r.stdout);
    const sim = oxo(['simulate', '--games', '20', '--x', 'easy', '--seed', '1', '--json', ...flags.split(' ')]);
    assert.equal(sim.code, 0, sim.stderr);
    assert.equal(JSON.parse(sim.stdout).totalGames, 20);
    const bad = oxo(['simulate', '--games', '2', '--x', 'easy', '--o', 'rules', '--o-cell-order', '0,1,2']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--o-cell-order.*cellOrder/);
  });

  test('a rules player watched for 10 games: the model, confidence, counts and hints are inferOpponent\'s', () => {
    const model = inferOpponent(GAMES, 'O');
    assert.equal(model.difficulty, 'rules');
    assert.equal(model.rules[0], 'win');
    const observed = GAMES.reduce((n, g) => n + Math.floor(g.length / 2), 0);
    const r = oxo(['infer', json, '--player', 'O']);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(r.stderr, '');
    assert.deepEqual(r.stdout.split('\n'), [
      `Player:      O, ${observed} moves observed in 10 games (${json})`,
      `Model:       rules: ${model.rules.join(',')}`,
      `Confidence:  ${Number(model.confidence.toFixed(3))}`,
      `Play it:     oxo-ai play --o rules --o-rules ${model.rules.join(',')}`,
      `Beat it:     new AIEngine({ difficulty: 'expert', opponent: ${JSON.stringify(model)} })`,
      '',
    ]);
    // The confidence is (k + 1) / (n + 2) over the moves counted: n is the number printed.
    const k = model.confidence * (observed + 2) - 1;
    assert.ok(Math.abs(k - Math.round(k)) < 1e-9 && k <= observed, `${model.confidence} over ${observed} moves`);
    // X, the seeded Easy player, is modelled too, with the play command for X.
    const x = inferOpponent(GAMES, 'X');
    const rx = oxo(['infer', json, '--player', 'x']);
    assert.equal(rx.code, 0, rx.stderr);
    assert.ok(rx.stdout.includes(`\nModel:       ${modelName(x)}\n`), rx.stdout);
    assert.match(rx.stdout, /\nPlay it: {5}oxo-ai play --x \S+.* --o human\n/);
  });

  test('--json is the model; JSON, JSON Lines, notation lines, mixed lines and stdin give the same', () => {
    const model = inferOpponent(GAMES, 'O');
    const expected = oxo(['infer', json, '--player', 'O']).stdout;
    for (const [args, input] of [
      [[json], ''], [[jsonl], ''], [[text], ''], [[mixed], ''],
      [['-'], readFileSync(json, 'utf8')], [['-'], readFileSync(jsonl, 'utf8')], [['-'], readFileSync(text, 'utf8')],
    ]) {
      const r = oxo(['infer', ...args, '--player', 'O', '--json'], { input });
      assert.equal(r.code, 0, `${args}: ${r.stderr}`);
      assert.deepEqual(JSON.parse(r.stdout), model, args.join(' '));
      const plain = oxo(['infer', ...args, '--player', 'O'], { input });
      assert.equal(plain.code, 0, plain.stderr);
      const label = args[0] === '-' ? 'stdin' : args[0];
      assert.equal(plain.stdout, expected.replace(json, label), args.join(' '));
    }
    // One game alone: an array of moves, or a snapshot.
    for (const [record, games] of [[GAMES[3], [GAMES[3]]], [{ version: 1, start: '....X....', moves: [{ row: 0, col: 0 }] }, null]]) {
      const r = oxo(['infer', '-', '--player', 'O', '--json'], { input: JSON.stringify(record) });
      assert.equal(r.code, 0, r.stderr);
      assert.deepEqual(JSON.parse(r.stdout), inferOpponent(games ?? [record], 'O'));
    }
  });

  test('a record the package refuses: its coded error, under the file and line, exit 2', () => {
    const cell = (n) => ({ row: Math.floor((n - 1) / 3), col: (n - 1) % 3 });
    const played = (ns) => {
      const game = new Game();
      ns.forEach((n) => game.play(cell(n)));
      return game;
    };
    const taken = [{ row: 1, col: 1 }, { row: 1, col: 1 }];
    const bad = [...GAMES.slice(0, 3), taken, ...GAMES.slice(3)];
    const snapshot = { version: 2, start: '.........', moves: [] };
    const many = Array(1001).fill([]);
    const badJson = file('bad.json', JSON.stringify(bad));
    const badJsonl = file('bad.jsonl', `# a comment\n\n${bad.map((g) => JSON.stringify(g)).join('\n')}\n`);
    const badSnapshot = file('snapshot.jsonl', `${JSON.stringify(GAMES[0])}\n${JSON.stringify(snapshot)}\n`);
    const badText = file('bad.txt', `${notation(GAMES[0])}\n5 1 9 4 5\n`);
    const marked = file('marked.txt', 'X:5 X:1\n');
    const word = file('word.txt', '5 1 foo\n');
    const over = file('over.txt', '1 2 5 3 9 4\n');
    const broken = file('broken.json', '[[{"row":1,"col":1}],\n [');
    const brokenLine = file('broken.jsonl', '[{"row":1,"col":1}]\n{"version":1, oops\n');
    const tooMany = file('many.json', JSON.stringify(many));
    for (const [args, message] of [
      [[badJson, '--player', 'O'], `${badJson}: ${packageError(() => inferOpponent(bad, 'O'))}`],
      [[badJsonl, '--player', 'O'], `${badJsonl} line 6: ${packageError(() => inferOpponent(bad, 'O'))}`],
      [[badSnapshot, '--player', 'X'], `${badSnapshot} line 2: ${packageError(() => inferOpponent([GAMES[0], snapshot], 'X'))}`],
      [[badText, '--player', 'O'], `${badText} line 2, move 5 "5": ${packageError(() => played([5, 1, 9, 4]).play(cell(5)))}`],
      [[marked, '--player', 'O'], `${marked} line 1, move 2 "X:1" is marked X, but O is to move`],
      [[word, '--player', 'O'], `${word} line 1, move 3: "foo" is not a move.`],
      [[over, '--player', 'O'], `${over} line 1, move 6 "4": ${packageError(() => played([1, 2, 5, 3, 9]).play(cell(4)))}`],
      [[broken, '--player', 'O'], `${broken} is not JSON: `],
      [[brokenLine, '--player', 'O'], `${brokenLine} line 2 is not JSON: `],
      [[tooMany, '--player', 'O'], `${tooMany}: ${packageError(() => inferOpponent(many, 'O'))}`],
      [[join(dir, 'missing.json'), '--player', 'O'], `cannot read ${join(dir, 'missing.json')}: no such file`],
      [[dir, '--player', 'O'], `cannot read ${dir}: it is a directory`],
      [[json, '--player', 'Z'], `--player: ${packageError(() => inferOpponent([], 'Z'))}`],
      [[json], '--player is required (X or O)'],
      [['--player', 'O'], 'infer needs a file of games (- for stdin)'],
      [[json, jsonl, '--player', 'O'], 'infer takes one file, got 2 arguments'],
      [[json, '--player', 'O', '--deep'], 'unknown option --deep (infer takes --player, --json and --help)'],
    ]) {
      const r = oxo(['infer', ...args]);
      assert.equal(r.code, 2, `${args.join(' ')}: ${r.stdout}${r.stderr}`);
      assert.equal(r.stdout, '', args.join(' '));
      assert.ok(r.stderr.startsWith(`oxo-ai infer: ${message}`), `${args.join(' ')}: ${r.stderr}`);
      assert.match(r.stderr, /Run "oxo-ai infer --help" for usage\.\n$/);
    }
  });
});

describe('oxo-ai solve and play --game (m,n,k-games, oxo-ai/mnk)', async () => {
  const { Games, MnkEngine, MnkGame } = await import('oxo-ai/mnk');

  test('solve --game 4x4 <moves> gives the package\'s value, plies and best move', () => {
    const r = oxo(['solve', '--game', '4x4', '1,1', '0,0', '--json']);
    assert.equal(r.code, 0, r.stderr);
    const answer = JSON.parse(r.stdout);
    const game = new MnkGame(Games.fourByFour);
    const board = game.applyMove(game.applyMove(game.emptyBoard(), { row: 1, col: 1 }, 'X'), { row: 0, col: 0 }, 'O');
    const expected = new MnkEngine(Games.fourByFour).solve(board, 'X', { timeMs: 60_000 });
    assert.deepEqual({ ...answer, ms: undefined, moves: undefined }, { player: 'X', ...expected, ms: undefined, moves: undefined });
    assert.deepEqual(answer.moves, new MnkEngine(Games.fourByFour).rankedMoves(board, 'X', { timeMs: 60_000 }));
    const text = oxo(['solve', '--game', '4x4', '1,1', '0,0']).stdout;
    assert.match(text, /X to move draws under perfect play, 14 plies to the end\./);
  });

  test('solve --game connect-four: a run of digits is one column a digit, and every column is valued', () => {
    const game = new MnkGame(Games.connectFour);
    const columns = '444435352626';
    const board = [...columns].reduce((b, c, i) => game.applyMove(b, Number(c) - 1, i % 2 ? 'O' : 'X'), game.emptyBoard());
    const r = oxo(['solve', '--game', 'connect-four', columns, '--json']);
    assert.equal(r.code, 0, r.stderr);
    const answer = JSON.parse(r.stdout);
    const engine = new MnkEngine(Games.connectFour);
    assert.deepEqual(answer.moves, engine.rankedMoves(board, 'X', { timeMs: 60_000 }));
    assert.equal(answer.moves.length, 7);
    assert.ok(answer.moves.every((m) => m.value !== null), 'every column proven');
    const text = oxo(['solve', '--game', 'connect-four', columns]).stdout;
    for (const m of answer.moves) {
      const value = m.value === 'draw' ? `draw \\(${m.plies} plies to the end\\)` : `${m.value === 'win' ? 'wins' : 'loses'} in ${m.plies} plies`;
      assert.match(text, new RegExp(`column ${m.col + 1} \\(${m.row}, ${m.col}\\) +${value}`));
    }
    // The same moves typed one by one.
    const split = oxo(['solve', '--game', 'connect-four', ...columns, '--json']);
    assert.deepEqual(JSON.parse(split.stdout).moves, answer.moves);
  });

  test('solve --game connect-four answers a position of 8 discs or fewer from the data, within one node', () => {
    // 4453 is off Hard's lines: before the data it took seconds of search.
    for (const columns of ['4453', '1', '71', '12345671']) {
      const r = oxo(['solve', '--game', 'connect-four', columns, '--max-nodes', '1', '--json']);
      assert.equal(r.code, 0, r.stderr);
      const answer = JSON.parse(r.stdout);
      assert.equal(answer.complete, true, columns);
      assert.equal(answer.nodes, 0, `${columns}: no search`);
      assert.ok(answer.moves.every((m) => m.value !== null), `${columns}: every column proven`);
      const best = answer.moves[0];
      assert.deepEqual([best.value, best.plies], [answer.value, answer.plies], `${columns}: the best column keeps the value`);
    }
    assert.deepEqual(JSON.parse(oxo(['solve', '--game', 'connect-four', '4453', '--max-nodes', '1', '--json']).stdout).moves.slice(0, 1).map((m) => m.col), [JSON.parse(oxo(['solve', '--game', 'connect-four', '4453', '--json']).stdout).move.col]);
  });

  test('solve refuses what the package refuses, under the argument that carried it', () => {
    const taken = oxo(['solve', '--game', '4x4', '1,1', '1,1']);
    assert.equal(taken.code, 2);
    assert.match(taken.stderr, /move 2 "1,1": cell \(1, 1\) is already taken \[CELL_OCCUPIED\]/);
    const bad = oxo(['solve', '--game', '2x3x3']);
    assert.equal(bad.code, 2);
    assert.match(bad.stderr, /--game: rules\.rows must be an integer 3\.\.15, got 2 \[INVALID_OPTION\]/);
    assert.equal(oxo(['solve']).code, 2);
  });

  test('play --game connect-four: a person drops discs by column against the engine, to the end', () => {
    // Columns 1 to 7 in turn (the referee refuses a full one, and the next line is read).
    const r = oxo(['play', '--game', 'connect-four', '--o', 'hard', '--time', '50', '--seed', '3'], { input: '1\n2\n3\n4\n5\n6\n7\n'.repeat(8) });
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /Result: (O \(hard\) wins|X \(human\) wins|draw)\./);
    assert.match(r.stdout, /1\. X \(human\) plays column 1 \(5, 0\)/);
    const engines = oxo(['play', '--game', '4x4', '--x', 'hard', '--o', 'hard', '--time', '50']);
    assert.match(engines.stdout, /Result: draw\./, 'perfect play draws 4x4');
  });
});

describe('oxo-ai play and analyze --game ultimate (oxo-ai/ultimate)', async () => {
  const { UltimateEngine, UltimateGame } = await import('oxo-ai/ultimate');
  // X wins the game at (1, 8): js-tests/ultimate.test.mjs's WIN_TEXT.
  const WIN = 'XXXXXX.........XX............O...O......O...........O..O...O.......O............O';

  test('analyze --game ultimate names the win in one, in words and as JSON, with every legal move ranked', () => {
    for (const args of [[`${WIN} 3,2`], [WIN, '3,2']]) {
      const r = oxo(['analyze', '--game', 'ultimate', ...args, '--time', '50']);
      assert.equal(r.code, 0, r.stderr);
      assert.match(r.stdout, /X to move in small board \(0, 2\)\./);
      assert.match(r.stdout, /Play \(1, 8\) to win the game\./);
    }
    const json = JSON.parse(oxo(['analyze', '--game', 'ultimate', `${WIN} 3,2`, '--json', '--time', '50']).stdout);
    assert.equal(json.toMove, 'X');
    assert.deepEqual(json.bestMove, { row: 1, col: 8 });
    const legal = new UltimateGame().getAvailableMoves(`${WIN} 3,2`).map((m) => `${m.row},${m.col}`).sort();
    assert.deepEqual(json.rankedMoves.map((m) => `${m.row},${m.col}`).sort(), legal);
  });

  test('analyze --game ultimate refuses a bad position with the package\'s message', () => {
    const r = oxo(['analyze', '--game', 'ultimate', `${WIN} 0,6`]);
    assert.equal(r.code, 2, r.stdout);
    assert.match(r.stderr, /lastMove \(0, 6\) is an empty cell/);
  });

  test('play --game ultimate: two engines play a refereed game to its result; a person is told which board to play in', () => {
    const r = oxo(['play', '--game', 'ultimate', '--x', 'hard', '--o', 'easy', '--time', '20', '--seed', '4']);
    assert.equal(r.code, 0, r.stderr);
    assert.match(r.stdout, /^oxo-ai: Ultimate tic-tac-toe: X \(hard\) vs O \(easy\)/);
    assert.match(r.stdout, /Result: (X \(hard\) wins|O \(easy\) wins|draw)\.\n$/);
    // The moves printed replay on the referee to the result printed.
    const game = new UltimateGame();
    let pos = game.start();
    for (const [, n, player, row, col] of r.stdout.matchAll(/^(\d+)\. ([XO]) \(\w+\) plays \((\d), (\d)\)$/gm)) {
      pos = game.applyMove(pos, { row: Number(row), col: Number(col) }, player);
      assert.ok(Number(n) > 0);
    }
    const winner = game.getWinner(pos);
    assert.match(r.stdout, winner ? new RegExp(`Result: ${winner} `) : /Result: draw\./);
    const person = oxo(['play', '--game', 'ultimate', '--o', 'easy', '--seed', '1'], { input: '4 4\n0 0\nq\n' });
    assert.equal(person.code, 0, person.stderr);
    assert.match(person.stdout, /X to move in any open board: 4 4/);
    assert.match(person.stdout, /That move is not allowed: move \(0, 0\) is in small board \(0, 0\), but the last move sends this one to small board/);
    assert.ok(UltimateEngine, 'oxo-ai/ultimate loads beside the CLI');
  });
});
