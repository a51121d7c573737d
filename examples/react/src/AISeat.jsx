// The AI seat: a client like the human's, whose moves oxo-ai computes (ai.js) and which sends
// them with the server's `move({ x, y })` when it is its turn.
import { useEffect } from 'react';
import * as ai from './ai.js';
import { useGameServer } from './useGameServer.js';

/** Plays `username`'s moves on `server`, `delay` ms after its turn comes (a visible pause). */
export function AISeat({ server, username, delay = 300 }) {
  const { game, move } = useGameServer(server, username);
  const myTurn = game.status.type === 'ONGOING' && game.turn === username;
  useEffect(() => {
    if (!myTurn) return undefined;
    // Cleared if the game changes first (a new game), so a stale move is never sent.
    const timer = setTimeout(() => move(ai.move(game)), delay);
    return () => clearTimeout(timer);
  }, [myTurn, game, move, delay]);
  return (
    <p className="seat" data-thinking={myTurn}>
      <b>{username}</b> is played by oxo-ai (Hard){myTurn ? ': thinking…' : '.'}
    </p>
  );
}
