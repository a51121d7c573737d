// main entry and worker on one page: oxo-ai's AIEngine and oxo-ai/worker's AIEngine.
import { AIEngine } from 'oxo-ai';
import { AIEngine as RemoteEngine } from 'oxo-ai/worker';
import { both } from './calls.js';
import { publish } from './publish.js';

publish(() => both({ AIEngine }, { AIEngine: RemoteEngine }));
