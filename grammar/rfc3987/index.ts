/**
 * RFC 3987, Internationalized Resource Identifiers (IRIs), section 2.2: the rules that differ
 * from RFC 3986 (read from the RFC's text, abnf.ts, at build time: grammar/generated/rfc3987.ts), and the RFC 3986 rules it uses unchanged,
 * imported from the RFC 3986 grammar as they are.
 */
import type { GrammarDescription } from '../engine/compiled-grammar';
import { definitionsFromData } from '../engine/grammar-data';
import { type RuleDefinition, defineRules } from '../engine/rule';
import { CORE_RULES } from '../core-rules';
import { DATA } from '../generated/rfc3987';
import { RFC3986_RULES } from '../rfc3986';
import { RULE_NAMES, type RuleName } from './rule-names';

export { RULE_NAMES, type RuleName } from './rule-names';

const REGISTRY = defineRules<RuleName>(
  RULE_NAMES,
  definitionsFromData(DATA, {
    core: CORE_RULES,
    rfc3986: RFC3986_RULES,
  }) as readonly RuleDefinition<RuleName>[],
);

export const RFC3987_RULES = REGISTRY.rules;

const CHARACTER_RULES: ReadonlySet<RuleName> = new Set<RuleName>([
  'ALPHA',
  'DIGIT',
  'HEXDIG',
  'unreserved',
  'reserved',
  'gen-delims',
  'sub-delims',
  'pct-encoded',
  'iunreserved',
  'ucschar',
  'iprivate',
  'ipchar',
]);

/** The grammar as the engine takes it. */
export const DESCRIPTION: GrammarDescription<RuleName> = {
  name: 'rfc3987',
  title: 'RFC 3987',
  registry: REGISTRY,
  characterRules: CHARACTER_RULES,
  messageRules: new Set<RuleName>([...CHARACTER_RULES, 'h16', 'dec-octet']),
};
