// `oxo-ai analyze <board>`: the analyzer's report and every legal move's score, for the side
// to move (`sideToMove`); the board is read by the package (`parseBoard`, or JSON cells).

import { AIEngine, GameAnalyzer, fromFlat, getWinningLine, parseBoard, sideToMove } from 'oxo-ai';
import { gameFlag, parse } from './args.mjs';
import * as ultimate from './ultimate.mjs';
import { EXIT, UsageError, blame } from './errors.mjs';
import { readBoard } from './notation.mjs';
import { cellName, drawBoard, lineName, out, say } from './present.mjs';

export const help = `Usage: oxo-ai analyze <board> [--json]
       oxo-ai analyze --game ultimate <position> [--time MS] [--json]   (oxo-ai analyze --game ultimate --help)

Analyzes a position with the side to move: the board, the perfect-play evaluation, the
analyzer's advice, the threats on the board, and every legal move's score and depth drawn on
a 3x3 grid.

<board> is either
  - 9 characters, row by row: X or O (either case) for a mark, . or - for an empty cell,
    e.g. X.O.X...O or X-O-X---O; a board that starts with - goes after --:
    oxo-ai analyze -- ----X----
  - JSON: 3 rows of 3 cells or 9 cells, each "X", "O" or null, e.g. '[["X",null,"O"],...]'
Whose turn it is follows from the marks (X moves first).

Options:
  --json       print the analyzer's report and the ranked moves as JSON
  -h, --help   show this help

A move's score is from the mover's view: +1/depth for a forced win, -1/depth for a forced
loss, 0 for a draw; depth is the number of moves until the game ends with perfect play,
counting this one.`;

/** Advice for an "unknown option" the package reads as a board (`-X-O-----`). */
function boardHint(typed) {
  try {
    parseBoard(typed);
  } catch {
    return '';
  }
  return `; a board that starts with - goes after --: oxo-ai analyze -- ${typed}`;
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

/** Runs the command; the package's coded errors about the board are usage errors. */
export function run(argv) {
  if (gameFlag(argv) === 'ultimate') return ultimate.analyze(argv);
  const { values, positionals } = parse('analyze', argv, { json: { type: 'boolean' } }, boardHint);
  if (values.help) {
    say(help);
    return EXIT.ok;
  }
  if (positionals.length === 0) throw new UsageError('analyze needs a board, e.g. oxo-ai analyze X.O.X...O');
  if (positionals.length > 1) {
    throw new UsageError(`analyze takes one board, got ${positionals.length} arguments `
      + `(${positionals.map((p) => JSON.stringify(p)).join(' ')}); quote a JSON board`);
  }
  const { board, toMove } = blame(`cannot analyze ${JSON.stringify(positionals[0])}`, ['INVALID_BOARD', 'IMPOSSIBLE_POSITION'], () => {
    const cells = fromFlat(readBoard(positionals[0]));
    return { board: cells, toMove: sideToMove(cells) };
  });
  // A finished board is reported whoever is named; X is as good as O there.
  const player = toMove ?? 'X';
  const report = new GameAnalyzer().analyze(board, player);
  const ranked = new AIEngine().rankedMoves(board, player);

  if (values.json) {
    say(JSON.stringify({ toMove, ...report, rankedMoves: ranked }, null, 2));
    return EXIT.ok;
  }
  if (toMove === null) {
    say('Position (game over):');
    say();
    say(drawBoard(board, { highlight: getWinningLine(board) ?? [] }));
    say();
    say(`Evaluation:  ${report.evaluation} (the game is over)`);
    say(`Explanation: ${report.explanation}`);
    return EXIT.ok;
  }
  const verdict = { winning: out.green, losing: out.red, draw: out.yellow }[report.evaluation] ?? ((t) => t);
  say(`Position, ${toMove} to move:`);
  say();
  say(drawBoard(board));
  say();
  say(`Evaluation:  ${verdict(report.evaluation)} for ${toMove} with perfect play`);
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
  say(`Every move for ${toMove}: outcome with perfect play, in how many moves the game ends`);
  say('(counting this one), and the score (+1/depth win, 0 draw, -1/depth loss); * = best:');
  say();
  say(drawMoveGrid(board, ranked, report.bestMove));
  return EXIT.ok;
}
