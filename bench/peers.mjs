// The published peers, called as their own READMEs and sources describe:
// - tic-tac-toe-minimax: `ComputerMove(board, { huPlayer, aiPlayer }, 'Hard')`, board a flat
//   array where an empty cell holds its own index; returns the cell index.
// - boardgame.io: `new MCTSBot({ game, enumerate, iterations })`, `await bot.play(state,
//   playerID)` → `{ action }`, with the tic-tac-toe game of boardgame.io's own tutorial/tests
//   (player '0' is X). States are reached through the game's reducer, as a match reaches them.
// Inputs are converted to each peer's format before timing: only the move search is timed.

import { createRequire } from 'node:module';

// boardgame.io skips its per-move serialisability check in production; give it that.
process.env.NODE_ENV ??= 'production';

const require = createRequire(import.meta.url);

export function loadMinimax() {
  const { ComputerMove } = require('tic-tac-toe-minimax').default;
  const version = require('tic-tac-toe-minimax/package.json').version;
  /** `pos` ({ cells, player }) → a ready-to-time input. */
  const prepare = (pos) => ({
    board: pos.cells.map((c, i) => c ?? i),
    symbols: { aiPlayer: pos.player, huPlayer: pos.player === 'X' ? 'O' : 'X' },
  });
  const bestMove = (input) => ComputerMove(input.board, input.symbols, 'Hard');
  return { name: 'tic-tac-toe-minimax', version, prepare, bestMove };
}

const LINES = [
  [0, 1, 2], [3, 4, 5], [6, 7, 8],
  [0, 3, 6], [1, 4, 7], [2, 5, 8],
  [0, 4, 8], [2, 4, 6],
];

export function loadBoardgameIo() {
  const { MCTSBot } = require('boardgame.io/ai');
  const { INVALID_MOVE } = require('boardgame.io/core');
  const { InitializeGame, CreateGameReducer, ProcessGameConfig } = require('boardgame.io/internal');
  const version = require('boardgame.io/package.json').version;

  const TicTacToe = {
    setup: () => ({ cells: Array(9).fill(null) }),
    turn: { minMoves: 1, maxMoves: 1 },
    moves: {
      clickCell: ({ G, playerID }, id) => {
        if (G.cells[id] !== null) return INVALID_MOVE;
        G.cells[id] = playerID;
      },
    },
    endIf: ({ G, ctx }) => {
      const won = LINES.some(([a, b, c]) => G.cells[a] !== null && G.cells[a] === G.cells[b] && G.cells[a] === G.cells[c]);
      if (won) return { winner: ctx.currentPlayer };
      if (G.cells.every((c) => c !== null)) return { draw: true };
    },
    ai: {
      enumerate: (G) => {
        const moves = [];
        for (let i = 0; i < 9; i++) if (G.cells[i] === null) moves.push({ move: 'clickCell', args: [i] });
        return moves;
      },
    },
  };
  const game = ProcessGameConfig(TicTacToe);
  const reducer = CreateGameReducer({ game });
  const initial = InitializeGame({ game, numPlayers: 2 });

  /** A bot at `iterations` (no seed: a seeded MCTSBot rebuilds its generator on every draw). */
  const makeBot = (iterations) => new MCTSBot({ game, enumerate: TicTacToe.ai.enumerate, iterations });

  /** `pos` ({ moves, player }) → `{ state, playerID }`, reached by playing `moves` in the reducer. */
  const helper = makeBot(1);
  const prepare = (pos) => {
    let state = initial;
    for (const cell of pos.moves) {
      const playerID = state.ctx.currentPlayer;
      const action = helper.enumerate(state.G, state.ctx, playerID).find((a) => a.payload.args[0] === cell);
      state = reducer(state, action);
    }
    const playerID = pos.player === 'X' ? '0' : '1';
    if (state.ctx.currentPlayer !== playerID || state.ctx.gameover !== undefined) {
      throw new Error(`boardgame.io state for ${pos.key} is not ${playerID} to move`);
    }
    return { state, playerID };
  };
  const bestMove = async (bot, input) => (await bot.play(input.state, input.playerID)).action.payload.args[0];
  return { name: 'boardgame.io MCTSBot', version, prepare, makeBot, bestMove };
}
