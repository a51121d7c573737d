// A child process of the "gomoku" section (pool.mjs): loads both engines and quintet once, then
// answers each task the parent sends, `{ i, task }`, with `{ i, result }` or `{ i, error }`.
// Started with --experimental-wasm-modules (quintet.mjs says why).

import { at, cellOf, cellsNear, copyBoard } from './board.mjs';
import { keepsVcf, quietWin, refutes } from './checks.mjs';
import { BASELINE, BOARDS, playGame } from './match.mjs';
import { loadQuintet } from './quintet.mjs';

const NewEngine = (await import('oxo-ai/mnk')).MnkEngine;
const BaseEngine = (await import(`${BASELINE.package}/mnk`)).MnkEngine;
const GOMOKU = { rows: 15, cols: 15, k: 5 };
await loadQuintet();

/** Each engine's Hard move on a fixture position: a fresh engine, seed 1, `moveMs` a move. */
function moves(position, moveMs) {
  return [['new', NewEngine], ['baseline', BaseEngine]].map(([who, Engine]) => {
    const engine = new Engine(GOMOKU, { difficulty: 'hard', timeMs: moveMs, seed: 1 });
    try {
      const t = performance.now();
      const m = engine.bestMove(position.board, position.player);
      const ms = performance.now() - t;
      if (!m || at(position.board, cellOf(m.row, m.col)) !== null) throw new Error(`${who} played an illegal move ${JSON.stringify(m)}`);
      return { who, cell: cellOf(m.row, m.col), move: m, ms };
    } finally {
      engine.free?.();
    }
  });
}

/** Section 2: did each engine's move keep the side to move's VCF, or else still win one threat deep? */
function vcfTask({ position, moveMs }) {
  return moves(position, moveMs).map(({ who, cell, move, ms }) => {
    const k = keepsVcf(position.board, position.player, cell);
    return { who, move, ms, ...k, quietWin: k.kind === 'none' ? quietWin(position.board, position.player, cell) : undefined };
  });
}

/**
 * Section 3: did each engine's move refute the opponent's VCF? A listed move does; another
 * within 3 of a stone does not (the list has them all); one further away is judged here.
 */
function refuteTask({ position, moveMs }) {
  const listed = new Set(position.refutations.map((m) => cellOf(m.row, m.col)));
  const near = new Set(cellsNear(position.board, 3));
  return moves(position, moveMs).map(({ who, cell, move, ms }) => {
    let refuted = listed.has(cell);
    if (!refuted && !near.has(cell)) {
      const r = refutes(copyBoard(position.board), position.player, cell);
      refuted = r === 'yes' ? true : r === 'no' ? false : null;
    }
    return { who, move, ms, refuted, listed: listed.has(cell) };
  });
}

function gameTask(task) {
  return playGame({ ...task, board: BOARDS.find((b) => b.id === task.board) }, NewEngine, BaseEngine);
}

/** The baseline against itself from a match's opening: which colour the opening favours at the match's time. */
function selfPlayTask(task) {
  const { winner, plies } = playGame({ ...task, board: BOARDS.find((b) => b.id === task.board) }, BaseEngine, BaseEngine);
  return { winner, plies };
}

const RUN = { game: gameTask, selfPlay: selfPlayTask, vcf: vcfTask, refute: refuteTask };

process.on('message', ({ i, task }) => {
  try {
    process.send({ i, result: RUN[task.kind](task) });
  } catch (e) {
    process.send({ i, error: e.stack ?? String(e) });
  }
});
