/**
 * RFC 3986 section 5.3: component recomposition, guarded so that the string it writes parses
 * back into the components it was given.
 *
 * The 5.3 pseudocode trusts its input. Two component sets that resolution and normalization
 * can produce would be written ambiguously by it, so each gets the guard RFC 3986 itself
 * suggests for relative references (4.2) and that keeps the identifier unchanged under
 * remove_dot_segments (5.2.4):
 * - no authority and a path starting with "//" (3.3 forbids it: "//" would start an
 *   authority): "/." is written before the path, so `f:` + `//g` becomes `f:/.//g`;
 * - no scheme, no authority, and a colon in the first path segment (4.2: it would read as a
 *   scheme): "./" is written before the path, so `a:b` as a path becomes `./a:b`.
 *
 * Everything else that cannot be written validly is refused with a TypeError rather than
 * written into a string that means something else.
 */
import type { UriComponents } from './components';
import { RFC3986_SYNTAX, type ReferenceSyntax } from './reference-syntax';
import { ownFields } from './own-properties';
import { describeValue, validatorsOf } from './validate';

const RECOMPOSABLE_FIELDS = [
  'scheme',
  'authority',
  'userinfo',
  'host',
  'port',
  'path',
  'query',
  'fragment',
] as const;

type RecomposableField = (typeof RECOMPOSABLE_FIELDS)[number];

/**
 * What `recompose` reads. The five main components of 5.3 are required (use `undefined` for
 * an absent one); userinfo, host and port are read only when there is no authority.
 */
export type RecomposableComponents<Kind extends string = string> = Pick<
  UriComponents<Kind>,
  'scheme' | 'authority' | 'path' | 'query' | 'fragment'
> &
  Partial<Pick<UriComponents<Kind>, 'userinfo' | 'host' | 'port'>>;

/** Checks components against the rules of one grammar. */
class ComponentChecker {
  private readonly isValid: (rule: string, text: string) => boolean;

  constructor(private readonly syntax: ReferenceSyntax<string, string>) {
    this.isValid = validatorsOf(syntax.grammar).isValid;
  }

  /** `value` is absent (undefined) or a string that is a valid `name` component. */
  optional(name: RecomposableField, value: unknown): asserts value is string | undefined {
    if (value !== undefined) this.required(name, value);
  }

  /** `value` is a string that is a valid `name` component; TypeError otherwise. */
  required(name: RecomposableField, value: unknown): asserts value is string {
    if (typeof value !== 'string') {
      const expected = name === 'path' ? 'a string' : 'a string or undefined';
      throw new TypeError(`recompose: ${name} must be ${expected}, got ${describeValue(value)}`);
    }
    const rule = this.syntax.componentRules[name];
    if (!this.isValid(rule, value)) {
      throw new TypeError(
        `recompose: ${name} ${JSON.stringify(value)} is not a valid ${rule} (${this.syntax.grammar.title})`,
      );
    }
  }
}

/**
 * The authority to write, or undefined for none.
 *
 * A defined `authority` wins, and userinfo, host and port are then not read: `parse` returns
 * all four, and an authority taken as written is the only way to keep its exact text. When
 * the authority is undefined but a host is given, the authority is built as
 * `[ userinfo "@" ] host [ ":" port ]` (3.2), each part checked against its rule. Userinfo
 * or a port without a host has no authority to live in and is refused.
 */
function authorityOf(
  check: ComponentChecker,
  components: Record<RecomposableField, unknown>,
): string | undefined {
  const { authority, userinfo, host, port } = components;
  if (authority !== undefined) {
    check.required('authority', authority);
    return authority;
  }
  if (host === undefined) {
    if (userinfo !== undefined || port !== undefined) {
      throw new TypeError(
        'recompose: userinfo and port belong to an authority (RFC 3986 3.2); give a host or an authority as well',
      );
    }
    return undefined;
  }
  check.required('host', host);
  check.optional('userinfo', userinfo);
  check.optional('port', port);
  const withUserinfo = userinfo === undefined ? host : `${userinfo}@${host}`;
  return port === undefined ? withUserinfo : `${withUserinfo}:${port}`;
}

/** The path as it has to be written so that it reads back as itself (see the module comment). */
function guardedPath(
  scheme: string | undefined,
  authority: string | undefined,
  path: string,
): string {
  if (authority !== undefined) {
    // 3.3: with an authority the path is path-abempty. No prefix can fix a path that is not,
    // since "/" before "a" would be a different path.
    if (path !== '' && !path.startsWith('/')) {
      throw new TypeError(
        `recompose: with an authority the path must be empty or begin with "/" (RFC 3986 3.3), got ${JSON.stringify(path)}`,
      );
    }
    return path;
  }
  if (path.startsWith('//')) return `/.${path}`;
  if (scheme === undefined) {
    const firstSegmentEnd = path.indexOf('/');
    const firstSegment = firstSegmentEnd < 0 ? path : path.slice(0, firstSegmentEnd);
    if (firstSegment.includes(':')) return `./${path}`;
  }
  return path;
}

/**
 * RFC 3986 5.3: the URI reference with these components. An undefined component is left out
 * with its delimiter; an empty one is written with its delimiter (`query: ''` gives "?").
 * Throws a TypeError for components no URI reference has (a component that breaks its rule,
 * or a relative path under an authority).
 */
export function recompose(components: RecomposableComponents): string {
  return recomposeWith(RFC3986_SYNTAX, components);
}

const CHECKERS = new WeakMap<object, ComponentChecker>();

/** `recompose` for the grammar of `syntax` (RFC 3987 IRIs: `iauthority`, `ipath`, ...). */
export function recomposeWith<Kind extends string>(
  syntax: ReferenceSyntax<string, Kind>,
  components: RecomposableComponents<Kind>,
): string {
  const check: ComponentChecker = CHECKERS.get(syntax) ?? new ComponentChecker(syntax);
  CHECKERS.set(syntax, check);
  const fields = ownFields(components, RECOMPOSABLE_FIELDS, 'recompose');
  const { scheme, path, query, fragment } = fields;
  check.optional('scheme', scheme);
  check.required('path', path);
  check.optional('query', query);
  check.optional('fragment', fragment);
  const authority = authorityOf(check, fields);

  let result = '';
  if (scheme !== undefined) result += `${scheme}:`;
  if (authority !== undefined) result += `//${authority}`;
  result += guardedPath(scheme, authority, path);
  if (query !== undefined) result += `?${query}`;
  if (fragment !== undefined) result += `#${fragment}`;
  return result;
}

/**
 * 5.3 for components this library made itself from a valid reference (resolution, normalization,
 * relativization): each component already matches its rule, so none is checked again, and only
 * the path's guards (see the module comment) still apply. Never for a caller's components. The
 * five main components only, each an own property of the object the library made (so a polluted
 * prototype supplies none of them).
 */
export function recomposeTrusted(components: ReferenceParts): string {
  const { scheme, authority, path, query, fragment } = components;
  let result = '';
  if (scheme !== undefined) result += `${scheme}:`;
  if (authority !== undefined) result += `//${authority}`;
  result += guardedPath(scheme, authority, path);
  if (query !== undefined) result += `?${query}`;
  if (fragment !== undefined) result += `#${fragment}`;
  return result;
}

/** The five main components of 5.3 (`ReferenceComponents` of resolve.ts). */
type ReferenceParts = Pick<
  UriComponents<string>,
  'scheme' | 'authority' | 'path' | 'query' | 'fragment'
>;

/** `[ userinfo "@" ] host [ ":" port ]` (3.2), for parts known to be valid. */
export function authorityOfParts(
  userinfo: string | undefined,
  host: string,
  port: string | undefined,
): string {
  const withUserinfo = userinfo === undefined ? host : `${userinfo}@${host}`;
  return port === undefined ? withUserinfo : `${withUserinfo}:${port}`;
}
