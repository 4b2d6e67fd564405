/**
 * RFC 3986 section 3, Syntax Components (URI, hier-part), and section 4, Usage
 * (4.1 URI-reference, 4.2 relative-ref and relative-part, 4.3 absolute-URI).
 */
import { alt, lit, opt, ref, seq } from '../engine/abnf';
import { rule } from './rule';

export const uri = rule({
  name: 'URI',
  section: '3',
  abnf: 'URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]',
  expr: seq(
    ref('scheme'),
    lit(':'),
    ref('hier-part'),
    opt(seq(lit('?'), ref('query'))),
    opt(seq(lit('#'), ref('fragment'))),
  ),
});

export const hierPart = rule({
  name: 'hier-part',
  section: '3',
  abnf: `hier-part     = "//" authority path-abempty
                 / path-absolute
                 / path-rootless
                 / path-empty`,
  expr: alt(
    seq(lit('//'), ref('authority'), ref('path-abempty')),
    ref('path-absolute'),
    ref('path-rootless'),
    ref('path-empty'),
  ),
});

export const uriReference = rule({
  name: 'URI-reference',
  section: '4.1',
  abnf: 'URI-reference = URI / relative-ref',
  expr: alt(ref('URI'), ref('relative-ref')),
});

export const absoluteUri = rule({
  name: 'absolute-URI',
  section: '4.3',
  abnf: 'absolute-URI  = scheme ":" hier-part [ "?" query ]',
  expr: seq(ref('scheme'), lit(':'), ref('hier-part'), opt(seq(lit('?'), ref('query')))),
});

export const relativeRef = rule({
  name: 'relative-ref',
  section: '4.2',
  abnf: 'relative-ref  = relative-part [ "?" query ] [ "#" fragment ]',
  expr: seq(
    ref('relative-part'),
    opt(seq(lit('?'), ref('query'))),
    opt(seq(lit('#'), ref('fragment'))),
  ),
});

export const relativePart = rule({
  name: 'relative-part',
  section: '4.2',
  abnf: `relative-part = "//" authority path-abempty
                 / path-absolute
                 / path-noscheme
                 / path-empty`,
  expr: alt(
    seq(lit('//'), ref('authority'), ref('path-abempty')),
    ref('path-absolute'),
    ref('path-noscheme'),
    ref('path-empty'),
  ),
});
