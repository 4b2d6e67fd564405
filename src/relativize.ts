/**
 * The inverse of RFC 3986 section 5.2 (reference resolution): `relativize(base, target)` is a
 * shortest reference `r` with `resolve(base, r) === target`.
 *
 * 5.2.2 reads a reference by its form, and each form has one shortest way to reach a target:
 * - with a scheme (4.3): the target itself;
 * - a network-path reference (4.2, "//"): the target's authority, path, query and fragment;
 * - an absolute-path reference ("/"): the target's path, "/." before it when it starts with
 *   "//" (that would read as an authority);
 * - a relative-path reference: "../" up to the longest common ancestor of the base's
 *   directory and the target path (5.2.3, 5.2.4), then the rest of the path; "./" first when
 *   that rest starts with an empty segment or a segment with a colon (4.2), and "." or ".."
 *   alone when all that is left is the trailing "/" that a final dot segment leaves (5.2.4);
 * - a same-document reference, empty path (5.2.2 keeps the base's path and, with no query,
 *   its query): the query, unless it is the base's, and the fragment.
 * Each candidate is checked by resolving it, and the shortest that reaches the target wins.
 * On equal length the reference that reads fewer of the base's components wins, in the order
 * above (`/b/c` before `../c`).
 *
 * Why these are the shortest: 5.2.4 never lengthens a path, so a reference of each form is at
 * least as long as what it must spell. With a scheme or an authority that is the target's path
 * as written, and an absolute path needs the "/." too, since none starts with "//". A relative
 * path must pop each directory segment past the common prefix with a ".." (three characters
 * with its "/") and spell each target segment after it; keeping one more common segment saves
 * at least four characters, more than the two of a "./", so the longest common prefix wins.
 * test/semantic/relativize.test.ts checks this against every reference of up to six
 * characters over a small alphabet, for 29 bases.
 *
 * The module comment of resolve.ts explains the one departure from 5.3 this has to mirror:
 * a target path "//g" with no authority is written `f:/.//g`.
 */
import { parseReference } from './components';
import { syntaxError } from './errors';
import { ownFields } from './own-properties';
import { recompose, recomposeTrusted } from './recompose';
import { RFC3986_SYNTAX, type ReferenceSyntax } from './reference-syntax';
import {
  type ReferenceComponents,
  type ResolveOptions,
  resolveComponents,
  strictOption,
} from './resolve';
import { describeValue, validatorsOf } from './validate';

/**
 * What relativization checks its candidates with: a reading of RFC 3986 5.2.2 (strict, or
 * 5.4.2's non-strict one) and a grammar's 5.3 recomposition (RFC 3986's, or RFC 3987's and
 * RFC 6874's for `grammar(name).relativize`). A reference it returns always resolves to the
 * target under them. Internal: callers choose with `ResolveOptions` and the grammar, not by
 * passing functions.
 */
interface ResolutionRules {
  /** The target's components for a reference against a base that has a scheme (5.2.2). */
  readonly resolveComponents: (
    base: ReferenceComponents,
    reference: ReferenceComponents,
  ) => ReferenceComponents;
  /** The reference written from its components (5.3). */
  readonly recompose: (components: ReferenceComponents) => string;
}

/** RFC 3986 5.2 (strict) and the guarded 5.3 recomposition. */
const RFC3986_RESOLUTION: ResolutionRules = {
  resolveComponents: (base, reference) => resolveComponents(base, reference),
  recompose,
};

/**
 * RFC 3986 5.2 (strict) for the components of strings this module parsed: every candidate is made
 * of their components, or of paths 5.2.3 and 5.2.4 keep valid, so recomposition checks none of
 * them again. RFC 3987 and RFC 6874 resolve and recompose as RFC 3986 does (RFC 3987 6.5).
 */
const TRUSTED_RESOLUTION: ResolutionRules = {
  resolveComponents: (base, reference) => resolveComponents(base, reference),
  recompose: recomposeTrusted,
};

/** RFC 3986 5.2 read non-strictly (5.4.2), and the guarded 5.3 recomposition. */
const NON_STRICT_RESOLUTION: ResolutionRules = {
  resolveComponents: (base, reference) => resolveComponents(base, reference, { strict: false }),
  recompose,
};

function relativeReference(
  path: string,
  query: string | undefined,
  fragment: string | undefined,
  authority?: string,
): ReferenceComponents {
  return { scheme: undefined, authority, path, query, fragment };
}

/**
 * The directory a relative-path reference starts from, as resolution leaves it: what 5.2.3
 * and 5.2.4 make of the one-segment reference "z", less that "z". It is "" when nothing of the
 * base's path is left and the reference's own leading "./" and "../" would be dropped (5.2.4
 * step A: base `f:g` or `f:../g`), and otherwise ends with "/": "/a/" or "/" (a rooted
 * directory, where ".." at the top does nothing), or "a/" (a rootless one: base `f:a/b`,
 * where ".." past "a" roots the result, so `f:a/b` + `../c` gives `f:/c`). The base's own dot
 * segments are already applied: base `f:/a/../b/c` gives "/b/".
 */
function directoryOf(base: ReferenceComponents, rules: ResolutionRules): string | undefined {
  const probe = 'z';
  const path = rules.resolveComponents(base, relativeReference(probe, undefined, undefined)).path;
  return path.endsWith(probe) ? path.slice(0, -probe.length) : undefined;
}

/** How many times "/" occurs in `text` before `end`. */
function slashesBefore(text: string, end: number): number {
  let count = 0;
  for (let i = 0; i < end; i++) if (text.charCodeAt(i) === 0x2f) count++;
  return count;
}

/**
 * The relative path that climbs `up` segments and then spells `rest`, the segments still
 * missing (possibly just the empty last one, ""). Its first segment is never empty (the
 * reference would start with "/") and never has a colon (4.2: it would read as a scheme);
 * "./" is the shortest prefix that avoids both. When only the empty last segment is missing,
 * a final "." or ".." gives it (5.2.4 steps B and C leave a "/" after a final dot segment),
 * one character shorter than "./" or "../".
 */
function climbThenSpell(up: number, rest: string): string {
  if (rest === '') return up === 0 ? '.' : `${'../'.repeat(up - 1)}..`;
  if (up > 0) return `${'../'.repeat(up)}${rest}`;
  const slash = rest.indexOf('/');
  const first = slash < 0 ? rest : rest.slice(0, slash);
  return first === '' || first.includes(':') ? `./${rest}` : rest;
}

/**
 * The shortest relative path that resolution (5.2.3 merge, then 5.2.4) turns into `path` from
 * `directory` (see `directoryOf`), or undefined when none does, or when an absolute path is
 * at least as short (it wins a tie).
 * Strings, not arrays of segments: a path of millions of segments costs no more than itself.
 */
function relativePathTo(directory: string, path: string): string | undefined {
  const pathIsRooted = path.startsWith('/');
  if (directory === '') {
    // Leading dot segments of the reference vanish (5.2.4 A), so a rooted target path would
    // need a segment to pop first, and "/" + path is shorter than that.
    return pathIsRooted ? undefined : climbThenSpell(0, path);
  }
  const directoryIsRooted = directory.startsWith('/');
  // A rooted path from a rootless directory would pop every directory segment (popping the
  // first one roots the result: base `f:a/b` and `../c` give `f:/c`), three characters each,
  // which is never shorter than the absolute path, and that wins the tie. A rootless path
  // from a rooted directory has no way at all.
  if (directoryIsRooted !== pathIsRooted) return undefined;
  const directorySegments =
    slashesBefore(directory, directory.length) - (directoryIsRooted ? 1 : 0);

  // The segments kept are those the directory and the path share up to a "/" of the path,
  // so the path's last segment is always spelled: only dot segments could come after it,
  // and they leave a trailing "/" that it may not have.
  let common = 0;
  while (common < path.length && path.charCodeAt(common) === directory.charCodeAt(common)) {
    common++;
  }
  const kept = common === 0 ? 0 : path.lastIndexOf('/', common - 1) + 1;
  const keptSegments = slashesBefore(path, kept) - (pathIsRooted ? 1 : 0);
  // A rootless path must keep the directory's first segment, since popping it roots the
  // result; so an empty one has no way either.
  if (!pathIsRooted && keptSegments === 0) return undefined;
  return climbThenSpell(directorySegments - keptSegments, path.slice(kept));
}

/**
 * The target as a reference: its five main components, without the extra fields a parsed URI
 * carries, and with "/." before a path that starts with "//" under no authority, as
 * recomposition writes it (the literal 5.2.2 result can have such a path; a parsed URI not).
 */
function targetItself(target: ReferenceComponents): ReferenceComponents {
  const { scheme, authority, path, query, fragment } = target;
  const written = authority === undefined && path.startsWith('//') ? `/.${path}` : path;
  return { scheme, authority, path: written, query, fragment };
}

/**
 * The references that can be shortest, one per form of 5.2.2, in the order that breaks a tie
 * of length: the one that reads fewer components of the base first.
 */
function candidates(
  base: ReferenceComponents,
  target: ReferenceComponents,
  rules: ResolutionRules,
): ReferenceComponents[] {
  const { authority, query, fragment } = target;
  const found = [targetItself(target)];
  // Resolution keeps the base's scheme as written, so only the same string will do (3.1's
  // case-insensitivity belongs to normalization).
  if (target.scheme !== base.scheme) return found;
  if (authority !== undefined) {
    found.push(relativeReference(target.path, query, fragment, authority));
  }
  if (authority !== base.authority) return found;

  // The path the target stands for: its own, or without the "/." recomposition writes
  // before a path starting with "//" when there is no authority. (A path with other dot
  // segments stands for none: what is built from it fails the check by resolution.)
  const path =
    authority === undefined && target.path.startsWith('/.//') ? target.path.slice(2) : target.path;
  if (path.startsWith('/')) {
    found.push(relativeReference(path.startsWith('//') ? `/.${path}` : path, query, fragment));
  }
  const directory = directoryOf(base, rules);
  const relativePath = directory === undefined ? undefined : relativePathTo(directory, path);
  if (relativePath !== undefined) found.push(relativeReference(relativePath, query, fragment));

  // An empty path keeps the base's path as it is, dot segments included, and its query
  // when the reference has none: "?" alone would give an empty query, not none.
  if (target.path === base.path) {
    if (query === base.query) found.push(relativeReference('', undefined, fragment));
    else if (query !== undefined) found.push(relativeReference('', query, fragment));
  }
  return found;
}

const FIELDS = ['scheme', 'authority', 'path', 'query', 'fragment'] as const;

/**
 * A caller's components read as own data properties (src/own-properties.ts) and checked: strings,
 * or undefined for an absent component; the path always a string.
 */
function readComponents(role: string, value: unknown): ReferenceComponents {
  if (typeof value !== 'object' || value === null) {
    throw new TypeError(
      `relativize: the ${role} must be a components object, got ${describeValue(value)}`,
    );
  }
  const fields = ownFields(value, FIELDS, 'relativize');
  for (const name of FIELDS) {
    const field = fields[name];
    if (typeof field === 'string' || (field === undefined && name !== 'path')) continue;
    throw new TypeError(
      `relativize: the ${role}'s ${name} must be a string${name === 'path' ? '' : ' or undefined'}, got ${describeValue(field)}`,
    );
  }
  return fields as ReferenceComponents;
}

/**
 * The components of a shortest reference that resolves to `target` against `base` under RFC
 * 3986 5.2 (`{ strict: false }`: its non-strict reading, 5.4.2), or undefined when no
 * reference does. The reference's path is as it must be written ("./a:b", "/.//g"), so
 * `recompose` writes it as given.
 *
 * Both must have a scheme (a TypeError otherwise): the base because 5.1 says so, the target
 * because resolution always gives one. A target is reached whenever its path has no dot
 * segments, which is what resolution returns; with dot segments only when the base has the
 * same path and the reference can be empty.
 */
export function relativizeComponents(
  base: ReferenceComponents,
  target: ReferenceComponents,
  options?: ResolveOptions,
): ReferenceComponents | undefined {
  const rules = strictOption(options, 'relativize') ? RFC3986_RESOLUTION : NON_STRICT_RESOLUTION;
  return relativizeUnder(base, target, rules);
}

/** `relativizeComponents` under `rules`. */
function relativizeUnder(
  base: ReferenceComponents,
  target: ReferenceComponents,
  rules: ResolutionRules,
): ReferenceComponents | undefined {
  base = readComponents('base', base);
  target = readComponents('target', target);
  if (base.scheme === undefined) {
    throw new TypeError(
      'relativize: the base must be an absolute URI with a scheme (RFC 3986 5.1)',
    );
  }
  if (target.scheme === undefined) {
    throw new TypeError(
      'relativize: the target must be a URI with a scheme, as every resolved reference is (RFC 3986 5.2.2)',
    );
  }
  const targetText = rules.recompose(target);
  const byLength = candidates(base, target, rules).map((candidate) => ({
    candidate,
    length: rules.recompose(candidate).length,
  }));
  // A stable sort: equally long candidates keep their order of preference. Resolving is the
  // costly part (5.2.4 over the whole path), so only until one reaches the target.
  byLength.sort((a, b) => a.length - b.length);
  for (const { candidate } of byLength) {
    if (rules.recompose(rules.resolveComponents(base, candidate)) === targetText) return candidate;
  }
  return undefined;
}

/** Components of a URI, or a UriSyntaxError (with the rule URI when it has no scheme). */
function parseUri<Kind extends string>(
  syntax: ReferenceSyntax<string, Kind>,
  text: string,
  role: 'base' | 'target',
  why: string,
): ReferenceComponents {
  const components = parseReference(syntax, syntax.reference, text, undefined, 'relativize');
  if (components.scheme === undefined) {
    // A reference without a scheme is never a URI, so there is an error to find.
    const error = validatorsOf(syntax.grammar).findError(syntax.absolute, text)!;
    throw syntaxError({
      code: 'syntax',
      rule: syntax.absolute,
      offset: error.offset,
      expected: error.expected,
      message: `relativize: the ${role} ${JSON.stringify(text)} is a relative reference; ${why}`,
    });
  }
  return components;
}

/**
 * A shortest reference `r` with `resolve(base, r) === target` (RFC 3986 5.2, strict). Both must
 * be URIs: invalid input, or a relative reference, throws `UriSyntaxError`. The base's fragment
 * is ignored (5.1). A target whose path has no dot segments is always reached; one with dot
 * segments only through an empty-path reference to the base's own path, and otherwise a
 * `RangeError` says that no reference resolves to it.
 */
export function relativize(base: string, target: string): string {
  return relativizeWith(RFC3986_SYNTAX, base, target);
}

/** `relativize` for the grammar of `syntax` (RFC 3987 6.5: IRIs resolve as URIs do). */
export function relativizeWith<Kind extends string>(
  syntax: ReferenceSyntax<string, Kind>,
  base: string,
  target: string,
): string {
  const baseComponents = parseUri(
    syntax,
    base,
    'base',
    'a base must be a URI with a scheme (RFC 3986 5.1)',
  );
  const targetComponents = parseUri(
    syntax,
    target,
    'target',
    'resolution always gives a URI with a scheme (RFC 3986 5.2.2)',
  );
  const reference = relativizeUnder(baseComponents, targetComponents, TRUSTED_RESOLUTION);
  if (reference === undefined) {
    throw new RangeError(
      `relativize: no reference resolves to ${JSON.stringify(target)} against ${JSON.stringify(base)}: its path has dot segments, which resolution removes from every path but the base's own (RFC 3986 5.2.4); remove them first (removeDotSegments, or normalize)`,
    );
  }
  return recomposeTrusted(reference);
}
