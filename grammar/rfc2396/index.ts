/**
 * RFC 2396, Uniform Resource Identifiers (URI): Generic Syntax (August 1998), Appendix A, as
 * amended by RFC 2732 section 3 (IPv6 literals in URLs): the grammar deployed software such as
 * Java's java.net.URI still documents. RFC 3986 obsoletes both; this grammar is here to judge the
 * parsers that follow them, and to read what they wrote.
 */
import type { GrammarDescription } from '../engine/compiled-grammar';
import { defineRules } from '../engine/rule';
import {
  authority,
  domainlabel,
  hex4,
  hexpart,
  hexseq,
  host,
  hostname,
  hostport,
  ipv4address,
  ipv6address,
  ipv6reference,
  port,
  regName,
  server,
  toplabel,
  userinfo,
} from './authority';
import {
  alpha,
  alphanum,
  digit,
  escaped,
  hex,
  lowalpha,
  mark,
  reserved,
  unreserved,
  upalpha,
  uric,
} from './characters';
import { param, path, pathSegments, pchar, scheme, segment } from './path';
import {
  absPath,
  absoluteUri,
  fragment,
  hierPart,
  netPath,
  opaquePart,
  query,
  relPath,
  relSegment,
  relativeUri,
  uriReference,
  uricNoSlash,
} from './reference';
import { RULE_NAMES, type RuleName } from './rule-names';

export { RULE_NAMES, type RuleName } from './rule-names';

const REGISTRY = defineRules<RuleName>(RULE_NAMES, [
  uriReference,
  absoluteUri,
  relativeUri,
  hierPart,
  opaquePart,
  uricNoSlash,
  netPath,
  absPath,
  relPath,
  relSegment,
  scheme,
  authority,
  regName,
  server,
  userinfo,
  hostport,
  host,
  hostname,
  domainlabel,
  toplabel,
  ipv4address,
  ipv6reference,
  ipv6address,
  hexpart,
  hexseq,
  hex4,
  port,
  path,
  pathSegments,
  segment,
  param,
  pchar,
  query,
  fragment,
  uric,
  reserved,
  unreserved,
  mark,
  escaped,
  hex,
  alphanum,
  alpha,
  lowalpha,
  upalpha,
  digit,
]);

export const RFC2396_RULES = REGISTRY.rules;

const CHARACTER_RULES: ReadonlySet<RuleName> = new Set<RuleName>([
  'lowalpha',
  'upalpha',
  'alpha',
  'digit',
  'alphanum',
  'hex',
  'mark',
  'unreserved',
  'reserved',
  'escaped',
  'uric',
  'uric_no_slash',
  'pchar',
]);

/** The grammar as the engine takes it. */
export const DESCRIPTION: GrammarDescription<RuleName> = {
  name: 'rfc2396',
  title: 'RFC 2396',
  registry: REGISTRY,
  characterRules: CHARACTER_RULES,
  messageRules: new Set<RuleName>([...CHARACTER_RULES, 'hex4']),
};
