// The worker of oxo-ai/worker in Deno: the inline entry, which needs no read access (a Deno
// worker inherits the app's permissions, often none). oxo-ai/mnk's entry is imported on the
// first MnkEngine (it falls back on its inlined module where its file cannot be read).

import * as oxo from './entry-inline.js';
import { serve } from './worker-serve.js';

serve(Promise.resolve({ exports: oxo, mnk: () => import('./mnk.js') }));
