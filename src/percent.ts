/**
 * RFC 3986 section 2: percent-encoding (2.1), and when to encode or decode (2.4).
 *
 * What a component allows is read off the grammar itself: an ASCII character may stand unencoded
 * in a component exactly when the component's rule accepts it alone. Everything else is
 * written as the percent-encoded octets of its UTF-8 form, in uppercase hex (2.1).
 */
import { type RuleName, rfc3986 } from '../grammar';
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
  constructor(
    readonly code: 'broken-escape' | 'invalid-utf8',
    readonly offset: number,
    message: string,
  ) {
    super(message);
    this.name = 'PercentDecodingError';
  }
}

const HEX = '0123456789ABCDEF';
const characterTables = new Map<RuleName, Uint8Array>();

/** For each octet, 1 when `rule` accepts it as a one-character string. */
function charactersOf(rule: RuleName): Uint8Array {
  let table = characterTables.get(rule);
  if (!table) {
    const automaton = rfc3986.automaton(rule);
    table = new Uint8Array(256);
    for (let c = 0; c < 128; c++) table[c] = automaton.accepts(String.fromCharCode(c)) ? 1 : 0;
    characterTables.set(rule, table);
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
  const allowed = charactersOf(target);
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const code = text.codePointAt(i)!;
    if (code < 128 && allowed[code] === 1) {
      out += text[i];
      continue;
    }
    if (code >= 0xd800 && code <= 0xdfff) {
      throw new TypeError(
        `encode: lone surrogate U+${code.toString(16).toUpperCase()} at index ${i} has no UTF-8 form`,
      );
    }
    for (const byte of utf8(code)) out += hexByte(byte);
    if (code > 0xffff) i++;
  }
  return out;
}

/** The value of an ASCII digit or letter as a digit in bases up to 16, or -1. */
export function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

/** The octet a `%HH` triplet at `i` encodes, or -1 when there is no triplet there. */
export function octetAt(text: string, i: number): number {
  if (text.charCodeAt(i) !== 0x25) return -1;
  const high = hexValue(text.charCodeAt(i + 1));
  const low = hexValue(text.charCodeAt(i + 2));
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
  if (!text.includes('%')) return text;
  const out = new TextBuilder();
  let i = 0;
  while (i < text.length) {
    const percent = text.indexOf('%', i);
    if (percent < 0) {
      out.appendSlice(text, i, text.length);
      break;
    }
    out.appendSlice(text, i, percent);
    let end = percent;
    while (text.charCodeAt(end) === 0x25) {
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
        `decode: the octets percent-encoded at offset ${percent} (${shortened(text.slice(percent, Math.min(end, percent + 48)), end - percent)}) are not UTF-8`,
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
  if (!text.includes('%')) return text;
  const unreserved = charactersOf('unreserved');
  const out = new TextBuilder();
  let i = 0;
  for (let percent = text.indexOf('%'); percent >= 0; percent = text.indexOf('%', i)) {
    const octet = octetAt(text, percent);
    if (octet < 0) {
      // Not a triplet: the "%" is kept as it is, like any other character.
      out.appendSlice(text, i, percent + 1);
      i = percent + 1;
      continue;
    }
    out.appendSlice(text, i, percent);
    out.append(unreserved[octet] === 1 ? String.fromCharCode(octet) : hexByte(octet));
    i = percent + 3;
  }
  out.appendSlice(text, i, text.length);
  return out.toString();
}
