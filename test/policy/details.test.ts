/**
 * The details a refusal carries (the words of its message, quoting, the address a host reaches)
 * and the edges of the readers behind the clauses, each asserted so that a change shows.
 */
import { policy } from '../../src';
import { embeddedIpv4, isLocalhostName, parseRange } from '../../src/policy/addresses';
import { hostFacts, hostName } from '../../src/policy/hosts';
import { referenceReading, whatwgReading } from '../../src/policy/whatwg';
import { splitValid } from '../../src/components';

const messageOf = (options: object, input: unknown): string => {
  const result = policy(options).check(input);
  if (result.ok) throw new Error(`accepted ${String(input)}`);
  return result.error.message;
};

describe('messages', () => {
  test.each([
    [
      { schemes: ['https', 'mailto'] },
      'ftp://a/',
      'The scheme "ftp" is not one of the schemes allowed ("https", "mailto").',
    ],
    [
      { schemes: ['http'] },
      'http:x',
      'An "http" URI needs an authority with a non-empty host (RFC 9110 4.2.1: a recipient MUST reject one with an empty host as invalid).',
    ],
    [
      { schemes: ['https'] },
      'https://@/',
      'An "https" URI needs an authority with a non-empty host (RFC 9110 4.2.2: a recipient MUST reject one with an empty host as invalid).',
    ],
    [
      { schemes: ['ws'] },
      'ws:/x',
      'A "ws" URI needs a host (RFC 6455 3: ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ]).',
    ],
    [
      { schemes: ['wss'] },
      'wss://u@a/',
      'A "wss" URI has no userinfo (RFC 6455 3: its authority is a host and a port).',
    ],
    [
      { authority: 'required' },
      'a:b',
      'The reference has no authority ("//" and a host), and the policy requires one.',
    ],
    [
      { authority: 'forbidden' },
      'a://b',
      'The reference has an authority, and the policy forbids one.',
    ],
    [
      { userinfo: 'forbid' },
      'a://u:p@b',
      'The authority has a userinfo "u:p" before "@", and the policy forbids one.',
    ],
    [
      { hostKinds: ['reg-name'] },
      'a://1.2.3.4',
      'The host "1.2.3.4" is an IPv4address, and the policy allows "reg-name".',
    ],
    [
      { hostKinds: ['reg-name', 'IPv6address'] },
      'a://0x7f.1',
      'The host "0x7f.1" (read as the IPv4 address 127.0.0.1 by WHATWG URL parsers and inet_aton) is an IPv4 address to a fetcher, and the policy allows no IPv4address.',
    ],
    [
      { idn: false },
      'a://xn--a.b',
      'The host "xn--a.b" is an internationalized domain name (non-ASCII or an "xn--" label), and the policy forbids them.',
    ],
    [{ dnsName: true }, 'a://', 'The host "" is not a DNS name: it is empty.'],
    [
      { dnsName: true },
      `a://${'a'.repeat(65)}`,
      `The host "${'a'.repeat(63)}…" is not a DNS name: the label "${'a'.repeat(63)}…" is 65 octets long, more than 63 (RFC 1034 3.1).`,
    ],
    [
      { dnsName: true },
      `a://${'a.'.repeat(127)}a`,
      `The host "${'a.'.repeat(31)}a…" is not a DNS name: it is 255 octets long, more than the 253 a domain name can have (RFC 1034 3.1).`,
    ],
    [
      { dnsName: true },
      'a://a_b',
      'The host "a_b" is not a DNS name: the label "a_b" is not letters, digits and hyphens, starting and ending with a letter or digit (RFC 1123 2.1).',
    ],
    [
      { dnsName: { requireTld: true } },
      'a://a.1',
      'The host "a.1" is not a DNS name: it has no top-level label that is not all digits.',
    ],
    [
      { deny: ['loopback'] },
      'a://[::ffff:127.0.0.1]',
      'The host "[::ffff:127.0.0.1]" (which delivers to the IPv4 address 127.0.0.1) is in the loopback addresses (127.0.0.0/8), which the policy denies.',
    ],
    [
      { deny: ['10.0.0.0/8'] },
      'a://10.1.1.1',
      'The host "10.1.1.1" is in 10.0.0.0/8, which the policy denies.',
    ],
    [
      { deny: ['localhost'] },
      'a://localhost',
      'The host "localhost" is a localhost name, which resolves to the loopback address (RFC 6761 6.3), and the policy denies it.',
    ],
    [
      { deny: ['multicast'] },
      'a://[v1.x]',
      'The host "[v1.x]" is an IPvFuture literal, whose address no one can classify, and the policy denies address classes.',
    ],
    [
      { hosts: { deny: ['b.example'] } },
      'a://B.example',
      'The host "B.example" matches "b.example" in hosts.deny.',
    ],
    [
      { hosts: { allow: ['b.example', '*.c.example'] } },
      'a://d',
      'The host "d" is not one of the hosts allowed ("b.example", "*.c.example").',
    ],
    [
      { hosts: { allow: ['b.example'] } },
      'a:b',
      'The reference has no host, and the policy allows only the hosts it lists.',
    ],
    [{ ports: [1, '5-6'] }, 'a://b:7', 'The port "7" is not among the ports allowed (1, 5-6).'],
    [
      { ports: [443] },
      'HTTP://b',
      'No port is written, so "http" uses its default port 80, which is not among the ports allowed (443).',
    ],
    [{ path: false }, 'a://b/c', 'The path "/c" is more than "/", and the policy forbids a path.'],
    [{ query: false }, 'a://b?', 'The reference has a query, and the policy forbids one.'],
    [{ fragment: false }, 'a://b#', 'The reference has a fragment, and the policy forbids one.'],
    [
      { maxLength: 2 },
      'a:bc',
      'The input is 4 characters long, more than the 2 the policy allows.',
    ],
    [{}, null, 'Expected a string (an RFC 3986 URI), got null.'],
    [
      { grammar: 'rfc3987', rule: 'IRI-reference' },
      7,
      'Expected a string (an RFC 3987 IRI-reference), got a number.',
    ],
    [
      { whatwg: 'same' },
      'http://a%2fb/',
      'The WHATWG URL parser (what fetch and most HTTP clients use) refuses this input, so a fetcher cannot use what was validated.',
    ],
    [
      { whatwg: 'same' },
      'http://0x7f.1/',
      'The WHATWG URL parser (what fetch uses) reads the host as "127.0.0.1", where RFC 3986 reads "0x7f.1", so the fetcher would not use what was validated.',
    ],
    [
      { whatwg: 'same' },
      'http:a',
      'The WHATWG URL parser (what fetch uses) reads the host as "a", where RFC 3986 reads no host, so the fetcher would not use what was validated.',
    ],
  ])('%j %j', (options, input, message) => {
    expect(messageOf(options, input)).toBe(message);
  });

  test("a syntax refusal carries the grammar's own message", () => {
    expect(messageOf({}, 'a b')).toMatch(/^Not a valid URI at offset 1: found a space/);
  });
});

describe('spans at the edges', () => {
  test.each([
    [{ ports: [443] }, 'http://u@b', 10, 0],
    [{ ports: [1] }, 'a://b:2/c', 6, 1],
    [{ authority: 'required', rule: 'URI-reference' }, 'c/d', 0, 0],
    [{ hosts: { allow: ['x'] } }, 'a:/b', 2, 0],
    [{ schemes: ['http'] }, 'http:', 5, 0],
    [{ whatwg: 'same' }, 'http:a/b?q', 5, 3],
    [{ whatwg: 'same', rule: 'URI-reference' }, '//0x7f.1/', 2, 6],
  ])('%j %s', (options, input, offset, length) => {
    expect(policy(options as never).check(input)).toMatchObject({ error: { offset, length } });
  });
});

describe('the readers', () => {
  test.each([
    ['Example.COM.', 'example.com'],
    ['%65X.com', 'ex.com'],
    ['%FF.com', '%ff.com'],
    ['a..', 'a.'],
    ['', ''],
  ])('hostName(%j) is %j', (host, name) => {
    expect(hostName(host)).toBe(name);
  });

  test.each([
    ['1.2.3.4', 'IPv4address', { ipv4: 0x01020304 }],
    ['[::1]', 'IPv6address', { ipv6: [0, 0, 0, 0, 0, 0, 0, 1] }],
    [
      '[::ffff:1.2.3.4]',
      'IPv6address',
      { ipv6: [0, 0, 0, 0, 0, 0xffff, 0x102, 0x304], ipv4: 0x01020304 },
    ],
    ['[fe80::1%25en0]', 'IPv6addrz', { ipv6: [0xfe80, 0, 0, 0, 0, 0, 0, 1] }],
    ['[v1.x]', 'IPvFuture', {}],
    ['example.com', 'reg-name', { name: 'example.com' }],
    ['example.1', 'reg-name', { name: 'example.1' }],
    ['1.example', 'reg-name', { name: '1.example' }],
    ['0x7f.1', 'reg-name', { name: '0x7f.1', ipv4: 0x7f000001 }],
    ['127.1.', 'reg-name', { name: '127.1', ipv4: 0x7f000001 }],
    ['%31.1', 'reg-name', { name: '1.1', ipv4: 0x01000001 }],
    [encodeURIComponent('１２７.0.0.1'), 'reg-name', { name: '127.0.0.1', ipv4: 0x7f000001 }],
    [encodeURIComponent('a⒈b'), 'reg-name', { name: 'a⒈b' }],
    ['bücher', 'ireg-name', { name: 'bücher' }],
  ])('hostFacts(%j, %s)', (host, kind, facts) => {
    expect(hostFacts(host, kind)).toEqual(facts);
  });

  test.each([
    [[0, 0, 0, 0, 0, 0xffff, 0x7f00, 1], 0x7f000001],
    [[0, 0, 0, 0, 0, 0, 0x7f00, 1], 0x7f000001],
    [[0, 0, 0, 0, 0, 0, 0, 1], null],
    [[0, 0, 0, 0, 0, 0, 0, 0], null],
    [[0, 0, 0, 0, 0, 0, 0, 2], 2],
    [[0x64, 0xff9b, 0, 0, 0, 0, 0x7f00, 1], 0x7f000001],
    [[0x64, 0xff9b, 0, 0, 0, 1, 0x7f00, 1], null],
    [[0x64, 0xff9a, 0, 0, 0, 0, 0x7f00, 1], null],
    [[0, 0, 0, 0, 1, 0xffff, 0x7f00, 1], null],
    [[0, 0, 0, 0, 0, 0xfffe, 0x7f00, 1], null],
    [[1, 0, 0, 0, 0, 0, 0x7f00, 1], null],
    [[0, 1, 0, 0, 0, 0, 0, 5], null],
    [[0, 0, 1, 0, 0, 0, 0, 5], null],
    [[0, 0, 0, 1, 0, 0, 0, 5], null],
    [[0x64, 0xff9b, 1, 0, 0, 0, 0, 5], null],
    [[0x64, 0xff9b, 0, 1, 0, 0, 0, 5], null],
    [[0x64, 0xff9b, 0, 0, 1, 0, 0, 5], null],
  ])('embeddedIpv4(%j) is %p', (pieces, address) => {
    expect(embeddedIpv4(pieces)).toBe(address);
  });

  test.each([
    ['localhost', true],
    ['localhost.', true],
    ['a.localhost', true],
    ['a.localhost.', true],
    ['alocalhost', false],
    ['localhost.a', false],
  ])('isLocalhostName(%j) is %p', (name, expected) => {
    expect(isLocalhostName(name)).toBe(expected);
  });

  test.each([
    ['10.0.0.0/8', { family: 4, address: 0x0a000000, prefix: 8 }],
    ['10.0.0.0', { family: 4, address: 0x0a000000, prefix: 32 }],
    ['0.0.0.0/0', { family: 4, address: 0, prefix: 0 }],
    ['::/0', { family: 6, pieces: [0, 0, 0, 0, 0, 0, 0, 0], prefix: 0 }],
    ['fe80::/10', { family: 6, pieces: [0xfe80, 0, 0, 0, 0, 0, 0, 0], prefix: 10 }],
    ['::1', { family: 6, pieces: [0, 0, 0, 0, 0, 0, 0, 1], prefix: 128 }],
    ['10.0.0.0/100', 'the prefix length "100" is not a whole number from 0 to 32'],
    ['10.0.0.0/1000', 'the prefix length "1000" is not a whole number from 0 to 32'],
    ['::/129', 'the prefix length "129" is not a whole number from 0 to 128'],
    ['::/1x', 'the prefix length "1x" is not a whole number from 0 to 128'],
    ['fe80::/8', 'fe80:: has bits set past the /8 prefix'],
    ['fe80::/9', { family: 6, pieces: [0xfe80, 0, 0, 0, 0, 0, 0, 0], prefix: 9 }],
    ['10.0.0.1/31', '10.0.0.1 has bits set past the /31 prefix'],
    ['x/8', '"x" is neither an IPv4 nor an IPv6 address'],
  ])('parseRange(%j)', (text, expected) => {
    const range = parseRange(text);
    if (typeof expected === 'string') expect(range).toBe(expected);
    else expect(range).toEqual({ ...expected, text });
  });

  test.each([
    ['http://a:0000/', { port: '0' }],
    ['http://a:00080/', { port: '' }],
    ['foo://a:80/', { port: '80' }],
    ['foo://A%41/b', { host: 'AA', path: '/b' }],
    ['foo://a', { path: '' }],
    ['http://a', { path: '/' }],
    ['mailto:b', { host: null, path: 'b' }],
    ['http://[::ffff:1.2.3.4]/', { host: '[::ffff:102:304]' }],
    ['http://[v1.x]/', { host: '[v1.x]' }],
    ['http://B%C3%BC/%C3%A4/../x', { host: 'xn--b-eha', path: '/x' }],
  ])('referenceReading(%s)', (text, fields) => {
    expect(referenceReading(splitValid(text))).toMatchObject(fields);
  });

  test('whatwgReading: the host is null exactly when there is no "//"', () => {
    expect(whatwgReading('foo:/x', undefined)).toMatchObject({ host: null, path: '/x' });
    expect(whatwgReading('foo:///x', undefined)).toMatchObject({ host: '', path: '/x' });
    expect(whatwgReading('x', 'foo://h/')).toMatchObject({ host: 'h', path: '/x' });
    expect(whatwgReading('x', undefined)).toBeNull();
  });
});
