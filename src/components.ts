/**
 * RFC 3986 section 3 components of a URI reference, as written.
 *
 * A component is `undefined` when its delimiter is absent and `""` when it is present but
 * empty (RFC 3986 5.3 keeps the two apart: `http://a?` has an empty query, `http://a` none).
 * The path is always defined (3.3).
 *
 * Two routes give the same answer: `componentsFromTree` reads a parse tree (the reference);
 * `parse` validates with the rule's automaton and then splits the input at its delimiters,
 * which is exact for input known to be valid (each delimiter can stand only where the
 * split looks for it). A property test holds the two together.
 *
 * The same split serves RFC 3987 IRIs and RFC 6874 zone identifiers: their delimiters are RFC
 * 3986's, and a zone stays inside the brackets of its IP literal. It serves RFC 2396 too, whose
 * delimiters are the same: its syntax says that an opaque URI has no query and that a
 * registry-based authority has no userinfo, host or port (`Rfc2396Components`).
 */
import {
  type Automaton,
  type ParseTree,
  type Recognizer,
  type RuleName,
  type TransitionMarks,
  rfc3986,
  visitNodes,
} from '../grammar';
import { sliceOf } from '../grammar/engine/code-points';
import {
  AUTHORITY_COLON,
  AUTHORITY_END,
  AUTHORITY_SLASH,
  FRAGMENT_START,
  MARKED_POSITIONS,
  QUERY_START,
  SCHEME_END,
  USERINFO_END,
  authorityEndAt,
  componentMarks,
  fragmentAt,
  hostEndAt,
  offsetsFromMarks,
  pathEndAt,
} from './component-marks';
import { type SyntaxErrorInfo, syntaxError } from './errors';
import {
  type ComponentName,
  type HostKind,
  RFC3986_SYNTAX,
  type ReferenceSyntax,
  type Rfc2396HostKind,
} from './reference-syntax';
import { type CheckOptions, assertText, describeValue, lengthError, refusal } from './validate';

export { COMPONENT_NAMES, type ComponentName, type HostKind } from './reference-syntax';

export interface UriComponents<Kind extends string = HostKind> {
  readonly scheme: string | undefined;
  readonly authority: string | undefined;
  readonly userinfo: string | undefined;
  /** As written: IP literals keep their brackets (and an RFC 6874 zone). */
  readonly host: string | undefined;
  readonly port: string | undefined;
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
  /** The rule that matched the host under first-match-wins (IPv4address before reg-name). */
  readonly hostKind: Kind | undefined;
}

/** RFC 6874: the components, and the zone of an `IPv6addrz` host as written (`eth0`, `en%2F1`). */
export interface ZonedComponents<Kind extends string> extends UriComponents<Kind> {
  readonly zone: string | undefined;
}

/**
 * RFC 2396's components (sections 3 and 4.3): section 3's, where only a server-based authority
 * has userinfo, host and port, and an opaque URI's path is its opaque part, "?" included.
 */
export interface Rfc2396Components {
  readonly scheme: string | undefined;
  readonly authority: string | undefined;
  /** `server` when the authority matches `server` (it wins where both match), else `registry`. */
  readonly authorityKind: 'server' | 'registry' | undefined;
  /** Server-based authorities only. */
  readonly userinfo: string | undefined;
  /** Server-based authorities only; undefined for an empty server (`//` then "/"). */
  readonly host: string | undefined;
  readonly port: string | undefined;
  /** The path, `;param`s included; for an opaque URI, the opaque part. */
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
  /** An opaque URI's `opaque_part` (`x@y` of `mailto:x@y`), else undefined. */
  readonly opaquePart: string | undefined;
  readonly hostKind: Rfc2396HostKind | undefined;
}

/** The rules `parseAs` takes: those that describe a whole reference. */
export type ReferenceRule = 'URI-reference' | 'URI' | 'absolute-URI' | 'relative-ref';

/**
 * Components of `text` as the reference rule `rule` of `syntax`; throws `UriSyntaxError` when it
 * is not one, and a TypeError when `rule` is not one of the syntax's reference rules.
 */
export function parseReference<Name extends string, Kind extends string>(
  syntax: ReferenceSyntax<Name, Kind>,
  rule: Name,
  text: string,
  options: CheckOptions | undefined,
  where: string,
): UriComponents<Kind> {
  assertText(text);
  return parseWith(referenceParser(syntax, rule, where), text, options, where);
}

/**
 * `parseReference` with the parser found, for a caller that keeps it (`parse`): `text` is known
 * to be a string.
 */
function parseWith<Name extends string, Kind extends string>(
  parser: ReferenceParser<Name, Kind>,
  text: string,
  options: CheckOptions | undefined,
  where: string,
): UriComponents<Kind> {
  if (options !== undefined) {
    const tooLong = lengthError(parser.rule, text, options, where);
    if (tooLong) throw syntaxError(tooLong);
  }
  const length = text.length;
  const refused = refusedRecording(parser, text, length);
  if (refused >= 0) throw syntaxError(refusal(parser.rule, text, refused, parser.automaton));
  return componentsRecorded(parser.syntax, text, length);
}

/** What one parse records: the components, and where each stands in the text. */
export interface ParsedReference<Kind extends string> {
  readonly components: UriComponents<Kind>;
  readonly offsets: ComponentOffsets;
}

/**
 * `parseReference` with the offsets it found, for the operations that point into the text
 * (`inspect`): one run, one split, nothing measured again from the components' lengths.
 */
export function parseLocated<Name extends string, Kind extends string>(
  syntax: ReferenceSyntax<Name, Kind>,
  rule: Name,
  text: string,
  options: CheckOptions | undefined,
  where: string,
): ParsedReference<Kind> {
  assertText(text);
  const parser = referenceParser(syntax, rule, where);
  const tooLong = options === undefined ? null : lengthError(rule, text, options, where);
  if (tooLong) throw syntaxError(tooLong);
  const length = text.length;
  const refused = refusedRecording(parser, text, length);
  if (refused >= 0) throw syntaxError(refusal(rule, text, refused, parser.automaton));
  // The offsets first: the record is written over by the next parse, whoever makes it.
  const offsets = offsetsFromMarks(length, POSITIONS, noOffsets());
  return { components: componentsRecorded(syntax, text, length), offsets };
}

/** The components of `text`, a valid reference of `syntax`, from the record in `POSITIONS`. */
function componentsRecorded<Name extends string, Kind extends string>(
  syntax: ReferenceSyntax<Name, Kind>,
  text: string,
  length: number,
): UriComponents<Kind> {
  const components = componentsFromMarks(text, length, POSITIONS, syntax.hostKindOf);
  if (syntax.zones) return withZone(components);
  if (syntax.authorityKindOf !== undefined) {
    return withAuthorityKind(components, syntax.authorityKindOf);
  }
  return components;
}

/**
 * A reference rule of one syntax, ready to parse: its automaton, and the marks on the automaton's
 * transitions with which its run records where the components stand (component-marks.ts). Where
 * there are none (RFC 2396's opaque parts are not the split the marks make, and a grammar's
 * automaton may merge states the split tells apart), the split is made after the run.
 */
export interface ReferenceParser<Name extends string, Kind extends string> {
  readonly syntax: ReferenceSyntax<Name, Kind>;
  readonly rule: Name;
  readonly automaton: Recognizer;
  /** `automaton`, when its run records the split with `marks`; else null. */
  readonly marking: Automaton | null;
  readonly marks: TransitionMarks | null;
}

// The last parser asked for: a loop over one rule compares two pointers instead of searching the
// reference rules and the grammar's automata again. Only a pair already checked is remembered.
let lastParser: ReferenceParser<string, string> | undefined;

/**
 * The parser of `rule` of `syntax`, after checking that `rule` is one of the syntax's reference
 * rules (a TypeError naming `where` otherwise).
 */
export function referenceParser<Name extends string, Kind extends string>(
  syntax: ReferenceSyntax<Name, Kind>,
  rule: Name,
  where: string,
): ReferenceParser<Name, Kind> {
  const last = lastParser;
  if (last !== undefined && last.syntax === syntax && last.rule === rule) {
    return last as unknown as ReferenceParser<Name, Kind>;
  }
  if (!syntax.referenceRules.includes(rule)) {
    throw new TypeError(
      `${where} takes ${syntax.referenceRules.join(', ')}, not ${describeValue(rule)}`,
    );
  }
  const automaton = syntax.grammar.recognizer(rule);
  const marks =
    syntax.opaqueParts || !('refusedAtMarking' in automaton)
      ? null
      : componentMarks(automaton as Automaton);
  const parser: ReferenceParser<Name, Kind> = {
    syntax,
    rule,
    automaton,
    marking: marks === null ? null : (automaton as Automaton),
    marks,
  };
  lastParser = parser;
  return parser;
}

/** What `safeParse` gives: the components, or the error `parse` would have thrown, as a value. */
export type ParseResult<Components> =
  | { readonly ok: true; readonly components: Components; readonly error?: undefined }
  | { readonly ok: false; readonly error: SyntaxErrorInfo<string> };

/**
 * `parseReference` without exceptions for invalid text: a rejection is a value, which costs a
 * fraction of a thrown error (no Error object, no unwinding). A TypeError for a wrong argument
 * is still thrown: that is a bug in the caller, not a property of the text.
 */
export function safeParseReference<Name extends string, Kind extends string>(
  syntax: ReferenceSyntax<Name, Kind>,
  rule: Name,
  text: string,
  options: CheckOptions | undefined,
  where: string,
): ParseResult<UriComponents<Kind>> {
  assertText(text);
  return safeParseWith(referenceParser(syntax, rule, where), text, options, where);
}

/**
 * `safeParseReference` with the parser found, for a caller that keeps it (`safeParse(text)`):
 * `text` is known to be a string. `parseWith`'s steps, each way out wrapped where it is known
 * (a result made from one function that gives the components or the error would test which came
 * back, a property read on two shapes of object).
 */
export function safeParseWith<Name extends string, Kind extends string>(
  parser: ReferenceParser<Name, Kind>,
  text: string,
  options: CheckOptions | undefined,
  where: string,
): ParseResult<UriComponents<Kind>> {
  const length = text.length;
  const marking = parser.marking;
  // The usual call, marks and no options, alone here: V8 inlines a caller's whole chain of calls
  // only up to a size, and the rest of the steps are out of line in `safeParseAfter`.
  if (options !== undefined || marking === null || !marking.marksOn(length)) {
    return safeParseAfter(parser, text, length, options, where);
  }
  return resultOf(
    parser,
    text,
    length,
    marking.refusedAtMarking(text, parser.marks!, POSITIONS, length),
  );
}

/** `safeParseWith` with a limit to check, or no marks for this text. */
function safeParseAfter<Name extends string, Kind extends string>(
  parser: ReferenceParser<Name, Kind>,
  text: string,
  length: number,
  options: CheckOptions | undefined,
  where: string,
): ParseResult<UriComponents<Kind>> {
  if (options !== undefined) {
    const tooLong = lengthError(parser.rule, text, options, where);
    if (tooLong) return { ok: false, error: tooLong };
  }
  return resultOf(parser, text, length, refusedRecording(parser, text, length));
}

/** `safeParse`'s result after the run that refused `text` at `refused`, or accepted it (-1). */
function resultOf<Name extends string, Kind extends string>(
  parser: ReferenceParser<Name, Kind>,
  text: string,
  length: number,
  refused: number,
): ParseResult<UriComponents<Kind>> {
  if (refused >= 0) {
    return { ok: false, error: refusal(parser.rule, text, refused, parser.automaton) };
  }
  return { ok: true, components: componentsRecorded(parser.syntax, text, length) };
}

/** The zone of an RFC 6874 literal, `[address%25zone]`, as written. */
function withZone<Kind extends string>(components: UriComponents<Kind>): ZonedComponents<Kind> {
  const { host } = components;
  const percent = host?.startsWith('[') ? host.indexOf('%25') : -1;
  const zone = percent < 0 ? undefined : host!.slice(percent + 3, -1);
  const { scheme, authority, userinfo, port, path, query, fragment, hostKind } = components;
  return { scheme, authority, userinfo, host, zone, port, path, query, fragment, hostKind };
}

/**
 * RFC 2396's components from section 3's: the authority's kind, with userinfo, host and port for
 * a non-empty server only (3.2.2); and an opaque URI's path, the one that follows a scheme without
 * "/", as its opaque part too (3). The keys in the order `Rfc2396Components` lists them.
 */
function withAuthorityKind<Kind extends string>(
  components: UriComponents<Kind>,
  authorityKindOf: (authority: string) => 'server' | 'registry',
): UriComponents<Kind> {
  const { scheme, authority, path, query, fragment } = components;
  const authorityKind = authority === undefined ? undefined : authorityKindOf(authority);
  const server = authorityKind === 'server' && authority !== '';
  const opaque = scheme !== undefined && authority === undefined && !path.startsWith('/');
  return {
    scheme,
    authority,
    authorityKind,
    userinfo: server ? components.userinfo : undefined,
    host: server ? components.host : undefined,
    port: server ? components.port : undefined,
    path,
    query,
    fragment,
    opaquePart: opaque ? path : undefined,
    hostKind: server ? components.hostKind : undefined,
  } as UriComponents<Kind>;
}

/** RFC 3986's `URI-reference`, ready to parse: made at the first `parse`. */
let uriReference: ReferenceParser<RuleName, HostKind> | undefined;

/** Components of `text` as a URI reference; throws `UriSyntaxError` when it is not one. */
export function parse(text: string, options?: CheckOptions): UriComponents {
  assertText(text);
  uriReference ??= referenceParser(RFC3986_SYNTAX, 'URI-reference', 'parse');
  return parseWith(uriReference, text, options, 'parse');
}

// `safeParse`, with or without a rule, is src/safe-parse.ts.

/** Components of `text` as one of the reference rules; throws `UriSyntaxError` otherwise. */
export function parseAs(rule: ReferenceRule, text: string, options?: CheckOptions): UriComponents {
  return parseReference(RFC3986_SYNTAX, rule, text, options, 'parseAs');
}

const SLASH = 0x2f;
const COLON = 0x3a;

/**
 * Per ASCII character, 1 when a scheme can go on with it (`ALPHA / DIGIT / "+" / "-" / "."`, RFC
 * 3986 3.1): read off the grammar's own `scheme` rule, as the character after an "a".
 */
let schemeCharacters: Uint8Array | undefined;

/** The table, made at the first use rather than at import (an automaton costs import time). */
function schemeCharacterTable(): Uint8Array {
  return (schemeCharacters ??= ((): Uint8Array => {
    const scheme = rfc3986.automaton('scheme');
    const table = new Uint8Array(128);
    for (let c = 0; c < 128; c++) table[c] = scheme.accepts(`a${String.fromCharCode(c)}`) ? 1 : 0;
    return table;
  })());
}

/** Whether the character `code` can stand in a scheme after its first letter. */
export function isSchemeCharacter(code: number): boolean {
  return code < 128 && schemeCharacterTable()[code] === 1;
}

/**
 * The index of the ":" that ends the scheme of a valid reference, or -1 when it has none. A
 * scheme is the run of scheme characters at the start that a ":" ends: a relative reference
 * cannot have one (its first segment holds no ":", and "/", "?", "#" and "%" are not scheme
 * characters). Reading the few characters of the run costs less than a search for the ":".
 * RFC 2396's scheme and first relative segment are alike, so its split uses this too.
 */
export function endOfScheme(text: string): number {
  const schemeCharacter = schemeCharacterTable();
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = String.prototype.charCodeAt.call(text, i);
    if (c === COLON) return i;
    if (c >= 128 || schemeCharacter[c] === 0) return -1;
  }
  return -1;
}

/**
 * Where the components of a valid reference stand, as offsets into its text: what `splitValid`
 * slices, and what a caller that needs only some components (a policy) reads without slicing the
 * rest. Absent parts are -1.
 */
export interface ComponentOffsets {
  /** The ":" that ends the scheme, or -1. */
  readonly schemeEnd: number;
  /** Where the authority starts (after "//"), or -1 when there is none. */
  readonly authorityStart: number;
  /** The "@" that ends the userinfo, or -1. */
  readonly userinfoEnd: number;
  /** The host's first character and the one after it (the authority's start when none). */
  readonly hostStart: number;
  readonly hostEnd: number;
  /** Where the authority ends and the path starts. */
  readonly pathStart: number;
  /** Where the path ends: the "?" of the query, or `end`. */
  readonly pathEnd: number;
  /** The "#" of the fragment, or the text's length when there is none. */
  readonly end: number;
  /** The text's length (read once: "Reading a caller's string", grammar/engine/code-points.ts). */
  readonly length: number;
}

/** `ComponentOffsets` being filled in. */
type Offsets = { -readonly [Key in keyof ComponentOffsets]: ComponentOffsets[Key] };

/**
 * Splits a string already known to be a URI reference, into offsets. In such a string the scheme
 * is what precedes the first ":" if no "/", "?" or "#" comes before it (a relative-ref's first
 * segment has no colon); the authority runs from "//" to the next "/", "?" or "#"; userinfo and
 * host hold no "@", so an "@" ends userinfo; reg-name and IPv4address hold no ":", and an IP
 * literal ends at "]", so the port follows the first ":" after the host. With `opaqueParts`
 * (RFC 2396), an absolute URI whose scheme no "/" follows has no authority and no query: its path
 * runs to the fragment. RFC 2396's delimiters stand where RFC 3986's do otherwise: a server's
 * userinfo and hostname hold no "@" or ":" either (a registry-based authority, which may, has no
 * userinfo, host or port: its components leave out what the offsets say of them).
 */
export function locateComponents(text: string, opaqueParts = false): ComponentOffsets {
  const length = text.length;
  locateEvents(text, length, POSITIONS, opaqueParts);
  return offsetsFromMarks(length, POSITIONS, noOffsets());
}

function noOffsets(): Offsets {
  return {
    schemeEnd: -1,
    authorityStart: -1,
    userinfoEnd: -1,
    hostStart: 0,
    hostEnd: 0,
    pathStart: 0,
    pathEnd: 0,
    end: 0,
    length: 0,
  };
}

/**
 * The record of the last valid reference: where each event of the split (component-marks.ts)
 * happened in it, -1 where it did not. The run that validates writes it (`refusedAtMarking`), or
 * the split after the run (`locateEvents`); the components and offsets are read off it at once,
 * so one array, written over at each call, serves every parse.
 */
const POSITIONS = new Int32Array(MARKED_POSITIONS);

/**
 * `refusedAt` of `text` (of `length` characters) by `parser`'s automaton, and for accepted text
 * its record in `POSITIONS`: written by the run itself where the automaton has marks
 * (component-marks.ts), else by the split after it. Long input the vector runner does not take
 * (past its capacity, or where WebAssembly is refused) keeps `refusedAt`'s skips and the split.
 */
function refusedRecording<Name extends string, Kind extends string>(
  parser: ReferenceParser<Name, Kind>,
  text: string,
  length: number,
): number {
  const marking = parser.marking;
  if (marking === null || !marking.marksOn(length)) {
    const refused = parser.automaton.refusedAt(text);
    if (refused < 0) locateEvents(text, length, POSITIONS, parser.syntax.opaqueParts);
    return refused;
  }
  return marking.refusedAtMarking(text, parser.marks!, POSITIONS, length);
}

/**
 * The split of `locateComponents`, as the record the run writes: where each event of the split
 * happens in `text` (of `length` characters), a valid reference, written into `positions`.
 */
function locateEvents(
  text: string,
  length: number,
  positions: Int32Array,
  opaqueParts: boolean,
): void {
  positions.fill(-1);
  // "#" never stands before the fragment, and "?" not before the query: the first of each is
  // the delimiter, unless a "?" comes after the "#".
  const hash = String.prototype.indexOf.call(text, '#');
  const end = hash < 0 ? length : hash;
  if (hash >= 0) positions[FRAGMENT_START] = hash;
  const question = String.prototype.indexOf.call(text, '?');
  const pathEnd = question >= 0 && question < end ? question : end;
  const schemeEnd = endOfScheme(text);
  let at = 0;
  if (schemeEnd >= 0 && schemeEnd < pathEnd) {
    positions[SCHEME_END] = schemeEnd;
    at = schemeEnd + 1;
    // RFC 2396 3: an opaque part runs from the scheme to the fragment, "?" and all.
    if (opaqueParts && String.prototype.charCodeAt.call(text, at) !== SLASH) return;
  }
  if (pathEnd < end) positions[QUERY_START] = pathEnd;
  if (
    String.prototype.charCodeAt.call(text, at) !== SLASH ||
    String.prototype.charCodeAt.call(text, at + 1) !== SLASH
  ) {
    return;
  }
  const authorityStart = at + 2;
  positions[AUTHORITY_SLASH] = at + 1;
  const slash = String.prototype.indexOf.call(text, '/', authorityStart);
  const authorityEnd = slash >= 0 && slash < pathEnd ? slash : pathEnd;
  if (authorityEnd === slash) positions[AUTHORITY_END] = slash;
  // indexOf may run on past the authority when it has no "@" or ":", which most have not;
  // it still costs less than a loop over the authority's characters.
  const atSign = String.prototype.indexOf.call(text, '@', authorityStart);
  let hostStart = authorityStart;
  if (atSign >= 0 && atSign < authorityEnd) {
    positions[USERINFO_END] = atSign;
    hostStart = atSign + 1;
  }
  // The port's ":" is the first after the host: after the "]" of an IP literal.
  const hostEnd =
    String.prototype.charCodeAt.call(text, hostStart) === 0x5b
      ? String.prototype.indexOf.call(text, ']', hostStart) + 1
      : hostStart;
  const colon = String.prototype.indexOf.call(text, ':', hostEnd);
  if (colon >= 0 && colon < authorityEnd) positions[AUTHORITY_COLON] = colon;
}

/** The components of a string already known to be a URI reference (see `locateComponents`). */
export function splitValid<Kind extends string = HostKind>(
  text: string,
  hostKindOf: (host: string) => Kind = RFC3986_SYNTAX.hostKindOf as (host: string) => Kind,
): UriComponents<Kind> {
  const length = text.length;
  locateEvents(text, length, POSITIONS, false);
  return componentsFromMarks(text, length, POSITIONS, hostKindOf);
}

/**
 * The components of `text`, a valid reference of `length` characters, from its record
 * (`positions`, see `POSITIONS`): the offsets read as `offsetsFromMarks` reads them, each
 * component sliced at once.
 */
function componentsFromMarks<Kind extends string>(
  text: string,
  length: number,
  positions: Int32Array,
  hostKindOf: (host: string) => Kind,
): UriComponents<Kind> {
  // One name for the slicing function: each call then costs less bytecode, and V8 inlines this
  // function into `safeParse` only while it stays under 460 bytes of it.
  const slice = sliceOf;
  const schemeEnd = positions[SCHEME_END]!;
  const slash = positions[AUTHORITY_SLASH]!;
  const end = fragmentAt(positions, length);
  const pathEnd = pathEndAt(positions, end);
  const scheme = schemeEnd < 0 ? undefined : slice(text, 0, schemeEnd);
  let authority: string | undefined;
  let userinfo: string | undefined;
  let host: string | undefined;
  let port: string | undefined;
  let hostKind: Kind | undefined;
  let pathStart = schemeEnd + 1;
  if (slash >= 0) {
    const authorityStart = slash + 1;
    pathStart = authorityEndAt(positions, pathEnd);
    authority = slice(text, authorityStart, pathStart);
    const userinfoEnd = positions[USERINFO_END]!;
    const hostEnd = hostEndAt(positions, pathStart);
    if (userinfoEnd >= 0) userinfo = slice(text, authorityStart, userinfoEnd);
    // Most authorities are a host alone, and then the host is the authority's string.
    host =
      userinfoEnd < 0 && hostEnd === pathStart
        ? authority
        : slice(text, userinfoEnd < 0 ? authorityStart : userinfoEnd + 1, hostEnd);
    if (hostEnd < pathStart) port = slice(text, hostEnd + 1, pathStart);
    hostKind = hostKindOf(host);
  }
  const path = slice(text, pathStart, pathEnd);
  const query = pathEnd < end ? slice(text, pathEnd + 1, end) : undefined;
  const fragment = end < length ? slice(text, end + 1, length) : undefined;
  return { scheme, authority, userinfo, host, port, path, query, fragment, hostKind };
}

/**
 * The components an RFC 3986 parse tree of a reference rule names: the reference route. A tree
 * this library made is read from its compact form without building node objects; anything else
 * that is not a parse tree is a TypeError. Arguments after `text` are ignored: the grammar is not
 * the caller's to choose here (each grammar's API has its own `componentsFromTree`).
 */
export function componentsFromTree(tree: ParseTree<string>, text: string): UriComponents {
  return componentsFromTreeWith(RFC3986_SYNTAX, tree, text);
}

/** `componentsFromTree` for the grammar `syntax` describes. */
export function componentsFromTreeWith<Kind extends string>(
  syntax: ReferenceSyntax<string, Kind>,
  tree: ParseTree<string>,
  text: string,
): UriComponents<Kind> {
  assertText(text);
  const found = new Map<string, { start: number; end: number }>();
  let path: { start: number; end: number } | undefined;
  let hostKind: Kind | undefined;
  try {
    visitNodes(tree, (rule, start, end, parent) => {
      const seen = found.get(rule);
      // The first in document order, ancestors before descendants (the visiting order is not).
      if (!seen || start < seen.start || (start === seen.start && end > seen.end)) {
        found.set(rule, { start, end });
      }
      if (
        parent !== null &&
        syntax.pathParents.includes(parent) &&
        syntax.pathRules.includes(rule)
      ) {
        path = { start, end };
      }
      if (parent !== null && syntax.hostParents.includes(parent) && rule !== 'IP-literal') {
        hostKind = rule as Kind;
      }
    });
  } catch (error) {
    if (error instanceof TypeError) throw error;
    throw new TypeError(`componentsFromTree: not a parse tree (${describeValue(tree)})`);
  }
  const componentText = (component: ComponentName): string | undefined => {
    const node = found.get(syntax.componentRules[component]);
    return node && String.prototype.slice.call(text, node.start, node.end);
  };
  return {
    scheme: componentText('scheme'),
    authority: componentText('authority'),
    userinfo: componentText('userinfo'),
    host: componentText('host'),
    port: componentText('port'),
    path: path ? String.prototype.slice.call(text, path.start, path.end) : '',
    query: componentText('query'),
    fragment: componentText('fragment'),
    hostKind,
  };
}
