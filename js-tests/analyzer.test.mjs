// GameAnalyzer through the installed package (issue 4, API reference "GameAnalyzer"): the named positions of
// tests/analyzer.rs with their exact reports (so Rust and JS agree word for word), a check of
// every one of the 5,478 legal positions against the oracle and the Hard engine, and the
// API reference "Errors" errors.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import * as api from 'oxo-ai';
import * as oracle from './support/oracle.mjs';
import { expectCode, assertStillWorks } from './support/check.mjs';
import { reachablePositions, winningCells } from './support/games.mjs';

const { GameAnalyzer, AIEngine } = api;
const B = oracle.toBoard;
const analyzer = new GameAnalyzer();
// The referee's checks are opt-in (API reference "AIEngine"): `strict: true` restores them.
const strictAnalyzer = new GameAnalyzer({ strict: true });
const hard = new AIEngine({ difficulty: 'hard' });

const mv = (row, col) => ({ row, col });
/** A threat as API reference "Types" shapes it. */
const threat = (player, type, direction, index, [row, col]) => ({
  player, direction, index, missingCell: { row, col }, type,
});

// The table of tests/analyzer.rs (`fn table()`), entry for entry: name, board, player,
// evaluation, bestMove, threats, explanation.
const TABLE = [
  ['empty board', '.........', 'X', 'draw', mv(1, 1), [],
    'Play (1, 1); with best play the game is a draw.'],
  ['drawn after a corner opening and the center reply', 'X...O....', 'X', 'draw', mv(0, 2), [],
    'Play (0, 2); with best play the game is a draw.'],
  ['win now, though the opponent also threatens: win beats block', 'XX.OO....', 'X', 'winning', mv(0, 2),
    [threat('X', 'win-in-1', 'row', 0, [0, 2]), threat('O', 'win-in-1', 'row', 1, [1, 2])],
    'Play (0, 2) to win.'],
  ['O wins now against two X threats', 'OO.XX.X..', 'O', 'winning', mv(0, 2),
    [threat('O', 'win-in-1', 'row', 0, [0, 2]), threat('X', 'win-in-1', 'row', 1, [1, 2]),
      threat('X', 'win-in-1', 'diag', 1, [0, 2])],
    'Play (0, 2) to win.'],
  ['must block', 'XX..O....', 'O', 'draw', mv(0, 2),
    [threat('X', 'win-in-1', 'row', 0, [0, 2])],
    'Block (0, 2) or you lose next turn.'],
  ['must block one cell that two lines miss', 'O..OXXXOX', 'O', 'draw', mv(0, 2),
    [threat('X', 'win-in-1', 'col', 2, [0, 2]), threat('X', 'win-in-1', 'diag', 1, [0, 2])],
    'Block (0, 2) or you lose next turn.'],
  ['fork available', 'XO..X...O', 'X', 'winning', mv(2, 0),
    [threat('X', 'fork', 'row', 1, [1, 0]), threat('X', 'fork', 'col', 0, [2, 0])],
    'Play (2, 0) to create two threats at once; O can only block one.'],
  ['opponent fork to prevent: opposite corners', 'X...O...X', 'O', 'draw', mv(0, 1),
    [threat('X', 'fork', 'row', 0, [0, 2]), threat('X', 'fork', 'row', 2, [2, 0])],
    'Play (0, 1) to stop X from forking at (0, 2) or (2, 0); with best play the game is a draw.'],
  ['opponent fork to prevent by taking the center', '......XOX', 'O', 'draw', mv(1, 1),
    [threat('X', 'fork', 'col', 0, [0, 0]), threat('X', 'fork', 'col', 2, [0, 2]),
      threat('X', 'fork', 'diag', 0, [1, 1])],
    'Play (1, 1) to stop X from forking at (0, 0), (0, 2) or (1, 1); with best play the game is a draw.'],
  ['opponent has fork cells but every move holds the draw', '..OOXXX..', 'O', 'draw', mv(0, 0),
    [threat('X', 'fork', 'row', 2, [2, 1]), threat('X', 'fork', 'row', 2, [2, 2])],
    'Play (0, 0); with best play the game is a draw.'],
  ['double threat on the board: block one and hope', '....XOOXX', 'O', 'losing', mv(0, 0),
    [threat('X', 'win-in-1', 'col', 1, [0, 1]), threat('X', 'win-in-1', 'diag', 0, [0, 0])],
    'X has two winning threats, at (0, 0) and (0, 1); block (0, 0) and hope X misses the other.'],
  ['double threat on the board: the best move blocks neither', 'XX.X.O.O.', 'O', 'losing', mv(1, 1),
    [threat('X', 'win-in-1', 'row', 0, [0, 2]), threat('X', 'win-in-1', 'col', 0, [2, 0]),
      threat('O', 'fork', 'row', 2, [2, 2])],
    'X has two winning threats, at (0, 2) and (2, 0), and you cannot block both; play (1, 1) and hope X misses them.'],
  ['triple threat on the board', '....XXOOX', 'O', 'losing', mv(0, 0),
    [threat('X', 'win-in-1', 'row', 1, [1, 0]), threat('X', 'win-in-1', 'col', 2, [0, 2]),
      threat('X', 'win-in-1', 'diag', 0, [0, 0])],
    'X has three winning threats, at (0, 0), (0, 2) and (1, 0); block (0, 0) and hope X misses the others.'],
  ['lost, delay the loss', '..XX.O.XO', 'O', 'losing', mv(1, 1),
    [threat('X', 'fork', 'row', 0, [0, 0]), threat('X', 'fork', 'row', 0, [0, 1]),
      threat('X', 'fork', 'col', 1, [1, 1]), threat('X', 'fork', 'col', 0, [2, 0])],
    'Play (1, 1) to hold out longest; with best play X still wins in 2 moves.'],
  ['forced win for X in three moves', '.......OX', 'X', 'winning', mv(1, 1), [],
    'Play (1, 1): you win in 3 moves with perfect play.'],
  ['forced win for O although X has a fork cell', '......OXX', 'O', 'winning', mv(0, 0),
    [threat('X', 'fork', 'col', 1, [1, 1])],
    'Play (0, 0): you win in 3 moves with perfect play.'],
  ['finished: X won', 'XXXOO....', 'O', 'neutral', null, [],
    'X won with three in a row at (0, 0), (0, 1) and (0, 2).'],
  ['finished: O won', 'OOOXX.X..', 'X', 'neutral', null, [],
    'O won with three in a row at (0, 0), (0, 1) and (0, 2).'],
  ['finished: X won on a full board with two lines', 'XOXOXOXOX', 'O', 'neutral', null, [],
    'X won with three in a row at (0, 0), (1, 1) and (2, 2).'],
  ['finished: draw', 'XOXXOOOXX', 'O', 'neutral', null, [],
    'The game is a draw.'],
];

describe('named positions: the exact reports of tests/analyzer.rs', () => {
  test('the table has at least 15 positions', () => {
    assert.ok(TABLE.length >= 15);
    assert.equal(new Set(TABLE.map((c) => c[0])).size, TABLE.length);
  });

  for (const [name, s, player, evaluation, bestMove, threats, explanation] of TABLE) {
    test(`${name}: ${s}, ${player} to move`, () => {
      assert.ok(oracle.isReachable(s), `table entry ${s} is not reachable`);
      assert.deepEqual(analyzer.analyze(B(s), player), { evaluation, bestMove, threats, explanation });
    });
  }

  test('finished games are reported the same for either player', () => {
    for (const [, s, , evaluation] of TABLE) {
      if (evaluation !== 'neutral') continue;
      assert.deepEqual(analyzer.analyze(B(s), 'X'), analyzer.analyze(B(s), 'O'), s);
    }
  });

  test('flat and loosely written boards give the same report', () => {
    const s = 'XO..X...O';
    const loose = s.split('').map((c) => (c === '.' ? ' ' : c.toLowerCase()));
    assert.deepEqual(analyzer.analyze(loose, 'X'), analyzer.analyze(B(s), 'X'));
  });
});

// ---------------------------------------------------------------------------------------
// Every legal position

const DIRS = [['row', 0], ['row', 1], ['row', 2], ['col', 0], ['col', 1], ['col', 2], ['diag', 0], ['diag', 1]];

/** Win-in-1 lines of `p` on `s`: [lineIndex, missingCellIndex]. */
function winInOneLines(s, p) {
  const out = [];
  oracle.LINES.forEach((line, k) => {
    const mine = line.filter((i) => s[i] === p).length;
    const empty = line.filter((i) => s[i] === '.');
    if (mine === 2 && empty.length === 1) out.push([k, empty[0]]);
  });
  return out;
}

/** The threats API reference "GameAnalyzer" and docs/DESIGN.md's fork decision describe, built from the rules alone. */
function expectedThreats(s, me) {
  const them = oracle.opp(me);
  const out = [];
  for (const p of [me, them]) {
    for (const [k, i] of winInOneLines(s, p)) {
      out.push(threat(p, 'win-in-1', DIRS[k][0], DIRS[k][1], [Math.floor(i / 3), i % 3]));
    }
  }
  for (const p of [me, them]) {
    for (let i = 0; i < 9; i += 1) {
      if (s[i] !== '.') continue;
      const t = s.slice(0, i) + p + s.slice(i + 1);
      if (oracle.hasLine(t, p)) continue; // a winning cell is a win-in-1, never a fork
      const made = winInOneLines(t, p).filter(([k]) => oracle.LINES[k].includes(i));
      if (made.length >= 2) {
        const k = made[0][0];
        out.push(threat(p, 'fork', DIRS[k][0], DIRS[k][1], [Math.floor(i / 3), i % 3]));
      }
    }
  }
  return out;
}

const cellText = ({ row, col }) => `(${row}, ${col})`;
const VERDICT = { 1: 'winning', 0: 'draw', '-1': 'losing' };

describe('every one of the 5,478 legal positions', () => {
  const positions = reachablePositions();

  test('evaluation, bestMove, threats and explanation agree with the engine and the rules', () => {
    let live = 0;
    for (const s of positions) {
      const board = B(s);
      const me = oracle.sideToMove(s);
      const report = analyzer.analyze(board, me);
      assert.deepEqual(Object.keys(report).sort(), ['bestMove', 'evaluation', 'explanation', 'threats'], s);
      assert.equal(typeof report.explanation, 'string', s);
      assert.ok(report.explanation.length > 0, `${s}: empty explanation`);

      if (oracle.isOver(s)) {
        assert.equal(report.evaluation, 'neutral', s);
        assert.equal(report.bestMove, null, s);
        assert.deepEqual(report.threats, [], s);
        // Either player may be named on a finished board.
        assert.deepEqual(analyzer.analyze(board, oracle.opp(me)), report, s);
        const winner = oracle.hasLine(s, 'X') ? 'X' : oracle.hasLine(s, 'O') ? 'O' : null;
        if (winner) assert.match(report.explanation, new RegExp(`^${winner} won\\b`), s);
        else assert.equal(report.explanation, 'The game is a draw.', s);
        continue;
      }
      live += 1;

      const ranked = hard.rankedMoves(board, me);
      const value = Math.sign(ranked[0].score);
      assert.equal(report.evaluation, VERDICT[value], `${s}: verdict`);
      assert.deepEqual(report.bestMove, hard.bestMove(board, me), `${s}: bestMove is not Hard's`);
      const bestScore = ranked.find((m) => m.row === report.bestMove.row && m.col === report.bestMove.col).score;
      assert.equal(bestScore, ranked[0].score, `${s}: bestMove is not optimal`);
      assert.ok(report.explanation.includes(cellText(report.bestMove)),
        `${s}: "${report.explanation}" does not name ${cellText(report.bestMove)}`);

      assert.deepEqual(report.threats, expectedThreats(s, me), `${s}: threats`);
      for (const t of report.threats) {
        assert.equal(s[oracle.indexOf(t.missingCell)], '.', `${s}: ${JSON.stringify(t)} names a taken cell`);
        const after = api.applyMove(board, t.missingCell, t.player);
        if (t.type === 'win-in-1') {
          assert.ok(api.checkWin(after, t.player), `${s}: ${JSON.stringify(t)} does not win`);
          assert.deepEqual(api.getWinner(after), t.player, s);
        } else {
          assert.equal(api.checkWin(after, t.player), false, `${s}: a fork that wins at once`);
          const gaps = new Set(winningCells(toNotation(after), t.player));
          assert.ok(gaps.size >= 2, `${s}: ${JSON.stringify(t)} does not make two threats`);
        }
      }

      // The API reference's "GameAnalyzer" priority: a win in one, then a forced block.
      const wins = winningCells(s, me);
      const losses = winningCells(s, oracle.opp(me));
      if (wins.length > 0) {
        assert.ok(wins.includes(oracle.indexOf(report.bestMove)), `${s}: best move does not win at once`);
        assert.equal(report.explanation, `Play ${cellText(report.bestMove)} to win.`, s);
      } else if (losses.length === 1) {
        assert.equal(oracle.indexOf(report.bestMove), losses[0], s);
        assert.equal(report.explanation, `Block ${cellText(report.bestMove)} or you lose next turn.`, s);
      }
    }
    assert.equal(live, 4520);
  });
});

function toNotation(board) {
  return board.flat().map((c) => (c === null ? '.' : c)).join('');
}

// ---------------------------------------------------------------------------------------
// Errors (API reference "Errors"), each followed by a good call

describe('errors', () => {
  const good = () => {
    assertStillWorks(api, hard);
    assert.deepEqual(analyzer.analyze(B('XX..O....'), 'O').bestMove, { row: 0, col: 2 });
  };

  test('INVALID_BOARD (TypeError)', () => {
    for (const [bad, re] of [
      [undefined, /undefined/], [null, /null/], [42, /42/], [[['X', 'O']], /\b1\b/],
      [[[null, null, null], [null, 7, null], [null, null, null]], /\b7\b/],
      [['Z', null, null, null, null, null, null, null, null], /\bZ\b/],
    ]) {
      expectCode(() => analyzer.analyze(bad, 'X'), 'INVALID_BOARD', 'TypeError', [re]);
      good();
    }
  });

  test('INVALID_PLAYER (TypeError)', () => {
    for (const [bad, re] of [['x', /\bx\b/], ['Y', /\bY\b/], [null, /null/], [undefined, /undefined/], [1, /\b1\b/]]) {
      expectCode(() => analyzer.analyze(B('.........'), bad), 'INVALID_PLAYER', 'TypeError', [re]);
      good();
    }
  });

  test('IMPOSSIBLE_POSITION (Error), checked before game over and turn', () => {
    for (const [s, p] of [['OO.......', 'X'], ['XX.......', 'O'], ['XXXOOO...', 'X'], ['XXXOO.O..', 'O'], ['OOOXX.XX.', 'X']]) {
      expectCode(() => strictAnalyzer.analyze(B(s), p), 'IMPOSSIBLE_POSITION', 'Error');
      good();
    }
  });

  test('WRONG_TURN (Error) while the game is on', () => {
    for (const [s, p] of [['.........', 'O'], ['X........', 'X'], ['XX..O....', 'X']]) {
      expectCode(() => strictAnalyzer.analyze(B(s), p), 'WRONG_TURN', 'Error');
      good();
    }
  });
});
