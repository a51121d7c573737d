// An in-page stand-in for a tic-tac-toe game server, so the example runs without a backend.
// It speaks the server's shape: it sends game objects
//
//   { gameUid, players: ['max', 'moritz'], turn: 'moritz',
//     board: [['max', 'moritz', ''], ['', 'max', ''], ['', '', '']],
//     status: { type: 'ONGOING' | 'FINISHED', winner: 'max' | 'moritz' | null } }
//
// and takes `move({ x, y })` from a player (x = column, y = row). Every rule is oxo-ai's: its
// `Game` referees (turns, occupied cells, three in a row, the draw) and `toMarks`/`fromXY`
// convert between its boards and moves and the server's. What the stand-in adds is a real
// server's own job: which seat may move, and one game object per change for its clients.
import { Game, fromXY, toMarks } from 'oxo-ai';

/**
 * A game server for `players` (players[0] plays X). Clients read `getState()` (a new object
 * after every change, so React can compare it) and `subscribe` to changes.
 */
export function createGameServer({ players = ['max', 'moritz'] } = {}) {
  const marks = { X: players[0], O: players[1] };
  const listeners = new Set();
  let games = 0;
  let referee;
  let gameUid;
  let received;
  let state;

  /** The game object the server sends: the referee's game in usernames. */
  function gameObject() {
    const finished = referee.status !== 'playing';
    return {
      gameUid,
      players: [...players],
      turn: finished ? null : marks[referee.toMove],
      board: toMarks(referee.board, marks),
      status: { type: finished ? 'FINISHED' : 'ONGOING', winner: referee.winner && marks[referee.winner] },
    };
  }

  function publish() {
    state = { game: gameObject(), received: [...received] };
    for (const listener of listeners) listener();
  }

  /** Starts a new game between the same players, X to move. */
  function newGame() {
    games += 1;
    gameUid = `game-${games}`;
    referee = new Game();
    received = [];
    publish();
  }

  /**
   * The `move` action: `player` marks `{ x, y }`. Resolves once the move is played; rejects
   * with the referee's error (its `code`, e.g. CELL_OCCUPIED or GAME_OVER) or NOT_YOUR_TURN.
   * Every call is logged in `state.received`, accepted or not.
   */
  async function move(player, xy) {
    const entry = { player, xy: { ...xy }, error: null };
    try {
      if (referee.toMove !== null && player !== marks[referee.toMove]) {
        throw Object.assign(new Error(`it is ${marks[referee.toMove]}'s turn, not ${player}'s`), { code: 'NOT_YOUR_TURN' });
      }
      referee.play(fromXY(xy));
    } catch (e) {
      entry.error = e.message;
      throw e;
    } finally {
      received.push(entry);
      publish();
    }
  }

  newGame();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    move,
    newGame,
  };
}
