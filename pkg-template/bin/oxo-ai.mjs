#!/usr/bin/env node
// oxo-ai: play, analyze and simulate tic-tac-toe in a terminal.
//
//   oxo-ai play [--x SEAT] [--o SEAT] [--seed N] [--iterations N] [--delay MS]
//   oxo-ai analyze <board> [--json]
//   oxo-ai simulate --games N --x LEVEL --o LEVEL [--seed N] [--iterations N] [--chunk N] [--json]
//
// A thin front end over the package's public API, imported by the package's own name as any
// user imports it. Every rule lives in the package: moves are checked by applyMove, boards by
// the analyzer and the engine (a notation string is only split into its 9 characters), whose
// turn it is by the analyzer's WRONG_TURN, scores by rankedMoves, advice by GameAnalyzer.
// This file only reads arguments and input, draws boards and tables, and keeps the game loop.

import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import {
  AIEngine, Difficulty, GameAnalyzer, Simulator, applyMove, emptyBoard, fromFlat, getWinner,
  getWinningLine, isDraw, opponent, toFlat,
} from 'oxo-ai';

const LEVELS = Object.values(Difficulty);
const EXIT_USAGE = 2;

// --- output helpers ------------------------------------------------------------------------

/** ANSI styling, only on a terminal and never when NO_COLOR is set. */
function painter(stream) {
  const on = Boolean(stream.isTTY) && !('NO_COLOR' in process.env) && process.env.TERM !== 'dumb';
  const wrap = (open, close) => (text) => (on ? `\x1b[${open}m${text}\x1b[${close}m` : String(text));
  return {
    on,
    bold: wrap(1, 22),
    dim: wrap(2, 22),
    red: wrap(31, 39),
    green: wrap(32, 39),
    yellow: wrap(33, 39),
    cyan: wrap(36, 39),
    magenta: wrap(35, 39),
    inverse: wrap(7, 27),
  };
}
const out = painter(process.stdout);
const err = painter(process.stderr);

const say = (text = '') => process.stdout.write(`${text}\n`);
const fmt = (n) => n.toLocaleString('en-US');
const cellName = ({ row, col }) => `(${row}, ${col})`;

class UsageError extends Error {}

/** Draws a board with row and column numbers; `highlight` is a list of cells to emphasise. */
function drawBoard(board, { highlight = [] } = {}) {
  const lit = (r, c) => highlight.some((m) => m.row === r && m.col === c);
  const mark = (v, r, c) => {
    const text = v === 'X' ? out.bold(out.cyan('X')) : v === 'O' ? out.bold(out.magenta('O')) : out.dim('.');
    return lit(r, c) ? out.inverse(text) : text;
  };
  const lines = ['     0   1   2'];
  board.forEach((row, r) => {
    if (r > 0) lines.push('    ---+---+---');
    lines.push(`  ${r}  ${row.map((v, c) => mark(v, r, c)).join(' | ')}`);
  });
  return lines.join('\n');
}

/** Names a threat's line the way the analyzer's SPEC numbers it. */
function lineName({ direction, index }) {
  if (direction === 'row') return `row ${index}`;
  if (direction === 'col') return `column ${index}`;
  return index === 0 ? 'diagonal (0, 0)-(2, 2)' : 'diagonal (0, 2)-(2, 0)';
}

// --- argument parsing ----------------------------------------------------------------------

/**
 * Parses `--name value`, `--name=value` and boolean `--flag`s against `spec`
 * ({ name: 'string' | 'boolean' }); everything else is a positional argument.
 */
function parseArgs(command, argv, spec) {
  const options = {};
  const positionals = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '-h' || arg === '--help') {
      options.help = true;
      continue;
    }
    if (!arg.startsWith('--') || arg === '--') {
      if (arg.startsWith('-') && arg.length > 1 && !/^-\d/.test(arg)) {
        throw new UsageError(`unknown option ${arg}`);
      }
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    const type = spec[name];
    if (!type) {
      const known = Object.keys(spec).map((k) => `--${k}`).join(', ');
      throw new UsageError(`unknown option --${name} (${command} takes ${known} and --help)`);
    }
    if (type === 'boolean') {
      if (eq !== -1) throw new UsageError(`--${name} takes no value`);
      options[name] = true;
      continue;
    }
    let value;
    if (eq !== -1) {
      value = arg.slice(eq + 1);
    } else {
      if (i + 1 >= argv.length) throw new UsageError(`--${name} needs a value`);
      i += 1;
      value = argv[i];
    }
    if (name in options) throw new UsageError(`--${name} is given twice`);
    options[name] = value;
  }
  return { options, positionals };
}

/**
 * Reads a number-valued option. Only the form is checked here (a decimal number); the
 * package checks the range and rejects fractions where it needs an integer.
 */
function numberOption(options, name, fallback) {
  const text = options[name];
  if (text === undefined) return fallback;
  if (!/^-?\d+(\.\d+)?$/.test(text.trim())) throw new UsageError(`--${name} must be a number, got "${text}"`);
  return Number(text);
}

/** A seed is a non-negative integer or any other text (the package hashes strings). */
function seedOption(options) {
  const text = options.seed;
  if (text === undefined) return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** Checks a level name against the package's `Difficulty` values (and `human` where allowed). */
function levelOption(options, name, { human, fallback }) {
  const value = options[name] ?? fallback;
  if (value === undefined) throw new UsageError(`--${name} is required (one of ${LEVELS.join(', ')})`);
  const allowed = human ? ['human', ...LEVELS] : LEVELS;
  if (!allowed.includes(value)) {
    throw new UsageError(`--${name} must be ${human ? 'human or ' : ''}one of ${LEVELS.join(', ')}, got "${value}"`);
  }
  return value;
}

/** The command-line flag behind each option name the package's messages use. */
const FLAG_OF = { games: '--games', seed: '--seed', mctsIterations: '--iterations', chunkSize: '--chunk' };

/** Turns a coded error from the package's option checks into a usage error naming the flag. */
function packageOptionError(e) {
  if (!e || e.code !== 'INVALID_OPTION') return e;
  const field = /^(\w+)/.exec(e.message)?.[1];
  return new UsageError(FLAG_OF[field] ? `${FLAG_OF[field]}: ${e.message}` : e.message);
}

// --- help ----------------------------------------------------------------------------------

const HELP = {
  main: `Usage: oxo-ai <command> [options]

Play, analyze and simulate tic-tac-toe with the oxo-ai engine.

Commands:
  play       play a game in the terminal: you against an engine, two people, or two engines
  analyze    analyze a position: evaluation, advice, threats and every legal move's score
  simulate   play many engine-vs-engine games and count the results

Options:
  -h, --help      show this help (or a command's: oxo-ai play --help)
  -v, --version   show the package version

Levels: ${LEVELS.join(', ')}.

Examples:
  oxo-ai play --o expert
  oxo-ai play --x mcts --o hard --seed 7
  oxo-ai analyze X.O.X...O
  oxo-ai simulate --games 10000 --x medium --o easy --seed 1`,

  play: `Usage: oxo-ai play [--x SEAT] [--o SEAT] [--seed N] [--iterations N] [--delay MS]

Plays one game in the terminal and draws the board after every move. X moves first.
When both seats are engines the game plays itself.

Options:
  --x SEAT          who plays X: human, ${LEVELS.join(', ')} (default: human)
  --o SEAT          who plays O (default: hard)
  --seed N          seed for the engines' random choices, an integer or any text; the same
                    seed and the same moves replay the same game (default: fresh randomness)
  --iterations N    MCTS playouts per move, 1 to 1000000 (default: 500)
  --delay MS        pause before an engine's move, in milliseconds
                    (default: 400 on a terminal, 0 otherwise)
  -h, --help        show this help

A move is a row and a column, 0 to 2 each, as the analyzer names cells ("1 2" or "1,2"),
or a cell number from 1 to 9:
   1 | 2 | 3
   4 | 5 | 6
   7 | 8 | 9
Type "hint" for the analyzer's advice and "quit" to stop.`,

  analyze: `Usage: oxo-ai analyze <board> [--json]

Analyzes a position with the side to move: the board, the perfect-play evaluation, the
analyzer's advice, the threats on the board, and every legal move's score and depth drawn on
a 3x3 grid.

<board> is either
  - 9 characters, row by row: X or O for a mark, . for an empty cell, e.g. X.O.X...O
  - JSON: 3 rows of 3 cells or 9 cells, each "X", "O" or null, e.g. '[["X",null,"O"],...]'
Whose turn it is follows from the marks (X moves first).

Options:
  --json       print the analyzer's report and the ranked moves as JSON
  -h, --help   show this help

A move's score is from the mover's view: +1/depth for a forced win, -1/depth for a forced
loss, 0 for a draw; depth is the number of moves until the game ends with perfect play,
counting this one.`,

  simulate: `Usage: oxo-ai simulate --games N --x LEVEL --o LEVEL [--seed N] [--iterations N] [--chunk N] [--json]

Plays N games of one engine against another and prints the results: a live progress bar on
a terminal (plain progress lines otherwise), then a results table. Ctrl-C cancels the run.

Options:
  --games N         how many games, 0 to 1000000000 (required)
  --x LEVEL         the X engine: ${LEVELS.join(', ')} (required)
  --o LEVEL         the O engine (required)
  --seed N          seed, an integer or any text; the same seed gives the same results
                    (default: fresh randomness)
  --iterations N    MCTS playouts per move, 1 to 1000000 (default: 500)
  --chunk N         games played between two progress reports, 1 to 1000000 (default: 100)
  --json            print the SimulationResult as JSON instead of the table
                    (progress then goes to stderr only on a terminal)
  -h, --help        show this help`,
};

// --- analyze -------------------------------------------------------------------------------

/**
 * Reads a board argument: JSON when it starts with [ ; otherwise the notation, split into its
 * characters. Either way the package decides whether it is a board.
 */
function readBoard(text) {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed);
    } catch (e) {
      throw new UsageError(`<board> looks like JSON but does not parse: ${e.message}`);
    }
  }
  // Only the notation's form is checked here; what each character means is the package's call.
  const chars = [...trimmed];
  if (chars.length !== 9) {
    throw new UsageError(`a board is 9 characters, row by row (X, O or . for empty, e.g. X.O.X...O), `
      + `got ${chars.length}: "${trimmed}"`);
  }
  return chars;
}

/**
 * Asks the analyzer about `board` with X to move, then O: the package rejects the side not
 * to move with WRONG_TURN, and reports a finished game for either side.
 */
function analyzeEitherSide(analyzer, board) {
  try {
    return { player: 'X', report: analyzer.analyze(board, 'X') };
  } catch (e) {
    if (e.code !== 'WRONG_TURN') throw e;
    return { player: 'O', report: analyzer.analyze(board, 'O') };
  }
}

/** A move's outcome for the mover, read off the sign of its score. */
function outcome({ score }) {
  return score > 0 ? 'win' : score < 0 ? 'loss' : 'draw';
}

/** Draws every legal move's outcome, depth and score on a 3x3 grid. */
function drawMoveGrid(board, ranked, best) {
  const width = 12;
  const center = (text) => {
    const pad = width - text.length;
    return ' '.repeat(Math.floor(pad / 2)) + text + ' '.repeat(Math.ceil(pad / 2));
  };
  const colour = { win: out.green, draw: out.yellow, loss: out.red };
  const rule = `     +${Array(3).fill('-'.repeat(width)).join('+')}+`;
  const lines = [`      ${[0, 1, 2].map((c) => center(String(c))).join(' ')}`.trimEnd(), rule];
  for (let r = 0; r < 3; r += 1) {
    const top = [];
    const bottom = [];
    for (let c = 0; c < 3; c += 1) {
      const move = ranked.find((m) => m.row === r && m.col === c);
      if (!move) {
        top.push(center(board[r][c] ?? ''));
        bottom.push(center(''));
        continue;
      }
      const isBest = best && best.row === r && best.col === c;
      const label = `${outcome(move)} ${move.depth}${isBest ? ' *' : ''}`;
      const score = move.score === 0 ? '0' : `${move.score > 0 ? '+' : ''}${move.score.toFixed(3)}`;
      top.push(colour[outcome(move)](center(label)));
      bottom.push(out.dim(center(score)));
    }
    lines.push(`  ${r}  |${top.join('|')}|`, `     |${bottom.join('|')}|`, rule);
  }
  return lines.join('\n');
}

function analyzeCommand(argv) {
  const { options, positionals } = parseArgs('analyze', argv, { json: 'boolean' });
  if (options.help) {
    say(HELP.analyze);
    return 0;
  }
  if (positionals.length === 0) throw new UsageError('analyze needs a board, e.g. oxo-ai analyze X.O.X...O');
  if (positionals.length > 1) {
    throw new UsageError(`analyze takes one board, got ${positionals.length} arguments `
      + `(${positionals.map((p) => JSON.stringify(p)).join(' ')}); quote a JSON board`);
  }
  const input = readBoard(positionals[0]);
  const analyzer = new GameAnalyzer();
  let analysis;
  try {
    analysis = analyzeEitherSide(analyzer, input);
  } catch (e) {
    if (typeof e.code === 'string') {
      throw new UsageError(`cannot analyze ${JSON.stringify(positionals[0])}: ${e.message} [${e.code}]`);
    }
    throw e;
  }
  const { player, report } = analysis;
  const over = report.evaluation === 'neutral';
  // The analyzer's bestMove and the engine's ranking both come from the package; the ranking
  // is [] once the game is over.
  const ranked = over ? [] : new AIEngine({ difficulty: Difficulty.Hard }).rankedMoves(input, player);
  // The package's canonical nested form of whatever form was given (flat, lowercase, '.').
  const board = fromFlat(toFlat(input));

  if (options.json) {
    say(JSON.stringify({ toMove: over ? null : player, ...report, rankedMoves: ranked }, null, 2));
    return;
  }
  const winLine = over ? getWinningLine(board) : null;
  say(over ? 'Position (game over):' : `Position, ${player} to move:`);
  say();
  say(drawBoard(board, { highlight: winLine ?? [] }));
  say();
  if (over) {
    say(`Evaluation:  ${report.evaluation} (the game is over)`);
    say(`Explanation: ${report.explanation}`);
    return;
  }
  const verdict = { winning: out.green, losing: out.red, draw: out.yellow }[report.evaluation] ?? ((t) => t);
  say(`Evaluation:  ${verdict(report.evaluation)} for ${player} with perfect play`);
  say(`Explanation: ${report.explanation}`);
  say(`Best move:   ${report.bestMove ? cellName(report.bestMove) : 'none'}`);
  say();
  if (report.threats.length === 0) {
    say('Threats:     none');
  } else {
    say('Threats:');
    for (const t of report.threats) {
      const what = t.type === 'win-in-1'
        ? `win-in-1 at ${cellName(t.missingCell)}, completing ${lineName(t)}`
        : `fork     at ${cellName(t.missingCell)}, two threats at once, first along ${lineName(t)}`;
      say(`  ${t.player}  ${what}`);
    }
  }
  say();
  say(`Every move for ${player}: outcome with perfect play, in how many moves the game ends`);
  say('(counting this one), and the score (+1/depth win, 0 draw, -1/depth loss); * = best:');
  say();
  say(drawMoveGrid(board, ranked, report.bestMove));
}

// --- play ----------------------------------------------------------------------------------

/** Lines from stdin, one at a time; `null` at end of input. */
function lineReader() {
  const rl = createInterface({ input: process.stdin, terminal: false, crlfDelay: Infinity });
  const iterator = rl[Symbol.asyncIterator]();
  return {
    async next() {
      const { value, done } = await iterator.next();
      return done ? null : value;
    },
    close: () => rl.close(),
  };
}

/**
 * Reads a person's move: "row col" (also "row,col" or "(row, col)") or a cell number 1-9.
 * Returns { move } or { command } or { problem }; whether the move is legal is the package's
 * call (applyMove).
 */
function readHumanInput(text) {
  const t = text.trim().toLowerCase();
  if (t === '') return { problem: 'Type a move, e.g. "1 1" or 5.' };
  if (['q', 'quit', 'exit', 'resign'].includes(t)) return { command: 'quit' };
  if (['h', 'hint', '?'].includes(t)) return { command: 'hint' };
  if (t === 'help') return { command: 'help' };
  const cell = /^(\d+)$/.exec(t);
  if (cell) {
    const n = Number(cell[1]);
    if (n < 1 || n > 9) return { problem: `There is no cell ${cell[1]}: cells are numbered 1 to 9.` };
    return { move: { row: Math.floor((n - 1) / 3), col: (n - 1) % 3 } };
  }
  const pair = /^\(?\s*(-?\d+)\s*[\s,]\s*(-?\d+)\s*\)?$/.exec(t);
  if (pair) return { move: { row: Number(pair[1]), col: Number(pair[2]) } };
  return { problem: `"${text.trim()}" is not a move. Type a row and a column (e.g. "1 2") or a cell number 1-9.` };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function playCommand(argv) {
  const { options, positionals } = parseArgs('play', argv, {
    x: 'string', o: 'string', seed: 'string', iterations: 'string', delay: 'string',
  });
  if (options.help) {
    say(HELP.play);
    return 0;
  }
  if (positionals.length) throw new UsageError(`play takes no arguments, got "${positionals[0]}"`);
  const seats = {
    X: levelOption(options, 'x', { human: true, fallback: 'human' }),
    O: levelOption(options, 'o', { human: true, fallback: 'hard' }),
  };
  const seed = seedOption(options);
  const mctsIterations = numberOption(options, 'iterations', undefined);
  const delay = numberOption(options, 'delay', process.stdout.isTTY ? 400 : 0);
  if (delay < 0) throw new UsageError(`--delay must be 0 or more, got ${delay}`);
  const engines = {};
  try {
    for (const p of ['X', 'O']) {
      if (seats[p] !== 'human') engines[p] = new AIEngine({ difficulty: seats[p], seed, mctsIterations });
    }
    // The options are the package's to check even when only people play.
    if (!engines.X && !engines.O) new AIEngine({ seed, mctsIterations }).free();
  } catch (e) {
    throw packageOptionError(e);
  }
  const seatName = (p) => (seats[p] === 'human' ? 'human' : seats[p]);
  const humans = ['X', 'O'].filter((p) => seats[p] === 'human');
  const echo = !process.stdin.isTTY;
  const analyzer = new GameAnalyzer();

  say(`oxo-ai: X (${seatName('X')}) vs O (${seatName('O')})${seed === undefined ? '' : `, seed ${JSON.stringify(seed)}`}`);
  if (humans.length) {
    say('Enter a move as "row col" (0-2 each) or a cell number:  1 2 3 / 4 5 6 / 7 8 9.');
    say('"hint" asks the analyzer, "quit" stops.');
  }
  let board = emptyBoard();
  let player = 'X';
  let ply = 0;
  const reader = humans.length ? lineReader() : null;
  say();
  say(drawBoard(board));

  try {
    while (getWinner(board) === null && !isDraw(board)) {
      let move;
      if (engines[player]) {
        if (delay > 0) await sleep(delay);
        move = engines[player].bestMove(board, player);
        board = applyMove(board, move, player);
      } else {
        for (;;) {
          process.stdout.write(`${player} to move (row col, or 1-9): `);
          const line = await reader.next();
          if (line === null) {
            say();
            say('No more input: the game is stopped.');
            return 1;
          }
          if (echo) say(line);
          const input = readHumanInput(line);
          if (input.problem) {
            say(input.problem);
            continue;
          }
          if (input.command === 'quit') {
            say(`${player} (${seatName(player)}) stops the game.`);
            return 0;
          }
          if (input.command === 'help') {
            say(HELP.play.slice(HELP.play.indexOf('A move is')));
            continue;
          }
          if (input.command === 'hint') {
            say(`Hint: ${analyzer.analyze(board, player).explanation}`);
            continue;
          }
          try {
            board = applyMove(board, input.move, player);
            move = input.move;
            break;
          } catch (e) {
            if (e.code === 'INVALID_MOVE' || e.code === 'CELL_OCCUPIED') {
              say(`That move is not allowed: ${e.message}. Try again.`);
              continue;
            }
            throw e;
          }
        }
      }
      ply += 1;
      say();
      say(`${ply}. ${player} (${seatName(player)}) plays ${cellName(move)}, cell ${move.row * 3 + move.col + 1}`);
      say(drawBoard(board, { highlight: getWinningLine(board) ?? [move] }));
      player = opponent(player);
    }
  } finally {
    reader?.close();
  }

  const winner = getWinner(board);
  say();
  say(analyzer.analyze(board, 'X').explanation);
  say(winner
    ? out.bold(`Result: ${winner} (${seatName(winner)}) wins in ${ply} moves.`)
    : out.bold(`Result: draw after ${ply} moves.`));
  return 0;
}

// --- simulate ------------------------------------------------------------------------------

/** Progress on stderr: a redrawn bar on a terminal, a line per tenth otherwise. */
function progressReporter({ live, plain }) {
  let lastDraw = 0;
  let lastTenth = 0;
  const started = Date.now();
  const bar = (p) => {
    const width = 30;
    const fraction = p.total === 0 ? 1 : p.completed / p.total;
    const filled = Math.round(fraction * width);
    const pct = `${(fraction * 100).toFixed(0).padStart(3)}%`;
    return `[${err.green('#'.repeat(filled))}${'.'.repeat(width - filled)}] ${pct}  `
      + `${fmt(p.completed)}/${fmt(p.total)} games  X ${fmt(p.xWins)}  O ${fmt(p.oWins)}  draws ${fmt(p.draws)}`;
  };
  return {
    update(p) {
      if (live) {
        const now = Date.now();
        if (now - lastDraw < 50 && p.completed < p.total) return;
        lastDraw = now;
        process.stderr.write(`\r${bar(p)}\x1b[K`);
      } else if (plain) {
        const tenth = p.total === 0 ? 10 : Math.floor((p.completed * 10) / p.total);
        if (tenth === lastTenth) return;
        lastTenth = tenth;
        process.stderr.write(`progress: ${fmt(p.completed)}/${fmt(p.total)} games (${tenth * 10}%)\n`);
      }
    },
    finish() {
      if (live) process.stderr.write('\n');
      return (Date.now() - started) / 1000;
    },
  };
}

function resultsTable(result) {
  const total = result.totalGames;
  const share = (n) => (total === 0 ? '-' : `${((n * 100) / total).toFixed(2)}%`);
  const rows = [
    ['X wins', result.xWins],
    ['O wins', result.oWins],
    ['draws', result.draws],
    ['total', total],
  ];
  const lines = ['  result         games     share'];
  for (const [label, n] of rows) {
    lines.push(`  ${label.padEnd(8)} ${fmt(n).padStart(11)}  ${share(n).padStart(8)}`);
  }
  return lines.join('\n');
}

async function simulateCommand(argv) {
  const { options, positionals } = parseArgs('simulate', argv, {
    games: 'string', x: 'string', o: 'string', seed: 'string', iterations: 'string', chunk: 'string', json: 'boolean',
  });
  if (options.help) {
    say(HELP.simulate);
    return 0;
  }
  if (positionals.length) throw new UsageError(`simulate takes no arguments, got "${positionals[0]}"`);
  if (options.games === undefined) throw new UsageError('--games is required, e.g. --games 10000');
  const games = numberOption(options, 'games');
  const playerX = levelOption(options, 'x', { human: false });
  const playerO = levelOption(options, 'o', { human: false });
  const seed = seedOption(options);
  const mctsIterations = numberOption(options, 'iterations', undefined);
  const chunkSize = numberOption(options, 'chunk', undefined);

  const stderrTTY = Boolean(process.stderr.isTTY);
  const progress = progressReporter({ live: stderrTTY, plain: !stderrTTY && !options.json });
  const controller = new AbortController();
  let last = { completed: 0, total: games, xWins: 0, oWins: 0, draws: 0 };
  const onSigint = () => controller.abort();
  process.once('SIGINT', onSigint);
  let result;
  try {
    result = await new Simulator().run({
      games, playerX, playerO, seed, mctsIterations, chunkSize,
      signal: controller.signal,
      onProgress: (p) => {
        last = p;
        progress.update(p);
      },
    });
  } catch (e) {
    progress.finish();
    if (controller.signal.aborted) {
      process.stderr.write(`Cancelled after ${fmt(last.completed)} of ${fmt(last.total)} games.\n`);
      say(resultsTable({ xWins: last.xWins, oWins: last.oWins, draws: last.draws, totalGames: last.completed }));
      return 130;
    }
    throw packageOptionError(e);
  } finally {
    process.off('SIGINT', onSigint);
  }
  const seconds = progress.finish();
  if (options.json) {
    say(JSON.stringify(result));
    return 0;
  }
  say();
  say(`${playerX} (X) vs ${playerO} (O), ${fmt(result.totalGames)} games${seed === undefined ? '' : `, seed ${JSON.stringify(seed)}`}`);
  say();
  say(resultsTable(result));
  say();
  say(`  average game length: ${Number(result.avgMoves.toFixed(4))} moves`);
  const rate = seconds > 0 ? `, ${fmt(Math.round(result.totalGames / seconds))} games/s` : '';
  say(`  time: ${seconds.toFixed(2)} s${rate}`);
  return 0;
}

// --- main ----------------------------------------------------------------------------------

function version() {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  return manifest.version;
}

async function main(argv) {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
    case '-h':
    case '--help':
    case 'help':
      if (command === 'help' && rest[0] in HELP && rest[0] !== 'main') {
        say(HELP[rest[0]]);
      } else {
        say(HELP.main);
      }
      return 0;
    case '-v':
    case '--version':
      say(version());
      return 0;
    case 'play':
      return playCommand(rest);
    case 'analyze':
    case 'analyse':
      analyzeCommand(rest);
      return 0;
    case 'simulate':
      return simulateCommand(rest);
    default:
      throw new UsageError(`unknown command "${command}" (commands: play, analyze, simulate)`, { cause: 'main' });
  }
}

// `oxo-ai … | head` closes the pipe early: stop quietly instead of throwing EPIPE.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

const [, , commandName] = process.argv;
main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code ?? 0;
  },
  (e) => {
    if (e instanceof UsageError) {
      const topic = ['play', 'analyze', 'analyse', 'simulate'].includes(commandName) && e.cause !== 'main'
        ? ` ${commandName === 'analyse' ? 'analyze' : commandName}`
        : '';
      process.stderr.write(`oxo-ai${topic}: ${e.message}\n`);
      process.stderr.write(`Run "oxo-ai${topic} --help" for usage.\n`);
      process.exitCode = EXIT_USAGE;
      return;
    }
    process.stderr.write(`oxo-ai: ${e && e.code ? `${e.message} [${e.code}]` : (e && e.stack) || e}\n`);
    process.exitCode = 1;
  },
);
