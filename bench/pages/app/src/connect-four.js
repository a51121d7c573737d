// connect four: oxo-ai/mnk's MnkEngine(Games.connectFour), await ready() (the opening book), one bestMove.
import { Games, MnkEngine, MnkGame } from 'oxo-ai/mnk';
import { connectFour } from './calls.js';
import { publish } from './publish.js';

publish(() => connectFour({ Games, MnkEngine, MnkGame }));
