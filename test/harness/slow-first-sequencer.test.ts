/**
 * test/support/slow-first-sequencer.cjs, the order `npm test` runs files in: the longest first,
 * by jest's timings when its cache has them, else by test/support/test-weights.json; and
 * test-weights.json names only test files that exist.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

interface FakeTest {
  readonly path: string;
  readonly context: { readonly config: { readonly rootDir: string; readonly cache: boolean } };
  duration?: number;
}

interface Sequencer {
  sort(tests: FakeTest[]): FakeTest[];
  _cache: Map<unknown, Record<string, [number, number]>>;
}

/* eslint-disable @typescript-eslint/no-require-imports */
const SlowFirstSequencer =
  require('../support/slow-first-sequencer.cjs') as (new () => Sequencer) & {
    UNKNOWN_SECONDS: number;
  };
const WEIGHTS = require('../support/test-weights.json') as { seconds: Record<string, number> };
/* eslint-enable @typescript-eslint/no-require-imports */

const ROOT = join(__dirname, '..', '..');
// No cache file is read with `cache: false`; timings are put in by hand where a test needs them.
const context = { config: { rootDir: ROOT, cache: false } };
const fake = (file: string): FakeTest => ({ path: join(ROOT, file), context });
const order = (tests: FakeTest[]): string[] =>
  tests.map((test) => test.path.slice(ROOT.length + 1));

test('every file test-weights.json names is a test file of the repository', () => {
  const named = Object.keys(WEIGHTS.seconds);
  expect(named.length).toBeGreaterThan(100);
  expect(
    named.filter((file) => !file.endsWith('.test.ts') || !existsSync(join(ROOT, file))),
  ).toEqual([]);
  expect(Object.values(WEIGHTS.seconds).every((s) => Number.isFinite(s) && s >= 0)).toBe(true);
});

test('without timings: the weights, longest first; a file with none as UNKNOWN_SECONDS; ties by path', () => {
  const named = Object.entries(WEIGHTS.seconds);
  const [slowest] = named.reduce((a, b) => (b[1] > a[1] ? b : a));
  const [fastest] = named.reduce((a, b) => (b[1] < a[1] ? b : a));
  expect(WEIGHTS.seconds[slowest]).toBeGreaterThan(SlowFirstSequencer.UNKNOWN_SECONDS);
  expect(WEIGHTS.seconds[fastest]).toBeLessThan(SlowFirstSequencer.UNKNOWN_SECONDS);
  const files = [fastest, 'test/new/b.test.ts', slowest, 'test/new/a.test.ts'];
  const sorted = new SlowFirstSequencer().sort(files.map(fake));
  expect(order(sorted)).toEqual([slowest, 'test/new/a.test.ts', 'test/new/b.test.ts', fastest]);
  // Jest reads `duration` as a timing from its cache: none here.
  expect(sorted.map((test) => test.duration)).toEqual([undefined, undefined, undefined, undefined]);
});

test('jest’s timings come first, and a file that failed last time before all', () => {
  const sequencer = new SlowFirstSequencer();
  const files = ['test/x/a.test.ts', 'test/x/b.test.ts', 'test/x/c.test.ts', 'test/x/d.test.ts'];
  const tests = files.map(fake);
  // As jest's cache keeps them: [0 failed or 1 passed, milliseconds].
  sequencer._cache.set(context, {
    [tests[0]!.path]: [1, 200],
    [tests[1]!.path]: [1, 9000],
    [tests[2]!.path]: [0, 100],
  });
  const sorted = sequencer.sort(tests);
  expect(order(sorted)).toEqual([files[2], files[1], files[3], files[0]]);
  expect(sorted.map((test) => test.duration)).toEqual([100, 9000, undefined, 200]);
});
