/**
 * RFC 3986's exhaustive enumerations (exhaustive.test.ts asserts on them), run as a plain Node
 * process (test/support/exhaustive-child.ts says why): every string up to a length over small
 * alphabets, where the PEG traps live. isValid, the combinator verdict, the ABNF oracle and, for
 * the addresses, hand-written semantic checkers are compared on each.
 */
import { rfc3986 } from '../../../grammar';
import { isValid, type RuleName } from '../../../src';
import { oracle } from '../../oracle/abnf-regex';
import { type Checker, compare } from '../../support/agreement';
import { allStrings } from '../../support/enumerate';
import { type Enumerations, printOutcomes } from '../../support/exhaustive-child';
import { isDecOctet, isH16, isIPv4, isIPv6, isLs32 } from '../../support/semantic';

/** isValid, the combinator verdict and the oracle for `rule`, then any `extra` checkers. */
function checkersFor(rule: RuleName, extra: Readonly<Record<string, Checker>> = {}) {
  const combinator = rfc3986.combinators.wholeInput(rule);
  return {
    isValid: (text: string) => isValid(rule, text),
    combinator: (text: string) => combinator.parse(text).status,
    oracle: (text: string) => oracle.matches(rule, text),
    ...extra,
  };
}

export const IPV6_PIECES = ['0', '1', 'f', ':', '.'];
export const DEC_OCTET = ['0', '1', '2', '5', '6', '9', '.'];
export const IPV4 = ['0', '1', '2', '5', '9', '.'];
export const IPV4_MAX = 8;
export const REFERENCES = ['a', ':', '/', '?', '#', '@', '[', ']', '%'];
export const REFERENCE_RULES = [
  'URI-reference',
  'relative-ref',
  'URI',
  'path',
  'authority',
] as const;

export const ENUMERATIONS: Enumerations = {
  'IPv6address over "01f:." up to 7': () =>
    compare(allStrings(IPV6_PIECES, 7), checkersFor('IPv6address', { semantic: isIPv6 })),
  'ls32 over "01f:." up to 7': () =>
    compare(allStrings(IPV6_PIECES, 7), checkersFor('ls32', { semantic: isLs32 })),
  'h16 over "01f:." up to 7': () =>
    compare(allStrings(IPV6_PIECES, 7), checkersFor('h16', { semantic: isH16 })),
  'IPv6address over "0:." up to 10': () =>
    compare(allStrings(['0', ':', '.'], 10), checkersFor('IPv6address', { semantic: isIPv6 })),
  'dec-octet over "012569." up to 4': () =>
    compare(allStrings(DEC_OCTET, 4), checkersFor('dec-octet', { semantic: isDecOctet })),
  [`IPv4address over "01259." up to ${IPV4_MAX}`]: () =>
    compare(allStrings(IPV4, IPV4_MAX), checkersFor('IPv4address', { semantic: isIPv4 })),
  [`host over "01259." up to ${IPV4_MAX}`]: () => {
    const combinator = rfc3986.combinators.wholeInput('host');
    // Digits and dots are all reg-name characters, so every string is a host; what matters is
    // which alternative the tree names. The tree check stands in for the combinator verdict
    // (it fails when the combinator fails), so each string is parsed once.
    return compare(allStrings(IPV4, IPV4_MAX), {
      isValid: (text) => isValid('host', text),
      oracle: (text) => oracle.matches('host', text),
      'combinator succeeds, its tree names IPv4address iff an IPv4 address': (text) => {
        const parsed = combinator.parse(text);
        if (!parsed.status) return false;
        const named = parsed.value.children.map((child) => child.rule);
        return named.length === 1 && named[0] === (isIPv4(text) ? 'IPv4address' : 'reg-name');
      },
    });
  },
  ...Object.fromEntries(
    REFERENCE_RULES.map((rule) => [
      `${rule} over "a:/?#@[]%" up to 6`,
      () => compare(allStrings(REFERENCES, 6), checkersFor(rule)),
    ]),
  ),
};

if (require.main === module) printOutcomes(ENUMERATIONS);
