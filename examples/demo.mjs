// The oxo-ai API from code, as a user sees it: ranks the moves of a position, then lets two
// perfect players meet. `bash scripts/demo.sh` installs the built package into out/demo/app and
// copies this file there: `cd out/demo/app && node demo.mjs`. It exits non-zero if perfect play
// does not end in a draw.
import {
  AIEngine, Difficulty, applyMove, emptyBoard, getWinner, isDraw, opponent,
} from 'oxo-ai';

/** Draws a board as three rows of cells, `.` for empty. */
function show(board) {
  return board
    .map((row) => ` ${row.map((cell) => cell ?? '.').join(' | ')}`)
    .join('\n---+---+---\n');
}

/** Plays a list of [row, col] moves from the empty board, X first. */
function play(moves) {
  let player = 'X';
  let board = emptyBoard();
  for (const [row, col] of moves) {
    board = applyMove(board, { row, col }, player);
    player = opponent(player);
  }
  return board;
}

/** Says what a ranked move's score means for the player making it. */
function verdict({ score, depth }) {
  if (score > 0) return `wins, game over in ${depth}`;
  if (score < 0) return `loses, game over in ${depth}`;
  return 'draw';
}

// 1. Ranking: X holds two opposite corners, O the center. Only an edge saves O: a corner
//    lets X fork.
const puzzle = play([[0, 0], [1, 1], [2, 2]]);
console.log('Position, O to move:');
console.log(show(puzzle));
console.log("\nrankedMoves(board, 'O'), best first (score = ±1/depth, 0 for a draw):");
const engine = new AIEngine({ difficulty: Difficulty.Hard });
for (const move of engine.rankedMoves(puzzle, 'O')) {
  console.log(`  (${move.row}, ${move.col})  score ${move.score.toFixed(3).padStart(6)}  depth ${move.depth}  ${verdict(move)}`);
}
console.log(`bestMove(board, 'O') = ${JSON.stringify(engine.bestMove(puzzle, 'O'))}`);

// 2. Hard vs Hard from the empty board: perfect play on both sides is always a draw.
console.log('\nHard (X) vs Hard (O):');
const players = {
  X: new AIEngine({ difficulty: Difficulty.Hard }),
  O: new AIEngine({ difficulty: Difficulty.Hard }),
};
let board = emptyBoard();
let player = 'X';
for (let ply = 1; ; ply += 1) {
  const move = players[player].bestMove(board, player);
  if (move === null) break;
  board = applyMove(board, move, player);
  console.log(`\n${ply}. ${player} plays (${move.row}, ${move.col})`);
  console.log(show(board));
  player = opponent(player);
}

if (isDraw(board)) {
  console.log('\nResult: draw. Perfect play on both sides never loses.');
} else {
  console.error(`\nResult: ${getWinner(board) ?? 'nobody'} won. Hard should never lose: this is a bug.`);
  process.exitCode = 1;
}
