/**
 * RFC 6874 error offsets and expected sets, as test/grammars/rfc3986/errors.test.ts checks them for RFC 3986: the
 * offset is the longest viable prefix by the oracle read from the RFC 3986 and RFC 6874 texts,
 * in UTF-16 units; an error at a lone surrogate says so.
 */
import { isValid as isValid3986 } from '../../../src';
import { oracle6874 } from '../../oracle/abnf-regex';
import { refusalOf } from '../../support/error-properties';
import { fixture, g, type Name } from './support';

const subject = fixture.errors;

const errorOf = (rule: Name, text: string) => refusalOf(subject, rule, text);

describe('offsets worked by hand from RFC 6874 section 2', () => {
  it.each<[Name, string, number, string[], string]>([
    ['IP-literal', '[fe80::1%25]', 11, ['unreserved', 'pct-encoded'], 'a ZoneID is 1* characters'],
    ['IP-literal', '[fe80::1%2]', 10, ['"5"'], 'only "%25" introduces a zone'],
    ['IP-literal', '[fe80::1%eth0]', 9, ['"2"'], 'RFC 4007 "%eth0" is not RFC 6874'],
    ['host', '[::1%25eth0', 11, ['unreserved', 'pct-encoded', '"]"'], 'the zone runs to "]"'],
    [
      'IP-literal',
      '[::1%25\uD800]',
      7,
      ['unreserved', 'pct-encoded'],
      'a lone surrogate in a zone',
    ],
    ['IP-literal', '[::1%25é]', 7, ['unreserved', 'pct-encoded'], 'a zone is ASCII'],
    ['IP-literal', '[v1.x%25a]', 5, [], 'IPvFuture takes no zone, and "%" is not in it'],
    ['IPv6addrz', '::1%25a%', 8, [], '"%" must be percent-encoded in a zone'],
    ['URI', 'http://[fe80::1%25eth0]x', 23, [], 'after the literal, a port, a path or the end'],
  ])('%s %j: offset %d, expected %j (%s)', (rule, text, offset, expected) => {
    const error = errorOf(rule, text);
    expect(error).toMatchObject({ code: 'syntax', rule, offset });
    if (expected.length > 0) expect(error.expected).toEqual(expected);
    expect(oracle6874.longestViablePrefix(rule, text)).toBe(offset);
  });

  it('a lone surrogate in a zone is named as one', () => {
    expect(errorOf('IP-literal', '[::1%25\uD800]').message).toContain('lone surrogate (U+D800');
  });

  it('RFC 3986 stops at the "%" of a zone, where RFC 6874 reads on', () => {
    const text = 'http://[fe80::1%25eth0]/';
    expect(g.isValid('URI', text)).toBe(true);
    expect(isValid3986('URI', text)).toBe(false);
  });
});
