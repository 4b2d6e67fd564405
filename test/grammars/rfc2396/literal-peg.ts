/**
 * Tools for judging the `PEG:` notes of the RFC 2396 rules:
 * - `canonical`: one comparable form for a library expression and for the oracle's reading of
 *   the BNF text, so a test can tell which rules are transcribed literally;
 * - `literalExpr`: the oracle's reading of a rule as an engine expression, so a rule can be put
 *   back to its literal form;
 * - `pegAccepts`: a small ordered-choice, greedy parser (PEG semantics: the first alternative
 *   that matches wins, repetitions never give back) over engine expressions, to show which inputs
 *   a literal transcription gets wrong.
 */
import type { Expr } from '../../../grammar';
import type { Node } from '../../oracle/bnf-regex';

/**
 * RFC 2373's ABNF names the RFC 2234 core rules; the library uses RFC 2396's rules for the same
 * sets (rules.test.ts checks the sets are equal).
 */
export const CORE_RULE_ALIASES: Readonly<Record<string, string>> = {
  DIGIT: 'digit',
  HEXDIG: 'hex',
};

type Ranges = [number, number][];

/** A canonical form: sets of code ranges, flat sequences, adjacent set alternatives merged. */
export type Canonical =
  | { readonly set: Ranges }
  | { readonly seq: readonly Canonical[] }
  | { readonly alt: readonly Canonical[] }
  | { readonly rep: readonly [number, number | 'inf']; readonly item: Canonical }
  | { readonly ref: string }
  | { readonly guard: Canonical; readonly notFollowedBy: Canonical };

function mergeRanges(ranges: readonly (readonly [number, number])[]): Ranges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const result: Ranges = [];
  for (const [lo, hi] of sorted) {
    const last = result[result.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else result.push([lo, hi]);
  }
  return result;
}

function letterCases(code: number, caseSensitive: boolean): Ranges {
  const isLetter = (code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a;
  return caseSensitive || !isLetter
    ? [[code, code]]
    : mergeRanges([
        [code & ~0x20, code & ~0x20],
        [code | 0x20, code | 0x20],
      ]);
}

function sequence(items: Canonical[]): Canonical {
  const flat = items.flatMap((item) => ('seq' in item ? item.seq : [item]));
  return flat.length === 1 ? flat[0]! : { seq: flat };
}

function alternation(items: Canonical[]): Canonical {
  const merged: Canonical[] = [];
  for (const item of items) {
    const last = merged[merged.length - 1];
    if (last && 'set' in last && 'set' in item) {
      merged[merged.length - 1] = { set: mergeRanges([...last.set, ...item.set]) };
    } else {
      merged.push(item);
    }
  }
  return merged.length === 1 ? merged[0]! : { alt: merged };
}

function ref(name: string): Canonical {
  return { ref: CORE_RULE_ALIASES[name] ?? name };
}

/** The canonical form of a library expression. */
export function canonicalExpr(expr: Expr<string>): Canonical {
  switch (expr.kind) {
    case 'chars':
      return { set: mergeRanges(expr.intervals.map(([lo, hi]) => [lo, hi])) };
    case 'literal':
      return sequence(
        [...expr.text].map((ch) => ({ set: letterCases(ch.codePointAt(0)!, expr.caseSensitive) })),
      );
    case 'seq':
      return sequence(expr.items.map(canonicalExpr));
    case 'alt':
      return alternation(expr.items.map(canonicalExpr));
    case 'rep':
      return {
        rep: [expr.min, expr.max === Infinity ? 'inf' : expr.max],
        item: canonicalExpr(expr.item),
      };
    case 'ref':
      return ref(expr.name);
    case 'guard':
      return { guard: canonicalExpr(expr.item), notFollowedBy: canonicalExpr(expr.notFollowedBy) };
  }
}

/** The canonical form of the oracle's reading of a rule's text (references unresolved). */
export function canonicalNode(node: Node): Canonical {
  switch (node.t) {
    case 'set':
      return { set: mergeRanges(node.ranges) };
    case 'seq':
      return sequence(node.items.map(canonicalNode));
    case 'alt':
      return alternation(node.items.map(canonicalNode));
    case 'rep':
      return {
        rep: [node.min, node.max === Infinity ? 'inf' : node.max],
        item: canonicalNode(node.item),
      };
    case 'ref':
      return ref(node.name);
  }
}

/** The oracle's reading of a rule's text as an engine expression, in the text's own order. */
export function literalExpr(node: Node): Expr<string> {
  switch (node.t) {
    case 'set':
      return { kind: 'chars', intervals: mergeRanges(node.ranges), label: 'literal' };
    case 'seq':
      return { kind: 'seq', items: node.items.map(literalExpr) };
    case 'alt':
      return { kind: 'alt', items: node.items.map(literalExpr) };
    case 'rep':
      return { kind: 'rep', min: node.min, max: node.max, item: literalExpr(node.item) };
    case 'ref':
      return { kind: 'ref', name: CORE_RULE_ALIASES[node.name] ?? node.name };
  }
}

/**
 * Whether PEG semantics accept the whole of `text` as `rule`: ordered choice keeps the first
 * alternative that matches, a repetition takes as many as it can and never gives any back, and
 * a guard fails when its follower matches next. `exprOf` gives each rule's expression.
 */
export function pegAccepts(
  exprOf: (name: string) => Expr<string>,
  rule: string,
  text: string,
): boolean {
  /** The end of the match of `expr` at `at`, or -1. */
  const match = (expr: Expr<string>, at: number): number => {
    switch (expr.kind) {
      case 'chars': {
        if (at >= text.length) return -1;
        const code = text.codePointAt(at)!;
        const width = code > 0xffff ? 2 : 1;
        return expr.intervals.some(([lo, hi]) => lo <= code && code <= hi) ? at + width : -1;
      }
      case 'literal': {
        const part = text.slice(at, at + expr.text.length);
        if (part.length < expr.text.length) return -1;
        const same = expr.caseSensitive
          ? part === expr.text
          : [...part].every((ch, i) =>
              letterCases(expr.text.charCodeAt(i), false).some(
                ([lo, hi]) => lo <= ch.charCodeAt(0) && ch.charCodeAt(0) <= hi,
              ),
            );
        return same ? at + expr.text.length : -1;
      }
      case 'seq': {
        let end = at;
        for (const item of expr.items) {
          end = match(item, end);
          if (end < 0) return -1;
        }
        return end;
      }
      case 'alt': {
        for (const item of expr.items) {
          const end = match(item, at);
          if (end >= 0) return end;
        }
        return -1;
      }
      case 'rep': {
        let end = at;
        let count = 0;
        while (count < expr.max) {
          const next = match(expr.item, end);
          if (next < 0) break;
          // An empty match would repeat forever; it stands for every repetition still needed.
          if (next === end) return end;
          end = next;
          count++;
        }
        return count >= expr.min ? end : -1;
      }
      case 'ref':
        return match(exprOf(expr.name), at);
      case 'guard': {
        const end = match(expr.item, at);
        return end >= 0 && match(expr.notFollowedBy, end) < 0 ? end : -1;
      }
    }
  };
  return match(exprOf(rule), 0) === text.length;
}
