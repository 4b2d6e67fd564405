/**
 * Appendix C: URIs in running text. The CLI tests cover the command; these pin the library call,
 * which mutation testing found was not exercised outside the CLI suite.
 */
import { extract } from '../../src';

describe('extract (RFC 3986 Appendix C)', () => {
  it('takes URIs out of whitespace-delimited words without the brackets and punctuation around them', () => {
    expect(extract('see ((http://a/b)) and [http://c/d]. Or http://e/f?!')).toEqual([
      { uri: 'http://a/b', start: 6, end: 16, delimiter: 'whitespace' },
      { uri: 'http://c/d', start: 24, end: 34, delimiter: 'whitespace' },
      { uri: 'http://e/f', start: 40, end: 50, delimiter: 'whitespace' },
    ]);
  });

  it('keeps a closing parenthesis that belongs to the URI', () => {
    expect(extract('x http://a/b(c) y')).toEqual([
      { uri: 'http://a/b(c)', start: 2, end: 15, delimiter: 'whitespace' },
    ]);
  });

  it('prefers angle brackets and double quotes, and ignores prose colons', () => {
    expect(extract('see <http://a/b>, "urn:x" and Note: nothing')).toEqual([
      { uri: 'http://a/b', start: 5, end: 15, delimiter: 'angle-brackets' },
      { uri: 'urn:x', start: 19, end: 24, delimiter: 'double-quotes' },
    ]);
  });

  it('a line end before the opening quote does not stop the quotes from delimiting', () => {
    // Found by mutation testing: the quote's one-line check searched for a line feed from the
    // quote itself, and no test had a line feed just before a quote.
    expect(extract('see\n"http://x/"')).toEqual([
      { uri: 'http://x/', start: 5, end: 14, delimiter: 'double-quotes' },
    ]);
    expect(extract('see\r\n"urn:x"')).toEqual([
      { uri: 'urn:x', start: 6, end: 11, delimiter: 'double-quotes' },
    ]);
  });

  it('finds nothing in plain prose', () => {
    expect(extract('nothing here, really.')).toEqual([]);
  });
});
