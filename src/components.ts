/**
 * RFC 3986 section 3 components of a URI reference, as written.
 *
 * A component is `undefined` when its delimiter is absent and `""` when it is present but
 * empty (RFC 3986 5.3 keeps the two apart: `http://a?` has an empty query, `http://a` none).
 * The path is always defined (3.3).
 *
 * Two routes give the same answer: `componentsFromTree` reads a parse tree (the reference);
 * `parse` validates with the rule's automaton and then splits the input at its delimiters,
 * which is exact for input known to be valid (each delimiter can stand only where the
 * split looks for it). A property test holds the two together.
 */
import { type ParseTree, type RuleName, rfc3986 } from '../grammar';
import { UriSyntaxError } from './errors';
import { type CheckOptions, assertText, describeValue, findError, lengthError } from './validate';

export type HostKind = 'IPv4address' | 'IPv6address' | 'IPvFuture' | 'reg-name';

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

export interface UriComponents {
  readonly scheme: string | undefined;
  readonly authority: string | undefined;
  readonly userinfo: string | undefined;
  /** As written: IP literals keep their brackets. */
  readonly host: string | undefined;
  readonly port: string | undefined;
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
  /** The rule that matched the host under first-match-wins (IPv4address before reg-name). */
  readonly hostKind: HostKind | undefined;
}

/** The rules `parseAs` takes: those that describe a whole reference. */
export type ReferenceRule = 'URI-reference' | 'URI' | 'absolute-URI' | 'relative-ref';

const REFERENCE_RULES: ReadonlySet<string> = new Set<ReferenceRule>([
  'URI-reference',
  'URI',
  'absolute-URI',
  'relative-ref',
]);

/** The rules a reference's path can match (what `componentsFromTree` looks for). */
export const PATH_RULES: ReadonlySet<RuleName | null> = new Set<RuleName>([
  'path-abempty',
  'path-absolute',
  'path-noscheme',
  'path-rootless',
  'path-empty',
]);

/** Components of `text` as a URI reference; throws `UriSyntaxError` when it is not one. */
export function parse(text: string, options?: CheckOptions): UriComponents {
  return parseAs('URI-reference', text, options);
}

/** Components of `text` as one of the reference rules; throws `UriSyntaxError` otherwise. */
export function parseAs(rule: ReferenceRule, text: string, options?: CheckOptions): UriComponents {
  if (!REFERENCE_RULES.has(rule)) {
    throw new TypeError(
      `parseAs takes URI-reference, URI, absolute-URI or relative-ref, not ${describeValue(rule)}`,
    );
  }
  assertText(text);
  const tooLong = lengthError(rule, text, options, 'parse');
  if (tooLong) throw new UriSyntaxError(tooLong);
  if (!rfc3986.automaton(rule).accepts(text)) {
    throw new UriSyntaxError(findError(rule, text)!);
  }
  return splitValid(text);
}

const SLASH = 0x2f;
const QUESTION = 0x3f;
const HASH = 0x23;
const COLON = 0x3a;

/** The first index at or after `from` holding "/", "?" or "#" (or `to`). */
function endOfAuthority(text: string, from: number): number {
  let i = from;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === SLASH || c === QUESTION || c === HASH) break;
  }
  return i;
}

/** The first index at or after `from` holding "?" or "#". */
function endOfPath(text: string, from: number): number {
  let i = from;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUESTION || c === HASH) break;
  }
  return i;
}

/** The index of the ":" that ends the scheme, or -1 when there is no scheme. */
function endOfScheme(text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === COLON) return i;
    if (c === SLASH || c === QUESTION || c === HASH) return -1;
  }
  return -1;
}

function hostKindOf(host: string): HostKind {
  if (host.charCodeAt(0) === 0x5b) {
    return (host.charCodeAt(1) | 0x20) === 0x76 ? 'IPvFuture' : 'IPv6address';
  }
  return rfc3986.automaton('IPv4address').accepts(host) ? 'IPv4address' : 'reg-name';
}

/**
 * Splits a string already known to be a URI reference. In such a string the scheme is what
 * precedes the first ":" if no "/", "?" or "#" comes before it (a relative-ref's first segment
 * has no colon); the authority runs from "//" to the next "/", "?" or "#"; userinfo and host
 * hold no "@", so an "@" ends userinfo; reg-name and IPv4address hold no ":", and an IP
 * literal ends at "]", so the port follows the first ":" after the host.
 */
export function splitValid(text: string): UriComponents {
  let at = 0;
  let scheme: string | undefined;
  const schemeEnd = endOfScheme(text);
  if (schemeEnd >= 0) {
    scheme = text.slice(0, schemeEnd);
    at = schemeEnd + 1;
  }
  let authority: string | undefined;
  let userinfo: string | undefined;
  let host: string | undefined;
  let port: string | undefined;
  let hostKind: HostKind | undefined;
  if (text.charCodeAt(at) === SLASH && text.charCodeAt(at + 1) === SLASH) {
    const start = at + 2;
    const end = endOfAuthority(text, start);
    authority = text.slice(start, end);
    at = end;
    let hostStart = start;
    const atSign = text.indexOf('@', start);
    if (atSign >= 0 && atSign < end) {
      userinfo = text.slice(start, atSign);
      hostStart = atSign + 1;
    }
    let hostEnd: number;
    if (text.charCodeAt(hostStart) === 0x5b) {
      hostEnd = text.indexOf(']', hostStart) + 1;
    } else {
      const colon = text.indexOf(':', hostStart);
      hostEnd = colon >= 0 && colon < end ? colon : end;
    }
    host = text.slice(hostStart, hostEnd);
    if (hostEnd < end) port = text.slice(hostEnd + 1, end);
    hostKind = hostKindOf(host);
  }
  const pathEnd = endOfPath(text, at);
  const path = text.slice(at, pathEnd);
  at = pathEnd;
  let query: string | undefined;
  if (text.charCodeAt(at) === QUESTION) {
    const hash = text.indexOf('#', at + 1);
    const end = hash < 0 ? text.length : hash;
    query = text.slice(at + 1, end);
    at = end;
  }
  const fragment = text.charCodeAt(at) === HASH ? text.slice(at + 1) : undefined;
  return { scheme, authority, userinfo, host, port, path, query, fragment, hostKind };
}

/** The components a parse tree of a reference rule names: the reference route. */
export function componentsFromTree(tree: ParseTree, text: string): UriComponents {
  const found = new Map<RuleName, ParseTree>();
  let path: ParseTree | undefined;
  let hostKind: HostKind | undefined;
  const visit = (node: ParseTree, parent: RuleName | null): void => {
    if (node.rule === null) return;
    if (!found.has(node.rule)) found.set(node.rule, node);
    if (PATH_RULES.has(node.rule) && (parent === 'hier-part' || parent === 'relative-part')) {
      path = node;
    }
    if (parent === 'host' || parent === 'IP-literal') {
      if (node.rule !== 'IP-literal') hostKind = node.rule as HostKind;
    }
    for (const child of node.children) visit(child, node.rule);
  };
  visit(tree, null);
  const slice = (rule: RuleName): string | undefined => {
    const node = found.get(rule);
    return node && text.slice(node.start, node.end);
  };
  return {
    scheme: slice('scheme'),
    authority: slice('authority'),
    userinfo: slice('userinfo'),
    host: slice('host'),
    port: slice('port'),
    path: path ? text.slice(path.start, path.end) : '',
    query: slice('query'),
    fragment: slice('fragment'),
    hostKind,
  };
}
