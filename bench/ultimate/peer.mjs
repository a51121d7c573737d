// The players of the "ultimate" section's matches, all behind one interface:
//
//   const side = await makeSide(kind, { ms, seed, dir, ultimate });
//   await side.newGame(gameSeed);  const { move, ms, work } = await side.move(pos, player);
//   await side.close();
//
// kinds: 'oxo' (oxo-ai/ultimate's UltimateEngine, Hard, `timeMs` a move, a fresh engine a game),
// 'random' (a uniformly random legal move, seeded), 'openspiel' (openspiel_bot.py in the venv
// setup.sh makes) and 'crate' (the crate ai-ultimate-tictactoe's bot, native/target/release/crate-bot),
// both over stdio, one line each way (README.md, "Protocol"). `work` is what the player reports
// for the move: OpenSpiel's simulations, the crate's nodes, nothing for oxo and random.

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { mulberry32 } from '../positions.mjs';
import { cellsString, lastString, randomMove } from './rules.mjs';

/** Where the stdio peers live under `dir` (bench/ultimate), and whether they are there. */
export function peerCommands(dir) {
  const python = process.env.OXO_ULTIMATE_PYTHON ?? join(dir, '.venv', 'bin', 'python');
  const crate = process.env.OXO_ULTIMATE_CRATE_BOT ?? join(dir, 'native', 'target', 'release', 'crate-bot');
  return {
    openspiel: { cmd: python, args: [join(dir, 'openspiel_bot.py')], seedArg: '--seed', available: existsSync(python), missing: `no Python venv at ${python} (bash bench/ultimate/setup.sh)` },
    crate: { cmd: crate, args: [], seedArg: null, available: existsSync(crate), missing: `no crate bot at ${crate} (bash bench/ultimate/setup.sh builds it)` },
  };
}

/** A line-per-request child process; `ask(line)` resolves with its answer line. */
export class StdioPeer {
  constructor(name, cmd, args) {
    this.name = name;
    this.child = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'inherit'] });
    this.waiting = [];
    this.exited = null;
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const w = this.waiting.shift();
      if (w) w.resolve(line.trim());
    });
    this.child.on('exit', (code, signal) => {
      this.exited = signal ?? code;
      for (const w of this.waiting.splice(0)) w.reject(new Error(`${name} exited (${this.exited})`));
    });
    this.child.on('error', (e) => {
      this.exited = e.message;
      for (const w of this.waiting.splice(0)) w.reject(e);
    });
  }

  /** Sends `line`; resolves with the answer, rejects on an `error …` answer, an exit or `timeoutMs`. */
  ask(line, timeoutMs = 60_000) {
    if (this.exited !== null) return Promise.reject(new Error(`${this.name} has exited (${this.exited})`));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.name} did not answer "${line.slice(0, 20)}…" in ${timeoutMs} ms`)), timeoutMs);
      this.waiting.push({
        resolve: (a) => { clearTimeout(timer); if (a.startsWith('error')) reject(new Error(`${this.name}: ${a}`)); else resolve(a); },
        reject: (e) => { clearTimeout(timer); reject(e); },
      });
      this.child.stdin.write(`${line}\n`);
    });
  }

  async close() {
    if (this.exited !== null) return;
    const done = new Promise((r) => this.child.once('exit', r));
    this.child.stdin.end('quit\n');
    const timer = setTimeout(() => this.child.kill(), 5000);
    await done;
    clearTimeout(timer);
  }
}

/** A stdio peer as a side; `calibrate` sets its simulations to what it runs in `ms` (OpenSpiel). */
async function stdioSide(kind, { ms, seed, dir, calibrate }) {
  const c = peerCommands(dir)[kind];
  if (!c.available) throw new Error(c.missing);
  const args = c.seedArg ? [...c.args, c.seedArg, String(seed)] : c.args;
  const peer = new StdioPeer(kind, c.cmd, args);
  const side = { kind, name: kind, calibrated: null };
  if (calibrate) {
    side.calibrated = Number(await peer.ask(`calibrate ${ms}`));
    if (!(side.calibrated > 0)) throw new Error(`${kind}: calibrate ${ms} answered ${side.calibrated}`);
    await peer.ask(`sims ${side.calibrated}`);
  }
  side.newGame = () => peer.ask('new');
  side.move = async (pos) => {
    const t = performance.now();
    const a = await peer.ask(`move ${cellsString(pos)} ${lastString(pos)} ${ms}`, Math.max(60_000, 100 * ms));
    const took = performance.now() - t;
    const [row, col, work] = a.split(/\s+/).map(Number);
    if (!Number.isInteger(row) || !Number.isInteger(col)) throw new Error(`${kind} answered "${a}"`);
    return { move: { row, col }, ms: took, work: Number.isFinite(work) ? work : null };
  };
  side.close = () => peer.close();
  return side;
}

/** oxo-ai/ultimate's Hard: a fresh engine each game, seeded by the game. */
function oxoSide({ ms, ultimate }) {
  if (!ultimate) throw new Error('oxo: the package has no oxo-ai/ultimate');
  let engine = null;
  return {
    kind: 'oxo', name: 'oxo-ai Hard', calibrated: null,
    newGame: async (gameSeed) => {
      engine?.free?.();
      engine = new ultimate.UltimateEngine(undefined, { difficulty: 'hard', timeMs: ms, seed: gameSeed });
    },
    move: async (pos, player) => {
      const t = performance.now();
      const move = engine.bestMove(pos, player);
      return { move, ms: performance.now() - t, work: null };
    },
    close: async () => { engine?.free?.(); engine = null; },
  };
}

function randomSide({ seed }) {
  let rand = mulberry32(seed);
  return {
    kind: 'random', name: 'random', calibrated: null,
    newGame: async (gameSeed) => { rand = mulberry32(gameSeed); },
    move: async (pos) => {
      const t = performance.now();
      const move = randomMove(pos, rand);
      return { move, ms: performance.now() - t, work: null };
    },
    close: async () => {},
  };
}

/**
 * A side of kind 'oxo', 'random', 'openspiel' or 'crate'. `ms`: the time a move; `dir`: bench/ultimate;
 * `ultimate`: the loaded oxo-ai/ultimate module (for 'oxo'). OpenSpiel is calibrated to `ms`.
 */
export async function makeSide(kind, { ms, seed = 1, dir, ultimate }) {
  if (kind === 'oxo') return oxoSide({ ms, ultimate });
  if (kind === 'random') return randomSide({ seed });
  // OXO_ULTIMATE_OPENSPIEL=time: OpenSpiel searches by time (its wall-clock limit) instead of the
  // simulations calibrated from the opening, where its rollouts are longest (so in the middle game a
  // calibrated OpenSpiel spends less than its time: about 60-68 ms a move of 100 measured here).
  if (kind === 'openspiel') return stdioSide(kind, { ms, seed, dir, calibrate: process.env.OXO_ULTIMATE_OPENSPIEL !== 'time' });
  if (kind === 'crate') return stdioSide(kind, { ms, seed, dir, calibrate: false });
  throw new Error(`ultimate: unknown player ${kind} (oxo, random, openspiel, crate)`);
}
