/**
 * RFC 6570, URI Template: section 2's template syntax, read from the RFC's text (abnf.ts) at build time
 * (grammar/generated/rfc6570.ts), and
 * the rules section 1.5 imports "from the normative references [RFC5234], [RFC3986], and
 * [RFC3987]", taken from the RFC 3986 and RFC 3987 grammars as they are.
 */
import type { GrammarDescription } from '../engine/compiled-grammar';
import { definitionsFromData } from '../engine/grammar-data';
import { type RuleDefinition, defineRules } from '../engine/rule';
import { CORE_RULES } from '../core-rules';
import { DATA } from '../generated/rfc6570';
import { RFC3986_RULES } from '../rfc3986';
import { RFC3987_RULES } from '../rfc3987';
import { FROM_RFC3986, FROM_RFC3987 } from './abnf';
import { RULE_NAMES, type RuleName } from './rule-names';

export { RULE_NAMES, type RuleName } from './rule-names';

const REGISTRY = defineRules<RuleName>(
  RULE_NAMES,
  definitionsFromData(DATA, {
    core: CORE_RULES,
    rfc3986: RFC3986_RULES,
    rfc3987: RFC3987_RULES,
  }) as readonly RuleDefinition<RuleName>[],
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
