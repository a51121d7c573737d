// node/oxo_ai_more.cjs (bundled by esbuild with the more module's web glue): the more module read
// from ../web/ and instantiated when the file is required, which node/more-wasm.cjs does on the
// first call that needs it; the base64 copy where a server bundle moved the file, as in
// node-engine.js.
import { initSync } from './oxo_ai_more.js';

let wasmBytes;
try {
  wasmBytes = require('fs').readFileSync(`${__dirname}/../web/oxo_ai_more_bg.wasm`);
} catch (error) {
  try {
    const inlined = require('../web/oxo_ai_more_bg.wasm.b64.js');
    wasmBytes = Buffer.from(typeof inlined === 'string' ? inlined : inlined.default, 'base64');
  } catch {
    throw error;
  }
}
initSync({ module: wasmBytes });

export * from './oxo_ai_more.js';
