/**
 * RFC 3987 section 2.2, the characters an IRI adds to a URI: `iunreserved` is RFC 3986's
 * `unreserved` with `ucschar`, and `iprivate` may stand only in a query. Both are written as the
 * RFC's code-point ranges; the surrogates (U+D800-DFFF) and the non-characters (U+FDD0-FDEF,
 * U+xFFFE-xFFFF of every plane) fall in the gaps between them.
 */
import { alt, oneOf, ranges, ref } from '../engine/abnf';
import { rule } from './rule';

export const iunreserved = rule({
  name: 'iunreserved',
  section: '2.2',
  abnf: 'iunreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar',
  expr: alt(ref('ALPHA'), ref('DIGIT'), oneOf('-._~'), ref('ucschar')),
});

export const ucschar = rule({
  name: 'ucschar',
  section: '2.2',
  abnf: `ucschar        = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
                  / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
                  / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
                  / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
                  / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
                  / %xD0000-DFFFD / %xE1000-EFFFD`,
  expr: ranges(
    [0xa0, 0xd7ff],
    [0xf900, 0xfdcf],
    [0xfdf0, 0xffef],
    [0x10000, 0x1fffd],
    [0x20000, 0x2fffd],
    [0x30000, 0x3fffd],
    [0x40000, 0x4fffd],
    [0x50000, 0x5fffd],
    [0x60000, 0x6fffd],
    [0x70000, 0x7fffd],
    [0x80000, 0x8fffd],
    [0x90000, 0x9fffd],
    [0xa0000, 0xafffd],
    [0xb0000, 0xbfffd],
    [0xc0000, 0xcfffd],
    [0xd0000, 0xdfffd],
    [0xe1000, 0xefffd],
  ),
});

export const iprivate = rule({
  name: 'iprivate',
  section: '2.2',
  abnf: 'iprivate       = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD',
  expr: ranges([0xe000, 0xf8ff], [0xf0000, 0xffffd], [0x100000, 0x10fffd]),
});
