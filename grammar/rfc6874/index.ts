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
import { alt, lit, many1, notFollowedBy, ref, seq } from '../engine/abnf';
import type { GrammarDescription } from '../engine/compiled-grammar';
import { type RuleDefinition, defineRules, reuse } from '../engine/rule';
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

function rule(definition: Omit<RuleDefinition<RuleName>, 'rfc'>): RuleDefinition<RuleName> {
  return { rfc: 'RFC 6874', ...definition };
}

export const ipLiteral = rule({
  name: 'IP-literal',
  section: '2',
  abnf: 'IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"',
  expr: seq(
    lit('['),
    alt(notFollowedBy(ref('IPv6address'), lit('%25')), ref('IPv6addrz'), ref('IPvFuture')),
    lit(']'),
  ),
  peg:
    'IPv6address matches the address before "%25" in "fe80::1%25eth0", ordered choice keeps that ' +
    'success, and "]" then fails on "%". The IPv6address alternative counts only when "%25" ' +
    'does not follow it, so IPv6addrz is tried; the ABNF order still names a plain address.',
});

export const zoneId = rule({
  name: 'ZoneID',
  section: '2',
  abnf: 'ZoneID = 1*( unreserved / pct-encoded )',
  expr: many1(alt(ref('unreserved'), ref('pct-encoded'))),
});

export const ipv6addrz = rule({
  name: 'IPv6addrz',
  section: '2',
  abnf: 'IPv6addrz = IPv6address "%25" ZoneID',
  expr: seq(ref('IPv6address'), lit('%25'), ref('ZoneID')),
});

const REGISTRY = defineRules<RuleName>(RULE_NAMES, [
  ipLiteral,
  zoneId,
  ipv6addrz,
  ...RFC3986_RULE_NAMES.filter((name) => name !== 'IP-literal').map((name) =>
    reuse<RuleName>(RFC3986_RULES[name]),
  ),
]);

export const RFC6874_RULES = REGISTRY.rules;

/** The grammar as the engine takes it. */
export const DESCRIPTION: GrammarDescription<RuleName> = {
  name: 'rfc6874',
  title: 'RFC 6874',
  registry: REGISTRY,
  characterRules: CHARACTER_RULES,
  messageRules: MESSAGE_RULES,
};
