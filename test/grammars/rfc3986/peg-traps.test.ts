/**
 * The places where an ordered-choice, greedy parser (the combinators) departs from the ABNF,
 * each with the input that needs the `PEG:` adjustment: the input must be valid (or invalid)
 * for isValid, the combinator and the oracle alike, and the tree must name the alternative
 * that the ABNF order picks first.
 */
import { rfc3986 } from '../../../grammar';
import {
  isValid,
  parseTree,
  RFC3986_RULES,
  RULE_NAMES,
  type RuleName,
  UriSyntaxError,
} from '../../../src';
import { oracle } from '../../oracle/abnf-regex';
import { findNode, namedChildren, treeProblems } from '../../support/tree';

const matches = (rule: RuleName, text: string): boolean => oracle.matches(rule, text);

/** Rules this file has traps for; every rule with a PEG note must be among them. */
const COVERED = new Set<RuleName>();

/** A describe title that names the rules whose traps it holds (recorded while collecting). */
function traps(title: string, ...rules: RuleName[]): string {
  for (const rule of rules) COVERED.add(rule);
  return title;
}

/** `text` is a `rule`, and the root's named children are `named` (`[rule, text]` pairs). */
function expectValid(rule: RuleName, text: string, named: [RuleName, string][]): void {
  expect({ isValid: isValid(rule, text), oracle: oracle.matches(rule, text) }).toEqual({
    isValid: true,
    oracle: true,
  });
  expect(rfc3986.combinators.wholeInput(rule).parse(text).status).toBe(true);
  const tree = parseTree(rule, text);
  expect(treeProblems(tree, text, rule, matches)).toEqual([]);
  expect(namedChildren(tree, text)).toEqual(named);
}

function expectInvalid(rule: RuleName, text: string): void {
  expect({ isValid: isValid(rule, text), oracle: oracle.matches(rule, text) }).toEqual({
    isValid: false,
    oracle: false,
  });
  expect(rfc3986.combinators.wholeInput(rule).parse(text).status).toBe(false);
  expect(() => parseTree(rule, text)).toThrow(UriSyntaxError);
}

describe(traps('dec-octet: alternatives tried longest first', 'dec-octet', 'IPv4address'), () => {
  it.each(['255', '250', '249', '200', '199', '100', '99', '10', '9', '0'])('%s', (text) => {
    expectValid('dec-octet', text, []);
    expect(parseTree('dec-octet', text)).toEqual({
      rule: 'dec-octet',
      start: 0,
      end: text.length,
      children: [],
    });
  });

  it.each(['256', '260', '300', '01', '00', '001', '2555', ''])('%s is not a dec-octet', (text) => {
    expectInvalid('dec-octet', text);
  });

  it('192.168.0.1 is an IPv4address of four dec-octets', () => {
    expectValid('IPv4address', '192.168.0.1', [
      ['dec-octet', '192'],
      ['dec-octet', '168'],
      ['dec-octet', '0'],
      ['dec-octet', '1'],
    ]);
    expectValid('IPv4address', '255.250.25.2', [
      ['dec-octet', '255'],
      ['dec-octet', '250'],
      ['dec-octet', '25'],
      ['dec-octet', '2'],
    ]);
  });
});

describe(
  traps('IPv6address: a repeated h16 ":" must leave the h16 before "::"', 'IPv6address'),
  () => {
    const h16s = (...groups: string[]): [RuleName, string][] => groups.map((g) => ['h16', g]);

    it.each<[string, [RuleName, string][]]>([
      ['a::', h16s('a')],
      ['1:2::3', h16s('1', '2', '3')],
      ['::', []],
      ['::1', h16s('1')],
      ['1::', h16s('1')],
      ['::ffff:1.2.3.4', [...h16s('ffff'), ['ls32', '1.2.3.4']]],
      ['1:2:3:4:5:6:7::', h16s('1', '2', '3', '4', '5', '6', '7')],
      ['1:2:3:4:5:6:7:8', [...h16s('1', '2', '3', '4', '5', '6'), ['ls32', '7:8']]],
      ['1:2:3:4:5:6::8', h16s('1', '2', '3', '4', '5', '6', '8')],
      ['1::2:3', [...h16s('1'), ['ls32', '2:3']]],
      ['1::2', h16s('1', '2')],
      ['::2:3:4:5:6:7:8', [...h16s('2', '3', '4', '5', '6'), ['ls32', '7:8']]],
      ['1:2:3::4:5:6:7', [...h16s('1', '2', '3', '4', '5'), ['ls32', '6:7']]],
      ['fe80::1:2.3.4.5', [...h16s('fe80', '1'), ['ls32', '2.3.4.5']]],
    ])('%s is valid', (text, named) => {
      expectValid('IPv6address', text, named);
    });

    it.each([
      '1:2:3:4:5:6:7:8:9',
      '1::2::3',
      ':::',
      '12345::',
      '::1.2.3.256',
      '::01.2.3.4',
      '1:2:3:4:5:6:7:8::',
      '1:2:3:4::5:6:7:8',
      ':1::',
      '1:',
      '',
      '1.2.3.4::',
    ])('%s is invalid', (text) => {
      expectInvalid('IPv6address', text);
    });
  },
);

describe(traps('host: IPv4address counts only for the whole host', 'host'), () => {
  it('1.2.3.4 is an IPv4address', () => {
    expectValid('host', '1.2.3.4', [['IPv4address', '1.2.3.4']]);
  });

  it.each(['1.2.3.4.5', '256.1.1.1', '1.2.3.04', '1.2.3.4%41', '1.2.3.4a', '1.2.3.4-', '1.2.3'])(
    '%s is a reg-name',
    (text) => {
      expectValid('host', text, [['reg-name', text]]);
    },
  );

  it('in a URI, 1.2.3.4:80 has an IPv4address host and 1.2.3.4.5:80 a reg-name', () => {
    const ip = parseTree('URI', 'http://1.2.3.4:80/');
    expect(namedChildren(findNode(ip, 'host')!, 'http://1.2.3.4:80/')).toEqual([
      ['IPv4address', '1.2.3.4'],
    ]);
    const name = parseTree('URI', 'http://1.2.3.4.5:80/');
    expect(namedChildren(findNode(name, 'host')!, 'http://1.2.3.4.5:80/')).toEqual([
      ['reg-name', '1.2.3.4.5'],
    ]);
  });
});

describe(traps('IP-literal: IPvFuture, its "v" case-insensitive', 'IP-literal'), () => {
  it.each(['[v1.x]', '[V1.x]', '[vF.a:b]'])('%s', (text) => {
    expectValid('IP-literal', text, [['IPvFuture', text.slice(1, -1)]]);
  });

  it('[::1] is an IPv6address', () => {
    expectValid('IP-literal', '[::1]', [['IPv6address', '::1']]);
  });

  it.each(['[v.x]', '[v1.]', '[w1.x]', '[::1', '[1.2.3.4]'])('%s is invalid', (text) => {
    expectInvalid('IP-literal', text);
  });
});

describe(traps('path: the first alternative that can make the whole path names it', 'path'), () => {
  it.each<[string, RuleName]>([
    ['', 'path-abempty'],
    ['/a', 'path-abempty'],
    ['/', 'path-abempty'],
    ['//a', 'path-abempty'],
    ['/a:b', 'path-abempty'],
    ['a/b', 'path-noscheme'],
    ['a', 'path-noscheme'],
    ['a:b', 'path-rootless'],
    [':', 'path-rootless'],
    ['a:b/c', 'path-rootless'],
  ])('%j is a %s', (text, alternative) => {
    expectValid('path', text, [[alternative, text]]);
  });

  it.each(['a?b', 'a#', ' ', '%', 'a b'])('%j is not a path', (text) => {
    expectInvalid('path', text);
  });
});

describe(traps('URI-reference: URI first, then relative-ref', 'URI-reference'), () => {
  it.each<[string, RuleName]>([
    ['a:b', 'URI'],
    ['http://a/b', 'URI'],
    ['a/b:c', 'relative-ref'],
    ['//a:8', 'relative-ref'],
    ['', 'relative-ref'],
    ['?a:b', 'relative-ref'],
  ])('%j is a %s', (text, alternative) => {
    expectValid('URI-reference', text, [[alternative, text]]);
  });

  it.each([':a', 'a:b:c d', '1a:b'])('%j is not a URI-reference', (text) => {
    expectInvalid('URI-reference', text);
  });
});

describe(traps('authority: userinfo, host and port', 'authority', 'URI'), () => {
  it('http://a@b@c/ is invalid (one "@" at most)', () => {
    expectInvalid('URI', 'http://a@b@c/');
    expectInvalid('URI-reference', 'http://a@b@c/');
  });

  it('http://[::1]:80/ is valid, with an IPv6address host and port 80', () => {
    const text = 'http://[::1]:80/';
    expectValid('URI', text, [
      ['scheme', 'http'],
      ['hier-part', '//[::1]:80/'],
    ]);
    const tree = parseTree('URI', text);
    const slice = (node: { start: number; end: number } | undefined) =>
      node && text.slice(node.start, node.end);
    expect(slice(findNode(tree, 'IPv6address'))).toBe('::1');
    expect(slice(findNode(tree, 'port'))).toBe('80');
    expect(slice(findNode(tree, 'path-abempty'))).toBe('/');
  });

  it('userinfo stops at the "@": u:p@h:8 has userinfo u:p, host h, port 8', () => {
    const text = 'u:p@h:8';
    expectValid('authority', text, [
      ['userinfo', 'u:p'],
      ['host', 'h'],
      ['port', '8'],
    ]);
    expectValid('authority', 'h:8', [
      ['host', 'h'],
      ['port', '8'],
    ]);
  });
});

describe('coverage of the PEG notes', () => {
  it('every rule with a PEG note has a trap in this file', () => {
    const noted = RULE_NAMES.filter((name) => RFC3986_RULES[name].peg !== undefined);
    expect(noted.length).toBeGreaterThan(0);
    expect(noted.filter((name) => !COVERED.has(name))).toEqual([]);
  });
});
