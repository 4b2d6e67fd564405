/** RFC 3986 5.3 component recomposition, with its two guards and its refusals. */
import { parse } from '../../src/components';
import { type RecomposableComponents, recompose } from '../../src/recompose';

const NONE = {
  scheme: undefined,
  authority: undefined,
  path: '',
  query: undefined,
  fragment: undefined,
} as const;

describe('5.3 recomposition', () => {
  it('writes the RFC 3.0 example from its components', () => {
    expect(
      recompose({
        scheme: 'foo',
        authority: 'example.com:8042',
        path: '/over/there',
        query: 'name=ferret',
        fragment: 'nose',
      }),
    ).toBe('foo://example.com:8042/over/there?name=ferret#nose');
  });

  it('keeps undefined and empty apart (5.3)', () => {
    expect(recompose(NONE)).toBe('');
    expect(recompose({ ...NONE, scheme: 'a' })).toBe('a:');
    expect(recompose({ ...NONE, authority: '' })).toBe('//');
    expect(recompose({ ...NONE, query: '' })).toBe('?');
    expect(recompose({ ...NONE, fragment: '' })).toBe('#');
    expect(recompose({ scheme: 'a', authority: '', path: '', query: '', fragment: '' })).toBe(
      'a://?#',
    );
  });

  it.each(['', 'a:', '//', '///', 'a://h:/p?q#f', 'mailto:fred@example.com', '?', '#', './a:b'])(
    'gives back %j from its parse',
    (text) => {
      expect(recompose(parse(text))).toBe(text);
    },
  );
});

describe('authority: the field wins, otherwise it is built from its parts', () => {
  it('takes a defined authority as written and does not read userinfo, host or port', () => {
    expect(
      recompose({ ...NONE, authority: 'u@h:1', userinfo: 'x', host: 'y', port: '2', path: '/' }),
    ).toBe('//u@h:1/');
  });

  it('builds [ userinfo "@" ] host [ ":" port ] when the authority is undefined', () => {
    expect(recompose({ ...NONE, host: 'h' })).toBe('//h');
    expect(recompose({ ...NONE, host: '', port: '' })).toBe('//:');
    expect(recompose({ ...NONE, userinfo: '', host: 'h' })).toBe('//@h');
    expect(recompose({ ...NONE, scheme: 's', userinfo: 'u:p', host: '[::1]', port: '80' })).toBe(
      's://u:p@[::1]:80',
    );
  });

  it('refuses userinfo or a port without a host', () => {
    expect(() => recompose({ ...NONE, userinfo: 'u' })).toThrow(TypeError);
    expect(() => recompose({ ...NONE, port: '1' })).toThrow(/belong to an authority/);
  });
});

describe('guards', () => {
  it('writes "/." before a path starting with "//" when there is no authority', () => {
    expect(recompose({ ...NONE, scheme: 'f', path: '//g' })).toBe('f:/.//g');
    expect(recompose({ ...NONE, path: '//g' })).toBe('/.//g');
    expect(recompose({ ...NONE, path: '//' })).toBe('/.//');
    expect(parse(recompose({ ...NONE, scheme: 'f', path: '//g' })).authority).toBeUndefined();
  });

  it('writes "./" before a relative path whose first segment has a colon', () => {
    expect(recompose({ ...NONE, path: 'a:b' })).toBe('./a:b');
    expect(recompose({ ...NONE, path: 'a:b/c', query: 'q' })).toBe('./a:b/c?q');
    expect(recompose({ ...NONE, path: 'a/b:c' })).toBe('a/b:c');
    expect(recompose({ ...NONE, scheme: 's', path: 'a:b' })).toBe('s:a:b');
    expect(parse(recompose({ ...NONE, path: 'a:b' })).scheme).toBeUndefined();
  });
});

describe('refusals (TypeError)', () => {
  it.each<[string, RecomposableComponents]>([
    ['a relative path under an authority (3.3)', { ...NONE, authority: 'h', path: 'p' }],
    ['an invalid scheme', { ...NONE, scheme: '1a' }],
    ['an empty scheme', { ...NONE, scheme: '' }],
    ['an invalid authority', { ...NONE, authority: 'a/b' }],
    ['an invalid host', { ...NONE, host: 'a b' }],
    ['an invalid port', { ...NONE, host: 'h', port: 'x' }],
    ['an invalid userinfo', { ...NONE, host: 'h', userinfo: 'a@b' }],
    ['a path with "?"', { ...NONE, path: '/a?b' }],
    ['a query with "#"', { ...NONE, query: 'a#b' }],
    ['a fragment with "#"', { ...NONE, fragment: 'a#b' }],
    ['a broken percent-encoding', { ...NONE, path: '/%zz' }],
    ['a non-ASCII character', { ...NONE, path: '/é' }],
  ])('%s', (_, components) => {
    expect(() => recompose(components)).toThrow(TypeError);
  });

  it('refuses values of the wrong type with a message naming the field', () => {
    const withNumber = { ...NONE, port: 80, host: 'h' } as unknown as RecomposableComponents;
    expect(() => recompose(withNumber)).toThrow(
      new TypeError('recompose: port must be a string or undefined, got a number'),
    );
    const withoutPath = { ...NONE, path: undefined } as unknown as RecomposableComponents;
    expect(() => recompose(withoutPath)).toThrow(/path must be a string/);
    expect(() => recompose(null as unknown as RecomposableComponents)).toThrow(TypeError);
  });
});
