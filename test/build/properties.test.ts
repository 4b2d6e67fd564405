/**
 * Issue 31's properties, over random values with the hostile ones mixed in:
 * - parse(build(parts)) gives the parts back (each value decodes to itself where it was put);
 * - every result is valid under the grammar;
 * - a value never changes the components it was not put into;
 * and, against an independent reader, the WHATWG URL parser of Node.js: it sees the same host and
 * as many path segments and query pairs, so no value moved a boundary for it either (it reads
 * "%2e%2e" as ".." and "\" as "/", which is why those are in the hostile list).
 */
import fc from 'fast-check';
import { decode, grammar, isValid, parse, reference, uri } from '../../src';
import { SCALE, runParameters } from '../support/arbitraries';

const HOSTILE = [
  '../admin',
  'a/b',
  'x?y=z#',
  '@evil.example',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '..%2f',
  '\\..\\',
  '.',
  '..',
  '',
  '%',
  '%zz',
  ':',
  '//evil.example',
  '#',
  '?',
  '&',
  '=',
  '+',
  ' ',
  'a b',
  '\t\n',
  'é',
  '日本',
  '\u200E',
  '\uE000',
  '😀',
  '[::1]',
  'javascript:alert(1)',
  '__proto__',
];

/** Well-formed strings (a lone surrogate has no UTF-8 form and is refused by design). */
const value: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 12 }),
  fc.string({ maxLength: 12, unit: 'binary' }).filter((text) => !/\p{Cs}/u.test(text)),
  fc
    .array(fc.constantFrom(...HOSTILE, 'a', '.', '/', '%2e'), { maxLength: 4 })
    .map((pieces) => pieces.join('')),
);

const isDotSegment = (text: string): boolean => text === '.' || text === '..';

describe('the uri tag', () => {
  test('parse(build(parts)) gives the parts back; other components never move', () => {
    fc.assert(
      fc.property(value, value, value, value, value, (a, b, q, r, frag) => {
        let written: string;
        try {
          written = uri`https://api.example/users/${a}/repos/${b}?q=${q}&r=${r}#${frag}`;
        } catch (error) {
          // Only a dot-segment is refused here.
          expect(error).toBeInstanceOf(RangeError);
          expect(isDotSegment(a) || isDotSegment(b)).toBe(true);
          return;
        }
        expect(isDotSegment(a) || isDotSegment(b)).toBe(false);
        expect(isValid('URI', written)).toBe(true);
        const parts = parse(written);
        expect(parts.scheme).toBe('https');
        expect(parts.authority).toBe('api.example');
        const segments = parts.path.split('/');
        expect(segments).toHaveLength(5);
        expect([segments[0], segments[1], segments[3]]).toEqual(['', 'users', 'repos']);
        expect(decode(segments[2]!)).toBe(a);
        expect(decode(segments[4]!)).toBe(b);
        const pairs = parts.query!.split('&').map((pair) => pair.split('='));
        expect(pairs.map(([key]) => key)).toEqual(['q', 'r']);
        expect(pairs.map((pair) => pair.length)).toEqual([2, 2]);
        expect(decode(pairs[0]![1]!)).toBe(q);
        expect(decode(pairs[1]![1]!)).toBe(r);
        expect(decode(parts.fragment!)).toBe(frag);

        const whatwg = new URL(written);
        expect(whatwg.host).toBe('api.example');
        expect(whatwg.pathname.split('/')).toHaveLength(5);
        expect([...whatwg.searchParams.keys()]).toEqual(['q', 'r']);
        expect(whatwg.searchParams.get('q')).toBe(q);
        expect(whatwg.searchParams.get('r')).toBe(r);
      }),
      runParameters(600 * SCALE),
    );
  });

  test('userinfo, host and port: a value is encoded or refused, never moved', () => {
    const host = fc.oneof(
      value,
      fc.constantFrom('example.com', '127.0.0.1', '[::1]', '[v1.x]', 'EXAMPLE.com', 'bücher.de'),
    );
    const port = fc.oneof(fc.nat(70000), value);
    let written = 0;
    fc.assert(
      fc.property(value, value, host, port, (user, password, h, p) => {
        let text: string;
        try {
          text = uri`http://${user}:${password}@${h}:${p}/x`;
        } catch (error) {
          expect((error as Error).name).toMatch(/^(UriSyntaxError|RangeError)$/);
          return;
        }
        written++;
        expect(isValid('URI', text)).toBe(true);
        const parts = parse(text);
        const [writtenUser, writtenPassword, more] = parts.userinfo!.split(':');
        expect(more).toBeUndefined();
        expect(decode(writtenUser!)).toBe(user);
        expect(decode(writtenPassword!)).toBe(password);
        expect(decode(parts.host!)).toBe(h);
        expect(parts.port).toBe(String(p));
        expect(parts.path).toBe('/x');
        expect(parts.query).toBeUndefined();
      }),
      runParameters(600 * SCALE),
    );
    // Not all refused: the property held for results too.
    expect(written).toBeGreaterThan(600 * SCALE * 0.05);
  });

  test('a relative-path reference: the first segment keeps no ":" and never empties', () => {
    fc.assert(
      fc.property(value, value, (a, b) => {
        let written: string;
        try {
          written = uri`${a}/${b}`;
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
          expect(isDotSegment(a) || isDotSegment(b) || a === '').toBe(true);
          return;
        }
        expect(isValid('relative-ref', written)).toBe(true);
        const parts = parse(written);
        expect(parts.scheme).toBeUndefined();
        expect(parts.path.split('/').map(decode)).toEqual([a, b]);
      }),
      runParameters(400 * SCALE),
    );
  });

  test('query objects and arrays: the pairs read back, duplicates and order kept', () => {
    const key = fc.oneof(value, fc.constantFrom('a', 'b'));
    const pairs = fc.array(fc.tuple(key, fc.oneof(value, fc.constant(undefined))), {
      maxLength: 6,
    });
    fc.assert(
      fc.property(pairs, fc.boolean(), (given, form) => {
        const tag = form ? uri.with({ query: 'form' }) : uri;
        const written = tag`http://h/?${given}#end`;
        expect(isValid('URI', written)).toBe(true);
        const read = reference(written, { query: form ? 'form' : 'rfc3986' });
        // One pair of an empty key and no "=" is an empty query, which reads as no pairs.
        const emptyQuery = given.length === 1 && given[0]![0] === '' && given[0]![1] === undefined;
        expect(read.params).toEqual(emptyQuery ? [] : given);
        expect(read.fragment).toBe('end');
        expect(read.path).toBe('/');
      }),
      runParameters(400 * SCALE),
    );
  });

  test('uri.iri: valid IRIs, the same parts back', () => {
    const iri = grammar('rfc3987');
    fc.assert(
      fc.property(value, value, value, (a, q, frag) => {
        let written: string;
        try {
          written = uri.iri`http://h/${a}?q=${q}#${frag}`;
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
          expect(isDotSegment(a)).toBe(true);
          return;
        }
        expect(iri.isValid('IRI', written)).toBe(true);
        const parts = iri.parse(written);
        expect(decode(parts.path.slice(1))).toBe(a);
        expect(decode(parts.query!.slice(2))).toBe(q);
        expect(decode(parts.fragment!)).toBe(frag);
      }),
      runParameters(400 * SCALE),
    );
  });
});
