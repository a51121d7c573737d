// A slow, obviously-correct reference for the rules of API reference "AIEngine", "Errors", used as the tests'
// oracle. It works on the 9-character notation ("X.O......", row-major, '.' empty) and
// never touches the package under test.

export const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8], // rows 0-2
  [0, 3, 6], [1, 4, 7], [2, 5, 8], // columns 0-2
  [0, 4, 8], [2, 4, 6], // diagonal 0: (0,0)->(2,2); diagonal 1: (0,2)->(2,0)
];

/** Center, corners, edges (row-major within each group): the tie-break of API reference "AIEngine". */
export const TIE_ORDER = [4, 0, 2, 6, 8, 1, 3, 5, 7];

export const opp = (p) => (p === 'X' ? 'O' : 'X');
export const cellOf = (i) => ({ row: Math.floor(i / 3), col: i % 3 });
export const indexOf = ({ row, col }) => row * 3 + col;

/** "X.O......" -> canonical nested Board. */
export function toBoard(s) {
  const cell = (ch) => (ch === '.' ? null : ch);
  return [0, 1, 2].map((r) => [0, 1, 2].map((c) => cell(s[r * 3 + c])));
}

export function count(s, p) {
  let n = 0;
  for (const ch of s) if (ch === p) n += 1;
  return n;
}

export const hasLine = (s, p) => LINES.some((l) => l.every((i) => s[i] === p));
export const isFull = (s) => !s.includes('.');
export const isOver = (s) => hasLine(s, 'X') || hasLine(s, 'O') || isFull(s);

/** The reachability rule of API reference "Errors", word for word. */
export function isReachable(s) {
  const x = count(s, 'X');
  const o = count(s, 'O');
  const xw = hasLine(s, 'X');
  const ow = hasLine(s, 'O');
  if (!(x === o || x === o + 1)) return false;
  if (xw && ow) return false;
  if (xw && x !== o + 1) return false;
  if (ow && x !== o) return false;
  return true;
}

export const sideToMove = (s) => (count(s, 'X') === count(s, 'O') ? 'X' : 'O');

/** Every one of the 3^9 boards, as notation strings. */
export function allBoards() {
  const out = [];
  for (let n = 0; n < 19683; n += 1) {
    let s = '';
    let k = n;
    for (let i = 0; i < 9; i += 1) {
      s += '.XO'[k % 3];
      k = Math.floor(k / 3);
    }
    out.push(s);
  }
  return out;
}

const play = (s, i, p) => s.slice(0, i) + p + s.slice(i + 1);

// Outcome of a move from the mover's view: value +1/0/-1 and plies to the end of the game
// counting the move itself as 1, with both sides winning fastest and losing slowest.
const memo = new Map();
function moveOutcome(s, i, p) {
  const t = play(s, i, p);
  if (hasLine(t, p)) return { value: 1, plies: 1 };
  if (isFull(t)) return { value: 0, plies: 1 };
  const reply = bestOutcome(t, opp(p));
  return { value: -reply.value, plies: reply.plies + 1 };
}

function better(a, b) {
  if (a.value !== b.value) return a.value > b.value;
  if (a.value > 0) return a.plies < b.plies;
  if (a.value < 0) return a.plies > b.plies;
  return false;
}

function bestOutcome(s, p) {
  const key = s + p;
  const hit = memo.get(key);
  if (hit) return hit;
  let best = null;
  for (let i = 0; i < 9; i += 1) {
    if (s[i] !== '.') continue;
    const r = moveOutcome(s, i, p);
    if (best === null || better(r, best)) best = r;
  }
  memo.set(key, best);
  return best;
}

/** What API reference "AIEngine" says `rankedMoves(board, p)` returns for an unfinished position. */
export function rankedMoves(s, p) {
  if (isOver(s)) return [];
  const moves = TIE_ORDER.filter((i) => s[i] === '.').map((i) => {
    const { value, plies } = moveOutcome(s, i, p);
    return { ...cellOf(i), score: value === 0 ? 0 : value / plies, depth: plies };
  });
  // Array.prototype.sort is stable, so equal scores keep the TIE_ORDER.
  return moves.sort((a, b) => b.score - a.score);
}
