/**
 * RFC 2396's exhaustive enumerations (exhaustive.test.ts asserts on them), run as a plain Node
 * process (test/support/exhaustive-child.ts says why): every string up to a length over small
 * alphabets, where the PEG traps live. The automaton, the combinator verdict, the oracle
 * (test/oracle/bnf-regex.ts) and, for hostnames and addresses, checkers written by hand from the
 * rules' meaning are compared on each; for `authority` and `host`, whether the tree names the
 * alternative the BNF's order picks first.
 */
import { rfc2396 } from '../../../grammar';
import { type Checker, compare } from '../../support/agreement';
import { allStrings } from '../../support/enumerate';
import { type Enumerations, printOutcomes } from '../../support/exhaustive-child';
import { combinator, matches, type Name } from './support';

// ---------------------------------------------------------------------------------------------
// Hand-written checkers, from the rules' meaning rather than their text

export const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/** Labels of letters, digits and inner hyphens, dot-separated, the last starting with a letter. */
export function isHostname(text: string): boolean {
  const body = text.endsWith('.') ? text.slice(0, -1) : text;
  const labels = body.split('.');
  return labels.every((label) => LABEL.test(label)) && /^[A-Za-z]/.test(labels.at(-1)!);
}

/** Four groups of one to three digits: RFC 2373's IPv4address has no range check. */
export function isIPv4(text: string): boolean {
  const groups = text.split('.');
  return groups.length === 4 && groups.every((group) => /^[0-9]{1,3}$/.test(group));
}

export const isHexseq = (text: string): boolean =>
  text.split(':').every((group) => /^[0-9A-Fa-f]{1,4}$/.test(group));

/** RFC 2373 Appendix B's hexpart: hex groups, and one "::" at most, anywhere. */
export function isHexpart(text: string): boolean {
  const halves = text.split('::');
  if (halves.length === 1) return isHexseq(text);
  return (
    halves.length === 2 && halves.every((half) => half === '' || isHexseq(half)) // "::" alone too
  );
}

/** hexpart, then optionally ":" and an IPv4 address (so "::1.2.3.4" is not one, ":::1.2.3.4" is). */
export function isIPv6(text: string): boolean {
  if (isHexpart(text)) return true;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === ':' && isHexpart(text.slice(0, i)) && isIPv4(text.slice(i + 1))) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------

/** The automaton, the combinator verdict and the oracle for `rule`, then any `extra` checkers. */
function checkersFor(rule: Name, extra: Readonly<Record<string, Checker>> = {}) {
  const automaton = rfc2396.automaton(rule);
  const wholeInput = combinator(rule);
  return {
    oracle: (text: string) => matches(rule, text),
    automaton: (text: string) => automaton.accepts(text),
    combinator: (text: string) => wholeInput.parse(text).status,
    ...extra,
  };
}

/** The rule names of a tree root's named children. */
function namedChildRules(rule: Name, text: string): (string | null)[] | undefined {
  const parsed = combinator(rule).parse(text);
  if (!parsed.status) return undefined;
  return parsed.value.children.filter((child) => child.rule !== null).map((child) => child.rule);
}

export const HOSTNAMES = ['a', '1', '-', '.'];
export const IPV6_PIECES = ['1', ':', '.'];
export const AUTHORITY_SERVER = ['a', '_', ':', '@', '1', '.'];
export const AUTHORITY = ['a', '1', ':', '@', '[', ']'];
export const REFERENCES = ['a', ':', '/', '?', '#', ';'];
export const REFERENCE_RULES = [
  'URI-reference',
  'absoluteURI',
  'relativeURI',
  'hier_part',
  'opaque_part',
  'path',
] as const;
export const PATHS = ['a', '/', '.', '[', ']', ':', '@', '_'];
export const PATH_RULES = ['URI-reference', 'net_path', 'rel_path'] as const;

const HOSTNAME_CHECKERS: readonly (readonly [Name, Checker])[] = [
  ['hostname', isHostname],
  ['domainlabel', (text) => LABEL.test(text)],
  ['toplabel', (text) => LABEL.test(text) && /^[A-Za-z]/.test(text)],
];

const IPV6_CHECKERS: readonly (readonly [Name, Checker])[] = [
  ['IPv6address', isIPv6],
  ['hexpart', isHexpart],
  ['hexseq', isHexseq],
];

export const ENUMERATIONS: Enumerations = {
  ...Object.fromEntries(
    HOSTNAME_CHECKERS.map(([rule, semantic]) => [
      `${rule} over "a1-." up to 8`,
      () => compare(allStrings(HOSTNAMES, 8), checkersFor(rule, { semantic })),
    ]),
  ),
  'host over "a1-." up to 8': () =>
    compare(
      allStrings(HOSTNAMES, 8),
      checkersFor('host', {
        semantic: (text) => isHostname(text) || isIPv4(text),
        'the tree names the right alternative': (text) => {
          const named = namedChildRules('host', text);
          if (named === undefined) return false;
          return named.length === 1 && named[0] === (isIPv4(text) ? 'IPv4address' : 'hostname');
        },
      }),
    ),
  'IPv4address over "91." up to 10': () =>
    compare(allStrings(['9', '1', '.'], 10), checkersFor('IPv4address', { semantic: isIPv4 })),
  ...Object.fromEntries(
    IPV6_CHECKERS.map(([rule, semantic]) => [
      `${rule} over "1:." up to 10`,
      () => compare(allStrings(IPV6_PIECES, 10), checkersFor(rule, { semantic })),
    ]),
  ),
  'IPv6reference over "1:.[]" up to 8': () =>
    compare(
      allStrings([...IPV6_PIECES, '[', ']'], 8),
      checkersFor('IPv6reference', {
        semantic: (text) => text.startsWith('[') && text.endsWith(']') && isIPv6(text.slice(1, -1)),
      }),
    ),
  'authority over "a_:@1." up to 7': () => {
    let servers = 0;
    const outcome = compare(allStrings(AUTHORITY_SERVER, 7), {
      ...checkersFor('authority'),
      'the tree names server iff the oracle says server': (text) => {
        const named = namedChildRules('authority', text);
        const server = matches('server', text);
        if (server) servers++;
        return (
          named !== undefined && named.length === 1 && named[0] === (server ? 'server' : 'reg_name')
        );
      },
    });
    return { ...outcome, counts: { servers } };
  },
  'authority over "a1:@[]" up to 7': () =>
    compare(allStrings(AUTHORITY, 7), checkersFor('authority')),
  ...Object.fromEntries(
    REFERENCE_RULES.map((rule) => [
      `${rule} over "a:/?#;" up to 7`,
      () => compare(allStrings(REFERENCES, 7), checkersFor(rule)),
    ]),
  ),
  ...Object.fromEntries(
    PATH_RULES.map((rule) => [
      `${rule} over "a/.[]:@_" up to 6`,
      () => compare(allStrings(PATHS, 6), checkersFor(rule)),
    ]),
  ),
};

if (require.main === module) printOutcomes(ENUMERATIONS);
