// gomoku: oxo-ai/mnk's MnkEngine(Games.gomoku), one bestMove; no opening book fetched.
import { Games, MnkEngine, MnkGame } from 'oxo-ai/mnk';
import { gomoku } from './calls.js';
import { publish } from './publish.js';

publish(() => gomoku({ Games, MnkEngine, MnkGame }));
