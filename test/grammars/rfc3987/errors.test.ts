/**
 * RFC 3987 error offsets and expected sets, as test/grammars/rfc3986/errors.test.ts checks them for RFC 3986: the
 * offset is the longest viable prefix by the oracle read from RFC 3987's text, counted in UTF-16
 * units (an astral character is one character and two units), and an error at a lone surrogate
 * says so.
 */
import { UriSyntaxError } from '../../../src';
import { oracle3987 } from '../../oracle/abnf-regex';
import { cp } from '../../support/code-points';
import { END, refusalOf } from '../../support/error-properties';
import { fixture, g, type Name } from './support';

const subject = fixture.errors;

const errorOf = (rule: Name, text: string) => refusalOf(subject, rule, text);

describe('offsets worked by hand from RFC 3987 2.2', () => {
  it.each<[Name, string, number, string]>([
    ['IRI', 'http://a b', 8, 'a space cannot continue the ihost'],
    ['IRI', 'http://résumé/\uFDD0', 14, 'U+FDD0 is a noncharacter, in no range'],
    [
      'IRI',
      `a:${cp(0x10000)}${cp(0x10000)}${cp(0xe0000)}`,
      6,
      'two astral characters are four units',
    ],
    ['IRI', `a:/${cp(0x1fffd)}${cp(0x1fffe)}`, 5, 'U+1FFFE is past the end of its plane range'],
    ['IRI', 'x:a#\uE000', 4, 'iprivate only in the query'],
    ['IRI-reference', '?\uE000#\uE000', 3, 'the same character, allowed before "#" and not after'],
    ['IRI', 'http://a/\uD800', 9, 'a lone high surrogate'],
    ['IRI', 'x:\uDC00\uD800', 2, 'a reversed pair is two lone surrogates'],
    ['ihost', '[é]', 1, 'an IP literal stays ASCII'],
    ['iuserinfo', 'ü@', 1, 'an "@" ends the userinfo, so it is not in it'],
    ['ucschar', '\uFFF0', 0, 'Specials are not ucschar'],
    ['scheme', 'é', 0, 'a scheme stays ASCII'],
  ])('%s %j: offset %d (%s)', (rule, text, offset) => {
    expect(errorOf(rule, text)).toMatchObject({ code: 'syntax', rule, offset });
    expect(oracle3987.longestViablePrefix(rule, text)).toBe(offset);
  });

  it('an error at a lone surrogate says "lone surrogate"; at a whole character, names it', () => {
    expect(errorOf('IRI', 'http://a/\uD800').message).toContain('lone surrogate (U+D800');
    expect(errorOf('IRI', 'x:\uDC00\uD800').message).toContain('lone surrogate (U+DC00');
    const astral = errorOf('IRI', `a:/${cp(0x1fffd)}${cp(0x1fffe)}`).message;
    expect(astral).toContain('U+1FFFE');
    expect(astral).not.toContain('lone surrogate');
  });

  it('messages name the IRI rules, and end of input where the prefix is an IRI', () => {
    const error = errorOf('IRI', 'http://a b');
    expect(error.expected).toEqual(expect.arrayContaining(['iunreserved', '"/"', END]));
    expect(error.message).toContain('Not a valid IRI at offset 8');
  });

  it('parseTree throws a UriSyntaxError carrying the same error', () => {
    const error = errorOf('IRI', 'x:a#\uE000');
    expect(() => g.parseTree('IRI', 'x:a#\uE000')).toThrow(UriSyntaxError);
    try {
      g.parseTree('IRI', 'x:a#\uE000');
    } catch (thrown) {
      expect(thrown).toMatchObject({ rule: 'IRI', offset: 4, expected: error.expected });
    }
  });
});
