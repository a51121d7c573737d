// play on the bench's pure-JS baseline engine (bench/baseline, installed as oxo-baseline): the same call.
import { AIEngine } from 'oxo-baseline';
import { play } from './calls.js';
import { publish } from './publish.js';

publish(() => play({ AIEngine }));
