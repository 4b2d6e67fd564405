/**
 * Issue 29's guards and messages. Every kind of JavaScript value is named with the right
 * article ("an object", "an array", "undefined"), and every validator that takes unchecked input
 * agrees on a value that is not a string: `isValid` and the formats answer false, `check` and
 * `safeParse` an error value with code `not-a-string`, Standard Schema an issue, a policy the
 * clause `type`; all with the same sentence, and none throws.
 */
import { check, grammar, isValid, policy, safeParse } from '../../src';
import { articleFor, describeValue, withArticle } from '../../src/describe-value';
import { formats, isUri, uriSchema } from '../../src/formats';

const revoked = Proxy.revocable([], {});
revoked.revoke();

/** Every kind of value a caller can hand over, and how a message names it. */
const KINDS: readonly (readonly [string, unknown, string])[] = [
  ['a string', 'a b', '"a b"'],
  ['the empty string', '', '""'],
  ['a number', 42, 'a number'],
  ['NaN', NaN, 'a number'],
  ['a bigint', 42n, 'a bigint'],
  ['a boolean', false, 'a boolean'],
  ['a symbol', Symbol('x'), 'a symbol'],
  ['undefined', undefined, 'undefined'],
  ['null', null, 'null'],
  ['an object', { url: 'http://a/' }, 'an object'],
  ['an object without a prototype', Object.create(null) as object, 'an object'],
  ['a String object', new String('http://a/'), 'an object'],
  ['an array', ['http://a/'], 'an array'],
  ['a function', () => 'http://a/', 'a function'],
  ['a class', class Url {}, 'a function'],
  ['a class instance', new (class Url {})(), 'an object'],
  [
    'an object whose toString, valueOf and toPrimitive throw',
    {
      toString: () => {
        throw new Error('toString ran');
      },
      valueOf: () => {
        throw new Error('valueOf ran');
      },
      [Symbol.toPrimitive]: () => {
        throw new Error('toPrimitive ran');
      },
    },
    'an object',
  ],
  [
    'an object whose getters throw',
    Object.defineProperty({}, 'length', {
      enumerable: true,
      get: () => {
        throw new Error('a getter ran');
      },
    }),
    'an object',
  ],
  ['a Date', new Date(0), 'a Date'],
  ['an invalid Date', new Date(NaN), 'a Date'],
  ['a RegExp', /a/, 'an object'],
  ['a Map', new Map(), 'an object'],
  ['a Proxy of an array', new Proxy([], {}), 'an array'],
  ['a revoked Proxy', revoked.proxy, 'an object'],
  [
    'a Proxy whose every trap throws',
    new Proxy(
      {},
      {
        get: () => {
          throw new Error('a trap ran');
        },
        getPrototypeOf: () => {
          throw new Error('a trap ran');
        },
      },
    ),
    'an object',
  ],
];

describe('describeValue names every kind of value with its article', () => {
  test.each(KINDS)('%s', (_label, value, named) => {
    expect(describeValue(value)).toBe(named);
  });
});

describe('articles', () => {
  test.each([
    ['RFC 3986 URI', 'an'],
    ['RFC 6570 URI-Template', 'an'],
    ['URI', 'a'],
    ['URI-reference', 'a'],
    ['IRI-reference', 'an'],
    ['IPv4address', 'an'],
    ['IPv6address', 'an'],
    ['IP-literal', 'an'],
    ['IPvFuture literal', 'an'],
    ['absolute-URI', 'an'],
    ['absoluteURI', 'an'],
    ['authority', 'an'],
    ['ireg-name', 'an'],
    ['iunreserved', 'an'],
    ['unreserved', 'an'],
    ['userinfo', 'a'],
    ['reg-name', 'a'],
    ['host', 'a'],
    ['segment', 'a'],
    ['object', 'an'],
    ['array', 'an'],
    ['undefined', 'an'],
    ['string', 'a'],
    ['HEXDIG', 'a'],
    ['ALPHA', 'an'],
    ['8-bit byte', 'an'],
    ['', 'a'],
  ])('%s takes "%s"', (phrase, article) => {
    expect(articleFor(phrase)).toBe(article);
    expect(withArticle(phrase)).toBe(phrase === '' ? 'a ' : `${article} ${phrase}`);
  });
});

const NOT_STRINGS = KINDS.filter(([, value]) => typeof value !== 'string');

describe('every validator agrees on a value that is not a string, and none throws', () => {
  test.each(NOT_STRINGS)('%s', (_label, value, named) => {
    const message = `Expected a string (an RFC 3986 URI), got ${named}.`;
    const notAString = {
      ok: false,
      error: { code: 'not-a-string', rule: 'URI', offset: 0, expected: [], message },
    };
    expect(isValid('URI', value)).toBe(false);
    expect(check('URI', value)).toEqual(notAString);
    expect(safeParse('URI', value)).toEqual(notAString);
    expect(grammar('rfc3986').check('URI', value)).toEqual(notAString);
    expect(grammar('rfc3986').safeParse('URI', value)).toEqual(notAString);
    expect(formats.uri(value as string)).toBe(false);
    expect(isUri(value)).toBe(false);
    expect(uriSchema({ rule: 'URI' })['~standard'].validate(value)).toEqual({
      issues: [{ message, code: 'not-a-string', offset: 0, expected: [] }],
    });
    expect(policy().isValid(value)).toBe(false);
    expect(policy().check(value)).toEqual({
      ok: false,
      error: { clause: 'type', offset: 0, length: 0, message },
    });
    expect(policy()['~standard'].validate(value)).toEqual({ issues: [{ message }] });
  });

  test('every grammar says it with its own title and an article', () => {
    expect(grammar('rfc3987').check('IRI', 1)).toMatchObject({
      error: { message: 'Expected a string (an RFC 3987 IRI), got a number.' },
    });
    expect(grammar('rfc2396').safeParse('absoluteURI', null)).toMatchObject({
      error: { message: 'Expected a string (an RFC 2396 absoluteURI), got null.' },
    });
    expect(grammar('rfc6570').isValid('URI-Template', [])).toBe(false);
    expect(uriSchema({ grammar: 'rfc6570' })['~standard'].validate({})).toMatchObject({
      issues: [{ message: 'Expected a string (an RFC 6570 URI-Template), got an object.' }],
    });
  });

  test('an unknown rule is still the caller’s bug: a TypeError, whatever the value', () => {
    const untyped = isValid as (rule: string, text: unknown) => boolean;
    expect(() => untyped('url', 42)).toThrow(TypeError);
    expect(() => untyped('url', 'http://a/')).toThrow(TypeError);
    expect(() => (check as (rule: string, text: unknown) => unknown)('url', 42)).toThrow(TypeError);
    expect(() => safeParse('host' as 'URI', 42)).toThrow(TypeError);
  });
});

describe('safeParse takes a rule', () => {
  test('safeParse(rule, text) reads text as that reference rule', () => {
    expect(safeParse('URI', 'http://a/b')).toMatchObject({ ok: true, components: { path: '/b' } });
    expect(safeParse('URI', '/b')).toMatchObject({
      ok: false,
      error: { code: 'syntax', rule: 'URI', offset: 0 },
    });
    expect(safeParse('relative-ref', '/b')).toMatchObject({ ok: true });
    expect(safeParse('absolute-URI', 'a:b#c')).toMatchObject({
      ok: false,
      error: { rule: 'absolute-URI', offset: 3, expected: expect.arrayContaining(['"?"']) },
    });
    expect(safeParse('URI', 'http://a/', { maxLength: 3 })).toMatchObject({
      ok: false,
      error: { code: 'too-long', rule: 'URI', offset: 3 },
    });
  });

  test('safeParse(text, options?) is unchanged: a URI-reference', () => {
    expect(safeParse('/b')).toMatchObject({ ok: true, components: { path: '/b' } });
    expect(safeParse('/b', undefined)).toMatchObject({ ok: true });
    expect(safeParse('/bcd', { maxLength: 2 })).toMatchObject({
      ok: false,
      error: { code: 'too-long', rule: 'URI-reference' },
    });
  });

  test('an unchecked value in the text’s place is read as text, never as options', () => {
    // With options allowed in the second place, `safeParse('URI', body.url)` could have read an
    // undefined or object `url` as options and parsed the text "URI": it refuses them instead.
    for (const value of [undefined, {}, { maxLength: 9 }, null, 7]) {
      expect(safeParse('URI', value)).toMatchObject({
        ok: false,
        error: { code: 'not-a-string', rule: 'URI' },
      });
    }
  });

  test('a string in the second place makes the first a rule: an unknown one is a TypeError', () => {
    expect(() => safeParse('http://a/' as 'URI', 'http://a/')).toThrow(
      new TypeError(
        'safeParse takes URI-reference, URI, absolute-URI, relative-ref (RFC 3986), not "http://a/"',
      ),
    );
  });

  test.each(['rfc3986', 'rfc3987', 'rfc6874', 'rfc2396'] as const)(
    'grammar(%s).safeParse takes each of its reference rules',
    (name) => {
      const g = grammar(name);
      const rules =
        name === 'rfc2396'
          ? ['URI-reference', 'absoluteURI', 'relativeURI']
          : name === 'rfc3987'
            ? ['IRI-reference', 'IRI', 'absolute-IRI', 'irelative-ref']
            : ['URI-reference', 'URI', 'absolute-URI', 'relative-ref'];
      const safe = g.safeParse as (rule: string, text: unknown) => { ok: boolean };
      for (const rule of rules) {
        const expected = (g.check as (rule: string, text: string) => { ok: boolean })(rule, 'a:b');
        expect([rule, safe(rule, 'a:b').ok]).toEqual([rule, expected.ok]);
      }
    },
  );
});
