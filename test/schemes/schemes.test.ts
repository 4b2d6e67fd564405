/**
 * The scheme grammars (issue 26, http(s), ws(s), urn, tel): every example URI in the RFCs'
 * text, read from the RFC excerpts; a differential against the independent oracles read from the
 * same text (test/oracle/http-ws-urn-tel-oracles.ts); the trap report; and `parseScheme`'s results,
 * errors and bad input.
 */
import fc from 'fast-check';
import { grammar, parseScheme } from '../../src';
import {
  httpOracle,
  schemeText,
  telOracle,
  urnOracle,
  wsOracle,
} from '../oracle/http-ws-urn-tel-oracles';
import type { AbnfGrammar } from '../oracle/abnf-regex';

/** Every `urn:` example of RFC 8141 sections 2 and 3 (a line-broken one joined). */
function urnExamples(): string[] {
  const text = schemeText('rfc8141-2-3.txt').replace(/\n\s+&/g, '&');
  return [...text.matchAll(/\burn:[A-Za-z0-9][^\s"),]*(?:,[^\s"]+)?/gi)].map((m) => m[0]);
}

describe('the RFCs’ own examples, read from their text', () => {
  it('RFC 9110 4.2.3: the three equivalent http URIs are valid http URIs', () => {
    const examples = [...schemeText('rfc9110-4.2.txt').matchAll(/^\s+(http:\/\/\S+)$/gm)].map(
      (m) => m[1]!,
    );
    expect(examples).toEqual([
      'http://example.com:80/~smith/home.html',
      'http://EXAMPLE.com/%7Esmith/home.html',
      'http://EXAMPLE.com:/%7esmith/home.html',
    ]);
    for (const uri of examples) {
      expect(parseScheme(uri)).toMatchObject({ scheme: 'http', known: true, valid: true });
    }
  });

  it('RFC 8141: every URN in sections 2 and 3 is valid, with its components', () => {
    const examples = urnExamples();
    expect(examples.length).toBeGreaterThanOrEqual(17);
    for (const uri of examples) {
      const result = parseScheme(uri);
      expect({ uri, valid: result.valid, error: result.error }).toEqual({
        uri,
        valid: true,
        error: undefined,
      });
    }
    expect(parseScheme('urn:example:foo-bar-baz-qux?+CCResolve:cc=uk').components).toMatchObject({
      nid: 'example',
      nss: 'foo-bar-baz-qux',
      rComponent: 'CCResolve:cc=uk',
      qComponent: undefined,
    });
    expect(
      parseScheme('urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z')
        .components,
    ).toMatchObject({
      nss: 'weather',
      qComponent: 'op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z',
    });
    expect(parseScheme('urn:example:foo-bar-baz-qux#somepart').components).toMatchObject({
      fComponent: 'somepart',
    });
    expect(parseScheme('urn:example:a123,z456?+abc?=xyz#789').components).toMatchObject({
      nss: 'a123,z456',
      rComponent: 'abc',
      qComponent: 'xyz',
      fComponent: '789',
    });
  });

  it('RFC 9562 section 4: the urn:uuid example, version 1 of the RFC variant', () => {
    const example = /^\s+(urn:uuid:\S+)$/m.exec(schemeText('rfc9562-4.txt'))![1]!;
    expect(example).toBe('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6');
    expect(parseScheme(example).components).toMatchObject({
      nid: 'uuid',
      uuid: { version: 1, variant: 'rfc9562', nil: false, max: false },
    });
    expect(parseScheme('urn:uuid:00000000-0000-0000-0000-000000000000').components).toMatchObject({
      uuid: { nil: true, version: 0, variant: 'ncs' },
    });
    expect(parseScheme('urn:UUID:FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF').components).toMatchObject({
      uuid: { max: true, version: 15, variant: 'future' },
    });
    expect(parseScheme('urn:uuid:f81d4fae-7dec-11d0-c765-00a0c91e6bf6').components).toMatchObject({
      uuid: { variant: 'microsoft' },
    });
  });

  it('RFC 3966 section 6: the three tel examples, with their components', () => {
    const examples = [
      ...schemeText('rfc3966-3-6.txt').matchAll(/^\s+(tel:[^:\s]+(?::[^:\s]+)?):/gm),
    ].map((m) => m[1]!);
    expect(examples).toEqual([
      'tel:+1-201-555-0123',
      'tel:7042;phone-context=example.com',
      'tel:863-1234;phone-context=+1-914-555',
    ]);
    expect(examples.map((uri) => parseScheme(uri).components)).toMatchObject([
      { global: true, number: '+1-201-555-0123', digits: '+12015550123' },
      { global: false, number: '7042', phoneContext: 'example.com' },
      { global: false, digits: '8631234', phoneContext: '+1-914-555' },
    ]);
  });
});

describe('what the issue names', () => {
  it('refuses urn:a:b (NID of one character) and https:foo, with offsets', () => {
    expect(parseScheme('urn:a:b')).toMatchObject({
      valid: false,
      error: { rule: 'namestring', offset: 5, expected: ['ldh', 'alphanum'] },
    });
    expect(parseScheme('https:foo')).toMatchObject({
      valid: false,
      error: { rule: 'https-URI', offset: 6, expected: ['"/"'] },
    });
  });

  it('accepts https://example.com/a?b#c: the fragment is judged by the generic syntax', () => {
    expect(parseScheme('https://example.com/a?b#c')).toMatchObject({
      valid: true,
      components: { origin: 'https://example.com', path: '/a', query: 'b' },
    });
  });

  it('refuses an empty http(s) host (RFC 9110 4.2.1)', () => {
    expect(parseScheme('http:///a')).toMatchObject({
      valid: false,
      error: { code: 'syntax', rule: 'http-URI', offset: 7, expected: ['host'] },
    });
    expect(parseScheme('https://user@:8/')).toMatchObject({ valid: false, error: { offset: 13 } });
  });

  it('gives the origin with the default port left out', () => {
    expect(parseScheme('HTTP://Example.COM:80/').components).toMatchObject({
      scheme: 'http',
      origin: 'http://example.com',
      effectivePort: 80,
    });
    expect(parseScheme('https://[::1]:8443').components).toMatchObject({
      origin: 'https://[::1]:8443',
      effectivePort: 8443,
      path: '',
    });
  });

  it('refuses a ws fragment (RFC 6455 section 3) and gives the resource name', () => {
    expect(parseScheme('ws://a/b#c')).toMatchObject({
      valid: false,
      error: { rule: 'ws-URI', offset: 8 },
    });
    expect(parseScheme('wss://example.com?x=1').components).toMatchObject({
      resourceName: '/?x=1',
      secure: true,
    });
    expect(parseScheme('ws://example.com/chat?').components).toMatchObject({
      resourceName: '/chat',
    });
  });

  it('refuses a urn:uuid whose NSS is not a UUID, at the bad character', () => {
    expect(parseScheme('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfX')).toMatchObject({
      valid: false,
      error: { rule: 'UUID', offset: 44, expected: ['HEXDIG'] },
    });
  });

  it('refuses a tel parameter given twice, and ext with isub', () => {
    expect(parseScheme('tel:+1;ext=1;EXT=2')).toMatchObject({
      valid: false,
      error: { offset: 12 },
    });
    expect(parseScheme('tel:+1;isub=a;ext=2')).toMatchObject({
      valid: false,
      error: { offset: 13 },
    });
    expect(parseScheme('tel:7042')).toMatchObject({
      valid: false,
      error: { rule: 'telephone-uri' },
    });
  });

  it('unknown schemes are valid as far as RFC 3986 goes; non-URIs get the generic error', () => {
    expect(parseScheme('foo:bar')).toEqual({ scheme: 'foo', known: false, valid: true });
    expect(parseScheme('/relative')).toMatchObject({
      scheme: '',
      known: false,
      valid: false,
      error: { rule: 'URI', offset: 0 },
    });
    expect(parseScheme('http://a b')).toMatchObject({
      known: true,
      valid: false,
      error: { rule: 'URI', offset: 8 },
    });
  });
});

describe('bad input gives a clear error, never a crash', () => {
  it('throws a TypeError for a non-string', () => {
    for (const value of [undefined, null, 1, {}, ['http://a']]) {
      expect(() => parseScheme(value as never)).toThrow(TypeError);
    }
  });

  it('answers lone surrogates, controls, __proto__ and long input', () => {
    for (const text of ['urn:ab:\uD800', 'tel:+1\u0000', '__proto__:x', 'http://a/\u202E']) {
      expect(parseScheme(text).valid).toBe(false);
    }
    const long = `urn:example:${'a'.repeat(1_000_000)}`;
    expect(parseScheme(long).valid).toBe(true);
    expect(parseScheme(long, { maxLength: 100 })).toMatchObject({
      valid: false,
      error: { code: 'too-long' },
    });
    expect(parseScheme(`tel:+1${';a=b'.repeat(20000)}`).valid).toBe(false); // duplicate "a"
  });
});

describe('grammar(name) serves each scheme grammar, validation only', () => {
  it('by grammar name and by scheme', () => {
    expect(grammar('https').name).toBe('http');
    expect(grammar('urn').isValid('NID', 'ab')).toBe(true);
    expect(grammar('urn').isValid('NID', 'a')).toBe(false);
    expect(grammar('tel').check('telephone-uri', 'tel:+1').ok).toBe(true);
    expect(grammar('ws').RULE_NAMES.slice(0, 2)).toEqual(['ws-URI', 'wss-URI']);
    expect(() => grammar('nope')).toThrow(/the scheme grammars (.*, )?http(, .*)?, urn/);
  });
});

const PIECES: Readonly<Record<string, readonly string[]>> = {
  http: [
    'http',
    'https',
    '://',
    ':',
    '/',
    '?',
    '#',
    '@',
    '[',
    ']',
    'a',
    'B',
    '1',
    '.',
    '%41',
    '%',
    '::1',
    '-',
    '~',
    '!',
    ' ',
  ],
  ws: ['ws:', 'wss:', '//', ':', '/', '?', '#', '@', '[', ']', 'a', '1', '.', '%2F', '%', '-', '~'],
  urn: [
    'urn',
    ':',
    'a',
    'Z',
    '0',
    '-',
    '?+',
    '?=',
    '?',
    '#',
    '/',
    '%2C',
    '%',
    '=',
    '+',
    'f81d4fae',
    '7dec',
  ],
  tel: [
    'tel:',
    '+',
    '1',
    '2',
    'a',
    'F',
    '*',
    '#',
    '-',
    '.',
    '(',
    ')',
    ';',
    'ext=',
    'isub=',
    'phone-context=',
    '=',
    'ex',
    'com',
    '[',
    '%41',
    '?',
    '!',
    '/',
  ],
};

const ORACLES: Readonly<Record<string, AbnfGrammar>> = {
  http: httpOracle,
  ws: wsOracle,
  urn: urnOracle,
  tel: telOracle,
};

describe('differential: isValid agrees with the oracle read from the RFC text', () => {
  it.each(Object.keys(ORACLES))('%s', (name) => {
    const g = grammar(name);
    const oracle = ORACLES[name]!;
    // ws's `path` is RFC 6455's (path-abempty); the oracle's `path` is RFC 3986's.
    const rules = g.RULE_NAMES.filter(
      (rule) => oracle.rules.has(rule) && !(name === 'ws' && rule === 'path'),
    );
    expect(rules.length).toBeGreaterThan(10);
    const input = fc
      .array(fc.constantFrom(...PIECES[name]!), { maxLength: 12 })
      .map((pieces) => pieces.join(''));
    let accepted = 0;
    fc.assert(
      fc.property(fc.constantFrom(...rules), input, (rule, text) => {
        const expected = oracle.matches(rule, text);
        if (expected) accepted++;
        return g.isValid(rule, text) === expected && g.check(rule, text).ok === expected;
      }),
      { numRuns: 4000 },
    );
    expect(accepted).toBeGreaterThan(50);
  });
});
