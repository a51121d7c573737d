// coach: GameAnalyzer#analyze, reviewGame.
import { GameAnalyzer, reviewGame } from 'oxo-ai';
import { coach } from './calls.js';
import { publish } from './publish.js';

publish(() => coach({ GameAnalyzer, reviewGame }));
