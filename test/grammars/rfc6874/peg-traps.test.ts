/**
 * RFC 6874's PEG trap: in `IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]"`,
 * IPv6address matches the address before "%25" in "[fe80::1%25eth0]", ordered choice keeps that
 * success, and "]" then fails on "%". The library guards the IPv6address alternative (its `PEG:`
 * note). Here: the zoned literal is valid and its tree names IPv6addrz; the same engine with
 * IP-literal put back to its printed ABNF rejects it (so the guard is needed); a plain address is
 * still named IPv6address; and RFC 3986 refuses every zone identifier.
 */
import fc from 'fast-check';
import { rfc3986, rfc6874 } from '../../../grammar';
import { isValid as isValid3986 } from '../../../src';
import { oracle6874 } from '../../oracle/abnf-regex';
import { namedChildren, nodesOf } from '../../support/grammar-trees';
import { withLiteralRule } from '../../support/literal-variant';
import { g, matches, type Name, problemsOf, runParameters, SCALE, ZONED_LITERALS } from './support';

/** The same engine with IP-literal as RFC 6874 prints it: no guard before "%25". */
const unguarded = withLiteralRule(rfc6874, 'IP-literal', oracle6874.rules.get('IP-literal')!.node);

function expectValid(rule: Name, text: string, named: [Name, string][]): void {
  expect({ isValid: g.isValid(rule, text), oracle: matches(rule, text) }).toEqual({
    isValid: true,
    oracle: true,
  });
  const tree = g.parseTree(rule, text);
  expect(problemsOf(tree, text, rule)).toEqual([]);
  expect(namedChildren(tree, text)).toEqual(named);
}

describe('IP-literal: IPv6address before "%25"', () => {
  it('[fe80::1%25eth0] is valid, and the tree names IPv6addrz with its address and zone', () => {
    const text = '[fe80::1%25eth0]';
    expectValid('IP-literal', text, [['IPv6addrz', 'fe80::1%25eth0']]);
    const tree = g.parseTree('IP-literal', text);
    expect(nodesOf(tree, 'IPv6address', text)).toEqual(['fe80::1']);
    expect(nodesOf(tree, 'ZoneID', text)).toEqual(['eth0']);
  });

  it('the guard is needed: with IP-literal as printed, the combinators reject it', () => {
    expect(g.rules['IP-literal'].peg).toContain('%25');
    expect(unguarded.combinators.wholeInput('IP-literal').parse('[fe80::1%25eth0]').status).toBe(
      false,
    );
    expect(rfc6874.combinators.wholeInput('IP-literal').parse('[fe80::1%25eth0]').status).toBe(
      true,
    );
    // The automaton is not ordered: it accepts with or without the guard.
    expect(unguarded.automaton('IP-literal').accepts('[fe80::1%25eth0]')).toBe(true);
  });

  it.each(ZONED_LITERALS)('%s: valid, named IPv6addrz; rejected without the guard', (text) => {
    expectValid('IP-literal', text, [['IPv6addrz', text.slice(1, -1)]]);
    expect(unguarded.combinators.wholeInput('IP-literal').parse(text).status).toBe(false);
  });

  it.each([
    ['[::1]', 'IPv6address'],
    ['[fe80::1]', 'IPv6address'],
    ['[::ffff:1.2.3.4]', 'IPv6address'],
    ['[v1.x]', 'IPvFuture'],
  ] as const)('%s is still named %s, with or without the guard', (text, named) => {
    expectValid('IP-literal', text, [[named, text.slice(1, -1)]]);
    expect(unguarded.combinators.wholeInput('IP-literal').parse(text).status).toBe(true);
  });

  it('in a URI: http://[fe80::1%25eth0]:8080/ has host [fe80::1%25eth0] and zone eth0', () => {
    const text = 'http://[fe80::1%25eth0]:8080/';
    expectValid('URI', text, [
      ['scheme', 'http'],
      ['hier-part', '//[fe80::1%25eth0]:8080/'],
    ]);
    expect(nodesOf(g.parseTree('URI', text), 'IPv6addrz', text)).toEqual(['fe80::1%25eth0']);
    expect(unguarded.combinators.wholeInput('URI').parse(text).status).toBe(false);
  });
});

describe("'rfc3986' never accepts a zone identifier", () => {
  const zoneLiteral = fc
    .tuple(
      fc.constantFrom('fe80::1', '::1', '::', '1:2:3:4:5:6:7:8', '::ffff:1.2.3.4', 'a::b:c'),
      fc.array(
        fc.oneof(
          fc.constantFrom(...'abcXYZ019-._~'),
          fc.constantFrom('%41', '%25', '%2F', '%e9', '%00'),
        ),
        { minLength: 1, maxLength: 6 },
      ),
      fc.constantFrom(
        ['//', ''],
        ['http://', '/'],
        ['//u@', ':80'],
        ['x://', '?q#f'],
        ['//', '/p'],
      ),
    )
    .map(([address, zone, [before, after]]) => ({
      literal: `[${address}%25${zone.join('')}]`,
      text: `${before}[${address}%25${zone.join('')}]${after}`,
    }));
  const RUNS = 2000 * SCALE;

  it(`${RUNS} generated zone literals: valid for rfc6874, refused by rfc3986 in every rule that holds them`, () => {
    fc.assert(
      fc.property(zoneLiteral, ({ literal, text }) => {
        expect(g.isValid('IP-literal', literal)).toBe(true);
        expect(g.isValid('host', literal)).toBe(true);
        expect(g.isValid('URI-reference', text)).toBe(true);
        expect(isValid3986('IP-literal', literal)).toBe(false);
        expect(isValid3986('host', literal)).toBe(false);
        expect(isValid3986('URI-reference', text)).toBe(false);
        expect(rfc3986.combinators.wholeInput('URI-reference').parse(text).status).toBe(false);
      }),
      runParameters(RUNS),
    );
  });
});

describe('no PEG note goes untested', () => {
  it("every rule with a PEG note has a trap here, or is RFC 3986's own rule (test/grammars/rfc3986/peg-traps.test.ts)", () => {
    const noted = rfc6874.names.filter((name) => rfc6874.rules[name].peg !== undefined);
    const trappedHere = ['IP-literal'];
    const reused = noted.filter(
      (name) => (rfc3986.rules as Record<string, unknown>)[name] === rfc6874.rules[name],
    );
    expect(noted.filter((name) => !trappedHere.includes(name) && !reused.includes(name))).toEqual(
      [],
    );
    expect(reused).toEqual(['host', 'IPv6address', 'dec-octet', 'path']);
  });
});
