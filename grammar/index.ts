/** The grammar engine: rule definitions, and the two back ends built from them on demand. */
import type { Grammar } from './abnf';
import { type Automaton, buildAutomaton } from './automaton';
import { PegCompiler } from './peg';
import { CHARACTER_RULES, MESSAGE_RULES, RFC3986 } from './rfc3986';
import type { RuleName } from './rule-names';

export type { Expr, Grammar } from './abnf';
export type { Automaton, RunResult } from './automaton';
export { END_OF_INPUT } from './automaton';
export type { ParseTree } from './peg';
export type { RuleDefinition } from './rule';
export { RULE_NAMES, isRuleName, type RuleName } from './rule-names';
export { CHARACTER_RULES, MESSAGE_RULES, RFC3986, RFC3986_RULES } from './rfc3986';

/**
 * A grammar with its automata and combinators, each built the first time a rule is used.
 * The caches are keyed by rule name, so they never grow past the number of rules.
 */
export class CompiledGrammar {
  private readonly automata = new Map<RuleName, Automaton>();
  readonly combinators: PegCompiler;

  constructor(
    readonly grammar: Grammar,
    readonly characterRules: ReadonlySet<RuleName> = CHARACTER_RULES,
    readonly messageRules: ReadonlySet<RuleName> = MESSAGE_RULES,
  ) {
    this.combinators = new PegCompiler(grammar, characterRules);
  }

  /** The automaton if it was built already: one lookup, for hot paths. Unknown names give undefined. */
  builtAutomaton(name: string): Automaton | undefined {
    return this.automata.get(name as RuleName);
  }

  automaton(name: RuleName): Automaton {
    let automaton = this.automata.get(name);
    if (!automaton) {
      automaton = buildAutomaton(this.grammar, name, this.messageRules);
      this.automata.set(name, automaton);
    }
    return automaton;
  }
}

export const rfc3986 = new CompiledGrammar(RFC3986);
