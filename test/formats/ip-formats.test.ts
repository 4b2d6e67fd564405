/**
 * Are the languages JSON Schema names for `ipv4` and `ipv6` RFC 3986's `IPv4address` and
 * `IPv6address`? Checked exhaustively over small alphabets against checkers written from those
 * RFCs' own text:
 * - RFC 2673 section 3.2's `dotted-quad` and `decbyte`, read from the RFC text with the test
 *   oracle (test/oracle/abnf-regex.ts), plus its prose ("Each number represented by a <decbyte>
 *   must be between 0 and 255"): it differs from `IPv4address` exactly on the strings with a
 *   decbyte that has a leading zero, which RFC 3986's `dec-octet` leaves out;
 * - RFC 4291 section 2.2's three text forms (prose, no ABNF), written as a function below: the
 *   same language as `IPv6address`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formats } from '../../src/formats';
import {
  AbnfGrammar,
  CORE_RULES,
  between,
  parseAbnf,
  removePageBreaks,
} from '../oracle/abnf-regex';
import { allStrings, countStrings } from '../support/enumerate';

const RFC2673 = removePageBreaks(
  readFileSync(join(__dirname, '..', 'fixtures', 'rfc2673.txt'), 'utf8'),
);
const DOTTED_QUAD_RULES = parseAbnf(between(RFC2673, 'dotted-quad      =', 'length           ='));
const rfc2673 = new AbnfGrammar([...DOTTED_QUAD_RULES, ...CORE_RULES]);

/** RFC 2673 3.2: the ABNF, and each decbyte's number between 0 and 255. */
function isDottedQuad(text: string): boolean {
  return (
    rfc2673.matches('dotted-quad', text) && text.split('.').every((byte) => Number(byte) <= 255)
  );
}

const hasLeadingZero = (text: string): boolean => text.split('.').some((byte) => /^0\d/.test(byte));

/** RFC 4291 2.2, forms 1 to 3, from the prose. */
function isRfc4291(text: string): boolean {
  const isHexGroup = (group: string) => /^[0-9A-Fa-f]{1,4}$/.test(group);
  // Form 3's "standard IPv4 representation": four decimal numbers 0 to 255, no leading zero.
  const isIpv4 = (tail: string) =>
    /^\d{1,3}(\.\d{1,3}){3}$/.test(tail) &&
    tail.split('.').every((byte) => Number(byte) <= 255 && !/^0\d/.test(byte));
  const groupsOf = (piece: string): number | null => {
    if (piece === '') return 0;
    const groups = piece.split(':');
    let count = 0;
    for (let i = 0; i < groups.length; i++) {
      const group = groups[i]!;
      if (i === groups.length - 1 && group.includes('.')) {
        if (!isIpv4(group)) return null;
        count += 2;
      } else if (isHexGroup(group)) count += 1;
      else return null;
    }
    return count;
  };
  const halves = text.split('::');
  if (halves.length > 2) return false; // "::" can only appear once
  if (halves.length === 1) return groupsOf(text) === 8;
  const [head, tail] = halves as [string, string];
  if (head.includes('.')) return false; // the IPv4 part is last
  const before = groupsOf(head);
  const after = groupsOf(tail);
  // "::" stands for one or more groups of zeros.
  return before !== null && after !== null && before + after <= 7;
}

describe('ipv4: RFC 2673 3.2 against RFC 3986 IPv4address', () => {
  it('the dotted-quad rules are read from RFC 2673', () => {
    expect(DOTTED_QUAD_RULES.map((rule) => rule.name)).toEqual(['dotted-quad', 'decbyte']);
  });

  it('differ exactly on decbytes with a leading zero (every string of 1 0 01 25 256 . up to 7 symbols)', () => {
    const alphabet = ['1', '0', '01', '25', '256', '.'];
    let cases = 0;
    let leadingZero = 0;
    let valid = 0;
    for (const text of allStrings(alphabet, 7)) {
      cases++;
      const dotted = isDottedQuad(text);
      if (dotted) valid++;
      if (dotted && hasLeadingZero(text)) leadingZero++;
      const expected = dotted && !hasLeadingZero(text);
      if (formats.ipv4(text) !== expected) {
        expect({ text, ipv4: formats.ipv4(text) }).toEqual({ text, ipv4: expected });
      }
    }
    expect(cases).toBe(countStrings(alphabet.length, 7));
    expect(valid).toBeGreaterThan(100);
    expect(leadingZero).toBeGreaterThan(10);
  });
});

describe('ipv6: RFC 4291 2.2 against RFC 3986 IPv6address', () => {
  it.each([
    // Section 2.2's own examples.
    'ABCD:EF01:2345:6789:ABCD:EF01:2345:6789',
    '2001:DB8:0:0:8:800:200C:417A',
    'FF01:0:0:0:0:0:0:101',
    '0:0:0:0:0:0:0:1',
    '0:0:0:0:0:0:0:0',
    '2001:DB8::8:800:200C:417A',
    'FF01::101',
    '::1',
    '::',
    '0:0:0:0:0:0:13.1.68.3',
    '0:0:0:0:0:FFFF:129.144.52.38',
    '::13.1.68.3',
    '::FFFF:129.144.52.38',
  ])('the example %s is valid by both', (text) => {
    expect(isRfc4291(text)).toBe(true);
    expect(formats.ipv6(text)).toBe(true);
  });

  it('agree on every string of 1 : :: . 1.2.3.4 ffff up to 8 symbols', () => {
    const alphabet = ['1', ':', '::', '.', '1.2.3.4', 'ffff'];
    let valid = 0;
    for (const text of allStrings(alphabet, 8)) {
      const expected = isRfc4291(text);
      if (expected) valid++;
      if (formats.ipv6(text) !== expected) {
        expect({ text, ipv6: formats.ipv6(text) }).toEqual({ text, ipv6: expected });
      }
    }
    expect(valid).toBeGreaterThan(100);
  });
});
