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

/** IP literals by their first characters; otherwise IPv4address when it is one, else the name. */
function hostKinds<Name extends string, Kind extends string>(
  grammar: CompiledGrammar<Name>,
  ipv4: Name,
  name: Kind,
  zones: boolean,
): (host: string) => Kind | 'IPv4address' | 'IPv6address' | 'IPvFuture' | 'IPv6addrz' {
  let automaton: { accepts(text: string): boolean } | undefined;
  return (host) => {
    const first = host.charCodeAt(0);
    if (first === 0x5b) {
      if ((host.charCodeAt(1) | 0x20) === 0x76) return 'IPvFuture';
      return zones && host.includes('%') ? 'IPv6addrz' : 'IPv6address';
    }
    // An IPv4address starts with a digit and has at most 15 characters ("255.255.255.255").
    if (!(first >= 0x30 && first <= 0x39) || host.length > 15) return name;
    automaton ??= grammar.automaton(ipv4);
    return automaton.accepts(host) ? 'IPv4address' : name;
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
  hostKindOf: hostKinds(rfc3986, 'IPv4address', 'reg-name', false) as (host: string) => HostKind,
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
  hostKindOf: hostKinds(rfc3987, 'IPv4address', 'ireg-name', false) as (
    host: string,
  ) => IriHostKind,
};

export const RFC6874_SYNTAX: ReferenceSyntax<Rfc6874RuleName, ZonedHostKind> = {
  ...(RFC3986_SYNTAX as unknown as ReferenceSyntax<Rfc6874RuleName, ZonedHostKind>),
  grammar: rfc6874,
  zones: true,
  hostKindOf: hostKinds(rfc6874, 'IPv4address', 'reg-name', true),
};
