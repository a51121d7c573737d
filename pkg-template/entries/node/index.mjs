// Node's entry for `import` without "module-sync" (older Node 20, Bun): index.cjs's bindings
// through createRequire, so that `import` and `require` share one instance and Node never runs its
// CommonJS export lexer. Copied by scripts/build.mjs from pkg-template/entries/node/index.mjs.
import { createRequire } from 'node:module';

const entry = createRequire(import.meta.url)('./index.cjs');
export const { applyMove, checkWin, emptyBoard, formatBoard, fromFlat, getAvailableMoves, getLegalMoves, getWinner, getWinningLine, isBoardFull, isDraw, opponent, sideToMove, toFlat, toOnChain, fromCell, fromMarks, fromOnChain, fromXY, parseBoard, toCell, toMarks, toXY, AIEngine, GameAnalyzer, Game, SimulationRun, inferOpponent, reviewGame, Difficulty, ErrorCode, Simulator } = entry;
