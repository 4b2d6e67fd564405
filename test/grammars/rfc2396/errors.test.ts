/**
 * RFC 2396 error offsets and expected sets, as test/grammars/rfc3986/errors.test.ts checks them for RFC 3986.
 * `offset` is the index of the first character that no valid string with the preceding prefix can
 * have, or the input length when the input ends too early: the length of the longest prefix of
 * the input that begins some valid string, which the oracle's viable-prefix expressions
 * (test/oracle/bnf-regex.ts, from the RFC texts) give directly.
 */
import { UriSyntaxError } from '../../../src';
import { oracle2396 } from '../../oracle/bnf-regex';
import { refusalOf } from '../../support/error-properties';
import { fixture, g, type Name } from './support';

const subject = fixture.errors;

const errorOf = (rule: Name, text: string) => refusalOf(subject, rule, text);

describe('offsets, worked by hand from the BNF', () => {
  it.each<[Name, string, number, string]>([
    ['URI-reference', 'http://a b', 8, 'a space cannot continue the host'],
    ['URI-reference', 'http://a/b c', 10, 'nor a path segment'],
    ['absoluteURI', 'mailto:', 7, 'an opaque part needs a first character'],
    [
      'URI-reference',
      '?y',
      0,
      'no RFC 2396 reference starts with "?" (Appendix C resolves it anyway)',
    ],
    ['URI-reference', 'a#b#c', 3, 'a fragment holds no "#"'],
    ['URI-reference', 'http://[::1]g', 12, 'after an IPv6reference only a port, a path or the end'],
    ['URI-reference', 'http://a/%zz', 10, '"%" takes two hex digits'],
    ['hostname', 'a-.b', 2, 'a label cannot end with "-"'],
    ['hostname', 'a.b-', 4, 'nor the last one: the input ends too early'],
    ['IPv4address', '1234.1.1.1', 3, 'RFC 2373: at most three digits a part'],
    ['IPv4address', '1.2.3.4.5', 7, 'four parts'],
    ['IPv6reference', '[::1.2.3.4]', 4, 'RFC 2373 B: an IPv4 tail needs ":" after the hexpart'],
    ['IPv6address', '1::2::3', 5, 'one "::" at most'],
    ['authority', '[::1]x', 5, 'an IPv6reference is no reg_name, so only a port may follow'],
    ['scheme', '1a', 0, 'a scheme starts with a letter'],
  ])('%s %j: offset %d (%s)', (rule, text, offset) => {
    expect(errorOf(rule, text)).toMatchObject({ code: 'syntax', rule, offset });
    expect(oracle2396.longestViablePrefix(rule, text)).toBe(offset);
  });

  it('the message names the offset, the character and what could stand, in words', () => {
    expect(errorOf('IPv4address', '1.2.3.4x').message).toBe(
      'Not a valid IPv4address at offset 7: found "x" where digit or the end of input could stand.',
    );
    expect(errorOf('absoluteURI', 'mailto:').message).toContain('found the end of input');
  });

  it('parseTree throws a UriSyntaxError carrying the same error', () => {
    const error = errorOf('URI-reference', 'http://a b');
    let thrown: unknown;
    try {
      g.parseTree('URI-reference', 'http://a b');
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(UriSyntaxError);
    expect(thrown).toMatchObject({
      rule: error.rule,
      offset: error.offset,
      expected: error.expected,
      message: error.message,
    });
  });

  it('maxLength refuses longer input with code too-long', () => {
    expect(g.check('URI-reference', 'http://a', { maxLength: 3 })).toMatchObject({
      ok: false,
      error: { code: 'too-long', rule: 'URI-reference', offset: 3 },
    });
    expect(g.check('URI-reference', 'http://a', { maxLength: 8 }).ok).toBe(true);
  });
});
