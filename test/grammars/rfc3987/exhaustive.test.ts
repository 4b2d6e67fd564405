/**
 * RFC 3987 section 2.2, exhaustively: every code point (U+0000 to U+10FFFF, each surrogate alone)
 * against the character rules and a checker written from Unicode's own properties, and every
 * string up to a length over a small alphabet with non-ASCII characters, an astral character and
 * both halves of a surrogate pair (which make a pair when a high half precedes a low one). The
 * automaton, the combinator and the oracle must agree on each.
 */
import { rfc3987 } from '../../../grammar';
import { oracle3987 } from '../../oracle/abnf-regex';
import { agreementLog, compare, everyCodePoint, type Checker } from '../../support/agreement';
import { cp, EDGE_CODE_POINTS } from '../../support/code-points';
import { isIPv4 } from '../../support/semantic';
import { allStrings, countStrings } from '../../support/enumerate';
import { g, type Name } from './support';

jest.setTimeout(120_000);

/** The automaton, the combinator and the oracle for `rule`, then any `extra` checkers. */
function checkersFor(rule: Name, extra: Readonly<Record<string, Checker>> = {}) {
  const combinator = rfc3987.combinators.wholeInput(rule);
  return {
    isValid: (text: string) => g.isValid(rule, text),
    combinator: (text: string) => combinator.parse(text).status,
    oracle: (text: string) => oracle3987.matches(rule, text),
    ...extra,
  };
}

const { expectAgreement } = agreementLog('rfc3987 exhaustive');

/**
 * RFC 3987's characters described by Unicode properties instead of ranges: `iprivate` is the
 * private-use characters (general category Co); `ucschar` is every character from U+00A0 on that
 * is not a surrogate (Cs), private use, or a noncharacter, and not in the two blocks 2.2 also
 * leaves out: Specials (U+FFF0-FFFF, U+FFFD included) and the first 4,096 code points of plane 14
 * (U+E0000-E0FFF: tags and variation selectors).
 */
const PRIVATE_USE = /^\p{Co}$/u;
const SURROGATE_OR_NONCHARACTER = /^[\p{Cs}\p{Noncharacter_Code_Point}]$/u;
const isIprivate = (text: string): boolean => PRIVATE_USE.test(text);
function isUcschar(text: string): boolean {
  const code = text.codePointAt(0)!;
  if ([...text].length !== 1 || code < 0xa0) return false;
  if ((code >= 0xfff0 && code <= 0xffff) || (code >= 0xe0000 && code <= 0xe0fff)) return false;
  return !SURROGATE_OR_NONCHARACTER.test(text) && !PRIVATE_USE.test(text);
}
const isIunreserved = (text: string): boolean => /^[A-Za-z0-9._~-]$/.test(text) || isUcschar(text);

/** Every code point from U+0000 to U+10FFFF with DEEP; otherwise ASCII and 64 on each side of each edge. */
function* codePointsToSweep(): Generator<string> {
  if (process.env.DEEP) {
    yield* everyCodePoint();
    return;
  }
  const seen = new Set<number>();
  const near = [0x80, ...EDGE_CODE_POINTS, 0xd800, 0xdbff, 0xdc00, 0xdfff];
  for (let code = 0; code < 0x80; code++) seen.add(code);
  for (const edge of near) {
    for (let code = Math.max(0, edge - 64); code <= Math.min(0x10ffff, edge + 64); code++) {
      seen.add(code);
    }
  }
  for (const code of [...seen].sort((a, b) => a - b)) yield cp(code);
}

describe('every code point, U+0000 to U+10FFFF (1,114,112 one-character strings)', () => {
  const ALL = 0x110000;
  it.each<[Name, Checker]>([
    ['ucschar', isUcschar],
    ['iprivate', isIprivate],
  ])('%s', (rule, semantic) => {
    expectAgreement(
      `${rule} over every code point`,
      compare(everyCodePoint(), checkersFor(rule, { semantic })),
      ALL,
    );
  });

  it('iunreserved, and ipchar as its superset, over ASCII and the code points near every edge (all with DEEP)', () => {
    const strings = [...codePointsToSweep()];
    expectAgreement(
      `iunreserved over ${strings.length} code points`,
      compare(strings, checkersFor('iunreserved', { semantic: isIunreserved })),
      strings.length,
    );
    expectAgreement(
      `ipchar over ${strings.length} code points`,
      compare(
        strings,
        checkersFor('ipchar', {
          semantic: (text) => isIunreserved(text) || /^[!$&'()*+,;=:@]$/.test(text),
        }),
      ),
      strings.length,
    );
  });

  it('the property checkers see the edges 2.2 names', () => {
    expect(
      [0x9f, 0xa0, 0xd7ff, 0xf8ff, 0xf900, 0xfdcf, 0xfdd0, 0xfdf0, 0xffef, 0xfff0, 0xfffd].map(
        (c) => isUcschar(cp(c)),
      ),
    ).toEqual([false, true, true, false, true, true, false, true, true, false, false]);
    expect(
      [0x1fffd, 0x1fffe, 0xe0fff, 0xe1000, 0xefffd, 0xf0000].map((c) => isUcschar(cp(c))),
    ).toEqual([true, false, false, true, true, false]);
    expect(
      [0xdfff, 0xe000, 0xf8ff, 0xf900, 0xf0000, 0xffffe, 0x10fffd, 0x10fffe].map((c) =>
        isIprivate(cp(c)),
      ),
    ).toEqual([false, true, true, false, true, false, true, false]);
  });
});

describe('references over a : / ? # % é U+E000 U+FDD0 U+10000 and the halves D800, DC00', () => {
  const alphabet = [
    'a',
    ':',
    '/',
    '?',
    '#',
    '%',
    'é',
    '\uE000',
    '\uFDD0',
    cp(0x10000),
    '\uD800',
    '\uDC00',
  ];
  const MAX = 5;
  const total = countStrings(alphabet.length, MAX);

  it.each<Name>([
    'IRI-reference',
    'irelative-ref',
    'IRI',
    'ipath',
    'iauthority',
    'iquery',
    'ifragment',
  ])('%s', (rule) => {
    expectAgreement(
      `${rule} over "a:/?#%é\\uE000\\uFDD0\\u{10000}\\uD800\\uDC00" up to ${MAX}`,
      compare(allStrings(alphabet, MAX), checkersFor(rule)),
      total,
    );
  });

  it('a high half then a low half is a character; the other way round is two lone surrogates', () => {
    expect(g.isValid('ipath', '\uD800\uDC00')).toBe(true);
    expect(g.isValid('ipath', '\uDC00\uD800')).toBe(false);
    expect(g.isValid('iquery', '\uE000')).toBe(true);
    expect(g.isValid('ifragment', '\uE000')).toBe(false);
  });
});

describe('the host over 1 . 2 5 é % a (every string up to length 6)', () => {
  const alphabet = ['1', '.', '2', '5', 'é', '%', 'a'];
  const MAX = 6;
  const total = countStrings(alphabet.length, MAX);

  it('ireg-name', () => {
    expectAgreement(
      `ireg-name over "1.25é%a" up to ${MAX}`,
      compare(allStrings(alphabet, MAX), checkersFor('ireg-name')),
      total,
    );
  });

  it('ihost: the tree names IPv4address exactly when a hand-written IPv4 checker says so', () => {
    const combinator = rfc3987.combinators.wholeInput('ihost');
    // The tree check stands in for the combinator verdict (it fails when the combinator fails).
    const outcome = compare(allStrings(alphabet, MAX), {
      isValid: (text) => g.isValid('ihost', text),
      oracle: (text) => oracle3987.matches('ihost', text),
      'combinator succeeds, its tree names IPv4address iff an IPv4 address': (text) => {
        const parsed = combinator.parse(text);
        if (!parsed.status) return false;
        const named = parsed.value.children.map((child) => child.rule);
        return named.length === 1 && named[0] === (isIPv4(text) ? 'IPv4address' : 'ireg-name');
      },
    });
    expectAgreement(`ihost over "1.25é%a" up to ${MAX}`, outcome, total);
  });
});
