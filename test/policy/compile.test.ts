/**
 * A malformed policy fails when it is compiled, with a TypeError that names what is wrong, and
 * never later, per input. Options are read as own data properties.
 */
import { policy } from '../../src';

describe('a malformed policy is a TypeError at compile time', () => {
  test.each([
    [
      { shemes: ['https'] },
      /unknown clause "shemes" in the options; the clauses are grammar, rule/,
    ],
    [{ [Symbol('x')]: 1 }, /unknown clause a symbol/],
    [{ schemes: ['ht tp'] }, /schemes: "ht tp" is not a scheme name/],
    [{ schemes: ['1http'] }, /"1http" is not a scheme name/],
    [{ schemes: [''] }, /"" is not a scheme name/],
    [{ schemes: ['https:'] }, /"https:" is not a scheme name/],
    [{ schemes: 'https' }, /schemes must be an array, got "https"/],
    [{ schemes: [1] }, /schemes must hold strings, got a number/],
    [
      { deny: ['10.0.0.0/33'] },
      /deny: "10.0.0.0\/33" is neither an address class .* prefix length "33"/,
    ],
    [{ deny: ['10.0.0.1/8'] }, /10.0.0.1 has bits set past the \/8 prefix/],
    [{ deny: ['2001:db8::1/32'] }, /2001:db8::1 has bits set past the \/32 prefix/],
    [{ deny: ['2001:db8::/129'] }, /prefix length "129" is not a whole number from 0 to 128/],
    [{ deny: ['10.0.0.0/08'] }, /prefix length "08"/],
    [{ deny: ['10.0.0.0/'] }, /prefix length ""/],
    [{ deny: ['256.0.0.0/8'] }, /"256.0.0.0" is neither an IPv4 nor an IPv6 address/],
    [{ deny: ['privat'] }, /"privat" is neither an address class \(loopback, private/],
    [{ deny: ['[::1]'] }, /"\[::1\]" is neither/],
    [{ ports: [65536] }, /ports: 65536 is out of range: a port is a whole number from 0 to 65535/],
    [{ ports: [-1] }, /ports: -1 is out of range/],
    [{ ports: [80.5] }, /ports: 80.5 is out of range/],
    [{ ports: ['1-70000'] }, /ports: "1-70000" is out of range/],
    [{ ports: ['90-80'] }, /ports: the range "90-80" ends before it starts/],
    [{ ports: ['1-2-3'] }, /ports: "1-2-3" is out of range/],
    [{ ports: ['http'] }, /ports: "http" is out of range/],
    [{ ports: [null] }, /ports must hold port numbers and "low-high" strings, got null/],
    [{ hosts: ['example.com'] }, /hosts must be an object \{ allow\?, deny\? \}/],
    [{ hosts: null }, /hosts must be an object/],
    [{ hosts: { alow: [] } }, /unknown clause "alow" in hosts; the clauses are allow, deny/],
    [{ hosts: { allow: ['a b'] } }, /hosts.allow: "a b" is not a host/],
    [{ hosts: { deny: ['*.'] } }, /hosts.deny: "\*." is not a host/],
    [{ hosts: { allow: [''] } }, /hosts.allow: "" is not a host/],
    [{ authority: 'optional' }, /authority is "required" or "forbidden", not "optional"/],
    [{ userinfo: 'deny' }, /userinfo is "allow" or "forbid" or "no-password", not "deny"/],
    [{ whatwg: true }, /whatwg is "same", not a boolean/],
    [{ query: 'no' }, /query is true or false, not "no"/],
    [{ fragment: 0 }, /fragment is true or false/],
    [{ path: null }, /path is true or false/],
    [{ idn: 'no' }, /idn is true or false/],
    [{ dnsName: 'yes' }, /dnsName is true, false or \{ requireTld: true \}/],
    [{ dnsName: [] }, /dnsName is true, false or/],
    [{ dnsName: { requireTLD: true } }, /unknown clause "requireTLD" in dnsName/],
    [{ dnsName: { requireTld: 'yes' } }, /dnsName.requireTld is true or false/],
    [
      { hostKinds: ['hostname'] },
      /hostKinds: "hostname" is not a host kind of rfc3986; they are reg-name, IPv4address/,
    ],
    [{ hostKinds: ['ireg-name'] }, /"ireg-name" is not a host kind of rfc3986/],
    [{ hostKinds: ['IPv6addrz'] }, /"IPv6addrz" is not a host kind of rfc3986/],
    [
      { maxLength: -1 },
      /maxLength must be a whole number from 0 up, got -1|maxLength must be a whole number from 0 up/,
    ],
    [{ maxLength: 1.5 }, /maxLength must be a whole number/],
    [{ maxLength: '10' }, /maxLength must be a whole number from 0 up, got "10"/],
    [
      { grammar: 'rfc2396' },
      /grammar is rfc3986, rfc3987 or rfc6874, not "rfc2396" \(RFC 2396 is obsolete/,
    ],
    [{ grammar: 'rfc9999' }, /grammar is rfc3986, rfc3987 or rfc6874, not "rfc9999"$/],
    [
      { rule: 'IRI' },
      /rule is one of URI-reference, URI, absolute-URI, relative-ref in rfc3986, not "IRI"/,
    ],
    [{ rule: 'host' }, /rule is one of/],
    [
      { grammar: 'rfc3987', rule: 'URI' },
      /rule is one of IRI-reference, IRI, absolute-IRI, irelative-ref in rfc3987/,
    ],
  ])('%p', (options, message) => {
    expect(() => policy(options as never)).toThrow(TypeError);
    expect(() => policy(options as never)).toThrow(message);
  });

  test.each([null, 42, 'https'])('options that are not an object (%p)', (options) => {
    expect(() => policy(options as never)).toThrow(/policy: options must be an object/);
  });

  test('a getter is refused, not called', () => {
    let called = false;
    const options = {
      get schemes() {
        called = true;
        return ['https'];
      },
    };
    expect(() => policy(options as never)).toThrow(/schemes must be a plain value, not a getter/);
    expect(called).toBe(false);
  });

  test("a Proxy whose traps throw is a TypeError, not the trap's error", () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('trap');
        },
      },
    );
    expect(() => policy(hostile)).toThrow(TypeError);
  });
});

describe('well-formed policies compile', () => {
  test.each([
    [undefined],
    [{}],
    [{ schemes: [] }],
    [{ schemes: ['HTTPS', 'a+b-c.d'] }],
    [{ deny: ['0.0.0.0/0', '::/0', '::', '10.0.0.0/8', '2001:db8::/32', 'loopback'] }],
    [{ ports: [0, 65535, '0-65535', '80'] }],
    [{ hosts: { allow: ['*.example.com', '[::1]', '::1', '1.2.3.4', 'a%41.example'] } }],
    [{ hosts: {} }],
    [{ dnsName: { requireTld: true } }],
    [{ dnsName: {} }],
    [{ userinfo: 'allow', idn: true, path: true, query: true, fragment: true, dnsName: false }],
    [{ grammar: 'rfc6874', rule: 'URI-reference', hostKinds: ['IPv6addrz'] }],
    [{ grammar: 'rfc3987', rule: 'irelative-ref', hostKinds: ['ireg-name'] }],
    [{ maxLength: 0, whatwg: 'same' }],
  ])('%p', (options) => {
    expect(() => policy(options as never)).not.toThrow();
  });

  test('the options are read once: changing them afterwards changes nothing', () => {
    const schemes = ['https'];
    const options = { schemes };
    const compiled = policy(options);
    schemes.push('http');
    (options as Record<string, unknown>).userinfo = 'forbid';
    expect(compiled.isValid('http://a/')).toBe(false);
    expect(compiled.isValid('https://u@a/')).toBe(true);
  });

  test('the validator is frozen', () => {
    const compiled = policy({});
    expect(Object.isFrozen(compiled)).toBe(true);
    expect(Object.isFrozen(compiled['~standard'])).toBe(true);
  });
});

describe('polluted prototypes add no clause', () => {
  const names = ['schemes', 'deny', 'userinfo', 'query', 'maxLength', 'allow', 'requireTld'];
  afterEach(() => {
    for (const name of names) delete (Object.prototype as Record<string, unknown>)[name];
  });
  test('Object.prototype carrying clause names', () => {
    const polluted = Object.prototype as Record<string, unknown>;
    polluted.schemes = ['https'];
    polluted.deny = ['loopback'];
    polluted.userinfo = 'forbid';
    polluted.query = false;
    polluted.maxLength = 1;
    polluted.allow = ['nothing.example'];
    polluted.requireTld = true;
    const compiled = policy({ hosts: {}, dnsName: {} });
    for (const input of ['javascript://127.0.0.1/?q', 'http://u@localhost/?q']) {
      expect(compiled.check(input)).toEqual({ ok: true });
    }
  });
});
