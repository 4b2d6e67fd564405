/**
 * The `ws` and `wss` URI schemes (RFC 6455 section 3), read from the RFC's text (abnf.ts), its
 * prose values read as the RFC 3986 rules they name.
 */
import { DATA } from '../../generated/ws';
import { schemeGrammar } from '../scheme-grammar';

export const DESCRIPTION = schemeGrammar({
  name: 'ws',
  title: 'RFC 6455 ws(s)',
  data: DATA,
});
