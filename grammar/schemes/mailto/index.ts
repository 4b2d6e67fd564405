/**
 * The 'mailto' URI scheme, RFC 6068 section 2: its ABNF read from the RFC's text (abnf.ts) at
 * build time (grammar/generated/mailto.ts), with
 * RFC 5322's address rules as a URI carries them and RFC 3986's `unreserved` and `pct-encoded`
 * imported as they are.
 */
import type { GrammarDescription } from '../../engine/compiled-grammar';
import { definitionsFromData } from '../../engine/grammar-data';
import { type RuleDefinition, defineRules } from '../../engine/rule';
import { CORE_RULES } from '../../core-rules';
import { DATA } from '../../generated/mailto';
import { RFC3986_RULES } from '../../rfc3986';
import { FROM_RFC3986 } from './abnf';

/** RFC 6068 section 2's rules in its order, the address rules, then the imported and core rules. */
export const RULE_NAMES = [
  'mailtoURI',
  'to',
  'hfields',
  'hfield',
  'hfname',
  'hfvalue',
  'addr-spec',
  'local-part',
  'domain',
  'dtext-no-obs',
  'qchar',
  'some-delims',
  'dot-atom-text',
  'atext',
  'pct-atext',
  'quoted-string',
  'qcontent',
  'qtext',
  'pct-qtext',
  'quoted-pair',
  'pct-vchar',
  ...FROM_RFC3986,
  'ALPHA',
  'DIGIT',
  'HEXDIG',
] as const;

export type RuleName = (typeof RULE_NAMES)[number];

const REGISTRY = defineRules<RuleName>(
  RULE_NAMES,
  definitionsFromData(DATA, {
    core: CORE_RULES,
    rfc3986: RFC3986_RULES,
  }) as readonly RuleDefinition<RuleName>[],
);

export const MAILTO_RULES = REGISTRY.rules;

const CHARACTER_RULES: ReadonlySet<RuleName> = new Set<RuleName>([
  'ALPHA',
  'DIGIT',
  'HEXDIG',
  'unreserved',
  'pct-encoded',
  'dtext-no-obs',
  'qchar',
  'some-delims',
  'atext',
  'pct-atext',
  'qtext',
  'pct-qtext',
  'pct-vchar',
]);

/** The grammar as the engine takes it. */
export const DESCRIPTION: GrammarDescription<RuleName> = {
  name: 'mailto',
  title: 'RFC 6068',
  registry: REGISTRY,
  characterRules: CHARACTER_RULES,
  messageRules: new Set<RuleName>([...CHARACTER_RULES, 'quoted-pair']),
};
