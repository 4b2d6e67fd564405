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

/**
 * The strongly connected components of the rules' references (rules that use each other, or a
 * rule alone), listed so that each component uses only components listed before it: the rules
 * used first. Kosaraju's two walks, each with a stack of its own (a chain of thousands of rules is
 * as deep). `edges` gives each name's references; names outside `names` are not followed.
 */
export function referenceComponents<Key extends string>(
  names: readonly Key[],
  edges: ReadonlyMap<Key, Iterable<Key>>,
): { readonly component: ReadonlyMap<Key, number>; readonly members: readonly Key[][] } {
  const known = new Set(names);
  const out = new Map<Key, Key[]>();
  const into = new Map<Key, Key[]>();
  for (const name of names) {
    out.set(name, []);
    into.set(name, []);
  }
  for (const name of names) {
    for (const target of edges.get(name) ?? []) {
      if (!known.has(target)) continue;
      out.get(name)!.push(target);
      into.get(target)!.push(name);
    }
  }
  // The order in which a depth-first walk over the references finishes the rules.
  const finished: Key[] = [];
  const seen = new Set<Key>();
  for (const root of names) {
    if (seen.has(root)) continue;
    seen.add(root);
    const stack: { key: Key; at: number }[] = [{ key: root, at: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const next = out.get(top.key)![top.at++];
      if (next === undefined) {
        finished.push(stack.pop()!.key);
      } else if (!seen.has(next)) {
        seen.add(next);
        stack.push({ key: next, at: 0 });
      }
    }
  }
  // Components over the reversed references, latest finished first: each one found then is used
  // by none found after it, so listed in reverse, each uses only those before it.
  const found: Key[][] = [];
  const component = new Map<Key, number>();
  for (let i = finished.length - 1; i >= 0; i--) {
    const root = finished[i]!;
    if (component.has(root)) continue;
    const members: Key[] = [];
    const stack = [root];
    component.set(root, found.length);
    while (stack.length > 0) {
      const key = stack.pop()!;
      members.push(key);
      for (const from of into.get(key)!) {
        if (!component.has(from)) {
          component.set(from, found.length);
          stack.push(from);
        }
      }
    }
    found.push(members);
  }
  const last = found.length - 1;
  for (const [key, id] of component) component.set(key, last - id);
  return { component, members: found.reverse() };
}
