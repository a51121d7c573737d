'use strict';
// The Node entry for `require` (and for bundlers): the layer's names, one `exports.NAME = …` line
// each so that Node's CommonJS export lexer sees them all (`import { X } from 'oxo-ai'` in ESM).
// Copied by scripts/build.mjs from pkg-template/entries/node/index.cjs; the build checks the list.
const layer = require('./layer.cjs');

exports.applyMove = layer.applyMove;
exports.checkWin = layer.checkWin;
exports.emptyBoard = layer.emptyBoard;
exports.formatBoard = layer.formatBoard;
exports.fromFlat = layer.fromFlat;
exports.getAvailableMoves = layer.getAvailableMoves;
exports.getLegalMoves = layer.getLegalMoves;
exports.getWinner = layer.getWinner;
exports.getWinningLine = layer.getWinningLine;
exports.isBoardFull = layer.isBoardFull;
exports.isDraw = layer.isDraw;
exports.opponent = layer.opponent;
exports.sideToMove = layer.sideToMove;
exports.toFlat = layer.toFlat;
exports.toOnChain = layer.toOnChain;
exports.fromCell = layer.fromCell;
exports.fromMarks = layer.fromMarks;
exports.fromOnChain = layer.fromOnChain;
exports.fromXY = layer.fromXY;
exports.parseBoard = layer.parseBoard;
exports.toCell = layer.toCell;
exports.toMarks = layer.toMarks;
exports.toXY = layer.toXY;
exports.AIEngine = layer.AIEngine;
exports.GameAnalyzer = layer.GameAnalyzer;
exports.Game = layer.Game;
exports.SimulationRun = layer.SimulationRun;
exports.inferOpponent = layer.inferOpponent;
exports.reviewGame = layer.reviewGame;
exports.Difficulty = layer.Difficulty;
exports.ErrorCode = layer.ErrorCode;
exports.Simulator = layer.Simulator;
