/**
 * RFC 3986 Appendix C, Delimiting a URI in Context: finding URIs in running text, and in the
 * formats real text comes in (Markdown, HTML, man pages, TeX and GNU quotes, `--opt=URL`).
 *
 * Two kinds of candidate, found in one left-to-right pass:
 *
 * - A bracketed one: `<...>`, `<URL:...>`, `⟨...⟩` (man pages) or `〈...〉`. Appendix C recommends
 *   angle brackets for a URI broken across lines, so inside them a line break and the whitespace
 *   around it are removed; whitespace within a line is not a break, and makes the brackets hold
 *   no URI (`<OT::Value, OT::Value>`, `a < b` ... `> c`). At most MAX_LINE_BREAKS breaks and no
 *   blank line. A hyphen before a break follows Appendix C's note (see `ExtractedUri`).
 * - An anchored one: every `scheme:` in the text, read rightwards while the characters can be in
 *   a URI, then trailing punctuation removed (`)` and `]` only while unbalanced). Whatever stood
 *   before the scheme (`(`, `"`, `'`, `` ` ``, `=`, a space) is not part of it, so Markdown's
 *   `[t](URL)`, `href='URL'`, `` `URL' `` and `--opt=URL` need no rule of their own. Whitespace
 *   ends it, except a line break right after a hyphen (Appendix C's note).
 *
 * Which URIs count (`schemes`): by default what a reader calls a link: a URI with an authority
 * (`scheme://`), one whose scheme is in LINK_SCHEMES_WITHOUT_AUTHORITY and whose rest has that
 * scheme's shape (`mailto:` an address, `urn:` a namespace), or any valid URI in brackets. So
 * `util.c:330`, `root:root`, `std::vector`, `C:/path` and `text-align:left` are not links.
 *
 * Linear: every character is read a bounded number of times. The search for a closing bracket
 * resumes where the last one stopped, and the contents of two brackets never overlap (a
 * candidate holds no second opening bracket). A scheme is found by stepping back from its colon,
 * never past the colon or URI before it. A candidate is validated once, by one automaton run
 * that records which of its ends are URIs, so trimming re-reads nothing; the scan then goes on
 * after it, or after its whole word when it is not a URI.
 */
import { rfc3986, rfc3987 } from '../grammar';
import { isSchemeCharacter } from './components';
import { option, ownProperty } from './own-properties';
import { asciiCharactersOf } from './percent';
import { assertText, describeValue } from './validate';

/**
 * What stood around the URI: `angle-brackets` `<...>` (also `<URL:...>`, `⟨...⟩`, `〈...〉`), or
 * the character before an anchored URI: `"` and ``` `` ``` are `double-quotes`, `'` and
 * `` ` `` `single-quotes`, `(` `parentheses`, and anything else (a space, `=`, `:`, a line
 * start) `whitespace`.
 */
export type ExtractDelimiter =
  'angle-brackets' | 'double-quotes' | 'single-quotes' | 'parentheses' | 'whitespace';

export interface ExtractedUri {
  /** The URI: the text between `start` and `end`, less the line breaks removed inside it. */
  readonly uri: string;
  /** Offsets in the text of the first and after the last character, wrappers excluded. */
  readonly start: number;
  readonly end: number;
  readonly delimiter: ExtractDelimiter;
  /**
   * Present when a line break came right after an ASCII hyphen inside the URI. Appendix C: the
   * hyphen "may or may not actually be part of the URI". `uri` keeps it (the text as written);
   * this is the URI without it, when that is a URI too. A U+2010 HYPHEN or U+00AD SOFT HYPHEN
   * before a break cannot be part of a URI, and is always left out.
   */
  readonly withoutLineEndHyphens?: string;
}

/**
 * `links` (the default): URIs with an authority, the schemes of LINK_SCHEMES_WITHOUT_AUTHORITY,
 * and any URI in brackets. `all`: every valid absolute URI (the `URI` rule), `Note:` and
 * `util.c:330` included. A list: URIs with one of these schemes (compared in lowercase).
 */
export type ExtractSchemes = 'links' | 'all' | readonly string[];

export interface ExtractOptions {
  readonly schemes?: ExtractSchemes | undefined;
  /** `rfc3986` (the default) finds URIs; `rfc3987` finds IRIs (the `IRI` rule). */
  readonly grammar?: 'rfc3986' | 'rfc3987' | undefined;
}

/**
 * The schemes a reader takes for a link without `//`, each with the shape its rest must have
 * (checked on the first characters only): RFC 6068 `mailto:` an address, RFC 5536 `news:` a
 * group or message ID, RFC 8141 `urn:` a namespace, RFC 3966 `tel:` and RFC 5724 `sms:` a
 * number, RFC 2397 `data:` a media type or comma, RFC 5870 `geo:` coordinates, `magnet:` a
 * query, RFC 3261 `sip:`/`sips:` and RFC 5122 `xmpp:` an address.
 */
const SHAPE_OF_REST: Readonly<Record<string, RegExp>> = Object.freeze({
  mailto: /[^\s@:/?#]{1,64}(?:@|%40)|\?/y,
  news: /[A-Za-z0-9][\w+-]{0,63}(?:\.[\w+-]|@)|\*/y,
  urn: /[A-Za-z0-9][A-Za-z0-9-]{0,31}:[^\s]/y,
  tel: /\+?[0-9(]/y,
  sms: /\+?[0-9(]/y,
  data: /(?:[A-Za-z]{1,32}\/[\w.+-]{1,64})?(?:;[\w.+=-]{1,64}){0,8},/y,
  geo: /-?[0-9]/y,
  magnet: /\?/y,
  sip: /[^\s@:/?#]{1,64}@|\+[0-9]/y,
  sips: /[^\s@:/?#]{1,64}@|\+[0-9]/y,
  xmpp: /[^\s@:/?#]{1,64}@/y,
});

/** The schemes that make a link without an authority in `extract`'s default. */
export const LINK_SCHEMES_WITHOUT_AUTHORITY: readonly string[] = Object.freeze(
  Object.keys(SHAPE_OF_REST),
);

/** Line breaks joined inside one URI, at most: a URI over more lines than this is prose. */
export const MAX_LINE_BREAKS = 3;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const SPACE = 0x20;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const OPEN_PARENTHESIS = 0x28;
const CLOSE_PARENTHESIS = 0x29;
const AT = 0x40;
const HYPHEN_MINUS = 0x2d;
const SLASH = 0x2f;
const COLON = 0x3a;
const LESS_THAN = 0x3c;
const OPEN_SQUARE = 0x5b;
const CLOSE_SQUARE = 0x5d;
const GRAVE = 0x60;
const SOFT_HYPHEN = 0xad;
const HYPHEN = 0x2010;

/** Opening brackets and the bracket that closes each. */
const BRACKETS: readonly (readonly [string, string])[] = [
  ['<', '>'],
  ['\u27e8', '\u27e9'], // ⟨ ⟩ MATHEMATICAL ANGLE BRACKETS, as man pages print them
  ['\u3008', '\u3009'], // 〈 〉 CJK ANGLE BRACKETS
];

/** Characters that end a sentence rather than a URI when they end one (`.` `,` `'` ...). */
const SENTENCE_PUNCTUATION = new Set([...".,;:!?'"].map((ch) => ch.charCodeAt(0)));

/** Markdown's emphasis marks: trimmed from the end only when one stood before the URI too. */
const EMPHASIS = new Set([...'*_~'].map((ch) => ch.charCodeAt(0)));

/** Characters that stop an IRI although `ucschar` has them: closing quotes and brackets. */
const IRI_STOPS = new Set([
  ...'\u2018\u2019\u201c\u201d\u00ab\u00bb\u2039\u203a\u27e8\u27e9\u3008\u3009\u300c\u300d\u300e\u300f\u3010\u3011\uff08\uff09',
]);

const WHITESPACE = /\s/;

/** A letter, mark or digit (outside ASCII, where a candidate stops): a URI never stops before one. */
const IN_A_WORD = /^[\p{L}\p{M}\p{N}]$/u;

/** What `\s` matches: ASCII space and controls 9-13 directly, the Unicode spaces by the regex. */
function isWhitespace(code: number): boolean {
  if (code < 0x80) return code === SPACE || (code >= TAB && code <= CARRIAGE_RETURN);
  return WHITESPACE.test(String.fromCharCode(code));
}

/** Per ASCII character, 1 when it can stand in a URI: `unreserved`, `reserved` or `%`. */
const URI_CHARACTER = ((): Uint8Array => {
  // Read off the two rules' character sets: no automaton is built at import.
  const unreserved = asciiCharactersOf(rfc3986, 'unreserved');
  const reserved = asciiCharactersOf(rfc3986, 'reserved');
  const table = new Uint8Array(128);
  for (let c = 0; c < 128; c++) table[c] = unreserved[c]! | reserved[c]! | (c === 0x25 ? 1 : 0);
  return table;
})();

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** A letter, digit or `_`: a `<` glued to one is a generic's (`vector<std::string>`), not a wrapper. */
function isWordCharacter(code: number): boolean {
  return isLetter(code) || (code >= 0x30 && code <= 0x39) || code === 0x5f;
}

/** The length of the line break at `i` (LF, CRLF or CR), or 0. */
function lineBreakAt(text: string, i: number): number {
  const code = String.prototype.charCodeAt.call(text, i);
  if (code === LINE_FEED) return 1;
  if (code === CARRIAGE_RETURN)
    return String.prototype.charCodeAt.call(text, i + 1) === LINE_FEED ? 2 : 1;
  return 0;
}

/** The first index from `i` that is not a space or a tab. */
function skipIndentation(text: string, i: number): number {
  const length = text.length;
  while (i < length) {
    const code = String.prototype.charCodeAt.call(text, i);
    if (code !== SPACE && code !== TAB) break;
    i++;
  }
  return i;
}

/**
 * `text.indexOf(character, from)` for increasing `from`: each search resumes where the last
 * one ended, so all searches together read the text once.
 */
class NextIndex {
  private found = -2;

  constructor(
    private readonly text: string,
    private readonly character: string,
  ) {}

  from(from: number): number {
    if (this.found === -1 || this.found >= from) return this.found;
    this.found = this.text.indexOf(this.character, from);
    return this.found;
  }
}

/** Which URIs count: see ExtractSchemes. */
type Policy = { readonly kind: 'links' | 'all' } | { readonly kind: 'list'; set: Set<string> };

function policyOf(options: unknown): Policy {
  const schemes = option(options, 'schemes', 'extract');
  if (schemes === undefined || schemes === 'links') return { kind: 'links' };
  if (schemes === 'all') return { kind: 'all' };
  if (Array.isArray(schemes)) {
    const set = new Set<string>();
    // Read by index, as own properties: no iterator of the caller's runs.
    const length = ownProperty(schemes, 'length', 'extract') as number;
    for (let k = 0; k < length; k++) {
      const scheme = ownProperty(schemes, String(k), 'extract');
      if (typeof scheme !== 'string' || !rfc3986.automaton('scheme').accepts(scheme)) {
        throw new TypeError(`extract: schemes must name schemes, got ${describeValue(scheme)}`);
      }
      set.add(scheme.toLowerCase());
    }
    return { kind: 'list', set };
  }
  throw new TypeError(`extract: schemes must be 'links', 'all' or a list of schemes`);
}

function grammarOf(options: unknown): 'rfc3986' | 'rfc3987' {
  const name = option(options, 'grammar', 'extract');
  if (name === undefined || name === 'rfc3986' || name === 'rfc3987') return name ?? 'rfc3986';
  throw new TypeError(`extract: grammar must be 'rfc3986' or 'rfc3987'`);
}

/** A stretch of the text that a candidate joins to the others (line breaks left out). */
interface Piece {
  readonly start: number;
  readonly end: number;
}

/** Every URI in `text`, in order of appearance. */
export function extract(text: string, options?: ExtractOptions): ExtractedUri[] {
  assertText(text);
  return new Extractor(text, policyOf(options), grammarOf(options)).run();
}

class Extractor {
  private readonly found: ExtractedUri[] = [];
  private readonly automaton;
  private readonly iri: boolean;
  /** Nothing before this offset belongs to a later URI: the end of the last one found. */
  private floor = 0;
  /** A scheme starting here is inside brackets that held no URI (`<mailto:x at y>`). */
  private silenced = -1;
  private readonly closes: NextIndex[];
  private readonly opens: NextIndex[];
  /** The pieces of the last anchored candidate, reused while the scan is inside its first. */
  private extension: Piece[] = [];

  constructor(
    private readonly text: string,
    private readonly policy: Policy,
    grammar: 'rfc3986' | 'rfc3987',
  ) {
    this.iri = grammar === 'rfc3987';
    this.automaton = this.iri ? rfc3987.automaton('IRI') : rfc3986.automaton('URI');
    this.closes = BRACKETS.map(([, close]) => new NextIndex(text, close));
    this.opens = BRACKETS.map(([open]) => new NextIndex(text, open));
  }

  run(): ExtractedUri[] {
    const { text } = this;
    const length = text.length;
    let i = 0;
    while (i < length) {
      const code = String.prototype.charCodeAt.call(text, i);
      let next = i + 1;
      if (code === COLON) next = this.anchored(i);
      else if (code === LESS_THAN) next = this.bracketed(i, 0);
      else if (code === 0x27e8) next = this.bracketed(i, 1);
      else if (code === 0x3008) next = this.bracketed(i, 2);
      i = next;
    }
    return this.found;
  }

  /** Whether a character can be read into an anchored candidate. */
  private readable(code: number): boolean {
    if (code < 0x80) return URI_CHARACTER[code] === 1;
    if (!this.iri || isWhitespace(code)) return false;
    return !IRI_STOPS.has(String.fromCharCode(code));
  }

  /**
   * Whether the URI in `s` whose scheme ends at the colon `colon` counts. `bracketed`: it stood
   * in brackets, where the default takes any URI.
   */
  private counts(s: string, schemeStart: number, colon: number, bracketed: boolean): boolean {
    const scheme = String.prototype.slice.call(s, schemeStart, colon).toLowerCase();
    const { policy } = this;
    if (policy.kind === 'all') return true;
    if (policy.kind === 'list') return policy.set.has(scheme);
    if (bracketed) return true;
    if (
      String.prototype.charCodeAt.call(s, colon + 1) === SLASH &&
      String.prototype.charCodeAt.call(s, colon + 2) === SLASH
    )
      return true;
    const shape = Object.hasOwn(SHAPE_OF_REST, scheme) ? SHAPE_OF_REST[scheme] : undefined;
    if (shape === undefined) return false;
    shape.lastIndex = colon + 1;
    return shape.test(s);
  }

  /**
   * The candidate in brackets opening at `open` (of kind `kind` in BRACKETS). Returns where the
   * scan goes on: after the closing bracket when it held a URI.
   */
  private bracketed(open: number, kind: number): number {
    const { text } = this;
    const close = this.closes[kind]!.from(open + 1);
    const another = this.opens[kind]!.from(open + 1);
    // A URI holds no opening bracket, so one before the close means this one encloses no URI.
    if (close < 0 || (another >= 0 && another < close)) return open + 1;
    let contentStart = open + 1;
    if (
      String.prototype.slice.call(text, contentStart, contentStart + 4).toUpperCase() === 'URL:'
    ) {
      // Appendix C's old prefix, "with or without a trailing space".
      contentStart = skipIndentation(text, contentStart + 4);
    }
    const pieces: Piece[] = [];
    /** Indices in the joined URI of ASCII hyphens that a line break followed. */
    const hyphens: number[] = [];
    let joinedLength = 0;
    let breaks = 0;
    let pieceStart = contentStart;
    let i = contentStart;
    while (i < close) {
      if (!isWhitespace(String.prototype.charCodeAt.call(text, i))) {
        i++;
        continue;
      }
      const runStart = i;
      let runBreaks = 0;
      while (i < close && isWhitespace(String.prototype.charCodeAt.call(text, i))) {
        const length = lineBreakAt(text, i);
        if (length > 0) runBreaks++;
        i += length > 0 ? length : 1;
      }
      breaks += runBreaks;
      if (runBreaks === 0) {
        // Whitespace within a line: the brackets hold words, not a URI (`<mailto:x at y>`).
        this.silenced = open + 1;
        return open + 1;
      }
      // A blank line or too many lines: no wrapper at all, so its words are read as text.
      if (runBreaks > 1 || breaks > MAX_LINE_BREAKS) return open + 1;
      const before =
        runStart > pieceStart ? String.prototype.charCodeAt.call(text, runStart - 1) : -1;
      // A typesetter's hyphen before the break is not part of the URI; "-" may be (see ExtractedUri).
      const end = before === HYPHEN || before === SOFT_HYPHEN ? runStart - 1 : runStart;
      if (end > pieceStart) pieces.push({ start: pieceStart, end });
      joinedLength += end - pieceStart;
      if (before === HYPHEN_MINUS) hyphens.push(joinedLength - 1);
      pieceStart = i;
    }
    if (close > pieceStart) pieces.push({ start: pieceStart, end: close });
    if (pieces.length === 0) return open + 1;
    const joined = pieces
      .map((piece) => String.prototype.slice.call(text, piece.start, piece.end))
      .join('');
    const glued = open > 0 && isWordCharacter(String.prototype.charCodeAt.call(text, open - 1));
    if (!this.automaton.accepts(joined) || !this.counts(joined, 0, joined.indexOf(':'), !glued)) {
      this.silenced = open + 1;
      return open + 1;
    }
    const without = this.withoutHyphens(joined, hyphens);
    this.found.push({
      uri: joined,
      start: pieces[0]!.start,
      end: pieces[pieces.length - 1]!.end,
      delimiter: 'angle-brackets',
      ...(without === undefined ? {} : { withoutLineEndHyphens: without }),
    });
    this.floor = close + 1;
    return close + 1;
  }

  /** `uri` without the hyphens at `at` (indices in it), when that is a URI; else undefined. */
  private withoutHyphens(uri: string, at: readonly number[]): string | undefined {
    if (at.length === 0) return undefined;
    let without = '';
    let from = 0;
    for (const index of at) {
      if (index < 0 || index >= uri.length) continue;
      without += uri.slice(from, index);
      from = index + 1;
    }
    without += uri.slice(from);
    return without !== uri && this.automaton.accepts(without) ? without : undefined;
  }

  /**
   * The candidate whose scheme ends at the colon `colon`. Returns where the scan goes on: after
   * the URI found, after the candidate when it is not one, after the colon when no scheme or
   * no link starts here.
   */
  private anchored(colon: number): number {
    const { text } = this;
    let start = colon;
    while (
      start > this.floor &&
      isSchemeCharacter(String.prototype.charCodeAt.call(text, start - 1))
    )
      start--;
    while (start < colon && !isLetter(String.prototype.charCodeAt.call(text, start))) start++;
    if (start === colon || start === this.silenced) return colon + 1;
    // Appendix C's "URL:" prefix, not a scheme: the URI follows it.
    if (
      colon - start === 3 &&
      String.prototype.slice.call(text, start, colon).toUpperCase() === 'URL'
    )
      return colon + 1;
    if (!this.counts(text, start, colon, false)) return colon + 1;

    const extension = this.extend(colon + 1);
    const pieces: Piece[] = [{ start, end: extension[0]!.end }, ...extension.slice(1)];
    const skipWord = pieces[pieces.length - 1]!.end;
    // One stretch is read in place; stretches over lines are joined first.
    const joined =
      pieces.length === 1
        ? text
        : pieces.map((piece) => String.prototype.slice.call(text, piece.start, piece.end)).join('');
    const from = pieces.length === 1 ? start : 0;
    const to = pieces.length === 1 ? skipWord : joined.length;
    const schemeEnd = from + colon - start;
    // A URI cut short by a letter it cannot hold is an IRI's start, not a URI (`http://r` of
    // `http://résumé.example/`).
    if (
      IN_A_WORD.test(
        String.fromCodePoint(String.prototype.codePointAt.call(text, skipWord) ?? 0x20),
      )
    )
      return skipWord;
    // `**URL**`, `_URL_`, `~~URL~~`: the marks around a URI are Markdown's, not the URI's.
    const before = start > 0 ? String.prototype.charCodeAt.call(text, start - 1) : -1;
    const emphasis = EMPHASIS.has(before) ? before : -1;
    let windowStart = to;
    while (windowStart > schemeEnd) {
      const code = joined.charCodeAt(windowStart - 1);
      if (!mayBeTrimmed(code) && code !== emphasis) break;
      windowStart--;
    }
    const accepted = this.automaton.acceptedEnds(joined, from, to, windowStart);
    const end = trim(joined, from, to, windowStart, accepted, emphasis);
    if (accepted[end - windowStart] !== 1) return skipWord;
    const uri = joined.slice(from, end);
    // "http://" alone, or "http://." trimmed to it, names no authority.
    if (uri.length === colon - start + 3 && uri.endsWith('//') && this.policy.kind === 'links') {
      return skipWord;
    }
    if (!this.counts(uri, 0, colon - start, false)) return skipWord;
    const textEnd = offsetOf(pieces, end - from);
    const hyphens: number[] = [];
    let length = 0;
    for (const piece of pieces.slice(0, -1)) {
      length += piece.end - piece.start;
      if (
        length <= uri.length &&
        String.prototype.charCodeAt.call(text, piece.end - 1) === HYPHEN_MINUS
      ) {
        hyphens.push(length - 1);
      }
    }
    const without = this.withoutHyphens(uri, hyphens);
    this.found.push({
      uri,
      start,
      end: textEnd,
      delimiter: delimiterBefore(text, start),
      ...(without === undefined ? {} : { withoutLineEndHyphens: without }),
    });
    this.floor = textEnd;
    return textEnd;
  }

  /**
   * The stretches an anchored candidate reads from `from`: up to the first character no URI
   * holds, then on past a line break that follows a hyphen, as Appendix C's note says. A "[" is
   * read only where an IP literal can open (after "//" or "@") and a "]" only to close it, so
   * `[http://a](http://a)` stops at "]"; a ")" only to close a "(" read before it, so
   * `[t](http://a)'s` stops at ")". The pieces depend on where the first one stops, not on
   * `from`, so they are kept and reused while the scan is inside the first (a second scheme in
   * one word reads nothing again).
   */
  private extend(from: number): Piece[] {
    const { text } = this;
    const textLength = text.length;
    const cached = this.extension[0];
    if (cached !== undefined && cached.start <= from && from <= cached.end) {
      return [{ start: from, end: cached.end }, ...this.extension.slice(1)];
    }
    const pieces: Piece[] = [];
    let start = from;
    let i = from;
    for (;;) {
      let literal = false;
      let depth = 0;
      for (; i < textLength; i++) {
        const code = String.prototype.charCodeAt.call(text, i);
        if (code === OPEN_PARENTHESIS) {
          depth++;
        } else if (code === CLOSE_PARENTHESIS) {
          // A ")" that closes nothing opened in the URI closes what stood around it.
          if (depth === 0) break;
          depth--;
        } else if (code === OPEN_SQUARE) {
          const before = String.prototype.charCodeAt.call(text, i - 1);
          if (
            literal ||
            !(
              before === AT ||
              (before === SLASH && String.prototype.charCodeAt.call(text, i - 2) === SLASH)
            )
          ) {
            break;
          }
          literal = true;
        } else if (code === CLOSE_SQUARE) {
          if (!literal) break;
          literal = false;
        } else if (!this.readable(code)) {
          break;
        }
      }
      const previous = i > start ? String.prototype.charCodeAt.call(text, i - 1) : -1;
      let pieceEnd = i;
      let breakAt = i;
      const stop = String.prototype.charCodeAt.call(text, i);
      if (stop === HYPHEN || stop === SOFT_HYPHEN) breakAt = i + 1;
      else if (previous === HYPHEN || previous === SOFT_HYPHEN) pieceEnd = i - 1;
      else if (previous !== HYPHEN_MINUS) breakAt = -1;
      const length = breakAt < 0 ? 0 : lineBreakAt(text, breakAt);
      const next = length === 0 ? -1 : skipIndentation(text, breakAt + length);
      if (
        next < 0 ||
        next >= textLength ||
        !this.readable(String.prototype.charCodeAt.call(text, next)) ||
        pieces.length >= MAX_LINE_BREAKS
      ) {
        pieces.push({ start, end: i });
        break;
      }
      // A typesetter's hyphen (U+2010, U+00AD) is left out; "-" is kept (see ExtractedUri).
      pieces.push({ start, end: pieceEnd });
      start = next;
      i = next;
    }
    this.extension = pieces;
    return pieces;
  }
}

/** Whether `code` may be trimmed from the end of a candidate (see `trim`). */
function mayBeTrimmed(code: number): boolean {
  return code === CLOSE_PARENTHESIS || code === CLOSE_SQUARE || SENTENCE_PUNCTUATION.has(code);
}

/**
 * The end of the candidate `s.slice(from, to)` less its trailing punctuation; `accepted[k]` says
 * whether it is a URI when it ends at `windowStart + k`. Characters are removed one at a time,
 * and kept once the candidate is a URI that removing them would break (`http://[::1]`); a `)`
 * or `]` is punctuation only while the candidate has more of them than of `(` or `[`; a final
 * `:` or `'` is always prose (`Note:`, `` `URL' ``), and so is an emphasis mark that also stood
 * before the URI (`**URL**`).
 */
function trim(
  s: string,
  from: number,
  to: number,
  windowStart: number,
  accepted: Uint8Array,
  emphasis: number,
): number {
  let parentheses = 0;
  let squares = 0;
  for (let k = from; k < to; k++) {
    const code = String.prototype.charCodeAt.call(s, k);
    if (code === OPEN_PARENTHESIS) parentheses++;
    else if (code === CLOSE_PARENTHESIS) parentheses--;
    else if (code === OPEN_SQUARE) squares++;
    else if (code === CLOSE_SQUARE) squares--;
  }
  let end = to;
  while (end > windowStart) {
    const last = String.prototype.charCodeAt.call(s, end - 1);
    if (
      last === CLOSE_PARENTHESIS ? parentheses >= 0 : last === CLOSE_SQUARE ? squares >= 0 : false
    ) {
      break;
    }
    const needed = accepted[end - windowStart] === 1 && accepted[end - 1 - windowStart] !== 1;
    if (last !== COLON && last !== APOSTROPHE && last !== emphasis && needed) break;
    if (last === CLOSE_PARENTHESIS) parentheses++;
    else if (last === CLOSE_SQUARE) squares++;
    end--;
  }
  return end;
}

/** The text offset of index `index` of the pieces joined. */
function offsetOf(pieces: readonly Piece[], index: number): number {
  let before = 0;
  for (const piece of pieces) {
    const length = piece.end - piece.start;
    if (index <= before + length) return piece.start + (index - before);
    before += length;
  }
  return pieces[pieces.length - 1]!.end;
}

function delimiterBefore(text: string, start: number): ExtractDelimiter {
  const before = start > 0 ? String.prototype.charCodeAt.call(text, start - 1) : -1;
  if (before === QUOTE || before === 0x201c) return 'double-quotes';
  if (before === GRAVE) {
    return start > 1 && String.prototype.charCodeAt.call(text, start - 2) === GRAVE
      ? 'double-quotes'
      : 'single-quotes';
  }
  if (before === APOSTROPHE || before === 0x2018) return 'single-quotes';
  if (before === OPEN_PARENTHESIS) return 'parentheses';
  return 'whitespace';
}
