// `oxo-ai play --game ultimate` and `oxo-ai analyze --game ultimate <position>`: Ultimate
// tic-tac-toe in a terminal, over oxo-ai/ultimate. `UltimateGame` referees every move and reads
// every position; `UltimateEngine` plays and analyzes.

import { createInterface } from 'node:readline';
import { UltimateEngine, UltimateGame } from 'oxo-ai/ultimate';
import { numberFlag, parse, seedFlag } from './args.mjs';
import { EXIT, UsageError, blame } from './errors.mjs';
import { out, percent, say } from './present.mjs';

const LEVELS = ['easy', 'medium', 'hard'];
const other = (p) => (p === 'X' ? 'O' : 'X');

/** The game `--tiebreak` asks for. */
function gameOf(values) {
  return blame('--tiebreak', ['INVALID_OPTION'], () => new UltimateGame(values.tiebreak === undefined ? undefined : { tiebreak: values.tiebreak }));
}

/**
 * The 9×9 board with the small boards apart, rows and columns numbered from 0: marks as X and O,
 * the last move in bold, and each cell the side to move may take as a dim `·` (`moves`).
 */
function drawUltimate(position, moves) {
  const open = new Set(moves.map((m) => m.row * 9 + m.col));
  const { board, lastMove } = position;
  const lines = ['     0 1 2   3 4 5   6 7 8'];
  for (let r = 0; r < 9; r++) {
    if (r % 3 === 0 && r > 0) lines.push('    -------+-------+------');
    const cells = board[r].map((cell, c) => {
      const here = lastMove !== null && lastMove.row === r && lastMove.col === c;
      const text = cell ?? (open.has(r * 9 + c) ? out.dim('·') : '.');
      return (c % 3 === 0 && c > 0 ? '| ' : '') + (here ? out.bold(text) : text);
    });
    lines.push(`  ${r}  ${cells.join(' ')}`);
  }
  return lines.join('\n');
}

/** Where the side to move must play, in words. */
function whereText(moves) {
  const boards = new Set(moves.map((m) => `${Math.floor(m.row / 3)}, ${Math.floor(m.col / 3)}`));
  return boards.size === 1 ? `in small board (${[...boards][0]})` : 'in any open board';
}

/** A move as typed: "row col" or "row,col" on the 9×9 board (from 0). */
function readMove(text) {
  const cell = /^\(?\s*(\d)\s*[, ]\s*(\d)\s*\)?$/.exec(text.trim());
  return cell ? { move: { row: Number(cell[1]), col: Number(cell[2]) } } : { problem: `"${text.trim()}" is not a move: type "row col", each 0-8.` };
}

const PLAY_HELP = `Usage: oxo-ai play --game ultimate [--x SEAT] [--o SEAT] [--time MS] [--seed N] [--tiebreak draw|boards]

Plays Ultimate tic-tac-toe in the terminal: nine boards in a 3x3 grid. A move in cell (r, c) of
its small board sends the other player to the small board at (r, c) of the grid, or anywhere if
that board is won or full. Three won boards in a row win. X moves first. The cells the side to
move may take are shown as ·.

Options:
  --x SEAT          who plays X: human, easy, medium or hard (default: human)
  --o SEAT          who plays O (default: hard)
  --time MS         the engines' time per move in milliseconds (default: 1000)
  --seed N          seed for the engines' random choices
  --tiebreak RULE   a full grid with no line: draw (default), or boards (more won boards wins)
  -h, --help        show this help

A move is "row col" on the 9x9 board, each from 0 to 8.`;

/** `oxo-ai play --game ultimate …`. */
export async function play(argv) {
  const text = { type: 'string' };
  const { values, positionals } = parse('play', argv, { game: text, x: text, o: text, time: text, seed: text, tiebreak: text });
  if (values.help) {
    say(PLAY_HELP);
    return EXIT.ok;
  }
  if (positionals.length) throw new UsageError(`play takes no arguments, got "${positionals[0]}"`);
  const game = gameOf(values);
  const seats = { X: values.x ?? 'human', O: values.o ?? 'hard' };
  for (const p of ['X', 'O']) {
    if (seats[p] !== 'human' && !LEVELS.includes(seats[p])) throw new UsageError(`--${p.toLowerCase()} must be human, ${LEVELS.join(', ')}, got "${seats[p]}"`);
  }
  const timeMs = numberFlag(values, 'time', 1000);
  const seed = seedFlag(values);
  const engines = {};
  for (const p of ['X', 'O']) {
    if (seats[p] !== 'human') engines[p] = blame(values.time === undefined ? '--seed' : '--time', ['INVALID_OPTION'], () => new UltimateEngine(game.rules, { difficulty: seats[p], timeMs, seed }));
  }
  say(`oxo-ai: Ultimate tic-tac-toe: X (${seats.X}) vs O (${seats.O})`);
  const humans = ['X', 'O'].some((p) => seats[p] === 'human');
  const lines = humans ? createInterface({ input: process.stdin, terminal: false, crlfDelay: Infinity })[Symbol.asyncIterator]() : null;
  let position = game.start();
  let moves = game.getAvailableMoves(position);
  say(drawUltimate(position, moves));
  try {
    for (let turn = 0, player = 'X'; moves.length > 0; turn++, player = other(player)) {
      if (engines[player]) {
        position = game.applyMove(position, engines[player].bestMove(position, player), player);
      } else {
        for (;;) {
          process.stdout.write(`${player} to move ${whereText(moves)}: `);
          const { value: line, done } = await lines.next();
          if (done) {
            say();
            say('No more input: the game is stopped.');
            return EXIT.failure;
          }
          if (!process.stdin.isTTY) say(line);
          if (['q', 'quit', 'exit'].includes(line.trim())) return EXIT.ok;
          const input = readMove(line);
          if (input.problem) {
            say(input.problem);
            continue;
          }
          try {
            position = game.applyMove(position, input.move, player);
            break;
          } catch (e) {
            if (!['INVALID_MOVE', 'CELL_OCCUPIED'].includes(e.code)) throw e;
            say(`That move is not allowed: ${e.message}. Try again.`);
          }
        }
      }
      moves = game.getAvailableMoves(position);
      const { row, col } = position.lastMove;
      say();
      say(`${turn + 1}. ${player} (${seats[player]}) plays (${row}, ${col})`);
      say(drawUltimate(position, moves));
    }
  } finally {
    lines?.return?.();
  }
  const winner = game.getWinner(position);
  say(winner ? out.bold(`Result: ${winner} (${seats[winner]}) wins.`) : out.bold('Result: draw.'));
  return EXIT.ok;
}

export const analyzeHelp = `Usage: oxo-ai analyze --game ultimate <position> [<last move>] [--time MS] [--seed N] [--json]

Analyzes an Ultimate tic-tac-toe position for the side to move (the player who did not make the
last move; at the start, X): Hard's best move within the time, its win rate, the small board it
sends the opponent to, a sentence to act on, and every legal move ranked by win rate.

<position> is 81 characters of X, O, . or - (row-major on the 9x9 board), optionally followed
by the last move as "row,col" (in the same argument after a space, or as the next one), as
UltimateGame#toString writes it.

Options:
  --time MS      the search's time in milliseconds (default: 1000)
  --seed N       seed for the search's random choices
  --tiebreak RULE  draw (default) or boards
  --json         print the analysis and the ranked moves as JSON
  -h, --help     show this help`;

/** `oxo-ai analyze --game ultimate <position> [<last>]`. */
export function analyze(argv) {
  const text = { type: 'string' };
  const { values, positionals } = parse('analyze', argv, { game: text, time: text, seed: text, tiebreak: text, json: { type: 'boolean' } });
  if (values.help) {
    say(analyzeHelp);
    return EXIT.ok;
  }
  if (positionals.length === 0 || positionals.length > 2) throw new UsageError('analyze --game ultimate takes a position: 81 cells, then optionally the last move as "row,col"');
  const game = gameOf(values);
  const typed = positionals.join(' ');
  const { position, player } = blame(`cannot analyze ${JSON.stringify(typed)}`, ['INVALID_BOARD'], () => ({ position: game.parse(typed), player: game.sideToMove(typed) }));
  const engine = blame('--time/--seed', ['INVALID_OPTION'], () => new UltimateEngine(game.rules, { timeMs: numberFlag(values, 'time', 1000), seed: seedFlag(values) }));
  const moves = game.getAvailableMoves(position);
  if (moves.length === 0) {
    const winner = game.getWinner(position);
    if (values.json) say(JSON.stringify({ toMove: null, winner, rankedMoves: [] }, null, 2));
    else say(`${drawUltimate(position, moves)}\n\n${out.bold(winner ? `${winner} has won.` : 'The game is a draw.')}`);
    return EXIT.ok;
  }
  // One search: analyze's, within the time; rankedMoves reads the tree it keeps, with no playouts more.
  const analysis = engine.analyze(position, player);
  const ranked = engine.rankedMoves(position, player, { maxPlayouts: 0 });
  if (values.json) {
    say(JSON.stringify({ toMove: player, ...analysis, rankedMoves: ranked }, null, 2));
    return EXIT.ok;
  }
  say(drawUltimate(position, moves));
  say();
  say(`${player} to move ${whereText(moves)}.`);
  say(out.bold(analysis.explanation));
  say();
  say('Every move, best first (win rate for the side to move; proven results where the search proved them):');
  for (const m of ranked) say(`  (${m.row}, ${m.col})  ${percent(m.winRate).padStart(4)}${m.value ? `  ${m.value} in ${m.plies} plies` : ''}`);
  return EXIT.ok;
}
