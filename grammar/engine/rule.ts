/**
 * Rule definitions and the registry of a grammar: each rule's ABNF exactly as its RFC prints it,
 * and the expression that transcribes it, keyed by the RFC's own rule name.
 */
import type { Expr, Grammar } from './abnf';

/** One rule: its ABNF exactly as the RFC prints it, and the expression that transcribes it. */
export interface RuleDefinition<Name extends string = string> {
  readonly name: Name;
  /** The document that defines the rule: `RFC 3986`, `RFC 3987`, `RFC 6874`, `RFC 5234` ... */
  readonly rfc: string;
  /** The section of that document (`3.2.2`; `B.1` for the RFC 5234 core rules). */
  readonly section: string;
  /** The rule as printed in the RFC, verbatim. */
  readonly abnf: string;
  readonly expr: Expr<Name>;
  /** Why `expr` departs from the literal ABNF for the ordered-choice back end, if it does. */
  readonly peg?: string;
}

/** A grammar's rules by name, in the order its RFC lists them. */
export interface RuleRegistry<Name extends string> {
  readonly names: readonly Name[];
  readonly rules: Readonly<Record<Name, RuleDefinition<Name>>>;
  readonly grammar: Grammar<Name>;
}

/**
 * A definition of another grammar taken into this one as it is: RFC 3987 reuses RFC 3986's
 * `scheme`, `IPv6address` and others without copies. The names its expression refers to must be
 * rules of the grammar it joins; `defineRules` checks that.
 */
export function reuse<Name extends string>(
  definition: RuleDefinition<string>,
): RuleDefinition<Name> {
  return definition as RuleDefinition<Name>;
}

/** Every name `expr` refers to. */
export function referencesOf(expr: Expr<string>, into: Set<string>): Set<string> {
  switch (expr.kind) {
    case 'ref':
      into.add(expr.name);
      break;
    case 'seq':
    case 'alt':
      for (const item of expr.items) referencesOf(item, into);
      break;
    case 'rep':
      referencesOf(expr.item, into);
      break;
    case 'guard':
      referencesOf(expr.item, into);
      referencesOf(expr.notFollowedBy, into);
      break;
    default:
      break;
  }
  return into;
}

/**
 * Freezes a value and everything it holds. The rule data is exported, and the automata and
 * combinators are built from it lazily: were it writable, `expr.intervals.push(...)` would widen
 * a rule for every later caller.
 */
export function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/**
 * The registry of a grammar from its rule names (in the RFC's order) and definitions. Each name
 * must have exactly one definition and every reference must name a rule of the grammar; the
 * result is deeply frozen.
 */
export function defineRules<Name extends string>(
  names: readonly Name[],
  definitions: readonly RuleDefinition<Name>[],
): RuleRegistry<Name> {
  const known = new Set<string>(names);
  const byName = new Map<string, RuleDefinition<Name>>();
  for (const definition of definitions) {
    if (!known.has(definition.name)) {
      throw new Error(`grammar: ${definition.name} is defined but not listed`);
    }
    if (byName.has(definition.name))
      throw new Error(`grammar: ${definition.name} is defined twice`);
    for (const reference of referencesOf(definition.expr, new Set())) {
      if (!known.has(reference)) {
        throw new Error(`grammar: ${definition.name} refers to ${reference}, which is not a rule`);
      }
    }
    byName.set(definition.name, definition);
  }
  const rules = Object.create(null) as Record<Name, RuleDefinition<Name>>;
  const grammar = Object.create(null) as Record<Name, Expr<Name>>;
  for (const name of names) {
    const definition = byName.get(name);
    if (!definition) throw new Error(`grammar: rule ${name} has no definition`);
    deepFreeze(definition);
    rules[name] = definition;
    grammar[name] = definition.expr;
  }
  return {
    names: Object.freeze([...names]),
    rules: Object.freeze(rules),
    grammar: Object.freeze(grammar),
  };
}
