// worker only: oxo-ai/worker's applyMove, then await AIEngine#bestMove.
import { AIEngine, applyMove } from 'oxo-ai/worker';
import { workerOnly } from './calls.js';
import { publish } from './publish.js';

publish(() => workerOnly({ applyMove, AIEngine }));
