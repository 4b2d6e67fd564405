/**
 * `check`'s fast paths (issue 28): a batch of whole lines answered from its bytes, each line
 * validated before anything is built for it, the output assembled once per batch.
 *
 * - `--only valid` / `--only invalid`: the lines themselves, as `grep` prints them: the bytes as
 *   read, line end included (a CRLF stays a CRLF), a last line without one given an LF. Runs of
 *   selected lines are copied as whole byte ranges.
 * - `--quiet`: nothing per line; the counts for the summary.
 * - JSON: a valid line is one template string; only an invalid one builds the error record.
 *
 * A line is what `splitLines(decode(batch))` gives (lines.ts): cut at LF, a CR before the LF
 * dropped, a lone CR kept, malformed UTF-8 read as U+FFFD. An all-ASCII batch (most of them) is
 * decoded once as Latin-1, where a character is a byte, so a line's string is a slice of it;
 * another batch decodes each line's bytes as UTF-8, which gives the same string as decoding the
 * whole batch because an LF is never part of a multi-byte sequence. test/cli/only.test.ts holds
 * the answers equal to the string path's, `--jobs 1` and `--jobs 2` equal byte for byte.
 */
import type { SyntaxErrorInfo } from '../errors';
import { memoByIdentity } from '../identity-memo';
import type { BatchContext } from './command';
import { escapeJsonOutput } from './escape';
import type { LineResult, Outcome } from './run';
import { type Counts, countInput, emptyCounts } from './summary';

const LF = 0x0a;
const CR = 0x0d;
const DEL_CHARACTER = '\x7f';
const LINE_END = Buffer.from('\n');

/** A byte over 0x7f, in a line decoded as Latin-1: the line is decoded as UTF-8 instead. */
const BEYOND_ASCII = /[\x80-\xff]/;

/**
 * In a batch decoded as Latin-1, any character of a line but printable ASCII other than `"`
 * and `\` (an LF, and a CR before one, end a line and are no part of it). A line without one
 * is plain ASCII, and its own JSON string body byte for byte: JSON.stringify escapes `"`, `\`
 * and controls, escapeJsonOutput DEL and beyond.
 */
const NOT_AS_IS = /[^\n\x20\x21\x23-\x5b\x5d-\x7e]|\r(?!\n)/g;

/** Which lines `--only` prints, or `quiet` for none. */
export type LineSelection = 'valid' | 'invalid' | 'quiet';

export interface BatchAnswerer {
  /** Whether a line is valid: the automaton alone, no object built. */
  readonly accepts: (line: string) => boolean;
  /** The full answer for a line (an invalid one, for its error and the summary's reason). */
  readonly answer: (line: string) => Outcome;
  /**
   * When the answer to a refused line is the rule's refusal and nothing more (no policy, no
   * scheme syntax): that refusal, whose JSON answer is then written from its fields without an
   * `Outcome` or a record to stringify. Null when the line is valid after all.
   */
  readonly refusal?: (line: string) => SyntaxErrorInfo<string> | null;
}

/** The fields that place an answer in its input, first in the JSON object (`{"line":3,...`). */
export function placeFields(context: BatchContext | undefined, index: number): string {
  if (context?.firstLine === undefined) return '';
  const file = context.file === undefined ? '' : `"file":${JSON.stringify(context.file)},`;
  return `${file}"line":${context.firstLine + index},`;
}

/**
 * Calls `visit` with each line of `bytes`: its text, where its bytes start, where the next line
 * starts (after its line end), where its bytes end (before its line end), and whether it is
 * plain ASCII without `"` or `\` (its bytes are its JSON string body). Returns the number of
 * lines.
 *
 * The batch is decoded once as Latin-1, a character a byte, and the few characters that are not
 * plain are found with one regular expression run over the batch, from one to the next: a line
 * before the next one is a slice of the Latin-1 text, checked no further. A line with a byte
 * over 0x7f is decoded again as UTF-8, alone (an LF is never part of a multi-byte sequence).
 */
function forEachLine(
  bytes: Uint8Array,
  visit: (line: string, start: number, next: number, end: number, asIs: boolean) => void,
): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = buffer.length;
  const text = buffer.toString('latin1');
  let lines = 0;
  let start = 0;
  // Where the next character that is not plain is, at or after `start`.
  let notPlain = -1;
  while (start < length) {
    const lf = text.indexOf('\n', start);
    const next = lf < 0 ? length : lf + 1;
    const end = lf >= 0 && lf > start && buffer[lf - 1] === CR ? lf - 1 : lf < 0 ? length : lf;
    if (notPlain < start) {
      // `test`, not `exec`: no match object for each such character. Every match is one
      // character long, so it starts just before `lastIndex`.
      NOT_AS_IS.lastIndex = start;
      notPlain = NOT_AS_IS.test(text) ? NOT_AS_IS.lastIndex - 1 : length;
    }
    const latin1 = text.slice(start, end);
    if (notPlain >= end) {
      visit(latin1, start, next, end, true);
    } else {
      const utf8 = BEYOND_ASCII.test(latin1) ? buffer.toString('utf8', start, end) : latin1;
      visit(utf8, start, next, end, false);
    }
    lines++;
    start = next;
  }
  return lines;
}

/** The lines `selection` picks from a batch, as their bytes; or none, for `quiet`. */
export function selectLines(
  bytes: Uint8Array,
  selection: LineSelection,
  answerer: BatchAnswerer,
  summarize: boolean,
): LineResult {
  const pieces: Uint8Array[] = [];
  let runStart = -1;
  let ok = true;
  let endsOpen = false;
  const counts: Counts | undefined = summarize ? emptyCounts() : undefined;
  const wantValid = selection === 'valid';
  const lines = forEachLine(bytes, (line, start, next) => {
    const valid = answerer.accepts(line);
    if (!valid) ok = false;
    if (counts) {
      if (valid) {
        counts.lines++;
        counts.valid++;
      } else {
        countInput(counts, line, answerer.answer(line).failure);
      }
    }
    if (selection === 'quiet') return;
    if (valid === wantValid) {
      if (runStart < 0) runStart = start;
      endsOpen = next === bytes.length && bytes[next - 1] !== LF;
    } else if (runStart >= 0) {
      pieces.push(bytes.subarray(runStart, start));
      runStart = -1;
    }
  });
  if (runStart >= 0) pieces.push(bytes.subarray(runStart));
  if (endsOpen && runStart >= 0) pieces.push(LINE_END);
  const output = pieces.length === 0 ? '' : Buffer.concat(pieces);
  return { output, ok, lines, ...(counts ? { counts } : {}) };
}

/**
 * Output bytes of one batch, written as they are made: no string of the whole batch to build,
 * flatten, scan for characters to escape and encode again (those passes were a third of
 * `check --jobs 1`'s time, profiled).
 */
class OutputBytes {
  /** One buffer that every batch of the thread writes into, and copies out of at its end. */
  private static scratch = Buffer.allocUnsafeSlow(256 * 1024);
  private buffer = OutputBytes.scratch;
  private length = 0;

  /** JSON text as UTF-8, escaped as escapeJsonOutput escapes it when it is not plain ASCII. */
  json(text: string): void {
    const most = text.length * 3;
    if (this.length + most > this.buffer.length) this.grow(most);
    const written = this.buffer.write(text, this.length, 'utf8');
    // All escapeJsonOutput escapes is DEL or beyond ASCII: ASCII without DEL (the usual case)
    // needs no scan for the rest. UTF-8 writes a character in one byte only when it is ASCII, so
    // a byte a character is ASCII throughout; told so without a view of the bytes to test (a
    // Buffer object a call, which the garbage collector then spent more time on than the test).
    if (written === text.length && text.indexOf(DEL_CHARACTER) < 0) this.length += written;
    else this.length += this.buffer.write(escapeJsonOutput(text), this.length, 'utf8');
  }

  /**
   * Bytes from `source` (a constant, or a line of the input), copied by hand: for the few dozen
   * bytes of a line that is cheaper than a call into C++, and it allocates nothing.
   */
  copy(source: Uint8Array, start = 0, end = source.length): void {
    const count = end - start;
    if (this.length + count > this.buffer.length) this.grow(count);
    const buffer = this.buffer;
    let at = this.length;
    for (let i = start; i < end; i++) buffer[at++] = source[i]!;
    this.length = at;
  }

  /** A whole number from 0, in decimal. */
  integer(value: number): void {
    if (this.length + 16 > this.buffer.length) this.grow(16);
    let digits = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
    let at = this.length + digits;
    this.length = at;
    let rest = value;
    do {
      this.buffer[--at] = 0x30 + (rest % 10);
      rest = Math.floor(rest / 10);
    } while (rest > 0);
  }

  private grow(more: number): void {
    const grown = Buffer.allocUnsafeSlow(Math.max(2 * this.buffer.length, this.length + more));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
    OutputBytes.scratch = grown;
  }

  /** What was written, in a buffer of its own. */
  bytes(): Uint8Array {
    const bytes = Buffer.allocUnsafeSlow(this.length);
    this.buffer.copy(bytes, 0, 0, this.length);
    return bytes;
  }
}

/**
 * The JSON of each `expected` list, escaped as `escapeJsonOutput` escapes output, as bytes: a
 * list is per automaton state, so each is written once and copied after.
 */
const expectedJson = memoByIdentity((expected: readonly string[]) =>
  Buffer.from(escapeJsonOutput(JSON.stringify(expected))),
);

const LINE_FIELD = Buffer.from('{"line":');
const FILE_FIELD_START = Buffer.from('{"file":');
const LINE_AFTER_FILE = Buffer.from(',"line":');
const INPUT_FIELD = Buffer.from(',"input":"');
const INPUT_FIELD_FIRST = Buffer.from('{"input":"');
const QUOTE = Buffer.from('"');
const EXPECTED_FIELD = Buffer.from(',"expected":');
const MESSAGE_FIELD = Buffer.from(',"message":');
const REFUSAL_END = Buffer.from('}}\n');

/** The JSON answers of a batch: a valid line costs a template string, no object. */
export function answerLinesAsJson(
  bytes: Uint8Array,
  context: BatchContext,
  rule: string,
  answerer: BatchAnswerer,
  summarize: boolean,
): LineResult {
  const validTail = `,"rule":${JSON.stringify(rule)},"valid":true}\n`;
  let ok = true;
  let index = 0;
  const counts: Counts | undefined = summarize ? emptyCounts() : undefined;
  const out = new OutputBytes();
  const source = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const validEnd = Buffer.from(`"${validTail}`);
  const file = context.file === undefined ? undefined : Buffer.from(JSON.stringify(context.file));
  // A refusal's answer after its input: `,"rule":R,"valid":false,"error":{"offset":` N
  // `,"expected":` [...] `,"message":` "..." `}}`, the fields invalidAgainst's record has.
  const refusedMiddle = Buffer.from(
    `,"rule":${JSON.stringify(rule)},"valid":false,"error":{"offset":`,
  );
  const { refusal } = answerer;
  /** `{"file":F,"line":N,"input":"`, or `{"input":"` for input that is not a file's line. */
  const startAnswer = (): void => {
    if (context.firstLine === undefined) {
      out.copy(INPUT_FIELD_FIRST);
    } else {
      if (file) {
        out.copy(FILE_FIELD_START);
        out.copy(file);
        out.copy(LINE_AFTER_FILE);
      } else {
        out.copy(LINE_FIELD);
      }
      out.integer(context.firstLine + index);
      out.copy(INPUT_FIELD);
    }
    index++;
  };
  const lines = forEachLine(bytes, (line, start, _next, end, asIs) => {
    const valid = answerer.accepts(line);
    // A valid line that is its own JSON string body goes from the input's bytes to the
    // output's without a string: `{"line":N,"input":"` + the bytes + `","rule":...}`.
    if (valid && asIs) {
      startAnswer();
      out.copy(source, start, end);
      out.copy(validEnd);
      if (counts) {
        counts.lines++;
        counts.valid++;
      }
      return;
    }
    const error = valid || refusal === undefined ? null : refusal(line);
    if (error !== null) {
      // A refused line's answer from the refusal's fields: no Outcome, no record, no string of
      // the whole answer to stringify, scan and encode (that was most of what a refused line
      // cost, several times a valid one).
      ok = false;
      startAnswer();
      if (asIs) out.copy(source, start, end);
      else out.json(JSON.stringify(line).slice(1, -1));
      out.copy(QUOTE);
      out.copy(refusedMiddle);
      out.integer(error.offset);
      out.copy(EXPECTED_FIELD);
      out.copy(expectedJson(error.expected));
      out.copy(MESSAGE_FIELD);
      out.json(JSON.stringify(error.message));
      out.copy(REFUSAL_END);
      if (counts) countInput(counts, line, { rule, offset: error.offset, code: error.code });
      return;
    }
    const place = placeFields(context, index++);
    if (valid) {
      // Checked for what escapeJsonOutput escapes, and escaped when it has any.
      out.json(`{${place}"input":${JSON.stringify(line)}${validTail}`);
      if (counts) {
        counts.lines++;
        counts.valid++;
      }
      return;
    }
    ok = false;
    const outcome = answerer.answer(line);
    out.json(`{${place}${JSON.stringify(outcome.record).slice(1)}\n`);
    if (counts) countInput(counts, line, outcome.failure);
  });
  return { output: out.bytes(), ok, lines, ...(counts ? { counts } : {}) };
}
