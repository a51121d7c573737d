// web/more-wasm.js's twin in node/module-sync.mjs: the more module through its CommonJS glue
// (node/more-wasm.cjs), required on first use.
let glue;

/** The more module's exports, its glue loaded on the first call. */
export function more() {
  glue ??= globalThis.process.getBuiltinModule('node:module').createRequire(moduleUrl)('./more-wasm.cjs').more();
  return glue;
}
