/**
 * Output bytes that travel between threads at `--jobs N` (issue 17) without a copy and without
 * piling up.
 *
 * A worker encodes a batch's output into a buffer of its own and moves it to the main thread,
 * which writes it. A moved buffer that dies on the main thread waits there for a garbage
 * collection, and the main thread allocates so little that V8 lets some 64 MB of such buffers
 * gather first (measured: peak RSS at `--jobs 2` grew by 60 MB between 20 MB and 200 MB of
 * input, and by 22 MB once written buffers went back). So once a buffer is written, the main
 * thread gives it back with the next batch, and the worker encodes into it again.
 */

/** Spares a worker keeps; more than a window's worth would never be used. */
const MAX_SPARES = 8;
/** A buffer larger than this (a batch with a 10 MB line) is not kept for reuse. */
const MAX_SPARE_BYTES = 4 * 1024 * 1024;
/** Room to spare in a new buffer, so that a slightly longer batch next time fits. */
const HEADROOM = 1.25;

const utf8 = new TextEncoder();

/** A worker's side: UTF-8 into movable buffers, reusing the ones given back. */
export class MovableEncoder {
  private readonly spares: ArrayBuffer[] = [];
  private moved: ArrayBuffer[] = [];

  /** Buffers the main thread has written and given back. */
  takeBack(buffers: readonly ArrayBuffer[]): void {
    for (const buffer of buffers) {
      if (this.spares.length < MAX_SPARES && buffer.byteLength <= MAX_SPARE_BYTES) {
        this.spares.push(buffer);
      }
    }
  }

  /**
   * `text` as UTF-8 in a buffer no one else holds (lone surrogates become U+FFFD); bytes
   * already made (a fast path's output) are copied into one.
   */
  encode(text: string | Uint8Array): Uint8Array {
    if (typeof text !== 'string') {
      const bytes = this.take(text.byteLength);
      bytes.set(text);
      return bytes;
    }
    const bytes = this.take(Buffer.byteLength(text, 'utf8'));
    utf8.encodeInto(text, bytes);
    return bytes;
  }

  /** A movable buffer of `length` bytes: a spare when one is big enough. */
  private take(length: number): Uint8Array {
    const spare = this.spares.findIndex((buffer) => buffer.byteLength >= length);
    const buffer =
      spare >= 0 ? this.spares.splice(spare, 1)[0]! : new ArrayBuffer(Math.ceil(length * HEADROOM));
    this.moved.push(buffer);
    return new Uint8Array(buffer, 0, length);
  }

  /** The buffers `encode` gave out since the last call: a reply's transfer list. */
  takeMoved(): ArrayBuffer[] {
    const moved = this.moved;
    this.moved = [];
    return moved;
  }
}

/** The main thread's side: which buffers came from workers, and which are written. */
export class ReturnedBuffers {
  private readonly fromWorkers = new WeakSet<ArrayBuffer>();
  private written: ArrayBuffer[] = [];

  /** Buffers a worker moved here with a result. */
  arrived(buffers: readonly ArrayBuffer[]): void {
    for (const buffer of buffers) this.fromWorkers.add(buffer);
  }

  /**
   * `bytes` has been written and the stream holds it no more: a worker may have its buffer
   * back. Bytes from anywhere else are left alone.
   */
  release(bytes: Uint8Array): void {
    const buffer = bytes.buffer;
    if (!(buffer instanceof ArrayBuffer) || !this.fromWorkers.has(buffer)) return;
    this.fromWorkers.delete(buffer);
    if (this.written.length < MAX_SPARES && buffer.byteLength <= MAX_SPARE_BYTES) {
      this.written.push(buffer);
    }
  }

  /** The written buffers, to move to a worker with its next batch. */
  takeWritten(): ArrayBuffer[] {
    const written = this.written;
    this.written = [];
    return written;
  }
}
