/**
 * RFC 3986, Uniform Resource Identifier (URI): Generic Syntax. Every rule of Appendix A, and the
 * RFC 5234 core rules it uses, keyed by ABNF name, read from the RFC's text (abnf.ts) with its
 * PEG overrides, at build time (grammar/generated/rfc3986.ts, grammar/sources.ts). RFC 3987 and RFC 6874 import these definitions and replace or add entries.
 */
import type { Grammar } from '../engine/abnf';
import type { GrammarDescription } from '../engine/compiled-grammar';
import { definitionsFromData } from '../engine/grammar-data';
import { type RuleDefinition, defineRules } from '../engine/rule';
import { CORE_RULES } from '../core-rules';
import { DATA } from '../generated/rfc3986';
import { RULE_NAMES, type RuleName } from './rule-names';

/** Every definition of RFC 3986 Appendix A and the core rules, read from the RFC's text. */
export const DEFINITIONS = definitionsFromData(DATA, {
  core: CORE_RULES,
}) as readonly RuleDefinition<RuleName>[];

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
