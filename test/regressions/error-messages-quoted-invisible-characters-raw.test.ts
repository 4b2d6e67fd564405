/**
 * Bug (found by the RFC 3987 evidence): an error message quoted the character it found raw,
 * next to its code point, even when that character does not print as itself: a private-use
 * character (U+E000), a tag (U+E0000), a bidi control (U+202E, which reorders the rest of the
 * line wherever the message is shown), a no-break space. Such characters are now named by their
 * code alone; a printable one is still quoted (`"é" (U+00E9, ...)`).
 */
import { check, grammar } from '../../src';

const iri = grammar('rfc3987');

function messageAt(result: { ok: boolean; error?: { message: string } }): string {
  if (result.ok || result.error === undefined) throw new Error('expected an error');
  return result.error.message;
}

test.each([
  ['U+E000', iri.check('IRI-reference', 'a\u{E000}')],
  ['U+E0000', iri.check('IRI-reference', 'a\u{E0000}')],
  ['U+202E', check('URI', 'http://a/\u202e')],
  ['U+00A0', check('URI', 'http://a/\u00a0')],
  ['U+2028', check('URI', 'http://a/\u2028')],
])('%s is named by its code, not quoted raw', (hex, result) => {
  const message = messageAt(result);
  expect(message).toContain(
    `found the ${message.includes('non-ASCII') ? 'non-ASCII ' : ''}character ${hex} (invisible or a control`,
  );
  expect(message).not.toMatch(/[\u00a0\u2028\u202e\u{e000}\u{e0000}]/u);
});

test('a printable character is still quoted', () => {
  expect(messageAt(check('URI', 'http://a/é'))).toContain(
    'found the non-ASCII character "é" (U+00E9',
  );
  expect(messageAt(iri.check('IRI', 'http://a/ é'))).toContain('a space (U+0020)');
});
