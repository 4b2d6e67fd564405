/**
 * The combinator back end: parsimmon parsers built from a grammar's `Expr` data, with ordered
 * choice and greedy repetition (PEG semantics). They produce parse trees.
 *
 * Sub-expressions made only of characters (character rules, literals and repetitions of them)
 * run as small matching functions wrapped in one parsimmon parser each, with the same ordered,
 * greedy semantics: a run of 10 MB is one loop, not ten million parser calls. Matchers read
 * code points, so a surrogate pair is one character and a lone surrogate matches nothing.
 *
 * Trees are written into a `NodeArena` (see parse-tree.ts) as rules complete. Every parser keeps
 * one invariant: when it fails, the arena is as it found it. Sequences, repetitions, rule
 * references and guards cut back what they wrote; ordered choice then needs nothing more.
 *
 * Only parsimmon's public API is used: the pieces are functions in its parser protocol
 * (`(input, index) => reply`, replies made by `Parsimmon.makeSuccess` and `makeFailure`), which
 * call one another directly, and `Parsimmon(fn)` makes the parser of a whole input from them.
 * Parsimmon's own combinators call each other through a private field instead, which a parser
 * built from outside may not read; ordered choice is therefore written here. A parse's error is
 * the furthest failure of any of its steps, with everything expected there (`PegCompiler.fail`
 * records each), so ordered choice passes on its furthest failure and joins nothing itself.
 */
import Parsimmon from 'parsimmon';
import { type Expr, type Grammar, literalCodes, show } from './abnf';
import {
  ASCII_LIMIT,
  type Interval,
  codePointAt,
  inIntervals,
  normalizeIntervals,
} from './code-points';
import { NodeArena, type ParseTree, treeOf } from './parse-tree';
import { SingleCharacters } from './single-character';

/**
 * What `wholeInput` gives: parsimmon's own `parse` result, declared here so that the published
 * types never name parsimmon (a consumer would need its types installed to compile).
 */
export interface TreeParser<Name extends string> {
  parse(text: string):
    | { readonly status: true; readonly value: ParseTree<Name> }
    | {
        readonly status: false;
        readonly index: { readonly offset: number };
        readonly expected: readonly string[];
      };
}

/** `(text, index) => end index`, or -1 when nothing matches at `index`. */
type Matcher = (text: string, index: number) => number;

/**
 * A parser in parsimmon's protocol: from `i`, a success reply with where it ended, or a failure
 * with how far it got and what it expected there. Parsers here write nodes into the arena;
 * their value is unused.
 */
type Step = (text: string, i: number) => Parsimmon.Reply<null>;

/** The sorted union of two expected sets, as parsimmon forms it. */
function union(a: readonly string[], b: readonly string[]): string[] {
  return Array.from(new Set([...a, ...b])).sort();
}

/**
 * Ordered choice: the first alternative that succeeds; when all fail, the failure that got
 * furthest (what each expected there is recorded by `fail`, and joined once, for the whole parse).
 */
function choice(parts: readonly Step[]): Step {
  if (parts.length === 0) return (_text, i) => Parsimmon.makeFailure(i, 'zero alternates');
  return (text, i) => {
    let failure: Parsimmon.FailureReply | undefined;
    for (const run of parts) {
      const reply = run(text, i);
      if (reply.status) return reply;
      if (failure === undefined || reply.furthest > failure.furthest) failure = reply;
    }
    return failure!;
  };
}

function charMatcher(intervals: readonly Interval[]): Matcher {
  const ascii = new Uint8Array(ASCII_LIMIT);
  for (const [low, high] of intervals) {
    for (let c = low; c <= Math.min(high, ASCII_LIMIT - 1); c++) ascii[c] = 1;
  }
  const nonAscii = intervals.filter(([, high]) => high >= ASCII_LIMIT);
  if (nonAscii.length === 0) return (text, i) => (ascii[text.charCodeAt(i)] === 1 ? i + 1 : -1);
  return (text, i) => {
    const code = text.charCodeAt(i);
    if (code < ASCII_LIMIT) return ascii[code] === 1 ? i + 1 : -1;
    if (!(i < text.length)) return -1;
    const point = codePointAt(text, i);
    if (point < 0 || !inIntervals(nonAscii, point)) return -1;
    return i + (point > 0xffff ? 2 : 1);
  };
}

function seqMatcher(parts: readonly Matcher[]): Matcher {
  return (text, i) => {
    let at = i;
    for (const part of parts) {
      at = part(text, at);
      if (at < 0) return -1;
    }
    return at;
  };
}

function altMatcher(parts: readonly Matcher[]): Matcher {
  return (text, i) => {
    for (const part of parts) {
      const end = part(text, i);
      if (end >= 0) return end;
    }
    return -1;
  };
}

/**
 * Greedy `min*max item`. `single`, when given, is the ASCII characters on which `item` matches
 * exactly that one character: those are stepped over inline, without calling `item`.
 */
function repMatcher(min: number, max: number, item: Matcher, single?: Uint8Array): Matcher {
  return (text, i) => {
    let at = i;
    let count = 0;
    while (count < max) {
      if (single !== undefined && single[text.charCodeAt(at)] === 1) {
        at++;
        count++;
        continue;
      }
      const end = item(text, at);
      if (end < 0 || end === at) break;
      at = end;
      count++;
    }
    return count >= min ? at : -1;
  };
}

/** The ASCII members of `intervals`, as a 128-entry table. */
function asciiTable(intervals: readonly Interval[]): Uint8Array {
  const table = new Uint8Array(ASCII_LIMIT);
  for (const [low, high] of intervals) {
    for (let c = low; c <= Math.min(high, ASCII_LIMIT - 1); c++) table[c] = 1;
  }
  return table;
}

function overlaps(a: readonly Interval[], b: readonly Interval[]): boolean {
  return a.some(([lowA, highA]) => b.some(([lowB, highB]) => lowA <= highB && lowB <= highA));
}

export class PegCompiler<Name extends string> {
  private readonly bodies = new Map<Name, Step>();
  private readonly matchers = new WeakMap<Expr<Name>, Matcher | null>();
  private readonly whole = new Map<Name, TreeParser<Name>>();
  private readonly ruleIndex: ReadonlyMap<Name, number>;
  /** The working arena, reused by every parse (parses are synchronous and never nested). */
  private arena = new NodeArena();
  /**
   * The furthest offset any step of the current parse failed at, and what was expected there:
   * a failure inside a repetition or an option that then ends without it (`*( "/" element )` at
   * "/" and a line end) is lost from the reply, which says only what the step after it wanted,
   * earlier. The parse's error is this one when it is further (the classic PEG error report).
   */
  private furthest = -1;
  private furthestExpected: string[] = [];

  constructor(
    private readonly grammar: Grammar<Name>,
    private readonly names: readonly Name[],
    /** Rules that are folded into their parent instead of becoming nodes. */
    private readonly characterRules: ReadonlySet<string>,
  ) {
    this.ruleIndex = new Map(names.map((name, index) => [name, index]));
    this.singles = new SingleCharacters(grammar, {
      followsRule: (name) => characterRules.has(name),
      throughGuards: false,
    });
  }

  private readonly singles: SingleCharacters<Name>;

  /**
   * The characters `expr` matches when it always matches exactly one character and produces no
   * node (a set, a one-character literal, an alternative of those, a character rule), else null.
   */
  private singleSet(expr: Expr<Name>): Interval[] | null {
    return this.singles.of(expr);
  }

  /** The characters a match of `expr` can start with, or null when that is not known here. */
  private firstChars(expr: Expr<Name>): Interval[] | null {
    const single = this.singleSet(expr);
    if (single) return single;
    switch (expr.kind) {
      case 'literal':
        return this.singleSet({ ...expr, text: [...expr.text][0] ?? '' });
      case 'seq':
        return expr.items.length > 0 ? this.firstChars(expr.items[0]!) : null;
      case 'alt': {
        const parts = expr.items.map((item) => this.firstChars(item));
        return parts.every((part) => part !== null) ? normalizeIntervals(parts.flat()) : null;
      }
      case 'ref':
        return this.characterRules.has(expr.name) ? this.firstChars(this.grammar[expr.name]) : null;
      default:
        return null;
    }
  }

  /**
   * The alternatives of an `alt`, with its one-character alternatives folded into one set in
   * front when no other alternative can start with any of those characters: then at most one
   * kind can match at a place, so ordered choice answers the same, with one set test first.
   */
  private foldedAlternatives(items: readonly Expr<Name>[]): {
    set: Interval[] | null;
    rest: readonly Expr<Name>[];
  } {
    const singles = items.map((item) => this.singleSet(item));
    const rest = items.filter((_, k) => singles[k] === null);
    const set = normalizeIntervals(singles.filter((part) => part !== null).flat());
    if (set.length === 0 || rest.length === items.length) return { set: null, rest: items };
    const restFirst = rest.map((item) => this.firstChars(item));
    if (restFirst.some((first) => first === null || overlaps(first, set))) {
      return { set: null, rest: items };
    }
    return { set, rest };
  }

  /** A matcher when `expr` produces no nodes (only characters), else null. */
  private matcher(expr: Expr<Name>): Matcher | null {
    const known = this.matchers.get(expr);
    if (known !== undefined) return known;
    let result: Matcher | null = null;
    const single = this.singleSet(expr);
    if (single) {
      result = charMatcher(single);
      this.matchers.set(expr, result);
      return result;
    }
    const all = (items: readonly Expr<Name>[]): Matcher[] | null => {
      const parts = items.map((item) => this.matcher(item));
      return parts.every((part) => part !== null) ? parts : null;
    };
    switch (expr.kind) {
      case 'chars':
        result = charMatcher(expr.intervals);
        break;
      case 'literal':
        result = seqMatcher(
          [...expr.text].map((ch) =>
            charMatcher(literalCodes(ch, expr.caseSensitive).map((code) => [code, code])),
          ),
        );
        break;
      case 'seq': {
        const parts = all(expr.items);
        result = parts && seqMatcher(parts);
        break;
      }
      case 'alt': {
        const { set, rest } = this.foldedAlternatives(expr.items);
        const parts = all(rest);
        result = parts && altMatcher(set ? [charMatcher(set), ...parts] : parts);
        break;
      }
      case 'rep': {
        const item = this.matcher(expr.item);
        result = item && repMatcher(expr.min, expr.max, item, this.inlineSet(expr.item));
        break;
      }
      case 'ref':
        result = this.characterRules.has(expr.name) ? this.matcher(this.grammar[expr.name]) : null;
        break;
      case 'guard': {
        const item = this.matcher(expr.item);
        const follower = this.matcher(expr.notFollowedBy);
        result =
          item &&
          follower &&
          ((text, i) => {
            const end = item(text, i);
            return end >= 0 && follower(text, end) < 0 ? end : -1;
          });
        break;
      }
    }
    this.matchers.set(expr, result);
    return result;
  }

  /** The ASCII characters on which `expr` matches just that character, for `repMatcher`. */
  private inlineSet(expr: Expr<Name>): Uint8Array | undefined {
    const single = this.singleSet(expr);
    if (single) return asciiTable(single);
    if (expr.kind === 'ref' && this.characterRules.has(expr.name)) {
      return this.inlineSet(this.grammar[expr.name]);
    }
    if (expr.kind !== 'alt') return undefined;
    const { set } = this.foldedAlternatives(expr.items);
    return set ? asciiTable(set) : undefined;
  }

  /** `parts` one after the other; on failure, the nodes they wrote are dropped. */
  private sequence(steps: readonly Step[]): Step {
    return (text, i) => {
      const mark = this.arena.length;
      let at = i;
      for (const run of steps) {
        const reply = run(text, at);
        if (!reply.status) {
          this.arena.truncate(mark);
          return reply;
        }
        at = reply.index;
      }
      return Parsimmon.makeSuccess(at, null);
    };
  }

  /** Greedy `min*max item`; a failed item cleans up after itself. */
  private repetition(min: number, max: number, run: Step): Step {
    return (text, i) => {
      const mark = this.arena.length;
      let at = i;
      let count = 0;
      while (count < max) {
        const reply = run(text, at);
        if (!reply.status) {
          if (count < min) {
            this.arena.truncate(mark);
            return reply;
          }
          break;
        }
        const end = reply.index;
        count++;
        if (end === at) break;
        at = end;
      }
      if (count >= min) return Parsimmon.makeSuccess(at, null);
      this.arena.truncate(mark);
      return this.fail(at, 'more');
    };
  }

  /** A failure at `at`, recorded as the furthest when it is. */
  private fail(at: number, expected: string): Parsimmon.FailureReply {
    if (at > this.furthest) {
      this.furthest = at;
      this.furthestExpected = [expected];
    } else if (at === this.furthest && !this.furthestExpected.includes(expected)) {
      this.furthestExpected.push(expected);
    }
    return Parsimmon.makeFailure(at, expected);
  }

  /** `expr` as a step; `name`, the rule whose whole body it is, names what it expects. */
  private compile(expr: Expr<Name>, name?: Name): Step {
    const match = this.matcher(expr);
    if (match) {
      const label = name ?? show(expr);
      return (text, i) => {
        const end = match(text, i);
        return end >= 0 ? Parsimmon.makeSuccess(end, null) : this.fail(i, label);
      };
    }
    switch (expr.kind) {
      case 'seq':
        return this.sequence(expr.items.map((item) => this.compile(item)));
      case 'alt':
        return choice(expr.items.map((item) => this.compile(item)));
      case 'rep':
        return this.repetition(expr.min, expr.max, this.compile(expr.item));
      case 'ref':
        return this.node(expr.name);
      case 'guard': {
        const item = this.compile(expr.item);
        const follower = this.compile(expr.notFollowedBy);
        const label = `not ${show(expr.notFollowedBy)}`;
        return (text, i) => {
          const mark = this.arena.length;
          const reply = item(text, i);
          if (!reply.status) return reply;
          const end = reply.index;
          const afterItem = this.arena.length;
          const follows = follower(text, end).status;
          this.arena.truncate(follows ? mark : afterItem);
          return follows ? this.fail(end, label) : reply;
        };
      }
      default:
        throw new Error(`unreachable: ${expr.kind} without a matcher`);
    }
  }

  /** A match of rule `name` as a node of the tree, written after its descendants. */
  private node(name: Name): Step {
    const index = this.ruleIndex.get(name)!;
    let body: Step | undefined;
    return (text, i) => {
      body ??= this.body(name);
      const mark = this.arena.length;
      const reply = body(text, i);
      if (!reply.status) {
        this.arena.truncate(mark);
        return reply;
      }
      const end = reply.index;
      this.arena.push(index, i, end, this.arena.length - mark);
      return Parsimmon.makeSuccess(end, null);
    };
  }

  /** What a rule's expression produces: its named descendants. */
  private body(name: Name): Step {
    let parser = this.bodies.get(name);
    if (!parser) {
      parser = this.compile(this.grammar[name], name);
      this.bodies.set(name, parser);
    }
    return parser;
  }

  /** The parse's failure: `reply`, or the furthest failure of any step when that is further. */
  private furthestFailure(reply: Parsimmon.FailureReply): Parsimmon.FailureReply {
    if (this.furthest < reply.furthest) return reply;
    const expected =
      this.furthest === reply.furthest
        ? union(reply.expected, this.furthestExpected)
        : this.furthestExpected;
    return Parsimmon.makeFailure(this.furthest, [...expected].sort());
  }

  /** The parser of one rule that must read the whole input, producing its tree. */
  wholeInput(name: Name): TreeParser<Name> {
    let parser = this.whole.get(name);
    if (!parser) {
      // The root is a node even for a character rule, which is folded away anywhere else.
      const root = this.node(name);
      parser = Parsimmon<ParseTree<Name>>((text, i) => {
        this.arena.reset();
        this.furthest = -1;
        this.furthestExpected = [];
        const reply = root(text, i);
        if (!reply.status) return this.furthestFailure(reply);
        const end = reply.index;
        if (end !== text.length) return this.furthestFailure(this.fail(end, 'end of input'));
        const tree = treeOf(this.arena.finished(), this.names);
        this.arena.reset();
        return Parsimmon.makeSuccess(end, tree);
      });
      this.whole.set(name, parser);
    }
    return parser;
  }
}
