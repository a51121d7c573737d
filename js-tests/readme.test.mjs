// Every fenced code block of both READMEs, as it stands, against the installed package: the npm
// README (node_modules/oxo-ai/README.md) and the repo README (run.sh copies it here as
// repo-README.md; OXO_REPO_README names another copy). One subtest per block, named by file and
// line, so a broken block names itself.
//
// - js, javascript, mjs: written to a file in this project (so 'oxo-ai' resolves as in a user's
//   install) and run with node; it must exit 0 on its own. A js block that uses `require` and
//   no import, export or await runs as CommonJS (as a .cjs file); cjs blocks always do. The test
//   never ends a block: one that a worker or timer keeps alive fails at the timeout, as a user's
//   script would hang (snippets call `terminate()` where they need to).
// - ts, typescript, mts: type-checked by the compiler at OXO_TSC (--strict, module NodeNext),
//   then the emitted JavaScript runs as above (Node 20 cannot strip types itself).
// - Any other language (sh, text, json, …) is not code: a skipped subtest says why.
// - A block opts out only with `<!-- not run: the reason -->` on the line directly above its
//   fence; the reason is required.
//
// Output comments are asserted: a line `console.log(…); // value`, `expression; // value` or
// `const name = …; // value` (or a value in the `//` lines right below it) is instrumented to
// record what it shows, nothing else changes, and the comment must match: the same text
// (util.inspect, or console.log's output), or the start of it followed by prose
// (`// { row: 1, col: 2 }: O's win`), or the part before an ellipsis (`[{ … }, …]`), or the
// same keys for a shape (`{ xWins, oWins }`). A comment that does not start with a value
// (`// Move | null`) is prose and not checked.
import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const TIMEOUT_MS = 120_000;

const JS = new Set(['js', 'javascript', 'mjs', 'cjs']);
const TS = new Set(['ts', 'typescript', 'mts']);
/** Why a block of another language is not run. */
const NOT_CODE = {
  sh: 'shell commands that set up, build, test or tour the repo, not a program',
  bash: 'shell commands that set up, build, test or tour the repo, not a program',
  text: 'text, not code',
  json: 'data, not a program',
  '': 'no language: text, not code',
};

const readmes = [
  { name: 'pkg-template/README.md', file: path.join(path.dirname(require.resolve('oxo-ai/package.json', { paths: [here] })), 'README.md') },
  { name: 'README.md', file: process.env.OXO_REPO_README ?? path.join(here, 'repo-README.md') },
];

const work = fs.mkdtempSync(path.join(here, '.readme-'));
after(() => fs.rmSync(work, { recursive: true, force: true }));

/** Loaded with --import into each block's process: records what an output-commented line shows. */
const RECORDER = `import fs from 'node:fs';
import { isMainThread } from 'node:worker_threads';
import { formatWithOptions, inspect } from 'node:util';
const records = [];
const opts = { depth: Infinity, breakLength: Infinity };
const note = (line, args) => records.push({
  line,
  inspect: args.map((a) => inspect(a, opts)).join(' '),
  format: formatWithOptions(opts, ...args),
  keys: args.length === 1 && args[0] !== null && typeof args[0] === 'object' ? Object.keys(args[0]) : null,
});
globalThis.__readme = {
  log(line, ...args) { note(line, args); console.log(...args); },
  show(line, value) { note(line, [value]); },
};
if (isMainThread) process.on('exit', () => fs.writeFileSync(process.env.OXO_README_RECORD, JSON.stringify(records)));
`;
const recorder = path.join(work, 'recorder.mjs');
fs.writeFileSync(recorder, RECORDER);
fs.writeFileSync(path.join(work, 'recorder.d.ts'),
  'declare var __readme: { log(line: number, ...args: unknown[]): void; show(line: number, value: unknown): void };\n');

/** The fenced blocks of a Markdown text: language, 1-based fence line, code, opt-out. */
function fencedBlocks(text) {
  const lines = text.split('\n');
  const blocks = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^( {0,3})(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence, info] = open;
    const close = new RegExp(`^ {0,3}${fence[0]}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !close.test(lines[end])) end += 1;
    const code = lines.slice(i + 1, end).map((l) => l.replace(new RegExp(`^ {0,${indent.length}}`), '')).join('\n');
    const above = /^\s*<!--\s*not run\b:?(.*?)-->\s*$/.exec(lines[i - 1] ?? '');
    blocks.push({ lang: info.toLowerCase(), line: i + 1, code, optOut: above ? above[1].trim() : null });
    i = end;
  }
  return blocks;
}

/** Splits a line at its `//` comment (outside strings); `depth` is its net bracket count. */
function scan(line) {
  let quote = null;
  let depth = 0;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i];
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === '`') quote = c;
    else if (c === '/' && line[i + 1] === '/') return { code: line.slice(0, i).trimEnd(), comment: line.slice(i + 2).trim(), depth };
    else if ('([{'.includes(c)) depth += 1;
    else if (')]}'.includes(c)) depth -= 1;
  }
  return { code: line.trimEnd(), comment: null, depth };
}

/** A comment that starts with a value claims an output; one that starts with prose does not. */
const isValueClaim = (text) => /^[{['"`]/.test(text) || /^(true|false|null|undefined)\b/.test(text) || /^-?\d+(\.\d+)?$/.test(text);
const STATEMENT_KEYWORD = /^(import|export|if|else|for|while|do|return|throw|try|catch|finally|function|async|class|switch|case|default|break|continue)\b|^[})\].*/]/;

/**
 * The block with every output-commented line instrumented (same line numbers), and the claims:
 * `{ line, expected }` with `line` 1-based in the block.
 */
function instrument(code) {
  const lines = code.split('\n');
  const claims = [];
  let depth = 0;
  const out = lines.map((line, i) => {
    const { code: stmt, comment, depth: net } = scan(line);
    const atTop = depth === 0 && net === 0;
    depth += net;
    const body = stmt.trim();
    if (body === '') return line;
    let expected = comment;
    if (expected === null) {
      const below = [];
      for (let j = i + 1; j < lines.length && /^\s*\/\//.test(lines[j]); j += 1) below.push(lines[j].trim().slice(2).trim());
      expected = below.length > 0 ? below.join(' ') : null;
    }
    if (expected === null || !isValueClaim(expected)) return line;
    const indent = line.slice(0, line.length - line.trimStart().length);
    const rest = comment === null ? '' : line.slice(stmt.length);
    const n = i + 1;
    // A whole statement on this line: the next code line does not continue it.
    const next = lines.slice(i + 1).find((l) => l.trim() !== '' && !/^\s*\/\//.test(l));
    const whole = atTop && (next === undefined || !/^\s*[.?[(+\-*/%&|^=,<>]/.test(next));
    let rewritten = null;
    if (/^console\.log\(.*\);?$/.test(body) && net === 0) {
      rewritten = `${indent}${body.replace(/^console\.log\(/, `__readme.log(${n}, `)}${rest}`;
    } else if (whole && /^(const|let|var)\s+[A-Za-z_$][\w$]*\s*=/.test(body)) {
      const name = /^(?:const|let|var)\s+([A-Za-z_$][\w$]*)/.exec(body)[1];
      rewritten = `${stmt}${body.endsWith(';') ? '' : ';'} __readme.show(${n}, ${name});${rest}`;
    } else if (whole && !STATEMENT_KEYWORD.test(body) && !/^[A-Za-z_$][\w$]*\s*:/.test(body)) {
      rewritten = `${indent}__readme.show(${n}, (${body.replace(/;$/, '')}));${rest}`;
    }
    if (rewritten === null) return line;
    claims.push({ line: n, expected });
    return rewritten;
  });
  return { code: out.join('\n'), claims };
}

const normalize = (s) => s.replace(/\s+/g, ' ').replace(/\[ /g, '[').replace(/ \]/g, ']').trim();

/** Whether what a line showed (`record`) matches its comment. */
function matches(expected, record) {
  const e = normalize(expected);
  const shape = /^\{\s*([A-Za-z_$][\w$]*(?:\s*,\s*[A-Za-z_$][\w$]*)*)\s*\}$/.exec(e);
  if (shape && record.keys) return shape[1].split(/\s*,\s*/).sort().join() === [...record.keys].sort().join();
  return [record.inspect, record.format].map(normalize).some((r) => {
    if (e === r) return true;
    if (e.startsWith(r) && /^[\s:;,.(—–-]/.test(e.slice(r.length))) return true;
    const ellipsis = e.search(/…|\.\.\./);
    return ellipsis > 0 && r.startsWith(e.slice(0, ellipsis).trimEnd());
  });
}

/** Runs a script in the block's folder; returns the run and the records of its output comments. */
function runScript(dir, script) {
  const recordFile = path.join(dir, 'records.json');
  const run = spawnSync(process.execPath, ['--import', pathToFileURL(recorder).href, script], {
    cwd: dir, encoding: 'utf8', timeout: TIMEOUT_MS, env: { ...process.env, OXO_README_RECORD: recordFile },
  });
  const records = fs.existsSync(recordFile) ? JSON.parse(fs.readFileSync(recordFile, 'utf8')) : [];
  return { run, records };
}

/** Runs (and for TypeScript first type-checks) one block; fails with what went wrong. */
function checkBlock(readme, block, kind) {
  const dir = fs.mkdtempSync(path.join(work, `${readme.name.replace(/\W+/g, '-')}-${block.line}-`));
  const { code, claims } = instrument(block.code);
  const where = `${readme.name}:${block.line}`;
  const lineNote = `(a trace's line k is README line ${block.line} + k)`;
  let script;
  if (kind === 'ts') {
    const tsc = process.env.OXO_TSC;
    assert.ok(tsc && fs.existsSync(tsc), 'no TypeScript compiler: OXO_TSC (set by run.sh)');
    fs.writeFileSync(path.join(dir, 'block.mts'), code);
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        strict: true, module: 'NodeNext', moduleResolution: 'NodeNext', target: 'es2022',
        types: [], skipLibCheck: false, noEmitOnError: true, outDir: 'out',
      },
      files: ['block.mts', path.join(work, 'recorder.d.ts')],
    }));
    const compiled = spawnSync(tsc, ['-p', dir, '--pretty', 'false'], { encoding: 'utf8' });
    assert.equal(compiled.status, 0, `${where} does not type-check ${lineNote}:\n${compiled.stdout}${compiled.stderr}`);
    script = path.join(dir, 'out', 'block.mjs');
  } else {
    const commonjs = block.lang === 'cjs'
      || (block.lang !== 'mjs' && /\brequire\(/.test(block.code) && !/^\s*(import|export)\b|\bawait\b/m.test(block.code));
    script = path.join(dir, commonjs ? 'block.cjs' : 'block.mjs');
    fs.writeFileSync(script, code);
  }
  const { run, records } = runScript(dir, script);
  assert.ok(!run.error, `${where} did not finish within ${TIMEOUT_MS / 1000} s (${run.error?.message}): does something keep it alive?`);
  assert.equal(run.status, 0, `${where} failed ${lineNote}:\n${run.stderr}`);
  const wrong = claims.flatMap(({ line, expected }) => {
    const record = records.find((r) => r.line === line);
    if (!record) return [`README line ${block.line + line}: the line never ran`];
    return matches(expected, record) ? [] : [`README line ${block.line + line}: the comment says\n  ${expected}\nbut it shows\n  ${record.inspect}`];
  });
  assert.deepEqual(wrong, [], `${where}: output comments that do not match:\n${wrong.join('\n')}`);
  counts.outputs += claims.length;
}

const counts = { executed: 0, typeChecked: 0, optedOut: 0, notCode: new Map(), outputs: 0 };
const executedPer = new Map();

for (const readme of readmes) {
  describe(readme.name, () => {
    assert.ok(fs.existsSync(readme.file), `${readme.name} not found at ${readme.file} (run.sh copies README.md as repo-README.md)`);
    for (const block of fencedBlocks(fs.readFileSync(readme.file, 'utf8'))) {
      const kind = JS.has(block.lang) ? 'js' : TS.has(block.lang) ? 'ts' : null;
      const name = `${readme.name}:${block.line} (${block.lang || 'no language'})`;
      if (kind === null) {
        const label = block.lang || 'no language';
        counts.notCode.set(label, (counts.notCode.get(label) ?? 0) + 1);
        test(name, { skip: `not code: ${NOT_CODE[block.lang] ?? 'not JavaScript or TypeScript'}` }, () => {});
      } else if (block.optOut !== null) {
        counts.optedOut += 1;
        if (block.optOut === '') test(name, () => assert.fail('an opt-out needs its reason: <!-- not run: why -->'));
        else test(name, { skip: `opted out: ${block.optOut}` }, () => {});
      } else {
        if (kind === 'ts') counts.typeChecked += 1;
        else {
          counts.executed += 1;
          executedPer.set(readme.name, (executedPer.get(readme.name) ?? 0) + 1);
        }
        test(name, () => checkBlock(readme, block, kind));
      }
    }
  });
}

test('every README has code blocks that run', (t) => {
  const langs = [...counts.notCode].map(([lang, n]) => `${lang} ×${n}`).join(', ');
  const notCode = [...counts.notCode.values()].reduce((a, b) => a + b, 0);
  const summary = `README code blocks: ${counts.executed} executed, ${counts.typeChecked} type-checked, `
    + `${notCode} not code (${langs || 'none'}), ${counts.optedOut} opted out; `
    + `${counts.outputs} output comments checked`;
  t.diagnostic(summary);
  for (const { name } of readmes) assert.ok((executedPer.get(name) ?? 0) > 0, `${name} has no block that runs`);
});
