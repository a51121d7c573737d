// The independent VCF solver of the bench's "gomoku" section: @renju-note/quintet 0.3.2 (npm,
// MIT; a Rust renju library built with wasm-pack), behind the two calls the bench needs. Its one
// export, `solve_vcf(blacks, whites, black, depth_limit)`, takes the stones as points
// `x * 15 + y` (we use x = col, y = row: renju's rules are symmetric, so any consistent map
// works) and returns a line or undefined. The line alternates attacker and defender, attacker
// first, and ends with the attacker's move that makes two cells completing five (the five
// itself is left out; measured: an open three gives the open four alone at limit 1, a four on
// the board an empty line). `depth_limit` counts those attacker moves (the fours, the last one
// double) and the search is depth-first, so the shortest line is the first found by limits
// 1, 2, 3, … We call that count the VCF's length.
//
// Renju, not freestyle: the attacker is always mapped onto White, who has no forbidden moves
// (and wins with six or more, as in freestyle), so the side to move attacks as White. Black, the
// defender, is weaker in renju (a block on a forbidden point is not allowed, an overline is no
// five), so quintet finds every freestyle VCF and some that do not hold in freestyle: each line is
// replayed under freestyle rules (board.mjs) before it counts.
//
// The package is built for bundlers (it imports its .wasm as an ES module): Node 20 loads it
// with `--experimental-wasm-modules`, which the generator and the section's child processes get.

import { SIZE, at, colOf, replayVcf, rowOf } from './board.mjs';

let quintet = null;

/** Loads the solver once (an async import: it instantiates the wasm). */
export async function loadQuintet() {
  if (quintet) return;
  try {
    quintet = await import('@renju-note/quintet/quintet.js');
  } catch (e) {
    throw new Error(`gomoku: cannot load @renju-note/quintet (${e.message}); `
      + 'it needs `node --experimental-wasm-modules` and `npm ci` in bench/');
  }
}

const point = (cell) => colOf(cell) * SIZE + rowOf(cell);
const cellOfPoint = (p) => (p % SIZE) * SIZE + Math.floor(p / SIZE);

/** quintet's line for `attacker` to move within `depth` attacker moves, as cells, or null. */
function vcfLine(board, attacker, depth) {
  if (!quintet) throw new Error('gomoku: loadQuintet() first');
  const mine = [];
  const theirs = [];
  for (let cell = 0; cell < SIZE * SIZE; cell++) {
    const v = at(board, cell);
    if (v === attacker) mine.push(point(cell));
    else if (v !== null) theirs.push(point(cell));
  }
  const line = quintet.solve_vcf(Uint8Array.from(theirs), Uint8Array.from(mine), false, depth);
  return line ? [...line].map(cellOfPoint) : null;
}

/**
 * `attacker`'s shortest freestyle VCF within `maxDepth` attacker moves: `{ status, length, line }`.
 * - 'win': a line that replays; `length` its attacker moves (the fours). `shortest` says it is
 *   the line of the first limit that finds any: then no shorter VCF exists, in freestyle either,
 *   since a freestyle VCF is also a renju one for White.
 * - 'none': quintet finds no line within `maxDepth`, so there is no freestyle VCF that short.
 * - 'unsure': lines found, none replays (renju's forbidden points or overlines); `why` says
 *   where the first one breaks. A freestyle VCF may or may not exist.
 * One call at `maxDepth` first: most positions have no VCF, and that answers them.
 */
export function shortestVcf(board, attacker, maxDepth) {
  if (!vcfLine(board, attacker, maxDepth)) return { status: 'none' };
  let first = null;
  for (let depth = 1; depth <= maxDepth; depth++) {
    const line = vcfLine(board, attacker, depth);
    if (!line) continue;
    const replay = replayVcf(board, attacker, line);
    if (replay.ok) return { status: 'win', length: replay.moves, line, shortest: first === null };
    first ??= { status: 'unsure', length: depth, line, why: replay.why };
  }
  return first;
}

/**
 * Whether `attacker` has a freestyle VCF within `maxDepth`, as `shortestVcf` answers, but
 * cheaper when the first line found replays (then it is not necessarily the shortest).
 */
export function anyVcf(board, attacker, maxDepth) {
  const line = vcfLine(board, attacker, maxDepth);
  if (!line) return { status: 'none' };
  const replay = replayVcf(board, attacker, line);
  if (replay.ok) return { status: 'win', length: replay.moves, line, shortest: false };
  return shortestVcf(board, attacker, maxDepth);
}
