// Makes the "ultimate" section's fixtures, once (the JSON is committed; rerun to check it is
// reproducible):
//
//   node bench/ultimate/generate.mjs            writes bench/ultimate/positions/{win,block,midgame}.json
//
// Every position is reached by seeded random legal play from the start (rules.mjs) and kept with
// its moves, so a peer that can only replay a game (OpenSpiel) can reach it too.
//
// win.json: the side to move can win the game in one (complete three won small boards in a line);
//   all such moves are listed. Kept: positions where fewer than half the legal moves win, the
//   fewest winning moves against legal ones first, half of them sent to a small board (at most 9
//   legal moves) and half free to play anywhere.
// block.json: the side to move cannot win in one and the opponent has exactly one game-winning
//   cell anywhere on the board (its only winning move), which the side to move can play on. The
//   moves after which the opponent has no win in one are listed ("safe"; playing on that cell is
//   always one of them); a move blocks when it is safe. Kept: the positions with the fewest safe
//   moves against legal ones.
// midgame.json: 10 positions of 16–30 plies, game open, no win in one for either side, at least
//   5 legal moves: the speed part's positions.

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32 } from '../positions.mjs';
import { applyMove, boardOf, cellsString, emptyPosition, isOver, lastString, legalMoves, other, randomMove, smallStatus, winner } from './rules.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, 'positions');
const COUNT = { win: 48, block: 48, midgame: 10 };

/** The moves of `player` on `pos` that win the game at once. */
function winningMoves(pos, player) {
  return legalMoves(pos).filter((m) => winner(applyMove(pos, m, player)) === player);
}

/** The cells (anywhere open, ignoring where the opponent is sent) that would win the game for `who`. */
function winningCells(pos, who) {
  const out = [];
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 9; col++) {
      if (pos.board[row][col] !== null || smallStatus(pos.board, boardOf(row, col)) !== null) continue;
      const next = applyMove(pos, { row, col }, who);
      if (winner(next) === who) out.push({ row, col });
    }
  }
  return out;
}

const entry = (id, pos, moves, player, extra) => ({
  id, player, plies: moves.length, moves, cells: cellsString(pos), last: lastString(pos), ...extra,
});
const key = (m) => [m.row, m.col];

function generate() {
  const rand = mulberry32(0x0171_7173);
  const seen = new Set();
  const found = { win: [], block: [], midgame: [] };
  for (let game = 0; game < 40_000; game++) {
    let pos = emptyPosition();
    let player = 'X';
    const moves = [];
    const midPly = 16 + Math.floor(rand() * 15);
    while (!isOver(pos)) {
      const legal = legalMoves(pos);
      const id = moves.map(([r, c]) => r * 9 + c).join(',');
      if (!seen.has(id)) {
        seen.add(id);
        const wins = winningMoves(pos, player);
        if (wins.length > 0 && wins.length * 2 < legal.length) {
          found.win.push({ rank: wins.length / legal.length, e: entry(`w${found.win.length}`, pos, moves.slice(), player, { legal: legal.length, wins: wins.map(key) }) });
        } else if (wins.length === 0) {
          const threats = winningCells(pos, other(player));
          const t = threats[0];
          if (threats.length === 1 && legal.some((m) => m.row === t.row && m.col === t.col)) {
            const safe = legal.filter((m) => winningMoves(applyMove(pos, m, player), other(player)).length === 0);
            if (safe.length < legal.length) {
              found.block.push({ rank: safe.length / legal.length, e: entry(`b${found.block.length}`, pos, moves.slice(), player, { legal: legal.length, threat: key(t), safe: safe.map(key) }) });
            }
          } else if (threats.length === 0 && moves.length === midPly && legal.length >= 5 && found.midgame.length < COUNT.midgame
            && winningCells(pos, player).length === 0) {
            found.midgame.push({ rank: 0, e: entry(`m${found.midgame.length}`, pos, moves.slice(), player, { legal: legal.length }) });
          }
        }
      }
      const m = randomMove(pos, rand);
      pos = applyMove(pos, m, player);
      moves.push([m.row, m.col]);
      player = other(player);
    }
    if (found.win.length >= 20 * COUNT.win && found.block.length >= 20 * COUNT.block && found.midgame.length >= COUNT.midgame) break;
  }
  return found;
}

/** The `count` best-ranked (lowest rank, then earliest found), renumbered. */
function pick(list, count, prefix) {
  return list
    .map((x, i) => ({ ...x, i }))
    .sort((a, b) => a.rank - b.rank || a.i - b.i)
    .slice(0, count)
    .map((x, j) => ({ ...x.e, id: `${prefix}${j}` }));
}

const found = generate();
mkdirSync(OUT, { recursive: true });
const files = {
  win: {
    about: 'The side to move can win the game in one; `wins` lists every such move ([row, col] on the 9×9 board): half sent to an open small board (at most 9 legal moves), half free to play anywhere. Made by bench/ultimate/generate.mjs.',
    positions: pick([...pick(found.win.filter((x) => x.e.legal <= 9), COUNT.win / 2, 'f'), ...pick(found.win.filter((x) => x.e.legal > 9), COUNT.win / 2, 'a')].map((e) => ({ rank: 0, e })), COUNT.win, 'w'),
  },
  block: { about: 'The side to move cannot win in one; the opponent has exactly one game-winning cell (`threat`), which the side to move can play on; `safe` lists the moves after which the opponent has no win in one (a move blocks when it is one of them). Made by bench/ultimate/generate.mjs.', positions: pick(found.block, COUNT.block, 'b') },
  midgame: { about: 'Middle-game positions (16-30 plies, no win in one for either side, at least 5 legal moves) for the speed part. Made by bench/ultimate/generate.mjs.', positions: found.midgame.map((x) => x.e) },
};
for (const [name, data] of Object.entries(files)) {
  // One position a line.
  const body = `{\n  "about": ${JSON.stringify(data.about)},\n  "positions": [\n${data.positions.map((p) => `    ${JSON.stringify(p)}`).join(',\n')}\n  ]\n}\n`;
  writeFileSync(join(OUT, `${name}.json`), body);
  const P = data.positions;
  const extra = name === 'block' ? `, safe moves ${Math.min(...P.map((p) => p.safe.length))}-${Math.max(...P.map((p) => p.safe.length))} of ${Math.min(...P.map((p) => p.legal))}-${Math.max(...P.map((p) => p.legal))} legal`
    : name === 'win' ? `, winning moves ${Math.min(...P.map((p) => p.wins.length))}-${Math.max(...P.map((p) => p.wins.length))} of ${Math.min(...P.map((p) => p.legal))}-${Math.max(...P.map((p) => p.legal))} legal` : '';
  console.log(`${name}.json: ${P.length} positions (of ${found[name].length} found), X to move in ${P.filter((p) => p.player === 'X').length}${extra}`);
}
