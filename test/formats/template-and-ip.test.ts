/**
 * The formats `uri-template`, `ipv4` and `ipv6` with real ajv 8 under draft-07, draft 2019-09
 * and draft 2020-12, on the JSON Schema Test Suite's cases (json-schema-org/JSON-Schema-Test-Suite,
 * tests/draft2020-12/optional/format/: uri-template.json at 2cf330b0ec2971ee559c7d871b134bc711aa64df,
 * ipv4.json at 05bc9c1c93e828a8a274e6d06907524c0bfbfe35, ipv6.json at
 * 1cc54392e3a0537cce3ab60358be65d1944be843; the string cases, copied as [data, valid]), with the
 * one case where the suite departs from RFC 6570, and through Standard Schema.
 */
import Ajv from 'ajv';
import Ajv2019 from 'ajv/dist/2019';
import Ajv2020 from 'ajv/dist/2020';
import { addFormats, formats, uriSchema } from '../../src/formats';

type Case = readonly [string, boolean];

const URI_TEMPLATE: readonly Case[] = [
  ['http://example.com/dictionary/{term:1}/{term}', true],
  ['http://example.com/dictionary/{term:1}/{term', false],
  ['http://example.com/dictionary', true],
  ['dictionary/{term:1}/{term}', true],
  ['{}', false],
  ['{a,,b}', false],
  ['{v:0}', false],
  ['{v:10000}', false],
  ['', true],
  ['foo}bar', false],
  ['a%41b', true],
  ['a%', false],
  ['a%4', false],
  ['a%GG', false],
  ['a\uD83D\uDE00b', true],
  ['a\uE000b', true],
  ['a\uDB80\uDC00b', true],
  ['{+var}', true],
  ['{#var}', true],
  ['{.var}', true],
  ['{/var}', true],
  ['{;var}', true],
  ['{?var}', true],
  ['{&var}', true],
  ['{var*}', true],
  ['{x,y}', true],
  ['{a.b}', true],
  ['{a..b}', false],
  ['{%41}', true],
  ['{%}', false],
  ['{%4}', false],
  ['{%GG}', false],
  ['{v:1000}', true],
  ['{v:01}', false],
  ['a b', false],
  ['a\u007Fb', false],
  ['{a,}', false],
  ['{var=def}', false],
  ['{,+var}', false],
];

/**
 * Where the suite and RFC 6570 disagree, the RFC wins: section 2.1's `literals` leaves out
 * %x27, and its comment names it ("any Unicode character except: CTL, SP, DQUOTE, "'", ...").
 * The suite's "an apostrophe in a literal is valid" says `a'b` is a template.
 */
const URI_TEMPLATE_DEPARTURES: readonly Case[] = [["a'b", false]];

const IPV4: readonly Case[] = [
  ['192.168.0.1', true],
  ['127.0.0.0.1', false],
  ['256.256.256.256', false],
  ['127.0', false],
  ['127.1', false],
  ['127.0.1', false],
  ['0x7f000001', false],
  ['2130706433', false],
  ['1\u09E87.0.0.1', false],
  ['192.168.1.0/24', false],
  [' 192.168.0.1', false],
  ['192.168.0.1 ', false],
  ['192.168.0.1\n', false],
  ['0x7f.0.0.1', false],
  ['0o10.0.0.1', false],
  ['192.168..1', false],
  ['.192.168.0.1', false],
  ['192.168.0.1.', false],
  ['0.0.0.0', true],
  ['255.255.255.255', true],
  ['', false],
  ['+1.2.3.4', false],
  ['-1.2.3.4', false],
  ['1e2.0.0.1', false],
  ['192.168.a.1', false],
  ['192. 168.0.1', false],
  ['192.168.0.1\t', false],
  ['192.168.0.1:80', false],
  ['192.168.0.256', false],
  // An earlier version of the suite: "invalid leading zeroes, as they are treated as octals".
  ['087.10.0.1', false],
  ['87.10.0.1', true],
];

const IPV6: readonly Case[] = [
  ['::1', true],
  ['12345::', false],
  ['::abef', true],
  ['::abcef', false],
  ['1:1:1:1:1:1:1:1:1:1:1:1:1:1:1:1', false],
  ['::laptop', false],
  ['::', true],
  ['::42:ff:1', true],
  ['d6::', true],
  [':2:3:4:5:6:7:8', false],
  ['1:2:3:4:5:6:7:', false],
  [':2:3:4::8', false],
  ['1:d6::42', true],
  ['1::d6::42', false],
  ['1::d6:192.168.0.1', true],
  ['1:2::192.168.0.1', true],
  ['1::2:192.168.256.1', false],
  ['1::2:192.168.ff.1', false],
  ['::ffff:192.168.0.1', true],
  ['1:2:3:4:5:::8', false],
  ['1:2:3:4:5:6:7:8', true],
  ['1:2:3:4:5:6:7', false],
  ['1', false],
  ['127.0.0.1', false],
  ['1:2:3:4:1.2.3', false],
  ['  ::1', false],
  ['::1  ', false],
  ['fe80::/64', false],
  ['fe80::a%eth1', false],
  ['1000:1000:1000:1000:1000:1000:255.255.255.255', true],
  ['100:100:100:100:100:100:255.255.255.255.255', false],
  ['100:100:100:100:100:100:100:255.255.255.255', false],
  ['1:2:3:4:5:6:7:\u09EA', false],
  ['1:2::192.16\u09EA.0.1', false],
  ['::ffff:256.1.1.1', false],
];

const TABLES = [
  ['uri-template', [...URI_TEMPLATE, ...URI_TEMPLATE_DEPARTURES]],
  ['ipv4', IPV4],
  ['ipv6', IPV6],
] as const;

describe.each([
  ['draft-07', () => new Ajv()],
  ['draft 2019-09', () => new Ajv2019()],
  ['draft 2020-12', () => new Ajv2020()],
])('ajv 8, %s', (_draft, makeAjv) => {
  const ajv = addFormats(makeAjv());
  describe.each(TABLES)('%s', (format, cases) => {
    const validate = ajv.compile({ type: 'string', format });
    const bare = ajv.compile({ format });
    test.each(cases)('%j is %s', (data, valid) => {
      expect(validate(data)).toBe(valid);
      expect(formats[format](data)).toBe(valid);
    });
    test('a non-string is left to the type keyword', () => {
      for (const data of [12, 13.7, {}, [], false, null]) expect(bare(data)).toBe(true);
    });
  });
});

describe('Standard Schema', () => {
  it('uriSchema({ grammar: "rfc6570" }) checks URI-Template by default, with the offset', () => {
    const schema = uriSchema({ grammar: 'rfc6570' });
    expect(schema.rule).toBe('URI-Template');
    expect(schema['~standard'].validate('/a{b}')).toEqual({ value: '/a{b}' });
    const result = schema['~standard'].validate('/a{b');
    expect(result.issues?.[0]?.message).toMatch(/offset 4/);
    expect(schema['~standard'].validate(42).issues).toHaveLength(1);
  });

  it('ipv4 and ipv6 are the RFC 3986 rules', () => {
    const ipv4 = uriSchema({ rule: 'IPv4address' });
    const ipv6 = uriSchema({ rule: 'IPv6address' });
    for (const [data, valid] of IPV4)
      expect(ipv4['~standard'].validate(data).issues === undefined).toBe(valid);
    for (const [data, valid] of IPV6)
      expect(ipv6['~standard'].validate(data).issues === undefined).toBe(valid);
  });
});
