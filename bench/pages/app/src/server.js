// game server: fromMarks (usernames), AIEngine, toXY.
import { AIEngine, fromMarks, toXY } from 'oxo-ai';
import { server } from './calls.js';
import { publish } from './publish.js';

publish(() => server({ fromMarks, AIEngine, toXY }));
