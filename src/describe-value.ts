/**
 * Values and names as the library's messages show them, with the right article: "an object",
 * "an array", "an RFC 3986 URI", "a URI-reference", "an IPv4address", "undefined".
 *
 * Every message that names a caller's value or a rule goes through here, so the grammar of a
 * sentence is decided once (test/guards/guards.test.ts holds the table).
 */
import type { SyntaxErrorInfo } from './errors';

/**
 * Initialisms read letter by letter: "an RFC", "an IRI", "an IPv6address", but "a URI". Any
 * other word takes its article from its first letter ("an authority", "a host").
 */
const INITIALISM = /^(?:URI|URL|URN|IRI|IP|RFC|UTF|HTTP|IDN|ABNF)(?![a-z])|^(?:IPv)/;

/** The letters whose names start with a vowel sound: "an F", "an H", "an L", ... */
const VOWEL_LETTER_NAMES = 'AEFHILMNORSX';

/** Words that start with a "u" read as "you": "a userinfo", "a URI-reference". */
const U_READ_AS_YOU = /^u(?:s[aeiu]|ni|ri|ti|ra|ku)/i;

/** "a" or "an", for the way `phrase` is read aloud. */
export function articleFor(phrase: string): 'a' | 'an' {
  const first = phrase.charAt(0);
  if (first === '') return 'a';
  if (INITIALISM.test(phrase)) return VOWEL_LETTER_NAMES.includes(first) ? 'an' : 'a';
  if (/[0-9]/.test(first)) return /^(?:8|11|18)(?![0-9])/.test(phrase) ? 'an' : 'a';
  if (!/[aeiou]/i.test(first)) return 'a';
  return U_READ_AS_YOU.test(phrase) ? 'a' : 'an';
}

/** `phrase` with its article: "an RFC 3986 URI", "a reg-name", "an IP-literal". */
export function withArticle(phrase: string): string {
  return `${articleFor(phrase)} ${phrase}`;
}

/** Whether `value` is a Date, read from its internal slot: no getter or Proxy trap runs. */
function isDate(value: object): boolean {
  try {
    Date.prototype.getTime.call(value);
    return true;
  } catch {
    return false;
  }
}

/** Whether `value` is an array; a revoked Proxy (which `Array.isArray` throws on) is not. */
function isArray(value: object): boolean {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * A caller's value as a message can show it, without running any of its code: JSON.stringify
 * would call an object's toJSON (or a Proxy's traps) and let their errors escape. A string is
 * quoted; anything else is named by its kind, with its article: "a number", "an object", "an
 * array", "a Date", "a function", "null", "undefined".
 */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return JSON.stringify(value);
    case 'undefined':
      return 'undefined';
    case 'object':
      if (value === null) return 'null';
      if (isArray(value)) return 'an array';
      return isDate(value) ? 'a Date' : 'an object';
    default:
      return withArticle(typeof value);
  }
}

/**
 * The message for a value that is not a string where one rule of one grammar was expected:
 * "Expected a string (an RFC 3986 URI), got a number." Standard Schema, the policies and `check`
 * all say it this way.
 */
export function notAStringMessage(title: string, rule: string, value: unknown): string {
  return `Expected a string (${withArticle(`${title} ${rule}`)}), got ${describeValue(value)}.`;
}

/** No rule's first character: a value that is not a string has no offset to fail at but 0. */
const NOTHING_EXPECTED: readonly string[] = Object.freeze([]);

/**
 * The error value for a non-string given where text was expected (`check`, `safeParse`): code
 * `not-a-string`, offset 0, nothing expected, and `notAStringMessage`'s sentence.
 */
export function notAStringError<Name extends string>(
  title: string,
  rule: Name,
  value: unknown,
): SyntaxErrorInfo<Name> {
  return {
    code: 'not-a-string',
    rule,
    offset: 0,
    expected: NOTHING_EXPECTED,
    message: notAStringMessage(title, rule, value),
  };
}
