/**
 * The RFC 3986 grammar: every rule of Appendix A and the RFC 5234 core rules it uses,
 * keyed by ABNF name. A profile is built by replacing some of these entries.
 */
import type { Grammar } from './abnf';
import {
  authority,
  decOctet,
  h16,
  host,
  ipLiteral,
  ipv4address,
  ipv6address,
  ipvFuture,
  ls32,
  port,
  regName,
  userinfo,
} from './authority';
import {
  ALPHA,
  DIGIT,
  HEXDIG,
  genDelims,
  pctEncoded,
  reserved,
  subDelims,
  unreserved,
} from './characters';
import {
  path,
  pathAbempty,
  pathAbsolute,
  pathEmpty,
  pathNoscheme,
  pathRootless,
  pchar,
  segment,
  segmentNz,
  segmentNzNc,
} from './path';
import { fragment, query } from './query-fragment';
import { absoluteUri, hierPart, relativePart, relativeRef, uri, uriReference } from './reference';
import type { RuleDefinition } from './rule';
import { RULE_NAMES, type RuleName } from './rule-names';
import { scheme } from './scheme';

/**
 * Freezes a rule definition and everything it holds. The rule data is exported, and the automata
 * and combinators are built from it lazily: were it writable, `expr.codes.push(32)` would widen
 * `sub-delims` for every later caller.
 */
function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

const DEFINITIONS: readonly RuleDefinition[] = [
  uri,
  hierPart,
  uriReference,
  absoluteUri,
  relativeRef,
  relativePart,
  scheme,
  authority,
  userinfo,
  host,
  port,
  ipLiteral,
  ipvFuture,
  ipv6address,
  h16,
  ls32,
  ipv4address,
  decOctet,
  regName,
  path,
  pathAbempty,
  pathAbsolute,
  pathNoscheme,
  pathRootless,
  pathEmpty,
  segment,
  segmentNz,
  segmentNzNc,
  pchar,
  query,
  fragment,
  pctEncoded,
  unreserved,
  reserved,
  genDelims,
  subDelims,
  ALPHA,
  DIGIT,
  HEXDIG,
];

function byName(): Readonly<Record<RuleName, RuleDefinition>> {
  const table = new Map(DEFINITIONS.map((definition) => [definition.name, definition]));
  const entries = RULE_NAMES.map((name) => {
    const definition = table.get(name);
    if (!definition) throw new Error(`grammar: rule ${name} has no definition`);
    return [name, definition] as const;
  });
  for (const [, definition] of entries) deepFreeze(definition);
  return Object.freeze(Object.fromEntries(entries) as Record<RuleName, RuleDefinition>);
}

export const RFC3986_RULES = byName();

export const RFC3986: Grammar = Object.freeze(
  Object.fromEntries(RULE_NAMES.map((name) => [name, RFC3986_RULES[name].expr])) as Record<
    RuleName,
    RuleDefinition['expr']
  >,
);

/**
 * Rules that describe single characters or a percent-encoded triplet. Inside other rules they
 * are not tree nodes (trees would otherwise hold a node per character) and error messages name
 * them rather than their parts.
 */
export const CHARACTER_RULES: ReadonlySet<RuleName> = new Set<RuleName>([
  'ALPHA',
  'DIGIT',
  'HEXDIG',
  'unreserved',
  'reserved',
  'gen-delims',
  'sub-delims',
  'pct-encoded',
  'pchar',
]);

/**
 * Rules that error messages name instead of their parts: "expected dec-octet" reads better
 * than its five alternatives.
 */
export const MESSAGE_RULES: ReadonlySet<RuleName> = new Set<RuleName>([
  ...CHARACTER_RULES,
  'h16',
  'dec-octet',
]);
