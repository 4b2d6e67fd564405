/**
 * RFC 6570, URI Template: section 2's template syntax, read from the RFC's text (abnf.ts), and
 * the rules section 1.5 imports "from the normative references [RFC5234], [RFC3986], and
 * [RFC3987]", taken from the RFC 3986 and RFC 3987 grammars as they are.
 */
import type { GrammarDescription } from '../engine/compiled-grammar';
import { rulesFromText } from '../engine/grammar-text';
import { type RuleDefinition, defineRules } from '../engine/rule';
import { RFC3986_RULES } from '../rfc3986';
import { RFC3987_RULES } from '../rfc3987';
import { FROM_RFC3986, FROM_RFC3987, RFC6570_ABNF, RFC6570_OVERRIDES } from './abnf';
import { RULE_NAMES, type RuleName } from './rule-names';

export { RULE_NAMES, type RuleName } from './rule-names';

const REGISTRY = defineRules<RuleName>(
  RULE_NAMES,
  rulesFromText({
    abnf: RFC6570_ABNF,
    rfc: 'RFC 6570',
    overrides: RFC6570_OVERRIDES,
    imports: [
      { from: { rules: RFC3986_RULES }, rules: FROM_RFC3986 },
      { from: { rules: RFC3987_RULES }, rules: FROM_RFC3987 },
    ],
  }).definitions as readonly RuleDefinition<RuleName>[],
);

export const RFC6570_RULES = REGISTRY.rules;

/** Single characters (or a triplet): not tree nodes, and named whole in messages. */
const CHARACTER_RULES: ReadonlySet<RuleName> = new Set<RuleName>([
  ...FROM_RFC3986,
  ...FROM_RFC3987,
  'literals',
  'varchar',
  'op-level2',
  'op-level3',
  'op-reserve',
]);

/** The grammar as the engine takes it. */
export const DESCRIPTION: GrammarDescription<RuleName> = {
  name: 'rfc6570',
  title: 'RFC 6570',
  registry: REGISTRY,
  characterRules: CHARACTER_RULES,
  messageRules: new Set<RuleName>([...CHARACTER_RULES, 'operator', 'max-length']),
};
