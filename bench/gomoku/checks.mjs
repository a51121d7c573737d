// The two judgements of the bench's "gomoku" section on one move, shared by the generator (which
// lists every refuting move of a fixture) and the section (which judges each engine's move):
// freestyle rules from board.mjs, VCFs from quintet.mjs, each line replayed before it counts.

import { at, cellsNear, copyBoard, fiveCells, moveKind, other, put } from './board.mjs';
import { anyVcf } from './quintet.mjs';

/** quintet's depth limit (attacker fours) wherever we ask whether any VCF exists at all. */
export const MAX_DEPTH = 24;
/** The most fours in a row the side defending may play before its quiet refutation (below). */
const MAX_FOUR_CHAIN = 4;

/**
 * Whether `player`'s move `cell` keeps its forced win by fours (section 2): it makes five, or
 * two completing cells at once, or a four after whose only block `player` still has a VCF
 * (quintet's line, replayed). `{ kept: true | false | null, kind, length? }`: null when quintet's
 * lines after the block do not hold in freestyle and none that does was found (undecided).
 */
export function keepsVcf(board, player, cell) {
  if (at(board, cell) !== null) throw new Error(`gomoku: a move on a taken cell (${cell})`);
  const { kind, threats, board: after } = moveKind(board, cell, player);
  if (kind === 'five' || kind === 'double') return { kept: true, kind };
  if (kind === 'none') return { kept: false, kind };
  put(after, threats[0], other(player));
  const v = anyVcf(after, player, MAX_DEPTH);
  return { kept: v.status === 'win' ? true : v.status === 'none' ? false : null, kind, length: v.length };
}

/**
 * Whether `player`'s quiet move `cell` (no four: `keepsVcf` says not kept) still wins one threat
 * deep: afterwards the opponent has no five in one and no VCF, and every reply within 4 of a
 * stone leaves `player` a VCF. A sampled check (replies further away are not tried), so the
 * section shows it beside the kept wins, not in them. true, false, or null (undecided).
 */
export function quietWin(board, player, cell) {
  const opponent = other(player);
  const { kind, board: after } = moveKind(board, cell, player);
  if (kind !== 'none') throw new Error('gomoku: quietWin is for a move that makes no four');
  if (fiveCells(after, opponent).length > 0) return false;
  const theirs = anyVcf(after, opponent, MAX_DEPTH).status;
  if (theirs !== 'none') return theirs === 'win' ? false : null;
  let undecided = false;
  for (const reply of cellsNear(after, 4)) {
    const b = copyBoard(after);
    put(b, reply, opponent);
    const v = anyVcf(b, player, MAX_DEPTH).status;
    if (v === 'none') return false;
    if (v === 'unsure') undecided = true;
  }
  return undecided ? null : true;
}

/**
 * Whether `player`'s move `cell` refutes the opponent's VCF (section 3): afterwards the
 * opponent has no five in one and no VCF. A move that makes a four is a delay, not a defence:
 * the opponent blocks it and `player` must refute again on that board, so a four counts when
 * some move after the block refutes (up to MAX_FOUR_CHAIN fours in a row). Answers 'yes', 'no'
 * or 'unsure' (a quintet line that does not hold in freestyle, or a chain too long).
 */
export function refutes(board, player, cell, fours = 0) {
  const opponent = other(player);
  const { kind, threats, board: after } = moveKind(board, cell, player);
  if (kind === 'five') return 'yes';
  if (fiveCells(after, opponent).length > 0) return 'no';
  if (kind === 'double') return 'yes';
  if (kind === 'four') {
    if (fours >= MAX_FOUR_CHAIN) return 'unsure';
    put(after, threats[0], opponent);
    let unsure = false;
    for (const next of cellsNear(after, 3)) {
      const r = refutes(after, player, next, fours + 1);
      if (r === 'yes') return 'yes';
      if (r === 'unsure') unsure = true;
    }
    return unsure ? 'unsure' : 'no';
  }
  const v = anyVcf(after, opponent, MAX_DEPTH);
  return v.status === 'none' ? 'yes' : v.status === 'win' ? 'no' : 'unsure';
}

/**
 * Every refuting move of `player` among the empty cells within 3 of a stone, as cells, or null
 * when one of them is undecided ('unsure'): a fixture needs the whole list.
 */
export function refutingMoves(board, player) {
  const out = [];
  for (const cell of cellsNear(board, 3)) {
    const r = refutes(copyBoard(board), player, cell);
    if (r === 'unsure') return null;
    if (r === 'yes') out.push(cell);
  }
  return out;
}
