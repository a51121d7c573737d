// A client's view of the game server: the latest game object, and the server's actions bound
// to this client's username, as a real client's connection would be.
import { useCallback, useState, useSyncExternalStore } from 'react';

/**
 * `{ game, received, move, newGame, error }` for `username` on `server`: `move({ x, y })`
 * sends this player's move; `error` is the server's answer to the last rejected one.
 */
export function useGameServer(server, username) {
  const { game, received } = useSyncExternalStore(server.subscribe, server.getState);
  const [error, setError] = useState(null);
  const move = useCallback((xy) => {
    setError(null);
    return server.move(username, xy).catch((e) => setError(e.message));
  }, [server, username]);
  const newGame = useCallback(() => {
    setError(null);
    server.newGame();
  }, [server]);
  return { game, received, move, newGame, error };
}
