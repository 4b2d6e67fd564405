/**
 * RFC 3987 section 2.2, `iquery` and `ifragment`. Private-use characters (`iprivate`) may stand
 * in a query only: "private UCS characters can occur only in query parts".
 */
import { alt, many, oneOf, ref } from '../engine/abnf';
import { rule } from './rule';

export const iquery = rule({
  name: 'iquery',
  section: '2.2',
  abnf: 'iquery         = *( ipchar / iprivate / "/" / "?" )',
  expr: many(alt(ref('ipchar'), ref('iprivate'), oneOf('/?'))),
});

export const ifragment = rule({
  name: 'ifragment',
  section: '2.2',
  abnf: 'ifragment      = *( ipchar / "/" / "?" )',
  expr: many(alt(ref('ipchar'), oneOf('/?'))),
});
