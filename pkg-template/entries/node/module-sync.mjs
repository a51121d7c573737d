// Node's entry for the "module-sync" condition: `import` and `require` both load this one file.
// scripts/build.mjs puts in place of the /* esbuild */ line the bundle of pkg-template/entries/node-sync.js,
// the JS layer and the web glue in one function's scope (`var entry = (() => …)();`).
const moduleUrl = import.meta.url;
/* esbuild: pkg-template/entries/node-sync.js */

export const { applyMove, checkWin, emptyBoard, formatBoard, fromFlat, getAvailableMoves, getLegalMoves, getWinner, getWinningLine, isBoardFull, isDraw, opponent, sideToMove, toFlat, toOnChain, fromCell, fromMarks, fromOnChain, fromXY, parseBoard, toCell, toMarks, toXY, AIEngine, GameAnalyzer, Game, SimulationRun, inferOpponent, reviewGame, Difficulty, ErrorCode, Simulator } = entry;
