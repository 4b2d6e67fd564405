import type { Expr } from './abnf';
import type { RuleName } from './rule-names';

/** One rule: its ABNF exactly as the RFC prints it, and the expression that transcribes it. */
export interface RuleDefinition {
  readonly name: RuleName;
  /** The RFC section that defines the rule (`RFC 5234 B.1` for the core rules). */
  readonly section: string;
  /** The rule as printed in RFC 3986 Appendix A (or RFC 5234 B.1), verbatim. */
  readonly abnf: string;
  readonly expr: Expr;
  /** Why `expr` departs from the literal ABNF for the ordered-choice back end, if it does. */
  readonly peg?: string;
}

export function rule(definition: RuleDefinition): RuleDefinition {
  return definition;
}
