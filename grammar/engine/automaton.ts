/**
 * Deterministic automata for the rules of a grammar, built from the same `Expr` data as the
 * combinators.
 *
 * The grammars here have no recursion, so every rule denotes a regular language. Each rule is
 * expanded into a Glushkov position automaton (one position per character test; bounded
 * repetitions are unrolled) and determinized by subset construction. Alternation becomes set
 * union, so the order of alternatives and the PEG guards play no part: the automaton accepts
 * the ABNF language itself, which makes it both the fast path of `isValid` and the reference
 * the combinators are tested against.
 *
 * Every state but the dead one can still reach acceptance (no sub-expression of the grammars
 * has an empty language), so the offset at which a run falls into the dead state is the
 * first character that no valid string with the prefix read so far can have.
 *
 * Characters are code points. The table is indexed by character class: ASCII characters find
 * their class in a 128-entry array, as they always did; a code point above U+007F finds it by a
 * binary search over the bounds of the non-ASCII intervals the rule names (`ucschar`, `iprivate`,
 * everything else). A rule with no non-ASCII character refuses any such code point at once, so a
 * URI grammar pays nothing for IRIs. A lone surrogate is in no class.
 */
import { type Expr, type Grammar, literalCodes, show } from './abnf';
import {
  ASCII_LIMIT,
  type Interval,
  LONE_SURROGATE,
  MAX_CODE_POINT,
  codePointAt,
  inIntervals,
  normalizeIntervals,
} from './code-points';

interface Fragment {
  readonly nullable: boolean;
  readonly first: readonly number[];
  readonly last: readonly number[];
}

const EMPTY: Fragment = { nullable: true, first: [], last: [] };

/** Where a run stopped: `offset` is the input length when the whole input was read. */
export interface RunResult {
  readonly accepted: boolean;
  /** UTF-16 index of the first character no valid string can have here, or the input length. */
  readonly offset: number;
  /** The state before `offset`: what it could have read is `expectedAt(state)`. */
  readonly state: number;
}

export const END_OF_INPUT = 'end of input';

/** How code points above U+007F map to classes: segment starts and the class of each segment. */
interface NonAsciiClasses {
  readonly starts: Int32Array;
  readonly classes: Uint8Array;
}

export class Automaton {
  /** Row offsets: a state is the index of its row in `table`, the dead state is row 0. */
  private readonly table: Int32Array;
  private readonly classOf: Uint8Array;
  private readonly classes: number;
  private readonly accepting: Uint8Array;
  /** Null when the rule accepts no character above U+007F. */
  private readonly nonAscii: NonAsciiClasses | null;
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
    nonAscii: NonAsciiClasses | null,
  ) {
    this.table = table;
    this.classOf = classOf;
    this.classes = classes;
    this.accepting = accepting;
    this.nonAscii = nonAscii;
    this.start = classes;
  }

  get stateCount(): number {
    return this.states.length;
  }

  get classCount(): number {
    return this.classes;
  }

  /** Whether the rule has characters outside ASCII (an IRI rule does, a URI rule does not). */
  get readsNonAscii(): boolean {
    return this.nonAscii !== null;
  }

  /** The class of a code point above U+007F, or -1 when no character of the rule has it. */
  private classOfNonAscii(code: number): number {
    const nonAscii = this.nonAscii;
    if (nonAscii === null || code === LONE_SURROGATE) return -1;
    const { starts, classes } = nonAscii;
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= code) low = middle;
      else high = middle - 1;
    }
    return classes[low]!;
  }

  /**
   * Whole-input membership. One table lookup per ASCII character, in a loop kept as small as it
   * was before there were other alphabets: the first character above U+007F hands the rest of
   * the input to `acceptsFrom`.
   */
  accepts(text: string): boolean {
    const { table, classOf } = this;
    let state = this.start;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code >= ASCII_LIMIT) return this.acceptsFrom(text, i, state);
      state = table[state + classOf[code]!]!;
      if (state === 0) return false;
    }
    return this.accepting[state] === 1;
  }

  /** `accepts` from index `i` in `state`, for input with characters above U+007F. */
  private acceptsFrom(text: string, i: number, state: number): boolean {
    if (this.nonAscii === null) return false;
    for (; i < text.length; i++) {
      state = this.step(state, text, i);
      if (state === 0) return false;
      if (text.charCodeAt(i) >= 0xd800 && text.charCodeAt(i) <= 0xdbff) i++;
    }
    return this.accepting[state] === 1;
  }

  /** The state after reading the character at `i` from `state` (0 when it cannot be read). */
  private step(state: number, text: string, i: number): number {
    const code = text.charCodeAt(i);
    if (code < ASCII_LIMIT) return this.table[state + this.classOf[code]!]!;
    const cls = this.classOfNonAscii(codePointAt(text, i));
    return cls < 0 ? 0 : this.table[state + cls]!;
  }

  run(text: string): RunResult {
    let state = this.start;
    for (let i = 0; i < text.length; i++) {
      const next = this.step(state, text, i);
      if (next === 0) return { accepted: false, offset: i, state };
      state = next;
      if (text.charCodeAt(i) >= 0xd800 && text.charCodeAt(i) <= 0xdbff) i++;
    }
    return { accepted: this.accepting[state] === 1, offset: text.length, state };
  }

  /**
   * Which prefixes of `text.slice(start, end)` the rule accepts, for the prefixes ending at
   * `windowStart` .. `end`: entry `k` is 1 when `text.slice(start, windowStart + k)` is accepted.
   * One run over the text, so asking about every end in a window costs what one answer costs.
   */
  acceptedEnds(text: string, start: number, end: number, windowStart: number): Uint8Array {
    const flags = new Uint8Array(end - windowStart + 1);
    let state = this.start;
    if (windowStart === start) flags[0] = this.accepting[state]!;
    for (let i = start; i < end; i++) {
      state = this.step(state, text, i);
      if (state === 0) break;
      if (text.charCodeAt(i) >= 0xd800 && text.charCodeAt(i) <= 0xdbff) i++;
      if (i + 1 >= windowStart) flags[i + 1 - windowStart] = this.accepting[state]!;
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
class PositionBuilder<Name extends string> {
  /** The characters each position accepts, as normalized intervals. */
  readonly sets: Interval[][] = [];
  readonly labels: (readonly string[])[] = [];
  readonly follow: number[][] = [];
  private readonly singles = new WeakMap<Expr<Name>, Interval[] | null>();

  constructor(
    private readonly grammar: Grammar<Name>,
    private readonly messageRules: ReadonlySet<string>,
  ) {}

  /** The characters `expr` matches if it always matches exactly one character, else null. */
  private singleCharacter(expr: Expr<Name>): Interval[] | null {
    const known = this.singles.get(expr);
    if (known !== undefined) return known;
    let set: Interval[] | null = null;
    switch (expr.kind) {
      case 'chars':
        set = [...expr.intervals];
        break;
      case 'literal':
        if ([...expr.text].length === 1) {
          set = normalizeIntervals(
            literalCodes(expr.text, expr.caseSensitive).map((code) => [code, code]),
          );
        }
        break;
      case 'alt': {
        const parts = expr.items.map((item) => this.singleCharacter(item));
        if (parts.every((part) => part !== null)) set = normalizeIntervals(parts.flat());
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
  private leafLabels(expr: Expr<Name>): string[] {
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

  private position(set: Interval[], label: readonly string[]): Fragment {
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

  build(expr: Expr<Name>): Fragment {
    const single = this.singleCharacter(expr);
    if (single) return this.position(single, this.leafLabels(expr));
    switch (expr.kind) {
      case 'literal': {
        let fragment = EMPTY;
        [...expr.text].forEach((ch, i) => {
          const codes = literalCodes(ch, expr.caseSensitive);
          const set = normalizeIntervals(codes.map((code) => [code, code]));
          const label = [i === 0 ? show(expr) : JSON.stringify(ch)];
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

/** A key for a signature: which of the distinct sets hold a character. */
function signatureOf(sets: readonly Interval[][], code: number): string {
  let signature = '';
  for (const set of sets) signature += inIntervals(set, code) ? '1' : '0';
  return signature;
}

interface Classes {
  readonly classOf: Uint8Array;
  readonly count: number;
  /** Null when no set holds a code point above U+007F. */
  readonly nonAscii: NonAsciiClasses | null;
  /** A code point of each class, to test which positions accept the class. */
  readonly representatives: readonly number[];
}

/**
 * Characters that every position treats alike share a class, to keep the table narrow. ASCII
 * characters are classed one by one; above U+007F the code points between two consecutive
 * interval bounds are treated alike, so each such segment gets the class of its first code point.
 */
function characterClasses(sets: readonly Interval[][]): Classes {
  const distinct = new Map<string, Interval[]>();
  for (const set of sets) distinct.set(JSON.stringify(set), set);
  const unique = [...distinct.values()];
  const bySignature = new Map<string, number>();
  const representatives: number[] = [];
  const classFor = (code: number): number => {
    const signature = signatureOf(unique, code);
    let id = bySignature.get(signature);
    if (id === undefined) {
      id = bySignature.size;
      bySignature.set(signature, id);
      representatives.push(code);
    }
    return id;
  };
  const classOf = new Uint8Array(ASCII_LIMIT);
  for (let c = 0; c < ASCII_LIMIT; c++) classOf[c] = classFor(c);

  const bounds = new Set<number>();
  for (const set of unique) {
    for (const [low, high] of set) {
      if (high < ASCII_LIMIT) continue;
      bounds.add(Math.max(low, ASCII_LIMIT));
      if (high < MAX_CODE_POINT) bounds.add(high + 1);
    }
  }
  let nonAscii: NonAsciiClasses | null = null;
  if (bounds.size > 0) {
    const starts = [ASCII_LIMIT, ...[...bounds].filter((b) => b > ASCII_LIMIT)].sort(
      (a, b) => a - b,
    );
    nonAscii = {
      starts: Int32Array.from(starts),
      classes: Uint8Array.from(starts.map(classFor)),
    };
  }
  if (bySignature.size > 255) throw new Error('automaton: too many character classes');
  return { classOf, count: bySignature.size, nonAscii, representatives };
}

/** Acceptance indexed like the table: by a state's row offset, so a run needs no division. */
function acceptingRows(accepting: readonly number[], classes: number): Uint8Array {
  const rows = new Uint8Array(accepting.length * classes);
  accepting.forEach((flag, id) => {
    rows[id * classes] = flag;
  });
  return rows;
}

export function buildAutomaton<Name extends string>(
  grammar: Grammar<Name>,
  name: Name,
  messageRules: ReadonlySet<string>,
): Automaton {
  const builder = new PositionBuilder(grammar, messageRules);
  const root = builder.build({ kind: 'ref', name });
  const follow = builder.follow.map((list) => [...new Set(list)].sort((a, b) => a - b));
  const { classOf, count: classes, nonAscii, representatives } = characterClasses(builder.sets);

  // Per position, which classes it accepts, so that a transition only scans its candidates.
  const accepts = builder.sets.map((set) =>
    Uint8Array.from(representatives, (code) => (inIntervals(set, code) ? 1 : 0)),
  );

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
      const next = candidates.filter((q) => accepts[q]![cls] === 1).sort((a, b) => a - b);
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
    nonAscii,
  );
}
