// Command-line arguments: `node:util`'s parseArgs, with messages that name the flag, and the
// mapping of the package's coded errors onto the flag whose value caused them.

import { parseArgs } from 'node:util';
import { Difficulty, SimulationRun } from 'oxo-ai';

/** The package's levels, as its `Difficulty` object lists them. */
export const LEVELS = Object.values(Difficulty);

/** A mistake in the command line: printed with the command's help hint, exit code 2. */
export class UsageError extends Error {}

/**
 * Parses `argv` for `command` against `spec` (`{ name: 'string' | 'boolean' }`; `-h`/`--help`
 * always). Returns `{ values, positionals }`.
 */
export function parse(command, argv, spec) {
  const options = { help: { type: 'boolean', short: 'h' } };
  for (const [name, type] of Object.entries(spec)) options[name] = { type };
  const args = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--') {
      args.push(...argv.slice(i));
      break;
    }
    if (arg === '-h' || !arg.startsWith('-') || /^-\d/.test(arg)) {
      args.push(arg);
      continue;
    }
    const [flag, value] = arg.split(/=(.*)/s);
    const name = flag.slice(2);
    if (!flag.startsWith('--') || !(name in options)) {
      const known = Object.keys(spec).map((k) => `--${k}`).join(', ');
      throw new UsageError(`unknown option ${flag} (${command} takes ${known} and --help)`);
    }
    if (options[name].type === 'boolean') {
      if (value !== undefined) throw new UsageError(`--${name} takes no value`);
      args.push(arg);
      continue;
    }
    if (value === undefined) {
      if (i + 1 >= argv.length) throw new UsageError(`--${name} needs a value`);
      i += 1;
      // `--games -1`: a value that starts with a dash is still this option's value.
      args.push(`--${name}=${argv[i]}`);
    } else {
      args.push(arg);
    }
  }
  const { values, positionals, tokens } = parseArgs({ args, options, allowPositionals: true, strict: true, tokens: true });
  const seen = new Set();
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    if (seen.has(token.name)) throw new UsageError(`--${token.name} is given twice`);
    seen.add(token.name);
  }
  return { values, positionals };
}

/** A number-valued flag: only its form is checked here; the package checks its range. */
export function numberFlag(values, name, fallback) {
  const text = values[name];
  if (text === undefined) return fallback;
  if (!/^-?\d+(\.\d+)?$/.test(text.trim())) throw new UsageError(`--${name} must be a number, got "${text}"`);
  return Number(text);
}

/** A seed is a non-negative integer or any other text (the package hashes strings). */
export function seedFlag(values) {
  const text = values.seed;
  if (text === undefined) return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** A level flag: one of the package's levels, or `human` where a person may sit. */
export function levelFlag(values, name, { human, fallback }) {
  const value = values[name] ?? fallback;
  if (value === undefined) throw new UsageError(`--${name} is required (one of ${LEVELS.join(', ')})`);
  const allowed = human ? ['human', ...LEVELS] : LEVELS;
  if (!allowed.includes(value)) {
    throw new UsageError(`--${name} must be ${human ? 'human or ' : ''}one of ${LEVELS.join(', ')}, got "${value}"`);
  }
  return value;
}

/**
 * Has the package check each flag's value on its own, so a rejection names its flag by the
 * option that was passed, not by reading the message: `flags` maps a flag to
 * `[simulation option, value]`; undefined values are skipped.
 */
export function checkFlags(flags) {
  for (const [flag, [option, value]] of Object.entries(flags)) {
    if (value === undefined) continue;
    try {
      new SimulationRun({ games: 0, playerX: 'easy', playerO: 'easy', seed: 0, [option]: value }).free();
    } catch (e) {
      if (e.code === 'INVALID_OPTION') throw new UsageError(`${flag}: ${e.message}`);
      throw e;
    }
  }
}
