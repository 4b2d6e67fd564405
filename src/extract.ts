/**
 * RFC 3986 Appendix C, Delimiting a URI in Context: finding URIs in running text.
 *
 * URIs in text are wrapped in angle brackets `<...>` (the recommended style; whitespace and
 * line breaks inside are ignored, as is a leading `URL:`), in double quotes, or delimited by
 * whitespace. The wrappers are not part of the URI. A bare URI loses trailing sentence
 * punctuation when the text without it is still a URI (`see http://a/b.` names `http://a/b`).
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

const SENTENCE_PUNCTUATION = ".,;:!?']";

function isUri(text: string): boolean {
  return rfc3986.automaton('URI').accepts(text);
}

function withoutUrlPrefix(text: string): string {
  return /^URL:/i.test(text) ? text.slice(4).trimStart() : text;
}

/** Every URI in `text`, in order of appearance. */
export function extract(text: string): ExtractedUri[] {
  assertText(text);
  const found: ExtractedUri[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '<' || ch === '"') {
      const close = text.indexOf(ch === '<' ? '>' : '"', i + 1);
      const inner = close < 0 ? '' : text.slice(i + 1, close);
      // Line breaks may split a URI only inside angle brackets; quotes hold one line.
      const joined = ch === '<' ? inner.replace(/\s+/g, '') : inner;
      const candidate = withoutUrlPrefix(joined);
      if (close >= 0 && (ch === '<' || !/[\r\n]/.test(inner)) && isUri(candidate)) {
        const offsetInInner = inner.indexOf(candidate[0] ?? '');
        found.push({
          uri: candidate,
          start: i + 1 + Math.max(offsetInInner, 0),
          end: close,
          delimiter: ch === '<' ? 'angle-brackets' : 'double-quotes',
        });
        i = close + 1;
        continue;
      }
      i++;
      continue;
    }
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    let end = i;
    while (end < text.length && !/[\s<>"]/.test(text[end]!)) end++;
    const bare = bareUri(text.slice(i, end));
    if (bare)
      found.push({
        uri: bare.uri,
        start: i + bare.from,
        end: i + bare.from + bare.uri.length,
        delimiter: 'whitespace',
      });
    i = end;
  }
  return found;
}

/** Whether the last character of `text` is punctuation that ends a sentence, not the URI. */
function endsWithPunctuation(text: string): boolean {
  const last = text.at(-1) ?? '';
  if (last === ')') return text.split('(').length <= text.split(')').length - 1;
  return SENTENCE_PUNCTUATION.includes(last);
}

/** The URI in a whitespace-delimited word, without surrounding punctuation. */
function bareUri(word: string): { uri: string; from: number } | null {
  const unprefixed = withoutUrlPrefix(word);
  const opening = /^[('[]*/.exec(unprefixed)![0].length;
  const from = word.length - unprefixed.length + opening;
  let candidate = word.slice(from);
  while (candidate.length > 0 && endsWithPunctuation(candidate)) {
    const shorter = candidate.slice(0, -1);
    // A colon at the end of a word is prose (`Note:`), even though `Note:` is a URI.
    if (candidate.at(-1) !== ':' && isUri(candidate) && !isUri(shorter)) break;
    candidate = shorter;
  }
  return isUri(candidate) ? { uri: candidate, from } : null;
}
