/**
 * Error offsets and expected sets. `offset` is defined as the index of the first character that
 * no valid string with the preceding prefix can have, or the input length when the input ends
 * too early: the length of the longest prefix of the input that begins some valid string.
 */
import fc from 'fast-check';
import { check, isValid, parseTree, RULE_NAMES, type RuleName, UriSyntaxError } from '../src';
import { describeCharacter } from '../src/validate';
import { oracle } from './oracle/abnf-regex';
import { inputFor, pieceString, runParameters, SCALE, VALID_SAMPLES } from './support/arbitraries';

const END = 'end of input';

function errorOf(rule: RuleName, text: string) {
  const result = check(rule, text);
  if (result.ok) throw new Error(`${rule} unexpectedly accepts ${JSON.stringify(text)}`);
  return result.error;
}

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

/**
 * Strings that an `expected` label says can stand at the offset: a rule name stands for any
 * string of that rule (its samples), a quoted string for itself, `%xLO-HI` for its ends; a
 * composite label such as `( ALPHA / DIGIT / "+" )` for the witnesses of each part.
 */
function witnesses(label: string): string[] {
  const ATOM = /"(?:[^"\\]|\\.)*"|%x[0-9A-F]+(?:-[0-9A-F]+)?|[A-Za-z][A-Za-z0-9-]*/g;
  const atoms = label.match(ATOM) ?? [];
  // Between the atoms only the punctuation of an alternation may remain.
  if (atoms.length === 0 || !/^[\s()/]*$/.test(label.replace(ATOM, ''))) {
    throw new Error(`unreadable expected label ${JSON.stringify(label)}`);
  }
  return atoms.flatMap((atom): string[] => {
    if (atom.startsWith('"')) return [JSON.parse(atom) as string];
    const range = /^%x([0-9A-F]+)(?:-([0-9A-F]+))?$/.exec(atom);
    if (range) {
      return [range[1]!, range[2] ?? range[1]!].map((hex) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
    }
    if ((RULE_NAMES as readonly string[]).includes(atom)) {
      return VALID_SAMPLES[atom as RuleName].filter((sample) => sample !== '');
    }
    throw new Error(`unknown name ${atom} in the expected label ${JSON.stringify(label)}`);
  });
}

/*
 * Properties of every error, for random inputs of every rule. All of them follow from the
 * definition of `offset`; the oracle's viable-prefix expression (a regular expression for the
 * prefixes of the rule's strings, built from the RFC text, see test/oracle) gives it directly.
 */
describe('error properties', () => {
  const RUNS_PER_RULE = 500 * SCALE;
  let cases = 0;
  let failures = 0;
  afterAll(() => {
    console.log(`errors: ${cases} cases over ${RULE_NAMES.length} rules, ${failures} invalid`);
  });

  it.each([...RULE_NAMES])(`%s (${RUNS_PER_RULE} cases)`, (rule) => {
    fc.assert(
      fc.property(inputFor(rule), pieceString, (text, suffix) => {
        cases++;
        const result = check(rule, text);
        // check fails exactly when isValid is false.
        expect(result.ok).toBe(isValid(rule, text));
        if (result.ok) {
          // Every prefix of a valid string is viable (this checks the oracle's prefix expression).
          expect(oracle.longestViablePrefix(rule, text)).toBe(text.length);
          return;
        }
        failures++;
        const { offset, expected, code } = result.error;
        expect(result.error.rule).toBe(rule);
        expect(code).toBe('syntax');
        expect(offset).toBeGreaterThanOrEqual(0);
        expect(offset).toBeLessThanOrEqual(text.length);
        // The definition: the longest prefix that some valid string begins with.
        expect({ text, offset }).toEqual({ text, offset: oracle.longestViablePrefix(rule, text) });
        // Something can always stand at the offset, and "end of input" exactly when the
        // prefix before it is itself valid.
        expect(expected.length).toBeGreaterThan(0);
        expect(expected.includes(END)).toBe(isValid(rule, text.slice(0, offset)));
        // Whatever a label names can really stand there: the prefix followed by it still begins
        // a valid string (by the oracle).
        const prefix = text.slice(0, offset);
        for (const label of expected.filter((item) => item !== END)) {
          const unviable = witnesses(label).filter((w) => !oracle.isViablePrefix(rule, prefix + w));
          expect({ prefix, label, unviable }).toEqual({ prefix, label, unviable: [] });
        }
        // A prefix up to the offset is viable: it is valid, or it fails only where it ends.
        for (let j = 0; j <= offset; j++) {
          const prefix = check(rule, text.slice(0, j));
          if (!prefix.ok) expect({ j, offset: prefix.error.offset }).toEqual({ j, offset: j });
        }
        // Past the offset nothing helps: any continuation fails at the same offset.
        if (offset < text.length) {
          const extended = check(rule, text.slice(0, offset + 1) + suffix);
          expect(extended.ok ? null : extended.error.offset).toBe(offset);
        }
      }),
      runParameters(RUNS_PER_RULE),
    );
  });
});

describe('messages name what could stand, in words', () => {
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

  it('a non-string text is named by its type, and null as null', () => {
    // Callers in plain JavaScript can pass anything; the types stop TypeScript callers only.
    const untyped = isValid as (rule: string, text: unknown) => boolean;
    expect(() => untyped('URI', null)).toThrow(new TypeError('text must be a string, got null'));
    expect(() => untyped('URI', 7)).toThrow(new TypeError('text must be a string, got a number'));
  });
});
