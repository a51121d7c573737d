import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const entry = process.argv[2];
const r = await build({ entryPoints: [entry], bundle: true, minify: true, format: 'esm', write: false, metafile: true, external: ['*.wasm'], logLevel: 'silent', outdir: '/tmp/hs' });
for (const o of r.outputFiles) console.log(o.path, o.contents.length, gzipSync(o.contents, { level: 9 }).length);
const out = Object.values(r.metafile.outputs)[0];
for (const [k, v] of Object.entries(out.inputs).sort((a, b) => b[1].bytesInOutput - a[1].bytesInOutput)) console.log(v.bytesInOutput, k);
