/**
 * Bug (fixed in src/rfc2396.ts: step 3 reads the rest with the hier_part syntax): RFC 2396
 * `resolve` with `{ strict: false }` removes a reference's scheme when it equals the base's (5.2 step 3, "for backwards
 * compatibility"), then reads what is left as a whole new URI reference. When that remainder has
 * a scheme-like first segment, it is taken as a second scheme:
 *   grammar('rfc2396').resolve('http://a/b/c/d;p?q', 'http:a:b', { strict: false })
 *   got:      'a:b'              (the reference never had the scheme "a")
 *   expected: 'http://a/b/c/a:b' (step 3: "continue with the steps below for the remainder of
 *             the reference components": a path "a:b" merged by step 6), or, if the remainder is
 *             refused as a misformed relative reference, 'http:a:b' as the strict reading gives.
 * Either way the result keeps the scheme "http". The fix takes the first reading, as the second
 * transcription of 5.2 (test/grammars/rfc2396/resolve-5-2.ts) gives 'http://a/b/c/a:b'.
 */
import { grammar } from '../../src';
import { resolve52 } from '../grammars/rfc2396/resolve-5-2';

const rfc2396 = grammar('rfc2396');
const BASE = 'http://a/b/c/d;p?q';

describe('RFC 2396 resolve, backward-compatible reading of step 3', () => {
  test('removing the base scheme from http:a:b does not make "a" the scheme', () => {
    expect(rfc2396.resolve(BASE, 'http:a:b', { strict: false })).toBe('http://a/b/c/a:b');
  });

  test('nor from http:mailto:x', () => {
    expect(rfc2396.resolve(BASE, 'http:mailto:x', { strict: false })).toBe('http://a/b/c/mailto:x');
  });

  test('the second transcription of 5.2 keeps the scheme; the strict reading keeps the reference', () => {
    expect(resolve52(BASE, 'http:a:b', { strict: false })).toBe('http://a/b/c/a:b');
    expect(rfc2396.resolve(BASE, 'http:a:b', { strict: true })).toBe('http:a:b');
    // The same removal without a second scheme works (Appendix C).
    expect(rfc2396.resolve(BASE, 'http:g', { strict: false })).toBe('http://a/b/c/g');
  });
});
