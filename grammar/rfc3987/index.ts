/**
 * RFC 3987, Internationalized Resource Identifiers (IRIs), section 2.2: the rules that differ
 * from RFC 3986 (read from the RFC's text, abnf.ts), and the RFC 3986 rules it uses unchanged,
 * imported from the RFC 3986 grammar as they are.
 */
import type { GrammarDescription } from '../engine/compiled-grammar';
import { rulesFromText } from '../engine/grammar-text';
import { type RuleDefinition, defineRules } from '../engine/rule';
import { RFC3986_RULES } from '../rfc3986';
import { FROM_RFC3986, RFC3987_ABNF, RFC3987_OVERRIDES, RFC3987_PROSE } from './abnf';
import { RULE_NAMES, type RuleName } from './rule-names';

export { RULE_NAMES, type RuleName } from './rule-names';

const REGISTRY = defineRules<RuleName>(
  RULE_NAMES,
  rulesFromText({
    abnf: RFC3987_ABNF,
    rfc: 'RFC 3987',
    overrides: RFC3987_OVERRIDES,
    prose: RFC3987_PROSE,
    imports: [{ from: { rules: RFC3986_RULES }, rules: FROM_RFC3986 }],
  }).definitions as readonly RuleDefinition<RuleName>[],
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
