/**
 * Worker threads for `--jobs N` (issue 17): each loads the command by name, prepares it from the
 * command's own arguments, says it is ready, and turns byte batches into results. The pool hands
 * a batch to the ready worker with the fewest batches waiting; the caller keeps the order (see
 * stream.ts), and may work through batches itself until the first worker is ready.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { UsageError } from './args';
import type { BatchContext } from './command';
import { InputError } from './lines';
import { ReturnedBuffers } from './moved-buffers';
import type { ByteRange } from './ranges';

/** What a worker is started with. */
export interface WorkerSetup {
  readonly command: string;
  readonly argv: readonly string[];
}

/**
 * Main thread to worker: a batch (its bytes moved, with written output buffers to reuse), or the
 * request to stop.
 */
export type ToWorker =
  | {
      readonly id: number;
      readonly bytes: Uint8Array;
      readonly context: BatchContext;
      readonly spares: readonly ArrayBuffer[];
    }
  | {
      /** A range of a file for the worker to read itself (ranges.ts). */
      readonly id: number;
      readonly range: ByteRange;
      readonly context: BatchContext;
      /** Whether the answers carry line numbers: the worker then counts the range's lines
       *  first, and waits for its first line's number before it answers. */
      readonly numbered: boolean;
      readonly spares: readonly ArrayBuffer[];
    }
  | { readonly id: number; readonly firstLine: number }
  | { readonly close: true };

/** Worker to main thread: prepared and waiting, a batch's result, or why there is none. */
export type FromWorker =
  | { readonly ready: true }
  | { readonly id: number; readonly result: unknown; readonly moved: readonly ArrayBuffer[] }
  | { readonly id: number; readonly counted: number }
  | { readonly id: number; readonly error: string; readonly usage?: true; readonly input?: true }
  | { readonly closeError: { readonly error: string; readonly usage?: true } };

/** A worker thread that stopped before answering (killed, out of memory): status 2. */
export class WorkerStoppedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WorkerStoppedError';
  }
}

function rebuilt(failure: {
  readonly error: string;
  readonly usage?: true;
  readonly input?: true;
}): Error {
  if (failure.input) return new InputError(failure.error);
  return failure.usage ? new UsageError(failure.error) : new Error(`worker: ${failure.error}`);
}

/** Defined (true) by the CLI's one-file build, whose file is also the worker (src/cli-bundle.ts). */
declare const URI_GRAMMAR_CLI_BUNDLE: boolean | undefined;

/**
 * The compiled worker: the one-file build itself when the CLI runs from it, else tsc's worker.js.
 * Under ts-jest this module is TypeScript in src/, and worker threads load JavaScript, so tests
 * that start workers use the build in dist/ (`npm test` builds first).
 */
function workerFile(): string {
  if (typeof URI_GRAMMAR_CLI_BUNDLE !== 'undefined' && URI_GRAMMAR_CLI_BUNDLE) return __filename;
  const here = join(__dirname, 'worker.js');
  if (existsSync(here)) return here;
  return join(__dirname, '..', '..', 'dist', 'src', 'cli', 'worker.js');
}

/** An error event's reason: the code Node gives it (ERR_WORKER_OUT_OF_MEMORY) and its message. */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return code === undefined ? error.message : `${code} (${error.message})`;
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
  /** A range's line count, when its answers are numbered. */
  counted?(lines: number): void;
}

class PoolWorker {
  readonly pending = new Map<number, Pending>();
  /** Prepared (its command loaded, its peers started): a batch now costs no start-up wait. */
  ready = false;
  private failure: Error | undefined;
  /** What closing the worker's command failed with (an audit peer's late answer). */
  closeError: Error | undefined;
  readonly exited: Promise<void>;

  constructor(
    readonly worker: Worker,
    returned: ReturnedBuffers,
  ) {
    worker.on('message', (message: FromWorker) => {
      if ('ready' in message) {
        this.ready = true;
        return;
      }
      if ('closeError' in message) {
        this.closeError ??= rebuilt(message.closeError);
        return;
      }
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      if ('counted' in message) {
        waiting.counted?.(message.counted);
        return;
      }
      this.pending.delete(message.id);
      if ('error' in message) {
        waiting.reject(rebuilt(message));
      } else {
        returned.arrived(message.moved);
        waiting.resolve(message.result);
      }
    });
    worker.on('error', (error) =>
      this.fail(new WorkerStoppedError(`a worker thread failed: ${describeFailure(error)}`)),
    );
    this.exited = new Promise((resolve) => {
      worker.on('exit', (code) => {
        this.fail(new WorkerStoppedError(`a worker thread stopped (exit code ${code})`));
        resolve();
      });
    });
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  run(
    id: number,
    bytes: Uint8Array,
    context: BatchContext,
    spares: readonly ArrayBuffer[],
  ): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      const message: ToWorker = { id, bytes, context, spares };
      this.worker.postMessage(message, [bytes.buffer as ArrayBuffer, ...spares]);
    });
  }

  runRange(
    id: number,
    range: ByteRange,
    context: BatchContext,
    spares: readonly ArrayBuffer[],
    numbering: RangeNumbering | undefined,
  ): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.pending.set(id, {
        resolve,
        reject,
        ...(numbering ? { counted: numbering.counted } : {}),
      });
      const message: ToWorker = { id, range, context, numbered: numbering !== undefined, spares };
      this.worker.postMessage(message, [...spares]);
      void numbering?.firstLine.then((firstLine) => {
        if (!this.pending.has(id)) return;
        const number: ToWorker = { id, firstLine };
        this.worker.postMessage(number);
      });
    });
  }
}

/**
 * How a range's answers get their line numbers: the worker reports how many lines the range
 * has (`counted`), and is sent the number of its first line (`firstLine`, once every range
 * before it has been counted).
 */
export interface RangeNumbering {
  readonly counted: (lines: number) => void;
  readonly firstLine: Promise<number>;
}

/**
 * A worker whose own stdout and stderr are not piped into the process's. Node pipes them by
 * default, and each pipe adds its 'close', 'error', 'drain' and 'unpipe' listeners to
 * process.stdout and process.stderr: at ten jobs or more that passed the ten-listener mark, and
 * `check --jobs 16 | cat` printed a MaxListenersExceededWarning. A worker answers by message
 * only; anything it prints anyway is a diagnostic, passed on to stderr through a listener on
 * the worker's side.
 */
function startWorker(setup: WorkerSetup): Worker {
  const worker = new Worker(workerFile(), { workerData: setup, stdout: true, stderr: true });
  const toStderr = (chunk: Buffer): void => void process.stderr.write(chunk);
  worker.stdout.on('data', toStderr);
  worker.stderr.on('data', toStderr);
  return worker;
}

export class WorkerPool {
  private readonly workers: PoolWorker[];
  private readonly returned = new ReturnedBuffers();
  private nextId = 0;

  constructor(jobs: number, setup: WorkerSetup) {
    this.workers = Array.from(
      { length: jobs },
      () => new PoolWorker(startWorker(setup), this.returned),
    );
  }

  /**
   * Whether any worker has prepared its command and warmed up. Until then a batch waits for a
   * thread's start-up (loading the library, building an automaton, starting an audit's peers).
   */
  get ready(): boolean {
    return this.workers.some((worker) => worker.ready);
  }

  /**
   * The result of one batch. `bytes` is copied into a buffer of its own and moved, not cloned.
   * It goes to the ready worker with the fewest batches waiting (any worker while none is
   * ready), so a worker still starting holds up no batch once another can take it.
   */
  run(bytes: Uint8Array, context: BatchContext = {}, owned = false): Promise<unknown> {
    let own = bytes;
    if (!owned) {
      own = new Uint8Array(bytes.byteLength);
      own.set(bytes);
    }
    return this.leastBusy().run(this.nextId++, own, context, this.returned.takeWritten());
  }

  /**
   * The result of a range of a file, which the worker reads itself (ranges.ts); with
   * `numbering`, the worker counts its lines first and numbers its answers from `firstLine`.
   */
  runRange(
    range: ByteRange,
    context: BatchContext,
    numbering: RangeNumbering | undefined,
  ): Promise<unknown> {
    return this.leastBusy().runRange(
      this.nextId++,
      range,
      context,
      this.returned.takeWritten(),
      numbering,
    );
  }

  /** The ready worker with the fewest batches waiting (any worker while none is ready). */
  private leastBusy(): PoolWorker {
    const candidates = this.ready ? this.workers.filter((worker) => worker.ready) : this.workers;
    let chosen = candidates[0]!;
    for (const candidate of candidates) {
      if (candidate.pending.size < chosen.pending.size) chosen = candidate;
    }
    return chosen;
  }

  /**
   * `bytes`, part of a result, has been written and the output holds it no more: its buffer
   * goes back to a worker with the next batch (see moved-buffers.ts).
   */
  release(bytes: Uint8Array): void {
    this.returned.release(bytes);
  }

  /** Asks every worker to close what it opened and stop, and waits until they have. */
  async close(): Promise<void> {
    await Promise.all(
      this.workers.map(async ({ worker, exited }) => {
        const message: ToWorker = { close: true };
        worker.postMessage(message);
        await exited;
      }),
    );
    const failure = this.workers.find((worker) => worker.closeError)?.closeError;
    if (failure) throw failure;
  }

  /** Stops every worker now (the output was closed, or a batch failed). */
  async terminate(): Promise<void> {
    await Promise.all(this.workers.map(({ worker }) => worker.terminate()));
  }
}
