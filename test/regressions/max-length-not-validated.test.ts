/**
 * Found while writing the grammar tests: `maxLength: -1` gave a `too-long` error at offset -1,
 * and `maxLength: NaN` silently turned the limit off. A limit that is not a whole number from
 * 0 up is a programming error.
 */
import { check, parse, parseTree } from '../../src';

describe('maxLength must be a whole number from 0 up', () => {
  test.each([-1, NaN, 1.5, '3' as unknown as number, null as unknown as number])(
    '%p is refused with a TypeError by check, parseTree and parse',
    (maxLength) => {
      expect(() => check('URI', 'a:', { maxLength })).toThrow(TypeError);
      expect(() => parseTree('URI', 'a:', { maxLength })).toThrow(TypeError);
      expect(() => parse('a:', { maxLength })).toThrow(TypeError);
    },
  );

  test('0, whole numbers and Infinity are limits', () => {
    expect(check('URI-reference', '', { maxLength: 0 }).ok).toBe(true);
    const error = check('URI', 'a:bc', { maxLength: 3 });
    expect(error).toMatchObject({ ok: false, error: { code: 'too-long', offset: 3 } });
    expect(check('URI', 'a:bc', { maxLength: Infinity }).ok).toBe(true);
    expect(() => parse('a:bc', { maxLength: 3 })).toThrow(
      expect.objectContaining({ code: 'too-long' }),
    );
  });
});
