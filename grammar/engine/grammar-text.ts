/**
 * A grammar's rule definitions from its ABNF text: the rules as read, joined where `=/` adds
 * alternatives, with the PEG overrides applied, the rules it imports from another grammar, and
 * the RFC 5234 core rules it uses. A name used but defined nowhere is an error with its place.
 */
import type { Expr } from './abnf';
import { CORE_RULES } from './abnf-of-abnf';
import { AbnfError, type ReadRule, alternationOf, readRules } from './abnf-reader';
import { type RuleDefinition, referenceComponents, referencesOf } from './rule';

/** A PEG adjustment: one rule in ABNF with lookaheads (`!`, `&`), and why it is needed. */
export interface GrammarOverride {
  readonly abnf: string;
  readonly note: string;
}

/** Rules taken as they are from another grammar (with the rules they use, unless defined here). */
export interface GrammarImport {
  readonly from: { readonly rules: Readonly<Record<string, RuleDefinition<string>>> };
  readonly rules: readonly string[];
}

export interface GrammarText {
  readonly abnf: string;
  /** The document rules are attributed to when no banner names one. */
  readonly rfc: string;
  readonly overrides?: readonly GrammarOverride[];
  readonly imports?: readonly GrammarImport[];
  /** Readings of prose values (`<pchar>`), which ABNF leaves to words. */
  readonly prose?: Readonly<Record<string, string>>;
}

/**
 * Each rule's expression as its ABNF text writes it, before overrides: the reference language
 * the trap checker holds the ordered-choice back end to. Kept beside the definitions, so the
 * definitions keep their shape.
 */
export const WRITTEN = new WeakMap<RuleDefinition<string>, Expr<string>>();

export interface RulesFromText {
  /** Text order, then the imported rules, then the core rules used. */
  readonly names: readonly string[];
  readonly definitions: readonly RuleDefinition<string>[];
}

let coreRules: Map<string, RuleDefinition<string>> | undefined;

/** RFC 5234 B.1, read once, by lower-case name. */
function core(): Map<string, RuleDefinition<string>> {
  if (!coreRules) {
    coreRules = new Map();
    for (const rule of readRules(CORE_RULES, {})) {
      const definition: RuleDefinition<string> = {
        name: rule.name,
        rfc: rule.rfc ?? 'RFC 5234',
        section: rule.section ?? 'B.1',
        abnf: rule.abnf,
        expr: rule.expr,
      };
      WRITTEN.set(definition, rule.expr);
      coreRules.set(rule.name.toLowerCase(), definition);
    }
  }
  return coreRules;
}

/** RFC 5234 B.1's definitions by lower-case name: the objects every grammar read shares. */
export function coreDefinitions(): ReadonlyMap<string, RuleDefinition<string>> {
  return core();
}

/** `expr` with every reference spelled as `canonical` spells it (ABNF names ignore case). */
function respell(expr: Expr<string>, canonical: (name: string) => string): Expr<string> {
  switch (expr.kind) {
    case 'ref': {
      const name = canonical(expr.name);
      return name === expr.name ? expr : { kind: 'ref', name };
    }
    case 'seq':
    case 'alt': {
      const items = expr.items.map((item) => respell(item, canonical));
      return items.every((item, k) => item === expr.items[k]) ? expr : { ...expr, items };
    }
    case 'rep': {
      const item = respell(expr.item, canonical);
      return item === expr.item ? expr : { ...expr, item };
    }
    case 'guard': {
      const item = respell(expr.item, canonical);
      const notFollowedBy = respell(expr.notFollowedBy, canonical);
      return item === expr.item && notFollowedBy === expr.notFollowedBy
        ? expr
        : { ...expr, item, notFollowedBy };
    }
    default:
      return expr;
  }
}

interface Collected {
  name: string;
  abnf: string[];
  rfc: string;
  section: string;
  items: Expr<string>[];
  uses: Map<string, number>;
  offset: number;
}

/** The rule definitions a grammar's text gives. */
export function rulesFromText(source: GrammarText): RulesFromText {
  const read = readRules(source.abnf, { prose: source.prose });
  const byKey = new Map<string, Collected>();
  const order: string[] = [];
  for (const rule of read) {
    const key = rule.name.toLowerCase();
    const known = byKey.get(key);
    if (rule.incremental) {
      if (!known) {
        throw new AbnfError(
          `=/ adds to ${rule.name}, which is not defined before`,
          source.abnf,
          rule.offset,
        );
      }
      known.abnf.push(rule.abnf);
      known.items.push(...alternativesOf(rule.expr));
      for (const [name, at] of rule.uses) if (!known.uses.has(name)) known.uses.set(name, at);
      continue;
    }
    if (known) {
      throw new AbnfError(
        `rule ${rule.name} is defined twice (use =/ to add alternatives)`,
        source.abnf,
        rule.offset,
      );
    }
    byKey.set(key, {
      name: rule.name,
      abnf: [rule.abnf],
      rfc: rule.rfc ?? source.rfc,
      section: rule.section ?? '',
      items: alternativesOf(rule.expr),
      uses: new Map(rule.uses),
      offset: rule.offset,
    });
    order.push(key);
  }

  const overrides = new Map<string, { expr: Expr<string>; note: string; rule: ReadRule }>();
  for (const override of source.overrides ?? []) {
    const rules = readRules(override.abnf, { lookahead: true, prose: source.prose });
    if (rules.length !== 1 || rules[0]!.incremental) {
      throw new TypeError(
        `an override defines exactly one rule with "=": ${JSON.stringify(override.abnf)}`,
      );
    }
    const rule = rules[0]!;
    const key = rule.name.toLowerCase();
    if (!byKey.has(key)) {
      throw new TypeError(`override of ${rule.name}, which the grammar's text does not define`);
    }
    if (overrides.has(key)) throw new TypeError(`${rule.name} is overridden twice`);
    if (typeof override.note !== 'string' || override.note.trim() === '') {
      throw new TypeError(`the override of ${rule.name} needs a note saying why`);
    }
    overrides.set(key, { expr: rule.expr, note: override.note, rule });
  }

  // Names resolve in this grammar first, then in the imports, then in the core rules.
  const definitions = new Map<string, RuleDefinition<string>>();
  const defined = (name: string): RuleDefinition<string> | undefined =>
    definitions.get(name.toLowerCase());
  const canonical = (name: string): string => defined(name)?.name ?? name;

  for (const key of order) {
    const rule = byKey.get(key)!;
    const override = overrides.get(key);
    const written = alternationOf(rule.items);
    const definition: RuleDefinition<string> = {
      name: rule.name,
      rfc: rule.rfc,
      section: rule.section,
      abnf: rule.abnf.join('\n'),
      expr: override ? override.expr : written,
      ...(override ? { peg: override.note } : {}),
    };
    definitions.set(key, definition);
    WRITTEN.set(definition, written);
  }

  const pending: { name: string; from: GrammarImport['from'] | null; usedAt: number }[] = [];
  for (const entry of source.imports ?? []) {
    for (const name of entry.rules) pending.push({ name, from: entry.from, usedAt: -1 });
  }
  for (const key of order) {
    const rule = byKey.get(key)!;
    for (const [name, at] of rule.uses) pending.push({ name, from: null, usedAt: at });
    const override = overrides.get(key);
    if (override)
      for (const name of override.rule.uses.keys())
        pending.push({ name, from: null, usedAt: rule.uses.get(name) ?? -1 });
  }
  const imported: string[] = [];
  const fromCore: string[] = [];
  while (pending.length > 0) {
    const { name, from, usedAt } = pending.shift()!;
    if (defined(name)) continue;
    let definition: RuleDefinition<string> | undefined;
    if (from) {
      definition = Object.prototype.hasOwnProperty.call(from.rules, name)
        ? from.rules[name]
        : undefined;
      if (!definition)
        throw new TypeError(
          `import of ${name}, which the grammar it is taken from does not define`,
        );
      imported.push(definition.name);
    } else {
      definition = core().get(name.toLowerCase());
      if (definition) fromCore.push(definition.name);
    }
    if (!definition) {
      if (usedAt < 0) throw new TypeError(`rule ${name} is used but never defined`);
      throw new AbnfError(`rule ${name} is used but never defined`, source.abnf, usedAt);
    }
    definitions.set(name.toLowerCase(), definition);
    for (const reference of referencesOf(definition.expr, new Set())) {
      pending.push({ name: reference, from, usedAt: -1 });
    }
    const written = WRITTEN.get(definition);
    if (written)
      for (const reference of referencesOf(written, new Set()))
        pending.push({ name: reference, from, usedAt: -1 });
  }

  const cycle = leftRecursion(definitions, order);
  if (cycle) {
    throw new AbnfError(
      `rule ${cycle.join(' -> ')} is left-recursive (it uses itself before reading a character): ordered choice cannot parse it; write it with a repetition`,
      source.abnf,
      byKey.get(cycle[0]!.toLowerCase())?.offset ?? 0,
    );
  }

  const deep = tooDeep(definitions, order);
  if (deep) {
    throw new AbnfError(
      `rule ${deep.name} reaches ${deep.rules.toLocaleString('en-US')} rules through a chain of references, more than the ${MAX_REFERENCE_DEPTH} this engine follows (each pass over a grammar follows references on the call stack)`,
      source.abnf,
      byKey.get(deep.name.toLowerCase())?.offset ?? 0,
    );
  }

  // References spelled otherwise than their definition ("Digit" for DIGIT) are respelled.
  const result: RuleDefinition<string>[] = [];
  for (const key of order) {
    const definition = definitions.get(key)!;
    const written = WRITTEN.get(definition)!;
    const expr = respell(definition.expr, canonical);
    const respelled = expr === definition.expr ? definition : { ...definition, expr };
    WRITTEN.set(respelled, respell(written, canonical));
    result.push(respelled);
  }
  const coreOrder = [...core().values()].map((definition) => definition.name);
  fromCore.sort((a, b) => coreOrder.indexOf(a) - coreOrder.indexOf(b));
  for (const name of [...imported, ...fromCore]) result.push(defined(name)!);
  return { names: result.map((definition) => definition.name), definitions: result };
}

/** The alternatives of a rule's expression, to add `=/` alternatives to. */
function alternativesOf(expr: Expr<string>): Expr<string>[] {
  return expr.kind === 'alt' ? [...expr.items] : [expr];
}

/**
 * The most rules a chain of references may pass through. The engine's passes over a grammar
 * (the automaton's positions, the samples of the trap checker, the single-character analysis)
 * follow references on the call stack; RFC grammars nest a dozen or two, and a chain of 2,000
 * rules each using the next overflowed it.
 */
export const MAX_REFERENCE_DEPTH = 500;

/**
 * A rule from which a chain of references passes through more than MAX_REFERENCE_DEPTH rules,
 * counting each set of rules that use each other (a strongly connected component) as all its
 * rules: an upper bound on any path without a repeated rule, which is what a memoized pass
 * recurses through.
 */
function tooDeep(
  definitions: ReadonlyMap<string, RuleDefinition<string>>,
  keys: readonly string[],
): { name: string; rules: number } | undefined {
  const edges = new Map(
    keys.map((key) => [
      key,
      [...referencesOf(definitions.get(key)!.expr, new Set())].map((name) => name.toLowerCase()),
    ]),
  );
  const { component, members } = referenceComponents(keys, edges);
  // The rules a chain from each component can pass through, the components used first first.
  const reach: number[] = [];
  members.forEach((rules, id) => {
    let below = 0;
    for (const key of rules) {
      for (const next of edges.get(key)!) {
        const other = component.get(next);
        if (other !== undefined && other !== id) below = Math.max(below, reach[other]!);
      }
    }
    reach.push(rules.length + below);
  });
  const id = reach.findIndex((rules) => rules > MAX_REFERENCE_DEPTH);
  return id < 0 ? undefined : { name: definitions.get(members[id]![0]!)!.name, rules: reach[id]! };
}

/** A rule of `keys` that reaches itself through rules each used before any character is read. */
function leftRecursion(
  definitions: ReadonlyMap<string, RuleDefinition<string>>,
  keys: readonly string[],
): string[] | undefined {
  const nullable = new Set<string>();
  const empty = (expr: Expr<string>): boolean => {
    switch (expr.kind) {
      case 'literal':
        return expr.text === '';
      case 'seq':
        return expr.items.every(empty);
      case 'alt':
        return expr.items.some(empty);
      case 'rep':
        return expr.min === 0 || empty(expr.item);
      case 'ref':
        return nullable.has(expr.name.toLowerCase());
      case 'guard':
        return empty(expr.item);
      default:
        return false;
    }
  };
  for (let grew = true; grew;) {
    grew = false;
    for (const [key, { expr }] of definitions) {
      if (!nullable.has(key) && empty(expr)) {
        nullable.add(key);
        grew = true;
      }
    }
  }
  const first = (expr: Expr<string>, into: string[]): string[] => {
    if (expr.kind === 'ref') into.push(expr.name.toLowerCase());
    else if (expr.kind === 'alt') for (const item of expr.items) first(item, into);
    else if (expr.kind === 'seq') expr.items.every((item) => (first(item, into), empty(item)));
    else if (expr.kind === 'rep' && expr.max > 0) first(expr.item, into);
    else if (expr.kind === 'guard' && (first(expr.item, into), empty(expr.item))) {
      first(expr.notFollowedBy, into);
    }
    return into;
  };
  // A depth-first walk over "uses first", with a stack of its own: a chain of thousands of
  // rules, each using the next, is as deep (a recursive walk overflowed the call stack).
  const done = new Set<string>();
  /** The rules on the walk's current path, each with its index in `path`. */
  const onPath = new Map<string, number>();
  const path: string[] = [];
  const stack: { readonly key: string; readonly next: string[]; at: number }[] = [];
  const enter = (key: string): void => {
    done.add(key);
    onPath.set(key, path.length);
    path.push(key);
    stack.push({ key, next: first(definitions.get(key)!.expr, []), at: 0 });
  };
  for (const root of keys) {
    if (done.has(root) || !definitions.has(root)) continue;
    enter(root);
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      if (top.at === top.next.length) {
        stack.pop();
        path.pop();
        onPath.delete(top.key);
        continue;
      }
      const next = top.next[top.at++]!;
      const at = onPath.get(next);
      if (at !== undefined) {
        return [...path.slice(at), next].map((name) => definitions.get(name)!.name);
      }
      if (!done.has(next) && definitions.has(next)) enter(next);
    }
  }
  return undefined;
}
