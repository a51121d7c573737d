// What scripts/build.mjs marks in a WebAssembly binary: its target_features entry for multivalue
// (docs/DESIGN.md, "Exports return one value"; js-tests/support/wasm-exports.mjs reads the
// built modules' exports with its `sections`). A reader of the one section involved, not a
// general parser.

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
export function* sections(bytes) {
  const c = cursor(bytes, 8);
  while (c.at < bytes.length) {
    const id = bytes[c.at++];
    const end = c.u32() + c.at;
    yield { id, body: cursor(bytes, c.at), end };
    c.at = end;
  }
}

/**
 * Marks multivalue unused ('-') in the target_features custom section of `bytes` (a Buffer,
 * changed in place); false if the section has no multivalue entry.
 */
export function markMultiValueUnused(bytes) {
  let marked = false;
  for (const { id, body } of sections(bytes)) {
    if (id !== 0 || body.name() !== 'target_features') continue;
    for (let count = body.u32(); count > 0; count -= 1) {
      const prefix = body.at++;
      if (body.name() === 'multivalue') {
        bytes[prefix] = 0x2d;
        marked = true;
      }
    }
  }
  return marked;
}
