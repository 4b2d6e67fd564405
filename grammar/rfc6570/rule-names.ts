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
  'ALPHA',
  'DIGIT',
  'HEXDIG',
  'pct-encoded',
  'unreserved',
  'reserved',
  'gen-delims',
  'sub-delims',
  'ucschar',
  'iprivate',
] as const;

export type RuleName = (typeof RULE_NAMES)[number];
