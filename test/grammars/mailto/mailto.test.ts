/**
 * RFC 6068 ('mailto') read from its text: every `<mailto:...>` example of sections 2 and 6 is a
 * mailtoURI (but the one the RFC marks "WRONG!"), with the addresses and header fields the RFC
 * says it holds; section 2's rules carry their ABNF as printed; no PEG trap; components built
 * into a URI and read back are the same (round trip); header names such as `__proto__` are
 * headers like any other (GHSA-jvvf-x445-j334), and bad input is a TypeError.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  MAILTO_DEFINITION,
  mailtoUri,
  type MailtoComponents,
} from '../../../src/uri-schemes/mailto';
import { removePageBreaks } from '../../oracle/abnf-regex';
import { RFC6068_PATH, rfc6068Rules } from '../../oracle/mailto-data-file-oracles';
import { printed } from '../../support/rfc-sections';
import { compiled, g, matches, VALID_SAMPLES } from './support';

const components = (uri: string): MailtoComponents => MAILTO_DEFINITION.components(uri, 'mailto');

/** The `<mailto:...>` examples of the RFC's text, joined where a line break splits them. */
function examples(): { uri: string; wrong: boolean }[] {
  const text = removePageBreaks(readFileSync(RFC6068_PATH, 'utf8'));
  return [...text.matchAll(/<(mailto:[^>]*)>( ; WRONG!)?/g)].map((m) => ({
    uri: m[1]!.replace(/\s+/g, ''),
    wrong: m[2] !== undefined,
  }));
}

describe('the examples of RFC 6068', () => {
  const all = examples();

  it('are the 22 of sections 2 and 6, one marked WRONG!', () => {
    expect(all).toHaveLength(22);
    expect(all.filter((e) => e.wrong).map((e) => e.uri)).toEqual([
      'mailto:joe@example.com?cc=bob@example.com?body=hello',
    ]);
  });

  it.each(all.map((e) => [e.uri, !e.wrong] as const))('%s: valid %s', (uri, valid) => {
    expect(g.isValid('mailtoURI', uri)).toBe(valid);
    expect(matches('mailtoURI', uri)).toBe(valid);
  });

  it('the WRONG! one fails at its second "?", offset 41', () => {
    const result = g.check('mailtoURI', 'mailto:joe@example.com?cc=bob@example.com?body=hello');
    expect(result.ok ? null : result.error.offset).toBe(41);
  });

  it.each([
    ['mailto:chris@example.com', ['chris@example.com'], undefined, undefined],
    [
      'mailto:infobot@example.com?subject=current-issue',
      ['infobot@example.com'],
      'current-issue',
      undefined,
    ],
    [
      'mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index',
      ['infobot@example.com'],
      undefined,
      'send current-issue\r\nsend index',
    ],
    ['mailto:gorby%25kremvax@example.com', ['gorby%kremvax@example.com'], undefined, undefined],
    [
      'mailto:unlikely%3Faddress@example.com?blat=foop',
      ['unlikely?address@example.com'],
      undefined,
      undefined,
    ],
    ['mailto:Mike%26family@example.org', ['Mike&family@example.org'], undefined, undefined],
    ['mailto:%22not%40me%22@example.org', ['"not@me"@example.org'], undefined, undefined],
    ['mailto:%22oh%5C%5Cno%22@example.org', ['"oh\\\\no"@example.org'], undefined, undefined],
    [
      "mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org",
      ['"\\\\\\"it\'s\\ ugly\\\\\\""@example.org'],
      undefined,
      undefined,
    ],
    [
      'mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9',
      ['user@example.org'],
      'café',
      'café',
    ],
    [
      'mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D',
      ['user@example.org'],
      '=?utf-8?Q?caf=C3=A9?=',
      undefined,
    ],
    [
      'mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO',
      ['user@\u7D0D\u8C46.example.org'],
      'Test',
      'NATTO',
    ],
    // Section 2: the three forms are equivalent.
    [
      'mailto:addr1@an.example,addr2@an.example',
      ['addr1@an.example', 'addr2@an.example'],
      undefined,
      undefined,
    ],
    [
      'mailto:?to=addr1@an.example,addr2@an.example',
      ['addr1@an.example', 'addr2@an.example'],
      undefined,
      undefined,
    ],
    [
      'mailto:addr1@an.example?to=addr2@an.example',
      ['addr1@an.example', 'addr2@an.example'],
      undefined,
      undefined,
    ],
  ])('%s: to %j, subject %j, body %j (the RFC prose)', (uri, to, subject, body) => {
    expect(g.isValid('mailtoURI', uri)).toBe(true);
    expect(components(uri)).toMatchObject({ to, subject, body });
  });

  it('In-Reply-To keeps its header name and decoded value', () => {
    expect(
      components('mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E').headers,
    ).toEqual([{ name: 'In-Reply-To', value: '<3469A91.D10AF4C@example.com>' }]);
  });
});

describe('the grammar', () => {
  it('section 2 rules carry their ABNF as printed, rfc RFC 6068 section 2', () => {
    const rules = rfc6068Rules();
    expect(rules.map((r) => r.name)).toEqual(compiled.names.slice(0, 12));
    for (const rule of rules) {
      expect(compiled.rules[rule.name as 'to']).toMatchObject({ rfc: 'RFC 6068', section: '2' });
      expect(compiled.rules[rule.name as 'to'].abnf).toBe(printed(rule.lines, 6));
    }
  });

  it('has no PEG trap: ordered choice accepts the ABNF language of every rule', () => {
    expect(compiled.traps()).toEqual([]);
  });

  it.each([
    ['mailto:@@', 7],
    ['mailto:a{b@c', 8],
    ['mailto:"a"@b', 7],
    ['mailto:a@b,', 11],
    ['mailto:a@b?c', 12],
    ['mailto:a/b@c', 8],
    ['mailto:%22a%22%22@c', 14],
    ['mailto:a%2Eb@c', 10],
    ['mailto:%22a%5C%C3%22@c', 15],
    ['mailto:a@b#c', 10],
  ])('refuses %j at offset %i', (uri, offset) => {
    const result = g.check('mailtoURI', uri);
    expect(result.ok ? null : result.error.offset).toBe(offset);
    expect(matches('mailtoURI', uri)).toBe(false);
  });

  it('a domain literal is written with brackets as the ABNF prints them (and RFC 3986 refuses them)', () => {
    expect(g.isValid('mailtoURI', 'mailto:a@[1.2.3.4]')).toBe(true);
    expect(components('mailto:a@[1.2.3.4],b@c').to).toEqual(['a@[1.2.3.4]', 'b@c']);
  });
});

describe('components', () => {
  it('header fields keep their order; subject and body are the first of each, names without case', () => {
    const c = components('mailto:?Subject=a&subject=b&BODY=c&x=');
    expect(c).toEqual({
      to: [],
      subject: 'a',
      body: 'c',
      headers: [
        { name: 'Subject', value: 'a' },
        { name: 'subject', value: 'b' },
        { name: 'BODY', value: 'c' },
        { name: 'x', value: '' },
      ],
    });
  });

  it('__proto__, constructor and prototype are header names like any other (GHSA-jvvf-x445-j334)', () => {
    const uri = 'mailto:a@b?__proto__=x&constructor=y&prototype=z&__proto__%5Bpolluted%5D=1';
    expect(g.isValid('mailtoURI', uri)).toBe(true);
    const c = components(uri);
    expect(c.headers.map((h) => h.name)).toEqual([
      '__proto__',
      'constructor',
      'prototype',
      '__proto__[polluted]',
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(c)).toBe(Object.prototype);
    expect(mailtoUri({ headers: c.headers })).toBe(
      'mailto:?__proto__=x&constructor=y&prototype=z&__proto__%5Bpolluted%5D=1',
    );
  });

  it('octets that are not UTF-8 decode to U+FFFD, never an exception', () => {
    expect(components('mailto:?subject=%FF%C3').subject).toBe('\uFFFD\uFFFD');
  });

  it('a quoted local-part keeps commas and escaped quotes inside it', () => {
    expect(components('mailto:%22a,b%5C%22%22@c,d@e').to).toEqual(['"a,b\\""@c', 'd@e']);
  });
});

describe('mailtoUri', () => {
  it('writes the RFC examples from their parts', () => {
    expect(mailtoUri({ to: ['gorby%kremvax@example.com'] })).toBe(
      'mailto:gorby%25kremvax@example.com',
    );
    expect(mailtoUri({ to: ['"not@me"@example.org'] })).toBe('mailto:%22not@me%22@example.org');
    expect(mailtoUri({ to: ['user@example.org'], subject: 'café', body: 'café' })).toBe(
      'mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9',
    );
    expect(
      mailtoUri({
        to: ['joe@example.com'],
        headers: [{ name: 'cc', value: 'bob@example.com' }],
        body: 'hello',
      }),
    ).toBe('mailto:joe@example.com?cc=bob@example.com&body=hello');
    expect(mailtoUri({})).toBe('mailto:');
  });

  it.each([
    [null],
    ['mailto:a@b'],
    [{ to: 'a@b' }],
    [{ to: ['no-at-sign'] }],
    [{ to: ['a b@c'] }],
    [{ to: ['a@[1.2.3.4]'] }],
    [{ to: [42] }],
    [{ subject: 5 }],
    [{ body: '\uD800' }],
    [{ headers: [{ name: 'x' }] }],
    [{ headers: { a: 'b' } }],
    [{ headers: [null] }],
  ])('refuses %j with a TypeError', (fields) => {
    expect(() => mailtoUri(fields as never)).toThrow(TypeError);
  });
});

describe('round trip: components to URI and back', () => {
  const atext = fc.constantFrom(..."abcXYZ019!#$%&'*+-/=?^_`{|}~é\u{1F600}");
  const dotAtom = fc
    .array(
      fc.array(atext, { minLength: 1, maxLength: 4 }).map((a) => a.join('')),
      { minLength: 1, maxLength: 3 },
    )
    .map((a) => a.join('.'));
  const quoted = fc
    .array(fc.oneof(fc.constantFrom(...'ab@,.()[]:;<>é'), fc.constantFrom('\\"', '\\\\', '\\ ')), {
      maxLength: 5,
    })
    .map((a) => `"${a.join('')}"`);
  const address = fc
    .tuple(fc.oneof(dotAtom, quoted), dotAtom)
    .map(([local, domain]) => `${local}@${domain}`);
  const text = fc.string({ unit: 'grapheme', maxLength: 12 });
  const reserved = new Set(['to', 'subject', 'body']);
  const header = fc
    .record({ name: text, value: text })
    .filter((h) => !reserved.has(h.name.toLowerCase()));

  it('mailtoUri then components gives back to, subject, body and headers', () => {
    fc.assert(
      fc.property(
        fc.array(address, { maxLength: 3 }),
        fc.option(text, { nil: undefined }),
        fc.option(text, { nil: undefined }),
        fc.array(header, { maxLength: 3 }),
        (to, subject, body, headers) => {
          const uri = mailtoUri({ to, subject, body, headers });
          expect(g.isValid('mailtoURI', uri)).toBe(true);
          expect(matches('mailtoURI', uri)).toBe(true);
          const c = components(uri);
          expect(c.to).toEqual(to);
          expect(c.subject).toBe(subject);
          expect(c.body).toBe(body);
          const written = [
            ...headers,
            ...(subject === undefined ? [] : [{ name: 'subject', value: subject }]),
            ...(body === undefined ? [] : [{ name: 'body', value: body }]),
          ];
          expect(c.headers).toEqual(written);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the samples the other tests draw from', () => {
  it.each([...compiled.names])('%s: every sample is valid by the oracle and by isValid', (name) => {
    for (const sample of VALID_SAMPLES[name]) {
      expect({ sample, oracle: matches(name, sample), isValid: g.isValid(name, sample) }).toEqual({
        sample,
        oracle: true,
        isValid: true,
      });
    }
  });
});

describe('hostile fields', () => {
  it('a getter is refused with a TypeError, and neither it nor a Proxy trap runs', () => {
    let ran = false;
    const getter = Object.defineProperty({}, 'to', {
      get: () => {
        ran = true;
        return ['a@b'];
      },
    });
    expect(() => mailtoUri(getter)).toThrow(TypeError);
    const proxy = new Proxy([], {
      get: () => {
        ran = true;
        return 1;
      },
    });
    // Read through its own properties (the target's, empty), its get trap never runs.
    expect(mailtoUri({ to: proxy })).toBe('mailto:');
    expect(ran).toBe(false);
  });

  it('a polluted prototype adds no field', () => {
    const proto = Object.prototype as Record<string, unknown>;
    proto.subject = 'polluted';
    try {
      expect(mailtoUri({ to: ['a@b'] })).toBe('mailto:a@b');
    } finally {
      delete proto.subject;
    }
  });
});
