// two players, no AI: emptyBoard, applyMove, checkWin, isDraw, getAvailableMoves.
import { applyMove, checkWin, emptyBoard, getAvailableMoves, isDraw } from 'oxo-ai';
import { twoPlayers } from './calls.js';
import { publish } from './publish.js';

publish(() => twoPlayers({ emptyBoard, applyMove, checkWin, isDraw, getAvailableMoves }));
