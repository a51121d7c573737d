// ultimate: oxo-ai/ultimate's UltimateGame and UltimateEngine, one bestMove; no other module fetched.
import { UltimateEngine, UltimateGame } from 'oxo-ai/ultimate';
import { ultimate } from './calls.js';
import { publish } from './publish.js';

publish(() => ultimate({ UltimateEngine, UltimateGame }));
