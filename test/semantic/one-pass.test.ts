/**
 * Issue 28, "One pass": every operation reads each input string with one automaton run, the
 * sub-automata (a host's kind, a userinfo's look-alikes) included, and works from what that run
 * and its split recorded. The count comes from the automata themselves (`AUTOMATON_RUNS`, on
 * only here), so a second pass anywhere below an operation shows up as a number.
 */
import fc from 'fast-check';
import { rfc3986 } from '../../grammar';
import { runsOf } from '../support/automaton-runs';
import {
  check,
  equivalent,
  grammar,
  inspect,
  normalize,
  parse,
  relativize,
  resolve,
  safeParse,
  uriToIri,
} from '../../src';
import { isIpv4Address } from '../../src/reference-syntax';
import { runParameters } from '../support/arbitraries';

const rfc2396 = grammar('rfc2396');
const BASE_2396 = 'http://a/b/c/d;p?q';

const rfc2396Rows: [string, () => unknown, number][] = [
  ["rfc2396.parse('http://a/b/c?q#f')", () => rfc2396.parse('http://a/b/c?q#f'), 1],
  ["rfc2396.parse('http://u@192.0.2.1:80/')", () => rfc2396.parse('http://u@192.0.2.1:80/'), 1],
  ["rfc2396.parse('http://a_b/c')", () => rfc2396.parse('http://a_b/c'), 1],
  ["rfc2396.parse('mailto:x@y?s')", () => rfc2396.parse('mailto:x@y?s'), 1],
  [
    "rfc2396.parseAs('relativeURI', '//[::1]:8/')",
    () => rfc2396.parseAs('relativeURI', '//[::1]:8/'),
    1,
  ],
  ["rfc2396.safeParse('http://a b/')", () => rfc2396.safeParse('http://a b/'), 1],
  ["rfc2396.resolve(BASE, '../g')", () => rfc2396.resolve(BASE_2396, '../g'), 2],
  ["rfc2396.resolve(BASE, '//g:1/x')", () => rfc2396.resolve(BASE_2396, '//g:1/x'), 2],
  [
    "rfc2396.resolve(BASE, 'http:g', { strict: false })",
    () => rfc2396.resolve(BASE_2396, 'http:g', { strict: false }),
    2,
  ],
  // Appendix C's "?" query form, which no URI-reference is: its query, and its fragment when it
  // has one, are read with their own rules.
  ["rfc2396.resolve(BASE, '?y')", () => rfc2396.resolve(BASE_2396, '?y'), 2],
  ["rfc2396.resolve(BASE, '?y#s')", () => rfc2396.resolve(BASE_2396, '?y#s'), 3],
];

describe('automaton runs per call: one per input string', () => {
  test.each<[string, () => unknown, number]>([
    ["parse('http://a/b/c?q#f')", () => parse('http://a/b/c?q#f'), 1],
    ["parse('http://192.0.2.1:80/')", () => parse('http://192.0.2.1:80/'), 1],
    ["parse('http://[::1]/')", () => parse('http://[::1]/'), 1],
    ["safeParse('http://a b/')", () => safeParse('http://a b/'), 1],
    ["check('URI-reference', 'http://a b/')", () => check('URI-reference', 'http://a b/'), 1],
    ["check('URI', 'http://a/').ok", () => check('URI', 'http://a/').ok, 1],
    // A scheme with a grammar of its own (issue 26) adds the run of that grammar, on the same
    // string: RFC 3986 3.1's "flag the reference as an error" cannot be read off the components.
    ["inspect('http://a@b/')", () => inspect('http://a@b/'), 2],
    ["inspect('foo://a@b/')", () => inspect('foo://a@b/'), 1],
    [
      "inspect('http://user:pw@10.0.0.1:8080/%2e%2e/x')",
      () => inspect('http://user:pw@10.0.0.1:8080/%2e%2e/x'),
      2,
    ],
    ["normalize('HTTP://A/b/../c')", () => normalize('HTTP://A/b/../c'), 1],
    ["normalize('http://192.0.2.1:80/%7e')", () => normalize('http://192.0.2.1:80/%7e'), 1],
    ["uriToIri('http://a/%C3%A9')", () => uriToIri('http://a/%C3%A9'), 1],
    ["resolve('http://a/b/c/d;p?q', '../g')", () => resolve('http://a/b/c/d;p?q', '../g'), 2],
    ["resolve('http://a/b', '//g:1/x')", () => resolve('http://a/b', '//g:1/x'), 2],
    ["equivalent('http://a/b', 'HTTP://A/b')", () => equivalent('http://a/b', 'HTTP://A/b'), 2],
    [
      "equivalent('http://a/b#x', 'http://a/b', { ignoreFragment: true })",
      () => equivalent('http://a/b#x', 'http://a/b', { ignoreFragment: true }),
      2,
    ],
    [
      "relativize('http://a/b/', 'http://a/b/c')",
      () => relativize('http://a/b/', 'http://a/b/c'),
      2,
    ],
    [
      "grammar('rfc3987').relativize('http://é/b/', 'http://é/c')",
      () => grammar('rfc3987').relativize('http://é/b/', 'http://é/c'),
      2,
    ],
    [
      "grammar('rfc6874').normalize('http://[FE80::1%25Eth0]/')",
      () => grammar('rfc6874').normalize('http://[FE80::1%25Eth0]/'),
      1,
    ],
    // RFC 2396 is one more syntax of the same parse and resolution: the authority's kind (server
    // or registry) and the host's are read by hand from the split, not by automata of their own.
    ...rfc2396Rows,
  ])('%s', (_call, call, runs) => {
    expect(runsOf(call)).toBe(runs);
  });

  test('the answers are those of before', () => {
    expect(normalize('HTTP://A/b/../c')).toBe('http://a/c');
    expect(resolve('http://a/b/c/d;p?q', '../g')).toBe('http://a/b/g');
    expect(equivalent('http://a/b', 'HTTP://A/b')).toBe(true);
    expect(relativize('http://a/b/', 'http://a/b/c')).toBe('c');
    expect(parse('http://192.0.2.1:80/').hostKind).toBe('IPv4address');
    expect(parse('http://192.0.2.256/').hostKind).toBe('reg-name');
    expect(rfc2396.parse('http://u@192.0.2.1:80/').hostKind).toBe('IPv4address');
    expect(rfc2396.parse('http://a_b/c').authorityKind).toBe('registry');
    expect(rfc2396.parse('mailto:x@y?s').opaquePart).toBe('x@y?s');
    expect(rfc2396.resolve(BASE_2396, '../../../g')).toBe('http://a/../g');
    expect(rfc2396.resolve(BASE_2396, '?y#s')).toBe('http://a/b/c/?y#s');
  });
});

describe("isIpv4Address, read by hand, is the grammar's IPv4address", () => {
  const ipv4 = rfc3986.automaton('IPv4address');

  test('on every string of up to six characters over "0", "1", "2", "5", "9" and "."', () => {
    const alphabet = ['0', '1', '2', '5', '9', '.'];
    let strings = [''];
    let compared = 0;
    const disagreements: string[] = [];
    for (let length = 0; length <= 6; length++) {
      for (const text of strings) {
        if (isIpv4Address(text) !== ipv4.accepts(text)) disagreements.push(text);
        compared++;
      }
      strings = strings.flatMap((text) => alphabet.map((c) => text + c));
    }
    expect(disagreements).toEqual([]);
    expect(compared).toBe(55987);
  });

  test.each([
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['192.0.2.1', true],
    ['256.0.0.1', false],
    ['01.2.3.4', false],
    ['1.2.3', false],
    ['1.2.3.4.', false],
    ['1.2.3.4.5', false],
    ['1000.1.1.1', false],
    ['1.2.3.04', false],
    ['249.250.199.100', true],
  ])('%s: %s', (text, expected) => {
    expect([isIpv4Address(text), ipv4.accepts(text)]).toEqual([expected, expected]);
  });

  test('on random dotted numbers', () => {
    const octet = fc.oneof(
      fc.integer({ min: 0, max: 999 }).map(String),
      fc.stringMatching(/^[0-9]{1,4}$/),
    );
    const dotted = fc
      .array(octet, { minLength: 1, maxLength: 6 })
      .map((octets) => octets.join('.'));
    fc.assert(
      fc.property(dotted, (text) => {
        expect(isIpv4Address(text)).toBe(ipv4.accepts(text));
      }),
      runParameters(2000),
    );
  });
});
