/**
 * RFC 8089, The "file" URI Scheme, as its own text: section 2's ABNF verbatim, and Appendix F's
 * "Collected Nonstandard Rules" (Appendix E's forms: user information, drive letters, the
 * vertical line, UNC strings in the path) verbatim as a second grammar, for the conversions that
 * take Appendix E's forms as an option. Both import `host`, `path-absolute` and the other rules
 * they name from the RFC 3986 grammar. Section 2 says RFC 3986 "as updated by [RFC6874]"; RFC
 * 9844 has since obsoleted RFC 6874 and taken zone identifiers out of URIs, so RFC 3986's `host`
 * is the one imported.
 */
import type { GrammarOverride } from '../../engine/grammar-text';

export const FILE_ABNF = `; RFC 8089 section 2, Syntax
      file-URI       = file-scheme ":" file-hier-part

      file-scheme    = "file"

      file-hier-part = ( "//" auth-path )
                     / local-path

      auth-path      = [ file-auth ] path-absolute

      local-path     = path-absolute

      file-auth      = "localhost"
                     / host
`;

/**
 * The rules section 2 imports from RFC 3986, and the character rules its override's guard names.
 */
export const FILE_FROM_RFC3986 = [
  'host',
  'path-absolute',
  'unreserved',
  'pct-encoded',
  'sub-delims',
] as const;

export const FILE_OVERRIDES: readonly GrammarOverride[] = [
  {
    abnf: 'file-auth = "localhost" !( unreserved / pct-encoded / sub-delims ) / host',
    note:
      '"localhost" is a prefix of the reg-names "localhost.example" and "localhosts": ordered ' +
      'choice would keep "localhost" and never try host, and auth-path would then fail. ' +
      '"localhost" counts only when no reg-name character follows it.',
  },
];

export const FILE_NONSTANDARD_ABNF = `; RFC 8089 section F, Collected Nonstandard Rules
      file-URI       = file-scheme ":" file-hier-part

      file-scheme    = "file"

      file-hier-part = ( "//" auth-path )
                     / local-path

      auth-path      = [ file-auth ] path-absolute
                     / [ file-auth ] file-absolute
                     / unc-authority path-absolute

      local-path     = [ drive-letter ] path-absolute
                     / file-absolute

      file-auth      = "localhost"
                     / [ userinfo "@" ] host

      unc-authority  = 2*3"/" file-host

      file-host      = inline-IP / IPv4address / reg-name

      inline-IP      = "%5B" ( IPv6address / IPvFuture ) "%5D"

      file-absolute  = "/" drive-letter path-absolute

      drive-letter   = ALPHA ":"
                     / ALPHA "|"
`;

/** The rules Appendix F imports from RFC 3986, and the ones its overrides' guards name. */
export const FILE_NONSTANDARD_FROM_RFC3986 = [
  'host',
  'path-absolute',
  'userinfo',
  'IPv4address',
  'IPv6address',
  'IPvFuture',
  'reg-name',
  'pchar',
  'unreserved',
  'pct-encoded',
  'sub-delims',
] as const;

/** What can continue a path-absolute: a path character, "/" or Appendix E.2.2's "|". */
const PATH_GOES_ON = '!( pchar / "/" / "|" )';

export const FILE_NONSTANDARD_OVERRIDES: readonly GrammarOverride[] = [
  {
    abnf: `auth-path = [ file-auth ] path-absolute ${PATH_GOES_ON}
                     / [ file-auth ] file-absolute
                     / unc-authority path-absolute !( pchar / "/" )
                     / "//" file-host path-absolute`,
    note:
      'path-absolute reads "/" alone from "//host/share" and "/c" from "/c|/x": ordered ' +
      'choice would keep that and never try file-absolute or unc-authority, so the first ' +
      'alternative counts only when nothing that could go on with the path follows it. And ' +
      'unc-authority\'s 2*3"/" takes a third slash whenever there is one, also the one that ' +
      'begins the path ("///": "//", an empty file-host, the path "/"; "///A//"), and never ' +
      'gives it back: the last alternative is unc-authority with two slashes, tried when the ' +
      'greedy reading left something over.',
  },
  {
    abnf: `local-path = [ drive-letter ] path-absolute ${PATH_GOES_ON}
                     / file-absolute`,
    note: 'As in auth-path: path-absolute reads "/c" from "/c|/x", and file-absolute must be tried.',
  },
  {
    abnf: `file-auth = "localhost" !( unreserved / pct-encoded / sub-delims / ":" / "@" )
                     / [ userinfo "@" ] host`,
    note:
      'As in section 2: "localhost" is a prefix of other reg-names and of a userinfo ' +
      '("localhost:pw@host"); it counts only when no character that could go on follows.',
  },
  {
    abnf: `file-host = inline-IP !( unreserved / pct-encoded / sub-delims )
                     / IPv4address !( unreserved / pct-encoded / sub-delims )
                     / reg-name`,
    note:
      'As in RFC 3986 host: IPv4address matches the prefix "1.2.3.4" of the reg-name ' +
      '"1.2.3.4.5"; and since inline-IP writes its brackets percent-encoded, it is a prefix ' +
      'of reg-names too ("%5Bv1.x%5Dh"). Each counts only when no reg-name character follows.',
  },
];
