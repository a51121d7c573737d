// What goes wrong, and how the command says so: exit codes, usage errors, and the package's
// coded errors mapped onto the argument whose value caused them (by `code` and by which value
// was passed where, never by reading a message).

import { SimulationRun } from 'oxo-ai';

/** The exit codes the README documents. */
export const EXIT = { ok: 0, failure: 1, usage: 2, cancelled: 130 };

/** A mistake in the command line: printed with the command's help hint, exit code 2. */
export class UsageError extends Error {}

/**
 * Runs `fn`; an error whose `code` is in `codes` is the user's mistake in `subject` (a flag or
 * an argument) and becomes a UsageError naming it. Returns what `fn` returns.
 */
export function blame(subject, codes, fn) {
  try {
    return fn();
  } catch (e) {
    if (codes.includes(e?.code)) throw new UsageError(`${subject}: ${e.message} [${e.code}]`);
    throw e;
  }
}

/**
 * Has the package check each flag's value on its own, so that a rejection is reported under
 * the flag that carried it: `flags` maps a flag to `[simulation option, value]`; undefined
 * values are skipped. A simulation run of no games takes every option the commands pass.
 */
export function checkFlags(flags) {
  for (const [flag, [option, value]] of Object.entries(flags)) {
    if (value === undefined) continue;
    blame(flag, ['INVALID_OPTION'], () => {
      new SimulationRun({ games: 0, playerX: 'easy', playerO: 'easy', seed: 0, [option]: value }).free();
    });
  }
}

/**
 * Prints `error` for the command `name` (undefined at the top level) on stderr; returns the
 * exit code: 2 and a help hint for a usage error, 1 for anything else (the package's coded
 * errors by message and code, others with their stack).
 */
export function report(error, name) {
  const who = name === undefined ? 'oxo-ai' : `oxo-ai ${name}`;
  if (error instanceof UsageError) {
    process.stderr.write(`${who}: ${error.message}\nRun "${who} --help" for usage.\n`);
    return EXIT.usage;
  }
  process.stderr.write(`oxo-ai: ${error?.code ? `${error.message} [${error.code}]` : error?.stack ?? error}\n`);
  return EXIT.failure;
}
