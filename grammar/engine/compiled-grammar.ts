/**
 * A grammar ready to run: its rule registry, and the two back ends built from it on demand (an
 * automaton per rule, and the combinators). One engine serves every grammar; the grammar is a
 * parameter, never a copy.
 */
import type { Grammar } from './abnf';
import { type Automaton, buildAutomaton } from './automaton';
import { PegCompiler } from './combinators';
import type { RuleDefinition, RuleRegistry } from './rule';

/** What a grammar folder exports for the engine. */
export interface GrammarDescription<Name extends string> {
  /** The grammar's name in the API: `rfc3986`, `rfc3987`, ... */
  readonly name: string;
  /** How messages name the grammar's document: `RFC 3986`, `RFC 3987` ... */
  readonly title: string;
  readonly registry: RuleRegistry<Name>;
  /**
   * Rules that describe single characters or a percent-encoded triplet. Inside other rules they
   * are not tree nodes (trees would otherwise hold a node per character) and error messages name
   * them rather than their parts.
   */
  readonly characterRules: ReadonlySet<Name>;
  /** Rules that error messages name instead of their parts (`dec-octet`, `h16`, ...). */
  readonly messageRules: ReadonlySet<Name>;
}

/**
 * A grammar with its automata and combinators, each built the first time a rule is used.
 * The caches are keyed by rule name, so they never grow past the number of rules.
 */
export class CompiledGrammar<Name extends string> {
  readonly name: string;
  readonly title: string;
  readonly names: readonly Name[];
  readonly rules: Readonly<Record<Name, RuleDefinition<Name>>>;
  readonly grammar: Grammar<Name>;
  readonly characterRules: ReadonlySet<Name>;
  readonly messageRules: ReadonlySet<Name>;
  readonly combinators: PegCompiler<Name>;
  private readonly known: ReadonlySet<string>;
  private readonly automata = new Map<string, Automaton>();

  constructor(description: GrammarDescription<Name>) {
    this.name = description.name;
    this.title = description.title;
    this.names = description.registry.names;
    this.rules = description.registry.rules;
    this.grammar = description.registry.grammar;
    this.characterRules = description.characterRules;
    this.messageRules = description.messageRules;
    this.known = new Set(this.names);
    this.combinators = new PegCompiler(this.grammar, this.names, this.characterRules);
  }

  /** A membership test that cannot be fooled by `__proto__`, `constructor` or `toString`. */
  isRuleName(name: unknown): name is Name {
    return typeof name === 'string' && this.known.has(name);
  }

  /** The automaton if it was built already: one lookup, for hot paths. Unknown names give undefined. */
  builtAutomaton(name: string): Automaton | undefined {
    return this.automata.get(name);
  }

  automaton(name: Name): Automaton {
    let automaton = this.automata.get(name);
    if (!automaton) {
      automaton = buildAutomaton(this.grammar, name, this.messageRules);
      this.automata.set(name, automaton);
    }
    return automaton;
  }
}
