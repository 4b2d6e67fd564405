/** The `tel` URI scheme (RFC 3966 section 3), read from the RFC's text (abnf.ts). */
import { DATA } from '../../generated/tel';
import { schemeGrammar } from '../scheme-grammar';

export const DESCRIPTION = schemeGrammar({
  name: 'tel',
  title: 'RFC 3966 tel',
  data: DATA,
  characterRules: [
    'alphanum',
    'mark',
    'unreserved',
    'pct-encoded',
    'param-unreserved',
    'paramchar',
    'visual-separator',
    'reserved',
    'uric',
  ],
  messageRules: ['phonedigit', 'phonedigit-hex'],
});
