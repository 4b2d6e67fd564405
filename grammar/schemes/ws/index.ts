/**
 * The `ws` and `wss` URI schemes (RFC 6455 section 3), read from the RFC's text (abnf.ts), its
 * prose values read as the RFC 3986 rules they name.
 */
import { schemeGrammar } from '../scheme-grammar';
import { FROM_RFC3986, WS_ABNF, WS_OVERRIDES, WS_PROSE } from './abnf';

export const DESCRIPTION = schemeGrammar({
  name: 'ws',
  title: 'RFC 6455 ws(s)',
  abnf: WS_ABNF,
  rfc: 'RFC 6455',
  fromRfc3986: FROM_RFC3986,
  overrides: WS_OVERRIDES,
  prose: WS_PROSE,
});
