/**
 * Regression tests from published proofs of concept: each input must be refused by the policy
 * the advisory's user would have written, or accepted with the same reading as WHATWG URL.
 *
 * Sources (the inputs are rebuilt from each advisory's description of its proof of concept):
 * - validator.js CVE-2025-56200 / GHSA-9965-vmph-33xx: isURL found the scheme by splitting at
 *   "://", so `javascript:` and `data:` passed a protocol allow-list (validator.js PRs #2603,
 *   #2608, #2612).
 * - fast-uri 2026: CVE-2026-6321 / GHSA-q3j6-qgpj-74h6 (path traversal via percent-encoded dot
 *   segments, `%2E%2E`, `%2F`); CVE-2026-6322 / GHSA-v39h-62p7-jpjc (host confusion via
 *   percent-encoded authority delimiters, `%40`, `%3A`); the backslash-authority advisories
 *   GHSA-v2hh and GHSA-7p8r (CVE-2026-18446: `\\`, `\/`, `/\` introducers, which WHATWG reads
 *   as "//" for special schemes); CVE-2026-75975 (SSRF via IPv6 normalization);
 *   CVE-2026-75899 (repeated percent-decoding of the host); CVE-2026-13676 (IDN hosts left
 *   uncanonicalized).
 * - Claroty and Snyk, "Exploiting URL Parsing Confusion" (2022): scheme confusion, slashes
 *   confusion, backslash confusion, URL-encoded data confusion and scheme mixup.
 */
import { type PolicyOptions, policy } from '../../src';

/** The webhook policy an SSRF-minded service writes (docs/policy.md's recipe). */
const WEBHOOK: PolicyOptions = {
  schemes: ['https', 'http'],
  userinfo: 'forbid',
  hostKinds: ['reg-name', 'IPv4address', 'IPv6address'],
  deny: [
    'loopback',
    'private',
    'link-local',
    'unique-local',
    'unspecified',
    'multicast',
    'broadcast',
    'documentation',
  ],
  whatwg: 'same',
};

/** A link a user submits, shown to others: https or http, nothing that runs. */
const USER_LINK: PolicyOptions = { schemes: ['https', 'http'], whatwg: 'same' };

function refusedBy(options: PolicyOptions, input: string): string | undefined {
  const result = policy(options).check(input);
  return result.ok ? undefined : result.error.clause;
}

/** Accepted only when WHATWG URL reads the same host as the grammar. */
function acceptedAlike(options: PolicyOptions, input: string): void {
  expect(refusedBy({ ...options, whatwg: 'same' }, input)).toBeUndefined();
}

describe('validator.js CVE-2025-56200: the scheme is what precedes the first ":"', () => {
  test.each([
    ['javascript:alert(1)', 'scheme'],
    ['JavaScript:alert(1)', 'scheme'],
    ['javascript://example.com/%0Aalert(1)', 'scheme'],
    ['javascript:alert(1)//https://example.com', 'scheme'],
    ['data:text/html,%3Cscript%3Ealert(1)%3C/script%3E', 'scheme'],
    ['vbscript:msgbox(1)', 'scheme'],
    ['https:example.com', 'scheme-requirement'],
    ['http:example.com', 'scheme-requirement'],
  ])('%s: refused by %s', (input, clause) => {
    expect(refusedBy({ schemes: ['https', 'http'] }, input)).toBe(clause);
  });

  test('protocol-relative with credentials: //user:pass@example.com', () => {
    expect(
      refusedBy({ rule: 'URI-reference', userinfo: 'forbid' }, '//user:pass@example.com'),
    ).toBe('userinfo');
  });
});

describe('fast-uri CVE-2026-6321: percent-encoded dot segments and "/" in the path', () => {
  // The path is compared after 6.2.2.2 and remove_dot_segments on both sides, so a path that
  // traverses once decoded reads the same as it does to WHATWG (which treats %2e as "."), and a
  // %2F stays data on both sides.
  test.each([
    'http://example.com/public/%2e%2e/admin',
    'http://example.com/public/%2E%2E/admin',
    'http://example.com/public/.%2e/admin',
    'http://example.com/public/%2e%2e%2fadmin',
    'http://example.com/a/%2F../b',
  ])('%s: accepted only with the same reading', (input) => {
    acceptedAlike({ schemes: ['http'] }, input);
  });

  test('a service that wants no traversal at all says so with path: false or hosts', () => {
    expect(refusedBy({ path: false }, 'http://example.com/public/%2e%2e/admin')).toBe('path');
  });
});

describe('fast-uri CVE-2026-6322: percent-encoded authority delimiters in the host', () => {
  test.each([
    'http://trusted.example%40evil.example/',
    'http://trusted.example%2F@evil.example/',
    'http://trusted.example%3Aevil.example/',
    'http://127.0.0.1%2F.evil.example/',
    'http://evil%23.trusted.example/',
    'http://evil%3F.trusted.example/',
  ])('%s: refused, or read alike', (input) => {
    const allowList: PolicyOptions = { hosts: { allow: ['trusted.example'] }, whatwg: 'same' };
    expect(refusedBy(allowList, input)).toBeDefined();
  });

  test('a delimiter in the userinfo leaves the host trusted.example on both readings', () => {
    acceptedAlike(
      { hosts: { allow: ['trusted.example'] } },
      'http://evil.example%3A80@trusted.example/',
    );
    expect(new URL('http://evil.example%3A80@trusted.example/').hostname).toBe('trusted.example');
  });

  test('a delimiter decoded into a DNS name fails dnsName', () => {
    expect(refusedBy({ dnsName: true }, 'http://trusted.example%40evil.example/')).toBe('dnsName');
  });
});

describe('fast-uri GHSA-v2hh / GHSA-7p8r (CVE-2026-18446): backslash authority', () => {
  test.each([
    'http:\\\\evil.example\\',
    'http:\\/evil.example/',
    'http:/\\evil.example/',
    'https:\\\\evil.example/',
    'http://trusted.example\\@evil.example/',
    'http://evil.example\\.trusted.example/',
    '\\\\evil.example/path',
  ])('%s: not a URI, refused by the grammar', (input) => {
    expect(refusedBy(USER_LINK, input)).toBe('syntax');
    expect(refusedBy({ rule: 'URI-reference' }, input)).toBe('syntax');
  });
});

describe('fast-uri CVE-2026-75975: SSRF through IPv6 forms of internal addresses', () => {
  test.each([
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[0:0:0:0:0:ffff:127.0.0.1]/',
    'http://[0000:0000:0000:0000:0000:ffff:7f00:0001]/',
    'http://[::127.0.0.1]/',
    'http://[::ffff:169.254.169.254]/latest/meta-data/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://[::ffff:10.0.0.1]/',
    'http://[::1]/',
    'http://[0::1]/',
    'http://[::]/',
    'http://[fe80::1]/',
    'http://[fd00:ec2::254]/',
  ])('%s: refused by deny', (input) => {
    expect(refusedBy(WEBHOOK, input)).toBe('deny');
  });
});

describe('fast-uri CVE-2026-75899: a host percent-decoded more than once', () => {
  test.each(['http://%2531%2532%2537.0.0.1/', 'http://127%252e0%252e0%252e1/'])(
    '%s: WHATWG decodes once and refuses the "%%" left: refused',
    (input) => {
      expect(refusedBy(WEBHOOK, input)).toBe('whatwg');
    },
  );
  test('decoded once, the address is denied', () => {
    expect(refusedBy(WEBHOOK, 'http://%31%32%37.0.0.1/')).toBe('deny');
  });
});

describe('fast-uri CVE-2026-13676: IDN hosts as the fetcher canonicalizes them', () => {
  const circledLocalhost = encodeURIComponent('ⓛⓞⓒⓐⓛⓗⓞⓢⓣ');
  const fullwidthLoopback = encodeURIComponent('１２７．０．０．１');
  test.each([
    [`http://${circledLocalhost}/`, 'deny'],
    [`http://${fullwidthLoopback}/`, 'deny'],
    [`http://${encodeURIComponent('ＬＯＣＡＬＨＯＳＴ')}/`, 'deny'],
  ])('%s: refused by %s', (input, clause) => {
    expect(refusedBy(WEBHOOK, input)).toBe(clause);
    expect(refusedBy({ idn: false }, input)).toBe('idn');
  });
  test('an IDN the whatwg clause cannot map the same way is refused, not guessed', () => {
    expect(refusedBy({ whatwg: 'same' }, `http://${circledLocalhost}/`)).toBe('whatwg');
  });
  test('an IDN read alike passes', () => {
    acceptedAlike({}, 'http://b%C3%BCcher.example/');
  });
});

describe('Claroty and Snyk, "Exploiting URL Parsing Confusion": the five categories', () => {
  test.each([
    // Scheme confusion: a missing or malformed authority that WHATWG fills in.
    ['http:evil.example', 'scheme-requirement'],
    ['http:/evil.example', 'scheme-requirement'],
    ['http:///evil.example', 'scheme-requirement'],
    ['ftp:evil.example', 'scheme'],
    // Slashes confusion.
    ['https:/\\/evil.example', 'syntax'],
    ['https:////evil.example', 'scheme-requirement'],
    // Backslash confusion.
    ['https://trusted.example\\@evil.example', 'syntax'],
    // URL-encoded data confusion.
    ['https://evil.example%2f@trusted.example', 'userinfo'],
    ['https://trusted.example%2f@evil.example', 'userinfo'],
    ['https://0x7f.1/', 'deny'],
    ['https://2130706433/', 'deny'],
    ['https://017700000001/', 'deny'],
    ['https://127.0.0.1.nip.io.%00/', 'whatwg'],
    // Scheme mixup: a scheme outside the list, in any case.
    ['HTTPS://trusted.example/', undefined],
    ['javascript://trusted.example/%0aalert(1)', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['gopher://127.0.0.1:25/', 'scheme'],
  ])('%s: %s', (input, clause) => {
    expect(refusedBy(WEBHOOK, input)).toBe(clause);
  });

  test('the URL-encoded "/" in the userinfo reads alike: the host is trusted.example', () => {
    acceptedAlike({ schemes: ['https'] }, 'https://evil.example%2f@trusted.example');
    expect(new URL('https://evil.example%2f@trusted.example').hostname).toBe('trusted.example');
    expect(refusedBy({ whatwg: 'same' }, 'ftp:evil.example')).toBe('whatwg');
  });
});
