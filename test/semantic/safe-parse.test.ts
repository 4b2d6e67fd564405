/**
 * `safeParse` is `parse` with a rejection returned instead of thrown: for every input, the same
 * components, or an error with the same code, rule, offset, expected list and message as the
 * `UriSyntaxError` that `parse` throws. The same holds for each grammar's `safeParse`.
 */
import fc from 'fast-check';
import { GRAMMAR_NAMES, UriSyntaxError, grammar, parse, safeParse } from '../../src';
import { SCALE, pieceString, runParameters } from '../support/arbitraries';

function thrownBy(call: () => unknown): UriSyntaxError | undefined {
  try {
    call();
    return undefined;
  } catch (error) {
    if (error instanceof UriSyntaxError) return error;
    throw error;
  }
}

const fields = ({ code, rule, offset, expected, message }: UriSyntaxError): unknown => ({
  code,
  rule,
  offset,
  expected,
  message,
});

describe('safeParse', () => {
  test('agrees with parse on every input', () => {
    fc.assert(
      fc.property(pieceString, (text) => {
        const result = safeParse(text);
        const error = thrownBy(() => parse(text));
        if (result.ok) {
          expect(error).toBeUndefined();
          expect(result.components).toEqual(parse(text));
        } else {
          expect(error).toBeDefined();
          expect(result.error).toEqual(fields(error!));
        }
      }),
      runParameters(3000 * SCALE),
    );
  });

  test('gives too-long and not-a-string as values, and throws TypeError for a wrong argument', () => {
    expect(safeParse('http://a/', { maxLength: 3 })).toMatchObject({
      ok: false,
      error: { code: 'too-long', offset: 3 },
    });
    expect(safeParse(42)).toMatchObject({
      ok: false,
      error: { code: 'not-a-string', rule: 'URI-reference', offset: 0 },
    });
    expect(() => safeParse('http://a/', 'bad' as unknown as undefined)).toThrow(TypeError);
  });

  test.each([...GRAMMAR_NAMES])('grammar(%s).safeParse agrees with its parse', (name) => {
    const g = grammar(name);
    for (const text of [
      'http://a/b?c#d',
      'http://a b',
      '//[::1]',
      'a:b',
      'http://[fe80::1%25e]/',
      'http://é/',
    ]) {
      const result = g.safeParse(text);
      const error = thrownBy(() => g.parse(text));
      expect(result.ok).toBe(error === undefined);
      if (result.ok) expect(result.components).toEqual(g.parse(text));
      else expect(result.error).toEqual(fields(error!));
    }
  });
});
