// A module hook that loads `.wasm` imports as Cloudflare Workers do: Workers hand a `.wasm`
// import over as a compiled WebAssembly.Module, which Node does not. entries.test.mjs registers
// it (node:module's register) before it imports the workerd entries.

export async function load(url, context, next) {
  if (!url.endsWith('.wasm')) return next(url, context);
  return {
    format: 'module',
    shortCircuit: true,
    source: `import { readFileSync } from 'node:fs'; export default new WebAssembly.Module(readFileSync(new URL(${JSON.stringify(url)})));`,
  };
}
