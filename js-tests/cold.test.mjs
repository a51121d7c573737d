// Cold start (issue 25): tables solved on demand from the position asked, and entropy taken
// only by levels that draw. Each order test runs in fresh processes, whose tables start empty.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { AIEngine } from 'oxo-ai';

/** Boards in notation: the empty board, openings, middle games, unreachable set-ups. */
const BOARDS = ['.........', 'X........', '....X....', 'X...O....', 'XO.......', 'X.O.X....', 'XX.OO....',
  'X.O.O.X..', 'XOXOXO...', 'OO.X.X...', 'XXO.O....', '.X.O.X.O.', 'XOXXOO...', 'O...X...X', 'XO..X...O'];

/** Every answer the tables give for BOARDS, asked in `order`, from a fresh process. */
function answersInOrder(order) {
  const script = `
    import { AIEngine, GameAnalyzer, parseBoard } from 'oxo-ai';
    const hard = new AIEngine({ difficulty: 'hard' });
    const expert = new AIEngine({ difficulty: 'expert' });
    const analyzer = new GameAnalyzer();
    const out = {};
    for (const text of ${JSON.stringify(order)}) {
      const board = parseBoard(text);
      for (const player of ['X', 'O']) {
        out[text + player] = [hard.bestMove(board, player), hard.rankedMoves(board, player),
          expert.bestMove(board, player), analyzer.analyze(board, player)];
      }
    }
    console.log(JSON.stringify(out));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.equal(child.status, 0, child.stderr);
  return JSON.parse(child.stdout);
}

describe('tables solved from the position asked', () => {
  test('the answers do not depend on which position a process asks first', () => {
    const forward = answersInOrder(BOARDS);
    const backward = answersInOrder([...BOARDS].reverse());
    const deepFirst = answersInOrder([...BOARDS.slice(7), ...BOARDS.slice(0, 7)]);
    assert.equal(Object.keys(forward).length, BOARDS.length * 2);
    assert.deepEqual(backward, forward);
    assert.deepEqual(deepFirst, forward);
    // A known answer, so the three runs cannot agree on something wrong.
    assert.deepEqual(forward['.........X'][0], { row: 1, col: 1 });
    assert.equal(forward['XX.OO....X'][3].explanation, 'Play (0, 2) to win.');
  });
});

describe('entropy only for levels that draw', () => {
  /** How many times `make` calls Math.random. */
  function randomDraws(make) {
    const original = Math.random;
    let draws = 0;
    Math.random = () => {
      draws += 1;
      return original();
    };
    try {
      make();
    } finally {
      Math.random = original;
    }
    return draws;
  }

  test('Hard, Expert and Rules without skill or variety take none', () => {
    for (const options of [undefined, {}, { difficulty: 'hard' }, { difficulty: 'expert' }, { difficulty: 'rules' }]) {
      assert.equal(randomDraws(() => new AIEngine(options)), 0, JSON.stringify(options));
    }
  });

  test('levels and options that draw take fresh entropy when no seed is given, none with one', () => {
    for (const options of [{ difficulty: 'easy' }, { difficulty: 'medium' }, { difficulty: 'mcts' },
      { difficulty: 'hard', skill: 50 }, { difficulty: 'expert', variety: true }]) {
      assert.ok(randomDraws(() => new AIEngine(options)) > 0, JSON.stringify(options));
      assert.equal(randomDraws(() => new AIEngine({ ...options, seed: 7 })), 0, JSON.stringify(options));
    }
  });

  test('two unseeded engines play different streams', () => {
    const board = [[null, null, null], [null, null, null], [null, null, null]];
    const stream = () => {
      const engine = new AIEngine({ difficulty: 'easy' });
      return Array.from({ length: 16 }, () => JSON.stringify(engine.bestMove(board, 'X'))).join();
    };
    assert.notEqual(stream(), stream());
  });
});

describe("Node's entries", () => {
  /** What a fresh process loads for `import` then `require` of 'oxo-ai', and what a `Game` call adds. */
  function entries() {
    const script = `
      import { createRequire } from 'node:module';
      const require = createRequire(import.meta.url);
      const ours = () => Object.keys(require.cache).filter((f) => f.includes('oxo-ai')).map((f) => f.slice(f.lastIndexOf('oxo-ai')));
      const resolved = import.meta.resolve('oxo-ai');
      const esm = await import('oxo-ai');
      const cjs = require('oxo-ai');
      const before = ours();
      const moves = new esm.Game().legalMoves().length;
      console.log(JSON.stringify({ resolved: resolved.slice(resolved.lastIndexOf('oxo-ai')), shared: esm.AIEngine === cjs.AIEngine,
        move: new cjs.AIEngine().bestMove(esm.emptyBoard(), 'X'), before, moves, after: ours() }));`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    assert.equal(child.status, 0, child.stderr);
    assert.equal(child.stderr, '', 'no warning');
    return JSON.parse(child.stdout);
  }

  test('import and require share one instance; where Node matches "module-sync" it is one ES module and no CommonJS, a Game call included', () => {
    const got = entries();
    assert.equal(got.shared, true);
    assert.deepEqual(got.move, { row: 1, col: 1 });
    assert.equal(got.moves, 9);
    if (process.features.require_module) {
      assert.equal(got.resolved, 'oxo-ai/node/module-sync.mjs');
      assert.deepEqual(got.before, ['oxo-ai/node/module-sync.mjs']); // require(esm) lists the module it loaded
      // One module holds every feature (issue 36): a Game call loads nothing more.
      assert.deepEqual(got.after.sort(), ['oxo-ai/node/module-sync.mjs']);
    } else {
      assert.equal(got.resolved, 'oxo-ai/node/index.mjs');
      assert.ok(got.before.includes('oxo-ai/node/index.cjs'), got.before.join());
    }
  });
});
