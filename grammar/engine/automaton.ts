/**
 * Deterministic automata for the rules of a grammar, built from the same `Expr` data as the
 * combinators, in four layers: the Glushkov construction (`glushkov.ts`: one position per
 * character test; bounded repetitions unrolled), character classes (`character-classes.ts`),
 * determinization by subset construction and minimization (`determinize.ts`), and this file,
 * the runner with its skips. Alternation becomes set union, so the order of alternatives and the
 * PEG guards play no part: the automaton accepts the ABNF language itself, which makes it both
 * the fast path of `isValid` and the reference the combinators are tested against. A rule that
 * refers to itself need not be regular and gets no automaton (see compiled-grammar.ts).
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
import type { NonAsciiClasses } from './character-classes';
import { ASCII_LIMIT, LONE_SURROGATE, codePointAt } from './code-points';
import type { Table } from './determinize';
import {
  NO_ANSWER,
  type RunnerAutomaton,
  VECTOR_CAPACITY,
  type VectorTables,
  vectorMarkedTables,
  vectorRefusedRow,
  vectorRun,
  vectorRunnerReady,
  vectorTables,
} from './vector-runner';

/** Where a run stopped: `offset` is the input length when the whole input was read. */
export interface RunResult {
  readonly accepted: boolean;
  /** UTF-16 index of the first character no valid string can have here, or the input length. */
  readonly offset: number;
  /** The state before `offset`: what it could have read is `expectedAt(state)`. */
  readonly state: number;
}

export const END_OF_INPUT = 'end of input';

/**
 * How many whole-input runs the automata have made, counted only while `enabled` (tests turn it
 * on to hold each operation to one run per input string; the check costs a load when off).
 */
export const AUTOMATON_RUNS = { enabled: false, count: 0 };

/** What `buildAutomaton` hands the runner: the tables of one rule, built once. */
export interface AutomatonTables {
  /** Per Glushkov position, how messages name what it reads. */
  readonly positionLabels: readonly (readonly string[])[];
  /** Per position, the positions that may follow it. */
  readonly follow: readonly (readonly number[])[];
  /** The positions a match can start with. */
  readonly initial: readonly number[];
  /** Per state of the unminimized automaton (from the start), its set of positions. */
  readonly states: readonly (readonly number[])[];
  /** Row offsets: a state is the index of its row in `table`, the dead state is row 0. */
  readonly table: Int32Array;
  readonly classOf: Uint8Array;
  readonly classes: number;
  readonly accepting: Uint8Array;
  /** Null when the rule accepts no character above U+007F. */
  readonly nonAscii: NonAsciiClasses | null;
  /** The minimal automaton, for the runs that need only acceptance. */
  readonly minimal: Table;
  /** A code point of each class. */
  readonly representatives: readonly number[];
}

/** The minimal automaton of a rule as plain data (see `Automaton.membershipTables`). */
export interface MembershipTables {
  readonly classes: number;
  /** The start state's index. */
  readonly start: number;
  /** `next[state * classes + class]`: the next state's index; 0 is the dead state. */
  readonly next: readonly number[];
  /** Per state, 1 when it accepts. */
  readonly accepting: readonly number[];
  /** The class of each ASCII character. */
  readonly classOf: readonly number[];
  /** Above U+007F: segment starts and each segment's class; null when no such code point is read. */
  readonly nonAscii: {
    readonly starts: readonly number[];
    readonly classes: readonly number[];
  } | null;
}

export class Automaton {
  private readonly table: Int32Array;
  private readonly classOf: Uint8Array;
  private readonly classes: number;
  private readonly accepting: Uint8Array;
  private readonly nonAscii: NonAsciiClasses | null;
  readonly start: number;
  private readonly fastTable: Int32Array;
  private readonly fastAccepting: Uint8Array;
  private readonly fastStart: number;
  /** Per state of the minimal automaton (its index), an unminimized state it stands for. */
  private readonly fastMember: Int32Array;
  /** The minimal automaton's state (row) before the offset the last `refusedAt` returned. */
  private refusedState = 0;
  private readonly pairs: PairTable | null;
  private readonly positionLabels: readonly (readonly string[])[];
  private readonly follow: readonly (readonly number[])[];
  private readonly initial: readonly number[];
  private readonly states: readonly (readonly number[])[];
  private readonly representatives: readonly number[];

  constructor(tables: AutomatonTables) {
    const { minimal, classes, classOf } = tables;
    this.fastTable = minimal.table;
    this.fastAccepting = minimal.accepting;
    this.fastStart = minimal.start;
    this.fastMember = minimal.member;
    this.pairs = pairTableOf(minimal, classes, classOf);
    this.table = tables.table;
    this.classOf = classOf;
    this.classes = classes;
    this.accepting = tables.accepting;
    this.nonAscii = tables.nonAscii;
    this.start = classes;
    this.positionLabels = tables.positionLabels;
    this.follow = tables.follow;
    this.initial = tables.initial;
    this.states = tables.states;
    this.representatives = tables.representatives;
  }

  /**
   * Strings that take every transition of the minimal automaton once: for each live state and
   * character class, a shortest way to the state, a character of the class, and a shortest way
   * from there to acceptance (none when the character leads nowhere: then the string is one the
   * rule refuses). What the trap checker runs the ordered-choice back end on.
   */
  transitionCover(): string[] {
    const { fastTable: table, fastAccepting: accepting, classes } = this;
    const rows = table.length / classes;
    const char = (cls: number): string => String.fromCodePoint(this.representatives[cls]!);
    // Shortest way from the start to each state (breadth first).
    const into: (string | undefined)[] = new Array<string | undefined>(rows);
    into[this.fastStart / classes] = '';
    const queue = [this.fastStart];
    while (queue.length > 0) {
      const row = queue.shift()!;
      for (let cls = 0; cls < classes; cls++) {
        const next = table[row + cls]!;
        if (next !== 0 && into[next / classes] === undefined) {
          into[next / classes] = into[row / classes]! + char(cls);
          queue.push(next);
        }
      }
    }
    // Shortest way from each state to acceptance: relax until nothing changes.
    const out: (string | undefined)[] = new Array<string | undefined>(rows);
    for (let s = 1; s < rows; s++) if (accepting[s * classes] === 1) out[s] = '';
    for (let changed = true; changed;) {
      changed = false;
      for (let s = 1; s < rows; s++) {
        for (let cls = 0; cls < classes; cls++) {
          const next = table[s * classes + cls]! / classes;
          const tail = out[next];
          if (next === 0 || tail === undefined) continue;
          const candidate = char(cls) + tail;
          if (out[s] === undefined || candidate.length < out[s]!.length) {
            out[s] = candidate;
            changed = true;
          }
        }
      }
    }
    const strings: string[] = [];
    for (let s = 1; s < rows; s++) {
      const prefix = into[s];
      if (prefix === undefined) continue;
      strings.push(prefix + (out[s] ?? ''));
      for (let cls = 0; cls < classes; cls++) {
        strings.push(prefix + char(cls) + (out[table[s * classes + cls]! / classes] ?? ''));
      }
    }
    return strings;
  }

  /**
   * What a membership test needs, as plain data: the minimal automaton (its rows by state index,
   * the dead state 0), the character classes, and the acceptance of each state. The build writes
   * it into compact tables (scripts/generate-grammar-data.ts) that src/tables/ runs without the
   * engine.
   */
  membershipTables(): MembershipTables {
    const { fastTable, fastAccepting, classes } = this;
    const states = fastTable.length / classes;
    return {
      classes,
      start: this.fastStart / classes,
      next: Array.from(fastTable, (row) => row / classes),
      accepting: Array.from({ length: states }, (_, s) => fastAccepting[s * classes]!),
      classOf: Array.from(this.classOf),
      nonAscii:
        this.nonAscii === null
          ? null
          : {
              starts: Array.from(this.nonAscii.starts),
              classes: Array.from(this.nonAscii.classes),
            },
    };
  }

  /** A code point of each character class, and one the rule has no class for when there is one. */
  get alphabet(): readonly string[] {
    return this.representatives.map((code) => String.fromCodePoint(code));
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

  /**
   * Whether every string the rule accepts is made of ASCII characters for which `allowed` holds:
   * no live state of the minimal automaton steps on any other character. The CLI asks this of its
   * rule to know, from a line's acceptance alone, that the line is its own JSON string body.
   */
  acceptsOnlyAscii(allowed: (code: number) => boolean): boolean {
    if (this.nonAscii !== null) return false;
    const { fastTable: table, classOf, classes } = this;
    for (let code = 0; code < ASCII_LIMIT; code++) {
      if (allowed(code)) continue;
      const column = classOf[code]!;
      for (let row = 0; row < table.length; row += classes) {
        if (table[row + column] !== 0) return false;
      }
    }
    return true;
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
   * Whole-input membership, on the minimal automaton: two ASCII characters a step, native scans
   * over long runs in one state on long input, and the first character above U+007F handing the
   * rest of the input to `acceptsFrom`.
   */
  accepts(text: string): boolean {
    if (AUTOMATON_RUNS.enabled) AUTOMATON_RUNS.count++;
    return this.acceptsWhole(text);
  }

  private acceptsWhole(text: string): boolean {
    // Read once: "Reading a caller's string" (code-points.ts).
    const length = text.length;
    if (length >= VECTOR_INPUT && this.vector !== null) {
      const answer = this.acceptsVectored(text, length);
      if (answer !== NO_ANSWER) return answer === 1;
    }
    const pairs = this.pairs;
    if (pairs === null) return this.acceptsFrom(text, 0, this.fastStart);
    if (length >= LONG_INPUT) return this.acceptsSkipping(text, pairs);
    const { table, pairClass, width } = pairs;
    let state = width;
    let i = 0;
    for (; i + 1 < length; i += 2) {
      const x = String.prototype.charCodeAt.call(text, i);
      const y = String.prototype.charCodeAt.call(text, i + 1);
      if ((x | y) >= ASCII_LIMIT) return this.acceptsFrom(text, i, (state / width) * this.classes);
      state = table[state + pairClass[(x << 7) | y]!]!;
      if (state === 0) return false;
    }
    return this.acceptsLast(text, length, i, state, pairs);
  }

  /**
   * `accepts` by the vector runner (vector-runner.ts), from index `from` in `row` (the start by
   * default; `acceptsRest` hands over later): 1 or 0, or `NO_ANSWER` when the runner is not there
   * or does not take the text.
   */
  private acceptsVectored(text: string, length: number, from = 0, row = this.fastStart): number {
    const tables = this.vectorTables();
    if (tables === null) return NO_ANSWER;
    const refused = vectorRun(tables, text, length, null, from, row);
    return refused === NO_ANSWER ? NO_ANSWER : refused < 0 ? 1 : 0;
  }

  /**
   * `refusedAt` by the vector runner, with the events of `marks` written at `positions` when
   * there are marks (`refusedAtMarking`); `NO_ANSWER` when the runner is not there or does not
   * take the text.
   */
  private refusedVectored(
    text: string,
    length: number,
    marks: TransitionMarks | null,
    positions: Int32Array | null,
  ): number {
    const plain = this.vectorTables();
    if (plain === null) return NO_ANSWER;
    let tables: VectorTables | null = plain;
    if (marks !== null) {
      if (marks !== this.vectorMarks) {
        this.vectorMarked =
          this.vectorMarkedBy.get(marks) ??
          vectorMarkedTables(plain, this.runnerAutomaton(), marks.single);
        if (this.vectorMarked !== null) this.vectorMarkedBy.set(marks, this.vectorMarked);
        this.vectorMarks = marks;
      }
      tables = this.vectorMarked;
      if (tables === null) return NO_ANSWER;
    }
    const refused = vectorRun(tables, text, length, positions);
    if (refused >= 0) this.refusedState = vectorRefusedRow();
    return refused;
  }

  /** The vector runner's tables, laid out at the first long input; null without a runner. */
  private vectorTables(): VectorTables | null {
    if (this.vector === undefined) this.vector = vectorTables(this.runnerAutomaton());
    return this.vector;
  }

  private runnerAutomaton(): RunnerAutomaton {
    return {
      table: this.fastTable,
      classOf: this.classOf,
      classes: this.classes,
      accepting: this.fastAccepting,
      start: this.fastStart,
    };
  }

  /** The vector runner's tables: undefined until the first long input, null without a runner. */
  private vector: VectorTables | null | undefined = undefined;
  /** The tables of the marks of the last marked vector run, and of every marks seen. */
  private vectorMarks: TransitionMarks | null = null;
  private vectorMarked: VectorTables | null = null;
  private readonly vectorMarkedBy = new WeakMap<TransitionMarks, VectorTables>();

  /** Whether the vector runner takes ASCII input of `length` characters. */
  private vectorsOn(length: number): boolean {
    return length >= VECTOR_INPUT && length <= VECTOR_CAPACITY && vectorRunnerReady();
  }

  /**
   * Whether `refusedAtMarking` reads input of `length` characters as fast as `refusedAt` does:
   * when it is short, or when the vector runner takes it (long input is otherwise better read
   * by `refusedAt`'s skips, and split after).
   */
  marksOn(length: number): boolean {
    return length < LONG_INPUT || this.vectorsOn(length);
  }

  /**
   * A run of the minimal automaton driven by its caller, for a reader that reads the first
   * characters of the input anyway (the policy's accept path reads the scheme and the authority):
   * it steps the automaton on each of them (`asciiSteps`, `stepAt`), then hands the rest of the
   * input to `acceptsRest`, so that no character is read twice. Counted as one run. The start
   * state is what this returns; 0 is the dead state, as in every step.
   */
  beginRun(): number {
    if (AUTOMATON_RUNS.enabled) AUTOMATON_RUNS.count++;
    return this.fastStart;
  }

  /**
   * The minimal automaton's table, for a caller that steps it in its own loop: the state after
   * the ASCII character `code` from `state` is `table[state + classOf[code]]` (0: cannot). Both
   * are the runner's own arrays, to be read and never written.
   */
  get asciiSteps(): { readonly table: Int32Array; readonly classOf: Uint8Array } {
    return { table: this.fastTable, classOf: this.classOf };
  }

  /**
   * The minimal automaton's state after the character at `i` from `state`, any code point (0:
   * cannot); a pair of surrogates is one step, and the next character is at `i + 2`.
   */
  stepAt(state: number, text: string, i: number): number {
    return this.fastStep(state, text, i);
  }

  /**
   * Whether a run of a caller (`beginRun`) in `state` before index `i` ends in acceptance: the
   * rest of the input read as `accepts` reads short input, two ASCII characters a step. With `i`
   * at or past the end, the run has read everything and `state` alone answers.
   */
  acceptsRest(text: string, i: number, state: number): boolean {
    const length = text.length;
    if (length >= VECTOR_INPUT && state !== 0 && this.vectorsOn(length)) {
      const answer = this.acceptsVectored(text, length, i, state);
      if (answer !== NO_ANSWER) return answer === 1;
    }
    const pairs = this.pairs;
    if (pairs === null) return this.acceptsFrom(text, i, state);
    const { table, pairClass, width } = pairs;
    let pairState = (state / this.classes) * width;
    for (; i + 1 < length; i += 2) {
      const x = String.prototype.charCodeAt.call(text, i);
      const y = String.prototype.charCodeAt.call(text, i + 1);
      if ((x | y) >= ASCII_LIMIT) {
        return this.acceptsFrom(text, i, (pairState / width) * this.classes);
      }
      pairState = table[pairState + pairClass[(x << 7) | y]!]!;
      if (pairState === 0) return false;
    }
    return this.acceptsLast(text, length, i, pairState, pairs);
  }

  /**
   * Whether `accepts` reads input of `length` characters with its skips (long runs of a path or a
   * query, read by native scans), which `acceptsRest` has not: a caller that would drive a run
   * itself leaves such input to `accepts`. Input the vector runner takes is not such: `accepts`
   * and `acceptsRest` both hand it to the runner.
   */
  skipsOn(length: number): boolean {
    return length >= LONG_INPUT && !this.vectorsOn(length);
  }

  /**
   * -1 when the rule accepts `text`; otherwise the offset of the first character that no valid
   * string with the prefix before it can have (the length when the text ends too soon). One run
   * of the minimal automaton, whose states keep their expected sets: `expectedAtRefusal` then
   * says what could have stood at the offset, with no second run.
   */
  refusedAt(text: string): number {
    if (AUTOMATON_RUNS.enabled) AUTOMATON_RUNS.count++;
    const length = text.length;
    if (length >= VECTOR_INPUT && this.vector !== null) {
      const refused = this.refusedVectored(text, length, null, null);
      if (refused !== NO_ANSWER) return refused;
    }
    const pairs = this.pairs;
    // Long input is read with the skips; only a refusal reads it again, to find where.
    if (pairs === null || length >= LONG_INPUT) return this.refusedSkipping(text, length, pairs);
    // The loop of `accepts`, so that valid input costs what `accepts` costs. A pair with no step
    // is refused in it (`refusedInPair`); a character above ASCII, or the end, hands over to
    // `refusedFrom`, which reads on a character a step.
    const { table, pairClass, width } = pairs;
    let state = width;
    let i = 0;
    for (; i + 1 < length; i += 2) {
      const x = String.prototype.charCodeAt.call(text, i);
      const y = String.prototype.charCodeAt.call(text, i + 1);
      if ((x | y) >= ASCII_LIMIT) break;
      const next = table[state + pairClass[(x << 7) | y]!]!;
      if (next === 0) return this.refusedInPair((state / width) * this.classes, x, i);
      state = next;
    }
    if (i === length) {
      if (pairs.accepting[state] === 1) return -1;
    } else if (i + 1 === length) {
      const x = String.prototype.charCodeAt.call(text, i);
      if (x < ASCII_LIMIT) {
        const last = pairs.single[(state / width) * this.classes + this.classOf[x]!]!;
        if (last !== 0 && pairs.accepting[last] === 1) return -1;
      }
    }
    return this.refusedFrom(text, length, i, (state / width) * this.classes);
  }

  /** `refusedAt` for long input, or a rule with no pair table. */
  private refusedSkipping(text: string, length: number, pairs: PairTable | null): number {
    if (pairs !== null && this.acceptsSkipping(text, pairs)) return -1;
    return this.refusedFrom(text, length, 0, this.fastStart);
  }

  /**
   * `refusedAt` from index `i` in `state` (a row) of the minimal automaton, a character a step,
   * over a text of `length`.
   */
  private refusedFrom(text: string, length: number, i: number, state: number): number {
    for (; i < length; i++) {
      const next = this.fastStep(state, text, i);
      if (next === 0) {
        this.refusedState = state;
        return i;
      }
      state = next;
      if (
        String.prototype.charCodeAt.call(text, i) >= 0xd800 &&
        String.prototype.charCodeAt.call(text, i) <= 0xdbff
      )
        i++;
    }
    if (this.fastAccepting[state] === 1) return -1;
    this.refusedState = state;
    return length;
  }

  /**
   * Marks a caller puts on the minimal automaton's transitions, ready for `refusedAtMarking`:
   * `single[row + class]` is an event of the caller's (such as "the ':' that ends a scheme"), a
   * number from 1 to 31, or 0 for none, read with the table `minimalTransitions` gives. The pair
   * table is copied with the events of each entry's two steps packed above its next state, so
   * that the run reads one number per pair step, as `refusedAt` does (a table of events beside
   * the pair table was a second load a step, and 0.3 `isValid` more on the bench's strings).
   */
  marking(single: Uint8Array): TransitionMarks {
    const pairs = this.pairs;
    if (single.some((event) => event > MAX_EVENT)) {
      throw new RangeError(`marking: events are numbers from 0 to ${MAX_EVENT}`);
    }
    if (pairs === null || pairs.table.length > PACKED_STATE) return { single, pair: null };
    const { width } = pairs;
    const { fastTable: table, classes } = this;
    const states = table.length / classes;
    const pair = new Int32Array(states * width);
    for (let s = 0; s < states; s++) {
      for (let first = 0; first < classes; first++) {
        const middle = table[s * classes + first]!;
        if (middle === 0) continue;
        const firstEvent = single[s * classes + first]!;
        for (let second = 0; second < classes; second++) {
          const column = s * width + first * classes + second;
          const next = pairs.table[column]!;
          if (next === 0) continue;
          const secondEvent = single[middle + second]!;
          pair[column] = next | (firstEvent << FIRST_EVENT) | (secondEvent << SECOND_EVENT);
        }
      }
    }
    return { single, pair };
  }

  /**
   * The minimal automaton as `marking` reads it: `table[row + class]` is the next row (0 the dead
   * state), rows are `classes` apart, and `start` is the first; with the class of each ASCII
   * character, and the classes of the code points above U+007F.
   */
  get minimalTransitions(): {
    readonly table: Int32Array;
    readonly classOf: Uint8Array;
    readonly classes: number;
    readonly start: number;
    readonly nonAsciiClasses: readonly number[];
  } {
    return {
      table: this.fastTable,
      classOf: this.classOf,
      classes: this.classes,
      start: this.fastStart,
      nonAsciiClasses: this.nonAscii === null ? [] : Array.from(this.nonAscii.classes),
    };
  }

  /**
   * `refusedAt`, which also writes at `positions[event]` the index of the character whose step
   * last carried that event of `marks` (entry 0 is written over at will; the others are -1 when
   * their event does not happen): a caller that needs to know where some transitions were taken
   * learns it in the one run that validates, with no second pass over the input. Short ASCII
   * input is read two characters a step, as `refusedAt` reads it, the rest one character a step
   * (`marksOn` says which input a caller should rather give `refusedAt`, whose skips this run
   * does not have). A caller that has read `text.length` passes it: see
   * "Reading a caller's string" (code-points.ts).
   */
  refusedAtMarking(
    text: string,
    marks: TransitionMarks,
    positions: Int32Array,
    length: number = text.length,
  ): number {
    if (AUTOMATON_RUNS.enabled) AUTOMATON_RUNS.count++;
    if (length >= VECTOR_INPUT && this.vector !== null) {
      const refused = this.refusedVectored(text, length, marks, positions);
      if (refused !== NO_ANSWER) return refused;
    }
    clearPositions(positions);
    const pairs = this.pairs;
    const pairMarks = marks.pair;
    let i = 0;
    let row = this.fastStart;
    if (pairs !== null && pairMarks !== null) {
      const { pairClass, width } = pairs;
      let state = width;
      for (; i + 1 < length; i += 2) {
        const x = String.prototype.charCodeAt.call(text, i);
        const y = String.prototype.charCodeAt.call(text, i + 1);
        if ((x | y) >= ASCII_LIMIT) break;
        const entry = pairMarks[state + pairClass[(x << 7) | y]!]!;
        if (entry === 0) return this.refusedInPair((state / width) * this.classes, x, i);
        // Most steps carry no event (about 2 of a short reference's 16 pairs do): a branch that
        // mispredicts at those few costs less than two stores at every step (the marked run went
        // from 1.20 to 1.04 times `isValid` on the realistic corpus, 1.22 to 1.13 on the
        // generated one; docs/performance.md).
        if (entry > PACKED_STATE_MASK) {
          positions[(entry >> FIRST_EVENT) & MAX_EVENT] = i;
          positions[entry >> SECOND_EVENT] = i + 1;
          state = entry & PACKED_STATE_MASK;
        } else state = entry;
      }
      // The end of a run that read every pair, as `refusedAt` ends it: no call for the last
      // character, or none. (The row is worked out only past the first test: a division.)
      if (i === length && pairs.accepting[state] === 1) return -1;
      row = (state / width) * this.classes;
      if (i + 1 === length && String.prototype.charCodeAt.call(text, i) < ASCII_LIMIT) {
        const column = row + this.classOf[String.prototype.charCodeAt.call(text, i)]!;
        const last = this.fastTable[column]!;
        if (last !== 0 && this.fastAccepting[last] === 1) {
          positions[marks.single[column]!] = i;
          return -1;
        }
      }
    }
    return this.markedFrom(text, length, i, row, marks.single, positions);
  }

  /**
   * Where a run refuses at the ASCII pair `x`, y at `i`, in `row`, when the pair has no step: at
   * `x` when it has none, else at y. Read from the pair already loaded, with no second pass over
   * the characters (10 ns less a refusal inside a short text, which `safeParse` pays and
   * `isValid` does not). A refused text's positions are not read, so none is written here.
   */
  private refusedInPair(row: number, x: number, i: number): number {
    const middle = this.fastTable[row + this.classOf[x]!]!;
    if (middle === 0) {
      this.refusedState = row;
      return i;
    }
    this.refusedState = middle;
    return i + 1;
  }

  /** `refusedFrom` with marks: from index `i` in `row` of a text of `length`, a character a step. */
  private markedFrom(
    text: string,
    length: number,
    i: number,
    state: number,
    single: Uint8Array,
    positions: Int32Array,
  ): number {
    for (; i < length; i++) {
      const code = String.prototype.charCodeAt.call(text, i);
      const cls =
        code < ASCII_LIMIT ? this.classOf[code]! : this.classOfNonAscii(codePointAt(text, i));
      const next = cls < 0 ? 0 : this.fastTable[state + cls]!;
      if (next === 0) {
        this.refusedState = state;
        return i;
      }
      positions[single[state + cls]!] = i;
      state = next;
      if (code >= 0xd800 && code <= 0xdbff) i++;
    }
    if (this.fastAccepting[state] === 1) return -1;
    this.refusedState = state;
    return length;
  }

  /** What could have stood where the last `refusedAt` stopped (see `expectedAt`). */
  expectedAtRefusal(): readonly string[] {
    const minimalState = this.refusalState();
    let expected = this.expectedByMinimalState[minimalState];
    if (expected === undefined) {
      expected = this.expectedAt(this.fastMember[minimalState]! * this.classes);
      this.expectedByMinimalState[minimalState] = expected;
    }
    return expected;
  }

  /** The minimal state the last `refusedAt` stopped in (`Recognizer.refusalState`). */
  refusalState(): number {
    return this.refusedState / this.classes;
  }

  /** `expectedAtRefusal`'s answers by minimal state: an array index, not a map's hash lookup. */
  private readonly expectedByMinimalState: (readonly string[] | undefined)[] = [];

  /** The end of a pair run at `i` of a text of `length`: one character left, or none. */
  private acceptsLast(
    text: string,
    length: number,
    i: number,
    state: number,
    pairs: PairTable,
  ): boolean {
    if (i < length) {
      const x = String.prototype.charCodeAt.call(text, i);
      if (x >= ASCII_LIMIT) return this.acceptsFrom(text, i, (state / pairs.width) * this.classes);
      state = pairs.single[(state / pairs.width) * this.classes + this.classOf[x]!]!;
    }
    return pairs.accepting[state] === 1;
  }

  /** `accepts` for long input: the pair loop, and native scans over long runs in one state. */
  private acceptsSkipping(text: string, pairs: PairTable): boolean {
    const { table, pairClass, width, skippers } = pairs;
    const length = text.length;
    const huge = length >= HUGE_INPUT;
    let runs: RunEnds | null = null;
    let state = width;
    let stayed = 0;
    let i = 0;
    for (; i + 1 < length; i += 2) {
      const x = String.prototype.charCodeAt.call(text, i);
      const y = String.prototype.charCodeAt.call(text, i + 1);
      if ((x | y) >= ASCII_LIMIT) return this.acceptsFrom(text, i, (state / width) * this.classes);
      const next = table[state + pairClass[(x << 7) | y]!]!;
      if (next !== state) {
        if (next === 0) return false;
        state = next;
        stayed = 0;
      } else if (++stayed === STAY_BEFORE_SKIPPING) {
        stayed = 0;
        const skipper = skippers[state / width];
        if (skipper) {
          // Made at the first skip: input refused before one costs nothing more for being huge.
          if (huge && runs === null) runs = new RunEnds(text);
          // Every skipped character keeps the state; the loop goes on after them (i += 2 next).
          const { exits } = skipper;
          i =
            (exits && runs?.searching ? runs.end(i + 2, exits) : scanRun(text, i + 2, skipper)) - 2;
        }
      }
    }
    return this.acceptsLast(text, length, i, state, pairs);
  }

  /** `accepts` from index `i` in `state` of the minimal automaton, one character a step. */
  private acceptsFrom(text: string, i: number, state: number): boolean {
    const length = text.length;
    for (; i < length; i++) {
      state = this.fastStep(state, text, i);
      if (state === 0) return false;
      if (
        String.prototype.charCodeAt.call(text, i) >= 0xd800 &&
        String.prototype.charCodeAt.call(text, i) <= 0xdbff
      )
        i++;
    }
    return this.fastAccepting[state] === 1;
  }

  /** The minimal automaton's state after the character at `i` from `state` (0: cannot). */
  private fastStep(state: number, text: string, i: number): number {
    const code = String.prototype.charCodeAt.call(text, i);
    if (code < ASCII_LIMIT) return this.fastTable[state + this.classOf[code]!]!;
    const cls = this.classOfNonAscii(codePointAt(text, i));
    return cls < 0 ? 0 : this.fastTable[state + cls]!;
  }

  /** The state after reading the character at `i` from `state` (0 when it cannot be read). */
  private step(state: number, text: string, i: number): number {
    const code = String.prototype.charCodeAt.call(text, i);
    if (code < ASCII_LIMIT) return this.table[state + this.classOf[code]!]!;
    const cls = this.classOfNonAscii(codePointAt(text, i));
    return cls < 0 ? 0 : this.table[state + cls]!;
  }

  run(text: string): RunResult {
    if (AUTOMATON_RUNS.enabled) AUTOMATON_RUNS.count++;
    const { table, classOf } = this;
    const length = text.length;
    let state = this.start;
    for (let i = 0; i < length; i++) {
      const code = String.prototype.charCodeAt.call(text, i);
      const next = code < ASCII_LIMIT ? table[state + classOf[code]!]! : this.step(state, text, i);
      if (next === 0) return { accepted: false, offset: i, state };
      state = next;
      if (code >= 0xd800 && code <= 0xdbff) i++;
    }
    return { accepted: this.accepting[state] === 1, offset: length, state };
  }

  /**
   * Which prefixes of `text.slice(start, end)` the rule accepts, for the prefixes ending at
   * `windowStart` .. `end`: entry `k` is 1 when `text.slice(start, windowStart + k)` is accepted.
   * One run over the text, so asking about every end in a window costs what one answer costs.
   */
  acceptedEnds(text: string, start: number, end: number, windowStart: number): Uint8Array {
    if (AUTOMATON_RUNS.enabled) AUTOMATON_RUNS.count++;
    const flags = new Uint8Array(end - windowStart + 1);
    let state = this.fastStart;
    if (windowStart === start) flags[0] = this.fastAccepting[state]!;
    for (let i = start; i < end; i++) {
      state = this.fastStep(state, text, i);
      if (state === 0) break;
      if (
        String.prototype.charCodeAt.call(text, i) >= 0xd800 &&
        String.prototype.charCodeAt.call(text, i) <= 0xdbff
      )
        i++;
      if (i + 1 >= windowStart) flags[i + 1 - windowStart] = this.fastAccepting[state]!;
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
    return Object.freeze(
      expectedLabels(
        this.states[index] ?? [],
        state === this.start ? this.initial : [],
        this.follow,
        this.positionLabels,
        this.accepting[state] === 1,
      ),
    );
  }
}

/** The largest event a transition can carry. */
const MAX_EVENT = 31;
/** Where a packed pair entry keeps its events, above 20 bits of next state. */
const FIRST_EVENT = 20;
const SECOND_EVENT = 25;
const PACKED_STATE = 1 << FIRST_EVENT;
const PACKED_STATE_MASK = PACKED_STATE - 1;

/** Marks on the transitions of a minimal automaton (see `Automaton.marking`). */
export interface TransitionMarks {
  /** Per row + class of the minimal table, an event from 1 to 255, or 0. */
  readonly single: Uint8Array;
  /**
   * The pair table with the events of each entry's two steps above its next state (bits from
   * `FIRST_EVENT` and `SECOND_EVENT`); null when the rule has no pair table or too many states.
   */
  readonly pair: Int32Array | null;
}

/**
 * What could come next in a state of the unminimized automaton, in ABNF terms, in grammar order:
 * the labels of the positions that can follow its positions (or start a match), and the end of
 * input when it accepts.
 */
export function expectedLabels(
  positions: readonly number[],
  initial: readonly number[],
  follow: readonly (readonly number[])[],
  positionLabels: readonly (readonly string[])[],
  accepting: boolean,
): string[] {
  const candidates = new Set<number>(initial);
  for (const p of positions) for (const q of follow[p] ?? []) candidates.add(q);
  const labels = new Set<string>();
  for (const q of [...candidates].sort((a, b) => a - b)) {
    for (const label of positionLabels[q]!) labels.add(label);
  }
  if (accepting) labels.add(END_OF_INPUT);
  return [...labels];
}

/**
 * The minimal automaton read two ASCII characters at a time. A run is a chain of dependent table
 * loads (each state waits for the last), so halving the chain is what makes a JavaScript loop
 * faster; the two characters' classes come from one lookup of both codes. Row offsets are in
 * units of `classes²`.
 */
interface PairTable {
  readonly table: Int32Array;
  readonly accepting: Uint8Array;
  /** `pairClass[(x << 7) | y]`: the column of the ASCII pair x, y. */
  readonly pairClass: Uint16Array;
  /** One character from a pair row: `single[(row / width) * classes + class]` is the next row. */
  readonly single: Int32Array;
  readonly width: number;
  /** Per state (its index), how to skip a run of characters that keep it there, or null. */
  readonly skippers: readonly (Skipper | null)[];
}

/**
 * Native code skips a long path, query or reg-name at the speed of a character-class scan. Used
 * only on long input, where the runs are long.
 */
interface Skipper {
  /** Sticky: a run of the ASCII characters of the state's self-loop, as one character class. */
  readonly run: RegExp;
  /**
   * The printable characters that leave the state, when there are few: on huge input, searches
   * for them (`RunEnds`) cost less per character than `run`, and more per call.
   */
  readonly exits: PrintableExits | null;
}

interface PrintableExits {
  readonly codes: readonly number[];
  /** Per ASCII character, 1 when it is printable and keeps the state: a run goes on over it. */
  readonly staying: Uint8Array;
}

/** The end of the run from `from` of characters that keep the state `skipper` belongs to. */
function scanRun(text: string, from: number, skipper: Skipper): number {
  skipper.run.lastIndex = from;
  skipper.run.test(text);
  return skipper.run.lastIndex;
}

/** A pair table larger than this (in entries) is not built: the rule reads one character a step. */
const PAIR_TABLE_LIMIT = 1 << 21;

/** A self-loop set smaller than this is not worth a skip. */
const SKIPPER_MINIMUM = 16;

/**
 * A state left by more printable characters than this is skipped by its class scan alone: each
 * exit is one more lookup per skip, and one more search over the input at most. In RFC 3986's
 * URI-reference, the state of a path after its first "/" (the minimal automaton's, which is also
 * the query's) is left by 13 (the double quote, #, %, <, >, [, \, ], ^, the backtick, {, | and
 * }); a reg-name by 17.
 */
const EXITS_MAXIMUM = 24;

/** Printable ASCII, `!` to `~`: every character a self-loop of these grammars skips is in it. */
const FIRST_PRINTABLE = 0x21;
const LAST_PRINTABLE = 0x7e;

/** A character as a regular expression's escape, `\xHH`. */
const hexEscape = (code: number): string => `\\x${code.toString(16).padStart(2, '0')}`;

/** A run of printable ASCII: one range, the cheapest class scan V8 has (two comparisons). */
const PRINTABLE_RUN = new RegExp(
  `[${hexEscape(FIRST_PRINTABLE)}-${hexEscape(LAST_PRINTABLE)}]*`,
  'y',
);

/** Each ASCII character as a string, for `indexOf`. */
const CHARACTERS: readonly string[] = Array.from({ length: ASCII_LIMIT }, (_, c) =>
  String.fromCharCode(c),
);

/**
 * Where the runs of one huge input end, found by native code and remembered.
 *
 * A skip in a state whose self-loop holds every printable character but a few (its exits) ends
 * at the first character that is not printable or is one of those few. The first is found by a
 * one-range regular expression, each of the others by `indexOf`, which V8 runs as a vectorized
 * search over many characters a step. Together they cost about two thirds of the self-loop's
 * class scan (`Skipper.run`), which tests eight ranges a character where the range tests one.
 *
 * Each search looks in a window of the input after the skip's start, so a character that never
 * comes costs no search to the end of the input. The window doubles each time a run fills it.
 * Each answer (an index where the character is, or the window's end, before which it is not) is
 * kept until the scan passes it, so each search is made once per occurrence or window at most.
 */
class RunEnds {
  /**
   * Per ASCII character: it is not in the input from its last search's start to here. An array:
   * a typed one took 340 ns to make, more than a validation of a short input.
   */
  private readonly next: number[] = [];
  /** Every character from the last printable search's start to here is printable. */
  private printableEnd = 0;
  private windowSize = FIRST_WINDOW;
  /** Whether to skip with `end`; false once a run proves short, as the runs of the input are. */
  searching = true;

  constructor(private readonly text: string) {}

  /** The end of the run from `from` of characters that keep the state whose exits are `exits`. */
  end(from: number, exits: PrintableExits): number {
    const text = this.text;
    const length = text.length;
    let end = this.endInWindow(from, exits.codes);
    while (end < length && exits.staying[String.prototype.charCodeAt.call(text, end)] === 1) {
      // The run goes on past a window, where the searches stopped: they go on from there, in
      // larger windows, so that each call's cost is spread over more characters.
      if (this.windowSize < LAST_WINDOW) this.windowSize *= 2;
      end = this.endInWindow(end, exits.codes);
    }
    // Short runs do not repay the searches' calls: the class scans take the rest of the input.
    if (end - from < LONG_RUN) this.searching = false;
    return end;
  }

  /**
   * The end of the run from `from` of printable characters none of which is in `codes`, or an
   * index before which there is no such end; after `from` when the character there is in the run.
   */
  private endInWindow(from: number, codes: readonly number[]): number {
    // A slice of a long string shares its characters: making one copies none.
    let window: string | null = null;
    if (this.printableEnd <= from) {
      window = this.text.slice(from, from + this.windowSize);
      PRINTABLE_RUN.lastIndex = 0;
      PRINTABLE_RUN.test(window);
      this.printableEnd = from + PRINTABLE_RUN.lastIndex;
    }
    let end = this.printableEnd;
    for (let k = 0; k < codes.length && end > from; k++) {
      const code = codes[k]!;
      let at = this.next[code];
      if (at === undefined || at <= from) {
        window ??= this.text.slice(from, from + this.windowSize);
        const found = window.indexOf(CHARACTERS[code]!);
        at = from + (found < 0 ? window.length : found);
        this.next[code] = at;
      }
      if (at < end) end = at;
    }
    return end;
  }
}

function pairTableOf(minimal: Table, classes: number, classOf: Uint8Array): PairTable | null {
  const width = classes * classes;
  const states = minimal.table.length / classes;
  if (states * width > PAIR_TABLE_LIMIT) return null;
  const table = new Int32Array(states * width);
  const accepting = new Uint8Array(states * width);
  for (let s = 0; s < states; s++) {
    accepting[s * width] = minimal.accepting[s * classes]!;
    for (let first = 0; first < classes; first++) {
      const middle = minimal.table[s * classes + first]!;
      for (let second = 0; second < classes; second++) {
        table[s * width + first * classes + second] =
          middle === 0 ? 0 : (minimal.table[middle + second]! / classes) * width;
      }
    }
  }
  const single = new Int32Array(states * classes);
  for (let i = 0; i < single.length; i++) single[i] = (minimal.table[i]! / classes) * width;
  const pairClass = new Uint16Array(ASCII_LIMIT * ASCII_LIMIT);
  for (let x = 0; x < ASCII_LIMIT; x++) {
    for (let y = 0; y < ASCII_LIMIT; y++) {
      pairClass[(x << 7) | y] = classOf[x]! * classes + classOf[y]!;
    }
  }
  const skippers: (Skipper | null)[] = [];
  for (let s = 0; s < states; s++) {
    const loop: string[] = [];
    const exits: number[] = [];
    const staying = new Uint8Array(ASCII_LIMIT);
    for (let c = 0; c < ASCII_LIMIT; c++) {
      const stays = s > 0 && minimal.table[s * classes + classOf[c]!] === s * classes;
      const printable = c >= FIRST_PRINTABLE && c <= LAST_PRINTABLE;
      if (stays) loop.push(hexEscape(c));
      if (printable && stays) staying[c] = 1;
      if (printable && !stays) exits.push(c);
    }
    // A single character class only: alternation inside a repetition (to cross "%41" too) made
    // the engine several times slower per character and grows its backtrack stack.
    skippers.push(
      loop.length >= SKIPPER_MINIMUM
        ? {
            run: new RegExp(`[${loop.join('')}]*`, 'y'),
            exits: exits.length <= EXITS_MAXIMUM ? { codes: exits, staying } : null,
          }
        : null,
    );
  }
  return { table, accepting, pairClass, single, width, skippers };
}

/**
 * Input at least this long is read by the vector runner, where there is one: below it the copy
 * into the runner's memory costs more than the pair steps it saves.
 */
const VECTOR_INPUT = 64;

/**
 * Writes -1 at each of `positions` but the first (the slot of no event), as a run that records
 * begins. Written out for eight, as many as the one split recorded here has (component-marks.ts):
 * the loop took twice as long (7 ns against 3.5 here), paid by every `safeParse` of a short
 * reference.
 */
function clearPositions(positions: Int32Array): void {
  const count = positions.length;
  if (count !== 8) {
    for (let event = 1; event < count; event++) positions[event] = -1;
    return;
  }
  positions[1] = -1;
  positions[2] = -1;
  positions[3] = -1;
  positions[4] = -1;
  positions[5] = -1;
  positions[6] = -1;
  positions[7] = -1;
}

/** Input at least this long is scanned with the skippers. */
const LONG_INPUT = 256;

/**
 * Input at least this long skips with `RunEnds`: their searches cost about 14 ns a call, and save
 * about a third of the class scan's time per character (0.35 against 0.52 ns on a 10 MB path).
 */
const HUGE_INPUT = 1 << 14;

/** A skip by `RunEnds` shorter than this ends their use for the input. */
const LONG_RUN = 256;

/** `RunEnds`' first window, and the size its doubling stops at. */
const FIRST_WINDOW = 1 << 10;
const LAST_WINDOW = 1 << 16;

/** Pair steps in one state before a skipper is tried: runs shorter than this are not worth it. */
const STAY_BEFORE_SKIPPING = 4;
