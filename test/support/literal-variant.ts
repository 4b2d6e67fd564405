/**
 * A grammar with one rule put back to its ABNF exactly as printed (the oracle's reading of the RFC
 * text, alternatives in the RFC's order, no guard), run by the same engine: the combinators of such
 * a variant show what a `PEG:` note on that rule prevents.
 */
import { CompiledGrammar, type Expr } from '../../grammar';
import type { Node } from '../oracle/abnf-regex';

/** The oracle's reading of a rule as an engine expression, in the text's own order. */
export function literalExpr(node: Node): Expr<string> {
  switch (node.t) {
    case 'set':
      return {
        kind: 'chars',
        intervals: node.ranges.map(([lo, hi]) => [lo, hi]),
        label: 'literal',
      };
    case 'seq':
      return { kind: 'seq', items: node.items.map(literalExpr) };
    case 'alt':
      return { kind: 'alt', items: node.items.map(literalExpr) };
    case 'rep':
      return { kind: 'rep', min: node.min, max: node.max, item: literalExpr(node.item) };
    case 'ref':
      return { kind: 'ref', name: node.name };
    case 'prose':
      throw new Error(`literalExpr: prose <${node.text}> has no expression`);
  }
}

/** `compiled` with `rule` written as `node` reads, everything else unchanged. */
export function withLiteralRule<Name extends string>(
  compiled: CompiledGrammar<Name>,
  rule: Name,
  node: Node,
): CompiledGrammar<Name> {
  const expr = literalExpr(node) as Expr<Name>;
  return new CompiledGrammar<Name>({
    name: `${compiled.name} with ${rule} as printed`,
    title: compiled.title,
    registry: {
      names: compiled.names,
      rules: { ...compiled.rules, [rule]: { ...compiled.rules[rule], expr, peg: undefined } },
      grammar: { ...compiled.grammar, [rule]: expr },
    },
    characterRules: compiled.characterRules,
    messageRules: compiled.messageRules,
  });
}
