// oxo-ai/worker (SPEC §7.5, §8): the main entry's AIEngine, GameAnalyzer, Simulator, reviewGame
// and inferOpponent, and oxo-ai/mnk's MnkEngine, each method a Promise of the same answer. The
// main entry's readers read each call's arguments here, on the calling thread, so a bad one
// rejects with the main entry's error; a Worker (./worker-host.js) computes on the plain data
// they made. Importing loads no WebAssembly and touches no Worker: the shared worker starts on
// the first call; `workers: n` splits a Simulator's run over n (started on demand, kept until
// terminate()). scripts/worker-build.mjs makes the CommonJS copy.

import { DIFFICULTY, ERROR_CODE } from './wire.js';
import { readBoard, readPlayer } from './read.js';
import {
  abortReason, partOptions, readAnalyzerStrict, readEngineOptions, readResult, readRunOptions, readSimulatorSeed, readWorkers,
} from './options.js';
import { readMoveList, readPartResults, readRecords } from './records.js';
import { readBudget, readMnkBoard, readMnkOptions, readRules } from './mnk-read.js';
import { FREED } from './boundary.js';
import { nodeBuiltin, unpackError } from './worker-protocol.js';
import { hostUrl, moduleWorker } from './worker-place.js';

/** The main entry's Difficulty object (src/names.rs, through the generated ./wire.js). */
export const Difficulty = DIFFICULTY;

/** The main entry's ErrorCode object: every `code` an oxo-ai error carries. */
export const ErrorCode = ERROR_CODE;

// The board utilities and format converters (SPEC §7.7, §7.8): the main entry's own, synchronous,
// plain JavaScript, on this thread.
export * from './board.js';
export * from './formats.js';

/** A coded error for a worker that ended with calls in flight. */
function workerFailed(why, cause) {
  return Object.assign(new Error(`the oxo-ai worker ${why}`, cause === undefined ? undefined : { cause }), { code: 'WORKER_FAILED' });
}

const describeReason = (reason) => (typeof reason === 'string' ? reason : String(reason?.message ?? reason));

/**
 * Starts a worker (with `mnk`, oxo-ai/mnk's): `{ post, end, ref, unref }`; `receive(data)` gets
 * its messages, `failed(reason)` its death.
 */
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
  // Node: worker_threads, with Node's flags but --input-type (only for -e/stdin; a worker refuses it).
  const { Worker: ThreadWorker } = await nodeBuiltin('node:worker_threads');
  const flags = globalThis.process.execArgv;
  const worker = new ThreadWorker(hostUrl(mnk), { execArgv: flags.filter((f, i) => !f.startsWith('--input-type') && flags[i - 1] !== '--input-type') });
  worker.on('message', receive);
  worker.on('error', failed);
  worker.on('messageerror', () => failed('could not read a message'));
  worker.on('exit', (code) => failed(`exited with code ${code}`));
  return { post: (m) => worker.postMessage(m), end: () => worker.terminate(), ref: () => worker.ref(), unref: () => worker.unref() };
}

let nextId = 1;

/** One worker, started on demand (with `mnk`, oxo-ai/mnk's); a new one after it ends. */
class Slot {
  /** Bumped each time a worker starts or ends: objects made in an older one are made again. */
  generation = 0;
  /** Promise of the running worker's port, or null when none is running. */
  ready = null;
  /** Calls in flight: id -> { resolve, reject, progress }. */
  pending = new Map();

  constructor(mnk) {
    this.mnk = mnk;
  }

  start() {
    if (this.ready) return;
    const generation = ++this.generation;
    const live = () => this.generation === generation;
    this.ready = spawn(
      this.mnk,
      (data) => live() && this.receive(data),
      (reason) => live() && this.end(`stopped: ${describeReason(reason)}`, reason),
    ).catch((error) => {
      if (live()) this.end(`could not start: ${describeReason(error)}`, error);
      return null;
    });
  }

  /**
   * Sends `message` once the worker is up and `after` (a promise) has resolved, in order, and
   * resolves with the reply; in flight from now, so terminate() rejects it. `call` gets the
   * id and gives `progress`.
   */
  request(message, call = {}, after = undefined) {
    this.start();
    const id = nextId++;
    Object.assign(call, { id, slot: this });
    const ready = this.ready;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, progress: call.progress });
      this.refresh();
      Promise.all([ready, after]).then(([port]) => port && this.ready === ready && this.pending.has(id) && port.post({ ...message, id }))
        .catch((error) => this.forget(id) && reject(error));
    });
  }

  /** Drops call `id`: its answer, if it comes, is ignored. True if it was in flight. */
  forget(id) {
    const had = this.pending.delete(id);
    this.refresh();
    return had;
  }

  /** Drops call `id` and tells the worker to stop it (a run stops after its chunk). */
  cancel(id) {
    if (this.forget(id)) this.ready?.then((port) => port?.post({ cancel: id }));
  }

  receive(data) {
    const call = this.pending.get(data.id);
    if (!call) return; // cancelled
    if ('progress' in data) {
      try {
        call.progress(data.progress);
      } catch (thrown) {
        // As in the main entry, an onProgress that throws ends the run with what it threw.
        this.cancel(data.id);
        call.reject(thrown);
      }
      return;
    }
    this.forget(data.id);
    if ('error' in data) call.reject(unpackError(data.error));
    else call.resolve(data);
  }

  /** Ends the worker (if any) and rejects its calls in flight with WORKER_FAILED. */
  end(why, cause) {
    const ready = this.ready;
    if (!ready) return Promise.resolve();
    this.ready = null;
    this.generation += 1;
    const calls = [...this.pending.values()];
    this.pending.clear();
    for (const call of calls) call.reject(workerFailed(why, cause));
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

/** The main entry's OBJECT_FREED error. */
function freedError() {
  try {
    return FREED.free;
  } catch (error) {
    return error;
  }
}

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
 * The main entry's (or oxo-ai/mnk's) class `kind`, its objects in the worker of `home()`, made
 * there from what `reads.new(args)` read, and made again in a new worker. Each method reads its
 * arguments now (`reads[name](args, constructorArgs)`) and returns a Promise of the answer; a
 * constructor's error rejects every call. Each of `getters` is its value as of the last call
 * that returned (null before the first). With `abortable`, a `signal` in a call's last argument
 * rejects it at once with its reason; the worker is not told (what it runs cannot be
 * interrupted), and its answer is dropped.
 */
function remoteClass(kind, reads, getters, home, abortable = false) {
  const Class = class {
    /** The object's id and life, all a finalizer may hold (not the object). */
    #o = { id: nextObject++, generation: -1, freed: false };
    #args;
    #error;
    #made;
    #state = {};

    constructor(...args) {
      try {
        this.#args = reads.new(args);
      } catch (error) {
        this.#error = error;
      }
      const o = this.#o;
      const drop = () => !o.freed && home().generation === o.generation && home().request({ op: 'free', target: o.id, args: [] }).catch(() => {});
      released?.register(this, drop, o);
    }

    /** Resolves once the object is made in its worker (a new one made again); rejects with its constructor's error. */
    #make() {
      const worker = home();
      const o = this.#o;
      worker.start();
      if (!o.freed && o.generation !== worker.generation) {
        o.generation = worker.generation;
        this.#made = worker.request({ op: 'new', kind, target: o.id, args: this.#args });
      }
      return this.#made;
    }

    #call(name, args) {
      if (this.#error) return Promise.reject(this.#error);
      const signal = abortable ? signalIn(args) : undefined;
      if (signal?.aborted) return Promise.reject(abortReason(signal));
      let read;
      let thrown;
      try {
        read = reads[name](args, this.#args);
      } catch (error) {
        thrown = error;
      }
      const made = this.#make();
      const { freed } = this.#o;
      if (name === 'free' && !freed && thrown === undefined) {
        this.#o.freed = true;
        released?.unregister(this.#o);
      }
      if (thrown !== undefined || freed) return made.then(() => Promise.reject(thrown ?? freedError()));
      const call = {};
      const answer = home().request({ op: name, target: this.#o.id, args: read }, call, made).then(({ value, state }) => {
        if (state) this.#state = Object.fromEntries(Object.entries(state).map(([k, v]) => [k, v !== null && typeof v === 'object' ? Object.freeze(v) : v]));
        return value;
      });
      if (!signal) return answer;
      return new Promise((resolve, reject) => {
        const drop = () => {
          call.slot?.forget(call.id);
          reject(abortReason(signal));
        };
        signal.addEventListener('abort', drop, { once: true });
        answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', drop));
      });
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
 * oxo-ai/mnk's MnkEngine in the shared worker (SPEC §8), whose module the worker loads on the
 * first MnkEngine. A call's options (its last argument) may hold `signal`: aborting it rejects
 * the call at once with `signal.reason`; the search runs on in the worker until its budget
 * (`timeMs`, `maxNodes`) ends, and its answer is dropped (docs/DESIGN.md).
 */
export const MnkEngine = /* @__PURE__ */ remoteClass('MnkEngine', {
  new: ([rules, options]) => [readRules(rules), readMnkOptions(options)],
  bestMove: mnkCells,
  solve: (args, made) => [...mnkCells(args, made), readBudget(args[2], 'solve options')],
  rankedMoves: (args, made) => [...mnkCells(args, made), readBudget(args[2], 'rankedMoves options')],
  analyze: mnkCells,
  free: nothing,
}, ['rules'], () => mnkSlot, true);

/** Calls the worker's function `op` on what `read()` reads now. */
async function remoteCall(op, read) {
  return (await slot(0).request({ op, args: read() })).value;
}

/** The main entry's reviewGame, in the shared worker. */
export function reviewGame(moves, start) {
  return remoteCall('reviewGame', () => [readMoveList(moves), start === undefined ? 0 : readBoard(start)]);
}

/** The main entry's inferOpponent, in the shared worker (records as move lists or snapshots). */
export function inferOpponent(games, player) {
  return remoteCall('inferOpponent', () => [readRecords(games), readPlayer(player)]);
}

/** The default `workers`: the hardware concurrency, at most 8. */
async function defaultWorkers() {
  let n = globalThis.navigator?.hardwareConcurrency;
  if (!(Number.isSafeInteger(n) && n > 0)) n = await nodeBuiltin('node:os').then((os) => os.availableParallelism?.() ?? os.cpus().length, () => 1);
  return Math.max(1, Math.min(n, 8));
}

const PROGRESS_SUMS = ['completed', 'xWins', 'oWins', 'draws'];

/**
 * Runs `read` (readRunOptions's answer) over `workers` workers: the worker's plan (SimulationRun#split)
 * gives the parts, each with the run's seed, and the worker merges their results. `onProgress`
 * gets the sums of the parts' progress; an abort or a throwing onProgress stops every part.
 */
function simulate({ onProgress, signal, ...read }, workers) {
  return new Promise((resolve, reject) => {
    const calls = [];
    let settled = false;
    const finish = (how, value) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', stop);
      for (const call of calls) call.slot.cancel(call.id);
      how(value);
    };
    const stop = () => finish(reject, abortReason(signal));
    if (signal?.aborted) return stop();
    signal?.addEventListener('abort', stop, { once: true });
    const request = (index, op, args, progress) => {
      const call = { progress };
      calls.push(call);
      return slot(index).request({ op, args }, call).then((reply) => reply.value);
    };
    const watched = onProgress !== undefined;
    (async () => {
      const n = workers ?? (await defaultWorkers());
      const { seed, parts } = n > 1 ? await request(0, 'plan', [read, n]) : { parts: [] };
      if (parts.length < 2) return request(0, 'run', [read, watched], onProgress);
      const latest = parts.map(() => ({ completed: 0, xWins: 0, oWins: 0, draws: 0 }));
      const total = parts.reduce((sum, part) => sum + part.games, 0);
      const sum = (index) => (progress) => {
        latest[index] = progress;
        const merged = { completed: 0, total, xWins: 0, oWins: 0, draws: 0 };
        for (const part of latest) for (const key of PROGRESS_SUMS) merged[key] += part[key];
        onProgress(merged);
      };
      const results = await Promise.all(parts.map((part, i) => request(i, 'run', [partOptions(read, part, seed), watched], watched ? sum(i) : undefined)));
      return request(0, 'merge', [readPartResults(results)]);
    })().then((result) => finish(resolve, result), (error) => finish(reject, error));
  });
}

/**
 * The main entry's Simulator, run in the worker; `workers` (beyond the main entry's options)
 * splits each run over that many workers with the same result.
 */
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
