/**
 * Error offsets and expected sets. `offset` is defined as the index of the first character that
 * no valid string with the preceding prefix can have, or the input length when the input ends
 * too early: the length of the longest prefix of the input that begins some valid string.
 */
import fc from 'fast-check';
import { check, grammar, isValid, parseTree, type RuleName, UriSyntaxError } from '../../../src';
import { describeCharacter } from '../../../src/validate';
import { END, refusalOf } from '../../support/error-properties';
import { runParameters, SCALE } from '../../support/arbitraries';
import { fixture } from './support';

const subject = fixture.errors;

const errorOf = (rule: RuleName, text: string) => refusalOf(subject, rule, text);

describe('offsets and expected sets, worked by hand from the ABNF', () => {
  it('http://a b: a space cannot continue the host (offset 8)', () => {
    const error = errorOf('URI', 'http://a b');
    expect(error).toMatchObject({ code: 'syntax', rule: 'URI', offset: 8 });
    expect(error.expected).toEqual(expect.arrayContaining(['"/"', END]));
    expect(error.message).toContain('offset 8');
    expect(error.message).toContain('U+0020');
  });

  it('the empty string is not a URI: it ends at once (offset 0)', () => {
    const error = errorOf('URI', '');
    expect(error.offset).toBe(0);
    expect(error.expected).not.toContain(END);
    expect(error.message).toContain('end of input');
  });

  it('http ends where ":" must come (offset 4)', () => {
    const error = errorOf('URI', 'http');
    expect(error.offset).toBe(4);
    expect(error.expected).toContain('":"');
    expect(error.expected).not.toContain(END);
  });

  it('1:2:3:4:5:6:7:8:9: after eight groups only more hex digits or the end (offset 15)', () => {
    // "1:2:3:4:5:6:7:8" is `6( h16 ":" ) ls32` with ls32 = "7:8". No alternative allows a
    // ninth group, and "::" would need at most seven, so the ":" at index 15 is impossible.
    const error = errorOf('IPv6address', '1:2:3:4:5:6:7:8:9');
    expect(error.offset).toBe(15);
    expect(error.expected).toEqual(['HEXDIG', END]);
  });

  it('1::2::3: a second "::" is impossible (offset 5)', () => {
    expect(errorOf('IPv6address', '1::2::3').offset).toBe(5);
  });

  it('12345::: a fifth hex digit is impossible (offset 4)', () => {
    expect(errorOf('IPv6address', '12345::').offset).toBe(4);
  });

  it('1.2.3.256: "25" may be followed by 0-5 only (offset 8)', () => {
    expect(errorOf('IPv4address', '1.2.3.256').offset).toBe(8);
    expect(errorOf('dec-octet', '256').offset).toBe(2);
  });

  it('http://[::1 ends before "]" (offset 11)', () => {
    const error = errorOf('URI', 'http://[::1');
    expect(error.offset).toBe(11);
    expect(error.expected).toContain('"]"');
    expect(error.message).toContain('end of input');
  });

  it('http://a@b@c/: a second "@" after the host (offset 10)', () => {
    expect(errorOf('URI', 'http://a@b@c/').offset).toBe(10);
  });

  it('http://é: non-ASCII is refused at its index (offset 7), named by code point', () => {
    const error = errorOf('URI', 'http://é');
    expect(error.offset).toBe(7);
    expect(error.message).toContain('U+00E9');
  });

  it('a lone surrogate is refused at its index (offset 9)', () => {
    const error = errorOf('URI', 'http://a/\uD800');
    expect(error.offset).toBe(9);
    expect(error.message).toContain('U+D800');
  });

  it('a NUL is named U+0000', () => {
    const error = errorOf('URI', 'http://a/\u0000');
    expect(error.offset).toBe(9);
    expect(error.message).toContain('U+0000');
  });

  it('parseTree throws a UriSyntaxError carrying the same error', () => {
    const error = errorOf('URI', 'http://a b');
    let thrown: unknown;
    try {
      parseTree('URI', 'http://a b');
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
    expect(check('URI', 'http://a', { maxLength: 3 })).toMatchObject({
      ok: false,
      error: { code: 'too-long', rule: 'URI', offset: 3 },
    });
    expect(check('URI', 'http://a', { maxLength: 8 }).ok).toBe(true);
    expect(() => parseTree('URI', 'http://a', { maxLength: 3 })).toThrow(UriSyntaxError);
  });
});

/*
 * Properties of every error, for random inputs of every rule. All of them follow from the
 * definition of `offset`; the oracle's viable-prefix expression (a regular expression for the
 * prefixes of the rule's strings, built from the RFC text, see test/oracle) gives it directly.
 * The properties themselves are shared with the other grammars (test/support/error-properties.ts).
 */
describe('messages name what could stand, in words', () => {
  /**
   * A refusal's message written out in full from its parts, as a reader would: the offset, what
   * stands there (or the end of input), a literal left open, and the expected list in words.
   */
  const written = (
    rule: string,
    text: string,
    offset: number,
    expected: readonly string[],
    nonAscii = false,
  ): string => {
    const items = expected.map((item) => (item === END ? 'the end of input' : item));
    const list =
      items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
    const found =
      offset === text.length ? 'the end of input' : describeCharacter(text, offset, nonAscii);
    const open = offset === 0 ? -1 : text.lastIndexOf('[', offset - 1);
    const unclosed =
      expected.includes('"]"') && open >= 0 && !text.slice(open).includes(']')
        ? ` the "[" at offset ${open} is never closed;`
        : '';
    return `Not a valid ${rule} at offset ${offset}:${unclosed} found ${found} where ${list} could stand.`;
  };

  // Found by mutation testing: no test read the expected list of a message that offers the end
  // of input, so mapping END_OF_INPUT to words could be deleted unnoticed.
  it('1.2.3.4x: "DIGIT or the end of input" at offset 7', () => {
    expect(errorOf('IPv4address', '1.2.3.4x').message).toBe(
      'Not a valid IPv4address at offset 7: found "x" where DIGIT or the end of input could stand.',
    );
  });

  it('every printable ASCII character is named as JSON quotes it, and the neighbours by code', () => {
    // The printable range is named from a table made once (a fast path of the error route);
    // its bounds are where a slip would show: "!" and "~" quoted, space and DEL by code.
    for (let code = 0x21; code < 0x7f; code++) {
      const character = String.fromCharCode(code);
      expect(describeCharacter(`a${character}`, 1)).toBe(JSON.stringify(character));
    }
    expect(describeCharacter(' ', 0)).toBe('a space (U+0020)');
    expect(describeCharacter('\x7f', 0)).toBe('the control character U+007F');
    expect(errorOf('URI', 'http://a/{').message).toContain('found "{" where');
    expect(errorOf('URI', 'http://a/\\').message).toContain('found "\\\\" where');
  });

  it('messages read as written out from the offset, the character and the expected list (property)', () => {
    // A refusal's message is joined from pieces kept per rule and per expected list and character
    // (src/validate.ts, `afterOffset`): refusals of several rules in turn, at every state and
    // character the strings reach, must still read as the message written out in full.
    const rules: RuleName[] = ['URI-reference', 'URI', 'authority', 'IPv6address', 'query'];
    const printable = fc.constantFrom(...'abz09:/?#@%.-_~!$&\'()*+,;=AF{}| "'.split(''));
    fc.assert(
      fc.property(
        fc.string({ unit: printable, maxLength: 24 }),
        fc.constantFrom(...rules),
        (text, rule) => {
          const result = check(rule, text);
          if (result.ok) return;
          const { offset, expected, message } = result.error;
          expect(message).toBe(written(rule, text, offset, expected));
        },
      ),
      runParameters(3000 * SCALE),
    );
  });

  it('messages kept per offset, character and end of input read as written out, across grammars (property)', () => {
    // The pieces of a message are kept: the words before the offset by offset (below 256), the
    // words after it by expected list and by ASCII character or the end of input. A literal left
    // open and a character above ASCII are written each time. Refusals of several grammars and
    // rules in turn, long enough to pass the kept offsets, with brackets opened and closed,
    // controls and characters at and above U+0080 (the slot after ASCII is the end of input's),
    // must each read as the message written out in full.
    const grammars = [
      {
        name: 'rfc3986',
        nonAscii: false,
        rules: ['URI-reference', 'URI', 'authority', 'host', 'relative-ref'],
      },
      {
        name: 'rfc3987',
        nonAscii: true,
        rules: ['IRI-reference', 'IRI', 'iauthority', 'ihost', 'irelative-ref'],
      },
    ] as const;
    const unit = fc.constantFrom(
      ...['a', '0', ':', '/', '?', '#', '@', '%', '.', '[', ']', '::1', 'v1.x', '//', 'a://'],
      ...['\t', ' ', '\u0000', '\u0080', '\u00e9'],
    );
    fc.assert(
      fc.property(
        fc.string({ unit, maxLength: 8 }),
        fc.nat({ max: 300 }),
        fc.string({ unit, maxLength: 4 }),
        fc.constantFrom(...grammars),
        fc.nat({ max: 4 }),
        (head, padding, tail, { name, nonAscii, rules }, which) => {
          // A valid run of padding takes offsets past the kept ones.
          const text = `${head}${padding > 250 ? `http://a/${'p'.repeat(padding)}` : ''}${tail}`;
          const checked = grammar(name).check(rules[which] as never, text);
          if (checked.ok) return;
          const { rule: refused, offset, expected, message } = checked.error;
          expect(message).toBe(written(refused, text, offset, expected, nonAscii));
        },
      ),
      runParameters(3000 * SCALE),
    );
  });

  it('a non-string text is named by its type, and null as null', () => {
    // Callers in plain JavaScript can pass anything. isValid and check are guards (false, an
    // error value); parseTree, which returns a tree or throws, throws a TypeError.
    expect(isValid('URI', null)).toBe(false);
    expect(check('URI', 7)).toEqual({
      ok: false,
      error: {
        code: 'not-a-string',
        rule: 'URI',
        offset: 0,
        expected: [],
        message: 'Expected a string (an RFC 3986 URI), got a number.',
      },
    });
    const untyped = parseTree as (rule: string, text: unknown) => unknown;
    expect(() => untyped('URI', null)).toThrow(new TypeError('text must be a string, got null'));
    expect(() => untyped('URI', 7)).toThrow(new TypeError('text must be a string, got a number'));
  });
});
