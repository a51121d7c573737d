// oxo-ai/ultimate: UltimateGame's rules held to a slow reference of this file's own on seeded
// random games under both tiebreaks, the engine's legal moves held to UltimateGame's, the levels'
// tactics and reproducibility, the string form, and coded refusals after which the engine still
// answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { UltimateEngine, UltimateGame } from 'oxo-ai/ultimate';
import { expectCode } from './support/check.mjs';
import { makeRng } from './support/seeded.mjs';

/** A seeded generator's `next`. */
const rng = (seed) => makeRng(seed).next;

// The reference: a 9×9 array of 'X' / 'O' / null, read the slow, plain way.
const LINES = [[[0, 0], [0, 1], [0, 2]], [[1, 0], [1, 1], [1, 2]], [[2, 0], [2, 1], [2, 2]], [[0, 0], [1, 0], [2, 0]],
  [[0, 1], [1, 1], [2, 1]], [[0, 2], [1, 2], [2, 2]], [[0, 0], [1, 1], [2, 2]], [[0, 2], [1, 1], [2, 0]]];
const hasLine = (get, who) => LINES.some((line) => line.every(([r, c]) => get(r, c) === who));
const ref = {
  small(board, R, C) {
    const get = (r, c) => board[3 * R + r][3 * C + c];
    if (hasLine(get, 'X')) return 'X';
    if (hasLine(get, 'O')) return 'O';
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) if (get(r, c) === null) return null;
    return 'draw';
  },
  smalls(board) {
    return [0, 1, 2].map((R) => [0, 1, 2].map((C) => ref.small(board, R, C)));
  },
  /** [finished, winner] */
  end(board, tiebreak) {
    const s = ref.smalls(board);
    for (const who of ['X', 'O']) if (hasLine((r, c) => s[r][c], who)) return [true, who];
    if (s.flat().includes(null)) return [false, null];
    if (tiebreak === 'draw') return [true, null];
    const x = s.flat().filter((v) => v === 'X').length;
    const o = s.flat().filter((v) => v === 'O').length;
    return [true, x > o ? 'X' : o > x ? 'O' : null];
  },
  moves(board, last, tiebreak) {
    if (ref.end(board, tiebreak)[0]) return [];
    const s = ref.smalls(board);
    let target = null;
    if (last) {
      const [R, C] = [last.row % 3, last.col % 3];
      if (s[R][C] === null) target = [R, C];
    }
    const out = [];
    for (let row = 0; row < 9; row++) {
      for (let col = 0; col < 9; col++) {
        const [R, C] = [Math.floor(row / 3), Math.floor(col / 3)];
        if (board[row][col] !== null || s[R][C] !== null) continue;
        if (target && (target[0] !== R || target[1] !== C)) continue;
        out.push({ row, col });
      }
    }
    return out;
  },
  text(board, last) {
    return board.flat().map((c) => c ?? '.').join('') + (last ? ` ${last.row},${last.col}` : '');
  },
};

const empty = () => Array.from({ length: 9 }, () => Array(9).fill(null));
const other = (p) => (p === 'X' ? 'O' : 'X');

test('UltimateGame plays by the reference on 600 seeded random games under both tiebreaks, every refusal coded', () => {
  let plies = 0;
  let refused = 0;
  const ends = { X: 0, O: 0, draw: 0 };
  for (const tiebreak of ['draw', 'boards']) {
    const game = new UltimateGame({ tiebreak });
    assert.deepEqual(game.rules, { tiebreak });
    const random = rng(tiebreak === 'draw' ? 1 : 2);
    for (let g = 0; g < 300; g++) {
      let board = empty();
      let last = null;
      let player = 'X';
      let pos = game.start();
      for (;;) {
        const label = `${tiebreak} game ${g} ply ${plies}: ${ref.text(board, last)}`;
        assert.deepEqual(pos, { board, lastMove: last }, label);
        // Every form of the position reads the same.
        const text = game.toString(pos);
        assert.equal(text, ref.text(board, last), label);
        const flat = { board: board.flat(), lastMove: last };
        const want = ref.moves(board, last, tiebreak);
        for (const form of [pos, text, flat]) assert.deepEqual(game.getAvailableMoves(form), want, label);
        assert.deepEqual(game.getBoardWinners(text), ref.smalls(board), label);
        const [finished, winner] = ref.end(board, tiebreak);
        assert.equal(game.getWinner(pos), winner, label);
        assert.equal(game.isDraw(pos), finished && winner === null, label);
        // A few cells that are not moves: each refused with its code, the position unchanged.
        const legal = new Set(want.map((m) => m.row * 9 + m.col));
        for (let k = 0; k < 3; k++) {
          const i = Math.floor(random() * 81);
          if (legal.has(i)) continue;
          const move = { row: Math.floor(i / 9), col: i % 9 };
          const [R, C] = [Math.floor(move.row / 3), Math.floor(move.col / 3)];
          // The board the last move sends to, if open: the rules check closed boards, then that board, then the cell.
          const sent = last && ref.small(board, last.row % 3, last.col % 3) === null ? [last.row % 3, last.col % 3] : null;
          const elsewhere = sent !== null && (sent[0] !== R || sent[1] !== C);
          const code = finished ? 'GAME_OVER'
            : ref.small(board, R, C) !== null || elsewhere ? 'INVALID_MOVE' : 'CELL_OCCUPIED';
          expectCode(() => game.applyMove(pos, move, player), code, 'Error');
          refused += 1;
        }
        if (finished) {
          ends[winner ?? 'draw'] += 1;
          break;
        }
        const move = want[Math.floor(random() * want.length)];
        pos = game.applyMove(random() < 0.5 ? pos : text, move, player);
        board = board.map((row) => row.slice());
        board[move.row][move.col] = player;
        last = move;
        player = other(player);
        plies += 1;
      }
    }
  }
  assert.ok(plies > 20_000 && refused > 10_000, `${plies} plies, ${refused} refusals`);
  assert.ok(ends.X > 100 && ends.O > 100 && ends.draw > 20, JSON.stringify(ends));
});

/** A position of `moves` ({ row, col } in turn from X) played with UltimateGame. */
function played(game, moves) {
  let pos = game.start();
  moves.forEach((m, i) => { pos = game.applyMove(pos, m, i % 2 ? 'O' : 'X'); });
  return pos;
}

/** A random position `n` plies from the start of a seeded game (null if the game ended first). */
function randomPosition(game, random, n) {
  let pos = game.start();
  let player = 'X';
  for (let i = 0; i < n; i++) {
    const moves = game.getAvailableMoves(pos);
    if (moves.length === 0) return null;
    pos = game.applyMove(pos, moves[Math.floor(random() * moves.length)], player);
    player = other(player);
  }
  return game.getAvailableMoves(pos).length ? { pos, player } : null;
}

test("the engine's legal moves are UltimateGame's: rankedMoves lists each exactly once, on 150 random positions", () => {
  const game = new UltimateGame();
  const engine = new UltimateEngine(undefined, { seed: 7, maxPlayouts: 300 });
  const random = rng(3);
  let checked = 0;
  for (let i = 0; i < 150; i++) {
    const at = randomPosition(game, random, 1 + Math.floor(random() * 60));
    if (!at) continue;
    const key = (m) => m.row * 9 + m.col;
    const ranked = engine.rankedMoves(at.pos, at.player, { maxPlayouts: 300 });
    assert.deepEqual(ranked.map(key).sort((a, b) => a - b), game.getAvailableMoves(at.pos).map(key), game.toString(at.pos));
    for (const m of ranked) {
      assert.ok(m.winRate >= 0 && m.winRate <= 1, `winRate ${m.winRate}`);
      assert.ok((m.value === null) === (m.plies === null), 'value and plies are proven together');
    }
    const best = engine.bestMove(at.pos, at.player);
    assert.ok(game.getAvailableMoves(at.pos).some((m) => key(m) === key(best)), 'bestMove is legal');
    checked += 1;
  }
  assert.ok(checked > 100, `${checked} positions`);
});

/** An 81-character board with X on `xs` and O on `os` (each "row,col"). */
function boardText(xs, os) {
  const cells = Array(81).fill('.');
  for (const [marks, who] of [[xs, 'X'], [os, 'O']]) for (const rc of marks) { const [r, c] = rc.split(',').map(Number); cells[r * 9 + c] = who; }
  return cells.join('');
}
// X has won the top-left and top boards and holds (1, 6) and (1, 7) of the top-right one; O's
// marks are scattered over the other boards, none of them won.
const THREE = ['0,0', '0,1', '0,2', '0,3', '0,4', '0,5', '1,6', '1,7'];
const SCATTERED = ['3,2', '4,4', '5,7', '6,1', '7,4', '8,8', '3,6', '6,5'];
const X_WINS = boardText(THREE, SCATTERED);
// O's (3, 2), place (0, 2), sends X to the top-right board: (1, 8) wins the game.
const WIN_TEXT = `${X_WINS} 3,2`;
// The colours swapped, and O's last move (0, 5), place (0, 2): X is sent to the top-right board,
// where O would win the game at (1, 8).
const BLOCK_TEXT = `${boardText(SCATTERED, THREE)} 0,5`;

test('Hard (at timeMs 0 and 100), Medium and rankedMoves take a win of the game in one, and analyze says so', () => {
  const game = new UltimateGame();
  assert.deepEqual(game.getBoardWinners(WIN_TEXT)[0], ['X', 'X', null]);
  const win = { row: 1, col: 8 };
  assert.equal(game.getWinner(game.applyMove(WIN_TEXT, win, 'X')), 'X');
  for (const options of [{ timeMs: 0 }, { timeMs: 100 }, { difficulty: 'medium' }, { maxPlayouts: 50, seed: 1 }]) {
    assert.deepEqual(new UltimateEngine(undefined, options).bestMove(WIN_TEXT, 'X'), win, JSON.stringify(options));
  }
  const engine = new UltimateEngine(undefined, { timeMs: 50 });
  const [first] = engine.rankedMoves(WIN_TEXT, 'X');
  assert.deepEqual({ row: first.row, col: first.col, value: first.value }, { ...win, value: 'win' });
  const a = engine.analyze(WIN_TEXT, 'X');
  assert.deepEqual(a.bestMove, win);
  assert.equal(a.explanation, 'Play (1, 8) to win the game.');
});

/** Whether `player` can win the game at once in `pos`. */
function winsAtOnce(game, pos, player) {
  return game.getAvailableMoves(pos).some((m) => game.getWinner(game.applyMove(pos, m, player)) === player);
}

test("Hard (at timeMs 0 and 100) and Medium never leave the opponent a win of the game in one where a move avoids it", () => {
  const game = new UltimateGame();
  assert.deepEqual(game.getBoardWinners(BLOCK_TEXT)[0], ['O', 'O', null]);
  // X is sent to the top-right board. Its top row sends O to a won board (a free move) or to
  // that board itself, where O wins at (1, 8); (1, 8) and the bottom row do not.
  const safe = game.getAvailableMoves(BLOCK_TEXT).filter((m) => !winsAtOnce(game, game.applyMove(BLOCK_TEXT, m, 'X'), 'O'));
  assert.deepEqual(safe, [{ row: 1, col: 8 }, { row: 2, col: 6 }, { row: 2, col: 7 }, { row: 2, col: 8 }]);
  for (const options of [{ timeMs: 0 }, { timeMs: 100 }, { difficulty: 'medium', seed: 1 }, { maxPlayouts: 50, seed: 2 }]) {
    const m = new UltimateEngine(undefined, options).bestMove(BLOCK_TEXT, 'X');
    assert.ok(safe.some((x) => x.row === m.row && x.col === m.col), `${JSON.stringify(options)} played (${m.row}, ${m.col})`);
  }
  // Over random positions where the opponent threatens and a move avoids it, Hard at timeMs 0 always finds one.
  const random = rng(11);
  let threatened = 0;
  const hard = new UltimateEngine(undefined, { timeMs: 0, seed: 3 });
  for (let i = 0; i < 400 && threatened < 40; i++) {
    const at = randomPosition(game, random, 20 + Math.floor(random() * 40));
    if (!at || winsAtOnce(game, at.pos, at.player)) continue;
    const options = game.getAvailableMoves(at.pos).map((m) => game.applyMove(at.pos, m, at.player));
    const avoid = options.filter((q) => !winsAtOnce(game, q, other(at.player)));
    if (avoid.length === options.length || avoid.length === 0) continue;
    threatened += 1;
    const m = hard.bestMove(at.pos, at.player);
    assert.ok(!winsAtOnce(game, game.applyMove(at.pos, m, at.player), other(at.player)), `${game.toString(at.pos)}: (${m.row}, ${m.col}) lets ${other(at.player)} win`);
  }
  assert.ok(threatened >= 10, `${threatened} threatened positions`);
});

test('levels: Easy reaches every opening cell over seeds, answers replay for a seed and maxPlayouts, Hard beats Easy', () => {
  const game = new UltimateGame();
  const start = game.start();
  const seen = new Set();
  for (let seed = 0; seed < 1500; seed++) {
    const m = new UltimateEngine(undefined, { difficulty: 'easy', seed }).bestMove(start, 'X');
    seen.add(m.row * 9 + m.col);
  }
  assert.equal(seen.size, 81, 'Easy reaches every opening cell');
  const pos = played(game, [{ row: 4, col: 4 }, { row: 3, col: 3 }]);
  const replay = (seed) => {
    const engine = new UltimateEngine(undefined, { seed, maxPlayouts: 3000 });
    return [engine.bestMove(pos, 'X'), engine.rankedMoves(pos, 'X', { maxPlayouts: 2000 }), engine.analyze(pos, 'X')];
  };
  assert.deepEqual(replay(5), replay(5), 'the same seed and maxPlayouts replay the same answers');
  assert.deepEqual(replay('a string seed'), replay('a string seed'));
  for (const difficulty of ['easy', 'medium', 'hard']) {
    const m = new UltimateEngine(undefined, { difficulty, seed: 1, maxPlayouts: 500 }).bestMove(pos, 'X');
    assert.ok(game.getAvailableMoves(pos).some((x) => x.row === m.row && x.col === m.col), difficulty);
  }
  // Hard (400 playouts a move) against Easy, 4 games, each side X twice: Hard wins them all.
  for (let g = 0; g < 4; g++) {
    const hardPlays = g % 2 ? 'O' : 'X';
    const engines = { [hardPlays]: new UltimateEngine(undefined, { seed: g, maxPlayouts: 400 }), [other(hardPlays)]: new UltimateEngine(undefined, { difficulty: 'easy', seed: g }) };
    let p = game.start();
    for (let player = 'X'; game.getAvailableMoves(p).length; player = other(player)) p = game.applyMove(p, engines[player].bestMove(p, player), player);
    assert.equal(game.getWinner(p), hardPlays, `game ${g}: ${game.toString(p)}`);
  }
});

test('finished games: bestMove null, rankedMoves empty, analyze names the result', () => {
  const game = new UltimateGame();
  const won = game.applyMove(WIN_TEXT, { row: 1, col: 8 }, 'X');
  const engine = new UltimateEngine(undefined, { maxPlayouts: 100 });
  assert.equal(engine.bestMove(won, 'O'), null);
  assert.deepEqual(engine.rankedMoves(won, 'O'), []);
  const a = engine.analyze(won, 'O');
  assert.deepEqual({ ...a }, { winRate: 0, bestMove: null, value: null, plies: null, sendsTo: null, explanation: 'X has won: the game is over.' });
  assert.equal(engine.analyze({ board: won.board, lastMove: null }, 'X').winRate, 1);
  const fresh = engine.analyze(game.start(), 'X');
  assert.ok(fresh.bestMove && fresh.sendsTo, 'an opening move sends somewhere');
  assert.match(fresh.explanation, /^Play \(\d, \d\): it won \d+ % of the search's games\. It sends O to small board \(\d, \d\)\.$/);
});

test('bad input: every refusal is coded and names what it got; the engine answers after each', () => {
  const game = new UltimateGame();
  const engine = new UltimateEngine(undefined, { maxPlayouts: 50, seed: 1 });
  const canary = () => assert.ok(engine.bestMove(game.start(), 'X'));
  const start = game.start();
  const cases = [
    [() => new UltimateGame({ tiebreak: 'coin' }), 'INVALID_OPTION', 'TypeError', [/coin/]],
    [() => new UltimateGame(7), 'INVALID_OPTION', 'TypeError', [/7/]],
    [() => new UltimateEngine(undefined, { difficulty: 'expert' }), 'INVALID_OPTION', 'TypeError', [/expert/]],
    [() => new UltimateEngine(undefined, { timeMs: -1 }), 'INVALID_OPTION', 'RangeError', [/-1/]],
    [() => new UltimateEngine(undefined, { maxPlayouts: 1.5 }), 'INVALID_OPTION', 'RangeError', [/1\.5/]],
    [() => new UltimateEngine(undefined, { seed: -3 }), 'INVALID_OPTION', 'RangeError', [/-3/]],
    [() => game.getAvailableMoves(null), 'INVALID_BOARD', 'TypeError', [/null/]],
    [() => game.getAvailableMoves({ board: [[]], lastMove: null }), 'INVALID_BOARD', 'TypeError'],
    [() => game.getAvailableMoves('X'.repeat(80)), 'INVALID_BOARD', 'TypeError', [/XXXX/]],
    [() => game.getAvailableMoves(`${'.'.repeat(80)}Z`), 'INVALID_BOARD', 'TypeError'],
    [() => game.getAvailableMoves(`${'.'.repeat(81)} 9,0`), 'INVALID_BOARD', 'TypeError'],
    [() => game.getAvailableMoves({ board: start.board, lastMove: { row: 0, col: 0 } }), 'INVALID_BOARD', 'TypeError', [/\(0, 0\) is an empty cell/]],
    [() => game.getAvailableMoves({ board: start.board, lastMove: { row: 9, col: 0 } }), 'INVALID_BOARD', 'TypeError', [/lastMove/]],
    [() => game.applyMove(start, { row: 0, col: 9 }, 'X'), 'INVALID_MOVE', 'RangeError', [/\(0, 9\)/]],
    [() => game.applyMove(start, { row: 0, col: 0 }, 'x'), 'INVALID_PLAYER', 'TypeError', [/"x"/]],
    [() => game.applyMove(game.applyMove(start, { row: 0, col: 0 }, 'X'), { row: 4, col: 4 }, 'X'), 'INVALID_BOARD', 'TypeError', [/X's mark/]],
    [() => game.applyMove(game.applyMove(start, { row: 0, col: 0 }, 'X'), { row: 4, col: 4 }, 'O'), 'INVALID_MOVE', 'Error', [/small board \(0, 0\)/]],
    [() => game.applyMove(game.applyMove(start, { row: 0, col: 0 }, 'X'), { row: 0, col: 0 }, 'O'), 'CELL_OCCUPIED', 'Error', [/\(0, 0\)/]],
    [() => game.applyMove(WIN_TEXT, { row: 5, col: 5 }, 'X'), 'INVALID_MOVE', 'Error', [/sends this one to small board \(0, 2\)/]],
    [() => game.applyMove(`${X_WINS} 1,7`, { row: 0, col: 0 }, 'O'), 'INVALID_MOVE', 'Error', [/closed/]],
    [() => game.applyMove(BLOCK_TEXT, { row: 1, col: 8 }, 'O'), 'INVALID_BOARD', 'TypeError', [/O's mark/]],
    [() => game.applyMove(game.applyMove(WIN_TEXT, { row: 1, col: 8 }, 'X'), { row: 4, col: 4 }, 'O'), 'GAME_OVER', 'Error'],
    [() => engine.bestMove(start, 'Y'), 'INVALID_PLAYER', 'TypeError', [/"Y"/]],
    [() => engine.rankedMoves(start, 'X', { maxPlayouts: -1 }), 'INVALID_OPTION', 'RangeError', [/-1/]],
    [() => engine.analyze({ board: start.board.slice(1), lastMove: null }, 'X'), 'INVALID_BOARD', 'TypeError'],
    [() => new UltimateEngine(undefined, { strict: true }).bestMove(start, 'O'), 'WRONG_TURN', 'Error', [/X's turn/]],
    [() => new UltimateEngine(undefined, { strict: true }).bestMove(`XX${'.'.repeat(79)}`, 'O'), 'IMPOSSIBLE_POSITION', 'Error', [/X has 2 marks/]],
  ];
  for (const [call, code, cls, mentions] of cases) {
    expectCode(call, code, cls, mentions);
    canary();
  }
  // What was given is never changed.
  const pos = game.applyMove(start, { row: 4, col: 4 }, 'X');
  const copy = JSON.stringify(pos);
  engine.bestMove(pos, 'O');
  game.applyMove(pos, { row: 3, col: 3 }, 'O');
  assert.equal(JSON.stringify(pos), copy);
  engine.free();
  expectCode(() => engine.bestMove(start, 'X'), 'OBJECT_FREED', 'Error');
});

test('positions read in every accepted spelling: nested, flat, the string form with lowercase and dashes', () => {
  const game = new UltimateGame();
  const pos = played(game, [{ row: 4, col: 4 }, { row: 3, col: 3 }, { row: 0, col: 0 }]);
  const text = game.toString(pos);
  assert.equal(text.split(' ')[1], '0,0');
  const dashed = text.replace(/\./g, '-').replace('X', 'x');
  for (const form of [pos, text, dashed, { board: pos.board.flat().map((c) => c ?? ''), lastMove: pos.lastMove }]) {
    assert.deepEqual(game.getAvailableMoves(form), game.getAvailableMoves(pos));
    assert.equal(game.toString(form), text);
  }
  assert.equal(game.toString(game.start()), '.'.repeat(81));
  assert.deepEqual(game.parse(text), pos);
  assert.deepEqual(game.parse(dashed), pos);
});

test('sideToMove: the other player than the last move, else by the counts; null once over', () => {
  const game = new UltimateGame();
  assert.equal(game.sideToMove(game.start()), 'X');
  assert.equal(game.sideToMove(played(game, [{ row: 4, col: 4 }])), 'O');
  assert.equal(game.sideToMove(`X${'.'.repeat(80)}`), 'O');
  assert.equal(game.sideToMove(WIN_TEXT), 'X');
  assert.equal(game.sideToMove(BLOCK_TEXT), 'X');
  assert.equal(game.sideToMove(game.applyMove(WIN_TEXT, { row: 1, col: 8 }, 'X')), null);
});

test('analyze, then rankedMoves with maxPlayouts 0, read one search: the same best move and win rate', () => {
  const game = new UltimateGame();
  const pos = played(game, [{ row: 4, col: 4 }]);
  const engine = new UltimateEngine(undefined, { maxPlayouts: 4000, seed: 9 });
  assert.equal(engine.lastPlayouts, 0, 'before the first call');
  const a = engine.analyze(pos, 'O');
  assert.equal(engine.lastPlayouts, 4000, 'the search ran its budget');
  const [first] = engine.rankedMoves(pos, 'O', { maxPlayouts: 0 });
  assert.ok(engine.lastPlayouts <= 1, `read the kept tree with at most one playout more, ran ${engine.lastPlayouts}`);
  assert.deepEqual({ row: first.row, col: first.col }, a.bestMove);
  assert.equal(first.winRate, a.winRate);
});

test('memory: the tree is bounded; two engines searching past their node bound keep the module under 64 MiB', () => {
  // In a process of its own: the engines of the tests above, which they leave to the garbage
  // collector, must not count.
  const script = `
    import { createRequire } from 'node:module';
    import { dirname, join } from 'node:path';
    import { fileURLToPath } from 'node:url';
    import { UltimateEngine, UltimateGame } from 'oxo-ai/ultimate';
    const root = join(dirname(fileURLToPath(import.meta.resolve('oxo-ai/ultimate'))), '..');
    // The module's instance, as node/ultimate.cjs loaded it: initSync answers the existing exports.
    const wasm = createRequire(import.meta.url)(join(root, 'node', 'oxo_ai_ultimate.cjs')).initSync();
    const game = new UltimateGame();
    // 2 million playouts each, alternating moves so each keeps and compacts its tree: far past
    // the 1.5 million nodes each pool holds.
    const engines = { X: new UltimateEngine(undefined, { maxPlayouts: 2000000, seed: 1 }), O: new UltimateEngine(undefined, { maxPlayouts: 2000000, seed: 2 }) };
    let position = game.start();
    const playouts = [];
    for (const player of ['X', 'O', 'X', 'O']) {
      position = game.applyMove(position, engines[player].bestMove(position, player), player);
      playouts.push(engines[player].lastPlayouts);
    }
    console.log(JSON.stringify({ playouts, mib: wasm.memory.buffer.byteLength / 2 ** 20 }));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 180_000 });
  assert.equal(run.status, 0, run.stderr);
  const { playouts, mib } = JSON.parse(run.stdout);
  assert.deepEqual(playouts, [2_000_000, 2_000_000, 2_000_000, 2_000_000], 'each search ran its whole budget with its tree full');
  assert.ok(mib <= 64, `the ultimate module's memory is ${mib} MiB`);
});
