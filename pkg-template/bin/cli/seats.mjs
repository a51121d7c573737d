// The engine options a seat may carry beyond its level (README "AIEngine", "An opponent that adapts"): `--x-rules LIST`,
// `--x-cell-order LIST`, `--x-skill N`, `--x-variety`, and the same for O. The flags are read here; their values are
// the package's to judge, one flag at a time, so that a rejection is reported under the flag
// that carried it.

import { AIEngine } from 'oxo-ai';
import { numberFlag } from './args.mjs';
import { UsageError, blame } from './errors.mjs';

/** The parseArgs options of both seats' engine flags. */
export const SEAT_OPTIONS = Object.fromEntries(['x', 'o'].flatMap((p) => [
  [`${p}-rules`, { type: 'string' }],
  [`${p}-cell-order`, { type: 'string' }],
  [`${p}-skill`, { type: 'string' }],
  [`${p}-variety`, { type: 'boolean' }],
]));

/** The help lines of the seat flags, for a command's help text. */
export const SEAT_HELP = `  --x-rules LIST    the rules a 'rules' engine tries, in order, comma-separated, from
                    win, block, fork, block-fork, center, opposite-corner, corner, edge
                    (default: all eight); e.g. --x rules --x-rules win,block,center,corner,edge
  --x-cell-order LIST  the order a 'rules' engine takes cells in, 0 to 8 each once,
                    comma-separated (default: 0,1,2,3,4,5,6,7,8)
  --x-skill N       strength of a 'hard' or 'expert' engine, 0 (random) to 100 (the level
                    itself): lower skill makes seeded, human-like mistakes
  --x-variety       a 'hard' or 'expert' engine picks at random among equally good moves
  --o-rules LIST, --o-cell-order LIST, --o-skill N, --o-variety
                    the same for O`;

/** A rule list as typed: comma-separated names; an empty text is the empty list. */
function rulesFlag(text) {
  return text.trim() === '' ? [] : text.split(',').map((name) => name.trim());
}

/** A cell order as typed: comma-separated cell numbers, left for the package to judge. */
function cellsFlag(text) {
  return text.split(',').map((cell) => (/^\s*\d+\s*$/.test(cell) ? Number(cell) : cell.trim()));
}

/** The flag that carries option `key`: `cellOrder` is `--x-cell-order`. */
const flagOf = (p, key) => `--${p}-${key === 'cellOrder' ? 'cell-order' : key}`;

/**
 * The engine options of seat `p` ('x' or 'o') playing `level` (or 'human'): returns
 * `{ options, name }`, `options` being the plain level when no seat flag is given (else an
 * engine options object) and `name` how the seat is shown ("hard, skill 60"). Each flag is
 * added to the options in turn and the package asked about the result, so an INVALID_OPTION
 * is blamed on the flag just added (a bad value, or an option the level does not take).
 */
export function seatOptions(values, p, level) {
  const given = {
    rules: values[`${p}-rules`] === undefined ? undefined : rulesFlag(values[`${p}-rules`]),
    cellOrder: values[`${p}-cell-order`] === undefined ? undefined : cellsFlag(values[`${p}-cell-order`]),
    skill: numberFlag(values, `${p}-skill`, undefined),
    variety: values[`${p}-variety`] ? true : undefined,
  };
  const flags = Object.keys(given).filter((k) => given[k] !== undefined);
  if (flags.length === 0) return { options: level, name: level };
  if (level === 'human') {
    throw new UsageError(`${flagOf(p, flags[0])} is for an engine, but ${p.toUpperCase()} is played by a person (give --${p} LEVEL)`);
  }
  const options = { difficulty: level };
  for (const key of flags) {
    options[key] = given[key];
    blame(flagOf(p, key), ['INVALID_OPTION'], () => new AIEngine({ ...options, seed: 0 }).free());
  }
  return { options, name: seatName(options) };
}

/** How a seat with engine `options` is shown: "hard, skill 60", "rules: win,block". */
export function seatName({ difficulty, rules, cellOrder, skill, variety }) {
  let name = difficulty;
  if (rules) name += `: ${rules.join(',') || 'no rules'}`;
  if (cellOrder) name += ` (cells ${cellOrder.join(',')})`;
  if (skill !== undefined) name += `, skill ${skill}`;
  if (variety) name += ', variety';
  return name;
}

/**
 * The flags that seat `p` ('x' or 'o') takes to play with engine `options`, as one command
 * line would spell them (`seatOptions` read back): "--o hard --o-skill 60".
 */
export function seatFlags(p, { difficulty, rules, cellOrder, skill, variety }) {
  const flags = [`--${p} ${difficulty}`];
  if (rules) flags.push(`--${p}-rules ${rules.join(',') || "''"}`);
  if (cellOrder) flags.push(`--${p}-cell-order ${cellOrder.join(',')}`);
  if (skill !== undefined) flags.push(`--${p}-skill ${skill}`);
  if (variety) flags.push(`--${p}-variety`);
  return flags.join(' ');
}
