/**
 * RFC 3986 sections 6.1 and 6.2: equivalence of URIs by comparing their normal forms
 * (6.2.1 simple string comparison after 6.2.2 and, by default, 6.2.3 normalization).
 *
 * 6.1 says applications "should not directly compare relative references; the references
 * should be converted to their respective target URIs before comparison". Without a base
 * this module cannot do that, so:
 * - a URI and a relative reference are never equivalent: there is a base against which they
 *   differ (the relative one takes the base's scheme, and any base's scheme will do);
 * - two relative references are compared after case and percent-encoding normalization only
 *   (6.2.2.1, 6.2.2.2). Their dot segments and ports are kept, because what they mean
 *   depends on the base they will be resolved against.
 */
import { parse } from './components';
import { normalize, normalizeCaseAndPercentEncoding, type NormalizationLevel } from './normalize';
import { recompose } from './recompose';
import { describeValue } from './validate';

export interface EquivalenceOptions {
  /** How far up the 6.2 comparison ladder to climb; `scheme` (6.2.3) by default. */
  readonly level?: NormalizationLevel;
  /**
   * Leave fragments out of the comparison, as 6.1 advises when URIs are compared to select
   * a network action such as retrieval. Off by default: 6.2.3 keeps even an empty fragment.
   */
  readonly ignoreFragment?: boolean;
}

function withoutFragment(text: string): string {
  return recompose({ ...parse(text), fragment: undefined });
}

/**
 * Whether `a` and `b` are equivalent under RFC 3986 6.2 normalization (see the module
 * comment for relative references). Throws `UriSyntaxError` when either is not a URI
 * reference.
 */
export function equivalent(a: string, b: string, options: EquivalenceOptions = {}): boolean {
  const { level = 'scheme', ignoreFragment = false } = options;
  if (level !== 'syntax' && level !== 'scheme') {
    throw new TypeError(
      `equivalent: level must be "syntax" or "scheme", not ${describeValue(level)}`,
    );
  }
  const aIsRelative = parse(a).scheme === undefined;
  const bIsRelative = parse(b).scheme === undefined;
  if (aIsRelative !== bIsRelative) return false;
  const comparable = (text: string): string => {
    const normal = aIsRelative ? normalizeCaseAndPercentEncoding(text) : normalize(text, { level });
    return ignoreFragment ? withoutFragment(normal) : normal;
  };
  return comparable(a) === comparable(b);
}
