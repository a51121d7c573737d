// Where the Connect Four book's bytes come from (./mnk-book.js): its own file beside the mnk module,
// named as an asset (`new URL`) as the .wasm is, so that bundlers emit it and a page and its
// worker find one URL. `?no-inline`: Vite inlines an asset under 4 KiB into the JS as a data: URL,
// which every page importing oxo-ai/mnk would then carry, Gomoku's included; the query keeps it a
// file (Vite drops it from the emitted URL; a file: URL loses it here). Read from disk where the
// URL is a file (Deno, Bun, unbundled), else fetched. Node's twin is node/mnk-book-file.cjs
// (pkg-template/entries/mnk-book-file.cjs).

/** The file's URL and a function that reads its bytes, at once or as a promise. */
export function bookFile() {
  const url = new URL('./connect-four.oxc4?no-inline', import.meta.url);
  if (url.protocol === 'file:') url.search = '';
  const fs = url.protocol === 'file:' ? globalThis.process?.getBuiltinModule?.('node:fs') : undefined;
  return { file: url.href, read: () => (fs ? fs.readFileSync(url) : fetchBytes(url)) };
}

async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}
