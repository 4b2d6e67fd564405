/** RFC 3986 3.2.2 host values, and the RFC 5952 text of IPv6 addresses. */
import { parse } from '../../src/components';
import { UriSyntaxError } from '../../src/errors';
import { type HostValue, hostValue, parseHost } from '../../src/host';

function ipv6(host: string): { pieces: readonly number[]; canonical: string } {
  const value = parseHost(host);
  if (value.kind !== 'IPv6address') throw new Error(`${host} is a ${value.kind}`);
  return { pieces: value.pieces, canonical: value.canonical };
}

describe('IPv4address', () => {
  it.each([
    ['0.0.0.0', [0, 0, 0, 0]],
    ['192.0.2.1', [192, 0, 2, 1]],
    ['255.255.255.255', [255, 255, 255, 255]],
  ])('%s', (host, octets) => {
    expect(parseHost(host)).toEqual({ kind: 'IPv4address', octets });
  });

  it('first-match-wins: only a whole IPv4address is one (3.2.2)', () => {
    expect(parseHost('256.1.1.1').kind).toBe('reg-name');
    expect(parseHost('01.1.1.1').kind).toBe('reg-name');
    expect(parseHost('1.2.3.4.5').kind).toBe('reg-name');
    expect(parseHost('1.2.3').kind).toBe('reg-name');
  });
});

describe('IPv6address', () => {
  it('[::2:3:4:5:6:7:8]: the elided piece is the first (the uri-js bug)', () => {
    expect(ipv6('[::2:3:4:5:6:7:8]').pieces).toEqual([0, 2, 3, 4, 5, 6, 7, 8]);
    // RFC 5952 4.2.2: "::" MUST NOT shorten just one 16-bit 0 field.
    expect(ipv6('[::2:3:4:5:6:7:8]').canonical).toBe('0:2:3:4:5:6:7:8');
  });

  it.each([
    // RFC 5952 4.1: leading zeros suppressed; 4.3: lowercase.
    [
      '[2001:0DB8:0000:0000:0000:000A:BCDE:FFFF]',
      [0x2001, 0xdb8, 0, 0, 0, 0xa, 0xbcde, 0xffff],
      '2001:db8::a:bcde:ffff',
    ],
    // 4.2.1: "::" used to its maximum capability.
    ['[2001:db8:0:0:0:0:2:1]', [0x2001, 0xdb8, 0, 0, 0, 0, 2, 1], '2001:db8::2:1'],
    ['[2001:db8::0:1]', [0x2001, 0xdb8, 0, 0, 0, 0, 0, 1], '2001:db8::1'],
    // 4.2.2: never for a single zero piece.
    ['[2001:db8::1:1:1:1:1]', [0x2001, 0xdb8, 0, 1, 1, 1, 1, 1], '2001:db8:0:1:1:1:1:1'],
    ['[1:2:3:4:5:6:7::]', [1, 2, 3, 4, 5, 6, 7, 0], '1:2:3:4:5:6:7:0'],
    // 4.2.3: the longest run; the first on a tie.
    ['[2001:0:0:1:0:0:0:1]', [0x2001, 0, 0, 1, 0, 0, 0, 1], '2001:0:0:1::1'],
    ['[2001:db8:0:0:1:0:0:1]', [0x2001, 0xdb8, 0, 0, 1, 0, 0, 1], '2001:db8::1:0:0:1'],
    ['[::]', [0, 0, 0, 0, 0, 0, 0, 0], '::'],
    ['[::1]', [0, 0, 0, 0, 0, 0, 0, 1], '::1'],
    ['[1::]', [1, 0, 0, 0, 0, 0, 0, 0], '1::'],
    ['[0000:0000:0000::1]', [0, 0, 0, 0, 0, 0, 0, 1], '::1'],
    ['[FFFF:ffff:FfFf:0:0:0:0:0]', [0xffff, 0xffff, 0xffff, 0, 0, 0, 0, 0], 'ffff:ffff:ffff::'],
    // RFC 5952 5: mixed notation for the IPv4-mapped prefix only.
    ['[0:0:0:0:0:ffff:192.0.2.1]', [0, 0, 0, 0, 0, 0xffff, 0xc000, 0x201], '::ffff:192.0.2.1'],
    ['[::FFFF:c000:0201]', [0, 0, 0, 0, 0, 0xffff, 0xc000, 0x201], '::ffff:192.0.2.1'],
    ['[::192.0.2.1]', [0, 0, 0, 0, 0, 0, 0xc000, 0x201], '::c000:201'],
    ['[::ffff:0:192.0.2.1]', [0, 0, 0, 0, 0xffff, 0, 0xc000, 0x201], '::ffff:0:c000:201'],
    ['[64:ff9b::192.0.2.33]', [0x64, 0xff9b, 0, 0, 0, 0, 0xc000, 0x221], '64:ff9b::c000:221'],
    ['[1:2:3:4:5:6:1.2.3.4]', [1, 2, 3, 4, 5, 6, 0x102, 0x304], '1:2:3:4:5:6:102:304'],
  ])('%s', (host, pieces, canonical) => {
    expect(parseHost(host)).toEqual({ kind: 'IPv6address', pieces, canonical });
  });
});

describe('IPvFuture', () => {
  it('splits the version from the address, both as written', () => {
    expect(parseHost('[v1FdE.AddR]')).toEqual({
      kind: 'IPvFuture',
      version: '1FdE',
      address: 'AddR',
    });
    expect(parseHost('[V7.a.b:c]')).toEqual({ kind: 'IPvFuture', version: '7', address: 'a.b:c' });
  });
});

describe('reg-name', () => {
  it.each<[string, HostValue]>([
    ['example.com', { kind: 'reg-name', name: 'example.com', decoded: true }],
    ['', { kind: 'reg-name', name: '', decoded: true }],
    ['Alpha%ce%b1', { kind: 'reg-name', name: 'Alphaα', decoded: true }],
    ['a%2Fb', { kind: 'reg-name', name: 'a/b', decoded: true }],
    ['127.0.0.%31', { kind: 'reg-name', name: '127.0.0.1', decoded: true }],
    ['%92%99', { kind: 'reg-name', name: '%92%99', decoded: false }],
    ['x%C0%AE', { kind: 'reg-name', name: 'x%C0%AE', decoded: false }],
  ])('%j', (host, value) => {
    expect(parseHost(host)).toEqual(value);
  });
});

describe('hostValue and refusals', () => {
  it('reads the host of parsed components, undefined without an authority', () => {
    expect(hostValue(parse('http://[::1]:80/'))).toEqual({
      kind: 'IPv6address',
      pieces: [0, 0, 0, 0, 0, 0, 0, 1],
      canonical: '::1',
    });
    expect(hostValue(parse('mailto:a@b'))).toBeUndefined();
    expect(hostValue(parse('file:///x'))).toEqual({ kind: 'reg-name', name: '', decoded: true });
  });

  it.each(['[::1%25eth0]', '[1:2:3:4:5:6:7:8:9]', '[::1', 'a b', '[v.x]', '[1::2::3]', 'a%2'])(
    'refuses %j with UriSyntaxError',
    (host) => {
      expect(() => parseHost(host)).toThrow(UriSyntaxError);
    },
  );

  it('refuses a non-string with a TypeError', () => {
    expect(() => parseHost(1 as unknown as string)).toThrow(TypeError);
  });
});
