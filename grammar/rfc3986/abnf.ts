/**
 * RFC 3986 as its own text: Appendix A ("Collected ABNF for URI") verbatim, in its order, with a
 * banner naming the section of the RFC's body that defines each run of rules. The engine reads
 * it (grammar/engine/abnf-reader.ts); the RFC 5234 core rules it uses come from the engine.
 *
 * The overrides are the PEG adjustments: the ordered-choice back end (trees) runs them, the
 * automaton (validation) reads the ABNF above. `grammar('rfc3986').traps()` checks that the two
 * accept the same strings; without these overrides it finds each of them
 * (test/engine/traps.test.ts).
 */
import type { GrammarOverride } from '../engine/grammar-text';

export const RFC3986_ABNF = `; RFC 3986 section 3, Syntax Components
   URI           = scheme ":" hier-part [ "?" query ] [ "#" fragment ]

   hier-part     = "//" authority path-abempty
                 / path-absolute
                 / path-rootless
                 / path-empty

; RFC 3986 section 4.1, URI Reference
   URI-reference = URI / relative-ref

; RFC 3986 section 4.3, Absolute URI
   absolute-URI  = scheme ":" hier-part [ "?" query ]

; RFC 3986 section 4.2, Relative Reference
   relative-ref  = relative-part [ "?" query ] [ "#" fragment ]

   relative-part = "//" authority path-abempty
                 / path-absolute
                 / path-noscheme
                 / path-empty

; RFC 3986 section 3.1, Scheme
   scheme        = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )

; RFC 3986 section 3.2, Authority
   authority     = [ userinfo "@" ] host [ ":" port ]

; RFC 3986 section 3.2.1, User Information
   userinfo      = *( unreserved / pct-encoded / sub-delims / ":" )

; RFC 3986 section 3.2.2, Host
   host          = IP-literal / IPv4address / reg-name

; RFC 3986 section 3.2.3, Port
   port          = *DIGIT

; RFC 3986 section 3.2.2, Host
   IP-literal    = "[" ( IPv6address / IPvFuture  ) "]"

   IPvFuture     = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )

   IPv6address   =                            6( h16 ":" ) ls32
                 /                       "::" 5( h16 ":" ) ls32
                 / [               h16 ] "::" 4( h16 ":" ) ls32
                 / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
                 / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
                 / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
                 / [ *4( h16 ":" ) h16 ] "::"              ls32
                 / [ *5( h16 ":" ) h16 ] "::"              h16
                 / [ *6( h16 ":" ) h16 ] "::"

   h16           = 1*4HEXDIG
   ls32          = ( h16 ":" h16 ) / IPv4address
   IPv4address   = dec-octet "." dec-octet "." dec-octet "." dec-octet

   dec-octet     = DIGIT                 ; 0-9
                 / %x31-39 DIGIT         ; 10-99
                 / "1" 2DIGIT            ; 100-199
                 / "2" %x30-34 DIGIT     ; 200-249
                 / "25" %x30-35          ; 250-255

   reg-name      = *( unreserved / pct-encoded / sub-delims )

; RFC 3986 section 3.3, Path
   path          = path-abempty    ; begins with "/" or is empty
                 / path-absolute   ; begins with "/" but not "//"
                 / path-noscheme   ; begins with a non-colon segment
                 / path-rootless   ; begins with a segment
                 / path-empty      ; zero characters

   path-abempty  = *( "/" segment )
   path-absolute = "/" [ segment-nz *( "/" segment ) ]
   path-noscheme = segment-nz-nc *( "/" segment )
   path-rootless = segment-nz *( "/" segment )
   path-empty    = 0<pchar>

   segment       = *pchar
   segment-nz    = 1*pchar
   segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
                 ; non-zero-length segment without any colon ":"

   pchar         = unreserved / pct-encoded / sub-delims / ":" / "@"

; RFC 3986 section 3.4, Query
   query         = *( pchar / "/" / "?" )

; RFC 3986 section 3.5, Fragment
   fragment      = *( pchar / "/" / "?" )

; RFC 3986 section 2.1, Percent-Encoding
   pct-encoded   = "%" HEXDIG HEXDIG

; RFC 3986 section 2.3, Unreserved Characters
   unreserved    = ALPHA / DIGIT / "-" / "." / "_" / "~"

; RFC 3986 section 2.2, Reserved Characters
   reserved      = gen-delims / sub-delims
   gen-delims    = ":" / "/" / "?" / "#" / "[" / "]" / "@"
   sub-delims    = "!" / "$" / "&" / "'" / "(" / ")"
                 / "*" / "+" / "," / ";" / "="
`;

/**
 * `path-empty = 0<pchar>` is a prose value, which ABNF leaves to words: read as zero `pchar`.
 */
export const RFC3986_PROSE: Readonly<Record<string, string>> = { pchar: 'pchar' };

export const RFC3986_OVERRIDES: readonly GrammarOverride[] = [
  {
    abnf: 'host = IP-literal / IPv4address !( unreserved / pct-encoded / sub-delims ) / reg-name',
    note:
      'IPv4address matches the prefix "1.2.3.4" of the reg-name "1.2.3.4.5", and ordered choice ' +
      'would not try reg-name after that success. IPv4address counts only when no reg-name ' +
      'character follows it (the RFC: the IPv4 reading wins only for the whole host).',
  },
  {
    abnf: `IPv6address =                                  6( h16 ":" ) ls32
            /                             "::" 5( h16 ":" ) ls32
            / [                     h16 ] "::" 4( h16 ":" ) ls32
            / [ *1( h16 ":" !":" ) h16 ] "::" 3( h16 ":" ) ls32
            / [ *2( h16 ":" !":" ) h16 ] "::" 2( h16 ":" ) ls32
            / [ *3( h16 ":" !":" ) h16 ] "::"    h16 ":"   ls32
            / [ *4( h16 ":" !":" ) h16 ] "::"              ls32
            / [ *5( h16 ":" !":" ) h16 ] "::"              h16
            / [ *6( h16 ":" !":" ) h16 ] "::"`,
    note:
      'In `*n( h16 ":" ) h16 "::"` a greedy repetition takes "a:" from "a::" and leaves no h16 ' +
      'for before "::", so "a::" and "1:2::3" would fail. A repeated piece must not be followed ' +
      'by ":" (it would be the last h16, before "::"). The alternatives keep their ABNF order: ' +
      'they differ in how many pieces follow "::", and the first that fits is the only one.',
  },
  {
    abnf: `dec-octet = "25" %x30-35 / "2" %x30-34 DIGIT / "1" 2DIGIT / %x31-39 DIGIT / DIGIT`,
    note:
      'In ABNF order DIGIT matches the "1" of "192" and ordered choice stops there, so ' +
      '"192.168.0.1" would fail. The alternatives are tried longest first; no rule lets a digit ' +
      'follow a dec-octet, so the longest match is the only one that can complete.',
  },
  {
    abnf: `path = path-abempty  !( pchar / "/" )
     / path-absolute !( pchar / "/" )
     / path-noscheme !( pchar / "/" )
     / path-rootless !( pchar / "/" )
     / path-empty`,
    note:
      'path-abempty matches the empty prefix of every path, and ordered choice never returns to ' +
      'the next alternative once one succeeded: "a/b" would fail. Each alternative must be ' +
      'followed by something that cannot continue a path; the ABNF order still names the match ' +
      '("" is path-abempty, "a:b" is path-rootless).',
  },
];
