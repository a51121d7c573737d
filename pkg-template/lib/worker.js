// oxo-ai/worker (SPEC §7.5, §8): the main entry's classes and functions and oxo-ai/mnk's
// MnkEngine, each method a Promise of the same answer. The main entry's readers read every
// argument on this thread; a Worker (./worker-host.js) computes on the plain data they made.
// Importing loads no WebAssembly and starts no Worker. scripts/worker-build.mjs makes the
// CommonJS copy.

import { DIFFICULTY, ERROR_CODE } from './wire.js';
import { readBoard, readPlayer } from './read.js';
import {
  abortReason, partOptions, readAnalyzerStrict, readEngineOptions, readResult, readRunOptions, readSimulatorSeed, readWorkers,
} from './options.js';
import { readMoveList, readPartResults, readRecords } from './records.js';
import { readBudget, readMnkBoard, readMnkOptions, readRules } from './mnk-read.js';
import { freedError } from './boundary.js';
import { nodeBuiltin, unpackError } from './worker-protocol.js';
import { hostUrl, moduleWorker } from './worker-place.js';

/** The main entry's Difficulty object (src/names.rs, through the generated ./wire.js). */
export const Difficulty = DIFFICULTY;

/** The main entry's ErrorCode object: every `code` an oxo-ai error carries. */
export const ErrorCode = ERROR_CODE;

// The board utilities and format converters (SPEC §7.7, §7.8): the main entry's own, on this thread.
export * from './board.js';
export * from './formats.js';

const message = (reason) => (typeof reason === 'string' ? reason : String(reason?.message ?? reason));

/** A coded error for a worker that ended with calls in flight. */
const workerFailed = (why, cause) => Object.assign(new Error(`the oxo-ai worker ${why}`, cause === undefined ? undefined : { cause }), { code: 'WORKER_FAILED' });

/** Starts a worker (with `mnk`, oxo-ai/mnk's): `{ post, end, ref, unref }`; `receive` gets its messages, `failed` its death. */
async function spawn(mnk, receive, failed) {
  if (typeof Worker === 'function') {
    // Browsers, Deno, Bun.
    const worker = moduleWorker(mnk);
    worker.addEventListener('message', (event) => receive(event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault?.();
      failed(event.error ?? (event.message || 'an error event (e.g. the module could not be loaded)'));
    });
    worker.addEventListener('messageerror', () => failed('could not read a message'));
    return { post: (m) => worker.postMessage(m), end: () => worker.terminate(), ref: () => worker.ref?.(), unref: () => worker.unref?.() };
  }
  // Node: worker_threads, inheriting Node's flags but --input-type (for -e and stdin only: a worker
  // refuses it). Listed, the flags that act on the whole process (--expose-gc) are refused: then none.
  const { Worker: ThreadWorker } = await nodeBuiltin('node:worker_threads');
  const flags = globalThis.process.execArgv;
  const own = flags.filter((f, i) => !f.startsWith('--input-type') && flags[i - 1] !== '--input-type');
  let worker;
  try {
    worker = new ThreadWorker(hostUrl(mnk), own.length === flags.length ? {} : { execArgv: own });
  } catch (error) {
    if (error?.code !== 'ERR_WORKER_INVALID_EXEC_ARGV') throw error;
    worker = new ThreadWorker(hostUrl(mnk), { execArgv: [] });
  }
  worker.on('message', receive);
  worker.on('error', failed);
  worker.on('messageerror', () => failed('could not read a message'));
  worker.on('exit', (code) => failed(`exited with code ${code}`));
  return { post: (m) => worker.postMessage(m), end: () => worker.terminate(), ref: () => worker.ref(), unref: () => worker.unref() };
}

let nextId = 1;

/** One worker, started on demand (with `mnk`, oxo-ai/mnk's), and its calls in flight; a new one after it ends. */
class Slot {
  /** Promise of the running worker's port (null if it could not start), or null when none runs. */
  ready = null;
  /** Calls in flight: id -> { resolve, reject, progress, done } (done: its abort listener removed). */
  pending = new Map();

  constructor(mnk) {
    this.mnk = mnk;
  }

  start() {
    if (this.ready) return this.ready;
    // Events of a worker that has since ended are ignored.
    const live = () => this.ready === ready;
    const ready = spawn(this.mnk, (data) => live() && this.receive(data), (reason) => live() && this.end(`stopped: ${message(reason)}`, reason))
      .catch((error) => {
        if (live()) this.end(`could not start: ${message(error)}`, error);
        return null;
      });
    this.ready = ready;
    return ready;
  }

  /**
   * Sends `data` and resolves with the reply; terminate() rejects it. `progress` gets a run's
   * progress; `signal` rejects at once with its reason and drops the reply (a run is told to stop).
   */
  request(data, { progress, signal } = {}) {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    const ready = this.start();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const abort = () => this.settle(id, 'reject', abortReason(signal), true);
      signal?.addEventListener('abort', abort, { once: true });
      this.pending.set(id, { resolve, reject, progress, done: () => signal?.removeEventListener('abort', abort) });
      this.refresh();
      ready.then((port) => this.pending.has(id) && port?.post({ ...data, id })).catch((error) => this.settle(id, 'reject', error));
    });
  }

  /** Ends call `id`, if in flight, with `how` ('resolve' or 'reject') and `value`; with `stop`, the worker stops it. */
  settle(id, how, value, stop = false) {
    const call = this.pending.get(id);
    if (!call) return;
    this.pending.delete(id);
    call.done();
    this.refresh();
    if (stop) this.tell({ cancel: id });
    call[how](value);
  }

  /** Posts `data`, which has no reply, if the worker runs. */
  tell(data) {
    this.ready?.then((port) => port?.post(data));
  }

  receive({ id, ...data }) {
    const call = this.pending.get(id);
    if ('progress' in data) {
      try {
        call?.progress(data.progress);
      } catch (thrown) {
        // As in the main entry, an onProgress that throws ends the run with what it threw.
        this.settle(id, 'reject', thrown, true);
      }
    } else if ('error' in data) this.settle(id, 'reject', unpackError(data.error));
    else this.settle(id, 'resolve', data);
  }

  /** Ends the worker (if any) and rejects its calls in flight with WORKER_FAILED. */
  end(why, cause) {
    const ready = this.ready;
    if (!ready) return Promise.resolve();
    this.ready = null;
    for (const id of [...this.pending.keys()]) this.settle(id, 'reject', workerFailed(why, cause));
    return ready.then((port) => port?.end()).then(() => undefined, () => undefined);
  }

  /** Lets Node and Bun exit while the worker is idle; holds them while calls are in flight. */
  refresh() {
    const ready = this.ready;
    ready?.then((port) => port && this.ready === ready && (this.pending.size > 0 ? port.ref : port.unref)());
  }
}

/** The 3×3 pool: slot(0) is the shared worker, the others a split run's; then oxo-ai/mnk's worker. */
const slots = [];
const mnkSlot = new Slot(true);
const slot = (index) => (slots[index] ??= new Slot(false));
const released = typeof FinalizationRegistry === 'function' ? new FinalizationRegistry((drop) => drop()) : null;
let nextObject = 1;

/** An AbortSignal in a call's last argument (from the third on), or undefined. */
function signalIn(args) {
  try {
    const signal = args.length > 2 ? args.at(-1)?.signal : undefined;
    return typeof AbortSignal === 'function' && signal instanceof AbortSignal ? signal : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The class `kind`, its objects in the worker of `home()`. Each call reads its arguments now
 * (`reads[name](args, made)`, `made` what `reads.new` read) and sends `made` too, so a worker
 * that lacks the object (it is new, or the old one ended) makes it first. A constructor's error
 * rejects every call. `getters` mirror the worker's values as of the last answer (null before).
 * With `abortable`, a `signal` in a call's last argument rejects it at once (docs/DESIGN.md).
 */
function remoteClass(kind, reads, getters, home, abortable = false) {
  const Class = class {
    /** All a finalizer may hold (not the object): its id and whether free() was called. */
    #o = { target: nextObject++, freed: false };
    #made;
    #error;
    #state = {};

    constructor(...args) {
      try {
        this.#made = reads.new(args);
      } catch (error) {
        this.#error = error;
      }
      const o = this.#o;
      released?.register(this, () => o.freed || home().tell({ op: 'free', kind, target: o.target }), o);
    }

    async #call(op, args) {
      if (this.#error) throw this.#error;
      const signal = abortable ? signalIn(args) : undefined;
      if (signal?.aborted) throw abortReason(signal);
      const send = (what, read) => home().request({ op: what, kind, target: this.#o.target, made: this.#made, args: read }, { signal });
      let read;
      try {
        read = reads[op](args, this.#made);
      } catch (error) {
        // A constructor's error that only the worker finds comes first, as the main entry's
        // constructor would have thrown first: the worker makes the object, then this rejects.
        if (!this.#o.freed) await send('make');
        throw error;
      }
      if (this.#o.freed) throw freedError();
      if (op === 'free') {
        this.#o.freed = true;
        released?.unregister(this.#o);
      }
      const { value, state } = await send(op, read);
      if (state) this.#state = Object.fromEntries(Object.entries(state).map(([k, v]) => [k, v !== null && typeof v === 'object' ? Object.freeze(v) : v]));
      return value;
    }

    static {
      for (const name of Object.keys(reads).filter((n) => n !== 'new')) {
        const { [name]: method } = { [name](...args) { return this.#call(name, args); } };
        Object.defineProperty(this.prototype, name, { value: method, writable: true, configurable: true });
      }
      for (const name of getters) Object.defineProperty(this.prototype, name, { get() { return this.#state[name] ?? null; }, configurable: true });
    }
  };
  Object.defineProperty(Class, 'name', { value: kind });
  if (typeof Symbol.dispose === 'symbol') Class.prototype[Symbol.dispose] = function dispose() { this.free().catch(() => {}); };
  if (typeof Symbol.asyncDispose === 'symbol') Class.prototype[Symbol.asyncDispose] = function asyncDispose() { return this.free(); };
  return Class;
}

const boardAndPlayer = ([board, player]) => [readBoard(board), readPlayer(player)];
const nothing = () => [];

/** The main entry's AIEngine in the shared worker (SPEC §7.5). */
export const AIEngine = /* @__PURE__ */ remoteClass('AIEngine', {
  new: ([options]) => [readEngineOptions(options)],
  bestMove: boardAndPlayer, rankedMoves: boardAndPlayer, bestMoveWithRule: boardAndPlayer,
  observe: ([result]) => [readResult(result)],
  free: nothing,
}, ['lastIterations', 'skill'], () => slot(0));

/** The main entry's GameAnalyzer in the shared worker. */
export const GameAnalyzer = /* @__PURE__ */ remoteClass('GameAnalyzer', { new: ([options]) => [readAnalyzerStrict(options)], analyze: boardAndPlayer, free: nothing }, [], () => slot(0));

const mnkCells = ([board, player], [rules]) => [readMnkBoard(board, rules), readPlayer(player)];

/**
 * oxo-ai/mnk's MnkEngine in a worker of its own (SPEC §8), started on the first call. Aborting a
 * call's `signal` rejects it at once with `signal.reason`; the search runs on until its budget ends.
 */
export const MnkEngine = /* @__PURE__ */ remoteClass('MnkEngine', {
  new: ([rules, options]) => [readRules(rules), readMnkOptions(options)],
  bestMove: mnkCells,
  solve: (args, made) => [...mnkCells(args, made), readBudget(args[2], 'solve options')],
  rankedMoves: (args, made) => [...mnkCells(args, made), readBudget(args[2], 'rankedMoves options')],
  analyze: mnkCells,
  free: nothing,
}, ['rules'], () => mnkSlot, true);

/** The main entry's reviewGame, in the shared worker. */
export async function reviewGame(moves, start) {
  return (await slot(0).request({ op: 'reviewGame', args: [readMoveList(moves), start === undefined ? 0 : readBoard(start)] })).value;
}

/** The main entry's inferOpponent, in the shared worker (records as move lists or snapshots). */
export async function inferOpponent(games, player) {
  return (await slot(0).request({ op: 'inferOpponent', args: [readRecords(games), readPlayer(player)] })).value;
}

/** The default `workers`: the hardware concurrency, at most 8. */
async function defaultWorkers() {
  let n = globalThis.navigator?.hardwareConcurrency;
  if (!(Number.isSafeInteger(n) && n > 0)) n = await nodeBuiltin('node:os').then((os) => os.availableParallelism?.() ?? os.cpus().length, () => 1);
  return Math.max(1, Math.min(n, 8));
}

const PROGRESS_SUMS = ['completed', 'xWins', 'oWins', 'draws'];

/**
 * Runs `read` (readRunOptions's answer) over `workers` workers: the worker's plan
 * (SimulationRun#split) gives the parts, and it merges their results. `onProgress` gets the sums
 * of the parts' progress; an abort, a failed part or a throwing onProgress stops every part.
 */
async function simulate({ onProgress, signal, ...read }, workers) {
  if (signal?.aborted) throw abortReason(signal);
  const stop = new AbortController();
  const relay = () => stop.abort(abortReason(signal));
  signal?.addEventListener('abort', relay, { once: true });
  const request = async (index, op, args, progress) => (await slot(index).request({ op, args }, { progress, signal: stop.signal })).value;
  const watched = onProgress !== undefined;
  try {
    const n = workers ?? (await defaultWorkers());
    const { seed, parts } = n > 1 ? await request(0, 'plan', [read, n]) : { parts: [] };
    if (parts.length < 2) return await request(0, 'run', [read, watched], onProgress);
    const latest = parts.map(() => ({ completed: 0, xWins: 0, oWins: 0, draws: 0 }));
    const total = parts.reduce((sum, part) => sum + part.games, 0);
    const sum = (index) => (progress) => {
      latest[index] = progress;
      const merged = { completed: 0, total, xWins: 0, oWins: 0, draws: 0 };
      for (const part of latest) for (const key of PROGRESS_SUMS) merged[key] += part[key];
      onProgress(merged);
    };
    const results = await Promise.all(parts.map((part, i) => request(i, 'run', [partOptions(read, part, seed), watched], watched ? sum(i) : undefined)));
    return await request(0, 'merge', [readPartResults(results)]);
  } finally {
    signal?.removeEventListener('abort', relay);
    stop.abort();
  }
}

/** The main entry's Simulator, run in the worker; `workers` splits each run over that many with the same result. */
export class Simulator {
  #seed;
  #workers;
  #error;

  constructor(options) {
    try {
      this.#seed = readSimulatorSeed(options);
      this.#workers = readWorkers(options);
    } catch (error) {
      this.#error = error;
    }
  }

  async run(options) {
    if (this.#error) throw this.#error;
    return simulate(readRunOptions(options, this.#seed === undefined ? undefined : { seed: this.#seed }), this.#workers);
  }
}

/** Ends every worker; calls in flight reject with WORKER_FAILED, and the next call starts a new worker. */
export function terminate() {
  return Promise.all([...slots, mnkSlot].map((s) => s.end('was terminated (terminate())'))).then(() => undefined);
}

// `using stop = terminate;` ends the workers at the end of the scope.
if (typeof Symbol.dispose === 'symbol') terminate[Symbol.dispose] = () => void terminate();
if (typeof Symbol.asyncDispose === 'symbol') terminate[Symbol.asyncDispose] = terminate;
