/**
 * The matcher's machine: a Thompson NFA over ASCII characters, with ordered choices and capture
 * slots, run as a Pike VM (Thompson's simulation with threads kept in priority order, as RE2
 * does for submatches). No backtracking: each character is read once, and at each position
 * every NFA state holds at most `limit` threads (1, or 2 to see whether a second assignment
 * exists), so a run costs O(n x m x slots) for a URI of n characters and an NFA of m states;
 * for a fixed template that is linear in n. The highest-priority accepting path wins, which
 * makes the choice among assignments the order of the choices in the NFA (see match.ts).
 */

/** A set of ASCII characters (code points 0 to 127), and how a message names it. */
export interface CharSet {
  readonly bits: Uint8Array;
  readonly label: string;
}

export function charSet(characters: string, label = JSON.stringify(characters)): CharSet {
  const bits = new Uint8Array(128);
  for (const ch of characters) bits[ch.charCodeAt(0)] = 1;
  return { bits, label };
}

export function tableSet(table: Uint8Array, label: string): CharSet {
  return { bits: table.slice(0, 128), label };
}

/** Whether `set` holds the UTF-16 code unit `code` (never one past ASCII). */
function holds(set: CharSet, code: number): boolean {
  return code < 128 && set.bits[code] === 1;
}

/** The expressions the matcher is written in. Alternatives are ordered; `star` is greedy. */
export type Node =
  | { readonly t: 'set'; readonly set: CharSet }
  | { readonly t: 'seq'; readonly items: readonly Node[] }
  | { readonly t: 'alt'; readonly items: readonly Node[] }
  | { readonly t: 'star'; readonly item: Node }
  /** Up to `max` of `item`, as many as possible (`max` nested optional copies). */
  | { readonly t: 'upto'; readonly max: number; readonly item: Node }
  /** Records the position in capture slot `slot`. */
  | { readonly t: 'save'; readonly slot: number }
  /** One code point written as its percent-encoded UTF-8 octets (see `compileEncoded`). */
  | { readonly t: 'encoded'; readonly ascii: boolean; readonly anyCase: boolean };

export const set = (s: CharSet): Node => ({ t: 'set', set: s });
export const seq = (...items: Node[]): Node => ({ t: 'seq', items });
export const alt = (...items: Node[]): Node => ({ t: 'alt', items });
export const star = (item: Node): Node => ({ t: 'star', item });
export const plus = (item: Node): Node => seq(item, star(item));
export const opt = (item: Node): Node => alt(item, seq());
export const upto = (max: number, item: Node): Node => ({ t: 'upto', max, item });
export const save = (slot: number): Node => ({ t: 'save', slot });
export const literal = (text: string): Node => seq(...[...text].map((ch) => set(charSet(ch))));

/** Whether `node` can match the empty string. */
function nullable(node: Node): boolean {
  switch (node.t) {
    case 'set':
    case 'encoded':
      return false;
    case 'seq':
      return node.items.every(nullable);
    case 'alt':
      return node.items.some(nullable);
    default:
      return true;
  }
}

const CHAR = 0;
const SPLIT = 1;
const SAVE = 2;
const MATCH = 3;

/** The NFA, as parallel arrays indexed by state. */
export class Nfa {
  readonly kind: number[] = [];
  /** CHAR: the next state; SPLIT: the preferred branch; SAVE: the next state. */
  readonly next: number[] = [];
  /** SPLIT: the other branch; SAVE: the slot. */
  readonly other: number[] = [];
  readonly sets: (CharSet | undefined)[] = [];
  readonly start: number;
  readonly match: number;

  /** Each node compiled with each continuation once: a node shared in the tree is one sub-NFA. */
  private readonly built = new Map<Node, Map<number, number>>();

  constructor(node: Node) {
    this.match = this.add(MATCH, -1, -1, undefined);
    this.start = this.compile(node, this.match);
    this.built.clear();
  }

  get size(): number {
    return this.kind.length;
  }

  private add(kind: number, next: number, other: number, s: CharSet | undefined): number {
    this.kind.push(kind);
    this.next.push(next);
    this.other.push(other);
    this.sets.push(s);
    return this.kind.length - 1;
  }

  private split(preferred: number, other: number): number {
    return this.add(SPLIT, preferred, other, undefined);
  }

  private char(s: CharSet, next: number): number {
    return this.add(CHAR, next, -1, s);
  }

  /** The state that matches `node` and then goes on to `next` (built back to front). */
  private compile(node: Node, next: number): number {
    let byNext = this.built.get(node);
    if (byNext === undefined) {
      byNext = new Map();
      this.built.set(node, byNext);
    }
    let state = byNext.get(next);
    if (state === undefined) {
      state = this.compileNew(node, next);
      byNext.set(next, state);
    }
    return state;
  }

  private compileNew(node: Node, next: number): number {
    switch (node.t) {
      case 'set':
        return this.char(node.set, next);
      case 'seq': {
        let at = next;
        for (let i = node.items.length - 1; i >= 0; i--) at = this.compile(node.items[i]!, at);
        return at;
      }
      case 'alt': {
        if (node.items.length === 0) throw new Error('nfa: empty alternation');
        let at = this.compile(node.items[node.items.length - 1]!, next);
        for (let i = node.items.length - 2; i >= 0; i--) {
          at = this.split(this.compile(node.items[i]!, next), at);
        }
        return at;
      }
      case 'star': {
        // A star over an item that can read nothing would be a loop that reads nothing, which
        // the path search (`searchPaths`) would go round forever; no template needs one.
        if (nullable(node.item)) throw new Error('nfa: a star over an item that can be empty');
        const loop = this.split(-1, next);
        this.next[loop] = this.compile(node.item, loop);
        return loop;
      }
      case 'upto': {
        let at = next;
        for (let k = 0; k < node.max; k++) at = this.split(this.compile(node.item, at), next);
        return at;
      }
      case 'save':
        return this.add(SAVE, next, node.slot, undefined);
      case 'encoded':
        return this.compileEncoded(node.ascii, node.anyCase, next);
    }
  }

  /**
   * One code point as `%HH` triplets of its UTF-8 form (RFC 3629 section 4's table, so no
   * overlong form, surrogate or code point past U+10FFFF): with `ascii`, the ASCII octets that
   * are not unreserved too (what U encoding writes for them); with `anyCase`, lowercase hex
   * digits as well (U+R keeps triplets as written); without it, uppercase only (what the
   * encoder writes). The continuation triplets are shared, so this is about 40 states.
   */
  private compileEncoded(ascii: boolean, anyCase: boolean, next: number): number {
    const hex = (digits: string): CharSet =>
      charSet(anyCase ? digits + digits.toLowerCase() : digits, 'HEXDIG');
    const percent = charSet('%', '"%"');
    const triplet = (high: string, low: string, to: number): number =>
      this.char(percent, this.char(hex(high), this.char(hex(low), to)));
    const tail1 = triplet('89AB', '0123456789ABCDEF', next);
    const tail2 = triplet('89AB', '0123456789ABCDEF', tail1);
    const tail3 = triplet('89AB', '0123456789ABCDEF', tail2);
    // Each lead: [high nibble, low nibbles, where it goes].
    const leads: [string, string, number][] = [
      ['C', '23456789ABCDEF', tail1],
      ['D', '0123456789ABCDEF', tail1],
      ['E', '0', triplet('AB', '0123456789ABCDEF', tail1)],
      ['E', '123456789ABC', tail2],
      ['E', 'D', triplet('89', '0123456789ABCDEF', tail1)],
      ['E', 'EF', tail2],
      ['F', '0', triplet('9AB', '0123456789ABCDEF', tail2)],
      ['F', '123', tail3],
      ['F', '4', triplet('8', '0123456789ABCDEF', tail2)],
    ];
    if (ascii) {
      // The ASCII octets U encodes: all but ALPHA, DIGIT, "-", ".", "_" and "~".
      leads.push(
        ['01', '0123456789ABCDEF', next],
        ['2', '0123456789ABCF', next],
        ['3', 'ABCDEF', next],
        ['4', '0', next],
        ['5', 'BCDE', next],
        ['6', '0', next],
        ['7', 'BCDF', next],
      );
    }
    let branches = -1;
    for (let i = leads.length - 1; i >= 0; i--) {
      const [high, low, to] = leads[i]!;
      const state = this.char(hex(high), this.char(hex(low), to));
      branches = branches < 0 ? state : this.split(state, branches);
    }
    return this.char(percent, branches);
  }
}

/** What a run found: the captures of the winning path, or where no path could go on. */
export type RunResult =
  | {
      readonly ok: true;
      readonly captures: Int32Array;
      readonly second: Int32Array | undefined;
      /** The threads the run moved: the measure of its work, which bounds `searchPaths`'s. */
      readonly threads: number;
    }
  | { readonly ok: false; readonly offset: number; readonly expected: readonly string[] };

/**
 * How many threads the last run moved, and how many steps the last search of paths took (0
 * when there was none), for tests that count work instead of timing it.
 */
export const workCounter = { threads: 0, steps: 0 };

/**
 * Runs `nfa` over the whole of `input`. `limit` is the number of threads kept per state and
 * position: 1 finds the highest-priority accepting path; 2 also finds a second accepting path
 * whose captures differ (after `same`), if there is one. Two threads on one state at one
 * position have the same futures, so keeping the first two distinct ones loses no distinct pair
 * of complete paths.
 */
export function run(
  nfa: Nfa,
  input: string,
  slots: number,
  limit: 1 | 2,
  same: (a: Int32Array, b: Int32Array) => boolean,
): RunResult {
  const { kind, next, other, sets } = nfa;
  const size = nfa.size;
  workCounter.steps = 0;
  const mark = new Int32Array(size).fill(-1);
  const count = new Uint8Array(size);
  const firstCaptures: (Int32Array | undefined)[] = new Array<Int32Array | undefined>(size);
  let current: number[] = [];
  let currentCaptures: Int32Array[] = [];
  let nextStates: number[] = [];
  let nextCaptures: Int32Array[] = [];
  const stackStates: number[] = [];
  const stackCaptures: Int32Array[] = [];
  let threads = 0;

  const addThread = (
    states: number[],
    captures: Int32Array[],
    start: number,
    from: Int32Array,
    position: number,
  ): void => {
    stackStates.push(start);
    stackCaptures.push(from);
    while (stackStates.length > 0) {
      const state = stackStates.pop()!;
      const held = stackCaptures.pop()!;
      threads++;
      if (mark[state] === position) {
        if (count[state]! >= limit || same(firstCaptures[state]!, held)) continue;
        count[state]!++;
      } else {
        mark[state] = position;
        count[state] = 1;
        firstCaptures[state] = held;
      }
      switch (kind[state]) {
        case SPLIT:
          stackStates.push(other[state]!, next[state]!);
          stackCaptures.push(held, held);
          break;
        case SAVE: {
          const copy = held.slice();
          copy[other[state]!] = position;
          stackStates.push(next[state]!);
          stackCaptures.push(copy);
          break;
        }
        default:
          states.push(state);
          captures.push(held);
      }
    }
  };

  addThread(current, currentCaptures, nfa.start, new Int32Array(slots).fill(-1), 0);
  for (let position = 0; position < input.length; position++) {
    const code = input.charCodeAt(position);
    for (let i = 0; i < current.length; i++) {
      const state = current[i]!;
      if (kind[state] === CHAR && holds(sets[state]!, code)) {
        addThread(nextStates, nextCaptures, next[state]!, currentCaptures[i]!, position + 1);
      }
    }
    if (nextStates.length === 0) {
      workCounter.threads = threads;
      return { ok: false, offset: position, expected: expectedOf(nfa, current) };
    }
    [current, nextStates] = [nextStates, current];
    [currentCaptures, nextCaptures] = [nextCaptures, currentCaptures];
    nextStates.length = 0;
    nextCaptures.length = 0;
  }
  workCounter.threads = threads;
  const winners: Int32Array[] = [];
  for (let i = 0; i < current.length; i++) {
    if (kind[current[i]!] === MATCH) winners.push(currentCaptures[i]!);
  }
  if (winners.length === 0) {
    return { ok: false, offset: input.length, expected: expectedOf(nfa, current) };
  }
  return { ok: true, captures: winners[0]!, second: winners[1], threads };
}

/** What the live threads could have read next, as labels (and `end of input` for a match). */
function expectedOf(nfa: Nfa, states: readonly number[]): string[] {
  const labels = new Set<string>();
  for (const state of states) {
    if (nfa.kind[state] === MATCH) labels.add('end of input');
    else labels.add(nfa.sets[state]!.label);
  }
  return [...labels];
}

const NOT_SAVED = -2;
/** The numbers a frame of the search's stack holds. */
const FRAME = 6;

/** How a search of paths ended: a path `visit` took, every path seen, or the budget spent. */
export type SearchEnd = 'taken' | 'exhausted' | 'budget';

/** What a search of paths does with them (see `searchPaths`). */
export interface PathSearch {
  /** The steps it may take: each state entered is one. */
  readonly budget: number;
  /** The steps one `visit` costs (reading a path's values is linear in the input). */
  readonly costOfVisit: number;
  /**
   * Called when a path closes a capture (sets an odd slot), at a cost of the captured text's
   * length: false drops every path that goes on from there.
   */
  readonly keep: (slot: number, captures: Int32Array) => boolean;
  /** Called with each accepting path's captures; true ends the search. */
  readonly visit: (captures: Int32Array) => boolean;
}

/**
 * The accepting paths of `nfa` over the whole of `input`, in priority order (the order a
 * backtracking matcher tries them, whose first path is `run`'s winner), for what the NFA cannot
 * check: the captures of the first path may make values that the caller refuses (an
 * associative array whose names repeat), and a later path's may not.
 *
 * A depth-first search on an explicit stack (a path is as long as the input), which restores
 * each capture slot when it backs out of the slot's save, and drops a path as soon as `keep`
 * refuses a capture it closed. Two memories keep it from reading anything twice:
 * - whether the rest of the input can be read from a state at a position (`alive`), the NFA's
 *   own question, which does not depend on the captures: the search enters live states only,
 *   so it never closes a capture (and pays for `keep`) where no path could go on;
 * - a state and position from which every path was dropped, with the start of the capture
 *   open there: what `keep` decides below them depends on nothing else. Paths that read the
 *   same text two ways (a list or pairs; a triplet as one code point or as a triplet) meet
 *   again there. A subtree in which `visit` was called is not remembered: what it decides
 *   depends on every capture.
 * Each state entered, in either search, spends a step of the budget, each `visit` spends
 * `costOfVisit`, and each `keep` the captured text's length; the search stops when the budget
 * is spent.
 */
export function searchPaths(nfa: Nfa, input: string, slots: number, search: PathSearch): SearchEnd {
  const { kind, next, other, sets } = nfa;
  const { costOfVisit, keep, visit } = search;
  let budget = search.budget;
  const end = input.length;
  const at = (state: number, position: number): number => state * (end + 1) + position;
  const reads = (state: number, position: number): boolean =>
    position < end && holds(sets[state]!, input.charCodeAt(position));

  const live = new Map<number, boolean>();
  /** Whether some path reads the rest of the input from `state` at `position`. */
  const alive = (state: number, position: number): boolean => {
    const pending = [state, position];
    while (pending.length > 0 && budget >= 0) {
      const s = pending[pending.length - 2]!;
      const p = pending[pending.length - 1]!;
      if (live.has(at(s, p))) {
        pending.length -= 2;
        continue;
      }
      budget--;
      let value: boolean | undefined;
      if (kind[s] === MATCH) value = p === end;
      else if (kind[s] === CHAR) value = reads(s, p) ? live.get(at(next[s]!, p + 1)) : false;
      else {
        value = live.get(at(next[s]!, p));
        if (value === false && kind[s] === SPLIT) value = live.get(at(other[s]!, p));
      }
      if (value !== undefined) {
        live.set(at(s, p), value);
        pending.length -= 2;
      } else if (kind[s] === CHAR) pending.push(next[s]!, p + 1);
      else if (live.has(at(next[s]!, p))) pending.push(other[s]!, p);
      else pending.push(next[s]!, p);
    }
    return live.get(at(state, position)) === true;
  };

  // Every path dropped below a state at a position, by the start of the capture open there
  // (+1, so that none open is 0). Numbers while they are exact, else not remembered.
  const dropped = new Set<number>();
  const exact = nfa.size * (end + 1) * (end + 2) < Number.MAX_SAFE_INTEGER;
  const droppedAt = (state: number, position: number, open: number): number =>
    exact ? at(state, position) * (end + 2) + open + 1 : -1;

  const captures = new Int32Array(slots).fill(-1);
  // The stack's frames, FRAME numbers each: the state, the position, the start of the capture
  // open there (-1 for none), how many of the state's ways on have been taken, 1 when `visit`
  // was called below it, and a save's old value (NOT_SAVED until it has saved: a frame that
  // backs out at once has not).
  const frames: number[] = [nfa.start, 0, -1, 0, 0, NOT_SAVED];
  const ended = (how: SearchEnd): SearchEnd => {
    workCounter.steps = search.budget - budget;
    return how;
  };
  while (frames.length > 0) {
    const top = frames.length - FRAME;
    const state = frames[top]!;
    const position = frames[top + 1]!;
    const open = frames[top + 2]!;
    const way = frames[top + 3]!++;
    const kindOf = kind[state]!;
    let on = -1;
    if (way === 0) {
      // Asked first: a liveness search cut short by the budget answers false.
      const reachable = alive(state, position);
      if (--budget < 0) return ended('budget');
      if (reachable && !dropped.has(droppedAt(state, position, open))) {
        if (kindOf === MATCH) {
          frames[top + 4] = 1;
          budget -= costOfVisit;
          if (visit(captures)) return ended('taken');
        } else if (kindOf !== SAVE) on = next[state]!;
        else {
          const slot = other[state]!;
          frames[top + 5] = captures[slot]!;
          captures[slot] = position;
          const start = slot % 2 === 1 ? captures[slot - 1]! : -1;
          if (start >= 0) budget -= position - start;
          if (start < 0 || keep(slot, captures)) on = next[state]!;
        }
      }
    } else if (way === 1 && kindOf === SPLIT) on = other[state]!;
    if (on >= 0) {
      const opened = kindOf !== SAVE ? open : other[state]! % 2 === 0 ? position : -1;
      frames.push(on, kindOf === CHAR ? position + 1 : position, opened, 0, 0, NOT_SAVED);
      continue;
    }
    // Every way on from this frame has been taken: back out of it.
    if (frames[top + 5] !== NOT_SAVED) captures[other[state]!] = frames[top + 5]!;
    const called = frames[top + 4]!;
    if (called === 0 && exact) dropped.add(droppedAt(state, position, open));
    frames.length = top;
    if (called === 1 && top > 0) frames[top - FRAME + 4] = 1;
  }
  return ended('exhausted');
}
