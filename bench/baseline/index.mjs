// The baseline: a straightforward pure-JavaScript engine with oxo-ai's API, written the way
// the typical npm tic-tac-toe engine is (and the way a user would write one instead of
// installing oxo-ai): nested arrays in and out, a flat copy inside, negamax with alpha-beta
// and center/corner/edge move ordering and no caches, MCTS with one object per tree node,
// and a simulator that yields with setTimeout between chunks. Expert is left out: a typical
// engine has no equivalent level.
//
// It validates its input the usual way (shape, cell values, player, reachability, turn) and
// returns the same moves as oxo-ai's Hard (the bench checks that on every position), so the
// comparison is like for like. Nothing here is tuned beyond what such a package does.

export const Difficulty = Object.freeze({
  Easy: 'easy',
  Medium: 'medium',
  Hard: 'hard',
  MCTS: 'mcts',
});

const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
];
const LINE_NAMES = [
  ['row', 0], ['row', 1], ['row', 2],
  ['col', 0], ['col', 1], ['col', 2],
  ['diag', 0], ['diag', 1],
];
// Center, corners, edges.
const ORDER = [4, 0, 2, 6, 8, 1, 3, 5, 7];

/** A thrown error with a string `code`, as oxo-ai's. */
function coded(Kind, code, message) {
  const e = new Kind(message);
  e.code = code;
  return e;
}

function parseCell(v, i) {
  if (v === 'X' || v === 'x') return 'X';
  if (v === 'O' || v === 'o') return 'O';
  if (v === null || v === undefined || v === '' || v === ' ' || v === '.') return null;
  throw coded(TypeError, 'INVALID_BOARD', `cell ${i} must be 'X', 'O' or null, got ${String(v)}`);
}

/** Nested 3x3 or flat 9 -> a flat array of 'X' | 'O' | null. */
function toCells(board) {
  if (!Array.isArray(board)) throw coded(TypeError, 'INVALID_BOARD', 'board must be an array');
  if (board.length === 9) return board.map(parseCell);
  if (board.length !== 3) throw coded(TypeError, 'INVALID_BOARD', 'board must have 3 rows');
  const cells = [];
  for (let r = 0; r < 3; r++) {
    const row = board[r];
    if (!Array.isArray(row) || row.length !== 3) {
      throw coded(TypeError, 'INVALID_BOARD', `row ${r} must have 3 cells`);
    }
    for (let c = 0; c < 3; c++) cells.push(parseCell(row[c], r * 3 + c));
  }
  return cells;
}

const toBoard = (cells) => [cells.slice(0, 3), cells.slice(3, 6), cells.slice(6, 9)];

function checkPlayer(player) {
  if (player !== 'X' && player !== 'O') {
    throw coded(TypeError, 'INVALID_PLAYER', `player must be 'X' or 'O', got ${String(player)}`);
  }
  return player;
}

function checkMove(move) {
  const ok = (n) => Number.isInteger(n) && n >= 0 && n <= 2;
  if (move === null || typeof move !== 'object' || !ok(move.row) || !ok(move.col)) {
    throw coded(TypeError, 'INVALID_MOVE', 'move must be { row, col } with integers 0..2');
  }
  return move.row * 3 + move.col;
}

const other = (p) => (p === 'X' ? 'O' : 'X');

function winnerOf(cells) {
  for (const [a, b, c] of LINES) {
    if (cells[a] !== null && cells[a] === cells[b] && cells[a] === cells[c]) return cells[a];
  }
  return null;
}

const hasWon = (cells, p) => LINES.some(([a, b, c]) => cells[a] === p && cells[b] === p && cells[c] === p);
const isFull = (cells) => cells.every((c) => c !== null);
const emptyCells = (cells) => {
  const out = [];
  for (let i = 0; i < 9; i++) if (cells[i] === null) out.push(i);
  return out;
};
const toMove = (i) => ({ row: Math.floor(i / 3), col: i % 3 });

/** Reachability and turn, in the order the API reference's "Errors" gives; returns whether the game is over. */
function checkPosition(cells, player) {
  const xs = cells.filter((c) => c === 'X').length;
  const os = cells.filter((c) => c === 'O').length;
  const xWon = hasWon(cells, 'X');
  const oWon = hasWon(cells, 'O');
  if (xs - os < 0 || xs - os > 1 || (xWon && oWon) || (xWon && xs !== os + 1) || (oWon && xs !== os)) {
    throw coded(Error, 'IMPOSSIBLE_POSITION', 'no legal game reaches this board');
  }
  if (xWon || oWon || xs + os === 9) return true;
  const turn = xs === os ? 'X' : 'O';
  if (player !== turn) throw coded(Error, 'WRONG_TURN', `it is ${turn}'s turn, not ${player}'s`);
  return false;
}

// ---- Hard: negamax with alpha-beta, fastest win / slowest loss -------------------------

function negamax(cells, player, depth, alpha, beta) {
  const w = winnerOf(cells);
  if (w !== null) return w === player ? 10 - depth : depth - 10;
  if (isFull(cells)) return 0;
  let best = -Infinity;
  for (const i of ORDER) {
    if (cells[i] !== null) continue;
    cells[i] = player;
    const score = -negamax(cells, other(player), depth + 1, -beta, -alpha);
    cells[i] = null;
    if (score > best) best = score;
    if (best > alpha) alpha = best;
    if (alpha >= beta) break;
  }
  return best;
}

function hardMove(cells, player) {
  let bestScore = -Infinity;
  let best = -1;
  for (const i of ORDER) {
    if (cells[i] !== null) continue;
    cells[i] = player;
    const score = -negamax(cells, other(player), 1, -Infinity, -bestScore);
    cells[i] = null;
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/** Every move with its exact negamax score, best first, ties center/corners/edges. */
function rank(cells, player) {
  const empties = emptyCells(cells).length;
  const out = [];
  for (const i of ORDER) {
    if (cells[i] !== null) continue;
    cells[i] = player;
    const s = -negamax(cells, other(player), 1, -Infinity, Infinity);
    cells[i] = null;
    // s = 10 - plies for a win, plies - 10 for a loss, 0 for a draw (which fills the board).
    const depth = s > 0 ? 10 - s : s < 0 ? 10 + s : empties;
    out.push({ row: Math.floor(i / 3), col: i % 3, score: s > 0 ? 1 / depth : s < 0 ? -1 / depth : 0, depth, key: s });
  }
  out.sort((a, b) => b.key - a.key);
  return out.map(({ key, ...m }) => m);
}

// ---- Medium: depth-2 minimax over the line heuristic -----------------------------------

function heuristic(cells, me) {
  const them = other(me);
  let score = 0;
  for (const line of LINES) {
    const mine = line.filter((i) => cells[i] === me).length;
    const theirs = line.filter((i) => cells[i] === them).length;
    if (mine === 3) score += 100;
    else if (mine === 2 && theirs === 0) score += 1;
    if (theirs === 3) score -= 100;
    else if (theirs === 2 && mine === 0) score -= 1;
  }
  return score;
}

function mediumMove(cells, player, rand) {
  let bestScore = -Infinity;
  let best = [];
  for (const i of emptyCells(cells)) {
    cells[i] = player;
    let score;
    if (winnerOf(cells) !== null || isFull(cells)) {
      score = heuristic(cells, player);
    } else {
      score = Infinity;
      for (const j of emptyCells(cells)) {
        cells[j] = other(player);
        score = Math.min(score, heuristic(cells, player));
        cells[j] = null;
      }
    }
    cells[i] = null;
    if (score > bestScore) {
      bestScore = score;
      best = [i];
    } else if (score === bestScore) {
      best.push(i);
    }
  }
  return best[Math.floor(rand() * best.length)];
}

// ---- MCTS: object nodes, UCB1 (C = sqrt 2), random playouts, most-visited child ---------

class Node {
  constructor(cells, player, move, parent) {
    this.cells = cells; // the board after `move`
    this.player = player; // the side to move here
    this.move = move;
    this.parent = parent;
    this.children = [];
    this.untried = winnerOf(cells) === null ? emptyCells(cells) : [];
    this.visits = 0;
    this.wins = 0; // for the player who made `move`
  }

  ucb1() {
    return this.wins / this.visits + Math.SQRT2 * Math.sqrt(Math.log(this.parent.visits) / this.visits);
  }
}

function mctsMove(cells, player, iterations, rand) {
  const root = new Node(cells.slice(), player, -1, null);
  for (let it = 0; it < iterations; it++) {
    let node = root;
    while (node.untried.length === 0 && node.children.length > 0) {
      let best = null;
      let bestValue = -Infinity;
      for (const child of node.children) {
        const v = child.ucb1();
        if (v > bestValue) {
          bestValue = v;
          best = child;
        }
      }
      node = best;
    }
    if (node.untried.length > 0) {
      const k = Math.floor(rand() * node.untried.length);
      const move = node.untried.splice(k, 1)[0];
      const next = node.cells.slice();
      next[move] = node.player;
      const child = new Node(next, other(node.player), move, node);
      node.children.push(child);
      node = child;
    }
    const sim = node.cells.slice();
    let turn = node.player;
    let w = winnerOf(sim);
    while (w === null && !isFull(sim)) {
      const free = emptyCells(sim);
      sim[free[Math.floor(rand() * free.length)]] = turn;
      turn = other(turn);
      w = winnerOf(sim);
    }
    for (let n = node; n !== null; n = n.parent) {
      n.visits += 1;
      const mover = other(n.player);
      if (w === null) n.wins += 0.5;
      else if (w === mover) n.wins += 1;
    }
  }
  let best = null;
  for (const child of root.children) if (best === null || child.visits > best.visits) best = child;
  return best.move;
}

// ---- the API -----------------------------------------------------------------------------

function seededRandom(seed) {
  let a = typeof seed === 'number' ? seed >>> 0 : Math.floor(Math.random() * 2 ** 32);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class AIEngine {
  constructor({ difficulty = 'hard', mctsIterations = 500, seed } = {}) {
    if (!['easy', 'medium', 'hard', 'mcts'].includes(difficulty)) {
      throw coded(TypeError, 'INVALID_OPTION', `unknown difficulty ${String(difficulty)}`);
    }
    this.difficulty = difficulty;
    this.mctsIterations = mctsIterations;
    this.rand = seededRandom(seed);
  }

  bestMove(board, player) {
    const cells = toCells(board);
    checkPlayer(player);
    if (checkPosition(cells, player)) return null;
    let i;
    switch (this.difficulty) {
      case 'easy': {
        const free = emptyCells(cells);
        i = free[Math.floor(this.rand() * free.length)];
        break;
      }
      case 'medium':
        i = mediumMove(cells, player, this.rand);
        break;
      case 'mcts':
        i = mctsMove(cells, player, this.mctsIterations, this.rand);
        break;
      default:
        i = hardMove(cells, player);
    }
    return toMove(i);
  }

  rankedMoves(board, player) {
    const cells = toCells(board);
    checkPlayer(player);
    if (checkPosition(cells, player)) return [];
    return rank(cells, player);
  }
}

export class GameAnalyzer {
  analyze(board, player) {
    const cells = toCells(board);
    checkPlayer(player);
    if (checkPosition(cells, player)) {
      const w = winnerOf(cells);
      return {
        evaluation: 'neutral',
        bestMove: null,
        threats: [],
        explanation: w ? `${w} won.` : 'The game is a draw.',
      };
    }
    const threats = [];
    const opp = other(player);
    for (const p of [player, opp]) {
      LINES.forEach((line, k) => {
        const mine = line.filter((i) => cells[i] === p).length;
        const free = line.filter((i) => cells[i] === null);
        if (mine === 2 && free.length === 1) {
          threats.push({ player: p, direction: LINE_NAMES[k][0], index: LINE_NAMES[k][1], missingCell: toMove(free[0]), type: 'win-in-1' });
        }
      });
    }
    for (const p of [player, opp]) {
      for (const i of emptyCells(cells)) {
        cells[i] = p;
        if (hasWon(cells, p)) {
          cells[i] = null;
          continue;
        }
        const through = [];
        LINES.forEach((line, k) => {
          if (line.includes(i) && line.filter((j) => cells[j] === p).length === 2 && line.some((j) => cells[j] === null)) {
            through.push(k);
          }
        });
        cells[i] = null;
        if (through.length >= 2) {
          threats.push({ player: p, direction: LINE_NAMES[through[0]][0], index: LINE_NAMES[through[0]][1], missingCell: toMove(i), type: 'fork' });
        }
      }
    }
    const ranked = rank(cells, player);
    const top = ranked[0];
    const evaluation = top.score > 0 ? 'winning' : top.score < 0 ? 'losing' : 'draw';
    const bestMove = { row: top.row, col: top.col };
    const mineNow = threats.find((t) => t.player === player && t.type === 'win-in-1');
    const theirs = threats.find((t) => t.player === opp && t.type === 'win-in-1');
    let explanation;
    if (mineNow) explanation = `Play (${mineNow.missingCell.row}, ${mineNow.missingCell.col}) to win.`;
    else if (theirs) explanation = `Block (${theirs.missingCell.row}, ${theirs.missingCell.col}) or you lose next turn.`;
    else if (evaluation === 'winning') explanation = `Play (${top.row}, ${top.col}): you win in ${Math.ceil(top.depth / 2)} moves with perfect play.`;
    else if (evaluation === 'draw') explanation = `Play (${top.row}, ${top.col}); with best play the game is a draw.`;
    else explanation = `Play (${top.row}, ${top.col}) to hold out longest.`;
    return { evaluation, bestMove, threats, explanation };
  }
}

// ---- utilities -------------------------------------------------------------------------

export const emptyBoard = () => [[null, null, null], [null, null, null], [null, null, null]];

export function applyMove(board, move, player) {
  const cells = toCells(board);
  const i = checkMove(move);
  checkPlayer(player);
  if (winnerOf(cells) !== null || isFull(cells)) throw coded(Error, 'GAME_OVER', 'the game is over');
  if (cells[i] !== null) throw coded(Error, 'CELL_OCCUPIED', 'that cell is taken');
  cells[i] = player;
  return toBoard(cells);
}

export const checkWin = (board, player) => hasWon(toCells(board), checkPlayer(player));
export const isBoardFull = (board) => isFull(toCells(board));
export function isDraw(board) {
  const cells = toCells(board);
  return isFull(cells) && winnerOf(cells) === null;
}
export const getAvailableMoves = (board) => emptyCells(toCells(board)).map(toMove);
export const opponent = (player) => other(checkPlayer(player));
export function getWinner(board) {
  const cells = toCells(board);
  const x = hasWon(cells, 'X');
  const o = hasWon(cells, 'O');
  return x && !o ? 'X' : o && !x ? 'O' : null;
}
export function getWinningLine(board) {
  const cells = toCells(board);
  const w = getWinner(board);
  if (w === null) return null;
  const line = LINES.find(([a, b, c]) => cells[a] === w && cells[b] === w && cells[c] === w);
  return line.map(toMove);
}
export const toFlat = (board) => toCells(board);
export const fromFlat = (cells) => toBoard(toCells(cells));
export const toOnChain = (board) => toCells(board).map((c) => (c === null ? 0 : c === 'X' ? 1 : 2));
export function fromOnChain(list) {
  if (!Array.isArray(list) || list.length !== 9) throw coded(TypeError, 'INVALID_BOARD', 'need 9 entries');
  return toBoard(list.map((n) => {
    const v = Number(n);
    if (v === 0) return null;
    if (v === 1) return 'X';
    if (v === 2) return 'O';
    throw coded(RangeError, 'INVALID_BOARD', `bad entry ${String(n)}`);
  }));
}

// ---- Simulator: chunks of games, setTimeout between chunks ------------------------------

export class Simulator {
  constructor({ seed } = {}) {
    this.seed = seed;
  }

  async run({ games, playerX, playerO, mctsIterations = 500, chunkSize = 100, seed = this.seed, onProgress }) {
    const base = typeof seed === 'number' ? seed : Math.floor(Math.random() * 2 ** 31);
    const engines = {
      X: new AIEngine({ difficulty: playerX, mctsIterations, seed: base * 2 + 1 }),
      O: new AIEngine({ difficulty: playerO, mctsIterations, seed: base * 2 + 2 }),
    };
    const result = { xWins: 0, oWins: 0, draws: 0, totalGames: 0, avgMoves: 0 };
    let moves = 0;
    while (result.totalGames < games) {
      const end = Math.min(games, result.totalGames + chunkSize);
      for (; result.totalGames < end; result.totalGames++) {
        let board = emptyBoard();
        let player = 'X';
        for (;;) {
          const move = engines[player].bestMove(board, player);
          if (move === null) break;
          board = applyMove(board, move, player);
          moves += 1;
          player = opponent(player);
        }
        const w = getWinner(board);
        if (w === 'X') result.xWins++;
        else if (w === 'O') result.oWins++;
        else result.draws++;
      }
      onProgress?.({ completed: result.totalGames, total: games, xWins: result.xWins, oWins: result.oWins, draws: result.draws });
      if (result.totalGames < games) await new Promise((resolve) => setTimeout(resolve, 0));
    }
    result.avgMoves = games === 0 ? 0 : moves / games;
    return result;
  }
}
