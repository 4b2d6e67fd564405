/**
 * RFC 3986 Appendix C, Delimiting a URI in Context: finding URIs in running text.
 *
 * URIs in text are wrapped in angle brackets `<...>` (the recommended style; whitespace and
 * line breaks inside are ignored, as is a leading `URL:`), in double quotes, or delimited by
 * whitespace. The wrappers are not part of the URI. A bare URI loses trailing sentence
 * punctuation when the text without it is still a URI (`see http://a/b.` names `http://a/b`).
 *
 * The scan is one pass. Every character is looked at a bounded number of times: the search for
 * a closing `>` or `"` resumes where the last one stopped, a bracketed candidate never holds
 * another `<` (no URI does), and a bare word is validated once, by an automaton run that records
 * which of its ends are URIs, so trimming punctuation one character at a time re-reads nothing.
 */
import { rfc3986 } from '../grammar';
import { assertText } from './validate';

export interface ExtractedUri {
  readonly uri: string;
  /** Offsets in the text of the first and after the last character, wrappers excluded. */
  readonly start: number;
  readonly end: number;
  readonly delimiter: 'angle-brackets' | 'double-quotes' | 'whitespace';
}

const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
const QUOTE = 0x22;
const OPEN_PARENTHESIS = 0x28;
const CLOSE_PARENTHESIS = 0x29;
const COLON = 0x3a;

/** Characters that end a sentence rather than a URI when they end a word. */
const SENTENCE_PUNCTUATION = new Set([...".,;:!?']"].map((ch) => ch.charCodeAt(0)));
/** Characters that open a parenthetical before a bare URI: `(http://a)`, `[http://a]`. */
const OPENING_PUNCTUATION = new Set([...`('[`].map((ch) => ch.charCodeAt(0)));

const WHITESPACE = /\s/;

/** What `\s` matches: ASCII space and controls 9-13 directly, the Unicode spaces by the regex. */
function isWhitespace(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return WHITESPACE.test(String.fromCharCode(code));
}

function isUri(text: string): boolean {
  return rfc3986.automaton('URI').accepts(text);
}

/** `URL:` (case-insensitive) at `at`, the prefix Appendix C says was once recommended. */
function hasUrlPrefix(text: string, at: number): boolean {
  return text.slice(at, at + 4).toUpperCase() === 'URL:';
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

/** Every URI in `text`, in order of appearance. */
export function extract(text: string): ExtractedUri[] {
  assertText(text);
  const found: ExtractedUri[] = [];
  const nextGreaterThan = new NextIndex(text, '>');
  const nextLessThan = new NextIndex(text, '<');
  const nextQuote = new NextIndex(text, '"');
  const nextLineFeed = new NextIndex(text, '\n');
  const nextCarriageReturn = new NextIndex(text, '\r');
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === LESS_THAN) {
      const close = nextGreaterThan.from(i + 1);
      const another = nextLessThan.from(i + 1);
      // A URI holds no "<", so a "<" before the ">" means this one encloses no URI.
      const item = close >= 0 && (another < 0 || another > close) ? angled(text, i, close) : null;
      if (item) {
        found.push(item);
        i = close + 1;
      } else {
        i++;
      }
    } else if (code === QUOTE) {
      const close = nextQuote.from(i + 1);
      // Quotes hold one line; only angle brackets may break a URI across lines.
      const lineFeed = nextLineFeed.from(i + 1);
      const carriageReturn = nextCarriageReturn.from(i + 1);
      const oneLine =
        close >= 0 &&
        (lineFeed < 0 || lineFeed > close) &&
        (carriageReturn < 0 || carriageReturn > close);
      const item = oneLine ? quoted(text, i, close) : null;
      if (item) {
        found.push(item);
        i = close + 1;
      } else {
        i++;
      }
    } else if (code === GREATER_THAN || isWhitespace(code)) {
      // A ">" that closes nothing is text, like whitespace: it ends a word and is passed over.
      i++;
    } else {
      let end = i + 1;
      while (end < text.length) {
        const c = text.charCodeAt(end);
        if (c === LESS_THAN || c === GREATER_THAN || c === QUOTE || isWhitespace(c)) break;
        end++;
      }
      const item = bare(text, i, end);
      if (item) found.push(item);
      i = end;
    }
  }
  return found;
}

/** The URI between `<` at `open` and `>` at `close`, whitespace removed, or null. */
function angled(text: string, open: number, close: number): ExtractedUri | null {
  let start = open + 1;
  while (start < close && isWhitespace(text.charCodeAt(start))) start++;
  let joined = text.slice(start, close).replace(/\s+/g, '');
  if (hasUrlPrefix(joined, 0)) {
    joined = joined.slice(4);
    // Step over "URL:" in the text, whitespace inside and after it included.
    for (let letters = 0; letters < 4; start++) {
      if (!isWhitespace(text.charCodeAt(start))) letters++;
    }
    while (start < close && isWhitespace(text.charCodeAt(start))) start++;
  }
  if (!isUri(joined)) return null;
  let end = close;
  while (end > start && isWhitespace(text.charCodeAt(end - 1))) end--;
  return { uri: joined, start, end, delimiter: 'angle-brackets' };
}

/** The URI between `"` at `open` and `"` at `close`, or null. */
function quoted(text: string, open: number, close: number): ExtractedUri | null {
  let start = open + 1;
  if (hasUrlPrefix(text, start)) {
    start += 4;
    while (start < close && isWhitespace(text.charCodeAt(start))) start++;
  }
  const uri = text.slice(start, close);
  return isUri(uri) ? { uri, start, end: close, delimiter: 'double-quotes' } : null;
}

/** Whether `code` is in the set of characters that may be trimmed from the end of a word. */
function mayBeTrimmed(code: number): boolean {
  return code === CLOSE_PARENTHESIS || SENTENCE_PUNCTUATION.has(code);
}

/**
 * The URI in the whitespace-delimited word `text.slice(wordStart, wordEnd)`, without the
 * punctuation around it, or null. Trailing punctuation is removed one character at a time,
 * and kept once the word is a URI that removing it would break (`http://[::1]`); a `)` is
 * punctuation only while the word has more `)` than `(`; a final `:` is always prose (`Note:`).
 */
function bare(text: string, wordStart: number, wordEnd: number): ExtractedUri | null {
  let from = wordStart;
  if (hasUrlPrefix(text, from) && from + 4 < wordEnd) from += 4;
  while (from < wordEnd && OPENING_PUNCTUATION.has(text.charCodeAt(from))) from++;
  if (from >= wordEnd) return null;

  let windowStart = wordEnd;
  while (windowStart > from && mayBeTrimmed(text.charCodeAt(windowStart - 1))) windowStart--;
  const accepted = rfc3986.automaton('URI').acceptedEnds(text, from, wordEnd, windowStart);

  let opens = 0;
  let closes = 0;
  for (let k = from; k < wordEnd; k++) {
    const code = text.charCodeAt(k);
    if (code === OPEN_PARENTHESIS) opens++;
    else if (code === CLOSE_PARENTHESIS) closes++;
  }

  let end = wordEnd;
  while (end > windowStart) {
    const last = text.charCodeAt(end - 1);
    if (last === CLOSE_PARENTHESIS ? closes <= opens : !SENTENCE_PUNCTUATION.has(last)) break;
    const needed = accepted[end - windowStart] === 1 && accepted[end - 1 - windowStart] !== 1;
    if (last !== COLON && needed) break;
    if (last === CLOSE_PARENTHESIS) closes--;
    end--;
  }
  if (accepted[end - windowStart] !== 1) return null;
  return { uri: text.slice(from, end), start: from, end, delimiter: 'whitespace' };
}
