/**
 * RFC 2396 (with RFC 2732): every string up to a length over small alphabets, where the PEG
 * traps live. The automaton, the combinator verdict, the oracle (test/oracle/bnf-regex.ts) and,
 * for hostnames and addresses, checkers written by hand from the rules' meaning must all agree;
 * for `authority` and `host`, the tree must name the alternative the BNF's order picks first.
 */
import { rfc2396 } from '../../../grammar';
import { agreementLog, type Checker, compare } from '../../support/agreement';
import { allStrings, countStrings } from '../../support/enumerate';
import { combinator, matches, type Name } from './support';

jest.setTimeout(120_000);

// ---------------------------------------------------------------------------------------------
// Hand-written checkers, from the rules' meaning rather than their text

const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;

/** Labels of letters, digits and inner hyphens, dot-separated, the last starting with a letter. */
function isHostname(text: string): boolean {
  const body = text.endsWith('.') ? text.slice(0, -1) : text;
  const labels = body.split('.');
  return labels.every((label) => LABEL.test(label)) && /^[A-Za-z]/.test(labels.at(-1)!);
}

/** Four groups of one to three digits: RFC 2373's IPv4address has no range check. */
function isIPv4(text: string): boolean {
  const groups = text.split('.');
  return groups.length === 4 && groups.every((group) => /^[0-9]{1,3}$/.test(group));
}

const isHexseq = (text: string): boolean =>
  text.split(':').every((group) => /^[0-9A-Fa-f]{1,4}$/.test(group));

/** RFC 2373 Appendix B's hexpart: hex groups, and one "::" at most, anywhere. */
function isHexpart(text: string): boolean {
  const halves = text.split('::');
  if (halves.length === 1) return isHexseq(text);
  return (
    halves.length === 2 && halves.every((half) => half === '' || isHexseq(half)) // "::" alone too
  );
}

/** hexpart, then optionally ":" and an IPv4 address (so "::1.2.3.4" is not one, ":::1.2.3.4" is). */
function isIPv6(text: string): boolean {
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

const { expectAgreement, note } = agreementLog('rfc2396 exhaustive cases');

/** The rule names of a tree root's named children. */
function namedChildRules(rule: Name, text: string): (string | null)[] | undefined {
  const parsed = combinator(rule).parse(text);
  if (!parsed.status) return undefined;
  return parsed.value.children.filter((child) => child.rule !== null).map((child) => child.rule);
}

describe('hostnames over a 1 - . (every string up to length 8)', () => {
  const alphabet = ['a', '1', '-', '.'];
  const total = countStrings(alphabet.length, 8);

  it.each<[Name, Checker]>([
    ['hostname', isHostname],
    ['domainlabel', (text) => LABEL.test(text)],
    ['toplabel', (text) => LABEL.test(text) && /^[A-Za-z]/.test(text)],
  ])('%s', (rule, semantic) => {
    expectAgreement(
      `${rule} over "a1-." up to 8`,
      compare(allStrings(alphabet, 8), checkersFor(rule, { semantic })),
      total,
    );
  });

  it('host: its tree names hostname or IPv4address, as a hand-written check says', () => {
    const outcome = compare(
      allStrings(alphabet, 8),
      checkersFor('host', {
        semantic: (text) => isHostname(text) || isIPv4(text),
        'the tree names the right alternative': (text) => {
          const named = namedChildRules('host', text);
          if (named === undefined) return false;
          return named.length === 1 && named[0] === (isIPv4(text) ? 'IPv4address' : 'hostname');
        },
      }),
    );
    expectAgreement('host over "a1-." up to 8', outcome, total);
  });
});

describe('IPv4address over 9 1 . (every string up to length 10): no range check', () => {
  it('IPv4address', () => {
    const outcome = compare(
      allStrings(['9', '1', '.'], 10),
      checkersFor('IPv4address', { semantic: isIPv4 }),
    );
    expectAgreement('IPv4address over "91." up to 10', outcome, countStrings(3, 10));
    expect(matches('IPv4address', '999.999.999.999')).toBe(true);
  });
});

describe('IPv6 pieces over 1 : . (every string up to length 10)', () => {
  const alphabet = ['1', ':', '.'];
  const total = countStrings(alphabet.length, 10);

  it.each<[Name, Checker]>([
    ['IPv6address', isIPv6],
    ['hexpart', isHexpart],
    ['hexseq', isHexseq],
  ])('%s', (rule, semantic) => {
    expectAgreement(
      `${rule} over "1:." up to 10`,
      compare(allStrings(alphabet, 10), checkersFor(rule, { semantic })),
      total,
    );
  });

  it('IPv6reference over 1 : . [ ] (every string up to length 8)', () => {
    const outcome = compare(
      allStrings([...alphabet, '[', ']'], 8),
      checkersFor('IPv6reference', {
        semantic: (text) => text.startsWith('[') && text.endsWith(']') && isIPv6(text.slice(1, -1)),
      }),
    );
    expectAgreement('IPv6reference over "1:.[]" up to 8', outcome, countStrings(5, 8));
  });
});

describe('authority: server where both match', () => {
  it('over a _ : @ 1 . (every string up to length 7): all are reg_names; the tree names server exactly when server matches', () => {
    const alphabet = ['a', '_', ':', '@', '1', '.'];
    const total = countStrings(alphabet.length, 7);
    let servers = 0;
    const outcome = compare(allStrings(alphabet, 7), {
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
    note(
      `authority over "a_:@1." up to 7: ${outcome.cases} strings, ${outcome.valid} valid, ${servers} of them servers`,
    );
    expect(outcome.disagreements).toEqual([]);
    expect(outcome.cases).toBe(total);
    // Every string over this alphabet but the empty one is a reg_name; "" is an empty server.
    expect(outcome.valid).toBe(total);
    expect(servers).toBeGreaterThan(0);
    expect(servers).toBeLessThan(total);
  });

  it('over a 1 : @ [ ] (every string up to length 7)', () => {
    const alphabet = ['a', '1', ':', '@', '[', ']'];
    expectAgreement(
      'authority over "a1:@[]" up to 7',
      compare(allStrings(alphabet, 7), checkersFor('authority')),
      countStrings(alphabet.length, 7),
    );
  });
});

describe('references over a : / ? # ; (every string up to length 7)', () => {
  const alphabet = ['a', ':', '/', '?', '#', ';'];
  const total = countStrings(alphabet.length, 7);

  it.each<Name>([
    'URI-reference',
    'absoluteURI',
    'relativeURI',
    'hier_part',
    'opaque_part',
    'path',
  ])('%s', (rule) => {
    expectAgreement(
      `${rule} over "a:/?#;" up to 7`,
      compare(allStrings(alphabet, 7), checkersFor(rule)),
      total,
    );
  });
});

describe('references over a / . [ ] : @ _ (every string up to length 6)', () => {
  const alphabet = ['a', '/', '.', '[', ']', ':', '@', '_'];
  const total = countStrings(alphabet.length, 6);

  it.each<Name>(['URI-reference', 'net_path', 'rel_path'])('%s', (rule) => {
    expectAgreement(
      `${rule} over "a/.[]:@_" up to 6`,
      compare(allStrings(alphabet, 6), checkersFor(rule)),
      total,
    );
  });
});

describe('the hand-written checkers can fail', () => {
  it.each([
    ['a.b.', true],
    ['a-.b', false],
    ['a.1', false],
    ['1.a', true],
    ['.a', false],
    ['a..', false],
  ])('isHostname(%j) is %s', (text, expected) => {
    expect(isHostname(text)).toBe(expected);
  });

  it.each([
    ['::1.2.3.4', false],
    [':::1.2.3.4', true],
    ['1:2:3:4:5:6:7:8:9', true],
    ['1::2::3', false],
    ['::', true],
    [':', false],
  ])('isIPv6(%j) is %s', (text, expected) => {
    expect(isIPv6(text)).toBe(expected);
  });
});
