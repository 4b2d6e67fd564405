/** RFC 3986 section 3.1, Scheme. */
import { alt, many, oneOf, ref, seq } from '../engine/abnf';
import { rule } from './rule';

export const scheme = rule({
  name: 'scheme',
  section: '3.1',
  abnf: 'scheme        = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )',
  expr: seq(ref('ALPHA'), many(alt(ref('ALPHA'), ref('DIGIT'), oneOf('+-.')))),
});
