/**
 * Where the components of a reference stand, learned in the run that validates it (issue 28:
 * "parse records offsets once"). The split `locateComponents` makes after a run (src/components.ts)
 * read the input a second time, with a handful of searches; most of what `safeParse` spent beyond
 * `isValid` on short valid references.
 *
 * The split is itself a small machine over the characters (`splitStep`): a scheme is a letter,
 * scheme characters and a ":"; "//" at the start of what follows begins an authority, which runs
 * to "/", "?" or "#", where an "@" ends the userinfo and a ":" outside brackets stands before the
 * port; the first "?" begins the query and the first "#" the fragment. Its state after a valid
 * prefix tells, for the URI grammars, the events of its next step from the minimal automaton's state
 * and the next character's class alone: the automaton has to tell a scheme from a first segment,
 * an authority from a path and a query from a fragment, to know what may come next. Where that
 * holds (checked here, over every pair of states the two reach together, when a rule is first
 * parsed), each transition of the automaton carries the events of the split's step, and the run
 * records where each happened (`Automaton.refusedAtMarking`). Where it does not (a grammar whose
 * automaton merges states where the split's steps differ), the rule has no marks and a parse
 * splits after its run, as before.
 */
import type { Automaton, TransitionMarks } from '../grammar';

/**
 * The events of the split, as a transition's mark (and indices into the positions the run
 * writes; 0 is none). A step has one event at most. An authority that "?" or "#" ends needs no
 * event of its own: that "?" is the first, which begins the query, and that "#" the first, which
 * begins the fragment, with no query before it. The split made after a run where there are no
 * marks (`locateEvents`, src/components.ts) writes the same record.
 */
export const SCHEME_END = 1;
/** The second "/" of the "//" that opens an authority. */
export const AUTHORITY_SLASH = 2;
export const USERINFO_END = 3;
/** A ":" in an authority outside brackets: the last is the port's, unless an "@" follows it. */
export const AUTHORITY_COLON = 4;
/** The "/" that ends an authority. */
export const AUTHORITY_END = 5;
export const QUERY_START = 6;
export const FRAGMENT_START = 7;
/** The length of the positions the run writes. */
export const MARKED_POSITIONS = 8;

/** What the split tells apart among characters. */
const enum Kind {
  Alpha,
  /** DIGIT, "+", "-", "." : scheme characters after the first. */
  SchemeOther,
  Colon,
  Slash,
  Question,
  Hash,
  At,
  Open,
  Close,
  Other,
}

/** How many kinds and split states there are. */
const KINDS = 10;
const SPLIT_STATES = 9;

/** The split's states. */
const enum Split {
  Start,
  Scheme,
  AfterScheme,
  /** One "/" read where a path or an authority begins. */
  Slash,
  Authority,
  /** Inside an IP literal's brackets. */
  Literal,
  Path,
  Query,
  Fragment,
}

function kindOf(code: number): Kind {
  const lower = code | 0x20;
  if (lower >= 0x61 && lower <= 0x7a) return Kind.Alpha;
  if ((code >= 0x30 && code <= 0x39) || code === 0x2b || code === 0x2d || code === 0x2e) {
    return Kind.SchemeOther;
  }
  switch (code) {
    case 0x3a:
      return Kind.Colon;
    case 0x2f:
      return Kind.Slash;
    case 0x3f:
      return Kind.Question;
    case 0x23:
      return Kind.Hash;
    case 0x40:
      return Kind.At;
    case 0x5b:
      return Kind.Open;
    case 0x5d:
      return Kind.Close;
    default:
      return Kind.Other;
  }
}

/** The split's step: its next state, and the event of the step (0 for none). */
function splitStep(state: Split, kind: Kind): readonly [Split, number] {
  // "?" and "#" end whatever comes before them but a fragment (and "?" a query), an authority
  // included.
  if (state === Split.Fragment) return [Split.Fragment, 0];
  if (kind === Kind.Hash) return [Split.Fragment, FRAGMENT_START];
  if (state === Split.Query) return [Split.Query, 0];
  if (kind === Kind.Question) return [Split.Query, QUERY_START];
  switch (state) {
    case Split.Start:
      if (kind === Kind.Alpha) return [Split.Scheme, 0];
      return kind === Kind.Slash ? [Split.Slash, 0] : [Split.Path, 0];
    case Split.Scheme:
      if (kind === Kind.Alpha || kind === Kind.SchemeOther) return [Split.Scheme, 0];
      return kind === Kind.Colon ? [Split.AfterScheme, SCHEME_END] : [Split.Path, 0];
    case Split.AfterScheme:
      return kind === Kind.Slash ? [Split.Slash, 0] : [Split.Path, 0];
    case Split.Slash:
      return kind === Kind.Slash ? [Split.Authority, AUTHORITY_SLASH] : [Split.Path, 0];
    case Split.Authority:
      switch (kind) {
        case Kind.Slash:
          return [Split.Path, AUTHORITY_END];
        case Kind.At:
          return [Split.Authority, USERINFO_END];
        case Kind.Colon:
          return [Split.Authority, AUTHORITY_COLON];
        case Kind.Open:
          return [Split.Literal, 0];
        default:
          return [Split.Authority, 0];
      }
    case Split.Literal:
      if (kind === Kind.Slash) return [Split.Path, AUTHORITY_END];
      return kind === Kind.Close ? [Split.Authority, 0] : [Split.Literal, 0];
    default:
      return [Split.Path, 0];
  }
}

const MARKS = new WeakMap<Automaton, TransitionMarks | null>();

/**
 * The split's events on the transitions of `automaton`, or null when its states do not determine
 * the split's (then the caller splits after the run).
 */
export function componentMarks(automaton: Automaton): TransitionMarks | null {
  let marks = MARKS.get(automaton);
  if (marks === undefined) {
    marks = markTransitions(automaton);
    MARKS.set(automaton, marks);
  }
  return marks;
}

function markTransitions(automaton: Automaton): TransitionMarks | null {
  const { table, classOf, classes, start, nonAsciiClasses } = automaton.minimalTransitions;
  // The kinds of character in each class: a transition may read any of them.
  const kinds = new Uint16Array(classes);
  for (let code = 0; code < classOf.length; code++) kinds[classOf[code]!]! |= 1 << kindOf(code);
  for (const cls of nonAsciiClasses) if (cls >= 0) kinds[cls]! |= 1 << Kind.Other;
  // The split's states that come with each row the automaton reaches (a bit each). A row may come
  // with several (relative-ref's first segment after a letter and after a digit), and a class may
  // hold several kinds (relative-ref reads "+" as it reads "!"), as long as each transition is
  // the same events from every such state over every such kind: then they are the split's events
  // whatever the text, and the transition can carry them.
  const splitsAt = new Uint16Array(table.length / classes);
  const single = new Int16Array(table.length).fill(-1);
  // Each step of the split once, as a number (the next state, and the event above it): the
  // search below takes tens of thousands of steps, at the first parse of each rule.
  const steps = new Uint16Array(SPLIT_STATES * KINDS);
  for (let state = 0; state < SPLIT_STATES; state++) {
    for (let kind = 0; kind < KINDS; kind++) {
      const [after, events] = splitStep(state, kind);
      steps[state * KINDS + kind] = after | (events << 4);
    }
  }
  splitsAt[start / classes] = 1 << Split.Start;
  // Rows and split states waiting, as row * 16 + state.
  const queue = [start * 16 + Split.Start];
  while (queue.length > 0) {
    const item = queue.pop()!;
    const row = item >> 4;
    const state = item & 15;
    for (let cls = 0; cls < classes; cls++) {
      const next = table[row + cls]!;
      if (next === 0) continue;
      for (let kind = 0; kind < KINDS; kind++) {
        if ((kinds[cls]! & (1 << kind)) === 0) continue;
        const step = steps[state * KINDS + kind]!;
        const after = step & 15;
        const events = step >> 4;
        if (single[row + cls] === -1) single[row + cls] = events;
        else if (single[row + cls] !== events) return null;
        if ((splitsAt[next / classes]! & (1 << after)) === 0) {
          splitsAt[next / classes]! |= 1 << after;
          queue.push(next * 16 + after);
        }
      }
    }
  }
  const events = new Uint8Array(single.length);
  for (let i = 0; i < single.length; i++) if (single[i]! > 0) events[i] = single[i]!;
  return automaton.marking(events);
}

/** Offsets being filled in (the fields of `ComponentOffsets`). */
export interface MutableOffsets {
  schemeEnd: number;
  authorityStart: number;
  userinfoEnd: number;
  hostStart: number;
  hostEnd: number;
  pathStart: number;
  pathEnd: number;
  end: number;
  length: number;
}

// How the record of a valid reference (where each event last happened, -1 where it did not) says
// where its components stand. `offsetsFromMarks` and the slicing of the components
// (`componentsFromMarks`, src/components.ts) both read it through these.

/** The "#" of the fragment, or `length` when there is none. */
export function fragmentAt(positions: Int32Array, length: number): number {
  const fragment = positions[FRAGMENT_START]!;
  return fragment < 0 ? length : fragment;
}

/** Where the path ends: the "?" of the query, or `end` (the fragment's "#" or the text's end). */
export function pathEndAt(positions: Int32Array, end: number): number {
  const query = positions[QUERY_START]!;
  return query < 0 ? end : query;
}

/** Where an authority ends: the "/" after it, else the path's end ("?", "#" or the end). */
export function authorityEndAt(positions: Int32Array, pathEnd: number): number {
  const slash = positions[AUTHORITY_END]!;
  return slash < 0 ? pathEnd : slash;
}

/** Where an authority's host ends: its port's ":", or `authorityEnd`. */
export function hostEndAt(positions: Int32Array, authorityEnd: number): number {
  // A ":" before the "@" is the userinfo's; the host holds none outside brackets.
  const colon = positions[AUTHORITY_COLON]!;
  return colon > positions[USERINFO_END]! ? colon : authorityEnd;
}

/**
 * The offsets of a valid reference of `length` characters from where its run saw each event
 * (`positions`, -1 for an event that did not happen), written into `into`.
 */
export function offsetsFromMarks(
  length: number,
  positions: Int32Array,
  into: MutableOffsets,
): MutableOffsets {
  const schemeEnd = positions[SCHEME_END]!;
  const end = fragmentAt(positions, length);
  const pathEnd = pathEndAt(positions, end);
  const slash = positions[AUTHORITY_SLASH]!;
  into.schemeEnd = schemeEnd;
  into.pathEnd = pathEnd;
  into.end = end;
  into.length = length;
  if (slash < 0) {
    const at = schemeEnd + 1;
    into.authorityStart = -1;
    into.userinfoEnd = -1;
    into.hostStart = at;
    into.hostEnd = at;
    into.pathStart = at;
    return into;
  }
  const authorityEnd = authorityEndAt(positions, pathEnd);
  const userinfoEnd = positions[USERINFO_END]!;
  into.authorityStart = slash + 1;
  into.userinfoEnd = userinfoEnd;
  into.hostStart = userinfoEnd < 0 ? slash + 1 : userinfoEnd + 1;
  into.hostEnd = hostEndAt(positions, authorityEnd);
  into.pathStart = authorityEnd;
  return into;
}
