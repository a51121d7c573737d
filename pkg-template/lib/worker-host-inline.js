// The worker of oxo-ai/worker in Deno: the inline entry, which needs no read access (a Deno
// worker inherits the app's permissions, often none).

import * as oxo from './entry-inline.js';
import { serve } from './worker-serve.js';

serve(Promise.resolve({ exports: oxo }));
