/**
 * The accept path (src/policy/accept.ts) against the clauses: `isValid` runs the accept path,
 * `check` the clauses alone, so on every policy and input the two must give the same answer.
 * Random policies (every clause but `whatwg`, in the three grammars) meet random references and
 * references built around the hosts, ports and schemes the clauses single out; and the accept
 * path's readers of IPv4 and IPv6 addresses meet the library's own.
 */
import fc from 'fast-check';
import { runsOf } from '../support/automaton-runs';
import { expectToBe, expectToEqual } from '../support/cheap-expect';
import { isValid, policy, type PolicyOptions } from '../../src';
import { ipv6Pieces } from '../../src/host';
import { readIpv6Pieces } from '../../src/policy/accept';
import { ADDRESS_CLASSES, ipv4Number } from '../../src/policy/addresses';
import { ipv4Octets } from '../../src/host';
import { ipv4AddressAt } from '../../src/reference-syntax';
import { SCALE } from '../support/arbitraries';
import {
  anyReference,
  decOctet,
  ipv4,
  ipv6,
  ipvFuture,
  join,
  pathAbempty,
  queryOrFragment,
  regName,
  userinfo,
} from '../support/uri-arbitraries';

const RUNS = Math.round(300 * SCALE);

/** Hosts the clauses treat apart: addresses in denied classes, localhost, IDN, DNS edge cases. */
const NOTABLE_HOSTS = [
  '',
  '.',
  'example.com',
  'EXAMPLE.com.',
  'a.example.com',
  'sub.Evil.example',
  'evil.example',
  'evil.example..',
  '.evil.example',
  'localhost',
  'LOCALHOST.',
  'localhost..',
  'a.localhost',
  'xn--nxasmq6b.com',
  'a.XN--b',
  'xn-a.com',
  'xn--',
  '%65xample.com',
  'ex%41mple.com',
  '%C3%A9.com',
  '0x7f.1',
  '2130706433',
  '017700000001',
  '127.1',
  'a.1',
  'a.1.',
  '1a.b',
  '127.0.0.1',
  // A trailing dot: the label before it is the last, and a WHATWG parser reads an address.
  '127.0.0.1.',
  '10.1.',
  '10.0.0.1',
  '192.168.1.1',
  '203.0.113.9',
  '169.254.169.254',
  '0.0.0.0',
  '255.255.255.255',
  '8.8.8.8',
  '[::1]',
  '[::]',
  '[::ffff:127.0.0.1]',
  '[::FFFF:7f00:1]',
  '[64:ff9b::a00:1]',
  '[::10.0.0.1]',
  '[fe80::1]',
  '[fc00::1]',
  '[2001:db8::1]',
  '[2001:DB8:0:0:0:0:0:1]',
  '[ff02::1]',
  '[1:2:3:4:5:6:7:8]',
  '[v1.x]',
  '-a.com',
  'a-.com',
  'a--b.com',
  '_x.com',
  'a_b',
  'a!b.com',
  `${'a'.repeat(63)}.com`,
  `${'a'.repeat(64)}.com`,
  `${'a.'.repeat(126)}a`,
  `${'a.'.repeat(127)}a`,
  '123',
  'a.123',
  'com',
];

const notableHost = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NOTABLE_HOSTS) },
  { weight: 2, arbitrary: regName },
  { weight: 1, arbitrary: ipv4 },
  { weight: 1, arbitrary: ipv6.map(({ text }) => text) },
  { weight: 1, arbitrary: ipvFuture },
  {
    weight: 1,
    arbitrary: fc
      .tuple(decOctet, decOctet, fc.constantFrom('', '.', '.x', '.0x1'))
      .map(([a, b, rest]) => `${a}.${b}${rest}`),
  },
);

const notableScheme = fc.constantFrom(
  'http',
  'HTTP',
  'https',
  'Https',
  'ws',
  'wss',
  'WSS',
  'ftp',
  'mailto',
  'urn',
  'file',
  'foo',
  'git+ssh',
  'a',
);

const notablePort = fc.constantFrom(
  undefined,
  '',
  '0',
  '80',
  '443',
  '0080',
  '8000',
  '8999',
  '9000',
  '65535',
  '65536',
  '99999',
  '00000000000000000443',
  '123456789012345678',
);

/** References around the notable parts, with and without an authority. */
const notableReference = fc
  .record({
    scheme: fc.option(notableScheme, { nil: undefined }),
    authority: fc.boolean(),
    userinfo: fc.option(fc.oneof(userinfo, fc.constantFrom('user', 'user:pass', 'xn--a', 'a.b')), {
      nil: undefined,
    }),
    host: notableHost,
    port: notablePort,
    path: fc.oneof(fc.constant(''), fc.constant('/'), pathAbempty),
    query: fc.option(queryOrFragment, { nil: undefined }),
    fragment: fc.option(queryOrFragment, { nil: undefined }),
  })
  .map(({ scheme, authority, userinfo: user, host, port, path, query, fragment }) => {
    let text = scheme === undefined ? '' : `${scheme}:`;
    if (authority) {
      text += `//${user === undefined ? '' : `${user}@`}${host}`;
      if (port !== undefined) text += `:${port}`;
      text += path;
    } else {
      text += path.replace(/^\/\//, '/');
    }
    if (query !== undefined) text += `?${query}`;
    if (fragment !== undefined) text += `#${fragment}`;
    return text;
  });

const anyInput = fc.oneof(
  { weight: 4, arbitrary: notableReference },
  { weight: 2, arbitrary: anyReference },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
);

/** Host entries for hosts.allow and hosts.deny: names, suffixes and addresses. */
const hostEntry = fc.oneof(
  fc.constantFrom(
    'example.com',
    '*.example.com',
    'evil.example',
    '*.evil.example',
    '*.localhost',
    'xn--nxasmq6b.com',
    '127.0.0.1',
    '10.0.0.1',
    '[::1]',
    '::ffff:7f00:1',
    '2001:db8::1',
    'a.1',
    'com',
    '*.com',
  ),
  join(fc.constantFrom(...'abcxyz'), 4, 1).map((label) => `*.${label}.com`),
  join(fc.constantFrom(...'abcxyz'), 4, 1).map((label) => `${label}.example.com`),
);

const optionalSome = <Value>(arbitrary: fc.Arbitrary<Value>): fc.Arbitrary<Value | undefined> =>
  fc.option(arbitrary, { nil: undefined, freq: 2 });

const subset = <Value>(values: readonly Value[]): fc.Arbitrary<Value[]> => fc.subarray([...values]);

/** A policy: any clause but whatwg, each present or not, in one of the three grammars. */
const anyPolicy: fc.Arbitrary<PolicyOptions> = fc
  .record({
    syntax: fc.constantFrom(
      { grammar: 'rfc3986', rule: 'URI' },
      { grammar: 'rfc3986', rule: 'URI-reference' },
      { grammar: 'rfc3986', rule: 'relative-ref' },
      { grammar: 'rfc3987', rule: 'IRI-reference' },
      { grammar: 'rfc6874', rule: 'URI-reference' },
    ),
    maxLength: optionalSome(fc.nat({ max: 80 })),
    schemes: optionalSome(subset(['http', 'https', 'ws', 'wss', 'ftp', 'mailto', 'foo'])),
    authority: optionalSome(fc.constantFrom('required', 'forbidden') as fc.Arbitrary<'required'>),
    userinfo: optionalSome(
      fc.constantFrom('allow', 'forbid', 'no-password') as fc.Arbitrary<'allow'>,
    ),
    hostKinds: optionalSome(
      subset(['reg-name', 'IPv4address', 'IPv6address', 'IPv6addrz', 'IPvFuture']),
    ),
    idn: optionalSome(fc.boolean()),
    dnsName: optionalSome(fc.oneof(fc.boolean(), fc.constant({ requireTld: true }))),
    deny: optionalSome(subset([...ADDRESS_CLASSES, '203.0.113.0/24', '8.8.8.8', '2001:db8::/32'])),
    hosts: optionalSome(
      fc.record(
        {
          allow: fc.array(hostEntry, { maxLength: 12 }),
          deny: fc.array(hostEntry, { maxLength: 12 }),
        },
        { requiredKeys: [] },
      ),
    ),
    ports: optionalSome(fc.array(fc.constantFrom(0, 21, 80, 443, '8000-8999', '1-65535'))),
    path: optionalSome(fc.boolean()),
    query: optionalSome(fc.boolean()),
    fragment: optionalSome(fc.boolean()),
    schemeSyntax: optionalSome(fc.boolean()),
  })
  .map(({ syntax, hostKinds, schemeSyntax, ...clauses }) => {
    const options: Record<string, unknown> = { ...syntax };
    for (const [name, value] of Object.entries(clauses)) {
      if (value !== undefined) options[name] = value;
    }
    if (hostKinds !== undefined) {
      const ireg = syntax.grammar === 'rfc3987';
      options.hostKinds = hostKinds
        .filter((kind) => kind !== 'IPv6addrz' || syntax.grammar === 'rfc6874')
        .map((kind) => (kind === 'reg-name' && ireg ? 'ireg-name' : kind));
    }
    if (schemeSyntax !== undefined && syntax.grammar === 'rfc3986') {
      options.schemeSyntax = schemeSyntax;
    }
    return options;
  });

describe('the accept path gives the clauses’ answer', () => {
  test('isValid equals check(...).ok, on random policies and inputs', () => {
    fc.assert(
      fc.property(
        anyPolicy,
        fc.array(anyInput, { minLength: 1, maxLength: 8 }),
        (options, inputs) => {
          const compiled = policy(options);
          for (const input of inputs) {
            expectToEqual([input, compiled.isValid(input)], [input, compiled.check(input).ok]);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('isValid equals check(...).ok on input cut short or broken at any offset', () => {
    // The accept path refuses on a clause before the automaton has read the rest of the input,
    // and so runs the clauses on input the rule may refuse: a reference cut anywhere (an
    // authority that runs to the end, "http://[::1"), or with a character no rule allows put
    // anywhere, must be answered as check answers it.
    fc.assert(
      fc.property(anyPolicy, notableReference, fc.nat(), (options, text, at) => {
        const compiled = policy(options);
        const cut = at % (text.length + 1);
        for (const input of [
          text.slice(0, cut),
          `${text.slice(0, cut)} ${text.slice(cut)}`,
          `${text.slice(0, cut)}[${text.slice(cut)}`,
        ]) {
          expect([input, compiled.isValid(input)]).toEqual([input, compiled.check(input).ok]);
        }
      }),
      { numRuns: RUNS },
    );
  });

  test('a webhook policy on every notable host, with and without a port', () => {
    const webhook = policy({
      schemes: ['https', 'http', 'ws'],
      userinfo: 'no-password',
      hostKinds: ['reg-name', 'IPv4address', 'IPv6address'],
      idn: false,
      dnsName: { requireTld: true },
      deny: ['loopback', 'private', 'link-local', 'unique-local', 'unspecified', 'localhost'],
      hosts: { deny: ['*.evil.example', 'evil.example', '8.8.8.8'] },
      ports: [80, 443, '8000-8999'],
    });
    for (const host of NOTABLE_HOSTS) {
      for (const suffix of ['', ':', ':80', ':8443', ':8500/x', '/', '?q#f']) {
        for (const scheme of ['https', 'HTTP', 'ws', 'ftp']) {
          const text = `${scheme}://${host}${suffix}`;
          expectToEqual([text, webhook.isValid(text)], [text, webhook.check(text).ok]);
        }
      }
    }
  });

  test('a name with trailing dots is read from its last label before them', () => {
    // The accept path keeps what it learns of each label as it reads it (no character is read
    // again): the label before a trailing dot is the last, its first digit makes the name one a
    // WHATWG parser reads as an address, and a suffix entry is compared with it.
    const denying = policy({
      deny: ['loopback', 'private', 'localhost'],
      hosts: { deny: ['*.evil.example', 'bad.example'] },
    });
    for (const [host, expected] of [
      ['127.0.0.1.', false],
      ['10.1.', false],
      ['a.10.1.', true],
      ['a.1.', true],
      ['1a.b.', true],
      ['localhost.', false],
      ['localhost..', false],
      ['a.localhost..', false],
      ['localhost...', true],
      ['x-.localhost.', false],
      ['a.evil.example.', false],
      ['a.EVIL.example..', true],
      ['evil.example.', true],
      ['bad.example.', false],
    ] as const) {
      const text = `http://${host}/`;
      expect([text, denying.check(text).ok]).toEqual([text, expected]);
      expect([text, denying.isValid(text)]).toEqual([text, expected]);
    }
  });

  test('host lists longer than the Set threshold match as short ones do', () => {
    const names = Array.from({ length: 12 }, (_, i) => `h${i}.example`);
    const long = policy({ hosts: { allow: [...names, '*.example.com', '*.b.example.com'] } });
    const longDeny = policy({
      hosts: { deny: [...names.map((name) => `*.${name}`), 'a.example.com'] },
    });
    const cases = [
      'http://h3.example/',
      'http://H11.EXAMPLE./',
      'http://x.h3.example/',
      'http://example.com/',
      'http://a.example.com/',
      'http://.example.com/',
      'http://c.b.example.com/',
      'http://h12.example/',
      'http://10.0.0.1/',
      'http://[::1]/',
      'urn:x',
    ];
    for (const text of cases) {
      expectToEqual([text, long.isValid(text)], [text, long.check(text).ok]);
      expectToEqual([text, longDeny.isValid(text)], [text, longDeny.check(text).ok]);
    }
    expect(long.isValid('http://H11.EXAMPLE./')).toBe(true);
    expect(long.isValid('http://c.b.example.com/')).toBe(true);
    expect(longDeny.isValid('http://x.h3.example/')).toBe(false);
    expect(longDeny.isValid('http://h3.example/')).toBe(true);
  });

  test('host entries with last labels of 31 characters and more (one bit for all of them)', () => {
    const long = `${'b'.repeat(40)}`;
    const denying = policy({ hosts: { deny: [`*.${long}`, 'c'.repeat(35), 'a.b'] } });
    const allowing = policy({ hosts: { allow: [`*.${long}`, 'c'.repeat(35)] } });
    for (const [host, denied] of [
      [`a.${long}`, true],
      [`a.${long.toUpperCase()}.`, true],
      ['c'.repeat(35), true],
      ['c'.repeat(34), false],
      [`a.${'b'.repeat(33)}`, false],
      [`a.${'b'.repeat(31)}`, false],
      [long, false],
      ['x.b', false],
    ] as const) {
      const text = `http://${host}/`;
      expect([text, denying.isValid(text)]).toEqual([text, !denied]);
      expect([text, denying.check(text).ok]).toEqual([text, !denied]);
      expect([text, allowing.isValid(text)]).toEqual([text, allowing.check(text).ok]);
    }
  });
});

describe('the accept path reads addresses as the library does', () => {
  test("ipv4AddressAt is the grammar's IPv4address and its octets' number, at any offsets", () => {
    const candidate = fc.oneof(
      ipv4,
      join(fc.constantFrom(...'0123456789.'), 17),
      fc.tuple(decOctet, decOctet, decOctet, decOctet).map((octets) => octets.join('.')),
    );
    fc.assert(
      fc.property(
        fc.string({ maxLength: 3 }),
        candidate,
        fc.string({ maxLength: 3 }),
        (a, b, c) => {
          const expected = isValid('IPv4address', b) ? ipv4Number(ipv4Octets(b)) : -1;
          expectToBe(ipv4AddressAt(`${a}${b}${c}`, a.length, a.length + b.length), expected);
        },
      ),
      { numRuns: RUNS * 10 },
    );
  });

  test('readIpv6Pieces is ipv6Pieces', () => {
    const pieces = new Int32Array(8);
    fc.assert(
      fc.property(ipv6, ({ text }) => {
        readIpv6Pieces(`x${text}y`, 2, text.length, pieces);
        expectToEqual([...pieces], ipv6Pieces(text.slice(1, -1)));
      }),
      { numRuns: RUNS * 10 },
    );
  });
});

describe('one parse: isValid runs the automaton once, and nothing parses the input again', () => {
  const webhook = policy({
    schemes: ['https', 'http'],
    userinfo: 'no-password',
    hostKinds: ['reg-name', 'IPv4address', 'IPv6address'],
    idn: false,
    dnsName: true,
    deny: ['loopback', 'private', 'localhost'],
    hosts: { deny: ['*.evil.example'] },
    ports: [80, 443, '8000-8999'],
  });
  test.each([
    ['accepted', 'https://www.example.com/a?b#c', true],
    ['refused by a clause', 'https://a.evil.example/', false],
    ['an IP literal', 'http://[2001:db8::1]:8080/', true],
    ['a denied address', 'http://[::ffff:127.0.0.1]/', false],
    // The accept path leaves a percent-encoded name to the clauses: still no second run.
    ['undecided, then the clauses', 'https://%65xample.com/', true],
    ['undecided, a WHATWG IPv4 reading', 'http://0x7f.1/', false],
    ['refused by the grammar', 'https://a b/', false],
  ])('%s: %s', (_what, text, expected) => {
    expect(webhook.isValid(text)).toBe(expected);
    expect(runsOf(() => webhook.isValid(text))).toBe(1);
  });
});

describe('the accept path runs the automaton itself on short input, and leaves long input to it', () => {
  const webhook = policy({
    schemes: ['https', 'http'],
    hostKinds: ['reg-name', 'IPv4address', 'IPv6address'],
    dnsName: true,
    deny: ['loopback'],
  });
  const iri = policy({ grammar: 'rfc3987', rule: 'IRI-reference', dnsName: true });
  const reference = policy({ rule: 'URI-reference', schemes: ['https'] });
  const relative = policy({ rule: 'relative-ref', hosts: { deny: ['a.b'] } });
  const longPath = `/${'a'.repeat(300)}`;
  test.each([
    // The automaton refuses a character of the scheme, the ":" after it, the "//" or the
    // authority, as the accept path steps it; or a character after the authority.
    ['webhook', '1http://example.com/', false],
    ['webhook', 'h~tp://example.com/', false],
    ['relative', 'a:b', false],
    ['webhook', '//example.com/', false],
    ['webhook', 'https://exa mple.com/', false],
    ['webhook', 'https://exämple.com/', false],
    ['webhook', 'https://example.com/a b', false],
    ['webhook', 'https://example.com/a?b#c#d', false],
    ['webhook', 'https://example.com', true],
    ['webhook', 'https://127.0.0.1/', false],
    ['webhook', 'https:x', false],
    ['iri', 'mailto:a@b', true],
    // Without a scheme, the run starts at the first character, whatever it is.
    ['reference', '//example.com/a', true],
    ['reference', 'a/b:c', true],
    ['reference', 'é', false],
    ['relative', '//a.b/', false],
    ['relative', '//a.c/', true],
    // Non-ASCII characters and surrogate pairs in an IRI's scheme region and authority.
    ['iri', 'http://exämple.com/', true],
    ['iri', 'http://😀.example/', true],
    ['iri', 'http://\ud83d.example/', false],
    ['iri', 'http://a.example\udc00/', false],
    ['iri', 'é:x', false],
    ['iri', '//é.example/x', true],
    ['iri', 'http://a b.example/', false],
    // Long input: the automaton's own run first, then the same reading for the clauses.
    ['webhook', `https://example.com${longPath}`, true],
    ['webhook', `https://example.com${longPath} `, false],
    ['webhook', `https://127.0.0.1${longPath}`, false],
    ['webhook', `ftp://example.com${longPath}`, false],
    ['iri', `http://😀.example${longPath}`, true],
  ] as const)('%s: %s', (name, text, expected) => {
    const compiled = { webhook, iri, reference, relative }[name];
    expect(compiled.isValid(text)).toBe(expected);
    expect(compiled.check(text).ok).toBe(expected);
    expect(runsOf(() => compiled.isValid(text))).toBe(1);
  });

  test('the whole of long input is the automaton’s to judge, before any clause reads it', () => {
    const text = `https://example.com${longPath}`;
    expect(text.length).toBeGreaterThanOrEqual(256);
    expect(webhook.isValid(`${text}%`)).toBe(false);
    expect(webhook.isValid(`${text}%41`)).toBe(true);
    expect(webhook.isValid(`https://exa mple.com${longPath}`)).toBe(false);
  });
});
