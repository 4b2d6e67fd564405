/**
 * `--summary` keys and counts (src/cli/summary.ts): the reason an input fails, and counts that
 * add up the same in any grouping, so `--jobs N` and Dask merging give the same summary.
 */
import fc from 'fast-check';
import { check } from '../../src';
import {
  type Counts,
  addCounts,
  characterClass,
  placeOf,
  countInput,
  emptyCounts,
  failureReason,
  summaryRecord,
} from '../../src/cli/summary';
import { generateCorpus } from '../bench/generated';

/** Where and why `input` is not a `rule`, or null when it is one. */
function errorOf(rule: 'URI-reference' | 'URI' | 'IPv6address', input: string) {
  const result = check(rule, input);
  return result.ok ? null : result.error;
}

/** The reason `check` would give `input` against `rule`. */
function reason(input: string, rule: 'URI-reference' | 'URI' | 'IPv6address' = 'URI-reference') {
  const error = errorOf(rule, input);
  if (error === null) throw new Error(`${input} is valid`);
  return failureReason(input, { rule, offset: error.offset, code: error.code });
}

describe('failureReason', () => {
  test.each([
    ['http://a b', 'space in host'],
    ['http://a/b c', 'space in path'],
    ['http://a/?q=1 2', 'space in query'],
    ['http://a/#x y', 'space in fragment'],
    ['http://a/%zz', "'%' not followed by two hex digits in path"],
    ['http://a/%4', "'%' not followed by two hex digits in path"],
    ['http://a/%', "'%' not followed by two hex digits in path"],
    // Regression (issue 28): an unclosed IP literal was reported as "'/' after host".
    ['http://[::1', "'[' never closed in host"],
    ['http://[::1/', "'[' never closed in host"],
    ['http://u@[::1/a b', "'[' never closed in host"],
    ['http://a:8x/', "'/' after port"],
    ['http://a:8x@b/c d', 'space in path'],
    ['http://u|ser@a/', "'|' in userinfo"],
    ['http://a/é', 'non-ASCII character in path'],
    ['http://good.example\r@evil.example/', 'CR in userinfo'],
    ['http://a/\tb', 'tab in path'],
    ['http://a/\u0001', 'control character in path'],
    ['http://a/\ud800', 'lone surrogate in path'],
    ['0http://a/', "':' in scheme"],
    ['http://a/#b#c', "'#' in fragment"],
  ])('%j: %s', (input, expected) => {
    expect(reason(input)).toBe(expected);
  });

  test('other rules than the reference ones have no components', () => {
    expect(reason('1::2::3', 'IPv6address')).toBe("':'");
    expect(reason('', 'URI')).toBe('empty input');
  });

  test('a too-long input is "too long"', () => {
    expect(failureReason('abc', { rule: 'URI', offset: 2, code: 'too-long' })).toBe('too long');
  });
});

describe('placeOf and characterClass', () => {
  test('each delimiter goes with the component it introduces; the "/" after an authority is after it', () => {
    const text = 'http://u@h:1/p?q#f';
    expect([...text].map((_, offset) => placeOf(text, offset)).join(',')).toBe(
      [
        ...Array<string>(5).fill('in scheme'),
        ...Array<string>(4).fill('in userinfo'),
        'in host',
        'in port',
        'in port',
        'after port',
        'in path',
        'in query',
        'in query',
        'in fragment',
        'in fragment',
      ].join(','),
    );
  });

  test('an IP literal keeps its colons in the host', () => {
    expect(placeOf('http://[::1]:80/', 9)).toBe('in host');
    expect(placeOf('http://[::1]:80/', 13)).toBe('in port');
    expect(placeOf('http://[::1]/', 12)).toBe('after host');
  });

  test('a paired surrogate is one non-ASCII character', () => {
    expect(characterClass('a😀', 1)).toBe('non-ASCII character');
  });
});

describe('counts', () => {
  function countsOf(inputs: readonly string[]): Counts {
    const counts = emptyCounts();
    for (const input of inputs) {
      const error = errorOf('URI-reference', input);
      countInput(
        counts,
        input,
        error ? { rule: 'URI-reference', offset: error.offset, code: error.code } : undefined,
      );
    }
    return counts;
  }

  const corpus = generateCorpus(400, 17);

  test('any grouping of the inputs adds up to the same summary line', () => {
    const whole = JSON.stringify(summaryRecord(countsOf(corpus)));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: corpus.length - 1 }), { maxLength: 6 }),
        (cuts) => {
          const bounds = [0, ...[...cuts].sort((a, b) => a - b), corpus.length];
          const total = emptyCounts();
          const parts = bounds.slice(1).map((end, i) => countsOf(corpus.slice(bounds[i], end)));
          for (const part of parts.reverse()) addCounts(total, part);
          expect(JSON.stringify(summaryRecord(total))).toBe(whole);
        },
      ),
      { numRuns: 30 },
    );
  });

  test('lines = valid + invalid, and the reasons add up to the invalid lines', () => {
    const record = summaryRecord(countsOf(corpus)) as {
      lines: number;
      valid: number;
      invalid: number;
      invalidBy: Record<string, Record<string, number>>;
    };
    expect(record.lines).toBe(corpus.length);
    expect(record.valid + record.invalid).toBe(record.lines);
    expect(record.invalid).toBeGreaterThan(0);
    const byReason = Object.values(record.invalidBy['URI-reference'] ?? {});
    expect(byReason.reduce((sum, count) => sum + count, 0)).toBe(record.invalid);
    expect(byReason).toEqual([...byReason].sort((a, b) => b - a));
  });
});
