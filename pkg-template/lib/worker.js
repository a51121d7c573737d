// oxo-ai/worker (README "Off the main thread", "Bigger boards", "Ultimate tic-tac-toe"): the main
// entry's classes, oxo-ai/mnk's MnkEngine and oxo-ai/ultimate's UltimateEngine, each method
// a Promise. The main entry's readers read every argument here; a Worker (./worker-host.js)
// computes on the plain data they make. Importing loads no WebAssembly and starts no Worker.

import { readBoard, readPlayer } from './read.js';
import { readAnalyzerStrict, readEngineOptions, readResult } from './options.js';
import { abortReason, partOptions, readRunOptions, readSimulatorSeed, readWorkers } from './run-options.js';
import { readMoveList, readPartResults, readRecords } from './records.js';
import { readBudget, readMnkBoard, readMnkOptions, readRules } from './mnk-read.js';
import { readPosition, readUltimateBudget, readUltimateOptions, readUltimateRules } from './ultimate-read.js';
import { freedError } from './boundary.js';

export { DIFFICULTY as Difficulty, ERROR_CODE as ErrorCode } from './wire.js';
export * from './board.js';
export * from './formats.js';

/** A function that returns what `read` returned, or throws what it threw: a constructor's error rejects each call. */
function attempt(read) {
  try {
    const value = read();
    return () => value;
  } catch (error) {
    return () => { throw error; };
  }
}

const message = (reason) => String(reason?.message ?? reason);
const workerFailed = (why, cause) => Object.assign(new Error(`the oxo-ai worker ${why}`, cause === undefined ? undefined : { cause }), { code: 'WORKER_FAILED' });

/** The worker modules by the module they load: the engine's, oxo-ai/mnk's, oxo-ai/ultimate's. */
const HOSTS = { engine: './worker-host.js', mnk: './worker-mnk-host.js', ultimate: './worker-ultimate-host.js' };

/** Starts the worker of `host` (a key of HOSTS) whose messages go to `receive`, and why it ended to `failed`. */
function spawn(host, receive, failed) {
  if (typeof Worker === 'function') {
    // Browsers, Deno, Bun: each URL in full, the form bundlers emit a worker chunk for.
    const worker = host === 'mnk' ? new Worker(new URL('./worker-mnk-host.js', import.meta.url), { type: 'module' })
      : host === 'ultimate' ? new Worker(new URL('./worker-ultimate-host.js', import.meta.url), { type: 'module' })
        : new Worker(new URL('./worker-host.js', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event) => receive(event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault?.();
      failed(event.error ?? (event.message || 'an error event (e.g. the module could not be loaded)'));
    });
    worker.addEventListener('messageerror', () => failed('could not read a message'));
    return worker;
  }
  // Node: the worker inherits Node's flags, but none under -e or stdin, whose --input-type it refuses.
  // Its URL goes through a variable, so bundlers emit no second copy of the worker module.
  const { Worker: Thread } = globalThis.process.getBuiltinModule('node:worker_threads');
  const here = import.meta.url;
  const worker = new Thread(new URL(HOSTS[host], here), globalThis.process.execArgv.some((f) => f.startsWith('--input-type')) ? { execArgv: [] } : {});
  return worker.on('message', receive).on('error', failed).on('messageerror', () => failed('could not read a message'))
    .on('exit', (code) => failed(`exited with code ${code}`));
}

let nextId = 1;

/** One worker (of `host`, a key of HOSTS), started by a call, and its calls in flight. */
class Slot {
  worker = null;
  /** id -> { resolve, reject, progress, done } (done removes its abort listener). */
  pending = new Map();

  constructor(host) {
    this.host = host;
  }

  /** Sends `data` and resolves with the reply; `progress` gets a run's progress; `signal` rejects at once and stops the work. */
  request(data, { progress, signal } = {}) {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) throw abortReason(signal);
      const id = nextId++;
      const worker = this.start();
      const abort = () => this.settle(id, 'reject', abortReason(signal), true);
      signal?.addEventListener('abort', abort, { once: true });
      this.pending.set(id, { resolve, reject, progress, done: () => signal?.removeEventListener('abort', abort) });
      this.hold();
      // Posted a microtask later: a call aborted as soon as it is made is never sent.
      Promise.resolve().then(() => this.pending.has(id) && worker.postMessage({ ...data, id })).catch((error) => this.settle(id, 'reject', error));
    });
  }

  start() {
    if (this.worker) return this.worker;
    try {
      // Events of a worker that has since ended are ignored.
      const worker = spawn(this.host, (data) => this.worker === worker && this.receive(data), (why) => this.worker === worker && this.end(`stopped: ${message(why)}`, why));
      return (this.worker = worker);
    } catch (error) {
      throw workerFailed(`could not start: ${message(error)}`, error);
    }
  }

  /** Ends call `id`, if in flight, with `how` ('resolve' or 'reject') and `value`; with `stop`, the worker stops it. */
  settle(id, how, value, stop = false) {
    const call = this.pending.get(id);
    if (!call) return;
    this.pending.delete(id);
    call.done();
    this.hold();
    if (stop) this.worker?.postMessage({ cancel: id });
    call[how](value);
  }

  receive({ id, ...data }) {
    if ('error' in data) return this.settle(id, 'reject', data.code === undefined ? data.error : Object.assign(data.error, { code: data.code }));
    if (!('progress' in data)) return this.settle(id, 'resolve', data);
    try {
      this.pending.get(id)?.progress(data.progress);
    } catch (thrown) {
      // As in the main entry, an onProgress that throws ends the run with what it threw.
      this.settle(id, 'reject', thrown, true);
    }
  }

  /** Ends the worker, if any, and rejects its calls in flight with WORKER_FAILED. */
  end(why, cause) {
    const worker = this.worker;
    this.worker = null;
    for (const id of [...this.pending.keys()]) this.settle(id, 'reject', workerFailed(why, cause));
    return worker?.terminate();
  }

  /** Lets Node and Bun exit while the worker is idle, and holds them while calls are in flight. */
  hold() {
    const worker = this.worker;
    (this.pending.size > 0 ? worker?.ref : worker?.unref)?.call(worker);
  }
}

/** The 3×3 pool (slot(0) is the shared worker, the others a split run's), oxo-ai/mnk's worker and oxo-ai/ultimate's. */
const slots = [];
const slot = (index) => (slots[index] ??= new Slot('engine'));
const mnkSlot = new Slot('mnk');
const ultimateSlot = new Slot('ultimate');
const released = typeof FinalizationRegistry === 'function' ? new FinalizationRegistry((drop) => drop()) : null;
let nextObject = 1;

/** The AbortSignal in a call's options (its third argument), if any; a hostile argument has none. */
function signalIn(args) {
  try {
    const signal = args[2]?.signal;
    return signal instanceof AbortSignal ? signal : undefined;
  } catch {}
}

/**
 * The class `kind`, its objects in the worker of `home()`. Each call reads its arguments here
 * (`reads[name](args, made)`, where `made` is what `reads.new` read) and sends `made`, so a worker
 * without the object makes it first. `getters` mirror the worker's values as of the last answer.
 * With `abortable`, a `signal` in a call's options rejects the call at once.
 */
function remoteClass(kind, reads, getters, home, abortable = false) {
  const Class = class {
    /** All a finalizer may hold: the object's id and whether free() was called. */
    #o = { target: nextObject++, freed: false };
    #made;
    #state = {};

    constructor(...args) {
      this.#made = attempt(() => reads.new(args));
      const o = this.#o;
      released?.register(this, () => o.freed || home().worker?.postMessage({ op: 'free', kind, target: o.target }), o);
    }

    async #call(op, args) {
      const made = this.#made();
      const signal = abortable ? signalIn(args) : undefined;
      if (signal?.aborted) throw abortReason(signal);
      const send = (what, read) => home().request({ op: what, kind, target: this.#o.target, made, args: read }, { signal });
      let read;
      try {
        read = reads[op](args, made);
      } catch (error) {
        // A constructor's error that only the worker finds comes first, as in the main entry.
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

/** The main entry's AIEngine in the shared worker (README "Off the main thread"). */
export const AIEngine = /* @__PURE__ */ remoteClass('AIEngine', {
  new: ([options]) => [readEngineOptions(options)],
  bestMove: boardAndPlayer, rankedMoves: boardAndPlayer, bestMoveWithRule: boardAndPlayer,
  observe: ([result]) => [readResult(result)],
  free: nothing,
}, ['lastIterations', 'skill'], () => slot(0));

/** The main entry's GameAnalyzer in the shared worker. */
export const GameAnalyzer = /* @__PURE__ */ remoteClass('GameAnalyzer', { new: ([options]) => [readAnalyzerStrict(options)], analyze: boardAndPlayer, free: nothing }, [], () => slot(0));

const mnkCells = ([board, player], [rules]) => [readMnkBoard(board, rules), readPlayer(player)];

/** oxo-ai/mnk's MnkEngine in a worker of its own (README "Bigger boards"). An aborted `signal` rejects at once; the search runs out its budget. */
export const MnkEngine = /* @__PURE__ */ remoteClass('MnkEngine', {
  new: ([rules, options]) => [readRules(rules), readMnkOptions(options)],
  bestMove: mnkCells,
  solve: (args, made) => [...mnkCells(args, made), readBudget(args[2], 'solve options')],
  rankedMoves: (args, made) => [...mnkCells(args, made), readBudget(args[2], 'rankedMoves options')],
  analyze: mnkCells,
  ready: nothing, free: nothing,
}, ['rules'], () => mnkSlot, true);

const positionAndPlayer = ([position, player]) => [readPosition(position), readPlayer(player)];

/** oxo-ai/ultimate's UltimateEngine in a worker of its own. An aborted `signal` rejects at once; the search runs out its budget. */
export const UltimateEngine = /* @__PURE__ */ remoteClass('UltimateEngine', {
  new: ([rules, options]) => [readUltimateRules(rules), readUltimateOptions(options)],
  bestMove: positionAndPlayer,
  rankedMoves: (args) => [...positionAndPlayer(args), readUltimateBudget(args[2], 'rankedMoves options')],
  analyze: positionAndPlayer,
  free: nothing,
}, ['rules', 'lastPlayouts'], () => ultimateSlot, true);

/** The main entry's reviewGame, in the shared worker. */
export async function reviewGame(moves, start) {
  return (await slot(0).request({ op: 'reviewGame', args: [readMoveList(moves), start === undefined ? 0 : readBoard(start)] })).value;
}

/** The main entry's inferOpponent, in the shared worker (records as move lists or snapshots). */
export async function inferOpponent(games, player) {
  return (await slot(0).request({ op: 'inferOpponent', args: [readRecords(games), readPlayer(player)] })).value;
}

/** The main entry's Simulator, run in the worker; `workers` splits each run over that many with the same result. */
export class Simulator {
  #made;

  constructor(options) {
    this.#made = attempt(() => ({ seed: readSimulatorSeed(options), workers: readWorkers(options) }));
  }

  /**
   * Runs over `workers` workers (default: the hardware's, at most 8) as the worker's plan splits
   * the run, summing the parts' progress. An abort, a failed part or a throwing onProgress stops every part.
   */
  async run(options) {
    const { seed, workers } = this.#made();
    const { onProgress, signal, ...read } = readRunOptions(options, seed === undefined ? undefined : { seed });
    if (signal?.aborted) throw abortReason(signal);
    const stop = new AbortController(); // aborted at the end: the listener below goes with it
    signal?.addEventListener('abort', () => stop.abort(abortReason(signal)), { once: true, signal: stop.signal });
    const request = async (index, op, args, progress) => (await slot(index).request({ op, args }, { progress, signal: stop.signal })).value;
    const watched = onProgress !== undefined;
    try {
      const n = workers ?? Math.min(globalThis.navigator?.hardwareConcurrency || globalThis.process?.getBuiltinModule?.('node:os').availableParallelism() || 1, 8);
      const plan = n > 1 ? await request(0, 'plan', [read, n]) : { parts: [] };
      if (plan.parts.length < 2) return await request(0, 'run', [read, watched], onProgress);
      const latest = plan.parts.map((part) => ({ completed: 0, total: part.games, xWins: 0, oWins: 0, draws: 0 }));
      const sum = (index) => (progress) => {
        latest[index] = progress;
        onProgress(Object.fromEntries(Object.keys(progress).map((key) => [key, latest.reduce((total, part) => total + part[key], 0)])));
      };
      const parts = plan.parts.map((part, i) => request(i, 'run', [partOptions(read, part, plan.seed), watched], watched ? sum(i) : undefined));
      return await request(0, 'merge', [readPartResults(await Promise.all(parts))]);
    } finally {
      stop.abort();
    }
  }
}

/** Ends every worker; calls in flight reject with WORKER_FAILED, and the next call starts a new worker. */
export function terminate() {
  return Promise.allSettled([...slots, mnkSlot, ultimateSlot].map((s) => s.end('was terminated (terminate())'))).then(() => undefined);
}

// `using stop = terminate;` ends the workers at the end of the scope.
if (typeof Symbol.dispose === 'symbol') terminate[Symbol.dispose] = () => void terminate();
if (typeof Symbol.asyncDispose === 'symbol') terminate[Symbol.asyncDispose] = terminate;
