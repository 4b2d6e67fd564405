/**
 * The policy's Punycode (src/policy/punycode.ts, RFC 3492) against the platform's: Node's
 * `domainToASCII` is the WHATWG URL host parser's UTS 46 ToASCII, an implementation written
 * apart from ours. On labels whose characters UTS 46 maps to themselves (lowercase, NFC, no
 * right-to-left script, so the Bidi rule has nothing to refuse), the two must write the same
 * A-label. RFC 3492 7.1's samples (test/policy/whatwg.test.ts) are short; the bias adaptation
 * (section 6.1) only reaches its loop on longer, more varied labels, which these are.
 */
import { domainToASCII } from 'node:url';
import fc from 'fast-check';
import { toAsciiLabels } from '../../src/policy/punycode';
import { SCALE } from '../support/arbitraries';

/** Characters UTS 46 leaves as they are: ASCII lowercase, Latin-1 and Cyrillic, Greek, CJK. */
const CHARACTERS = [
  ...'abcdefghijklmnopqrstuvwxyz0123456789',
  ...'éüñçøåäö',
  ...'абвгдежзийклмнопрстуфхцчшщыэюя',
  ...'αβγδεζηθικλμνξοπρστυφχψω',
  ...'一二三中文字日本語',
];

describe('Punycode agrees with the platform (UTS 46 ToASCII)', () => {
  // Found by search: labels whose A-label depends on section 6.1's loop bound,
  // ((base - tmin) * tmax) / 2 = 455: one where a delta scales to exactly 455 (the loop must not
  // run), one where it scales to 456-481 (it must).
  test.each([
    ['ππтi日βο', 'xn--i-1lb3bba49e7514c'],
    ['λ二φnωэψ', 'xn--n-jmb7aje60fk519a'],
  ])('%s is %s', (label, aLabel) => {
    expect(domainToASCII(label)).toBe(aLabel);
    expect(toAsciiLabels(label)).toBe(aLabel);
  });

  test('on random labels', () => {
    const label = fc
      .array(fc.constantFrom(...CHARACTERS), { minLength: 1, maxLength: 20 })
      .map((characters) => characters.join(''))
      .filter((text) => /[^\x00-\x7f]/.test(text));
    fc.assert(
      fc.property(label, (text) => {
        expect(toAsciiLabels(text)).toBe(domainToASCII(text));
      }),
      { numRuns: Math.round(500 * SCALE) },
    );
  });
});
