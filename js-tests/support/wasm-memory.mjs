// Reaching a WebAssembly memory of the installed package, which its glue keeps private: load
// the package for the first time in this process while watching `WebAssembly.Instance` (and
// `instantiate`, should the glue ever switch), and keep the `memory` export of the instance it
// creates (the package's one module, issue 36). The package itself is untouched; this only
// observes the instance that `require('oxo-ai')` and `import 'oxo-ai'` share.
//
// Must run before anything else in the process imports 'oxo-ai': a test file that uses it
// imports the package only through `importWithMemory`, never statically.

export async function importWithMemory(specifier = 'oxo-ai') {
  const W = globalThis.WebAssembly;
  const OriginalInstance = W.Instance;
  const originalInstantiate = W.instantiate;
  const instances = [];
  const SpyInstance = new Proxy(OriginalInstance, {
    construct(target, args) {
      const instance = Reflect.construct(target, args);
      instances.push(instance);
      return instance;
    },
  });
  W.Instance = SpyInstance;
  W.instantiate = async function instantiate(...args) {
    const out = await originalInstantiate.apply(this, args);
    instances.push(out instanceof OriginalInstance ? out : out.instance);
    return out;
  };
  let api;
  try {
    api = await import(specifier);
  } finally {
    W.Instance = OriginalInstance;
    W.instantiate = originalInstantiate;
  }
  const memories = instances
    .map((i) => i && i.exports && i.exports.memory)
    .filter((m) => m instanceof W.Memory);
  if (memories.length !== 1) {
    throw new Error(`expected loading ${specifier} to create one wasm instance with a memory, saw ` +
      `${instances.length} instance(s) and ${memories.length} memory export(s); was the package ` +
      'already loaded in this process?');
  }
  return { api, memory: memories[0] };
}

export const PAGE = 64 * 1024;
