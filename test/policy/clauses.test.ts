/**
 * `policy(options)`, clause by clause: a table per clause of inputs it accepts and inputs it
 * refuses, each refusal with the clause named and the exact part of the input at fault.
 */
import { type PolicyClause, type PolicyOptions, policy } from '../../src';

/** `[input, expected]`: true, or the clause and the text of the span at fault. */
type Row = readonly [input: string, expected: true | readonly [PolicyClause, string]];

function table(options: PolicyOptions, rows: readonly Row[]): void {
  const compiled = policy(options);
  test.each(rows)(`${JSON.stringify(options)}: %s`, (input, expected) => {
    const result = compiled.check(input);
    expect(compiled.isValid(input)).toBe(result.ok);
    if (expected === true) {
      expect(result).toEqual({ ok: true });
      return;
    }
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const { clause, offset, length, message } = result.error;
    expect([clause, input.slice(offset, offset + length)]).toEqual(expected);
    expect(offset + length).toBeLessThanOrEqual(input.length);
    expect(message).toMatch(/^[A-Z].*\.$/);
  });
}

describe("the issue's two examples", () => {
  test('javascript:alert(1) under schemes https is the scheme at 0, length 10', () => {
    expect(policy({ schemes: ['https'] }).check('javascript:alert(1)')).toEqual({
      ok: false,
      error: { clause: 'scheme', offset: 0, length: 10, message: expect.any(String) },
    });
  });
  test("https://a@evil/ under userinfo forbid is the userinfo's span", () => {
    expect(policy({ userinfo: 'forbid' }).check('https://a@evil/')).toEqual({
      ok: false,
      error: { clause: 'userinfo', offset: 8, length: 1, message: expect.any(String) },
    });
  });
});

describe('syntax: grammar and rule', () => {
  table({}, [
    ['http://a/b', true],
    ['/relative', ['syntax', '/']],
    ['http://a b/', ['syntax', ' ']],
    ['http://a/%zz', ['syntax', 'z']],
  ]);
  table({ rule: 'URI-reference' }, [
    ['/relative', true],
    ['//host/p', true],
    ['a:b', true],
    ['a b', ['syntax', ' ']],
  ]);
  table({ rule: 'relative-ref' }, [
    ['../a', true],
    ['http://a/', ['syntax', ':']],
  ]);
  table({ rule: 'absolute-URI' }, [
    ['http://a/?q', true],
    ['http://a/#f', ['syntax', '#']],
  ]);
  table({ grammar: 'rfc3987' }, [
    ['http://bücher.example/ä', true],
    ['http://a/\u0085', ['syntax', '\u0085']],
  ]);
  table({ grammar: 'rfc6874', rule: 'URI' }, [['http://[fe80::1%25eth0]/', true]]);
  table({}, [['http://[fe80::1%25eth0]/', ['syntax', '%']]]);
});

describe('maxLength', () => {
  table({ maxLength: 10 }, [
    ['http://a/b', true],
    ['http://a/bc', ['maxLength', 'c']],
    ['http://a/bcdef', ['maxLength', 'cdef']],
  ]);
  test('is checked before the grammar: a long invalid input is refused for its length', () => {
    expect(policy({ maxLength: 3 }).check('a b c')).toMatchObject({
      error: { clause: 'maxLength', offset: 3, length: 2 },
    });
  });
});

describe('scheme: compared case-insensitively (RFC 3986 3.1)', () => {
  table({ schemes: ['https', 'mailto'] }, [
    ['https://a/', true],
    ['HTTPS://a/', true],
    ['HttpS://a/', true],
    ['mailto:a@b.example', true],
    ['http://a/', ['scheme', 'http']],
    ['javascript:alert(1)', ['scheme', 'javascript']],
    ['javascript://https://a/%0aalert(1)', ['scheme', 'javascript']],
    ['data:text/html,https://a', ['scheme', 'data']],
  ]);
  table({ schemes: ['HTTPS'] }, [['https://a/', true]]);
  table({ schemes: ['https'], rule: 'URI-reference' }, [
    ['/a', true],
    ['//a/b', true],
  ]);
});

describe("scheme-requirement: what the schemes' own RFCs require", () => {
  table({ schemes: ['http', 'https', 'ws', 'wss', 'foo'] }, [
    ['http://a/', true],
    ['HTTP://a/', true],
    ['http:foo', ['scheme-requirement', '']],
    ['http:/foo', ['scheme-requirement', '']],
    ['http:///foo', ['scheme-requirement', '']],
    ['https://@/', ['scheme-requirement', '']],
    ['https://:443/', ['scheme-requirement', '']],
    ['https://u@a:1/p?q#f', true],
    ['ws://a/chat?x', true],
    ['wss://a/#f', ['scheme-requirement', '#f']],
    ['ws://a/#', ['scheme-requirement', '#']],
    ['ws://u@a/', ['scheme-requirement', 'u']],
    ['ws:/a', ['scheme-requirement', '']],
    ['wss://:1/', ['scheme-requirement', '']],
    ['foo:', true],
    ['foo://@/#f', true],
  ]);
  test('is off without schemes: a policy with no clauses is the grammar', () => {
    expect(policy({}).isValid('http:foo')).toBe(true);
  });
});

describe('authority', () => {
  table({ authority: 'required' }, [
    ['a://h', true],
    ['a://', true],
    ['a:/p', ['authority', '']],
    ['mailto:x@y', ['authority', '']],
  ]);
  table({ authority: 'forbidden' }, [
    ['mailto:x@y', true],
    ['a:/p', true],
    ['a://h/p', ['authority', '//h']],
    ['a://u@h:1?q', ['authority', '//u@h:1']],
  ]);
  table({ authority: 'forbidden', rule: 'URI-reference' }, [
    ['//evil.example/', ['authority', '//evil.example']],
    ['/p', true],
  ]);
});

describe('userinfo', () => {
  table({ userinfo: 'forbid' }, [
    ['https://a/', true],
    ['https://a/@b', true],
    ['https://a/?x@y', true],
    ['https://user@a/', ['userinfo', 'user']],
    ['https://@a/', ['userinfo', '']],
    ['https://u:p@a/', ['userinfo', 'u:p']],
  ]);
  table({ userinfo: 'no-password' }, [
    ['https://user@a/', true],
    ['https://u:p@a/', ['userinfo', ':p']],
    ['https://u:@a/', ['userinfo', ':']],
    ['https://u:p:q@a/', ['userinfo', ':p:q']],
  ]);
  table({ userinfo: 'allow' }, [['https://u:p@a/', true]]);
});

describe('hostKinds', () => {
  table({ hostKinds: ['reg-name'] }, [
    ['http://example.com/', true],
    ['mailto:x@y', true],
    ['http://10.0.0.1/', ['hostKinds', '10.0.0.1']],
    ['http://[::1]/', ['hostKinds', '[::1]']],
    ['http://[v1.x]/', ['hostKinds', '[v1.x]']],
    // A reg-name to RFC 3986, an IPv4 address to a fetcher.
    ['http://0x7f.1/', ['hostKinds', '0x7f.1']],
    ['http://2130706433/', ['hostKinds', '2130706433']],
    ['http://1.2.3.4./', ['hostKinds', '1.2.3.4.']],
  ]);
  table({ hostKinds: ['reg-name', 'IPv4address'] }, [
    ['http://0x7f.1/', true],
    ['http://10.0.0.1/', true],
    ['http://[::1]/', ['hostKinds', '[::1]']],
  ]);
  table({ hostKinds: ['ireg-name'], grammar: 'rfc3987' }, [
    ['http://bücher.example/', true],
    ['http://1.2.3.4/', ['hostKinds', '1.2.3.4']],
  ]);
  table({ hostKinds: ['IPv6addrz'], grammar: 'rfc6874' }, [
    ['http://[fe80::1%25en0]/', true],
    ['http://[fe80::1]/', ['hostKinds', '[fe80::1]']],
  ]);
});

describe('idn: false', () => {
  table({ idn: false }, [
    ['http://example.com/', true],
    ['http://xn--bcher-kva.example/', ['idn', 'xn--bcher-kva.example']],
    ['http://a.XN--bcher-kva/', ['idn', 'a.XN--bcher-kva']],
    ['http://b%C3%BCcher.example/', ['idn', 'b%C3%BCcher.example']],
    ['http://axn--b.example/', true],
    ['http://[::1]/', true],
  ]);
  table({ idn: false, grammar: 'rfc3987' }, [
    ['http://bücher.example/', ['idn', 'bücher.example']],
  ]);
  table({ idn: true, grammar: 'rfc3987' }, [['http://bücher.example/', true]]);
});

describe('dnsName: LDH labels of 1 to 63 octets, 253 in all (RFC 1034 3.1, RFC 1123 2.1)', () => {
  const label63 = 'a'.repeat(63);
  const name253 = `${label63}.${label63}.${label63}.${'a'.repeat(61)}`;
  table({ dnsName: true }, [
    ['http://example.com/', true],
    ['http://EXAMPLE.com./', true],
    ['http://localhost/', true],
    ['http://a-b.c/', true],
    ['http://1.2.3.4/', true],
    ['http://[::1]/', true],
    ['http://%65xample.com/', true],
    [`http://${label63}.com/`, true],
    [`http://${name253}/`, true],
    [`http://${name253}./`, true],
    [`http://${'a'.repeat(64)}.com/`, ['dnsName', `${'a'.repeat(64)}.com`]],
    [`http://${name253}a/`, ['dnsName', `${name253}a`]],
    ['http://-a.com/', ['dnsName', '-a.com']],
    ['http://a-.com/', ['dnsName', 'a-.com']],
    ['http://a_b.com/', ['dnsName', 'a_b.com']],
    ['http://a..com/', ['dnsName', 'a..com']],
    ['http://.a.com/', ['dnsName', '.a.com']],
    ['http://a%2fb.com/', ['dnsName', 'a%2fb.com']],
    ['http://a%40b.com/', ['dnsName', 'a%40b.com']],
    ['http:///', ['dnsName', '']],
    ['http://!$&/', ['dnsName', '!$&']],
  ]);
  table({ dnsName: { requireTld: true } }, [
    ['http://example.com/', true],
    ['http://a.b.c1/', true],
    ['http://localhost/', ['dnsName', 'localhost']],
    ['http://0x7f.1/', ['dnsName', '0x7f.1']],
    ['http://1.2.3.4./', ['dnsName', '1.2.3.4.']],
    ['http://host.123/', ['dnsName', 'host.123']],
  ]);
  table({ dnsName: true, grammar: 'rfc3987' }, [
    ['http://bücher.example/', true],
    [`http://${'ü'.repeat(60)}.example/`, ['dnsName', `${'ü'.repeat(60)}.example`]],
  ]);
  table({ dnsName: false }, [['http://a_b/', true]]);
  table({ dnsName: { requireTld: false } }, [
    ['http://localhost/', true],
    ['http://a_b/', ['dnsName', 'a_b']],
  ]);
});

describe('deny: special-purpose address classes (RFC 6890) and CIDR ranges', () => {
  table({ deny: ['loopback'] }, [
    ['http://example.com/', true],
    ['http://127.0.0.1/', ['deny', '127.0.0.1']],
    ['http://127.255.255.254:80/', ['deny', '127.255.255.254']],
    ['http://128.0.0.1/', true],
    ['http://[::1]/', ['deny', '[::1]']],
    ['http://[0:0:0:0:0:0:0:1]/', ['deny', '[0:0:0:0:0:0:0:1]']],
    ['http://[::2]/', true],
    // IPv4-mapped, IPv4-compatible and NAT64 read as their IPv4 address.
    ['http://[::ffff:127.0.0.1]/', ['deny', '[::ffff:127.0.0.1]']],
    ['http://[::ffff:7f00:1]/', ['deny', '[::ffff:7f00:1]']],
    ['http://[::127.0.0.1]/', ['deny', '[::127.0.0.1]']],
    ['http://[64:ff9b::127.0.0.1]/', ['deny', '[64:ff9b::127.0.0.1]']],
    // Reg-names a WHATWG parser reads as 127.0.0.1.
    ['http://0x7f.1/', ['deny', '0x7f.1']],
    ['http://2130706433/', ['deny', '2130706433']],
    ['http://017700000001/', ['deny', '017700000001']],
    ['http://127.1/', ['deny', '127.1']],
    ['http://127.0.0.1./', ['deny', '127.0.0.1.']],
    ['http://0X7F.0.0.1/', ['deny', '0X7F.0.0.1']],
    ['http://%31%32%37.0.0.1/', ['deny', '%31%32%37.0.0.1']],
    ['http://localhost/', ['deny', 'localhost']],
    ['http://LocalHost./', ['deny', 'LocalHost.']],
    ['http://a.localhost/', ['deny', 'a.localhost']],
    ['http://localhost.example/', true],
    ['http://notlocalhost/', true],
  ]);
  table({ deny: ['localhost'] }, [
    ['http://localhost:8080/', ['deny', 'localhost']],
    ['http://127.0.0.1/', true],
  ]);
  table({ deny: ['private'] }, [
    ['http://10.0.0.1/', ['deny', '10.0.0.1']],
    ['http://172.16.0.1/', ['deny', '172.16.0.1']],
    ['http://172.31.255.255/', ['deny', '172.31.255.255']],
    ['http://172.32.0.1/', true],
    ['http://172.15.255.255/', true],
    ['http://192.168.1.1/', ['deny', '192.168.1.1']],
    ['http://100.100.100.200/', ['deny', '100.100.100.200']],
    ['http://100.128.0.1/', true],
    ['http://[::ffff:10.1.2.3]/', ['deny', '[::ffff:10.1.2.3]']],
    ['http://10.1/', ['deny', '10.1']],
    ['http://localhost/', true],
  ]);
  table({ deny: ['link-local'] }, [
    ['http://169.254.169.254/latest/meta-data/', ['deny', '169.254.169.254']],
    ['http://[fe80::1]/', ['deny', '[fe80::1]']],
    ['http://[febf::1]/', ['deny', '[febf::1]']],
    ['http://[fec0::1]/', true],
  ]);
  table({ deny: ['unique-local'] }, [
    ['http://[fc00::1]/', ['deny', '[fc00::1]']],
    ['http://[fdff::1]/', ['deny', '[fdff::1]']],
    ['http://[fe00::1]/', true],
  ]);
  table({ deny: ['unspecified'] }, [
    ['http://0.0.0.0/', ['deny', '0.0.0.0']],
    ['http://0/', ['deny', '0']],
    ['http://[::]/', ['deny', '[::]']],
    ['http://1.0.0.0/', true],
  ]);
  table({ deny: ['documentation'] }, [
    ['http://192.0.2.1/', ['deny', '192.0.2.1']],
    ['http://198.51.100.7/', ['deny', '198.51.100.7']],
    ['http://203.0.113.9/', ['deny', '203.0.113.9']],
    ['http://[2001:db8::1]/', ['deny', '[2001:db8::1]']],
    ['http://[3fff::1]/', ['deny', '[3fff::1]']],
    ['http://[2001:db9::1]/', true],
  ]);
  table({ deny: ['multicast'] }, [
    ['http://224.0.0.1/', ['deny', '224.0.0.1']],
    ['http://239.255.255.255/', ['deny', '239.255.255.255']],
    ['http://240.0.0.1/', true],
    ['http://[ff02::1]/', ['deny', '[ff02::1]']],
  ]);
  table({ deny: ['broadcast'] }, [
    ['http://255.255.255.255/', ['deny', '255.255.255.255']],
    ['http://0xffffffff/', ['deny', '0xffffffff']],
    ['http://255.255.255.254/', true],
  ]);
  table({ deny: ['203.0.113.0/24', '2001:db8::/32', '8.8.8.8'] }, [
    ['http://203.0.113.200/', ['deny', '203.0.113.200']],
    ['http://203.0.114.1/', true],
    ['http://[2001:db8:ffff::1]/', ['deny', '[2001:db8:ffff::1]']],
    ['http://8.8.8.8/', ['deny', '8.8.8.8']],
    ['http://8.8.8.9/', true],
    ['http://[::ffff:8.8.8.8]/', ['deny', '[::ffff:8.8.8.8]']],
  ]);
  table({ deny: ['0.0.0.0/0', '::/0'] }, [
    ['http://example.com/', true],
    ['http://1.2.3.4/', ['deny', '1.2.3.4']],
    ['http://[1::]/', ['deny', '[1::]']],
    ['http://[v1.x]/', ['deny', '[v1.x]']],
    ['mailto:a@b', true],
  ]);
  table({ deny: ['loopback'], grammar: 'rfc6874' }, [
    ['http://[::1%25lo]/', ['deny', '[::1%25lo]']],
  ]);
  test('the message names the class and the address a reg-name reaches', () => {
    const result = policy({ deny: ['loopback'] }).check('http://0x7f.1/');
    expect(!result.ok && result.error.message).toContain('127.0.0.1');
    expect(!result.ok && result.error.message).toContain('loopback');
  });
});

describe('hosts: allowed and denied, compared normalized (6.2.2.1, 6.2.2.2)', () => {
  table({ hosts: { allow: ['example.com', '*.example.org', '10.0.0.1', '[::1]'] } }, [
    ['https://example.com/', true],
    ['https://EXAMPLE.com/', true],
    ['https://%65xample.com/', true],
    ['https://ex%41mple.com/', true],
    ['https://example.com./', true],
    ['https://www.example.com/', ['hosts', 'www.example.com']],
    ['https://example.com.evil/', ['hosts', 'example.com.evil']],
    ['https://evilexample.com/', ['hosts', 'evilexample.com']],
    ['https://a.example.org/', true],
    ['https://a.b.EXAMPLE.org/', true],
    ['https://example.org/', ['hosts', 'example.org']],
    ['https://badexample.org/', ['hosts', 'badexample.org']],
    ['https://10.0.0.1/', true],
    ['https://[0::1]/', true],
    ['https://[::2]/', ['hosts', '[::2]']],
    ['mailto:a@example.com', ['hosts', '']],
    ['https://example.com@evil.example/', ['hosts', 'evil.example']],
  ]);
  table({ hosts: { deny: ['evil.example', '*.evil.example', '127.0.0.1', '::1'] } }, [
    ['https://good.example/', true],
    ['mailto:a@b', true],
    ['https://evil.example/', ['hosts', 'evil.example']],
    ['https://EVIL.example./', ['hosts', 'EVIL.example.']],
    ['https://%65vil.example/', ['hosts', '%65vil.example']],
    ['https://www.evil.example/', ['hosts', 'www.evil.example']],
    ['https://2130706433/', ['hosts', '2130706433']],
    ['https://[::ffff:127.0.0.1]/', ['hosts', '[::ffff:127.0.0.1]']],
    ['https://[0:0::1]/', ['hosts', '[0:0::1]']],
  ]);
  table({ hosts: { allow: ['example.com'], deny: ['example.com'] } }, [
    ['https://example.com/', ['hosts', 'example.com']],
  ]);
  table({ hosts: { allow: ['bücher.example'] }, grammar: 'rfc3987' }, [
    ['http://BÜCHER.example/', true],
    ['http://b%C3%BCcher.example/', true],
  ]);
});

describe("ports: numbers and ranges; no port written is the scheme's default", () => {
  table({ ports: [443, '8000-8999'] }, [
    ['https://a/', true],
    ['https://a:443/', true],
    ['https://a:0443/', true],
    ['https://a:/', true],
    ['https://a:8000/', true],
    ['https://a:8999/', true],
    ['https://a:9000/', ['ports', '9000']],
    ['https://a:7999/', ['ports', '7999']],
    ['https://a:80/', ['ports', '80']],
    ['https://a:99999999999999999999/', ['ports', '99999999999999999999']],
    ['http://a/', ['ports', '']],
    ['http://u@a/x', ['ports', '']],
    ['foo://a/', true],
    ['mailto:a@b', true],
  ]);
  test('a refused default port is reported where the port would stand', () => {
    expect(policy({ ports: [443] }).check('http://a/')).toMatchObject({
      error: { clause: 'ports', offset: 8, length: 0 },
    });
  });
});

describe('path, query and fragment', () => {
  table({ path: false }, [
    ['https://a', true],
    ['https://a/', true],
    ['https://a/b', ['path', '/b']],
    ['mailto:x@y', ['path', 'x@y']],
    ['https://a/?q', true],
  ]);
  table({ query: false }, [
    ['https://a/', true],
    ['https://a/#?x', true],
    ['https://a/?', ['query', '?']],
    ['https://a/?q=1#f', ['query', '?q=1']],
  ]);
  table({ fragment: false }, [
    ['https://a/?q', true],
    ['https://a/#', ['fragment', '#']],
    ['https://a/#f?g', ['fragment', '#f?g']],
  ]);
  table({ path: true, query: true, fragment: true }, [['https://a/b?c#d', true]]);
});

describe('the clauses run in a fixed order: the first that fails is reported', () => {
  const strict = policy({
    maxLength: 60,
    schemes: ['https'],
    authority: 'required',
    userinfo: 'forbid',
    hostKinds: ['reg-name'],
    idn: false,
    dnsName: { requireTld: true },
    deny: ['loopback'],
    hosts: { deny: ['*.evil.example'] },
    ports: [443],
    path: false,
    query: false,
    fragment: false,
  });
  test.each([
    ['https://u@10.0.0.1:1/p?q#f', 'userinfo'],
    ['http://u@10.0.0.1:1/p?q#f', 'scheme'],
    ['https://10.0.0.1:1/p?q#f', 'hostKinds'],
    ['https://xn--a.localhost:1/p?q#f', 'idn'],
    ['https://a_b.localhost:1/p?q#f', 'dnsName'],
    ['https://a.localhost:1/p?q#f', 'deny'],
    ['https://a.evil.example:1/p?q#f', 'hosts'],
    ['https://a.example:1/p?q#f', 'ports'],
    ['https://a.example/p?q#f', 'path'],
    ['https://a.example/?q#f', 'query'],
    ['https://a.example/#f', 'fragment'],
    ['https://a.example/', undefined],
    [`https://a.example/${'a'.repeat(60)}`, 'maxLength'],
    [42, 'type'],
  ] as const)('%s: %s', (input, clause) => {
    const result = strict.check(input);
    expect(result.ok ? undefined : result.error.clause).toBe(clause);
  });
});
