/**
 * An ABNF-shaped description of grammars (RFC 5234 operators, nothing more).
 *
 * Rules are written once, as data, in the shape of their ABNF. Two back ends read that data:
 * - `combinators.ts` builds parsimmon combinators (parse trees, `explain`), where alternation is
 *   ordered and repetition is greedy, so a few rules carry `PEG:` adjustments;
 * - `automaton.ts` builds a deterministic automaton that recognizes the ABNF language itself
 *   (order and guards do not change a language), used for `isValid`, error offsets and the
 *   fast path.
 * Tests check that both agree, and both against an oracle built from each RFC's text.
 *
 * Characters are code points (`code-points.ts`): a character set is a list of intervals up to
 * U+10FFFF, so the same layer describes RFC 3986 (ASCII) and RFC 3987 (UCS characters).
 * Rule names are a type parameter: each grammar has its own.
 */
import { type Interval, normalizeIntervals } from './code-points';

export type Expr<Name extends string = string> =
  /** One character from a set: `%x41-5A`, `"/"`, `%xA0-D7FF / %xF900-FDCF`, a core rule's body. */
  | { readonly kind: 'chars'; readonly intervals: readonly Interval[]; readonly label: string }
  /**
   * A quoted string. RFC 5234 section 2.3: case-insensitive, so `"A"` matches `a`. `caseSensitive`
   * is for notations whose literals are not (RFC 7405 `%s"..."`; RFC 2396's BNF, where `"a"` and
   * `"A"` are listed apart).
   */
  | { readonly kind: 'literal'; readonly text: string; readonly caseSensitive: boolean }
  | { readonly kind: 'seq'; readonly items: readonly Expr<Name>[] }
  /** `/`: ordered for the PEG back end, a plain union for the automaton. */
  | { readonly kind: 'alt'; readonly items: readonly Expr<Name>[] }
  /** `min*max element`; `max` may be Infinity. */
  | { readonly kind: 'rep'; readonly min: number; readonly max: number; readonly item: Expr<Name> }
  | { readonly kind: 'ref'; readonly name: Name }
  /**
   * PEG only: `item` succeeds only when `notFollowedBy` does not match next. The automaton
   * ignores it, so a guard must not change the rule's language; tests check that it does not.
   */
  | { readonly kind: 'guard'; readonly item: Expr<Name>; readonly notFollowedBy: Expr<Name> };

/** A grammar's rule table: each rule name to its expression. */
export type Grammar<Name extends string = string> = Readonly<Record<Name, Expr<Name>>>;

function hex(code: number): string {
  return code.toString(16).toUpperCase().padStart(2, '0');
}

/** `%xLO-HI` (or `%xLO` when they are equal). */
export function range(lo: number, hi: number): Expr<never> {
  return {
    kind: 'chars',
    intervals: normalizeIntervals([[lo, hi]]),
    label: lo === hi ? `%x${hex(lo)}` : `%x${hex(lo)}-${hex(hi)}`,
  };
}

/** `%xA-B / %xC-D / ...`: alternatives of ranges folded into one set, labelled as written. */
export function ranges(...intervals: Interval[]): Expr<never> {
  return {
    kind: 'chars',
    intervals: normalizeIntervals(intervals),
    label: intervals
      .map(([lo, hi]) => (lo === hi ? `%x${hex(lo)}` : `%x${hex(lo)}-${hex(hi)}`))
      .join(' / '),
  };
}

/** A quoted string, matched case-insensitively (RFC 5234 2.3). */
export function lit(text: string): Expr<never> {
  return { kind: 'literal', text, caseSensitive: false };
}

/** A quoted string matched exactly as written (RFC 7405 `%s"..."`). */
export function exact(text: string): Expr<never> {
  return { kind: 'literal', text, caseSensitive: true };
}

/** Alternatives of single characters `"!" / "$" / ...` folded into one set, matched exactly. */
export function oneOf(characters: string): Expr<never> {
  const list = [...characters];
  return {
    kind: 'chars',
    intervals: normalizeIntervals(list.map((ch) => [ch.codePointAt(0)!, ch.codePointAt(0)!])),
    label: list.map((ch) => JSON.stringify(ch)).join(' / '),
  };
}

export function seq<Name extends string>(...items: Expr<Name>[]): Expr<Name> {
  return { kind: 'seq', items };
}

export function alt<Name extends string>(...items: Expr<Name>[]): Expr<Name> {
  return { kind: 'alt', items };
}

export function rep<Name extends string>(min: number, max: number, item: Expr<Name>): Expr<Name> {
  return { kind: 'rep', min, max, item };
}

/** `*element` */
export function many<Name extends string>(item: Expr<Name>): Expr<Name> {
  return rep(0, Infinity, item);
}

/** `1*element` */
export function many1<Name extends string>(item: Expr<Name>): Expr<Name> {
  return rep(1, Infinity, item);
}

/** `[ element ]` */
export function opt<Name extends string>(item: Expr<Name>): Expr<Name> {
  return rep(0, 1, item);
}

export function ref<Name extends string>(name: Name): Expr<Name> {
  return { kind: 'ref', name };
}

export function notFollowedBy<Name extends string>(
  item: Expr<Name>,
  follower: Expr<Name>,
): Expr<Name> {
  return { kind: 'guard', item, notFollowedBy: follower };
}

/**
 * The characters one character of a quoted string matches: both cases of an ASCII letter when
 * the string is case-insensitive (RFC 5234 2.3 speaks of US-ASCII letters only), else itself.
 */
export function literalCodes(ch: string, caseSensitive = false): number[] {
  const code = ch.codePointAt(0)!;
  const isLetter = (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
  if (caseSensitive || !isLetter) return [code];
  return [code & ~0x20, code | 0x20];
}

/** The ABNF text of an expression, for messages and the `rules` listing. */
export function show(expr: Expr<string>): string {
  switch (expr.kind) {
    case 'chars':
      return expr.label.includes(' / ') ? `( ${expr.label} )` : expr.label;
    case 'literal':
      // %s only where it means something: a string with no letter is the same either way,
      // and must read as the same label as that character in a set ('":"', not '%s":"').
      return expr.caseSensitive && /[A-Za-z]/.test(expr.text)
        ? `%s${JSON.stringify(expr.text)}`
        : JSON.stringify(expr.text);
    case 'ref':
      return expr.name;
    case 'seq':
      return expr.items.map(show).join(' ');
    case 'alt':
      return `( ${expr.items.map(show).join(' / ')} )`;
    case 'guard':
      return `${show(expr.item)} !${show(expr.notFollowedBy)}`;
    case 'rep': {
      const inner = show(expr.item);
      if (expr.min === 0 && expr.max === 1) return `[ ${inner} ]`;
      if (expr.min === expr.max) return `${expr.min}${inner}`;
      const lo = expr.min === 0 ? '' : String(expr.min);
      const hi = expr.max === Infinity ? '' : String(expr.max);
      return `${lo}*${hi}${inner}`;
    }
  }
}
