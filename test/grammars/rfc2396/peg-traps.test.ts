/**
 * RFC 2396's PEG traps: one test per `PEG:` note, with the input that needs it. For each, the
 * input is valid for the automaton, the combinators and the oracle alike; the tree names what
 * the BNF means; and a PEG parser with that one rule put back to its literal BNF (the oracle's
 * reading of the RFC text, ./literal-peg.ts) rejects the input, so the note is needed. Then the
 * traps the issue names: server versus reg_name, hostname's last label, IPv4address without a
 * range check, absoluteURI versus relativeURI with a scheme-like first segment.
 */
import { rfc2396 } from '../../../grammar';
import { UriSyntaxError } from '../../../src';
import { oracle2396 } from '../../oracle/bnf-regex';
import { literalExpr, pegAccepts } from './literal-peg';
import { g, matches, type Name, namedChildren, NAMES, nodesOf, problemsOf } from './support';

/** Rules this file has traps for; every rule with a PEG note must be among them. */
const COVERED = new Set<Name>();

const libraryExpr = (name: string) => g.rules[name as Name].expr;

/** The library's expressions, with `literal` put back to its BNF as printed. */
const withLiteral = (literal: Name) => (name: string) =>
  name === literal ? literalExpr(oracle2396.rule(literal)!.node) : libraryExpr(name);

/** `text` is a `rule`, and the root's named children are `named` (`[rule, text]` pairs). */
function expectValid(rule: Name, text: string, named: [Name, string][]): void {
  expect({ isValid: g.isValid(rule, text), oracle: matches(rule, text) }).toEqual({
    isValid: true,
    oracle: true,
  });
  expect(rfc2396.combinators.wholeInput(rule).parse(text).status).toBe(true);
  const tree = g.parseTree(rule, text);
  expect(problemsOf(tree, text, rule)).toEqual([]);
  expect(namedChildren(tree, text)).toEqual(named);
}

function expectInvalid(rule: Name, text: string): void {
  expect({ isValid: g.isValid(rule, text), oracle: matches(rule, text) }).toEqual({
    isValid: false,
    oracle: false,
  });
  expect(rfc2396.combinators.wholeInput(rule).parse(text).status).toBe(false);
  expect(() => g.parseTree(rule, text)).toThrow(UriSyntaxError);
}

/**
 * The note on `noted` is needed for `text` as a `rule`: with the library's expressions a PEG
 * accepts it, with `noted` written as its BNF reads it does not.
 */
function expectNoteNeeded(noted: Name, rule: Name, text: string): void {
  COVERED.add(noted);
  expect(g.rules[noted].peg).toBeDefined();
  expect({
    library: pegAccepts(libraryExpr, rule, text),
    literal: pegAccepts(withLiteral(noted), rule, text),
  }).toEqual({ library: true, literal: false });
}

describe('authority = server | reg_name: server may be empty, and is a prefix of many reg_names', () => {
  it('a_b: server matches "a" and stops at "_"; the whole is a reg_name', () => {
    expectNoteNeeded('authority', 'authority', 'a_b');
    expectValid('authority', 'a_b', [['reg_name', 'a_b']]);
  });

  it('in a reference: http://a_b/ has a registry-based authority', () => {
    expectNoteNeeded('authority', 'URI-reference', 'http://a_b/');
    const tree = g.parseTree('URI-reference', 'http://a_b/');
    expect(nodesOf(tree, 'reg_name', 'http://a_b/')).toEqual(['a_b']);
    expect(nodesOf(tree, 'server', 'http://a_b/')).toEqual([]);
  });

  it.each<[string, Name]>([
    ['a', 'server'],
    ['', 'server'],
    ['u:p@h:80', 'server'],
    ['h:', 'server'],
    ['[::1]:8', 'server'],
    ['999.1.1.1', 'server'],
    ['a.b.', 'server'],
    ['u@h:x', 'reg_name'],
    ['a@b@c', 'reg_name'],
    ['a.1', 'reg_name'],
    ['-a', 'reg_name'],
    ['$', 'reg_name'],
    ['%41', 'reg_name'],
  ])('%j is named %s (server wins where both match, 3.2.1)', (text, named) => {
    expectValid('authority', text, [[named, text]]);
    if (named === 'server' && text !== '' && !text.includes('[')) {
      expect(matches('reg_name', text)).toBe(true); // both match
    }
  });

  it.each(['[::1]x', 'a[', 'a b', '[::1]@h'])('%j is not an authority', (text) => {
    expectInvalid('authority', text);
  });
});

describe('hostname = *( domainlabel "." ) toplabel [ "." ]', () => {
  it('a.b.: the repetition would take "b." too and leave nothing for toplabel', () => {
    expectNoteNeeded('hostname', 'hostname', 'a.b.');
    expectValid('hostname', 'a.b.', [
      ['domainlabel', 'a'],
      ['toplabel', 'b'],
    ]);
  });

  it('the same in a host and a server; in a reference the tree names the server', () => {
    expectNoteNeeded('hostname', 'host', 'www.example.com.');
    expectNoteNeeded('hostname', 'server', 'u@a.b.:80');
    // In a reference the literal rule would not reject but misname: the authority would fall
    // to reg_name. The tree names server, host and hostname.
    const text = 'http://a.b.:80/';
    const tree = g.parseTree('URI-reference', text);
    expect(nodesOf(tree, 'server', text)).toEqual(['a.b.:80']);
    expect(nodesOf(tree, 'hostname', text)).toEqual(['a.b.']);
    expectValid('server', 'u@a.b.:80', [
      ['userinfo', 'u'],
      ['hostport', 'a.b.:80'],
    ]);
  });

  it.each<[string, [Name, string][]]>([
    ['a', [['toplabel', 'a']]],
    ['a.', [['toplabel', 'a']]],
    [
      '1.a',
      [
        ['domainlabel', '1'],
        ['toplabel', 'a'],
      ],
    ],
    [
      'x-1.y--z.',
      [
        ['domainlabel', 'x-1'],
        ['toplabel', 'y--z'],
      ],
    ],
  ])('%j', (text, named) => {
    expectValid('hostname', text, named);
  });

  it.each(['a.1', 'a..', '.a', 'a-.b', 'a.b-', '-a', 'a.b..', ''])(
    '%j is not a hostname',
    (text) => {
      expectInvalid('hostname', text);
    },
  );
});

describe('domainlabel and toplabel: a label never ends with "-"', () => {
  it.each<[Name, string]>([
    ['domainlabel', 'ab'],
    ['domainlabel', 'a-b'],
    ['toplabel', 'ab'],
    ['toplabel', 'a-b'],
  ])(
    '%s %j: the first alternative takes one character, the second gives none back',
    (rule, text) => {
      expectNoteNeeded(rule, rule, text);
      expectValid(rule, text, []);
    },
  );

  it('in a hostname: a-b.cd', () => {
    expectNoteNeeded('domainlabel', 'hostname', 'a-b.cd');
    expectNoteNeeded('toplabel', 'hostname', 'a-b.cd');
  });

  it.each<[Name, string]>([
    ['domainlabel', 'a-'],
    ['domainlabel', '-a'],
    ['domainlabel', 'a-b-'],
    ['domainlabel', ''],
    ['toplabel', '1a'],
    ['toplabel', 'a-'],
    ['toplabel', '-'],
  ])('%s %j is invalid', (rule, text) => {
    expectInvalid(rule, text);
  });
});

describe('hexpart = hexseq | hexseq "::" [ hexseq ] | "::" [ hexseq ]', () => {
  it('1:2::3: the first alternative matches "1:2" and ordered choice would keep it', () => {
    expectNoteNeeded('hexpart', 'hexpart', '1:2::3');
    expectValid('hexpart', '1:2::3', [
      ['hexseq', '1:2'],
      ['hexseq', '3'],
    ]);
    expectNoteNeeded('hexpart', 'IPv6reference', '[1::3]');
  });

  it.each<[string, [Name, string][]]>([
    ['::', []],
    ['::1', [['hexseq', '1']]],
    ['1::', [['hexseq', '1']]],
    ['1:2', [['hexseq', '1:2']]],
  ])('%j', (text, named) => {
    expectValid('hexpart', text, named);
  });
});

describe('hexseq = hex4 *( ":" hex4 ) before an IPv4 tail', () => {
  it('1:2:1.2.3.4: the repetition would take ":1", the first part of the IPv4address', () => {
    expectNoteNeeded('hexseq', 'IPv6address', '1:2:1.2.3.4');
    expectValid('IPv6address', '1:2:1.2.3.4', [
      ['hexpart', '1:2'],
      ['IPv4address', '1.2.3.4'],
    ]);
    expectNoteNeeded('hexseq', 'IPv6address', '::ffff:1.2.3.4');
  });

  it('RFC 2373 B as printed: "::1.2.3.4" is no IPv6address, ":::1.2.3.4" is', () => {
    // `hexpart [ ":" IPv4address ]` needs a ":" after the hexpart "::" (RFC 2373 2.2 writes
    // "::13.1.68.3", which its own Appendix B does not produce).
    expectInvalid('IPv6address', '::1.2.3.4');
    expectInvalid('IPv6address', '::13.1.68.3');
    expectValid('IPv6address', ':::1.2.3.4', [
      ['hexpart', '::'],
      ['IPv4address', '1.2.3.4'],
    ]);
  });

  it('RFC 2373 B has no count of groups: 1:2:3:4:5:6:7:8:9 is an IPv6address', () => {
    expectValid('IPv6address', '1:2:3:4:5:6:7:8:9', [['hexpart', '1:2:3:4:5:6:7:8:9']]);
    expectValid('host', '[1:2:3:4:5:6:7:8:9]', [['IPv6reference', '[1:2:3:4:5:6:7:8:9]']]);
  });
});

describe('IPv4address = 1*3DIGIT "." ... (RFC 2373): no range check', () => {
  it('999.1.1.1 is an IPv4address, and the host names it so', () => {
    expectValid('IPv4address', '999.1.1.1', []);
    expectValid('host', '999.1.1.1', [['IPv4address', '999.1.1.1']]);
    expect(g.parse('http://999.1.1.1/').hostKind).toBe('IPv4address');
  });

  it('1.2.3.4.5 and 1234.1.1.1 are neither an IPv4address nor a hostname, only a reg_name', () => {
    for (const text of ['1.2.3.4.5', '1234.1.1.1']) {
      expectInvalid('IPv4address', text);
      expectInvalid('host', text);
      expectValid('authority', text, [['reg_name', text]]);
    }
  });
});

describe('absoluteURI | relativeURI: a scheme-like first segment', () => {
  it.each<[string, Name]>([
    ['a:b', 'absoluteURI'],
    ['a+b-c.d:e', 'absoluteURI'],
    ['mailto:x@y', 'absoluteURI'],
    ['a:/b', 'absoluteURI'],
    ['a/b:c', 'relativeURI'],
    ['./a:b', 'relativeURI'],
    ['a;b', 'relativeURI'],
    ['a@b', 'relativeURI'],
  ])('%j is an %s', (text, named) => {
    expectValid('URI-reference', text, [[named, text]]);
  });

  it.each([
    ['a;b:c', 'a scheme has no ";" and a rel_segment no ":"'],
    ['a_b:c', 'a scheme has no "_"'],
    ['1a:b', 'a scheme starts with a letter'],
    ['a:', 'an opaque part has at least one character'],
    [':a', 'no scheme, and ":" cannot start a relative path'],
    ['?a', 'no relative reference starts with "?"'],
  ])('%j is not a URI-reference (%s)', (text) => {
    expectInvalid('URI-reference', text);
  });
});

describe('coverage of the PEG notes', () => {
  it('every rule with a PEG note has a trap in this file that needs it', () => {
    const noted = NAMES.filter((name) => g.rules[name].peg !== undefined);
    expect(noted.length).toBeGreaterThan(0);
    expect(noted.filter((name) => !COVERED.has(name))).toEqual([]);
  });
});
