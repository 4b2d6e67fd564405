/**
 * RFC 3986 sections 6.1 and 6.2: equivalence of URIs by comparing their normal forms
 * (6.2.1 simple string comparison after 6.2.2 and, by default, 6.2.3 normalization).
 *
 * At level `scheme`, two URIs of a scheme whose RFC defines its own equivalence, each meeting
 * its scheme's grammar, are compared as that RFC says (RFC 8141 section 3: a URN's r-, q- and
 * f-components are ignored, and its NSS's percent-encodings are not decoded; docs/schemes.md).
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
import { type UriComponents, parseReference } from './components';
import { type NormalizationLevel, normalizationLevel, normalizeComponents } from './normalize';
import { option } from './own-properties';
import { RFC3986_SYNTAX, type ReferenceSyntax } from './reference-syntax';
import { describeValue } from './validate';
import {
  definesOwnNormalization,
  schemeEquivalenceKey,
  schemeNormalForm,
} from './uri-schemes/scheme-normalization';

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
  const level = normalizationLevel(options, 'equivalent');
  const ignoreFragment = option(options, 'ignoreFragment', 'equivalent') ?? false;
  if (typeof ignoreFragment !== 'boolean') {
    throw new TypeError(
      `equivalent: ignoreFragment must be true or false, not ${describeValue(ignoreFragment)}`,
    );
  }
  // One parse each: the normal form is written from the components (a fragment left out is
  // left out of the normal form too, since normalization treats it on its own).
  const parsed = (text: string): UriComponents<Kind> => {
    const components = parseReference(syntax, syntax.reference, text, undefined, 'equivalent');
    return ignoreFragment ? { ...components, fragment: undefined } : components;
  };
  const first = parsed(a);
  const second = parsed(b);
  if ((first.scheme === undefined) !== (second.scheme === undefined)) return false;
  const bySchemeRules =
    level === 'scheme' &&
    syntax === RFC3986_SYNTAX &&
    (definesOwnNormalization(first.scheme) || definesOwnNormalization(second.scheme));
  if (bySchemeRules) {
    // A scheme whose RFC defines its own equivalence (RFC 8141 for URNs): its keys decide.
    const aKey = schemeEquivalenceKey(a, ignoreFragment);
    const bKey = aKey === undefined ? undefined : schemeEquivalenceKey(b, ignoreFragment);
    if (aKey !== undefined && bKey !== undefined) return aKey === bKey;
  }
  // Otherwise each side's normal form: its scheme's own (RFC 3966 4 for tel), or 6.2's.
  const comparable = (text: string, components: UriComponents<Kind>): string => {
    const own = bySchemeRules ? schemeNormalForm(text) : undefined;
    if (own === undefined) return normalizeComponents(syntax, components, level);
    const hash = own.indexOf('#');
    return ignoreFragment && hash >= 0 ? own.slice(0, hash) : own;
  };
  return comparable(a, first) === comparable(b, second);
}
