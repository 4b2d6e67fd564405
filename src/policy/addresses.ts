/**
 * The special-purpose addresses a policy can deny, by the class the IANA special-purpose address
 * registries give them (RFC 6890 section 2.2, read from the RFC), and CIDR ranges.
 *
 * An address is an IPv4 address (a 32-bit number) or an IPv6 address (eight 16-bit pieces). An
 * IPv6 address that carries an IPv4 address in its low 32 bits, where a host or translator
 * delivers it to that IPv4 address, is read as the IPv4 address too: IPv4-mapped ::ffff:0:0/96
 * (RFC 4291 2.5.5.2), IPv4-compatible ::/96 (RFC 4291 2.5.5.1, deprecated but still routed by
 * some stacks; `::` and `::1` stay IPv6) and the IPv4/IPv6 translation prefix 64:ff9b::/96
 * (RFC 6052 2.1). So `[::ffff:127.0.0.1]` is loopback, and `10.0.0.0/8` denies
 * `[::ffff:a00:1]`.
 */
import { isValid } from '../validate';
import { ipv4Octets, ipv6Pieces } from '../host';

/** The classes `deny` takes by name (RFC 6890's registries, RFC 1918, 4193, 4291, 6761). */
export const ADDRESS_CLASSES = [
  'loopback',
  'private',
  'link-local',
  'unique-local',
  'unspecified',
  'documentation',
  'multicast',
  'broadcast',
  'localhost',
] as const;

export type AddressClass = (typeof ADDRESS_CLASSES)[number];

/** A CIDR range: the family, the first address's bits and the prefix length. */
export type Range =
  | { readonly family: 4; readonly address: number; readonly prefix: number; readonly text: string }
  | {
      readonly family: 6;
      readonly pieces: readonly number[];
      readonly prefix: number;
      readonly text: string;
    };

/**
 * The ranges of each class. Where the RFC 6890 name differs from the class, the comment says
 * which registry entries the class takes.
 */
const CLASS_RANGES: Readonly<Record<AddressClass, readonly string[]>> = {
  // RFC 6890 2.2.2 "Loopback" 127.0.0.0/8 and 2.2.3 "Loopback Address" ::1/128.
  loopback: ['127.0.0.0/8', '::1/128'],
  // RFC 1918's three Private-Use blocks, and RFC 6598's Shared Address Space (100.64.0.0/10),
  // which is not public either: carrier-grade NAT and some clouds' metadata services
  // (100.100.100.200) live there. IPv6 has no RFC 1918 counterpart: see unique-local.
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '100.64.0.0/10'],
  // RFC 6890 "Link Local" 169.254.0.0/16 (the cloud metadata address 169.254.169.254) and
  // "Linked-Scoped Unicast" fe80::/10.
  'link-local': ['169.254.0.0/16', 'fe80::/10'],
  // RFC 4193 section 3.1: fc00::/7.
  'unique-local': ['fc00::/7'],
  // RFC 6890 "This host on this network" 0.0.0.0/8 (connecting to 0.0.0.0 reaches the local
  // host on common systems) and "Unspecified Address" ::/128.
  unspecified: ['0.0.0.0/8', '::/128'],
  // RFC 5737 TEST-NET-1, -2 and -3, RFC 3849 2001:db8::/32 and RFC 9637 3fff::/20.
  documentation: [
    '192.0.2.0/24',
    '198.51.100.0/24',
    '203.0.113.0/24',
    '2001:db8::/32',
    '3fff::/20',
  ],
  // RFC 5771 224.0.0.0/4 and RFC 4291 2.7 ff00::/8.
  multicast: ['224.0.0.0/4', 'ff00::/8'],
  // RFC 6890 "Limited Broadcast" 255.255.255.255/32.
  broadcast: ['255.255.255.255/32'],
  // Names, not addresses (RFC 6761 6.3): see isLocalhostName.
  localhost: [],
};

/** The ranges of `name`, made once. */
export function classRanges(name: AddressClass): readonly Range[] {
  return CLASS_RANGES[name].map((text) => parseRange(text) as Range);
}

/** The IPv4 number of four octets. */
export function ipv4Number(octets: readonly number[]): number {
  return ((octets[0]! << 24) >>> 0) + (octets[1]! << 16) + (octets[2]! << 8) + octets[3]!;
}

/**
 * `text` as a CIDR range (`203.0.113.0/24`, `2001:db8::/32`) or a single address (a /32 or
 * /128), or a string saying what is wrong with it. The address is RFC 3986's IPv4address or
 * IPv6address, without brackets; bits past the prefix must be zero, so a typo such as
 * `10.0.0.1/8` is caught rather than read as 10.0.0.0/8.
 */
export function parseRange(text: string): Range | string {
  const slash = text.indexOf('/');
  let address = text;
  let prefixText: string | undefined;
  if (slash >= 0) {
    address = text.slice(0, slash);
    prefixText = text.slice(slash + 1);
  }
  const family = isValid('IPv4address', address) ? 4 : isValid('IPv6address', address) ? 6 : 0;
  if (family === 0) return `"${address}" is neither an IPv4 nor an IPv6 address`;
  const bits = family === 4 ? 32 : 128;
  let prefix = bits;
  if (prefixText !== undefined) {
    if (!/^(?:0|[1-9][0-9]{0,2})$/.test(prefixText) || Number(prefixText) > bits) {
      return `the prefix length "${prefixText}" is not a whole number from 0 to ${bits}`;
    }
    prefix = Number(prefixText);
  }
  if (family === 4) {
    const number = ipv4Number(ipv4Octets(address));
    // A /32 leaves `number % 1`, which is 0.
    if (number % 2 ** (32 - prefix) !== 0) {
      return `${address} has bits set past the /${prefix} prefix`;
    }
    return { family, address: number, prefix, text };
  }
  const pieces = ipv6Pieces(address);
  if (!pieces.every((piece, index) => (piece & ~pieceMask(prefix, index)) === 0)) {
    return `${address} has bits set past the /${prefix} prefix`;
  }
  return { family, pieces, prefix, text };
}

/** The bits of piece `index` (0 to 7) that a /`prefix` covers, as a 16-bit mask. */
function pieceMask(prefix: number, index: number): number {
  const covered = Math.min(16, Math.max(0, prefix - 16 * index));
  return (0xffff << (16 - covered)) & 0xffff;
}

/** Whether the IPv4 address `address` lies in the range. */
export function ipv4InRange(address: number, range: Range): boolean {
  // Stryker disable next-line ConditionalExpression: an IPv6 range has no IPv4 `address`; the comparison with its NaN below is false anyway
  if (range.family !== 4) return false;
  const size = 2 ** (32 - range.prefix);
  return Math.floor(address / size) === Math.floor(range.address / size);
}

/** Whether the IPv6 address `pieces` lies in the range. */
export function ipv6InRange(pieces: readonly number[], range: Range): boolean {
  if (range.family !== 6) return false;
  return range.pieces.every((piece, index) => {
    const mask = pieceMask(range.prefix, index);
    return (pieces[index]! & mask) === piece;
  });
}

/**
 * The IPv4 address an IPv6 address delivers to (see the module comment), or null when it is not
 * one of those forms.
 */
export function embeddedIpv4(pieces: readonly number[]): number | null {
  const [a, b, c, d, e, f, g = 0, h = 0] = pieces;
  const low = g * 0x10000 + h;
  const zeroHead = a === 0 && b === 0 && c === 0 && d === 0 && e === 0;
  if (zeroHead && f === 0xffff) return low; // ::ffff:0:0/96, mapped
  if (zeroHead && f === 0 && low > 1) return low; // ::/96, compatible (not :: nor ::1)
  if (a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0) return low;
  return null;
}

/** RFC 6761 6.3: `localhost` and the names under it; `name` decoded and lowercased. */
export function isLocalhostName(name: string): boolean {
  const bare = name.endsWith('.') ? name.slice(0, -1) : name;
  return bare === 'localhost' || bare.endsWith('.localhost');
}
