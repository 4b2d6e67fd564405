/** What a CLI command is, and what a command that streams its input through workers adds. */
import type { Writable } from 'node:stream';
import type { OptionSpec, ParsedArgs } from './args';
import type { Io } from './io';
import type { Output } from './output';

export interface Command {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** The `--help` text: usage line, options, an example. */
  readonly help: string;
  readonly options: OptionSpec;
  run(args: ParsedArgs, io: Io): Promise<number>;
  /** Present when the command reads its input in batches that workers can take (`--jobs`). */
  readonly stream?: StreamSpec<unknown>;
}

/**
 * A command whose input is cut into batches, each turned into a result by `prepare`'s function
 * (in a worker thread, or on the main thread at `--jobs 1`), the results then taken in input
 * order by `collect` on the main thread. A worker gets the command's name and its arguments and
 * calls `prepare` itself, so an option a command adds needs no change to the workers.
 */
export interface StreamSpec<R> {
  /**
   * `line`: each batch is a list of lines (LF or CRLF ended) and a TEXT argument is one input.
   * `block`: each batch is one block of running text (see BlockBatcher), the arguments one text.
   */
  readonly unit: 'line' | 'block';
  /** Checks the arguments (throwing a UsageError) and makes the batch function. */
  prepare(args: ParsedArgs): Prepared<R> | Promise<Prepared<R>>;
  /** Takes the results in input order and writes them; `finish` gives the exit code. */
  collect(args: ParsedArgs, output: Output, stderr?: Writable): Collector<R>;
}

/**
 * Where a batch stands in its input: the number of its first line (counted from 1) when the
 * command numbers its answers, and the input's name when several `--input`s are read.
 */
export interface BatchContext {
  readonly firstLine?: number;
  readonly file?: string;
}

export interface Prepared<R> {
  /** One batch: its lines (`line`) or its one block of text (`block`). */
  process(units: readonly string[], context?: BatchContext): R | Promise<R>;
  /**
   * One batch of whole lines as bytes, answered without decoding it first (the fast paths of
   * `check`); when present it is used instead of `process` for batches read from the input.
   */
  processBytes?(bytes: Uint8Array, context: BatchContext): R;
  /** Whether the answers carry line numbers: the reader then counts each batch's lines. */
  readonly numbersLines?: boolean;
  /**
   * Builds what the first batch would otherwise build (a rule's automaton, about 0.1 s): a
   * worker calls it before it says it is ready, so the main thread keeps working through
   * batches meanwhile instead of waiting for them.
   */
  warmUp?(): void;
  /**
   * The result as a worker posts it to the main thread: a long string can be traded for its
   * bytes from `encode`, which are moved to the main thread, not copied (see moved-buffers.ts).
   */
  forMainThread?(result: R, encode: (text: string | Uint8Array) => Uint8Array): R;
  /** Releases what `prepare` opened (external peers). */
  close?(): Promise<void>;
}

/** Which input a batch was read from: its place among the inputs and its name. */
export interface BatchSource {
  readonly index: number;
  readonly name: string;
}

export interface Collector<R> {
  /** `source` is given for batches read from the inputs (not for TEXT arguments). */
  take(result: R, source?: BatchSource): Promise<void>;
  finish(): Promise<number>;
}
