/**
 * What every scheme grammar does the same way: load the rules read from its RFC's ABNF text at
 * build time (grammar/generated/<name>.ts, from the text, overrides and imports grammar/sources.ts
 * lists), with the RFC 3986 and core rules it uses as they are, and describe them to the engine.
 * Each scheme folder gives only its text (abnf.ts) and what the engine needs to know besides.
 */
import type { GrammarDescription } from '../engine/compiled-grammar';
import { type GrammarData, definitionsFromData } from '../engine/grammar-data';
import { defineRules } from '../engine/rule';
import { CORE_RULES } from '../core-rules';
import {
  CHARACTER_RULES as RFC3986_CHARACTER_RULES,
  MESSAGE_RULES,
  RFC3986_RULES,
} from '../rfc3986';

export interface SchemeGrammarData {
  /** `grammar(name)`'s name: `http`, `urn`, ... */
  readonly name: string;
  /** How messages name it: `RFC 8141 urn`. */
  readonly title: string;
  /** The rules as grammar/generated/<name>.ts holds them. */
  readonly data: GrammarData;
  /** Rules of the scheme's own that describe one character (they are not tree nodes). */
  readonly characterRules?: readonly string[];
  /** Rules that error messages name instead of their parts. */
  readonly messageRules?: readonly string[];
}

/** The grammar of `text`, as the engine takes it. */
export function schemeGrammar(text: SchemeGrammarData): GrammarDescription<string> {
  const definitions = definitionsFromData(text.data, { core: CORE_RULES, rfc3986: RFC3986_RULES });
  const registry = defineRules<string>(
    definitions.map((definition) => definition.name),
    definitions,
  );
  const names = new Set(registry.names);
  // RFC 3986's character rules stay character rules where they are imported; a scheme's own
  // rule of the same name (RFC 3966 has its own `unreserved`) is one only when the scheme says.
  const imported = (rule: string): boolean =>
    registry.rules[rule] === (RFC3986_RULES as Record<string, unknown>)[rule];
  const characterRules = new Set<string>([
    ...[...RFC3986_CHARACTER_RULES].filter((rule) => names.has(rule) && imported(rule)),
    ...['ALPHA', 'DIGIT', 'HEXDIG'].filter((rule) => names.has(rule)),
    ...(text.characterRules ?? []),
  ]);
  const messageRules = new Set<string>([
    ...characterRules,
    ...[...MESSAGE_RULES].filter((rule) => names.has(rule) && imported(rule)),
    ...(text.messageRules ?? []),
  ]);
  return {
    name: text.name,
    title: text.title,
    registry,
    characterRules,
    messageRules,
  };
}
