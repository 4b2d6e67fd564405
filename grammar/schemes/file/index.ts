/**
 * The "file" URI scheme, RFC 8089: section 2's grammar (DESCRIPTION, served as `grammar('file')`)
 * and Appendix F's collected nonstandard rules (NONSTANDARD_DESCRIPTION, Appendix E's forms),
 * each read from the RFC's text (abnf.ts) at build time (grammar/generated/file.ts and
 * file-nonstandard.ts) with the RFC 3986 rules it names imported as they are.
 */
import type { GrammarDescription } from '../../engine/compiled-grammar';
import { definitionsFromData } from '../../engine/grammar-data';
import { type RuleDefinition, defineRules } from '../../engine/rule';
import { CORE_RULES } from '../../core-rules';
import { DATA as SECTION_2_DATA } from '../../generated/file';
import { DATA as APPENDIX_F_DATA } from '../../generated/file-nonstandard';
import { CHARACTER_RULES as RFC3986_CHARACTER_RULES, RFC3986_RULES } from '../../rfc3986';

const SHARED = { core: CORE_RULES, rfc3986: RFC3986_RULES };

/** Section 2's rules, then the RFC 3986 rules they use (as rulesFromText orders them). */
const SECTION_2 = definitionsFromData(SECTION_2_DATA, SHARED);

const APPENDIX_F = definitionsFromData(APPENDIX_F_DATA, SHARED);

export const RULE_NAMES = SECTION_2.map((rule) => rule.name) as readonly RuleName[];
export const NONSTANDARD_RULE_NAMES = APPENDIX_F.map(
  (rule) => rule.name,
) as readonly NonstandardRuleName[];

/** Section 2's six rules and the RFC 3986 rules they reach. */
export type RuleName =
  | 'file-URI'
  | 'file-scheme'
  | 'file-hier-part'
  | 'auth-path'
  | 'local-path'
  | 'file-auth'
  | keyof typeof RFC3986_RULES;

/** Appendix F's rules and the RFC 3986 rules they reach. */
export type NonstandardRuleName =
  RuleName | 'unc-authority' | 'file-host' | 'inline-IP' | 'file-absolute' | 'drive-letter';

const REGISTRY = defineRules<RuleName>(
  RULE_NAMES,
  SECTION_2 as readonly RuleDefinition<RuleName>[],
);
const NONSTANDARD_REGISTRY = defineRules<NonstandardRuleName>(
  NONSTANDARD_RULE_NAMES,
  APPENDIX_F as readonly RuleDefinition<NonstandardRuleName>[],
);

/** The RFC 3986 character rules among `names`, and the rules messages name (`h16`, `dec-octet`). */
function characterRules<Name extends string>(names: readonly Name[]): ReadonlySet<Name> {
  return new Set(names.filter((name) => RFC3986_CHARACTER_RULES.has(name as never)));
}

function messageRules<Name extends string>(names: readonly Name[]): ReadonlySet<Name> {
  return new Set(
    names.filter(
      (name) =>
        RFC3986_CHARACTER_RULES.has(name as never) || name === 'h16' || name === 'dec-octet',
    ),
  );
}

/** RFC 8089 section 2, as the engine takes it. */
export const DESCRIPTION: GrammarDescription<RuleName> = {
  name: 'file',
  title: 'RFC 8089',
  registry: REGISTRY,
  characterRules: characterRules(RULE_NAMES),
  messageRules: messageRules(RULE_NAMES),
};

/** RFC 8089 Appendix F (Appendix E's nonstandard forms), as the engine takes it. */
export const NONSTANDARD_DESCRIPTION: GrammarDescription<NonstandardRuleName> = {
  name: 'file-nonstandard',
  title: 'RFC 8089 Appendix F',
  registry: NONSTANDARD_REGISTRY,
  characterRules: characterRules(NONSTANDARD_RULE_NAMES),
  messageRules: messageRules(NONSTANDARD_RULE_NAMES),
};
