#!/usr/bin/env node
// A bot for an authoritative tic-tac-toe server (the Lua/Erlang style, issue 27): the server
// sends each player its view,
//
//   { board: [0, 'x', 0, 0, 'o', 0, 0, 0, 0], turn: 'o', your_mark: 'o', started: true, result: null }
//
// a flat board of 9 cells (0 empty, lowercase marks), and takes a move as the cell number 1 to 9.
// The bot reads one view per line of JSON on stdin and answers each with one line: the cell to
// play, or `-` when the view asks nothing of it (not its turn, not started, or over).
//
//   node bot.mjs [difficulty]     (default 'hard'; any of the package's levels)

import { createInterface } from 'node:readline';
import { AIEngine, fromMarks, toCell } from 'oxo-ai';

const engine = new AIEngine({ difficulty: process.argv[2] ?? 'hard' });

/** The cell (1 to 9) to play in `view`, or null when it is not the bot's move. */
function answer(view) {
  if (!view.started || view.result != null || view.turn !== view.your_mark) return null;
  const board = fromMarks(view.board, { X: 'x', O: 'o' });
  return toCell(engine.bestMove(board, view.your_mark === 'x' ? 'X' : 'O'), 1);
}

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === '') continue;
  try {
    console.log(answer(JSON.parse(line)) ?? '-');
  } catch (error) {
    // A view the bot cannot read: say why on stderr and answer nothing, as the protocol allows.
    console.error(`bot: ${error.code ?? error.name}: ${error.message}`);
    console.log('-');
  }
}
