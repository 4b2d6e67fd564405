/**
 * Bug (fixed in grammar/engine/abnf.ts `show`): RFC 2396's literals are case-sensitive, so
 * the engine labels a quoted string written with `exact` as RFC 7405's `%s"..."`, while one
 * folded into a character set with `oneOf` keeps the plain `"..."`. An error then lists the same
 * character twice under two labels, and its message shows `%s` on strings that have no letters,
 * where case-sensitivity means nothing. `check('URI-reference', 'http://a b')` in RFC 2396 gives
 *   expected: [..., '":"', ..., '%s"@"', ..., '%s":"', '"@"', ..., '%s";"', ...]
 *   message: '... where unreserved, escaped, ";", ":", ..., %s"@", ..., %s":", "@", ... could stand.'
 * Expected: each character once (":" once, "@" once, ";" once), and `%s` only before a string with
 * a letter in it (RFC 2396 has none: its letters are character sets).
 */
import { grammar } from '../../src';

const rfc2396 = grammar('rfc2396');

function expectedFor(text: string): readonly string[] {
  const result = rfc2396.check('URI-reference', text);
  if (result.ok) throw new Error(`${text} is unexpectedly valid`);
  return result.error.expected;
}

/** A label without `%s` when the quoted string has no letter (the two then mean the same). */
const meaning = (label: string): string => label.replace(/^%s(?="[^A-Za-z]*"$)/, '');

describe('RFC 2396 expected lists', () => {
  test('name each character once: ":" and %s":" are the same character', () => {
    const expected = expectedFor('http://a b');
    const meanings = expected.map(meaning);
    expect(meanings.filter((label, i) => meanings.indexOf(label) !== i)).toEqual([]);
  });

  test('use %s only before a string with a letter, where it means something', () => {
    const expected = expectedFor('http://a b');
    expect(expected.filter((label) => meaning(label) !== label)).toEqual([]);
  });

  test('the input above expects ":" and "@" (so the tests above test something)', () => {
    const expected = expectedFor('http://a b');
    expect(expected).toEqual(expect.arrayContaining(['":"', '"@"', '";"']));
  });
});
