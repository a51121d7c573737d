// The Connect Four opening book (README "Connect Four: perfect play"): read into the mnk module once per thread, by the first
// engine whose rules use it (never by any other), and taken up by every engine of those rules at
// its next call. Where its bytes come from is ./mnk-book-file.js's part.

import { bookFile } from './mnk-book-file.js';
import { fail } from './read.js';
import { M_MNK_BOOK, MNK_BOOK_REASONS } from './mnk-wire.js';

let loading = null;

/**
 * Resolves once the book is in `glue`'s module (read before this returns where its file is read
 * synchronously: Node plays from the book at once); rejects with BOOK_UNAVAILABLE naming the
 * file, nothing kept, and a later call tries again.
 */
export function loadBook(glue) {
  if (loading) return loading;
  let file = 'connect-four.oxc4';
  const unreachable = (why) => fail(M_MNK_BOOK, file, `${MNK_BOOK_REASONS[0]} (${why?.message ?? why})`);
  try {
    // Where no URL can be made of the module's own (Workers' bundles), bookFile throws: no book.
    const source = bookFile();
    file = source.file;
    const bytes = source.read();
    loading = bytes instanceof Promise
      ? bytes.then((b) => readBook(glue, b, file), (why) => { throw unreachable(why); })
      : Promise.resolve(readBook(glue, bytes, file));
  } catch (error) {
    // From read() (the file) or readBook() (its bytes), at once.
    loading = Promise.reject(error?.code === M_MNK_BOOK[0] ? error : unreachable(error));
  }
  loading.catch(() => { loading = null; });
  return loading;
}

/** Reads `bytes` into the module; throws BOOK_UNAVAILABLE naming `file` if they are not a whole book. */
function readBook(glue, bytes, file) {
  const n = glue.connect4_book(bytes);
  if (n < 0) throw fail(M_MNK_BOOK, file, MNK_BOOK_REASONS[-1 - n]);
}
