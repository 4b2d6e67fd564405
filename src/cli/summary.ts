/**
 * `--summary`: the closing JSON line of counts that a person auditing a corpus asks for first
 * (issue 17): how many lines, how many valid and invalid, and the invalid ones counted by rule
 * and by why they fail, for example `"space in path": 12034`.
 *
 * The reason key is `<character class> in <component>`: the class of the character at the error
 * offset, and the component the offset falls in, located with the non-validating split of RFC
 * 3986 Appendix B (so a broken URI still has a scheme, authority, path, query and fragment); a
 * failure on the "/" that ends an authority is `after` its last part (`'/' after port`).
 * Only the reference rules (URI-reference, URI, absolute-URI, relative-ref) have components;
 * the other rules give the class alone. Keys depend only on the line, so the counts are the same
 * at any `--jobs` and when partial summaries are added up (the Dask recipe does).
 */
import { splitNonValidating } from '../appendix-b';
import type { ErrorCode } from '../errors';

/** Why one input failed: enough to name the reason, nothing that grows with the input. */
export interface Failure {
  readonly rule: string;
  readonly offset: number;
  readonly code: ErrorCode;
}

/** Counts a batch or a whole run adds up; plain data, so workers can post it. */
export interface Counts {
  lines: number;
  valid: number;
  invalid: number;
  /** rule -> reason -> invalid lines. */
  invalidBy: Record<string, Record<string, number>>;
  /** `inspect` only: finding code -> findings. */
  findings?: Record<string, number>;
}

export function emptyCounts(): Counts {
  return { lines: 0, valid: 0, invalid: 0, invalidBy: {} };
}

function addTo(target: Record<string, number>, key: string, count: number): void {
  target[key] = (target[key] ?? 0) + count;
}

/** Adds one input's outcome to `counts`. */
export function countInput(
  counts: Counts,
  input: string,
  failure: Failure | undefined,
  findings?: readonly string[],
): void {
  counts.lines++;
  if (failure === undefined) {
    counts.valid++;
  } else {
    counts.invalid++;
    const byReason = (counts.invalidBy[failure.rule] ??= {});
    addTo(byReason, failureReason(input, failure), 1);
  }
  if (findings !== undefined) {
    counts.findings ??= {};
    for (const code of findings) addTo(counts.findings, code, 1);
  }
}

/** Adds `more` into `total`. */
export function addCounts(total: Counts, more: Counts): void {
  total.lines += more.lines;
  total.valid += more.valid;
  total.invalid += more.invalid;
  for (const [rule, reasons] of Object.entries(more.invalidBy)) {
    const byReason = (total.invalidBy[rule] ??= {});
    for (const [reason, count] of Object.entries(reasons)) addTo(byReason, reason, count);
  }
  if (more.findings !== undefined) {
    total.findings ??= {};
    for (const [code, count] of Object.entries(more.findings)) addTo(total.findings, code, count);
  }
}

/** Largest count first, then by name: the same text for the same counts, whatever the order seen. */
function sorted(record: Record<string, number>): Record<string, number> {
  const entries = Object.entries(record).sort(
    ([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0),
  );
  return Object.fromEntries(entries);
}

/** The summary line's object, keys in a fixed order. */
export function summaryRecord(counts: Counts): Record<string, unknown> {
  const rules = Object.keys(counts.invalidBy).sort();
  return {
    lines: counts.lines,
    valid: counts.valid,
    invalid: counts.invalid,
    invalidBy: Object.fromEntries(rules.map((rule) => [rule, sorted(counts.invalidBy[rule]!)])),
    ...(counts.findings !== undefined ? { findings: sorted(counts.findings) } : {}),
  };
}

/** The rules whose input Appendix B splits into components (every grammar's references). */
const REFERENCE_RULES: ReadonlySet<string> = new Set([
  'URI-reference',
  'URI',
  'absolute-URI',
  'relative-ref',
  'IRI-reference',
  'IRI',
  'absolute-IRI',
  'irelative-ref',
  'absoluteURI',
  'relativeURI',
]);

const HEX = /^[0-9A-Fa-f]$/;

/** The summary key for an invalid input: `<class> in|after <component>`, or the class alone. */
export function failureReason(input: string, failure: Failure): string {
  if (failure.code === 'too-long') return 'too long';
  if (input.length === 0) return 'empty input';
  const found = characterClass(input, failure.offset);
  if (!REFERENCE_RULES.has(failure.rule)) return found;
  // The library's message says so too: what fails is the "[" with no "]", not what follows it.
  if (opensIpLiteralWithoutClosing(input)) return "'[' never closed in host";
  // At the end of input the last component is the one that ended too soon.
  const at = failure.offset < input.length ? failure.offset : input.length - 1;
  return `${found} ${placeOf(input, at)}`;
}

/** What stands at `offset`, in the words a corpus report needs. */
export function characterClass(text: string, offset: number): string {
  if (brokenPercentEncoding(text, offset)) return "'%' not followed by two hex digits";
  if (offset >= text.length) return 'end of input';
  const code = text.charCodeAt(offset);
  if (code === 0x20) return 'space';
  if (code === 0x09) return 'tab';
  if (code === 0x0d) return 'CR';
  if (code < 0x20 || code === 0x7f) return 'control character';
  if (code >= 0xd800 && code <= 0xdfff) {
    const next = text.charCodeAt(offset + 1);
    const paired = code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
    return paired ? 'non-ASCII character' : 'lone surrogate';
  }
  if (code > 0x7f) return 'non-ASCII character';
  if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) return 'letter';
  if (code >= 0x30 && code <= 0x39) return 'digit';
  return `'${text[offset]!}'`;
}

/** Whether the failure is a `%` that two hex digits do not follow (RFC 3986 2.1). */
function brokenPercentEncoding(text: string, offset: number): boolean {
  const here = text[offset];
  if (here !== undefined && HEX.test(here)) return false;
  if (text[offset - 1] === '%') return true;
  return text[offset - 2] === '%' && HEX.test(text[offset - 1] ?? '');
}

/**
 * Where `offset` falls in `text`, by Appendix B: `in <component>`, a delimiter counting with the
 * component it introduces or closes (the scheme's ":" with scheme, "//" and "@" with the
 * authority's first part, the port's ":" with port, "?" with query, "#" with fragment). The "/"
 * that ends an authority is `after <its last part>`: failing there means that part could not
 * end (`http://a:8x/` fails at the "/", after port).
 */
export function placeOf(text: string, offset: number): string {
  const { scheme, authority, path, query } = splitNonValidating(text);
  let end = scheme === undefined ? 0 : scheme.length + 1;
  if (offset < end) return 'in scheme';
  if (authority !== undefined) {
    const start = end + 2;
    end = start + authority.length;
    if (offset < end) return `in ${authorityPart(authority, Math.max(offset - start, 0))}`;
    if (offset === end && path.length > 0)
      return `after ${authorityPart(authority, authority.length)}`;
  }
  end += path.length;
  if (offset < end) return 'in path';
  if (query !== undefined) {
    end += query.length + 1;
    if (offset < end) return 'in query';
  }
  return 'in fragment';
}

/** Whether the authority's host starts an IP literal (RFC 3986 3.2.2) that no "]" closes. */
function opensIpLiteralWithoutClosing(text: string): boolean {
  const { authority } = splitNonValidating(text);
  if (authority === undefined) return false;
  const hostStart = authority.lastIndexOf('@') + 1;
  return authority[hostStart] === '[' && authority.indexOf(']', hostStart) < 0;
}

/** userinfo, host or port within an authority (before the last "@"; after the host's ":"). */
function authorityPart(authority: string, offset: number): string {
  const at = authority.lastIndexOf('@');
  if (offset <= at) return 'userinfo';
  const hostStart = at + 1;
  let hostEnd = hostStart;
  if (authority[hostStart] === '[') {
    // An IP literal's colons are its own; an unclosed one is host to the end.
    const closing = authority.indexOf(']', hostStart);
    if (closing < 0) return 'host';
    hostEnd = closing + 1;
  }
  const colon = authority.indexOf(':', hostEnd);
  return colon >= 0 && offset >= colon ? 'port' : 'host';
}
