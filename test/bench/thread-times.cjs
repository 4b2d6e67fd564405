/**
 * Preloaded into the CLI by cli-throughput.ts (`node --require`, which worker threads inherit):
 * as each thread exits it writes `thread-times RUN_MS RUNQ_MS WALL_MS` to stderr, from Linux's
 * /proc/thread-self/schedstat: the time it ran on a CPU, the time it was ready but waited for
 * one, and the time since it started. On a shared machine the wait shows how much of a run's
 * time was other processes'. Elsewhere (no schedstat) it writes nothing.
 */
'use strict';

const fs = require('node:fs');

const SCHEDSTAT = '/proc/thread-self/schedstat';

function read() {
  try {
    const [run, runq] = fs.readFileSync(SCHEDSTAT, 'utf8').split(' ').map(Number);
    return { run, runq };
  } catch {
    return undefined;
  }
}

const started = performance.now();
const first = read();
if (first !== undefined) {
  process.on('exit', () => {
    const last = read();
    if (last === undefined) return;
    const ms = (ns) => (ns / 1e6).toFixed(1);
    fs.writeSync(
      2,
      `thread-times ${ms(last.run - first.run)} ${ms(last.runq - first.runq)} ` +
        `${(performance.now() - started).toFixed(1)}\n`,
    );
  });
}
