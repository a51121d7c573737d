// Runs the "gomoku" section's tasks (games, fixture positions) in `jobs` child processes
// (child.mjs), each taking the next task as it finishes one. Every task carries all it needs
// (its index, opening or position, budget) and the results come back by index, so that they do
// not depend on the number of jobs, only the wall time does.

import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** quintet (quintet.mjs) is an ES module importing its .wasm: Node 20 needs the flag. */
const EXEC_ARGV = ['--experimental-wasm-modules', '--disable-warning=ExperimentalWarning'];

/**
 * Runs `tasks` (each `{ kind, … }`) on `jobs` children; `progress(done, total, result)` after
 * each. Resolves with the results in the tasks' order; rejects on the first error, ending the
 * children it started.
 */
export function runTasks(tasks, jobs, progress = () => {}) {
  if (tasks.length === 0) return Promise.resolve([]);
  const results = new Array(tasks.length);
  let next = 0;
  let done = 0;
  const children = [];
  return new Promise((resolve, reject) => {
    let failed = false;
    const fail = (e) => {
      if (failed) return;
      failed = true;
      for (const c of children) c.kill();
      reject(e);
    };
    const feed = (child) => {
      child.task = next < tasks.length ? next++ : null;
      if (child.task === null) child.disconnect();
      else child.send({ i: child.task, task: tasks[child.task] });
    };
    const count = Math.min(jobs, tasks.length);
    for (let j = 0; j < count; j++) {
      const child = fork(join(here, 'child.mjs'), [], { execArgv: EXEC_ARGV, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      children.push(child);
      child.on('message', ({ i, result, error }) => {
        if (error) return fail(new Error(`gomoku: task ${i} (${tasks[i].kind}) failed in a child: ${error}`));
        results[i] = result;
        done++;
        progress(done, tasks.length, result);
        // The next task, or a disconnect when none is left: the child then exits.
        feed(child);
        if (done === tasks.length) resolve(results);
      });
      child.on('exit', (code, signal) => {
        if (child.task !== null) fail(new Error(`gomoku: a child exited (${signal ?? code}) during task ${child.task}`));
      });
      feed(child);
    }
  });
}
