/**
 * Every string up to a length over small alphabets, where the PEG traps live: isValid, the
 * combinator verdict, the ABNF oracle, and (for the addresses) hand-written semantic checkers
 * must all say the same.
 */
import { rfc3986 } from '../../../grammar';
import { isValid, type RuleName } from '../../../src';
import { oracle } from '../../oracle/abnf-regex';
import { agreementLog, type Checker, compare } from '../../support/agreement';
import { allStrings, countStrings } from '../../support/enumerate';
import { isDecOctet, isH16, isIPv4, isIPv6, isLs32 } from '../../support/semantic';

jest.setTimeout(120_000);

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

const { expectAgreement, note } = agreementLog('exhaustive cases');

describe('IPv6 pieces over 0 1 f : . (every string up to length 7)', () => {
  const alphabet = ['0', '1', 'f', ':', '.'];
  const total = countStrings(alphabet.length, 7);

  it.each([
    ['IPv6address', isIPv6],
    ['ls32', isLs32],
    ['h16', isH16],
  ] as const)('%s', (rule, semantic) => {
    expectAgreement(
      `${rule} over "01f:." up to 7`,
      compare(allStrings(alphabet, 7), checkersFor(rule, { semantic })),
      total,
    );
  });

  it('IPv6address with IPv4 tails, over 0 : . (every string up to length 10)', () => {
    const outcome = compare(
      allStrings(['0', ':', '.'], 10),
      checkersFor('IPv6address', { semantic: isIPv6 }),
    );
    expectAgreement('IPv6address over "0:." up to 10', outcome, countStrings(3, 10));
    // "::0.0.0.0" and "0::0.0.0.0" are in reach.
    expect(isValid('IPv6address', '0::0.0.0.0')).toBe(true);
  });
});

describe('dec-octet over 0 1 2 5 6 9 . (every string up to length 4)', () => {
  it('dec-octet', () => {
    const alphabet = ['0', '1', '2', '5', '6', '9', '.'];
    const outcome = compare(
      allStrings(alphabet, 4),
      checkersFor('dec-octet', { semantic: isDecOctet }),
    );
    expectAgreement('dec-octet over "012569." up to 4', outcome, countStrings(alphabet.length, 4));
  });
});

describe('IPv4address and host over 0 1 2 5 9 . (every string up to length 8)', () => {
  const alphabet = ['0', '1', '2', '5', '9', '.'];
  const MAX = 8;
  const total = countStrings(alphabet.length, MAX);

  it('IPv4address', () => {
    const outcome = compare(
      allStrings(alphabet, MAX),
      checkersFor('IPv4address', { semantic: isIPv4 }),
    );
    expectAgreement(`IPv4address over "01259." up to ${MAX}`, outcome, total);
  });

  it('host: always a reg-name here, and the tree names IPv4address exactly for IPv4 addresses', () => {
    const combinator = rfc3986.combinators.wholeInput('host');
    // Digits and dots are all reg-name characters, so every string is a host; what matters is
    // which alternative the tree names. The tree check stands in for the combinator verdict
    // (it fails when the combinator fails), so each string is parsed once.
    const outcome = compare(allStrings(alphabet, MAX), {
      isValid: (text) => isValid('host', text),
      oracle: (text) => oracle.matches('host', text),
      'combinator succeeds, its tree names IPv4address iff an IPv4 address': (text) => {
        const parsed = combinator.parse(text);
        if (!parsed.status) return false;
        const named = parsed.value.children.map((child) => child.rule);
        return named.length === 1 && named[0] === (isIPv4(text) ? 'IPv4address' : 'reg-name');
      },
    });
    note(`host over "01259." up to ${MAX}: ${outcome.cases} strings, ${outcome.valid} valid`);
    expect(outcome.disagreements).toEqual([]);
    expect(outcome.cases).toBe(total);
    expect(outcome.valid).toBe(total);
  });
});

describe('references over a : / ? # @ [ ] % (every string up to length 6)', () => {
  const alphabet = ['a', ':', '/', '?', '#', '@', '[', ']', '%'];
  const total = countStrings(alphabet.length, 6);

  it.each(['URI-reference', 'relative-ref', 'URI', 'path', 'authority'] as const)('%s', (rule) => {
    expectAgreement(
      `${rule} over "a:/?#@[]%" up to 6`,
      compare(allStrings(alphabet, 6), checkersFor(rule)),
      total,
    );
  });
});
