/**
 * `uri`: a tagged template that writes a URI reference from literal text and untrusted values,
 * each value percent-encoded for the exact position it fills (RFC 3986 2.1, 2.4, 2.5).
 *
 *     uri`https://api.example/users/${id}/repos?q=${q}#${frag}`
 *
 * A value never adds a component, a path segment or a query pair, and never removes one: the
 * delimiters it holds are encoded, a whole-segment "." or ".." is refused (percent-encoding would
 * not help: "%2E%2E" is ".." after normalization, 6.2.2.2), a host must be a valid host and a
 * port digits. The template is read once per strings array (src/build/template.ts); a call encodes
 * the values and joins the pieces. docs/build.md is the reference.
 */
import { syntaxError } from '../errors';
import { type GrammarName, isGrammarName } from '../grammars';
import { optionsObject, ownProperty } from '../own-properties';
import { normalizePercentEncoding } from '../percent';
import {
  RFC3986_SYNTAX,
  RFC3987_SYNTAX,
  RFC6874_SYNTAX,
  type ReferenceSyntax,
} from '../reference-syntax';
import { type Validators, describeValue, validatorsOf } from '../validate';
import { type EncodedPosition, type PositionEncoder, encoderOf } from './encoding';
import {
  type QueryPair,
  type Sequence,
  type TemplateAnalysis,
  readTemplate,
  templateStrings,
} from './template';
import { type UriTagValue, arrayItems, isObject, queryEntries, scalarText } from './values';

/** The grammars a `uri` tag writes for: those with RFC 3986's components. */
export type BuildGrammarName = Exclude<GrammarName, 'rfc2396'>;

/** How query parameters are written. */
export type QueryEncoding = 'rfc3986' | 'form';

export interface UriTagOptions {
  /** The grammar the result is valid under: `rfc3986` (the default), `rfc3987` or `rfc6874`. */
  readonly grammar?: BuildGrammarName | undefined;
  /**
   * `rfc3986` (the default): a query key or value is percent-encoded, a space as `%20`. `form`:
   * the same, but a space is written `+`, as application/x-www-form-urlencoded readers expect.
   */
  readonly query?: QueryEncoding | undefined;
  /** Check every result against the grammar's reference rule too (a debug aid; off by default). */
  readonly check?: boolean | undefined;
}

/** A tag: call it on a template; `.iri` and `.with()` give tags with other options. */
export interface UriTag {
  (strings: TemplateStringsArray, ...values: readonly UriTagValue[]): string;
  /** This tag for RFC 3987 IRIs: non-ASCII characters a position allows stay as they are. */
  readonly iri: UriTag;
  /** A tag with these options in place of this one's. */
  readonly with: (options: UriTagOptions) => UriTag;
}

const SYNTAXES: Readonly<Record<BuildGrammarName, ReferenceSyntax<string, string>>> = {
  rfc3986: RFC3986_SYNTAX,
  rfc3987: RFC3987_SYNTAX,
  rfc6874: RFC6874_SYNTAX,
};

/** The analysis of each strings array, per grammar (template objects live as long as their code). */
const ANALYSES = new WeakMap<object, WeakMap<object, TemplateAnalysis>>();

function analysisOf(strings: unknown, syntax: ReferenceSyntax<string, string>): TemplateAnalysis {
  let byStrings = ANALYSES.get(syntax);
  if (!byStrings) {
    byStrings = new WeakMap();
    ANALYSES.set(syntax, byStrings);
  }
  // Only a frozen array can be remembered: a template's is, and nobody can change it afterwards.
  const cached = isObject(strings) ? byStrings.get(strings) : undefined;
  if (cached) return cached;
  const literal = templateStrings(strings);
  const analysis = readTemplate(literal, syntax, encoderOf(syntax).rules);
  if (isFrozenArray(strings)) byStrings.set(strings, analysis);
  return analysis;
}

/** Whether `value` is frozen; a Proxy whose trap throws is not (and its trap's error stays in). */
function isFrozenArray(value: unknown): value is object {
  try {
    return Array.isArray(value) && Object.isFrozen(value);
  } catch {
    return false;
  }
}

interface ResolvedOptions {
  readonly grammar: BuildGrammarName;
  readonly query: QueryEncoding;
  readonly check: boolean;
}

function resolveOptions(base: ResolvedOptions, options: unknown, where: string): ResolvedOptions {
  const object = optionsObject(options, where);
  const grammar = ownProperty(object, 'grammar', where) ?? base.grammar;
  if (!isGrammarName(grammar) || grammar === 'rfc2396') {
    throw new TypeError(
      `${where}: grammar must be "rfc3986", "rfc3987" or "rfc6874", got ${describeValue(grammar)}`,
    );
  }
  const query = ownProperty(object, 'query', where) ?? base.query;
  if (query !== 'rfc3986' && query !== 'form') {
    throw new TypeError(`${where}: query must be "rfc3986" or "form", got ${describeValue(query)}`);
  }
  const check = ownProperty(object, 'check', where) ?? base.check;
  if (typeof check !== 'boolean') {
    throw new TypeError(`${where}: check must be true or false, got ${describeValue(check)}`);
  }
  return { grammar, query, check };
}

/** Writes one call's values into a read template. */
class Writer {
  private readonly encoder: PositionEncoder;
  private readonly validators: Validators<string>;

  constructor(
    private readonly syntax: ReferenceSyntax<string, string>,
    private readonly analysis: TemplateAnalysis,
    private readonly values: readonly unknown[],
    private readonly form: boolean,
  ) {
    this.encoder = encoderOf(syntax);
    this.validators = validatorsOf(syntax.grammar);
  }

  private name(index: number): string {
    return this.analysis.holeNames[index]!;
  }

  private scalar(index: number): string {
    return scalarText(this.values[index], this.name(index));
  }

  /** A sequence with each value encoded for `position`. */
  private encoded(sequence: Sequence, position: EncodedPosition): string {
    if (sequence.length === 1) return sequence[0] as string;
    let text = '';
    for (const piece of sequence) {
      text +=
        typeof piece === 'string'
          ? piece
          : this.encoder.encode(position, this.scalar(piece), this.name(piece));
    }
    return text;
  }

  /** A query key or value: a space is "+" in form encoding ("%20" is only ever an encoded space). */
  private parameter(text: string, index: number): string {
    const encoded = this.encoder.encode('query-parameter', text, this.name(index));
    return this.form ? encoded.replaceAll('%20', '+') : encoded;
  }

  private querySequence(sequence: Sequence): string {
    if (sequence.length === 1) return sequence[0] as string;
    let text = '';
    for (const piece of sequence) {
      text += typeof piece === 'string' ? piece : this.parameter(this.scalar(piece), piece);
    }
    return text;
  }

  /** Throws the error `check` gives when `text` is not a `rule`, with what the value was for. */
  private requireRule(rule: string, text: string, what: string): void {
    const error = this.validators.findError(rule, text);
    if (error) {
      throw syntaxError({
        ...error,
        message: `uri: ${what} ${JSON.stringify(text)} is not a valid ${rule}. ${error.message}`,
      });
    }
  }

  private host(sequence: Sequence): string {
    if (sequence.length === 1) return sequence[0] as string;
    let host = '';
    for (const piece of sequence) {
      if (typeof piece === 'string') {
        host += piece;
        continue;
      }
      const text = this.scalar(piece);
      if (this.analysis.zoneHoles.has(piece)) {
        host += this.encoder.encode('zone', text, this.name(piece));
        continue;
      }
      if (text.includes('%')) {
        throw new RangeError(
          `uri: ${this.name(piece)} holds "%": a host is a name or an address, and a value is never taken as already encoded`,
        );
      }
      host += this.encoder.hostText(text, this.name(piece));
    }
    this.requireRule(this.encoder.rules.host, host, 'the host');
    return host;
  }

  private port(sequence: Sequence): string {
    if (sequence.length === 1) return sequence[0] as string;
    let port = '';
    for (const piece of sequence) port += typeof piece === 'string' ? piece : this.scalar(piece);
    this.requireRule(this.encoder.rules.port, port, 'the port');
    return port;
  }

  private path(): string {
    const { segments, segmentPositions, absolute } = this.analysis;
    const written: string[] = [];
    for (let n = 0; n < segments.length; n++) {
      const segment = segments[n]!;
      const text = this.encoded(segment, segmentPositions[n]!);
      if (segment.length > 1) {
        // "%2E%2E", six characters, is the longest spelling of a dot-segment.
        const normalized = text.length <= 6 ? normalizePercentEncoding(text) : text;
        if (normalized === '.' || normalized === '..') {
          throw new RangeError(
            `uri: path segment ${n + 1} would be ${JSON.stringify(text)}, a dot-segment that resolution removes with what precedes it (RFC 3986 5.2.4); percent-encoding does not help, as "%2E" is "." (6.2.2.2)`,
          );
        }
        if (text === '' && n === 0 && segments.length > 1 && this.analysis.host === undefined) {
          const becomes = absolute
            ? 'the path would begin with "//", which reads as an authority'
            : 'the path would begin with "/", which makes it absolute';
          throw new RangeError(`uri: path segment 1 would be empty: ${becomes} (RFC 3986 3.3)`);
        }
      }
      written.push(text);
    }
    return (absolute ? '/' : '') + written.join('/');
  }

  private pairs(pair: QueryPair, out: string[]): void {
    const { key, value } = pair;
    if (value === undefined && key.length === 3 && key[0] === '' && key[2] === '') {
      const index = key[1] as number;
      const given = this.values[index];
      if (typeof given === 'object' && given !== null) {
        for (const [name, text] of queryEntries(given, this.name(index))) {
          const encodedName = this.parameter(name, index);
          out.push(
            text === undefined ? encodedName : `${encodedName}=${this.parameter(text, index)}`,
          );
        }
        return;
      }
    }
    const keyText = this.querySequence(key);
    if (value === undefined) {
      out.push(keyText);
      return;
    }
    if (value.length === 3 && value[0] === '' && value[2] === '') {
      const index = value[1] as number;
      const given = this.values[index];
      if (Array.isArray(given)) {
        for (const item of arrayItems(given, this.name(index))) {
          const text = typeof item === 'string' ? item : scalarText(item, this.name(index));
          out.push(`${keyText}=${this.parameter(text, index)}`);
        }
        return;
      }
    }
    out.push(`${keyText}=${this.querySequence(value)}`);
  }

  write(): string {
    const { scheme, userinfo, host, port, query, fragment } = this.analysis;
    let result = scheme === undefined ? '' : `${scheme}:`;
    if (host !== undefined) {
      result += '//';
      if (userinfo !== undefined) result += `${this.encoded(userinfo, 'userinfo')}@`;
      result += this.host(host);
      if (port !== undefined) result += `:${this.port(port)}`;
    }
    result += this.path();
    if (query !== undefined) {
      const pairs: string[] = [];
      for (const pair of query) this.pairs(pair, pairs);
      result += `?${pairs.join('&')}`;
    }
    if (fragment !== undefined) result += `#${this.encoded(fragment, 'fragment')}`;
    return result;
  }
}

function makeTag(options: ResolvedOptions): UriTag {
  const syntax = SYNTAXES[options.grammar];
  const form = options.query === 'form';
  const tag = (strings: TemplateStringsArray, ...values: readonly UriTagValue[]): string => {
    const analysis = analysisOf(strings, syntax);
    if (values.length !== analysis.holes) {
      throw new TypeError(
        `uri: the template has ${analysis.holes} interpolations but ${values.length} values were given`,
      );
    }
    const result = new Writer(syntax, analysis, values, form).write();
    if (options.check) {
      const error = validatorsOf(syntax.grammar).findError(syntax.reference, result);
      if (error) throw syntaxError(error);
    }
    return result;
  };
  let iri: UriTag | undefined;
  Object.defineProperties(tag, {
    iri: {
      get: () => (iri ??= makeTag({ ...options, grammar: 'rfc3987' })),
      enumerable: true,
    },
    with: {
      value: (more: UriTagOptions): UriTag => makeTag(resolveOptions(options, more, 'uri.with')),
      enumerable: true,
    },
  });
  return Object.freeze(tag) as UriTag;
}

/**
 * The tagged template for RFC 3986 URI references (see the module comment). `uri.iri` writes RFC
 * 3987 IRIs; `uri.with({ grammar, query, check })` gives a tag with other options.
 */
export const uri: UriTag = makeTag({ grammar: 'rfc3986', query: 'rfc3986', check: false });
