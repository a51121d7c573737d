// Command-line arguments: `node:util`'s parseArgs reads them; this module words what it finds
// wrong and turns flag text into the values the package takes.

import { parseArgs } from 'node:util';
import { Difficulty } from 'oxo-ai';
import { UsageError } from './errors.mjs';

/** The package's levels, as its `Difficulty` object lists them. */
export const LEVELS = Object.values(Difficulty);

/** The ways `options` may be spelled: `--name`, and `-s` for those with a `short`. */
function spellings(options) {
  return new Set(Object.entries(options).flatMap(([name, { short }]) => (short ? [`--${name}`, `-${short}`] : [`--${name}`])));
}

/**
 * Parses `argv` for `who` (the command, as messages name it) against parseArgs `options`
 * (`-h`/`--help` always). parseArgs runs non-strict so that a value starting with a dash
 * (`--games -1`) stays the flag's value; its tokens are then checked the way strict mode
 * would, in messages that name the flag. `hint(typed)` may add advice to the message about
 * an unknown option. Returns `{ values, positionals }`.
 */
export function parse(who, argv, options, hint = () => '') {
  const all = { ...options, help: { type: 'boolean', short: 'h' } };
  const known = spellings(all);
  const { values, positionals, tokens } = parseArgs({ args: argv, options: all, allowPositionals: true, strict: false, tokens: true });
  const seen = new Set();
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    if (!known.has(token.rawName)) {
      // A group of short flags (`-X-O`) is named as typed, not by its first letter.
      const typed = token.rawName.startsWith('--') ? token.rawName : argv[token.index];
      const list = Object.keys(options).map((k) => `--${k}`).join(', ');
      throw new UsageError(`unknown option ${typed} (${who} takes ${list} and --help)${hint(typed)}`);
    }
    const flag = `--${token.name}`;
    const { type } = all[token.name];
    if (type === 'boolean' && token.value !== undefined) throw new UsageError(`${flag} takes no value`);
    // `--games --x easy`: the next flag is not a value (strict parseArgs refuses it too).
    const missing = token.value === undefined || (!token.inlineValue && known.has(token.value.split('=')[0]));
    if (type === 'string' && missing) throw new UsageError(`${flag} needs a value`);
    if (seen.has(token.name)) throw new UsageError(`${flag} is given twice`);
    seen.add(token.name);
  }
  return { values, positionals };
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A number-valued flag: only its form is checked here; the package checks its range. */
export function numberFlag(values, name, fallback) {
  const text = values[name];
  if (text === undefined) return fallback;
  if (!NUMBER.test(text.trim())) throw new UsageError(`--${name} must be a number, got "${text}"`);
  return Number(text);
}

/** A seed: numeric text is a number, any other text stays text (the package hashes strings). */
export function seedFlag(values) {
  const text = values.seed;
  if (text === undefined) return undefined;
  return NUMBER.test(text) ? Number(text) : text;
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
 * The value of `--game` in `argv` before it is parsed (`--game NAME` or `--game=NAME`), so a
 * command can hand itself to the game's module; undefined without one, '' when it has no value.
 */
export function gameFlag(argv) {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--game') return argv[i + 1] ?? '';
    if (argv[i].startsWith('--game=')) return argv[i].slice('--game='.length);
  }
  return undefined;
}
