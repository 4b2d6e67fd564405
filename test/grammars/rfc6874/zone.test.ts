/**
 * RFC 6874's zone identifier as the operations see it: `parse` gives the ZoneID as written in
 * `zone` and the host kind IPv6addrz; `parseHost` decodes it (RFC 6874 section 2: characters
 * outside "unreserved" are percent-encoded); the address keeps its RFC 5952 form; recomposition
 * puts it back; a host without a zone has no `zone`.
 */
import fc from 'fast-check';
import { g, runParameters, SCALE } from './support';

describe('parse and parseHost', () => {
  it('http://[fe80::1%25eth0]:8080/p: host, zone and kind', () => {
    expect(g.parse('http://[fe80::1%25eth0]:8080/p')).toMatchObject({
      host: '[fe80::1%25eth0]',
      zone: 'eth0',
      hostKind: 'IPv6addrz',
      port: '8080',
      path: '/p',
    });
    expect(g.parseHost('[fe80::1%25eth0]')).toEqual({
      kind: 'IPv6addrz',
      pieces: [0xfe80, 0, 0, 0, 0, 0, 0, 1],
      canonical: 'fe80::1',
      zone: 'eth0',
    });
  });

  it('a percent-encoded zone is decoded by parseHost and kept as written by parse', () => {
    expect(g.parse('//[FF02::2%25en%2F1]').zone).toBe('en%2F1');
    expect(g.parseHost('[FF02::2%25en%2F1]')).toMatchObject({ canonical: 'ff02::2', zone: 'en/1' });
    expect(g.parseHost('[::1%25%25]')).toMatchObject({ zone: '%' });
  });

  it('a host without a zone has none', () => {
    expect(g.parse('http://[::1]/').zone).toBeUndefined();
    expect(g.parse('http://[::1]/').hostKind).toBe('IPv6address');
    expect(g.parse('http://a/').zone).toBeUndefined();
  });

  it('RFC 4007 text ("%eth0", unencoded) is no RFC 6874 zone', () => {
    expect(g.isValid('URI', 'http://[fe80::1%eth0]/')).toBe(false);
    expect(() => g.parse('http://[fe80::1%eth0]/')).toThrow(
      expect.objectContaining({ name: 'UriSyntaxError' }),
    );
  });

  const RUNS = 1000 * SCALE;
  it(`${RUNS} generated zones: parse keeps them, parseHost decodes them, recompose restores`, () => {
    const zoneCharacter = fc.oneof(
      fc.constantFrom(...'abcXYZ019-._~'),
      fc.constantFrom(['%41', 'A'], ['%2F', '/'], ['%25', '%'], ['%C3%A9', 'é'], ['%20', ' ']),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('fe80::1', '::1', '1:2:3:4:5:6:7:8', '::ffff:1.2.3.4'),
        fc.array(zoneCharacter, { minLength: 1, maxLength: 6 }),
        (address, parts) => {
          const written = parts.map((part) => (typeof part === 'string' ? part : part[0])).join('');
          const decoded = parts.map((part) => (typeof part === 'string' ? part : part[1])).join('');
          const text = `http://[${address}%25${written}]/x`;
          const components = g.parse(text);
          expect(components).toMatchObject({ zone: written, hostKind: 'IPv6addrz' });
          expect(g.parseHost(components.host!)).toMatchObject({ kind: 'IPv6addrz', zone: decoded });
          expect(g.recompose(components)).toBe(text);
        },
      ),
      runParameters(RUNS),
    );
  });
});
