// The twin of ./mnk-book-file.js that the build bundles into the Workers entry (web/mnk-workerd.js):
// a Worker's bundle has no URL of the package's files to fetch the book from, so there is none:
// `ready()` rejects with BOOK_UNAVAILABLE and the engine answers by search.

/** No file, and a read that says why. */
export function bookFile() {
  return { file: 'connect-four.oxc4', read: () => { throw new Error('Cloudflare Workers load no opening book'); } };
}
