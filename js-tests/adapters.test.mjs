// The adapters, through the installed package as apps import them: `oxo-ai/openturn` (driven
// exactly as openturn's runner calls a bot), `oxo-ai/boardgame` (real boardgame.io matches
// against boardgame.io's own RandomBot and MCTSBot), and on-chain boards as a Stacks read
// returns them (@stacks/transactions). boardgame.io and @stacks/transactions are dev-only:
// js-tests/adapters/install.sh installs them into js-tests/adapters/node_modules from its
// lockfile; they are never dependencies of oxo-ai.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import * as api from 'oxo-ai';
import { legalActions, createOpenturnBot, PLACE_MARK } from 'oxo-ai/openturn';
import { OxoBot, createBoardgameBot, fromBoardgameCells } from 'oxo-ai/boardgame';
import * as oracle from './support/oracle.mjs';
import { expectCode, assertStillWorks } from './support/check.mjs';

const { Game, AIEngine, GameAnalyzer, getLegalMoves, emptyBoard, applyMove, toOnChain, fromOnChain } = api;
const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const B = oracle.toBoard;
const N = null;
const canary = new AIEngine();

/** run.sh runs this file from js-tests/.scratch; the fixture lives in js-tests/adapters. */
const fixtureDir = process.env.OXO_ADAPTERS_FIXTURE
  ?? [path.join(here, 'adapters'), path.join(here, '..', 'adapters')].find((d) => fs.existsSync(path.join(d, 'install.sh')));
let fixture;

before(() => {
  assert.ok(fixtureDir, `js-tests/adapters (install.sh) not found from ${here}`);
  const run = spawnSync('bash', [path.join(fixtureDir, 'install.sh')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  assert.equal(run.status, 0, `js-tests/adapters/install.sh failed:\n${run.stdout}${run.stderr}`);
  fixture = createRequire(path.join(fixtureDir, 'package.json'));
});

/** A small seeded generator (mulberry32) standing in for a runner's `rng`. */
function seededRng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function deepFreeze(value) {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const idOf = (player) => (player === 'X' ? '0' : '1');

// ---- openturn ------------------------------------------------------------------------------

/**
 * The bot contract of openturn's runner, as the issue describes it: on each turn the runner
 * builds `{ playerID, view: { board }, legalActions, rng }` for the player to move, awaits
 * `bot.decide(context)`, requires one of the offered actions back and applies it. The rules
 * are kept by the package's own referee (`Game`); the legal actions by `legalActions`.
 */
async function runOpenturnMatch(bots, { seed = 1 } = {}) {
  const referee = new Game();
  const rng = seededRng(seed);
  while (referee.status === 'playing') {
    const player = referee.toMove;
    const playerID = idOf(player);
    const actions = legalActions(referee.board, player);
    const context = deepFreeze({ playerID, view: { board: referee.board }, legalActions: actions, rng });
    const action = await bots[playerID].decide(context);
    assert.ok(actions.includes(action), `${bots[playerID].name} returned an action it was not offered: ${JSON.stringify(action)}`);
    referee.play(action.payload);
  }
  const result = { status: referee.status, winner: referee.winner, moves: referee.history };
  referee.free();
  return result;
}

/** openturn's simplest bot: a uniformly random legal action, drawn from the runner's rng. */
const randomOpenturnBot = {
  name: 'random',
  decide: ({ legalActions: actions, rng }) => actions[Math.floor(rng() * actions.length)],
};

/**
 * Every game `bot` (deterministic) can be led into as `player`, the opponent trying every
 * legal action at every turn: { wins, draws, losses } over all of them.
 */
function allOpponentLines(bot, player) {
  const referee = new Game();
  const tally = { wins: 0, draws: 0, losses: 0 };
  const visit = () => {
    if (referee.status !== 'playing') {
      if (referee.status === 'draw') tally.draws += 1;
      else if (referee.winner === player) tally.wins += 1;
      else tally.losses += 1;
      return;
    }
    const actions = legalActions(referee.board, referee.toMove);
    const chosen = referee.toMove === player
      ? [bot.decide(deepFreeze({ playerID: idOf(player), view: { board: referee.board }, legalActions: actions, rng: Math.random }))]
      : actions;
    for (const action of chosen) {
      referee.play(action.payload);
      visit();
      referee.undo();
    }
  };
  visit();
  referee.free();
  return tally;
}

describe('oxo-ai/openturn: legalActions', () => {
  test('the action shape, row-major', () => {
    assert.equal(PLACE_MARK, 'placeMark');
    assert.deepEqual(legalActions(B('X...O....'), 'X').slice(0, 2), [
      { event: 'placeMark', payload: { row: 0, col: 1 }, label: '(0,1)' },
      { event: 'placeMark', payload: { row: 0, col: 2 }, label: '(0,2)' },
    ]);
    assert.deepEqual(legalActions(emptyBoard(), 'X').map((a) => a.label),
      ['(0,0)', '(0,1)', '(0,2)', '(1,0)', '(1,1)', '(1,2)', '(2,0)', '(2,1)', '(2,2)']);
    assert.deepEqual(legalActions(B('XXXOO....'), 'O'), []);
    assert.deepEqual(legalActions(B('XOXXOOOXX'), 'X'), []);
  });

  test('agrees with getLegalMoves on every reachable board', () => {
    for (const s of oracle.allBoards().filter(oracle.isReachable)) {
      const player = oracle.isOver(s) ? 'X' : oracle.sideToMove(s);
      const actions = legalActions(B(s), player);
      assert.deepEqual(actions.map((a) => a.payload), getLegalMoves(B(s), player), s);
      for (const a of actions) assert.equal(a.label, `(${a.payload.row},${a.payload.col})`);
    }
  });

  test('validated by the engine: bad boards, players, positions and turns throw with a code', () => {
    expectCode(() => legalActions([[N, N]], 'X'), 'INVALID_BOARD', 'TypeError');
    expectCode(() => legalActions(emptyBoard(), '0'), 'INVALID_PLAYER', 'TypeError', [/"0"/]);
    expectCode(() => legalActions(B('OO.......'), 'X'), 'IMPOSSIBLE_POSITION', 'Error');
    expectCode(() => legalActions(emptyBoard(), 'O'), 'WRONG_TURN', 'Error');
    assertStillWorks(api, canary);
  });
});

describe('oxo-ai/openturn: createOpenturnBot', () => {
  test('the bot shape and its name', () => {
    const bot = createOpenturnBot({ difficulty: 'expert', seed: 1 });
    assert.equal(bot.name, 'oxo-ai expert');
    assert.equal(typeof bot.decide, 'function');
    assert.equal(createOpenturnBot().name, 'oxo-ai hard');
    assert.equal(createOpenturnBot({ name: 'Ada' }).name, 'Ada');
  });

  test("decide returns the offered action at the engine's bestMove, reading only the view", () => {
    const bot = createOpenturnBot({ difficulty: 'hard' });
    const board = B('XX.OO....');
    const actions = legalActions(board, 'X');
    const context = deepFreeze({ playerID: '0', view: { board, secret: 'ignored' }, legalActions: actions, rng: () => 0.5 });
    const action = bot.decide(context);
    assert.equal(action, actions.find((a) => a.label === '(0,2)'));
    // O to move blocks.
    const oBoard = B('XX..O....');
    const oActions = legalActions(oBoard, 'O');
    assert.equal(bot.decide({ playerID: '1', view: { board: oBoard }, legalActions: oActions }), oActions.find((a) => a.label === '(0,2)'));
    // The runner may offer actions in any order and with extra fields: the same object comes back.
    const shuffled = [...actions].reverse().map((a) => ({ ...a, meta: 1 }));
    assert.equal(bot.decide({ playerID: '0', view: { board }, legalActions: shuffled }), shuffled.find((a) => a.label === '(0,2)'));
  });

  test('bad contexts and options throw with a code, and the module keeps working', () => {
    const bot = createOpenturnBot();
    const board = emptyBoard();
    const actions = legalActions(board, 'X');
    const reject = (fn, code, cls, mentions) => {
      expectCode(fn, code, cls, mentions);
      assertStillWorks(api, canary);
    };
    reject(() => bot.decide({ playerID: 0, view: { board }, legalActions: actions }), 'INVALID_PLAYER', 'TypeError', [/\b0\b/]);
    reject(() => bot.decide({ playerID: '2', view: { board }, legalActions: actions }), 'INVALID_PLAYER', 'TypeError', [/"2"/]);
    reject(() => bot.decide(undefined), 'INVALID_PLAYER', 'TypeError');
    reject(() => bot.decide({ playerID: '0', legalActions: actions }), 'INVALID_BOARD', 'TypeError', [/undefined/]);
    reject(() => bot.decide({ playerID: '1', view: { board }, legalActions: actions }), 'WRONG_TURN', 'Error');
    reject(() => bot.decide({ playerID: '0', view: { board: B('OO.......') }, legalActions: actions }), 'IMPOSSIBLE_POSITION', 'Error');
    reject(() => bot.decide({ playerID: '0', view: { board: B('XXXOO....') }, legalActions: [] }), 'GAME_OVER', 'Error');
    reject(() => bot.decide({ playerID: '0', view: { board }, legalActions: 'all' }), 'INVALID_MOVE', 'TypeError', [/"all"/]);
    reject(() => bot.decide({ playerID: '0', view: { board }, legalActions: actions.slice(0, 4) }), 'INVALID_MOVE', 'Error', [/\(1,1\)/]);
    reject(() => createOpenturnBot({ difficulty: 'grandmaster' }), 'INVALID_OPTION', 'TypeError', [/grandmaster/]);
    reject(() => createOpenturnBot({ seed: -1 }), 'INVALID_OPTION', 'RangeError');
    reject(() => createOpenturnBot('hard'), 'INVALID_OPTION', 'TypeError');
    reject(() => createOpenturnBot({ name: 7 }), 'INVALID_OPTION', 'TypeError', [/\b7\b/]);
    // The bot still decides after all of that.
    assert.equal(bot.decide({ playerID: '0', view: { board }, legalActions: actions }), actions[4]);
  });

  test('hard and expert never lose to any line an opponent can play (exhaustive)', (t) => {
    for (const difficulty of ['hard', 'expert']) {
      for (const player of ['X', 'O']) {
        const tally = allOpponentLines(createOpenturnBot({ difficulty }), player);
        t.diagnostic(`openturn ${difficulty} as ${player} vs every opponent line: ${JSON.stringify(tally)}`);
        assert.equal(tally.losses, 0, `${difficulty} as ${player} lost`);
        assert.ok(tally.wins > 0 && tally.draws > 0);
      }
    }
  });

  test('whole games through the runner: hard never loses to a random bot, and self-play draws', async (t) => {
    const hard = createOpenturnBot({ difficulty: 'hard' });
    const tally = { X: { wins: 0, draws: 0, losses: 0 }, O: { wins: 0, draws: 0, losses: 0 } };
    for (let seed = 1; seed <= 200; seed += 1) {
      for (const side of ['X', 'O']) {
        const bots = side === 'X' ? { 0: hard, 1: randomOpenturnBot } : { 0: randomOpenturnBot, 1: hard };
        const { status, winner } = await runOpenturnMatch(bots, { seed });
        const key = status === 'draw' ? 'draws' : winner === side ? 'wins' : 'losses';
        tally[side][key] += 1;
      }
    }
    t.diagnostic(`openturn hard vs random, 200 games per side: ${JSON.stringify(tally)}`);
    assert.equal(tally.X.losses + tally.O.losses, 0);
    for (const [a, b] of [['hard', 'hard'], ['expert', 'hard'], ['hard', 'expert'], ['expert', 'expert']]) {
      const result = await runOpenturnMatch({ 0: createOpenturnBot({ difficulty: a }), 1: createOpenturnBot({ difficulty: b }) });
      assert.equal(result.status, 'draw', `${a} vs ${b}`);
      assert.equal(result.moves.length, 9);
    }
  });

  test('every level plays whole legal games; a seed replays the same game', async () => {
    for (const difficulty of ['easy', 'medium', 'hard', 'mcts', 'expert']) {
      const play = () => runOpenturnMatch({
        0: createOpenturnBot({ difficulty, seed: 42, mctsIterations: 200 }),
        1: createOpenturnBot({ difficulty: 'easy', seed: 'opponent' }),
      });
      const first = await play();
      assert.deepEqual(await play(), first, difficulty);
      assert.ok(first.moves.length >= 5);
    }
  });
});

// ---- boardgame.io --------------------------------------------------------------------------

/** boardgame.io's tutorial tic-tac-toe game (0.50 API): cells null | '0' | '1', clickCell(id). */
function ticTacToe(INVALID_MOVE) {
  const lines = oracle.LINES;
  const isVictory = (cells) => lines.some(([a, b, c]) => cells[a] !== null && cells[a] === cells[b] && cells[a] === cells[c]);
  return {
    name: 'tic-tac-toe',
    setup: () => ({ cells: Array(9).fill(null) }),
    turn: { minMoves: 1, maxMoves: 1 },
    moves: {
      clickCell: ({ G, playerID }, id) => {
        if (G.cells[id] !== null) return INVALID_MOVE;
        G.cells[id] = playerID;
        return undefined;
      },
    },
    endIf: ({ G, ctx }) => {
      if (isVictory(G.cells)) return { winner: ctx.currentPlayer };
      if (G.cells.every((c) => c !== null)) return { draw: true };
      return undefined;
    },
    ai: {
      enumerate: (G) => G.cells.flatMap((c, id) => (c === null ? [{ move: 'clickCell', args: [id] }] : [])),
    },
  };
}

function boardgameio() {
  const { INVALID_MOVE } = fixture('boardgame.io/core');
  const { Client } = fixture('boardgame.io/client');
  const { Local } = fixture('boardgame.io/multiplayer');
  const { RandomBot, MCTSBot, Step, Simulate } = fixture('boardgame.io/ai');
  const { InitializeGame } = fixture('boardgame.io/internal');
  return { game: ticTacToe(INVALID_MOVE), Client, Local, RandomBot, MCTSBot, Step, Simulate, InitializeGame };
}

/** One match on a boardgame.io client, each turn played by `Step` with the bot to move. */
async function stepMatch(bgio, bots) {
  const client = bgio.Client({ game: bgio.game, numPlayers: 2, debug: false });
  client.start();
  for (let turn = 0; client.getState().ctx.gameover === undefined; turn += 1) {
    assert.ok(turn < 9, 'the match did not end within 9 moves');
    const before = client.getState();
    await bgio.Step(client, bots[before.ctx.currentPlayer]);
    const after = client.getState();
    // An illegal move is refused by the game and leaves the state as it was.
    assert.equal(after._stateID, before._stateID + 1, `player ${before.ctx.currentPlayer}'s move was refused`);
  }
  const { ctx, G } = client.getState();
  client.stop();
  return { gameover: ctx.gameover, cells: G.cells };
}

function score(gameover, ourID) {
  if (gameover.draw) return 'draws';
  return gameover.winner === ourID ? 'wins' : 'losses';
}

describe('oxo-ai/openturn: signal, deadline and thinkingBudgetMs', () => {
  const context = (extra) => ({ playerID: '0', view: { board: emptyBoard() }, legalActions: legalActions(emptyBoard(), 'X'), ...extra });

  test('an aborted signal rejects the decision with its reason', () => {
    const bot = createOpenturnBot({ difficulty: 'hard' });
    const controller = new AbortController();
    controller.abort(new Error('turn cancelled'));
    assert.throws(() => bot.decide(context({ signal: controller.signal })), /turn cancelled/);
    const live = context({ signal: new AbortController().signal });
    assert.ok(live.legalActions.includes(bot.decide(live)));
  });

  test('MCTS stops at the deadline or the thinking budget, and says how far it got', () => {
    const bot = createOpenturnBot({ difficulty: 'mcts', mctsIterations: 1_000_000, seed: 3 });
    // A deadline already passed leaves the 1 ms minimum: the search stops at its first clock read.
    const late = context({ deadline: Date.now() - 1_000 });
    assert.ok(late.legalActions.includes(bot.decide(late)));
    assert.ok(bot.lastIterations > 0 && bot.lastIterations < 1_000_000, `${bot.lastIterations} iterations`);
    bot.decide(context({ thinkingBudgetMs: 1 }));
    assert.ok(bot.lastIterations < 1_000_000, `${bot.lastIterations} iterations`);
    // Without a budget the count budget alone applies.
    const counted = createOpenturnBot({ difficulty: 'mcts', mctsIterations: 200, seed: 3 });
    counted.decide(context());
    assert.equal(counted.lastIterations, 200);
    assert.equal(createOpenturnBot().lastIterations, null);
  });
});

describe('oxo-ai/boardgame', () => {
  test('fromBoardgameCells and bad cells', () => {
    assert.deepEqual(fromBoardgameCells(['0', null, '1', null, '0', null, null, null, '1']), B('X.O.X...O'));
    assert.deepEqual(fromBoardgameCells(Array(9).fill(undefined)), emptyBoard());
    expectCode(() => fromBoardgameCells(['0', 'X', ...Array(7).fill(null)]), 'INVALID_BOARD', 'TypeError', [/cells\[1\]/, /"X"/]);
    expectCode(() => fromBoardgameCells(Array(8).fill(null)), 'INVALID_BOARD', 'TypeError', [/\b8\b/]);
    expectCode(() => fromBoardgameCells('0........'), 'INVALID_BOARD', 'TypeError', [/0\.\.\./]);
    assertStillWorks(api, canary);
  });

  test('play returns the MAKE_MOVE action boardgame.io makeMove builds', async () => {
    const bot = new OxoBot({ difficulty: 'hard' });
    const state = { G: { cells: ['0', '0', null, '1', '1', null, null, null, null] }, ctx: { currentPlayer: '0' } };
    const played = await bot.play(state, '0');
    assert.deepEqual(played.action, { type: 'MAKE_MOVE', payload: { type: 'clickCell', args: [2], playerID: '0' } });
    // The step's metadata: every move ranked, as the package ranks them.
    assert.deepEqual(played.metadata, { rankedMoves: canary.rankedMoves(fromBoardgameCells(state.G.cells), 'X') });
    // The same action boardgame.io's own RandomBot builds (with makeMove) when one cell is left.
    const { RandomBot } = fixture('boardgame.io/ai');
    const enumerate = (G) => G.cells.flatMap((c, id) => (c === null ? [{ move: 'clickCell', args: [id] }] : []));
    const last = { G: { cells: ['0', '1', '0', '0', '1', '1', '1', '0', null] }, ctx: { currentPlayer: '0' } };
    const theirs = (await new RandomBot({ enumerate, seed: 1 }).play(last, '0')).action;
    assert.deepEqual(JSON.parse(JSON.stringify((await bot.play(last, '0')).action)), JSON.parse(JSON.stringify(theirs)));
    assert.deepEqual(await bot.play({ G: { cells: ['0', '0', '0', '1', '1', null, null, null, null] } }, '1'), { action: null });
    // Custom move name and state shape.
    const custom = new OxoBot({ move: 'mark', cells: (G) => G.board.flat() });
    const G = { board: [[null, null, null], [null, null, null], [null, null, null]] };
    assert.deepEqual((await custom.play({ G }, '0')).action.payload, { type: 'mark', args: [4], playerID: '0' });
  });

  test('bad options and states are coded errors (rejections from play)', async () => {
    expectCode(() => new OxoBot({ difficulty: 'impossible' }), 'INVALID_OPTION', 'TypeError');
    expectCode(() => new OxoBot({ move: 3 }), 'INVALID_OPTION', 'TypeError');
    expectCode(() => new OxoBot({ cells: 'cells' }), 'INVALID_OPTION', 'TypeError');
    expectCode(() => new OxoBot(5), 'INVALID_OPTION', 'TypeError');
    expectCode(() => createBoardgameBot({ seed: 1.5 }), 'INVALID_OPTION', 'RangeError');
    const bot = new OxoBot();
    const G = { cells: Array(9).fill(null) };
    await assert.rejects(bot.play({ G }, '1'), { code: 'WRONG_TURN' });
    await assert.rejects(bot.play({ G }, 0), { code: 'INVALID_PLAYER' });
    await assert.rejects(bot.play({ G: { cells: ['1', '1', ...Array(7).fill(null)] } }, '0'), { code: 'IMPOSSIBLE_POSITION' });
    await assert.rejects(bot.play({ G: { cells: Array(8).fill(null) } }, '0'), { code: 'INVALID_BOARD' });
    assertStillWorks(api, canary);
    assert.deepEqual((await bot.play({ G }, '0')).action.payload.args, [4]);
  });

  test('real boardgame.io matches: never loses to RandomBot or MCTSBot', { timeout: 600_000 }, async (t) => {
    const bgio = boardgameio();
    const { game } = bgio;
    const results = [];
    const mcts = (iterations) => (seed) => new bgio.MCTSBot({ game, enumerate: game.ai.enumerate, seed, iterations });
    // [name, games per side for hard, for expert, opponent factory]. MCTSBot's default of 1000
    // iterations costs about a second a game, so it plays fewer games than the weaker one.
    const opponents = [
      ['RandomBot', 200, 200, (seed) => new bgio.RandomBot({ enumerate: game.ai.enumerate, seed })],
      ['MCTSBot (100 iterations)', 20, 20, mcts(100)],
      ['MCTSBot (1000 iterations, its default)', 10, 5, mcts(1000)],
    ];
    for (const difficulty of ['hard', 'expert']) {
      for (const [name, hardGames, expertGames, makeOpponent] of opponents) {
        const games = difficulty === 'hard' ? hardGames : expertGames;
        for (const ourID of ['0', '1']) {
          const tally = { wins: 0, draws: 0, losses: 0 };
          for (let i = 0; i < games; i += 1) {
            const ours = new OxoBot({ difficulty, seed: i });
            const bots = ourID === '0' ? { 0: ours, 1: makeOpponent(`s${i}`) } : { 0: makeOpponent(`s${i}`), 1: ours };
            const { gameover } = await stepMatch(bgio, bots);
            tally[score(gameover, ourID)] += 1;
          }
          const line = `boardgame.io: oxo-ai ${difficulty} as player ${ourID} (${ourID === '0' ? 'X' : 'O'}) vs ${name}, ${games} games: `
            + `${tally.wins} wins, ${tally.draws} draws, ${tally.losses} losses`;
          results.push(line);
          t.diagnostic(line);
          assert.equal(tally.losses, 0, line);
        }
      }
    }
    // Each result also goes to the log, for the closing note.
    console.log(results.join('\n'));
  });

  test("boardgame.io's Simulate plays a whole match with the bot", async () => {
    const bgio = boardgameio();
    const { game } = bgio;
    const bots = { 0: new OxoBot({ difficulty: 'hard' }), 1: new bgio.MCTSBot({ game, enumerate: game.ai.enumerate, seed: 'sim', iterations: 500 }) };
    const { state } = await bgio.Simulate({ game, bots, state: bgio.InitializeGame({ game, numPlayers: 2 }) });
    assert.ok(state.ctx.gameover, 'Simulate ended without a result');
    assert.notEqual(score(state.ctx.gameover, '0'), 'losses');
    assert.deepEqual(new GameAnalyzer().analyze(fromBoardgameCells(state.G.cells), 'X').evaluation, 'neutral');
  });

  test('Local({ bots }) builds the bot classes itself and plays a match to the end', { timeout: 60_000 }, async (t) => {
    const bgio = boardgameio();
    const { game } = bgio;
    const matches = [
      { 0: createBoardgameBot({ difficulty: 'expert' }), 1: bgio.RandomBot },
      { 0: bgio.MCTSBot, 1: OxoBot },
    ];
    for (const [index, bots] of matches.entries()) {
      const client = bgio.Client({ game, numPlayers: 2, debug: false, multiplayer: bgio.Local({ bots }), matchID: `local-${index}` });
      const gameover = await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the Local match did not finish')), 50_000);
        client.subscribe((s) => {
          if (s?.ctx.gameover) {
            clearTimeout(timer);
            resolve(s.ctx.gameover);
          }
        });
        client.start();
      });
      client.stop();
      const ourID = index === 0 ? '0' : '1';
      t.diagnostic(`Local match ${index}: ${JSON.stringify(gameover)} (oxo-ai is player ${ourID})`);
      assert.notEqual(score(gameover, ourID), 'losses');
    }
  });
});

// ---- on-chain boards -----------------------------------------------------------------------

describe('on-chain boards (API reference "Board utilities" toOnChain / fromOnChain)', () => {
  test('numbers and bigints, hand-built', () => {
    assert.deepEqual(toOnChain(B('X.O.X...O')), [1, 0, 2, 0, 1, 0, 0, 0, 2]);
    assert.deepEqual(fromOnChain([1, 0, 2, 0, 1, 0, 0, 0, 2]), B('X.O.X...O'));
    assert.deepEqual(fromOnChain([1n, 0n, 2n, 0n, 1n, 0n, 0n, 0n, 2n]), B('X.O.X...O'));
    assert.deepEqual(fromOnChain([1n, 0, 2n, 0, 1, 0n, 0, 0, 2n]), B('X.O.X...O'));
    for (const s of oracle.allBoards().filter(oracle.isReachable)) {
      const chain = toOnChain(B(s));
      assert.deepEqual(fromOnChain(chain), B(s));
      assert.deepEqual(fromOnChain(chain.map(BigInt)), B(s));
    }
    expectCode(() => fromOnChain([3n, 0, 0, 0, 0, 0, 0, 0, 0]), 'INVALID_BOARD', 'RangeError', [/3n/]);
    expectCode(() => fromOnChain([2n ** 128n - 1n, 0, 0, 0, 0, 0, 0, 0, 0]), 'INVALID_BOARD', 'RangeError');
    expectCode(() => fromOnChain([-1n, 0, 0, 0, 0, 0, 0, 0, 0]), 'INVALID_BOARD', 'RangeError');
    // Decimal strings of 0, 1, 2 are entries too (API reference "Board utilities"); others are not.
    assert.deepEqual(fromOnChain(['1', '0', '2', '0', '1', 0, 0n, '0', 2]), B('X.O.X...O'));
    expectCode(() => fromOnChain(['3', 0, 0, 0, 0, 0, 0, 0, 0]), 'INVALID_BOARD', 'RangeError', [/"3"/]);
    expectCode(() => fromOnChain(['one', 0, 0, 0, 0, 0, 0, 0, 0]), 'INVALID_BOARD', 'TypeError', [/"one"/]);
    expectCode(() => fromOnChain([0, 0, 0]), 'INVALID_BOARD', 'TypeError', [/\b3\b/]);
    assertStillWorks(api, canary);
  });

  test('a (list 9 uint) as a Stacks read returns it: hex -> ClarityValue -> bigints -> board', () => {
    const { Cl, cvToHex, hexToCV, cvToValue, ClarityType } = fixture('@stacks/transactions');
    for (const s of oracle.allBoards().filter(oracle.isReachable)) {
      // What the contract stores, serialized as a read-only call's `result` hex.
      const hex = cvToHex(Cl.list(toOnChain(B(s)).map((n) => Cl.uint(n))));
      const cv = hexToCV(hex);
      assert.equal(cv.type, ClarityType.List);
      const uints = cv.value.map((item) => cvToValue(item));
      assert.ok(uints.every((u) => typeof u === 'bigint'));
      assert.deepEqual(fromOnChain(uints), B(s));
    }
    // A response wrapped in (ok ...) or (some ...) is unwrapped first.
    const board = B('X...O....');
    const ok = hexToCV(cvToHex(Cl.ok(Cl.list(toOnChain(board).map((n) => Cl.uint(n))))));
    assert.deepEqual(fromOnChain(ok.value.value.map((item) => cvToValue(item))), board);
  });

  test('every shape a Stacks read leaves an app holding is accepted (API reference "Board utilities")', () => {
    const { Cl, cvToValue, cvToJSON, hexToCV, cvToHex } = fixture('@stacks/transactions');
    const board = B('X.O.X...O');
    const list = Cl.list([1, 0, 2, 0, 1, 0, 0, 0, 2].map((n) => Cl.uint(n)));
    const read = (cv) => hexToCV(cvToHex(cv)); // as a read-only call's result comes back
    const shapes = {
      'the list ClarityValue': read(list),
      'the (ok list) response': read(Cl.ok(list)),
      'the (some list) optional': read(Cl.some(list)),
      'cvToValue of each item (strings)': list.value.map(cvToValue),
      'cvToValue of the list': cvToValue(read(list)),
      'cvToValue of the response': cvToValue(read(Cl.ok(list))),
      'cvToJSON of the list': cvToJSON(read(list)),
      'cvToJSON of the response': cvToJSON(read(Cl.ok(list))),
      'cvToJSON of the optional': cvToJSON(read(Cl.some(list))),
    };
    for (const [name, value] of Object.entries(shapes)) assert.deepEqual(fromOnChain(value), board, name);
    // An err response and none name what they are.
    expectCode(() => fromOnChain(read(Cl.error(Cl.uint(105)))), 'INVALID_BOARD', 'TypeError', [/\(err u105\) response/]);
    expectCode(() => fromOnChain(cvToJSON(read(Cl.error(Cl.uint(105))))), 'INVALID_BOARD', 'TypeError', [/\(err u105\) response/]);
    expectCode(() => fromOnChain(read(Cl.none())), 'INVALID_BOARD', 'TypeError', [/none/]);
    expectCode(() => fromOnChain(cvToJSON(read(Cl.none()))), 'INVALID_BOARD', 'TypeError', [/none/]);
    // Other Clarity values are named, not misread.
    expectCode(() => fromOnChain(read(Cl.tuple({ board: list }))), 'INVALID_BOARD', 'TypeError', [/Clarity tuple/]);
    expectCode(() => fromOnChain(read(Cl.list([Cl.uint(1)]))), 'INVALID_BOARD', 'TypeError', [/length 1/]);
    expectCode(() => fromOnChain(read(Cl.list(Array(9).fill(Cl.uint(3))))), 'INVALID_BOARD', 'RangeError');
    assertStillWorks(api, canary);
  });

  test("the on-chain flow (examples/on-chain/play.mjs): analyze a board read from a contract and build the AI's move transaction", async () => {
    const { Cl, cvToHex, hexToCV, cvToValue, makeContractCall, deserializeTransaction, randomPrivateKey } = fixture('@stacks/transactions');
    // The read: O to move on X...O..X. (as fetchCallReadOnlyFunction would return it).
    const onChain = hexToCV(cvToHex(Cl.list([1, 0, 0, 0, 2, 0, 0, 1, 0].map((n) => Cl.uint(n)))));
    const board = fromOnChain(onChain.value.map((item) => cvToValue(item)));
    const report = new GameAnalyzer().analyze(board, 'O');
    assert.equal(report.evaluation, 'draw');
    const move = new AIEngine({ difficulty: 'hard' }).bestMove(board, 'O');
    assert.deepEqual(move, report.bestMove);
    const index = move.row * 3 + move.col;
    const transaction = await makeContractCall({
      contractAddress: 'ST1PQHQKV0RJXZFY1DGX8MNSNYVE3VGZJSRTPGZGM',
      contractName: 'clarityxo',
      functionName: 'play',
      functionArgs: [Cl.uint(7), Cl.uint(index)],
      senderKey: randomPrivateKey(),
      network: 'testnet',
      fee: 1000, // given, so nothing is fetched from a node
      nonce: 0,
      validateWithAbi: false,
    });
    const sent = deserializeTransaction(transaction.serialize());
    assert.deepEqual(sent.payload.functionArgs.map((cv) => cvToValue(cv)), [7n, BigInt(index)]);
    // A contract that takes the whole next board instead:
    const next = toOnChain(applyMove(board, move, 'O'));
    assert.deepEqual(fromOnChain(hexToCV(cvToHex(Cl.list(next.map((n) => Cl.uint(n))))).value.map((item) => cvToValue(item))),
      applyMove(board, move, 'O'));
  });
});

// ---- packaging and types -------------------------------------------------------------------

describe('sub-path exports', () => {
  test('require and import give the same adapter functions, sharing one module instance', async () => {
    const cjsOpenturn = require('oxo-ai/openturn');
    const cjsBoardgame = require('oxo-ai/boardgame');
    assert.deepEqual(Object.keys(cjsOpenturn).sort(), ['PLACE_MARK', 'createOpenturnBot', 'legalActions']);
    assert.deepEqual(Object.keys(cjsBoardgame).sort(), ['OxoBot', 'createBoardgameBot', 'fromBoardgameCells']);
    assert.deepEqual(Object.keys(await import('oxo-ai/openturn')).sort(), ['PLACE_MARK', 'createOpenturnBot', 'legalActions']);
    assert.deepEqual(Object.keys(await import('oxo-ai/boardgame')).sort(), ['OxoBot', 'createBoardgameBot', 'fromBoardgameCells']);
    assert.deepEqual(cjsOpenturn.legalActions(emptyBoard(), 'X'), legalActions(emptyBoard(), 'X'));
    // In Node both entries resolve 'oxo-ai' to the one CommonJS module: one wasm instance.
    assert.equal(require('oxo-ai').AIEngine, api.AIEngine);
  });

  test('the manifest lists each adapter with types first and ships its files', () => {
    const pkgDir = path.dirname(require.resolve('oxo-ai/package.json'));
    const manifest = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
    for (const name of ['openturn', 'boardgame']) {
      const entry = manifest.exports[`./${name}`];
      assert.ok(entry, `no ./${name} export`);
      assert.equal(Object.keys(entry)[0], 'types');
      const files = [];
      const collect = (v) => (typeof v === 'string' ? files.push(v) : Object.values(v).forEach(collect));
      collect(entry);
      for (const f of files) assert.ok(fs.existsSync(path.join(pkgDir, f)), `${f} is not shipped`);
    }
  });
});

const CONSUMER = `
import { Game, getLegalMoves, emptyBoard } from 'oxo-ai';
import type { GameSnapshot, GameStatus, Move, Player, Board } from 'oxo-ai';
import { legalActions, createOpenturnBot, PLACE_MARK } from 'oxo-ai/openturn';
import type { PlaceMarkAction, OpenturnBot, OpenturnBotContext } from 'oxo-ai/openturn';
import { OxoBot, createBoardgameBot, fromBoardgameCells } from 'oxo-ai/boardgame';
import type { BoardgameCell, BoardgameMoveAction } from 'oxo-ai/boardgame';

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends (<T>() => T extends B ? 1 : 2) ? true : false;
type Assert<T extends true> = T;
export type Checks = [
  Assert<Equals<GameStatus, 'playing' | 'won' | 'draw'>>,
  Assert<Equals<GameSnapshot['version'], 1>>,
  Assert<Equals<GameSnapshot['moves'], Move[]>>,
  Assert<Equals<Game['toMove'], Player | null>>,
  Assert<Equals<Game['winningLine'], Move[] | null>>,
  Assert<Equals<ReturnType<Game['undo']>, Move | null>>,
  Assert<Equals<ReturnType<typeof getLegalMoves>, Move[]>>,
  Assert<Equals<PlaceMarkAction['event'], 'placeMark'>>,
  Assert<Equals<typeof PLACE_MARK, 'placeMark'>>,
  Assert<Equals<BoardgameCell, '0' | '1' | null>>,
];

const game = new Game();
game.play({ row: 1, col: 1 });
const saved: GameSnapshot = JSON.parse(JSON.stringify(game));
const restored: Game = Game.fromJSON(saved);
const status: GameStatus = restored.status;
const board: Board = restored.board;
const moves: Move[] = getLegalMoves(emptyBoard(), 'X');
// @ts-expect-error a move needs row and col
game.play({ row: 1 });
// @ts-expect-error status is read-only
game.status = 'won';

const actions: PlaceMarkAction[] = legalActions(board, 'O');
const bot: OpenturnBot = createOpenturnBot({ difficulty: 'expert', seed: 'match-1', name: 'oxo' });
interface TaggedAction extends PlaceMarkAction { id: number }
const tagged: TaggedAction[] = actions.map((a, id) => ({ ...a, id }));
const context: OpenturnBotContext<TaggedAction> = { playerID: '1', view: { board }, legalActions: tagged, rng: Math.random };
const chosen: TaggedAction = bot.decide(context);
// @ts-expect-error not a difficulty
createOpenturnBot({ difficulty: 'grandmaster' });

const Preset = createBoardgameBot({ difficulty: 'hard', move: 'clickCell' });
const instance: OxoBot = new Preset({ seed: 'game-seed' });
const custom = new OxoBot({ cells: (G: { grid: BoardgameCell[] }) => G.grid });
async function turn(): Promise<BoardgameMoveAction | null> {
  const { action } = await instance.play({ G: { cells: Array<BoardgameCell>(9).fill(null) } }, '0');
  return action;
}
const fromCells: Board = fromBoardgameCells(['0', null, '1', null, null, null, null, null, null]);
export { status, moves, chosen, custom, turn, fromCells, restored };
`;

test('Game and the adapters type-check under tsc --strict (CommonJS and ESM consumers)', () => {
  const tsc = [process.env.OXO_TSC, path.join(here, 'node_modules', '.bin', 'tsc')].find((p) => p && fs.existsSync(p));
  assert.ok(tsc, 'no TypeScript compiler: set OXO_TSC');
  for (const module of ['node16', 'nodenext']) {
    const dir = fs.mkdtempSync(path.join(here, 'tsc-adapters-'));
    fs.writeFileSync(path.join(dir, 'consumer.ts'), CONSUMER);
    fs.writeFileSync(path.join(dir, 'consumer.mts'), CONSUMER);
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, module, moduleResolution: module, target: 'es2022', skipLibCheck: false, types: [] },
      files: ['consumer.ts', 'consumer.mts'],
    }));
    const run = spawnSync(tsc, ['-p', dir, '--pretty', 'false'], { encoding: 'utf8' });
    assert.equal(run.status, 0, `tsc (${module}) failed:\n${run.stdout}${run.stderr}`);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
