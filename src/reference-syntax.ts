/**
 * What the semantic layer needs to know of a grammar of URI references: which rules are whole
 * references, which rule each component must match, and how a host's kind is named. RFC 3986,
 * RFC 3987 and RFC 6874 share one structure (section 3's components, delimited by the same
 * ASCII characters), so components, recomposition, resolution and normalization are written
 * once and take one of these.
 *
 * RFC 2396 is one more (issue 28): its delimiters are the same, and what it reads differently
 * is said here as data, for the shared parse and resolution to follow: opaque URIs, registry-based
 * authorities, and its own section 5.2.
 */
import {
  type CompiledGrammar,
  type Rfc2396RuleName,
  type Rfc3987RuleName,
  type Rfc6874RuleName,
  type RuleName,
  rfc2396,
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
  /**
   * Whether an absolute URI whose scheme no "/" follows is opaque (RFC 2396 3: `opaque_part`):
   * all that follows the scheme up to the fragment, "?" included, is its path, and it has no
   * query. False for RFC 3986 and its heirs, where "?" begins the query wherever it stands.
   */
  readonly opaqueParts: boolean;
  /**
   * RFC 2396 3.2: whether an authority the reference's run accepted is server-based (it matches
   * `server`, which wins where `reg_name` matches too) or registry-based; only a server has
   * userinfo, host and port. Undefined where every authority is a server (RFC 3986 3.2 reads a
   * registered name as a host).
   */
  readonly authorityKindOf: ((authority: string) => 'server' | 'registry') | undefined;
  /**
   * Which section 5.2 resolves a reference (src/resolve.ts): RFC 3986's (RFC 3987 6.5 takes it
   * as it is), or RFC 2396's own steps (src/resolve-rfc2396.ts), which keep the dot segments of
   * absolute paths and the ".." segments above the root.
   */
  readonly resolution: 'RFC 3986' | 'RFC 2396';
  /** The rule that matched `host` (as written, brackets kept), first-match-wins. */
  readonly hostKindOf: (host: string) => Kind;
}

export type HostKind = 'IPv4address' | 'IPv6address' | 'IPvFuture' | 'reg-name';
export type IriHostKind = 'IPv4address' | 'IPv6address' | 'IPvFuture' | 'ireg-name';
export type ZonedHostKind = HostKind | 'IPv6addrz';
/** The rule that matched an RFC 2396 host: `hostname`, `IPv4address` or `IPv6reference`. */
export type Rfc2396HostKind = 'hostname' | 'IPv4address' | 'IPv6reference';

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
  return ipv4AddressAt(text, 0, text.length) >= 0;
}

/**
 * The number of the IPv4address `text.slice(start, end)`, or -1 when it is not one (what
 * `isIpv4Address` tests, and the policy's accept path reads inside its input, src/policy/accept.ts).
 */
export function ipv4AddressAt(text: string, start: number, end: number): number {
  let at = start;
  let address = 0;
  for (let octet = 0; octet < 4; octet++) {
    if (octet > 0) {
      // A dot at `end` itself is passed over, and the next octet then has no digit.
      if (String.prototype.charCodeAt.call(text, at) !== 0x2e) return -1;
      at++;
    }
    const first = at;
    let value = 0;
    // Four digits or more are over 255 or start with a zero: no bound is needed here.
    for (; at < end; at++) {
      const digit = String.prototype.charCodeAt.call(text, at) - 0x30;
      if (digit < 0 || digit > 9) break;
      value = value * 10 + digit;
    }
    const digits = at - first;
    if (digits === 0 || value > 255) return -1;
    if (digits > 1 && String.prototype.charCodeAt.call(text, first) === 0x30) return -1;
    address = address * 256 + value;
  }
  return at === end ? address : -1;
}

/** IP literals by their first characters; otherwise IPv4address when it is one, else the name. */
function hostKinds<Kind extends string>(
  name: Kind,
  zones: boolean,
): (host: string) => Kind | 'IPv4address' | 'IPv6address' | 'IPvFuture' | 'IPv6addrz' {
  return (host) => {
    const first = String.prototype.charCodeAt.call(host, 0);
    if (first === 0x5b) {
      if ((String.prototype.charCodeAt.call(host, 1) | 0x20) === 0x76) return 'IPvFuture';
      return zones && String.prototype.includes.call(host, '%') ? 'IPv6addrz' : 'IPv6address';
    }
    // An IPv4address starts with a digit and has at most 15 characters ("255.255.255.255").
    if (!(first >= 0x30 && first <= 0x39) || host.length > 15) return name;
    return isIpv4Address(host) ? 'IPv4address' : name;
  };
}

/** Each component's rule under the component's own name, as RFC 3986 and RFC 2396 name them. */
const COMPONENT_RULES_BY_OWN_NAME = {
  scheme: 'scheme',
  authority: 'authority',
  userinfo: 'userinfo',
  host: 'host',
  port: 'port',
  path: 'path',
  query: 'query',
  fragment: 'fragment',
} as const;

export const RFC3986_SYNTAX: ReferenceSyntax<RuleName, HostKind> = {
  grammar: rfc3986,
  reference: 'URI-reference',
  absolute: 'URI',
  referenceRules: ['URI-reference', 'URI', 'absolute-URI', 'relative-ref'],
  componentRules: COMPONENT_RULES_BY_OWN_NAME,
  pathParents: ['hier-part', 'relative-part'],
  pathRules: ['path-abempty', 'path-absolute', 'path-noscheme', 'path-rootless', 'path-empty'],
  hostParents: ['host', 'IP-literal'],
  unreserved: 'unreserved',
  nonAscii: false,
  zones: false,
  opaqueParts: false,
  authorityKindOf: undefined,
  resolution: 'RFC 3986',
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
  opaqueParts: false,
  authorityKindOf: undefined,
  resolution: 'RFC 3986',
  hostKindOf: hostKinds('ireg-name' as const, false) as (host: string) => IriHostKind,
};

export const RFC6874_SYNTAX: ReferenceSyntax<Rfc6874RuleName, ZonedHostKind> = {
  ...(RFC3986_SYNTAX as unknown as ReferenceSyntax<Rfc6874RuleName, ZonedHostKind>),
  grammar: rfc6874,
  zones: true,
  hostKindOf: hostKinds('reg-name' as const, true),
};

/**
 * Whether `text` is an RFC 2396 `IPv4address`, as RFC 2732 takes it from RFC 2373 Appendix B:
 *
 *     IPv4address = 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT "." 1*3DIGIT
 *
 * with no range check (`999.1.1.1` is one). Read by hand, as `isIpv4Address` is, so that a host's
 * kind costs no run of its own; test/grammars/rfc2396/hand-read.test.ts holds it to the rule's
 * automaton.
 */
export function isRfc2396Ipv4Address(text: string): boolean {
  const length = text.length;
  let at = 0;
  for (let part = 0; part < 4; part++) {
    if (part > 0) {
      if (String.prototype.charCodeAt.call(text, at) !== 0x2e) return false;
      at++;
    }
    const start = at;
    while (at < length && at - start < 4 && isDigit(String.prototype.charCodeAt.call(text, at))) {
      at++;
    }
    if (at === start || at - start > 3) return false;
  }
  return at === length;
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function isAlpha(code: number): boolean {
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

/**
 * Whether `text` is an RFC 2396 3.2.2 `hostname`, read by hand:
 *
 *     hostname    = *( domainlabel "." ) toplabel [ "." ]
 *     domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum
 *     toplabel    = alpha | alpha *( alphanum | "-" ) alphanum
 *
 * that is, labels of alphanums and inner hyphens joined by dots, the last starting with a letter,
 * and one dot allowed at the end.
 */
export function isRfc2396Hostname(text: string): boolean {
  const end =
    String.prototype.charCodeAt.call(text, text.length - 1) === 0x2e
      ? text.length - 1
      : text.length;
  let labelStart = 0;
  for (let at = 0; at <= end; at++) {
    if (at < end && String.prototype.charCodeAt.call(text, at) !== 0x2e) continue;
    // The label runs from labelStart to the "." (or the end) at `at`.
    if (at === labelStart) return false;
    const first = String.prototype.charCodeAt.call(text, labelStart);
    const last = String.prototype.charCodeAt.call(text, at - 1);
    if (!(isAlpha(first) || isDigit(first)) || !(isAlpha(last) || isDigit(last))) return false;
    for (let k = labelStart + 1; k < at - 1; k++) {
      const code = String.prototype.charCodeAt.call(text, k);
      if (!(isAlpha(code) || isDigit(code) || code === 0x2d)) return false;
    }
    if (at === end) return isAlpha(first);
    labelStart = at + 1;
  }
  return false;
}

/**
 * RFC 2396 3.2: `server` when an authority already known to be valid matches
 *
 *     server   = [ [ userinfo "@" ] hostport ]
 *     hostport = host [ ":" port ]
 *     host     = hostname | IPv4address | IPv6reference
 *     port     = *digit
 *
 * (server wins where reg_name matches too, 3.2.1), else `registry`. Read by hand, so that a
 * parse is one run. In a valid authority the characters are reg_name's, which are userinfo's and
 * "@": what comes before a first "@" is a userinfo. An IPv6reference's "[" is no reg_name
 * character, so an authority with one is a server.
 */
export function rfc2396AuthorityKind(authority: string): 'server' | 'registry' {
  if (authority === '') return 'server';
  const hostStart = authority.indexOf('@') + 1;
  if (authority.charCodeAt(hostStart) === 0x5b) return 'server';
  const colon = authority.indexOf(':', hostStart);
  const hostEnd = colon < 0 ? authority.length : colon;
  for (let at = hostEnd + 1; at < authority.length; at++) {
    if (!isDigit(authority.charCodeAt(at))) return 'registry';
  }
  const host = authority.slice(hostStart, hostEnd);
  return isRfc2396Ipv4Address(host) || isRfc2396Hostname(host) ? 'server' : 'registry';
}

/** The kind of a server's host: brackets for IPv6reference, IPv4address, else hostname. */
function rfc2396HostKind(host: string): Rfc2396HostKind {
  if (String.prototype.charCodeAt.call(host, 0) === 0x5b) return 'IPv6reference';
  return isRfc2396Ipv4Address(host) ? 'IPv4address' : 'hostname';
}

/**
 * RFC 2396 (as RFC 2732 amends it). Its components are section 3's, read as 3 and 4.3 read them
 * (see src/rfc2396.ts): `opaqueParts` and `authorityKindOf` say how, and the components gain
 * `authorityKind` and `opaquePart` (`Rfc2396Components`). Its `path` rule is `[ abs_path |
 * opaque_part ]`, an absolute URI's; a relative reference's path is a `rel_path`.
 */
export const RFC2396_SYNTAX: ReferenceSyntax<Rfc2396RuleName, Rfc2396HostKind> = {
  grammar: rfc2396,
  reference: 'URI-reference',
  absolute: 'absoluteURI',
  referenceRules: ['URI-reference', 'absoluteURI', 'relativeURI'],
  componentRules: COMPONENT_RULES_BY_OWN_NAME,
  pathParents: ['absoluteURI', 'hier_part', 'net_path', 'relativeURI'],
  pathRules: ['opaque_part', 'abs_path', 'rel_path'],
  hostParents: ['host'],
  unreserved: 'unreserved',
  nonAscii: false,
  zones: false,
  opaqueParts: true,
  authorityKindOf: rfc2396AuthorityKind,
  resolution: 'RFC 2396',
  hostKindOf: rfc2396HostKind,
};
