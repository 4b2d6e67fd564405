/**
 * One type guard per JSON Schema format, for `unknown` input: true exactly when the value is a
 * string in the format's language (the full engine's `isValid` answer, held by
 * test/tables/predicates.test.ts), false for anything else, never a throw.
 *
 * Each runs its rule's minimal automaton from precompiled tables (src/tables/): no grammar is
 * built and parsimmon is not loaded, so `import { isUri } from 'uri-grammar/formats'` alone
 * bundles this file, the runner and one table (docs/formats.md gives the sizes).
 */
import { predicate } from '../tables/dfa';
import {
  IPV4,
  IPV6,
  IRI,
  IRI_REFERENCE,
  URI,
  URI_REFERENCE,
  URI_TEMPLATE,
} from '../tables/formats';

/** `uri`: an RFC 3986 `URI` (a scheme, so an absolute URI, with an optional fragment). */
export const isUri: (value: unknown) => value is string = /*#__PURE__*/ predicate(URI);

/** `uri-reference`: an RFC 3986 `URI-reference` (a URI or a relative reference). */
export const isUriReference: (value: unknown) => value is string =
  /*#__PURE__*/ predicate(URI_REFERENCE);

/** `iri`: an RFC 3987 `IRI`. */
export const isIri: (value: unknown) => value is string = /*#__PURE__*/ predicate(IRI);

/** `iri-reference`: an RFC 3987 `IRI-reference`. */
export const isIriReference: (value: unknown) => value is string =
  /*#__PURE__*/ predicate(IRI_REFERENCE);

/** `uri-template`: an RFC 6570 `URI-Template`. */
export const isUriTemplate: (value: unknown) => value is string =
  /*#__PURE__*/ predicate(URI_TEMPLATE);

/** `ipv4`: an RFC 3986 `IPv4address` (dotted decimal, no leading zeros). */
export const isIpv4: (value: unknown) => value is string = /*#__PURE__*/ predicate(IPV4);

/** `ipv6`: an RFC 3986 `IPv6address` (RFC 4291 section 2.2's text forms). */
export const isIpv6: (value: unknown) => value is string = /*#__PURE__*/ predicate(IPV6);
