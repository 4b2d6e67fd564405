/**
 * Cutting an input byte stream into batches of whole lines (issue 11, issue 17).
 *
 * A line ends at LF or CRLF, nowhere else: a lone CR is part of the line (and makes it an
 * invalid URI), so `http://good.example\r@evil.example/` stays one input. Node's readline ends
 * lines at a lone CR too, which is why the CLI splits on its own.
 *
 * Batches are cut at LF bytes, which in UTF-8 never occur inside a multi-byte sequence, so a
 * batch decodes to the same text whether it is decoded alone or as part of the whole stream; the
 * output of `--jobs 1` and `--jobs N` does not depend on where the batches fall. Memory is one
 * chunk plus the current line, and a line longer than `maxLineBytes` is refused with an
 * `InputError` instead of growing without bound.
 */

export const LF = 0x0a;
const CR = 0x0d;
const LESS_THAN = 0x3c;
const GREATER_THAN = 0x3e;
const HYPHEN_MINUS = 0x2d;

/** Whether the UTF-8 bytes of `buffer` end at `end` with those of `character`. */
function endsWith(buffer: Uint8Array, end: number, character: Uint8Array): boolean {
  if (end < character.length) return false;
  for (let k = 0; k < character.length; k++) {
    if (buffer[end - character.length + k] !== character[k]) return false;
  }
  return true;
}

/** ⟨ ⟩ and 〈 〉, the other brackets extract joins lines in, as UTF-8. */
const OTHER_OPENING = [Buffer.from('\u27e8'), Buffer.from('\u3008')];
const OTHER_CLOSING = [Buffer.from('\u27e9'), Buffer.from('\u3009')];
/** A hyphen that a URI may go on after, at a line's end (U+2010 HYPHEN, U+00AD SOFT HYPHEN). */
const OTHER_HYPHENS = [Buffer.from('\u2010'), Buffer.from('\u00ad')];

/** Whether the line ending with the LF at `lf` ends with a hyphen (before any CR). */
function endsWithHyphen(buffer: Uint8Array, lf: number): boolean {
  const end = lf > 0 && buffer[lf - 1] === CR ? lf - 1 : lf;
  return (
    (end > 0 && buffer[end - 1] === HYPHEN_MINUS) ||
    OTHER_HYPHENS.some((hyphen) => endsWith(buffer, end, hyphen))
  );
}

/** The longest line read: 64 MiB, far above any real URI, and far below V8's string limit. */
export const MAX_LINE_BYTES = 64 * 1024 * 1024;

/** Input that cannot be read: a line over the limit, a corrupt gzip file, a read error. */
export class InputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InputError';
  }
}

function join(parts: readonly Buffer[], length: number): Buffer {
  return parts.length === 1 ? parts[0]! : Buffer.concat(parts, length);
}

/** Byte batches of whole lines, cut at the last line end in each chunk read. */
export class LineBatcher {
  private carry: Buffer[] = [];
  private carryBytes = 0;
  /** Bytes before the carry, for error messages. */
  private consumed = 0;

  constructor(
    private readonly name: string,
    private readonly maxLineBytes = MAX_LINE_BYTES,
  ) {}

  /** The batches `chunk` completes (none while a line is still open). */
  push(chunk: Buffer): Buffer[] {
    const lastLineEnd = chunk.lastIndexOf(LF);
    if (lastLineEnd < 0) {
      this.carry.push(chunk);
      this.carryBytes += chunk.length;
      this.checkLength();
      return [];
    }
    const head = chunk.subarray(0, lastLineEnd + 1);
    const batch = join([...this.carry, head], this.carryBytes + head.length);
    this.consumed += batch.length;
    const tail = chunk.subarray(lastLineEnd + 1);
    this.carry = tail.length > 0 ? [tail] : [];
    this.carryBytes = tail.length;
    this.checkLength();
    return [batch];
  }

  /** The last line when the input does not end with a line end. */
  end(): Buffer | undefined {
    if (this.carryBytes === 0) return undefined;
    const batch = join(this.carry, this.carryBytes);
    this.carry = [];
    this.carryBytes = 0;
    return batch;
  }

  private checkLength(): void {
    if (this.carryBytes > this.maxLineBytes) {
      throw new InputError(
        `${this.name}: the line at byte ${this.consumed.toLocaleString('en-US')} is longer than ${this.maxLineBytes.toLocaleString('en-US')} bytes, the most one input may be`,
      );
    }
  }
}

/** Smallest and largest block for `extract` (see BlockBatcher). */
export const MIN_BLOCK_BYTES = 64 * 1024;
export const MAX_BLOCK_BYTES = 1024 * 1024;

/**
 * Blocks of running text for `extract`, cut where no URI can straddle the cut, by content
 * alone (never by how the bytes arrived), so every run cuts the same text the same way.
 *
 * A URI in running text spans a line end only inside `<...>` (or `⟨...⟩`, `〈...〉`) and after
 * a hyphen at the line's end (RFC 3986 Appendix C); a bare one ends at whitespace. So a block
 * ends at the first line end after `minBlockBytes` where every `<` in the block already has a
 * `>` after it and the line does not end with a hyphen; or, so that a stray `<` cannot make a
 * block grow without end, at the first line end after `maxBlockBytes`.
 */
export class BlockBatcher {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** How far `pending` has been scanned, and the last `<`, `>` and line end seen there. */
  private scanned = 0;
  private lastLessThan = -1;
  private lastGreaterThan = -1;
  /** Where the line still open at the end of `pending` starts. */
  private tailStart = 0;
  private consumed = 0;

  constructor(
    private readonly name: string,
    private readonly maxLineBytes = MAX_LINE_BYTES,
    private readonly minBlockBytes = MIN_BLOCK_BYTES,
    private readonly maxBlockBytes = MAX_BLOCK_BYTES,
  ) {}

  push(chunk: Buffer): Buffer[] {
    const lastLineEnd = chunk.lastIndexOf(LF);
    if (lastLineEnd >= 0) this.tailStart = this.pendingBytes + lastLineEnd + 1;
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    const blocks: Buffer[] = [];
    if (lastLineEnd >= 0 && this.pendingBytes >= this.minBlockBytes) {
      let buffer = join(this.pending, this.pendingBytes);
      for (let cut = this.scan(buffer); cut > 0; cut = this.scan(buffer)) {
        blocks.push(buffer.subarray(0, cut));
        this.consumed += cut;
        this.tailStart -= cut;
        buffer = buffer.subarray(cut);
      }
      this.pending = buffer.length > 0 ? [buffer] : [];
      this.pendingBytes = buffer.length;
    }
    if (this.pendingBytes - this.tailStart > this.maxLineBytes) {
      throw new InputError(
        `${this.name}: the line at byte ${(this.consumed + this.tailStart).toLocaleString('en-US')} is longer than ${this.maxLineBytes.toLocaleString('en-US')} bytes, the most one input may be`,
      );
    }
    return blocks;
  }

  end(): Buffer | undefined {
    if (this.pendingBytes === 0) return undefined;
    const block = join(this.pending, this.pendingBytes);
    this.pending = [];
    this.pendingBytes = 0;
    this.tailStart = 0;
    return block;
  }

  /** The length of the first block in `buffer`, or 0 when it has none yet; resets the scan. */
  private scan(buffer: Buffer): number {
    for (let i = this.scanned; i < buffer.length; i++) {
      const byte = buffer[i];
      if (byte === LESS_THAN) this.lastLessThan = i;
      else if (byte === GREATER_THAN) this.lastGreaterThan = i;
      else if (byte !== undefined && byte >= 0x80) {
        // The last byte of a bracket's UTF-8 stands for the bracket.
        if (OTHER_OPENING.some((bracket) => endsWith(buffer, i + 1, bracket)))
          this.lastLessThan = i;
        else if (OTHER_CLOSING.some((bracket) => endsWith(buffer, i + 1, bracket))) {
          this.lastGreaterThan = i;
        }
      } else if (byte === LF) {
        const length = i + 1;
        const closed = this.lastLessThan < this.lastGreaterThan;
        if (
          (length >= this.minBlockBytes &&
            (this.lastLessThan < 0 || closed) &&
            !endsWithHyphen(buffer, i)) ||
          length >= this.maxBlockBytes
        ) {
          this.scanned = 0;
          this.lastLessThan = -1;
          this.lastGreaterThan = -1;
          return length;
        }
      }
    }
    this.scanned = buffer.length;
    return 0;
  }
}

/**
 * The lines of a decoded batch: split at LF, a CR before the LF dropped, a lone CR kept (also
 * at the very end of the input). A final line without a line end counts; an empty text has no
 * lines.
 */
export function splitLines(text: string): string[] {
  if (text.length === 0) return [];
  const lines = text.split('\n');
  // The part after the last LF is a line only when it is not empty; its CR ends no line.
  const ended = text.charCodeAt(text.length - 1) === LF;
  if (ended) lines.pop();
  const endedLines = ended ? lines.length : lines.length - 1;
  for (let i = 0; i < endedLines; i++) {
    const line = lines[i]!;
    if (line.charCodeAt(line.length - 1) === CR) lines[i] = line.slice(0, -1);
  }
  return lines;
}

/**
 * Batch bytes as text. Buffer#toString replaces malformed UTF-8 with U+FFFD and, unlike
 * TextDecoder by default, keeps a leading U+FEFF: a batch that happens to start with one must
 * read the same as it would in the middle of a bigger batch.
 */
export function decode(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
}
