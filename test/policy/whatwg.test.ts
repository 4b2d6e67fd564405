/**
 * `whatwg: 'same'`: the platform's WHATWG URL (Node's, here; a browser's is the same standard)
 * must read the same scheme, host, port and path as the grammar, compared as a fetcher would.
 */
import { policy } from '../../src';
import { punycodeEncode, toAsciiLabels } from '../../src/policy/punycode';
import { whatwgIpv6 } from '../../src/policy/whatwg';

const same = policy({ whatwg: 'same' });
const sameReference = policy({ whatwg: 'same', rule: 'URI-reference' });
const sameIri = policy({ whatwg: 'same', grammar: 'rfc3987' });

describe('inputs both read alike pass, after normalization and default ports', () => {
  test.each([
    'http://example.com/',
    'http://example.com:80/',
    'https://example.com:443/a',
    'https://ex%41mple.com/',
    'HTTPS://EXAMPLE.COM/',
    'http://example.com',
    'http://example.com:/',
    'http://example.com:8080/',
    'http://example.com:08080/',
    'http://example.com/a/./b/../c',
    'http://example.com/a/%2e%2E/c',
    'http://example.com/%7Euser',
    'http://example.com/a%2fb',
    'http://example.com./',
    'http://[::1]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[2001:DB8::1]:8080/',
    'http://127.0.0.1/',
    'http://u:p@example.com/',
    'ftp://example.com:21/',
    'ws://example.com:80/chat',
    'file:///etc/hosts',
    'mailto:someone@example.com',
    'urn:isbn:0451450523',
    'foo://Host.Example:80/a/../b',
    'javascript:alert(1)',
    'data:text/plain,a',
    'http://example.com/?q#f',
    // Spelling alone: decoded, the reg-name is the address WHATWG reads; 0080 is port 80.
    'http://%31%32%37.0.0.1/',
    'http://example.com:0080/',
    'foo:/a/../b',
  ])('%s', (input) => {
    expect(same.check(input)).toEqual({ ok: true });
  });

  test.each(['http://bücher.example/ä', 'http://BÜCHER.example/', 'http://例え.テスト/'])(
    'IRIs (rfc3987): %s',
    (input) => {
      expect(sameIri.check(input)).toEqual({ ok: true });
    },
  );

  test.each(['/a/b', '../a?b', '//example.com/a', '?q', '#f', '', 'a/./b'])(
    'relative references, resolved against the same base on both sides: %s',
    (input) => {
      expect(sameReference.check(input)).toEqual({ ok: true });
    },
  );
});

describe('inputs read differently are refused, naming the field and both readings', () => {
  test.each([
    ['http://0x7f.1/', 'host', '0x7f.1', '"127.0.0.1"'],
    ['http://2130706433/', 'host', '2130706433', '"127.0.0.1"'],
    ['http://017700000001/', 'host', '017700000001', '"127.0.0.1"'],
    ['http://127.1/', 'host', '127.1', '"127.0.0.1"'],
    ['http://127.0.0.1./', 'host', '127.0.0.1.', '"127.0.0.1"'],
    ['http:evil.example/', 'host', 'evil.example/', '"evil.example"'],
    ['http:/evil.example/', 'host', '/evil.example/', '"evil.example"'],
    ['https:///evil.example/', 'host', '', '"evil.example"'],
    ['file://localhost/etc/passwd', 'host', 'localhost', '""'],
    ['file:///C:/../x', 'path', '/C:/../x', '"/C:/x"'],
  ])('%s: the %s', (input, field, span, whatwgReading) => {
    const result = same.check(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.clause).toBe('whatwg');
    expect(input.slice(result.error.offset, result.error.offset + result.error.length)).toBe(span);
    expect(result.error.message).toContain(`reads the ${field} as`);
    if (whatwgReading) expect(result.error.message).toContain(whatwgReading);
  });

  test.each([
    'http://a%2fb.example/',
    'http://a%40b.example/',
    'http://a%3ab.example/',
    'http://a%00b.example/',
    'http://[v1.x]/',
    'http://example.com:99999/',
    'http://a b/'.replace(' ', '%20'),
    'http://1.2.3.09/',
    'http://1.2.3.4.5/',
    'https://xn--a/',
  ])('an input WHATWG refuses is refused: %s', (input) => {
    const result = same.check(input);
    expect(result).toMatchObject({ ok: false, error: { clause: 'whatwg', offset: 0 } });
    expect(!result.ok && result.error.length).toBe(input.length);
    expect(!result.ok && result.error.message).toContain('refuses this input');
  });

  test('a relative reference whose scheme-relative host differs', () => {
    const result = sameReference.check('//0x7f.1/a');
    expect(result).toMatchObject({ ok: false, error: { clause: 'whatwg' } });
  });

  test('the other clauses run first', () => {
    expect(policy({ whatwg: 'same', schemes: ['https'] }).check('http://0x7f.1/')).toMatchObject({
      error: { clause: 'scheme' },
    });
  });
});

describe('the pieces the comparison is made of', () => {
  // RFC 3492 section 7.1, sample strings (A), (B), (L) and (S), read from the RFC.
  test.each([
    [
      '\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F',
      'egbpdaj6bu4bxfgehfvwxn',
    ],
    ['\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587', 'ihqwcrb4cv8a8dqg056pqjye'],
    ['3\u5E74B\u7D44\u91D1\u516B\u5148\u751F', '3B-ww4c5e180e575a65lsy2b'],
    ['-> $1.00 <-', '-> $1.00 <--'],
  ])('punycode of RFC 3492 7.1 samples: %s', (label, encoded) => {
    expect(punycodeEncode(label)).toBe(encoded);
  });

  // Section 5: the basic code points are those below U+0080 (read from Node's punycode.encode).
  test.each([
    ['\u007f', '\u007f-'],
    ['\u0080', 'a'],
    ['a\u0080', 'a-ba'],
  ])('U+0080 is the first code point punycode encodes: %j', (label, encoded) => {
    expect(punycodeEncode(label)).toBe(encoded);
  });

  test('toAsciiLabels writes A-labels for non-ASCII labels only', () => {
    expect(toAsciiLabels('bücher.example')).toBe('xn--bcher-kva.example');
    expect(toAsciiLabels('example.com')).toBe('example.com');
  });

  test.each([
    [[0, 0, 0, 0, 0, 0, 0, 1], '::1'],
    [[0, 0, 0, 0, 0, 0, 0, 0], '::'],
    [[1, 0, 0, 0, 0, 0, 0, 0], '1::'],
    [[1, 0, 1, 0, 0, 1, 0, 0], '1:0:1::1:0:0'],
    [[1, 0, 0, 1, 0, 0, 1, 1], '1::1:0:0:1:1'],
    [[1, 2, 3, 4, 5, 6, 7, 8], '1:2:3:4:5:6:7:8'],
    [[1, 0, 2, 3, 4, 5, 6, 7], '1:0:2:3:4:5:6:7'],
    [[0, 0, 0, 0, 0, 0xffff, 0x7f00, 1], '::ffff:7f00:1'],
  ])('WHATWG IPv6 serializer: %p', (pieces, text) => {
    expect(whatwgIpv6(pieces)).toBe(text);
    expect(new URL(`http://[${text}]/`).hostname).toBe(`[${text}]`);
  });
});
