/**
 * RFC 2396 (as amended by RFC 2732) beyond validation: its components (sections 3 and 4.3) and
 * its resolution of relative references (section 5.2), which differ from RFC 3986's.
 *
 * Components. An authority is server-based or registry-based (3.2): server-based when it matches
 * `server`, which wins where both match (3.2.1: registry-based naming is for authorities that
 * are not server-based). Only a server-based authority has userinfo, host and port. An absolute
 * URI whose scheme is not followed by "/" has an opaque part (3): it is the path as well (3.3:
 * `path = [ abs_path | opaque_part ]`), and a "?" inside it is part of it, not a query. Path
 * parameters (`;param`) stay inside their segments (3.3).
 *
 * Resolution follows 5.2's steps literally, string buffer and all. Where it differs from RFC
 * 3986: a network-path or absolute-path reference keeps its dot segments (steps 4 and 5 skip
 * step 6: `/./g` gives `http://a/./g`), and ".." segments that cannot be removed stay (step 6g:
 * `../../../g` gives `http://a/../g`). A reference with an empty path and nothing else is the
 * current document (step 2): the base without its fragment, and the reference's fragment.
 *
 * One departure from the grammar, documented: Appendix C resolves `?y`, yet the BNF has no
 * relative reference that starts with "?" (RFC 3986 D.2: its ABNF "has been corrected to allow
 * the path component to be empty"). `resolve` also takes a reference made of `"?" query` and an
 * optional `"#" fragment`, so that all of Appendix C holds; `isValid` and `parse` do not.
 */
import { type ParseTree, type Rfc2396RuleName, type Trap, rfc2396 } from '../grammar';
import { type ParseResult, endOfScheme } from './components';
import { syntaxError } from './errors';
import { option } from './own-properties';
import { type SafeParse, safeParser } from './safe-parse';
import {
  type CheckOptions,
  type CheckResult,
  assertText,
  describeValue,
  lengthError,
  validatorsOf,
} from './validate';

/** The rule that matched an RFC 2396 host: `hostname`, `IPv4address` or `IPv6reference`. */
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
export function parseRfc2396(
  text: string,
  options?: CheckOptions,
  rule: Rfc2396ReferenceRule = 'URI-reference',
): Rfc2396Components {
  const result = safeParseRfc2396(text, options, rule);
  if (!result.ok) throw syntaxError(result.error);
  return result.components;
}

/** `parseRfc2396` with the error as a value instead of thrown. */
export function safeParseRfc2396(
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
export function resolveRfc2396(
  base: string,
  reference: string,
  options?: Rfc2396ResolveOptions,
): string {
  const strict = option(options, 'strict', 'resolve') ?? true;
  if (typeof strict !== 'boolean') {
    throw new TypeError(`resolve: strict must be true or false, not ${describeValue(strict)}`);
  }
  const baseParts = parseRfc2396(base);
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
  if (scheme !== undefined) return recombine(scheme, authority, path, ref.query, ref.fragment);
  scheme = baseParts.scheme;
  // 4) An authority: a network path, kept as it is.
  if (authority === undefined) {
    authority = baseParts.authority;
    // 5) An absolute path is kept as it is; 6) a relative path is merged.
    if (!path.startsWith('/')) path = mergeAndClean(baseParts.path, path);
  }
  return recombine(scheme, authority, path, ref.query, ref.fragment);
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
  if (!isQueryOnlyReference(text)) return parseRfc2396(text);
  const hash = text.indexOf('#');
  return {
    ...splitValid(''),
    query: text.slice(1, hash < 0 ? undefined : hash),
    fragment: hash < 0 ? undefined : text.slice(hash + 1),
  };
}

/** 5.2 step 7. */
function recombine(
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

/** The RFC 2396 grammar's API, as `grammar('rfc2396')` returns it. */
export interface Rfc2396Grammar {
  readonly name: 'rfc2396';
  readonly title: string;
  readonly RULE_NAMES: readonly Rfc2396RuleName[];
  readonly rules: typeof rfc2396.rules;
  readonly isValid: (rule: Rfc2396RuleName, text: unknown) => boolean;
  readonly check: (
    rule: Rfc2396RuleName,
    text: unknown,
    options?: CheckOptions,
  ) => CheckResult<Rfc2396RuleName>;
  readonly parseTree: (
    rule: Rfc2396RuleName,
    text: string,
    options?: CheckOptions,
  ) => ParseTree<Rfc2396RuleName>;
  readonly parse: (text: string, options?: CheckOptions) => Rfc2396Components;
  /** `safeParse(text, options?)` or `safeParse(rule, text, options?)` (src/safe-parse.ts). */
  readonly safeParse: SafeParse<Rfc2396ReferenceRule, Rfc2396Components>;
  readonly parseAs: (
    rule: Rfc2396ReferenceRule,
    text: string,
    options?: CheckOptions,
  ) => Rfc2396Components;
  readonly resolve: (base: string, reference: string, options?: Rfc2396ResolveOptions) => string;
  /** The PEG-trap report of the BNF (see `ReferenceGrammar.traps`). */
  readonly traps: () => readonly Trap<Rfc2396RuleName>[];
}

export const RFC2396_GRAMMAR: Rfc2396Grammar = Object.freeze({
  name: 'rfc2396',
  title: rfc2396.title,
  RULE_NAMES: rfc2396.names,
  rules: rfc2396.rules,
  isValid: VALIDATORS.isValid,
  check: VALIDATORS.check,
  parseTree: VALIDATORS.parseTree,
  parse: (text: string, options?: CheckOptions) => parseRfc2396(text, options),
  safeParse: safeParser('RFC 2396', REFERENCE_RULES, (rule, text, options) =>
    safeParseRfc2396(text, options, rule),
  ),
  parseAs: (rule: Rfc2396ReferenceRule, text: string, options?: CheckOptions) =>
    parseRfc2396(text, options, rule),
  resolve: resolveRfc2396,
  traps: () => rfc2396.traps(),
});
