// What entries.test.mjs reads in the package's WebAssembly modules: the exports that return more
// than one value, for each of which Node compiles a wrapper on import (docs/DESIGN.md, "Exports
// return one value"). A reader of the few sections involved, not a general parser.

/** A cursor over `bytes` from `at`, reading LEB128 unsigned numbers and UTF-8 names. */
function cursor(bytes, at) {
  const c = {
    at,
    u32() {
      let value = 0;
      for (let shift = 0; ; shift += 7) {
        const byte = bytes[c.at++];
        value += (byte & 0x7f) * 2 ** shift;
        if (byte < 0x80) return value;
      }
    },
    name() {
      const length = c.u32();
      c.at += length;
      return bytes.toString('utf8', c.at - length, c.at);
    },
  };
  return c;
}

/** Each section of the module: `{ id, body }`, `body` a cursor at its first byte, and its end. */
function* sections(bytes) {
  const c = cursor(bytes, 8);
  while (c.at < bytes.length) {
    const id = bytes[c.at++];
    const end = c.u32() + c.at;
    yield { id, body: cursor(bytes, c.at), end };
    c.at = end;
  }
}

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
