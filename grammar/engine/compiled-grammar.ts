/**
 * A grammar ready to run: its rule registry, and the two back ends built from it on demand (an
 * automaton per rule, and the combinators). One engine serves every grammar; the grammar is a
 * parameter, never a copy.
 */
import type { Expr, Grammar } from './abnf';
import type { Automaton, RunResult } from './automaton';
import { buildAutomaton } from './determinize';
import { AutomatonTooLarge } from './glushkov';
import { PegCompiler, type TreeParser } from './combinators';
import { WRITTEN } from './grammar-text';
import type { RuleDefinition, RuleRegistry } from './rule';
import { type Trap, findTraps, recursiveRules } from './traps';

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

/** What validation needs of a rule: an automaton, or the combinators for a rule that is not regular. */
export interface Recognizer {
  accepts(text: string): boolean;
  run(text: string): RunResult;
  expectedAt(state: number): readonly string[];
  /** -1 when `text` is accepted, else where it fails; `expectedAtRefusal` then says what could stand there. */
  refusedAt(text: string): number;
  expectedAtRefusal(): readonly string[];
  /**
   * The state the last `refusedAt` stopped in, as a small number from 0 (the same number, the
   * same expected list), so that a caller can keep what it makes of a refusal per state in an
   * array; -1 when the recognizer has no such states.
   */
  refusalState(): number;
  readonly readsNonAscii: boolean;
}

/**
 * A rule that refers to itself has no automaton: the combinators answer for it, in the time
 * ordered choice takes (linear for most grammars, not guaranteed), and their error is the
 * furthest place any alternative reached.
 */
class CombinatorRecognizer<Name extends string> implements Recognizer {
  private lastExpected: readonly string[] = [];
  readonly readsNonAscii = true;

  constructor(private readonly parser: TreeParser<Name>) {}

  accepts(text: string): boolean {
    return this.parser.parse(text).status;
  }

  run(text: string): RunResult {
    const result = this.parser.parse(text);
    if (result.status) return { accepted: true, offset: text.length, state: 0 };
    this.lastExpected = Object.freeze([...new Set(result.expected)]);
    return { accepted: false, offset: result.index.offset, state: 0 };
  }

  /** The expected set of the last failed run (validation asks right after it). */
  expectedAt(): readonly string[] {
    return this.lastExpected;
  }

  refusedAt(text: string): number {
    const { accepted, offset } = this.run(text);
    return accepted ? -1 : offset;
  }

  expectedAtRefusal(): readonly string[] {
    return this.lastExpected;
  }

  refusalState(): number {
    return -1;
  }
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
  /** Each rule as its ABNF text writes it, before the PEG overrides: the reference language. */
  readonly written: Grammar<Name>;
  readonly characterRules: ReadonlySet<Name>;
  readonly messageRules: ReadonlySet<Name>;
  readonly combinators: PegCompiler<Name>;
  private readonly known: ReadonlySet<string>;
  private readonly automata = new Map<string, Automaton>();
  private readonly recognizers = new Map<string, Recognizer>();
  private recursive: ReadonlyMap<Name, Name> | undefined;
  private trapReport: readonly Trap<Name>[] | undefined;

  constructor(description: GrammarDescription<Name>) {
    this.name = description.name;
    this.title = description.title;
    this.names = description.registry.names;
    this.rules = description.registry.rules;
    this.grammar = description.registry.grammar;
    const written = Object.create(null) as Record<Name, Expr<Name>>;
    for (const name of this.names) {
      written[name] =
        (WRITTEN.get(this.rules[name]) as Expr<Name> | undefined) ?? this.grammar[name];
    }
    this.written = Object.freeze(written);
    this.characterRules = description.characterRules;
    this.messageRules = description.messageRules;
    this.known = new Set(this.names);
    this.combinators = new PegCompiler(this.grammar, this.names, this.characterRules);
  }

  /** A membership test that cannot be fooled by `__proto__`, `constructor` or `toString`. */
  isRuleName(name: unknown): name is Name {
    return typeof name === 'string' && this.known.has(name);
  }

  /**
   * Whether `name` refers to itself, directly or through other rules, as written or as its
   * override reads: then it has no automaton.
   */
  isRecursive(name: Name): boolean {
    this.recursive ??= recursiveRules([this.grammar, this.written], this.names);
    return this.recursive.has(name);
  }

  automaton(name: Name): Automaton {
    let automaton = this.automata.get(name);
    if (!automaton) {
      if (this.isRecursive(name)) {
        throw new TypeError(`${this.title} ${name} is not regular: it has no automaton`);
      }
      try {
        // The ABNF as written is the reference language (issue 25); overrides are for the trees.
        automaton = buildAutomaton(this.written, name, this.messageRules);
      } catch (error) {
        if (!(error instanceof AutomatonTooLarge)) throw error;
        throw new AutomatonTooLarge(`${this.title} ${name} cannot be validated: ${error.message}`);
      }
      this.automata.set(name, automaton);
    }
    return automaton;
  }

  /** The automaton of a regular rule; the combinators for one that refers to itself. */
  recognizer(name: Name): Recognizer {
    let recognizer = this.recognizers.get(name);
    if (!recognizer) {
      recognizer = this.isRecursive(name)
        ? new CombinatorRecognizer(this.combinators.wholeInput(name))
        : this.automaton(name);
      this.recognizers.set(name, recognizer);
    }
    return recognizer;
  }

  /** The PEG-trap report (see traps.ts), computed once. */
  traps(): readonly Trap<Name>[] {
    this.trapReport ??= Object.freeze(findTraps(this).map((trap) => Object.freeze(trap)));
    return this.trapReport;
  }
}
