/** How the RFC 3986 rule files declare a rule: the definition, attributed to RFC 3986 unless said. */
import type { RuleDefinition } from '../engine/rule';
import type { RuleName } from './rule-names';

export function rule(
  definition: Omit<RuleDefinition<RuleName>, 'rfc'> & { readonly rfc?: string },
): RuleDefinition<RuleName> {
  return { rfc: 'RFC 3986', ...definition };
}
