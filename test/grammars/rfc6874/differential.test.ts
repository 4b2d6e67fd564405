/**
 * RFC 6874 (RFC 3986 with section 2's zone identifiers): the automaton, the combinator (PEG)
 * verdict, `check` and the oracle (read from the RFC 3986 and RFC 6874 texts) agree on every
 * input, and the combinator's trees are well formed (test/support/grammar-suites.ts; 41 rules x
 * 3,000 cases). The inputs mix zone literals and URI pieces with the code points on both sides
 * of RFC 3987's range edges, astral characters and lone surrogates.
 */
import { RULE_NAMES, type RuleName } from '../../../src';
import { oracle } from '../../oracle/abnf-regex';
import { hasLoneSurrogate, hasNonAscii } from '../../support/code-points';
import { differentialSuite } from '../../support/grammar-suites';
import { fixture } from './support';

const RFC3986_RULES: ReadonlySet<string> = new Set(RULE_NAMES);
const isRfc3986Rule = (rule: string): rule is RuleName => RFC3986_RULES.has(rule);

differentialSuite(fixture, {
  counts: {
    'with non-ASCII': (_rule, text) => hasNonAscii(text),
    'with a lone surrogate': (_rule, text) => hasLoneSurrogate(text),
    // Valid cases of an RFC 3986 rule that RFC 3986 itself refuses: the zone identifiers.
    'valid only with RFC 6874': (rule, text, expected) =>
      expected && isRfc3986Rule(rule) && !oracle.matches(rule, text),
  },
});
