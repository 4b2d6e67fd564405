/**
 * Shared pieces of the RFC 6570 (URI Template) evidence: the grammar under test, the oracle read
 * from RFC 6570's own text, valid samples of every rule, and inputs that mix template pieces with
 * the characters just outside `literals` and the edges of `ucschar` and `iprivate`.
 */
import { type ParseTree, rfc6570, type Rfc6570RuleName } from '../../../grammar';
import { grammar } from '../../../src';
import { oracle6570 } from '../../oracle/abnf-regex';
import { cp, EDGE_CHARACTERS, inputMix, LONE_SURROGATES } from '../../support/code-points';
import { problemsOf as problemsWith } from '../../support/grammar-trees';

export { runParameters, SCALE } from '../../support/arbitraries';

export type Name = Rfc6570RuleName;

/** `grammar('rfc6570')`. */
export const g = grammar('rfc6570');

export const NAMES: readonly Name[] = g.RULE_NAMES;

/** The oracle's verdict (test/oracle/abnf-regex.ts, from RFC 6570's text). */
export const matches = (rule: Name, text: string): boolean => oracle6570.matches(rule, text);

/** The combinator (PEG) parser of the whole input. */
export const combinator = (rule: Name) => rfc6570.combinators.wholeInput(rule);

export const problemsOf = (tree: ParseTree<Name>, text: string, rule: Name): string[] =>
  problemsWith(tree, text, rule, matches);

/** Valid examples of every rule (checked against the oracle in rules.test.ts). */
export const VALID_SAMPLES: Readonly<Record<Name, readonly string[]>> = {
  'URI-Template': [
    '',
    'http://example.com/~{username}/',
    'http://www.example.com/foo{?query,number}',
    '{/path:6}/here{?list*,keys*}{#frag}',
    'map?{x,y}',
    '{+base}{.dom*}{;x,y,empty}{&who}',
    `é${cp(0x10000)}\uE000%41{a%41.b_1:9999}`,
    '{=reserved}{!x}{@y}{|z}{,w}',
  ],
  literals: ['!', '#', '$', '&', '(', ';', '=', '?', '[', ']', '_', 'a', '~', 'é', '\uE000', '%C3'],
  expression: ['{a}', '{+a}', '{#a,b}', '{.a*}', '{/a:1}', '{;a,b*,c:3}', '{?x}', '{&y}', '{|z}'],
  operator: ['+', '#', '.', '/', ';', '?', '&', '=', ',', '!', '@', '|'],
  'op-level2': ['+', '#'],
  'op-level3': ['.', '/', ';', '?', '&'],
  'op-reserve': ['=', ',', '!', '@', '|'],
  'variable-list': ['a', 'a,b', 'a*,b:3,c', 'x.y,%41'],
  varspec: ['a', 'a*', 'a:1', 'a.b:9999', '%41'],
  varname: ['a', 'a.b', 'a.b.c', 'ab', 'a_1', '%41.%42', '_'],
  varchar: ['a', 'Z', '0', '_', '%41'],
  'modifier-level4': [':1', '*', ':9999'],
  prefix: [':1', ':10', ':9999'],
  'max-length': ['1', '9', '10', '100', '9999'],
  explode: ['*'],
  ALPHA: ['a', 'Z'],
  DIGIT: ['0', '9'],
  HEXDIG: ['0', 'a', 'F'],
  'pct-encoded': ['%41', '%fF', '%00'],
  unreserved: ['a', '-', '.', '_', '~'],
  reserved: [':', '/', '!', '='],
  'gen-delims': [':', '/', '?', '#', '[', ']', '@'],
  'sub-delims': ['!', '$', '&', "'", '(', ')', '*', '+', ',', ';', '='],
  ucschar: ['\u00A0', '\uD7FF', '\uF900', '\uFDCF', '\uFDF0', '\uFFEF', cp(0x10000)],
  iprivate: ['\uE000', '\uF8FF', cp(0xf0000), cp(0x10fffd)],
};

/** Pieces of templates, every ASCII character `literals` leaves out, range edges, surrogates. */
export const PIECES: readonly string[] = [
  '{',
  '}',
  '{a}',
  '{+',
  '{#',
  'a',
  'Z',
  '0',
  '1',
  '9',
  '10000',
  '_',
  '.',
  '..',
  ',',
  ':',
  ':0',
  ':1',
  '*',
  '%',
  '%4',
  '%41',
  '%zz',
  ...'+#./;?&=!@|',
  ...' "\'%<>\\^`{|}',
  '\u0000',
  '\u007F',
  'http://example.com/',
  'é',
  ...EDGE_CHARACTERS,
  ...LONE_SURROGATES,
  cp(0x1f600),
];

export const { pieceString, inputFor } = inputMix(VALID_SAMPLES, PIECES);
