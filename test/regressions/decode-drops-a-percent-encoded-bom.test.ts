/**
 * Issue 11: `decode('%EF%BB%BF')` returned `''`: the UTF-8 decoder treated a leading U+FEFF as a
 * byte order mark and dropped it. A percent-encoded BOM is data the URI carries.
 */
import { decode } from '../../src';

test.each([
  ['%EF%BB%BF', '\uFEFF'],
  ['%EF%BB%BFa', '\uFEFFa'],
  ['a%EF%BB%BF', 'a\uFEFF'],
  ['%EF%BB%BF%EF%BB%BF', '\uFEFF\uFEFF'],
])('decode(%j) keeps U+FEFF', (text, decoded) => {
  expect(decode(text)).toBe(decoded);
});
