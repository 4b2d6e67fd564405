/**
 * Every core on an `--input` file (issue 28): the main thread cuts a file into byte ranges by
 * size alone, and each worker reads its own range, cuts it at line ends and answers it. The
 * main thread never reads the file; it only puts the answers in order.
 *
 * A range [start, end) owns the lines that start in it: a line starts at byte 0 or after an LF.
 * So a range's lines begin after the first LF at or after `start - 1` (at 0 for the first
 * range) and end with the first LF at or after `end - 1` (at the end of the file for the last
 * range). Neighbouring ranges meet exactly, whatever the bytes: a range boundary inside a CRLF,
 * inside a multi-byte UTF-8 sequence or inside a line longer than a range moves to the line's
 * end, and each line is read by one worker, whole. A range may own no line at all (a line that
 * spans it); it then answers nothing.
 *
 * For stdin, which cannot be read by parts, the main thread gathers what it reads into large
 * batches (`BigBatcher`) cut at the last line end, one `lastIndexOf` per batch, and hands them
 * over without looking at the lines.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { InputError, LF, MAX_LINE_BYTES } from './lines';

/** A part of a file that one worker reads and answers. */
export interface ByteRange {
  /** The file's path, to open. */
  readonly path: string;
  /** The file's name in messages (as given to `--input`). */
  readonly name: string;
  readonly start: number;
  /** Where the range ends; `null` for the last range, which reads to the end of the file. */
  readonly end: number | null;
}

/** The largest range: a worker's input and output for it stay a few MB. */
export const MAX_RANGE_BYTES = 1024 * 1024;
/** The smallest: below this a range's message costs more than its lines. */
export const MIN_RANGE_BYTES = 64 * 1024;
/** Ranges each worker should get at least, so that a slow worker holds up little. */
const RANGES_PER_WORKER = 8;

/** The size of each range of a file of `size` bytes read by `jobs` workers. */
export function rangeBytes(size: number, jobs: number): number {
  const even = Math.ceil(size / (jobs * RANGES_PER_WORKER));
  return Math.max(MIN_RANGE_BYTES, Math.min(MAX_RANGE_BYTES, even));
}

/** The ranges of a file of `size` bytes, in order; the last one reads to the file's end. */
export function* rangesOf(
  path: string,
  name: string,
  size: number,
  jobs: number,
): Generator<ByteRange> {
  const step = rangeBytes(size, jobs);
  for (let start = 0; ; start += step) {
    const last = start + step >= size;
    yield { path, name, start, end: last ? null : start + step };
    if (last) return;
  }
}

/** Bytes read at a time while looking for a line end beyond a range. */
const SCAN_BYTES = 64 * 1024;

/**
 * A test hook: reading any byte from this offset on fails with EIO, so that tests can show a
 * file that becomes unreadable part way loses nothing silently.
 */
const failAtByte = Number(process.env['URI_GRAMMAR_TEST_READ_FAILS_AT_BYTE'] ?? -1);

function readAt(fd: number, buffer: Buffer, offset: number, length: number, position: number) {
  if (failAtByte >= 0 && position + length > failAtByte) {
    throw Object.assign(new Error('input/output error (test hook)'), { code: 'EIO' });
  }
  return readSync(fd, buffer, offset, length, position);
}

function unreadable(name: string, error: unknown): InputError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason = error instanceof Error ? error.message : String(error);
  return new InputError(`${name}: cannot read it: ${code ?? reason}${code ? ` (${reason})` : ''}`);
}

/** Where the first LF at or after `from` is, or -1 at the end of the file. */
function nextLineEnd(fd: number, from: number): number {
  const buffer = Buffer.allocUnsafe(SCAN_BYTES);
  for (let at = from; ;) {
    const read = readAt(fd, buffer, 0, SCAN_BYTES, at);
    if (read === 0) return -1;
    const lf = buffer.subarray(0, read).indexOf(LF);
    if (lf >= 0) return at + lf;
    at += read;
  }
}

/**
 * The bytes of the lines `range` owns, whole, their line ends included, in a buffer of their
 * own (movable to another thread). Read errors and a line over MAX_LINE_BYTES are InputErrors.
 */
export function readRange(range: ByteRange, maxLineBytes = MAX_LINE_BYTES): Buffer {
  let fd: number;
  try {
    fd = openSync(range.path, 'r');
  } catch (error) {
    throw unreadable(range.name, error);
  }
  try {
    return readOwnedLines(fd, range, maxLineBytes);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw unreadable(range.name, error);
  } finally {
    closeSync(fd);
  }
}

function readOwnedLines(fd: number, range: ByteRange, maxLineBytes: number): Buffer {
  let from = range.start;
  if (from > 0) {
    const lf = nextLineEnd(fd, from - 1);
    if (lf < 0) return Buffer.alloc(0);
    from = lf + 1;
  }
  if (range.end !== null && from >= range.end) return Buffer.alloc(0);
  // The range's bytes from its first line on, then more until its last line ends.
  let length = range.end === null ? 0 : range.end - from;
  let buffer = Buffer.allocUnsafeSlow(Math.max(length, SCAN_BYTES));
  let filled = 0;
  while (filled < length) {
    const read = readAt(fd, buffer, filled, length - filled, from + filled);
    if (read === 0) break;
    filled += read;
  }
  length = filled;
  if (range.end !== null && length < range.end - from) return buffer.subarray(0, length);
  // The last line's start, for its length and for the message when it is too long.
  let lastStart = length === 0 ? 0 : buffer.lastIndexOf(LF, length - 1) + 1;
  if (length > 0 && buffer[length - 1] === LF) return buffer.subarray(0, length);
  for (;;) {
    if (length - lastStart > maxLineBytes) {
      throw new InputError(
        `${range.name}: the line at byte ${(from + lastStart).toLocaleString('en-US')} is longer than ${maxLineBytes.toLocaleString('en-US')} bytes, the most one input may be`,
      );
    }
    if (buffer.length - length < SCAN_BYTES) {
      const grown = Buffer.allocUnsafeSlow(Math.max(2 * buffer.length, length + SCAN_BYTES));
      buffer.copy(grown, 0, 0, length);
      buffer = grown;
    }
    const read = readAt(fd, buffer, length, SCAN_BYTES, from + length);
    if (read === 0) return buffer.subarray(0, length);
    const lf = buffer.subarray(length, length + read).indexOf(LF);
    if (lf >= 0 && range.end !== null) return buffer.subarray(0, length + lf + 1);
    if (lf >= 0) lastStart = buffer.lastIndexOf(LF, length + read - 1) + 1;
    length += read;
  }
}

/**
 * The batch size `BigBatcher` aims for. A batch moved to a worker dies there and waits for that
 * worker's garbage collection; at 1 MiB a batch, V8 let two workers gather some 115 MB of them
 * before collecting (test/scale/memory.test.ts: peak RSS at --jobs 2 grew by 115 MB between 20
 * and 200 MB of stdin, against its bound of 48 MB). At 64 KiB it stays within the bound.
 */
export const BIG_BATCH_BYTES = 64 * 1024;

/**
 * Stdin for workers: chunks gathered into batches of about BIG_BATCH_BYTES, each cut at its
 * last line end, the rest carried into the next. Each batch is a buffer of its own, moved to a
 * worker without another copy. A line longer than `maxLineBytes` is an InputError.
 */
export class BigBatcher {
  private buffer = Buffer.allocUnsafeSlow(BIG_BATCH_BYTES);
  private length = 0;
  /** Bytes handed on before `buffer`, for error messages. */
  private consumed = 0;

  constructor(
    private readonly name: string,
    private readonly maxLineBytes = MAX_LINE_BYTES,
  ) {}

  /** The batches `chunk` completes. */
  push(chunk: Buffer): Buffer[] {
    this.checkLength();
    const batches: Buffer[] = [];
    if (this.length + chunk.length > this.buffer.length) {
      this.grow(this.length + chunk.length);
    }
    chunk.copy(this.buffer, this.length);
    this.length += chunk.length;
    if (this.length >= BIG_BATCH_BYTES || this.length > this.maxLineBytes) {
      const lf = this.buffer.lastIndexOf(LF, this.length - 1);
      if (lf >= 0) batches.push(this.cut(lf + 1));
      // What is left is one open line. Too long, it fails the next call: the batch just cut
      // is answered first, as one thread would answer it.
      if (batches.length === 0) this.checkLength();
    }
    return batches;
  }

  private checkLength(): void {
    if (this.length > this.maxLineBytes) {
      throw new InputError(
        `${this.name}: the line at byte ${this.consumed.toLocaleString('en-US')} is longer than ${this.maxLineBytes.toLocaleString('en-US')} bytes, the most one input may be`,
      );
    }
  }

  /** The whole lines gathered so far, if any (the input broke off: they are still answered). */
  wholeLines(): Buffer | undefined {
    const lf = this.length === 0 ? -1 : this.buffer.lastIndexOf(LF, this.length - 1);
    return lf < 0 ? undefined : this.cut(lf + 1);
  }

  /** What is left: the last line, when the input does not end with a line end. */
  end(): Buffer | undefined {
    this.checkLength();
    if (this.length === 0) return undefined;
    return this.cut(this.length);
  }

  /** The first `length` bytes as a batch of its own; the rest starts the next buffer. */
  private cut(length: number): Buffer {
    const batch = this.buffer.subarray(0, length);
    const rest = this.length - length;
    const next = Buffer.allocUnsafeSlow(Math.max(BIG_BATCH_BYTES, rest + SCAN_BYTES));
    this.buffer.copy(next, 0, length, this.length);
    this.buffer = next;
    this.length = rest;
    this.consumed += length;
    return batch;
  }

  private grow(needed: number): void {
    const grown = Buffer.allocUnsafeSlow(Math.max(2 * this.buffer.length, needed));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }
}
