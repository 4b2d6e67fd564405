/**
 * RFC 6874, Representing IPv6 Zone Identifiers in Address Literals and URIs, section 2: RFC 3986
 * with `IP-literal` replaced and `ZoneID` and `IPv6addrz` added. Every other rule is RFC 3986's,
 * reused as it is.
 *
 * RFC 9844 (August 2025) obsoletes RFC 6874 and "reverts the change that it made to the URI
 * syntax defined by [RFC3986]": zone identifiers are no longer part of URI syntax, and RFC 9844's
 * own format (`fe80::1%eth0`) is for user interfaces, not URIs. This grammar is kept to audit the
 * parsers that still accept RFC 6874 literals and to read the systems that still write them.
 */
import type { GrammarDescription } from '../engine/compiled-grammar';
import { definitionsFromData } from '../engine/grammar-data';
import { type RuleDefinition, defineRules } from '../engine/rule';
import { CORE_RULES } from '../core-rules';
import { DATA } from '../generated/rfc6874';
import { CHARACTER_RULES, MESSAGE_RULES, RFC3986_RULES } from '../rfc3986';
import { RULE_NAMES as RFC3986_RULE_NAMES } from '../rfc3986/rule-names';

/** RFC 3986's names in Appendix A order, with RFC 6874's two new rules after `IP-literal`. */
export const RULE_NAMES = [
  ...RFC3986_RULE_NAMES.slice(0, RFC3986_RULE_NAMES.indexOf('IP-literal') + 1),
  'ZoneID',
  'IPv6addrz',
  ...RFC3986_RULE_NAMES.slice(RFC3986_RULE_NAMES.indexOf('IP-literal') + 1),
] as const;

export type RuleName = (typeof RFC3986_RULE_NAMES)[number] | 'ZoneID' | 'IPv6addrz';

const REGISTRY = defineRules<RuleName>(
  RULE_NAMES,
  // Read from abnf.ts at build time (grammar/sources.ts); every other rule is RFC 3986's, as it is.
  definitionsFromData(DATA, {
    core: CORE_RULES,
    rfc3986: RFC3986_RULES,
  }) as readonly RuleDefinition<RuleName>[],
);

export const RFC6874_RULES = REGISTRY.rules;

/** The grammar as the engine takes it. */
export const DESCRIPTION: GrammarDescription<RuleName> = {
  name: 'rfc6874',
  title: 'RFC 6874',
  registry: REGISTRY,
  characterRules: CHARACTER_RULES,
  messageRules: MESSAGE_RULES,
};
