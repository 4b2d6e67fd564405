/**
 * RFC 3987 section 2.2, the authority of an IRI: `iauthority`, `iuserinfo`, `ihost` and
 * `ireg-name` (RFC 3986 section 3.2 with `iunreserved` for `unreserved`). The port, IP literals
 * and IPv4 addresses are RFC 3986's own rules.
 */
import { alt, lit, many, notFollowedBy, opt, ref, seq } from '../engine/abnf';
import { rule } from './rule';

export const iauthority = rule({
  name: 'iauthority',
  section: '2.2',
  abnf: 'iauthority     = [ iuserinfo "@" ] ihost [ ":" port ]',
  expr: seq(opt(seq(ref('iuserinfo'), lit('@'))), ref('ihost'), opt(seq(lit(':'), ref('port')))),
});

export const iuserinfo = rule({
  name: 'iuserinfo',
  section: '2.2',
  abnf: 'iuserinfo      = *( iunreserved / pct-encoded / sub-delims / ":" )',
  expr: many(alt(ref('iunreserved'), ref('pct-encoded'), ref('sub-delims'), lit(':'))),
});

export const ihost = rule({
  name: 'ihost',
  section: '2.2',
  abnf: 'ihost          = IP-literal / IPv4address / ireg-name',
  expr: alt(
    ref('IP-literal'),
    notFollowedBy(
      ref('IPv4address'),
      alt(ref('iunreserved'), ref('pct-encoded'), ref('sub-delims')),
    ),
    ref('ireg-name'),
  ),
  peg:
    'As in RFC 3986 host: IPv4address matches the prefix "1.2.3.4" of the ireg-name "1.2.3.4.5" ' +
    '(or "1.2.3.4é"), and ordered choice would not try ireg-name after that success. ' +
    'IPv4address counts only when no ireg-name character follows it.',
});

export const iregName = rule({
  name: 'ireg-name',
  section: '2.2',
  abnf: 'ireg-name      = *( iunreserved / pct-encoded / sub-delims )',
  expr: many(alt(ref('iunreserved'), ref('pct-encoded'), ref('sub-delims'))),
});
