/**
 * What a host denotes, as the host clauses compare it: a name in its normalized form (RFC 3986
 * 6.2.2.1 case and 6.2.2.2 percent-decoding, so `EXAMPLE.com` and `%65xample.com` are
 * `example.com`; one trailing dot dropped, since DNS reads `example.com.` as `example.com`),
 * and the address it reaches, if any: an IPv4address, an IPv6 literal (and the IPv4 address an
 * IPv4-mapped, -compatible or NAT64 one delivers to), or a reg-name that a WHATWG parser reads
 * as an IPv4 address (`0x7f.1`, `2130706433`, `017700000001`: src/whatwg-ipv4.ts).
 */
import { decodedOrWritten, ipv6Pieces } from '../host';
import { ipv4AddressAt } from '../reference-syntax';
import { foldForIPv4, parseWhatwgIPv4 } from '../whatwg-ipv4';
import { embeddedIpv4 } from './addresses';

export interface HostFacts {
  /**
   * The reg-name normalized (see the module comment), and for a name with non-ASCII characters,
   * mapped as UTS 46 maps it before DNS sees it (NFKC, ideographic full stops as ".", ignored
   * code points deleted: `foldForIPv4`), so that `ⓛⓞⓒⓐⓛⓗⓞⓢⓣ` is `localhost` here as it is to
   * a WHATWG parser. Undefined for IP literals and addresses.
   */
  readonly name?: string;
  /** The IPv4 address the host reaches. */
  readonly ipv4?: number;
  /** The IPv6 address of an IP literal. */
  readonly ipv6?: readonly number[];
}

/** A reg-name decoded (when its octets are UTF-8) and lowercased, one trailing dot dropped. */
export function hostName(regName: string): string {
  // Stryker disable next-line StringLiteral: a fast path; decoding a name without "%" gives it back
  const decoded = regName.includes('%') ? decodedOrWritten(regName).value : regName;
  const name = decoded.toLowerCase();
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/**
 * Whether a WHATWG parser could read `name` (ASCII, lowercase, no trailing dot) as an IPv4
 * address: only when its last label is a number (the standard's "ends in a number"), and a
 * number starts with a digit (decimal, "0x" hexadecimal or "0" octal).
 */
function endsInDigitLabel(name: string): boolean {
  const first = name.charCodeAt(name.lastIndexOf('.') + 1);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a fast path; a name it lets through takes hostFacts' slow path, which reads no address from it either
  return first >= 0x30 && first <= 0x39;
}

/** The facts of a valid `host` of kind `kind` (as `parse` reports both). */
export function hostFacts(host: string, kind: string | undefined): HostFacts {
  switch (kind) {
    case 'IPv4address':
      return { ipv4: ipv4AddressAt(host, 0, host.length) };
    case 'IPv6address':
    case 'IPv6addrz': {
      // Up to the zone's "%", else up to the "]" (indexOf's -1).
      const pieces = ipv6Pieces(host.slice(1, host.indexOf('%')));
      const ipv4 = embeddedIpv4(pieces);
      return ipv4 === null ? { ipv6: pieces } : { ipv6: pieces, ipv4 };
    }
    case 'IPvFuture':
      return {};
    default: {
      // Plain ASCII needs no folding: unless it ends in a number, it is no address.
      // Stryker disable next-line ConditionalExpression,BlockStatement: a fast path; the slow path below gives plain ASCII the same facts
      if (!/[^\x00-\x7f]|%/.test(host)) {
        const name = hostName(host);
        // Stryker disable next-line ConditionalExpression: a fast path, as above
        if (!endsInDigitLabel(name)) return { name };
      }
      const folded = foldForIPv4(decodedOrWritten(host).value);
      const name = folded === null ? hostName(host) : hostName(folded.toLowerCase());
      const ipv4 = folded === null ? null : parseWhatwgIPv4(folded);
      return ipv4 === null ? { name } : { name, ipv4 };
    }
  }
}
