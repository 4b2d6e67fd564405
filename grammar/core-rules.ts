/**
 * The RFC 5234 core rules the built-in grammars use (ALPHA, DIGIT, HEXDIG ...), from the data
 * scripts/generate-grammar-data.ts writes: one object per rule, shared by every grammar.
 */
import { definitionsFromData } from './engine/grammar-data';
import type { RuleDefinition } from './engine/rule';
import { DATA } from './generated/core';

export const CORE_RULES: Readonly<Record<string, RuleDefinition<string>>> = Object.freeze(
  Object.fromEntries(
    definitionsFromData(DATA, {}).map((definition) => [definition.name, definition]),
  ),
);
