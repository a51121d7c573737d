// What entries.test.mjs reads in the package's WebAssembly modules: the exports that return more
// than one value, for each of which Node compiles a wrapper on import (docs/DESIGN.md, "Exports
// return one value"). A reader of the few sections involved, not a general parser, over the
// section walk of the build's own reader, scripts/wasm-sections.mjs, which run.sh copies beside it.

import { sections } from './wasm-sections.mjs';

/** The names of the exported functions of `bytes` that return more than one value. */
export function multiValueExports(bytes) {
  const results = []; // per type index: how many values it returns
  const typeOf = []; // per function index (imports first): its type index
  const found = [];
  for (const { id, body } of sections(bytes)) {
    if (id === 1) {
      for (let count = body.u32(); count > 0; count -= 1) {
        body.at += 1; // 0x60, a function type
        const parameters = body.u32(); // one byte each (numbers and references)
        body.at += parameters;
        const returns = body.u32();
        body.at += returns;
        results.push(returns);
      }
    } else if (id === 2) {
      for (let count = body.u32(); count > 0; count -= 1) {
        body.name();
        body.name();
        const kind = bytes[body.at++];
        if (kind === 0) {
          typeOf.push(body.u32());
        } else if (kind === 3) {
          body.at += 2; // a global: its type and mutability
        } else {
          if (kind === 1) body.at += 1; // a table's element type
          const limits = body.u32();
          body.u32();
          if (limits & 1) body.u32();
        }
      }
    } else if (id === 3) {
      for (let count = body.u32(); count > 0; count -= 1) typeOf.push(body.u32());
    } else if (id === 7) {
      for (let count = body.u32(); count > 0; count -= 1) {
        const name = body.name();
        const kind = bytes[body.at++];
        const index = body.u32();
        if (kind === 0 && results[typeOf[index]] > 1) found.push(name);
      }
    }
  }
  return found;
}
