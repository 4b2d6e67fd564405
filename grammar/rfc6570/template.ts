/**
 * RFC 6570 section 2: the syntax of a URI Template, rule by rule, each with its ABNF exactly as
 * printed (the RFC's five-space page margin removed from the first line).
 *
 * No rule needs a `PEG:` departure: every alternation is between single characters or rules
 * whose first characters differ (an operator is never a `varchar`), and every repetition is
 * followed by a character it cannot take (`varname` by `:`, `*`, `,` or `}`; `max-length`'s
 * digits by `,` or `}`). `varname`'s `*( ["."] varchar )` gives up a "." that no `varchar`
 * follows, which parsimmon's `many` does by backtracking the failed iteration;
 * test/grammars/rfc6570/peg-traps.test.ts holds the inputs that would show otherwise.
 */
import { alt, lit, many, oneOf, opt, range, ranges, ref, rep, seq } from '../engine/abnf';
import { rule } from './rule';

export const uriTemplate = rule({
  name: 'URI-Template',
  section: '2',
  abnf: 'URI-Template  = *( literals / expression )',
  expr: many(alt(ref('literals'), ref('expression'))),
});

export const literals = rule({
  name: 'literals',
  section: '2.1',
  abnf: `literals      =  %x21 / %x23-24 / %x26 / %x28-3B / %x3D / %x3F-5B
                   /  %x5D / %x5F / %x61-7A / %x7E / ucschar / iprivate
                   /  pct-encoded
                        ; any Unicode character except: CTL, SP,
                        ;  DQUOTE, "'", "%" (aside from pct-encoded),
                        ;  "<", ">", "\\", "^", "\`", "{", "|", "}"`,
  expr: alt(
    ranges(
      [0x21, 0x21],
      [0x23, 0x24],
      [0x26, 0x26],
      [0x28, 0x3b],
      [0x3d, 0x3d],
      [0x3f, 0x5b],
      [0x5d, 0x5d],
      [0x5f, 0x5f],
      [0x61, 0x7a],
      [0x7e, 0x7e],
    ),
    ref('ucschar'),
    ref('iprivate'),
    ref('pct-encoded'),
  ),
});

export const expression = rule({
  name: 'expression',
  section: '2.2',
  abnf: 'expression    =  "{" [ operator ] variable-list "}"',
  expr: seq(lit('{'), opt(ref('operator')), ref('variable-list'), lit('}')),
});

export const operator = rule({
  name: 'operator',
  section: '2.2',
  abnf: 'operator      =  op-level2 / op-level3 / op-reserve',
  expr: alt(ref('op-level2'), ref('op-level3'), ref('op-reserve')),
});

export const opLevel2 = rule({
  name: 'op-level2',
  section: '2.2',
  abnf: 'op-level2     =  "+" / "#"',
  expr: oneOf('+#'),
});

export const opLevel3 = rule({
  name: 'op-level3',
  section: '2.2',
  abnf: 'op-level3     =  "." / "/" / ";" / "?" / "&"',
  expr: oneOf('./;?&'),
});

export const opReserve = rule({
  name: 'op-reserve',
  section: '2.2',
  abnf: 'op-reserve    =  "=" / "," / "!" / "@" / "|"',
  expr: oneOf('=,!@|'),
});

export const variableList = rule({
  name: 'variable-list',
  section: '2.3',
  abnf: 'variable-list =  varspec *( "," varspec )',
  expr: seq(ref('varspec'), many(seq(lit(','), ref('varspec')))),
});

export const varspec = rule({
  name: 'varspec',
  section: '2.3',
  abnf: 'varspec       =  varname [ modifier-level4 ]',
  expr: seq(ref('varname'), opt(ref('modifier-level4'))),
});

export const varname = rule({
  name: 'varname',
  section: '2.3',
  abnf: 'varname       =  varchar *( ["."] varchar )',
  expr: seq(ref('varchar'), many(seq(opt(lit('.')), ref('varchar')))),
});

export const varchar = rule({
  name: 'varchar',
  section: '2.3',
  abnf: 'varchar       =  ALPHA / DIGIT / "_" / pct-encoded',
  expr: alt(ref('ALPHA'), ref('DIGIT'), lit('_'), ref('pct-encoded')),
});

export const modifierLevel4 = rule({
  name: 'modifier-level4',
  section: '2.4',
  abnf: 'modifier-level4 =  prefix / explode',
  expr: alt(ref('prefix'), ref('explode')),
});

export const prefix = rule({
  name: 'prefix',
  section: '2.4.1',
  abnf: 'prefix        =  ":" max-length',
  expr: seq(lit(':'), ref('max-length')),
});

export const maxLength = rule({
  name: 'max-length',
  section: '2.4.1',
  abnf: 'max-length    =  %x31-39 0*3DIGIT   ; positive integer < 10000',
  expr: seq(range(0x31, 0x39), rep(0, 3, ref('DIGIT'))),
});

export const explode = rule({
  name: 'explode',
  section: '2.4.2',
  abnf: 'explode       =  "*"',
  expr: lit('*'),
});
