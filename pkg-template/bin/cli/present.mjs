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

/** Names a threat's line the way the analyzer's SPEC numbers it. */
export function lineName({ direction, index }) {
  if (direction === 'row') return `row ${index}`;
  if (direction === 'col') return `column ${index}`;
  return index === 0 ? 'diagonal (0, 0)-(2, 2)' : 'diagonal (0, 2)-(2, 0)';
}
