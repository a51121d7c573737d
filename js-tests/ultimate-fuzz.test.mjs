// oxo-ai/ultimate's readers fuzzed as oxo-ai/mnk's are: seeded random rules, positions (objects,
// flat boards, strings), moves, players and options, hostile values among them (throwing
// getters, revoked Proxies, wrong shapes), through UltimateGame and UltimateEngine, often on
// positions of real games. Every call answers with a well-formed value or throws a coded error of
// the class its code has; nothing a caller passes is changed; and a canary still answers.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { UltimateEngine, UltimateGame } from 'oxo-ai/ultimate';
import { makeRng } from './support/seeded.mjs';
import { CODE_CLASSES as CLASSES, revoked, throwing } from './support/hostile.mjs';

const SEED = Number(process.env.OXO_FUZZ_SEED ?? 0x756c74);
const CALLS = Number(process.env.OXO_ULTIMATE_FUZZ_CALLS ?? 3_000);

const rng = makeRng(SEED);
const JUNK = [undefined, null, 0, -1, 1.5, NaN, Infinity, 9, 81, '', 'X', 'x', 'Z', '.', '-', true, 10n, Symbol('s'), {}, [], () => 1];
const junk = () => (rng.chance(0.1) ? throwing() : rng.chance(0.05) ? revoked() : rng.pick(JUNK));
const game = new UltimateGame();

/** A position of a real game, `n` random plies in. */
function played(n) {
  let pos = game.start();
  let player = 'X';
  for (let i = 0; i < n; i++) {
    const moves = game.getAvailableMoves(pos);
    if (moves.length === 0) break;
    pos = game.applyMove(pos, rng.pick(moves), player);
    player = player === 'X' ? 'O' : 'X';
  }
  return pos;
}

/** A position in one of the accepted forms, often real, sometimes damaged. */
function position() {
  if (rng.chance(0.06)) return junk();
  const real = played(rng.int(70));
  const kind = rng.int(4);
  if (kind === 0) return game.toString(real) + (rng.chance(0.1) ? rng.pick(['', ' 9,9', 'x', ' 1,1,1', ' -1,0']) : '');
  if (kind === 1) return { board: real.board.flat(), lastMove: real.lastMove };
  const board = real.board.map((row) => row.map((c) => (rng.chance(0.995) ? c : junk())));
  if (rng.chance(0.03)) board.pop();
  const lastMove = rng.chance(0.9) ? real.lastMove : rng.chance(0.5) ? { row: rng.int(10), col: rng.int(10) } : junk();
  return { board, lastMove };
}

const move = () => (rng.chance(0.08) ? junk() : { row: rng.chance(0.97) ? rng.int(10) : junk(), col: rng.chance(0.97) ? rng.int(10) : junk() });
const player = () => (rng.chance(0.9) ? rng.pick(['X', 'O']) : junk());
const rules = () => (rng.chance(0.85) ? rng.pick([undefined, { tiebreak: 'draw' }, { tiebreak: 'boards' }]) : rng.chance(0.5) ? { tiebreak: junk() } : junk());
const options = () => (rng.chance(0.85) ? { maxPlayouts: rng.int(300), seed: rng.int(1000), strict: rng.chance(0.2), difficulty: rng.pick([undefined, 'easy', 'medium', 'hard']) }
  : { maxPlayouts: junk(), timeMs: rng.chance(0.5) ? 0 : junk(), difficulty: junk(), seed: junk() });
const budget = () => (rng.chance(0.8) ? { maxPlayouts: rng.int(300) } : rng.chance(0.5) ? undefined : { timeMs: junk(), maxPlayouts: junk() });
const isMove = (m) => Number.isInteger(m.row) && Number.isInteger(m.col) && m.row >= 0 && m.row < 9 && m.col >= 0 && m.col < 9;

test(`${CALLS} seeded calls of UltimateGame and UltimateEngine: answers or coded errors, inputs unchanged, a canary still answers`, () => {
  const codes = {};
  const canary = new UltimateEngine(undefined, { timeMs: 0 });
  const win = 'XXXXXX.........XX............O...O......O...........O..O...O.......O............O 3,2';
  for (let i = 0; i < CALLS; i++) {
    const p = position();
    const snapshot = (() => { try { return JSON.stringify(p); } catch { return undefined; } })();
    const what = rng.pick(['applyMove', 'getAvailableMoves', 'getBoardWinners', 'getWinner', 'isDraw', 'toString', 'parse', 'sideToMove', 'bestMove', 'rankedMoves', 'analyze']);
    const engineSide = ['bestMove', 'rankedMoves', 'analyze'].includes(what);
    let target;
    try {
      target = engineSide ? new UltimateEngine(rules(), options()) : new UltimateGame(rules());
      let answer;
      if (what === 'applyMove') answer = target.applyMove(p, move(), player());
      else if (what === 'rankedMoves') answer = target.rankedMoves(p, player(), budget());
      else if (engineSide) answer = target[what](p, player());
      else answer = target[what](p);
      if (what === 'applyMove' || what === 'parse') assert.equal(answer.board.length, 9);
      if (what === 'getAvailableMoves' || what === 'rankedMoves') answer.forEach((m) => assert.ok(isMove(m)));
      if (what === 'rankedMoves') answer.forEach((m) => assert.ok(m.winRate >= 0 && m.winRate <= 1));
      if (what === 'bestMove' && answer !== null) assert.ok(isMove(answer));
      if (what === 'analyze') assert.equal(typeof answer.explanation, 'string');
      if (what === 'toString') assert.match(answer, /^[XO.]{81}( [0-8],[0-8])?$/);
    } catch (e) {
      assert.ok(e instanceof Error, `call ${i} (${what}) threw a non-error: ${String(e)}`);
      assert.ok(CLASSES[e.code], `call ${i} (${what}) threw without a known code: ${e.code} ${e.message}`);
      assert.ok(CLASSES[e.code].includes(e.name), `call ${i} (${what}): ${e.code} as ${e.name}`);
      codes[e.code] = (codes[e.code] ?? 0) + 1;
    } finally {
      if (engineSide) target?.free();
    }
    if (snapshot !== undefined) assert.equal(JSON.stringify(p), snapshot, `call ${i} (${what}) changed its position`);
    if (i % 50 === 0) assert.deepEqual(canary.bestMove(win, 'X'), { row: 1, col: 8 });
  }
  for (const code of ['INVALID_BOARD', 'INVALID_MOVE', 'INVALID_PLAYER', 'INVALID_OPTION', 'CELL_OCCUPIED', 'GAME_OVER']) assert.ok(codes[code] > 0, `no ${code} in ${JSON.stringify(codes)}`);
  console.log(`ultimate fuzz: seed ${SEED}, ${CALLS} calls, codes ${JSON.stringify(codes)}`);
});
