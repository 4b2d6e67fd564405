/**
 * RFC 2396 section 3.2, Authority Component (3.2.1 registry-based, 3.2.2 server-based), with the
 * changes of RFC 2732 section 3: `host` gains `IPv6reference`, `IPv6address` is taken from RFC 2373
 * Appendix B, and `IPv4address` is replaced by RFC 2373's (at most three digits a part, still
 * with no range check: `999.1.1.1` is an IPv4address). RFC 2373's ABNF names the RFC 5234 core
 * rules `DIGIT` and `HEXDIG`; they are the same sets as RFC 2396's `digit` and `hex`, which the
 * translations use.
 */
import type { Expr } from '../engine/abnf';
import {
  alt,
  exact,
  many,
  many1,
  notFollowedBy,
  oneOf,
  opt,
  range,
  ranges,
  ref,
  rep,
  seq,
} from '../engine/abnf';
import { rule } from './rule';
import type { RuleName } from './rule-names';

/** A character that can continue a reg_name. */
const REG_NAME_CHARACTER: Expr<RuleName> = alt(
  ref('unreserved'),
  ref('escaped'),
  oneOf('$,;:@&=+'),
);

export const authority = rule({
  name: 'authority',
  section: '3.2',
  abnf: 'authority     = server | reg_name',
  expr: alt(notFollowedBy(ref('server'), REG_NAME_CHARACTER), ref('reg_name')),
  peg:
    'server may be empty, and it matches the prefix "a" of the reg_name "a_b" (a host name ' +
    'stops at "_"); ordered choice would keep that success and never try reg_name. server ' +
    'counts only when no reg_name character follows it. No character that may follow an ' +
    'authority ("/", "?", "#") is a reg_name character, so the guard never refuses a whole ' +
    'server; where both match, server still wins, as 3.2.1 and 3.2.2 describe.',
});

export const regName = rule({
  name: 'reg_name',
  section: '3.2.1',
  abnf: `reg_name      = 1*( unreserved | escaped | "$" | "," |
                          ";" | ":" | "@" | "&" | "=" | "+" )`,
  expr: many1(REG_NAME_CHARACTER),
});

export const server = rule({
  name: 'server',
  section: '3.2.2',
  abnf: 'server        = [ [ userinfo "@" ] hostport ]',
  expr: opt(seq(opt(seq(ref('userinfo'), exact('@'))), ref('hostport'))),
});

export const userinfo = rule({
  name: 'userinfo',
  section: '3.2.2',
  abnf: `userinfo      = *( unreserved | escaped |
                         ";" | ":" | "&" | "=" | "+" | "$" | "," )`,
  expr: many(alt(ref('unreserved'), ref('escaped'), oneOf(';:&=+$,'))),
});

export const hostport = rule({
  name: 'hostport',
  section: '3.2.2',
  abnf: 'hostport      = host [ ":" port ]',
  expr: seq(ref('host'), opt(seq(exact(':'), ref('port')))),
});

export const host = rule({
  name: 'host',
  rfc: 'RFC 2732',
  section: '3',
  abnf: 'host          = hostname | IPv4address | IPv6reference',
  expr: alt(ref('hostname'), ref('IPv4address'), ref('IPv6reference')),
});

/** The end of the input: no character at all follows. */
const END: Expr<RuleName> = notFollowedBy(seq(), range(0, 0x10ffff));

/** Anything but the first character of a label: the end, or a character that is not alphanum. */
const NO_LABEL_FOLLOWS: Expr<RuleName> = alt(
  END,
  ranges([0x00, 0x2f], [0x3a, 0x40], [0x5b, 0x60], [0x7b, 0x10ffff]),
);

export const hostname = rule({
  name: 'hostname',
  section: '3.2.2',
  abnf: 'hostname      = *( domainlabel "." ) toplabel [ "." ]',
  expr: seq(
    many(notFollowedBy(seq(ref('domainlabel'), exact('.')), NO_LABEL_FOLLOWS)),
    ref('toplabel'),
    opt(exact('.')),
  ),
  peg:
    'The repetition would take every `label "."`, the last label too when a "." ends the name ' +
    '("a.b."), and leave nothing for toplabel. A repeated `domainlabel "."` counts only when ' +
    'another label follows it, so the last one is left for toplabel and [ "." ].',
});

/** `*( *"-" alphanum )`: hyphens only between alphanums, the PEG form of the BNF's tail. */
const HYPHENATED_TAIL: Expr<RuleName> = many(seq(many(exact('-')), ref('alphanum')));

export const domainlabel = rule({
  name: 'domainlabel',
  section: '3.2.2',
  abnf: 'domainlabel   = alphanum | alphanum *( alphanum | "-" ) alphanum',
  expr: seq(ref('alphanum'), HYPHENATED_TAIL),
  peg:
    'Literally, the first alternative `alphanum` matches the "a" of "ab" and ordered choice ' +
    'keeps it; and in the second, the greedy `*( alphanum | "-" )` takes the last alphanum too, ' +
    'so it never matches. Written as `alphanum *( *"-" alphanum )`, the same language (a label ' +
    'starts and ends with alphanum, hyphens only inside), whose repetition gives back a run of ' +
    'hyphens that no alphanum follows: a label\'s last character is never "-".',
});

export const toplabel = rule({
  name: 'toplabel',
  section: '3.2.2',
  abnf: 'toplabel      = alpha | alpha *( alphanum | "-" ) alphanum',
  expr: seq(ref('alpha'), HYPHENATED_TAIL),
  peg: 'As domainlabel: written `alpha *( *"-" alphanum )`, the same language in PEG form.',
});

/** `1*3DIGIT` of RFC 2373, with RFC 2396's `digit`. */
const OCTET: Expr<RuleName> = rep(1, 3, ref('digit'));

export const ipv4address = rule({
  name: 'IPv4address',
  rfc: 'RFC 2373',
  section: 'B',
  abnf: 'IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT',
  expr: seq(OCTET, exact('.'), OCTET, exact('.'), OCTET, exact('.'), OCTET),
});

export const ipv6reference = rule({
  name: 'IPv6reference',
  rfc: 'RFC 2732',
  section: '3',
  // RFC 2732 spells the name in lowercase here and "IPv6reference" nowhere; the name is kept in
  // the case of its siblings (IPv6address, IPv4address).
  abnf: 'ipv6reference = "[" IPv6address "]"',
  expr: seq(exact('['), ref('IPv6address'), exact(']')),
});

export const ipv6address = rule({
  name: 'IPv6address',
  rfc: 'RFC 2373',
  section: 'B',
  abnf: 'IPv6address = hexpart [ ":" IPv4address ]',
  expr: seq(ref('hexpart'), opt(seq(exact(':'), ref('IPv4address')))),
});

export const hexpart = rule({
  name: 'hexpart',
  rfc: 'RFC 2373',
  section: 'B',
  abnf: 'hexpart = hexseq | hexseq "::" [ hexseq ] | "::" [ hexseq ]',
  expr: alt(
    seq(ref('hexseq'), exact('::'), opt(ref('hexseq'))),
    ref('hexseq'),
    seq(exact('::'), opt(ref('hexseq'))),
  ),
  peg:
    'The first alternative, hexseq, matches the "1:2" of "1:2::3" and ordered choice would keep ' +
    'it. `hexseq "::" [ hexseq ]` is tried first, since it is the longer match whenever both ' +
    'match; the two differ only by whether "::" follows, and no valid IPv6address has "::" ' +
    'after a whole hexpart.',
});

export const hexseq = rule({
  name: 'hexseq',
  rfc: 'RFC 2373',
  section: 'B',
  abnf: 'hexseq  = hex4 *( ":" hex4)',
  expr: seq(ref('hex4'), many(notFollowedBy(seq(exact(':'), ref('hex4')), exact('.')))),
  peg:
    'In "1:2:1.2.3.4" the repetition would take ":1", the first part of the IPv4address, and ' +
    'IPv6address\'s `":" IPv4address` would then fail. A repeated `":" hex4` counts only when ' +
    '"." does not follow it: a hex4 followed by "." can only be the start of an IPv4address.',
});

export const hex4 = rule({
  name: 'hex4',
  rfc: 'RFC 2373',
  section: 'B',
  abnf: 'hex4    = 1*4HEXDIG',
  expr: rep(1, 4, ref('hex')),
});

export const port = rule({
  name: 'port',
  section: '3.2.2',
  abnf: 'port          = *digit',
  expr: many(ref('digit')),
});
