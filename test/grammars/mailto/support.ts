/**
 * Shared pieces of the RFC 6068 ('mailto') evidence: the grammar as `grammar('mailto')` will
 * serve it (`new CompiledGrammar(DESCRIPTION)` and its validators), the oracle read from the RFC
 * texts (test/oracle/mailto-data-file-oracles.ts), valid samples of every rule, and inputs built from
 * mailto pieces, percent-encodings at the edges of each character set, non-ASCII and lone
 * surrogates.
 */
import { CompiledGrammar, type ParseTree } from '../../../grammar';
import { DESCRIPTION, RULE_NAMES, type RuleName } from '../../../grammar/schemes/mailto';
import { validatorsOf } from '../../../src/validate';
import { oracleMailto } from '../../oracle/mailto-data-file-oracles';
import { inputMix } from '../../support/code-points';
import { errorSubject } from '../../support/error-properties';
import type { GrammarFixture } from '../../support/grammar-suites';
import { problemsOf as problemsWith } from '../../support/grammar-trees';

export type Name = RuleName;

export const compiled = new CompiledGrammar<Name>(DESCRIPTION);
export const g = validatorsOf(compiled);
export const NAMES: readonly Name[] = RULE_NAMES;

export const matches = (rule: Name, text: string): boolean => oracleMailto.matches(rule, text);

export const VALID_SAMPLES: Readonly<Record<Name, readonly string[]>> = {
  mailtoURI: [
    'mailto:chris@example.com',
    'mailto:',
    'MAILTO:a@b?x=y&z=',
    'mailto:?to=addr1@an.example,addr2@an.example',
    'mailto:%22not%40me%22@example.org',
    'mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO',
    'mailto:a@[1.2.3.4]',
  ],
  to: ['a@b', 'a@b,c@d', '%22x%22@y.z', 'gorby%25kremvax@example.com'],
  hfields: ['?a=b', '?=', '?subject=caf%C3%A9&body=x', '?to=a@b,c@d'],
  hfield: ['a=b', '=', 'In-Reply-To=%3C3469A91.D10AF4C@example.com%3E'],
  hfname: ['', 'subject', 'x%3D', "!$'()*+,;:@"],
  hfvalue: ['', 'send%20current-issue%0D%0Asend%20index', 'bob@example.com'],
  'addr-spec': ['a@b', 'a.b@c.d', '%22a%5C%20b%22@c', 'x@[1.2.3.4]', 'x@[]'],
  'local-part': ['a', 'a.b', 'Mike%26family', '%22%22', '%22oh%5C%5Cno%22'],
  domain: ['example.org', '[1.2.3.4]', '[]', '%E7%B4%8D.example'],
  'dtext-no-obs': ['!', 'Z', '^', '~', '%'],
  qchar: ['a', '%20', '!', '@', ';'],
  'some-delims': ['!', '$', "'", '(', ')', '*', '+', ',', ';', ':', '@'],
  'dot-atom-text': ['a', 'a.b', "!$'*+-_~", '%25%2F%3F%7B%7C%7D', '%C3%A9'],
  atext: ['a', '~', '%21', '%7e', '%FF'],
  'pct-atext': ['%21', '%23', '%2F', '%3D', '%3F', '%41', '%5E', '%60', '%7E', '%80', '%ff'],
  'quoted-string': ['%22%22', '%22not%40me%22', '%22a,b:c%22', '%22%5C%22%22', '%22%C3%A9%22'],
  qcontent: ['a', '%21', '%5C%22', '%5C%09'],
  qtext: ['a', '@', ',', '%21', '%7E', '%80'],
  'pct-qtext': ['%21', '%23', '%5B', '%5D', '%7E', '%80'],
  'quoted-pair': ['%5C%22', '%5c%5C', '%5Ca', '%5C%20', '%5C%09', '%5C%7E'],
  'pct-vchar': ['%09', '%20', '%21', '%7E', '%5C', '%22'],
  unreserved: ['a', 'Z', '0', '-', '.', '_', '~'],
  'pct-encoded': ['%00', '%aF', '%FF'],
  ALPHA: ['a', 'Z'],
  DIGIT: ['0', '9'],
  HEXDIG: ['0', 'A', 'f'],
};

/** Pieces of mailto URIs, with the triplets at the edges of each character set. */
export const PIECES: readonly string[] = [
  'mailto:',
  'MailTo:',
  'a',
  'Z',
  '9',
  '.',
  '@',
  ',',
  '?',
  '&',
  '=',
  '[',
  ']',
  '\\',
  '"',
  '{',
  '/',
  '#',
  ' ',
  '%',
  '%2',
  '%22',
  '%5C',
  '%5c',
  '%20',
  '%09',
  '%0A',
  '%21',
  '%2E',
  '%40',
  '%7F',
  '%80',
  '%FF',
  'example.org',
  'subject=',
  'body=',
  'to=',
  '~',
  "'",
  ';',
  ':',
  'é',
];

export const { pieceString, inputFor } = inputMix(VALID_SAMPLES, PIECES);

export const problemsOf = (tree: ParseTree<Name>, text: string, rule: Name): string[] =>
  problemsWith(tree, text, rule, matches);

export const fixture: GrammarFixture<Name> = {
  id: 'mailto',
  names: NAMES,
  isValid: (rule, text) => g.isValid(rule, text),
  check: (rule, text) => g.check(rule, text),
  automaton: (rule) => compiled.automaton(rule),
  combinator: (rule) => compiled.combinators.wholeInput(rule),
  matches,
  problemsOf,
  inputFor,
  pieceString,
  errors: errorSubject(g, { names: NAMES, oracle: oracleMailto, samples: VALID_SAMPLES }),
};
