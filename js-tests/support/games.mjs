// Helpers for the level, analyzer and simulator tests: playing games through the package's
// own AIEngine and board utilities, the reachable positions (from the oracle, which never
// touches the package), and the seeded-games table shared with the Rust tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as oracle from './oracle.mjs';

/** Every board a legal game reaches (5,478), as notation strings, in 3^9 counting order. */
export function reachablePositions() {
  return oracle.allBoards().filter(oracle.isReachable);
}

/** The 4,520 reachable boards where the game is still on. */
export function liveReachablePositions() {
  return reachablePositions().filter((s) => !oracle.isOver(s));
}

/** The cells (indices) where `p` completes a line at once on board `s`. */
export function winningCells(s, p) {
  const out = [];
  for (let i = 0; i < 9; i += 1) {
    if (s[i] !== '.') continue;
    const t = s.slice(0, i) + p + s.slice(i + 1);
    if (oracle.hasLine(t, p)) out.push(i);
  }
  return out;
}

/**
 * Plays one game from `start` (default: empty board) with `x` and `o` (AIEngine instances;
 * the same engine may play both sides), asking each for its move with `bestMove` and
 * applying it with the package's `applyMove` (which throws on an illegal move). Returns the
 * moves as [row, col] pairs, the winner ('X' | 'O' | null) and the final board.
 */
export function playGame(api, x, o, start = api.emptyBoard()) {
  let board = start;
  const moves = [];
  for (let ply = 0; ; ply += 1) {
    if (ply > 9) throw new Error('a game longer than 9 plies');
    const counts = board.flat().reduce((n, c) => n + (c !== null ? 1 : 0), 0);
    const xs = board.flat().filter((c) => c === 'X').length;
    const turn = xs * 2 === counts ? 'X' : 'O';
    const move = (turn === 'X' ? x : o).bestMove(board, turn);
    const over = api.getWinner(board) !== null || api.isBoardFull(board);
    if (move === null) {
      if (!over) throw new Error(`bestMove returned null in a live game: ${JSON.stringify(board)}`);
      return { moves, winner: api.getWinner(board), board };
    }
    if (over) throw new Error(`bestMove returned a move in a finished game: ${JSON.stringify(board)}`);
    board = api.applyMove(board, move, turn);
    moves.push([move.row, move.col]);
  }
}

/**
 * Tallies `games` consecutive games of `me` (playing `side`) against `other`, both engines
 * kept across games. Returns { won, drawn, lost } from `me`'s view.
 */
export function match(api, me, side, other, games) {
  const tally = { won: 0, drawn: 0, lost: 0 };
  for (let i = 0; i < games; i += 1) {
    const { winner } = side === 'X' ? playGame(api, me, other) : playGame(api, other, me);
    if (winner === null) tally.drawn += 1;
    else if (winner === side) tally.won += 1;
    else tally.lost += 1;
  }
  return tally;
}

/**
 * tests/fixtures/seeded_games.json, the table of seeded games the Rust tests also check.
 * Found through $OXO_REPO_ROOT, else relative to this file (js-tests/.scratch/support/ when
 * js-tests/run.sh runs the tests, or js-tests/support/).
 */
export function loadSeededGames() {
  const rel = path.join('tests', 'fixtures', 'seeded_games.json');
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    process.env.OXO_REPO_ROOT && path.join(process.env.OXO_REPO_ROOT, rel),
    path.resolve(here, '..', '..', '..', rel),
    path.resolve(here, '..', '..', rel),
  ].filter(Boolean);
  const file = candidates.find((p) => fs.existsSync(p));
  if (!file) {
    throw new Error(`cannot find ${rel}; looked at ${candidates.join(', ')} (set OXO_REPO_ROOT)`);
  }
  return { file, games: JSON.parse(fs.readFileSync(file, 'utf8')) };
}
