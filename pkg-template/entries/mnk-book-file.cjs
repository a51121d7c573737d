'use strict';
// Node's twin of web/mnk-book-file.js (pkg-template/lib/mnk-book-file.js), copied to node/ by the
// build: the Connect Four book read from ../web/ on disk, at once.
const file = `${__dirname}/../web/connect-four.oxc4`;

/** The file's path and a function that reads its bytes. */
exports.bookFile = () => ({ file, read: () => require('fs').readFileSync(file) });
