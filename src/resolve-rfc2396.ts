/**
 * RFC 2396 5.2, steps 2 to 7, on the components the shared parse recorded (src/resolve.ts parses
 * the base and the reference with RFC2396_SYNTAX, one run each, and hands them here). The steps
 * are followed literally, string buffer and all. Where they differ from RFC 3986's 5.2:
 * - a network-path or absolute-path reference keeps its dot segments (steps 4 and 5 skip step 6:
 *   `/./g` gives `http://a/./g`);
 * - ".." segments that cannot be removed stay (step 6g: `../../../g` gives `http://a/../g`);
 * - a reference with an empty path and nothing else is the current document (step 2): the base
 *   without its fragment, and the reference's fragment;
 * - a reference with only a query is merged like a relative path (Appendix C: `?y` gives
 *   `http://a/b/c/?y`, where RFC 3986 gives `http://a/b/c/d;p?y`);
 * - step 6a copies nothing of an empty base path, even under an authority (`http://a` with `g`
 *   gives `http://ag`), and step 7 writes the components as they are, with no guard.
 */
import { type UriComponents, splitValid } from './components';

/** The five components 5.2 works on. */
type Parts = Pick<UriComponents<string>, 'scheme' | 'authority' | 'path' | 'query' | 'fragment'>;

/**
 * RFC 2396 5.2 from step 2: the target of `reference` against `base`, a base with a scheme.
 * `referenceText` is the reference as written, for step 3's backward-compatible reading.
 */
export function resolveRfc2396Parts(
  base: Parts,
  reference: Parts,
  referenceText: string,
  strict: boolean,
): string {
  let ref = reference;
  // 3) The backward-compatible reading: "removing the scheme if it matches that of the base URI
  // and the scheme is known to always use the <hier_part> syntax". What follows the scheme is read
  // with the hier_part syntax (`http:g?y` is opaque with its scheme, `g?y` has a query), never as
  // a reference with a scheme of its own: `http:a:b` is the path `a:b`, not the scheme `a`. RFC
  // 3986's split reads just that: it has no opaque parts, and the scheme is the first one.
  if (
    !strict &&
    ref.scheme !== undefined &&
    ref.scheme.toLowerCase() === base.scheme!.toLowerCase()
  ) {
    const { authority, path, query, fragment } = splitValid(referenceText);
    ref = { scheme: undefined, authority, path, query, fragment };
  }
  // 2) The current document.
  if (
    ref.path === '' &&
    ref.scheme === undefined &&
    ref.authority === undefined &&
    ref.query === undefined
  ) {
    return recombine(base.scheme, base.authority, base.path, base.query, ref.fragment);
  }
  let scheme = ref.scheme;
  let path = ref.path;
  let authority = ref.authority;
  if (scheme !== undefined) return recombine(scheme, authority, path, ref.query, ref.fragment);
  scheme = base.scheme;
  // 4) An authority: a network path, kept as it is.
  if (authority === undefined) {
    authority = base.authority;
    // 5) An absolute path is kept as it is; 6) a relative path is merged.
    if (!path.startsWith('/')) path = mergeAndClean(base.path, path);
  }
  return recombine(scheme, authority, path, ref.query, ref.fragment);
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

/** 5.2 step 7: the components written as they are. */
export function recombine(
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
