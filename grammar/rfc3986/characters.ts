/**
 * RFC 3986 section 2, Characters (2.1 Percent-Encoding, 2.2 Reserved Characters,
 * 2.3 Unreserved Characters), and the RFC 5234 Appendix B.1 core rules they use.
 */
import { alt, lit, oneOf, range, ranges, ref, seq } from '../engine/abnf';
import { rule } from './rule';

// RFC 5234 B.1. HEXDIG's letters are quoted strings, hence case-insensitive: "A" matches a.
export const ALPHA = rule({
  name: 'ALPHA',
  rfc: 'RFC 5234',
  section: 'B.1',
  abnf: 'ALPHA          =  %x41-5A / %x61-7A   ; A-Z / a-z',
  expr: ranges([0x41, 0x5a], [0x61, 0x7a]),
});

export const DIGIT = rule({
  name: 'DIGIT',
  rfc: 'RFC 5234',
  section: 'B.1',
  abnf: 'DIGIT          =  %x30-39             ; 0-9',
  expr: range(0x30, 0x39),
});

export const HEXDIG = rule({
  name: 'HEXDIG',
  rfc: 'RFC 5234',
  section: 'B.1',
  abnf: 'HEXDIG         =  DIGIT / "A" / "B" / "C" / "D" / "E" / "F"',
  expr: alt(ref('DIGIT'), lit('A'), lit('B'), lit('C'), lit('D'), lit('E'), lit('F')),
});

export const pctEncoded = rule({
  name: 'pct-encoded',
  section: '2.1',
  abnf: 'pct-encoded   = "%" HEXDIG HEXDIG',
  expr: seq(lit('%'), ref('HEXDIG'), ref('HEXDIG')),
});

export const unreserved = rule({
  name: 'unreserved',
  section: '2.3',
  abnf: 'unreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~"',
  expr: alt(ref('ALPHA'), ref('DIGIT'), oneOf('-._~')),
});

export const reserved = rule({
  name: 'reserved',
  section: '2.2',
  abnf: 'reserved      = gen-delims / sub-delims',
  expr: alt(ref('gen-delims'), ref('sub-delims')),
});

export const genDelims = rule({
  name: 'gen-delims',
  section: '2.2',
  abnf: 'gen-delims    = ":" / "/" / "?" / "#" / "[" / "]" / "@"',
  expr: oneOf(':/?#[]@'),
});

export const subDelims = rule({
  name: 'sub-delims',
  section: '2.2',
  abnf: `sub-delims    = "!" / "$" / "&" / "'" / "(" / ")"
                 / "*" / "+" / "," / ";" / "="`,
  expr: oneOf("!$&'()*+,;="),
});
