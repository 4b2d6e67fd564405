/**
 * Running a streaming command over its input (issue 17): the sources are read a chunk at a
 * time, cut into batches of whole lines (or extract's blocks), each batch turned into a result
 * on the main thread (`--jobs 1`) or by a worker thread, and the results taken in input order.
 *
 * The output of `--jobs N` is byte for byte that of `--jobs 1`: both run the same batch
 * function on the same batches' bytes, and the results are taken in the order the batches were
 * read. Memory stays flat: at most `batchesInFlight(jobs)` batches are in flight, the reader
 * waits for the oldest result before reading on, and writing waits for the output to drain.
 *
 * Workers start only once the input is known (a file's size) or has proved (a second batch) to
 * be bigger than one batch, so a few lines on stdin cost no thread start-up. A worker's start-up
 * (loading the library, building a rule's automaton) takes a few tenths of a second; until the
 * first worker is ready the main thread works through the batches itself, in order, when that
 * takes no core from a starting worker (see `takesItself`).
 */
import { availableParallelism, loadavg } from 'node:os';
import { UsageError, type OptionSpec, type ParsedArgs } from './args';
import type { BatchContext, BatchSource, Command, Prepared, StreamSpec } from './command';
import type { Io } from './io';
import { BlockBatcher, InputError, LF, LineBatcher, decode, splitLines } from './lines';
import { Output } from './output';
import { type RangeNumbering, WorkerPool, WorkerStoppedError } from './pool';
import { Progress } from './progress';
import { BigBatcher, type ByteRange, rangesOf } from './ranges';
import { CHUNK_BYTES, type Source, sourcesOf } from './sources';

/** The options every streaming command takes. */
export const STREAM_OPTIONS = {
  values: ['jobs', 'input', 'first-line', 'file-field'],
  flags: ['summary'],
} as const;

/**
 * `--first-line N` and `--file-field NAME`: the number of the input's first line, and the `file`
 * its answers name, for a part of a bigger file read on its own (the Dask recipe's partitions),
 * so that the parts' answers, put together, are the whole file's.
 */
function placeOptions(args: ParsedArgs): { firstLine: number; file: string | undefined } {
  const given = args.values.get('first-line');
  const firstLine = given === undefined ? 1 : Number(given);
  if (
    given !== undefined &&
    (!/^[0-9]+$/.test(given) || !Number.isSafeInteger(firstLine) || firstLine < 1)
  ) {
    throw new UsageError(`--first-line takes a whole number from 1, not ${JSON.stringify(given)}`);
  }
  return { firstLine, file: args.values.get('file-field') };
}

/** More threads than this is a mistake, not a machine. */
export const MAX_JOBS = 256;

export function withStreamOptions(spec: OptionSpec): OptionSpec {
  return {
    values: [...(spec.values ?? []), ...STREAM_OPTIONS.values],
    flags: [...(spec.flags ?? []), ...STREAM_OPTIONS.flags],
  };
}

/**
 * Input below this size is read faster by the main thread alone than by starting workers, when
 * `--jobs` is not given: a worker's start-up (0.2-0.3 s of a core, loading the library and
 * building the automaton) is what one thread answers of some 5-10 MB of typical lines.
 */
export const WORKERS_PAY_BYTES = 16 * 1024 * 1024;

/**
 * The default `--jobs`: the cores no other process is using, by the 1-minute load average. On a
 * loaded machine a worker gets no core of its own and only adds the cost of handing batches
 * over: on a busy shared 2-core machine, two workers ran 1.7-2× slower than one thread (issue
 * 28). So the default is one thread unless at least one more core is idle.
 */
export function defaultJobs(cores = availableParallelism(), load = loadavg()[0] ?? 0): number {
  const idle = Math.floor(cores - load + 0.5);
  return Math.max(1, Math.min(idle, cores, MAX_JOBS));
}

/** `--jobs N`: a whole number from 1 to MAX_JOBS, by default `defaultJobs()`. */
export function jobsOption(args: ParsedArgs): number {
  const given = args.values.get('jobs');
  if (given === undefined) return defaultJobs();
  const jobs = Number(given);
  if (!/^[0-9]+$/.test(given) || !Number.isInteger(jobs) || jobs < 1 || jobs > MAX_JOBS) {
    throw new UsageError(
      `--jobs takes a whole number from 1 to ${MAX_JOBS}, not ${JSON.stringify(given)}`,
    );
  }
  return jobs;
}

/** One batch's bytes through a prepared command: the same call in a worker and at `--jobs 1`. */
export async function processBatch<R>(
  prepared: Prepared<R>,
  unit: StreamSpec<R>['unit'],
  bytes: Uint8Array,
  context: BatchContext = {},
): Promise<R> {
  if (unit === 'line' && prepared.processBytes) return prepared.processBytes(bytes, context);
  const text = decode(bytes);
  return prepared.process(unit === 'line' ? splitLines(text) : [text], context);
}

/** The lines of a batch as `splitLines` counts them: its LFs, and a last line without one. */
export function countLines(bytes: Uint8Array): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let lines = 0;
  for (let at = buffer.indexOf(LF); at >= 0; at = buffer.indexOf(LF, at + 1)) lines++;
  return buffer.length > 0 && buffer[buffer.length - 1] !== LF ? lines + 1 : lines;
}

/** Batches each worker may have waiting: see batchesInFlight. */
const BATCHES_PER_WORKER = 8;
/** Batches in flight beyond which a big pool gets only 2 per worker (about 200 KB each). */
const MANY_BATCHES = 128;

/**
 * How many batches may be read and not yet written. A worker with nothing queued waits for the
 * main thread, which on a busy machine can wait a scheduler slice itself: with 2 batches per
 * worker (3 ms of work) the workers of a `--jobs 2` run over 10^6 lines sat idle 230-370 ms
 * each, with 8 per worker 45-230 ms (2 shared cores, measured with /proc/thread-self/schedstat).
 * Memory: 8 batches per worker up to 128 in all, then 2 per worker.
 */
export function batchesInFlight(jobs: number): number {
  if (jobs <= 1) return 1;
  return Math.max(2 * jobs, Math.min(BATCHES_PER_WORKER * jobs, MANY_BATCHES));
}

/** Ranges of a file each worker may have waiting (each up to MAX_RANGE_BYTES, read ahead). */
const RANGES_PER_WORKER = 4;
/** Ranges in flight beyond which a big pool gets only 2 per worker. */
const MANY_RANGES = 32;

/** How many ranges of a file may be handed out and not yet written. */
export function rangesInFlight(jobs: number): number {
  return Math.max(2 * jobs, Math.min(RANGES_PER_WORKER * jobs, MANY_RANGES));
}

/** An input error already placed (its file and line named), to pass on as it is. */
class PlacedInputError extends InputError {}

/** A command that streams: its `stream` spec set. */
export type StreamingCommand = Command & { readonly stream: StreamSpec<unknown> };

/** Runs `command` over its TEXT arguments, or over `--input` files / stdin. */
export async function runStreamed(
  command: StreamingCommand,
  args: ParsedArgs,
  io: Io,
): Promise<number> {
  const spec = command.stream;
  const jobs = jobsOption(args);
  const fromArguments = args.positionals.length > 0;
  if (fromArguments && args.lists.has('input')) {
    throw new UsageError('give TEXT arguments or --input, not both');
  }
  const sources = fromArguments ? [] : sourcesOf(args, io.stdin);
  const prepared = await spec.prepare(args);
  const output = new Output(io.stdout);
  let closed = false;
  try {
    const collector = spec.collect(args, output, io.stderr);
    if (fromArguments) {
      const units = spec.unit === 'line' ? args.positionals : [args.positionals.join(' ')];
      await collector.take(await prepared.process(units));
    } else {
      await runBatches(command, args, io, {
        jobs,
        sources,
        prepared,
        output,
        take: (r, source) => collector.take(r, source),
      });
    }
    // Closed before the last word: an audit peer's failure to close (a line printed after its
    // last answer) means its answers went to the wrong inputs, and no report may be written.
    closed = true;
    await prepared.close?.();
    return await collector.finish();
  } finally {
    output.release();
    if (!closed) await prepared.close?.().catch(() => undefined);
  }
}

interface BatchRun {
  readonly jobs: number;
  readonly sources: readonly Source[];
  readonly prepared: Prepared<unknown>;
  readonly output: Output;
  readonly take: (result: unknown, source: BatchSource) => Promise<void>;
}

async function runBatches(
  command: StreamingCommand,
  args: ParsedArgs,
  io: Io,
  { jobs, sources, prepared, output, take }: BatchRun,
): Promise<void> {
  const unit = command.stream.unit;
  const inFlightLimit = batchesInFlight(jobs);
  const window: { result: Promise<unknown>; source: BatchSource; rangeBytes?: number }[] = [];
  // Lines answered per input: where a failure stopped the output (the next line is unanswered).
  const place = placeOptions(args);
  const answered: number[] = sources.map((_, index) => (index === 0 ? place.firstLine - 1 : 0));
  // Lines read per input, counted only when the answers carry their line numbers.
  const numbered = unit === 'line' && prepared.numbersLines === true;
  const several = sources.length > 1 || place.file !== undefined;
  const explicitJobs = args.values.has('jobs');
  let bytesSubmitted = 0;
  let pool: WorkerPool | undefined;
  let batches = 0;
  let lines = 0;
  const totalBytes = sources.every((source) => source.size !== undefined)
    ? sources.reduce((sum, source) => sum + source.size!, 0)
    : undefined;
  const progress = Progress.start({
    stderr: io.stderr,
    fromFile: sources.some((source) => source.size !== undefined),
    totalBytes,
  });
  // Bytes of ranges answered: the workers read them, not the sources' streams.
  let rangeBytesDone = 0;
  const bytesRead = (): number =>
    sources.reduce((sum, source) => sum + source.bytesRead(), rangeBytesDone);

  const startPool = (): WorkerPool => {
    if (pool) return pool;
    const started = new WorkerPool(jobs, { command: command.name, argv: args.argv });
    // Written output goes back to the workers for reuse, when the stream is done with it.
    if (output.stream === process.stdout) output.afterWrite = (chunk) => started.release(chunk);
    return (pool = started);
  };
  // Without --jobs, workers start only for input big enough to pay for their start-up.
  const worthWorkers = (): boolean =>
    jobs > 1 &&
    (explicitJobs
      ? (totalBytes ?? 0) > CHUNK_BYTES || batches > 0
      : Math.max(totalBytes ?? 0, bytesSubmitted) >= WORKERS_PAY_BYTES);
  // Input known to fill more than one batch starts the threads at once.
  if (worthWorkers()) startPool();

  // While no worker is ready, a batch waits for a thread's start-up (about 0.2 s). The main
  // thread takes it instead, in order, when that costs a starting worker no core: when it has
  // already taken a batch (so its rule's automaton is built) or a core is free. Otherwise it
  // would build an automaton of its own on a core a worker needs: on 2 cores at --jobs 2 over
  // 10^6 lines, the main thread taking batches from the start made the run 2-4% slower.
  const coreToSpare = availableParallelism() > jobs;
  let takenHere = 0;
  const takesItself = (): boolean =>
    pool === undefined || (!pool.ready && (takenHere > 0 || coreToSpare));

  const nextLine: number[] = sources.map((_, index) => (index === 0 ? place.firstLine : 1));
  // The first line of each input's next range, once the ranges before it have been counted.
  const lineChain: Promise<number>[] = nextLine.map((line) => Promise.resolve(line));
  const submitRange = async (
    range: ByteRange,
    source: BatchSource,
    size: number,
  ): Promise<void> => {
    let numbering: RangeNumbering | undefined;
    let context: BatchContext = {};
    if (numbered) {
      if (several) context = { file: place.file ?? source.name };
      const firstLine = lineChain[source.index]!;
      let counted!: (lines: number) => void;
      const count = new Promise<number>((resolve) => (counted = resolve));
      lineChain[source.index] = Promise.all([firstLine, count]).then(([from, n]) => from + n);
      numbering = { counted, firstLine };
    }
    const result = startPool().runRange(range, context, numbering);
    batches++;
    result.catch(() => undefined);
    window.push({ result, source, rangeBytes: Math.max(0, (range.end ?? size) - range.start) });
    while (window.length >= rangesInFlight(jobs)) await takeOldest();
  };
  const submit = async (bytes: Uint8Array, source: BatchSource, owned = false): Promise<void> => {
    let result: Promise<unknown>;
    bytesSubmitted += bytes.byteLength;
    if (worthWorkers()) startPool();
    let context: BatchContext = {};
    if (numbered) {
      context = several
        ? { firstLine: nextLine[source.index]!, file: place.file ?? source.name }
        : { firstLine: nextLine[source.index]! };
    }
    if (takesItself()) {
      takenHere++;
      if (unit === 'line' && prepared.processBytes) {
        // Answered here and now: its line count comes with its answers, not from a count of
        // its own (the one thread of --jobs 1 reads each line once).
        try {
          const answered = prepared.processBytes(bytes, context);
          if (numbered) nextLine[source.index]! += resultLines(answered);
          result = Promise.resolve(answered);
        } catch (error) {
          result = Promise.reject(error instanceof Error ? error : new Error(String(error)));
        }
      } else {
        if (numbered) nextLine[source.index]! += countLines(bytes);
        result = processBatch(prepared, unit, bytes, context);
      }
    } else {
      if (numbered) nextLine[source.index]! += countLines(bytes);
      result = pool!.run(bytes, context, owned);
    }
    batches++;
    // Awaited in order below; until then a failure must not count as unhandled.
    result.catch(() => undefined);
    window.push({ result, source });
    // A big batch (about 1 MB) counts like a range.
    while (window.length >= (owned ? rangesInFlight(jobs) : inFlightLimit)) await takeOldest();
  };
  const takeOldest = async (): Promise<void> => {
    const { result: pending, source, rangeBytes } = window.shift()!;
    let result: unknown;
    try {
      result = await pending;
    } catch (error) {
      // A range a worker could not read: the lines before it are written, none from it on.
      if (rangeBytes !== undefined && error instanceof InputError) {
        throw new PlacedInputError(
          `${error.message}; stopped at line ${answered[source.index]! + 1} of ${source.name} ` +
            `(the output holds every line before it)`,
        );
      }
      // A worker that died (killed, out of memory) answered nothing from this batch on.
      if (!(error instanceof WorkerStoppedError)) throw error;
      throw new WorkerStoppedError(
        `${error.message}; no answer for line ${answered[source.index]! + 1} of ${source.name} ` +
          `or after it (the output holds every line before it)`,
      );
    }
    lines += resultLines(result);
    answered[source.index]! += resultLines(result);
    await take(result, source);
    rangeBytesDone += rangeBytes ?? 0;
    progress?.update(lines, bytesRead());
  };

  let finished = false;
  let reading = 0;
  try {
    for (const [index, source] of sources.entries()) {
      reading = index;
      const from: BatchSource = { index, name: source.name };
      // A file for workers: they read it by ranges, and the main thread reads none of it.
      if (unit === 'line' && source.path !== undefined && source.size !== undefined) {
        const size = source.size;
        const worth =
          jobs > 1 && (worthWorkers() || size > (explicitJobs ? CHUNK_BYTES : WORKERS_PAY_BYTES));
        if (worth) {
          for (const range of rangesOf(source.path, source.name, size, jobs)) {
            await submitRange(range, from, size);
          }
          continue;
        }
      }
      // Lines for workers (stdin, gzip) go in big batches, cut once each at their last line
      // end, moved to a worker as they are (ranges.ts); for one thread, chunk by chunk.
      const big = unit === 'line' && jobs > 1;
      const batcher =
        unit === 'block'
          ? new BlockBatcher(source.name)
          : big
            ? new BigBatcher(source.name)
            : new LineBatcher(source.name);
      try {
        for await (const chunk of source.chunks()) {
          for (const batch of batcher.push(chunk)) await submit(batch, from, big);
        }
      } catch (error) {
        // The whole lines read before the input broke off are answered, as one thread would.
        const whole = batcher instanceof BigBatcher ? batcher.wholeLines() : undefined;
        if (error instanceof InputError && whole !== undefined) await submit(whole, from, big);
        throw error;
      }
      const last = batcher.end();
      if (last !== undefined) await submit(last, from, big);
    }
    while (window.length > 0) await takeOldest();
    finished = true;
  } catch (error) {
    // Unreadable input ends the run where `--jobs 1` would: after the lines before it.
    if (error instanceof InputError && !(error instanceof PlacedInputError)) {
      while (window.length > 0) await takeOldest();
      finished = true;
      if (unit === 'line') {
        throw new InputError(
          `${error.message}; stopped at line ${answered[reading]! + 1} of ${sources[reading]!.name} ` +
            `(the output holds every line before it)`,
        );
      }
    }
    throw error;
  } finally {
    output.afterWrite = undefined;
    progress?.done();
    if (pool) await (finished ? pool.close() : pool.terminate());
  }
}

/** How many lines a batch result covers, when it says (for the progress display). */
function resultLines(result: unknown): number {
  const lines = (result as { lines?: unknown } | undefined)?.lines;
  return typeof lines === 'number' ? lines : 0;
}
