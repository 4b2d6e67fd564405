/**
 * RFC 3987 as its own text: section 2.2's rules that differ from RFC 3986, verbatim (its page
 * break removed). The rules it says "are the same as those in [RFC3986]" are imported from the
 * RFC 3986 grammar as they are, so each has one definition.
 */
import type { GrammarOverride } from '../engine/grammar-text';

export const RFC3987_ABNF = `; RFC 3987 section 2.2, ABNF for IRI References and IRIs
   IRI            = scheme ":" ihier-part [ "?" iquery ]
                         [ "#" ifragment ]

   ihier-part     = "//" iauthority ipath-abempty
                  / ipath-absolute
                  / ipath-rootless
                  / ipath-empty

   IRI-reference  = IRI / irelative-ref

   absolute-IRI   = scheme ":" ihier-part [ "?" iquery ]

   irelative-ref  = irelative-part [ "?" iquery ] [ "#" ifragment ]

   irelative-part = "//" iauthority ipath-abempty
                       / ipath-absolute
                  / ipath-noscheme
                  / ipath-empty

   iauthority     = [ iuserinfo "@" ] ihost [ ":" port ]
   iuserinfo      = *( iunreserved / pct-encoded / sub-delims / ":" )
   ihost          = IP-literal / IPv4address / ireg-name

   ireg-name      = *( iunreserved / pct-encoded / sub-delims )

   ipath          = ipath-abempty   ; begins with "/" or is empty
                  / ipath-absolute  ; begins with "/" but not "//"
                  / ipath-noscheme  ; begins with a non-colon segment
                  / ipath-rootless  ; begins with a segment
                  / ipath-empty     ; zero characters

   ipath-abempty  = *( "/" isegment )
   ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]
   ipath-noscheme = isegment-nz-nc *( "/" isegment )
   ipath-rootless = isegment-nz *( "/" isegment )
   ipath-empty    = 0<ipchar>

   isegment       = *ipchar
   isegment-nz    = 1*ipchar
   isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims
                        / "@" )
                  ; non-zero-length segment without any colon ":"

   ipchar         = iunreserved / pct-encoded / sub-delims / ":"
                  / "@"

   iquery         = *( ipchar / iprivate / "/" / "?" )

   ifragment      = *( ipchar / "/" / "?" )

   iunreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~" / ucschar

   ucschar        = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
                  / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
                  / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
                  / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
                  / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
                  / %xD0000-DFFFD / %xE1000-EFFFD

   iprivate       = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD
`;

export { FROM_RFC3986 } from './rule-names';

/** `ipath-empty = 0<ipchar>` is a prose value: read as zero `ipchar`. */
export const RFC3987_PROSE: Readonly<Record<string, string>> = { ipchar: 'ipchar' };

export const RFC3987_OVERRIDES: readonly GrammarOverride[] = [
  {
    abnf: 'ihost = IP-literal / IPv4address !( iunreserved / pct-encoded / sub-delims ) / ireg-name',
    note:
      'As in RFC 3986 host: IPv4address matches the prefix "1.2.3.4" of the ireg-name "1.2.3.4.5" ' +
      '(or "1.2.3.4é"), and ordered choice would not try ireg-name after that success. ' +
      'IPv4address counts only when no ireg-name character follows it.',
  },
  {
    abnf: `ipath = ipath-abempty  !( ipchar / "/" )
      / ipath-absolute !( ipchar / "/" )
      / ipath-noscheme !( ipchar / "/" )
      / ipath-rootless !( ipchar / "/" )
      / ipath-empty`,
    note:
      'As in RFC 3986 path: ipath-abempty matches the empty prefix of every path, and ordered ' +
      'choice never returns to the next alternative once one succeeded, so "a/b" would fail. ' +
      'Each alternative must be followed by something that cannot continue a path.',
  },
];
