/**
 * RFC 3987's PEG traps: one per `PEG:` note on a rule RFC 3987 defines (`ihost`, `ipath`), with
 * the input that needs it. Each input is valid for the automaton and the oracle, its tree names
 * what the ABNF means, and the same engine with that one rule put back to its printed ABNF
 * (test/support/literal-variant.ts) rejects it, so the note is needed. The RFC 3986 rules reused
 * with their notes (IPv6address, dec-octet) are checked inside IRIs.
 */
import { rfc3986, rfc3987 } from '../../../grammar';
import { oracle3987 } from '../../oracle/abnf-regex';
import { namedChildren, nodesOf } from '../../support/grammar-trees';
import { withLiteralRule } from '../../support/literal-variant';
import { g, matches, type Name, problemsOf } from './support';

const printedAs = (rule: Name) => withLiteralRule(rfc3987, rule, oracle3987.rules.get(rule)!.node);

function expectValid(rule: Name, text: string, named: [Name, string][]): void {
  expect({ isValid: g.isValid(rule, text), oracle: matches(rule, text) }).toEqual({
    isValid: true,
    oracle: true,
  });
  const tree = g.parseTree(rule, text);
  expect(problemsOf(tree, text, rule)).toEqual([]);
  expect(namedChildren(tree, text)).toEqual(named);
}

/** The note on `noted` is needed for `text` as `rule`: without it the combinators reject it. */
function expectNoteNeeded(noted: Name, rule: Name, text: string): void {
  expect(g.rules[noted].peg).toBeDefined();
  expect({
    library: rfc3987.combinators.wholeInput(rule).parse(text).status,
    printed: printedAs(noted).combinators.wholeInput(rule).parse(text).status,
  }).toEqual({ library: true, printed: false });
}

describe('ihost = IP-literal / IPv4address / ireg-name: IPv4address is a prefix of ireg-names', () => {
  it('1.2.3.4 is an IPv4address', () => {
    expectValid('ihost', '1.2.3.4', [['IPv4address', '1.2.3.4']]);
  });

  it.each(['1.2.3.4é', '1.2.3.4.5', '1.2.3.4%41', `1.2.3.4${String.fromCodePoint(0x10000)}`])(
    '%s is an ireg-name, which the note lets the PEG reach',
    (text) => {
      expectValid('ihost', text, [['ireg-name', text]]);
      expectNoteNeeded('ihost', 'ihost', text);
    },
  );

  it('in an IRI: http://1.2.3.4é/ has an ireg-name host', () => {
    const text = 'http://1.2.3.4é/';
    expectNoteNeeded('ihost', 'IRI', text);
    const tree = g.parseTree('IRI', text);
    expect(nodesOf(tree, 'ireg-name', text)).toEqual(['1.2.3.4é']);
    expect(nodesOf(tree, 'IPv4address', text)).toEqual([]);
    expect(g.parse(text)).toMatchObject({ host: '1.2.3.4é', hostKind: 'ireg-name' });
  });

  it.each([
    ['[::1]', 'IP-literal'],
    ['résumé.example.org', 'ireg-name'],
    ['', 'ireg-name'],
    ['256.1.1.1', 'ireg-name'],
  ] as const)('%s is named %s', (text, named) => {
    expectValid('ihost', text, [[named, text]]);
  });
});

describe('ipath: ipath-abempty matches the empty prefix of every path', () => {
  it.each([
    ['a/b', 'ipath-noscheme'],
    ['é:b', 'ipath-rootless'],
    ['/é', 'ipath-abempty'],
    ['', 'ipath-abempty'],
  ] as const)('%s is named %s', (text, named) => {
    expectValid('ipath', text, [[named, text]]);
  });

  it.each(['a/b', 'é', 'é:b', `${String.fromCodePoint(0x10000)}/x`])(
    '%s needs the note: as printed, ipath-abempty takes the empty prefix and the PEG stops',
    (text) => {
      expectNoteNeeded('ipath', 'ipath', text);
    },
  );
});

describe('the RFC 3986 rules reused with their notes, inside IRIs', () => {
  it('IPv6address: http://[a::b]/é and [1:2::3]', () => {
    expect(
      nodesOf(g.parseTree('IRI', 'http://[a::b]/é'), 'IPv6address', 'http://[a::b]/é'),
    ).toEqual(['a::b']);
    expectValid('IP-literal', '[1:2::3]', [['IPv6address', '1:2::3']]);
  });

  it('dec-octet: http://192.168.0.1/é has an IPv4address host', () => {
    const text = 'http://192.168.0.1/é';
    expect(nodesOf(g.parseTree('IRI', text), 'IPv4address', text)).toEqual(['192.168.0.1']);
  });
});

describe('no PEG note goes untested', () => {
  it("every rule with a PEG note has a trap here, or is RFC 3986's own rule (test/grammars/rfc3986/peg-traps.test.ts)", () => {
    const noted = rfc3987.names.filter((name) => rfc3987.rules[name].peg !== undefined);
    const trappedHere = ['ihost', 'ipath'];
    const reused = noted.filter(
      (name) => (rfc3986.rules as Record<string, unknown>)[name] === rfc3987.rules[name],
    );
    expect(noted.filter((name) => !trappedHere.includes(name) && !reused.includes(name))).toEqual(
      [],
    );
    // The reused ones are checked inside IRIs above as well.
    expect(reused).toEqual(['IPv6address', 'dec-octet']);
  });
});
