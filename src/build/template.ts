/**
 * Reading a tagged template of a URI reference: which component, and which position inside it,
 * each interpolation fills. The literal text is the caller's code; it is split at the delimiters
 * of RFC 3986 section 3 (the same split `parse` makes), with each interpolation standing as one
 * character that is never a delimiter, since its value will be encoded so that it holds none.
 *
 * The analysis refuses, with a TypeError when the template is read, what no value could make
 * safe: an interpolation in the scheme (or before the first ":" of a reference, where the value
 * would decide whether there is a scheme), one in the middle of a `%XX` triplet, and literal text
 * that is not valid where it stands. What it finds is kept per strings array: a tagged template
 * passes the same frozen array on every call from one place in the code.
 */
import { endOfScheme } from '../components';
import type { ReferenceSyntax } from '../reference-syntax';
import { describeValue, validatorsOf } from '../validate';
import { ownProperty } from '../own-properties';
import type { BuildRules, EncodedPosition } from './encoding';

/** Literal text, or the index of an interpolated value. */
export type Piece = string | number;

/** A run of a component as written: literal text with interpolations between. */
export type Sequence = readonly Piece[];

export interface QueryPair {
  readonly key: Sequence;
  /** Undefined when the pair has no "=". */
  readonly value: Sequence | undefined;
}

/** A template taken apart (see the module comment). */
export interface TemplateAnalysis {
  readonly holes: number;
  /** What each interpolation is called in messages: `value 2 (a path segment)`. */
  readonly holeNames: readonly string[];
  readonly scheme: string | undefined;
  /** Defined when the template has an authority (then `host` is too). */
  readonly userinfo: Sequence | undefined;
  readonly host: Sequence | undefined;
  /** The interpolations inside an RFC 6874 zone (`[fe80::1%25${zone}]`). */
  readonly zoneHoles: ReadonlySet<number>;
  readonly port: Sequence | undefined;
  /** Whether the path begins with "/". */
  readonly absolute: boolean;
  /** The path's segments, after the leading "/" when `absolute`; none for an empty path. */
  readonly segments: readonly Sequence[];
  /** Which position each segment's values are encoded for. */
  readonly segmentPositions: readonly EncodedPosition[];
  readonly query: readonly QueryPair[] | undefined;
  readonly fragment: Sequence | undefined;
}

/**
 * Stands for an interpolation while the literal text is split: U+FDD0 is a noncharacter, which no
 * grammar here accepts anywhere, so literal text that holds one is refused as invalid anyway.
 */
const HOLE = '\uFDD0';

/** The literal strings of a template, read as own data (a caller may pass anything). */
export function templateStrings(strings: unknown): readonly string[] {
  if (!Array.isArray(strings)) {
    throw new TypeError(
      `uri is a template tag (uri\`https://host/${'${id}'}\`): its first argument must be the template's strings array, got ${describeValue(strings)}`,
    );
  }
  const length = ownProperty(strings, 'length', 'uri');
  if (typeof length !== 'number' || length < 1) {
    throw new TypeError('uri: a template has at least one string');
  }
  const texts: string[] = [];
  for (let i = 0; i < length; i++) {
    const text = ownProperty(strings, String(i), 'uri');
    if (typeof text !== 'string') {
      throw new TypeError(
        `uri: the template's strings must be strings, got ${describeValue(text)}`,
      );
    }
    texts.push(text);
  }
  return texts;
}

/** Reads one template for one grammar. */
class TemplateReader {
  private readonly text: string;
  /** The index in `text` of each interpolation, in order. */
  private readonly holeAt: number[] = [];
  private readonly holeNames: string[] = [];
  private readonly isValid: (rule: string, text: string) => boolean;
  private readonly findError: (rule: string, text: string) => { message: string } | null;

  constructor(
    strings: readonly string[],
    syntax: ReferenceSyntax<string, string>,
    private readonly rules: BuildRules,
  ) {
    for (const literal of strings) {
      if (literal.includes(HOLE)) {
        throw new TypeError(
          'uri: the template holds U+FDD0, a noncharacter no URI or IRI can hold even encoded by hand',
        );
      }
    }
    this.text = strings.join(HOLE);
    let at = -1;
    for (let i = 1; i < strings.length; i++) {
      at = this.text.indexOf(HOLE, at + 1);
      this.holeAt.push(at);
      this.holeNames.push('');
    }
    const validators = validatorsOf(syntax.grammar);
    this.isValid = validators.isValid;
    this.findError = validators.findError;
  }

  /** The pieces of `text` from `start` to `end`, each interpolation as its index. */
  private sequence(start: number, end: number, name: string): Piece[] {
    const pieces: Piece[] = [];
    let from = start;
    for (let hole = this.text.indexOf(HOLE, start); hole >= 0 && hole < end;) {
      pieces.push(this.text.slice(from, hole));
      const index = this.holeAt.indexOf(hole);
      this.holeNames[index] = `value ${index + 1} (${name})`;
      pieces.push(index);
      from = hole + 1;
      hole = this.text.indexOf(HOLE, from);
    }
    pieces.push(this.text.slice(from, end));
    return pieces;
  }

  /**
   * Each literal piece of `pieces` is valid text for `rule` (a rule closed under concatenation:
   * `segment`, `query`, ... so valid pieces and encoded values make valid text), and none ends in
   * the middle of a `%XX` triplet before an interpolation.
   */
  private checkLiterals(pieces: Sequence, rule: string, name: string): void {
    for (let i = 0; i < pieces.length; i++) {
      const piece = pieces[i]!;
      if (typeof piece !== 'string') continue;
      if (i + 1 < pieces.length && /%[0-9A-Fa-f]?$/.test(piece)) {
        throw new TypeError(
          `uri: ${this.holeNames[pieces[i + 1] as number]} stands inside a %XX triplet, where no value can be encoded safely`,
        );
      }
      if (piece !== '' && !this.isValid(rule, piece)) {
        throw new TypeError(
          `uri: the template's text ${JSON.stringify(piece)} is not valid in ${name}: ${this.findError(rule, piece)!.message}`,
        );
      }
    }
  }

  read(): TemplateAnalysis {
    const { text, rules } = this;
    const hash = text.indexOf('#');
    const end = hash < 0 ? text.length : hash;
    const question = text.indexOf('?');
    const pathLimit = question >= 0 && question < end ? question : end;

    let at = 0;
    let scheme: string | undefined;
    const colon = text.indexOf(':');
    const firstDelimiter = text.slice(0, pathLimit).search(/[/?#]/);
    const colonStartsReference =
      colon >= 0 && colon < pathLimit && (firstDelimiter < 0 || colon < firstDelimiter);
    if (colonStartsReference && text.slice(0, colon).includes(HOLE)) {
      const index = this.holeAt.indexOf(text.indexOf(HOLE));
      throw new TypeError(
        `uri: value ${index + 1} stands before the reference's first ":", in its scheme (RFC 3986 3.1), where no encoding makes a value safe: write the scheme in the template`,
      );
    }
    const schemeEnd = endOfScheme(text);
    if (schemeEnd >= 0 && schemeEnd < pathLimit) {
      scheme = text.slice(0, schemeEnd);
      if (!this.isValid(rules.scheme, scheme)) {
        throw new TypeError(
          `uri: the template's scheme ${JSON.stringify(scheme)} is not valid: ${this.findError(rules.scheme, scheme)!.message}`,
        );
      }
      at = schemeEnd + 1;
    }

    let userinfo: Piece[] | undefined;
    let host: Piece[] | undefined;
    let port: Piece[] | undefined;
    const zoneHoles = new Set<number>();
    if (text.startsWith('//', at)) {
      const start = at + 2;
      const slash = text.indexOf('/', start);
      const authorityEnd = slash >= 0 && slash < pathLimit ? slash : pathLimit;
      const atSign = text.indexOf('@', start);
      let hostStart = start;
      if (atSign >= 0 && atSign < authorityEnd) {
        userinfo = this.sequence(start, atSign, 'the userinfo');
        this.checkLiterals(userinfo, rules.userinfo, 'the userinfo');
        hostStart = atSign + 1;
      }
      let hostEnd: number;
      if (text.charCodeAt(hostStart) === 0x5b) {
        const close = text.indexOf(']', hostStart);
        hostEnd = close >= 0 && close < authorityEnd ? close + 1 : authorityEnd;
      } else {
        const portColon = text.indexOf(':', hostStart);
        hostEnd = portColon >= 0 && portColon < authorityEnd ? portColon : authorityEnd;
      }
      host = this.sequence(hostStart, hostEnd, 'the host');
      if (rules.zone !== null && text.charCodeAt(hostStart) === 0x5b) {
        const zoneStart = text.indexOf('%25', hostStart);
        for (const piece of host) {
          if (typeof piece === 'number' && zoneStart >= 0 && this.holeAt[piece]! > zoneStart) {
            zoneHoles.add(piece);
            this.holeNames[piece] = `value ${piece + 1} (the zone of an IPv6 address)`;
          }
        }
      }
      if (host.length === 1) this.checkWhole(rules.host, host[0] as string, 'host');
      if (hostEnd < authorityEnd) {
        port = this.sequence(hostEnd + 1, authorityEnd, 'the port');
        this.checkLiterals(port, rules.port, 'the port');
      }
      at = authorityEnd;
    }

    const path = this.text.slice(at, pathLimit);
    const absolute = path.startsWith('/');
    const segments: Piece[][] = [];
    const segmentPositions: EncodedPosition[] = [];
    if (path !== '') {
      const relative = scheme === undefined && host === undefined && !absolute;
      let from = absolute ? at + 1 : at;
      for (let n = 0; ; n++) {
        const slash = text.indexOf('/', from);
        const segmentEnd = slash >= 0 && slash < pathLimit ? slash : pathLimit;
        const position: EncodedPosition = relative && n === 0 ? 'first-segment' : 'segment';
        const name = `path segment ${n + 1}`;
        const segment = this.sequence(from, segmentEnd, `a path segment`);
        this.checkLiterals(
          segment,
          position === 'first-segment' ? rules.firstSegment : rules.segment,
          name,
        );
        segments.push(segment);
        segmentPositions.push(position);
        if (segmentEnd === pathLimit) break;
        from = segmentEnd + 1;
      }
    }

    let query: QueryPair[] | undefined;
    if (pathLimit < end) {
      query = [];
      let from = pathLimit + 1;
      for (;;) {
        const amp = text.indexOf('&', from);
        const pairEnd = amp >= 0 && amp < end ? amp : end;
        const equals = text.indexOf('=', from);
        if (equals >= 0 && equals < pairEnd) {
          const key = this.sequence(from, equals, 'a query key');
          const value = this.sequence(equals + 1, pairEnd, 'a query value');
          this.checkLiterals(key, rules.query, 'the query');
          this.checkLiterals(value, rules.query, 'the query');
          query.push({ key, value });
        } else {
          const key = this.sequence(from, pairEnd, 'a query parameter');
          this.checkLiterals(key, rules.query, 'the query');
          query.push({ key, value: undefined });
        }
        if (pairEnd === end) break;
        from = pairEnd + 1;
      }
    }

    let fragment: Piece[] | undefined;
    if (hash >= 0) {
      fragment = this.sequence(hash + 1, text.length, 'the fragment');
      this.checkLiterals(fragment, rules.fragment, 'the fragment');
    }

    return {
      holes: this.holeAt.length,
      holeNames: this.holeNames,
      scheme,
      userinfo,
      host,
      zoneHoles,
      port,
      absolute,
      segments,
      segmentPositions,
      query,
      fragment,
    };
  }

  private checkWhole(rule: string, literal: string, name: string): void {
    if (!this.isValid(rule, literal)) {
      throw new TypeError(
        `uri: the template's ${name} ${JSON.stringify(literal)} is not valid: ${this.findError(rule, literal)!.message}`,
      );
    }
  }
}

/** Reads `strings` as a template of a reference of `syntax`'s grammar (see the module comment). */
export function readTemplate(
  strings: readonly string[],
  syntax: ReferenceSyntax<string, string>,
  rules: BuildRules,
): TemplateAnalysis {
  return new TemplateReader(strings, syntax, rules).read();
}
