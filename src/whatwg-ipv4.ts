/**
 * The IPv4 parser of the WHATWG URL Standard (its "IPv4 parser" and "IPv4 number parser"),
 * for RFC 3986 section 7.4, Rare IP Address Formats.
 *
 * RFC 3986 allows only four dotted decimal octets as an IPv4address (3.2.2). Browsers and
 * inet_aton() read far more: one to four parts, each decimal, hexadecimal (`0x`) or octal
 * (a leading `0`), the last part filling the bytes that remain (`127.1` is 127.0.0.1,
 * `2130706433` is 127.0.0.1). Such a host is a reg-name to RFC 3986 and an address to them, so a
 * filter that compares host strings can be walked around. This module reads a host the way they
 * do, so the security layer can say which address a reg-name becomes.
 */
import { hexValue } from './percent';

const TWO_TO_THE_32 = 2 ** 32;

/**
 * The WHATWG IPv4 number parser: the value of one dotted part, or null when the part is not a
 * number. A value too large for any address comes back as Infinity rather than a rounded number,
 * so a 10 MB run of digits neither loses precision nor costs more than one pass.
 */
export function parseIPv4Number(part: string): number | null {
  if (part === '') return null;
  // The standard asks for two code points before reading a prefix; "0x" has them, and a lone
  // "0" is zero whether read as octal or decimal. An empty rest ("0x") is zero too.
  let radix = 10;
  let digits = part;
  if (part.startsWith('0x') || part.startsWith('0X')) {
    radix = 16;
    digits = part.slice(2);
  } else if (part.startsWith('0')) {
    radix = 8;
    digits = part.slice(1);
  }
  let value = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = hexValue(digits.charCodeAt(i));
    if (digit < 0 || digit >= radix) return null;
    // Past 2^32 nothing more is needed than "too large", and no digit can make it smaller.
    value = value >= TWO_TO_THE_32 ? Infinity : value * radix + digit;
  }
  return value;
}

/**
 * The 32-bit address the WHATWG IPv4 parser reads from `host`, or null when it reads none
 * (too many parts, a part that is not a number, or a value that overflows). `host` is the
 * host after percent-decoding and IDNA mapping, as in the standard's host parser.
 */
export function parseWhatwgIPv4(host: string): number | null {
  // Five dots cannot make four parts, even with a trailing one: stop before splitting 10 MB.
  let dots = 0;
  for (let at = host.indexOf('.'); at >= 0 && dots < 5; at = host.indexOf('.', at + 1)) dots++;
  if (dots >= 5) return null;
  const parts = host.split('.');
  // One trailing dot is allowed: "127.0.0.1." is 127.0.0.1.
  if (parts[parts.length - 1] === '' && parts.length > 1) parts.pop();
  if (parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const value = parseIPv4Number(part);
    if (value === null) return null;
    numbers.push(value);
  }
  const last = numbers.pop()!;
  if (numbers.some((value) => value > 255)) return null;
  if (last >= 256 ** (4 - numbers.length)) return null;
  let address = last;
  numbers.forEach((value, index) => {
    address += value * 256 ** (3 - index);
  });
  return address;
}

/** Dotted-decimal form of a 32-bit address, as the WHATWG IPv4 serializer writes it. */
export function serializeIPv4(address: number): string {
  return [24, 16, 8, 0].map((shift) => Math.floor(address / 2 ** shift) % 256).join('.');
}

/**
 * UTS 46 "ignored" code points (IdnaMappingTable.txt, Unicode 16): domain to ASCII deletes them,
 * so `127.0.0.1` with a soft hyphen inside is still 127.0.0.1 to a WHATWG parser.
 */
const IDNA_IGNORED: readonly (readonly [number, number])[] = [
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200b],
  [0x2060, 0x2064],
  [0x206a, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0100, 0xe01ef],
];

/**
 * The code points UTS 46 maps to ".": U+3002 IDEOGRAPHIC FULL STOP, U+FF0E FULLWIDTH FULL STOP
 * and U+FF61 HALFWIDTH IDEOGRAPHIC FULL STOP. Others whose NFKC form holds a "." are disallowed.
 */
const IDNA_FULL_STOPS: ReadonlySet<number> = new Set([0x3002, 0xff0e, 0xff61]);

/**
 * What UTS 46 domain-to-ASCII makes of a decoded host, as far as the IPv4 parser can tell: each
 * non-ASCII code point is deleted when UTS 46 ignores it, becomes "." when it is an ideographic
 * full stop, and otherwise becomes its NFKC form (fullwidth "１" is "1", "ｘ" is "x"), which is
 * what UTS 46 maps every code point to that can end as a digit, a hex letter or "x". The
 * exceptions are the other NFKC forms holding a "." (`⒈`, `…`, `﹒`): UTS 46 disallows those,
 * the host fails, and null says so. Whatever else this leaves non-ASCII, the IPv4 parser refuses.
 */
export function foldForIPv4(decodedHost: string): string | null {
  if (!/[\u0080-\uffff]/.test(decodedHost)) return decodedHost;
  let folded = '';
  for (const character of decodedHost) {
    const code = character.codePointAt(0)!;
    if (code < 0x80) {
      folded += character;
    } else if (IDNA_FULL_STOPS.has(code)) {
      folded += '.';
    } else if (!IDNA_IGNORED.some(([low, high]) => code >= low && code <= high)) {
      const normalized = character.normalize('NFKC');
      if (normalized.includes('.')) return null;
      folded += normalized;
    }
  }
  return folded;
}
