/**
 * RFC 3986 section 5.2: relative resolution. 5.2.1 (the base), 5.2.2 (transform references),
 * 5.2.3 (merge paths) and 5.2.4 (remove dot segments), transcribed literally, then 5.3
 * recomposition through the guarded `recompose`.
 *
 * Only the recomposition departs from the letter of 5.3: the literal algorithm can give a
 * target with no authority and a path starting with "//" (`f:/a` + `.//g` gives path "//g"),
 * which 5.3 would write as `f://g`, a different URI whose authority is "g". `recompose` writes
 * `f:/.//g` instead: the same path once its dot segments are removed, and a valid URI.
 * `resolveComponents` returns the literal components.
 *
 * "%2E" is not a dot segment here: 5.2.4 speaks of the complete segments "." and "..", and
 * 2.3's permission to decode unreserved characters belongs to normalization (6.2.2.2), which
 * comes after resolution (5.2.1: "A URI reference must be transformed to its target URI
 * before it can be normalized").
 */
import { withArticle } from './describe-value';
import { type UriComponents, parseReference } from './components';
import { syntaxError } from './errors';
import { recomposeTrusted } from './recompose';
import { resolveRfc2396Parts } from './resolve-rfc2396';
import { RFC3986_SYNTAX, type ReferenceSyntax } from './reference-syntax';
import { TextBuilder } from './text-builder';
import { ownFields, option } from './own-properties';
import { assertText, describeValue, validatorsOf } from './validate';

const REFERENCE_FIELDS = ['scheme', 'authority', 'path', 'query', 'fragment'] as const;
const MERGE_FIELDS = ['authority', 'path'] as const;

/**
 * The components a caller passed, read as own properties and checked to be what 5.2 works on:
 * strings, or undefined for an absent component (the path is always a string, 3.3).
 */
function readComponents<Name extends 'scheme' | 'authority' | 'path' | 'query' | 'fragment'>(
  object: unknown,
  names: readonly Name[],
  where: string,
): Pick<ReferenceComponents, Name> {
  const fields = ownFields(object, names, where);
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'string' || (value === undefined && name !== 'path')) continue;
    throw new TypeError(
      `${where}: ${name} must be a string${name === 'path' ? '' : ' or undefined'}, got ${describeValue(value)}`,
    );
  }
  return fields as Pick<ReferenceComponents, Name>;
}

/** The five main components 5.2 works on (3). */
export type ReferenceComponents = Pick<
  UriComponents,
  'scheme' | 'authority' | 'path' | 'query' | 'fragment'
>;

export interface ResolveOptions {
  /**
   * `true` (the default): a reference with a scheme is always taken as it is. `false`: the
   * backward-compatible reading of 5.2.2 and 5.4.2, where a reference scheme equal to the
   * base's (compared case-insensitively, as schemes are: 3.1) is ignored, so `http:g`
   * against `http://a/b/c/d;p?q` gives `http://a/b/c/g`.
   */
  readonly strict?: boolean | undefined;
}

/** `options.strict`, read as an own property: true unless it is false; a TypeError if not boolean. */
export function strictOption(options: ResolveOptions | undefined, where: string): boolean {
  const strict = option(options, 'strict', where) ?? true;
  if (typeof strict !== 'boolean') {
    throw new TypeError(`${where}: strict must be true or false, not ${describeValue(strict)}`);
  }
  return strict;
}

/** A "." or ".." segment anywhere in a path: only these make remove_dot_segments change it. */
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;

const SLASH = 0x2f;

/**
 * RFC 3986 5.2.4 remove_dot_segments. The steps A to E are those of the RFC; the input buffer
 * is a cursor into `path`, and the output buffer an array of UTF-16 code units, so that step C's
 * "remove the last segment and its preceding '/'" cuts back to the last "/". Each code unit is
 * written once and removed at most once, and the buffer is never longer than the path: a 10 MB
 * path costs 20 MB and one pass, whatever its shape. A path without dot segments is returned
 * as it is, since no step but E applies to it.
 */
export function removeDotSegments(path: string): string {
  assertText(path);
  if (!DOT_SEGMENT.test(path)) return path;
  const output = new Uint16Array(path.length);
  let length = 0;
  const removeLastSegment = (): void => {
    while (length > 0 && output[length - 1] !== SLASH) length--;
    if (length > 0) length--;
  };
  let at = 0;
  while (at < path.length) {
    if (path.startsWith('../', at)) {
      at += 3; // A
    } else if (path.startsWith('./', at)) {
      at += 2; // A
    } else if (path.startsWith('/./', at)) {
      at += 2; // B: the "/" that ends "/./" now begins the input
    } else if (at + 2 === path.length && path.endsWith('/.')) {
      output[length++] = SLASH; // B, then E on the "/" that replaced "/."
      at = path.length;
    } else if (path.startsWith('/../', at)) {
      removeLastSegment(); // C
      at += 3;
    } else if (at + 3 === path.length && path.endsWith('/..')) {
      removeLastSegment(); // C, then E on the "/" that replaced "/.."
      output[length++] = SLASH;
      at = path.length;
    } else if (
      (at + 1 === path.length && path[at] === '.') ||
      (at + 2 === path.length && path.startsWith('..', at))
    ) {
      at = path.length; // D
    } else {
      const next = path.indexOf('/', path.charCodeAt(at) === SLASH ? at + 1 : at); // E
      const end = next < 0 ? path.length : next;
      for (let k = at; k < end; k++) output[length++] = path.charCodeAt(k);
      at = end;
    }
  }
  return fromCodeUnits(output, length);
}

/** The string of `units[0 .. length)`, in slices small enough for `String.fromCharCode`. */
function fromCodeUnits(units: Uint16Array, length: number): string {
  const out = new TextBuilder();
  for (let start = 0; start < length; start += 8192) {
    const end = Math.min(start + 8192, length);
    out.append(String.fromCharCode(...units.subarray(start, end)));
  }
  return out.toString();
}

/** RFC 3986 5.2.3: a relative-path reference's path merged with the base's. */
export function mergePaths(
  base: Pick<UriComponents, 'authority' | 'path'>,
  referencePath: string,
): string {
  assertText(referencePath);
  return mergeComponentPaths(readComponents(base, MERGE_FIELDS, 'mergePaths'), referencePath);
}

function mergeComponentPaths(
  base: Pick<UriComponents, 'authority' | 'path'>,
  referencePath: string,
): string {
  if (base.authority !== undefined && base.path === '') return `/${referencePath}`;
  return base.path.slice(0, base.path.lastIndexOf('/') + 1) + referencePath;
}

function sameScheme(a: string | undefined, b: string | undefined): boolean {
  return a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
}

/**
 * RFC 3986 5.2.2: the components of the target of `reference` against `base`, exactly as the
 * pseudocode gives them. The base must have a scheme (5.1); its fragment is not read (5.1).
 * The path can start with "//" with no authority (see the module comment): write the result
 * with `recompose`, never by plain concatenation.
 */
export function resolveComponents(
  base: ReferenceComponents,
  reference: ReferenceComponents,
  options?: ResolveOptions,
): ReferenceComponents {
  base = readComponents(base, REFERENCE_FIELDS, 'resolveComponents');
  reference = readComponents(reference, REFERENCE_FIELDS, 'resolveComponents');
  const strict = strictOption(options, 'resolve');
  if (base.scheme === undefined) {
    throw new TypeError(
      'resolve: the base must be an absolute URI with a scheme (RFC 3986 5.1); resolve it against its own base first',
    );
  }
  const referenceScheme =
    !strict && sameScheme(reference.scheme, base.scheme) ? undefined : reference.scheme;

  if (referenceScheme !== undefined) {
    return {
      scheme: referenceScheme,
      authority: reference.authority,
      path: removeDotSegments(reference.path),
      query: reference.query,
      fragment: reference.fragment,
    };
  }
  if (reference.authority !== undefined) {
    return {
      scheme: base.scheme,
      authority: reference.authority,
      path: removeDotSegments(reference.path),
      query: reference.query,
      fragment: reference.fragment,
    };
  }
  if (reference.path === '') {
    return {
      scheme: base.scheme,
      authority: base.authority,
      path: base.path,
      query: reference.query !== undefined ? reference.query : base.query,
      fragment: reference.fragment,
    };
  }
  const path = reference.path.startsWith('/')
    ? removeDotSegments(reference.path)
    : removeDotSegments(mergeComponentPaths(base, reference.path));
  return {
    scheme: base.scheme,
    authority: base.authority,
    path,
    query: reference.query,
    fragment: reference.fragment,
  };
}

/** The base's components; a reference without a scheme is refused as 5.1 requires. */
function parseBase<Kind extends string>(
  syntax: ReferenceSyntax<string, Kind>,
  base: string,
): UriComponents<Kind> {
  const components = parseReference(syntax, syntax.reference, base, undefined, 'resolve');
  if (components.scheme === undefined) {
    const error = validatorsOf(syntax.grammar).findError(syntax.absolute, base);
    const must =
      syntax.resolution === 'RFC 2396'
        ? `${withArticle(syntax.absolute)} (RFC 2396 5.1)`
        : `${withArticle(syntax.absolute)} with a scheme (RFC 3986 5.1)`;
    throw syntaxError({
      code: 'syntax',
      rule: syntax.absolute,
      offset: error?.offset ?? 0,
      expected: error?.expected ?? ['scheme'],
      message: `resolve: the base ${JSON.stringify(base)} is a relative reference; a base must be ${must}`,
    });
  }
  return components;
}

const QUESTION_MARK = 0x3f;

/**
 * An RFC 2396 reference as `resolve` reads it: a URI-reference, or Appendix C's `"?" query [ "#"
 * fragment ]`, which its BNF lacks (RFC 3986 D.2: its ABNF "has been corrected to allow the path
 * component to be empty") and which `parse` refuses. No URI-reference starts with "?", so such a
 * text is read as the Appendix C form, with the `query` and `fragment` rules; when it is not one,
 * the error is the URI-reference's, as for any other text.
 */
function parseRfc2396Reference<Kind extends string>(
  syntax: ReferenceSyntax<string, Kind>,
  text: string,
): ReferenceComponents {
  assertText(text);
  if (text.charCodeAt(0) === QUESTION_MARK) {
    const { isValid } = validatorsOf(syntax.grammar);
    const hash = text.indexOf('#');
    const query = text.slice(1, hash < 0 ? undefined : hash);
    const fragment = hash < 0 ? undefined : text.slice(hash + 1);
    if (isValid('query', query) && (fragment === undefined || isValid('fragment', fragment))) {
      return { scheme: undefined, authority: undefined, path: '', query, fragment };
    }
  }
  return parseReference(syntax, syntax.reference, text, undefined, 'resolve');
}

/**
 * RFC 3986 5.2: the target URI of `reference` resolved against `base`. The base must be a URI
 * (a fragment is allowed and ignored, 5.1); the reference any URI reference. Invalid input
 * throws `UriSyntaxError`. The result is always a valid URI.
 */
export function resolve(base: string, reference: string, options?: ResolveOptions): string {
  return resolveWith(RFC3986_SYNTAX, base, reference, options);
}

/**
 * `resolve` for the grammar of `syntax`. RFC 3987 section 6.5 applies RFC 3986 section 5 to IRIs
 * as it is: the algorithm works on components and never looks inside them. RFC 2396 has a 5.2 of
 * its own (`syntax.resolution`), which takes the components the same parse gives.
 */
export function resolveWith<Kind extends string>(
  syntax: ReferenceSyntax<string, Kind>,
  base: string,
  reference: string,
  options?: ResolveOptions,
): string {
  if (syntax.resolution === 'RFC 2396') {
    // RFC 2396's own 5.2 (src/resolve-rfc2396.ts), which reads its option first.
    const strict = strictOption(options, 'resolve');
    const baseParts = parseBase(syntax, base);
    const referenceParts = parseRfc2396Reference(syntax, reference);
    return resolveRfc2396Parts(baseParts, referenceParts, reference, strict);
  }
  const baseComponents = parseBase(syntax, base);
  const referenceComponents = parseReference(
    syntax,
    syntax.reference,
    reference,
    undefined,
    'resolve',
  );
  // Every component comes from a parse, and 5.2.3 and 5.2.4 keep a path valid.
  return recomposeTrusted(resolveComponents(baseComponents, referenceComponents, options));
}
