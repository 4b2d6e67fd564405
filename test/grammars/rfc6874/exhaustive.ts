/**
 * RFC 6874's exhaustive enumerations (exhaustive.test.ts asserts on them), run as a plain Node
 * process (test/support/exhaustive-child.ts says why): every string up to a length over small
 * alphabets built around "%25", its near misses and the brackets. The automaton, the combinator,
 * the oracle and a hand-written checker of zoned literals (from section 2's prose) are compared
 * on each, and RFC 3986's verdict where no zone is involved.
 */
import { rfc6874 } from '../../../grammar';
import { isValid as isValid3986, type RuleName } from '../../../src';
import { oracle6874 } from '../../oracle/abnf-regex';
import { compare, type Checker } from '../../support/agreement';
import { allStrings } from '../../support/enumerate';
import { type Enumerations, printOutcomes } from '../../support/exhaustive-child';
import { isIPv6 } from '../../support/semantic';
import { g, type Name } from './support';

function checkersFor(rule: Name, extra: Readonly<Record<string, Checker>> = {}) {
  const combinator = rfc6874.combinators.wholeInput(rule);
  return {
    isValid: (text: string) => g.isValid(rule, text),
    combinator: (text: string) => combinator.parse(text).status,
    oracle: (text: string) => oracle6874.matches(rule, text),
    ...extra,
  };
}

/** A zone identifier: one or more unreserved characters or percent-encoded octets. */
export const isZoneId = (text: string): boolean =>
  /^(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+$/.test(text);

/** An address with a zone: the first "%25" ends the address (an IPv6 address holds no "%"). */
export function isIPv6addrz(text: string): boolean {
  const sign = text.indexOf('%25');
  return sign >= 0 && isIPv6(text.slice(0, sign)) && isZoneId(text.slice(sign + 3));
}

/** "[" address, zoned address or IPvFuture "]". */
export function isIpLiteral(text: string): boolean {
  if (!text.startsWith('[') || !text.endsWith(']') || text.length < 2) return false;
  const inside = text.slice(1, -1);
  return (
    isIPv6(inside) ||
    isIPv6addrz(inside) ||
    /^[vV][0-9A-Fa-f]+\.[A-Za-z0-9._~!$&'()*+,;=:-]+$/.test(inside)
  );
}

export const LITERALS = ['[', ']', '::', ':', '1', '%25', '%2', 'e'];
export const ZONED = [':', '::', '1', '.', '%25', '%', 'e'];
export const ZONE_IDS = ['a', '%', '2', '5', 'F', '~', 'é'];
export const REFERENCES = ['a', '//', '/', '[', ']', '::', '%25', ':', '?'];
export const REFERENCE_RULES: readonly Name[] = ['URI-reference', 'URI', 'authority'];
export const MAX = 6;

export const ENUMERATIONS: Enumerations = {
  [`IP-literal over "[ ] :: : 1 %25 %2 e" up to ${MAX}`]: () =>
    compare(allStrings(LITERALS, MAX), checkersFor('IP-literal', { semantic: isIpLiteral })),
  [`host over "[ ] :: : 1 %25 %2 e" up to ${MAX}`]: () => {
    let zoned = 0;
    const outcome = compare(allStrings(LITERALS, MAX), {
      ...checkersFor('host'),
      'RFC 3986 host, or a literal with a zone': (text) => {
        const hasZone = text.startsWith('[') && isIpLiteral(text) && text.includes('%25');
        if (hasZone) zoned++;
        return hasZone ? !isValid3986('host', text) : isValid3986('host', text);
      },
    });
    return { ...outcome, counts: { zoned } };
  },
  [`IPv6addrz over ": :: 1 . %25 % e" up to ${MAX}`]: () =>
    compare(allStrings(ZONED, MAX), checkersFor('IPv6addrz', { semantic: isIPv6addrz })),
  [`ZoneID over "a%25F~é" up to ${MAX}`]: () =>
    compare(allStrings(ZONE_IDS, MAX), checkersFor('ZoneID', { semantic: isZoneId })),
  ...Object.fromEntries(
    REFERENCE_RULES.map((rule) => [
      `${rule} over "a // / [ ] :: %25 : ?" up to ${MAX}`,
      () => {
        let zoned = 0;
        const outcome = compare(allStrings(REFERENCES, MAX), {
          ...checkersFor(rule),
          'RFC 3986, or a zone in a literal': (text) => {
            const valid3986 = isValid3986(rule as RuleName, text);
            const hasZone =
              !valid3986 && oracle6874.matches(rule, text) && /\[[^\]]*%25[^\]]*\]/.test(text);
            if (hasZone) zoned++;
            return valid3986 || hasZone;
          },
        });
        return { ...outcome, counts: { zoned } };
      },
    ]),
  ),
};

if (require.main === module) printOutcomes(ENUMERATIONS);
