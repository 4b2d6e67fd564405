/**
 * What every scheme grammar does the same way: read its RFC's ABNF text with the reader
 * (engine/grammar-text.ts), import the RFC 3986 rules it names as they are, and describe the
 * result to the engine. Each scheme folder gives only its text, overrides and imports.
 */
import type { GrammarDescription } from '../engine/compiled-grammar';
import { type GrammarOverride, rulesFromText } from '../engine/grammar-text';
import { defineRules } from '../engine/rule';
import {
  CHARACTER_RULES as RFC3986_CHARACTER_RULES,
  MESSAGE_RULES,
  RFC3986_RULES,
} from '../rfc3986';

export interface SchemeGrammarText {
  /** `grammar(name)`'s name: `http`, `urn`, ... */
  readonly name: string;
  /** How messages name it: `RFC 8141 urn`. */
  readonly title: string;
  readonly abnf: string;
  /** The document rules are attributed to when no banner names one. */
  readonly rfc: string;
  /** The RFC 3986 rules the text names without defining them. */
  readonly fromRfc3986?: readonly string[];
  readonly overrides?: readonly GrammarOverride[];
  readonly prose?: Readonly<Record<string, string>>;
  /** Rules of the scheme's own that describe one character (they are not tree nodes). */
  readonly characterRules?: readonly string[];
  /** Rules that error messages name instead of their parts. */
  readonly messageRules?: readonly string[];
}

/** The grammar of `text`, as the engine takes it. */
export function schemeGrammar(text: SchemeGrammarText): GrammarDescription<string> {
  const read = rulesFromText({
    abnf: text.abnf,
    rfc: text.rfc,
    overrides: text.overrides ?? [],
    prose: text.prose ?? {},
    imports:
      text.fromRfc3986 && text.fromRfc3986.length > 0
        ? [{ from: { rules: RFC3986_RULES }, rules: text.fromRfc3986 }]
        : [],
  });
  const registry = defineRules<string>(read.names, read.definitions);
  const names = new Set(read.names);
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
