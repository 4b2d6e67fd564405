/**
 * RFC 6874 as its own text: section 2's three rules, verbatim. Every other rule is RFC 3986's,
 * imported as it is.
 */
import type { GrammarOverride } from '../engine/grammar-text';

export const RFC6874_ABNF = `; RFC 6874 section 2, Specification
      IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"

      ZoneID = 1*( unreserved / pct-encoded )

      IPv6addrz = IPv6address "%25" ZoneID
`;

export const RFC6874_OVERRIDES: readonly GrammarOverride[] = [
  {
    abnf: 'IP-literal = "[" ( IPv6address !"%25" / IPv6addrz / IPvFuture ) "]"',
    note:
      'IPv6address matches the address before "%25" in "fe80::1%25eth0", ordered choice keeps that ' +
      'success, and "]" then fails on "%". The IPv6address alternative counts only when "%25" ' +
      'does not follow it, so IPv6addrz is tried; the ABNF order still names a plain address.',
  },
];
