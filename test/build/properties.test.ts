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
import { expectLength, expectToBe, expectToEqual, expectUndefined } from '../support/cheap-expect';

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
          expectToBe(isDotSegment(a) || isDotSegment(b), true);
          return;
        }
        expectToBe(isDotSegment(a) || isDotSegment(b), false);
        expectToBe(isValid('URI', written), true);
        const parts = parse(written);
        expectToBe(parts.scheme, 'https');
        expectToBe(parts.authority, 'api.example');
        const segments = parts.path.split('/');
        expectLength(segments, 5);
        expectToEqual([segments[0], segments[1], segments[3]], ['', 'users', 'repos']);
        expectToBe(decode(segments[2]!), a);
        expectToBe(decode(segments[4]!), b);
        const pairs = parts.query!.split('&').map((pair) => pair.split('='));
        expectToEqual(
          pairs.map(([key]) => key),
          ['q', 'r'],
        );
        expectToEqual(
          pairs.map((pair) => pair.length),
          [2, 2],
        );
        expectToBe(decode(pairs[0]![1]!), q);
        expectToBe(decode(pairs[1]![1]!), r);
        expectToBe(decode(parts.fragment!), frag);

        const whatwg = new URL(written);
        expectToBe(whatwg.host, 'api.example');
        expectLength(whatwg.pathname.split('/'), 5);
        expectToEqual([...whatwg.searchParams.keys()], ['q', 'r']);
        expectToBe(whatwg.searchParams.get('q'), q);
        expectToBe(whatwg.searchParams.get('r'), r);
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
        expectToBe(isValid('URI', text), true);
        const parts = parse(text);
        const [writtenUser, writtenPassword, more] = parts.userinfo!.split(':');
        expectUndefined(more);
        expectToBe(decode(writtenUser!), user);
        expectToBe(decode(writtenPassword!), password);
        expectToBe(decode(parts.host!), h);
        expectToBe(parts.port, String(p));
        expectToBe(parts.path, '/x');
        expectUndefined(parts.query);
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
          expectToBe(isDotSegment(a) || isDotSegment(b) || a === '', true);
          return;
        }
        expectToBe(isValid('relative-ref', written), true);
        const parts = parse(written);
        expectUndefined(parts.scheme);
        expectToEqual(parts.path.split('/').map(decode), [a, b]);
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
        expectToBe(isValid('URI', written), true);
        const read = reference(written, { query: form ? 'form' : 'rfc3986' });
        // One pair of an empty key and no "=" is an empty query, which reads as no pairs.
        const emptyQuery = given.length === 1 && given[0]![0] === '' && given[0]![1] === undefined;
        expectToEqual(read.params, emptyQuery ? [] : given);
        expectToBe(read.fragment, 'end');
        expectToBe(read.path, '/');
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
          expectToBe(isDotSegment(a), true);
          return;
        }
        expectToBe(iri.isValid('IRI', written), true);
        const parts = iri.parse(written);
        expectToBe(decode(parts.path.slice(1)), a);
        expectToBe(decode(parts.query!.slice(2)), q);
        expectToBe(decode(parts.fragment!), frag);
      }),
      runParameters(400 * SCALE),
    );
  });
});
