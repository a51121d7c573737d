// The positions the bench measures on: every board a legal game reaches, found by playing
// every game from the empty board (pure JS, independent of the package under test).

export const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
];

const wins = (cells, p) => LINES.some(([a, b, c]) => cells[a] === p && cells[b] === p && cells[c] === p);

/** A seeded generator (mulberry32) for the fixed samples. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const nest = (cells) => [cells.slice(0, 3), cells.slice(3, 6), cells.slice(6, 9)];

/**
 * Every reachable position in a fixed order (breadth-first by number of marks, then the
 * order moves were found): `{ key, cells, board, player, terminal, moves }` where `board` is
 * the nested 3x3 form, `player` the side to move (X when counts are equal), and `moves` one
 * sequence of cell indices that reaches it.
 */
export function allPositions() {
  const seen = new Map();
  let frontier = [{ cells: Array(9).fill(null), moves: [] }];
  const out = [];
  while (frontier.length > 0) {
    const next = [];
    for (const { cells, moves } of frontier) {
      const key = cells.map((c) => c ?? '.').join('');
      if (seen.has(key)) continue;
      const xs = cells.filter((c) => c === 'X').length;
      const os = cells.filter((c) => c === 'O').length;
      const player = xs === os ? 'X' : 'O';
      const terminal = wins(cells, 'X') || wins(cells, 'O') || xs + os === 9;
      const pos = { key, cells, board: nest(cells), player, terminal, moves };
      seen.set(key, pos);
      out.push(pos);
      if (terminal) continue;
      for (let i = 0; i < 9; i++) {
        if (cells[i] !== null) continue;
        const child = cells.slice();
        child[i] = player;
        next.push({ cells: child, moves: [...moves, i] });
      }
    }
    frontier = next;
  }
  return out;
}

/** `count` items of `items` drawn without replacement by a seeded generator, in drawn order. */
export function sample(items, count, seed) {
  const rand = mulberry32(seed);
  const pool = items.slice();
  for (let i = 0; i < Math.min(count, pool.length); i++) {
    const j = i + Math.floor(rand() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, Math.min(count, pool.length));
}
