/** How the RFC 3987 rule files declare a rule: the definition, attributed to RFC 3987. */
import type { RuleDefinition } from '../engine/rule';
import type { RuleName } from './rule-names';

export function rule(definition: Omit<RuleDefinition<RuleName>, 'rfc'>): RuleDefinition<RuleName> {
  return { rfc: 'RFC 3987', ...definition };
}
