/**
 * What the CLI writes never carries a character that can take over a terminal or reorder what a
 * person sees (issue 11): C0 controls, DEL, C1 controls (U+0080-U+009F, which include the 8-bit
 * CSI and OSC introducers), the Unicode Bidi_Control characters (U+061C, U+200E, U+200F,
 * U+202A-U+202E, U+2066-U+2069), the line and paragraph separators U+2028 and U+2029, and lone
 * surrogates. The input is an attacker's string; the terminal is the user's.
 *
 * JSON output keeps them as `\uXXXX` escapes (JSON.stringify escapes C0, and since Node 12 lone
 * surrogates, but leaves DEL, C1, the bidi controls and U+2028/U+2029 raw). Text output, which
 * is for people, shows C0 and DEL as `\xHH` and the others as `<U+XXXX>`.
 */

/** What JSON.stringify leaves raw and a terminal must not see. Never structural JSON. */
const RAW_IN_JSON = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** Everything dangerous, lone surrogates included; `\n` is kept apart (see below). */
const DANGEROUS_EXCEPT_NEWLINE =
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const DANGEROUS =
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function hex(code: number, width: number): string {
  return code.toString(16).toUpperCase().padStart(width, '0');
}

function jsonEscape(character: string): string {
  return `\\u${hex(character.charCodeAt(0), 4).toLowerCase()}`;
}

function textEscape(character: string): string {
  const code = character.charCodeAt(0);
  if (code < 0x20 || code === 0x7f) return `\\x${hex(code, 2).toLowerCase()}`;
  return `<U+${hex(code, 4)}>`;
}

/** JSON text (one or more JSON.stringify results) with the characters it leaves raw escaped. */
export function escapeJsonOutput(json: string): string {
  RAW_IN_JSON.lastIndex = 0;
  return RAW_IN_JSON.test(json) ? json.replace(RAW_IN_JSON, jsonEscape) : json;
}

/**
 * Text for a terminal: every dangerous character escaped, line feeds kept (they separate the
 * lines of a readable result). Apply `escapeText` to input first where a line feed in it must
 * not start a new line.
 */
export function escapeTextOutput(text: string): string {
  DANGEROUS_EXCEPT_NEWLINE.lastIndex = 0;
  return DANGEROUS_EXCEPT_NEWLINE.test(text)
    ? text.replace(DANGEROUS_EXCEPT_NEWLINE, textEscape)
    : text;
}

/** One input as a person should see it on one line: every dangerous character escaped, `\n` too. */
export function escapeText(text: string): string {
  DANGEROUS.lastIndex = 0;
  return DANGEROUS.test(text) ? text.replace(DANGEROUS, textEscape) : text;
}
