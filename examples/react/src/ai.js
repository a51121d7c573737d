// The AI seat's brain: the server's game object in, the move to send back as { x, y } out.
// oxo-ai reads the board in the server's marks (usernames, players[0] as X), so this is the
// README's recipe and nothing more.
import { AIEngine, fromMarks, toXY } from 'oxo-ai';

/** Hard plays perfectly and, without a seed, always picks the same move for a position. */
const engine = new AIEngine({ difficulty: 'hard' });

/** The move for the player whose turn it is in `game`, as the server takes it: { x, y }. */
export function move(game) {
  const board = fromMarks(game.board, { X: game.players[0], O: game.players[1] });
  const player = game.turn === game.players[0] ? 'X' : 'O';
  return toXY(engine.bestMove(board, player));
}
