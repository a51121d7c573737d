// Type-checks a consumer of the package's declarations the way the worker tests do: under tsc
// --strict as CommonJS (.ts) and as ESM (.mts), then again without its `@ts-expect-error`
// lines, where each marked misuse must be an error.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Asserts that `consumer` compiles and that it has `misuses` errors per file once unmarked. */
export function assertTypeChecks(consumer, misuses, name) {
  const tsc = [process.env.OXO_TSC, join(dirname(require.resolve('oxo-ai/worker')), '..', '..', '.bin', 'tsc')]
    .find((p) => p && existsSync(p));
  assert.ok(tsc, 'no TypeScript compiler: js-tests/run.sh sets OXO_TSC');
  const dir = mkdtempSync(join(process.cwd(), `tsc-${name}-`));
  const write = (text) => ['consumer.ts', 'consumer.mts'].forEach((file) => writeFileSync(join(dir, file), text));
  const compile = () => spawnSync(tsc, ['-p', dir, '--pretty', 'false'], { encoding: 'utf8' });
  try {
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, module: 'node16', moduleResolution: 'node16', target: 'es2022', skipLibCheck: false, types: [] },
      files: ['consumer.ts', 'consumer.mts'],
    }));
    write(consumer);
    const run = compile();
    assert.equal(run.status, 0, `tsc failed:\n${run.stdout}${run.stderr}`);
    // Not vacuous: without the @ts-expect-error lines, each misuse is an error.
    write(consumer.replaceAll('// @ts-expect-error', '//'));
    const bad = compile();
    assert.equal((bad.stdout.match(/error TS/g) ?? []).length, 2 * misuses, bad.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
