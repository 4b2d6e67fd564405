/**
 * RFC 3987 section 2.2, the rules for whole references: `IRI`, `ihier-part`, `IRI-reference`,
 * `absolute-IRI`, `irelative-ref` and `irelative-part`, the IRI forms of RFC 3986 sections 3
 * and 4.
 */
import { alt, lit, opt, ref, seq } from '../engine/abnf';
import { rule } from './rule';

export const iri = rule({
  name: 'IRI',
  section: '2.2',
  abnf: `IRI            = scheme ":" ihier-part [ "?" iquery ]
                         [ "#" ifragment ]`,
  expr: seq(
    ref('scheme'),
    lit(':'),
    ref('ihier-part'),
    opt(seq(lit('?'), ref('iquery'))),
    opt(seq(lit('#'), ref('ifragment'))),
  ),
});

export const ihierPart = rule({
  name: 'ihier-part',
  section: '2.2',
  abnf: `ihier-part     = "//" iauthority ipath-abempty
                  / ipath-absolute
                  / ipath-rootless
                  / ipath-empty`,
  expr: alt(
    seq(lit('//'), ref('iauthority'), ref('ipath-abempty')),
    ref('ipath-absolute'),
    ref('ipath-rootless'),
    ref('ipath-empty'),
  ),
});

export const iriReference = rule({
  name: 'IRI-reference',
  section: '2.2',
  abnf: 'IRI-reference  = IRI / irelative-ref',
  expr: alt(ref('IRI'), ref('irelative-ref')),
});

export const absoluteIri = rule({
  name: 'absolute-IRI',
  section: '2.2',
  abnf: 'absolute-IRI   = scheme ":" ihier-part [ "?" iquery ]',
  expr: seq(ref('scheme'), lit(':'), ref('ihier-part'), opt(seq(lit('?'), ref('iquery')))),
});

export const irelativeRef = rule({
  name: 'irelative-ref',
  section: '2.2',
  abnf: 'irelative-ref  = irelative-part [ "?" iquery ] [ "#" ifragment ]',
  expr: seq(
    ref('irelative-part'),
    opt(seq(lit('?'), ref('iquery'))),
    opt(seq(lit('#'), ref('ifragment'))),
  ),
});

export const irelativePart = rule({
  name: 'irelative-part',
  section: '2.2',
  // The RFC prints the second line one column group deeper than the rest; kept as printed.
  abnf: `irelative-part = "//" iauthority ipath-abempty
                       / ipath-absolute
                  / ipath-noscheme
                  / ipath-empty`,
  expr: alt(
    seq(lit('//'), ref('iauthority'), ref('ipath-abempty')),
    ref('ipath-absolute'),
    ref('ipath-noscheme'),
    ref('ipath-empty'),
  ),
});
