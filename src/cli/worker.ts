/**
 * A worker thread of `--jobs N`: finds its command by name, parses the command's own arguments
 * the way the main thread did, says it is ready, and answers each batch with the command's
 * result for it. Batches are taken one at a time, in the order they arrive.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { AuditUsageError } from '../audit/types';
import { UsageError, parseArgs } from './args';
import { findCommand } from './commands';
import { InputError } from './lines';
import { MovableEncoder } from './moved-buffers';
import type { Prepared } from './command';
import type { FromWorker, ToWorker, WorkerSetup } from './pool';
import { readRange } from './ranges';
import { countLines, processBatch } from './stream';

/** A failure as the main thread rebuilds it: a peer breaking the protocol is a usage error. */
function failureOf(error: unknown): { error: string; usage?: true; input?: true } {
  if (error instanceof UsageError || error instanceof AuditUsageError) {
    return { error: error.message, usage: true };
  }
  if (error instanceof InputError) return { error: error.message, input: true };
  return { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
}

/**
 * A test hook: a worker ends its thread (as if killed) when it is handed this batch (counted
 * from 1 in each worker), so tests can show that a dead worker loses nothing silently.
 */
const exitAtBatch = Number(process.env['URI_GRAMMAR_TEST_WORKER_EXIT_AT_BATCH'] ?? 0);

async function start(port: NonNullable<typeof parentPort>, setup: WorkerSetup): Promise<void> {
  const command = findCommand(setup.command);
  const spec = command?.stream;
  if (!spec) throw new Error(`no streaming command ${setup.command}`);
  const prepared: Prepared<unknown> = await spec.prepare(parseArgs(setup.argv, command.options));
  prepared.warmUp?.();
  const encoder = new MovableEncoder();
  const encode = (text: string | Uint8Array): Uint8Array => encoder.encode(text);
  port.postMessage({ ready: true } satisfies FromWorker);
  let queue = Promise.resolve();
  let batchesTaken = 0;
  // The numbers of ranges' first lines, as the main thread sends them.
  const firstLines = new Map<number, { promise: Promise<number>; resolve(line: number): void }>();
  const firstLineOf = (id: number) => {
    let entry = firstLines.get(id);
    if (!entry) {
      let resolve!: (line: number) => void;
      const promise = new Promise<number>((settle) => (resolve = settle));
      entry = { promise, resolve };
      firstLines.set(id, entry);
    }
    return entry;
  };
  port.on('message', (message: ToWorker) => {
    if ('firstLine' in message) {
      firstLineOf(message.id).resolve(message.firstLine);
      return;
    }
    // A range is read and counted as soon as it arrives, so that the ranges after it (in any
    // worker) learn their first line early; it is answered in its turn.
    let range: { bytes: Uint8Array } | { failure: unknown } | undefined;
    if ('range' in message) {
      try {
        const bytes = readRange(message.range);
        if (message.numbered) {
          port.postMessage({ id: message.id, counted: countLines(bytes) } satisfies FromWorker);
        }
        range = { bytes };
      } catch (error) {
        range = { failure: error };
      }
    }
    queue = queue.then(async () => {
      if ('close' in message) {
        try {
          await prepared.close?.();
        } catch (error) {
          // An audit peer that fails to close fails the run: the pool's close() throws it.
          port.postMessage({ closeError: failureOf(error) } satisfies FromWorker);
        }
        port.close();
        return;
      }
      encoder.takeBack(message.spares);
      let reply: FromWorker;
      try {
        if (++batchesTaken === exitAtBatch) process.exit(3);
        let bytes: Uint8Array;
        let context = message.context;
        if ('range' in message) {
          if (range && 'failure' in range) throw range.failure;
          bytes = (range as { bytes: Uint8Array }).bytes;
          if (message.numbered) {
            const firstLine = await firstLineOf(message.id).promise;
            firstLines.delete(message.id);
            context = { ...context, firstLine };
          }
        } else {
          bytes = message.bytes;
        }
        const result = await processBatch(prepared, spec.unit, bytes, context);
        const posted = prepared.forMainThread?.(result, encode) ?? result;
        reply = { id: message.id, result: posted, moved: encoder.takeMoved() };
      } catch (error) {
        encoder.takeMoved();
        reply = { id: message.id, ...failureOf(error) };
      }
      port.postMessage(reply, 'moved' in reply ? [...reply.moved] : []);
      // Let the messages that arrived meanwhile in (ranges to count, first lines) before the
      // next batch, so that no other worker waits for a count this one has not made yet.
      await new Promise((resolve) => setImmediate(resolve));
    });
  });
}

// A failure to start (a peer that cannot load) ends the thread with an error the pool reports.
if (parentPort) void start(parentPort, workerData as WorkerSetup);
