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
import { isAscii } from 'node:buffer';
import type { BatchContext } from './command';
import { escapeJsonOutput } from './escape';
import type { LineResult, Outcome } from './run';
import { type Counts, countInput, emptyCounts } from './summary';

const LF = 0x0a;
const CR = 0x0d;
const LINE_END = Buffer.from('\n');

/** Which lines `--only` prints, or `quiet` for none. */
export type LineSelection = 'valid' | 'invalid' | 'quiet';

export interface BatchAnswerer {
  /** Whether a line is valid: the automaton alone, no object built. */
  readonly accepts: (line: string) => boolean;
  /** The full answer for a line (an invalid one, for its error and the summary's reason). */
  readonly answer: (line: string) => Outcome;
}

/** The fields that place an answer in its input, first in the JSON object (`{"line":3,...`). */
export function placeFields(context: BatchContext | undefined, index: number): string {
  if (context?.firstLine === undefined) return '';
  const file = context.file === undefined ? '' : `"file":${JSON.stringify(context.file)},`;
  return `${file}"line":${context.firstLine + index},`;
}

/**
 * Calls `visit` with each line of `bytes`: its text, where its bytes start, and where the next
 * line starts (after its line end). Returns the number of lines.
 */
function forEachLine(
  bytes: Uint8Array,
  visit: (line: string, start: number, next: number) => void,
): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const length = buffer.length;
  const ascii = isAscii(buffer);
  const text = ascii ? buffer.toString('latin1') : '';
  let lines = 0;
  let start = 0;
  while (start < length) {
    const lf = ascii ? text.indexOf('\n', start) : buffer.indexOf(LF, start);
    const next = lf < 0 ? length : lf + 1;
    const end = lf >= 0 && lf > start && buffer[lf - 1] === CR ? lf - 1 : lf < 0 ? length : lf;
    visit(ascii ? text.slice(start, end) : buffer.toString('utf8', start, end), start, next);
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

/** The JSON answers of a batch: a valid line costs a template string, no object. */
export function answerLinesAsJson(
  bytes: Uint8Array,
  context: BatchContext,
  rule: string,
  answerer: BatchAnswerer,
  summarize: boolean,
): LineResult {
  const validTail = `,"rule":${JSON.stringify(rule)},"valid":true}\n`;
  let text = '';
  let ok = true;
  let index = 0;
  const counts: Counts | undefined = summarize ? emptyCounts() : undefined;
  const lines = forEachLine(bytes, (line) => {
    const place = placeFields(context, index++);
    if (answerer.accepts(line)) {
      text += `{${place}"input":${JSON.stringify(line)}${validTail}`;
      if (counts) {
        counts.lines++;
        counts.valid++;
      }
      return;
    }
    ok = false;
    const outcome = answerer.answer(line);
    text += `{${place}${JSON.stringify(outcome.record).slice(1)}\n`;
    if (counts) countInput(counts, line, outcome.failure);
  });
  return { output: escapeJsonOutput(text), ok, lines, ...(counts ? { counts } : {}) };
}
