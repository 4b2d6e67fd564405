/**
 * Deterministic automata for the rules of a grammar, built from the same `Expr` data as the
 * combinators.
 *
 * RFC 3986's grammar has no recursion, so every rule denotes a regular language. Each rule is
 * expanded into a Glushkov position automaton (one position per character test; bounded
 * repetitions are unrolled) and determinized by subset construction. Alternation becomes set
 * union, so the order of alternatives and the PEG guards play no part: the automaton accepts
 * the ABNF language itself, which makes it both the fast path of `isValid` and the reference
 * the combinators are tested against.
 *
 * Every state but the dead one can still reach acceptance (no sub-expression of the grammar
 * has an empty language), so the offset at which a run falls into the dead state is the
 * first character that no valid string with the prefix read so far can have.
 */
import { ALPHABET_SIZE, type Expr, type Grammar, literalCodes, show } from './abnf';
import type { RuleName } from './rule-names';

interface Fragment {
  readonly nullable: boolean;
  readonly first: readonly number[];
  readonly last: readonly number[];
}

const EMPTY: Fragment = { nullable: true, first: [], last: [] };

/** Where a run stopped: `offset` is the input length when the whole input was read. */
export interface RunResult {
  readonly accepted: boolean;
  /** Index of the first character no valid string can have here, or the input length. */
  readonly offset: number;
  /** The state before `offset`: what it could have read is `expectedAt(state)`. */
  readonly state: number;
}

export const END_OF_INPUT = 'end of input';

export class Automaton {
  /** Row offsets: a state is the index of its row in `table`, the dead state is row 0. */
  private readonly table: Int32Array;
  private readonly classOf: Uint8Array;
  private readonly classes: number;
  private readonly accepting: Uint8Array;
  readonly start: number;

  constructor(
    private readonly positionLabels: readonly (readonly string[])[],
    private readonly follow: readonly (readonly number[])[],
    private readonly initial: readonly number[],
    private readonly states: readonly (readonly number[])[],
    table: Int32Array,
    classOf: Uint8Array,
    classes: number,
    accepting: Uint8Array,
  ) {
    this.table = table;
    this.classOf = classOf;
    this.classes = classes;
    this.accepting = accepting;
    this.start = classes;
  }

  get stateCount(): number {
    return this.states.length;
  }

  get classCount(): number {
    return this.classes;
  }

  /** Whole-input membership. One table lookup per character. */
  accepts(text: string): boolean {
    const { table, classOf } = this;
    let state = this.start;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= ALPHABET_SIZE) return false;
      state = table[state + classOf[code]!]!;
      if (state === 0) return false;
    }
    return this.accepting[state] === 1;
  }

  run(text: string): RunResult {
    const { table, classOf } = this;
    let state = this.start;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      const next = code >= ALPHABET_SIZE ? 0 : table[state + classOf[code]!]!;
      if (next === 0) return { accepted: false, offset: i, state };
      state = next;
    }
    return { accepted: this.accepting[state] === 1, offset: text.length, state };
  }

  /**
   * Which prefixes of `text.slice(start, end)` the rule accepts, for the prefixes ending at
   * `windowStart` .. `end`: entry `k` is 1 when `text.slice(start, windowStart + k)` is accepted.
   * One run over the text, so asking about every end in a window costs what one answer costs.
   */
  acceptedEnds(text: string, start: number, end: number, windowStart: number): Uint8Array {
    const { table, classOf, accepting } = this;
    const flags = new Uint8Array(end - windowStart + 1);
    let state = this.start;
    if (windowStart === start) flags[0] = accepting[state]!;
    for (let i = start; i < end; i++) {
      const code = text.charCodeAt(i);
      state = code >= ALPHABET_SIZE ? 0 : table[state + classOf[code]!]!;
      if (state === 0) break;
      if (i + 1 >= windowStart) flags[i + 1 - windowStart] = accepting[state]!;
    }
    return flags;
  }

  /** Per state, so an error costs a lookup; bounded by the number of states. */
  private readonly expectedCache = new Map<number, readonly string[]>();

  /**
   * What could come next in `state`, in ABNF terms, in grammar order. The list is frozen: it is
   * shared by every error raised in that state, and a caller must not be able to change a later one.
   */
  expectedAt(state: number): readonly string[] {
    let expected = this.expectedCache.get(state);
    if (!expected) {
      expected = this.computeExpected(state);
      this.expectedCache.set(state, expected);
    }
    return expected;
  }

  private computeExpected(state: number): readonly string[] {
    const index = state / this.classes - 1;
    const current = this.states[index] ?? [];
    const candidates = new Set<number>();
    if (state === this.start) for (const q of this.initial) candidates.add(q);
    for (const p of current) for (const q of this.follow[p] ?? []) candidates.add(q);
    const labels = new Set<string>();
    for (const q of [...candidates].sort((a, b) => a - b)) {
      for (const label of this.positionLabels[q]!) labels.add(label);
    }
    if (this.accepting[state] === 1) labels.add(END_OF_INPUT);
    return Object.freeze([...labels]);
  }
}

/** Glushkov construction over a grammar, one rule at a time. */
class PositionBuilder {
  readonly sets: Uint8Array[] = [];
  readonly labels: (readonly string[])[] = [];
  readonly follow: number[][] = [];
  private readonly singles = new WeakMap<Expr, Uint8Array | null>();

  constructor(
    private readonly grammar: Grammar,
    private readonly messageRules: ReadonlySet<RuleName>,
  ) {}

  /** The characters `expr` matches if it always matches exactly one character, else null. */
  private singleCharacter(expr: Expr): Uint8Array | null {
    const known = this.singles.get(expr);
    if (known !== undefined) return known;
    let set: Uint8Array | null = null;
    switch (expr.kind) {
      case 'chars':
        set = new Uint8Array(ALPHABET_SIZE);
        for (const code of expr.codes) set[code] = 1;
        break;
      case 'literal':
        if (expr.text.length === 1) {
          set = new Uint8Array(ALPHABET_SIZE);
          for (const code of literalCodes(expr.text)) set[code] = 1;
        }
        break;
      case 'alt': {
        const parts = expr.items.map((item) => this.singleCharacter(item));
        if (parts.every((part) => part !== null)) {
          set = new Uint8Array(ALPHABET_SIZE);
          for (const part of parts) for (let c = 0; c < ALPHABET_SIZE; c++) set[c]! |= part[c]!;
        }
        break;
      }
      case 'ref':
        set = this.singleCharacter(this.grammar[expr.name]);
        break;
      case 'guard':
        set = this.singleCharacter(expr.item);
        break;
      default:
        set = null;
    }
    this.singles.set(expr, set);
    return set;
  }

  /** How messages name a one-character expression: its alternatives, each by its own name. */
  private leafLabels(expr: Expr): string[] {
    switch (expr.kind) {
      case 'ref':
        return [expr.name];
      case 'alt':
        return expr.items.flatMap((item) => this.leafLabels(item));
      case 'guard':
        return this.leafLabels(expr.item);
      case 'chars':
        return expr.label.split(' / ');
      default:
        return [show(expr)];
    }
  }

  private position(set: Uint8Array, label: readonly string[]): Fragment {
    const id = this.sets.length;
    this.sets.push(set);
    this.labels.push(label);
    this.follow.push([]);
    return { nullable: false, first: [id], last: [id] };
  }

  private concat(a: Fragment, b: Fragment): Fragment {
    for (const p of a.last) this.follow[p]!.push(...b.first);
    return {
      nullable: a.nullable && b.nullable,
      first: a.nullable ? [...a.first, ...b.first] : a.first,
      last: b.nullable ? [...b.last, ...a.last] : b.last,
    };
  }

  build(expr: Expr): Fragment {
    const single = this.singleCharacter(expr);
    if (single) return this.position(single, this.leafLabels(expr));
    switch (expr.kind) {
      case 'literal': {
        let fragment = EMPTY;
        [...expr.text].forEach((ch, i) => {
          const set = new Uint8Array(ALPHABET_SIZE);
          for (const code of literalCodes(ch)) set[code] = 1;
          const label = [JSON.stringify(i === 0 ? expr.text : ch)];
          fragment = this.concat(fragment, this.position(set, label));
        });
        return fragment;
      }
      case 'seq':
        return expr.items.reduce((acc, item) => this.concat(acc, this.build(item)), EMPTY);
      case 'alt': {
        const parts = expr.items.map((item) => this.build(item));
        return {
          nullable: parts.some((part) => part.nullable),
          first: parts.flatMap((part) => part.first),
          last: parts.flatMap((part) => part.last),
        };
      }
      case 'rep': {
        let fragment = EMPTY;
        for (let i = 0; i < expr.min; i++) fragment = this.concat(fragment, this.build(expr.item));
        if (expr.max === Infinity) {
          const loop = this.build(expr.item);
          for (const p of loop.last) this.follow[p]!.push(...loop.first);
          return this.concat(fragment, { ...loop, nullable: true });
        }
        for (let i = expr.min; i < expr.max; i++) {
          fragment = this.concat(fragment, { ...this.build(expr.item), nullable: true });
        }
        return fragment;
      }
      case 'ref': {
        const fragment = this.build(this.grammar[expr.name]);
        // The outermost such rule that starts at a position names it in messages.
        if (this.messageRules.has(expr.name)) {
          for (const p of fragment.first) this.labels[p] = [expr.name];
        }
        return fragment;
      }
      case 'guard':
        return this.build(expr.item);
      case 'chars':
        throw new Error('unreachable: a character set is a single character');
    }
  }
}

/** Characters that every position treats alike share a class, to keep the table narrow. */
function characterClasses(sets: readonly Uint8Array[]): { classOf: Uint8Array; count: number } {
  const distinct = new Map<string, Uint8Array>();
  for (const set of sets) distinct.set(set.join(''), set);
  const unique = [...distinct.values()];
  const classOf = new Uint8Array(ALPHABET_SIZE);
  const bySignature = new Map<string, number>();
  for (let c = 0; c < ALPHABET_SIZE; c++) {
    const signature = unique.map((set) => set[c]).join('');
    let id = bySignature.get(signature);
    if (id === undefined) {
      id = bySignature.size;
      bySignature.set(signature, id);
    }
    classOf[c] = id;
  }
  if (bySignature.size > 255) throw new Error('automaton: too many character classes');
  return { classOf, count: bySignature.size };
}

/** Acceptance indexed like the table: by a state's row offset, so a run needs no division. */
function acceptingRows(accepting: readonly number[], classes: number): Uint8Array {
  const rows = new Uint8Array(accepting.length * classes);
  accepting.forEach((flag, id) => {
    rows[id * classes] = flag;
  });
  return rows;
}

export function buildAutomaton(
  grammar: Grammar,
  name: RuleName,
  messageRules: ReadonlySet<RuleName>,
): Automaton {
  const builder = new PositionBuilder(grammar, messageRules);
  const root = builder.build({ kind: 'ref', name });
  const follow = builder.follow.map((list) => [...new Set(list)].sort((a, b) => a - b));
  const { classOf, count: classes } = characterClasses(builder.sets);

  // The class each position accepts, as a list, so that a transition only scans its candidates.
  const representative = new Int32Array(classes).fill(-1);
  for (let c = 0; c < ALPHABET_SIZE; c++) {
    if (representative[classOf[c]!] === -1) representative[classOf[c]!] = c;
  }
  const accepts = (q: number, cls: number): boolean => builder.sets[q]![representative[cls]!] === 1;

  const isLast = new Uint8Array(builder.sets.length);
  for (const p of root.last) isLast[p] = 1;

  // State 0 is dead (the empty set); state 1 is the start, which reads `root.first`.
  const states: number[][] = [[], []];
  const ids = new Map<string, number>([['', 0]]);
  const rows: number[] = [];
  const accepting: number[] = [0, root.nullable ? 1 : 0];
  for (let s = 1; s < states.length; s++) {
    const current = states[s]!;
    const candidates = s === 1 ? root.first : [...new Set(current.flatMap((p) => follow[p]!))];
    for (let cls = 0; cls < classes; cls++) {
      const next = candidates.filter((q) => accepts(q, cls)).sort((a, b) => a - b);
      const key = next.join(',');
      let id = ids.get(key);
      if (id === undefined) {
        id = states.length;
        ids.set(key, id);
        states.push(next);
        accepting.push(next.some((q) => isLast[q] === 1) ? 1 : 0);
      }
      rows[s * classes + cls] = id * classes;
    }
  }
  const table = new Int32Array(states.length * classes);
  for (let i = classes; i < table.length; i++) table[i] = rows[i] ?? 0;
  // `Automaton` numbers its sets from the start state: the dead state's set is not kept.
  return new Automaton(
    builder.labels,
    follow,
    root.first,
    states.slice(1),
    table,
    classOf,
    classes,
    acceptingRows(accepting, classes),
  );
}
