// `oxo-ai play --game NAME` and `oxo-ai solve --game NAME <moves>`: m,n,k-games (README "Bigger boards") in a
// terminal, over oxo-ai/mnk. `MnkGame` referees every move; `MnkEngine` plays and solves.

import { createInterface } from 'node:readline';
import { Games, MnkEngine, MnkGame } from 'oxo-ai/mnk';
import { numberFlag, parse, seedFlag } from './args.mjs';
import { EXIT, UsageError, blame } from './errors.mjs';
import { out, say } from './present.mjs';

/** The games `--game` names: the presets, and `ROWSxCOLSxK` for any other (3..15 each). */
export const GAMES = { 'tic-tac-toe': Games.ticTacToe, '4x4': Games.fourByFour, 'connect-four': Games.connectFour, gomoku: Games.gomoku };

/** The rules `--game` names; `--gravity` and `--misere` add to them. */
export function gameRules(values) {
  const name = values.game;
  let rules = GAMES[name];
  const custom = /^(\d+)x(\d+)x(\d+)$/.exec(name ?? '');
  if (!rules && custom) rules = { rows: Number(custom[1]), cols: Number(custom[2]), k: Number(custom[3]) };
  if (!rules) throw new UsageError(`--game must be one of ${Object.keys(GAMES).join(', ')} or ROWSxCOLSxK such as 5x5x4, got "${name}"`);
  rules = { ...rules, ...(values.gravity ? { gravity: true } : {}), ...(values.misere ? { misere: true } : {}) };
  return blame('--game', ['INVALID_OPTION'], () => new MnkGame(rules));
}

const LEVELS = ['easy', 'medium', 'hard'];

/**
 * A move as typed: "row col" or "row,col" (from 0), or under gravity a column number from 1 as
 * the board's header shows. Returns `{ move }` (as MnkGame takes it) or `{ problem }`.
 */
export function readMnkMove(text, rules) {
  const t = text.trim();
  const cell = /^\(?\s*(\d+)\s*[, ]\s*(\d+)\s*\)?$/.exec(t);
  if (cell) return { move: { row: Number(cell[1]), col: Number(cell[2]) } };
  if (rules.gravity && /^\d+$/.test(t)) return { move: Number(t) - 1 };
  const how = rules.gravity ? `a column number 1-${rules.cols}, or "row col"` : '"row col" (from 0)';
  return { problem: `"${t}" is not a move: type ${how}.` };
}

/** A scored move's value for the player who makes it: "wins in 7", "draw", "loses in 12", or "not proven". */
function valueText({ value, plies }) {
  if (value === null) return 'not proven in the budget';
  return value === 'draw' ? `draw (${plies} plies to the end)` : `${value === 'win' ? 'wins' : 'loses'} in ${plies} plies`;
}

/** A move as the commands print it: "(row, col)", with its column under gravity. */
function moveText(move, rules) {
  return rules.gravity ? `column ${move.col + 1} (${move.row}, ${move.col})` : `(${move.row}, ${move.col})`;
}

/** The board in rows of `X`, `O` and `.`, columns numbered, the last move in brackets. */
function drawMnk(board, rules, last) {
  const width = rules.cols > 9 ? 3 : 2;
  const header = Array.from({ length: rules.cols }, (_, c) => String(rules.gravity ? c + 1 : c).padStart(width)).join('');
  const rows = board.map((row, r) => `${String(r).padStart(2)} ${row.map((cell, c) => {
    const mark = cell ?? '.';
    const here = last !== null && last.row === r && last.col === c;
    return ' '.repeat(width - 1) + (here ? out.bold(mark) : mark);
  }).join('')}`);
  return [`   ${header}`, ...rows].join('\n');
}

const PLAY_HELP = `Usage: oxo-ai play --game NAME [--gravity] [--misere] [--x SEAT] [--o SEAT] [--time MS] [--seed N]

Plays an m,n,k-game in the terminal: tic-tac-toe, 4x4, connect-four, gomoku, or ROWSxCOLSxK
(for example 5x5x4; --gravity drops marks to the lowest empty cell of their column, --misere
makes completing the line lose). X moves first.

Options:
  --x SEAT      who plays X: human, easy, medium or hard (default: human)
  --o SEAT      who plays O (default: hard)
  --time MS     the engines' time per move in milliseconds (default: 1000)
  --seed N      seed for the engines' random choices
  -h, --help    show this help

A move is "row col" (from 0); in a game with gravity, also a column number from 1.`;

/** `oxo-ai play --game NAME …`. */
export async function play(argv) {
  const text = { type: 'string' };
  const flag = { type: 'boolean' };
  const { values, positionals } = parse('play', argv, { game: text, gravity: flag, misere: flag, x: text, o: text, time: text, seed: text });
  if (values.help) {
    say(PLAY_HELP);
    return EXIT.ok;
  }
  if (positionals.length) throw new UsageError(`play takes no arguments, got "${positionals[0]}"`);
  const game = gameRules(values);
  const { rules } = game;
  const seats = { X: values.x ?? 'human', O: values.o ?? 'hard' };
  for (const p of ['X', 'O']) {
    if (seats[p] !== 'human' && !LEVELS.includes(seats[p])) throw new UsageError(`--${p.toLowerCase()} must be human, ${LEVELS.join(', ')}, got "${seats[p]}"`);
  }
  const timeMs = numberFlag(values, 'time', 1000);
  const seed = seedFlag(values);
  const engines = {};
  for (const p of ['X', 'O']) {
    if (seats[p] === 'human') continue;
    engines[p] = blame(values.time === undefined ? '--seed' : '--time', ['INVALID_OPTION'], () => new MnkEngine(rules, { difficulty: seats[p], timeMs, seed }));
  }
  const name = `${rules.rows}x${rules.cols}, ${rules.k} in a row${rules.gravity ? ', gravity' : ''}${rules.misere ? ', misère' : ''}`;
  say(`oxo-ai: ${name}: X (${seats.X}) vs O (${seats.O})`);
  const humans = ['X', 'O'].some((p) => seats[p] === 'human');
  const lines = humans ? createInterface({ input: process.stdin, terminal: false, crlfDelay: Infinity })[Symbol.asyncIterator]() : null;
  let board = game.emptyBoard();
  let last = null;
  say(drawMnk(board, rules, last));
  try {
    for (let turn = 0, player = 'X'; game.getWinner(board) === null && !game.isDraw(board); turn++, player = player === 'X' ? 'O' : 'X') {
      let move;
      if (engines[player]) {
        move = engines[player].bestMove(board, player);
        board = game.applyMove(board, move, player);
      } else {
        for (;;) {
          process.stdout.write(`${player} to move: `);
          const { value: line, done } = await lines.next();
          if (done) {
            say();
            say('No more input: the game is stopped.');
            return EXIT.failure;
          }
          if (!process.stdin.isTTY) say(line);
          if (['q', 'quit', 'exit'].includes(line.trim())) return EXIT.ok;
          const input = readMnkMove(line, rules);
          if (input.problem) {
            say(input.problem);
            continue;
          }
          try {
            const next = game.applyMove(board, input.move, player);
            move = typeof input.move === 'number' ? diff(board, next) : input.move;
            board = next;
            break;
          } catch (e) {
            if (!['INVALID_MOVE', 'CELL_OCCUPIED'].includes(e.code)) throw e;
            say(`That move is not allowed: ${e.message}. Try again.`);
          }
        }
      }
      last = move;
      say();
      say(`${turn + 1}. ${player} (${seats[player]}) plays ${moveText(move, rules)}`);
      say(drawMnk(board, rules, last));
    }
  } finally {
    lines?.return?.();
  }
  const winner = game.getWinner(board);
  say(winner ? out.bold(`Result: ${winner} (${seats[winner]}) wins.`) : out.bold('Result: draw.'));
  return EXIT.ok;
}

/** The cell where `next` differs from `board`. */
function diff(board, next) {
  for (let r = 0; r < board.length; r++) for (let c = 0; c < board[r].length; c++) if (board[r][c] !== next[r][c]) return { row: r, col: c };
  return null;
}

export const solveHelp = `Usage: oxo-ai solve --game NAME [--gravity] [--misere] [--time MS] [--max-nodes N] [--json] [<move>...]

Plays <move>... from the empty board (X first) and solves the position for the side to move:
its value under perfect play (win, draw or loss, with the fastest win and the slowest loss),
the plies to the end, the best move, the nodes searched, and every move's value and plies.

Options:
  --game NAME      tic-tac-toe, 4x4, connect-four, gomoku, or ROWSxCOLSxK (e.g. 5x4x4)
  --gravity        marks drop to the lowest empty cell of their column
  --misere         completing k in a row loses
  --time MS        the search's deadline in milliseconds (default: 60000)
  --max-nodes N    a bound on the nodes searched instead, for a reproducible answer
  --json           print the answer as JSON
  -h, --help       show this help

A move is "row,col" (from 0), or in a game with gravity a column number from 1; on a board of at
most 9 columns with gravity, a run of digits is one column a digit (4453: columns 4, 4, 5, 3).

Examples:
  oxo-ai solve --game 4x4
  oxo-ai solve --game connect-four 4453`;

/** `oxo-ai solve --game NAME <moves>`. */
export async function solve(argv) {
  const text = { type: 'string' };
  const flag = { type: 'boolean' };
  const { values, positionals } = parse('solve', argv, { game: text, gravity: flag, misere: flag, time: text, 'max-nodes': text, json: flag });
  if (values.help) {
    say(solveHelp);
    return EXIT.ok;
  }
  if (values.game === undefined) throw new UsageError('--game is required (tic-tac-toe, 4x4, connect-four, gomoku or ROWSxCOLSxK)');
  const game = gameRules(values);
  const { rules } = game;
  let board = game.emptyBoard();
  let player = 'X';
  const runs = rules.gravity && rules.cols <= 9;
  positionals.flatMap((arg) => (runs && /^\d{2,}$/.test(arg.trim()) ? [...arg.trim()] : [arg])).forEach((arg, i) => {
    const input = readMnkMove(arg, rules);
    if (input.problem) throw new UsageError(`move ${i + 1}: ${input.problem}`);
    board = blame(`move ${i + 1} "${arg}"`, ['INVALID_MOVE', 'CELL_OCCUPIED', 'GAME_OVER'], () => game.applyMove(board, input.move, player));
    player = player === 'X' ? 'O' : 'X';
  });
  const timeMs = values['max-nodes'] === undefined ? numberFlag(values, 'time', 60_000) : numberFlag(values, 'time', undefined);
  const maxNodes = numberFlag(values, 'max-nodes', undefined);
  const engine = new MnkEngine(rules);
  const started = performance.now();
  const answer = blame('--time/--max-nodes', ['INVALID_OPTION'], () => engine.solve(board, player, { timeMs, maxNodes }));
  const moves = engine.rankedMoves(board, player, { timeMs, maxNodes });
  const ms = Math.round(performance.now() - started);
  if (values.json) {
    say(JSON.stringify({ player, ...answer, moves, ms }));
    return EXIT.ok;
  }
  say(drawMnk(board, rules, null));
  say();
  if (answer.complete) {
    const value = { win: 'wins', draw: 'draws', loss: 'loses' }[answer.value];
    say(out.bold(`${player} to move ${value} under perfect play, ${answer.plies} plies to the end.`));
  } else {
    say(out.bold(`Not proven within the budget: ${player}'s best move found so far.`));
  }
  if (answer.move) say(`Best move: ${moveText(answer.move, rules)}`);
  if (moves.length > 0) {
    say();
    say('Every move, best first:');
    for (const m of moves) say(`  ${moveText(m, rules).padEnd(rules.gravity ? 18 : 8)} ${valueText(m)}`);
  }
  say(`${answer.nodes.toLocaleString('en-US')} nodes in ${ms} ms.`);
  return EXIT.ok;
}
