/**
 * RFC 3986 section 2: percent-encoding (2.1), and when to encode or decode (2.4).
 *
 * What a component allows is read off the grammar itself: an ASCII character may stand unencoded
 * in a component exactly when the component's rule accepts it alone. Everything else is
 * written as the percent-encoded octets of its UTF-8 form, in uppercase hex (2.1).
 */
import { type CompiledGrammar, type RuleName, SingleCharacters, rfc3986 } from '../grammar';
import { inIntervals } from '../grammar/engine/code-points';
import { TextBuilder } from './text-builder';
import { assertText, describeValue } from './validate';

/** The component rules `encode` writes for. */
export type EncodeTarget = 'userinfo' | 'reg-name' | 'segment' | 'path' | 'query' | 'fragment';

export const ENCODE_TARGETS: readonly EncodeTarget[] = [
  'userinfo',
  'reg-name',
  'segment',
  'path',
  'query',
  'fragment',
];

/** Why percent-decoding failed, and where. */
export class PercentDecodingError extends Error {
  declare readonly code: 'broken-escape' | 'invalid-utf8';
  declare readonly offset: number;

  constructor(code: 'broken-escape' | 'invalid-utf8', offset: number, message: string) {
    if (code !== 'broken-escape' && code !== 'invalid-utf8') {
      throw new TypeError(
        `PercentDecodingError: code must be "broken-escape" or "invalid-utf8", got ${describeValue(code)}`,
      );
    }
    if (!Number.isInteger(offset) || offset < 0) {
      throw new TypeError(
        `PercentDecodingError: offset must be a whole number, got ${describeValue(offset)}`,
      );
    }
    assertText(message);
    super(message);
    this.name = 'PercentDecodingError';
    this.code = code;
    this.offset = offset;
  }
}

const HEX = '0123456789ABCDEF';
const characterTables = new WeakMap<object, Map<string, Uint8Array>>();

/** For each octet, 1 when RFC 3986's `rule` accepts it as a one-character string. */
function charactersOf(rule: RuleName): Uint8Array {
  return asciiCharactersOf(rfc3986, rule);
}

/**
 * For each octet, 1 when `grammar`'s `rule` accepts it as a one-character string; made once. A
 * rule that always reads one character (`unreserved`, `reserved`) is read off its character set,
 * so that the modules that make such tables at import build no automaton.
 */
export function asciiCharactersOf<Name extends string>(
  grammar: CompiledGrammar<Name>,
  rule: Name,
): Uint8Array {
  let tables = characterTables.get(grammar);
  if (!tables) {
    tables = new Map();
    characterTables.set(grammar, tables);
  }
  let table = tables.get(rule);
  if (!table) {
    const set = new SingleCharacters(grammar.grammar, {
      followsRule: () => true,
      throughGuards: true,
    }).of(grammar.grammar[rule]);
    table = new Uint8Array(256);
    if (set) {
      for (let c = 0; c < 128; c++) table[c] = inIntervals(set, c) ? 1 : 0;
    } else {
      const automaton = grammar.automaton(rule);
      for (let c = 0; c < 128; c++) table[c] = automaton.accepts(String.fromCharCode(c)) ? 1 : 0;
    }
    tables.set(rule, table);
  }
  return table;
}

function hexByte(byte: number): string {
  return `%${HEX[byte >> 4]}${HEX[byte & 15]}`;
}

function utf8(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 63)];
  if (codePoint < 0x10000) {
    return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 63), 0x80 | (codePoint & 63)];
  }
  return [
    0xf0 | (codePoint >> 18),
    0x80 | ((codePoint >> 12) & 63),
    0x80 | ((codePoint >> 6) & 63),
    0x80 | (codePoint & 63),
  ];
}

/**
 * `text` written as a `target` component: every character the component does not allow,
 * `%` included, becomes the percent-encoded octets of its UTF-8 form. Lone surrogates have no
 * UTF-8 form and are refused with a TypeError.
 */
export function encode(text: string, target: EncodeTarget): string {
  assertText(text);
  if (!ENCODE_TARGETS.includes(target)) {
    throw new TypeError(`encode: unknown component ${describeValue(target)}`);
  }
  return encodeExcept(text, charactersOf(target), null, 'encode');
}

/**
 * Percent-encodes every character of `text` that may not stand as it is: an ASCII character
 * unless `asciiAllowed` has 1 for it, a character above U+007F unless `keepsNonAscii` says it may
 * stay (null: none may, as in a URI). What is encoded becomes the octets of its UTF-8 form in
 * uppercase hex (2.1, 2.5). Lone surrogates have no UTF-8 form: a TypeError that names `where`.
 * With `keepTriplets`, a `%HH` triplet already there is kept as it is (RFC 6570 3.2.1's U+R).
 * `encode` is this with a component's table; the builder (src/build/) and template expansion
 * (src/template/) pass their own tables.
 */
export function encodeExcept(
  text: string,
  asciiAllowed: Uint8Array,
  keepsNonAscii: ((codePoint: number) => boolean) | null,
  where: string,
  keepTriplets = false,
): string {
  // Most values need no encoding, or only a little: nothing is allocated until a character must
  // be encoded, and runs of allowed characters are then copied as slices. A short text is built
  // by concatenation, a long one in batches (src/text-builder.ts says why).
  const length = text.length;
  const short = length < SHORT_TEXT;
  let out: TextBuilder | undefined;
  let built = '';
  let copied = 0;
  for (let i = 0; i < length; i++) {
    const code = String.prototype.codePointAt.call(text, i)!;
    if (code < 128) {
      if (asciiAllowed[code] === 1) continue;
      if (keepTriplets && code === 0x25 && octetAt(text, i) >= 0) {
        i += 2;
        continue;
      }
    } else if (code >= 0xd800 && code <= 0xdfff) {
      throw new TypeError(
        `${where}: lone surrogate U+${code.toString(16).toUpperCase()} at index ${i} has no UTF-8 form`,
      );
    } else if (keepsNonAscii !== null && keepsNonAscii(code)) {
      if (code > 0xffff) i++;
      continue;
    }
    const triplets = code < 128 ? TRIPLETS[code]! : utf8(code).map(hexByte).join('');
    if (short) {
      built += String.prototype.slice.call(text, copied, i) + triplets;
    } else {
      out ??= new TextBuilder();
      out.appendSlice(text, copied, i);
      out.append(triplets);
    }
    if (code > 0xffff) i++;
    copied = i + 1;
  }
  if (copied === 0) return text;
  if (short) return built + String.prototype.slice.call(text, copied);
  out!.appendSlice(text, copied, length);
  return out!.toString();
}

/** Below this many characters a result is built by concatenation. */
const SHORT_TEXT = 1024;

/** `%00` to `%7F`: the triplet of each ASCII octet, made once. */
const TRIPLETS: readonly string[] = Array.from({ length: 128 }, (_, octet) => hexByte(octet));

/** The value of an ASCII digit or letter as a digit in bases up to 16, or -1. */
export function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

/** The octet a `%HH` triplet at `i` encodes, or -1 when there is no triplet there. */
export function octetAt(text: string, i: number): number {
  if (String.prototype.charCodeAt.call(text, i) !== 0x25) return -1;
  const high = hexValue(String.prototype.charCodeAt.call(text, i + 1));
  const low = hexValue(String.prototype.charCodeAt.call(text, i + 2));
  return high < 0 || low < 0 ? -1 : (high << 4) | low;
}

/**
 * Strict UTF-8 (RFC 3629), and a byte order mark is data: a percent-encoded U+FEFF at the start
 * of a component is a character the URI carries, not a hint about encoding to be dropped.
 */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * Whether the `%HH` triplets from `start` to `end` (a run of triplets, nothing else) encode
 * well-formed UTF-8, by the table of RFC 3629 section 4. No allocation and nothing thrown, so
 * a host of a million broken runs is checked in one pass.
 */
export function tripletsAreUtf8(text: string, start: number, end: number): boolean {
  let needed = 0;
  let low = 0x80;
  let high = 0xbf;
  for (let i = start; i < end; i += 3) {
    const octet = octetAt(text, i);
    if (octet < 0) return false;
    if (needed > 0) {
      if (octet < low || octet > high) return false;
      needed--;
      low = 0x80;
      high = 0xbf;
      continue;
    }
    if (octet < 0x80) continue;
    if (octet >= 0xc2 && octet <= 0xdf) needed = 1;
    else if (octet >= 0xe0 && octet <= 0xef) {
      needed = 2;
      if (octet === 0xe0) low = 0xa0;
      if (octet === 0xed) high = 0x9f;
    } else if (octet >= 0xf0 && octet <= 0xf4) {
      needed = 3;
      if (octet === 0xf0) low = 0x90;
      if (octet === 0xf4) high = 0x8f;
    } else return false;
  }
  return needed === 0;
}

/**
 * Decodes every `%HH` triplet; the octets of consecutive triplets are read as UTF-8. Other
 * characters are kept. A `%` without two hex digits, or octets that are not UTF-8, throw a
 * `PercentDecodingError` with the offset of the triplet sequence at fault.
 */
export function decode(text: string): string {
  assertText(text);
  if (!String.prototype.includes.call(text, '%')) return text;
  const out = new TextBuilder();
  const length = text.length;
  let i = 0;
  while (i < length) {
    const percent = String.prototype.indexOf.call(text, '%', i);
    if (percent < 0) {
      out.appendSlice(text, i, length);
      break;
    }
    out.appendSlice(text, i, percent);
    let end = percent;
    while (String.prototype.charCodeAt.call(text, end) === 0x25) {
      if (octetAt(text, end) < 0) {
        throw new PercentDecodingError(
          'broken-escape',
          end,
          `decode: "%" at offset ${end} is not followed by two hexadecimal digits`,
        );
      }
      end += 3;
    }
    if (!tripletsAreUtf8(text, percent, end)) {
      throw new PercentDecodingError(
        'invalid-utf8',
        percent,
        `decode: the octets percent-encoded at offset ${percent} (${shortened(String.prototype.slice.call(text, percent, Math.min(end, percent + 48)), end - percent)}) are not UTF-8`,
      );
    }
    const octets = new Uint8Array((end - percent) / 3);
    for (let k = 0; k < octets.length; k++) octets[k] = octetAt(text, percent + 3 * k);
    out.append(strictUtf8.decode(octets));
    i = end;
  }
  return out.toString();
}

/** A piece of input for a message, with "..." when the whole was longer. */
function shortened(piece: string, wholeLength: number): string {
  return wholeLength > piece.length ? `${piece}...` : piece;
}

/**
 * RFC 3986 6.2.2.1 and 6.2.2.2 for one component: triplets of unreserved characters are
 * decoded, all others get uppercase hex digits. Nothing else changes, so a valid component
 * stays valid.
 */
export function normalizePercentEncoding(text: string): string {
  assertText(text);
  return rewriteTriplets(text, isAsciiUnreserved, true);
}

function isAsciiUnreserved(codePoint: number): boolean {
  return codePoint < 0x80 && charactersOf('unreserved')[codePoint] === 1;
}

/**
 * The code point of the well-formed UTF-8 sequence (RFC 3629 section 4) that starts at
 * `octets[k]`, and its length, or null when no well-formed sequence starts there.
 */
function utf8At(octets: Uint8Array, k: number): { codePoint: number; length: number } | null {
  const lead = octets[k]!;
  if (lead < 0x80) return { codePoint: lead, length: 1 };
  let length: number;
  let low = 0x80;
  let high = 0xbf;
  let codePoint: number;
  if (lead >= 0xc2 && lead <= 0xdf) {
    length = 2;
    codePoint = lead & 0x1f;
  } else if (lead >= 0xe0 && lead <= 0xef) {
    length = 3;
    codePoint = lead & 0x0f;
    if (lead === 0xe0) low = 0xa0;
    if (lead === 0xed) high = 0x9f;
  } else if (lead >= 0xf0 && lead <= 0xf4) {
    length = 4;
    codePoint = lead & 0x07;
    if (lead === 0xf0) low = 0x90;
    if (lead === 0xf4) high = 0x8f;
  } else {
    return null;
  }
  if (k + length > octets.length) return null;
  for (let j = 1; j < length; j++) {
    const octet = octets[k + j]!;
    if (octet < (j === 1 ? low : 0x80) || octet > (j === 1 ? high : 0xbf)) return null;
    codePoint = (codePoint << 6) | (octet & 0x3f);
  }
  return { codePoint, length };
}

/**
 * Rewrites the `%HH` triplets of `text`. Where the octets of a run of triplets hold a well-formed
 * UTF-8 sequence of a character `decodable` accepts, the character is written instead; every
 * other octet stays a triplet: in uppercase hex, or, for an ASCII octet when `uppercaseAscii` is
 * false, exactly as it was written. Characters outside triplets are kept. A `%` that starts no
 * triplet is kept as it is.
 *
 * With `decodable` the ASCII unreserved characters, this is RFC 3986 6.2.2.2; with the IRI's
 * `iunreserved`, RFC 3987 5.3.2.3; and it is steps 2 to 5 of RFC 3987 3.2 (URI to IRI).
 */
export function rewriteTriplets(
  text: string,
  decodable: (codePoint: number) => boolean,
  uppercaseAscii: boolean,
): string {
  if (!String.prototype.includes.call(text, '%')) return text;
  const out = new TextBuilder();
  let i = 0;
  for (
    let percent = String.prototype.indexOf.call(text, '%');
    percent >= 0;
    percent = String.prototype.indexOf.call(text, '%', i)
  ) {
    if (octetAt(text, percent) < 0) {
      out.appendSlice(text, i, percent + 1);
      i = percent + 1;
      continue;
    }
    out.appendSlice(text, i, percent);
    let end = percent;
    while (octetAt(text, end) >= 0) end += 3;
    const octets = new Uint8Array((end - percent) / 3);
    for (let k = 0; k < octets.length; k++) octets[k] = octetAt(text, percent + 3 * k);
    for (let k = 0; k < octets.length;) {
      const sequence = utf8At(octets, k);
      if (sequence && decodable(sequence.codePoint)) {
        out.append(String.fromCodePoint(sequence.codePoint));
        k += sequence.length;
        continue;
      }
      const octet = octets[k]!;
      const at = percent + 3 * k;
      out.append(
        octet < 0x80 && !uppercaseAscii
          ? String.prototype.slice.call(text, at, at + 3)
          : hexByte(octet),
      );
      k++;
    }
    i = end;
  }
  out.appendSlice(text, i, text.length);
  return out.toString();
}
