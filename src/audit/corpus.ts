/**
 * The built-in audit corpus: inputs chosen because parsers are known to split them differently,
 * plus deterministic generated ones. Deterministic (a seeded PRNG, no Math.random) so two runs
 * of the audit, and the numbers in the README, can be compared.
 */
import { mulberry32 } from './mulberry32';

/** RFC 3986 1.1.2 examples, the section 3 examples and the 6.2 normalization examples. */
const RFC_EXAMPLES = [
  'ftp://ftp.is.co.za/rfc/rfc1808.txt',
  'http://www.ietf.org/rfc/rfc2396.txt',
  'ldap://[2001:db8::7]/c=GB?objectClass?one',
  'mailto:John.Doe@example.com',
  'news:comp.infosystems.www.servers.unix',
  'tel:+1-816-555-1212',
  'telnet://192.0.2.16:80/',
  'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
  'foo://example.com:8042/over/there?name=ferret#nose',
  'urn:example:animal:ferret:nose',
  'HTTP://www.EXAMPLE.com/',
  'example://a/b/c/%7Bfoo%7D',
  'eXAMPLE://a/./b/../b/%63/%7bfoo%7d',
  'http://example.com',
  'http://example.com/',
  'http://example.com:/',
  'http://example.com:80/',
  'http://a/b/c/d;p?q',
];

/** RFC 3986 5.4.1 and 5.4.2: the references resolved against http://a/b/c/d;p?q. */
const RESOLUTION_EXAMPLES = [
  'g:h',
  'g',
  './g',
  'g/',
  '/g',
  '//g',
  '?y',
  'g?y',
  '#s',
  'g#s',
  'g?y#s',
  ';x',
  'g;x',
  'g;x?y#s',
  '',
  '.',
  './',
  '..',
  '../',
  '../g',
  '../..',
  '../../',
  '../../g',
  '../../../g',
  '../../../../g',
  '/./g',
  '/../g',
  'g.',
  '.g',
  'g..',
  '..g',
  './../g',
  './g/.',
  'g/./h',
  'g/../h',
  'g;x=1/./y',
  'g;x=1/../y',
  'g?y/./x',
  'g?y/../x',
  'g#s/./x',
  'g#s/../x',
  'http:g',
];

/**
 * Where a PEG (first match wins, no backtracking into a finished alternative) or a hand-written
 * parser goes wrong: IPv4address versus reg-name, IP literals, ports, colons in the first
 * segment, percent-encoding.
 */
const PEG_TRAPS = [
  'a::',
  'a:',
  ':a',
  'a/b:c',
  './a:b',
  '1.2.3.4.5',
  '//1.2.3.4.5/',
  'http://1.2.3.4.5/',
  'http://256.1.1.1/',
  'http://192.168.0.1/',
  'http://192.168.0.1./',
  'http://192.168.0.1:8080/',
  'http://01.02.03.004/',
  'http://1.2.3/',
  'http://0x7f.1/',
  'http://2130706433/',
  'http://[v1.x]/',
  'http://[v1.x]:80/',
  'http://[V7.a:b]/',
  'http://[v1.]/',
  'http://[::1]/',
  'http://[::1]:/',
  'http://[::]/',
  'http://[0:0::1]/',
  'http://[::FFFF:1.2.3.4]/',
  'http://[::1.2.3.4.5]/',
  'http://[::256.1.1.1]/',
  'http://[1:2:3:4:5:6:7:8]/',
  'http://[1:2:3:4:5:6:7:8:9]/',
  'http://[1::2::3]/',
  'http://[fe80::1%25eth0]/',
  'http://[::1]x/',
  'http://[::1',
  'http://::1/',
  'http://a:b:c/',
  'http://a:65536/',
  'http://a:99999999999999999999/',
  'http://a:-1/',
  'http://a:0080/',
  'http://@a/',
  'http://:@a/',
  'http://u:p:q@a/',
  'http://a?',
  'http://a#',
  'http://a?#',
  '//',
  '///',
  '?#',
  '#?',
  '%',
  '%4',
  '%41',
  'a%2',
  'http://%zz/',
  'http://ex%41mple.com/',
  'http://a/%7e%7E%2f%2F',
  'http://a/b/%2e%2E/c',
  'foo://',
  'foo:',
  'foo://a',
  'foo:/.//a',
];

/**
 * Claroty and Snyk, "Exploiting URL Parsing Confusion" (2022): the input shapes behind the
 * CVEs in that report, grouped as its categories.
 */
const CONFUSION_CASES = [
  // Backslashes read as slashes by WHATWG-style parsers.
  'http://a\\b@c/',
  'http:/\\evil.com',
  'http:\\\\evil.com',
  'http:\\\\evil.com\\path',
  'http://good.com\\@evil.com/',
  '\\\\evil.com\\share',
  '/\\evil.com',
  'http://evil.com\\.good.com/',
  // Scheme confusion.
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://%0Aalert(1)',
  'javascript://comment%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'HTTP://EVIL.COM/',
  'hTtP://a/',
  '1http://a/',
  'ht~tp://a/',
  'file:///etc/passwd',
  'file://evil.com/etc/passwd',
  'file:/etc/passwd',
  'file:etc/passwd',
  // Missing or extra slashes.
  'http:evil.com',
  'http:/evil.com',
  'http:///evil.com',
  'http:////evil.com',
  'https:evil.com',
  '//evil.com',
  '///evil.com',
  '////evil.com',
  // Encoded data in the authority.
  'http://evil.com%2F@good.com',
  'http://good.com%2F%2F@evil.com',
  'http://evil.com%40good.com',
  'http://evil%2Ecom/',
  'http://evil.com%23@good.com/',
  'http://evil.com%3F@good.com/',
  'http://evil.com%5C@good.com/',
  'http://evil.com%00.good.com/',
  // Userinfo and host.
  'http://a@b@c/',
  'http://good.com@evil.com/',
  'http://[::1]@evil.com',
  'http://evil.com:80@good.com/',
  'http://good.com:@evil.com',
  'http://good.com#@evil.com/',
  'http://good.com?@evil.com/',
  'http://user:pass@host:8080/p?q#f',
  'http://user@good.com:pass@evil.com/',
  'ws://a/b#c',
];

/** Characters RFC 3986 does not allow unencoded, which many parsers take or encode silently. */
const INVALID_CHARACTERS = [
  'http://a/b c',
  'http://a b/',
  ' http://a/',
  'http://a/ ',
  'http://a/é',
  'http://é.com/',
  'http://a/%zz',
  'http://a/%',
  'http://a/\u0000',
  'http://a/\t',
  'http://a/\nb',
  'http://a/\r\nb',
  'http://a/<script>alert(1)</script>',
  'http://a/"',
  'http://a/{}',
  'http://a/|',
  'http://a/^',
  'http://a/`',
  'http://a/#f#g',
  'http://a/[]',
  'http://a/\ud800',
];

const PARTS = {
  scheme: ['http', 'HTTP', 'https', 'foo', 'a+b.c-d', 'file', 'mailto', '1a', 'ht tp', ''],
  separator: ['://', '://', '://', ':', ':/', ':///', ':\\\\', '//', ''],
  userinfo: ['', '', '', 'user@', 'u:p@', '@', 'a@b@', 'a%40b@', 'evil.com%2F@', 'ü@'],
  host: [
    'example.com',
    'EXAMPLE.com',
    '1.2.3.4',
    '256.1.1.1',
    '1.2.3.4.5',
    '[::1]',
    '[v1.x]',
    '[::1',
    'ex%41mple.com',
    'é.com',
    '',
    'a b',
    'evil.com%2F',
    'a_b~c',
  ],
  port: ['', '', '', ':', ':80', ':8080', ':99999', ':a'],
  path: [
    '',
    '/',
    '/a/b',
    '/a/./b/../c',
    '/%7e',
    '/%7E',
    '/a%2fb',
    '//x',
    '\\x',
    '/é',
    '/a b',
    '/a:b',
    '/%2e%2e/x',
  ],
  query: ['', '', '?', '?q', '?a=1&b=2', '?%zz', '?/?', "?'"],
  fragment: ['', '', '#', '#f', '#a#b', '#%41', '#/?'],
};

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/**
 * `count` distinct strings assembled from the parts above with a fixed seed. Internal to the
 * audit (not exported by `uri-grammar/audit`): the built-in corpus takes 400 of them.
 */
export function generatedCorpus(count: number, seed = 3986): string[] {
  const random = mulberry32(seed);
  const seen = new Set<string>();
  // Duplicates are skipped; the attempt cap keeps a huge `count` from looping forever.
  for (let attempt = 0; seen.size < count && attempt < count * 20; attempt++) {
    const input =
      pick(random, PARTS.scheme) +
      pick(random, PARTS.separator) +
      pick(random, PARTS.userinfo) +
      pick(random, PARTS.host) +
      pick(random, PARTS.port) +
      pick(random, PARTS.path) +
      pick(random, PARTS.query) +
      pick(random, PARTS.fragment);
    seen.add(input);
  }
  return [...seen];
}

function unique(lists: readonly (readonly string[])[]): string[] {
  return [...new Set(lists.flat())];
}

export const BUILTIN_CORPUS: readonly string[] = Object.freeze(
  unique([
    RFC_EXAMPLES,
    RESOLUTION_EXAMPLES,
    PEG_TRAPS,
    CONFUSION_CASES,
    INVALID_CHARACTERS,
    generatedCorpus(400),
  ]),
);
