/**
 * RFC 3986 section 6.2.2 (syntax-based normalization) and 6.2.3 (scheme-based normalization),
 * applied to the parsed components of a URI reference, never to the raw string, so that a
 * delimiter can never be mistaken for data (2.4). For IRIs, RFC 3987 5.3.2 and 5.3.3, which
 * differ in two places: percent-encoded `iunreserved` characters are decoded too (5.3.2.3),
 * bidirectional formatting characters excepted (4.1); and a host is lowercased only when it is
 * all ASCII ("US-ASCII only host", 5.3.2.1), since case in other scripts is IDNA's business.
 * An RFC 6874 zone keeps its case: it names an interface, which may be case-sensitive.
 *
 * Choices the RFC leaves open, and what this module does:
 * - Dot segments (6.2.2.3) are removed when the reference has a scheme or an authority, or
 *   its path starts with "/". A relative-path reference keeps its path: section 6 normalizes
 *   URIs, and remove_dot_segments would change what such a reference resolves to
 *   (`a/../../b` would become `/b`, an absolute path).
 * - The result is written by the guarded `recompose`, so a path that remove_dot_segments
 *   leaves starting with "//" and no authority is written with "/." before it
 *   (`scheme:/a/..//c` gives `scheme:/.//c`, not `scheme://c`, which has an authority).
 * - IPv6 and IPvFuture literals are lowercased (3.2.2: hexadecimal addresses in lowercase)
 *   and otherwise kept as written; RFC 5952 compression is not part of RFC 3986.
 * - Scheme-based (6.2.3): an empty port is dropped for every scheme (3.2.3); a default port
 *   is dropped, and an empty path under an authority becomes "/", only for the schemes in
 *   `DEFAULT_PORTS`. A port equals the default only when it is the same decimal string
 *   (`:080` is kept): 3.2.3 calls a port a number, but a scheme defines its default as a
 *   string and other producers read leading zeros differently. Empty query and fragment
 *   delimiters are kept (6.2.3).
 * - Scheme-based (6.2.3), for URIs (RFC 3986 grammar) whose scheme has a grammar here with a
 *   normal form of its own (src/uri-schemes/, docs/schemes.md): that form replaces all of the
 *   above when the URI meets its scheme's grammar. A URN keeps its NSS's percent-encodings (RFC
 *   8141 section 3.1: percent-encoding normalization "MUST NOT be applied"), a tel URI loses its
 *   visual separators (RFC 3966 section 4).
 */
import { type UriComponents, parseReference } from './components';
import { isDecodableIriUnreserved } from './iri-characters';
import { option } from './own-properties';
import { normalizePercentEncoding, rewriteTriplets } from './percent';
import { type RecomposableComponents, authorityOfParts, recomposeTrusted } from './recompose';
import { RFC3986_SYNTAX, type ReferenceSyntax } from './reference-syntax';
import { removeDotSegments } from './resolve';
import { defaultPortOf } from './schemes';
import { TextBuilder } from './text-builder';
import { definesOwnNormalization, schemeNormalForm } from './uri-schemes/scheme-normalization';
import { describeValue } from './validate';

export { DEFAULT_PORTS } from './schemes';

/** `syntax`: 6.2.2 only. `scheme`: 6.2.2, then 6.2.3. */
export type NormalizationLevel = 'syntax' | 'scheme';

export interface NormalizeOptions {
  readonly level?: NormalizationLevel;
}

/** US-ASCII letters to lowercase; every other character, ASCII or not, as it is. */
function asciiLowercase(text: string): string {
  // For ASCII text the built-in is exact and one pass; only non-ASCII needs the letters alone.
  if (!/[^\x00-\x7f]/.test(text)) return text.toLowerCase();
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * Lowercases every ASCII letter outside percent-encoded triplets, whose hex digits stay
 * uppercase (6.2.2.1).
 */
function lowercaseOutsideTriplets(text: string): string {
  if (!text.includes('%')) return asciiLowercase(text);
  const out = new TextBuilder();
  let i = 0;
  for (let percent = text.indexOf('%'); percent >= 0; percent = text.indexOf('%', i)) {
    out.append(asciiLowercase(text.slice(i, percent)));
    out.appendSlice(text, percent, percent + 3);
    i = percent + 3;
  }
  out.append(asciiLowercase(text.slice(i)));
  return out.toString();
}

/**
 * 6.2.2.1 and 6.2.2.2 for a host: unreserved characters decoded first, so that `%4C` becomes
 * "L" and is then lowercased, and the hex of the remaining triplets uppercase.
 */
export function normalizeHost(host: string): string {
  return lowercaseOutsideTriplets(normalizePercentEncoding(host));
}

/** 6.2.2.2, or RFC 3987 5.3.2.3 for a grammar with non-ASCII characters. */
function percentNormalizer(syntax: ReferenceSyntax<string, string>): (text: string) => string {
  return syntax.nonAscii
    ? (text) => rewriteTriplets(text, isDecodableIriUnreserved, true)
    : normalizePercentEncoding;
}

/** A host of any of the grammars, normalized (see the module comment). */
function normalizeHostWith(syntax: ReferenceSyntax<string, string>, host: string): string {
  if (host.startsWith('[')) {
    const zone = syntax.zones ? host.indexOf('%25') : -1;
    if (zone < 0) return asciiLowercase(host);
    return `${asciiLowercase(host.slice(0, zone))}%25${normalizePercentEncoding(host.slice(zone + 3, -1))}]`;
  }
  if (!syntax.nonAscii) return normalizeHost(host);
  const decoded = percentNormalizer(syntax)(host);
  return /^[\x00-\x7f]*$/.test(decoded) ? lowercaseOutsideTriplets(decoded) : decoded;
}

function hasDotSegmentsToRemove(components: UriComponents<string>): boolean {
  return (
    components.scheme !== undefined ||
    components.authority !== undefined ||
    components.path.startsWith('/')
  );
}

/** 6.2.2.1 and 6.2.2.2 in every component; the path's dot segments are untouched. */
function normalizeCaseAndPercentEncodingOf(
  syntax: ReferenceSyntax<string, string>,
  components: UriComponents<string>,
): RecomposableComponents {
  const percent = percentNormalizer(syntax);
  const optional = (value: string | undefined): string | undefined =>
    value === undefined ? undefined : percent(value);
  return {
    scheme: components.scheme === undefined ? undefined : asciiLowercase(components.scheme),
    authority: undefined,
    userinfo: optional(components.userinfo),
    host: components.host === undefined ? undefined : normalizeHostWith(syntax, components.host),
    port: components.port,
    path: percent(components.path),
    query: optional(components.query),
    fragment: optional(components.fragment),
  };
}

/** 6.2.3 on components that 6.2.2 has already normalized (so the scheme is lowercase). */
function normalizeForScheme(components: RecomposableComponents): RecomposableComponents {
  const defaultPort = defaultPortOf(components.scheme)?.toString();
  const port =
    components.port === '' || (defaultPort !== undefined && components.port === defaultPort)
      ? undefined
      : components.port;
  const path =
    defaultPort !== undefined && components.host !== undefined && components.path === ''
      ? '/'
      : components.path;
  return { ...components, port, path };
}

/**
 * RFC 3986 6.2.2.1 and 6.2.2.2 only: scheme and host in lowercase, percent-encoded
 * unreserved characters decoded and all other triplets in uppercase hex, in every component.
 * Dot segments and ports are kept. Throws `UriSyntaxError` when `text` is not a URI reference.
 */
export function normalizeCaseAndPercentEncoding(text: string): string {
  const components = parseReference(RFC3986_SYNTAX, 'URI-reference', text, undefined, 'normalize');
  return recomposeNormalized(normalizeCaseAndPercentEncodingOf(RFC3986_SYNTAX, components));
}

/**
 * RFC 3986 6.2.2, and 6.2.3 unless `level` is `syntax`: the normal form of a URI reference
 * (see the module comment for the choices made). The result is a valid URI reference, and
 * normalizing it again gives it back. Throws `UriSyntaxError` when `text` is not a URI
 * reference.
 */
export function normalize(text: string, options?: NormalizeOptions): string {
  return normalizeWith(RFC3986_SYNTAX, text, options);
}

/** `normalize` for the grammar of `syntax` (RFC 3987 5.3 for IRIs). */
export function normalizeWith<Kind extends string>(
  syntax: ReferenceSyntax<string, Kind>,
  text: string,
  options?: NormalizeOptions,
): string {
  const level = normalizationLevel(options, 'normalize');
  const components = parseReference(syntax, syntax.reference, text, undefined, 'normalize');
  // A scheme whose RFC defines its own normal form (docs/schemes.md: urn, tel), for URIs.
  if (
    level === 'scheme' &&
    syntax === RFC3986_SYNTAX &&
    definesOwnNormalization(components.scheme)
  ) {
    const normal = schemeNormalForm(text);
    if (normal !== undefined) return normal;
  }
  return normalizeComponents(syntax, components, level);
}

/** `options.level`, read as an own property: `scheme` unless it is `syntax`; a TypeError if neither. */
export function normalizationLevel(
  options: { readonly level?: NormalizationLevel } | undefined,
  where: string,
): NormalizationLevel {
  const level = option(options, 'level', where) ?? 'scheme';
  if (level !== 'syntax' && level !== 'scheme') {
    throw new TypeError(
      `${where}: level must be "syntax" or "scheme", not ${describeValue(level)}`,
    );
  }
  return level;
}

/**
 * The normal form of the reference a parse gave `components` for: what `normalize` writes, with
 * no second parse and no component checked again (each stays valid under every step here).
 */
export function normalizeComponents(
  syntax: ReferenceSyntax<string, string>,
  components: UriComponents<string>,
  level: NormalizationLevel,
): string {
  let normalized = normalizeCaseAndPercentEncodingOf(syntax, components);
  if (hasDotSegmentsToRemove(components)) {
    normalized = { ...normalized, path: removeDotSegments(normalized.path) };
  }
  if (level === 'scheme') normalized = normalizeForScheme(normalized);
  return recomposeNormalized(normalized);
}

/** Normalized components written out: the authority from its normalized parts. */
function recomposeNormalized(normalized: RecomposableComponents): string {
  const { scheme, userinfo, host, port, path, query, fragment } = normalized;
  const authority = host === undefined ? undefined : authorityOfParts(userinfo, host, port);
  return recomposeTrusted({ scheme, authority, path, query, fragment });
}
