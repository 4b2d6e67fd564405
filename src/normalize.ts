/**
 * RFC 3986 section 6.2.2 (syntax-based normalization) and 6.2.3 (scheme-based normalization),
 * applied to the parsed components of a URI reference, never to the raw string, so that a
 * delimiter can never be mistaken for data (2.4).
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
 */
import { type UriComponents, parse } from './components';
import { normalizePercentEncoding } from './percent';
import { recompose, type RecomposableComponents } from './recompose';
import { removeDotSegments } from './resolve';
import { option } from './own-properties';
import { TextBuilder } from './text-builder';
import { defaultPortOf } from './schemes';
import { describeValue } from './validate';

export { DEFAULT_PORTS } from './schemes';

/** `syntax`: 6.2.2 only. `scheme`: 6.2.2, then 6.2.3. */
export type NormalizationLevel = 'syntax' | 'scheme';

export interface NormalizeOptions {
  readonly level?: NormalizationLevel;
}

/**
 * Lowercases every character outside percent-encoded triplets, whose hex digits stay
 * uppercase (6.2.2.1). The input holds only ASCII, so no locale rule can apply.
 */
function lowercaseOutsideTriplets(text: string): string {
  if (!text.includes('%')) return text.toLowerCase();
  const out = new TextBuilder();
  let i = 0;
  for (let percent = text.indexOf('%'); percent >= 0; percent = text.indexOf('%', i)) {
    out.append(text.slice(i, percent).toLowerCase());
    out.appendSlice(text, percent, percent + 3);
    i = percent + 3;
  }
  out.append(text.slice(i).toLowerCase());
  return out.toString();
}

/**
 * 6.2.2.1 and 6.2.2.2 for a host: unreserved characters decoded first, so that `%4C` becomes
 * "L" and is then lowercased, and the hex of the remaining triplets uppercase.
 */
export function normalizeHost(host: string): string {
  return lowercaseOutsideTriplets(normalizePercentEncoding(host));
}

function hasDotSegmentsToRemove(components: UriComponents): boolean {
  return (
    components.scheme !== undefined ||
    components.authority !== undefined ||
    components.path.startsWith('/')
  );
}

/** 6.2.2.1 and 6.2.2.2 in every component; the path's dot segments are untouched. */
function normalizeCaseAndPercentEncodingOf(components: UriComponents): RecomposableComponents {
  return {
    scheme: components.scheme?.toLowerCase(),
    authority: undefined,
    userinfo:
      components.userinfo === undefined ? undefined : normalizePercentEncoding(components.userinfo),
    host: components.host === undefined ? undefined : normalizeHost(components.host),
    port: components.port,
    path: normalizePercentEncoding(components.path),
    query: components.query === undefined ? undefined : normalizePercentEncoding(components.query),
    fragment:
      components.fragment === undefined ? undefined : normalizePercentEncoding(components.fragment),
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
  return recompose(normalizeCaseAndPercentEncodingOf(parse(text)));
}

/**
 * RFC 3986 6.2.2, and 6.2.3 unless `level` is `syntax`: the normal form of a URI reference
 * (see the module comment for the choices made). The result is a valid URI reference, and
 * normalizing it again gives it back. Throws `UriSyntaxError` when `text` is not a URI
 * reference.
 */
export function normalize(text: string, options?: NormalizeOptions): string {
  const level = option(options, 'level', 'normalize') ?? 'scheme';
  if (level !== 'syntax' && level !== 'scheme') {
    throw new TypeError(
      `normalize: level must be "syntax" or "scheme", not ${describeValue(level)}`,
    );
  }
  const components = parse(text);
  let normalized = normalizeCaseAndPercentEncodingOf(components);
  if (hasDotSegmentsToRemove(components)) {
    normalized = { ...normalized, path: removeDotSegments(normalized.path) };
  }
  if (level === 'scheme') normalized = normalizeForScheme(normalized);
  return recompose(normalized);
}
