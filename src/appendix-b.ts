/**
 * RFC 3986 Appendix B: the regular expression that splits a URI reference into its five
 * main components without validating it.
 *
 * It is kept for comparison and for splitting text that must not be refused (logs, lenient
 * input); `parse` is the validating split. On a valid URI reference both agree on the five
 * components. The expression has no "$": it matches a prefix of any string, and that prefix
 * is the whole string because the last group takes every character after "#". The `s` flag
 * makes "." match line terminators too, as it does in the POSIX matching the appendix
 * describes; without it a newline in a fragment would end the match early.
 */
import { assertText } from './validate';

/** The five components of Appendix B; undefined where a group did not take part. */
export interface NonValidatingSplit {
  readonly scheme: string | undefined;
  readonly authority: string | undefined;
  readonly path: string;
  readonly query: string | undefined;
  readonly fragment: string | undefined;
}

//                    12            3  4          5       6  7        8 9
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/s;

/** Appendix B's split of `text`: scheme = $2, authority = $4, path = $5, query = $7, fragment = $9. */
export function splitNonValidating(text: string): NonValidatingSplit {
  assertText(text);
  // The expression matches every string (each group is optional or can be empty).
  const match = APPENDIX_B.exec(text)!;
  return {
    scheme: match[2],
    authority: match[4],
    path: match[5] ?? '',
    query: match[7],
    fragment: match[9],
  };
}
