/**
 * How many batches `--jobs N` may have read and not yet written (src/cli/stream.ts): enough
 * that a worker rarely waits for the main thread, and few enough that memory is a few batches
 * per worker whatever the input's size.
 */
import { MAX_JOBS, batchesInFlight } from '../../src/cli/stream';

test('one batch at a time without workers, 8 per worker up to 128, never fewer than 2 per worker', () => {
  expect(batchesInFlight(1)).toBe(1);
  expect(batchesInFlight(2)).toBe(16);
  expect(batchesInFlight(16)).toBe(128);
  expect(batchesInFlight(32)).toBe(128);
  expect(batchesInFlight(64)).toBe(128);
  expect(batchesInFlight(MAX_JOBS)).toBe(2 * MAX_JOBS);
  for (let jobs = 2; jobs <= MAX_JOBS; jobs++) {
    expect(batchesInFlight(jobs)).toBeGreaterThanOrEqual(2 * jobs);
    expect(batchesInFlight(jobs)).toBeLessThanOrEqual(Math.max(128, 2 * jobs));
  }
});
