// A WebAssembly module from its own file, for the module's loader (engine-wasm.js), oxo-ai/mnk's
// (mnk-wasm.js) and the worker (worker-host.js). Each caller writes its file's
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

/** True in a browser's worker scope (dedicated or shared), where a synchronous request may ask for bytes. */
function inWorkerScope() {
  return typeof WorkerGlobalScope === 'function' && globalThis instanceof WorkerGlobalScope
    && typeof XMLHttpRequest === 'function';
}

/**
 * The module at `url` read and compiled synchronously, in a browser's worker scope only; null
 * elsewhere (a page, Node, Deno, Bun) and wherever the file cannot be had that way (a request that
 * fails, an answer that is not a WebAssembly module, a `file:` URL). A worker that imports the
 * package must not wait: its app sets `onmessage` once the imports have run, and a message that
 * arrives while they wait is dispatched to no handler (docs/DESIGN.md, "Importing in a worker
 * never waits"). A synchronous XMLHttpRequest may ask for an ArrayBuffer in a worker, not on a
 * page, and a worker may compile a module of any size synchronously.
 */
export function compileFileSync(url) {
  if (url.protocol === 'file:' || !inWorkerScope()) return null;
  try {
    const request = new XMLHttpRequest();
    request.open('GET', url.href, false);
    request.responseType = 'arraybuffer';
    request.send();
    const bytes = request.status === 200 && request.response instanceof ArrayBuffer ? new Uint8Array(request.response) : null;
    // "\0asm": a dev server's HTML fallback page is not a module.
    if (!bytes || bytes[0] !== 0 || bytes[1] !== 0x61 || bytes[2] !== 0x73 || bytes[3] !== 0x6d) return null;
    return new WebAssembly.Module(bytes);
  } catch {
    return null;
  }
}
