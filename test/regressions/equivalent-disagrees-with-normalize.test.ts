/**
 * Issue 11: `equivalent(x, normalize(x))` was false for relative references such as `/a/../b`
 * and `//H/%7e/./a`: `normalize` removed their dot segments (which 5.2.2 removes whatever the
 * base), while `equivalent` compared relative references by case and percent-encoding only.
 * Both now use the same normal form.
 */
import fc from 'fast-check';
import { equivalent, normalize } from '../../src';
import { SCALE, runParameters } from '../support/arbitraries';
import { anyReference } from '../support/uri-arbitraries';

describe('equivalent(x, normalize(x))', () => {
  test.each(['/a/../b', '//H/%7e/./a', '/./a', '//h:/x', 'a/../b', '?%7e', 'HTTP://A:80/./'])(
    '%j',
    (text) => {
      expect(equivalent(text, normalize(text))).toBe(true);
      expect(equivalent(text, normalize(text, { level: 'syntax' }), { level: 'syntax' })).toBe(
        true,
      );
    },
  );

  test('for every valid reference, at both levels', () => {
    fc.assert(
      fc.property(anyReference, (text) => {
        expect(equivalent(text, normalize(text))).toBe(true);
        expect(equivalent(text, normalize(text, { level: 'syntax' }), { level: 'syntax' })).toBe(
          true,
        );
      }),
      runParameters(2000 * SCALE),
    );
  });
});
