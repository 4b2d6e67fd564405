/** The rules section 1.5 imports "from the normative references [RFC5234], [RFC3986], and [RFC3987]". */
export const FROM_RFC3986 = [
  'ALPHA',
  'DIGIT',
  'HEXDIG',
  'pct-encoded',
  'unreserved',
  'reserved',
  'gen-delims',
  'sub-delims',
] as const;
export const FROM_RFC3987 = ['ucschar', 'iprivate'] as const;

/**
 * The rule names of RFC 6570, in its order: section 2's rules (2, 2.1, 2.2, 2.3, 2.4), then the
 * rules section 1.5 imports from RFC 5234, RFC 3986 and RFC 3987, in the order 1.5 prints them.
 */
export const RULE_NAMES = [
  'URI-Template',
  'literals',
  'expression',
  'operator',
  'op-level2',
  'op-level3',
  'op-reserve',
  'variable-list',
  'varspec',
  'varname',
  'varchar',
  'modifier-level4',
  'prefix',
  'max-length',
  'explode',
  ...FROM_RFC3986,
  ...FROM_RFC3987,
] as const;

export type RuleName = (typeof RULE_NAMES)[number];
