/** The `tel` URI scheme (RFC 3966 section 3), read from the RFC's text (abnf.ts). */
import { schemeGrammar } from '../scheme-grammar';
import { TEL_ABNF, TEL_OVERRIDES } from './abnf';

export const DESCRIPTION = schemeGrammar({
  name: 'tel',
  title: 'RFC 3966 tel',
  abnf: TEL_ABNF,
  rfc: 'RFC 3966',
  overrides: TEL_OVERRIDES,
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
