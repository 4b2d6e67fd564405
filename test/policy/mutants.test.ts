/**
 * Inputs the accept path (src/policy/accept.ts) reads apart from the clauses, which the random
 * policies of accept.test.ts reach only by chance, and clauses and compile-time checks whose
 * tables compile their policies outside any test (so Stryker's per-test coverage charges no test
 * with them): found by the full Stryker run of 2026-11-28 (`npm run mutation:policy`,
 * docs/mutation.md). Every policy here is compiled inside its test. Each row states the answer,
 * and `isValid` (the accept path) and `check` (the clauses) must both give it.
 */
import { type PolicyOptions, policy } from '../../src';

function answers(options: PolicyOptions, rows: readonly (readonly [string, boolean])[]): void {
  const compiled = policy(options);
  for (const [input, expected] of rows) {
    expect([input, compiled.isValid(input)]).toEqual([input, expected]);
    expect([input, compiled.check(input).ok]).toEqual([input, expected]);
  }
}

describe('schemes longer than seven characters are compared character by character', () => {
  test('an allowed scheme of 16 characters, in any case, and its near misses', () => {
    answers({ schemes: ['chrome-extension', 'https'] }, [
      ['chrome-extension://abc/', true],
      ['CHROME-Extension://abc/', true],
      ['chrome-extensioN:', true],
      ['chrome-extensiox://abc/', false],
      ['xhrome-extension://abc/', false],
      ['chrome-extension1://abc/', false],
      ['chrome-extensio://abc/', false],
      ['https://abc/', true],
    ]);
  });

  test('an allowed scheme of exactly seven characters', () => {
    answers({ schemes: ['git+ssh', 'svn+ssh1'] }, [
      ['git+ssh://host/repo', true],
      ['GIT+SSH://host/repo', true],
      ['svn+ssh1://host/repo', true],
      ['git+ssh1://host/repo', false],
      ['svn+ssh://host/repo', false],
    ]);
  });

  test('under ports, a long scheme has no default port', () => {
    answers({ ports: [8080] }, [
      ['chrome-extension://abc/', true],
      ['chrome-extension://abc:8080/', true],
      ['chrome-extension://abc:80/', false],
      ['http://abc/', false],
      ['HTTP://abc:8080/', true],
    ]);
  });
});

describe('host names are compared in lowercase, A to Z only', () => {
  test('a listed name with capitals at both ends of A-Z, and an underscore', () => {
    answers({ hosts: { allow: ['az_.example', '*.z_a.example'] } }, [
      ['http://az_.example/', true],
      ['http://AZ_.EXAMPLE/', true],
      ['http://Az_.example./', true],
      ['http://bz_.example/', false],
      ['http://x.Z_A.example/', true],
      ['http://Z_A.example/', false],
    ]);
  });

  test('a listed name matches the whole host, not its start', () => {
    answers({ hosts: { allow: ['example.com'] } }, [
      ['http://example.com/', true],
      ['http://example.community/', false],
      ['http://example.co/', false],
      ['http://www.example.com/', false],
    ]);
  });

  test('a listed suffix matches after a dot only', () => {
    answers({ hosts: { allow: ['*.example.com'] } }, [
      ['http://a.example.com/', true],
      ['http://.example.com/', true],
      ['http://evilexample.com/', false],
      ['http://example.com/', false],
    ]);
  });

  test('more than eight suffixes (a Set): a name that starts with a dot', () => {
    const suffixes = Array.from({ length: 9 }, (_, i) => `*.h${i}.example`);
    answers({ hosts: { deny: suffixes } }, [
      ['http://.h3.example/', false],
      ['http://x.H8.example/', false],
      ['http://h3.example/', true],
      ['http://xh3.example/', true],
    ]);
  });
});

describe('address ranges: both ends in, the neighbours out', () => {
  test('IPv4 ranges and single addresses', () => {
    answers({ deny: ['8.8.8.8', '10.0.0.0/8'] }, [
      ['http://8.8.8.8/', false],
      ['http://8.8.8.7/', true],
      ['http://8.8.8.9/', true],
      ['http://10.0.0.0/', false],
      ['http://10.255.255.255/', false],
      ['http://9.255.255.255/', true],
      ['http://11.0.0.0/', true],
    ]);
  });

  test('0.0.0.0 is an address, in deny and in both host lists', () => {
    answers({ deny: ['unspecified'] }, [
      ['http://0.0.0.0/', false],
      ['http://8.8.8.8/', true],
      ['http://[::]/', false],
      ['http://[::2]/', false],
      ['http://[::1]/', true],
    ]);
    answers({ hosts: { deny: ['0.0.0.0'] } }, [
      ['http://0.0.0.0/', false],
      ['http://0.0.0.1/', true],
    ]);
    answers({ hosts: { allow: ['0.0.0.0'] } }, [
      ['http://0.0.0.0/', true],
      ['http://0.0.0.1/', false],
    ]);
  });

  test('an IPv4 host is not compared with IPv6 entries', () => {
    answers({ hosts: { allow: ['[::]'] } }, [
      ['http://8.8.8.8/', false],
      ['http://[::]/', true],
    ]);
    answers({ hosts: { deny: ['::'] } }, [
      ['http://8.8.8.8/', true],
      ['http://[::]/', false],
    ]);
  });

  test('only the exact IPv4-mapped and NAT64 prefixes deliver to IPv4', () => {
    answers({ deny: ['loopback'] }, [
      ['http://[::ffff:7f00:1]/', false],
      ['http://[1:0:0:0:0:ffff:7f00:1]/', true],
      ['http://[0:1:0:0:0:ffff:7f00:1]/', true],
      ['http://[0:0:1:0:0:ffff:7f00:1]/', true],
      ['http://[0:0:0:1:0:ffff:7f00:1]/', true],
      ['http://[0:0:0:0:1:ffff:7f00:1]/', true],
      ['http://[64:ff9b::7f00:1]/', false],
      ['http://[64:ff9a::7f00:1]/', true],
      ['http://[64:ff9b:1::7f00:1]/', true],
      ['http://[64:ff9b:0:1::7f00:1]/', true],
      ['http://[64:ff9b:0:0:1::7f00:1]/', true],
      ['http://[64:ff9b::1:7f00:1]/', true],
    ]);
  });

  test('a "%" in the path is no zone of the IPv6 literal', () => {
    answers({ deny: ['loopback'] }, [
      ['http://[::1]/%41', false],
      ['http://[::2]/%41', true],
    ]);
  });
});

describe('host kinds', () => {
  test('each kind refused when not listed, and accepted when listed (RFC 6874)', () => {
    answers({ grammar: 'rfc6874', hostKinds: ['reg-name'] }, [
      ['http://a/', true],
      ['http://1.2.3.4/', false],
      ['http://[::1]/', false],
      ['http://[fe80::1%25eth0]/', false],
      ['http://[v1.x]/', false],
      ['http://[V1.x]/', false],
    ]);
    answers({ grammar: 'rfc6874', hostKinds: ['IPv6address'] }, [
      ['http://[::1]/', true],
      ['http://[fe80::1%25eth0]/', false],
    ]);
    answers({ grammar: 'rfc6874', hostKinds: ['IPv6addrz', 'IPvFuture'] }, [
      ['http://[::1]/', false],
      ['http://[fe80::1%25eth0]/', true],
      ['http://[V1.x]/', true],
      ['http://a/', false],
    ]);
  });

  test('dotted decimal from 0 to 9 in the first octet', () => {
    answers({ hostKinds: ['IPv4address'] }, [
      ['http://0.1.2.3/', true],
      ['http://9.1.2.3/', true],
      ['http://255.255.255.255/', true],
      ['http://a.1.2.3/', false],
    ]);
  });

  test('without IPv4address, a name a fetcher reads as IPv4 is refused', () => {
    answers({ hostKinds: ['reg-name'] }, [
      ['http://0x7f.1/', false],
      ['http://2130706433/', false],
      ['http://example.com/', true],
    ]);
  });

  test('a zoned literal is judged by its address, not its zone', () => {
    answers({ grammar: 'rfc6874', deny: ['loopback'] }, [
      ['http://[::1%25x]/', false],
      ['http://[::2%25x]/', true],
    ]);
  });

  test('an IPvFuture literal: no hosts.deny entry matches it, no hosts.allow entry either', () => {
    answers({ hosts: { deny: ['example.com'] } }, [['http://[v1.x]/', true]]);
    answers({ hosts: { allow: ['example.com'] } }, [['http://[v1.x]/', false]]);
    answers({ deny: ['loopback'] }, [['http://[v1.x]/', false]]);
  });
});

describe('names a WHATWG parser reads as IPv4 are judged by that address', () => {
  test('under deny, hosts.deny and hosts.allow alone', () => {
    answers({ deny: ['loopback'] }, [
      ['http://0x7f.1/', false],
      ['http://example.com/', true],
    ]);
    answers({ hosts: { deny: ['127.0.0.1'] } }, [
      ['http://0x7f.1/', false],
      ['http://2130706433/', false],
    ]);
    answers({ hosts: { allow: ['127.0.0.1'] } }, [
      ['http://0x7f.1/', true],
      ['http://2130706433/', true],
      ['http://example.com/', false],
    ]);
  });

  test('a percent-encoded name is decoded before it is compared', () => {
    answers({ hosts: { allow: ['example.com'] } }, [
      ['http://%65xample.com/', true],
      ['http://%66xample.com/', false],
    ]);
  });

  test('a last label that starts with "9" is a number', () => {
    answers({ hosts: { deny: ['0.0.0.9', '1.0.0.9'] } }, [
      ['http://9/', false],
      ['http://1.9/', false],
      ['http://8/', true],
    ]);
    expect(policy({ hosts: { deny: ['1.0.0.9'] } }).check('http://1.9/')).toMatchObject({
      error: { clause: 'hosts', offset: 7, length: 3 },
    });
  });

  test('a name of non-ASCII characters only is folded as UTS 46 folds it', () => {
    answers({ grammar: 'rfc3987', deny: ['localhost'] }, [
      ['http://ⓛⓞⓒⓐⓛⓗⓞⓢⓣ/', false],
      ['http://ⓛⓞⓒⓐⓛ/', true],
    ]);
    expect(
      policy({ grammar: 'rfc3987', deny: ['localhost'] }).check('http://ⓛⓞⓒⓐⓛⓗⓞⓢⓣ/'),
    ).toMatchObject({
      error: { clause: 'deny', offset: 7, length: 9 },
    });
    answers({ grammar: 'rfc3987', hosts: { deny: ['0.0.0.1'] } }, [['http://１/', false]]);
  });

  test('a folded name is lowercased, not uppercased: "ß" is not "ss"', () => {
    answers({ grammar: 'rfc3987', hosts: { deny: ['ss.example'] } }, [
      ['http://ß.example/', true],
      ['http://%C3%9F.example/', true],
      ['http://SS.example/', false],
    ]);
  });
});

describe('dnsName: the labels as the accept path counts them', () => {
  test('letters and digits at the ends of their ranges', () => {
    answers({ dnsName: true }, [
      ['http://az.example/', true],
      ['http://AZ.example/', true],
      ['http://a0.example/', true],
      ['http://a9.example/', true],
      ['http://example.com#f', true],
      ['http://example.com?q', true],
    ]);
  });

  test('the last label: 63 octets at most, no hyphen at its end', () => {
    answers({ dnsName: true }, [
      [`http://x.${'a'.repeat(63)}/`, true],
      [`http://x.${'a'.repeat(64)}/`, false],
      [`http://x.${'a'.repeat(63)}./`, true],
      ['http://a.b-/', false],
      ['http://a.b-./', false],
    ]);
  });

  test('a userinfo is not part of the host', () => {
    answers({ dnsName: true }, [
      ['http://user@example.com/', true],
      ['http://a_b@example.com/', true],
      ['http://u@.com/', false],
      ['http://u@-a.com/', false],
      ['mailto:a@example.com', true],
    ]);
  });

  test('requireTld: a trailing dot is no second label', () => {
    answers({ dnsName: { requireTld: true } }, [
      ['http://example./', false],
      ['http://example.com./', true],
      ['http://example.1./', false],
    ]);
  });

  test('an IDN counts on its A-labels (RFC 3987)', () => {
    answers({ grammar: 'rfc3987', dnsName: true }, [['http://bücher.example/', true]]);
    answers({ grammar: 'rfc3987', idn: false }, [
      ['http://bücher.example/', false],
      ['http://user@xn--nxasmq6b.com/', false],
      ['http://xn--a@example.com/', true],
    ]);
  });
});

describe('path, query and fragment, where the others look alike', () => {
  test('a "?" in the fragment is no query, and a relative reference can start with either', () => {
    answers({ rule: 'URI-reference', query: false }, [
      ['http://a/#?', true],
      ['http://a/?', false],
      ['?q', false],
      ['#?', true],
    ]);
    answers({ rule: 'URI-reference', path: false }, [
      ['http://a/#?', true],
      ['http://a/#/b', true],
      ['?q/r', true],
      ['/a?', false],
      ['mailto:a', false],
      ['http://u:p@a/', true],
    ]);
    answers({ rule: 'URI-reference', fragment: false }, [
      ['#f', false],
      ['?q', true],
    ]);
  });

  test('schemes: a relative reference has none to refuse', () => {
    answers({ rule: 'URI-reference', schemes: ['https'] }, [
      ['//example.com/', true],
      ['/a', true],
      ['/a:b', true],
      ['a/b:c', true],
      ['ftp://a/', false],
    ]);
  });

  test("userinfo 'no-password': a colon after the host is the port's", () => {
    answers({ userinfo: 'no-password' }, [
      ['http://user@a/', true],
      ['http://user:@a/', false],
      ['http://a:80/', true],
      ['http://user@a:80/', true],
    ]);
  });
});

describe('the clauses themselves, on policies compiled inside the test', () => {
  test('ports: leading zeros do not count toward the five digits', () => {
    answers({ ports: [443, 65535] }, [
      ['https://a:443/', true],
      ['https://a:00443/', true],
      ['https://a:000443/', true],
      ['https://a:00000000000000000443/', true],
      ['http://a:65535/', true],
      ['http://a:0000080/', false],
      ['http://a:100000/', false],
    ]);
  });

  test('deny: loopback denies localhost names, and only loopback and localhost do', () => {
    answers({ deny: ['loopback'] }, [['http://localhost/', false]]);
    answers({ deny: ['private'] }, [['http://localhost/', true]]);
  });

  test('dnsName: true asks for no top-level label', () => {
    answers({ dnsName: true }, [['http://localhost/', true]]);
  });

  test('dnsName requireTld on an IDN: a last label of digits only', () => {
    answers({ grammar: 'rfc3987', dnsName: { requireTld: true } }, [
      ['http://bücher.1a/', true],
      ['http://bücher.12/', false],
    ]);
    answers({ grammar: 'rfc3987', dnsName: true }, [['http://例え/', true]]);
  });

  test('hostKinds without IPv4address reads ireg-names too; with it, nothing more', () => {
    answers({ grammar: 'rfc3987', hostKinds: ['ireg-name'] }, [['http://0x7f.1/', false]]);
    answers({ hostKinds: ['reg-name', 'IPv4address'] }, [['http://0x7f.1/', true]]);
  });

  test('idn: false judges names only, not an IPvFuture literal that spells "xn--"', () => {
    answers({ idn: false }, [['http://[v1.xn--a]/', true]]);
  });

  test('a value that is not a string is refused at offset 0, length 0', () => {
    expect(policy().check(42)).toEqual({
      ok: false,
      error: {
        clause: 'type',
        offset: 0,
        length: 0,
        message: 'Expected a string (an RFC 3986 URI), got a number.',
      },
    });
  });

  test("whatwg: 'same' on an astral character, a zero-padded default port, a path-less host", () => {
    answers({ grammar: 'rfc3987', whatwg: 'same' }, [['http://example.com/😀', true]]);
    answers({ whatwg: 'same' }, [
      ['http://example.com:0080/', true],
      ['foo://example.com', true],
    ]);
  });
});

describe("whatwg: 'same', field by field", () => {
  test('a refusal by the path of a relative reference spans its path, not its query', () => {
    const options: PolicyOptions = { rule: 'URI-reference', whatwg: 'same' };
    answers(options, [
      ['x/%2e%2e/..?q', false],
      ['//a/x/%2e%2e/..?q', false],
      ['x/y/..?q', true],
    ]);
    expect(policy(options).check('x/%2e%2e/..?q')).toMatchObject({
      error: { clause: 'whatwg', offset: 0, length: 11 },
    });
    expect(policy(options).check('//a/x/%2e%2e/..?q')).toMatchObject({
      error: { clause: 'whatwg', offset: 3, length: 12 },
    });
  });

  test('a host or path of non-ASCII characters only is compared percent-encoded', () => {
    answers({ grammar: 'rfc3987', whatwg: 'same' }, [
      ['foo://é/', true],
      ['foo:é', true],
    ]);
  });

  test('a non-special port loses all its leading zeros; a rootless path stays rootless', () => {
    answers({ whatwg: 'same' }, [
      ['foo://a:0080/', true],
      ['foo://a:000/', true],
      ['foo:x', true],
      ['mailto:a@b', true],
    ]);
  });

  test('an absolute URI is read as written, not resolved: a rootless path keeps its dot segments', () => {
    // Resolution (RFC 3986 5.2.2) would make "a/../b" "/b"; WHATWG keeps an opaque path as it is.
    answers({ whatwg: 'same' }, [
      ['foo:a/../b', true],
      ['foo:a/./b', true],
      ['foo:/a/../b', true],
    ]);
  });
});

describe('what the clauses measure and say', () => {
  test('a host that reaches no IPv4 address is named alone in the message', () => {
    expect(policy({ hosts: { deny: ['[::1]'] } }).check('http://[::1]/')).toEqual({
      ok: false,
      error: {
        clause: 'hosts',
        offset: 7,
        length: 5,
        message: 'The host "[::1]" matches "[::1]" in hosts.deny.',
      },
    });
    expect(policy({ hosts: { deny: ['example.com'] } }).check('http://example.com/')).toEqual({
      ok: false,
      error: {
        clause: 'hosts',
        offset: 7,
        length: 11,
        message: 'The host "example.com" matches "example.com" in hosts.deny.',
      },
    });
  });

  test('schemeSyntax: the message says which grammar is broken', () => {
    answers({ schemeSyntax: true }, [['mailto:@', false]]);
    expect(policy({ schemeSyntax: true }).check('mailto:@')).toEqual({
      ok: false,
      error: {
        clause: 'scheme-syntax',
        offset: 7,
        length: 1,
        message:
          'The URI breaks its scheme\'s own grammar (RFC 3986 3.1). Not a valid mailtoURI at offset 7: found "@" where atext, "%22", "?" or the end of input could stand.',
      },
    });
  });

  test('dnsName: 253 octets of ASCII at most, whatever the labels', () => {
    const label = 'a'.repeat(63);
    answers({ dnsName: true }, [
      [`http://${label}.${label}.${label}.${'a'.repeat(61)}/`, true],
      [`http://${label}.${label}.${label}.${'a'.repeat(63)}/`, false],
    ]);
  });

  test('dnsName requireTld on an IDN: a last label with a letter is a top-level label', () => {
    answers({ grammar: 'rfc3987', dnsName: { requireTld: true } }, [
      ['http://é.a1/', true],
      ['http://é.1a/', true],
      ['http://é.11/', false],
    ]);
  });
});

describe('clauses that pass what they do not judge', () => {
  test("userinfo 'no-password': a colon first in the userinfo", () => {
    answers({ userinfo: 'no-password' }, [['http://:pw@a/', false]]);
    expect(policy({ userinfo: 'no-password' }).check('http://:pw@a/')).toMatchObject({
      error: { clause: 'userinfo', offset: 7, length: 3 },
    });
  });

  test('hostKinds with IPv4address: a name a fetcher reads as IPv4 is allowed', () => {
    answers({ hostKinds: ['reg-name', 'IPv4address'] }, [['http://0x7f.1/', true]]);
  });

  test('hostKinds without IPv4address: an IP literal holding an IPv4 address is no name (policy.ts:360)', () => {
    answers({ hostKinds: ['reg-name', 'IPv6address'] }, [
      ['http://[::ffff:7f00:1]/', true],
      ['http://[64:ff9b::7f00:1]/', true],
      ['http://0x7f.1/', false],
    ]);
  });

  test('idn and dnsName judge names, not IP addresses', () => {
    for (const options of [{ idn: false }, { dnsName: true }] as const) {
      answers(options, [
        ['http://[::1]/', true],
        ['http://1.2.3.4/', true],
      ]);
    }
  });

  test('ports: a reference without an authority has no default port to refuse', () => {
    answers({ ports: [8080] }, [
      ['http:/x', true],
      ['http://x/', false],
    ]);
  });

  test("whatwg: 'same' is asked after the accept path accepts", () => {
    answers({ whatwg: 'same' }, [
      ['http://1.1/', false],
      ['http:/a', false],
      ['http://a/', true],
    ]);
  });
});

describe('more of the accept path', () => {
  test('authority alone is a clause of the accept path', () => {
    answers({ authority: 'required' }, [
      ['mailto:a', false],
      ['http://a/', true],
    ]);
    answers({ authority: 'forbidden' }, [
      ['http://a/', false],
      ['mailto:a', true],
    ]);
  });

  test('ports: a relative reference has no scheme, so no default port', () => {
    answers({ rule: 'URI-reference', ports: [80] }, [
      ['//example.com/', true],
      ['//example.com:443/', false],
    ]);
  });

  test('without deny, a localhost name is only a name', () => {
    answers({ hosts: { deny: ['example.com'] } }, [['http://localhost/', true]]);
  });

  test('deny localhost: a name with two trailing dots', () => {
    answers({ deny: ['localhost'] }, [
      ['http://localhost../', false],
      ['http://a.localhost../', false],
    ]);
  });

  test('idn: false: an "xn--" label needs all four characters', () => {
    answers({ idn: false }, [
      ['http://xa--b.com/', true],
      ['http://xnb-c.com/', true],
      ['http://xn--b.com/', false],
    ]);
  });

  test('only ::/96 with a zero sixth piece is IPv4-compatible', () => {
    answers({ deny: ['unspecified'] }, [
      ['http://[1::2]/', true],
      ['http://[::2]/', false],
    ]);
  });
});

describe('issue 24: survivors of the accept path (src/policy/accept.ts)', () => {
  test('schemeSyntax: the scheme grammar refuses after every clause accepts (line 778)', () => {
    answers({ schemeSyntax: true }, [
      ['mailto:a@b.c', true],
      ['mailto:%%', false],
      ['http:foo', false],
      ['urn:x', false],
      ['urn:isbn:0', true],
      ['data:x', false],
      ['tel:+1', true],
      ['tel:abc', false],
    ]);
    answers({ schemeSyntax: true, ports: [80] }, [
      ['http:foo', false],
      ['http://a/', true],
      ['tel:abc', false],
      ['tel:+1', true],
    ]);
  });

  test('an IPv4address has no empty octet and no octet over 255 (line 137)', () => {
    answers({ hosts: { deny: ['0.1.2.3'] } }, [
      ['http://.1.2.3/', true],
      ['http://0.1.2.3/', false],
      ['http://a.1.2.3/', true],
    ]);
    answers({ hostKinds: ['reg-name'] }, [
      ['http://256.1.1.1/', true],
      ['http://1.1.1.1/', false],
      ['http://.1.2.3/', true],
    ]);
    answers({ hostKinds: ['IPv4address'] }, [
      ['http://256.1.1.1/', false],
      ['http://1.1.1.1/', true],
      ['http://.1.2.3/', false],
    ]);
  });

  test('an authority starts with two slashes right after the scheme only (line 533)', () => {
    answers({ hosts: { allow: ['b'] } }, [
      ['foo:a/b', false],
      ['foo:a//b', false],
      ['foo://b/', true],
      ['foo:/b', false],
    ]);
    answers({ hosts: { deny: ['b'] } }, [
      ['foo:a/b', true],
      ['foo://b/', false],
    ]);
  });

  test('an IPv4address octet has no leading zero (line 138)', () => {
    answers({ hostKinds: ['IPv4address'] }, [
      ['http://01.1.1.1/', false],
      ['http://1.1.1.1/', true],
      ['http://1.1.1.01/', false],
    ]);
    answers({ hosts: { deny: ['10.1.1.1'] } }, [
      ['http://010.1.1.1/', true],
      ['http://10.1.1.1/', false],
    ]);
  });

  test('0.0.0.0 is an IPv4address to hostKinds, 1.2.3.4%41 is not (lines 677, 141)', () => {
    answers({ hostKinds: ['IPv4address'] }, [
      ['http://0.0.0.0/', true],
      ['http://0.0.0.1/', true],
      ['http://a.0.0.0/', false],
      // A "%" leaves the last label all digits: the address must end at the host's end.
      ['http://1.2.3.4%41/', false],
      ['http://1.2.3.4%30/', false],
    ]);
  });

  test('requireTld: a last label with a hyphen is not all digits (line 568)', () => {
    answers({ dnsName: { requireTld: true } }, [
      ['http://a.1-2/', true],
      ['http://a.12/', false],
      ['http://a.b-2/', true],
      ['http://a.1-2./', true],
    ]);
  });

  test('only ::/96 and 64:ff9b::/96 hold an IPv4 address (lines 195-196)', () => {
    answers({ deny: ['loopback'] }, [
      ['http://[::1:7f00:1]/', true],
      ['http://[::7f00:1]/', false],
      ['http://[65:ff9b::7f00:1]/', true],
      ['http://[64:ff9b::7f00:1]/', false],
    ]);
  });

  test('a known scheme other than http(s) and ws(s) needs no authority (lines 631-633)', () => {
    answers({ schemes: ['ftp', 'http'] }, [
      ['ftp:/x', true],
      ['ftp://a/', true],
      ['ftp:', true],
      ['http:/x', false],
    ]);
    answers({ ports: [21] }, [
      ['ftp:/x', true],
      ['ftp://a/', true],
      ['ftp://:21/', true],
    ]);
  });

  test('a pair of surrogates is one character, a code unit from U+E000 one (line 589)', () => {
    answers({ grammar: 'rfc3987', hosts: { deny: ['x'] } }, [
      ['http://a\u{10000}.com/', true],
      ['http://\u{10000}/', true],
      ['http://a\u{10ffd}b/', true],
      ['http://x/', false],
      // U+F900 is one code unit: the "@" after it still ends the userinfo.
      ['http://\uf900@[::1]/', true],
      ['http://\uf900@x/', false],
      ['http://\uf900@1.2.3.4/', true],
    ]);
    answers({ grammar: 'rfc3987', deny: ['loopback'] }, [
      ['http://\uf900@[::1]/', false],
      ['http://\uf900@[::2]/', true],
    ]);
  });

  test('idn: false reads "xn--" only after an "x" at a label\'s start (line 550)', () => {
    answers({ idn: false }, [
      ['http://an--b.example/', true],
      ['http://yn--b.example/', true],
      ['http://Xn--b.example/', false],
      ['http://a.xn--b.example/', false],
      ['http://axn--b.example/', true],
    ]);
  });

  test('dnsName: an empty host is no DNS name, with or without a port (line 707)', () => {
    answers({ dnsName: true }, [
      ['http:///', false],
      ['http://:80/', false],
      ['http://u@/', false],
      ['foo://', false],
      ['http://a/', true],
    ]);
  });

  test('an IPv4address has a dot between its octets, nothing else (ipv4AddressAt)', () => {
    answers({ hostKinds: ['IPv4address'] }, [
      ['http://1a2.3.4/', false],
      ['http://1.2a3.4/', false],
      ['http://1.2.3a4/', false],
      ['http://1.2.3.4/', true],
    ]);
    answers({ hosts: { deny: ['1.2.3.4'] } }, [
      ['http://1a2.3.4/', true],
      ['http://1.2.3.4/', false],
    ]);
  });

  test('a relative IRI reference that starts with a non-ASCII character (line 482)', () => {
    answers({ grammar: 'rfc3987', rule: 'IRI-reference', query: false }, [
      ['\u00e9', true],
      ['\u00e9/x', true],
      ['\u00e9#f', true],
      ['\u00e9?q', false],
      ['\u00e9:x', false],
    ]);
  });
});

describe('compile-time messages name the option', () => {
  test.each([
    [{ deny: 'x' }, 'policy: deny must be an array, got "x"'],
    [{ ports: 'x' }, 'policy: ports must be an array, got "x"'],
    [{ hostKinds: 'x' }, 'policy: hostKinds must be an array, got "x"'],
    [{ schemeSyntax: 'x' }, 'policy: schemeSyntax is true or false, not "x"'],
    [{ hosts: [] }, 'policy: hosts must be an object { allow?, deny? }, got an array'],
    [{ dnsName: [] }, 'policy: dnsName is true, false or { requireTld: true }, not an array'],
    [{ hosts: 'x' }, 'policy: hosts must be an object { allow?, deny? }, got "x"'],
    [{ dnsName: 'x' }, 'policy: dnsName is true, false or { requireTld: true }, not "x"'],
    [{ dnsName: null }, 'policy: dnsName is true, false or { requireTld: true }, not null'],
    [
      { ports: ['80x'] },
      'policy: ports: "80x" is out of range: a port is a whole number from 0 to 65535',
    ],
    [{ maxLength: -1 }, 'policy: maxLength must be a whole number from 0 up, got a number'],
  ])('%p', (options, message) => {
    expect(() => policy(options as PolicyOptions)).toThrow(new TypeError(message));
  });

  test('a host entry is an IPv6 address only between "[" and "]"', () => {
    expect(() => policy({ hosts: { allow: ['[::1'] } })).toThrow(TypeError);
    expect(() => policy({ hosts: { allow: ['x::1]'] } })).toThrow(TypeError);
    expect(policy({ hosts: { allow: ['[::1]'] } }).check('http://[::1]/')).toEqual({ ok: true });
  });

  test('a symbol key', () => {
    expect(() => policy({ [Symbol('s')]: 1 })).toThrow(
      new TypeError(
        'policy: unknown clause a symbol in the options; the clauses are grammar, rule, maxLength, schemes, authority, userinfo, hostKinds, idn, dnsName, deny, hosts, ports, path, query, fragment, whatwg, schemeSyntax',
      ),
    );
  });
});

describe('compiled options are written whole, against a polluted Object.prototype', () => {
  const polluted = Object.prototype as Record<string, unknown>;
  afterEach(() => {
    for (const name of ['requireTld', 'hostsAllow', 'hostsDeny']) delete polluted[name];
  });

  test('dnsName: true is requireTld: false, written (compile.ts:303)', () => {
    polluted.requireTld = true;
    answers({ dnsName: true }, [
      ['http://localhost/', true],
      ['http://a..b/', false],
    ]);
  });

  test('without hosts, hostsAllow and hostsDeny are written as undefined (compile.ts:403)', () => {
    polluted.hostsAllow = [];
    polluted.hostsDeny = [];
    answers({}, [
      ['http://a.example/', true],
      ['http://[::1]/', true],
    ]);
  });
});
