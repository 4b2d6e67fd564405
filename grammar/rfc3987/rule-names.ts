/** The rules RFC 3987 says "are the same as those in [RFC3986]", and the core rules. */
export const FROM_RFC3986 = [
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

/**
 * The rule names of RFC 3987 section 2.2, in its order: first the rules that differ from RFC 3986
 * (renamed with an "i", or "IRI" for "URI"), then the RFC 3986 rules it uses unchanged, then the
 * RFC 5234 core rules.
 */
export const RULE_NAMES = [
  'IRI',
  'ihier-part',
  'IRI-reference',
  'absolute-IRI',
  'irelative-ref',
  'irelative-part',
  'iauthority',
  'iuserinfo',
  'ihost',
  'ireg-name',
  'ipath',
  'ipath-abempty',
  'ipath-absolute',
  'ipath-noscheme',
  'ipath-rootless',
  'ipath-empty',
  'isegment',
  'isegment-nz',
  'isegment-nz-nc',
  'ipchar',
  'iquery',
  'ifragment',
  'iunreserved',
  'ucschar',
  'iprivate',
  ...FROM_RFC3986,
] as const;

export type RuleName = (typeof RULE_NAMES)[number];
