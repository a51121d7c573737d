'use strict';
// Node's twin of web/mnk-book-file.js (pkg-template/lib/mnk-book-file.js), copied to node/ by the
// build: the Connect Four book read from ../web/ on disk, at once; inside a server bundle that
// moved the package's files (no __dirname in ES-module output, no file beside the bundle), its
// base64 copy, which a literal require lets bundlers follow, as node-read.js does for the modules.
const name = 'connect-four.oxc4';

/** The file's path and a function that reads its bytes. */
exports.bookFile = () => {
  const file = typeof __dirname === 'string' ? `${__dirname}/../web/${name}` : name;
  const read = () => {
    try {
      return require('fs').readFileSync(file);
    } catch (error) {
      try {
        const text = require('../web/connect-four.oxc4.b64.js');
        return Buffer.from(typeof text === 'string' ? text : text.default, 'base64');
      } catch {
        throw error;
      }
    }
  };
  return { file, read };
};
