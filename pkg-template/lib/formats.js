// Boards and moves in other formats (SPEC §2, §7.1, §7.7): the 9-character notation, on-chain
// lists, a game server's marks, `{ x, y }` and cell numbers. Board utilities like ./board.js's
// (oxo-ai/worker exports them too), but read by the second module (./more-wasm.js), so a page
// that reads no such format downloads none of it.
//
// Same module rules as extras.js (esbuild makes the CommonJS copy).

import { more } from './more-wasm.js';
import { Reader, boardOf, moveOf, xyOf } from './boundary.js';

/** A board from the on-chain encoding. */
export function fromOnChain(list) {
  return boardOf(more().from_on_chain(list));
}

/** A board from a server's cells (3 rows of 3, or 9) in its own marks `{ X, O, empty? }`. */
export function fromMarks(cells, marks) {
  return boardOf(more().from_marks(cells, marks));
}

/** The board's rows in a server's marks `{ X, O, empty? }`; an empty cell is `marks.empty`, else ''. */
export function toMarks(board, marks) {
  const r = new Reader();
  const word = r.board(board);
  return more().to_marks(word, r.fault, marks);
}

/** The move as `{ x, y }`: x the column, y the row. */
export function toXY(move) {
  const r = new Reader();
  const [row, col] = r.move(move);
  return xyOf(more().move_square(row, col, r.fault, undefined));
}

/** The move at `{ x, y }` (x the column, y the row). */
export function fromXY(xy) {
  return moveOf(more().xy_square(xy));
}

/** The move's cell number, row-major from `base` (0 or 1; default 0). */
export function toCell(move, base) {
  const r = new Reader();
  const [row, col] = r.move(move);
  return more().move_square(row, col, r.fault, base);
}

/** The move at a cell number counted row-major from `base` (0 or 1; default 0). */
export function fromCell(cell, base) {
  return moveOf(more().cell_square(cell, base));
}

/** A board from the 9-character notation (X/x, O/o, '.' or '-' for empty). */
export function parseBoard(text) {
  return boardOf(more().parse_board(text));
}
