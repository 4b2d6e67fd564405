/**
 * Shared pieces of the RFC 3987 (IRI) evidence: the grammar under test, the oracle read from
 * RFC 3987 section 2.2's own text, valid samples of every rule, and inputs that mix IRI pieces
 * with the code points on both sides of every range edge and lone surrogates.
 */
import { type ParseTree, rfc3987, type Rfc3987RuleName } from '../../../grammar';
import { grammar } from '../../../src';
import { oracle3987 } from '../../oracle/abnf-regex';
import { cp, EDGE_CHARACTERS, inputMix, LONE_SURROGATES } from '../../support/code-points';
import { problemsOf as problemsWith } from '../../support/grammar-trees';
import { errorSubject } from '../../support/error-properties';
import type { GrammarFixture } from '../../support/grammar-suites';

export { runParameters, SCALE } from '../../support/arbitraries';

export type Name = Rfc3987RuleName;

/** `grammar('rfc3987')`. */
export const g = grammar('rfc3987');

export const NAMES: readonly Name[] = g.RULE_NAMES;

/** The oracle's verdict (test/oracle/abnf-regex.ts, from RFC 3987's text). */
export const matches = (rule: Name, text: string): boolean => oracle3987.matches(rule, text);

/** The combinator (PEG) parser of the whole input. */
export const combinator = (rule: Name) => rfc3987.combinators.wholeInput(rule);

export const problemsOf = (tree: ParseTree<Name>, text: string, rule: Name): string[] =>
  problemsWith(tree, text, rule, matches);

const U10000 = cp(0x10000);
const U1FFFD = cp(0x1fffd);
const UE1000 = cp(0xe1000);
const U10FFFD = cp(0x10fffd);
const UF0000 = cp(0xf0000);

/** Valid examples of every rule (checked against the oracle in rules.test.ts). */
export const VALID_SAMPLES: Readonly<Record<Name, readonly string[]>> = {
  IRI: [
    'http://résumé.example.org/',
    'http://a',
    'a:',
    'http://user:pw@[::1]:80/a/b?q=1#f',
    'http://www.example.org/red%09ros\u00E9#red',
    `x:${U10000}?\uE000#${U1FFFD}`,
    'urn:isbn:0451450523',
    `f://[v1.x]/${UE1000}`,
  ],
  'ihier-part': ['//é/b', '/a', 'é:b', '', '//u@h:1', '//[::1]', `${U10000}`],
  'IRI-reference': ['http://a/b?c#d', '//é', '?\uE000', '#f', '', 'é/b:c', '../x', 'réf/rel'],
  'absolute-IRI': ['http://a/b?q', 'a:', 'x:/y?\uF8FF', 'x:y:z', 'x:é'],
  'irelative-ref': ['//a/b?c#d', '/a', 'é/b', '', '?', '#', './a:b', `?${U10FFFD}`],
  'irelative-part': ['//a/b', '/a', 'a/b', '', '//', '\uFDF0'],
  iauthority: ['a', '', 'u:p@h:80', '[::1]:0', '1.2.3.4', 'ü@é', ':', '1.2.3.4é'],
  iuserinfo: ['', 'u:p', "%41!$&'()*+,;=:-._~", 'Bü:ẞ'],
  ihost: ['a', '', '1.2.3.4', '[::1]', '[v1.x]', 'résumé.example', '1.2.3.4é', '\uFFEF'],
  'ireg-name': ['', 'a', 'www.example.com', "%41-._~!$&'()*+,;=", 'é', `${U10000}`],
  ipath: ['', '/', '/a/b', 'a/b', 'a:b', '//a', '/é:b'],
  'ipath-abempty': ['', '/', '//', '/é/b/'],
  'ipath-absolute': ['/', '/a', '/a//b', '/\uD7FF'],
  'ipath-noscheme': ['a', 'a/b:c', '%41@/', 'é'],
  'ipath-rootless': ['a', 'a:b', 'a:b/c//', '\u00A0'],
  'ipath-empty': [''],
  isegment: ['', 'a', 'a:@%41', '\uF900'],
  'isegment-nz': ['a', ':', '@%41', '\uFDCF'],
  'isegment-nz-nc': ['a', '@', '%41', UE1000],
  ipchar: ['a', ':', '@', '%41', '~', 'é', U10000],
  iquery: ['', '?/', 'a=b&c=d', '%41', '\uE000', UF0000, U10FFFD, 'é'],
  ifragment: ['', 'f', '/?a', 'é', U1FFFD],
  iunreserved: ['a', 'Z', '5', '-', '.', '_', '~', '\u00A0', '\uD7FF', U10000, cp(0xefffd)],
  ucschar: ['\u00A0', '\uD7FF', '\uF900', '\uFDCF', '\uFDF0', '\uFFEF', U10000, U1FFFD, UE1000],
  iprivate: ['\uE000', '\uF8FF', UF0000, cp(0xffffd), cp(0x100000), U10FFFD],
  scheme: ['http', 'a', 'A+b-c.1'],
  port: ['', '80', '0008080'],
  'IP-literal': ['[::1]', '[v1.x]', '[1:2:3:4:5:6:7:8]', '[::ffff:1.2.3.4]'],
  IPvFuture: ['v1.x', 'VfF.a:b', 'v0.!'],
  IPv6address: ['::', '::1', '1::', '1:2:3:4:5:6:7:8', '::ffff:1.2.3.4', 'fe80::1:2'],
  h16: ['0', 'ffff', 'A1b'],
  ls32: ['1:2', '1.2.3.4', 'ffff:0'],
  IPv4address: ['1.2.3.4', '255.255.255.255', '0.0.0.0', '249.199.99.9'],
  'dec-octet': ['0', '9', '10', '99', '100', '199', '200', '249', '250', '255'],
  'pct-encoded': ['%41', '%fF', '%00', '%C3'],
  unreserved: ['a', 'Z', '5', '-', '.', '_', '~'],
  reserved: [':', '/', '!', '='],
  'gen-delims': [':', '/', '?', '#', '[', ']', '@'],
  'sub-delims': ['!', '$', '&', "'", '(', ')', '*', '+', ',', ';', '='],
  ALPHA: ['a', 'Z'],
  DIGIT: ['0', '9'],
  HEXDIG: ['0', 'a', 'F'],
};

/** Pieces of IRIs, the ASCII just outside the grammar, the range edges and lone surrogates. */
export const PIECES: readonly string[] = [
  'http',
  'a',
  'A',
  'v',
  'f',
  'z',
  ...'0123456789',
  '25',
  '255',
  '256',
  '01',
  '1.2.3.4',
  '.',
  '..',
  ':',
  '::',
  '://',
  '/',
  '//',
  '?',
  '#',
  '@',
  '[',
  ']',
  '%',
  '%4',
  '%41',
  '%zz',
  '%C3%A9',
  '-',
  '_',
  '~',
  ..."!$&'()*+,;=",
  ' ',
  '\\',
  '"',
  '<',
  '{',
  '`',
  '\u0000',
  '\n',
  'résumé',
  '::1',
  'v1.x',
  '[::1]',
  '[fe80::1%25eth0]',
  ...EDGE_CHARACTERS,
  ...LONE_SURROGATES,
  cp(0x1f600),
];

export const { pieceString, inputFor } = inputMix(VALID_SAMPLES, PIECES);

export const fixture: GrammarFixture<Name> = {
  id: 'rfc3987',
  names: NAMES,
  isValid: (rule, text) => g.isValid(rule, text),
  check: (rule, text) => g.check(rule, text),
  automaton: (rule) => rfc3987.automaton(rule),
  combinator,
  matches,
  problemsOf,
  inputFor,
  pieceString,
  errors: errorSubject(g, { names: NAMES, oracle: oracle3987, samples: VALID_SAMPLES }),
};
