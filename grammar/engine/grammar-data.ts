/**
 * A grammar's rule definitions as data written at build time (grammar/generated/, by
 * scripts/generate-grammar-data.ts), so that importing the library does not run the ABNF reader:
 * the rules each RFC's text defines, with their PEG overrides applied, and the rules taken as they
 * are from another grammar or from RFC 5234's core rules, by name. test/engine/grammar-data.test.ts
 * holds every definition to what `rulesFromText` reads from the text.
 *
 * The expression constructors below are what the generated files call: each builds exactly the
 * object the reader builds, key for key, so a definition from data and one from text are alike.
 */
import type { Expr } from './abnf';
import type { Interval } from './code-points';
import { WRITTEN } from './grammar-text';
import type { RuleDefinition } from './rule';

/** A rule the grammar's own text defines, and its expression as written when an override replaces it. */
export interface DefinedRule extends RuleDefinition<string> {
  /** The rule as its ABNF text writes it, before the override `expr` comes from (`peg`). */
  readonly written?: Expr<string>;
}

/** A definition taken as it is: from another grammar by its name, or from RFC 5234 (`core`). */
export type SharedRule = readonly [from: string, name: string];

export interface GrammarData {
  /** The rules the text defines, in its order. */
  readonly defined: readonly DefinedRule[];
  /** Then the imported rules and the core rules used, in the order `rulesFromText` gives them. */
  readonly shared: readonly SharedRule[];
}

/** Where shared definitions come from: each grammar's rules by its name, and `core`. */
export type SharedSources = Readonly<
  Record<string, Readonly<Record<string, RuleDefinition<string>>>>
>;

/**
 * The definitions of a grammar from its data, in `rulesFromText`'s order. A shared rule is the
 * very object of the grammar it comes from (docs/rules.md links such a rule to its source).
 * Each defined rule's expression as written is recorded for the trap checker, as the reader does.
 */
export function definitionsFromData(
  data: GrammarData,
  sources: SharedSources,
): RuleDefinition<string>[] {
  const definitions: RuleDefinition<string>[] = [];
  for (const { written, ...definition } of data.defined) {
    WRITTEN.set(definition, written ?? definition.expr);
    definitions.push(definition);
  }
  for (const [from, name] of data.shared) {
    const rules = sources[from];
    const definition =
      rules && Object.prototype.hasOwnProperty.call(rules, name) ? rules[name] : undefined;
    if (!definition) throw new Error(`grammar data: ${from} has no rule ${name} to share`);
    if (!WRITTEN.has(definition)) WRITTEN.set(definition, definition.expr);
    definitions.push(definition);
  }
  return definitions;
}

// The constructors of the generated files, one per kind of expression.

export const chars = (intervals: readonly Interval[], label: string): Expr<string> => ({
  kind: 'chars',
  intervals,
  label,
});
export const literal = (text: string, caseSensitive: boolean): Expr<string> => ({
  kind: 'literal',
  text,
  caseSensitive,
});
export const seq = (...items: Expr<string>[]): Expr<string> => ({ kind: 'seq', items });
export const alt = (...items: Expr<string>[]): Expr<string> => ({ kind: 'alt', items });
export const rep = (min: number, max: number, item: Expr<string>): Expr<string> => ({
  kind: 'rep',
  min,
  max,
  item,
});
export const ref = (name: string): Expr<string> => ({ kind: 'ref', name });
export const guard = (item: Expr<string>, notFollowedBy: Expr<string>): Expr<string> => ({
  kind: 'guard',
  item,
  notFollowedBy,
});
