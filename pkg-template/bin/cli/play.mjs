// `oxo-ai play`: one game in the terminal, refereed by the package's `Game`; engines and
// people take turns as the referee says, and the game's review (`game.review()`) closes it.

import { createInterface } from 'node:readline';
import { AIEngine, Game, GameAnalyzer } from 'oxo-ai';
import { LEVELS, gameFlag, levelFlag, numberFlag, parse, seedFlag } from './args.mjs';
import { EXIT, UsageError, checkFlags } from './errors.mjs';
import { moveArg, readMove } from './notation.mjs';
import { accuracyText, cellName, drawBoard, out, say, turningText } from './present.mjs';
import { SEAT_HELP, SEAT_OPTIONS, seatOptions } from './seats.mjs';
import * as mnk from './mnk.mjs';
import * as ultimate from './ultimate.mjs';

export const help = `Usage: oxo-ai play [--x SEAT] [--o SEAT] [--x-skill N] [--x-rules LIST] [--x-cell-order LIST] [--x-variety]
                  [--o-skill N] [--o-rules LIST] [--o-cell-order LIST] [--o-variety]
                  [--seed N] [--iterations N] [--delay MS] [--no-review]
       oxo-ai play --game NAME [--x SEAT] [--o SEAT] [--time MS] [--seed N]   (oxo-ai play --game 4x4 --help)
       oxo-ai play --game ultimate [--x SEAT] [--o SEAT] [--time MS] [--seed N]   (oxo-ai play --game ultimate --help)

Plays one game in the terminal and draws the board after every move. X moves first.
When both seats are engines the game plays itself. A finished game ends with its review:
each player's accuracy, the turning point, and the "oxo-ai review" command that shows every
move's label and sentence.

Options:
  --x SEAT          who plays X: human, ${LEVELS.join(', ')} (default: human)
  --o SEAT          who plays O (default: hard)
${SEAT_HELP}
  --seed N          seed for the engines' random choices, an integer or any text; the same
                    seed and the same moves replay the same game (default: fresh randomness)
  --iterations N    MCTS playouts per move, 1 to 1000000 (default: 500)
  --delay MS        pause before an engine's move, in milliseconds
                    (default: 400 on a terminal, 0 otherwise)
  --no-review       end a finished game without its review
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
 * Reads a person's input: a command, or a move as `readMove` reads it ("row col", "row,col",
 * "(row, col)" or a cell number 1-9). Returns { move } or { command } or { problem }; whether
 * the move is legal is the referee's call.
 */
function readHumanInput(text) {
  const t = text.trim().toLowerCase();
  if (['q', 'quit', 'exit', 'resign'].includes(t)) return { command: 'quit' };
  if (['h', 'hint', '?'].includes(t)) return { command: 'hint' };
  if (t === 'help') return { command: 'help' };
  return readMove(text);
}

/**
 * A finished game's review in a few lines: each player's accuracy, the turning point, and the
 * `oxo-ai review` command that prints every move's label and sentence.
 */
function reviewSummary(game, seats) {
  const review = game.review();
  const seat = (p) => `${p} (${seats[p]})`;
  return [
    'Review (accuracy: the share of moves that kept the outcome under perfect play):',
    `  accuracy       ${seat('X')} ${accuracyText(review, 'X')}, ${seat('O')} ${accuracyText(review, 'O')}`,
    `  turning point  ${turningText(review, seat)}`,
    `  every move     oxo-ai review ${game.history.map(moveArg).join(' ')}`,
  ].join('\n');
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
  // Ultimate tic-tac-toe (oxo-ai/ultimate) or an m,n,k-game (oxo-ai/mnk): their own seats and board.
  const named = gameFlag(argv);
  if (named === 'ultimate') return ultimate.play(argv);
  if (named !== undefined) return mnk.play(argv);
  const text = { type: 'string' };
  const { values, positionals } = parse('play', argv, {
    x: text, o: text, ...SEAT_OPTIONS, seed: text, iterations: text, delay: text, 'no-review': { type: 'boolean' },
  });
  if (values.help) {
    say(help);
    return EXIT.ok;
  }
  if (positionals.length) throw new UsageError(`play takes no arguments, got "${positionals[0]}"`);
  const levels = {
    X: levelFlag(values, 'x', { human: true, fallback: 'human' }),
    O: levelFlag(values, 'o', { human: true, fallback: 'hard' }),
  };
  const configs = { X: seatOptions(values, 'x', levels.X), O: seatOptions(values, 'o', levels.O) };
  const seats = { X: configs.X.name, O: configs.O.name };
  const seed = seedFlag(values);
  const mctsIterations = numberFlag(values, 'iterations', undefined);
  const delay = numberFlag(values, 'delay', process.stdout.isTTY ? 400 : 0);
  if (delay < 0) throw new UsageError(`--delay must be 0 or more, got ${delay}`);
  // The options are the package's to check, even when only people play.
  checkFlags({ '--seed': ['seed', seed], '--iterations': ['mctsIterations', mctsIterations] });
  const engines = {};
  for (const p of ['X', 'O']) {
    if (levels[p] === 'human') continue;
    const options = configs[p].options;
    engines[p] = new AIEngine({ ...(typeof options === 'string' ? { difficulty: options } : options), seed, mctsIterations });
  }
  const humans = ['X', 'O'].filter((p) => levels[p] === 'human');
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
      let because = '';
      if (engines[player] && levels[player] === 'rules') {
        // A rules engine says which rule chose its move.
        if (delay > 0) await sleep(delay);
        const { row, col, rule } = engines[player].bestMoveWithRule(game.board, player);
        move = { row, col };
        because = rule === null ? ' (no rule applied: the first empty cell)' : ` (rule: ${rule})`;
        game.play(move);
      } else if (engines[player]) {
        if (delay > 0) await sleep(delay);
        move = engines[player].bestMove(game.board, player);
        game.play(move);
      } else {
        const turn = await humanTurn(game, seat, reader, analyzer);
        if (turn.exit !== undefined) return turn.exit;
        move = turn.move;
      }
      say();
      say(`${game.history.length}. ${seat} plays ${cellName(move)}, cell ${move.row * 3 + move.col + 1}${because}`);
      say(drawBoard(game.board, { highlight: game.winningLine ?? [move] }));
    }
  } finally {
    reader?.close();
  }
  const { winner } = game;
  const moves = game.history.length;
  if (!values['no-review']) {
    say();
    say(reviewSummary(game, seats));
  }
  say();
  say(analyzer.analyze(game.board, 'X').explanation);
  say(winner
    ? out.bold(`Result: ${winner} (${seats[winner]}) wins in ${moves} moves.`)
    : out.bold(`Result: draw after ${moves} moves.`));
  return EXIT.ok;
}
