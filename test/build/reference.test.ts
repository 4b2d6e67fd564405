/**
 * `reference()`: the immutable modifiers and the segment and parameter views. Cases for each
 * constraint between components that RFC 3986 states (3.3, 4.2, 5.3), and properties: every
 * modifier gives a valid reference or refuses with `check`'s error, changes only the component it
 * names, and the views round-trip their data.
 */
import fc from 'fast-check';
import {
  UriSyntaxError,
  check,
  grammar,
  isValid,
  parse,
  reference,
  type UriReference,
} from '../../src';
import { SCALE, VALID_SAMPLES, runParameters } from '../support/arbitraries';

function refusal(modify: () => unknown): Error {
  try {
    modify();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
}

describe('modifiers', () => {
  const base = reference('http://user@example.com:8080/a/b?x=1#f');

  test('each returns a new reference and leaves the old one as it was', () => {
    const changed = base.withHost('example.org');
    expect(changed.text).toBe('http://user@example.org:8080/a/b?x=1#f');
    expect(base.text).toBe('http://user@example.com:8080/a/b?x=1#f');
    expect(Object.isFrozen(base)).toBe(true);
    expect(String(changed)).toBe(changed.text);
  });

  test.each<[string, (r: UriReference) => UriReference, string]>([
    ['withScheme', (r) => r.withScheme('https'), 'https://user@example.com:8080/a/b?x=1#f'],
    ['withoutScheme', (r) => r.withoutScheme(), '//user@example.com:8080/a/b?x=1#f'],
    ['withUserinfo', (r) => r.withUserinfo('u:p'), 'http://u:p@example.com:8080/a/b?x=1#f'],
    ['withoutUserinfo', (r) => r.withoutUserinfo(), 'http://example.com:8080/a/b?x=1#f'],
    ['withHost', (r) => r.withHost('[::1]'), 'http://user@[::1]:8080/a/b?x=1#f'],
    ['withoutHost', (r) => r.withoutHost(), 'http:/a/b?x=1#f'],
    ['withPort', (r) => r.withPort(443), 'http://user@example.com:443/a/b?x=1#f'],
    ['withoutPort', (r) => r.withoutPort(), 'http://user@example.com/a/b?x=1#f'],
    ['withPath', (r) => r.withPath('/c'), 'http://user@example.com:8080/c?x=1#f'],
    ['withoutPath', (r) => r.withoutPath(), 'http://user@example.com:8080?x=1#f'],
    ['withQuery', (r) => r.withQuery(''), 'http://user@example.com:8080/a/b?#f'],
    ['withoutQuery', (r) => r.withoutQuery(), 'http://user@example.com:8080/a/b#f'],
    ['withFragment', (r) => r.withFragment('g/?'), 'http://user@example.com:8080/a/b?x=1#g/?'],
    ['withoutFragment', (r) => r.withoutFragment(), 'http://user@example.com:8080/a/b?x=1'],
  ])('%s', (_, modify, expected) => {
    expect(modify(base).text).toBe(expected);
  });

  test('a component that breaks its rule is refused with the error check gives', () => {
    for (const [modify, rule, value] of [
      [() => base.withHost('a b'), 'host', 'a b'],
      [() => base.withScheme('1http'), 'scheme', '1http'],
      [() => base.withPort('80a'), 'port', '80a'],
      [() => base.withQuery('a#b'), 'query', 'a#b'],
      [() => base.withFragment('%zz'), 'fragment', '%zz'],
      [() => base.withUserinfo('a@b'), 'userinfo', 'a@b'],
    ] as const) {
      const error = refusal(modify);
      expect(error).toBeInstanceOf(UriSyntaxError);
      const expected = check(rule, value);
      expect(expected.ok).toBe(false);
      if (!expected.ok) {
        const { message, ...info } = expected.error;
        expect({ ...(error as UriSyntaxError) }).toEqual(info);
        expect(error.message).toBe(message);
      }
    }
  });

  test('3.3: beside an authority the path is empty or begins with "/"', () => {
    const error = refusal(() => reference('mailto:a@b').withHost('x'));
    expect(error).toMatchObject({ rule: 'path-abempty', offset: 0 });
    expect(() => base.withPath('c')).toThrow(UriSyntaxError);
    expect(reference('mailto:').withHost('x').text).toBe('mailto://x');
  });

  test('5.3: without an authority a path beginning with "//" is written after "/."', () => {
    expect(reference('f:').withPath('//g').text).toBe('f:/.//g');
    expect(reference('http://h//x').withoutHost().text).toBe('http:/.//x');
    expect(parse(reference('f:').withPath('//g').text).authority).toBeUndefined();
  });

  test('4.2: a relative reference whose first segment holds ":" is written after "./"', () => {
    expect(reference('urn:isbn:0451450523').withoutScheme().text).toBe('./isbn:0451450523');
    expect(reference('').withPath('a:b').text).toBe('./a:b');
    expect(parse(reference('').withPath('a:b').text).scheme).toBeUndefined();
  });

  test('userinfo and a port need an authority: TypeError', () => {
    expect(() => reference('/a').withPort(80)).toThrow(TypeError);
    expect(() => reference('/a').withUserinfo('u')).toThrow(TypeError);
  });

  test('arguments are checked', () => {
    const loose = base as unknown as Record<string, (value: unknown) => unknown>;
    expect(() => loose.withHost!(1)).toThrow(TypeError);
    expect(() => loose.withSegments!('a/b')).toThrow(TypeError);
    expect(() => loose.withParams!('a=b')).toThrow(TypeError);
    expect(() => reference('a b')).toThrow(UriSyntaxError);
    expect(() => reference('http://h', { grammar: 'rfc2396' as never })).toThrow(TypeError);
  });
});

describe('views', () => {
  test('segments: decoded for reading, encoded for writing, the path kind kept', () => {
    const r = reference('http://h/a/b%20c/');
    expect(r.segments).toEqual(['a', 'b c', '']);
    expect(r.withSegments(['users', '../admin', 'x?y']).text).toBe(
      'http://h/users/..%2Fadmin/x%3Fy',
    );
    expect(reference('a/b').withSegments(['x:y', 'z']).text).toBe('x%3Ay/z');
    expect(reference('mailto:a').withSegments(['x:y']).text).toBe('mailto:x:y');
    expect(reference('http://h').withSegments([]).text).toBe('http://h');
    expect(reference('/a').withSegments([]).text).toBe('/');
    expect(reference('').segments).toEqual([]);
  });

  test('segments: dot-segments and an empty first segment that changes the kind are refused', () => {
    expect(() => reference('http://h/a').withSegments(['..'])).toThrow(RangeError);
    expect(() => reference('a/b').withSegments(['', 'x'])).toThrow(RangeError);
    expect(() => reference('/a').withSegments(['', 'x'])).toThrow(RangeError);
    expect(reference('http://h/a').withSegments(['', 'x']).text).toBe('http://h//x');
  });

  test('params: decoded pairs in order, duplicates kept, no "=" as undefined', () => {
    const r = reference('http://h/?x=1&y=%C3%A9&x=2&flag&=e');
    expect(r.params).toEqual([
      ['x', '1'],
      ['y', 'é'],
      ['x', '2'],
      ['flag', undefined],
      ['', 'e'],
    ]);
  });

  test('params: edits keep the pairs they do not touch exactly as written', () => {
    const r = reference('http://h/?x=1&y=%7e&x=2');
    expect(r.withParam('x', 'a&b').text).toBe('http://h/?x=a%26b&y=%7e');
    expect(r.appendParam('x', '3').text).toBe('http://h/?x=1&y=%7e&x=2&x=3');
    expect(r.withoutParam('x').text).toBe('http://h/?y=%7e');
    expect(r.withoutParam('x').withoutParam('y').text).toBe('http://h/');
    expect(r.withParam('z', undefined).text).toBe('http://h/?x=1&y=%7e&x=2&z');
    expect(r.withParams({ q: ['a', 'b'], r: 'c d' }).text).toBe('http://h/?q=a&q=b&r=c%20d');
  });

  test('params in form encoding: "+" is a space both ways', () => {
    const r = reference('http://h/?a+b=c+d', { query: 'form' });
    expect(r.params).toEqual([['a b', 'c d']]);
    expect(r.withParam('a b', 'x+y z').text).toBe('http://h/?a+b=x%2By+z');
  });

  test('RFC 6874: a zoned IPv6 host is a host there, and only there', () => {
    const zoned = reference('http://[fe80::1%25eth0]/a', { grammar: 'rfc6874' });
    expect(zoned.host).toBe('[fe80::1%25eth0]');
    expect(zoned.withPort(8080).withSegments(['b c']).text).toBe(
      'http://[fe80::1%25eth0]:8080/b%20c',
    );
    expect(reference('http://h/', { grammar: 'rfc6874' }).withHost('[fe80::1%25en%2F1]').host).toBe(
      '[fe80::1%25en%2F1]',
    );
    expect(() => reference('http://h/').withHost('[fe80::1%25eth0]')).toThrow(UriSyntaxError);
  });

  test('RFC 3987: an IRI stays an IRI', () => {
    const r = reference('http://é.example/ü?q=日本', { grammar: 'rfc3987' });
    expect(r.segments).toEqual(['ü']);
    expect(r.withSegments(['ö/ä']).text).toBe('http://é.example/ö%2Fä?q=日本');
    expect(r.withParam('q', '中').text).toBe('http://é.example/ü?q=中');
    expect(() => reference('http://é.example/')).toThrow(UriSyntaxError);
  });
});

describe('properties', () => {
  const referenceText = fc.constantFrom(
    ...VALID_SAMPLES['URI-reference'],
    ...VALID_SAMPLES.URI,
    ...VALID_SAMPLES['relative-ref'],
  );
  const hostile = fc.oneof(
    fc.string({ maxLength: 8 }),
    fc.constantFrom('../admin', 'a/b', 'x?y=z#', '@evil.example', '%2e%2e', '//g', 'a:b', ''),
  );
  const componentText = (
    rule: 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment',
  ) => fc.oneof(fc.constantFrom(...VALID_SAMPLES[rule]), hostile);

  const MODIFIERS: readonly [string, fc.Arbitrary<(r: UriReference) => UriReference>][] = [
    ['scheme', componentText('scheme').map((v) => (r: UriReference) => r.withScheme(v))],
    ['userinfo', componentText('userinfo').map((v) => (r: UriReference) => r.withUserinfo(v))],
    ['host', componentText('host').map((v) => (r: UriReference) => r.withHost(v))],
    ['port', componentText('port').map((v) => (r: UriReference) => r.withPort(v))],
    ['path', componentText('path').map((v) => (r: UriReference) => r.withPath(v))],
    ['query', componentText('query').map((v) => (r: UriReference) => r.withQuery(v))],
    ['fragment', componentText('fragment').map((v) => (r: UriReference) => r.withFragment(v))],
  ];

  test.each(MODIFIERS)(
    'with %s: valid or refused; the other components unchanged',
    (name, modifier) => {
      let kept = 0;
      fc.assert(
        fc.property(referenceText, modifier, (text, modify) => {
          const before = reference(text);
          let after: UriReference;
          try {
            after = modify(before);
          } catch (error) {
            expect((error as Error).name).toMatch(/^(UriSyntaxError|TypeError)$/);
            return;
          }
          kept++;
          expect(isValid('URI-reference', after.text)).toBe(true);
          const parts = parse(after.text);
          for (const other of [
            'scheme',
            'userinfo',
            'host',
            'port',
            'query',
            'fragment',
          ] as const) {
            if (other === name) continue;
            if (name === 'host' && before.host === undefined) continue;
            expect(parts[other]).toBe(before[other]);
          }
          if (name !== 'path') {
            // The path is the same, or the same after the guard 5.3 / 4.2 put before it.
            expect([before.path, `/.${before.path}`, `./${before.path}`]).toContain(parts.path);
          }
        }),
        runParameters(300 * SCALE),
      );
      expect(kept).toBeGreaterThan(0);
    },
  );

  test('withSegments(list).segments is the list', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('http://h', 'http://h/x', '/x', 'x', 'mailto:x', ''),
        fc.array(hostile, { maxLength: 4 }),
        (text, list) => {
          let after: UriReference;
          try {
            after = reference(text).withSegments(list);
          } catch (error) {
            expect(error).toBeInstanceOf(RangeError);
            return;
          }
          expect(isValid('URI-reference', after.text)).toBe(true);
          // The two lists one text stands for: "/" is [""] read back, "" is [].
          const writtenAsSlash = list.length === 0 && after.path === '/';
          const writtenAsEmpty = list.length === 1 && list[0] === '' && after.path === '';
          expect(after.segments).toEqual(writtenAsSlash ? [''] : writtenAsEmpty ? [] : list);
        },
      ),
      runParameters(400 * SCALE),
    );
  });

  test('withParams(pairs).params is the pairs, for RFC 3986 and RFC 3987', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(hostile, fc.oneof(hostile, fc.constant(undefined))), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.constantFrom<'rfc3986' | 'rfc3987'>('rfc3986', 'rfc3987'),
        (pairs, name) => {
          const after = reference('http://h/p#f', { grammar: name }).withParams(pairs);
          const valid =
            name === 'rfc3986'
              ? grammar('rfc3986').isValid('URI', after.text)
              : grammar('rfc3987').isValid('IRI', after.text);
          expect(valid).toBe(true);
          const emptyQuery =
            pairs.length === 1 && pairs[0]![0] === '' && pairs[0]![1] === undefined;
          expect(after.params).toEqual(emptyQuery ? [] : pairs);
          expect([after.path, after.fragment]).toEqual(['/p', 'f']);
        },
      ),
      runParameters(400 * SCALE),
    );
  });
});
