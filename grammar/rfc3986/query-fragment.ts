/** RFC 3986 sections 3.4, Query, and 3.5, Fragment. */
import { alt, many, oneOf, ref } from '../engine/abnf';
import { rule } from './rule';

export const query = rule({
  name: 'query',
  section: '3.4',
  abnf: 'query         = *( pchar / "/" / "?" )',
  expr: many(alt(ref('pchar'), oneOf('/?'))),
});

export const fragment = rule({
  name: 'fragment',
  section: '3.5',
  abnf: 'fragment      = *( pchar / "/" / "?" )',
  expr: many(alt(ref('pchar'), oneOf('/?'))),
});
