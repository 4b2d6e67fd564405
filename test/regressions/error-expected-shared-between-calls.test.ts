/**
 * Issue 11: `error.expected` was one array per automaton state, shared by every error raised in
 * that state, so a caller that pushed to it changed every later error. The lists are frozen.
 */
import { UriSyntaxError, check, parse } from '../../src';

describe('an error expected list cannot be changed by a caller', () => {
  test('a push fails and a later error is unchanged', () => {
    const first = check('URI', 'a b');
    if (first.ok) throw new Error('a b is not a URI');
    const expected = [...first.error.expected];
    expect(() => (first.error.expected as string[]).push('"X"')).toThrow(TypeError);
    const second = check('URI', 'a b');
    expect(second.ok ? [] : second.error.expected).toEqual(expected);
  });

  test('so is the list of a thrown UriSyntaxError, and of a too-long error', () => {
    let thrown: unknown;
    try {
      parse('http://a b');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UriSyntaxError);
    expect(Object.isFrozen((thrown as UriSyntaxError).expected)).toBe(true);
    const tooLong = check('URI', 'a:bc', { maxLength: 1 });
    expect(!tooLong.ok && Object.isFrozen(tooLong.error.expected)).toBe(true);
  });
});
