// The game as the server sends it: the board from `game.board`, whose turn it is, and the
// result once finished. Empty cells are buttons while it is `me`'s turn.

const SYMBOLS = ['X', 'O'];

/** The line under the board: whose turn, or who won (winner null: a draw). */
function statusText({ status, turn }, me) {
  if (status.type === 'FINISHED') {
    if (status.winner === null) return 'Draw.';
    return status.winner === me ? `${status.winner} wins: you won!` : `${status.winner} wins.`;
  }
  return turn === me ? `${turn} to move: your turn, click a cell.` : `${turn} to move.`;
}

/** The board of `game` for the player `me`; a click on an empty cell calls `onMove({ x, y })`. */
export function Game({ game, me, onMove }) {
  const { players, board, status } = game;
  const myTurn = status.type === 'ONGOING' && game.turn === me;
  const symbol = (username) => SYMBOLS[players.indexOf(username)] ?? '';
  return (
    <section className="game" data-game-uid={game.gameUid}>
      <p className="players">
        {players.map((p, i) => (
          <span key={p} className={`player ${SYMBOLS[i]}`}>
            {SYMBOLS[i]} {p}{p === me ? ' (you)' : ''}
          </span>
        ))}
      </p>
      <div className="board" role="grid" aria-label="board">
        {board.map((row, y) => row.map((cell, x) => (
          <button
            key={`${x},${y}`}
            type="button"
            className={`cell ${symbol(cell)}`}
            data-x={x}
            data-y={y}
            data-player={cell}
            disabled={!myTurn || cell !== ''}
            aria-label={`x ${x}, y ${y}: ${cell || 'empty'}`}
            onClick={() => onMove({ x, y })}
          >
            {symbol(cell)}
          </button>
        )))}
      </div>
      <p id="status" data-type={status.type} data-winner={status.winner ?? ''}>
        {statusText(game, me)}
      </p>
    </section>
  );
}
