/**
 * The combinator back end: parsimmon parsers built from a grammar's `Expr` data, with ordered
 * choice and greedy repetition (PEG semantics). They produce parse trees.
 *
 * Sub-expressions made only of characters (character rules, literals and repetitions of them)
 * run as small matching functions wrapped in one parsimmon parser each, with the same ordered,
 * greedy semantics: a run of 10 MB is one loop, not ten million parser calls.
 */
import Parsimmon from 'parsimmon';
import { ALPHABET_SIZE, type Expr, type Grammar, literalCodes, show } from './abnf';
import type { RuleName } from './rule-names';

/** A node of a parse tree: a named rule, or (`rule: null`) characters its parent read itself. */
export interface ParseTree {
  readonly rule: RuleName | null;
  readonly start: number;
  readonly end: number;
  readonly children: readonly ParseTree[];
}

/** `(text, index) => end index`, or -1 when nothing matches at `index`. */
type Matcher = (text: string, index: number) => number;

type Nodes = ParseTree[];
const NONE: Nodes = [];

const offset: Parsimmon.Parser<number> = Parsimmon((_input, i) => Parsimmon.makeSuccess(i, i));

/** Parsimmon's own entry point into a parser (what its combinators call), typed. */
function step(
  parser: Parsimmon.Parser<Nodes>,
): (text: string, i: number) => Parsimmon.Reply<Nodes> {
  return (parser as unknown as { _: (text: string, i: number) => Parsimmon.Reply<Nodes> })._;
}

/**
 * `seq` and repetition that append children to one array. Parsimmon's `seq(...).map(flat)` and
 * `many` allocate per item and merge expectation lists per step, which made a tree of five
 * million path segments take 18 s; errors come from the automaton, so none is lost here.
 */
function sequence(parts: readonly Parsimmon.Parser<Nodes>[]): Parsimmon.Parser<Nodes> {
  const steps = parts.map(step);
  return Parsimmon((text, i) => {
    const nodes: ParseTree[] = [];
    let at = i;
    for (const run of steps) {
      const reply = run(text, at);
      if (!reply.status) return reply;
      for (const child of reply.value) nodes.push(child);
      at = (reply as unknown as { index: number }).index;
    }
    return Parsimmon.makeSuccess(at, nodes);
  });
}

function repetition(
  min: number,
  max: number,
  item: Parsimmon.Parser<Nodes>,
): Parsimmon.Parser<Nodes> {
  const run = step(item);
  return Parsimmon((text, i) => {
    const nodes: ParseTree[] = [];
    let at = i;
    let count = 0;
    while (count < max) {
      const reply = run(text, at);
      if (!reply.status) {
        if (count < min) return reply;
        break;
      }
      const end = (reply as unknown as { index: number }).index;
      for (const child of reply.value) nodes.push(child);
      count++;
      if (end === at) break;
      at = end;
    }
    return count >= min ? Parsimmon.makeSuccess(at, nodes) : Parsimmon.makeFailure(at, 'more');
  });
}

function charMatcher(codes: Iterable<number>): Matcher {
  const set = new Uint8Array(ALPHABET_SIZE);
  for (const code of codes) set[code] = 1;
  return (text, i) => (set[text.charCodeAt(i)] === 1 ? i + 1 : -1);
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

function repMatcher(min: number, max: number, item: Matcher): Matcher {
  return (text, i) => {
    let at = i;
    let count = 0;
    while (count < max) {
      const end = item(text, at);
      if (end < 0 || end === at) break;
      at = end;
      count++;
    }
    return count >= min ? at : -1;
  };
}

/** Gaps between named children become text leaves, so the leaves spell the input. */
function node(rule: RuleName, start: number, end: number, named: Nodes): ParseTree {
  const children: ParseTree[] = [];
  let at = start;
  for (const child of named) {
    if (child.start > at) children.push({ rule: null, start: at, end: child.start, children: [] });
    children.push(child);
    at = child.end;
  }
  if (named.length > 0 && end > at) children.push({ rule: null, start: at, end, children: [] });
  return { rule, start, end, children };
}

export class PegCompiler {
  private readonly bodies = new Map<RuleName, Parsimmon.Parser<Nodes>>();
  private readonly matchers = new WeakMap<Expr, Matcher | null>();
  private readonly whole = new Map<RuleName, Parsimmon.Parser<ParseTree>>();

  constructor(
    private readonly grammar: Grammar,
    /** Rules that are folded into their parent instead of becoming nodes. */
    private readonly characterRules: ReadonlySet<RuleName>,
  ) {}

  /** A matcher when `expr` produces no nodes (only characters), else null. */
  private matcher(expr: Expr): Matcher | null {
    const known = this.matchers.get(expr);
    if (known !== undefined) return known;
    let result: Matcher | null = null;
    const all = (items: readonly Expr[]): Matcher[] | null => {
      const parts = items.map((item) => this.matcher(item));
      return parts.every((part) => part !== null) ? parts : null;
    };
    switch (expr.kind) {
      case 'chars':
        result = charMatcher(expr.codes);
        break;
      case 'literal':
        result = seqMatcher([...expr.text].map((ch) => charMatcher(literalCodes(ch))));
        break;
      case 'seq': {
        const parts = all(expr.items);
        result = parts && seqMatcher(parts);
        break;
      }
      case 'alt': {
        const parts = all(expr.items);
        result = parts && altMatcher(parts);
        break;
      }
      case 'rep': {
        const item = this.matcher(expr.item);
        result = item && repMatcher(expr.min, expr.max, item);
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

  private compile(expr: Expr): Parsimmon.Parser<Nodes> {
    const match = this.matcher(expr);
    if (match) {
      const label = show(expr);
      return Parsimmon((text, i) => {
        const end = match(text, i);
        return end >= 0 ? Parsimmon.makeSuccess(end, NONE) : Parsimmon.makeFailure(i, label);
      });
    }
    switch (expr.kind) {
      case 'seq':
        return sequence(expr.items.map((item) => this.compile(item)));
      case 'alt':
        return Parsimmon.alt(...expr.items.map((item) => this.compile(item)));
      case 'rep':
        return repetition(expr.min, expr.max, this.compile(expr.item));
      case 'ref': {
        const name = expr.name;
        let body: ((text: string, i: number) => Parsimmon.Reply<Nodes>) | undefined;
        return Parsimmon((text, i) => {
          body ??= step(this.body(name));
          const reply = body(text, i);
          if (!reply.status) return reply;
          const end = (reply as unknown as { index: number }).index;
          return Parsimmon.makeSuccess(end, [node(name, i, end, reply.value)]);
        });
      }
      case 'guard':
        return this.compile(expr.item).skip(
          Parsimmon.notFollowedBy(this.compile(expr.notFollowedBy)),
        );
      default:
        throw new Error(`unreachable: ${expr.kind} without a matcher`);
    }
  }

  /** What a rule's expression produces: its named children. */
  private body(name: RuleName): Parsimmon.Parser<Nodes> {
    let parser = this.bodies.get(name);
    if (!parser) {
      parser = this.compile(this.grammar[name]);
      this.bodies.set(name, parser);
    }
    return parser;
  }

  /** The parser of one rule, producing its node. */
  rule(name: RuleName): Parsimmon.Parser<ParseTree> {
    return Parsimmon.seqMap(offset, this.body(name), offset, (start, named, end) =>
      node(name, start, end, named),
    );
  }

  /** The parser of one rule that must read the whole input. */
  wholeInput(name: RuleName): Parsimmon.Parser<ParseTree> {
    let parser = this.whole.get(name);
    if (!parser) {
      parser = this.rule(name).skip(Parsimmon.eof);
      this.whole.set(name, parser);
    }
    return parser;
  }
}
