/** RFC 3986 section 3.3, Path. */
import { alt, lit, many, many1, notFollowedBy, oneOf, opt, ref, rep, seq } from '../engine/abnf';
import { rule } from './rule';

/**
 * After a whole path, no path character can follow: a path ends at "?", "#" or the end.
 * The guard below uses this to make each alternative of `path` answer for the whole path.
 */
const pathContinues = alt(ref('pchar'), lit('/'));

export const path = rule({
  name: 'path',
  section: '3.3',
  abnf: `path          = path-abempty    ; begins with "/" or is empty
                 / path-absolute   ; begins with "/" but not "//"
                 / path-noscheme   ; begins with a non-colon segment
                 / path-rootless   ; begins with a segment
                 / path-empty      ; zero characters`,
  expr: alt(
    notFollowedBy(ref('path-abempty'), pathContinues),
    notFollowedBy(ref('path-absolute'), pathContinues),
    notFollowedBy(ref('path-noscheme'), pathContinues),
    notFollowedBy(ref('path-rootless'), pathContinues),
    ref('path-empty'),
  ),
  peg:
    'path-abempty matches the empty prefix of every path, and ordered choice never returns to ' +
    'the next alternative once one succeeded: "a/b" would fail. Each alternative must be ' +
    'followed by something that cannot continue a path; the ABNF order still names the match ' +
    '("" is path-abempty, "a:b" is path-rootless).',
});

export const pathAbempty = rule({
  name: 'path-abempty',
  section: '3.3',
  abnf: 'path-abempty  = *( "/" segment )',
  expr: many(seq(lit('/'), ref('segment'))),
});

export const pathAbsolute = rule({
  name: 'path-absolute',
  section: '3.3',
  abnf: 'path-absolute = "/" [ segment-nz *( "/" segment ) ]',
  expr: seq(lit('/'), opt(seq(ref('segment-nz'), many(seq(lit('/'), ref('segment')))))),
});

export const pathNoscheme = rule({
  name: 'path-noscheme',
  section: '3.3',
  abnf: 'path-noscheme = segment-nz-nc *( "/" segment )',
  expr: seq(ref('segment-nz-nc'), many(seq(lit('/'), ref('segment')))),
});

export const pathRootless = rule({
  name: 'path-rootless',
  section: '3.3',
  abnf: 'path-rootless = segment-nz *( "/" segment )',
  expr: seq(ref('segment-nz'), many(seq(lit('/'), ref('segment')))),
});

export const pathEmpty = rule({
  name: 'path-empty',
  section: '3.3',
  abnf: 'path-empty    = 0<pchar>',
  expr: rep(0, 0, ref('pchar')),
});

export const segment = rule({
  name: 'segment',
  section: '3.3',
  abnf: 'segment       = *pchar',
  expr: many(ref('pchar')),
});

export const segmentNz = rule({
  name: 'segment-nz',
  section: '3.3',
  abnf: 'segment-nz    = 1*pchar',
  expr: many1(ref('pchar')),
});

export const segmentNzNc = rule({
  name: 'segment-nz-nc',
  section: '3.3',
  abnf: `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
                 ; non-zero-length segment without any colon ":"`,
  expr: many1(alt(ref('unreserved'), ref('pct-encoded'), ref('sub-delims'), lit('@'))),
});

export const pchar = rule({
  name: 'pchar',
  section: '3.3',
  abnf: 'pchar         = unreserved / pct-encoded / sub-delims / ":" / "@"',
  expr: alt(ref('unreserved'), ref('pct-encoded'), ref('sub-delims'), oneOf(':@')),
});
