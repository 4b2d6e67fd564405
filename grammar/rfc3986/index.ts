/**
 * RFC 3986, Uniform Resource Identifier (URI): Generic Syntax. Every rule of Appendix A, and the
 * RFC 5234 core rules it uses, keyed by ABNF name; each rule file transcribes one section.
 * RFC 3987 and RFC 6874 reuse these definitions and replace or add entries.
 */
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
import type { Grammar } from '../engine/abnf';
import type { GrammarDescription } from '../engine/compiled-grammar';
import { type RuleDefinition, defineRules } from '../engine/rule';
import { RULE_NAMES, type RuleName } from './rule-names';
import { scheme } from './scheme';

/** Every definition of RFC 3986 Appendix A and the core rules, in the appendix's order. */
export const DEFINITIONS: readonly RuleDefinition<RuleName>[] = [
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

const REGISTRY = defineRules(RULE_NAMES, DEFINITIONS);

/** Each rule's definition (`name`, `rfc`, `section`, `abnf`, `expr`, `peg?`), deeply frozen. */
export const RFC3986_RULES: Readonly<Record<RuleName, RuleDefinition<RuleName>>> = REGISTRY.rules;

/** The rule table the back ends read: each name to its expression. */
export const RFC3986: Grammar<RuleName> = REGISTRY.grammar;

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

/** The grammar as the engine takes it. */
export const DESCRIPTION: GrammarDescription<RuleName> = {
  name: 'rfc3986',
  title: 'RFC 3986',
  registry: REGISTRY,
  characterRules: CHARACTER_RULES,
  messageRules: MESSAGE_RULES,
};
