// The one declaration check of the package build (build.mjs, adapters.mjs, worker-build.mjs):
// a shipped .d.ts must type-check under --strict with TypeScript's default lib for an ES2020
// target (es2020 + dom) and no skipLibCheck, so consumers need no newer lib, and must declare
// exactly the values its entry exports at runtime.

import { createRequire } from 'node:module';
import { join, relative } from 'node:path';

/** Checks the declarations at `path` against `values`, the entry's runtime exports. */
export function checkDeclarations({ root, path, values, fail }) {
  const ts = createRequire(import.meta.url)(join(root, 'node_modules', 'typescript'));
  const name = relative(root, path);
  const program = ts.createProgram([path], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
  });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.length) {
    fail(`${name} does not type-check:\n${ts.formatDiagnostics(diagnostics, {
      getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n',
    })}`);
  }
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(path));
  if (!moduleSymbol) fail(`${name} is not a module`);
  // Re-exports are aliases: a name is a value if what it stands for is one.
  const declared = checker.getExportsOfModule(moduleSymbol)
    .filter((s) => (s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s).flags & ts.SymbolFlags.Value)
    .map((s) => s.name);
  const lost = values.filter((v) => !declared.includes(v));
  const extra = declared.filter((v) => !values.includes(v));
  if (lost.length || extra.length) fail(`${name}: undeclared [${lost.join(', ')}], declared but not exported [${extra.join(', ')}]`);
}
