// oxo-ai/mnk's readers fuzzed as the 3x3 ones are (issue 37, "Bad input"): seeded random rules,
// boards, moves, players and options, hostile values among them (throwing getters, revoked
// Proxies, wrong shapes, floating discs), through MnkGame and MnkEngine. Every call answers
// with a well-formed value or throws a coded error of the class its code has; nothing a caller
// passes is changed; and after every call a canary still gets the right answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Games, MnkEngine, MnkGame } from 'oxo-ai/mnk';
import { makeRng } from './support/seeded.mjs';
import { CODE_CLASSES as CLASSES, revoked, throwing } from './support/hostile.mjs';

const SEED = Number(process.env.OXO_FUZZ_SEED ?? 0x6d6e6b);
const CALLS = Number(process.env.OXO_MNK_FUZZ_CALLS ?? 4_000);

const rng = makeRng(SEED);
const JUNK = [undefined, null, 0, -1, 1.5, NaN, Infinity, 3, 15, 16, '', 'X', 'x', 'Z', '.', true, 10n, Symbol('s'), {}, [], () => 1];
const junk = () => (rng.chance(0.1) ? throwing() : rng.chance(0.05) ? revoked() : rng.pick(JUNK));
const PRESETS = Object.values(Games);

function rules() {
  if (rng.chance(0.7)) return PRESETS[rng.int(PRESETS.length)];
  if (rng.chance(0.3)) return junk();
  const side = () => (rng.chance(0.9) ? 3 + rng.int(6) : junk());
  const r = { rows: side(), cols: side(), k: rng.chance(0.9) ? 3 + rng.int(4) : junk() };
  if (rng.chance(0.3)) r.gravity = rng.chance(0.9) ? rng.chance(0.5) : junk();
  if (rng.chance(0.2)) r.misere = rng.chance(0.9) ? rng.chance(0.5) : junk();
  PLAIN.add(r);
  return r;
}

/** `r[key]` if `r` is one of the generator's plain rules (a hostile one is not read here). */
const field = (r, key) => (PLAIN.has(r) ? r[key] : undefined);
/** The rules objects the generator made (a Proxy of `{}` looks plain). */
const PLAIN = new WeakSet(PRESETS);

/** A board for `r` (often well-formed, sometimes not), nested or flat. */
function board(r) {
  if (rng.chance(0.08)) return junk();
  const rows = Number.isInteger(field(r, 'rows')) ? field(r, 'rows') : 3;
  const cols = Number.isInteger(field(r, 'cols')) ? field(r, 'cols') : 3;
  const cell = () => (rng.chance(0.97) ? rng.pick([null, null, null, 'X', 'O', 'x', 'o', '', '.', undefined]) : junk());
  const nested = Array.from({ length: rows + (rng.chance(0.03) ? 1 : 0) }, () => Array.from({ length: cols }, cell));
  return rng.chance(0.5) ? nested : nested.flat();
}

function move(r) {
  if (rng.chance(0.1)) return junk();
  if (r?.gravity && rng.chance(0.5)) return rng.int((r.cols ?? 7) + 1);
  return { row: rng.chance(0.95) ? rng.int((r?.rows ?? 3) + 1) : junk(), col: rng.chance(0.95) ? rng.int((r?.cols ?? 3) + 1) : junk() };
}

const player = () => (rng.chance(0.9) ? rng.pick(['X', 'O']) : junk());
const budget = () => (rng.chance(0.7) ? { maxNodes: rng.int(2000) } : rng.chance(0.5) ? undefined : { timeMs: rng.chance(0.8) ? rng.int(5) : junk(), maxNodes: junk() });

const isMove = (m, r) => Number.isInteger(m.row) && Number.isInteger(m.col) && m.row >= 0 && m.row < r.rows && m.col >= 0 && m.col < r.cols;

test(`${CALLS} seeded calls of MnkGame and MnkEngine: answers or coded errors, inputs unchanged, a canary still answers`, () => {
  const codes = {};
  const canary = new MnkEngine(Games.ticTacToe);
  const empty = new MnkGame(Games.ticTacToe).emptyBoard();
  for (let i = 0; i < CALLS; i++) {
    const r = rules();
    const b = board(r);
    const snapshot = (() => { try { return JSON.stringify(b); } catch { return undefined; } })();
    const what = rng.pick(['applyMove', 'getWinner', 'getWinningLine', 'getAvailableMoves', 'isDraw', 'bestMove', 'solve', 'rankedMoves', 'analyze']);
    const engineSide = ['bestMove', 'solve', 'rankedMoves', 'analyze'].includes(what);
    let target;
    try {
      target = engineSide ? new MnkEngine(r, { maxNodes: 500, seed: i, strict: rng.chance(0.2) }) : new MnkGame(r);
      const rr = target.rules;
      let answer;
      if (what === 'applyMove') answer = target.applyMove(b, move(rr), player());
      else if (what === 'solve' || what === 'rankedMoves') answer = target[what](b, player(), budget());
      else if (engineSide) answer = target[what](b, player());
      else answer = target[what](b);
      if (what === 'applyMove') assert.equal(answer.length, rr.rows);
      if (what === 'getAvailableMoves' || what === 'rankedMoves') answer.forEach((m) => assert.ok(isMove(m, rr)));
      if (what === 'bestMove' && answer !== null) assert.ok(isMove(answer, rr));
      if (what === 'solve') assert.equal(typeof answer.complete, 'boolean');
      if (what === 'analyze') assert.equal(typeof answer.explanation, 'string');
    } catch (e) {
      assert.ok(e instanceof Error, `call ${i} (${what}) threw a non-error: ${String(e)}`);
      assert.ok(CLASSES[e.code], `call ${i} (${what}) threw without a known code: ${e.code} ${e.message}`);
      assert.ok(CLASSES[e.code].includes(e.name), `call ${i} (${what}): ${e.code} as ${e.name}`);
      codes[e.code] = (codes[e.code] ?? 0) + 1;
    } finally {
      if (engineSide) target?.free();
    }
    if (snapshot !== undefined) assert.equal(JSON.stringify(b), snapshot, `call ${i} (${what}) changed its board`);
    if (i % 50 === 0) assert.deepEqual(canary.bestMove(empty, 'X'), { row: 1, col: 1 });
  }
  for (const code of ['INVALID_BOARD', 'INVALID_MOVE', 'INVALID_PLAYER', 'INVALID_OPTION']) assert.ok(codes[code] > 0, `no ${code} in ${JSON.stringify(codes)}`);
  console.log(`mnk fuzz: seed ${SEED}, ${CALLS} calls, codes ${JSON.stringify(codes)}`);
});
