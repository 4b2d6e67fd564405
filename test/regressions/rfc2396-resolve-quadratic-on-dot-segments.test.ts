/**
 * Bug (fixed in src/rfc2396.ts `mergeAndClean`, now one pass with a stack): RFC 2396 `resolve` was
 * quadratic in the number of dot segments of a relative-path reference. Step 6 keeps the merged
 * path as an array of segments and removes each "." and each "<segment>/.." pair with
 * `splice`, which shifts every later segment, and step e) restarts its scan at the first segment
 * after each removal. Measured on one machine in one run (CPU time, for the report only; no test
 * here times anything), against the RFC 3986 `resolve` on the same input:
 *   'a/' × 100,000 + '../' × 100,000 + 'g' (500,001 characters): 6.7 s, RFC 3986 6 ms;
 *   'a/../' × 100,000 + 'g': 3.5 s; './a/' × 100,000 + 'g': 0.39 s (RFC 3986: 8 ms);
 * each doubling of n quadruples the time, so 10 MB of such input runs for most of an hour.
 *
 * No test may time anything, so this counts work instead: the array elements that `splice`
 * shifts while `resolve` runs. A linear step 6 shifts at most a few elements per segment (or
 * uses no splice at all); the old one shifted about n²/2.
 */
import { grammar } from '../../src';

const rfc2396 = grammar('rfc2396');
const n = 20_000;

/** Elements shifted by Array.prototype.splice while `work` runs. */
function elementsShiftedBySplice(work: () => unknown): number {
  const splice = Array.prototype.splice;
  let shifted = 0;
  const spy = jest.spyOn(Array.prototype, 'splice').mockImplementation(function (
    this: unknown[],
    start: number,
    ...rest: unknown[]
  ) {
    const length = this.length;
    const from = start < 0 ? Math.max(length + start, 0) : Math.min(start, length);
    const deleteCount = rest.length === 0 ? length - from : Number(rest[0]);
    const removed = Math.min(Math.max(deleteCount, 0), length - from);
    shifted += length - from - removed;
    const result: unknown[] = splice.apply(this, [start, ...rest] as Parameters<typeof splice>);
    return result;
  });
  try {
    work();
  } finally {
    spy.mockRestore();
  }
  return shifted;
}

const SHAPES: readonly (readonly [string, string])[] = [
  ["'a/' × n + '../' × n + 'g'", 'a/'.repeat(n) + '../'.repeat(n) + 'g'],
  ["'a/../' × n + 'g'", 'a/../'.repeat(n) + 'g'],
  ["'./a/' × n + 'g'", './a/'.repeat(n) + 'g'],
];

describe('RFC 2396 resolve does a bounded amount of work per segment', () => {
  test.each(SHAPES)('%s', (_label, reference) => {
    const shifted = elementsShiftedBySplice(() => rfc2396.resolve('http://x/', reference));
    expect(shifted).toBeLessThanOrEqual(4 * reference.length);
  });

  test('and gives what 5.2 gives (the counter above counts a real call)', () => {
    expect(rfc2396.resolve('http://x/', SHAPES[0]![1])).toBe('http://x/g');
    expect(rfc2396.resolve('http://x/', SHAPES[1]![1])).toBe('http://x/g');
    expect(rfc2396.resolve('http://x/', SHAPES[2]![1])).toBe(`http://x/${'a/'.repeat(n)}g`);
    expect(elementsShiftedBySplice(() => [1, 2, 3].splice(0, 1))).toBe(2);
  });
});
