// The quick start: the API reference "AIEngine" example as written, and the first code example of the
// installed package's README, run (and, if TypeScript, type-checked) as a user would.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { AIEngine, Difficulty, emptyBoard, applyMove, opponent, isDraw, getWinner } from 'oxo-ai';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);

test('the API reference "AIEngine" example', () => {
  const engine = new AIEngine({ difficulty: Difficulty.Hard, mctsIterations: 500, seed: 42 });
  const board = emptyBoard();
  assert.deepEqual(engine.bestMove(board, 'X'), { row: 1, col: 1 });
  const ranked = engine.rankedMoves(board, 'X');
  assert.equal(ranked.length, 9);
  assert.deepEqual(ranked[0], { row: 1, col: 1, score: 0, depth: 9 });
  assert.ok(ranked.every((m) => m.score === 0 && m.depth === 9));
});

test('Hard against Hard is a draw, and the same seed replays the same game', () => {
  const play = () => {
    const x = new AIEngine({ difficulty: Difficulty.Hard, mctsIterations: 500, seed: 42 });
    const o = new AIEngine({ difficulty: Difficulty.Hard, mctsIterations: 500, seed: 42 });
    let board = emptyBoard();
    let turn = 'X';
    const moves = [];
    for (;;) {
      const move = (turn === 'X' ? x : o).bestMove(board, turn);
      if (move === null) break;
      moves.push(move);
      board = applyMove(board, move, turn);
      turn = opponent(turn);
    }
    return { board, moves };
  };
  const first = play();
  assert.equal(first.moves.length, 9);
  assert.equal(isDraw(first.board), true);
  assert.equal(getWinner(first.board), null);
  assert.deepEqual(first.moves[0], { row: 1, col: 1 });
  assert.deepEqual(play(), first);
});

/** Every fenced js/ts code block of the README that imports or requires 'oxo-ai'. */
function readmePrograms() {
  const pkgDir = path.dirname(require.resolve('oxo-ai/package.json', { paths: [here] }));
  const readme = path.join(pkgDir, 'README.md');
  assert.ok(fs.existsSync(readme), 'the package ships no README.md');
  const text = fs.readFileSync(readme, 'utf8');
  const blocks = [];
  for (const m of text.matchAll(/^```([\w-]*)[^\n]*\n([\s\S]*?)^```/gm)) {
    const lang = m[1].toLowerCase();
    const code = m[2];
    if (!['js', 'javascript', 'mjs', 'cjs', 'ts', 'typescript', 'mts', 'cts'].includes(lang)) continue;
    // Fragments that import nothing (signatures, snippets) are not whole programs.
    if (!/from\s+['"]oxo-ai['"]|require\(\s*['"]oxo-ai['"]\s*\)/.test(code)) continue;
    blocks.push({ lang, code });
  }
  assert.ok(blocks.length > 0, 'the README has no js/ts code block that imports oxo-ai');
  return blocks;
}

function runProgram({ lang, code }) {
  const dir = fs.mkdtempSync(path.join(here, 'readme-'));
  const usesImport = /^\s*import\s/m.test(code) || /\bawait\b/.test(code);
  let script;
  if (['ts', 'typescript', 'mts', 'cts'].includes(lang)) {
    // Type-check it strictly and compile it, then run the output.
    const tsc = [process.env.OXO_TSC, path.join(here, 'node_modules', '.bin', 'tsc')].find((p) => p && fs.existsSync(p));
    assert.ok(tsc, 'no TypeScript compiler (OXO_TSC)');
    const name = usesImport ? 'example.mts' : 'example.cts';
    fs.writeFileSync(path.join(dir, name), code);
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: {
        strict: true, module: 'node16', moduleResolution: 'node16', target: 'es2022',
        skipLibCheck: false, types: [], outDir: 'out',
      },
      files: [name],
    }));
    const compiled = spawnSync(tsc, ['-p', dir, '--pretty', 'false'], { encoding: 'utf8' });
    assert.equal(compiled.status, 0, `this README example does not type-check:\n${code}\n${compiled.stdout}${compiled.stderr}`);
    script = path.join(dir, 'out', name.replace(/ts$/, 'js'));
  } else {
    script = path.join(dir, usesImport ? 'example.mjs' : 'example.cjs');
    fs.writeFileSync(script, code);
  }
  const run = spawnSync(process.execPath, [script], { cwd: dir, encoding: 'utf8' });
  assert.equal(run.status, 0, `this README example failed:\n${code}\n--- stderr:\n${run.stderr}`);
  return run.stdout;
}

test("the README's quick-start programs run against the installed package", () => {
  const outputs = readmePrograms().map(runProgram);
  // The quick start prints the engine's answers; the first answer it prints is a move.
  assert.match(outputs.join('\n'), /\{ row: [0-2], col: [0-2] \}/);
});
