/**
 * Shared pieces of the RFC 3986 evidence: the grammar under test, the oracle read from Appendix
 * A's own text, and the inputs (test/support/arbitraries.ts, which RFC 6874's inputs extend).
 */
import { rfc3986 } from '../../../grammar';
import { grammar, type RuleName } from '../../../src';
import { oracle } from '../../oracle/abnf-regex';
import { inputFor, pieceString, VALID_SAMPLES } from '../../support/arbitraries';
import { errorSubject } from '../../support/error-properties';
import type { GrammarFixture } from '../../support/grammar-suites';
import { treeProblems } from '../../support/tree';

export type Name = RuleName;

/** `grammar('rfc3986')`, the root's default grammar. */
export const g = grammar('rfc3986');

export const NAMES: readonly Name[] = g.RULE_NAMES;

/** The oracle's verdict (test/oracle/abnf-regex.ts, from RFC 3986's text). */
export const matches = (rule: Name, text: string): boolean => oracle.matches(rule, text);

export const fixture: GrammarFixture<Name> = {
  id: 'rfc3986',
  names: NAMES,
  isValid: (rule, text) => g.isValid(rule, text),
  check: (rule, text) => g.check(rule, text),
  automaton: (rule) => rfc3986.automaton(rule),
  combinator: (rule) => rfc3986.combinators.wholeInput(rule),
  matches,
  problemsOf: (tree, text, rule) => treeProblems(tree, text, rule, matches),
  inputFor,
  pieceString,
  errors: errorSubject(g, { names: NAMES, oracle, samples: VALID_SAMPLES }),
};
