/** RFC 3986 section 3.2, Authority (3.2.1 User Information, 3.2.2 Host, 3.2.3 Port). */
import type { Expr } from '../engine/abnf';
import type { RuleName } from './rule-names';
import { alt, lit, many, many1, notFollowedBy, opt, range, ref, rep, seq } from '../engine/abnf';
import { rule } from './rule';

export const authority = rule({
  name: 'authority',
  section: '3.2',
  abnf: 'authority     = [ userinfo "@" ] host [ ":" port ]',
  expr: seq(opt(seq(ref('userinfo'), lit('@'))), ref('host'), opt(seq(lit(':'), ref('port')))),
});

export const userinfo = rule({
  name: 'userinfo',
  section: '3.2.1',
  abnf: 'userinfo      = *( unreserved / pct-encoded / sub-delims / ":" )',
  expr: many(alt(ref('unreserved'), ref('pct-encoded'), ref('sub-delims'), lit(':'))),
});

export const host = rule({
  name: 'host',
  section: '3.2.2',
  abnf: 'host          = IP-literal / IPv4address / reg-name',
  expr: alt(
    ref('IP-literal'),
    notFollowedBy(
      ref('IPv4address'),
      alt(ref('unreserved'), ref('pct-encoded'), ref('sub-delims')),
    ),
    ref('reg-name'),
  ),
  peg:
    'IPv4address matches the prefix "1.2.3.4" of the reg-name "1.2.3.4.5", and ordered choice ' +
    'would not try reg-name after that success. IPv4address counts only when no reg-name ' +
    'character follows it (the RFC: the IPv4 reading wins only for the whole host).',
});

export const port = rule({
  name: 'port',
  section: '3.2.3',
  abnf: 'port          = *DIGIT',
  expr: many(ref('DIGIT')),
});

export const ipLiteral = rule({
  name: 'IP-literal',
  section: '3.2.2',
  abnf: 'IP-literal    = "[" ( IPv6address / IPvFuture  ) "]"',
  expr: seq(lit('['), alt(ref('IPv6address'), ref('IPvFuture')), lit(']')),
});

export const ipvFuture = rule({
  name: 'IPvFuture',
  section: '3.2.2',
  abnf: 'IPvFuture     = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )',
  expr: seq(
    lit('v'),
    many1(ref('HEXDIG')),
    lit('.'),
    many1(alt(ref('unreserved'), ref('sub-delims'), lit(':'))),
  ),
});

/** `n( h16 ":" )` */
function pieces(n: number): Expr<RuleName> {
  return rep(n, n, seq(ref('h16'), lit(':')));
}

/**
 * `[ *n( h16 ":" ) h16 ]`, the part before "::". A piece that is followed by ":" is the last
 * h16 before "::", so the repetition must leave it (and its colon) alone.
 */
function beforeDoubleColon(n: number): Expr<RuleName> {
  return opt(seq(rep(0, n, notFollowedBy(seq(ref('h16'), lit(':')), lit(':'))), ref('h16')));
}

export const ipv6address = rule({
  name: 'IPv6address',
  section: '3.2.2',
  abnf: `IPv6address   =                            6( h16 ":" ) ls32
                 /                       "::" 5( h16 ":" ) ls32
                 / [               h16 ] "::" 4( h16 ":" ) ls32
                 / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
                 / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
                 / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
                 / [ *4( h16 ":" ) h16 ] "::"              ls32
                 / [ *5( h16 ":" ) h16 ] "::"              h16
                 / [ *6( h16 ":" ) h16 ] "::"`,
  expr: alt(
    seq(pieces(6), ref('ls32')),
    seq(lit('::'), pieces(5), ref('ls32')),
    seq(opt(ref('h16')), lit('::'), pieces(4), ref('ls32')),
    seq(beforeDoubleColon(1), lit('::'), pieces(3), ref('ls32')),
    seq(beforeDoubleColon(2), lit('::'), pieces(2), ref('ls32')),
    seq(beforeDoubleColon(3), lit('::'), ref('h16'), lit(':'), ref('ls32')),
    seq(beforeDoubleColon(4), lit('::'), ref('ls32')),
    seq(beforeDoubleColon(5), lit('::'), ref('h16')),
    seq(beforeDoubleColon(6), lit('::')),
  ),
  peg:
    'In `*n( h16 ":" ) h16 "::"` a greedy repetition takes "a:" from "a::" and leaves no h16 ' +
    'for before "::", so "a::" and "1:2::3" would fail. A repeated piece must not be followed ' +
    'by ":" (it would be the last h16, before "::"). The alternatives keep their ABNF order: ' +
    'they differ in how many pieces follow "::", and the first that fits is the only one.',
});

export const h16 = rule({
  name: 'h16',
  section: '3.2.2',
  abnf: 'h16           = 1*4HEXDIG',
  expr: rep(1, 4, ref('HEXDIG')),
});

export const ls32 = rule({
  name: 'ls32',
  section: '3.2.2',
  abnf: 'ls32          = ( h16 ":" h16 ) / IPv4address',
  expr: alt(seq(ref('h16'), lit(':'), ref('h16')), ref('IPv4address')),
});

export const ipv4address = rule({
  name: 'IPv4address',
  section: '3.2.2',
  abnf: 'IPv4address   = dec-octet "." dec-octet "." dec-octet "." dec-octet',
  expr: seq(
    ref('dec-octet'),
    lit('.'),
    ref('dec-octet'),
    lit('.'),
    ref('dec-octet'),
    lit('.'),
    ref('dec-octet'),
  ),
});

const DIGIT = ref('DIGIT');

export const decOctet = rule({
  name: 'dec-octet',
  section: '3.2.2',
  abnf: `dec-octet     = DIGIT                 ; 0-9
                 / %x31-39 DIGIT         ; 10-99
                 / "1" 2DIGIT            ; 100-199
                 / "2" %x30-34 DIGIT     ; 200-249
                 / "25" %x30-35          ; 250-255`,
  expr: alt(
    seq(lit('25'), range(0x30, 0x35)),
    seq(lit('2'), range(0x30, 0x34), DIGIT),
    seq(lit('1'), rep(2, 2, DIGIT)),
    seq(range(0x31, 0x39), DIGIT),
    DIGIT,
  ),
  peg:
    'In ABNF order DIGIT matches the "1" of "192" and ordered choice stops there, so ' +
    '"192.168.0.1" would fail. The alternatives are tried longest first; no rule lets a digit ' +
    'follow a dec-octet, so the longest match is the only one that can complete.',
});

export const regName = rule({
  name: 'reg-name',
  section: '3.2.2',
  abnf: 'reg-name      = *( unreserved / pct-encoded / sub-delims )',
  expr: many(alt(ref('unreserved'), ref('pct-encoded'), ref('sub-delims'))),
});
