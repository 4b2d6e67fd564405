/**
 * RFC 3986 sections 6.1 and 6.2: equivalence of URIs by comparing their normal forms
 * (6.2.1 simple string comparison after 6.2.2 and, by default, 6.2.3 normalization).
 *
 * 6.1 says applications "should not directly compare relative references; the references
 * should be converted to their respective target URIs before comparison". Without a base
 * this module cannot do that, so:
 * - a URI and a relative reference are never equivalent: there is a base against which they
 *   differ (the relative one takes the base's scheme, and any base's scheme will do);
 * - two relative references are compared by their `normalize` forms, which change only what
 *   means the same against every base: case and percent-encoding everywhere, and dot segments
 *   where the path does not depend on the base's (a network-path or absolute-path reference:
 *   5.2.2 removes their dot segments whatever the base). So `equivalent(x, normalize(x))` holds
 *   for every reference, and `a/../b` is still not `b`.
 */
import { parseReference } from './components';
import { type NormalizationLevel, normalizeWith } from './normalize';
import { option } from './own-properties';
import { recomposeWith } from './recompose';
import { RFC3986_SYNTAX, type ReferenceSyntax } from './reference-syntax';
import { describeValue } from './validate';

export interface EquivalenceOptions {
  /** How far up the 6.2 comparison ladder to climb; `scheme` (6.2.3) by default. */
  readonly level?: NormalizationLevel | undefined;
  /**
   * Leave fragments out of the comparison, as 6.1 advises when URIs are compared to select
   * a network action such as retrieval. Off by default: 6.2.3 keeps even an empty fragment.
   */
  readonly ignoreFragment?: boolean | undefined;
}

/**
 * Whether `a` and `b` are equivalent under RFC 3986 6.2 normalization (see the module
 * comment for relative references). Throws `UriSyntaxError` when either is not a URI
 * reference.
 */
export function equivalent(a: string, b: string, options?: EquivalenceOptions): boolean {
  return equivalentWith(RFC3986_SYNTAX, a, b, options);
}

/** `equivalent` for the grammar of `syntax` (RFC 3987 5.3 for IRIs). */
export function equivalentWith<Kind extends string>(
  syntax: ReferenceSyntax<string, Kind>,
  a: string,
  b: string,
  options?: EquivalenceOptions,
): boolean {
  const level = option(options, 'level', 'equivalent') ?? 'scheme';
  const ignoreFragment = option(options, 'ignoreFragment', 'equivalent') ?? false;
  if (typeof ignoreFragment !== 'boolean') {
    throw new TypeError(
      `equivalent: ignoreFragment must be true or false, not ${describeValue(ignoreFragment)}`,
    );
  }
  if (level !== 'syntax' && level !== 'scheme') {
    throw new TypeError(
      `equivalent: level must be "syntax" or "scheme", not ${describeValue(level)}`,
    );
  }
  const parsed = (text: string) =>
    parseReference(syntax, syntax.reference, text, undefined, 'equivalent');
  const aIsRelative = parsed(a).scheme === undefined;
  const bIsRelative = parsed(b).scheme === undefined;
  if (aIsRelative !== bIsRelative) return false;
  const comparable = (text: string): string => {
    const normal = normalizeWith(syntax, text, { level });
    return ignoreFragment
      ? recomposeWith(syntax, { ...parsed(normal), fragment: undefined })
      : normal;
  };
  return comparable(a) === comparable(b);
}
