// `oxo-ai review <move>...`: the package's review of a game (`reviewGame`, README "Game"): every
// move's label and sentence, each player's accuracy and the turning point. The moves are
// played on the package's referee (`Game`) first, one at a time, so that a move it refuses
// is reported under the argument that carried it.

import { Game, formatBoard, reviewGame } from 'oxo-ai';
import { parse } from './args.mjs';
import { EXIT, UsageError, blame } from './errors.mjs';
import { playNamedMove, readBoard, readNamedMove } from './notation.mjs';
import { accuracyText, cellName, drawBoard, labelText, out, say, turningText } from './present.mjs';

export const help = `Usage: oxo-ai review <move>... [--start BOARD] [--json]

Reviews a game move by move, with perfect play as the judge: each move's label and one
sentence saying why, then each player's accuracy and the turning point (the first move that
changed the outcome).

A move is a row and a column, 0 to 2 each, as the analyzer names cells (1,2), or a cell
number from 1 to 9; it may name its player first (X:1,1 O:0,0), which is then checked.
The moves alternate from the side to move, X first on the empty board.
   1 | 2 | 3
   4 | 5 | 6
   7 | 8 | 9

Options:
  --start BOARD   the position the moves start from: 9 characters row by row (X.O.X...O)
                  or JSON cells (default: the empty board)
  --json          print the package's GameReview as JSON
  -h, --help      show this help

Labels: best (a top-ranked move), good (keeps the outcome but is not top-ranked), mistake
(drops the outcome one step: win to draw, or draw to loss), blunder (win to loss). Accuracy
is the share of a player's moves that kept the outcome.

Examples:
  oxo-ai review 1,1 0,1 0,0 2,2 2,0 0,2 1,0
  oxo-ai review X:5 O:2 X:1 O:9 X:7 O:3 X:4
  oxo-ai review 2,2 --start X...O....`;

/** Reads the `i`th move argument: { move, player } (player undefined when not named). */
function readArg(text, i) {
  const read = readNamedMove(text);
  if (read.problem) throw new UsageError(`move ${i + 1}: ${read.problem}`);
  return read;
}

/** The final position's result, as the referee has it. */
function resultText(game) {
  if (game.winner) return `${game.winner} won with three in a row.`;
  if (game.status === 'draw') return 'a draw.';
  return `unfinished, ${game.toMove} to move.`;
}

/** Runs the command; moves the referee refuses and a bad start are usage errors. */
export function run(argv) {
  const { values, positionals } = parse('review', argv, { start: { type: 'string' }, json: { type: 'boolean' } });
  if (values.help) {
    say(help);
    return EXIT.ok;
  }
  if (positionals.length === 0) {
    throw new UsageError('review needs the moves of a game, e.g. oxo-ai review 1,1 0,1 0,0');
  }
  const args = positionals.map(readArg);
  // The start as typed is what the review starts from; the referee judges it first.
  const { start, game } = blame('--start', ['INVALID_BOARD', 'IMPOSSIBLE_POSITION'], () => {
    const board = values.start === undefined ? undefined : readBoard(values.start, '--start');
    return { start: board, game: new Game(board) };
  });
  const startText = formatBoard(game.board);
  args.forEach((arg, i) => playNamedMove(game, arg, `move ${i + 1} "${positionals[i]}"`));
  const review = reviewGame(args.map((a) => a.move), start);

  if (values.json) {
    say(JSON.stringify(review, null, 2));
    return EXIT.ok;
  }
  const n = review.moves.length;
  const from = start === undefined ? 'the empty board' : startText;
  say(`Review of ${n} move${n === 1 ? '' : 's'} from ${from}:`);
  say();
  say(drawBoard(game.board, { highlight: game.winningLine ?? [] }));
  say();
  const numberWidth = String(n).length;
  const labelWidth = Math.max(...review.moves.map((m) => m.label.length));
  review.moves.forEach((m, i) => {
    const number = `${String(i + 1).padStart(numberWidth)}.`;
    const line = `  ${number} ${m.player} ${cellName(m.move)}  ${labelText(m.label, labelWidth)}  ${m.explanation}`;
    say(i === review.turningPoint ? out.bold(line) : line);
  });
  say();
  say(`Result:        ${resultText(game)}`);
  say(`Accuracy:      X ${accuracyText(review, 'X')}, O ${accuracyText(review, 'O')}`);
  say(`Turning point: ${turningText(review)}`);
  return EXIT.ok;
}
