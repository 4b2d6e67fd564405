/**
 * The `urn` URI scheme (RFC 8141 section 2) and the UUID string representation of RFC 9562
 * section 4 for the `uuid` namespace, read from the RFCs' text (abnf.ts).
 */
import { DATA } from '../../generated/urn';
import { schemeGrammar } from '../scheme-grammar';

export const DESCRIPTION = schemeGrammar({
  name: 'urn',
  title: 'RFC 8141 urn',
  data: DATA,
  characterRules: ['alphanum', 'ldh'],
  messageRules: ['hexOctet'],
});
