// The demo page's "Ultimate tic-tac-toe" section, from oxo-ai/ultimate. `UltimateGame` referees on
// the page (plain JavaScript, no wasm); the engine is oxo-ai/worker's `UltimateEngine`, so its
// search runs in a worker and the page keeps drawing while it thinks. This file draws the board,
// highlights the small board the side to move is sent to, and shows hints as win rates on the cells.
import { UltimateGame } from 'oxo-ai/ultimate';
import { UltimateEngine } from 'oxo-ai/worker';

const $ = (id) => document.getElementById(id);
const game = new UltimateGame();

const state = { engine: null, position: null, human: 'X', level: 'hard', token: 0, thinking: false, hints: new Map() };

function setStatus(text, kind) {
  const status = $('ult-status');
  status.textContent = text;
  status.dataset.state = kind;
}

const finished = () => game.getAvailableMoves(state.position).length === 0;
const toMove = () => game.sideToMove(state.position);

function draw() {
  const { board, lastMove } = state.position;
  const winners = game.getBoardWinners(state.position);
  const open = toMove() === state.human && !state.thinking && !finished();
  const playable = new Set(game.getAvailableMoves(state.position).map((m) => m.row * 9 + m.col));
  const boards = [];
  for (let b = 0; b < 9; b++) {
    const [R, C] = [Math.floor(b / 3), b % 3];
    const small = document.createElement('div');
    small.className = 'ult-small';
    const won = winners[R][C];
    if (won) small.dataset.won = won;
    // The board (or boards) the side to move may play in.
    if (!finished() && [...playable].some((i) => Math.floor(i / 27) === R && Math.floor((i % 9) / 3) === C)) small.classList.add('target');
    for (let k = 0; k < 9; k++) {
      const row = R * 3 + Math.floor(k / 3);
      const col = C * 3 + (k % 3);
      const cell = document.createElement('button');
      cell.type = 'button';
      cell.className = 'ult-cell';
      cell.dataset.row = row;
      cell.dataset.col = col;
      const mark = board[row][col];
      if (mark) cell.dataset.mark = mark;
      if (lastMove && lastMove.row === row && lastMove.col === col) cell.classList.add('last');
      const hint = state.hints.get(row * 9 + col);
      cell.textContent = mark ?? (hint === undefined ? '' : `${Math.round(hint * 100)}`);
      if (hint !== undefined && !mark) cell.classList.add('hint');
      cell.disabled = !open || !playable.has(row * 9 + col);
      cell.addEventListener('click', () => humanMove({ row, col }));
      small.append(cell);
    }
    if (won) small.append(Object.assign(document.createElement('span'), { className: 'ult-won', textContent: won === 'draw' ? '–' : won }));
    boards.push(small);
  }
  $('ult-board').replaceChildren(...boards);
}

function announce() {
  const winner = game.getWinner(state.position);
  if (winner) setStatus(`${winner === state.human ? 'You win' : 'The engine wins'} (${winner}).`, 'over');
  else if (finished()) setStatus('Draw: no move is left.', 'over');
  else if (toMove() === state.human) setStatus(`Your move (${state.human}): play in a highlighted board.`, 'human');
}

/** Win rates on the cells and the analysis's sentence, from the worker's engine. */
async function hint() {
  if (state.thinking || toMove() !== state.human || finished()) return;
  const token = state.token;
  $('ult-advice').textContent = 'Weighing every move…';
  const analysis = await state.engine.analyze(state.position, state.human);
  const moves = await state.engine.rankedMoves(state.position, state.human, { maxPlayouts: 0 });
  if (token !== state.token) return;
  state.hints = new Map(moves.map((m) => [m.row * 9 + m.col, m.winRate]));
  $('ult-advice').textContent = analysis.explanation;
  draw();
}

function humanMove(move) {
  if (state.thinking || toMove() !== state.human || finished()) return;
  state.position = game.applyMove(state.position, move, state.human);
  state.hints = new Map();
  $('ult-advice').textContent = '';
  draw();
  announce();
  if (!finished()) engineMove();
}

/** The engine's move, searched in the worker; a newer game drops the answer. */
async function engineMove() {
  const token = state.token;
  const player = toMove();
  state.thinking = true;
  setStatus(`The engine (${player}, ${state.level}) is thinking…`, 'thinking');
  $('ult-thinking').hidden = false;
  draw();
  const started = performance.now();
  try {
    const move = await state.engine.bestMove(state.position, player);
    if (token !== state.token) return;
    state.position = game.applyMove(state.position, move, player);
    $('ult-last').textContent = `The engine played (${move.row}, ${move.col}) in ${Math.round(performance.now() - started)} ms.`;
  } catch (e) {
    if (token === state.token) setStatus(`The engine failed: ${e.message}`, 'error');
    return;
  } finally {
    if (token === state.token) {
      state.thinking = false;
      $('ult-thinking').hidden = true;
    }
  }
  draw();
  announce();
}

function newGame() {
  state.token += 1;
  state.thinking = false;
  $('ult-thinking').hidden = true;
  state.level = $('ult-level').value;
  state.engine?.free().catch(() => {});
  state.engine = new UltimateEngine(undefined, { difficulty: state.level, timeMs: Number($('ult-time').value) });
  state.position = game.start();
  state.human = $('ult-side').value;
  state.hints = new Map();
  $('ult-last').textContent = '';
  $('ult-advice').textContent = '';
  draw();
  announce();
  if (state.human !== 'X') engineMove();
}

export function setUpUltimate() {
  for (const id of ['ult-level', 'ult-side', 'ult-time']) $(id).addEventListener('change', newGame);
  $('ult-new').addEventListener('click', newGame);
  $('ult-hint').addEventListener('click', () => hint().catch((e) => setStatus(`The hint failed: ${e.message}`, 'error')));
  newGame();
}

