/**
 * RFC 3986 section 7 (and 3.2.2): `inspect`'s findings, one table per code with inputs that
 * must and must not raise it, asserting the section and the offsets of what is flagged; then
 * properties holding the offsets to the parse tree, and the WHATWG IPv4 reading to the
 * platform's own WHATWG URL parser.
 */
import fc from 'fast-check';
import type { ParseTree, RuleName } from '../../src';
import { UriSyntaxError } from '../../src/errors';
import {
  DEFAULT_PORTS,
  FINDING_CODES,
  FINDING_SECTIONS,
  type Finding,
  type FindingCode,
  inspect,
} from '../../src/security';
import { isValid, parseTree } from '../../src/validate';
import { parseWhatwgIPv4, serializeIPv4 } from '../../src/whatwg-ipv4';
import { SCALE, runParameters } from '../support/arbitraries';
import {
  expectAtLeast,
  expectAtMost,
  expectDefined,
  expectLessThan,
  expectToBe,
  expectToEqual,
} from '../support/cheap-expect';

/** An input, and the text flagged in it with its start offset (`end` is start + length). */
type Flagged = readonly [input: string, flagged: string, start: number];

interface CodeTable {
  readonly code: FindingCode;
  readonly section: string;
  readonly flagged: readonly Flagged[];
  /** Inputs with no finding of this code (they may have others). */
  readonly clean: readonly string[];
}

const LONG_NAME = 'a'.repeat(256);

const TABLES: readonly CodeTable[] = [
  {
    // Issue 11: the inputs WHATWG parsers turn into a host that RFC 3986 does not see.
    code: 'missing-host',
    section: '3.2.2',
    flagged: [
      ['http:evil.example/', 'evil.example', 5],
      ['http:/evil.example/', '/evil.example', 5],
      ['http:///evil.example/', '///evil.example', 5],
      ['https:////evil.example/', '////evil.example', 6],
      ['ws:127.1/', '127.1', 3],
      ['wss:///10.0.0.1/', '///10.0.0.1', 4],
      ['FTP://@/', '//@', 4],
      ['http:', '', 5],
    ],
    clean: [
      'http://example.com/',
      'mailto:a@b.example',
      'file:///etc/hosts',
      'urn:isbn:0451450523',
      'foo:///x',
      '//a/b',
      'http://0/',
    ],
  },
  {
    code: 'userinfo-password',
    section: '7.5',
    flagged: [
      ['http://user:pass@example.com/', 'pass', 12],
      ['ftp://:secret@h', 'secret', 7],
      ['//u::@h', ':', 4],
      ['http://a:b:c@h/', 'b:c', 9],
    ],
    clean: [
      'http://user:@example.com/',
      'http://user@example.com/',
      'http://h/a:b',
      'mailto:a:b@c',
    ],
  },
  {
    code: 'deceptive-userinfo',
    section: '7.6',
    flagged: [
      ['http://www.bank.example@evil.example/', 'www.bank.example', 7],
      [
        'ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm',
        'cnn.example.com&story=breaking_news',
        6,
      ],
      ['http://bank.example:443@evil/', 'bank.example:443', 7],
      ['http://10.0.0.1@evil/', '10.0.0.1', 7],
      ['http://0x7f.1@evil/', '0x7f.1', 7],
      ['http://::1@evil/', '::1', 7],
      ['http://%5B::1%5D@evil/', '%5B::1%5D', 7],
      ['http://https:%2F%2Fbank.example@evil/', 'https:%2F%2Fbank.example', 7],
      ['http://HTTP:x@evil/', 'HTTP:x', 7],
      ['http://%62ank.example@evil/', '%62ank.example', 7],
      ['http://b%C3%A4nk.example@evil/', 'b%C3%A4nk.example', 7],
      ['http://john.smith@example.com/', 'john.smith', 7],
      ['http://bank.example.@evil/', 'bank.example.', 7],
      // Issue 11: leading or trailing "-" or ".", and "..", do not hide the imitation from a reader.
      ['http://www.paypal.com-@evil.example/', 'www.paypal.com-', 7],
      ['http://.www.paypal.com@evil.example/', '.www.paypal.com', 7],
      ['http://accounts.google.com.@evil.example/', 'accounts.google.com.', 7],
      ['http://10.0.0.1-@evil.example/', '10.0.0.1-', 7],
      ['http://www.bank.example..@evil.example/', 'www.bank.example..', 7],
      ['http://-login.bank.example@evil.example/', '-login.bank.example', 7],
      ['http://-a.example@example.com/', '-a.example', 7],
      ['http://a..example@example.com/', 'a..example', 7],
    ],
    clean: [
      'http://user@example.com/',
      'http://user:pass@example.com/',
      'http://localhost@example.com/',
      'http://j_doe@example.com/',
      'http://v1.2@example.com/',
      'http://a.b@example.com/',
      'http://a.-@example.com/',
      'http://-.-@example.com/',
      'http://foo:bar@example.com/',
      'http://dead:beef@example.com/',
      'http://%5Bnot-ip%5D@example.com/',
      'http://%ff.example@evil/',
      `http://${'a'.repeat(64)}.example@evil/`,
      'http://www.bank.example/@evil.example',
    ],
  },
  {
    code: 'numeric-reg-name',
    section: '7.4',
    flagged: [
      ['http://127.1/', '127.1', 7],
      ['http://0x7f.1/', '0x7f.1', 7],
      ['http://0177.0.0.1/', '0177.0.0.1', 7],
      ['http://2130706433/', '2130706433', 7],
      ['http://1.2.3.4./', '1.2.3.4.', 7],
      ['http://01.02.03.04:8080/', '01.02.03.04', 7],
      ['http://%31%32%37.0.0.1/', '%31%32%37.0.0.1', 7],
      ['http://%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1/', '%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1', 7],
      ['//u@0X7F000001', '0X7F000001', 4],
      ['http://0x/', '0x', 7],
    ],
    clean: [
      'http://1.2.3.4/',
      'http://127.0.0.1:80/',
      'http://[::1]/',
      'http://example.com/',
      'http://1.2.3.256/',
      'http://1.2.3.4.5/',
      'http://0x100000000/',
      'http://256.1/',
      'http://1.2.3.08/',
      'http://example.123/',
      'http:///',
      'http://%E2%92%88.2.3.4/',
      'http://%ff%31/',
      '/127.1',
    ],
  },
  {
    code: 'host-not-utf8',
    section: '3.2.2',
    flagged: [
      ['http://%ff%fe/', '%ff%fe', 7],
      ['http://a%C3%A9b%C3/', '%C3', 15],
      ['http://x@%80.example:1/', '%80', 9],
    ],
    clean: ['http://%C3%A9.example/', 'http://a/%ff', 'http://%ff@a/', 'http://[v1.ff]/'],
  },
  {
    code: 'long-reg-name',
    section: '3.2.2',
    flagged: [
      [`http://${LONG_NAME}/`, LONG_NAME, 7],
      [`//u@${LONG_NAME}:80`, LONG_NAME, 4],
    ],
    clean: [`http://${'a'.repeat(255)}/`, `http://a/${LONG_NAME}`],
  },
  {
    code: 'well-known-port',
    section: '7.2',
    flagged: [
      ['http://example.com:25/', '25', 19],
      ['https://example.com:80/', '80', 20],
      ['http://a:0/', '0', 9],
      ['http://a:1023/', '1023', 9],
      ['http://a:00443/', '00443', 9],
      ['foo://a:22/', '22', 8],
      ['//a:21', '21', 4],
      ['wss://a:80/', '80', 8],
    ],
    clean: [
      'http://a:80/',
      'HTTP://a:0080/',
      'https://a:443/',
      'ftp://a:21/',
      'ws://a:80/',
      'wss://a:443/',
      'http://a:1024/',
      'http://a:8080/',
      'http://a:/',
      'http://a:99999999999999999999/',
      'http://[::1]:8080/',
    ],
  },
  {
    code: 'encoded-control',
    section: '7.2, 7.3',
    flagged: [
      ['http://a/x%0D%0Ay', '%0D%0A', 10],
      ['http://a/?q=%00', '%00', 12],
      ['#%7f', '%7f', 1],
      ['http://a%1F@h/', '%1F', 8],
      ['http://h%09/', '%09', 8],
      ['/a%00b%0a', '%00', 2],
    ],
    clean: ['http://a/%20%7E%80', 'http://a/?q=%2000', 'http://a/%2F', 'http://a/%25%30%30'],
  },
  {
    code: 'encoded-delimiter',
    section: '7.3',
    flagged: [
      ['http://a/b%2Fc', '%2F', 10],
      ['http://a/b%2fc', '%2f', 10],
      ['/%5C', '%5C', 1],
      ['a%5cb', '%5c', 1],
    ],
    clean: ['http://a/b/c', 'http://a/b?%2F', 'http://a/b#%5C', 'http://a%2F@b/', 'http://a/%252F'],
  },
  {
    code: 'encoded-dot-segment',
    section: '7.3',
    flagged: [
      ['http://a/%2e%2e/etc', '%2e%2e', 9],
      ['http://a/b/%2E', '%2E', 11],
      ['/.%2e/x', '.%2e', 1],
      ['%2e./x', '%2e.', 0],
      ['/a/..%2fetc', '..%2fetc', 3],
      ['/a/x%5C..', 'x%5C..', 3],
    ],
    clean: [
      'http://a/%2e%2e%2e',
      'http://a/b%2e',
      'http://a/./b',
      'http://a/?%2e%2e',
      '/a%2fb',
      '/%2e.a',
    ],
  },
  {
    code: 'dot-segment',
    section: '5.2.4, 7.3',
    flagged: [
      ['http://a/b/../c', '..', 11],
      ['http://a/./b', '.', 9],
      ['../x', '..', 0],
      ['.', '.', 0],
      ['foo:a/.', '.', 6],
    ],
    clean: [
      'http://a/b/c',
      'http://a/.../b',
      'http://a/.b/..c',
      'http://a/?/../',
      'http://a/#/./',
      'http://../',
    ],
  },
];

function findingsOf(input: string, code: FindingCode): Finding[] {
  return inspect(input).filter((finding) => finding.code === code);
}

describe.each(TABLES)('$code (RFC 3986 $section)', ({ code, section, flagged, clean }) => {
  it.each(flagged)('flags %j at %j', (input, text, start) => {
    const [finding, ...others] = findingsOf(input, code);
    expect(others).toEqual([]);
    expect(finding).toMatchObject({ code, section, start, end: start + text.length });
    expect(input.slice(finding!.start, finding!.end)).toBe(text);
    expect(finding!.message).toContain(`RFC 3986 ${section}`);
  });

  it.each(clean)('does not flag %j', (input) => {
    expect(findingsOf(input, code)).toEqual([]);
  });
});

describe('inspect', () => {
  it.each([
    'https://example.com/path?q=1#frag',
    'mailto:joe@example.com',
    'http://[::1]:8080/',
    'https://example.com:443/',
    'http://user@example.com/',
    '',
    'urn:isbn:0451450523',
    'http://1.2.3.4/a/b%20c?x=%2F&y=..#/./',
  ])('finds nothing in the clean reference %j', (input) => {
    expect(inspect(input)).toEqual([]);
  });

  it('throws UriSyntaxError for what is not a URI reference, with its offset', () => {
    expect(() => inspect('http://a b/')).toThrow(UriSyntaxError);
    expect(() => inspect('%zz')).toThrow(expect.objectContaining({ offset: 1, code: 'syntax' }));
  });

  it('refuses input over maxLength with code too-long', () => {
    expect(() => inspect('http://a/', { maxLength: 5 })).toThrow(
      expect.objectContaining({ code: 'too-long', offset: 5 }),
    );
    expect(inspect('http://a/', { maxLength: 9 })).toEqual([]);
  });

  it('gives the address a numeric reg-name becomes', () => {
    expect(findingsOf('http://0x7f.1/', 'numeric-reg-name')[0]).toMatchObject({
      address: '127.0.0.1',
      component: 'host',
    });
    expect(findingsOf('http://0x7f.1/', 'numeric-reg-name')[0]!.message).toContain('127.0.0.1');
  });

  it('takes the expected ports from options.defaultPorts, case-insensitively by scheme', () => {
    expect(findingsOf('gopher://a:70/', 'well-known-port')).toHaveLength(1);
    expect(inspect('Gopher://a:70/', { defaultPorts: { gopher: 70 } })).toEqual([]);
    expect(findingsOf('http://a:80/', 'well-known-port')).toEqual([]);
    expect(inspect('http://a:80/', { defaultPorts: {} })).toHaveLength(1);
    expect(DEFAULT_PORTS).toEqual({ http: 80, https: 443, ws: 80, wss: 443, ftp: 21 });
  });

  it('is not fooled by schemes named like Object.prototype members', () => {
    for (const scheme of ['constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(findingsOf(`${scheme}://a:80/`, 'well-known-port')).toHaveLength(1);
    }
  });

  it('reports a code once per component, counting the other occurrences in the message', () => {
    const findings = inspect('http://a/%00x%00/%2e/%2E%2E/./../b%2F%5C?%0A%0D#%00');
    expect(findings.map(({ code, component }) => `${code}@${component}`)).toEqual([
      'encoded-control@path',
      'encoded-dot-segment@path',
      'dot-segment@path',
      'encoded-delimiter@path',
      'encoded-control@query',
      'encoded-control@fragment',
    ]);
    expect(findings[0]!.message).toContain('"%00", and 1 more encoded control octet;');
    expect(findings[1]!.message).toContain('and 1 more such segment;');
    expect(findings[2]!.message).toContain('and 1 more dot-segment;');
    expect(findings[3]!.message).toContain('and 1 more encoded delimiter;');
    expect(findings[4]).toMatchObject({ start: 41, end: 47 });
  });

  it('orders findings by offset, then by code', () => {
    const findings = inspect('http://bank.example:pw@127.1:25/%2e%2e');
    expect(findings.map((finding) => finding.code)).toEqual([
      'deceptive-userinfo',
      'userinfo-password',
      'numeric-reg-name',
      'well-known-port',
      'encoded-dot-segment',
    ]);
    expect(findings.map((finding) => finding.start)).toEqual([7, 20, 23, 29, 32]);
  });

  it('quotes at most 64 characters of the input in a message', () => {
    const user = `${'ab.'.repeat(40)}example`;
    const [finding] = inspect(`http://${user}@h/`);
    expect(finding!.message).toContain(`"${user.slice(0, 63)}…"`);
    expect(finding!.end - finding!.start).toBe(user.length);
  });

  it('has a section for each code, and one stable list of codes', () => {
    expect(Object.keys(FINDING_SECTIONS).sort()).toEqual([...FINDING_CODES].sort());
    expect(FINDING_CODES).toHaveLength(12);
  });
});

/** The whole message for one example of each code and of each variant a message has. */
const MESSAGES: readonly (readonly [input: string, code: FindingCode, message: string])[] = [
  [
    'http://u:pw@h/',
    'userinfo-password',
    'The userinfo carries a password after its first ":"; passwords in URIs are deprecated because URIs are displayed, logged and bookmarked in clear text (RFC 3986 7.5).',
  ],
  ...(
    [
      ['www.bank.example', 'a host name'],
      ['10.0.0.1', 'an IPv4 address'],
      ['fe80::1', 'an IPv6 address'],
      ['%5Bv1.x%5D', 'an IP literal'],
      ['http:x', 'a URI of the scheme "http"'],
      ['HTTPS:x', 'a URI of the scheme "https"'],
      ['ftp:x', 'a URI of the scheme "ftp"'],
      ['ws:x', 'a URI of the scheme "ws"'],
      ['wss:x', 'a URI of the scheme "wss"'],
      ['file:x', 'a URI of the scheme "file"'],
    ] as const
  ).map(
    ([userinfo, lookalike]) =>
      [
        `http://${userinfo}@evil.example/`,
        'deceptive-userinfo',
        `The userinfo "${userinfo}" looks like ${lookalike}, but the host is "evil.example", which can mislead a reader about which authority the URI names (RFC 3986 7.6).`,
      ] as const,
  ),
  [
    'http://0x7f.1/',
    'numeric-reg-name',
    'The reg-name "0x7f.1" is not an RFC 3986 IPv4address, yet WHATWG URL parsers and inet_aton() read it as the IPv4 address 127.0.0.1, so filter on that address, not on the string (RFC 3986 7.4).',
  ],
  [
    'http://%ff%fe.a%ff/',
    'host-not-utf8',
    'The reg-name percent-encodes octets that are not UTF-8 ("%ff%fe", and 1 more such run), and a host may percent-encode only UTF-8 (RFC 3986 3.2.2).',
  ],
  [
    'http://%ff.%fe.%C3/',
    'host-not-utf8',
    'The reg-name percent-encodes octets that are not UTF-8 ("%ff", and 2 more such runs), and a host may percent-encode only UTF-8 (RFC 3986 3.2.2).',
  ],
  [
    `http://${LONG_NAME}/`,
    'long-reg-name',
    'The reg-name is 256 characters long, more than the 255 that producers should stay within (RFC 3986 3.2.2).',
  ],
  [
    'http://a:25/',
    'well-known-port',
    'Port 25 is in the well-known range 0-1023 and the scheme "http" expects port 80; a client may be made to speak to another protocol\'s server (RFC 3986 7.2).',
  ],
  [
    'FOO://a:0022/',
    'well-known-port',
    'Port 22 is in the well-known range 0-1023 and the scheme "foo" has no default port to compare it with; a client may be made to speak to another protocol\'s server (RFC 3986 7.2).',
  ],
  [
    '//a:0',
    'well-known-port',
    "Port 0 is in the well-known range 0-1023 and the reference has no scheme to expect it; a client may be made to speak to another protocol's server (RFC 3986 7.2).",
  ],
  [
    'http://a/%0D%0A%00',
    'encoded-control',
    'The path percent-encodes control octets as "%0D%0A%00"; decoded, they can end a line, a header or a string in a back end (RFC 3986 7.2, 7.3).',
  ],
  [
    '?%00.%01.%7F',
    'encoded-control',
    'The query percent-encodes control octets as "%00", and 2 more encoded control octets; decoded, they can end a line, a header or a string in a back end (RFC 3986 7.2, 7.3).',
  ],
  [
    'http://a/%5C%2F',
    'encoded-delimiter',
    'The path percent-encodes "\\" as %5C, and 1 more encoded delimiter; a back end that decodes before splitting sees a segment boundary the URI does not have (RFC 3986 7.3).',
  ],
  [
    'http://a/b%2fc%2F%2f',
    'encoded-delimiter',
    'The path percent-encodes "/" as %2f, and 2 more encoded delimiters; a back end that decodes before splitting sees a segment boundary the URI does not have (RFC 3986 7.3).',
  ],
  [
    'http://a/%2e%2e/%2e/.%2E',
    'encoded-dot-segment',
    'The path segment "%2e%2e" becomes a "." or ".." segment once decoded, and 2 more such segments; remove_dot_segments does not see it, but a back end that decodes first follows it (RFC 3986 7.3).',
  ],
  [
    'http://a/./',
    'dot-segment',
    'The path has the dot-segment "."; remove_dot_segments must run before the path reaches a file system or another back end (RFC 3986 5.2.4, 7.3).',
  ],
  [
    'http://a/../../.',
    'dot-segment',
    'The path has the dot-segment "..", and 2 more dot-segments; remove_dot_segments must run before the path reaches a file system or another back end (RFC 3986 5.2.4, 7.3).',
  ],
];

describe('messages', () => {
  it.each(MESSAGES)('%j: %s says it in one sentence', (input, code, message) => {
    expect(findingsOf(input, code).map((finding) => finding.message)).toEqual([message]);
  });

  it('quote up to 64 characters whole, and cut longer ones to 63 and an ellipsis', () => {
    const quoted = (userinfo: string): string =>
      findingsOf(`//${userinfo}@h`, 'deceptive-userinfo')[0]!.message;
    const exactly64 = `${'a'.repeat(56)}.example`;
    expect(quoted(exactly64)).toContain(`"${exactly64}"`);
    expect(quoted(`b${exactly64}`)).toContain(`"b${exactly64.slice(0, 62)}…"`);
  });
});

describe('boundaries of the deceptive-userinfo rule', () => {
  // Found by mutation testing: "." must belong to the run read as an IPv6 address (an embedded
  // IPv4 part), and the run must stop at the first character that cannot.
  it('reads an IPv6 address with an IPv4 tail up to the first other character', () => {
    const [finding] = findingsOf(
      'http://1:2:3:4:5:6:1.2.3.4-mirror@evil.example/',
      'deceptive-userinfo',
    );
    expect(finding?.message).toContain('looks like an IPv6 address');
  });

  it.each([`${'a'.repeat(63)}.example`, 'x.io', 'a.b.c1', 'xn--bcher-kva.example', '1a.2b'])(
    'flags %j',
    (userinfo) => {
      expect(findingsOf(`http://${userinfo}@h/`, 'deceptive-userinfo')).toHaveLength(1);
    },
  );

  it.each(['x.i', 'a.-b', 'a-.b', 'a.12', '.example', 'ab', 'a_b.example', 'mailto:x'])(
    'does not flag %j',
    (userinfo) => {
      expect(findingsOf(`http://${userinfo}@h/`, 'deceptive-userinfo')).toEqual([]);
    },
  );
});

describe('order of findings that start together', () => {
  it.each([
    [`http://${'0'.repeat(256)}/`, ['numeric-reg-name', 'long-reg-name']],
    ['http://a/%2F..', ['encoded-delimiter', 'encoded-dot-segment']],
    [`http://${'%ff'.repeat(90)}/`, ['host-not-utf8', 'long-reg-name']],
    ['http://%00.example@h/', ['encoded-control']],
  ])('%j gives %j', (input, codes) => {
    expect(inspect(input).map((finding) => finding.code)).toEqual(codes);
  });
});

describe('the WHATWG IPv4 parser', () => {
  it.each([
    ['0', '0.0.0.0'],
    ['0x', '0.0.0.0'],
    ['4294967295', '255.255.255.255'],
    ['0xffffffff', '255.255.255.255'],
    ['037777777777', '255.255.255.255'],
    ['1.16777215', '1.255.255.255'],
    ['1.2.65535', '1.2.255.255'],
    ['255.255.255.255.', '255.255.255.255'],
    ['0x7F.0.0.1', '127.0.0.1'],
    ['00000000000000000000000000000010.0.0.1', '8.0.0.1'],
  ])('reads %j as %s', (host, address) => {
    const value = parseWhatwgIPv4(host);
    expect(value).not.toBeNull();
    expect(serializeIPv4(value!)).toBe(address);
  });

  it.each([
    '',
    '.',
    '..',
    '4294967296',
    '0x100000000',
    '1.16777216',
    '256.1.1.1',
    '1.2.3.4.5',
    '1.2.3.4..',
    '1..2',
    '08',
    '0x1g',
    'a.b',
    '1.2.3.4. ',
    `${'9'.repeat(400)}`,
    '1.2.3.4.5.6.7.8.9',
  ])('reads no address from %j', (host) => {
    expect(parseWhatwgIPv4(host)).toBeNull();
  });
});

/** Pieces of hosts the WHATWG host parser reads specially, written as reg-name text. */
const HOST_PIECES = [
  ...'0123456789',
  '0x',
  '0X',
  'a',
  'F',
  'g',
  '.',
  '.',
  '%2E',
  '%31',
  '%30x',
  '%EF%BC%91', // FULLWIDTH DIGIT ONE
  '%EF%BC%90', // FULLWIDTH DIGIT ZERO
  '%EF%BD%98', // FULLWIDTH LATIN SMALL LETTER X
  '%EF%BC%8E', // FULLWIDTH FULL STOP, mapped to "."
  '%EF%B9%92', // SMALL FULL STOP, disallowed
  '%E2%80%A4', // ONE DOT LEADER, disallowed
  '%E3%80%82', // IDEOGRAPHIC FULL STOP
  '%EF%BD%A1', // HALFWIDTH IDEOGRAPHIC FULL STOP
  '%C2%AD', // SOFT HYPHEN, ignored by UTS 46
  '%E2%80%8B', // ZERO WIDTH SPACE, ignored
  '%E2%92%88', // DIGIT ONE FULL STOP, disallowed
  '%F0%9D%9F%8F', // MATHEMATICAL BOLD DIGIT ONE
  '%C2%B9', // SUPERSCRIPT ONE
  '%E2%80%8D', // ZERO WIDTH JOINER
  '-',
  '%ff',
];

const DOTTED_QUAD = /^\d+\.\d+\.\d+\.\d+$/;

/** The address the platform's WHATWG URL parser reads from a reg-name, or null. */
function platformAddress(host: string): string | null {
  try {
    const { hostname } = new URL(`http://${host}/`);
    // A host that serializes as a dotted quad ends in a number, so it went through the IPv4 parser.
    return DOTTED_QUAD.test(hostname) ? hostname : null;
  } catch {
    return null;
  }
}

describe('numeric-reg-name against the platform WHATWG URL parser', () => {
  it('finds exactly the reg-names that the parser reads as an IPv4 address, and the same address', () => {
    const host = fc
      .array(fc.constantFrom(...HOST_PIECES), { minLength: 1, maxLength: 10 })
      .map((pieces) => pieces.join(''))
      .filter((text) => isValid('reg-name', text) && !isValid('IPv4address', text));
    fc.assert(
      fc.property(host, (text) => {
        const finding = findingsOf(`http://${text}/`, 'numeric-reg-name')[0];
        expectToBe(finding?.address ?? null, platformAddress(text));
      }),
      runParameters(3000 * SCALE),
    );
  });
});

/** Valid references assembled from pieces that raise findings. */
const reference: fc.Arbitrary<string> = (() => {
  const piecesOf = (pieces: readonly string[], maxLength: number): fc.Arbitrary<string> =>
    fc.array(fc.constantFrom(...pieces), { maxLength }).map((parts) => parts.join(''));
  const scheme = fc.option(fc.constantFrom('http', 'HTTPS', 'ftp', 'x', 'ws'), { nil: undefined });
  const userinfo = fc.option(
    piecesOf(['a', 'b.c', '.', ':', '%2e', '%00', '%ff', '1', '0x7f', '%5B', '::', 'https:'], 5),
    { nil: undefined },
  );
  const host = piecesOf(['a', '.', '1', '0x', '%31', '%00', '%C3', '%A9', '[::1]', '255'], 5);
  const port = fc.option(piecesOf(['0', '2', '5', '80', '443', '1023'], 3), { nil: undefined });
  const segment = piecesOf(['a', '.', '..', '%2e', '%2E', '%2f', '%5C', '%0d', '%7F', ':', '%'], 3);
  const path = fc.array(segment, { maxLength: 5 }).map((segments) => segments.join('/'));
  const tail = fc.option(piecesOf(['a', '?', '/', '%00', '%0A', '%2e', '.'], 4), {
    nil: undefined,
  });
  return fc
    .record({
      scheme,
      authority: fc.boolean(),
      userinfo,
      host,
      port,
      path,
      query: tail,
      fragment: tail,
    })
    .map((parts) => {
      let text = parts.scheme === undefined ? '' : `${parts.scheme}:`;
      if (parts.authority) {
        text += `//${parts.userinfo === undefined ? '' : `${parts.userinfo}@`}${parts.host}`;
        text += parts.port === undefined ? '' : `:${parts.port}`;
        text += parts.path === '' || parts.path.startsWith('/') ? parts.path : `/${parts.path}`;
      } else {
        text += parts.path;
      }
      text += parts.query === undefined ? '' : `?${parts.query}`;
      return text + (parts.fragment === undefined ? '' : `#${parts.fragment}`);
    })
    .filter((text) => isValid('URI-reference', text));
})();

/** The span of each component in the parse tree: the reference route to the offsets. */
function componentSpans(tree: ParseTree): Map<string, ParseTree> {
  const spans = new Map<string, ParseTree>();
  // The rules a reference's path can match (RFC 3986 sections 3 and 4.2), read off the tree here
  // rather than taken from the library, so this reading stays independent of it.
  const pathRules: ReadonlySet<RuleName | null> = new Set<RuleName>([
    'path-abempty',
    'path-absolute',
    'path-noscheme',
    'path-rootless',
    'path-empty',
  ]);
  const visit = (node: ParseTree, parent: RuleName | null): void => {
    if (node.rule === null) return;
    if (pathRules.has(node.rule) && (parent === 'hier-part' || parent === 'relative-part')) {
      spans.set('path', node);
    } else if (!spans.has(node.rule)) {
      spans.set(node.rule, node);
    }
    for (const child of node.children) visit(child, node.rule);
  };
  visit(tree, null);
  return spans;
}

describe('finding offsets', () => {
  it('lie inside the component each finding names, as the parse tree places it', () => {
    let found = 0;
    fc.assert(
      fc.property(reference, (text) => {
        const spans = componentSpans(parseTree('URI-reference', text));
        for (const finding of inspect(text)) {
          found++;
          if (finding.code === 'missing-host') {
            // There is no host to point into: the span starts where the authority would.
            expectToBe(finding.component, 'authority');
            expectToBe(finding.start, spans.get('scheme')!.end + 1);
            continue;
          }
          const component = spans.get(finding.component);
          expectDefined(component);
          expectAtLeast(finding.start, component!.start);
          expectAtMost(finding.end, component!.end);
          expectLessThan(finding.start, finding.end);
          if (['deceptive-userinfo', 'numeric-reg-name', 'long-reg-name'].includes(finding.code)) {
            expectToEqual([finding.start, finding.end], [component!.start, component!.end]);
          }
        }
      }),
      runParameters(2000 * SCALE),
    );
    // About two findings per generated reference; fewer than one in four would mean the
    // generator stopped producing what the property is about.
    expect(found).toBeGreaterThan(500 * SCALE);
  });
});
