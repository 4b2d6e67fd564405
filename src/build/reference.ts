/**
 * An immutable URI reference with modifiers: each `with...` and `without...` returns a new valid
 * reference, or refuses. A component given as text (`withHost('example.com')`) is text as written
 * in a URI, already encoded, and is checked against its rule: what is not one is refused with the
 * error `check` gives for it (a `UriSyntaxError`). The path segments and the query parameters are
 * also views of data: decoded when read, encoded for their position when written (the encoding of
 * the `uri` tag, src/build/encoding.ts).
 *
 * RFC 3986's constraints between components hold on every edit. Beside an authority the path is
 * empty or begins with "/" (3.3): anything else is refused with `check`'s error for
 * `path-abempty`. Without one, a path beginning with "//" is written after "/." (`f:/.//g`, as
 * 5.3's recomposition needs), and a relative reference whose first segment holds a ":" after "./"
 * (4.2) (src/recompose.ts). Every new reference is the parse of its own text, so its components
 * are always what `parse` gives.
 */
import { type UriComponents, parseReference } from '../components';
import { syntaxError } from '../errors';
import { optionsObject, ownProperty } from '../own-properties';
import { decode } from '../percent';
import { recomposeWith } from '../recompose';
import {
  RFC3986_SYNTAX,
  RFC3987_SYNTAX,
  RFC6874_SYNTAX,
  type ReferenceSyntax,
} from '../reference-syntax';
import { describeValue, validatorsOf } from '../validate';
import { type EncodedPosition, type PositionEncoder, encoderOf } from './encoding';
import type { BuildGrammarName, QueryEncoding } from './uri';
import {
  type QueryParameters,
  type UriTagScalar,
  arrayItems,
  isObject,
  queryEntries,
  scalarText,
} from './values';

export interface ReferenceOptions {
  /** The grammar the reference is read and kept valid under: `rfc3986` (the default), `rfc3987`, `rfc6874`. */
  readonly grammar?: BuildGrammarName | undefined;
  /** How query parameters are read and written: `rfc3986` (the default), or `form` ("+" is a space). */
  readonly query?: QueryEncoding | undefined;
}

/** A query parameter as `params` reads it: its value is undefined when the pair has no "=". */
export type QueryParameter = readonly [name: string, value: string | undefined];

/** A URI reference that cannot change; every modifier returns a new one (see the module comment). */
export interface UriReference {
  readonly grammar: BuildGrammarName;
  /** The reference as written. */
  readonly text: string;
  readonly scheme: string | undefined;
  readonly authority: string | undefined;
  readonly userinfo: string | undefined;
  readonly host: string | undefined;
  readonly port: string | undefined;
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
  /** The path's segments, decoded: after the leading "/" of an absolute path; none when empty. */
  readonly segments: readonly string[];
  /** The query's `&`-separated pairs, split at their first "=" and decoded, in order. */
  readonly params: readonly QueryParameter[];
  toString(): string;
  withScheme(scheme: string): UriReference;
  withoutScheme(): UriReference;
  withUserinfo(userinfo: string): UriReference;
  withoutUserinfo(): UriReference;
  withHost(host: string): UriReference;
  /** Without the authority: a host is what an authority cannot do without. */
  withoutHost(): UriReference;
  withPort(port: string | number): UriReference;
  withoutPort(): UriReference;
  withPath(path: string): UriReference;
  /** With an empty path. */
  withoutPath(): UriReference;
  withQuery(query: string): UriReference;
  withoutQuery(): UriReference;
  withFragment(fragment: string): UriReference;
  withoutFragment(): UriReference;
  /** The path made of these segments (data, encoded here); "." and ".." are refused. */
  withSegments(segments: readonly UriTagScalar[]): UriReference;
  /** The query made of these parameters (data, encoded here); none removes the query. */
  withParams(params: QueryParameters): UriReference;
  /** The first `name` parameter set to `value` and later ones removed, or one appended. */
  withParam(name: UriTagScalar, value: UriTagScalar | undefined): UriReference;
  /** A `name` parameter added after the others. */
  appendParam(name: UriTagScalar, value: UriTagScalar | undefined): UriReference;
  /** Every `name` parameter removed; the query too when none is left. */
  withoutParam(name: UriTagScalar): UriReference;
}

const SYNTAXES: Readonly<Record<BuildGrammarName, ReferenceSyntax<string, string>>> = {
  rfc3986: RFC3986_SYNTAX,
  rfc3987: RFC3987_SYNTAX,
  rfc6874: RFC6874_SYNTAX,
};

type Parts = Pick<
  UriComponents<string>,
  'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment'
>;

/** `text` percent-decoded, or as written when its octets are not UTF-8 (a name to compare). */
function decodedOrWritten(text: string): string {
  try {
    return decode(text);
  } catch {
    return text;
  }
}

class Reference implements UriReference {
  declare readonly grammar: BuildGrammarName;
  declare readonly text: string;
  declare readonly scheme: string | undefined;
  declare readonly authority: string | undefined;
  declare readonly userinfo: string | undefined;
  declare readonly host: string | undefined;
  declare readonly port: string | undefined;
  declare readonly path: string;
  declare readonly query: string | undefined;
  declare readonly fragment: string | undefined;
  declare private readonly syntax: ReferenceSyntax<string, string>;
  declare private readonly form: boolean;

  constructor(grammar: BuildGrammarName, form: boolean, text: string, where: string) {
    const syntax = SYNTAXES[grammar];
    const parts = parseReference(syntax, syntax.reference, text, undefined, where);
    Object.defineProperties(this, {
      syntax: { value: syntax },
      form: { value: form },
    });
    this.grammar = grammar;
    this.text = text;
    this.scheme = parts.scheme;
    this.authority = parts.authority;
    this.userinfo = parts.userinfo;
    this.host = parts.host;
    this.port = parts.port;
    this.path = parts.path;
    this.query = parts.query;
    this.fragment = parts.fragment;
    Object.freeze(this);
  }

  private get encoder(): PositionEncoder {
    return encoderOf(this.syntax);
  }

  toString(): string {
    return this.text;
  }

  get segments(): readonly string[] {
    const { path } = this;
    if (path === '') return Object.freeze([]);
    const body = path.startsWith('/') ? path.slice(1) : path;
    return Object.freeze(body.split('/').map(decode));
  }

  get params(): readonly QueryParameter[] {
    return Object.freeze(
      this.rawPairs().map((pair) => {
        const equals = pair.indexOf('=');
        const name = equals < 0 ? pair : pair.slice(0, equals);
        const value = equals < 0 ? undefined : pair.slice(equals + 1);
        return Object.freeze([
          this.decodeParameter(name),
          value === undefined ? undefined : this.decodeParameter(value),
        ] as const);
      }),
    );
  }

  private decodeParameter(text: string): string {
    return decode(this.form ? text.replaceAll('+', ' ') : text);
  }

  private rawPairs(): string[] {
    const { query } = this;
    return query === undefined || query === '' ? [] : query.split('&');
  }

  /** Throws `check`'s error unless `text` is a valid `rule` of this grammar. */
  private require(rule: string, text: string): void {
    const error = validatorsOf(this.syntax.grammar).findError(rule, text);
    if (error) throw syntaxError(error);
  }

  /** `value` as a string; a TypeError naming `where` otherwise. */
  private static text(value: unknown, where: string): string {
    if (typeof value !== 'string') {
      throw new TypeError(`${where} takes a string, got ${describeValue(value)}`);
    }
    return value;
  }

  /** A new reference of these parts, each checked, written by 5.3 with its guards. */
  private make(parts: Parts): UriReference {
    const { componentRules } = this.syntax;
    const { scheme, userinfo, host, port, path, query, fragment } = parts;
    if (scheme !== undefined) this.require(componentRules.scheme, scheme);
    if (userinfo !== undefined) this.require(componentRules.userinfo, userinfo);
    if (host !== undefined) this.require(componentRules.host, host);
    if (port !== undefined) this.require(componentRules.port, port);
    this.require(componentRules.path, path);
    if (host !== undefined && path !== '' && !path.startsWith('/')) {
      this.require(this.encoder.rules.pathWithAuthority, path);
    }
    if (query !== undefined) this.require(componentRules.query, query);
    if (fragment !== undefined) this.require(componentRules.fragment, fragment);
    const text = recomposeWith(this.syntax, {
      scheme,
      authority: undefined,
      userinfo,
      host,
      port,
      path,
      query,
      fragment,
    });
    return new Reference(this.grammar, this.form, text, 'reference');
  }

  private get parts(): Parts {
    const { scheme, userinfo, host, port, path, query, fragment } = this;
    return { scheme, userinfo, host, port, path, query, fragment };
  }

  private needsAuthority(what: string): void {
    if (this.host === undefined) {
      throw new TypeError(
        `${what}: ${JSON.stringify(this.text)} has no authority (RFC 3986 3.2), so no ${what.slice(4).toLowerCase()} to write; give it a host first (withHost)`,
      );
    }
  }

  withScheme(scheme: string): UriReference {
    return this.make({ ...this.parts, scheme: Reference.text(scheme, 'withScheme') });
  }

  withoutScheme(): UriReference {
    return this.make({ ...this.parts, scheme: undefined });
  }

  withUserinfo(userinfo: string): UriReference {
    const text = Reference.text(userinfo, 'withUserinfo');
    this.needsAuthority('withUserinfo');
    return this.make({ ...this.parts, userinfo: text });
  }

  withoutUserinfo(): UriReference {
    return this.make({ ...this.parts, userinfo: undefined });
  }

  withHost(host: string): UriReference {
    return this.make({ ...this.parts, host: Reference.text(host, 'withHost') });
  }

  withoutHost(): UriReference {
    return this.make({ ...this.parts, userinfo: undefined, host: undefined, port: undefined });
  }

  withPort(port: string | number): UriReference {
    const text =
      typeof port === 'number' ? scalarText(port, 'the port') : Reference.text(port, 'withPort');
    this.needsAuthority('withPort');
    return this.make({ ...this.parts, port: text });
  }

  withoutPort(): UriReference {
    return this.make({ ...this.parts, port: undefined });
  }

  withPath(path: string): UriReference {
    return this.make({ ...this.parts, path: Reference.text(path, 'withPath') });
  }

  withoutPath(): UriReference {
    return this.make({ ...this.parts, path: '' });
  }

  withQuery(query: string): UriReference {
    return this.make({ ...this.parts, query: Reference.text(query, 'withQuery') });
  }

  withoutQuery(): UriReference {
    return this.make({ ...this.parts, query: undefined });
  }

  withFragment(fragment: string): UriReference {
    return this.make({ ...this.parts, fragment: Reference.text(fragment, 'withFragment') });
  }

  withoutFragment(): UriReference {
    return this.make({ ...this.parts, fragment: undefined });
  }

  withSegments(segments: readonly UriTagScalar[]): UriReference {
    if (!Array.isArray(segments)) {
      throw new TypeError(`withSegments takes an array, got ${describeValue(segments)}`);
    }
    const items = arrayItems(segments, 'the segments').map((item, n) =>
      scalarText(item, `segment ${n + 1}`),
    );
    const hasAuthority = this.host !== undefined;
    const absolute = hasAuthority || this.path.startsWith('/');
    const relative = !absolute && this.scheme === undefined;
    const written = items.map((segment, n) => {
      if (segment === '.' || segment === '..') {
        throw new RangeError(
          `withSegments: segment ${n + 1} is ${JSON.stringify(segment)}, a dot-segment, which is not data (RFC 3986 3.3); resolve or normalize the reference instead`,
        );
      }
      const position: EncodedPosition = relative && n === 0 ? 'first-segment' : 'segment';
      return this.encoder.encode(position, segment, `withSegments: segment ${n + 1}`);
    });
    if (written.length > 1 && written[0] === '' && !hasAuthority) {
      throw new RangeError(
        `withSegments: an empty first segment would make the path begin with ${absolute ? '"//", which reads as an authority' : '"/", which makes it absolute'} (RFC 3986 3.3)`,
      );
    }
    let path = written.join('/');
    if (absolute && (written.length > 0 || !hasAuthority)) path = `/${path}`;
    return this.make({ ...this.parts, path });
  }

  /** `name=value` (or `name` alone) encoded as a query parameter. */
  private pair(name: string, value: string | undefined, where: string): string {
    const encode = (text: string): string => {
      const encoded = this.encoder.encode('query-parameter', text, where);
      return this.form ? encoded.replaceAll('%20', '+') : encoded;
    };
    return value === undefined ? encode(name) : `${encode(name)}=${encode(value)}`;
  }

  private withPairs(pairs: readonly string[]): UriReference {
    return this.make({ ...this.parts, query: pairs.length === 0 ? undefined : pairs.join('&') });
  }

  withParams(params: QueryParameters): UriReference {
    if (!isObject(params) || typeof params === 'function') {
      throw new TypeError(
        `withParams takes an object or an array of pairs, got ${describeValue(params)}`,
      );
    }
    const entries = queryEntries(params, 'the parameters');
    return this.withPairs(entries.map(([name, value]) => this.pair(name, value, 'withParams')));
  }

  /** The decoded name of a raw pair, to compare with a name given as data. */
  private nameOf(pair: string): string {
    const equals = pair.indexOf('=');
    const name = equals < 0 ? pair : pair.slice(0, equals);
    return decodedOrWritten(this.form ? name.replaceAll('+', ' ') : name);
  }

  withParam(name: UriTagScalar, value: UriTagScalar | undefined): UriReference {
    const key = scalarText(name, 'the parameter name');
    const written = this.pair(
      key,
      value === undefined ? undefined : scalarText(value, 'the parameter value'),
      'withParam',
    );
    const pairs: string[] = [];
    let placed = false;
    for (const pair of this.rawPairs()) {
      if (this.nameOf(pair) !== key) pairs.push(pair);
      else if (!placed) {
        pairs.push(written);
        placed = true;
      }
    }
    if (!placed) pairs.push(written);
    return this.withPairs(pairs);
  }

  appendParam(name: UriTagScalar, value: UriTagScalar | undefined): UriReference {
    const key = scalarText(name, 'the parameter name');
    const text = value === undefined ? undefined : scalarText(value, 'the parameter value');
    return this.withPairs([...this.rawPairs(), this.pair(key, text, 'appendParam')]);
  }

  withoutParam(name: UriTagScalar): UriReference {
    const key = scalarText(name, 'the parameter name');
    return this.withPairs(this.rawPairs().filter((pair) => this.nameOf(pair) !== key));
  }
}

/**
 * `text` as an immutable reference with modifiers (see the module comment). Throws
 * `UriSyntaxError` when `text` is not a reference of the grammar (`options.grammar`, RFC 3986 by
 * default).
 */
export function reference(text: string, options?: ReferenceOptions): UriReference {
  const object = optionsObject(options, 'reference');
  const grammar = ownProperty(object, 'grammar', 'reference') ?? 'rfc3986';
  if (grammar !== 'rfc3986' && grammar !== 'rfc3987' && grammar !== 'rfc6874') {
    throw new TypeError(
      `reference: grammar must be "rfc3986", "rfc3987" or "rfc6874", got ${describeValue(grammar)}`,
    );
  }
  const query = ownProperty(object, 'query', 'reference') ?? 'rfc3986';
  if (query !== 'rfc3986' && query !== 'form') {
    throw new TypeError(
      `reference: query must be "rfc3986" or "form", got ${describeValue(query)}`,
    );
  }
  return new Reference(grammar, query === 'form', text, 'reference');
}
