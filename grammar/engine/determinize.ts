/**
 * Determinization and minimization, the automata's third layer: the subset construction over
 * the Glushkov positions and the character classes, then Moore's partition refinement. What it
 * builds, the runner (`automaton.ts`) runs.
 */
import type { Grammar } from './abnf';
import { Automaton, expectedLabels } from './automaton';
import { characterClasses } from './character-classes';
import { inIntervals } from './code-points';
import { AutomatonTooLarge, MAX_STATES, PositionBuilder } from './glushkov';

/** Acceptance indexed like the table: by a state's row offset, so a run needs no division. */
export function acceptingRows(accepting: readonly number[], classes: number): Uint8Array {
  const rows = new Uint8Array(accepting.length * classes);
  accepting.forEach((flag, id) => {
    rows[id * classes] = flag;
  });
  return rows;
}

/** A deterministic automaton as the fast paths run it: row offsets, acceptance by row offset. */
export interface Table {
  readonly table: Int32Array;
  readonly accepting: Uint8Array;
  readonly start: number;
  /** Per state (its index), a state of the automaton it was made from that it stands for. */
  readonly member: Int32Array;
}

/**
 * The smallest automaton of the same language whose states also keep what an error message says
 * there (the coarsest refinement of the partition by `label`, `coarsestRefinement`): states that accept
 * the same futures and expect the same things are merged. For URI-reference that is 233 states
 * where the unminimized automaton has 1,727 and the plain minimal one 183, so one run of it
 * answers membership at the speed of the minimal automaton and, for a refusal, the offset and the
 * expected set too. Without `label`, plain minimization.
 */
export function minimize(
  table: Int32Array,
  accepting: readonly number[],
  classes: number,
  label?: (state: number) => string,
): Table {
  const count = accepting.length;
  const initial = Int32Array.from(accepting);
  if (label) {
    // State 0, the dead state, is in a block of its own: no live state expects nothing.
    const ids = new Map<string, number>();
    for (let s = 0; s < count; s++) {
      const key = `${accepting[s]!}|${s === 0 ? '' : label(s)}`;
      let id = ids.get(key);
      if (id === undefined) {
        id = ids.size;
        ids.set(key, id);
      }
      initial[s] = id;
    }
  }
  const { block, blocks } = coarsestRefinement(table, classes, initial);
  // Number the blocks so that the dead state's block is 0, as the runs expect, and the start's 1.
  const order = new Int32Array(blocks).fill(-1);
  let assigned = 0;
  const assign = (b: number): void => {
    if (order[b] === -1) order[b] = assigned++;
  };
  assign(block[0]!);
  assign(block[1]!);
  for (let s = 0; s < count; s++) assign(block[s]!);
  const minimal = new Int32Array(blocks * classes);
  const minimalAccepting = new Uint8Array(blocks * classes);
  const member = new Int32Array(blocks);
  for (let s = count - 1; s >= 0; s--) {
    const row = order[block[s]!]! * classes;
    member[row / classes] = s;
    minimalAccepting[row] = accepting[s]!;
    for (let c = 0; c < classes; c++) {
      minimal[row + c] = order[block[table[s * classes + c]! / classes]!]! * classes;
    }
  }
  return { table: minimal, accepting: minimalAccepting, start: classes, member };
}

/**
 * The coarsest partition of the states that refines `initial` (block ids per state) and in which
 * states of one block go, on each class, to states of one block: Hopcroft's algorithm, in
 * O(n k log n) for n states and k classes. Moore's rounds, which it replaced, took one round per
 * state of the longest chain (`8000"a"` took 4.5 s). Blocks are contiguous ranges of `elements`;
 * a split moves the states a splitter reaches to the front of their block and makes them a block.
 */
function coarsestRefinement(
  table: Int32Array,
  classes: number,
  initial: Int32Array,
): { block: Int32Array; blocks: number } {
  const count = initial.length;
  // Predecessors of each (state, class): CSR arrays indexed by `state * classes + class`.
  const starts = new Int32Array(count * classes + 1);
  for (let s = 0; s < count; s++) {
    for (let c = 0; c < classes; c++)
      starts[(table[s * classes + c]! / classes) * classes + c + 1]!++;
  }
  for (let i = 0; i < count * classes; i++) starts[i + 1]! += starts[i]!;
  const predecessors = new Int32Array(count * classes);
  const filled = starts.slice(0, count * classes);
  for (let s = 0; s < count; s++) {
    for (let c = 0; c < classes; c++) {
      predecessors[filled[(table[s * classes + c]! / classes) * classes + c]!++] = s;
    }
  }
  // The initial blocks, as ranges of `elements` (at most `count` blocks ever).
  const block = new Int32Array(count);
  const first: number[] = [];
  const end: number[] = [];
  const ids = new Map<number, number>();
  for (let s = 0; s < count; s++) {
    let id = ids.get(initial[s]!);
    if (id === undefined) {
      id = ids.size;
      ids.set(initial[s]!, id);
    }
    block[s] = id;
  }
  const elements = new Int32Array(count);
  const location = new Int32Array(count);
  const sizes = new Int32Array(ids.size);
  for (let s = 0; s < count; s++) sizes[block[s]!]!++;
  for (let b = 0, at = 0; b < ids.size; b++) {
    first.push(at);
    at += sizes[b]!;
    end.push(at);
  }
  const fill = first.slice();
  for (let s = 0; s < count; s++) {
    location[s] = fill[block[s]!]!;
    elements[fill[block[s]!]!++] = s;
  }
  /** Per block, where its unmarked states start: the marked ones are before. */
  const marked = first.slice();
  // Splitters to try: every (block, class) at first; `waiting` says which are in the list.
  const waiting = new Uint8Array(count * classes);
  const splitters: number[] = [];
  for (let b = 0; b < first.length; b++) {
    for (let c = 0; c < classes; c++) {
      waiting[b * classes + c] = 1;
      splitters.push(b * classes + c);
    }
  }
  const reached: number[] = [];
  const touched: number[] = [];
  while (splitters.length > 0) {
    const splitter = splitters.pop()!;
    waiting[splitter] = 0;
    const c = splitter % classes;
    const a = (splitter - c) / classes;
    reached.length = 0;
    for (let i = first[a]!; i < end[a]!; i++) {
      const key = elements[i]! * classes + c;
      for (let p = starts[key]!; p < starts[key + 1]!; p++) reached.push(predecessors[p]!);
    }
    touched.length = 0;
    for (const s of reached) {
      const b = block[s]!;
      const at = location[s]!;
      if (at < marked[b]!) continue;
      // Move `s` to the end of the block's marked states.
      const swap = marked[b]!;
      const other = elements[swap]!;
      elements[swap] = s;
      location[s] = swap;
      elements[at] = other;
      location[other] = at;
      if (marked[b] === first[b]) touched.push(b);
      marked[b]!++;
    }
    for (const b of touched) {
      const split = marked[b]!;
      marked[b] = first[b]!;
      if (split === end[b]) continue;
      // The marked states become a new block; `b` keeps the rest.
      const added = first.length;
      first.push(first[b]!);
      end.push(split);
      marked.push(first[b]!);
      first[b] = split;
      marked[b] = split;
      for (let i = first[added]!; i < end[added]!; i++) block[elements[i]!] = added;
      const smaller = end[added]! - first[added]! <= end[b]! - first[b] ? added : b;
      for (let k = 0; k < classes; k++) {
        if (waiting[b * classes + k] === 1 || smaller === added) {
          waiting[added * classes + k] = 1;
          splitters.push(added * classes + k);
        } else {
          waiting[b * classes + k] = 1;
          splitters.push(b * classes + k);
        }
      }
    }
  }
  return { block, blocks: first.length };
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
    // Sorted once: each class's positions, filtered from them, come out sorted, as keys need.
    const candidates = (
      s === 1 ? [...root.first] : [...new Set(current.flatMap((p) => follow[p]!))]
    ).sort((a, b) => a - b);
    for (let cls = 0; cls < classes; cls++) {
      const next = candidates.filter((q) => accepts[q]![cls] === 1);
      const key = next.join(',');
      let id = ids.get(key);
      if (id === undefined) {
        id = states.length;
        if (id > MAX_STATES) {
          throw new AutomatonTooLarge(`its automaton would have more than ${MAX_STATES} states`);
        }
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
  return new Automaton({
    positionLabels: builder.labels,
    follow,
    initial: root.first,
    states: states.slice(1),
    table,
    classOf,
    classes,
    accepting: acceptingRows(accepting, classes),
    nonAscii,
    // Merged only where the expected sets agree too, so that a refusal's offset and expected set
    // come from the same run as the verdict.
    minimal: minimize(table, accepting, classes, (s) =>
      expectedLabels(
        states[s]!,
        s === 1 ? root.first : [],
        follow,
        builder.labels,
        accepting[s] === 1,
      ).join('\n'),
    ),
    representatives,
  });
}
