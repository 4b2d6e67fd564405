/**
 * What the semantic layer needs to know of a grammar of URI references: which rules are whole
 * references, which rule each component must match, and how a host's kind is named. RFC 3986,
 * RFC 3987 and RFC 6874 share one structure (section 3's components, delimited by the same
 * ASCII characters), so components, recomposition, resolution and normalization are written
 * once and take one of these.
 */
import {
  type CompiledGrammar,
  type Rfc3987RuleName,
  type Rfc6874RuleName,
  type RuleName,
  rfc3986,
  rfc3987,
  rfc6874,
} from '../grammar';

/** The section 3 components, in the order they are written. */
export const COMPONENT_NAMES = [
  'scheme',
  'authority',
  'userinfo',
  'host',
  'port',
  'path',
  'query',
  'fragment',
] as const;

export type ComponentName = (typeof COMPONENT_NAMES)[number];

export interface ReferenceSyntax<Name extends string, Kind extends string> {
  readonly grammar: CompiledGrammar<Name>;
  /** `URI-reference`: any reference. */
  readonly reference: Name;
  /** `URI`: a reference with a scheme. */
  readonly absolute: Name;
  /** The rules `parseAs` takes, `reference` first. */
  readonly referenceRules: readonly Name[];
  /** The rule each component must match on its own (recomposition checks them). */
  readonly componentRules: Readonly<Record<ComponentName, Name>>;
  /** `hier-part` and `relative-part`: the parents of the reference's path in a tree. */
  readonly pathParents: readonly Name[];
  /** The five path rules a reference's path can be. */
  readonly pathRules: readonly Name[];
  /** `host` and `IP-literal`: the parents of the rule that names a host's kind in a tree. */
  readonly hostParents: readonly Name[];
  /** `unreserved` (or `iunreserved`): what percent-encoding normalization decodes. */
  readonly unreserved: Name;
  /** Whether the grammar reads characters above U+007F (RFC 3987). */
  readonly nonAscii: boolean;
  /** Whether an IP literal can carry a zone identifier (RFC 6874). */
  readonly zones: boolean;
  /** The rule that matched `host` (as written, brackets kept), first-match-wins. */
  readonly hostKindOf: (host: string) => Kind;
}

export type HostKind = 'IPv4address' | 'IPv6address' | 'IPvFuture' | 'reg-name';
export type IriHostKind = 'IPv4address' | 'IPv6address' | 'IPvFuture' | 'ireg-name';
export type ZonedHostKind = HostKind | 'IPv6addrz';

/**
 * Whether `text` is an RFC 3986 3.2.2 `IPv4address` (RFC 3987 and RFC 6874 import the rule as it
 * is):
 *
 *     IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
 *     dec-octet   = DIGIT                 ; 0-9
 *                 / %x31-39 DIGIT         ; 10-99
 *                 / "1" 2DIGIT            ; 100-199
 *                 / "2" %x30-34 DIGIT     ; 200-249
 *                 / "25" %x30-35          ; 250-255
 *
 * that is, four decimal numbers from 0 to 255 without leading zeros. Read by hand, not by the
 * rule's automaton: a host's kind is decided inside the one run a parse makes over its input, and
 * a second automaton run per host was a second pass. test/semantic/one-pass.test.ts holds it to
 * the automaton on every string of up to six characters over digits and dots, and on random ones.
 */
export function isIpv4Address(text: string): boolean {
  let at = 0;
  for (let octet = 0; octet < 4; octet++) {
    if (octet > 0) {
      if (text.charCodeAt(at) !== 0x2e) return false;
      at++;
    }
    const start = at;
    let value = 0;
    for (; at < text.length && at - start < 4; at++) {
      const digit = text.charCodeAt(at) - 0x30;
      if (digit < 0 || digit > 9) break;
      value = value * 10 + digit;
    }
    const digits = at - start;
    if (digits === 0 || digits > 3 || value > 255) return false;
    if (digits > 1 && text.charCodeAt(start) === 0x30) return false;
  }
  return at === text.length;
}

/** IP literals by their first characters; otherwise IPv4address when it is one, else the name. */
function hostKinds<Kind extends string>(
  name: Kind,
  zones: boolean,
): (host: string) => Kind | 'IPv4address' | 'IPv6address' | 'IPvFuture' | 'IPv6addrz' {
  return (host) => {
    const first = host.charCodeAt(0);
    if (first === 0x5b) {
      if ((host.charCodeAt(1) | 0x20) === 0x76) return 'IPvFuture';
      return zones && host.includes('%') ? 'IPv6addrz' : 'IPv6address';
    }
    // An IPv4address starts with a digit and has at most 15 characters ("255.255.255.255").
    if (!(first >= 0x30 && first <= 0x39) || host.length > 15) return name;
    return isIpv4Address(host) ? 'IPv4address' : name;
  };
}

export const RFC3986_SYNTAX: ReferenceSyntax<RuleName, HostKind> = {
  grammar: rfc3986,
  reference: 'URI-reference',
  absolute: 'URI',
  referenceRules: ['URI-reference', 'URI', 'absolute-URI', 'relative-ref'],
  componentRules: {
    scheme: 'scheme',
    authority: 'authority',
    userinfo: 'userinfo',
    host: 'host',
    port: 'port',
    path: 'path',
    query: 'query',
    fragment: 'fragment',
  },
  pathParents: ['hier-part', 'relative-part'],
  pathRules: ['path-abempty', 'path-absolute', 'path-noscheme', 'path-rootless', 'path-empty'],
  hostParents: ['host', 'IP-literal'],
  unreserved: 'unreserved',
  nonAscii: false,
  zones: false,
  hostKindOf: hostKinds('reg-name' as const, false) as (host: string) => HostKind,
};

export const RFC3987_SYNTAX: ReferenceSyntax<Rfc3987RuleName, IriHostKind> = {
  grammar: rfc3987,
  reference: 'IRI-reference',
  absolute: 'IRI',
  referenceRules: ['IRI-reference', 'IRI', 'absolute-IRI', 'irelative-ref'],
  componentRules: {
    scheme: 'scheme',
    authority: 'iauthority',
    userinfo: 'iuserinfo',
    host: 'ihost',
    port: 'port',
    path: 'ipath',
    query: 'iquery',
    fragment: 'ifragment',
  },
  pathParents: ['ihier-part', 'irelative-part'],
  pathRules: ['ipath-abempty', 'ipath-absolute', 'ipath-noscheme', 'ipath-rootless', 'ipath-empty'],
  hostParents: ['ihost', 'IP-literal'],
  unreserved: 'iunreserved',
  nonAscii: true,
  zones: false,
  hostKindOf: hostKinds('ireg-name' as const, false) as (host: string) => IriHostKind,
};

export const RFC6874_SYNTAX: ReferenceSyntax<Rfc6874RuleName, ZonedHostKind> = {
  ...(RFC3986_SYNTAX as unknown as ReferenceSyntax<Rfc6874RuleName, ZonedHostKind>),
  grammar: rfc6874,
  zones: true,
  hostKindOf: hostKinds('reg-name' as const, true),
};
