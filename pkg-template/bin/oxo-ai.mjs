#!/usr/bin/env node
// oxo-ai: play, analyze, simulate and review tic-tac-toe in a terminal, and model a player.
//
//   oxo-ai play [--x SEAT] [--o SEAT] [--x-skill N] … [--seed N] [--iterations N] [--delay MS] [--no-review]
//   oxo-ai analyze <board> [--json]
//   oxo-ai simulate --games N --x LEVEL --o LEVEL [--x-skill N] … [--seed N] [--iterations N] [--chunk N] [--json]
//   oxo-ai review <move>... [--start BOARD] [--json]
//   oxo-ai infer <file> --player X|O [--json]
//   oxo-ai play --game NAME [--x SEAT] [--o SEAT] [--time MS] [--seed N]
//   oxo-ai solve --game NAME [--time MS] [--max-nodes N] [--json] <move>...
//   oxo-ai play --game ultimate [--x SEAT] [--o SEAT] [--time MS] [--seed N]
//   oxo-ai analyze --game ultimate <position> [--time MS] [--json]
//
// A front end over the package's public API, imported by its own name as any user imports it:
// one module per command in cli/, shared presentation in cli/present.mjs, arguments in
// cli/args.mjs, errors and exit codes in cli/errors.mjs. Every rule lives in the package: the
// referee (`Game`) runs games, `parseBoard` and `sideToMove` read positions, the engine and
// the analyzer advise, `reviewGame` judges a game, `inferOpponent` models a player. This file
// only dispatches.

import { readFileSync } from 'node:fs';
import { LEVELS, parse } from './cli/args.mjs';
import { EXIT, UsageError, report } from './cli/errors.mjs';
import { say } from './cli/present.mjs';
import * as analyze from './cli/analyze.mjs';
import * as infer from './cli/infer.mjs';
import * as play from './cli/play.mjs';
import * as review from './cli/review.mjs';
import * as simulate from './cli/simulate.mjs';
import * as mnk from './cli/mnk.mjs';

const COMMANDS = { play, analyze, simulate, review, infer, solve: { run: mnk.solve, help: mnk.solveHelp } };
const ALIASES = { analyse: 'analyze' };

const HELP = `Usage: oxo-ai <command> [options]

Play, analyze, simulate and review tic-tac-toe with the oxo-ai engine, and model a player
from its games; play m,n,k-games (Connect Four, Gomoku, …) and Ultimate tic-tac-toe.

Commands:
  play       play a game in the terminal: you against an engine, two people, or two engines
  analyze    analyze a position: evaluation, advice, threats and every legal move's score
  simulate   play many engine-vs-engine games and count the results
  review     review a game move by move: labels, sentences, accuracy, the turning point
  infer      model a player from a file of its games: the rules or level it plays by
  solve      solve an m,n,k-game position (4x4, Connect Four, …) under perfect play

Options:
  -h, --help      show this help (or a command's: oxo-ai play --help)
  -v, --version   show the package version

Levels: ${LEVELS.join(', ')}; an engine seat also takes --x-rules, --x-cell-order,
--x-skill and --x-variety (and --o-…) in play and simulate.

Examples:
  oxo-ai play --o expert
  oxo-ai play --x mcts --o hard --seed 7
  oxo-ai play --o hard --o-skill 60
  oxo-ai analyze X.O.X...O
  oxo-ai simulate --games 10000 --x medium --o easy --seed 1
  oxo-ai simulate --games 10000 --x rules --x-rules win,block,center,corner,edge --o expert
  oxo-ai review 1,1 0,1 0,0 2,2 2,0 0,2 1,0
  oxo-ai infer games.jsonl --player O
  oxo-ai play --game connect-four
  oxo-ai solve --game 4x4 1,1 0,0
  oxo-ai play --game ultimate --o hard --time 500
  oxo-ai analyze --game ultimate "....X............................................................................ 0,4"`;

function version() {
  return JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;
}

/** The top level, when the first argument is no command: help, version, or a mistake. */
function topLevel(argv) {
  const { values, positionals: [topic, ...rest] } = parse('oxo-ai', argv, { version: { type: 'boolean', short: 'v' } });
  if (values.version) {
    say(version());
  } else if (topic === 'help') {
    say(COMMANDS[ALIASES[rest[0]] ?? rest[0]]?.help ?? HELP);
  } else if (topic === undefined || values.help) {
    say(HELP);
  } else {
    throw new UsageError(`unknown command "${topic}" (commands: ${Object.keys(COMMANDS).join(', ')})`);
  }
  return EXIT.ok;
}

/** Runs `argv`; resolves with the exit code, having reported any error. */
async function main(argv) {
  const name = ALIASES[argv[0]] ?? argv[0];
  const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  try {
    return command ? await command.run(argv.slice(1)) : topLevel(argv);
  } catch (e) {
    return report(e, command && name);
  }
}

// `oxo-ai … | head` closes the pipe early: stop quietly instead of throwing EPIPE.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(EXIT.ok);
  throw e;
});

process.exitCode = await main(process.argv.slice(2));
