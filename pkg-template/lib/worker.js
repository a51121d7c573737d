// oxo-ai/worker (SPEC §7.5, §8): the main entry's AIEngine, GameAnalyzer, Simulator and
// reviewGame, and oxo-ai/mnk's MnkEngine, each method returning a Promise of the same answer,
// computed in a Worker. This module loads
// no WebAssembly and touches no Worker, window or document when imported: the worker
// (./worker-host.js, which runs the package's main entry on the page's .wasm files; in Deno
// ./worker-host-inline.js) starts on the first call. The build adds the board utilities, the
// main entry's own (scripts/worker-build.mjs).
//
// One shared worker serves every object; a Simulator with `workers: n` splits a run over n
// workers (that one and n - 1 more, started on demand and kept until terminate()). Every rule,
// check and error, the plan of a split run and the merge of its parts come from the main entry
// in the worker; this module moves arguments and answers (./worker-protocol.js), schedules the
// parts of a split run, and manages the workers.
//
// Written once as ESM, under the lib/extras.js module rules. scripts/worker-build.mjs copies it
// to web/worker.js and esbuild makes the CommonJS copy (node/worker.cjs); where the worker module
// is comes from ./worker-place.js, which has a CommonJS twin.

import { encode, encodedOption, nodeBuiltin, takeSignal, unpackError } from './worker-protocol.js';
import { DIFFICULTY, ERROR_CODE } from './wire.js';
import { REMOTE } from './worker-api.js';
import { hostUrl, moduleWorker } from './worker-place.js';

/** The main entry's Difficulty object (src/names.rs, through the generated ./wire.js). */
export const Difficulty = DIFFICULTY;

/** The main entry's ErrorCode object: every `code` an oxo-ai error carries. */
export const ErrorCode = ERROR_CODE;

/** A coded error for a worker that ended with calls in flight. */
function workerFailed(why, cause) {
  const error = new Error(`the oxo-ai worker ${why}`, cause === undefined ? undefined : { cause });
  error.code = 'WORKER_FAILED';
  return error;
}

/**
 * Starts a worker; resolves to `{ post, end, ref, unref }`. `receive(data)` gets its messages;
 * `failed(reason)` is called once if it dies or cannot start.
 */
async function spawn(receive, failed) {
  if (typeof Worker === 'function') {
    // Browsers, Deno, Bun.
    const worker = moduleWorker();
    worker.addEventListener('message', (event) => receive(event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault?.();
      failed(event.error ?? (event.message || 'an error event (e.g. the module could not be loaded)'));
    });
    worker.addEventListener('messageerror', () => failed('could not read a message'));
    return {
      post: (message) => worker.postMessage(message),
      end: () => worker.terminate(),
      ref: () => worker.ref?.(),
      unref: () => worker.unref?.(),
    };
  }
  // Node: worker_threads.
  const { Worker: ThreadWorker } = await nodeBuiltin('node:worker_threads');
  // The worker inherits Node's flags, except --input-type (only for -e/stdin; a worker refuses it).
  const flags = globalThis.process.execArgv;
  const execArgv = flags.filter((flag, i) => !flag.startsWith('--input-type') && flags[i - 1] !== '--input-type');
  const worker = new ThreadWorker(hostUrl(), { execArgv });
  worker.on('message', receive);
  worker.on('error', (error) => failed(error));
  worker.on('messageerror', () => failed('could not read a message'));
  worker.on('exit', (code) => failed(`exited with code ${code}`));
  return {
    post: (message) => worker.postMessage(message),
    end: () => worker.terminate(),
    ref: () => worker.ref(),
    unref: () => worker.unref(),
  };
}

let nextCall = 1;

/** One worker of the pool, started on demand; a new one after it ends. */
class Slot {
  /** Bumped each time a worker starts or ends: objects made in an older one are made again. */
  generation = 0;
  /** Promise of the running worker's port, or null when none is running. */
  ready = null;
  /** Calls in flight: id -> { resolve, reject, progress?, context (callbacks, signals), cleanup }. */
  pending = new Map();

  start() {
    if (this.ready) return;
    this.generation += 1;
    const generation = this.generation;
    const live = () => this.generation === generation;
    this.ready = spawn(
      (data) => live() && this.receive(data),
      (reason) => live() && this.end(`stopped: ${describeReason(reason)}`, reason),
    ).catch((error) => {
      if (live()) this.end(`could not start: ${describeReason(error)}`, error);
      return null;
    });
    this.refresh();
  }

  /**
   * Posts `message` once the worker is up (in order: posts are chained on one promise). A call
   * settled meanwhile (an MnkEngine call whose signal aborted) is not sent.
   */
  post(message) {
    this.start();
    const ready = this.ready;
    ready.then((port) => {
      if (message.op === 'call' && !this.pending.has(message.call)) return;
      if (port && this.ready === ready) port.post(message);
    }).catch((error) => {
      const call = this.pending.get(message.call);
      if (call) this.settle(message.call, call.reject, error);
    });
  }

  /**
   * Sends a call; resolves or rejects with its answer. `own`: an AbortSignal of the client's own
   * (an MnkEngine call's): its abort rejects the call at once with its reason, and the answer,
   * when it comes, is dropped; the worker is not told (what it runs cannot be interrupted).
   */
  request(message, context, progress, own) {
    return new Promise((resolve, reject) => {
      const id = nextCall;
      nextCall += 1;
      const cleanups = [];
      for (const [index, signal] of context.signals.entries()) {
        if (!signal || signal.aborted) continue;
        const forward = () => this.post({ op: 'abort', call: id, signal: index });
        signal.addEventListener('abort', forward, { once: true });
        cleanups.push(() => signal.removeEventListener('abort', forward));
      }
      if (own) {
        const drop = () => this.settle(id, reject, abortReason(own));
        own.addEventListener('abort', drop, { once: true });
        cleanups.push(() => own.removeEventListener('abort', drop));
      }
      this.pending.set(id, { resolve, reject, progress, context, cleanup: () => cleanups.forEach((f) => f()) });
      this.post({ ...message, call: id });
      this.refresh();
      context.cancel = () => {
        if (this.pending.has(id)) {
          this.post({ op: 'cancel', call: id });
          this.settle(id, () => {});
        }
      };
    });
  }

  settle(id, how, value) {
    const call = this.pending.get(id);
    if (!call) return;
    this.pending.delete(id);
    call.cleanup();
    this.refresh();
    how(value);
  }

  receive(data) {
    const call = this.pending.get(data.call);
    if (!call) return; // settled already (cancelled, or a stray reply)
    if ('value' in data) {
      if (data.getters) call.context.getters?.(data.getters);
      this.settle(data.call, call.resolve, data.value);
    }
    else if ('error' in data) this.settle(data.call, call.reject, unpackError(data.error));
    else if ('aborted' in data) this.settle(data.call, call.reject, abortReason(call.context.signals[data.aborted]));
    else if ('cancelled' in data) this.settle(data.call, () => {});
    else {
      // A callback or a part's progress: the caller's code runs here, on the caller's thread.
      try {
        if ('progress' in data) call.progress(data.progress);
        else call.context.callbacks[data.callback](...data.args);
      } catch (thrown) {
        // As in the main entry, a callback that throws ends the call with what it threw.
        this.post({ op: 'cancel', call: data.call });
        this.settle(data.call, call.reject, thrown);
      }
    }
  }

  /** Ends the worker (if any) and rejects its calls in flight with WORKER_FAILED. */
  end(why, cause) {
    const ready = this.ready;
    if (!ready) return Promise.resolve();
    this.ready = null;
    this.generation += 1;
    const calls = [...this.pending.keys()];
    for (const id of calls) this.settle(id, this.pending.get(id).reject, workerFailed(why, cause));
    return ready.then((port) => port?.end()).then(() => undefined, () => undefined);
  }

  /** Lets Node and Bun exit while the worker is idle; holds them while calls are in flight. */
  refresh() {
    const ready = this.ready;
    ready?.then((port) => {
      if (port && this.ready === ready) (this.pending.size > 0 ? port.ref : port.unref)();
    });
  }
}

function describeReason(reason) {
  if (reason instanceof Error) return reason.message;
  if (typeof reason === 'string') return reason;
  return String(reason?.message ?? reason);
}

function abortReason(signal) {
  return signal.reason !== undefined ? signal.reason : new DOMException('This operation was aborted', 'AbortError');
}

const slots = [];
const slot = (index) => (slots[index] ??= new Slot());

function encodeArgs(args) {
  const context = { callbacks: [], signals: [], cancel: () => {} };
  return { encoded: encode(Array.from(args), context), context };
}

// ---------------------------------------------------------------------------------------------
// Objects that live in the shared worker (slot 0)

let nextObject = 1;

const released = typeof FinalizationRegistry === 'function'
  ? new FinalizationRegistry((remote) => remote.drop())
  : null;

/** The worker-side twin of one client object, made again in a new worker when the old one ended. */
class Remote {
  constructor(kind, args, owner) {
    this.kind = kind;
    this.id = nextObject;
    nextObject += 1;
    // Read now, as the main entry's constructor reads its options now.
    this.args = encodeArgs(args).encoded;
    this.generation = -1;
    this.freed = false;
    /** The worker-side object's getters, as of the last call that returned (e.g. lastIterations). */
    this.getters = {};
    released?.register(owner, this, this);
  }

  /**
   * Calls `method` in the worker. `abortable`: the last argument, from the third on, may hold a
   * `signal` of the client's own (see Slot#request), taken out before the arguments are posted.
   */
  call(method, args, abortable) {
    const shared = slot(0);
    const { encoded, context } = encodeArgs(args);
    let own;
    if (abortable && args.length > 2) {
      const index = takeSignal(encoded, args.length - 1, 'signal');
      if (index >= 0) {
        own = context.signals[index];
        context.signals[index] = null;
        // As fetch does: an aborted signal rejects before anything is sent.
        if (own.aborted) return Promise.reject(abortReason(own));
      }
    }
    context.getters = (values) => {
      for (const value of Object.values(values)) if (value !== null && typeof value === 'object') Object.freeze(value);
      this.getters = values;
    };
    const message = { op: 'call', method, args: encoded };
    if (this.freed) {
      message.freed = this.kind; // the main entry's own OBJECT_FREED
      message.args0 = this.args; // an MnkEngine's rules decide its answer (worker-serve.js, corpse)
    } else {
      if (this.generation !== shared.generation || !shared.ready) {
        shared.post({ op: 'new', id: this.id, kind: this.kind, args: this.args });
        this.generation = shared.generation;
      }
      message.target = this.id;
    }
    if (method === 'free' && !this.freed) {
      this.freed = true;
      released?.unregister(this);
    }
    return shared.request(message, context, undefined, own);
  }

  drop() {
    const shared = slot(0);
    if (!this.freed && shared.ready && this.generation === shared.generation) shared.post({ op: 'drop', id: this.id });
  }
}

function disposable(Class) {
  if (typeof Symbol.dispose === 'symbol') {
    Class.prototype[Symbol.dispose] = function dispose() {
      this.free().catch(() => {});
    };
  }
  if (typeof Symbol.asyncDispose === 'symbol') {
    Class.prototype[Symbol.asyncDispose] = function asyncDispose() {
      return this.free();
    };
  }
}

/**
 * The main entry's (or oxo-ai/mnk's) class `kind` in the shared worker: the same options; every
 * method in ./worker-api.js (generated from those classes at build) returns a Promise of the same
 * answer, and every getter reads its value as of the last call that returned (null before the
 * first). Bad options reject every call with the constructor's error. `abortable`: each call's
 * last argument may carry a `signal` (Remote#call).
 */
function remoteClass(kind, abortable = false) {
  const { methods, getters } = REMOTE[kind];
  const Class = class {
    #remote;

    constructor(...args) {
      this.#remote = new Remote(kind, args, this);
    }

    static {
      for (const name of methods) {
        const { [name]: method } = { [name](...args) { return this.#remote.call(name, args, abortable); } };
        Object.defineProperty(this.prototype, name, { value: method, writable: true, configurable: true });
      }
      for (const name of getters) {
        Object.defineProperty(this.prototype, name, { get() { return this.#remote.getters[name] ?? null; }, configurable: true });
      }
    }
  };
  Object.defineProperty(Class, 'name', { value: kind });
  disposable(Class);
  return Class;
}

/** The main entry's AIEngine in the shared worker (SPEC §7.5). */
export const AIEngine = remoteClass('AIEngine');

/** The main entry's GameAnalyzer in the shared worker. */
export const GameAnalyzer = remoteClass('GameAnalyzer');

/**
 * oxo-ai/mnk's MnkEngine in the shared worker (SPEC §8), whose module the worker loads on the
 * first MnkEngine. A call's options (its last argument) may hold `signal`: aborting it rejects
 * the call at once with `signal.reason`; the search runs on in the worker until its budget
 * (`timeMs`, `maxNodes`) ends, and its answer is dropped (docs/DESIGN.md).
 */
export const MnkEngine = remoteClass('MnkEngine', true);

/** The main entry's inferOpponent, in the shared worker (records as move lists or snapshots). */
export function inferOpponent(...args) {
  const { encoded, context } = encodeArgs(args);
  return slot(0).request({ op: 'call', method: 'inferOpponent', args: encoded }, context);
}

/** The main entry's reviewGame, in the shared worker. */
export function reviewGame(...args) {
  const { encoded, context } = encodeArgs(args);
  return slot(0).request({ op: 'call', method: 'reviewGame', args: encoded }, context);
}

// ---------------------------------------------------------------------------------------------
// Simulation, on one worker or split over several

const PROGRESS_SUMS = ['completed', 'xWins', 'oWins', 'draws'];

async function simulate(simulator, args) {
  const run = encodeArgs(args);
  const whole = () => slot(0).request({ op: 'simulate', simulator, options: run.encoded }, run.context);
  // The plan (and the check of `workers`) is the main entry's, in the shared worker.
  const parts = await slot(0).request({ op: 'plan', simulator, options: run.encoded }, run.context);
  if (parts.length < 2) return whole();

  // The user's onProgress (validated by the plan), called with the sums of the parts' progress.
  const entry = encodedOption(run.encoded, 0, 'onProgress');
  const onProgress = entry.callback === undefined ? undefined : run.context.callbacks[entry.callback];
  const latest = parts.map(() => ({ completed: 0, xWins: 0, oWins: 0, draws: 0 }));
  const total = parts.reduce((sum, p) => sum + p.games, 0);
  const contexts = [];
  let settled = false;
  return new Promise((resolve, reject) => {
    const fail = (error) => {
      if (settled) return;
      settled = true;
      for (const context of contexts) context.cancel();
      reject(error);
    };
    const progress = (index) => (p) => {
      if (settled) return;
      latest[index] = p;
      const merged = { completed: 0, total, xWins: 0, oWins: 0, draws: 0 };
      for (const part of latest) for (const key of PROGRESS_SUMS) merged[key] += part[key];
      try {
        onProgress?.(merged);
      } catch (thrown) {
        fail(thrown);
      }
    };
    const calls = parts.map((part, index) => {
      const context = { callbacks: run.context.callbacks, signals: run.context.signals, cancel: () => {} };
      contexts.push(context);
      const message = { op: 'simulate', simulator, options: run.encoded, part, relay: onProgress !== undefined };
      return slot(index).request(message, context, progress(index));
    });
    // The parts' results merged by the main entry (SimulationRun.merge) in the shared worker.
    Promise.all(calls)
      .then((results) => (settled ? undefined : slot(0).request({ op: 'merge', results }, { callbacks: [], signals: [], cancel: () => {} })))
      .then((result) => {
        if (settled) return;
        settled = true;
        resolve(result);
      }, fail);
  });
}

/**
 * The main entry's Simulator, run in the worker; `workers` (beyond the main entry's options)
 * splits each run over that many workers with the same result.
 */
export class Simulator {
  #simulator;

  constructor(...args) {
    this.#simulator = encodeArgs(args).encoded;
  }

  run(...args) {
    return simulate(this.#simulator, args);
  }
}

/** Ends every worker; calls in flight reject with WORKER_FAILED, and the next call starts a new worker. */
export function terminate() {
  return Promise.all(slots.map((s) => s.end('was terminated (terminate())'))).then(() => undefined);
}

// `using stop = terminate;` ends the workers at the end of the scope.
if (typeof Symbol.dispose === 'symbol') terminate[Symbol.dispose] = () => void terminate();
if (typeof Symbol.asyncDispose === 'symbol') terminate[Symbol.asyncDispose] = terminate;
