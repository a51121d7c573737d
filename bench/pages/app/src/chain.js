// chain: fromOnChain on 9 bigints, AIEngine, GameAnalyzer.
import { AIEngine, GameAnalyzer, fromOnChain } from 'oxo-ai';
import { chain } from './calls.js';
import { publish } from './publish.js';

publish(() => chain({ fromOnChain, AIEngine, GameAnalyzer }));
