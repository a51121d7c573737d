// What the commands share on screen: colours, boards, numbers and cell names.

/** ANSI styling, only on a terminal and never when NO_COLOR is set. */
function painter(stream) {
  const on = Boolean(stream.isTTY) && !('NO_COLOR' in process.env) && process.env.TERM !== 'dumb';
  const wrap = (open, close) => (text) => (on ? `\x1b[${open}m${text}\x1b[${close}m` : String(text));
  return {
    on,
    bold: wrap(1, 22),
    dim: wrap(2, 22),
    red: wrap(31, 39),
    green: wrap(32, 39),
    yellow: wrap(33, 39),
    cyan: wrap(36, 39),
    magenta: wrap(35, 39),
    inverse: wrap(7, 27),
  };
}

export const out = painter(process.stdout);
export const err = painter(process.stderr);

export const say = (text = '') => process.stdout.write(`${text}\n`);
export const fmt = (n) => n.toLocaleString('en-US');
export const cellName = ({ row, col }) => `(${row}, ${col})`;

/** Draws a board with row and column numbers; `highlight` is a list of cells to emphasise. */
export function drawBoard(board, { highlight = [] } = {}) {
  const lit = (r, c) => highlight.some((m) => m.row === r && m.col === c);
  const mark = (v, r, c) => {
    const text = v === 'X' ? out.bold(out.cyan('X')) : v === 'O' ? out.bold(out.magenta('O')) : out.dim('.');
    return lit(r, c) ? out.inverse(text) : text;
  };
  const lines = ['     0   1   2'];
  board.forEach((row, r) => {
    if (r > 0) lines.push('    ---+---+---');
    lines.push(`  ${r}  ${row.map((v, c) => mark(v, r, c)).join(' | ')}`);
  });
  return lines.join('\n');
}

/** Names a threat's line the way the analyzer's `Threat` numbers it (rows, columns, diagonals from 0). */
export function lineName({ direction, index }) {
  if (direction === 'row') return `row ${index}`;
  if (direction === 'col') return `column ${index}`;
  return index === 0 ? 'diagonal (0, 0)-(2, 2)' : 'diagonal (0, 2)-(2, 0)';
}

// --- game reviews (`review`, and `play` when a game ends) ----------------------------------

/** A review label, coloured on a terminal. */
export function labelText(label, width = 0) {
  const colour = { best: out.green, good: out.cyan, mistake: out.yellow, blunder: out.red }[label] ?? String;
  return colour(label.padEnd(width));
}

/** A share from 0 to 1 as a whole percentage. */
export const percent = (share) => `${Math.round(share * 100)}%`;

/**
 * A player's accuracy as the review gives it: the share and how many of the player's moves
 * it stands for, e.g. "67% (2 of 3 moves)"; "no moves" when the player made none.
 */
export function accuracyText(review, player) {
  const share = review.accuracy[player];
  if (share === null) return 'no moves';
  const n = review.moves.filter((m) => m.player === player).length;
  return `${percent(share)} (${Math.round(share * n)} of ${n} move${n === 1 ? '' : 's'})`;
}

/** The review's turning point in words; `seat(player)` names the player ("X (human)"). */
export function turningText(review, seat = (player) => player) {
  const t = review.turningPoint;
  if (t === null) return 'none: no move changed the outcome';
  const m = review.moves[t];
  return `move ${t + 1}, ${seat(m.player)} ${cellName(m.move)}, a ${labelText(m.label)}: ${m.explanation}`;
}
