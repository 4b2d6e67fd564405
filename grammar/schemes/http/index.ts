/**
 * The `http` and `https` URI schemes (RFC 9110 sections 4.2.1 and 4.2.2), read from the RFC's
 * text (abnf.ts) with the RFC 3986 rules they use imported as they are.
 */
import { DATA } from '../../generated/http';
import { schemeGrammar } from '../scheme-grammar';

export const DESCRIPTION = schemeGrammar({
  name: 'http',
  title: 'RFC 9110 http(s)',
  data: DATA,
});
