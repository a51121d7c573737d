// A WebAssembly module from its own file, for the browser entry (entry.js), the second module's
// loader (more-wasm.js) and the worker (worker-host.js). Each caller writes its file's
// `new URL('./….wasm', import.meta.url)` itself: that expression is what Vite, webpack,
// Turbopack and Rollup follow to emit the file as an asset, so page and worker find one URL.

/** The module at `url`, streamed over HTTP or read from disk where the URL is a file. */
export async function compileFile(url) {
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
