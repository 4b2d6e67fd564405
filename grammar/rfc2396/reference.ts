/**
 * RFC 2396 sections 3 (URI Syntactic Components: absoluteURI, hier_part, opaque_part, net_path,
 * abs_path), 3.4 (query), 4 and 4.1 (URI References: URI-reference, fragment) and 5 (Relative
 * URI References: relativeURI, rel_path, rel_segment).
 */
import { alt, exact, many, many1, oneOf, opt, ref, seq } from '../engine/abnf';
import { rule } from './rule';

export const uriReference = rule({
  name: 'URI-reference',
  section: '4',
  abnf: 'URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]',
  expr: seq(
    opt(alt(ref('absoluteURI'), ref('relativeURI'))),
    opt(seq(exact('#'), ref('fragment'))),
  ),
});

export const absoluteUri = rule({
  name: 'absoluteURI',
  section: '3',
  abnf: 'absoluteURI   = scheme ":" ( hier_part | opaque_part )',
  expr: seq(ref('scheme'), exact(':'), alt(ref('hier_part'), ref('opaque_part'))),
});

export const relativeUri = rule({
  name: 'relativeURI',
  section: '5',
  abnf: 'relativeURI   = ( net_path | abs_path | rel_path ) [ "?" query ]',
  expr: seq(
    alt(ref('net_path'), ref('abs_path'), ref('rel_path')),
    opt(seq(exact('?'), ref('query'))),
  ),
});

export const hierPart = rule({
  name: 'hier_part',
  section: '3',
  abnf: 'hier_part     = ( net_path | abs_path ) [ "?" query ]',
  expr: seq(alt(ref('net_path'), ref('abs_path')), opt(seq(exact('?'), ref('query')))),
});

export const opaquePart = rule({
  name: 'opaque_part',
  section: '3',
  abnf: 'opaque_part   = uric_no_slash *uric',
  expr: seq(ref('uric_no_slash'), many(ref('uric'))),
});

export const uricNoSlash = rule({
  name: 'uric_no_slash',
  section: '3',
  abnf: `uric_no_slash = unreserved | escaped | ";" | "?" | ":" | "@" |
                      "&" | "=" | "+" | "$" | ","`,
  expr: alt(ref('unreserved'), ref('escaped'), oneOf(';?:@&=+$,')),
});

export const netPath = rule({
  name: 'net_path',
  section: '3',
  abnf: 'net_path      = "//" authority [ abs_path ]',
  expr: seq(exact('//'), ref('authority'), opt(ref('abs_path'))),
});

export const absPath = rule({
  name: 'abs_path',
  section: '3',
  abnf: 'abs_path      = "/"  path_segments',
  expr: seq(exact('/'), ref('path_segments')),
});

export const relPath = rule({
  name: 'rel_path',
  section: '5',
  abnf: 'rel_path      = rel_segment [ abs_path ]',
  expr: seq(ref('rel_segment'), opt(ref('abs_path'))),
});

export const relSegment = rule({
  name: 'rel_segment',
  section: '5',
  abnf: `rel_segment   = 1*( unreserved | escaped |
                          ";" | "@" | "&" | "=" | "+" | "$" | "," )`,
  expr: many1(alt(ref('unreserved'), ref('escaped'), oneOf(';@&=+$,'))),
});

export const query = rule({
  name: 'query',
  section: '3.4',
  abnf: 'query         = *uric',
  expr: many(ref('uric')),
});

export const fragment = rule({
  name: 'fragment',
  section: '4.1',
  abnf: 'fragment      = *uric',
  expr: many(ref('uric')),
});
