/**
 * Output escaping (src/cli/escape.ts): no C0, DEL, C1, bidi control, U+2028/U+2029 or lone
 * surrogate reaches the output raw; JSON stays JSON with the same value; text shows each one.
 */
import fc from 'fast-check';
import { escapeJsonOutput, escapeText, escapeTextOutput } from '../../src/cli/escape';

/** Every character the output must not carry raw, by the list and Bidi_Control. */
const FORBIDDEN =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const hostile = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0, max: 0x20 }).map((code) => String.fromCharCode(code)),
    fc.integer({ min: 0x7f, max: 0xa0 }).map((code) => String.fromCharCode(code)),
    fc.constantFrom(
      '\u061c',
      '\u200e',
      '\u200f',
      '\u2028',
      '\u2029',
      '\u202a',
      '\u202e',
      '\u2066',
      '\u2069',
      '\ud800',
      '\udfff',
      '😀',
      'é',
      'a',
      '\\',
      '"',
    ),
  ),
  maxLength: 40,
});

describe('escapeJsonOutput', () => {
  test('JSON.stringify output keeps its value and loses every forbidden character', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        const line = escapeJsonOutput(JSON.stringify({ input }));
        expect(line).not.toMatch(FORBIDDEN);
        expect(JSON.parse(line)).toEqual({ input });
      }),
    );
  });

  test('the escapes are JSON \\u escapes', () => {
    expect(escapeJsonOutput(JSON.stringify('a\u007f\u0085\u202e\u2028b'))).toBe(
      '"a\\u007f\\u0085\\u202e\\u2028b"',
    );
  });

  test('text without them is returned as it is', () => {
    const json = JSON.stringify({ input: 'http://example.com/é😀' });
    expect(escapeJsonOutput(json)).toBe(json);
  });
});

describe('escapeText and escapeTextOutput', () => {
  test('C0 and DEL as \\xHH, the others as <U+XXXX>', () => {
    expect(escapeText('a\u001b]0;x\u0007\r\n\t\u007f\u0085\u202e\u2066\u2029\ud800b')).toBe(
      'a\\x1b]0;x\\x07\\x0d\\x0a\\x09\\x7f<U+0085><U+202E><U+2066><U+2029><U+D800>b',
    );
  });

  test('escapeTextOutput keeps line feeds, the lines of a readable result', () => {
    expect(escapeTextOutput('invalid  a\u001bb\n  ^ here\n')).toBe('invalid  a\\x1bb\n  ^ here\n');
  });

  test('nothing forbidden survives, and a paired surrogate is left whole', () => {
    fc.assert(
      fc.property(hostile, (input) => {
        expect(escapeText(input)).not.toMatch(FORBIDDEN);
        expect(escapeTextOutput(input).replace(/\n/g, '')).not.toMatch(FORBIDDEN);
      }),
    );
    expect(escapeText('😀')).toBe('😀');
  });
});
