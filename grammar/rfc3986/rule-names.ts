/** Every rule of RFC 3986 Appendix A, in the appendix's order, then the RFC 5234 core rules it uses. */
export const RULE_NAMES = [
  'URI',
  'hier-part',
  'URI-reference',
  'absolute-URI',
  'relative-ref',
  'relative-part',
  'scheme',
  'authority',
  'userinfo',
  'host',
  'port',
  'IP-literal',
  'IPvFuture',
  'IPv6address',
  'h16',
  'ls32',
  'IPv4address',
  'dec-octet',
  'reg-name',
  'path',
  'path-abempty',
  'path-absolute',
  'path-noscheme',
  'path-rootless',
  'path-empty',
  'segment',
  'segment-nz',
  'segment-nz-nc',
  'pchar',
  'query',
  'fragment',
  'pct-encoded',
  'unreserved',
  'reserved',
  'gen-delims',
  'sub-delims',
  'ALPHA',
  'DIGIT',
  'HEXDIG',
] as const;

export type RuleName = (typeof RULE_NAMES)[number];

const KNOWN: ReadonlySet<string> = new Set(RULE_NAMES);

/** A membership test that cannot be fooled by `__proto__`, `constructor` or `toString`. */
export function isRuleName(name: unknown): name is RuleName {
  return typeof name === 'string' && KNOWN.has(name);
}
