// The worker side of oxo-ai/worker, shared by the two worker modules the client (lib/worker.js)
// starts (worker-host.js, worker-host-inline.js): it runs every call on the package's main
// entry, so answers, checks and errors are the main entry's own. What it adds is transport:
// objects kept by id, callbacks and aborts relayed, and the default `workers`; the plan that
// splits a simulation over several workers and the merge of their results are the main
// entry's (`SimulationRun#split`, `SimulationRun.merge`). oxo-ai/mnk's module (MnkEngine) is
// loaded on the first MnkEngine made, so a worker that only plays 3x3 never fetches
// oxo_ai_mnk_bg.wasm.
// No top-level await (js-tests/runtimes parses every web/*.js module for it).

import { nodeBuiltin, packError, revive } from './worker-protocol.js';

/** The main entry's exports, once the worker module has loaded the engine. */
let oxo;
/** Settles when `oxo` is set; calls that arrive earlier wait for it, in order. */
let loading;
/** Loads oxo-ai/mnk's module; resolves to that entry's exports (MnkEngine). */
let loadMnk;
/** Promise of those exports, from the first MnkEngine made. */
let withMnk;

/** The classes of oxo-ai/mnk that live in the worker; every other kind is the main entry's. */
const MNK_KINDS = new Set(['MnkEngine']);

/** oxo-ai/mnk's exports, loading its module on the first call. */
function mnkExports() {
  return (withMnk ??= loadMnk());
}

/** Objects made by `new`: id -> { value } or { error } (the constructor threw); an oxo-ai/mnk
 * object also { ready } (a promise) until its module has loaded and it is made. */
const objects = new Map();
/** Calls in flight: id -> { cancelled, reasons }. */
const calls = new Map();
/** One freed object per class: calls on a freed object meet the main entry's own OBJECT_FREED. */
const corpses = new Map();
/** Thrown into a run through its onProgress once the client has given up on the call. */
const CANCELLED = Symbol('cancelled');

let send = () => {};

const INERT = {
  callback: () => function callback() {},
  signal: (_, aborted) => {
    const controller = new AbortController();
    if (aborted) controller.abort();
    return controller.signal;
  },
};

/** Hooks for revive: callbacks post to the client; signals abort when the client says so. */
function hooksFor(id, state) {
  return {
    callback: (index) => function callback(...args) {
      if (state.cancelled) throw CANCELLED;
      send({ call: id, callback: index, args });
    },
    signal: (index, aborted) => {
      const controller = new AbortController();
      const reason = { aborted: index };
      state.reasons.set(reason, controller);
      state.controllers[index] = { controller, reason };
      if (aborted) controller.abort(reason);
      return controller.signal;
    },
  };
}

/**
 * A freed object of `kind`, for a call on an object the client has freed. An MnkEngine's answer
 * depends on its rules (it reads the board against them before it finds itself freed), so one is
 * made from the freed object's own arguments each time; a constructor that throws throws here.
 */
async function corpse(kind, args) {
  if (MNK_KINDS.has(kind)) {
    const dead = new (exported(await mnkExports(), kind))(...revive(args, INERT));
    dead.free();
    return dead;
  }
  let dead = corpses.get(kind);
  if (dead === undefined) {
    dead = new oxo[kind]({ seed: 0 });
    dead.free();
    corpses.set(kind, dead);
  }
  return dead;
}

const primitive = (v) => v === null || ['number', 'string', 'boolean', 'undefined'].includes(typeof v);

/**
 * The values of an object's getters (e.g. AIEngine's lastIterations, MnkEngine's rules) after a
 * call, for the client to mirror: primitives, and plain objects of primitives (the client freezes them).
 */
function gettersOf(value) {
  const out = {};
  const descriptors = Object.getOwnPropertyDescriptors(Object.getPrototypeOf(value));
  for (const [key, descriptor] of Object.entries(descriptors)) {
    if (typeof descriptor.get !== 'function') continue;
    const v = value[key];
    if (primitive(v)) out[key] = v;
    else if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype && Object.values(v).every(primitive)) out[key] = { ...v };
  }
  return out;
}

function exported(lib, name) {
  const value = lib[name];
  if (typeof value !== 'function') {
    const error = new TypeError(`oxo-ai/worker: this build of oxo-ai has no ${name}`);
    error.code = 'INTERNAL_ERROR';
    throw error;
  }
  return value;
}

/** The run's options with a part's range (and seed) on top; everything else is read through. */
function partOptions(options, part, onProgress) {
  const own = Object.create(options);
  Object.assign(own, part);
  if (onProgress) own.onProgress = onProgress;
  return own;
}

/** The default `workers`: the hardware concurrency, at most 8. */
async function defaultWorkers() {
  let n = globalThis.navigator?.hardwareConcurrency;
  if (!(Number.isSafeInteger(n) && n > 0)) {
    try {
      const os = await nodeBuiltin('node:os');
      n = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
    } catch {
      n = 1;
    }
  }
  return Math.max(1, Math.min(n, 8));
}

/**
 * How to split a run over the `workers` of the Simulator's options (SPEC §7.5): the main
 * entry's own plan (`SimulationRun#split`, which checks `workers`), each part with the run's
 * seed. [] when it is best played whole. The options are validated by the main entry's own
 * Simulator and SimulationRun.
 */
async function plan(lib, simulatorArgs, options) {
  new lib.Simulator(...simulatorArgs); // the constructor's own checks
  const defaults = simulatorArgs[0];
  const requested = defaults === null || typeof defaults !== 'object' ? undefined : defaults.workers;
  const workers = requested === undefined ? await defaultWorkers() : requested;
  const run = new lib.SimulationRun(options, defaults);
  try {
    const { seed, parts } = run.split(workers);
    return parts.map((part) => ({ ...part, seed }));
  } finally {
    run.free();
  }
}

async function perform(message, hooks, state) {
  switch (message.op) {
    case 'call': {
      const args = revive(message.args, hooks);
      if (message.freed !== undefined) return (await corpse(message.freed, message.args0))[message.method](...args);
      if (message.target === undefined) return exported(oxo, message.method)(...args);
      const target = objects.get(message.target);
      if (target === undefined) throw new Error(`oxo-ai/worker: no object ${message.target}`);
      if (target.ready) await target.ready;
      if ('error' in target) throw target.error;
      const result = target.value[message.method](...args);
      if (message.method === 'free') objects.delete(message.target);
      else state.getters = gettersOf(target.value);
      return result;
    }
    case 'plan': {
      const [simulatorArgs, args] = [revive(message.simulator, INERT), revive(message.options, hooks)];
      return plan(oxo, simulatorArgs, args[0]);
    }
    case 'merge':
      return oxo.SimulationRun.merge(message.results);
    case 'simulate': {
      const simulatorArgs = revive(message.simulator, INERT);
      const args = revive(message.options, hooks);
      const simulator = new oxo.Simulator(...simulatorArgs);
      if (message.part === undefined) return simulator.run(...args);
      // A part: its range, a relay of its progress when the caller has an onProgress, and a
      // signal of our own when the caller gave none, so the client can stop it.
      const relay = message.relay ? (progress) => send({ call: message.call, progress }) : undefined;
      const options = partOptions(args[0], message.part, relay);
      if (options.signal === undefined) {
        state.internal = new AbortController();
        options.signal = state.internal.signal;
      }
      return simulator.run(options);
    }
    default:
      throw new Error(`oxo-ai/worker: unknown operation ${message.op}`);
  }
}

async function receive(message) {
  if (oxo === undefined) await loading;
  switch (message.op) {
    case 'new': {
      const make = (lib) => new (exported(lib, message.kind))(...revive(message.args, INERT));
      if (MNK_KINDS.has(message.kind)) {
        // Made once oxo-ai/mnk's module has loaded; calls on it wait for that, in order.
        const entry = {};
        entry.ready = mnkExports().then((lib) => {
          entry.value = make(lib);
        }).catch((error) => {
          entry.error = error;
        }).finally(() => {
          delete entry.ready;
        });
        objects.set(message.id, entry);
        return;
      }
      try {
        objects.set(message.id, { value: make(oxo) });
      } catch (error) {
        objects.set(message.id, { error });
      }
      return;
    }
    case 'drop': {
      const entry = objects.get(message.id);
      objects.delete(message.id);
      if (entry?.ready) entry.ready.then(() => entry.value?.free?.());
      else entry?.value?.free?.();
      return;
    }
    case 'abort': {
      const entry = calls.get(message.call)?.controllers[message.signal];
      entry?.controller.abort(entry.reason);
      return;
    }
    case 'cancel': {
      // Callbacks throw, and signals abort, with CANCELLED: a run stops after its current chunk.
      const state = calls.get(message.call);
      if (state) {
        state.cancelled = true;
        for (const entry of state.controllers) entry?.controller.abort(CANCELLED);
        state.internal?.abort(CANCELLED);
      }
      return;
    }
    default:
  }
  const id = message.call;
  const state = { cancelled: false, reasons: new Map(), controllers: [], internal: undefined, getters: undefined };
  calls.set(id, state);
  try {
    const value = await perform(message, hooksFor(id, state), state);
    send(state.getters ? { call: id, value, getters: state.getters } : { call: id, value });
  } catch (error) {
    if (error === CANCELLED) send({ call: id, cancelled: true });
    else if (state.reasons.has(error)) send({ call: id, aborted: error.aborted });
    else if (error instanceof Error || (error !== null && typeof error === 'object')) send({ call: id, error: packError(error) });
    else send({ call: id, error: packError(new Error(String(error))) });
  } finally {
    calls.delete(id);
  }
}

function safeSend(post) {
  return (message) => {
    try {
      post(message);
    } catch (error) {
      // A value postMessage cannot carry (none of the main entry's answers): report it instead.
      if (message.call !== undefined && !('error' in message)) post({ call: message.call, error: packError(error) });
      else throw error;
    }
  };
}

/**
 * Serves the client's calls on the main entry `engine` resolves to, `{ exports, mnk? }`: `mnk()`
 * loads oxo-ai/mnk's module and resolves to that entry's exports (default: `exports`). The listener is in place
 * at once, so no message is lost while the engine compiles. An engine that cannot load is thrown
 * from a task of its own, so the client sees the worker fail (WORKER_FAILED).
 */
export function serve(engine) {
  loading = engine.then((entry) => {
    oxo = entry.exports;
    loadMnk = entry.mnk ?? (async () => entry.exports);
  }, (error) => {
    setTimeout(() => {
      throw error;
    });
    return new Promise(() => {});
  });
  if (typeof globalThis.WorkerGlobalScope === 'function' || (typeof self === 'object' && typeof self?.postMessage === 'function')) {
    // A module Worker: browsers, Deno, Bun.
    send = safeSend((m) => self.postMessage(m));
    self.addEventListener('message', (event) => receive(event.data));
  } else {
    // Node's worker_threads.
    nodeBuiltin('node:worker_threads').then(({ parentPort }) => {
      send = safeSend((m) => parentPort.postMessage(m));
      parentPort.on('message', receive);
    });
  }
}
