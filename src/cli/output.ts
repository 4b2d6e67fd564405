/**
 * Writing results with back-pressure, and ending quietly when the reader goes away.
 *
 * `uri-grammar check < big.txt | head -1` closes the pipe after one line; the next write fails
 * with EPIPE. That is the reader's choice, not a fault: the write turns into an
 * `OutputClosedError`, which `main` answers with status 141 (128 + SIGPIPE, what a shell shows
 * for a program the signal ended) and no message (issue 11).
 */
import type { Writable } from 'node:stream';

/** The reader closed our output; nothing more can be written, and nothing is wrong. */
export class OutputClosedError extends Error {
  constructor() {
    super('the output was closed by its reader');
    this.name = 'OutputClosedError';
  }
}

/** Writing failed for another reason than a closed pipe (a full disk, an I/O error). */
export class OutputFailedError extends Error {
  constructor(override readonly cause: unknown) {
    super(`cannot write the output: ${describe(cause)}`);
    this.name = 'OutputFailedError';
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === undefined ? error.message : `${code} (${error.message})`;
  }
  return String(error);
}

/** Whether `error` says the reader is gone. */
export function isClosedPipe(error: unknown): boolean {
  if (error instanceof OutputClosedError) return true;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return (
    code === 'EPIPE' || code === 'ERR_STREAM_DESTROYED' || code === 'ERR_STREAM_WRITE_AFTER_END'
  );
}

/** Watches a stream for the errors that end writing, so that none is left unhandled. */
export class Output {
  /**
   * Called with a byte chunk once the stream is done with it (its write callback), so that its
   * buffer can be used again. Set only for a stream that keeps no chunk after its callback
   * (process.stdout: a file, pipe, terminal or socket; a PassThrough keeps them for its reader).
   */
  afterWrite: ((chunk: Uint8Array) => void) | undefined;
  private failure: unknown = undefined;
  /**
   * The one wait for 'drain' that every writer blocked on a full buffer shares. Each writer
   * adding listeners of its own put one 'drain' and one 'close' listener per pending write on
   * the stream: with ten or more workers writing to a pipe, Node warned of a listener leak
   * (MaxListenersExceededWarning). One shared wait keeps the count at one, however many wait.
   */
  private drained: Promise<void> | undefined;
  private readonly onError = (error: unknown): void => {
    this.failure ??= error;
  };

  constructor(readonly stream: Writable) {
    stream.on('error', this.onError);
  }

  /** Stops watching (the stream outlives one command in tests). */
  release(): void {
    this.stream.off('error', this.onError);
  }

  /** Writes `chunk`, then waits for the stream to drain when its buffer is full. */
  async write(chunk: string | Uint8Array): Promise<void> {
    this.throwIfFailed();
    if (this.stream.destroyed) throw new OutputClosedError();
    const afterWrite = this.afterWrite;
    const written =
      afterWrite !== undefined && typeof chunk !== 'string'
        ? this.stream.write(chunk, () => afterWrite(chunk))
        : this.stream.write(chunk);
    if (written) return;
    await (this.drained ??= this.untilDrained());
  }

  /** Resolves on 'drain'; rejects on 'close' or 'error', as the write's own error. */
  private untilDrained(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const settle = (error?: unknown): void => {
        this.stream.off('drain', onDrain);
        this.stream.off('close', onClose);
        this.stream.off('error', onFailure);
        this.drained = undefined;
        if (error === undefined) resolve();
        else reject(error instanceof Error ? error : new OutputFailedError(error));
      };
      const onDrain = (): void => settle();
      const onClose = (): void => settle(this.failure ?? new OutputClosedError());
      const onFailure = (error: unknown): void => settle(error);
      this.stream.on('drain', onDrain);
      this.stream.on('close', onClose);
      this.stream.on('error', onFailure);
    }).catch((error: unknown) => {
      throw isClosedPipe(error) ? new OutputClosedError() : new OutputFailedError(error);
    });
  }

  async writeLine(line: string): Promise<void> {
    await this.write(`${line}\n`);
  }

  private throwIfFailed(): void {
    if (this.failure === undefined) return;
    throw isClosedPipe(this.failure)
      ? new OutputClosedError()
      : new OutputFailedError(this.failure);
  }
}
