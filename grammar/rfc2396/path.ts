/** RFC 2396 section 3.3, Path Component; and section 3.1, Scheme Component. */
import { alt, exact, many, oneOf, opt, ref, seq } from '../engine/abnf';
import { rule } from './rule';

export const scheme = rule({
  name: 'scheme',
  section: '3.1',
  abnf: 'scheme        = alpha *( alpha | digit | "+" | "-" | "." )',
  expr: seq(ref('alpha'), many(alt(ref('alpha'), ref('digit'), oneOf('+-.')))),
});

export const path = rule({
  name: 'path',
  section: '3.3',
  abnf: 'path          = [ abs_path | opaque_part ]',
  expr: opt(alt(ref('abs_path'), ref('opaque_part'))),
});

export const pathSegments = rule({
  name: 'path_segments',
  section: '3.3',
  abnf: 'path_segments = segment *( "/" segment )',
  expr: seq(ref('segment'), many(seq(exact('/'), ref('segment')))),
});

export const segment = rule({
  name: 'segment',
  section: '3.3',
  abnf: 'segment       = *pchar *( ";" param )',
  expr: seq(many(ref('pchar')), many(seq(exact(';'), ref('param')))),
});

export const param = rule({
  name: 'param',
  section: '3.3',
  abnf: 'param         = *pchar',
  expr: many(ref('pchar')),
});

export const pchar = rule({
  name: 'pchar',
  section: '3.3',
  abnf: `pchar         = unreserved | escaped |
                      ":" | "@" | "&" | "=" | "+" | "$" | ","`,
  expr: alt(ref('unreserved'), ref('escaped'), oneOf(':@&=+$,')),
});
