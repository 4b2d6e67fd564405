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
  type TransitionMarks,
  rfc3986,
  visitNodes,
} from '../grammar';
import { MARKED_POSITIONS, componentMarks, offsetsFromMarks } from './component-marks';
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
  const result = componentsOrError(syntax, rule, text, options, where);
  if (isError(result)) throw syntaxError(result);
  return result;
}

/**
 * The steps `parse` and `safeParse` share. It gives the components or the error itself, with no
 * result object around them: `parse` is the hot path, and such a wrapper was a tenth of what it
 * spent beyond `isValid`.
 */
function componentsOrError<Name extends string, Kind extends string>(
  syntax: ReferenceSyntax<Name, Kind>,
  rule: Name,
  text: string,
  options: CheckOptions | undefined,
  where: string,
): UriComponents<Kind> | SyntaxErrorInfo<string> {
  const automaton = referenceAutomaton(syntax, rule, text, where);
  const tooLong = options === undefined ? null : lengthError(rule, text, options, where);
  if (tooLong) return tooLong;
  const refused = refusedAtLocating(automaton, text, SCRATCH, syntax.opaqueParts);
  if (refused >= 0) return refusal(rule, text, refused, automaton);
  return componentsOf(syntax, text, SCRATCH);
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
  const automaton = referenceAutomaton(syntax, rule, text, where);
  const tooLong = options === undefined ? null : lengthError(rule, text, options, where);
  if (tooLong) throw syntaxError(tooLong);
  const offsets = noOffsets();
  const refused = refusedAtLocating(automaton, text, offsets, syntax.opaqueParts);
  if (refused >= 0) throw syntaxError(refusal(rule, text, refused, automaton));
  return { components: componentsOf(syntax, text, offsets), offsets };
}

/** The components of `syntax` at `offsets` in `text`, a valid reference. */
function componentsOf<Name extends string, Kind extends string>(
  syntax: ReferenceSyntax<Name, Kind>,
  text: string,
  offsets: ComponentOffsets,
): UriComponents<Kind> {
  const components = componentsAt(text, offsets, syntax.hostKindOf);
  if (syntax.zones) return withZone(components);
  if (syntax.authorityKindOf !== undefined) {
    return withAuthorityKind(components, syntax.authorityKindOf);
  }
  return components;
}

/** Components always have a path; an error never does. */
function isError<Components extends UriComponents<string>>(
  result: Components | SyntaxErrorInfo<string>,
): result is SyntaxErrorInfo<string> {
  return (result as { path?: unknown }).path === undefined;
}

// The syntax and rule of the last call and the automaton they name: a loop over one rule compares
// two pointers instead of searching the reference rules and the grammar's automata again. Only a
// pair already checked is ever remembered.
let lastSyntax: unknown;
let lastRule: unknown;
let lastAutomaton: Recognizer | undefined;
/** The marks of `lastAutomaton`'s transitions that record the offsets, or null (see below). */
let lastMarks: TransitionMarks | null = null;

/**
 * The automaton of `rule`, after checking that `rule` is one of the syntax's reference rules
 * (TypeError otherwise) and that `text` is a string.
 */
function referenceAutomaton<Name extends string, Kind extends string>(
  syntax: ReferenceSyntax<Name, Kind>,
  rule: Name,
  text: string,
  where: string,
): Recognizer {
  assertText(text);
  if (syntax === lastSyntax && rule === lastRule) return lastAutomaton!;
  if (!syntax.referenceRules.includes(rule)) {
    throw new TypeError(
      `${where} takes ${syntax.referenceRules.join(', ')}, not ${describeValue(rule)}`,
    );
  }
  lastAutomaton = syntax.grammar.recognizer(rule);
  // RFC 2396's opaque parts are not the split the marks make: its parses split after the run.
  lastMarks =
    syntax.opaqueParts || !('refusedAtMarking' in lastAutomaton)
      ? null
      : componentMarks(lastAutomaton as Automaton);
  lastSyntax = syntax;
  lastRule = rule;
  return lastAutomaton;
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
  // `componentsOrError`'s steps, each way out wrapped where it is known: no test of which one
  // came back (a property read on two shapes of object).
  const automaton = referenceAutomaton(syntax, rule, text, where);
  if (options !== undefined) {
    const tooLong = lengthError(rule, text, options, where);
    if (tooLong) return { ok: false, error: tooLong };
  }
  const refused = refusedAtLocating(automaton, text, SCRATCH, syntax.opaqueParts);
  if (refused >= 0) return { ok: false, error: refusal(rule, text, refused, automaton) };
  if (syntax.opaqueParts || syntax.authorityKindOf !== undefined) {
    // RFC 2396: opaque parts and the authority's kind (componentsOf says how).
    return { ok: true, components: componentsOf(syntax, text, SCRATCH) };
  }
  const components = componentsAt(text, SCRATCH, syntax.hostKindOf);
  return { ok: true, components: syntax.zones ? withZone(components) : components };
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

/** Components of `text` as a URI reference; throws `UriSyntaxError` when it is not one. */
export function parse(text: string, options?: CheckOptions): UriComponents {
  return parseReference(RFC3986_SYNTAX, 'URI-reference', text, options, 'parse');
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
  return locateInto(text, noOffsets(), opaqueParts);
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
 * The offsets `splitValid` reads, written over at each call: the split slices them at once, so
 * it needs no object of its own (V8 did not inline the two steps into one and kept the object).
 */
const SCRATCH: Offsets = noOffsets();

/** Where `refusedAtMarking` writes the events of the split (component-marks.ts). */
const POSITIONS = new Int32Array(MARKED_POSITIONS);

/**
 * `refusedAt` of `text` by the automaton `referenceAutomaton` gave last, and for accepted text
 * its offsets, written into `into`: recorded by the run itself where the automaton has marks
 * (component-marks.ts), else split after it. Long input the vector runner does not take (past
 * its capacity, or where WebAssembly is refused) keeps `refusedAt`'s skips and the split.
 */
function refusedAtLocating(
  automaton: Recognizer,
  text: string,
  into: Offsets,
  opaqueParts: boolean,
): number {
  const marks = lastMarks;
  const length = text.length;
  if (marks === null || !(automaton as Automaton).marksOn(length)) {
    const refused = automaton.refusedAt(text);
    if (refused < 0) locateInto(text, into, opaqueParts);
    return refused;
  }
  for (let event = 1; event < MARKED_POSITIONS; event++) POSITIONS[event] = -1;
  const refused = (automaton as Automaton).refusedAtMarking(text, marks, POSITIONS, length);
  if (refused < 0) offsetsFromMarks(length, POSITIONS, into);
  return refused;
}

/** `locateComponents`, written into `into`. */
function locateInto(text: string, into: Offsets, opaqueParts = false): Offsets {
  // "#" never stands before the fragment, and "?" not before the query: the first of each is
  // the delimiter, unless a "?" comes after the "#".
  const length = text.length;
  const hash = String.prototype.indexOf.call(text, '#');
  const end = hash < 0 ? length : hash;
  const question = String.prototype.indexOf.call(text, '?');
  const pathEnd = question >= 0 && question < end ? question : end;
  let at = 0;
  let schemeEnd = endOfScheme(text);
  if (schemeEnd >= 0 && schemeEnd < pathEnd) at = schemeEnd + 1;
  else schemeEnd = -1;
  if (opaqueParts && schemeEnd >= 0 && String.prototype.charCodeAt.call(text, at) !== SLASH) {
    // RFC 2396 3: an opaque part runs from the scheme to the fragment, "?" and all.
    into.schemeEnd = schemeEnd;
    into.authorityStart = -1;
    into.userinfoEnd = -1;
    into.hostStart = at;
    into.hostEnd = at;
    into.pathStart = at;
    into.pathEnd = end;
    into.end = end;
    into.length = length;
    return into;
  }
  let authorityStart = -1;
  let userinfoEnd = -1;
  let hostStart = at;
  let hostEnd = at;
  if (
    String.prototype.charCodeAt.call(text, at) === SLASH &&
    String.prototype.charCodeAt.call(text, at + 1) === SLASH
  ) {
    authorityStart = at + 2;
    const slash = String.prototype.indexOf.call(text, '/', authorityStart);
    const authorityEnd = slash >= 0 && slash < pathEnd ? slash : pathEnd;
    // indexOf may run on past the authority when it has no "@" or ":", which most have not;
    // it still costs less than a loop over the authority's characters.
    const atSign = String.prototype.indexOf.call(text, '@', authorityStart);
    hostStart = authorityStart;
    if (atSign >= 0 && atSign < authorityEnd) {
      userinfoEnd = atSign;
      hostStart = atSign + 1;
    }
    if (String.prototype.charCodeAt.call(text, hostStart) === 0x5b) {
      hostEnd = String.prototype.indexOf.call(text, ']', hostStart) + 1;
    } else {
      const colon = String.prototype.indexOf.call(text, ':', hostStart);
      hostEnd = colon >= 0 && colon < authorityEnd ? colon : authorityEnd;
    }
    at = authorityEnd;
  }
  into.schemeEnd = schemeEnd;
  into.authorityStart = authorityStart;
  into.userinfoEnd = userinfoEnd;
  into.hostStart = hostStart;
  into.hostEnd = hostEnd;
  into.pathStart = at;
  into.pathEnd = pathEnd;
  into.end = end;
  into.length = length;
  return into;
}

/** The components of a string already known to be a URI reference (see `locateComponents`). */
export function splitValid<Kind extends string = HostKind>(
  text: string,
  hostKindOf: (host: string) => Kind = RFC3986_SYNTAX.hostKindOf as (host: string) => Kind,
): UriComponents<Kind> {
  return componentsAt(text, locateInto(text, SCRATCH), hostKindOf);
}

/**
 * The scheme that ends at `schemeEnd`: "https" and "http", which most references have, as the
 * literals, with no new string; any other, a slice. (A slice costs an allocation, 15–20 ns on the
 * bench's strings, and four or five make up most of what a parse adds to its run.)
 */
function schemeOf(text: string, schemeEnd: number): string {
  if (
    (schemeEnd === 5 || schemeEnd === 4) &&
    String.prototype.charCodeAt.call(text, 0) === 0x68 &&
    String.prototype.charCodeAt.call(text, 1) === 0x74 &&
    String.prototype.charCodeAt.call(text, 2) === 0x74 &&
    String.prototype.charCodeAt.call(text, 3) === 0x70
  ) {
    if (schemeEnd === 4) return 'http';
    if (String.prototype.charCodeAt.call(text, 4) === 0x73) return 'https';
  }
  return String.prototype.slice.call(text, 0, schemeEnd);
}

/** The components at `offsets` in `text`, a valid reference. */
function componentsAt<Kind extends string>(
  text: string,
  offsets: ComponentOffsets,
  hostKindOf: (host: string) => Kind,
): UriComponents<Kind> {
  const {
    schemeEnd,
    authorityStart,
    userinfoEnd,
    hostStart,
    hostEnd,
    pathStart,
    pathEnd,
    end,
    length,
  } = offsets;
  const scheme = schemeEnd < 0 ? undefined : schemeOf(text, schemeEnd);
  let authority: string | undefined;
  let userinfo: string | undefined;
  let host: string | undefined;
  let port: string | undefined;
  let hostKind: Kind | undefined;
  if (authorityStart >= 0) {
    authority = String.prototype.slice.call(text, authorityStart, pathStart);
    if (userinfoEnd >= 0) userinfo = String.prototype.slice.call(text, authorityStart, userinfoEnd);
    // Most authorities are a host alone, and then the host is the authority's string.
    host =
      hostStart === authorityStart && hostEnd === pathStart
        ? authority
        : String.prototype.slice.call(text, hostStart, hostEnd);
    if (hostEnd < pathStart) port = String.prototype.slice.call(text, hostEnd + 1, pathStart);
    hostKind = hostKindOf(host);
  }
  const path = String.prototype.slice.call(text, pathStart, pathEnd);
  const query = pathEnd < end ? String.prototype.slice.call(text, pathEnd + 1, end) : undefined;
  const fragment = end < length ? String.prototype.slice.call(text, end + 1) : undefined;
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
