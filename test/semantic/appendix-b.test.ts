/** RFC 3986 Appendix B: the non-validating regular-expression split. */
import { splitNonValidating } from '../../src/appendix-b';

describe('splitNonValidating', () => {
  it("gives the appendix's own example", () => {
    expect(splitNonValidating('http://www.ics.uci.edu/pub/ietf/uri/#Related')).toEqual({
      scheme: 'http',
      authority: 'www.ics.uci.edu',
      path: '/pub/ietf/uri/',
      query: undefined,
      fragment: 'Related',
    });
  });

  it.each([
    ['', { path: '' }],
    ['a:', { scheme: 'a', path: '' }],
    ['//', { authority: '', path: '' }],
    ['?#', { path: '', query: '', fragment: '' }],
    ['/a:b', { path: '/a:b' }],
    ['a/b:c', { path: 'a/b:c' }],
    ['f://g', { scheme: 'f', authority: 'g', path: '' }],
    ['f:/.//g', { scheme: 'f', path: '/.//g' }],
  ])('%j', (text, fields) => {
    expect(splitNonValidating(text)).toEqual({
      scheme: undefined,
      authority: undefined,
      query: undefined,
      fragment: undefined,
      ...fields,
    });
  });

  it('never fails, whatever the string', () => {
    expect(splitNonValidating('ht tp://a b/%zz?é#\u0000')).toEqual({
      scheme: 'ht tp',
      authority: 'a b',
      path: '/%zz',
      query: 'é',
      fragment: '\u0000',
    });
    expect(splitNonValidating(':/?#')).toEqual({
      scheme: undefined,
      authority: undefined,
      path: ':/',
      query: '',
      fragment: '',
    });
    expect(splitNonValidating('a#b\nc\r\u2028d').fragment).toBe('b\nc\r\u2028d');
  });

  it('refuses a non-string with a TypeError', () => {
    expect(() => splitNonValidating(undefined as unknown as string)).toThrow(TypeError);
  });
});
