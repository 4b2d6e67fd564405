/**
 * The RFC 2396 fork as it stood before it became one more syntax of the shared operations
 * (issue 28): src/rfc2396.ts at commit c17f94e, its split, parse, 5.2 resolution and step 7
 * recombination copied verbatim (only the imports and exports changed, and the names gained
 * `fork`). It is the oracle of shared-syntax.test.ts: the shared path must give what this gave,
 * component for component and error for error. Frozen: do not fix it; a difference the shared
 * path should have is a decision, made in that test with its reason.
 */
import { rfc2396 } from '../../../grammar';
import { type ParseResult, endOfScheme } from '../../../src/components';
import { syntaxError } from '../../../src/errors';
import { option } from '../../../src/own-properties';
import {
  type CheckOptions,
  assertText,
  describeValue,
  lengthError,
  validatorsOf,
} from '../../../src/validate';

export type Rfc2396HostKind = 'hostname' | 'IPv4address' | 'IPv6reference';

export interface Rfc2396Components {
  readonly scheme: string | undefined;
  readonly authority: string | undefined;
  /** `server` when the authority matches `server` (it wins where both match), else `registry`. */
  readonly authorityKind: 'server' | 'registry' | undefined;
  /** Server-based authorities only. */
  readonly userinfo: string | undefined;
  /** Server-based authorities only; undefined for an empty server (`//` then "/"). */
  readonly host: string | undefined;
  readonly port: string | undefined;
  /** The path, `;param`s included; for an opaque URI, the opaque part. */
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
  /** An opaque URI's `opaque_part` (`x@y` of `mailto:x@y`), else undefined. */
  readonly opaquePart: string | undefined;
  readonly hostKind: Rfc2396HostKind | undefined;
}

export type Rfc2396ReferenceRule = 'URI-reference' | 'absoluteURI' | 'relativeURI';

/** The rules `parseAs` takes, the reference rule first. */
export const REFERENCE_RULES: readonly Rfc2396ReferenceRule[] = [
  'URI-reference',
  'absoluteURI',
  'relativeURI',
];

const VALIDATORS = validatorsOf(rfc2396);

/** The first index at or after `from` holding one of `stops`, or `end`. */
function indexOfAny(text: string, stops: string, from: number, end = text.length): number {
  for (let i = from; i < end; i++) if (stops.includes(text[i]!)) return i;
  return end;
}

function hostKindOf(host: string): Rfc2396HostKind {
  if (host.startsWith('[')) return 'IPv6reference';
  return rfc2396.automaton('IPv4address').accepts(host) ? 'IPv4address' : 'hostname';
}

/** Splits a string known to be an RFC 2396 URI reference (see the module comment). */
function splitValid(text: string): Rfc2396Components {
  const hash = text.indexOf('#');
  const end = hash < 0 ? text.length : hash;
  const fragment = hash < 0 ? undefined : text.slice(hash + 1);
  // A relative reference's first segment (rel_segment) has no ":", as in RFC 3986.
  const schemeEnd = endOfScheme(text);
  const scheme = schemeEnd < 0 ? undefined : text.slice(0, schemeEnd);
  let at = schemeEnd + 1;
  const none = { authority: undefined, authorityKind: undefined, userinfo: undefined };
  if (scheme !== undefined && text[at] !== '/') {
    const opaquePart = text.slice(at, end);
    return {
      scheme,
      ...none,
      host: undefined,
      port: undefined,
      path: opaquePart,
      query: undefined,
      fragment,
      opaquePart,
      hostKind: undefined,
    };
  }
  let authority: string | undefined;
  let authorityKind: 'server' | 'registry' | undefined;
  let userinfo: string | undefined;
  let host: string | undefined;
  let port: string | undefined;
  if (text.startsWith('//', at)) {
    const authorityEnd = indexOfAny(text, '/?', at + 2, end);
    authority = text.slice(at + 2, authorityEnd);
    at = authorityEnd;
    authorityKind = rfc2396.automaton('server').accepts(authority) ? 'server' : 'registry';
    if (authorityKind === 'server' && authority !== '') {
      const atSign = authority.indexOf('@');
      const hostport = atSign < 0 ? authority : authority.slice(atSign + 1);
      if (atSign >= 0) userinfo = authority.slice(0, atSign);
      const hostEnd = hostport.startsWith('[')
        ? hostport.indexOf(']') + 1
        : (hostport.indexOf(':') + 1 || hostport.length + 1) - 1;
      host = hostport.slice(0, hostEnd);
      if (hostEnd < hostport.length) port = hostport.slice(hostEnd + 1);
    }
  }
  const pathEnd = indexOfAny(text, '?', at, end);
  const path = text.slice(at, pathEnd);
  const query = pathEnd < end ? text.slice(pathEnd + 1, end) : undefined;
  return {
    scheme,
    authority,
    authorityKind,
    userinfo,
    host,
    port,
    path,
    query,
    fragment,
    opaquePart: undefined,
    hostKind: host === undefined ? undefined : hostKindOf(host),
  };
}

/** Components of `text` as one of RFC 2396's reference rules; throws `UriSyntaxError` otherwise. */
export function forkParse(
  text: string,
  options?: CheckOptions,
  rule: Rfc2396ReferenceRule = 'URI-reference',
): Rfc2396Components {
  const result = forkSafeParse(text, options, rule);
  if (!result.ok) throw syntaxError(result.error);
  return result.components;
}

/** `parseRfc2396` with the error as a value instead of thrown. */
export function forkSafeParse(
  text: string,
  options?: CheckOptions,
  rule: Rfc2396ReferenceRule = 'URI-reference',
): ParseResult<Rfc2396Components> {
  if (!(REFERENCE_RULES as readonly string[]).includes(rule)) {
    throw new TypeError(
      `parse takes ${REFERENCE_RULES.join(', ')} (RFC 2396), not ${describeValue(rule)}`,
    );
  }
  assertText(text);
  const error = lengthError(rule, text, options, 'parse') ?? VALIDATORS.findError(rule, text);
  return error ? { ok: false, error } : { ok: true, components: splitValid(text) };
}

/** `"?" query [ "#" fragment ]`: the Appendix C form the BNF lacks (see the module comment). */
function isQueryOnlyReference(text: string): boolean {
  if (!text.startsWith('?')) return false;
  const hash = text.indexOf('#');
  const query = text.slice(1, hash < 0 ? undefined : hash);
  return (
    VALIDATORS.isValid('query', query) &&
    (hash < 0 || VALIDATORS.isValid('fragment', text.slice(hash + 1)))
  );
}

/** RFC 2396 5.2 step 6, a) to h), on the merged buffer. */
function mergeAndClean(basePath: string, referencePath: string): string {
  // a) and b): all but the last segment of the base path, then the reference's path.
  const buffer = basePath.slice(0, basePath.lastIndexOf('/') + 1) + referencePath;
  // The buffer's segments; a leading "/" begins the path and is no segment boundary to remove.
  const rooted = buffer.startsWith('/');
  const segments = (rooted ? buffer.slice(1) : buffer).split('/');
  // c) Every "./" where "." is a complete segment: a "." that is not the last segment.
  const last = segments.pop()!;
  const kept = segments.filter((segment) => segment !== '.');
  // d) A final "." segment.
  let final = last === '.' ? '' : last;
  // e) "<segment>/../", segment not "..", leftmost first, until none is left. Removing pairs is
  // confluent (like matching brackets), so one pass with a stack leaves what the repeated
  // leftmost removal leaves, in linear time. The last segment has no "/" after it: it is no
  // "../" and takes part only in f).
  const stack: string[] = [];
  for (const segment of kept) {
    if (segment === '..' && stack.length > 0 && stack[stack.length - 1] !== '..') stack.pop();
    else stack.push(segment);
  }
  // f) A final "<segment>/..", segment not "..": the "/" before it stays.
  if (final === '..' && stack.length > 0 && stack[stack.length - 1] !== '..') {
    stack.pop();
    final = '';
  }
  stack.push(final);
  // g) Leading ".." segments are kept; h) the buffer is the path.
  return (rooted ? '/' : '') + stack.join('/');
}

export interface Rfc2396ResolveOptions {
  /**
   * `true` (the default): a validating parser, so `http:g` stays `http:g`. `false`: the
   * backward-compatible reading of 5.2 step 3, where a reference scheme equal to the base's
   * (compared case-insensitively) is removed, so `http:g` gives `http://a/b/c/g`.
   */
  readonly strict?: boolean | undefined;
}

/** RFC 2396 5.2: the absolute form of `reference` against `base` (see the module comment). */
export function forkResolve(
  base: string,
  reference: string,
  options?: Rfc2396ResolveOptions,
): string {
  const strict = option(options, 'strict', 'resolve') ?? true;
  if (typeof strict !== 'boolean') {
    throw new TypeError(`resolve: strict must be true or false, not ${describeValue(strict)}`);
  }
  const baseParts = forkParse(base);
  if (baseParts.scheme === undefined) {
    const error = VALIDATORS.findError('absoluteURI', base);
    throw syntaxError({
      code: 'syntax',
      rule: 'absoluteURI',
      offset: error?.offset ?? 0,
      expected: error?.expected ?? ['scheme'],
      message: `resolve: the base ${JSON.stringify(base)} is a relative reference; a base must be an absoluteURI (RFC 2396 5.1)`,
    });
  }
  assertText(reference);
  let ref = parseReference2396(reference);
  // 3) The backward-compatible reading: "removing the scheme if it matches that of the base URI
  // and the scheme is known to always use the <hier_part> syntax". What follows the scheme is read
  // with the hier_part syntax (`http:g?y` is opaque with its scheme, `g?y` has a query), never as
  // a reference with a scheme of its own: `http:a:b` is the path `a:b`, not the scheme `a`.
  if (
    !strict &&
    ref.scheme !== undefined &&
    ref.scheme.toLowerCase() === baseParts.scheme.toLowerCase()
  ) {
    ref = { ...ref, ...hierPartReading(reference.slice(ref.scheme.length + 1)), scheme: undefined };
  }
  // 2) The current document.
  if (
    ref.path === '' &&
    ref.scheme === undefined &&
    ref.authority === undefined &&
    ref.query === undefined
  ) {
    const current = base.includes('#') ? base.slice(0, base.indexOf('#')) : base;
    return ref.fragment === undefined ? current : `${current}#${ref.fragment}`;
  }
  let scheme = ref.scheme;
  let path = ref.path;
  let authority = ref.authority;
  if (scheme !== undefined) return forkRecombine(scheme, authority, path, ref.query, ref.fragment);
  scheme = baseParts.scheme;
  // 4) An authority: a network path, kept as it is.
  if (authority === undefined) {
    authority = baseParts.authority;
    // 5) An absolute path is kept as it is; 6) a relative path is merged.
    if (!path.startsWith('/')) path = mergeAndClean(baseParts.path, path);
  }
  return forkRecombine(scheme, authority, path, ref.query, ref.fragment);
}

/** What follows a removed scheme, cut as `hier_part` cuts: `//authority`, path, `?query`, `#fragment`. */
function hierPartReading(
  rest: string,
): Pick<Rfc2396Components, 'authority' | 'path' | 'query' | 'fragment'> {
  const hash = rest.indexOf('#');
  const fragment = hash < 0 ? undefined : rest.slice(hash + 1);
  const beforeHash = hash < 0 ? rest : rest.slice(0, hash);
  const question = beforeHash.indexOf('?');
  const query = question < 0 ? undefined : beforeHash.slice(question + 1);
  let path = question < 0 ? beforeHash : beforeHash.slice(0, question);
  let authority: string | undefined;
  if (path.startsWith('//')) {
    const slash = path.indexOf('/', 2);
    authority = path.slice(2, slash < 0 ? undefined : slash);
    path = slash < 0 ? '' : path.slice(slash);
  }
  return { authority, path, query, fragment };
}

/** A reference as `resolve` reads it: a URI-reference, or the `"?" query` form of Appendix C. */
function parseReference2396(text: string): Rfc2396Components {
  if (!isQueryOnlyReference(text)) return forkParse(text);
  const hash = text.indexOf('#');
  return {
    ...splitValid(''),
    query: text.slice(1, hash < 0 ? undefined : hash),
    fragment: hash < 0 ? undefined : text.slice(hash + 1),
  };
}

/** 5.2 step 7. */
export function forkRecombine(
  scheme: string | undefined,
  authority: string | undefined,
  path: string,
  query: string | undefined,
  fragment: string | undefined,
): string {
  let result = '';
  if (scheme !== undefined) result += `${scheme}:`;
  if (authority !== undefined) result += `//${authority}`;
  result += path;
  if (query !== undefined) result += `?${query}`;
  if (fragment !== undefined) result += `#${fragment}`;
  return result;
}
