// Where the Connect Four book's bytes come from (./mnk-book.js): its own file beside the mnk module,
// named as an asset (`new URL`) as the .wasm is, so that bundlers emit it and a page and its
// worker find one URL. `?no-inline`: Vite inlines an asset under 4 KiB into the JS as a data: URL,
// which every page importing oxo-ai/mnk would then carry, Gomoku's included; the query keeps it a
// file (Vite drops it from the emitted URL; a file: URL loses it here). Read from disk where the
// URL is a file (Deno, Bun, unbundled), else fetched; where neither can be had (Deno without read
// access, an unbundled page without the file), its base64 copy, imported by URL as mnk-wasm.js
// imports the module's. Node's twin is node/mnk-book-file.cjs (pkg-template/entries/node/mnk-book-file.cjs).

import { decodeBase64 } from './base64.js';

/** The file's URL and a function that reads its bytes, at once or as a promise. */
export function bookFile() {
  const url = new URL('./connect-four.oxc4?no-inline', import.meta.url);
  if (url.protocol === 'file:') url.search = '';
  const fs = url.protocol === 'file:' ? globalThis.process?.getBuiltinModule?.('node:fs') : undefined;
  const orInlined = (error) => inlined().catch(() => { throw error; });
  const read = () => {
    if (!fs) return fetchBytes(url).catch(orInlined);
    try {
      return fs.readFileSync(url);
    } catch (error) {
      return orInlined(error);
    }
  };
  return { file: url.href, read };
}

async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** The base64 copy's bytes, imported by its URL (a literal import() would make bundlers carry it). */
async function inlined() {
  const { default: text } = await import(/* webpackIgnore: true */ /* @vite-ignore */ new URL('./connect-four.oxc4.b64.js', import.meta.url).href);
  return decodeBase64(text);
}
