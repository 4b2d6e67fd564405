/**
 * RFC 3987, Internationalized Resource Identifiers (IRIs), section 2.2: the rules that differ
 * from RFC 3986 (transcribed in this folder), and the RFC 3986 rules it uses unchanged, reused
 * from the RFC 3986 grammar as they are.
 */
import type { GrammarDescription } from '../engine/compiled-grammar';
import { defineRules, reuse } from '../engine/rule';
import { RFC3986_RULES } from '../rfc3986';
import { iauthority, ihost, iregName, iuserinfo } from './authority';
import { iprivate, iunreserved, ucschar } from './characters';
import {
  ipath,
  ipathAbempty,
  ipathAbsolute,
  ipathEmpty,
  ipathNoscheme,
  ipathRootless,
  ipchar,
  isegment,
  isegmentNz,
  isegmentNzNc,
} from './path';
import { ifragment, iquery } from './query-fragment';
import {
  absoluteIri,
  ihierPart,
  iri,
  iriReference,
  irelativePart,
  irelativeRef,
} from './reference';
import { RULE_NAMES, type RuleName } from './rule-names';

export { RULE_NAMES, type RuleName } from './rule-names';

/** The rules RFC 3987 says "are the same as those in [RFC3986]", and the core rules. */
const FROM_RFC3986 = [
  'scheme',
  'port',
  'IP-literal',
  'IPvFuture',
  'IPv6address',
  'h16',
  'ls32',
  'IPv4address',
  'dec-octet',
  'pct-encoded',
  'unreserved',
  'reserved',
  'gen-delims',
  'sub-delims',
  'ALPHA',
  'DIGIT',
  'HEXDIG',
] as const;

const REGISTRY = defineRules<RuleName>(RULE_NAMES, [
  iri,
  ihierPart,
  iriReference,
  absoluteIri,
  irelativeRef,
  irelativePart,
  iauthority,
  iuserinfo,
  ihost,
  iregName,
  ipath,
  ipathAbempty,
  ipathAbsolute,
  ipathNoscheme,
  ipathRootless,
  ipathEmpty,
  isegment,
  isegmentNz,
  isegmentNzNc,
  ipchar,
  iquery,
  ifragment,
  iunreserved,
  ucschar,
  iprivate,
  ...FROM_RFC3986.map((name) => reuse<RuleName>(RFC3986_RULES[name])),
]);

export const RFC3987_RULES = REGISTRY.rules;

const CHARACTER_RULES: ReadonlySet<RuleName> = new Set<RuleName>([
  'ALPHA',
  'DIGIT',
  'HEXDIG',
  'unreserved',
  'reserved',
  'gen-delims',
  'sub-delims',
  'pct-encoded',
  'iunreserved',
  'ucschar',
  'iprivate',
  'ipchar',
]);

/** The grammar as the engine takes it. */
export const DESCRIPTION: GrammarDescription<RuleName> = {
  name: 'rfc3987',
  title: 'RFC 3987',
  registry: REGISTRY,
  characterRules: CHARACTER_RULES,
  messageRules: new Set<RuleName>([...CHARACTER_RULES, 'h16', 'dec-octet']),
};
