/**
 * RFC 6874 section 2, exhaustively: every string up to a length over small alphabets built around
 * "%25", its near misses and the brackets. The automaton, the combinator, the oracle and a
 * hand-written checker of zoned literals (from section 2's prose: an IPv6 address, "%25", then
 * one or more unreserved or percent-encoded characters) must agree on each; RFC 3986 must refuse
 * every string that RFC 6874 accepts only through a zone.
 */
import { rfc6874 } from '../../../grammar';
import { isValid as isValid3986, type RuleName } from '../../../src';
import { oracle6874 } from '../../oracle/abnf-regex';
import { agreementLog, compare, type Checker } from '../../support/agreement';
import { allStrings, countStrings } from '../../support/enumerate';
import { isIPv6 } from '../../support/semantic';
import { g, type Name } from './support';

jest.setTimeout(120_000);

function checkersFor(rule: Name, extra: Readonly<Record<string, Checker>> = {}) {
  const combinator = rfc6874.combinators.wholeInput(rule);
  return {
    isValid: (text: string) => g.isValid(rule, text),
    combinator: (text: string) => combinator.parse(text).status,
    oracle: (text: string) => oracle6874.matches(rule, text),
    ...extra,
  };
}

const { expectAgreement, note } = agreementLog('rfc6874 exhaustive');

/** A zone identifier: one or more unreserved characters or percent-encoded octets. */
const isZoneId = (text: string): boolean => /^(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+$/.test(text);

/** An address with a zone: the first "%25" ends the address (an IPv6 address holds no "%"). */
function isIPv6addrz(text: string): boolean {
  const sign = text.indexOf('%25');
  return sign >= 0 && isIPv6(text.slice(0, sign)) && isZoneId(text.slice(sign + 3));
}

/** "[" address, zoned address or IPvFuture "]". */
function isIpLiteral(text: string): boolean {
  if (!text.startsWith('[') || !text.endsWith(']') || text.length < 2) return false;
  const inside = text.slice(1, -1);
  return (
    isIPv6(inside) ||
    isIPv6addrz(inside) ||
    /^[vV][0-9A-Fa-f]+\.[A-Za-z0-9._~!$&'()*+,;=:-]+$/.test(inside)
  );
}

describe('IP-literal and host over [ ] :: : 1 %25 %2 e (every string up to 6 symbols)', () => {
  const alphabet = ['[', ']', '::', ':', '1', '%25', '%2', 'e'];
  const MAX = 6;
  const total = countStrings(alphabet.length, MAX);

  it('IP-literal, with a hand-written checker', () => {
    expectAgreement(
      `IP-literal over "[ ] :: : 1 %25 %2 e" up to ${MAX}`,
      compare(allStrings(alphabet, MAX), checkersFor('IP-literal', { semantic: isIpLiteral })),
      total,
    );
  });

  it('host; and RFC 3986 accepts exactly the hosts that hold no zone', () => {
    let zoned = 0;
    const outcome = compare(allStrings(alphabet, MAX), {
      ...checkersFor('host'),
      'RFC 3986 host, or a literal with a zone': (text) => {
        const hasZone = text.startsWith('[') && isIpLiteral(text) && text.includes('%25');
        if (hasZone) zoned++;
        return hasZone ? !isValid3986('host', text) : isValid3986('host', text);
      },
    });
    expectAgreement(`host over "[ ] :: : 1 %25 %2 e" up to ${MAX}`, outcome, total);
    note(`  of which zoned literals (refused by RFC 3986): ${zoned}`);
    expect(zoned).toBeGreaterThan(20);
  });
});

describe('IPv6addrz over : :: 1 . %25 % e (every string up to 6 symbols)', () => {
  const alphabet = [':', '::', '1', '.', '%25', '%', 'e'];
  const MAX = 6;
  it('IPv6addrz, with a hand-written checker', () => {
    expectAgreement(
      `IPv6addrz over ": :: 1 . %25 % e" up to ${MAX}`,
      compare(allStrings(alphabet, MAX), checkersFor('IPv6addrz', { semantic: isIPv6addrz })),
      countStrings(alphabet.length, MAX),
    );
  });
});

describe('ZoneID over a % 2 5 F ~ é (every string up to length 6)', () => {
  const alphabet = ['a', '%', '2', '5', 'F', '~', 'é'];
  const MAX = 6;
  it('ZoneID, with a hand-written checker', () => {
    expectAgreement(
      `ZoneID over "a%25F~é" up to ${MAX}`,
      compare(allStrings(alphabet, MAX), checkersFor('ZoneID', { semantic: isZoneId })),
      countStrings(alphabet.length, MAX),
    );
  });
});

describe('references over a // / [ ] :: %25 : ? (every string up to 6 symbols)', () => {
  const alphabet = ['a', '//', '/', '[', ']', '::', '%25', ':', '?'];
  const MAX = 6;
  it.each<Name>(['URI-reference', 'URI', 'authority'])('%s', (rule) => {
    let zoned = 0;
    const outcome = compare(allStrings(alphabet, MAX), {
      ...checkersFor(rule),
      'RFC 3986, or a zone in a literal': (text) => {
        const valid3986 = isValid3986(rule as RuleName, text);
        const hasZone =
          !valid3986 && oracle6874.matches(rule, text) && /\[[^\]]*%25[^\]]*\]/.test(text);
        if (hasZone) zoned++;
        return valid3986 || hasZone;
      },
    });
    expectAgreement(
      `${rule} over "a // / [ ] :: %25 : ?" up to ${MAX}`,
      outcome,
      countStrings(alphabet.length, MAX),
    );
    note(`  of which valid only with a zone: ${zoned}`);
    // A URI needs a scheme and "//" too: its shortest zoned string has 7 symbols.
    if (rule !== 'URI') expect(zoned).toBeGreaterThan(0);
  });
});
