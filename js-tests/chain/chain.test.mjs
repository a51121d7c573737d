// oxo-ai against a real Clarity contract in Clarinet's simnet (issue 14, part 4).
//
// Runs in js-tests/chain/.scratch (made by run.mjs): 'oxo-ai' is the packed tarball installed
// there; the Clarinet SDK and both Stacks SDKs resolve from js-tests/chain/node_modules; the
// Clarinet project examples/on-chain is copied to ./on-chain. Every board below is read from the
// chain with a real SDK call and handed to fromOnChain exactly as the call returned it; every
// move goes to the contract as a public call.
//
//   (a) the `rules` level with the contract's list predicts the contract's reply in every
//       position where it replies: all X move sequences are played against the contract;
//   (b) Expert with the contract's AI as its opponent model wins every game as X;
//   (c) Hard and Expert never lose as X;
//   (d) fromOnChain takes the read result in the 7.x and 6.x shapes, wrapped or not, and what
//       cvToValue/cvToJSON make of it, and rejects an (err u100) response and none;
//   (e) Expert watches 10 games of the contract's AI against a random player, infers the AI with
//       inferOpponent, and gets the best result X can force from every position X can reach;
//   and examples/on-chain/play.mjs plays whole games through the network SDK calls, against a
//   local node API in front of the same simnet.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { initSimnet } from '@stacks/clarinet-sdk';
import * as T7 from '@stacks/transactions';
import * as T6 from 'stacks-tx-6';
import { STACKS_TESTNET, createNetwork } from '@stacks/network';
import {
  AIEngine, Game, applyMove, emptyBoard, formatBoard, fromOnChain, getWinner, inferOpponent, isBoardFull,
} from 'oxo-ai';
import { startNodeApi } from './node-api.mjs';
import { CONTRACT_AI, playGame } from './on-chain/play.mjs';

const { Cl, cvToString } = T7;
const here = dirname(fileURLToPath(import.meta.url));
const CONTRACT = 'tic-tac-toe';
const STATUS = { 0: 'in play', 1: 'X', 2: 'O', 3: 'draw' };

const initStarted = Date.now();
const simnet = await initSimnet(join(here, 'on-chain', 'Clarinet.toml'));
console.log(`simnet: the contract deployed in ${Date.now() - initStarted} ms`);
const player = simnet.deployer;

const cellOf = ({ row, col }) => row * 3 + col;
const moveOf = (cell) => ({ row: Math.floor(cell / 3), col: cell % 3 });
const over = (board) => getWinner(board) !== null || isBoardFull(board);
const freshAddress = () => T7.getAddressFromPrivateKey(T7.randomPrivateKey(), 'testnet');

// ---- the contract's calls, as the Clarinet SDK makes them ----

/** get-board's result as the SDK returns it: (ok (list 9 uint)) or (err u100). */
const readBoard = (who = player) => simnet.callReadOnlyFn(CONTRACT, 'get-board', [Cl.principal(who)], who).result;
const findBoard = (who = player) => simnet.callReadOnlyFn(CONTRACT, 'find-board', [Cl.principal(who)], who).result;

function status(who = player) {
  const { result } = simnet.callReadOnlyFn(CONTRACT, 'get-status', [Cl.principal(who)], who);
  assert.equal(result.type, 'ok', `get-status: ${cvToString(result)}`);
  return STATUS[Number(result.value.value)];
}

function newGame(who = player) {
  const { result } = simnet.callPublicFn(CONTRACT, 'new-game', [], who);
  assert.equal(cvToString(result), '(ok true)');
}

/** X plays `cell`; returns the contract's reply cell as play returned it, or null. */
function play(cell, who = player) {
  const { result } = simnet.callPublicFn(CONTRACT, 'play', [Cl.uint(cell)], who);
  assert.equal(result.type, 'ok', `play u${cell}: ${cvToString(result)}`);
  return result.value.type === 'some' ? Number(result.value.value.value) : null;
}

/**
 * The cell O took between `afterX` (the board after X's move) and `after` (read from the
 * chain), or null; fails if anything else differs.
 */
function replyCell(afterX, after) {
  const changed = [...Array(9).keys()].filter((c) => afterX[Math.floor(c / 3)][c % 3] !== after[Math.floor(c / 3)][c % 3]);
  assert.ok(changed.length <= 1, `${formatBoard(afterX)} -> ${formatBoard(after)}: more than one cell changed`);
  if (changed.length === 0) return null;
  const [c] = changed;
  assert.equal(afterX[Math.floor(c / 3)][c % 3], null, `${formatBoard(afterX)} -> ${formatBoard(after)}: a taken cell changed`);
  assert.equal(after[Math.floor(c / 3)][c % 3], 'O', `${formatBoard(afterX)} -> ${formatBoard(after)}: the new mark is not O`);
  return c;
}

/**
 * One whole game as X: read → fromOnChain(result) → engine → play, until the contract's status
 * says the game is over (checked against the package's reading of the board every turn).
 * `prefix`, if given, is X's first cells. `moves` is the game from the empty board, X first,
 * with the contract's replies read off the chain.
 */
function wholeGame(engine, { prefix = [] } = {}) {
  newGame();
  const cells = [];
  const moves = [];
  let afterX = null;
  for (;;) {
    const board = fromOnChain(readBoard());
    const reply = afterX && replyCell(afterX, board);
    if (reply !== null) moves.push(moveOf(reply));
    const onChain = status();
    const winner = getWinner(board);
    assert.equal(onChain, winner ?? (isBoardFull(board) ? 'draw' : 'in play'), `status of ${formatBoard(board)}`);
    if (onChain !== 'in play') return { result: onChain, cells, moves, board };
    const move = cells.length < prefix.length ? moveOf(prefix[cells.length]) : engine.bestMove(board, 'X');
    cells.push(cellOf(move));
    moves.push(move);
    afterX = applyMove(board, move, 'X');
    play(cellOf(move));
  }
}

// ---- the contract itself, on positions worked out by hand ----

test('the contract: its rule order on positions worked out by hand, and its errors', () => {
  const who = freshAddress();
  assert.equal(cvToString(readBoard(who)), '(err u100)');
  assert.equal(cvToString(findBoard(who)), 'none');
  assert.equal(cvToString(simnet.callPublicFn(CONTRACT, 'play', [Cl.uint(0)], who).result), '(err u100)');
  newGame(who);
  assert.equal(cvToString(readBoard(who)), '(ok (list u0 u0 u0 u0 u0 u0 u0 u0 u0))');
  // [X's cells, the contract's replies (null: X's move ended the game), the status at the end]
  const games = [
    // center; then corner 0 (X 1, 7 is blocked by O 4)
    [[1, 7], [4, 0], 'in play'],
    // corner 0 (center taken); X 4, 8 is blocked: corner 2
    [[4, 8], [0, 2], 'in play'],
    // block: X 0, 2 threatens 1; a corner would have been 6
    [[0, 2], [4, 1], 'in play'],
    // X 0, 8, 6 threatens 3 and 7: the lower block, 3
    [[0, 8, 6], [4, 2, 3], 'in play'],
    // win before block: O 0, 6 wins at 3 although X 2, 8 threatens 5
    [[4, 2, 8], [0, 6, 3], 'O'],
    // edge: every corner and the center taken, nothing to win or block: edge 3 (1 is X's)
    [[4, 1, 6, 8, 5], [0, 7, 2, 3, null], 'draw'],
    // X forks (6-7-8 and 0-3-6); the contract blocks 3 and X wins at 8
    [[0, 7, 6, 8], [4, 2, 3, null], 'X'],
  ];
  for (const [xs, replies, end] of games) {
    newGame(who);
    xs.forEach((x, i) => assert.equal(play(x, who), replies[i], `X ${xs.slice(0, i + 1)}: reply`));
    assert.equal(status(who), end, `X ${xs}: status`);
  }
  // Errors: a finished game, a cell off the board, a taken cell.
  assert.equal(cvToString(simnet.callPublicFn(CONTRACT, 'play', [Cl.uint(2)], who).result), '(err u103)');
  newGame(who);
  assert.equal(cvToString(simnet.callPublicFn(CONTRACT, 'play', [Cl.uint(9)], who).result), '(err u101)');
  assert.equal(play(4, who), 0);
  assert.equal(cvToString(simnet.callPublicFn(CONTRACT, 'play', [Cl.uint(0)], who).result), '(err u102)');
  assert.equal(cvToString(readBoard(who)), '(ok (list u2 u0 u0 u0 u1 u0 u0 u0 u0))');
});

// ---- (a) ----

// Filled by (a), used by (b): for each board with X to move (notation), X's cell -> the outcome
// ('X', 'O', 'draw') or the next board with X to move.
const tree = new Map();

test('(a) the rules level predicts the contract\'s reply in every position where it replies', () => {
  const contractAi = new AIEngine({ difficulty: 'rules', rules: CONTRACT_AI });
  const positions = new Map(); // board after X's move (notation) -> the contract's reply
  const mismatches = [];
  let replies = 0;
  let games = 0;
  let calls = 0;
  let onChain = null; // the X cells of the game the chain holds now

  // Brings the chain to the game after X's cells `seq` (new game, then replays).
  const goTo = (seq) => {
    if (onChain && onChain.join() === seq.join()) return;
    newGame();
    calls += 1;
    let board = emptyBoard();
    for (const cell of seq) {
      const afterX = applyMove(board, moveOf(cell), 'X');
      const reply = play(cell);
      calls += 1;
      assert.equal(reply, positions.get(formatBoard(afterX)) ?? null, `replaying ${seq}: the contract answered differently`);
      board = reply === null ? afterX : applyMove(afterX, moveOf(reply), 'O');
    }
    onChain = seq;
  };

  const explore = (seq, board) => {
    const node = new Map();
    tree.set(formatBoard(board), node);
    for (let cell = 0; cell < 9; cell += 1) {
      if (board[Math.floor(cell / 3)][cell % 3] !== null) continue;
      goTo(seq);
      const afterX = applyMove(board, moveOf(cell), 'X');
      const predicted = over(afterX) ? null : contractAi.bestMove(afterX, 'O');
      const returned = play(cell);
      const after = fromOnChain(readBoard());
      calls += 2;
      onChain = [...seq, cell];
      const reply = replyCell(afterX, after);
      assert.equal(returned, reply, `X ${onChain}: play returned ${returned}, the board shows ${reply}`);
      if (over(afterX)) {
        assert.equal(reply, null, `X ${onChain}: the contract moved after the game ended`);
      } else {
        assert.notEqual(reply, null, `X ${onChain}: the contract did not reply`);
        replies += 1;
        const key = formatBoard(afterX);
        if (positions.has(key)) assert.equal(positions.get(key), reply, `${key}: two replies`);
        positions.set(key, reply);
        if (!predicted || cellOf(predicted) !== reply) {
          mismatches.push(`${key} (X ${onChain}): contract ${reply}, rules ${predicted && cellOf(predicted)}`);
        }
      }
      if (over(after)) {
        games += 1;
        node.set(cell, getWinner(after) ?? 'draw');
      } else {
        node.set(cell, formatBoard(after));
        explore(onChain, after);
      }
    }
  };

  explore([], emptyBoard());
  console.log(`(a) ${positions.size} distinct positions where the contract replies (${replies} replies over ${games} games`
    + ` of every X move sequence, ${calls} simnet calls); rules level ${mismatches.length === 0 ? 'predicted every reply' : `missed ${mismatches.length}`}`);
  assert.deepEqual(mismatches.slice(0, 10), [], `${mismatches.length} replies mispredicted`);
  // A separate model of the contract's rules, enumerated outside this test, gives these sizes.
  assert.equal(positions.size, 244);
  assert.equal(replies, 636);
  assert.equal(games, 489);
});

// ---- (b) and (c) ----

/** Whether X can force a win from `key` against the contract, from the tree (a) read off the chain. */
function forcedWin(key, memo = new Map()) {
  if (!memo.has(key)) {
    memo.set(key, [...tree.get(key).values()].some((next) => next === 'X' || (tree.has(next) && forcedWin(next, memo))));
  }
  return memo.get(key);
}

const results = {};
function record(level, result) {
  results[level] ??= { X: 0, draw: 0, O: 0 };
  results[level][result] += 1;
}

test('(b) Expert with the contract\'s AI as its opponent model wins every game as X', () => {
  assert.ok(tree.size > 0, '(a) must run first');
  const root = formatBoard(emptyBoard());
  assert.equal(forcedWin(root), true, 'X can force a win against the contract from the empty board');
  const winningOpenings = [...tree.get(root).entries()].filter(([, next]) => forcedWin(next)).map(([cell]) => cell);
  const level = 'expert vs rules model';
  const lost = [];
  const play1 = (engine, opts, what) => {
    const { result, cells } = wholeGame(engine, opts);
    record(level, result);
    if (result !== 'X') lost.push(`${what}: ${result} after X ${cells}`);
  };
  const opponent = { difficulty: 'rules', rules: CONTRACT_AI };
  play1(new AIEngine({ difficulty: 'expert', opponent }), {}, 'from the empty board');
  for (let seed = 1; seed <= 10; seed += 1) {
    play1(new AIEngine({ difficulty: 'expert', opponent, variety: true, seed }), {}, `variety, seed ${seed}`);
  }
  for (const opening of winningOpenings) {
    play1(new AIEngine({ difficulty: 'expert', opponent }), { prefix: [opening] }, `after the opening ${opening}`);
  }
  console.log(`(b) ${level}: ${JSON.stringify(results[level])}; openings from which X can force a win: ${winningOpenings}`);
  assert.deepEqual(lost, []);
});

test('(c) Hard and Expert never lose as X over whole games', () => {
  const levels = { hard: { difficulty: 'hard' }, expert: { difficulty: 'expert' } };
  const lost = [];
  for (const [level, options] of Object.entries(levels)) {
    const games = [[new AIEngine(options), {}, 'from the empty board']];
    for (let seed = 1; seed <= 10; seed += 1) games.push([new AIEngine({ ...options, variety: true, seed }), {}, `variety, seed ${seed}`]);
    for (let opening = 0; opening < 9; opening += 1) games.push([new AIEngine(options), { prefix: [opening] }, `after the opening ${opening}`]);
    for (const [engine, opts, what] of games) {
      const { result, cells } = wholeGame(engine, opts);
      record(level, result);
      if (result === 'O') lost.push(`${level} ${what}: lost after X ${cells}`);
    }
    console.log(`(c) ${level}: ${JSON.stringify(results[level])} (X wins / draws / O wins over ${games.length} games)`);
  }
  assert.deepEqual(lost, []);
});

// ---- (d) ----

test('(d) fromOnChain reads the result in the 7.x and 6.x shapes and their cvToValue/cvToJSON forms', () => {
  newGame();
  const reply = play(0);
  const expected = applyMove(applyMove(emptyBoard(), moveOf(0), 'X'), moveOf(reply), 'O');
  const v7 = readBoard();
  const some7 = findBoard();
  // The 6.x SDK's reading of the same bytes.
  const v6 = T6.deserializeCV(T7.serializeCV(v7));
  const some6 = T6.deserializeCV(T7.serializeCV(some7));
  assert.equal(v7.type, 'ok');
  assert.equal(v7.value.type, 'list');
  assert.equal(typeof v7.value.value[0].value, 'bigint');
  assert.equal(v6.type, T6.ClarityType.ResponseOk);
  assert.equal(v6.value.type, T6.ClarityType.List);
  assert.ok(Array.isArray(v6.value.list));
  assert.equal(some7.type, 'some');
  assert.equal(some6.type, T6.ClarityType.OptionalSome);

  const accepted = {
    '7.x (ok list)': v7,
    '7.x list': v7.value,
    '7.x (some list)': some7,
    '7.x cvToValue': T7.cvToValue(v7),
    '7.x cvToJSON': T7.cvToJSON(v7),
    '7.x cvToValue (some)': T7.cvToValue(some7),
    '7.x cvToJSON (some)': T7.cvToJSON(some7),
    '7.x entries through cvToValue': v7.value.value.map((cv) => T7.cvToValue(cv)),
    '6.x (ok list)': v6,
    '6.x list': v6.value,
    '6.x (some list)': some6,
    '6.x cvToValue': T6.cvToValue(v6),
    '6.x cvToJSON': T6.cvToJSON(v6),
    '6.x cvToValue (some)': T6.cvToValue(some6),
    '6.x cvToJSON (some)': T6.cvToJSON(some6),
    '6.x entries through cvToValue': v6.value.list.map((cv) => T6.cvToValue(cv)),
  };
  for (const [what, value] of Object.entries(accepted)) {
    assert.deepEqual(fromOnChain(value), expected, what);
  }

  const stranger = freshAddress();
  const err7 = readBoard(stranger);
  const none7 = findBoard(stranger);
  assert.equal(cvToString(err7), '(err u100)');
  assert.equal(cvToString(none7), 'none');
  const err6 = T6.deserializeCV(T7.serializeCV(err7));
  const none6 = T6.deserializeCV(T7.serializeCV(none7));
  const rejected = {
    '7.x (err u100)': [err7, /err u100/],
    '6.x (err u100)': [err6, /err u100/],
    '7.x cvToJSON (err u100)': [T7.cvToJSON(err7), /err u100/],
    '6.x cvToJSON (err u100)': [T6.cvToJSON(err6), /err u100/],
    '7.x cvToValue (err u100), the bare u100': [T7.cvToValue(err7), /u100|100/],
    '7.x none': [none7, /none/],
    '6.x none': [none6, /none/],
    '7.x cvToJSON none': [T7.cvToJSON(none7), /none|null/],
    '6.x cvToJSON none': [T6.cvToJSON(none6), /none|null/],
    '7.x cvToValue none (null)': [T7.cvToValue(none7), /null/],
  };
  for (const [what, [value, message]] of Object.entries(rejected)) {
    assert.throws(() => fromOnChain(value), (e) => {
      assert.equal(e.code, 'INVALID_BOARD', `${what}: code`);
      assert.match(e.message, message, `${what}: message`);
      return true;
    }, what);
  }
});

// ---- (e) ----

test('(e) Expert watches 10 games of the contract\'s AI against a random player, infers it, and wins every game X can force', () => {
  // 1. Ten games on the chain: a seeded random X against the contract's O.
  const records = [];
  const watched = { X: 0, draw: 0, O: 0 };
  for (let seed = 1; seed <= 10; seed += 1) {
    const { result, moves } = wholeGame(new AIEngine({ difficulty: 'easy', seed }));
    watched[result] += 1;
    records.push(moves);
  }

  // 2. The model of the contract's AI, from those games alone.
  const model = inferOpponent(records, 'O');
  assert.equal(model.difficulty, 'rules', `inferred ${JSON.stringify(model)}`);
  assert.ok(model.confidence >= 0.9, `inferred ${JSON.stringify(model)}: Expert would not trust it`);

  // 3. The best result X can force from every position X can reach with X to move: a max search
  // over X's moves, the referee a Game, the contract's replies from the rules level with its
  // list (which (a) shows answers as the contract does in every position).
  const contractAi = new AIEngine({ difficulty: 'rules', rules: CONTRACT_AI });
  const rank = { O: 0, draw: 1, X: 2 };
  const forced = new Map(); // board (notation) with X to move -> { xs: X's cells to reach it, result }
  const search = (game, xs) => {
    const key = formatBoard(game.board);
    if (!forced.has(key)) {
      let best = 'O';
      for (const move of game.legalMoves()) {
        game.play(move);
        const replied = game.status === 'playing';
        if (replied) game.play(contractAi.bestMove(game.board, 'O'));
        const result = game.status === 'playing' ? search(game, [...xs, cellOf(move)]) : game.winner ?? 'draw';
        if (rank[result] > rank[best]) best = result;
        game.undo();
        if (replied) game.undo();
      }
      forced.set(key, { xs, result: best });
    }
    return forced.get(key).result;
  };
  const game = new Game();
  assert.equal(search(game, []), 'X', 'X can force a win against the contract from the empty board');
  game.free();

  // 4. Expert, trusting the model, against the contract itself from each of those positions.
  const expert = new AIEngine({ difficulty: 'expert', opponent: model });
  const level = 'expert vs inferred model';
  const missed = [];
  const wins = [...forced.values()].filter(({ result }) => result === 'X').length;
  for (const [key, { xs, result: best }] of forced) {
    const { result, cells } = wholeGame(expert, { prefix: xs });
    record(level, result);
    if (result !== best) missed.push(`${key} (X ${xs}): X can force ${best}, Expert got ${result} after X ${cells}`);
  }
  console.log(`(e) watched 10 games of the contract against a random X (${JSON.stringify(watched)}); inferred`
    + ` ${JSON.stringify(model)}; from ${forced.size} positions with X to move (X can force a win from ${wins}),`
    + ` ${level}: ${JSON.stringify(results[level])}`);
  assert.deepEqual(missed, []);
});

// ---- the example ----

test('examples/on-chain/play.mjs plays whole games through the network SDK calls', async () => {
  const api = await startNodeApi(simnet, STACKS_TESTNET);
  try {
    const network = createNetwork({ network: 'testnet', client: { baseUrl: api.url } });
    const contract = `${simnet.deployer}.${CONTRACT}`;

    // The node checks what it is sent: a wrong nonce and a changed signed call are refused.
    const senderKey = T7.randomPrivateKey();
    const call = (nonce, cell) => T7.makeContractCall({
      contractAddress: simnet.deployer, contractName: CONTRACT, functionName: 'play', functionArgs: [Cl.uint(cell)],
      senderKey, network, nonce, fee: 1,
    });
    const wrongNonce = await T7.broadcastTransaction({ transaction: await call(5, 0), network });
    assert.match(wrongNonce.reason ?? '', /BadNonce/);
    const changed = await call(0, 0);
    changed.payload = (await call(0, 1)).payload;
    const forged = await T7.broadcastTransaction({ transaction: changed, network });
    assert.match(forged.reason ?? '', /SignatureValidation/);

    for (const [level, options, mustWin] of [
      ['expert vs rules model', { difficulty: 'expert', opponent: { difficulty: 'rules', rules: CONTRACT_AI } }, true],
      ['hard', { difficulty: 'hard' }, false],
    ]) {
      const key = T7.randomPrivateKey();
      const lines = [];
      const game = await playGame({ contract, senderKey: key, network, engine: new AIEngine(options), log: (l) => lines.push(l), pollMs: 1 });
      // The chain holds the board the example ended with.
      const sender = T7.getAddressFromPrivateKey(key, 'testnet');
      assert.deepEqual(fromOnChain(readBoard(sender)), game.board, level);
      assert.notEqual(game.winner, 'O', `${level} lost: ${lines.join(' / ')}`);
      if (mustWin) assert.equal(game.winner, 'X', `${level}: ${lines.join(' / ')}`);
      for (const turn of game.turns) assert.equal(turn.reply, turn.predicted, `${level}: predicted reply`);
      console.log(`example, ${level}: ${game.winner ?? 'draw'} (${lines.at(-1)})`);
    }

    // And as a user runs it.
    const { stdout } = await promisify(execFile)(process.execPath, [join(here, 'on-chain', 'play.mjs')], {
      env: { ...process.env, STACKS_NETWORK: 'testnet', STACKS_API: api.url, CONTRACT: contract, SENDER_KEY: T7.randomPrivateKey() },
      timeout: 60_000,
    });
    assert.match(stdout, /oxo-ai won\n$/);
    console.log(`example, run as a script:\n${stdout.trimEnd().split('\n').map((l) => `  ${l}`).join('\n')}`);
    console.log(`example: node API requests ${JSON.stringify(api.requests)}`);
  } finally {
    await api.close();
  }
});
