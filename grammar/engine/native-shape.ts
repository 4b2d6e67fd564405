/**
 * A rule's language as one native regular expression, made from the rule data (no `eval`, no
 * `new Function`: `new RegExp` of a source built here), for `Automaton.accepts` to try before the
 * table: V8 runs a character class over a long run in native code, below what any JavaScript
 * loop that reads each character costs (issue 28).
 *
 * A grammar names the expression (its "shape", written with the grammar's own rules, see
 * rfc3986/index.ts). The regular expression is only a shortcut to `true`: a string it refuses
 * goes to the table runner, so an answer never depends on the shape being complete. What must
 * hold is the other direction, that the shape accepts nothing the rule refuses; the shape's own
 * automaton (built by the engine like any rule's) is tested to be contained in the rule's, for
 * every string, not for samples (test/engine/native-shape.test.ts).
 *
 * V8 matches by backtracking, which is exponential on some patterns (`(?:[a-z]+|%..)*` on a long
 * refused string). The translation keeps to constructs whose backtracking is bounded on these
 * shapes: a repetition of single characters is one character class (V8's greedy loop gives its
 * characters back one at a time, each tried once against what follows), and a repetition of
 * characters and one longer alternative (`*( pchar / "/" / "?" )`, where `pchar` holds
 * `pct-encoded`) is written `[chars]*(?:%HH[chars]*)*`, whose loop can end only where the next
 * character is no character of the class and no "%": no two ways to read one prefix.
 */
import { type Expr, type Grammar, literalCodes } from './abnf';
import { type Interval, normalizeIntervals } from './code-points';

/** `\xHH` or `\uHHHH`: every character escaped, so no character of a class means syntax. */
function escape(code: number): string {
  return code < 0x100
    ? `\\x${code.toString(16).padStart(2, '0')}`
    : `\\u${code.toString(16).padStart(4, '0')}`;
}

function classOf(intervals: readonly Interval[]): string {
  const body = intervals
    .map(([low, high]) =>
      low === high
        ? escape(low)
        : high === low + 1
          ? escape(low) + escape(high)
          : `${escape(low)}-${escape(high)}`,
    )
    .join('');
  return `[${body}]`;
}

/** Thrown for a construct the translation does not take (a character above U+FFFF, recursion). */
export class UntranslatableShape extends Error {}

/** Translates shapes of one grammar. */
export class ShapeTranslator<Name extends string> {
  constructor(private readonly grammar: Grammar<Name>) {}

  /** The whole-input regular expression of `shape`: anchored at both ends. */
  regExp(shape: Expr<Name>): RegExp {
    this.groups = 0;
    return new RegExp(`^(?:${this.source(shape, [])})$`);
  }

  /** Capturing groups written so far: each atomic run refers to its own. */
  private groups = 0;

  /**
   * `source` read once, as long as it goes, and never given back: a lookahead is atomic in
   * JavaScript, and the backreference then reads what it matched. A refused string then fails
   * without V8 trying every shorter run before it (each a character step and a failed attempt at
   * what follows), which had made a refusal cost as much as the table's run and the match again.
   * It can only refuse more than the plain loop, never accept more.
   */
  private atomic(source: string): string {
    this.groups++;
    return `(?=(${source}))\\${this.groups}`;
  }

  /**
   * The set of characters when `expr` matches exactly one character (a set, a one-character
   * literal, an alternation of such, a rule that is one), else null.
   */
  private singleCharacters(expr: Expr<Name>, inside: readonly string[]): Interval[] | null {
    switch (expr.kind) {
      case 'chars':
        return [...expr.intervals];
      case 'literal': {
        const characters = [...expr.text];
        if (characters.length !== 1) return null;
        return normalizeIntervals(
          literalCodes(characters[0]!, expr.caseSensitive).map((c) => [c, c] as const),
        );
      }
      case 'alt': {
        const all: Interval[] = [];
        for (const item of expr.items) {
          const set = this.singleCharacters(item, inside);
          if (set === null) return null;
          all.push(...set);
        }
        return normalizeIntervals(all);
      }
      case 'ref':
        return this.singleCharacters(this.resolve(expr.name, inside), [...inside, expr.name]);
      case 'guard':
        return this.singleCharacters(expr.item, inside);
      default:
        return null;
    }
  }

  private resolve(name: Name, inside: readonly string[]): Expr<Name> {
    if (inside.includes(name)) throw new UntranslatableShape(`${name} refers to itself`);
    return this.grammar[name];
  }

  /** The alternatives of `expr`, with rules and nested alternations opened. */
  private alternatives(expr: Expr<Name>, inside: readonly string[]): [Expr<Name>, string[]][] {
    if (expr.kind === 'alt') return expr.items.flatMap((item) => this.alternatives(item, inside));
    if (expr.kind === 'ref' && this.singleCharacters(expr, inside) === null) {
      return this.alternatives(this.resolve(expr.name, inside), [...inside, expr.name]);
    }
    return [[expr, [...inside]]];
  }

  private source(expr: Expr<Name>, inside: readonly string[]): string {
    const single = this.singleCharacters(expr, inside);
    if (single !== null) {
      if (single.some(([, high]) => high > 0xffff)) {
        throw new UntranslatableShape('a character above U+FFFF');
      }
      return classOf(single);
    }
    switch (expr.kind) {
      case 'literal':
        return [...expr.text]
          .map((ch) =>
            this.source({ kind: 'literal', text: ch, caseSensitive: expr.caseSensitive }, inside),
          )
          .join('');
      case 'seq':
        return expr.items.map((item) => this.source(item, inside)).join('');
      case 'alt': {
        // The one-character alternatives as one class, so that each costs no branch of its own.
        const characters: Interval[] = [];
        const others: string[] = [];
        for (const [alternative, path] of this.alternatives(expr, inside)) {
          const set = this.singleCharacters(alternative, path);
          if (set === null) others.push(this.source(alternative, path));
          else characters.push(...set);
        }
        if (characters.length > 0)
          others.unshift(
            this.source(
              { kind: 'chars', intervals: normalizeIntervals(characters), label: '' },
              inside,
            ),
          );
        return `(?:${others.join('|')})`;
      }
      case 'ref':
        return this.source(this.resolve(expr.name, inside), [...inside, expr.name]);
      case 'guard':
        return this.source(expr.item, inside);
      case 'rep':
        return this.repetition(expr.min, expr.max, expr.item, inside);
      default:
        throw new UntranslatableShape(`no translation for ${expr.kind}`);
    }
  }

  private repetition(
    min: number,
    max: number,
    item: Expr<Name>,
    inside: readonly string[],
  ): string {
    if (max === Infinity) {
      // `*( chars / longer )`: the characters as one class, the one longer alternative between
      // runs of them, when it cannot start with one of them (else no translation is linear).
      const characters: Interval[] = [];
      const longer: [Expr<Name>, string[]][] = [];
      for (const [alternative, path] of this.alternatives(item, inside)) {
        const set = this.singleCharacters(alternative, path);
        if (set === null) longer.push([alternative, path]);
        else characters.push(...set);
      }
      if (characters.length > 0 && longer.length === 1) {
        const run = `${classOf(normalizeIntervals(characters))}*`;
        const [alternative, path] = longer[0]!;
        const first = this.firstCharacters(alternative, path);
        if (first !== null && !overlaps(first, normalizeIntervals(characters))) {
          // `min*` is `min` items and then `*`.
          const items = this.source(item, inside).repeat(min);
          return this.atomic(`${items}${run}(?:${this.source(alternative, path)}${run})*`);
        }
      }
    }
    const single = this.singleCharacters(item, inside);
    // An unbounded loop over anything but one class or a run (above) is refused: `(?:[a-z]+|%..)*`
    // reads "ab" as one item or two, and backtracks through every split of a refused string.
    if (max === Infinity && single === null) {
      throw new UntranslatableShape('an unbounded repetition of more than one character');
    }
    const body = this.source(item, inside);
    const atom = single !== null ? body : `(?:${body})`;
    if (min === 0 && max === 1) return `${atom}?`;
    if (min === 0 && max === Infinity) return `${atom}*`;
    if (min === 1 && max === Infinity) return `${atom}+`;
    return `${atom}{${min},${max === Infinity ? '' : max}}`;
  }

  /** The characters `expr` can start with, when it cannot match the empty string; else null. */
  private firstCharacters(expr: Expr<Name>, inside: readonly string[]): Interval[] | null {
    const single = this.singleCharacters(expr, inside);
    if (single !== null) return single;
    switch (expr.kind) {
      case 'literal':
        return this.singleCharacters(
          { kind: 'literal', text: [...expr.text][0] ?? '', caseSensitive: expr.caseSensitive },
          inside,
        );
      case 'seq':
        // Only a first item that is one character cannot be skipped by matching nothing.
        return expr.items.length > 0 ? this.singleCharacters(expr.items[0]!, inside) : null;
      case 'ref':
        return this.firstCharacters(this.resolve(expr.name, inside), [...inside, expr.name]);
      default:
        return null;
    }
  }
}

function overlaps(a: readonly Interval[], b: readonly Interval[]): boolean {
  return a.some(([low, high]) => b.some(([l, h]) => low <= h && l <= high));
}
