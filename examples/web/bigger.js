// The demo page's "Bigger boards" section: m,n,k-games from oxo-ai/mnk. `MnkGame` referees on the
// page (plain JavaScript, no wasm); the engine is oxo-ai/worker's `MnkEngine`, so its search runs
// in a worker and the page keeps drawing while it thinks. This file draws the board and decides
// when the engine moves and what a click means.
import { Games, MnkGame } from 'oxo-ai/mnk';
import { MnkEngine } from 'oxo-ai/worker';

const $ = (id) => document.getElementById(id);
const GAMES = { '4x4': Games.fourByFour, 'connect-four': Games.connectFour, gomoku: Games.gomoku, '3x3': Games.ticTacToe };
const NAMES = { '4x4': '4×4, four in a row', 'connect-four': 'Connect Four', gomoku: 'Gomoku (15×15, five in a row)', '3x3': '3×3' };

const state = {
  game: null, engine: null, board: null, human: 'X', toMove: 'X', moves: 0, token: 0, thinking: false,
  // Each column's value for the side to move, shown on the board when hints are on (gravity rules).
  columnHints: new Map(),
  // The Hint's best moves, best first, marked on the board by their rank (rules without gravity).
  marked: [],
};

/** How many moves the Hint marks on a board without gravity. */
const MARKED = 3;
const ORDINALS = ['first', 'second', 'third'];

/** Whether `player` is a person: the side chosen, or both sides in a two-player game. */
const isHuman = (player) => state.human === 'both' || player === state.human;

function setStatus(text, kind) {
  const status = $('mnk-status');
  status.textContent = text;
  status.dataset.state = kind;
}

function draw() {
  const { rules } = state.game;
  const grid = $('mnk-board');
  grid.style.gridTemplateColumns = `repeat(${rules.cols}, var(--mnk-cell))`;
  grid.dataset.rows = rules.rows;
  grid.dataset.cols = rules.cols;
  const line = state.game.getWinningLine(state.board) ?? [];
  const open = isHuman(state.toMove) && !state.thinking && !finished();
  const playable = new Set(open ? state.game.getAvailableMoves(state.board).map((m) => `${m.row},${m.col}`) : []);
  const cells = [];
  for (let row = 0; row < rules.rows; row++) {
    for (let col = 0; col < rules.cols; col++) {
      const mark = state.board[row][col];
      const cell = document.createElement('button');
      cell.type = 'button';
      cell.className = 'mnk-cell';
      cell.dataset.row = row;
      cell.dataset.col = col;
      if (mark) cell.dataset.mark = mark;
      cell.textContent = mark === null || rules.gravity ? '' : mark;
      // The column's value for the side to move, on the cell a disc would drop to.
      const hint = rules.gravity && open && playable.has(`${row},${col}`) ? state.columnHints.get(col) : undefined;
      if (hint) {
        cell.dataset.hint = hint.value ?? 'unproven';
        cell.textContent = hint.value === null ? '?' : hint.value === 'draw' ? 'D' : `${hint.value === 'win' ? 'W' : 'L'}${hint.plies}`;
        cell.title = valueName(hint);
      }
      // Without gravity: the Hint's best moves, numbered in order.
      const rank = open ? state.marked.findIndex((m) => m.row === row && m.col === col) : -1;
      if (rank >= 0) {
        const m = state.marked[rank];
        cell.dataset.hint = m.value ?? 'unproven';
        cell.dataset.rank = rank + 1;
        cell.textContent = String(rank + 1);
        cell.title = `${rank + 1}. ${markedName(m, rank)}`;
      }
      if (line.some((m) => m.row === row && m.col === col)) cell.classList.add('win');
      // Under gravity a click anywhere in a column drops the disc there.
      cell.disabled = !open || (rules.gravity ? !columnOpen(col, playable) : !playable.has(`${row},${col}`));
      cell.addEventListener('click', () => humanMove(rules.gravity ? col : { row, col }));
      cells.push(cell);
    }
  }
  grid.replaceChildren(...cells);
}

const columnOpen = (col, playable) => [...playable].some((key) => key.endsWith(`,${col}`));
const finished = () => state.game.getWinner(state.board) !== null || state.game.isDraw(state.board);

function announce() {
  const winner = state.game.getWinner(state.board);
  const who = state.human === 'both' ? `${winner} wins` : `${winner === state.human ? 'You win' : 'The engine wins'} (${winner})`;
  if (winner) setStatus(`${who} after ${state.moves} moves.`, 'over');
  else if (state.game.isDraw(state.board)) setStatus(`Draw after ${state.moves} moves.`, 'over');
  else if (isHuman(state.toMove)) setStatus(`${state.human === 'both' ? `${state.toMove} to move` : `Your move (${state.human})`}${state.game.rules.gravity ? ': click a column' : ''}.`, 'human');
}

function play(move, player) {
  state.board = state.game.applyMove(state.board, move, player);
  state.moves += 1;
  state.toMove = player === 'X' ? 'O' : 'X';
}

/** A move as the CLI names it: under gravity its column from 1, else its cell. */
const moveName = (move) => (state.game.rules.gravity ? `column ${move.col + 1}` : `(${move.row}, ${move.col})`);

/** A scored move's value for the player to move: "win in 7", "draw", "loss in 12", or "not proven". */
const valueName = ({ value, plies }) => (value === null ? 'not proven in time' : value === 'draw' ? 'draw' : `${value} in ${plies}`);

/** A marked move's line: its proven value, else its place in the search's order. */
const markedName = (m, rank) => `${moveName(m)}: ${m.value === null ? `the search's ${ORDINALS[rank]} choice` : valueName(m)}`;

const item = (textContent, className) => Object.assign(document.createElement('li'), { textContent, className });

/**
 * Waits for the engine's data (Connect Four's book, fetched in the worker; at once for other
 * rules), so that a hint asked for as the page opens is the book's exact values, not a search's
 * "not proven in time". Without the book the engine searches: the hint still comes.
 */
async function loaded() {
  await state.engine.ready().catch(() => {});
}

/**
 * The Hint (oxo-ai/mnk's rankedMoves, in the worker). Under gravity: every column's value under
 * perfect play, best first. Without gravity: the best few moves, numbered on the board and listed
 * (on Gomoku in the pattern search's order), after analyze's sentence, which names a forced win
 * or the defence against one when there is one.
 */
async function hint() {
  if (state.thinking || !isHuman(state.toMove) || finished()) return;
  const token = state.token;
  const played = state.moves;
  const list = $('mnk-hints');
  list.hidden = false;
  list.replaceChildren(item('Weighing every move…'));
  await loaded();
  if (token !== state.token) return;
  const moves = await state.engine.rankedMoves(state.board, state.toMove, { timeMs: Number($('mnk-time').value) });
  if (token !== state.token || played !== state.moves) return;
  if (state.game.rules.gravity) {
    list.replaceChildren(...moves.map((m) => item(`${moveName(m)}: ${valueName(m)}`, m.value ?? 'unproven')));
    return;
  }
  const analysis = await state.engine.analyze(state.board, state.toMove);
  if (token !== state.token || played !== state.moves) return;
  const keep = moves.filter((m) => m.value !== 'loss');
  state.marked = (keep.length ? keep : moves).slice(0, MARKED);
  list.replaceChildren(item(analysis.explanation, 'sentence'), ...state.marked.map((m, i) => Object.assign(item(markedName(m, i), m.value ?? 'unproven'), { value: i + 1 })));
  draw();
}

/**
 * With hints on, under gravity: each column's value for the side to move, on the board (win in n,
 * draw, loss in n, coloured), asked of the worker's engine at every turn a person plays.
 */
async function columnHints() {
  state.columnHints = new Map();
  if (!$('mnk-hints-on').checked || !state.game.rules.gravity || !isHuman(state.toMove) || finished()) return;
  const token = state.token;
  const moves = state.moves;
  await loaded();
  if (token !== state.token) return;
  const ranked = await state.engine.rankedMoves(state.board, state.toMove, { timeMs: Number($('mnk-time').value) });
  if (token !== state.token || moves !== state.moves) return;
  state.columnHints = new Map(ranked.map((m) => [m.col, m]));
  draw();
}

function humanMove(move) {
  if (state.thinking || !isHuman(state.toMove) || finished()) return;
  $('mnk-hints').hidden = true;
  play(move, state.toMove);
  state.columnHints = new Map();
  state.marked = [];
  draw();
  announce();
  if (finished()) return;
  if (isHuman(state.toMove)) columnHints().catch((e) => setStatus(`The hint failed: ${e.message}`, 'error'));
  else engineMove();
}

/** The engine's move, searched in the worker; a newer game drops the answer. */
async function engineMove() {
  const token = state.token;
  state.thinking = true;
  const player = state.toMove;
  setStatus(`The engine (${player}) is thinking…`, 'thinking');
  $('mnk-thinking').hidden = false;
  draw();
  const started = performance.now();
  try {
    const move = await state.engine.bestMove(state.board, player);
    if (token !== state.token) return;
    play(move, player);
    $('mnk-last').textContent = `The engine played ${moveName(move)} in ${Math.round(performance.now() - started)} ms.`;
  } catch (e) {
    if (token === state.token) setStatus(`The engine failed: ${e.message}`, 'error');
    return;
  } finally {
    if (token === state.token) {
      state.thinking = false;
      $('mnk-thinking').hidden = true;
    }
  }
  draw();
  announce();
  columnHints().catch((e) => setStatus(`The hint failed: ${e.message}`, 'error'));
}

function newGame() {
  state.token += 1;
  state.thinking = false;
  $('mnk-thinking').hidden = true;
  const key = $('mnk-game').value;
  const rules = GAMES[key];
  state.game = new MnkGame(rules);
  state.engine?.free().catch(() => {});
  state.engine = new MnkEngine(rules, { timeMs: Number($('mnk-time').value) });
  state.board = state.game.emptyBoard();
  state.human = $('mnk-side').value;
  state.toMove = 'X';
  state.moves = 0;
  $('mnk-last').textContent = '';
  $('mnk-hints').hidden = true;
  $('mnk-board').dataset.game = key;
  $('mnk-title').textContent = NAMES[key];
  state.columnHints = new Map();
  state.marked = [];
  draw();
  announce();
  if (!isHuman('X')) engineMove();
  else columnHints().catch((e) => setStatus(`The hint failed: ${e.message}`, 'error'));
}

export function setUpBiggerBoards() {
  $('mnk-game').replaceChildren(...Object.keys(GAMES).map((key) => new Option(NAMES[key], key)));
  $('mnk-game').value = 'connect-four';
  for (const id of ['mnk-game', 'mnk-side', 'mnk-time']) $(id).addEventListener('change', newGame);
  $('mnk-hints-on').addEventListener('change', () => {
    state.columnHints = new Map();
    draw();
    columnHints().catch((e) => setStatus(`The hint failed: ${e.message}`, 'error'));
  });
  $('mnk-new').addEventListener('click', newGame);
  $('mnk-hint').addEventListener('click', () => hint().catch((e) => setStatus(`The hint failed: ${e.message}`, 'error')));
  newGame();
}
