/**
 * The default `--jobs` (issue 28): the cores no other process is using, by the 1-minute load
 * average, so that on a loaded machine the default is one thread, never workers that get no
 * core of their own. (Workers also wait for 16 MiB of input: see stream.ts, WORKERS_PAY_BYTES.)
 */
import { MAX_JOBS, WORKERS_PAY_BYTES, defaultJobs } from '../../src/cli/stream';

test.each([
  // [cores, load average, default jobs]
  [16, 0, 16],
  [16, 0.4, 16],
  [16, 4.2, 12],
  [16, 15.6, 1],
  [16, 40, 1],
  [2, 0, 2],
  [2, 0.6, 1],
  [2, 7, 1],
  [1, 0, 1],
  [512, 0, MAX_JOBS],
])('%i cores at load %d: %i', (cores, load, jobs) => {
  expect(defaultJobs(cores, load)).toBe(jobs);
});

test('workers pay only for input of several batches', () => {
  expect(WORKERS_PAY_BYTES).toBeGreaterThanOrEqual(8 * 1024 * 1024);
});
