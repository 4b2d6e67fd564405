/**
 * The `http` and `https` URI schemes (RFC 9110 sections 4.2.1 and 4.2.2), read from the RFC's
 * text (abnf.ts) with the RFC 3986 rules they use imported as they are.
 */
import { schemeGrammar } from '../scheme-grammar';
import { FROM_RFC3986, HTTP_ABNF } from './abnf';

export const DESCRIPTION = schemeGrammar({
  name: 'http',
  title: 'RFC 9110 http(s)',
  abnf: HTTP_ABNF,
  rfc: 'RFC 9110',
  fromRfc3986: FROM_RFC3986,
});
