// Which WebAssembly entry points this thread calls from now on: a worker entry leaves compiling to
// its worker (API reference "Loading"), so the thread that imports and calls it must call none.

/** Wraps every entry point that compiles or instantiates a module; returns the list of names called, filled as they are. */
export function spyWasm() {
  const used = [];
  for (const name of ['compile', 'compileStreaming', 'instantiate', 'instantiateStreaming', 'validate']) {
    const original = WebAssembly[name];
    if (original) WebAssembly[name] = (...args) => { used.push(name); return original(...args); };
  }
  const Module = WebAssembly.Module;
  WebAssembly.Module = function (...args) { used.push('Module'); return new Module(...args); };
  return used;
}
