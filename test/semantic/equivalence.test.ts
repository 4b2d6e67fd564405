/** RFC 3986 6.1 and 6.2 equivalence. */
import { UriSyntaxError } from '../../src/errors';
import { equivalent } from '../../src/equivalence';

describe('equivalent', () => {
  it('6.2.2: example://a/b/c/%7Bfoo%7D and eXAMPLE://a/./b/../b/%63/%7bfoo%7d', () => {
    expect(equivalent('example://a/b/c/%7Bfoo%7D', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d')).toBe(
      true,
    );
  });

  it('6.2.2.1: HTTP://www.EXAMPLE.com/ and http://www.example.com/', () => {
    expect(equivalent('HTTP://www.EXAMPLE.com/', 'http://www.example.com/')).toBe(true);
  });

  it('6.2.3: the four http URIs are equivalent at the scheme level, not all at the syntax level', () => {
    const uris = [
      'http://example.com',
      'http://example.com/',
      'http://example.com:/',
      'http://example.com:80/',
    ];
    for (const a of uris) for (const b of uris) expect(equivalent(a, b)).toBe(true);
    expect(equivalent(uris[0]!, uris[1]!, { level: 'syntax' })).toBe(false);
    expect(equivalent(uris[1]!, uris[3]!, { level: 'syntax' })).toBe(false);
  });

  it('6.2.3: an empty query or fragment delimiter makes a difference', () => {
    expect(equivalent('http://example.com/?', 'http://example.com/')).toBe(false);
    expect(equivalent('http://example.com/#', 'http://example.com/')).toBe(false);
  });

  it('2.2: a percent-encoded reserved character is not the character', () => {
    expect(equivalent('http://a/b%2Fc', 'http://a/b/c')).toBe(false);
    expect(equivalent('http://a/%7e', 'http://a/~')).toBe(true);
  });

  it('path, query, fragment and userinfo are case-sensitive', () => {
    expect(equivalent('http://a/P', 'http://a/p')).toBe(false);
    expect(equivalent('http://U@a/', 'http://u@a/')).toBe(false);
    expect(equivalent('http://a/?Q', 'http://a/?q')).toBe(false);
  });

  it('ignoreFragment leaves fragments out (6.1)', () => {
    expect(equivalent('http://a/b#x', 'http://a/b#y')).toBe(false);
    expect(equivalent('http://a/b#x', 'http://a/b#y', { ignoreFragment: true })).toBe(true);
    expect(equivalent('http://a/b#x', 'http://a/b', { ignoreFragment: true })).toBe(true);
    expect(equivalent('x#a', 'x', { ignoreFragment: true })).toBe(true);
  });

  it('a URI and a relative reference are never equivalent (6.1)', () => {
    expect(equivalent('http://a/b', '//a/b')).toBe(false);
    expect(equivalent('http:g', 'g')).toBe(false);
  });

  it('two relative references: what means the same against every base', () => {
    expect(equivalent('//EXAMPLE.com/%7e', '//example.com/~')).toBe(true);
    // A relative-path reference's dots climb the base's path: not removable without a base.
    expect(equivalent('a/../b', 'b')).toBe(false);
    // An absolute or network path loses its dot segments whatever the base (5.2.2).
    expect(equivalent('/a/./b', '/a/b')).toBe(true);
    expect(equivalent('//h/a/../b', '//h/b')).toBe(true);
    // Whether 80 is the default depends on the scheme the base will supply.
    expect(equivalent('//a:80/', '//a/')).toBe(false);
    expect(equivalent('//a:/', '//a/')).toBe(true);
    expect(equivalent('%7Ex', '~x')).toBe(true);
  });

  it('throws UriSyntaxError for invalid input and TypeError for an unknown level', () => {
    expect(() => equivalent('http://a b', 'http://a')).toThrow(UriSyntaxError);
    expect(() => equivalent('a:', 'b:', { level: 'x' as 'syntax' })).toThrow(TypeError);
  });
});
