// The client: the human's seat (the board), the AI's seat, and what the server received.
import { AISeat } from './AISeat.jsx';
import { Game } from './Game.jsx';
import { useGameServer } from './useGameServer.js';

/** `human` plays from the board, `ai` with oxo-ai; both are players of `server`'s game. */
export function App({ server, human, ai }) {
  const { game, received, move, newGame, error } = useGameServer(server, human);
  return (
    <main>
      <h1>oxo-ai in a React client</h1>
      <Game game={game} me={human} onMove={move} />
      {error && <p className="error" role="alert">The server said: {error}</p>}
      <AISeat server={server} username={ai} />
      <button type="button" id="new-game" onClick={newGame}>New game</button>
      <h2>Moves the server received in {game.gameUid}</h2>
      <ol id="received">
        {received.map(({ player, xy, error: refused }, i) => (
          <li key={i} data-player={player} data-x={xy.x} data-y={xy.y} data-refused={refused !== null}>
            {player}: <code>move({`{ x: ${xy.x}, y: ${xy.y} }`})</code>{refused && ` refused: ${refused}`}
          </li>
        ))}
      </ol>
    </main>
  );
}
