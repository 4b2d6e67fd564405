/**
 * An ABNF-shaped description of grammars (RFC 5234 operators, nothing more).
 *
 * Rules are written once, as data, in the shape of their ABNF. Two back ends read that data:
 * - `peg.ts` builds parsimmon combinators (parse trees, `explain`), where alternation is
 *   ordered and repetition is greedy, so a few rules carry `PEG:` adjustments;
 * - `automaton.ts` builds a deterministic automaton that recognizes the ABNF language itself
 *   (order and guards do not change a language), used for `isValid`, error offsets and the
 *   fast path.
 * A test checks that both agree, and both against an oracle built from the RFC text.
 */
import type { RuleName } from './rule-names';

/** The only characters RFC 3986 allows are ASCII; everything else is outside every rule. */
export const ALPHABET_SIZE = 128;

export type Expr =
  /** One character from a set: `%x41-5A`, `"/"`, a core rule's body. */
  | { readonly kind: 'chars'; readonly codes: readonly number[]; readonly label: string }
  /** A quoted string: case-insensitive, as RFC 5234 section 2.3 says. */
  | { readonly kind: 'literal'; readonly text: string }
  | { readonly kind: 'seq'; readonly items: readonly Expr[] }
  /** `/`: ordered for the PEG back end, a plain union for the automaton. */
  | { readonly kind: 'alt'; readonly items: readonly Expr[] }
  /** `min*max element`; `max` may be Infinity. */
  | { readonly kind: 'rep'; readonly min: number; readonly max: number; readonly item: Expr }
  | { readonly kind: 'ref'; readonly name: RuleName }
  /**
   * PEG only: `item` succeeds only when `notFollowedBy` does not match next. The automaton
   * ignores it, so a guard must not change the rule's language; tests check that it does not.
   */
  | { readonly kind: 'guard'; readonly item: Expr; readonly notFollowedBy: Expr };

/** A grammar is a rule table; a profile (RFC 6874, RFC 3987, ...) replaces some entries. */
export type Grammar = Readonly<Record<RuleName, Expr>>;

function hex(code: number): string {
  return code.toString(16).toUpperCase().padStart(2, '0');
}

/** `%xLO-HI` */
export function range(lo: number, hi: number): Expr {
  const codes: number[] = [];
  for (let c = lo; c <= hi; c++) codes.push(c);
  return { kind: 'chars', codes, label: lo === hi ? `%x${hex(lo)}` : `%x${hex(lo)}-${hex(hi)}` };
}

/** A quoted string, matched case-insensitively. */
export function lit(text: string): Expr {
  return { kind: 'literal', text };
}

/** Alternatives of single characters `"!" / "$" / ...` folded into one set. */
export function oneOf(characters: string): Expr {
  const codes = [...characters].map((ch) => ch.charCodeAt(0));
  return {
    kind: 'chars',
    codes,
    label: [...characters].map((ch) => JSON.stringify(ch)).join(' / '),
  };
}

export function seq(...items: Expr[]): Expr {
  return { kind: 'seq', items };
}

export function alt(...items: Expr[]): Expr {
  return { kind: 'alt', items };
}

export function rep(min: number, max: number, item: Expr): Expr {
  return { kind: 'rep', min, max, item };
}

/** `*element` */
export function many(item: Expr): Expr {
  return rep(0, Infinity, item);
}

/** `1*element` */
export function many1(item: Expr): Expr {
  return rep(1, Infinity, item);
}

/** `[ element ]` */
export function opt(item: Expr): Expr {
  return rep(0, 1, item);
}

export function ref(name: RuleName): Expr {
  return { kind: 'ref', name };
}

export function notFollowedBy(item: Expr, follower: Expr): Expr {
  return { kind: 'guard', item, notFollowedBy: follower };
}

/** The set of characters a quoted-string character matches (both cases of a letter). */
export function literalCodes(ch: string): number[] {
  const lower = ch.toLowerCase();
  const upper = ch.toUpperCase();
  return lower === upper ? [lower.charCodeAt(0)] : [upper.charCodeAt(0), lower.charCodeAt(0)];
}

/** The ABNF text of an expression, for messages and the `rules` listing. */
export function show(expr: Expr): string {
  switch (expr.kind) {
    case 'chars':
      return expr.codes.length > 1 && expr.label.includes(' / ') ? `( ${expr.label} )` : expr.label;
    case 'literal':
      return JSON.stringify(expr.text);
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
