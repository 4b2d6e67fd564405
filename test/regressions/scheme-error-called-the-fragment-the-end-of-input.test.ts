/**
 * Issue 26: a scheme's grammar judges a URI without its fragment, so where it wanted more it said
 * "found the end of input" at an offset where the URI goes on with "#". tel allows "#" in a local
 * number, so `tel:#1;phone-context=a` was refused with an expected set naming the very "#" that
 * stood there. The message now says that the "#" starts the fragment (RFC 3986 section 3.5).
 */
import { parseScheme } from '../../src';

test.each([
  ['tel:#1;phone-context=a', 4],
  ['tel:+#1', 5],
])('%s: the refusal at offset %i names the "#" that starts the fragment', (uri, offset) => {
  const { valid, error } = parseScheme(uri);
  expect(valid).toBe(false);
  expect(error?.offset).toBe(offset);
  expect(uri[offset]).toBe('#');
  expect(error?.message).toContain('found "#", which starts the fragment');
  expect(error?.message).not.toContain('the end of input');
});

test('a URI that really ends early still says the end of input', () => {
  expect(parseScheme('tel:').error?.message).toContain('found the end of input');
});
