// The build's checks of the `workerd` entries load them as Cloudflare Workers do: Workers hand a
// `.wasm` import over as a compiled WebAssembly.Module, which Node does not. This hook does.

const hook = `export async function load(url, context, next) {
  if (!url.endsWith('.wasm')) return next(url, context);
  return { format: 'module', shortCircuit: true, source:
    'import { readFileSync } from "node:fs"; export default new WebAssembly.Module(readFileSync(new URL(' + JSON.stringify(url) + ')));' };
}`;

/** The first line of a `node --input-type=module -e` script that imports a workerd entry: registers the hook. */
export const WORKERS_WASM_HOOK = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hook)}`)});`;
