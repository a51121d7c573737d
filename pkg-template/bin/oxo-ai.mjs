#!/usr/bin/env node
// oxo-ai: play, analyze and simulate tic-tac-toe in a terminal.
//
//   oxo-ai play [--x SEAT] [--o SEAT] [--seed N] [--iterations N] [--delay MS]
//   oxo-ai analyze <board> [--json]
//   oxo-ai simulate --games N --x LEVEL --o LEVEL [--seed N] [--iterations N] [--chunk N] [--json]
//
// A front end over the package's public API, imported by its own name as any user imports it:
// one module per command in cli/, shared presentation in cli/present.mjs, arguments in
// cli/args.mjs. Every rule lives in the package: the referee (`Game`) runs games, `parseBoard`
// and `sideToMove` read positions, the engine and the analyzer advise.

import { readFileSync } from 'node:fs';
import { LEVELS, UsageError } from './cli/args.mjs';
import { say } from './cli/present.mjs';
import * as analyze from './cli/analyze.mjs';
import * as play from './cli/play.mjs';
import * as simulate from './cli/simulate.mjs';

const EXIT_USAGE = 2;
const COMMANDS = { play, analyze, analyse: analyze, simulate };

const HELP = `Usage: oxo-ai <command> [options]

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
  oxo-ai simulate --games 10000 --x medium --o easy --seed 1`;

function version() {
  return JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version;
}

/** Runs `argv`; resolves with the exit code. Usage errors carry the command they belong to. */
async function main([name, ...rest]) {
  if (name === undefined || name === '-h' || name === '--help' || name === 'help') {
    say(name === 'help' && COMMANDS[rest[0]] ? COMMANDS[rest[0]].help : HELP);
    return 0;
  }
  if (name === '-v' || name === '--version') {
    say(version());
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) throw Object.assign(new UsageError(`unknown command "${name}" (commands: play, analyze, simulate)`), { topic: '' });
  try {
    return await command.run(rest);
  } catch (e) {
    // node:util's own parse errors are usage errors too.
    if (e instanceof UsageError || String(e?.code).startsWith('ERR_PARSE_ARGS')) {
      throw Object.assign(e instanceof UsageError ? e : new UsageError(e.message), { topic: ` ${name === 'analyse' ? 'analyze' : name}` });
    }
    throw e;
  }
}

// `oxo-ai … | head` closes the pipe early: stop quietly instead of throwing EPIPE.
process.stdout.on('error', (e) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code ?? 0;
  },
  (e) => {
    if (e instanceof UsageError) {
      process.stderr.write(`oxo-ai${e.topic}: ${e.message}\n`);
      process.stderr.write(`Run "oxo-ai${e.topic} --help" for usage.\n`);
      process.exitCode = EXIT_USAGE;
      return;
    }
    process.stderr.write(`oxo-ai: ${e?.code ? `${e.message} [${e.code}]` : e?.stack ?? e}\n`);
    process.exitCode = 1;
  },
);
