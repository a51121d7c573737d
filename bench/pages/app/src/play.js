// play: AIEngine#bestMove on a nested board.
import { AIEngine } from 'oxo-ai';
import { play } from './calls.js';
import { publish } from './publish.js';

publish(() => play({ AIEngine }));
