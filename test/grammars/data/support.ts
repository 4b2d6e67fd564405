/**
 * Shared pieces of the RFC 2397 ("data") evidence: the grammar as `grammar('data')` will serve
 * it, the oracle read from the RFC 2397, RFC 2045 and RFC 2396 texts
 * (test/oracle/mailto-data-file-oracles.ts), valid samples of every rule, and inputs from data URL pieces.
 */
import { CompiledGrammar, type ParseTree } from '../../../grammar';
import { DESCRIPTION, RULE_NAMES, type RuleName } from '../../../grammar/schemes/data';
import { validatorsOf } from '../../../src/validate';
import { oracleData } from '../../oracle/mailto-data-file-oracles';
import { inputMix } from '../../support/code-points';
import type { GrammarFixture } from '../../support/grammar-suites';
import { problemsOf as problemsWith } from '../../support/grammar-trees';
import { errorSubject } from '../../support/error-properties';

export type Name = RuleName;

export const compiled = new CompiledGrammar<Name>(DESCRIPTION);
export const g = validatorsOf(compiled);
export const NAMES: readonly Name[] = RULE_NAMES;
export const matches = (rule: Name, text: string): boolean => oracleData.matches(rule, text);

export const VALID_SAMPLES: Readonly<Record<Name, readonly string[]>> = {
  dataurl: [
    'data:,A%20brief%20note',
    'data:,',
    'DATA:;BASE64,AAAA',
    'data:text/plain;charset=x;base64,a?b',
  ],
  mediatype: ['', 'text/plain', ';a=b', 'a/b;c=d;e=%20'],
  data: ['', 'abc', '%20?;/', 'R0lGODdh+/=='],
  parameter: ['a=b', 'charset=iso-8859-7', 'x=%22quoted%22'],
  type: ['text', 'x-a.b', '%7B'],
  subtype: ['plain', 'vnd-xxx-query'],
  attribute: ['charset', 'base64'],
  value: ['utf-8', "!$&'*+-._~", '%3B'],
  token: ['a', 'A1', '%25'],
  urlchar: ['a', ';', '%41', '$'],
  reserved: [';', '/', '?', ':', '@', '&', '=', '+', '$', ','],
  unreserved: ['a', '-', '~', "'"],
  mark: ['-', '_', '.', '!', '~', '*', "'", '(', ')'],
  escaped: ['%00', '%fF'],
  hex: ['0', 'a', 'F'],
  alphanum: ['a', '0'],
  alpha: ['a', 'Z'],
  lowalpha: ['a', 'z'],
  upalpha: ['A', 'Z'],
  digit: ['0', '9'],
};

export const PIECES: readonly string[] = [
  'data:',
  'DaTa:',
  'text',
  '/',
  'plain',
  ';',
  'base64',
  ';base64',
  'charset',
  '=',
  ',',
  '%',
  '%2',
  '%20',
  '%fg',
  'A',
  '+',
  '?',
  '#',
  '[',
  ']',
  '"',
  ' ',
  '{',
  '(',
  'é',
];

export const { pieceString, inputFor } = inputMix(VALID_SAMPLES, PIECES);

export const problemsOf = (tree: ParseTree<Name>, text: string, rule: Name): string[] =>
  problemsWith(tree, text, rule, matches);

export const fixture: GrammarFixture<Name> = {
  id: 'data',
  names: NAMES,
  isValid: (rule, text) => g.isValid(rule, text),
  check: (rule, text) => g.check(rule, text),
  automaton: (rule) => compiled.automaton(rule),
  combinator: (rule) => compiled.combinators.wholeInput(rule),
  matches,
  problemsOf,
  inputFor,
  pieceString,
  errors: errorSubject(g, { names: NAMES, oracle: oracleData, samples: VALID_SAMPLES }),
};
