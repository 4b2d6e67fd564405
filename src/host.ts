/**
 * RFC 3986 section 3.2.2: what a host denotes. The grammar says which of the three forms a
 * host takes (first-match-wins: a host that matches IPv4address is one, never a reg-name);
 * this module reads the value each form writes.
 *
 * IPv6 addresses also get their RFC 5952 text (section 4: lowercase, no leading zeros, the
 * longest run of two or more zero pieces as "::", the first such run on a tie, never "::"
 * for a single zero piece). RFC 5952 section 5 recommends mixed notation for addresses that
 * a well-known prefix marks as embedding IPv4. Only the IPv4-mapped prefix ::ffff:0:0/96
 * (RFC 4291 2.5.5.2) is written that way here: the IPv4-compatible prefix ::/96 is deprecated
 * and would turn "::1" into "::0.0.0.1", and the RFC 2765 translated prefix
 * ::ffff:0:0:0/96 is obsolete (RFC 6145).
 */
import type { UriComponents } from './components';
import { syntaxError } from './errors';
import { PercentDecodingError, decode } from './percent';
import { ownFields } from './own-properties';
import { RFC3986_SYNTAX, type ReferenceSyntax } from './reference-syntax';
import { assertText, describeValue, validatorsOf } from './validate';

/** RFC 6874: an IPv6 address with a zone identifier, percent-decoded. */
export interface ZonedIpv6Value {
  readonly kind: 'IPv6addrz';
  readonly pieces: readonly number[];
  /** RFC 5952 text of the address, without brackets or zone. */
  readonly canonical: string;
  /** The ZoneID percent-decoded (`en%2F1` is `en/1`), or as written when it is not UTF-8. */
  readonly zone: string;
}

export type HostValue =
  | {
      readonly kind: 'IPv4address';
      readonly octets: readonly [number, number, number, number];
    }
  | {
      readonly kind: 'IPv6address';
      /** The eight 16-bit pieces, most significant first; embedded IPv4 gives the last two. */
      readonly pieces: readonly number[];
      /** RFC 5952 text, without the brackets of the IP-literal. */
      readonly canonical: string;
    }
  | {
      readonly kind: 'IPvFuture';
      /** The hex digits after "v", as written. */
      readonly version: string;
      /** What follows the ".", as written. */
      readonly address: string;
    }
  | {
      readonly kind: 'reg-name';
      /** The name percent-decoded when its octets are UTF-8, otherwise as written. */
      readonly name: string;
      /** Whether `name` is the decoded text. */
      readonly decoded: boolean;
    };

export function ipv4Octets(text: string): [number, number, number, number] {
  const [a = 0, b = 0, c = 0, d = 0] = text.split('.').map(Number);
  return [a, b, c, d];
}

/** The pieces of a group of h16 or ls32 between colons. */
function piecesOf(group: string): number[] {
  if (group === '') return [];
  return group.split(':').flatMap((piece) => {
    if (!piece.includes('.')) return [parseInt(piece, 16)];
    const [a, b, c, d] = ipv4Octets(piece);
    return [(a << 8) | b, (c << 8) | d];
  });
}

export function ipv6Pieces(address: string): number[] {
  const elision = address.indexOf('::');
  if (elision < 0) return piecesOf(address);
  const head = piecesOf(address.slice(0, elision));
  const tail = piecesOf(address.slice(elision + 2));
  const zeros = new Array<number>(8 - head.length - tail.length).fill(0);
  return [...head, ...zeros, ...tail];
}

function isIpv4Mapped(pieces: readonly number[]): boolean {
  return pieces.slice(0, 5).every((piece) => piece === 0) && pieces[5] === 0xffff;
}

/** RFC 5952 sections 4 and 5 (see the module comment). */
function canonicalIpv6(pieces: readonly number[]): string {
  if (isIpv4Mapped(pieces)) {
    const [high = 0, low = 0] = pieces.slice(6);
    return `::ffff:${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  let runStart = -1;
  let runLength = 1; // a run must beat this, so a single zero piece is never elided (4.2.2)
  for (let i = 0; i < pieces.length;) {
    if (pieces[i] !== 0) {
      i++;
      continue;
    }
    let end = i;
    while (end < pieces.length && pieces[end] === 0) end++;
    if (end - i > runLength) {
      runStart = i;
      runLength = end - i;
    }
    i = end;
  }
  const hex = pieces.map((piece) => piece.toString(16));
  if (runStart < 0) return hex.join(':');
  return `${hex.slice(0, runStart).join(':')}::${hex.slice(runStart + runLength).join(':')}`;
}

/** `text` percent-decoded, or as written when its octets are not UTF-8. */
export function decodedOrWritten(text: string): { value: string; decoded: boolean } {
  try {
    return { value: decode(text), decoded: true };
  } catch (decodingError) {
    // A valid host has no broken escapes, so only octets that are not UTF-8 land here.
    if (!(decodingError instanceof PercentDecodingError)) throw decodingError;
    return { value: text, decoded: false };
  }
}

/**
 * The value of a host written as RFC 3986 3.2.2 `host` (IP literals with their brackets, as
 * `parse` returns them). Throws `UriSyntaxError` when `host` is not one.
 */
export function parseHost(host: string): HostValue {
  return parseHostWith(RFC3986_SYNTAX, host) as HostValue;
}

/**
 * `parseHost` for the grammar of `syntax`: an RFC 3987 `ihost` (whose `ireg-name` is decoded
 * like a reg-name) or an RFC 6874 host (an `IPv6addrz` gives its zone, decoded).
 */
export function parseHostWith<Kind extends string>(
  syntax: ReferenceSyntax<string, Kind>,
  host: string,
):
  | HostValue
  | ZonedIpv6Value
  | { readonly kind: 'ireg-name'; readonly name: string; readonly decoded: boolean } {
  assertText(host);
  const error = validatorsOf(syntax.grammar).findError(syntax.componentRules.host, host);
  if (error) throw syntaxError(error);
  const kind: string = syntax.hostKindOf(host);
  switch (kind) {
    case 'IPv4address':
      return { kind, octets: ipv4Octets(host) };
    case 'IPv6address': {
      const pieces = ipv6Pieces(host.slice(1, -1));
      return { kind, pieces, canonical: canonicalIpv6(pieces) };
    }
    case 'IPv6addrz': {
      const percent = host.indexOf('%25');
      const pieces = ipv6Pieces(host.slice(1, percent));
      const zone = decodedOrWritten(host.slice(percent + 3, -1)).value;
      return { kind, pieces, canonical: canonicalIpv6(pieces), zone };
    }
    case 'IPvFuture': {
      const dot = host.indexOf('.');
      return { kind, version: host.slice(2, dot), address: host.slice(dot + 1, -1) };
    }
    default: {
      const { value, decoded } = decodedOrWritten(host);
      return { kind: kind as 'reg-name' | 'ireg-name', name: value, decoded };
    }
  }
}

/** The value of a reference's host, or undefined when it has no authority. */
export function hostValue(components: Pick<UriComponents, 'host'>): HostValue | undefined {
  const { host } = ownFields(components, ['host'], 'hostValue');
  if (host !== undefined && typeof host !== 'string') {
    throw new TypeError(
      `hostValue: host must be a string or undefined, got ${describeValue(host)}`,
    );
  }
  return host === undefined ? undefined : parseHost(host);
}
