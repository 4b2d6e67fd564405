/**
 * The `urn` URI scheme (RFC 8141 section 2) and the UUID string representation of RFC 9562
 * section 4 for the `uuid` namespace, read from the RFCs' text (abnf.ts).
 */
import { schemeGrammar } from '../scheme-grammar';
import { FROM_RFC3986, URN_ABNF, URN_OVERRIDES } from './abnf';

export const DESCRIPTION = schemeGrammar({
  name: 'urn',
  title: 'RFC 8141 urn',
  abnf: URN_ABNF,
  rfc: 'RFC 8141',
  fromRfc3986: FROM_RFC3986,
  overrides: URN_OVERRIDES,
  characterRules: ['alphanum', 'ldh'],
  messageRules: ['hexOctet'],
});
