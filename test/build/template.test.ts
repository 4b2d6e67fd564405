/**
 * The `uri` tag, case by case: what each position encodes (read off the grammar: checked here
 * against the RFC's own character lists, copied from the ABNF of RFC 3986 section 3.3-3.5 and
 * 2.2-2.3), what it refuses and when, and the options.
 */
import { UriSyntaxError, decode, isValid, parse, uri } from '../../src';

/** RFC 3986 2.3 `unreserved` and 2.2 `sub-delims`, as printed in the RFC. */
const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
const SUB_DELIMS = "!$&'()*+,;=";

function errorOf(build: () => string): Error {
  try {
    build();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to refuse');
}

describe('what each position leaves unencoded is the grammar rule, less its inner delimiters', () => {
  const ascii = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));
  const unencoded = (write: (character: string) => string): string =>
    ascii.filter((character) => write(character) === character).join('');

  test('a path segment keeps pchar (3.3): unreserved, sub-delims, ":" and "@"', () => {
    const kept = unencoded((c) => uri`http://h/${c}x`.slice('http://h/'.length, -1));
    expect([...kept].sort()).toEqual([...`${UNRESERVED}${SUB_DELIMS}:@`].sort());
  });

  test('the first segment of a relative-path reference keeps no ":" (4.2)', () => {
    const kept = unencoded((c) => uri`${c}x/y`.slice(0, -3));
    expect([...kept].sort()).toEqual([...`${UNRESERVED}${SUB_DELIMS}@`].sort());
  });

  test('a query key or value keeps query (3.4) less "&", "=" and "+"', () => {
    const kept = unencoded((c) => uri`http://h/?k=${c}x`.slice('http://h/?k='.length, -1));
    const query = `${UNRESERVED}${SUB_DELIMS}:@/?`.replace(/[&=+]/g, '');
    expect([...kept].sort()).toEqual([...query].sort());
  });

  test('a fragment keeps fragment (3.5), "&", "=" and "+" included', () => {
    const kept = unencoded((c) => uri`http://h/#${c}x`.slice('http://h/#'.length, -1));
    expect([...kept].sort()).toEqual([...`${UNRESERVED}${SUB_DELIMS}:@/?`].sort());
  });

  test('userinfo keeps userinfo (3.2.1) less ":"', () => {
    const kept = unencoded((c) => uri`http://${c}x@h/`.slice('http://'.length, -'x@h/'.length));
    expect([...kept].sort()).toEqual([...`${UNRESERVED}${SUB_DELIMS}`].sort());
  });

  test('"%" is data everywhere it is encoded: a value is never taken as encoded already (2.4)', () => {
    expect(uri`http://h/${'%41'}?q=${'%41'}#${'%41'}`).toBe('http://h/%2541?q=%2541#%2541');
  });

  test('non-ASCII is UTF-8 first, then percent-encoded (2.5), uppercase hex (2.1)', () => {
    // The examples of 2.5: LATIN CAPITAL LETTER A WITH GRAVE and KATAKANA LETTER A.
    expect(uri`http://h/${'\u00C0'}/${'\u30A2'}`).toBe('http://h/%C3%80/%E3%82%A2');
    expect(uri`http://h/${'😀'}`).toBe('http://h/%F0%9F%98%80');
  });

  test('a lone surrogate has no UTF-8 form: TypeError', () => {
    expect(() => uri`http://h/${'\uD800'}`).toThrow(TypeError);
  });
});

describe('a value never adds a segment, a pair or a component', () => {
  test.each([
    ['../admin', 'http://h/users/..%2Fadmin/repos'],
    ['a/b', 'http://h/users/a%2Fb/repos'],
    ['x?y=z#', 'http://h/users/x%3Fy=z%23/repos'],
    ['@evil.example', 'http://h/users/@evil.example/repos'],
    ['%2e%2e', 'http://h/users/%252e%252e/repos'],
    ['a\\b', 'http://h/users/a%5Cb/repos'],
  ])('%j in a path segment', (value, expected) => {
    const written = uri`http://h/users/${value}/repos`;
    expect(written).toBe(expected);
    expect(decode(parse(written).path.split('/')[2]!)).toBe(value);
    expect(new URL(written).pathname.split('/')).toHaveLength(4);
  });

  test('a query value cannot add a pair or end the query', () => {
    const written = uri`http://h/?q=${'a&admin=1#x'}&r=1`;
    expect(written).toBe('http://h/?q=a%26admin%3D1%23x&r=1');
    expect([...new URL(written).searchParams]).toEqual([
      ['q', 'a&admin=1#x'],
      ['r', '1'],
    ]);
  });

  test('"+" is encoded in a query value, so form readers do not read a space', () => {
    expect(new URL(uri`http://h/?q=${'1+1'}`).searchParams.get('q')).toBe('1+1');
  });
});

describe('refused when the template is read', () => {
  test('an interpolation in the scheme', () => {
    expect(() => uri`${'javascript'}:alert(1)`).toThrow(/scheme/);
    expect(() => uri`ht${'tp'}://h/`).toThrow(TypeError);
  });

  test('an interpolation before the first ":" of a reference decides the scheme', () => {
    expect(() => uri`a${'b'}:c`).toThrow(/first ":"/);
  });

  test('an interpolation inside a %XX triplet', () => {
    expect(() => uri`http://h/%${'41'}`).toThrow(/%XX/);
    expect(() => uri`http://h/?q=%4${'1'}`).toThrow(/%XX/);
  });

  test('literal text that is not valid where it stands', () => {
    expect(() => uri`http://h/a b/${'x'}`).toThrow(TypeError);
    expect(() => uri`http://h/${'x'}#a#b`).toThrow(TypeError);
    expect(() => uri`1http://h/${'x'}`).toThrow(TypeError);
  });

  test('the wrong number of values, or something that is not a template', () => {
    const call = uri as unknown as (...args: unknown[]) => string;
    expect(() => call(['http://h/', ''])).toThrow(/1 interpolations but 0/);
    expect(() => call('http://h/')).toThrow(TypeError);
    expect(() => call([])).toThrow(TypeError);
  });

  test('the analysis is made once per strings array', () => {
    const strings = Object.freeze(Object.assign(['http://h/', ''], { raw: ['http://h/', ''] }));
    const call = uri as unknown as (strings: readonly string[], ...values: unknown[]) => string;
    expect(call(strings, 'a')).toBe('http://h/a');
    // A frozen array cannot change, so the cache cannot be misled; an unfrozen one is read again.
    const open = ['http://h/', ''];
    expect(call(open, 'a')).toBe('http://h/a');
    open[0] = 'http://g/';
    expect(call(open, 'a')).toBe('http://g/a');
  });
});

describe('refused when the values are written', () => {
  test.each(['.', '..'])('a whole-segment %j, and one made of several values', (dot) => {
    expect(errorOf(() => uri`http://h/a/${dot}/b`)).toBeInstanceOf(RangeError);
    expect(errorOf(() => uri`http://h/a/${'.'}${dot.slice(1)}/b`)).toBeInstanceOf(RangeError);
    // A literal %2E beside a value: ".." after percent-encoding normalization (6.2.2.2).
    expect(() => uri`http://h/%2E${dot.slice(1) || '.'}/b`).toThrow(RangeError);
    expect(uri`http://h/${`${dot}x`}`).toBe(`http://h/${dot}x`);
  });

  test('an empty first segment that would change the path kind', () => {
    expect(() => uri`/${''}/b`).toThrow(/"\/\/"/);
    expect(() => uri`${''}/b`).toThrow(/absolute/);
    expect(uri`http://h/${''}/b`).toBe('http://h//b');
    expect(uri`${''}`).toBe('');
  });

  test('a host that is not a valid host gives the error check gives', () => {
    const error = errorOf(() => uri`https://${'evil.example/x'}/`);
    expect(error).toBeInstanceOf(UriSyntaxError);
    expect(error).toMatchObject({ rule: 'host', offset: 12 });
    expect(() => uri`https://${'a:1'}/`).toThrow(UriSyntaxError);
    expect(() => uri`https://${'a%40b'}/`).toThrow(RangeError);
    expect(uri`https://${'[::1]'}:${443}/`).toBe('https://[::1]:443/');
    expect(uri`https://[${'v1.x'}]/`).toBe('https://[v1.x]/');
    expect(() => uri`https://[${'::1]@evil.example/['}]/`).toThrow(UriSyntaxError);
  });

  test('a port is digits', () => {
    expect(uri`http://h:${8080}/`).toBe('http://h:8080/');
    expect(() => uri`http://h:${'80@evil'}/`).toThrow(UriSyntaxError);
    expect(() => uri`http://h:${-1}/`).toThrow(UriSyntaxError);
    expect(() => uri`http://h:${NaN}/`).toThrow(RangeError);
  });

  test('a value that is no text', () => {
    const call = uri as unknown as (strings: TemplateStringsArray, ...values: unknown[]) => string;
    expect(() => call`http://h/${undefined}`).toThrow(TypeError);
    expect(() => call`http://h/${{ a: 1 }}`).toThrow(TypeError);
    expect(() => call`http://h/?q=${{ a: 1 }}`).toThrow(TypeError);
    expect(uri`http://h/${1n}/${true}/${1.5}`).toBe('http://h/1/true/1.5');
  });
});

describe('query parameters from arrays and objects', () => {
  test('an object in place of a whole pair gives its own properties in order', () => {
    expect(uri`http://h/?${{ a: 'x y', list: ['1', 2], none: undefined, nil: null }}&z=1`).toBe(
      'http://h/?a=x%20y&list=1&list=2&z=1',
    );
  });

  test('an array of pairs keeps duplicates and their order; undefined gives no "="', () => {
    const pairs: [string, string | undefined][] = [
      ['b', '1'],
      ['a', '2'],
      ['b', '3'],
      ['flag', undefined],
    ];
    expect(uri`http://h/?${pairs}`).toBe('http://h/?b=1&a=2&b=3&flag');
  });

  test('an array in place of a value repeats the key; an empty one leaves the pair out', () => {
    expect(uri`http://h/?tag=${['a&b', 'c']}&n=1`).toBe('http://h/?tag=a%26b&tag=c&n=1');
    expect(uri`http://h/?tag=${[]}&n=1`).toBe('http://h/?n=1');
  });

  test('form encoding writes a space as "+" only when asked for', () => {
    const form = uri.with({ query: 'form' });
    expect(form`http://h/?q=${'a b+c'}#${'a b'}`).toBe('http://h/?q=a+b%2Bc#a%20b');
    expect(uri`http://h/?q=${'a b+c'}`).toBe('http://h/?q=a%20b%2Bc');
    expect(new URL(form`http://h/?q=${'a b+c'}`).searchParams.get('q')).toBe('a b+c');
  });

  test('hostile objects never run: a Proxy or a getter anywhere is a TypeError', () => {
    const thrower = (): never => {
      throw new Error('caller code ran');
    };
    const proxies = [
      new Proxy({}, { ownKeys: thrower, getOwnPropertyDescriptor: thrower, get: thrower }),
      new Proxy([], { getOwnPropertyDescriptor: thrower, get: thrower }),
      Object.defineProperty([], 0, { get: thrower, enumerable: true }),
      { toString: thrower, valueOf: thrower },
    ];
    const call = uri as unknown as (strings: TemplateStringsArray, ...values: unknown[]) => string;
    const strings = new Proxy(['http://h/', ''], { isExtensible: thrower });
    expect((uri as unknown as (s: unknown, v: string) => string)(strings, 'a')).toBe('http://h/a');
    for (const hostile of proxies) {
      expect(() => call`http://h/?${hostile}`).toThrow(TypeError);
      expect(() => call`http://h/?q=${hostile}`).toThrow(TypeError);
      expect(() => call`http://h/${hostile}`).toThrow(TypeError);
      expect(() => call`http://${hostile}/`).toThrow(TypeError);
    }
  });

  test('objects are read as own data: getters and inherited keys are not', () => {
    const inherited = Object.create({ admin: '1' }) as Record<string, string>;
    inherited.a = 'b';
    expect(uri`http://h/?${inherited}`).toBe('http://h/?a=b');
    const getter = Object.defineProperty({}, 'a', { get: () => 'b', enumerable: true });
    expect(() => uri`http://h/?${getter}`).toThrow(TypeError);
  });
});

describe('grammars and options', () => {
  test('uri.iri keeps the non-ASCII characters each position allows (RFC 3987)', () => {
    expect(uri.iri`http://${'bücher.example'}/${'straße/x'}?q=${'日本'}#${'é'}`).toBe(
      'http://bücher.example/straße%2Fx?q=日本#é',
    );
    // iprivate only in the query (RFC 3987 2.2); bidi formatting characters never (4.1).
    expect(uri.iri`http://h/${'\uE000'}?q=${'\uE000'}`).toBe('http://h/%EE%80%80?q=\uE000');
    expect(uri.iri`http://h/${'\u202E'}`).toBe('http://h/%E2%80%AE');
    expect(uri.iri).toBe(uri.iri);
  });

  test('rfc6874: a value in a zone identifier is encoded as ZoneID', () => {
    const zoned = uri.with({ grammar: 'rfc6874' });
    expect(zoned`http://[fe80::1%25${'en/1'}]:${80}/`).toBe('http://[fe80::1%25en%2F1]:80/');
    expect(() => uri`http://[fe80::1%25${'en1'}]/`).toThrow();
  });

  test('check: true checks each result against the reference rule', () => {
    const checked = uri.with({ check: true });
    expect(checked`http://h/${'a b'}`).toBe('http://h/a%20b');
    expect(isValid('URI', checked`http://h/${'a b'}?${{ q: 'x' }}`)).toBe(true);
  });

  test('options are checked, and read as own data', () => {
    expect(() => uri.with({ grammar: 'rfc2396' as never })).toThrow(TypeError);
    expect(() => uri.with({ query: 'plus' as never })).toThrow(TypeError);
    expect(() => uri.with(null as never)).toThrow(TypeError);
    const polluted = Object.create({ query: 'form' }) as object;
    expect(uri.with(polluted)`http://h/?q=${'a b'}`).toBe('http://h/?q=a%20b');
  });
});
