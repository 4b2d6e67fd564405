/**
 * Hand-written checkers that follow the meaning of the addresses (RFC 3986 section 3.2.2 prose,
 * RFC 4291 section 2.2), not the ABNF: a second, structurally different oracle.
 */

const HEX = '0123456789abcdefABCDEF';
const DECIMAL = '0123456789';

/** 0 to 255 in decimal, without leading zeros. */
export function isDecOctet(text: string): boolean {
  if (text.length === 0 || text.length > 3) return false;
  for (const ch of text) if (!DECIMAL.includes(ch)) return false;
  if (text.length > 1 && text[0] === '0') return false;
  return Number(text) <= 255;
}

/** Four dec-octets separated by dots. */
export function isIPv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every(isDecOctet);
}

/** One to four hexadecimal digits. */
export function isH16(text: string): boolean {
  if (text.length === 0 || text.length > 4) return false;
  for (const ch of text) if (!HEX.includes(ch)) return false;
  return true;
}

/**
 * Eight 16-bit groups separated by ":", where the last two may be written as an IPv4 address,
 * and one run of zero groups (at least one) may be replaced by "::", at most once.
 */
export function isIPv6(text: string): boolean {
  const halves = text.split('::');
  if (halves.length > 2) return false;
  const compressed = halves.length === 2;
  const groupsOf = (part: string): string[] => (part === '' ? [] : part.split(':'));
  const left = compressed ? groupsOf(halves[0]!) : [];
  const right = compressed ? groupsOf(halves[1]!) : text.split(':');
  // Only the very last group may be an IPv4 address; it stands for two groups.
  const last = right[right.length - 1];
  const ipv4Tail = last !== undefined && isIPv4(last);
  const hexGroups = ipv4Tail ? [...left, ...right.slice(0, -1)] : [...left, ...right];
  if (!hexGroups.every(isH16)) return false;
  const count = hexGroups.length + (ipv4Tail ? 2 : 0);
  return compressed ? count <= 7 : count === 8;
}

/** `h16 ":" h16` or an IPv4 address. */
export function isLs32(text: string): boolean {
  const parts = text.split(':');
  return (parts.length === 2 && parts.every(isH16)) || isIPv4(text);
}
