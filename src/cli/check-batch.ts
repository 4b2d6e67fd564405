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
import { messageEnding } from '../validate';
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

/** In one line (its line end cut off), a character that is not plain as NOT_AS_IS says. */
const NOT_PLAIN = /[^\x20\x21\x23-\x5b\x5d-\x7e]/;

/**
 * A character a JSON string holds as itself, as NOT_PLAIN's class reads it: printable ASCII
 * other than `"` and `\` (what the CLI asks a rule's automaton whether it accepts only). The
 * two are held equal over every UTF-16 code unit (test/cli/pipeline.test.ts).
 */
export function isPlainJsonCharacter(code: number): boolean {
  return code >= 0x20 && code <= 0x7e && code !== 0x22 && code !== 0x5c;
}

/** Whether a line (its line end cut off) is its own JSON string body: no character NOT_PLAIN finds. */
export function isPlainLine(line: string): boolean {
  return !NOT_PLAIN.test(line);
}

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
  /**
   * Whether every line `accepts` takes is printable ASCII without `"` or `\` (the rule's
   * automaton steps on no other character): then a line is tried as its Latin-1 text first,
   * and one it takes needs no search for characters to escape.
   */
  readonly plainWhenValid?: boolean;
}

/** The fields that place an answer in its input, first in the JSON object (`{"line":3,...`). */
export function placeFields(context: BatchContext | undefined, index: number): string {
  if (context?.firstLine === undefined) return '';
  const file = context.file === undefined ? '' : `"file":${JSON.stringify(context.file)},`;
  return `${file}"line":${context.firstLine + index},`;
}

/**
 * Calls `visit` with each line of `bytes`: its text, where its bytes start, where the next line
 * starts (after its line end), where its bytes end (before its line end), whether it is plain
 * ASCII without `"` or `\` (its bytes are its JSON string body), and whether `answerer` accepts
 * it. Returns the number of lines.
 *
 * The batch is decoded once as Latin-1, a character a byte. A line with a byte over 0x7f is
 * decoded again as UTF-8, alone (an LF is never part of a multi-byte sequence).
 * - When every line the answerer accepts is plain (`plainWhenValid`, RFC 3986's rules), each
 *   line's Latin-1 slice is tried first: one accepted is plain and the same string as UTF-8
 *   would give. One refused is searched for characters that are not plain, and decoded as UTF-8
 *   when it has a byte over 0x7f, which it is refused with too (the rule takes no character
 *   above U+007F). No search runs over the accepted lines, most of a crawl list.
 * - Otherwise the few characters that are not plain are found with one regular expression run
 *   over the batch, from one to the next: a line before the next one is a slice of the Latin-1
 *   text, checked no further.
 */
function forEachLine(
  bytes: Uint8Array,
  answerer: BatchAnswerer,
  visit: (
    line: string,
    start: number,
    next: number,
    end: number,
    asIs: boolean,
    valid: boolean,
  ) => void,
): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = buffer.length;
  const text = buffer.toString('latin1');
  const { accepts } = answerer;
  const plainWhenValid = answerer.plainWhenValid === true;
  let lines = 0;
  let start = 0;
  // Where the next character that is not plain is, at or after `start`.
  let notPlain = -1;
  while (start < length) {
    const lf = text.indexOf('\n', start);
    const next = lf < 0 ? length : lf + 1;
    const end = lf >= 0 && lf > start && buffer[lf - 1] === CR ? lf - 1 : lf < 0 ? length : lf;
    const latin1 = text.slice(start, end);
    if (plainWhenValid) {
      if (accepts(latin1)) {
        visit(latin1, start, next, end, true, true);
      } else {
        const asIs = isPlainLine(latin1);
        const line =
          asIs || !BEYOND_ASCII.test(latin1) ? latin1 : buffer.toString('utf8', start, end);
        visit(line, start, next, end, asIs, false);
      }
    } else {
      if (notPlain < start) {
        // `test`, not `exec`: no match object for each such character. Every match is one
        // character long, so it starts just before `lastIndex`.
        NOT_AS_IS.lastIndex = start;
        notPlain = NOT_AS_IS.test(text) ? NOT_AS_IS.lastIndex - 1 : length;
      }
      const asIs = notPlain >= end;
      const line =
        asIs || !BEYOND_ASCII.test(latin1) ? latin1 : buffer.toString('utf8', start, end);
      visit(line, start, next, end, asIs, accepts(line));
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
  const lines = forEachLine(bytes, answerer, (line, start, next, _end, _asIs, valid) => {
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

  /**
   * A line that is its own JSON string body (plain ASCII), from its Latin-1 string: one native
   * copy, which costs less than copying its bytes by hand past a few dozen.
   */
  plain(line: string): void {
    if (this.length + line.length > this.buffer.length) this.grow(line.length);
    this.length += this.buffer.write(line, this.length, 'latin1');
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
 * How each answer of a batch starts, `{"file":F,"line":N,"input":"` (or `{"input":"` for input
 * that is not a file's line), as bytes, with N counted up in place: a batch's answers carry
 * consecutive numbers, and carrying a digit costs less than writing the number out again for
 * each line, and one copy of the whole start less than one for each of its pieces (the copies
 * were the largest part of a valid line's answer, profiled).
 */
class AnswerStart {
  /** `before`, the digits and `after`, right-aligned; the start is `bytes[from..]`. */
  readonly bytes: Buffer;
  from: number;
  /** Where the number's last digit is, or -1 when there is no number. */
  private readonly lastDigit: number;
  private readonly before: Buffer;

  constructor(context: BatchContext) {
    const first = context.firstLine;
    if (first === undefined) {
      this.bytes = Buffer.from('{"input":"');
      this.before = this.bytes;
      this.from = 0;
      this.lastDigit = -1;
      return;
    }
    // The file's name escaped as all output is (a name is the user's, but a terminal shows it).
    const file =
      context.file === undefined ? '' : `"file":${escapeJsonOutput(JSON.stringify(context.file))},`;
    this.before = Buffer.from(`{${file}"line":`);
    const after = Buffer.from(',"input":"');
    const digits = String(first);
    // Room for the number to grow to 20 digits, more than any line count.
    this.bytes = Buffer.alloc(this.before.length + 20 + after.length);
    after.copy(this.bytes, this.bytes.length - after.length);
    this.lastDigit = this.bytes.length - after.length - 1;
    this.bytes.write(digits, this.lastDigit + 1 - digits.length, 'latin1');
    this.from = this.lastDigit + 1 - digits.length - this.before.length;
    this.before.copy(this.bytes, this.from);
  }

  /** The next line's start. */
  next(): void {
    if (this.lastDigit < 0) return;
    const bytes = this.bytes;
    let i = this.lastDigit;
    while (bytes[i] === 0x39) bytes[i--] = 0x30;
    if (i >= this.from + this.before.length) {
      bytes[i] = bytes[i]! + 1;
      return;
    }
    // One digit more (9 to 10, 99 to 100): a "1", and what comes before the number moves left.
    bytes[i] = 0x31;
    this.from--;
    this.before.copy(bytes, this.from);
  }
}

/**
 * The JSON of each `expected` list's message ending, as bytes after the message's start: the
 * ending is most of a refusal's message and the same for every refusal in one automaton state,
 * so it is escaped and encoded once, and only the start of each message is (escaping and
 * encoding whole messages was a twelfth of `check --jobs 1` on the bench's file, profiled).
 */
const endingJson = memoByIdentity((expected: readonly string[]) =>
  Buffer.from(escapeJsonOutput(JSON.stringify(messageEnding(expected)).slice(1))),
);

/**
 * The JSON of each `expected` list, escaped as `escapeJsonOutput` escapes output, as bytes: a
 * list is per automaton state, so each is written once and copied after.
 */
const expectedJson = memoByIdentity((expected: readonly string[]) =>
  Buffer.from(escapeJsonOutput(JSON.stringify(expected))),
);

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
  const validEnd = Buffer.from(`"${validTail}`);
  // A refusal's answer after its input: `,"rule":R,"valid":false,"error":{"offset":` N
  // `,"expected":` [...] `,"message":` "..." `}}`, the fields invalidAgainst's record has.
  const refusedMiddle = Buffer.from(
    `,"rule":${JSON.stringify(rule)},"valid":false,"error":{"offset":`,
  );
  const { refusal } = answerer;
  const answerStart = new AnswerStart(context);
  /**
   * `{"file":F,"line":N,"input":"` (or `{"input":"` for input that is not a file's line) and
   * the line as a JSON string body: as it is when it is one (no JSON.stringify, no escape
   * search), else stringified and escaped as all output is.
   */
  const startAnswer = (line: string, asIs: boolean): void => {
    out.copy(answerStart.bytes, answerStart.from);
    nextLine();
    if (asIs) out.plain(line);
    else out.json(JSON.stringify(line).slice(1, -1));
  };
  /** Past a line's answer: its index in the batch and its number, in step. */
  const nextLine = (): void => {
    index++;
    answerStart.next();
  };
  const lines = forEachLine(bytes, answerer, (line, _start, _next, _end, asIs, valid) => {
    if (valid) {
      startAnswer(line, asIs);
      out.copy(validEnd);
      if (counts) {
        counts.lines++;
        counts.valid++;
      }
      return;
    }
    ok = false;
    const error = refusal === undefined ? null : refusal(line);
    if (error !== null) {
      // A refused line's answer from the refusal's fields: no Outcome, no record, no string of
      // the whole answer to stringify, scan and encode (that was most of what a refused line
      // cost, several times a valid one).
      startAnswer(line, asIs);
      out.copy(QUOTE);
      out.copy(refusedMiddle);
      out.integer(error.offset);
      out.copy(EXPECTED_FIELD);
      out.copy(expectedJson(error.expected));
      out.copy(MESSAGE_FIELD);
      const { message, expected } = error;
      const ending = messageEnding(expected);
      if (message.endsWith(ending)) {
        out.json(JSON.stringify(message.slice(0, message.length - ending.length)).slice(0, -1));
        out.copy(endingJson(expected));
      } else {
        out.json(JSON.stringify(message));
      }
      out.copy(REFUSAL_END);
      if (counts) countInput(counts, line, { rule, offset: error.offset, code: error.code });
      return;
    }
    // Any other answer (a policy's, a scheme syntax's) is the full record.
    const place = placeFields(context, index);
    nextLine();
    const outcome = answerer.answer(line);
    out.json(`{${place}${JSON.stringify(outcome.record).slice(1)}\n`);
    if (counts) countInput(counts, line, outcome.failure);
  });
  return { output: out.bytes(), ok, lines, ...(counts ? { counts } : {}) };
}
