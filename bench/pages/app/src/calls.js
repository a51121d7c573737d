// What each page calls, one function per row of issue 36's table (and the m,n,k pages after
// them). A function takes the API it runs on (the names its page imports from 'oxo-ai',
// 'oxo-ai/worker', 'oxo-ai/mnk' or the baseline) and returns the page's answer. The pages pass
// only the names their row uses, so the bundler keeps nothing else; bench/pages/measure.mjs runs
// the same functions in Node on the installed package's main entry (oxo-ai/mnk for the m,n,k
// pages) and checks each page's answer against them.

/** The empty board, nested (3 rows of 3 cells). */
const empty = () => [[null, null, null], [null, null, null], [null, null, null]];

/** play: Hard's first move on the empty board. */
export function play({ AIEngine }) {
  return new AIEngine().bestMove(empty(), 'X');
}

/** chain: a board read from a contract's 9 cells (0 empty, 1 X, 2 O), then O's move and its analysis. */
export function chain({ fromOnChain, AIEngine, GameAnalyzer }) {
  const cells = [1n, 0n, 0n, 0n, 2n, 0n, 0n, 0n, 1n];
  const board = fromOnChain(cells);
  const move = new AIEngine().bestMove(board, 'O');
  const report = new GameAnalyzer().analyze(board, 'O');
  return { board, move, report };
}

/** game server: a board whose marks are the players' usernames, O's move, and the move as { x, y }. */
export function server({ fromMarks, AIEngine, toXY }) {
  const players = ['ada', 'grace'];
  const cells = [
    ['ada', '', 'grace'],
    ['', 'ada', ''],
    ['', '', ''],
  ];
  const board = fromMarks(cells, { X: players[0], O: players[1] });
  const move = new AIEngine().bestMove(board, 'O');
  return { board, move, xy: toXY(move) };
}

/** coach: the analysis of a position and the review of a whole game. */
export function coach({ GameAnalyzer, reviewGame }) {
  const board = [['X', null, null], [null, 'O', null], [null, null, 'X']];
  const report = new GameAnalyzer().analyze(board, 'O');
  const moves = [
    { row: 1, col: 1 }, { row: 0, col: 1 }, { row: 0, col: 0 },
    { row: 2, col: 2 }, { row: 2, col: 0 }, { row: 0, col: 2 },
    { row: 1, col: 0 },
  ];
  return { report, review: reviewGame(moves) };
}

/** simulation: 1,000 seeded games, Hard against Easy. */
export function simulation({ Simulator }) {
  return new Simulator({ seed: 1 }).run({ games: 1000, playerX: 'hard', playerO: 'easy' });
}

/** two players, no AI: a scripted game of two people, checked after every move as an app would. */
export function twoPlayers({ emptyBoard, applyMove, checkWin, isDraw, getAvailableMoves }) {
  const script = [[0, 0], [1, 1], [0, 1], [0, 2], [2, 0], [1, 0], [1, 2], [2, 1], [2, 2]];
  let board = emptyBoard();
  let player = 'X';
  const turns = [];
  for (const [row, col] of script) {
    const available = getAvailableMoves(board).length;
    board = applyMove(board, { row, col }, player);
    const won = checkWin(board, player);
    const draw = isDraw(board);
    turns.push({ player, available, won, draw });
    if (won || draw) break;
    player = player === 'X' ? 'O' : 'X';
  }
  return { board, turns };
}

/** worker only: a move applied on the page's thread, then O's answer computed in the worker. */
export async function workerOnly({ applyMove, AIEngine }) {
  const board = applyMove(empty(), { row: 0, col: 0 }, 'X');
  const move = await new AIEngine().bestMove(board, 'O');
  return { board, move };
}

/** main entry and worker: the same first move, once on the page's thread and once in the worker. */
export async function both({ AIEngine }, remote) {
  const here = new AIEngine().bestMove(empty(), 'X');
  const there = await new remote.AIEngine().bestMove(empty(), 'X');
  return { here, there };
}

/** The empty board of oxo-ai/mnk's `rules` (a list of rows). */
const emptyOf = (MnkGame, rules) => new MnkGame(rules).emptyBoard();

/** connect four (oxo-ai/mnk): the opening book loaded (`ready()`), then Hard's first move on the empty board. */
export async function connectFour({ Games, MnkEngine, MnkGame }) {
  const engine = new MnkEngine(Games.connectFour);
  await engine.ready();
  return engine.bestMove(emptyOf(MnkGame, Games.connectFour), 'X');
}

/** gomoku (oxo-ai/mnk): Hard's first move on the empty 15×15 board; rules that use no book. */
export async function gomoku({ Games, MnkEngine, MnkGame }) {
  const engine = new MnkEngine(Games.gomoku);
  await engine.ready();
  return engine.bestMove(emptyOf(MnkGame, Games.gomoku), 'X');
}

/** ultimate (oxo-ai/ultimate): X opens in the centre; Hard's reply within 2,000 playouts, seed 1. */
export async function ultimate({ UltimateEngine, UltimateGame }) {
  const game = new UltimateGame();
  const position = game.applyMove(game.start(), { row: 4, col: 4 }, 'X');
  return new UltimateEngine(undefined, { maxPlayouts: 2000, seed: 1 }).bestMove(position, 'O');
}
