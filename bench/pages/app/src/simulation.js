// simulation: Simulator#run, 1,000 games.
import { Simulator } from 'oxo-ai';
import { simulation } from './calls.js';
import { publish } from './publish.js';

publish(() => simulation({ Simulator }));
