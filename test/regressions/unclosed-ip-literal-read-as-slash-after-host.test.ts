/**
 * Issue 28: `http://[::1/` was explained as a "/" where the IP literal's characters could stand,
 * and the CLI's summary labelled it `'/' after host`. The "[" that opens the literal is never
 * closed, and the error now says so, with the offset of that "[" (the refusal's own offset is
 * where the "]" was still possible: the "/" or the end of the input).
 */
import { check, grammar, parse, safeParse } from '../../src';

describe('an IP literal that is never closed', () => {
  test.each([
    ['http://[::1/', 11, 7],
    ['http://[::1', 11, 7],
    ['//[v1.x/a', 7, 2],
    ['http://u@[::1?q', 13, 9],
    // A second "[" where the "]" could stand: the one named is the "[" that opened the literal,
    // found before the refusal, not the one refused (a mutant searching from past the offset
    // named 11 here and survived the other cases).
    ['http://[::1[', 11, 7],
    ['//[v1.x[', 7, 2],
  ])('%j fails at %i, and the message names the "[" at %i', (text, offset, open) => {
    const result = safeParse(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.offset).toBe(offset);
    expect(result.error.expected).toContain('"]"');
    expect(result.error.message).toContain(`the "[" at offset ${open} is never closed`);
    expect(() => parse(text)).toThrow(`the "[" at offset ${open} is never closed`);
  });

  test('the exact message for http://[::1/', () => {
    const result = check('URI', 'http://[::1/');
    expect(result.ok ? '' : result.error.message).toBe(
      'Not a valid URI at offset 11: the "[" at offset 7 is never closed; found "/" where HEXDIG, ":", DIGIT, "." or "]" could stand.',
    );
  });

  test('a literal closed later, or no literal at all, gets no such words', () => {
    for (const text of ['http://[::1.2.3.4.5]/', 'http://[::1%eth0]/', 'http://a b/', 'a[b']) {
      const result = safeParse(text);
      expect(result.ok ? '' : result.error.message).not.toContain('never closed');
    }
  });

  test('every reference grammar says it', () => {
    for (const name of ['rfc3986', 'rfc3987', 'rfc6874'] as const) {
      const result = grammar(name).safeParse('http://[::1/');
      expect(result.ok ? '' : result.error.message).toContain(
        'the "[" at offset 7 is never closed',
      );
    }
  });
});
