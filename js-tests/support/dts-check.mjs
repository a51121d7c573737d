// The declaration check of the package tests (entries.test.mjs), by TypeScript's own checker: a
// shipped .d.ts must type-check under --strict with TypeScript's default lib for an ES2020
// target (es2020 + dom) and no skipLibCheck, so consumers need no newer lib, and must declare
// exactly the values its entry exports at runtime.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

/** TypeScript's API, from the compiler js-tests/run.sh found (OXO_TSC: …/node_modules/.bin/tsc). */
function typescript() {
  assert.ok(process.env.OXO_TSC, 'no TypeScript compiler: js-tests/run.sh sets OXO_TSC');
  return createRequire(process.env.OXO_TSC)('typescript');
}

/** Asserts that the declarations at `path` type-check and declare exactly `values` as values. */
export function assertDeclares(path, values) {
  const ts = typescript();
  const program = ts.createProgram([path], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  assert.equal(diagnostics.length, 0, `${path} does not type-check:\n${ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (f) => f, getCurrentDirectory: () => process.cwd(), getNewLine: () => '\n',
  })}`);
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(path));
  assert.ok(moduleSymbol, `${path} is not a module`);
  // Re-exports are aliases: a name is a value if what it stands for is one.
  const declared = checker.getExportsOfModule(moduleSymbol)
    .filter((s) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s).flags & ts.SymbolFlags.Value)
    .map((s) => s.name);
  const lost = values.filter((v) => !declared.includes(v));
  const extra = declared.filter((v) => !values.includes(v));
  assert.ok(!lost.length && !extra.length, `${path}: undeclared [${lost.join(', ')}], declared but not exported [${extra.join(', ')}]`);
}
