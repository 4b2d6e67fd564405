/**
 * How the RFC 2396 rule files declare a rule. RFC 2396's notation is the BNF of RFC 822 with "|"
 * for alternatives (section 1.6), not ABNF; `abnf` holds that BNF as printed, and each rule's
 * expression is its translation:
 * - `a | b` is `alt`, `[ a ]` is `opt`, `*a` and `1*a` are repetitions, as in ABNF;
 * - a quoted string matches exactly as written. Section 1.6 says "each literal in the grammar
 *   corresponds to the character it represents", and the grammar lists "a" and "A" apart
 *   (`lowalpha`, `upalpha`, `hex`), so literals are case-sensitive here, unlike ABNF's.
 */
import type { RuleDefinition } from '../engine/rule';
import type { RuleName } from './rule-names';

export function rule(
  definition: Omit<RuleDefinition<RuleName>, 'rfc'> & { readonly rfc?: string },
): RuleDefinition<RuleName> {
  return { rfc: 'RFC 2396', ...definition };
}
