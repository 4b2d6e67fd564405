/**
 * RFC 3987's exhaustive enumerations (exhaustive.test.ts asserts on them), run as a plain Node
 * process (test/support/exhaustive-child.ts says why): every code point against the character
 * rules and a checker written from Unicode's own properties, and every string up to a length
 * over a small alphabet with non-ASCII characters, an astral character and both halves of a
 * surrogate pair. The automaton, the combinator and the oracle are compared on each.
 */
import { rfc3987 } from '../../../grammar';
import { oracle3987 } from '../../oracle/abnf-regex';
import { compare, everyCodePoint, type Checker } from '../../support/agreement';
import { cp, EDGE_CODE_POINTS } from '../../support/code-points';
import { allStrings } from '../../support/enumerate';
import { type Enumerations, printOutcomes } from '../../support/exhaustive-child';
import { isIPv4 } from '../../support/semantic';
import { g, type Name } from './support';

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

/**
 * RFC 3987's characters described by Unicode properties instead of ranges: `iprivate` is the
 * private-use characters (general category Co); `ucschar` is every character from U+00A0 on that
 * is not a surrogate (Cs), private use, or a noncharacter, and not in the two blocks 2.2 also
 * leaves out: Specials (U+FFF0-FFFF, U+FFFD included) and the first 4,096 code points of plane 14
 * (U+E0000-E0FFF: tags and variation selectors).
 */
const PRIVATE_USE = /^\p{Co}$/u;
const SURROGATE_OR_NONCHARACTER = /^[\p{Cs}\p{Noncharacter_Code_Point}]$/u;
export const isIprivate = (text: string): boolean => PRIVATE_USE.test(text);
export function isUcschar(text: string): boolean {
  const code = text.codePointAt(0)!;
  if ([...text].length !== 1 || code < 0xa0) return false;
  if ((code >= 0xfff0 && code <= 0xffff) || (code >= 0xe0000 && code <= 0xe0fff)) return false;
  return !SURROGATE_OR_NONCHARACTER.test(text) && !PRIVATE_USE.test(text);
}
export const isIunreserved = (text: string): boolean =>
  /^[A-Za-z0-9._~-]$/.test(text) || isUcschar(text);

/** Every code point from U+0000 to U+10FFFF with DEEP; otherwise ASCII and 64 on each side of each edge. */
export function* codePointsToSweep(): Generator<string> {
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

export const REFERENCES = [
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
export const REFERENCES_MAX = 5;
export const REFERENCES_LABEL = `over "a:/?#%é\\uE000\\uFDD0\\u{10000}\\uD800\\uDC00" up to ${REFERENCES_MAX}`;
export const REFERENCE_RULES: readonly Name[] = [
  'IRI-reference',
  'irelative-ref',
  'IRI',
  'ipath',
  'iauthority',
  'iquery',
  'ifragment',
];
export const HOSTS = ['1', '.', '2', '5', 'é', '%', 'a'];
export const HOSTS_MAX = 6;

/** The code points the sweep of iunreserved and ipchar reads (every one with DEEP). */
export const sweepSize = (): number => [...codePointsToSweep()].length;

export const ENUMERATIONS: Enumerations = {
  'ucschar over every code point': () =>
    compare(everyCodePoint(), checkersFor('ucschar', { semantic: isUcschar })),
  'iprivate over every code point': () =>
    compare(everyCodePoint(), checkersFor('iprivate', { semantic: isIprivate })),
  'iunreserved over the sweep': () => {
    const strings = [...codePointsToSweep()];
    return compare(strings, checkersFor('iunreserved', { semantic: isIunreserved }));
  },
  'ipchar over the sweep': () => {
    const strings = [...codePointsToSweep()];
    return compare(
      strings,
      checkersFor('ipchar', {
        semantic: (text) => isIunreserved(text) || /^[!$&'()*+,;=:@]$/.test(text),
      }),
    );
  },
  ...Object.fromEntries(
    REFERENCE_RULES.map((rule) => [
      `${rule} ${REFERENCES_LABEL}`,
      () => compare(allStrings(REFERENCES, REFERENCES_MAX), checkersFor(rule)),
    ]),
  ),
  [`ireg-name over "1.25é%a" up to ${HOSTS_MAX}`]: () =>
    compare(allStrings(HOSTS, HOSTS_MAX), checkersFor('ireg-name')),
  [`ihost over "1.25é%a" up to ${HOSTS_MAX}`]: () => {
    const combinator = rfc3987.combinators.wholeInput('ihost');
    // The tree check stands in for the combinator verdict (it fails when the combinator fails).
    return compare(allStrings(HOSTS, HOSTS_MAX), {
      isValid: (text) => g.isValid('ihost', text),
      oracle: (text) => oracle3987.matches('ihost', text),
      'combinator succeeds, its tree names IPv4address iff an IPv4 address': (text) => {
        const parsed = combinator.parse(text);
        if (!parsed.status) return false;
        const named = parsed.value.children.map((child) => child.rule);
        return named.length === 1 && named[0] === (isIPv4(text) ? 'IPv4address' : 'ireg-name');
      },
    });
  },
};

if (require.main === module) printOutcomes(ENUMERATIONS);
