/**
 * A second transcription of RFC 2396 section 5.2 ("Resolving Relative References to Absolute
 * Form"), written from the RFC text for the tests and sharing nothing with src/rfc2396.ts: step 1
 * parses with the regular expression of Appendix B (which section 4.3 names as the test oracle
 * for parsing), step 6 is the RFC's "separate string buffer" with each of a) to h) done by a
 * regular-expression replacement worded as the RFC words it, step 7 is the RFC's pseudocode.
 *
 * It takes references that are already known to be valid (the caller checks), and returns
 * `undefined` where 5.2 has nothing to say.
 */

interface Components {
  scheme: string | undefined;
  authority: string | undefined;
  path: string;
  query: string | undefined;
  fragment: string | undefined;
}

/** RFC 2396 Appendix B, verbatim: `^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?` */
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;

/**
 * Step 1, "as described in Section 4.3": scheme = $2, authority = $4, path = $5, query = $7,
 * fragment = $9. Section 3 adds one thing Appendix B's expression does not know: after a scheme,
 * a part that does not start with "/" is an opaque_part (`uric_no_slash *uric`, "?" included),
 * and section 3.3 calls it the path ("We use the term <path> to refer to both the <abs_path> and
 * <opaque_part> constructs").
 */
export function parseComponents(reference: string): Components {
  const m = APPENDIX_B.exec(reference)!;
  const components: Components = {
    scheme: m[2],
    authority: m[4],
    path: m[5]!,
    query: m[7],
    fragment: m[9],
  };
  if (components.scheme !== undefined && m[3] === undefined && !components.path.startsWith('/')) {
    const hash = reference.indexOf('#');
    components.path = reference.slice(components.scheme.length + 1, hash < 0 ? undefined : hash);
    components.query = undefined;
  }
  return components;
}

/** Step 7, the RFC's pseudocode. */
function recombine({ scheme, authority, path, query, fragment }: Components): string {
  let result = '';
  if (scheme !== undefined) result += `${scheme}:`;
  if (authority !== undefined) result += `//${authority}`;
  result += path;
  if (query !== undefined) result += `?${query}`;
  if (fragment !== undefined) result += `#${fragment}`;
  return result;
}

/**
 * A complete path segment not equal to "..": after a "/", or at the start of the buffer. The
 * empty text before the "/" that starts an absolute path is no segment (Appendix C's
 * `../../../g` gives `http://a/../g`, not `http://a/g`), so in a rooted buffer a segment at the
 * start is not empty. A buffer that does not start rooted (an opaque base, where section 5 says
 * relative references have no meaning, or an empty base path) keeps its first segment even when
 * removals empty it.
 */
function segment(rooted: boolean): string {
  const notDotDot = String.raw`(?!\.\.\/)`;
  return rooted
    ? String.raw`(?:^${notDotDot}[^/]+|(?<=\/)${notDotDot}[^/]*)`
    : String.raw`(?<=^|\/)${notDotDot}[^/]*`;
}

/** c) "./" where "." is a complete path segment. */
const DOT_SLASH = /(?<=^|\/)\.\//g;
/** d) a final "." that is a complete path segment. */
const FINAL_DOT = /(?<=^|\/)\.$/;

/** Step 6, a) to h). */
export function mergeWithBuffer(basePath: string, referencePath: string): string {
  // a) All but the last segment of the base path: "any characters after the last (right-most)
  // slash character, if any, are excluded".
  let buffer = basePath.replace(/[^/]*$/, '');
  // b) The reference's path is appended.
  buffer += referencePath;
  // The buffer is an absolute path or a relative one from here on; its segments are those of
  // that path, even where a removal below leaves an empty first segment before a "/".
  const rooted = buffer.startsWith('/');
  // c) All occurrences of "./" where "." is a complete path segment are removed.
  buffer = buffer.replace(DOT_SLASH, '');
  // d) A final "." that is a complete path segment is removed.
  buffer = buffer.replace(FINAL_DOT, '');
  // e) "<segment>/../" removed, leftmost first (replace() without the g flag), until none
  // remains.
  const segmentDotDotSlash = new RegExp(String.raw`${segment(rooted)}\/\.\.\/`);
  for (let next = buffer.replace(segmentDotDotSlash, ''); next !== buffer;) {
    buffer = next;
    next = buffer.replace(segmentDotDotSlash, '');
  }
  // f) A final "<segment>/.." is removed.
  buffer = buffer.replace(new RegExp(String.raw`${segment(rooted)}\/\.\.$`), '');
  // g) Leading ".." segments are an error the implementation may keep: kept. h) The new path.
  return buffer;
}

export interface TranscriptionOptions {
  /** false: 5.2 step 3's backward-compatible reading, a scheme equal to the base's removed. */
  readonly strict: boolean;
}

/** 5.2 steps 1 to 7. */
export function resolve52(
  base: string,
  reference: string,
  { strict }: TranscriptionOptions,
): string {
  const b = parseComponents(base);
  // 1) The reference's components.
  let r = parseComponents(reference);
  // 3) (backward compatibility) "removing the scheme if it matches that of the base URI and the
  // scheme is known to always use the <hier_part> syntax": what follows the scheme is read with
  // the hier_part syntax, so no scheme, and "?" starts a query.
  if (!strict && r.scheme !== undefined && r.scheme.toLowerCase() === b.scheme?.toLowerCase()) {
    const m = /^(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/.exec(
      reference.slice(r.scheme.length + 1),
    )!;
    r = { scheme: undefined, authority: m[2], path: m[3]!, query: m[5], fragment: m[7] };
  }
  // 2) The current document: the base without its fragment, with the reference's fragment.
  if (
    r.path === '' &&
    r.scheme === undefined &&
    r.authority === undefined &&
    r.query === undefined
  ) {
    return recombine({ ...b, fragment: r.fragment });
  }
  // 3) An absolute URI.
  if (r.scheme !== undefined) return recombine(r);
  const result: Components = { ...r, scheme: b.scheme };
  // 4) A network-path: skip to 7.
  if (r.authority === undefined) {
    result.authority = b.authority;
    // 5) An absolute-path: skip to 7. 6) A relative-path: merged.
    if (!r.path.startsWith('/')) result.path = mergeWithBuffer(b.path, r.path);
  }
  // 7)
  return recombine(result);
}

/** Appendix C's examples, read from the RFC text: base, then `[reference, result, comment]`. */
export function appendixC(lines: readonly string[]): {
  base: string;
  examples: { reference: string; result: string; comment: string | undefined }[];
} {
  const start = lines.findIndex((line) => /^C\. Examples of Resolving/.test(line));
  const end = lines.findIndex((line, i) => i > start && /^D\. /.test(line));
  const section = lines.slice(start, end);
  const intro = section.findIndex((line) => /well-defined base URI of$/.test(line));
  const base = section
    .slice(intro + 1)
    .find((line) => line.trim() !== '')!
    .trim();
  const examples: { reference: string; result: string; comment: string | undefined }[] = [];
  let previous: string | undefined;
  for (const line of section) {
    // "      g:h           =  g:h", and "                    |  http://a/b/c/g   ; comment" for a
    // second answer to the line before.
    const example = /^ {6}(\S+)\s+=\s+(.+?)(?:\s+;\s*(.*))?$/.exec(line);
    const alternative = /^\s+\|\s+(\S+)(?:\s+;\s*(.*))?$/.exec(line);
    if (example) {
      previous = example[1]!;
      examples.push({ reference: previous, result: example[2]!, comment: example[3] });
    } else if (alternative && previous !== undefined) {
      examples.push({ reference: previous, result: alternative[1]!, comment: alternative[2] });
    } else if (line.trim() !== '') {
      previous = undefined;
    }
  }
  return { base, examples };
}
