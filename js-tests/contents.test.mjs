// The packed package stands on its own (issue 62): no file of the installed tarball cites a
// section of the old contract outside it (CITATION below) or names a path outside it, whether a
// relative path that climbs above the package's folder (`../x` from the README, `../../x` from
// web/) or an absolute path of the machine that built it. A user who reads a hover doc, the
// README or a comment can follow every reference from what npm installed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

const require = createRequire(import.meta.url);
const pkgDir = dirname(require.resolve('oxo-ai/package.json'));

/** Files that hold text a person may read: code, declarations, manifests, documents. */
const TEXT = /\.(?:js|cjs|mjs|ts|cts|mts|json|md|txt)$/;

/** How the old contract was cited, section by section; built here so that this file holds none. */
const CITATION = ['SPEC', '\u00a7'].join(' ');

/** Every file under `dir`, relative to it, sorted. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath ?? e.path, e.name)))
    .sort();
}

/**
 * What in `text` (the file `name`, relative to the package's folder `root`) points outside the
 * package, as `line: what` strings: a CITATION, a relative path that climbs above
 * `root`, or an absolute path of a build machine.
 */
export function outsideReferences(root, name, text) {
  const found = [];
  const dir = dirname(join(root, name));
  text.split('\n').forEach((line, i) => {
    const at = (what) => found.push(`${name}:${i + 1}: ${what}`);
    if (line.includes(CITATION)) at(`cites "${CITATION}"`);
    for (const [path] of line.matchAll(/(?<![\w@.$/-])(?:[\w@.$-]+\/)*\.\.\/[\w@.$/-]*/g)) {
      const target = resolve(dir, path);
      if (target !== root && !target.startsWith(root + sep)) at(`${path} leads outside the package`);
    }
    for (const [path] of line.matchAll(/(?:file:\/\/)?\/(?:work|root|home|tmp|Users)\/[\w@.$/-]+/g)) at(`${path} is a path of the machine that built it`);
  });
  return found;
}

test('the reader finds what it looks for (a reader that finds nothing would pass vacuously)', () => {
  const root = resolve('/pkg');
  const text = [
    `The contract is ../elsewhere/CONTRACT.md (${CITATION}6).`,
    'See ./lib/read.js and web/../README.md, both inside.',
    'Built in /work/main/pkg; see ../../elsewhere.md',
  ].join('\n');
  assert.deepEqual(outsideReferences(root, 'README.md', text), [
    `README.md:1: cites "${CITATION}"`,
    'README.md:1: ../elsewhere/CONTRACT.md leads outside the package',
    'README.md:3: ../../elsewhere.md leads outside the package',
    'README.md:3: /work/main/pkg is a path of the machine that built it',
  ]);
  assert.deepEqual(outsideReferences(root, 'web/a.js', "import '../lib/b.js'; import '../../c.js';"), ['web/a.js:1: ../../c.js leads outside the package']);
});

test('no file of the packed package cites the old contract or names a path outside the package', () => {
  const files = filesUnder(pkgDir).filter((f) => TEXT.test(f) && !f.split(sep).includes('node_modules'));
  for (const must of ['README.md', 'package.json', 'index.d.ts', join('web', 'wire.js')]) {
    assert.ok(files.includes(must), `${must} was not read: is the walk broken? (${files.length} files)`);
  }
  const found = files.flatMap((f) => outsideReferences(pkgDir, f, readFileSync(join(pkgDir, f), 'utf8')));
  assert.deepEqual(found, [], `${found.length} reference(s) outside the package:\n${found.join('\n')}`);
});
