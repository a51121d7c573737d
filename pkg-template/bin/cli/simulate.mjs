// `oxo-ai simulate`: many engine-vs-engine games through the package's `Simulator`, with
// live progress and the result's totals and game lengths.

import { Simulator } from 'oxo-ai';
import { LEVELS, levelFlag, numberFlag, parse, seedFlag } from './args.mjs';
import { EXIT, UsageError, checkFlags } from './errors.mjs';
import { err, fmt, say } from './present.mjs';
import { SEAT_HELP, SEAT_OPTIONS, seatOptions } from './seats.mjs';

export const help = `Usage: oxo-ai simulate --games N --x LEVEL --o LEVEL [--seed N] [--iterations N] [--chunk N] [--json]
                      [--x-skill N] [--x-rules LIST] [--x-cell-order LIST] [--x-variety] [--o-…]

Plays N games of one engine against another and prints the results: a live progress bar on
a terminal (plain progress lines otherwise), then a results table. Ctrl-C cancels the run.

Options:
  --games N         how many games, 0 to 1000000000 (required)
  --x LEVEL         the X engine: ${LEVELS.join(', ')} (required)
  --o LEVEL         the O engine (required)
${SEAT_HELP}
  --seed N          seed, an integer or any text; the same seed gives the same results
                    (default: fresh randomness)
  --iterations N    MCTS playouts per move, 1 to 1000000 (default: 500)
  --chunk N         games played between two progress reports, 1 to 1000000 (default: 100)
  --json            print the SimulationResult as JSON instead of the table
                    (progress then goes to stderr only on a terminal)
  -h, --help        show this help`;

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

/** The totals as a table of counts and shares; also what a cancelled run shows. */
function resultsTable(result) {
  const total = result.totalGames;
  const share = (n) => (total === 0 ? '-' : `${((n * 100) / total).toFixed(2)}%`);
  const rows = [['X wins', result.xWins], ['O wins', result.oWins], ['draws', result.draws], ['total', total]];
  const lines = ['  result         games     share'];
  for (const [label, n] of rows) {
    lines.push(`  ${label.padEnd(8)} ${fmt(n).padStart(11)}  ${share(n).padStart(8)}`);
  }
  return lines.join('\n');
}

/** The simulator's `lengths` as one bar per game length that occurred. */
function lengthsChart(result) {
  const most = Math.max(...result.lengths);
  return result.lengths
    .map((n, moves) => [n, moves])
    .filter(([n]) => n > 0)
    .map(([n, moves]) => `  ${String(moves).padStart(2)} moves ${fmt(n).padStart(11)}  ${'#'.repeat(Math.max(1, Math.round((n / most) * 30)))}`)
    .join('\n');
}

/** Runs the command: checks the flags, runs the simulation with progress, prints the result. */
export async function run(argv) {
  const text = { type: 'string' };
  const { values, positionals } = parse('simulate', argv, {
    games: text, x: text, o: text, ...SEAT_OPTIONS, seed: text, iterations: text, chunk: text, json: { type: 'boolean' },
  });
  if (values.help) {
    say(help);
    return EXIT.ok;
  }
  if (positionals.length) throw new UsageError(`simulate takes no arguments, got "${positionals[0]}"`);
  if (values.games === undefined) throw new UsageError('--games is required, e.g. --games 10000');
  const games = numberFlag(values, 'games');
  // A side is its level, or engine options when a seat flag configures it (README "Simulator").
  const sideX = seatOptions(values, 'x', levelFlag(values, 'x', { human: false }));
  const sideO = seatOptions(values, 'o', levelFlag(values, 'o', { human: false }));
  const playerX = sideX.options;
  const playerO = sideO.options;
  const seed = seedFlag(values);
  const mctsIterations = numberFlag(values, 'iterations', undefined);
  const chunkSize = numberFlag(values, 'chunk', undefined);
  checkFlags({
    '--games': ['games', games], '--seed': ['seed', seed], '--iterations': ['mctsIterations', mctsIterations],
    '--chunk': ['chunkSize', chunkSize],
  });

  const stderrTTY = Boolean(process.stderr.isTTY);
  const progress = progressReporter({ live: stderrTTY, plain: !stderrTTY && !values.json });
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
    if (!controller.signal.aborted) throw e;
    process.stderr.write(`Cancelled after ${fmt(last.completed)} of ${fmt(last.total)} games.\n`);
    say(resultsTable({ xWins: last.xWins, oWins: last.oWins, draws: last.draws, totalGames: last.completed }));
    return EXIT.cancelled;
  } finally {
    process.off('SIGINT', onSigint);
  }
  const seconds = progress.finish();
  if (values.json) {
    say(JSON.stringify(result));
    return EXIT.ok;
  }
  say();
  say(`${sideX.name} (X) vs ${sideO.name} (O), ${fmt(result.totalGames)} games${seed === undefined ? '' : `, seed ${JSON.stringify(seed)}`}`);
  say();
  say(resultsTable(result));
  say();
  say(`  average game length: ${Number(result.avgMoves.toFixed(4))} moves`);
  if (result.totalGames > 0) {
    say('  game lengths:');
    say(lengthsChart(result));
  }
  const rate = seconds > 0 ? `, ${fmt(Math.round(result.totalGames / seconds))} games/s` : '';
  say(`  time: ${seconds.toFixed(2)} s${rate}`);
  return EXIT.ok;
}
