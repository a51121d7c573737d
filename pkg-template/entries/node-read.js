// How Node's CommonJS loaders (node-engine.js, node-mnk.js) get a module's bytes: the file in
// ../web/ beside this package's node/ files; inside a server bundle that moved it (Next.js
// rewrites __dirname, esbuild's ES bundles have no fs), its base64 copy, which `inlined` requires
// by a literal path that bundlers follow and plain Node never loads (docs/DESIGN.md, "The Node
// entry inside bundled servers"). If both fail, the first error is thrown.

/** The bytes of `../web/${file}`, else of the base64 module `inlined()` returns. */
export function wasmBytes(file, inlined) {
  try {
    return require('fs').readFileSync(`${__dirname}/../web/${file}`);
  } catch (error) {
    try {
      const text = inlined();
      return Buffer.from(typeof text === 'string' ? text : text.default, 'base64');
    } catch {
      throw error;
    }
  }
}
