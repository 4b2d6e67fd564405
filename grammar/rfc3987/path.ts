/** RFC 3987 section 2.2, the path of an IRI (RFC 3986 section 3.3 with `ipchar` for `pchar`). */
import { alt, lit, many, many1, notFollowedBy, oneOf, opt, ref, rep, seq } from '../engine/abnf';
import { rule } from './rule';

/** After a whole path, no path character can follow: a path ends at "?", "#" or the end. */
const pathContinues = alt(ref('ipchar'), lit('/'));

export const ipath = rule({
  name: 'ipath',
  section: '2.2',
  abnf: `ipath          = ipath-abempty   ; begins with "/" or is empty
                  / ipath-absolute  ; begins with "/" but not "//"
                  / ipath-noscheme  ; begins with a non-colon segment
                  / ipath-rootless  ; begins with a segment
                  / ipath-empty     ; zero characters`,
  expr: alt(
    notFollowedBy(ref('ipath-abempty'), pathContinues),
    notFollowedBy(ref('ipath-absolute'), pathContinues),
    notFollowedBy(ref('ipath-noscheme'), pathContinues),
    notFollowedBy(ref('ipath-rootless'), pathContinues),
    ref('ipath-empty'),
  ),
  peg:
    'As in RFC 3986 path: ipath-abempty matches the empty prefix of every path, and ordered ' +
    'choice never returns to the next alternative once one succeeded, so "a/b" would fail. ' +
    'Each alternative must be followed by something that cannot continue a path.',
});

export const ipathAbempty = rule({
  name: 'ipath-abempty',
  section: '2.2',
  abnf: 'ipath-abempty  = *( "/" isegment )',
  expr: many(seq(lit('/'), ref('isegment'))),
});

export const ipathAbsolute = rule({
  name: 'ipath-absolute',
  section: '2.2',
  abnf: 'ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]',
  expr: seq(lit('/'), opt(seq(ref('isegment-nz'), many(seq(lit('/'), ref('isegment')))))),
});

export const ipathNoscheme = rule({
  name: 'ipath-noscheme',
  section: '2.2',
  abnf: 'ipath-noscheme = isegment-nz-nc *( "/" isegment )',
  expr: seq(ref('isegment-nz-nc'), many(seq(lit('/'), ref('isegment')))),
});

export const ipathRootless = rule({
  name: 'ipath-rootless',
  section: '2.2',
  abnf: 'ipath-rootless = isegment-nz *( "/" isegment )',
  expr: seq(ref('isegment-nz'), many(seq(lit('/'), ref('isegment')))),
});

export const ipathEmpty = rule({
  name: 'ipath-empty',
  section: '2.2',
  abnf: 'ipath-empty    = 0<ipchar>',
  expr: rep(0, 0, ref('ipchar')),
});

export const isegment = rule({
  name: 'isegment',
  section: '2.2',
  abnf: 'isegment       = *ipchar',
  expr: many(ref('ipchar')),
});

export const isegmentNz = rule({
  name: 'isegment-nz',
  section: '2.2',
  abnf: 'isegment-nz    = 1*ipchar',
  expr: many1(ref('ipchar')),
});

export const isegmentNzNc = rule({
  name: 'isegment-nz-nc',
  section: '2.2',
  abnf: `isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims
                        / "@" )
                  ; non-zero-length segment without any colon ":"`,
  expr: many1(alt(ref('iunreserved'), ref('pct-encoded'), ref('sub-delims'), lit('@'))),
});

export const ipchar = rule({
  name: 'ipchar',
  section: '2.2',
  abnf: `ipchar         = iunreserved / pct-encoded / sub-delims / ":"
                  / "@"`,
  expr: alt(ref('iunreserved'), ref('pct-encoded'), ref('sub-delims'), oneOf(':@')),
});
