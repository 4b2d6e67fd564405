/**
 * RFC 6570, URI Template, section 2: the template syntax (transcribed in this folder), and the
 * rules section 1.5 imports, reused from the RFC 3986 and RFC 3987 grammars as they are.
 *
 * The rules are transcribed by hand, like RFC 3986's and RFC 3987's, until the ABNF reader of
 * issue 25 can read them from the RFC's text; each carries its ABNF verbatim for that.
 */
import type { GrammarDescription } from '../engine/compiled-grammar';
import { defineRules, reuse } from '../engine/rule';
import { RFC3986_RULES } from '../rfc3986';
import { RFC3987_RULES } from '../rfc3987';
import { FROM_RFC3986, FROM_RFC3987, RULE_NAMES, type RuleName } from './rule-names';
import {
  explode,
  expression,
  literals,
  maxLength,
  modifierLevel4,
  opLevel2,
  opLevel3,
  opReserve,
  operator,
  prefix,
  uriTemplate,
  variableList,
  varchar,
  varname,
  varspec,
} from './template';

export { RULE_NAMES, type RuleName } from './rule-names';

const REGISTRY = defineRules<RuleName>(RULE_NAMES, [
  uriTemplate,
  literals,
  expression,
  operator,
  opLevel2,
  opLevel3,
  opReserve,
  variableList,
  varspec,
  varname,
  varchar,
  modifierLevel4,
  prefix,
  maxLength,
  explode,
  ...FROM_RFC3986.map((name) => reuse<RuleName>(RFC3986_RULES[name])),
  ...FROM_RFC3987.map((name) => reuse<RuleName>(RFC3987_RULES[name])),
]);

export const RFC6570_RULES = REGISTRY.rules;

/** Single characters (or a triplet): not tree nodes, and named whole in messages. */
const CHARACTER_RULES: ReadonlySet<RuleName> = new Set<RuleName>([
  ...FROM_RFC3986,
  ...FROM_RFC3987,
  'literals',
  'varchar',
  'op-level2',
  'op-level3',
  'op-reserve',
]);

/** The grammar as the engine takes it. */
export const DESCRIPTION: GrammarDescription<RuleName> = {
  name: 'rfc6570',
  title: 'RFC 6570',
  registry: REGISTRY,
  characterRules: CHARACTER_RULES,
  messageRules: new Set<RuleName>([...CHARACTER_RULES, 'operator', 'max-length']),
};
