/**
 * RFC 6455 (The WebSocket Protocol) section 3 as its own text: `ws-URI`, `wss-URI` and the four
 * rules it defines by pointing at RFC 3986, verbatim. Those four are prose values (`<host,
 * defined in [RFC3986], Section 3.2.2>`); each is read as the RFC 3986 rule it names, written
 * out where the name would clash (RFC 6455's `host` is RFC 3986's `host`, and naming it would
 * make the rule refer to itself), and imported where the name differs (`path-abempty`).
 */
import type { GrammarOverride } from '../../engine/grammar-text';

export const WS_ABNF = `; RFC 6455 section 3, WebSocket URIs
          ws-URI = "ws:" "//" host [ ":" port ] path [ "?" query ]
          wss-URI = "wss:" "//" host [ ":" port ] path [ "?" query ]

          host = <host, defined in [RFC3986], Section 3.2.2>
          port = <port, defined in [RFC3986], Section 3.2.3>
          path = <path-abempty, defined in [RFC3986], Section 3.3>
          query = <query, defined in [RFC3986], Section 3.4>
`;

/** Each prose value read as the RFC 3986 rule it names (RFC 3986 Appendix A's definitions). */
export const WS_PROSE: Readonly<Record<string, string>> = {
  'host, defined in [RFC3986], Section 3.2.2': 'IP-literal / IPv4address / reg-name',
  'port, defined in [RFC3986], Section 3.2.3': '*DIGIT',
  'path-abempty, defined in [RFC3986], Section 3.3': 'path-abempty',
  'query, defined in [RFC3986], Section 3.4': '*( pchar / "/" / "?" )',
};

/** The RFC 3986 rules the readings name. */
export const FROM_RFC3986 = [
  'IP-literal',
  'IPv4address',
  'reg-name',
  'path-abempty',
  'pchar',
  'unreserved',
  'pct-encoded',
  'sub-delims',
] as const;

export const WS_OVERRIDES: readonly GrammarOverride[] = [
  {
    abnf: 'host = IP-literal / IPv4address !( unreserved / pct-encoded / sub-delims ) / reg-name',
    note:
      'As in RFC 3986 host, which this rule is: IPv4address matches the prefix "1.2.3.4" of the ' +
      'reg-name "1.2.3.4.5", and ordered choice would not try reg-name after that success. ' +
      'IPv4address counts only when no reg-name character follows it.',
  },
];
