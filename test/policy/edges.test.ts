/**
 * Edges of the policy that the other tests left unasserted, found by the full Stryker run
 * (`npm run mutation:policy`, docs/mutation.md): each test names what a user sees change.
 */
import { policy } from '../../src';
import { parseRange } from '../../src/policy/addresses';

describe('deny: a CIDR range with nothing before its "/"', () => {
  test('is refused for its empty address, not read as an address "/8"', () => {
    expect(parseRange('/8')).toBe('"" is neither an IPv4 nor an IPv6 address');
    expect(() => policy({ deny: ['/24'] })).toThrow(
      'policy: deny: "/24" is neither an address class (loopback, private, link-local, unique-local, unspecified, documentation, multicast, broadcast, localhost) nor a CIDR range: "" is neither an IPv4 nor an IPv6 address',
    );
  });
});

describe("userinfo: 'no-password'", () => {
  test('accepts a URI with no userinfo at all, and a relative reference', () => {
    const noPassword = policy({ rule: 'URI-reference', userinfo: 'no-password' });
    for (const input of ['https://example.com/', 'mailto:a@example.com', '/a/b', '']) {
      expect(noPassword.check(input)).toEqual({ ok: true });
    }
  });
});

describe("whatwg: 'same' on a platform without URL", () => {
  test('is a TypeError when the policy is compiled, not a refusal of every input', () => {
    const platformUrl = globalThis.URL;
    try {
      Reflect.deleteProperty(globalThis, 'URL');
      expect(() => policy({ whatwg: 'same' })).toThrow(
        new TypeError(
          "policy: whatwg: 'same' needs the platform's URL class, and this platform has none",
        ),
      );
      expect(policy({ schemes: ['https'] }).isValid('https://example.com/')).toBe(true);
    } finally {
      globalThis.URL = platformUrl;
    }
    expect(policy({ whatwg: 'same' }).isValid('https://example.com/')).toBe(true);
  });
});

describe('deny: only 64:ff9b::/96 is NAT64 (RFC 6052 2.1)', () => {
  test('an address that differs from it in the first piece alone delivers to no IPv4 address', () => {
    const noLoopback = policy({ deny: ['loopback'] });
    expect(noLoopback.isValid('http://[64:ff9b::7f00:1]/')).toBe(false);
    expect(noLoopback.check('http://[65:ff9b::7f00:1]/')).toEqual({ ok: true });
    expect(noLoopback.check('http://[0:ff9b::7f00:1]/')).toEqual({ ok: true });
  });
});

describe('ports: a range with more than one "-"', () => {
  test('is a TypeError naming the entry', () => {
    expect(() => policy({ ports: ['1-2-3'] })).toThrow(
      new TypeError(
        'policy: ports: "1-2-3" is out of range: a port is a whole number from 0 to 65535',
      ),
    );
  });
});

describe('compile-time errors say what is wrong', () => {
  test('options whose keys cannot be read', () => {
    const unreadable = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no keys here');
        },
      },
    );
    expect(() => policy(unreadable)).toThrow(
      new TypeError('policy: the keys of the options could not be read from the object given'),
    );
  });

  test('schemeSyntax with a grammar other than rfc3986', () => {
    expect(() => policy({ grammar: 'rfc3987', schemeSyntax: true })).toThrow(
      new TypeError(
        'policy: schemeSyntax: the scheme grammars judge URIs (rfc3986), not rfc3987 references',
      ),
    );
  });
});

describe('messages quote up to 64 characters', () => {
  test('a scheme of 64 is quoted whole, one of 65 cut to 63 and an ellipsis', () => {
    const https = policy({ schemes: ['https'] });
    const message = (scheme: string) => {
      const result = https.check(`${scheme}:x`);
      return result.ok ? undefined : result.error.message;
    };
    const s64 = 'a'.repeat(64);
    expect(message(s64)).toBe(`The scheme "${s64}" is not one of the schemes allowed ("https").`);
    expect(message(`${s64}b`)).toBe(
      `The scheme "${'a'.repeat(63)}…" is not one of the schemes allowed ("https").`,
    );
  });
});
