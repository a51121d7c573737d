// The "node" entry for bundlers (the "module" condition, which Node does not match): index.cjs's
// bindings by a static import. Copied by scripts/build.mjs from pkg-template/entries/node/module.mjs.
import entry from './index.cjs';

export const { applyMove, checkWin, emptyBoard, formatBoard, fromFlat, getAvailableMoves, getLegalMoves, getWinner, getWinningLine, isBoardFull, isDraw, opponent, sideToMove, toFlat, toOnChain, fromCell, fromMarks, fromOnChain, fromXY, parseBoard, toCell, toMarks, toXY, AIEngine, GameAnalyzer, Game, SimulationRun, inferOpponent, reviewGame, Difficulty, ErrorCode, Simulator } = entry;
