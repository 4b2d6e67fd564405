/** The ABNF layer's own operations: how expressions print, and the literal character sets. */
import {
  alt,
  lit,
  literalCodes,
  many,
  many1,
  notFollowedBy,
  oneOf,
  opt,
  range,
  ref,
  rep,
  seq,
  show,
} from '../../grammar/engine/abnf';
import { RFC3986, rfc2396, rfc3986, rfc3987 } from '../../grammar';

describe('show prints an expression in ABNF notation', () => {
  test.each([
    [range(0x41, 0x5a), '%x41-5A'],
    [range(0x2f, 0x2f), '%x2F'],
    [lit('v'), '"v"'],
    [oneOf('-._~'), '( "-" / "." / "_" / "~" )'],
    [oneOf(':'), '":"'],
    [seq(lit('%'), ref('HEXDIG'), ref('HEXDIG')), '"%" HEXDIG HEXDIG'],
    [alt(ref('IPv6address'), ref('IPvFuture')), '( IPv6address / IPvFuture )'],
    [opt(ref('h16')), '[ h16 ]'],
    [rep(6, 6, ref('h16')), '6h16'],
    [rep(1, 4, ref('HEXDIG')), '1*4HEXDIG'],
    [rep(0, 3, ref('h16')), '*3h16'],
    [many(ref('pchar')), '*pchar'],
    [many1(ref('pchar')), '1*pchar'],
    [rep(2, Infinity, ref('DIGIT')), '2*DIGIT'],
    [notFollowedBy(ref('IPv4address'), lit('.')), 'IPv4address !"."'],
  ])('%j prints as %s', (expr, text) => {
    expect(show(expr)).toBe(text);
  });

  test('a whole rule', () => {
    expect(show(RFC3986.IPvFuture)).toBe('"v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )');
  });
});

describe('literalCodes: quoted strings are case-insensitive (RFC 5234 2.3)', () => {
  test.each([
    ['v', [0x56, 0x76]],
    ['A', [0x41, 0x61]],
    [':', [0x3a]],
    ['5', [0x35]],
  ])('%s matches %j', (ch, codes) => {
    expect(literalCodes(ch)).toEqual(codes);
  });
});

describe('the automata', () => {
  test('the reference rules determinize to the sizes docs/design.md states', () => {
    const sizes = [
      rfc3986.automaton('URI-reference'),
      rfc3987.automaton('IRI-reference'),
      rfc2396.automaton('URI-reference'),
    ].map((automaton) => [automaton.stateCount, automaton.classCount]);
    expect(sizes).toEqual([
      [1727, 23],
      [1729, 25],
      [545, 18],
    ]);
  });

  test('each rule is built once and then served from the cache', () => {
    expect(rfc3986.automaton('host')).toBe(rfc3986.automaton('host'));
  });
});
