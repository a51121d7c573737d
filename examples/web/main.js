// The oxo-ai demo page: a thin front end over the package's public API, imported by name as any
// app imports it (Vite resolves 'oxo-ai' to the package's browser entry). The game is refereed
// by the package's `Game` (turns, legality, the end); hints, advice, threats, the review of a
// finished game (`game.review()`) and simulations come from the package too. This file draws
// them and decides when an engine moves and what a click means.
import { AIEngine, Difficulty, Game, GameAnalyzer, Simulator } from 'oxo-ai';
import { setUpBiggerBoards } from './bigger.js';
import { setUpUltimate } from './ultimate.js';

const $ = (id) => document.getElementById(id);
const LEVELS = Object.values(Difficulty);
const fmt = (n) => n.toLocaleString('en-US');
const cellName = ({ row, col }) => `(${row}, ${col})`;
const analyzer = new GameAnalyzer();
const ranker = new AIEngine({ difficulty: Difficulty.Hard });
// The 'adaptive' seat: a Hard engine that retunes its skill after each finished game so that its
// opponent scores about half (API reference "An opponent that adapts"). The skill slider sets the skill it starts at; at the
// slider's top (100, "the level itself" for a fixed seat) the option is left out and it starts
// where the package starts it.
const ADAPTIVE = 'adaptive';
const ADAPTIVE_OPTIONS = { difficulty: Difficulty.Hard, adaptive: { target: 0.5 } };

/** A seed field: empty means fresh randomness, digits a number, anything else a text seed. */
function readSeed(input) {
  const text = input.value.trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** A number field as the package should see it; an empty or garbled field reads as NaN. */
const readNumber = (input) => (input.value.trim() === '' ? NaN : Number(input.value));

function fillSelect(select, values, selected) {
  select.replaceChildren(...values.map((v) => new Option(v, v, false, v === selected)));
}

// --- the game ------------------------------------------------------------------------------

const game = {
  referee: new Game(),
  seats: { X: 'human', O: 'hard' },
  skill: undefined, // the engines' skill option; undefined at 100: the level itself
  engines: {},
  // Per adaptive seat: { engine, key, start, games }. It outlives "New game", or it could not
  // adapt; a change to what it was made with (its options, its opponent's seat) makes a new one.
  adaptive: {},
  playing: {}, // an adaptive seat's skill in this game (engine.skill moves once the game ends)
  observed: false, // the adaptive seats were told the result of this game
  broken: false, // the engines could not be made (bad options): no game to play
  token: 0, // bumped by every new game, so a pending engine move of an old game is dropped
  error: null,
};

const cells = [];
function buildBoard() {
  const board = $('board');
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      const cell = document.createElement('button');
      cell.type = 'button';
      cell.className = 'cell';
      cell.dataset.row = row;
      cell.dataset.col = col;
      cell.setAttribute('role', 'gridcell');
      cell.setAttribute('aria-label', `row ${row}, column ${col}`);
      cell.innerHTML = '<span class="mark"></span><span class="hint-label"></span>';
      cell.addEventListener('click', () => humanMove({ row, col }));
      board.append(cell);
      cells.push(cell);
    }
  }
}

/** An engine seat as shown: its level, and its skill when the slider sets one (or it adapts). */
function seatName(player) {
  const level = game.seats[player];
  if (level === ADAPTIVE) {
    const name = `${ADAPTIVE} (${ADAPTIVE_OPTIONS.difficulty})`;
    return game.playing[player] === undefined ? name : `${name}, skill ${game.playing[player]}`;
  }
  return level === 'human' || game.skill === undefined ? level : `${level}, skill ${game.skill}`;
}

function seatLabel(player) {
  return game.seats[player] === 'human' ? 'you' : seatName(player);
}

/** The side to move, or null once the game is over (or cannot start). */
const toMove = () => (game.broken ? null : game.referee.toMove);

function newGame() {
  game.token += 1;
  game.referee.free();
  game.referee = new Game();
  game.broken = false;
  game.error = null;
  game.seats = { X: $('seat-x').value, O: $('seat-o').value };
  // The slider's top is the level itself, so the option is left out there and every level can
  // play; below it, the package decides which levels take a skill and says so if one does not.
  const skill = Number($('skill').value);
  game.skill = skill < 100 ? skill : undefined;
  for (const [p, engine] of Object.entries(game.engines)) {
    if (game.adaptive[p]?.engine !== engine) engine.free();
  }
  game.engines = {};
  game.playing = {};
  game.observed = false;
  try {
    const options = { seed: readSeed($('seed')), mctsIterations: readNumber($('iterations')) };
    if (game.skill !== undefined) options.skill = game.skill;
    for (const p of ['X', 'O']) {
      const seat = game.seats[p];
      if (seat === ADAPTIVE) {
        game.engines[p] = adaptiveEngine(p, options);
        game.playing[p] = game.engines[p].skill;
      } else {
        dropAdaptive(p);
        if (seat !== 'human') game.engines[p] = new AIEngine({ difficulty: seat, ...options });
      }
    }
  } catch (e) {
    // The package checks the options; its message names the bad value.
    game.error = e.message;
    game.broken = true;
  }
  render();
  scheduleEngine();
}

function dropAdaptive(player) {
  game.adaptive[player]?.engine.free();
  delete game.adaptive[player];
}

/** The adaptive seat's engine: the one it has, unless it was made with other options. */
function adaptiveEngine(player, options) {
  const key = JSON.stringify({ options, opponent: game.seats[player === 'X' ? 'O' : 'X'] });
  if (game.adaptive[player]?.key !== key) {
    dropAdaptive(player);
    const engine = new AIEngine({ ...ADAPTIVE_OPTIONS, ...options });
    game.adaptive[player] = { engine, key, start: engine.skill, games: 0 };
  }
  return game.adaptive[player].engine;
}

/** Once a game is over, each adaptive seat is told its result, from its side, exactly once. */
function observeResult() {
  if (game.observed || game.referee.toMove !== null) return;
  game.observed = true;
  const { winner } = game.referee;
  for (const p of ['X', 'O']) {
    const seat = game.adaptive[p];
    if (game.seats[p] !== ADAPTIVE || seat?.engine !== game.engines[p]) continue;
    seat.engine.observe(winner === null ? 'draw' : winner === p ? 'win' : 'loss');
    seat.games += 1;
  }
}

/** The side to move plays `move`; the referee refuses an illegal one and changes nothing. */
function play(move) {
  game.referee.play(move);
  game.error = null;
  observeResult();
  render();
  scheduleEngine();
}

function humanMove(move) {
  const player = toMove();
  if (player === null || game.seats[player] !== 'human') return;
  try {
    play(move);
  } catch (e) {
    game.error = e.message; // e.g. the package's "cell (1, 1) is already taken"
    render();
  }
}

function scheduleEngine() {
  const player = toMove();
  if (player === null || game.seats[player] === 'human') return;
  const token = game.token;
  setTimeout(() => {
    if (token !== game.token || toMove() !== player) return;
    play(game.engines[player].bestMove(game.referee.board, player));
  }, Number($('delay').value));
}

function describeThreat(t) {
  const line = t.direction === 'row' ? `row ${t.index}` : t.direction === 'col' ? `column ${t.index}`
    : t.index === 0 ? 'the diagonal (0, 0)-(2, 2)' : 'the diagonal (0, 2)-(2, 0)';
  return t.type === 'win-in-1'
    ? `${t.player} can win at ${cellName(t.missingCell)}, completing ${line}`
    : `${t.player} can fork at ${cellName(t.missingCell)}: two threats at once, first along ${line}`;
}

function render() {
  const { referee } = game;
  const board = referee.board;
  const history = referee.history;
  const player = toMove();
  // Whose turn the panels speak for: the side to move, or the side that moved last at the end.
  const speaker = referee.toMove ?? (history.length % 2 === 1 ? 'X' : 'O');
  const over = player === null;
  const winLine = referee.winningLine ?? [];
  const hints = new Map();
  const showHints = $('hint').checked && !over;
  if (showHints) {
    for (const m of ranker.rankedMoves(board, player)) hints.set(`${m.row},${m.col}`, m);
  }
  const last = history.at(-1);
  for (const cell of cells) {
    const row = Number(cell.dataset.row);
    const col = Number(cell.dataset.col);
    const value = board[row][col];
    cell.querySelector('.mark').textContent = value ?? '';
    cell.dataset.mark = value ?? '';
    cell.classList.toggle('win', winLine.some((m) => m.row === row && m.col === col));
    cell.classList.toggle('last', Boolean(last && last.row === row && last.col === col));
    const hint = hints.get(`${row},${col}`);
    const label = cell.querySelector('.hint-label');
    if (hint) {
      const outcome = hint.score > 0 ? 'win' : hint.score < 0 ? 'loss' : 'draw';
      cell.dataset.hint = outcome;
      cell.dataset.depth = hint.depth;
      label.textContent = `${outcome} ${hint.depth}`;
      cell.title = `${outcome} with perfect play; the game ends ${hint.depth} moves from now (score ${hint.score.toFixed(3)})`;
    } else {
      delete cell.dataset.hint;
      delete cell.dataset.depth;
      label.textContent = '';
      cell.removeAttribute('title');
    }
    cell.disabled = over || game.seats[player] !== 'human';
  }
  $('hint-legend').hidden = !showHints;
  $('hint-player').textContent = `${speaker} (${seatLabel(speaker)})`;

  const { winner } = referee;
  let status;
  if (game.broken) status = `Cannot start: ${game.error}`;
  else if (winner) status = `${winner} (${seatLabel(winner)}) wins in ${history.length} moves.`;
  else if (over) status = `Draw after ${history.length} moves.`;
  else if (game.seats[player] === 'human') status = `${player} to move: your turn, click a cell.`;
  else status = `${player} (${seatName(player)}) is thinking…`;
  if (game.error && !game.broken) status += ` ${game.error}.`;
  $('status').textContent = status;
  $('status').classList.toggle('error', Boolean(game.error));
  $('status').dataset.state = game.broken ? 'error' : winner ? `won-${winner}` : over ? 'draw' : `turn-${player}`;
  renderAdaptive();

  // The analyzer reports on the position with the side to move (either side once it is over).
  if (game.broken) {
    $('evaluation').textContent = '';
    $('explanation').textContent = '';
    $('threats').replaceChildren();
  } else {
    const report = analyzer.analyze(board, speaker);
    $('evaluation').textContent = report.evaluation === 'neutral'
      ? 'The game is over.'
      : `${player} to move: ${report.evaluation} with perfect play.`;
    $('explanation').textContent = report.explanation;
    const items = report.threats.map((t) => {
      const li = document.createElement('li');
      li.textContent = describeThreat(t);
      li.className = `threat ${t.type} player-${t.player}`;
      return li;
    });
    if (items.length === 0) {
      const li = document.createElement('li');
      li.textContent = 'none';
      li.className = 'muted';
      items.push(li);
    }
    $('threats').replaceChildren(...items);
  }
  $('moves').replaceChildren(...history.map((m, i) => {
    const mover = i % 2 === 0 ? 'X' : 'O';
    const li = document.createElement('li');
    li.textContent = `${mover} (${seatName(mover)}) ${cellName(m)}`;
    return li;
  }));
  renderReview(over && !game.broken);
}

/** Each adaptive seat: the skill it started at, the one it has settled on, and after how many games. */
function renderAdaptive() {
  const lines = ['X', 'O'].filter((p) => game.seats[p] === ADAPTIVE && game.adaptive[p]).map((p) => {
    const { engine, start, games } = game.adaptive[p];
    return games === 0
      ? `adaptive seat ${p}: skill ${start}, no finished game yet`
      : `adaptive seat ${p}: skill ${start} → ${engine.skill} after ${games} game${games === 1 ? '' : 's'}`;
  });
  $('adaptive').hidden = lines.length === 0;
  $('adaptive-skill').textContent = lines.join(' · ');
}

/** A player's accuracy as the review gives it, and how many of their moves it stands for. */
function accuracyText(review, player) {
  const share = review.accuracy[player];
  const who = `${player} (${seatLabel(player)})`;
  if (share === null) return `${who}: no moves`;
  const n = review.moves.filter((m) => m.player === player).length;
  return `${who} ${Math.round(share * 100)}% (${Math.round(share * n)} of ${n} moves)`;
}

/** Once the game is over: the referee's review, every move's label and sentence. */
function renderReview(show) {
  $('review').hidden = !show;
  $('moves').hidden = show; // the review lists every move again, with its label
  if (!show) {
    $('review-accuracy').textContent = '';
    $('review-turning').textContent = '';
    $('review-moves').replaceChildren();
    return;
  }
  const review = game.referee.review();
  $('review-accuracy').textContent = `Accuracy: ${accuracyText(review, 'X')} · ${accuracyText(review, 'O')}`;
  const t = review.turningPoint;
  const turning = t === null ? null : review.moves[t];
  $('review-turning').textContent = turning
    ? `Turning point: move ${t + 1}, ${turning.player} (${seatLabel(turning.player)}) ${cellName(turning.move)}, a ${turning.label}.`
    : 'Turning point: none, no move changed the outcome.';
  $('review-turning').dataset.index = t ?? '';
  $('review-moves').replaceChildren(...review.moves.map((m, i) => {
    const li = document.createElement('li');
    li.className = `review-move${i === t ? ' turning' : ''}`;
    li.dataset.label = m.label;
    const label = document.createElement('span');
    label.className = `label label-${m.label}`;
    label.textContent = m.label;
    const who = document.createElement('span');
    who.className = 'who';
    who.textContent = ` ${m.player} ${cellName(m.move)}: `;
    const sentence = document.createElement('span');
    sentence.className = 'sentence';
    sentence.textContent = m.explanation;
    li.append(label, who, sentence);
    return li;
  }));
}

// --- the simulator -------------------------------------------------------------------------

let running = null; // { controller } while a simulation runs

/** Games per chunk: a chunk should take a few milliseconds so the page keeps drawing. */
function chunkSizeFor(playerX, playerO, iterations) {
  if (playerX === 'mcts' || playerO === 'mcts') {
    return Math.max(1, Math.min(500, Math.round(5000 / (Number.isFinite(iterations) && iterations > 0 ? iterations : 500))));
  }
  return 500;
}

function showTable(t) {
  const total = t.totalGames;
  const share = (n) => (total === 0 ? '–' : `${((n * 100) / total).toFixed(2)}%`);
  for (const tr of $('sim-results').tBodies[0].rows) {
    const key = tr.dataset.key;
    if (key === 'avgMoves') {
      tr.cells[1].textContent = t.avgMoves === undefined ? '–' : `${Number(t.avgMoves.toFixed(4))} moves`;
    } else {
      tr.cells[1].textContent = fmt(t[key]);
      tr.cells[2].textContent = key === 'totalGames' ? (total === 0 ? '–' : '100%') : share(t[key]);
    }
  }
}

/** Watches the page draw frames during a run: proof it stays responsive. */
function frameMeter() {
  let frames = 0;
  let worst = 0;
  let last = performance.now();
  let id = 0;
  const tick = (now) => {
    frames += 1;
    worst = Math.max(worst, now - last);
    last = now;
    id = requestAnimationFrame(tick);
  };
  id = requestAnimationFrame(tick);
  return {
    stop() {
      cancelAnimationFrame(id);
      return { frames, worst };
    },
  };
}

const SVG = 'http://www.w3.org/2000/svg';
function svg(tag, attrs = {}, text) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (text !== undefined) el.textContent = text;
  return el;
}

/** Outcomes as one stacked bar; the result's game lengths as a histogram with its mean marked. */
function drawChart(result) {
  const width = 420;
  const root = svg('svg', { viewBox: `0 0 ${width} 262`, width, height: 262, role: 'img' });
  root.append(svg('text', { x: 0, y: 14, class: 'chart-title' }, `Outcomes of ${fmt(result.totalGames)} games`));
  const parts = [['xWins', 'X wins', 'x'], ['oWins', 'O wins', 'o'], ['draws', 'draws', 'd']];
  let x = 0;
  const barWidth = width;
  for (const [key, label, cls] of parts) {
    const w = result.totalGames === 0 ? 0 : (result[key] / result.totalGames) * barWidth;
    const g = svg('g', { class: `outcome outcome-${cls}`, 'data-key': key, 'data-count': result[key] });
    g.append(svg('rect', { x, y: 22, width: w, height: 26 }));
    g.append(svg('title', {}, `${label}: ${fmt(result[key])}`));
    root.append(g);
    x += w;
  }
  parts.forEach(([key, label, cls], i) => {
    const lx = i * 140;
    root.append(svg('rect', { x: lx, y: 56, width: 10, height: 10, class: `outcome-${cls}` }));
    root.append(svg('text', { x: lx + 14, y: 65, class: 'chart-label' }, `${label} ${fmt(result[key])}`));
  });

  const top = 112;
  const plotHeight = 110;
  const { lengths } = result;
  root.append(svg('text', { x: 0, y: top - 24, class: 'chart-title' },
    lengths ? `Game lengths of all ${fmt(result.totalGames)} games (mean ${Number(result.avgMoves.toFixed(2))})`
      : 'Game lengths: the run was cancelled'));
  if (!lengths) return root;
  // No game ends before its fifth move: X needs three marks.
  const bins = [5, 6, 7, 8, 9];
  const max = Math.max(1, ...bins.map((b) => lengths[b]));
  const slot = width / bins.length;
  bins.forEach((b, i) => {
    const n = lengths[b];
    const h = (n / max) * plotHeight;
    const g = svg('g', { class: 'length-bar', 'data-length': b, 'data-count': n });
    g.append(svg('rect', { x: i * slot + 10, y: top + plotHeight - h, width: slot - 20, height: h }));
    g.append(svg('text', { x: i * slot + slot / 2, y: top + plotHeight - h - 3, 'text-anchor': 'middle', class: 'chart-label' }, fmt(n)));
    g.append(svg('text', { x: i * slot + slot / 2, y: top + plotHeight + 16, 'text-anchor': 'middle', class: 'chart-label' }, `${b} moves`));
    root.append(g);
  });
  // The simulator's exact mean, on the same axis as the bins (5 moves = centre of the first).
  if (result.totalGames > 0) {
    const mx = (result.avgMoves - 5) * slot + slot / 2;
    root.append(svg('line', { x1: mx, x2: mx, y1: top, y2: top + plotHeight, class: 'mean-line' }));
  }
  return root;
}

async function runSimulation() {
  if (running) return;
  const games = readNumber($('sim-games'));
  const playerX = $('sim-x').value;
  const playerO = $('sim-o').value;
  const mctsIterations = readNumber($('sim-iterations'));
  const seed = readSeed($('sim-seed'));
  const controller = new AbortController();
  running = { controller };
  $('sim-run').disabled = true;
  $('sim-cancel').disabled = false;
  $('sim-status').classList.remove('error');
  $('sim-status').dataset.state = 'running';
  const bar = $('sim-progress');
  bar.max = Math.max(1, Number.isFinite(games) ? games : 1);
  bar.value = 0;
  $('sim-chart').replaceChildren();
  showTable({ xWins: 0, oWins: 0, draws: 0, totalGames: 0 });
  const meter = frameMeter();
  const started = performance.now();
  let last = { completed: 0, total: games, xWins: 0, oWins: 0, draws: 0 };
  $('sim-status').textContent = `Running ${playerX} (X) vs ${playerO} (O)…`;
  const finish = (state, text) => {
    const { frames, worst } = meter.stop();
    $('sim-frames').textContent = `The page drew ${fmt(frames)} frames during the run; the longest gap between two was ${Math.round(worst)} ms.`;
    $('sim-frames').dataset.frames = frames;
    $('sim-frames').dataset.worst = Math.round(worst);
    $('sim-status').dataset.state = state;
    $('sim-status').textContent = text;
    $('sim-run').disabled = false;
    $('sim-cancel').disabled = true;
    running = null;
  };
  let result;
  try {
    result = await new Simulator().run({
      games, playerX, playerO, mctsIterations, seed,
      chunkSize: chunkSizeFor(playerX, playerO, mctsIterations),
      signal: controller.signal,
      onProgress(p) {
        last = p;
        bar.value = p.completed;
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        $('sim-status').textContent = `${fmt(p.completed)} / ${fmt(p.total)} games · ${seconds} s`;
        showTable({ xWins: p.xWins, oWins: p.oWins, draws: p.draws, totalGames: p.completed });
      },
    });
  } catch (e) {
    if (controller.signal.aborted) {
      const partial = { xWins: last.xWins, oWins: last.oWins, draws: last.draws, totalGames: last.completed };
      showTable(partial);
      $('sim-chart').replaceChildren(drawChart({ ...partial, avgMoves: 0 }));
      finish('cancelled', `Cancelled after ${fmt(last.completed)} of ${fmt(last.total)} games.`);
    } else {
      $('sim-status').classList.add('error');
      finish('error', `Cannot run: ${e.message}`);
    }
    return;
  }
  bar.value = result.totalGames;
  showTable(result);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  $('sim-chart').replaceChildren(drawChart(result));
  finish('done', `Done: ${fmt(result.totalGames)} games in ${seconds} s.`);
}

// --- wiring --------------------------------------------------------------------------------

fillSelect($('seat-x'), ['human', ...LEVELS, ADAPTIVE], 'human');
fillSelect($('seat-o'), ['human', ...LEVELS, ADAPTIVE], 'hard');
fillSelect($('sim-x'), LEVELS, 'hard');
fillSelect($('sim-o'), LEVELS, 'easy');
buildBoard();
for (const id of ['seat-x', 'seat-o', 'iterations', 'seed', 'skill']) $(id).addEventListener('change', newGame);
$('skill').addEventListener('input', () => { $('skill-value').textContent = $('skill').value; });
$('new-game').addEventListener('click', newGame);
$('hint').addEventListener('change', render);
$('sim-run').addEventListener('click', runSimulation);
$('sim-cancel').addEventListener('click', () => running?.controller.abort());
newGame();
setUpBiggerBoards();
document.body.dataset.ready = 'true';
setUpUltimate();
