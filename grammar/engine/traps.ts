/**
 * The PEG-trap checker: for each rule, does the ordered-choice back end (the combinators, with
 * the grammar's overrides) accept exactly the language of the ABNF as written (the automaton)?
 *
 * Ordered choice and greedy repetition accept a subset of the ABNF's language, or with a wrong
 * guard a different one; the rules where they do are the traps. The checker runs both on:
 * - strings that take every transition of the reference's minimal automaton;
 * - the boundary strings of each alternative and each repetition of the rule's expressions (a
 *   repetition `m*n` repeated m, m+1, n-1 and n times, and one time too many or too few);
 * - near misses of both: each with one more character of every character class at its end, and
 *   with its last character removed.
 * A string on which they disagree is a witness; the shortest found is reported. The check
 * samples: no witness is evidence, not proof, of agreement. A witness is always a real one.
 *
 * A rule that refers to itself, directly or through others, has no automaton (its language need
 * not be regular): the checker says it cannot verify it.
 */
import type { Expr, Grammar } from './abnf';
import type { Automaton } from './automaton';
import { buildAutomaton } from './determinize';
import { AutomatonTooLarge } from './glushkov';
import type { TreeParser } from './combinators';
import { referenceComponents, referencesOf } from './rule';

/** One rule's result: a string the two back ends disagree on, or why none can be looked for. */
export type Trap<Name extends string = string> =
  | { readonly rule: Name; readonly witness: string }
  | { readonly rule: Name; readonly witness: null; readonly unverifiable: string };

/** The rules each rule refers to, directly or not, and which of them refer back to themselves. */
export function recursiveRules<Name extends string>(
  grammars: readonly Grammar<Name>[],
  names: readonly Name[],
): Map<Name, Name> {
  const edges = new Map<Name, Set<Name>>();
  for (const name of names) {
    const into = new Set<Name>();
    for (const grammar of grammars) referencesOf(grammar[name], into);
    edges.set(name, into);
  }
  // The components of the references, those used first first: a rule on a cycle names itself,
  // and any other the rule on a cycle that its first reference to reach one reaches (one walk
  // over the grammar; a walk per rule had taken seconds for 600 rules).
  const { component, members } = referenceComponents(names, edges);
  const onCycle = members.map((rules) => rules.length > 1 || edges.get(rules[0]!)!.has(rules[0]!));
  const reaches: (Name | undefined)[] = members.map(() => undefined);
  members.forEach((rules, id) => {
    if (onCycle[id]) return;
    for (const next of edges.get(rules[0]!)!) {
      const other = component.get(next);
      if (other === undefined) continue;
      const reached = onCycle[other] ? next : reaches[other];
      if (reached !== undefined) {
        reaches[id] = reached;
        break;
      }
    }
  });
  const cyclic = new Map<Name, Name>();
  for (const name of names) {
    const id = component.get(name)!;
    const reached = onCycle[id] ? name : reaches[id];
    if (reached !== undefined) cyclic.set(name, reached);
  }
  return cyclic;
}

/** How many strings one expression contributes at most: keeps the check linear in the grammar. */
const SAMPLES = 96;

/** Boundary strings of expressions, memoized per expression. */
class Samples<Name extends string> {
  private readonly known = new Map<Expr<Name>, string[]>();

  constructor(private readonly grammars: readonly Grammar<Name>[]) {}

  of(expr: Expr<Name>): string[] {
    const known = this.known.get(expr);
    if (known) return known;
    this.known.set(expr, []);
    const strings = [...new Set(this.compute(expr))].slice(0, SAMPLES);
    this.known.set(expr, strings);
    return strings;
  }

  private compute(expr: Expr<Name>): string[] {
    switch (expr.kind) {
      case 'chars': {
        const [first] = expr.intervals;
        const last = expr.intervals[expr.intervals.length - 1]!;
        return [first![0], first![1], last[1]].map((code) => String.fromCodePoint(code));
      }
      case 'literal':
        return expr.caseSensitive
          ? [expr.text]
          : [expr.text, expr.text.toLowerCase(), expr.text.toUpperCase()];
      case 'seq': {
        // The first sample of each item, then each item's samples in turn with the others fixed.
        const parts = expr.items.map((item) => this.of(item));
        if (parts.some((part) => part.length === 0)) return [];
        const base = parts.map((part) => part[0]!);
        const strings = [base.join('')];
        parts.forEach((part, k) => {
          for (const sample of part.slice(1)) {
            strings.push([...base.slice(0, k), sample, ...base.slice(k + 1)].join(''));
          }
        });
        return strings;
      }
      case 'alt':
        return interleave(expr.items.map((item) => this.of(item)));
      case 'rep': {
        const item = this.of(expr.item);
        if (item.length === 0) return expr.min === 0 ? [''] : [];
        const max = expr.max === Infinity ? expr.min + 3 : expr.max;
        // The counts the repetition allows first, from the least, then the two it does not: the
        // first sample of every expression is then in its language where the rule's parts allow
        // it, and so is the base of every sequence that holds it (a `1*HEXDIG` whose first
        // sample were "" would make every IPvFuture sample "v.", and every string after one a
        // near miss of a near miss: RFC 8089's "%5Bv0.A%5Dh" was never tried).
        const counts = new Set([expr.min, expr.min + 1, max - 1, max, max + 1, expr.min - 1]);
        const allowed = (n: number): number => (n >= expr.min && n <= max ? 0 : 1);
        const strings: string[] = [];
        for (const count of [...counts]
          .filter((n) => n >= 0 && n <= max + 1)
          .sort((a, b) => allowed(a) - allowed(b) || a - b)) {
          strings.push(item[0]!.repeat(count));
          // The last repetition varied: a repetition of unlike items.
          if (count > 0) {
            for (const other of item.slice(1)) strings.push(item[0]!.repeat(count - 1) + other);
          }
        }
        return strings;
      }
      case 'ref':
        return interleave(this.grammars.map((grammar) => this.of(grammar[expr.name])));
      case 'guard':
        return this.of(expr.item);
    }
  }
}

/** The lists' strings taken in turn, so a cut keeps some of each. */
function interleave(lists: readonly string[][]): string[] {
  const strings: string[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let k = 0; k < longest; k++) {
    for (const list of lists) if (k < list.length) strings.push(list[k]!);
  }
  return strings;
}

/** What the checker needs of a compiled grammar. */
export interface CheckedGrammar<Name extends string> {
  readonly names: readonly Name[];
  /** After overrides: what the combinators run. */
  readonly grammar: Grammar<Name>;
  /** As written: the reference language. */
  readonly written: Grammar<Name>;
  readonly messageRules: ReadonlySet<string>;
  readonly combinators: { wholeInput(name: Name): TreeParser<Name> };
}

/** The PEG traps of `grammar`: a witness per rule where the two back ends differ. */
export function findTraps<Name extends string>(grammar: CheckedGrammar<Name>): Trap<Name>[] {
  const recursive = recursiveRules([grammar.grammar, grammar.written], grammar.names);
  const samples = new Samples([grammar.written, grammar.grammar]);
  const traps: Trap<Name>[] = [];
  for (const name of grammar.names) {
    const cycle = recursive.get(name);
    if (cycle !== undefined) {
      traps.push({
        rule: name,
        witness: null,
        unverifiable:
          cycle === name
            ? `${name} refers to itself: it has no automaton to check against`
            : `${name} uses ${cycle}, which refers to itself: it has no automaton to check against`,
      });
      continue;
    }
    let reference: Automaton;
    try {
      reference = buildAutomaton(grammar.written, name, grammar.messageRules);
    } catch (error) {
      if (!(error instanceof AutomatonTooLarge)) throw error;
      traps.push({ rule: name, witness: null, unverifiable: `${name}: ${error.message}` });
      continue;
    }
    const witness = witnessOf(reference, grammar.combinators.wholeInput(name), [
      ...samples.of({ kind: 'ref', name }),
      ...samples.of(grammar.written[name]),
      ...samples.of(grammar.grammar[name]),
    ]);
    if (witness !== null) traps.push({ rule: name, witness });
  }
  return traps;
}

function witnessOf<Name extends string>(
  reference: Automaton,
  peg: TreeParser<Name>,
  samples: readonly string[],
): string | null {
  const alphabet = reference.alphabet;
  const candidates = new Set<string>(reference.transitionCover());
  for (const sample of samples) {
    candidates.add(sample);
    if (sample.length > 0) candidates.add(sample.slice(0, -1));
    for (const char of alphabet) candidates.add(sample + char);
  }
  let witness: string | null = null;
  for (const candidate of candidates) {
    if (witness !== null && candidate.length >= witness.length) continue;
    if (reference.accepts(candidate) !== peg.parse(candidate).status) witness = candidate;
  }
  return witness;
}
