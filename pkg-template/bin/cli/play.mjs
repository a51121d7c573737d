// `oxo-ai play`: one game in the terminal, refereed by the package's `Game`; engines and
// people take turns as the referee says.

import { createInterface } from 'node:readline';
import { AIEngine, Game, GameAnalyzer } from 'oxo-ai';
import { LEVELS, levelFlag, numberFlag, parse, seedFlag } from './args.mjs';
import { EXIT, UsageError, checkFlags } from './errors.mjs';
import { cellName, drawBoard, out, say } from './present.mjs';

export const help = `Usage: oxo-ai play [--x SEAT] [--o SEAT] [--seed N] [--iterations N] [--delay MS]

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
Type "hint" for the analyzer's advice and "quit" to stop.`;

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
 * Returns { move } or { command } or { problem }; whether the move is legal is the referee's
 * call.
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

/**
 * Asks the person at `seat` (e.g. "X (human)") for a move until the referee takes one.
 * Returns `{ move }`, or `{ exit }` with the exit code when the game stops here.
 */
async function humanTurn(game, seat, reader, analyzer) {
  const player = game.toMove;
  const echo = !process.stdin.isTTY;
  for (;;) {
    process.stdout.write(`${player} to move (row col, or 1-9): `);
    const line = await reader.next();
    if (line === null) {
      say();
      say('No more input: the game is stopped.');
      return { exit: EXIT.failure };
    }
    if (echo) say(line);
    const input = readHumanInput(line);
    if (input.problem) {
      say(input.problem);
    } else if (input.command === 'quit') {
      say(`${seat} stops the game.`);
      return { exit: EXIT.ok };
    } else if (input.command === 'help') {
      say(help.slice(help.indexOf('A move is')));
    } else if (input.command === 'hint') {
      say(`Hint: ${analyzer.analyze(game.board, player).explanation}`);
    } else {
      try {
        game.play(input.move);
        return { move: input.move };
      } catch (e) {
        if (e.code !== 'INVALID_MOVE' && e.code !== 'CELL_OCCUPIED') throw e;
        say(`That move is not allowed: ${e.message}. Try again.`);
      }
    }
  }
}

/** Runs the command: one game, refereed by `Game`, until it ends or a person stops it. */
export async function run(argv) {
  const text = { type: 'string' };
  const { values, positionals } = parse('play', argv, { x: text, o: text, seed: text, iterations: text, delay: text });
  if (values.help) {
    say(help);
    return EXIT.ok;
  }
  if (positionals.length) throw new UsageError(`play takes no arguments, got "${positionals[0]}"`);
  const seats = {
    X: levelFlag(values, 'x', { human: true, fallback: 'human' }),
    O: levelFlag(values, 'o', { human: true, fallback: 'hard' }),
  };
  const seed = seedFlag(values);
  const mctsIterations = numberFlag(values, 'iterations', undefined);
  const delay = numberFlag(values, 'delay', process.stdout.isTTY ? 400 : 0);
  if (delay < 0) throw new UsageError(`--delay must be 0 or more, got ${delay}`);
  // The options are the package's to check, even when only people play.
  checkFlags({ '--seed': ['seed', seed], '--iterations': ['mctsIterations', mctsIterations] });
  const engines = {};
  for (const p of ['X', 'O']) {
    if (seats[p] !== 'human') engines[p] = new AIEngine({ difficulty: seats[p], seed, mctsIterations });
  }
  const humans = ['X', 'O'].filter((p) => seats[p] === 'human');
  const analyzer = new GameAnalyzer();

  say(`oxo-ai: X (${seats.X}) vs O (${seats.O})${seed === undefined ? '' : `, seed ${JSON.stringify(seed)}`}`);
  if (humans.length) {
    say('Enter a move as "row col" (0-2 each) or a cell number:  1 2 3 / 4 5 6 / 7 8 9.');
    say('"hint" asks the analyzer, "quit" stops.');
  }
  const game = new Game();
  const reader = humans.length ? lineReader() : null;
  say();
  say(drawBoard(game.board));
  try {
    for (let player = game.toMove; player !== null; player = game.toMove) {
      const seat = `${player} (${seats[player]})`;
      let move;
      if (engines[player]) {
        if (delay > 0) await sleep(delay);
        move = engines[player].bestMove(game.board, player);
        game.play(move);
      } else {
        const turn = await humanTurn(game, seat, reader, analyzer);
        if (turn.exit !== undefined) return turn.exit;
        move = turn.move;
      }
      say();
      say(`${game.history.length}. ${seat} plays ${cellName(move)}, cell ${move.row * 3 + move.col + 1}`);
      say(drawBoard(game.board, { highlight: game.winningLine ?? [move] }));
    }
  } finally {
    reader?.close();
  }
  const { winner } = game;
  const moves = game.history.length;
  say();
  say(analyzer.analyze(game.board, 'X').explanation);
  say(winner
    ? out.bold(`Result: ${winner} (${seats[winner]}) wins in ${moves} moves.`)
    : out.bold(`Result: draw after ${moves} moves.`));
  return EXIT.ok;
}
