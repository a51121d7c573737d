// The `import` entry of oxo-ai/worker in Node and Bun: the CommonJS client's bindings, so `import`
// and `require` share one client and one main entry, and importing compiles no WebAssembly.
// Copied by scripts/build.mjs from pkg-template/entries/node/worker.mjs.
import { createRequire } from 'node:module';

const client = createRequire(import.meta.url)('./worker.cjs');
export const { AIEngine, Difficulty, ErrorCode, GameAnalyzer, MnkEngine, Simulator, UltimateEngine, applyMove, checkWin, emptyBoard, formatBoard, fromCell, fromFlat, fromMarks, fromOnChain, fromXY, getAvailableMoves, getLegalMoves, getWinner, getWinningLine, inferOpponent, isBoardFull, isDraw, opponent, parseBoard, reviewGame, sideToMove, terminate, toCell, toFlat, toMarks, toOnChain, toXY } = client;
