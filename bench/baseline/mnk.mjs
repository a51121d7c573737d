// The m,n,k baseline (issue 37): a pure-JavaScript m,n,k engine of the same algorithm family as
// oxo-ai/mnk, written for speed in plain JS, no wasm, for the bench's "mnk" and "mnk-match"
// sections to compare against. It has the shape of oxo-ai's MnkEngine (`solve`, `bestMove`,
// nested rows x cols boards of 'X' / 'O' / null, `{ row, col }` moves, `{ timeMs, maxNodes }`).
//
// What it is:
// - State in typed arrays: one 32-bit word per row for occupancy and one per row and player (the
//   neighbourhood of the marks by shifts), a cell array (Uint8Array), and a counter of each
//   player's marks in every window of k cells (Uint8Array), updated incrementally on play/undo,
//   with per-cell counts kept from them: where each player completes k ("hot" cells) and the
//   cells of its open windows holding k-2 of its marks (a move there makes a threat), each also
//   as a set. Win-in-one, forced blocks, threat moves, the lines still open to each side and the
//   heuristic evaluation then cost O(windows through the cell) per move.
// - The exact solver: negamax alpha-beta with null-window probes, deepened iteratively on the
//   length of a forced win then bisected on the distance (fastest win, slowest loss); immediate
//   wins and forced blocks; bounds from the stone count and from the lines still open; a
//   transposition table (2^20 slots in two-way buckets of typed arrays, 64-bit Zobrist keys as two
//   Int32 halves) keyed up to the board's symmetries (8 on a square, 4 on a rectangle, the mirror
//   under gravity); moves tried as they are generated: the table's move, the threat moves (the
//   most threats first, then by rank), then the rest in tie-break order. Scores count the stones
//   at the game's end, as oxo-ai's do.
// - Hard: a win in one; else the exact proof with half the budget (a tenth on a board with more
//   than 36 empty cells and no gravity); else a block of the opponent's win in one; else a win
//   by continuous threats (a quarter of what is left); else an iterative-deepening alpha-beta
//   over the cells within two of a mark (the best 12 by the change a move makes to the
//   evaluation, a killer move per ply first; a reply forced by a single win in one costs no
//   depth), scored at the horizon by each side's open windows of k cells weighted by how full
//   they are; within `timeMs` (checked every 1,024 nodes) and/or `maxNodes`.
// It is oxo-ai/mnk's algorithm (src/mnk/search.rs, heuristic.rs, threats.rs, windows.rs) in plain
// JS, differing in representation (row words here, a 256-bit word there) and in the order ties
// are met in, not in the algorithm.
// Normal play only (no misère). Input is trusted: the bench passes well-formed boards.
// Written for this bench; nothing in it is copied.

const BIG = 1000;
const WIN = 1 << 24;
const CLOCK_EVERY = 1024;
const NO_MOVE = 255;
/** Value of an open window holding j of a side's marks (j < k). */
const WINDOW_VALUE = Int32Array.from({ length: 17 }, (_, j) => [0, 1, 12, 100, 2000][j] ?? 20000);

/** A seeded xorshift32. */
function xorshift(seed) {
  let s = seed | 0 || 0x9e3779b9;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return s | 0;
  };
}

const now = () => performance.now();

/** A set of cells with O(1) add, delete and membership, iterated through `items[0..size)`. */
class CellSet {
  constructor(total) {
    this.items = new Uint8Array(total);
    this.pos = new Int16Array(total).fill(-1);
    this.size = 0;
  }

  add(x) {
    this.pos[x] = this.size;
    this.items[this.size++] = x;
  }

  delete(x) {
    const i = this.pos[x];
    const last = this.items[--this.size];
    this.items[i] = last;
    this.pos[last] = i;
    this.pos[x] = -1;
  }

  clear() {
    this.pos.fill(-1);
    this.size = 0;
  }
}

class Core {
  constructor(rules, tableBits = 20) {
    const { rows, cols, k } = rules;
    const gravity = !!rules.gravity;
    if (rules.misere) throw new Error('the baseline plays normal rules only');
    this.rows = rows;
    this.cols = cols;
    this.k = k;
    this.gravity = gravity;
    const total = rows * cols;
    this.total = total;
    this.colsMask = (1 << cols) - 1;

    // Windows of k cells, and the windows through each cell.
    const wins = [];
    for (const [dr, dc] of [[0, 1], [1, 0], [1, 1], [1, -1]]) {
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const r2 = r + dr * (k - 1);
          const c2 = c + dc * (k - 1);
          if (r2 < 0 || r2 >= rows || c2 < 0 || c2 >= cols) continue;
          const w = [];
          for (let i = 0; i < k; i++) w.push((r + dr * i) * cols + c + dc * i);
          wins.push(w);
        }
      }
    }
    const W = wins.length;
    this.W = W;
    this.winCells = new Uint8Array(W * k);
    wins.forEach((w, i) => this.winCells.set(w, i * k));
    const through = Array.from({ length: total }, () => []);
    wins.forEach((w, i) => w.forEach((cell) => through[cell].push(i)));
    this.cellWinStart = new Int32Array(total + 1);
    for (let c = 0; c < total; c++) this.cellWinStart[c + 1] = this.cellWinStart[c] + through[c].length;
    this.cellWins = Int32Array.from(through.flat());
    this.weights = Int32Array.from(through, (t) => t.length);

    // Tie-break order: more windows, nearer the centre, row-major.
    const order = Array.from({ length: total }, (_, i) => i);
    const dist = (i) => {
      const dr = 2 * Math.floor(i / cols) - (rows - 1);
      const dc = 2 * (i % cols) - (cols - 1);
      return dr * dr + dc * dc;
    };
    order.sort((a, b) => this.weights[b] - this.weights[a] || dist(a) - dist(b) || a - b);
    this.byRank = Uint8Array.from(order);
    this.rank = new Uint16Array(total);
    order.forEach((cell, i) => { this.rank[cell] = i; });

    // Symmetries as cell permutations (identity first).
    const maps = [[false, false, false], [false, false, true]];
    if (!gravity) {
      maps.push([false, true, false], [false, true, true]);
      if (rows === cols) maps.push([true, false, false], [true, false, true], [true, true, false], [true, true, true]);
    }
    this.S = maps.length;
    this.perm = new Uint8Array(this.S * total);
    maps.forEach(([t, fr, fc], s) => {
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          let [r2, c2] = t ? [c, r] : [r, c];
          if (fr) r2 = rows - 1 - r2;
          if (fc) c2 = cols - 1 - c2;
          this.perm[s * total + r * cols + c] = r2 * cols + c2;
        }
      }
    });
    this.inverse = new Uint8Array(this.S * total);
    for (let s = 0; s < this.S; s++) {
      for (let c = 0; c < total; c++) this.inverse[s * total + this.perm[s * total + c]] = c;
    }
    const rnd = xorshift(0x5eed1234 ^ (rows * 977 + cols * 131 + k));
    this.zlo = Int32Array.from({ length: total * 2 }, rnd);
    this.zhi = Int32Array.from({ length: total * 2 }, rnd);
    this.sideLo = rnd();
    this.sideHi = rnd();
    this.hlo = new Int32Array(this.S);
    this.hhi = new Int32Array(this.S);

    // Transposition table: two-way buckets, the first slot kept for the shallower position.
    const size = 1 << (total <= 16 ? Math.min(tableBits, 16) : tableBits);
    this.tMask = size - 2;
    this.tLo = new Int32Array(size);
    this.tHi = new Int32Array(size);
    this.tLower = new Int16Array(size);
    this.tUpper = new Int16Array(size);
    this.tBest = new Uint8Array(size);
    this.tStones = new Uint8Array(size);
    this.tEpoch = new Uint8Array(size);
    this.epoch = 1;

    // Position state.
    this.cell = new Uint8Array(total); // 0 empty, 1 X, 2 O
    this.occ = new Uint32Array(rows); // one word per row: bit c = column c occupied
    this.height = new Int8Array(cols); // gravity: the row of each column's lowest empty cell
    this.cnt = new Uint8Array(2 * W); // marks of player p in window w at p * W + w
    this.hot = new Int32Array(2); // windows with k-1 of p's marks and none of the other's
    this.alive = new Int32Array(2); // windows with none of the other's marks
    this.hotCell = new Uint8Array(2 * total); // p's hot windows whose empty cell is c, at p * total + c
    this.warm = new Uint8Array(2 * total); // p's open windows with k-2 of its marks through c
    this.hotSet = [new CellSet(total), new CellSet(total)]; // cells with a nonzero hotCell
    this.warmSet = [new CellSet(total), new CellSet(total)]; // cells with a nonzero warm
    this.occBy = new Uint32Array(2 * rows); // each player's row words
    this.sum = new Int32Array(2); // p's open windows' values
    this.count = 0;
    this.toMove = 0;

    // Search memory: a frame of `total` moves per ply.
    const frames = (total + 2) * total;
    this.moves = new Uint8Array(frames);
    this.top = new Uint8Array((total + 2) * 12);
    this.topScores = new Int32Array((total + 2) * 12);
    this.list = new Uint8Array(total);
    this.near1 = new Uint32Array(rows);
    this.near2 = new Uint32Array(rows);
    this.killers = new Int16Array(total + 2).fill(-1);
    this.nodes = 0;
    this.nodeLimit = Infinity;
    this.deadline = Infinity;
    this.aborted = false;
  }

  // ---- position -------------------------------------------------------------------------------

  load(board, player) {
    const { rows, cols, W } = this;
    this.cell.fill(0);
    this.occ.fill(0);
    this.height.fill(rows - 1);
    this.cnt.fill(0);
    this.hot.fill(0);
    this.hotCell.fill(0);
    this.warm.fill(0);
    this.occBy.fill(0);
    for (const set of [...this.hotSet, ...this.warmSet]) set.clear();
    this.alive[0] = W;
    this.alive[1] = W;
    this.sum.fill(0);
    this.hlo.fill(0);
    this.hhi.fill(0);
    this.count = 0;
    for (let r = 0; r < rows; r++) {
      for (let c = 0; c < cols; c++) {
        const v = board[r][c];
        if (v === 'X' || v === 'x') this.place(r * cols + c, 0);
        else if (v === 'O' || v === 'o') this.place(r * cols + c, 1);
      }
    }
    if (this.gravity) {
      for (let c = 0; c < cols; c++) {
        let r = rows - 1;
        while (r >= 0 && this.cell[r * cols + c] !== 0) r--;
        this.height[c] = r;
      }
    }
    this.toMove = player === 'O' ? 1 : 0;
  }

  /** Puts p's mark on `cell`, updating every counter. */
  place(cell, p) {
    const { cols, k, W, cnt, hot, sum, alive } = this;
    const o = p ^ 1;
    this.cell[cell] = p + 1;
    const r = (cell / cols) | 0;
    const c = cell - r * cols;
    this.occ[r] |= 1 << c;
    this.occBy[p * this.rows + r] |= 1 << c;
    if (this.gravity) this.height[c] = r - 1;
    const pw = p * W;
    const ow = o * W;
    for (let i = this.cellWinStart[cell], end = this.cellWinStart[cell + 1]; i < end; i++) {
      const w = this.cellWins[i];
      const a = cnt[pw + w];
      const b = cnt[ow + w];
      cnt[pw + w] = a + 1;
      if (b === 0) {
        sum[p] += WINDOW_VALUE[a + 1] - WINDOW_VALUE[a];
        if (a + 1 === k - 1) {
          hot[p]++;
          this.hotAt(p, this.emptyOf(w, cell), 1);
        } else if (a === k - 1) {
          hot[p]--;
          this.hotAt(p, cell, -1);
        }
        if (a + 1 === k - 2) this.warmWindow(p, w, 1);
        else if (a === k - 2) this.warmWindow(p, w, -1);
      } else if (a === 0) {
        sum[o] -= WINDOW_VALUE[b];
        if (b === k - 1) {
          hot[o]--;
          this.hotAt(o, cell, -1);
        }
        if (b === k - 2) this.warmWindow(o, w, -1);
      }
      if (a === 0) alive[o]--;
    }
    const total = this.total;
    for (let s = 0; s < this.S; s++) {
      const z = this.perm[s * total + cell] * 2 + p;
      this.hlo[s] ^= this.zlo[z];
      this.hhi[s] ^= this.zhi[z];
    }
    this.count++;
  }

  /** Takes p's mark off `cell`: `place` in reverse. */
  remove(cell, p) {
    const { cols, k, W, cnt, hot, sum, alive } = this;
    const o = p ^ 1;
    this.cell[cell] = 0;
    const r = (cell / cols) | 0;
    const c = cell - r * cols;
    this.occ[r] &= ~(1 << c);
    this.occBy[p * this.rows + r] &= ~(1 << c);
    if (this.gravity) this.height[c] = r;
    const pw = p * W;
    const ow = o * W;
    for (let i = this.cellWinStart[cell], end = this.cellWinStart[cell + 1]; i < end; i++) {
      const w = this.cellWins[i];
      const a = cnt[pw + w] - 1;
      const b = cnt[ow + w];
      cnt[pw + w] = a;
      if (b === 0) {
        sum[p] -= WINDOW_VALUE[a + 1] - WINDOW_VALUE[a];
        if (a + 1 === k - 1) {
          hot[p]--;
          this.hotAt(p, this.emptyOf(w, cell), -1);
        } else if (a === k - 1) {
          hot[p]++;
          this.hotAt(p, cell, 1);
        }
        if (a + 1 === k - 2) this.warmWindow(p, w, -1);
        else if (a === k - 2) this.warmWindow(p, w, 1);
      } else if (a === 0) {
        sum[o] += WINDOW_VALUE[b];
        if (b === k - 1) {
          hot[o]++;
          this.hotAt(o, cell, 1);
        }
        if (b === k - 2) this.warmWindow(o, w, 1);
      }
      if (a === 0) alive[o]++;
    }
    const total = this.total;
    for (let s = 0; s < this.S; s++) {
      const z = this.perm[s * total + cell] * 2 + p;
      this.hlo[s] ^= this.zlo[z];
      this.hhi[s] ^= this.zhi[z];
    }
    this.count--;
  }

  /** The empty cell of window `w` other than `except`. */
  emptyOf(w, except) {
    const { k, winCells, cell } = this;
    for (let i = w * k, end = i + k; i < end; i++) {
      const x = winCells[i];
      if (x !== except && cell[x] === 0) return x;
    }
    return -1;
  }

  /** Adds `d` to p's hot count at cell `x`, keeping the set of hot cells. */
  hotAt(p, x, d) {
    const i = p * this.total + x;
    const v = this.hotCell[i] + d;
    this.hotCell[i] = v;
    if (v === 0) this.hotSet[p].delete(x);
    else if (v === d) this.hotSet[p].add(x);
  }

  /** Counts window `w` into (d = 1) or out of (d = -1) p's warm cells. */
  warmWindow(p, w, d) {
    const { k, winCells, total, warm } = this;
    const set = this.warmSet[p];
    for (let i = w * k, end = i + k; i < end; i++) {
      const x = winCells[i];
      const v = warm[p * total + x] + d;
      warm[p * total + x] = v;
      if (v === 0) set.delete(x);
      else if (v === d) set.add(x);
    }
  }

  play(cell) {
    this.place(cell, this.toMove);
    this.toMove ^= 1;
  }

  undo(cell) {
    this.toMove ^= 1;
    this.remove(cell, this.toMove);
  }

  playable(cell) {
    if (this.cell[cell] !== 0) return false;
    if (!this.gravity) return true;
    const r = (cell / this.cols) | 0;
    return this.height[cell - r * this.cols] === r;
  }

  /** Whether the side to move completes k by playing `cell`. */
  completes(cell) {
    const p = this.toMove;
    const { W, k, cnt } = this;
    const pw = p * W;
    const ow = (p ^ 1) * W;
    for (let i = this.cellWinStart[cell], end = this.cellWinStart[cell + 1]; i < end; i++) {
      const w = this.cellWins[i];
      if (cnt[pw + w] === k - 1 && cnt[ow + w] === 0) return true;
    }
    return false;
  }

  /** The empty cells where p would complete k, written to this.list from `at`; returns the new end. */
  completing(p, at) {
    const set = this.hotSet[p];
    let n = at;
    for (let i = 0; i < set.size; i++) this.list[n++] = set.items[i];
    return n;
  }

  /** Whether the side to move has a playable completing cell. */
  canWinNow() {
    const me = this.toMove;
    if (this.hot[me] === 0) return false;
    if (!this.gravity) return true;
    const n = this.completing(me, 0);
    for (let i = 0; i < n; i++) if (this.playable(this.list[i])) return true;
    return false;
  }

  // ---- budget ---------------------------------------------------------------------------------

  start(budget) {
    this.epoch = (this.epoch + 1) & 255;
    if (this.epoch === 0) {
      this.tEpoch.fill(0);
      this.epoch = 1;
    }
    this.nodes = 0;
    this.aborted = false;
    this.limit(budget);
  }

  limit({ timeMs, maxNodes }) {
    this.nodeLimit = maxNodes === undefined ? Infinity : this.nodes + maxNodes;
    this.deadline = timeMs === undefined ? Infinity : now() + timeMs;
    this.aborted = this.nodeLimit <= this.nodes;
  }

  remaining() {
    return {
      timeMs: Number.isFinite(this.deadline) ? Math.max(0, this.deadline - now()) : undefined,
      maxNodes: Number.isFinite(this.nodeLimit) ? Math.max(0, this.nodeLimit - this.nodes) : undefined,
    };
  }

  tick() {
    this.nodes++;
    if (this.nodes >= this.nodeLimit || (this.nodes % CLOCK_EVERY === 0 && now() > this.deadline)) this.aborted = true;
    return !this.aborted;
  }

  // ---- transposition table ------------------------------------------------------------------------

  /** The canonical key (min over the symmetries; side to move folded in) in this.kLo/kHi, its symmetry in this.kSym. */
  key() {
    let lo = this.hlo[0];
    let hi = this.hhi[0];
    let sym = 0;
    for (let s = 1; s < this.S; s++) {
      const h = this.hhi[s];
      const l = this.hlo[s];
      if ((h >>> 0) < (hi >>> 0) || (h === hi && (l >>> 0) < (lo >>> 0))) {
        hi = h;
        lo = l;
        sym = s;
      }
    }
    if (this.toMove === 1) {
      lo ^= this.sideLo;
      hi ^= this.sideHi;
    }
    this.kLo = lo;
    this.kHi = hi;
    this.kSym = sym;
  }

  /** The slot holding the current key, or -1. */
  probe(lo, hi) {
    const i = lo & this.tMask;
    const e = this.epoch;
    if (this.tLo[i] === lo && this.tHi[i] === hi && this.tEpoch[i] === e) return i;
    if (this.tLo[i + 1] === lo && this.tHi[i + 1] === hi && this.tEpoch[i + 1] === e) return i + 1;
    return -1;
  }

  store(lo, hi, sym, best, alpha, beta, bestMove) {
    let lower;
    let upper;
    const clamp = (v) => (v < -BIG ? -BIG : v > BIG ? BIG : v);
    if (best <= alpha) { lower = -BIG; upper = clamp(best); } else if (best >= beta) { lower = clamp(best); upper = BIG; } else { lower = upper = clamp(best); }
    const canonical = bestMove === NO_MOVE ? NO_MOVE : this.perm[sym * this.total + bestMove];
    const stones = this.count;
    const i = lo & this.tMask;
    const e = this.epoch;
    for (let j = i; j < i + 2; j++) {
      if (this.tLo[j] === lo && this.tHi[j] === hi && this.tEpoch[j] === e) {
        if (lower > this.tLower[j]) this.tLower[j] = lower;
        if (upper < this.tUpper[j]) this.tUpper[j] = upper;
        if (canonical !== NO_MOVE) this.tBest[j] = canonical;
        return;
      }
    }
    let j = i + 1;
    if (this.tEpoch[i] !== e || stones <= this.tStones[i]) {
      // The first slot's entry moves to the second.
      this.tLo[i + 1] = this.tLo[i];
      this.tHi[i + 1] = this.tHi[i];
      this.tLower[i + 1] = this.tLower[i];
      this.tUpper[i + 1] = this.tUpper[i];
      this.tBest[i + 1] = this.tBest[i];
      this.tStones[i + 1] = this.tStones[i];
      this.tEpoch[i + 1] = this.tEpoch[i];
      j = i;
    }
    this.tLo[j] = lo;
    this.tHi[j] = hi;
    this.tLower[j] = lower;
    this.tUpper[j] = upper;
    this.tBest[j] = canonical;
    this.tStones[j] = stones;
    this.tEpoch[j] = e;
  }

  // ---- the exact solver ---------------------------------------------------------------------------

  negamax(alpha, beta, ply) {
    if (!this.tick()) return 0;
    const n = this.count;
    const total = this.total;
    const me = this.toMove;
    const op = me ^ 1;
    if (this.canWinNow()) return BIG - (n + 1);
    if (n + 1 >= total) return 0;
    const frame = ply * total;
    const moves = this.moves;
    const { cols, gravity, cell } = this;

    // The opponent's completing cells: two playable ones lose; one must be blocked.
    let forced = -1;
    let oppEnd = 0;
    if (this.hot[op] > 0) {
      oppEnd = this.completing(op, 0);
      let now = 0;
      for (let i = 0; i < oppEnd; i++) {
        if (this.playable(this.list[i])) {
          now++;
          forced = this.list[i];
        }
      }
      if (now > 1) return -(BIG - (n + 2));
    }
    // Under gravity, a cell right under an opponent's completing cell gives it away: with no
    // other cell to play (or a forced block that is such a cell), the game is lost.
    if (gravity && oppEnd > 0) {
      let any = false;
      if (forced >= 0) any = !this.givesAway(forced, op);
      else for (let c = 0; c < cols && !any; c++) any = this.height[c] >= 0 && !this.givesAway(this.height[c] * cols + c, op);
      if (!any) return -(BIG - (n + 2));
    }

    let max = n + 3 <= total ? BIG - (n + 3) : 0;
    let min = n + 4 <= total ? -(BIG - (n + 4)) : 0;
    if (this.alive[me] === 0 && max > 0) max = 0;
    if (this.alive[op] === 0 && min < 0) min = 0;
    if (max <= alpha || min >= max) return max;
    if (min >= beta) return min;
    if (max < beta) beta = max;
    if (min > alpha) alpha = min;

    this.key();
    const lo = this.kLo;
    const hi = this.kHi;
    const sym = this.kSym;
    let first = -1;
    const slot = this.probe(lo, hi);
    if (slot >= 0) {
      const lower = this.tLower[slot];
      const upper = this.tUpper[slot];
      if (lower >= beta) return lower;
      if (upper <= alpha) return upper;
      if (lower > alpha) alpha = lower;
      if (upper < beta) beta = upper;
      if (alpha >= beta) return alpha;
      if (this.tBest[slot] !== NO_MOVE) first = this.inverse[sym * total + this.tBest[slot]];
    }

    // Moves tried as they are generated: the table's, the moves that make a threat (the most
    // first, then by rank), then the rest by rank.
    if (first >= 0 && !(forced >= 0 ? first === forced : this.playable(first) && !(gravity && this.givesAway(first, op)))) first = -1;
    let len = 0;
    if (forced < 0) {
      const warm = this.warm;
      const wo = me * total;
      const set = this.warmSet[me];
      for (let j = 0; j < set.size; j++) {
        const bit = set.items[j];
        if (bit === first || !this.playable(bit) || (gravity && this.givesAway(bit, op))) continue;
        const w = warm[wo + bit];
        let i = len;
        while (i > 0 && (warm[wo + moves[frame + i - 1]] < w || (warm[wo + moves[frame + i - 1]] === w && this.rank[moves[frame + i - 1]] > this.rank[bit]))) {
          moves[frame + i] = moves[frame + i - 1];
          i--;
        }
        moves[frame + i] = bit;
        len++;
      }
    }
    const windowAlpha = alpha;
    let best = -0x7fffffff;
    let bestMove = NO_MOVE;
    let stage = first >= 0 ? 0 : forced >= 0 ? 3 : 1;
    let i = 0;
    for (;;) {
      let bit;
      if (stage === 0) {
        bit = first;
        stage = forced >= 0 ? 4 : 1;
      } else if (stage === 1) {
        if (i >= len) {
          stage = 2;
          i = 0;
          continue;
        }
        bit = moves[frame + i++];
      } else if (stage === 2) {
        if (i >= total) break;
        bit = this.byRank[i++];
        if (bit === first || !this.playable(bit) || this.warm[me * total + bit] > 0 || (gravity && this.givesAway(bit, op))) continue;
      } else if (stage === 3) {
        bit = forced;
        stage = 4;
      } else break;
      this.play(bit);
      const v = -this.negamax(-beta, -alpha, ply + 1);
      this.undo(bit);
      if (this.aborted) return 0;
      if (v > best) {
        best = v;
        bestMove = bit;
        if (v > alpha) {
          alpha = v;
          if (alpha >= beta) break;
        }
      }
    }
    this.store(lo, hi, sym, best, windowAlpha, beta, bestMove);
    return best;
  }

  /** Under gravity: whether `bit` lies right under a cell where `op` completes k. */
  givesAway(bit, op) {
    const above = bit - this.cols;
    return above >= 0 && this.hotCell[op * this.total + above] > 0;
  }

  /** The exact score for the side to move, or null when the budget ran out. */
  prove() {
    const n = this.count;
    const remaining = this.total - n;
    let lo = -(BIG - (n + 1));
    let hi = BIG - (n + 1);
    let d = 1;
    while (2 * d < remaining) {
      const t = BIG - (n + d);
      const r = this.negamax(t - 1, t, 0);
      if (this.aborted) return null;
      if (r >= t) {
        lo = r;
        break;
      }
      hi = Math.min(hi, r, t - 1);
      d = 2 * d + 1;
    }
    if (lo <= 0) {
      const r = this.negamax(-1, 1, 0);
      if (this.aborted) return null;
      if (r >= 1) lo = Math.max(lo, r);
      else if (r <= -1) hi = Math.min(hi, r);
      else return 0;
    }
    while (lo < hi) {
      const mid = lo + Math.floor((hi - lo + 1) / 2);
      const r = this.negamax(mid - 1, mid, 0);
      if (this.aborted) return null;
      if (r >= mid) lo = Math.max(r, mid);
      else hi = Math.min(r, mid - 1);
    }
    return lo;
  }

  /** Whether `bit` reaches `score` for the side to move (null: out of budget). */
  moveReaches(bit, score) {
    const n = this.count;
    if (this.completes(bit)) return BIG - (n + 1) >= score;
    if (n + 1 >= this.total) return 0 >= score;
    this.play(bit);
    const r = this.negamax(-score, -score + 1, 0);
    this.undo(bit);
    return this.aborted ? null : r <= -score;
  }

  /** The first move in tie-break order that reaches `score`; undefined out of budget. */
  bestWith(score) {
    for (let i = 0; i < this.total; i++) {
      const bit = this.byRank[i];
      if (!this.playable(bit)) continue;
      const ok = this.moveReaches(bit, score);
      if (ok === null) return undefined;
      if (ok) return bit;
    }
    return -1;
  }

  proofOf(score) {
    const n = this.count;
    if (score > 0) return { value: 'win', plies: Math.max(0, BIG - score - n) };
    if (score < 0) return { value: 'loss', plies: Math.max(0, BIG + score - n) };
    return { value: 'draw', plies: this.total - n };
  }

  tableMove() {
    this.key();
    const slot = this.probe(this.kLo, this.kHi);
    if (slot < 0 || this.tBest[slot] === NO_MOVE) return -1;
    const bit = this.inverse[this.kSym * this.total + this.tBest[slot]];
    return this.playable(bit) ? bit : -1;
  }

  // ---- immediate tactics ----------------------------------------------------------------------------

  /** The first cell in tie-break order where p completes k now (and is playable), or -1. */
  firstCompleting(p) {
    if (this.hot[p] === 0) return -1;
    const n = this.completing(p, 0);
    let best = -1;
    for (let i = 0; i < n; i++) {
      const x = this.list[i];
      if (this.playable(x) && (best < 0 || this.rank[x] < this.rank[best])) best = x;
    }
    return best;
  }

  // ---- the bounded search (Hard, when no proof fits) ------------------------------------------------

  evaluate() {
    const me = this.toMove;
    return ((3 * this.sum[me]) >> 1) - this.sum[me ^ 1];
  }

  /** What marking `bit` is worth to the side to move: its open windows' gain, the opponent's windows it takes, its windows. */
  cellScore(bit) {
    const { W, cnt } = this;
    const mw = this.toMove * W;
    const ow = (this.toMove ^ 1) * W;
    let gain = 0;
    let taken = 0;
    for (let i = this.cellWinStart[bit], end = this.cellWinStart[bit + 1]; i < end; i++) {
      const w = this.cellWins[i];
      const a = cnt[mw + w];
      const b = cnt[ow + w];
      if (b === 0) gain += WINDOW_VALUE[a + 1] - WINDOW_VALUE[a];
      else if (a === 0) taken += WINDOW_VALUE[b];
    }
    return 4 * (((5 * gain) / 4 | 0) + taken) + this.weights[bit];
  }

  /** Grows the row words `from` by one cell in every direction into `to`. */
  grow(from, to) {
    const { rows, colsMask } = this;
    for (let r = 0; r < rows; r++) {
      let x = 0;
      for (let rr = r - 1; rr <= r + 1; rr++) {
        if (rr < 0 || rr >= rows) continue;
        const w = from[rr];
        x |= w | (w << 1) | (w >>> 1);
      }
      to[r] = x & colsMask;
    }
  }

  /** The cells worth searching, into this.moves at `frame`; returns how many. */
  candidates(frame) {
    const { total, cols, rows, moves } = this;
    let len = 0;
    if (this.gravity) {
      for (let c = 0; c < cols; c++) if (this.height[c] >= 0) moves[frame + len++] = this.height[c] * cols + c;
      return len;
    }
    if (total <= 36) {
      for (let bit = 0; bit < total; bit++) if (this.cell[bit] === 0) moves[frame + len++] = bit;
      return len;
    }
    if (this.count === 0) {
      moves[frame] = this.byRank[0];
      return 1;
    }
    this.grow(this.occ, this.near1);
    this.grow(this.near1, this.near2);
    for (let r = 0; r < rows; r++) {
      let x = this.near2[r] & ~this.occ[r];
      while (x !== 0) {
        const c = 31 - Math.clz32(x & -x);
        x &= x - 1;
        moves[frame + len++] = r * cols + c;
      }
    }
    if (len === 0) for (let bit = 0; bit < total; bit++) if (this.cell[bit] === 0) moves[frame + len++] = bit;
    return len;
  }

  /** Depth-limited negamax; a reply forced by the opponent's one win in one costs no depth. */
  alphabeta(depth, alpha, beta, ply) {
    if (!this.tick()) return 0;
    if (this.count >= this.total) return 0;
    const me = this.toMove;
    if (this.canWinNow()) return WIN - ply;
    const op = me ^ 1;
    let forced = -1;
    if (this.hot[op] > 0) {
      const n = this.completing(op, 0);
      let now = 0;
      for (let i = 0; i < n; i++) {
        if (this.playable(this.list[i])) {
          now++;
          forced = this.list[i];
        }
      }
      if (now > 1) return -(WIN - ply - 1);
    }
    if (depth === 0 && forced < 0) return this.evaluate();
    const total = this.total;
    const frame = (ply + 1) * total; // ply 0's frame holds the root's list
    const moves = this.moves;
    // The best 12 by static score: wide boards are searched narrow and deep.
    const top = this.top;
    const topScores = this.topScores;
    const tf = ply * 12;
    let len = 0;
    let child = depth - 1;
    if (forced >= 0) {
      top[tf] = forced;
      len = 1;
      child = depth;
    } else {
      const n = this.candidates(frame);
      for (let j = 0; j < n; j++) {
        const bit = moves[frame + j];
        const s = this.cellScore(bit);
        let i;
        if (len < 12) i = len++;
        else if (s > topScores[tf + len - 1]) i = len - 1;
        else continue;
        while (i > 0 && topScores[tf + i - 1] < s) {
          top[tf + i] = top[tf + i - 1];
          topScores[tf + i] = topScores[tf + i - 1];
          i--;
        }
        top[tf + i] = bit;
        topScores[tf + i] = s;
      }
      // The move that last cut off at this ply, first.
      const killer = this.killers[ply];
      for (let j = 1; j < len; j++) {
        if (top[tf + j] !== killer) continue;
        for (let i = j; i > 0; i--) top[tf + i] = top[tf + i - 1];
        top[tf] = killer;
        break;
      }
    }
    let best = -WIN - 1;
    for (let i = 0; i < len; i++) {
      const bit = top[tf + i];
      this.play(bit);
      const v = -this.alphabeta(child, -beta, -(alpha > best ? alpha : best), ply + 1);
      this.undo(bit);
      if (this.aborted) return 0;
      if (v > best) {
        best = v;
        if (v > alpha) alpha = v;
        if (alpha >= beta) {
          this.killers[ply] = bit;
          break;
        }
      }
    }
    return best;
  }

  /** The first move of a win by continuous threats for the side to move (up to `maxDepth` attacking moves), or -1. */
  threatWin(maxDepth) {
    if (this.gravity) return -1;
    for (let depth = 1; depth <= maxDepth; depth++) {
      const bit = this.continuousThreats(depth);
      if (bit >= 0) return bit;
      if (this.aborted) break;
    }
    return -1;
  }

  continuousThreats(depth) {
    if (!this.tick()) return -1;
    const me = this.toMove;
    if (this.hotSet[me].size > 0) return this.hotSet[me].items[0];
    if (depth === 0 || this.hotSet[me ^ 1].size > 0) return -1;
    // A threat move shares an open window with k - 2 of the attacker's marks: within two cells of one.
    const { rows, cols, W, k, cnt } = this;
    const own = this.occBy.subarray(me * rows, me * rows + rows);
    this.grow(own, this.near1);
    this.grow(this.near1, this.near2);
    const zone = Uint32Array.from(this.near2);
    const mw = me * W;
    const ow = (me ^ 1) * W;
    for (let r = 0; r < rows; r++) {
      let x = zone[r] & ~this.occ[r];
      while (x !== 0) {
        const c = 31 - Math.clz32(x & -x);
        x &= x - 1;
        const bit = r * cols + c;
        let threat = false;
        for (let i = this.cellWinStart[bit], end = this.cellWinStart[bit + 1]; i < end && !threat; i++) {
          const w = this.cellWins[i];
          threat = cnt[mw + w] === k - 2 && cnt[ow + w] === 0;
        }
        if (!threat) continue;
        this.play(bit);
        let follows = this.hotSet[me].size >= 2;
        if (!follows) {
          const reply = this.hotSet[me].items[0];
          this.play(reply);
          follows = this.continuousThreats(depth - 1) >= 0;
          this.undo(reply);
        }
        this.undo(bit);
        if (follows) return bit;
        if (this.aborted) return -1;
      }
    }
    return -1;
  }

  /** Iterative-deepening alpha-beta's move within the current budget; -1 when nothing is playable. */
  heuristicMove() {
    const n = this.candidates(0);
    if (n === 0) return -1;
    this.killers.fill(-1);
    const ordered = [];
    for (let i = 0; i < n; i++) {
      const b = this.moves[i];
      ordered.push([this.cellScore(b), b]);
    }
    ordered.sort((a, b) => b[0] - a[0] || this.rank[a[1]] - this.rank[b[1]]);
    let best = ordered[0][1];
    const remaining = this.total - this.count;
    for (let depth = 1; depth <= remaining && !this.aborted; depth++) {
      let alpha = -WIN - 1;
      let choice = -1;
      const pos = ordered.findIndex((x) => x[1] === best);
      if (pos > 0) ordered.unshift(ordered.splice(pos, 1)[0]);
      for (const [, bit] of ordered) {
        let v;
        if (this.completes(bit)) v = WIN;
        else {
          this.play(bit);
          v = -this.alphabeta(depth - 1, -WIN - 1, -alpha, 1);
          this.undo(bit);
        }
        if (this.aborted) break;
        if (v > alpha) {
          alpha = v;
          choice = bit;
        }
      }
      if (this.aborted) {
        if (choice >= 0 && alpha > -WIN) best = choice;
        break;
      }
      if (choice >= 0) best = choice;
      if (alpha >= WIN - 256 || alpha <= -WIN + 256) break;
    }
    return best;
  }
}

/** the API reference's "Bigger boards" budget rule: timeMs defaults to a second unless maxNodes is given. */
function budgetOf(timeMs, maxNodes) {
  if (timeMs === undefined && maxNodes === undefined) return { timeMs: 1000, maxNodes: undefined };
  return { timeMs, maxNodes };
}

/** The baseline m,n,k engine: `solve` and Hard's `bestMove`, shaped like oxo-ai's MnkEngine. */
export class MnkEngine {
  #core;
  #options;

  constructor(rules, options = {}) {
    this.rules = Object.freeze({ rows: rules.rows, cols: rules.cols, k: rules.k, gravity: !!rules.gravity, misere: !!rules.misere });
    this.#core = new Core(this.rules, options.tableBits ?? 20);
    this.#options = { difficulty: options.difficulty ?? 'hard', timeMs: options.timeMs, maxNodes: options.maxNodes };
    if (this.#options.difficulty !== 'hard') throw new Error('the baseline has Hard only');
    this.lastNodes = 0;
  }

  #move(bit) {
    return bit < 0 ? null : { row: Math.floor(bit / this.rules.cols), col: bit % this.rules.cols };
  }

  /** The value and distance for `player` to move, and the best move, within the budget. */
  solve(board, player, options = {}) {
    const s = this.#core;
    s.load(board, player);
    const given = options.timeMs !== undefined || options.maxNodes !== undefined ? options : this.#options;
    s.start(budgetOf(given.timeMs, given.maxNodes));
    const score = s.prove();
    let result;
    if (score !== null) {
      const proof = s.proofOf(score);
      const left = s.remaining();
      s.limit({ timeMs: left.timeMs === undefined ? undefined : Math.max(1, left.timeMs), maxNodes: left.maxNodes === undefined ? undefined : Math.max(1, left.maxNodes) });
      let best = s.bestWith(score);
      if (best === undefined || best < 0) best = s.tableMove();
      result = { complete: true, value: proof.value, plies: proof.plies, move: this.#move(best), nodes: s.nodes };
    } else {
      result = { complete: false, value: null, plies: null, move: this.#move(this.#fallback()), nodes: s.nodes };
    }
    this.lastNodes = s.nodes;
    return result;
  }

  #fallback() {
    const s = this.#core;
    const win = s.firstCompleting(s.toMove);
    if (win >= 0) return win;
    const block = s.firstCompleting(s.toMove ^ 1);
    if (block >= 0) return block;
    const t = s.tableMove();
    if (t >= 0) return t;
    let best = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < s.total; i++) {
      const bit = s.byRank[i];
      if (!s.playable(bit)) continue;
      const sc = s.cellScore(bit);
      if (sc > bestScore) {
        bestScore = sc;
        best = bit;
      }
    }
    return best;
  }

  /**
   * Hard's move for `player`: a win in one, the proven best move (half the budget when 36 cells
   * or fewer are empty or under gravity, a tenth otherwise), a block, a win by continuous
   * threats (a quarter of what is left), or the bounded search's move with the rest.
   */
  bestMove(board, player) {
    const s = this.#core;
    s.load(board, player);
    const budget = budgetOf(this.#options.timeMs, this.#options.maxNodes);
    s.start(budget);
    this.lastNodes = 0;
    let any = false;
    for (let i = 0; i < s.total && !any; i++) any = s.playable(i);
    if (!any) return null;
    const win = s.firstCompleting(s.toMove);
    if (win >= 0) return this.#move(win);
    const t0 = now();
    const left = () => ({
      timeMs: budget.timeMs === undefined ? undefined : Math.max(0, budget.timeMs - (now() - t0)),
      maxNodes: budget.maxNodes === undefined ? undefined : Math.max(0, budget.maxNodes - s.nodes),
    });
    const share = (b, parts) => ({
      timeMs: b.timeMs === undefined ? undefined : b.timeMs / parts,
      maxNodes: b.maxNodes === undefined ? undefined : Math.floor(b.maxNodes / parts),
    });
    s.limit(share(budget, s.gravity || s.total - s.count <= 36 ? 2 : 10));
    const score = s.prove();
    if (score !== null) {
      const rest = left();
      s.limit({ timeMs: rest.timeMs === undefined ? undefined : Math.max(1, rest.timeMs), maxNodes: rest.maxNodes === undefined ? undefined : Math.max(1, rest.maxNodes) });
      const bit = s.bestWith(score);
      if (bit !== undefined && bit >= 0) {
        this.lastNodes = s.nodes;
        return this.#move(bit);
      }
    }
    const block = s.firstCompleting(s.toMove ^ 1);
    if (block >= 0) {
      this.lastNodes = s.nodes;
      return this.#move(block);
    }
    s.limit(share(left(), 4));
    let bit = s.threatWin(12);
    if (bit < 0) {
      s.limit(left());
      bit = s.heuristicMove();
    }
    if (bit < 0) bit = this.#fallback();
    this.lastNodes = s.nodes;
    return this.#move(bit);
  }
}
