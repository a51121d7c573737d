// The WebAssembly module from its own file beside this one, for the browser entry (entry.js)
// and the worker (worker-host.js): `new URL(…, import.meta.url)` is what Vite, webpack,
// Turbopack and Rollup follow to emit the file as an asset, so both find the same URL.

/** The module, streamed over HTTP or read from disk where the URL is a file. */
export async function compileFile() {
  const url = new URL('./oxo_ai_bg.wasm', import.meta.url);
  if (url.protocol === 'file:') {
    // Node, Bun and Deno without a bundler: fetch() may not read files; node:fs does.
    const fs = globalThis.process?.getBuiltinModule?.('node:fs');
    if (fs) return new WebAssembly.Module(fs.readFileSync(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const type = (response.headers.get('content-type') || '').split(';')[0].trim();
  if (type === 'application/wasm' && typeof WebAssembly.compileStreaming === 'function') {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}
