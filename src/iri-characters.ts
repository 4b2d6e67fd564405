/**
 * RFC 3987's characters as predicates on code points, read from the grammar's own rule data
 * (`ucschar` and `iprivate` of section 2.2), and the bidirectional formatting characters that
 * section 4.1 forbids in IRIs.
 */
import { type Interval, RFC3987_RULES } from '../grammar';

function intervalsOf(name: 'ucschar' | 'iprivate'): readonly Interval[] {
  const expr = RFC3987_RULES[name].expr;
  if (expr.kind !== 'chars') throw new Error(`${name} is not a character set`);
  return expr.intervals;
}

const UCSCHAR = intervalsOf('ucschar');
const IPRIVATE = intervalsOf('iprivate');

function within(intervals: readonly Interval[], code: number): boolean {
  for (const [low, high] of intervals) if (code >= low && code <= high) return true;
  return false;
}

export function isUcschar(code: number): boolean {
  return within(UCSCHAR, code);
}

export function isIprivate(code: number): boolean {
  return within(IPRIVATE, code);
}

/**
 * RFC 3987 4.1: "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM, LRE, RLE,
 * LRO, RLO, and PDF)": U+200E, U+200F, U+202A-U+202E. Unicode 6.3 (2013, after the RFC) added
 * four more of the kind, the isolates LRI, RLI, FSI and PDI (U+2066-U+2069), and the Arabic
 * letter mark ALM (U+061C); they reorder text the same way, so they are treated alike.
 */
export function isBidiFormatting(code: number): boolean {
  return (
    code === 0x200e ||
    code === 0x200f ||
    code === 0x061c ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

const ASCII_UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** RFC 3986 `unreserved`: ALPHA / DIGIT / "-" / "." / "_" / "~". */
export function isAsciiUnreserved(code: number): boolean {
  return code < 0x80 && ASCII_UNRESERVED.test(String.fromCharCode(code));
}

/**
 * What IRI percent-encoding normalization decodes (RFC 3987 5.3.2.3, "an unreserved
 * character", in the IRI's terms `iunreserved`), less the bidirectional formatting characters
 * that 4.1 forbids in an IRI.
 */
export function isDecodableIriUnreserved(code: number): boolean {
  return isAsciiUnreserved(code) || (isUcschar(code) && !isBidiFormatting(code));
}
