/** How the RFC 6570 rule files declare a rule: the definition, attributed to RFC 6570. */
import type { RuleDefinition } from '../engine/rule';
import type { RuleName } from './rule-names';

export function rule(definition: Omit<RuleDefinition<RuleName>, 'rfc'>): RuleDefinition<RuleName> {
  return { rfc: 'RFC 6570', ...definition };
}
