/**
 * A worker thread of `--jobs N`: finds its command by name, parses the command's own arguments
 * the way the main thread did, says it is ready, and answers each batch with the command's
 * result for it. Batches are taken one at a time, in the order they arrive.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { AuditUsageError } from '../audit/types';
import { UsageError, parseArgs } from './args';
import { findCommand } from './commands';
import { MovableEncoder } from './moved-buffers';
import type { Prepared } from './command';
import type { FromWorker, ToWorker, WorkerSetup } from './pool';
import { processBatch } from './stream';

/** A failure as the main thread rebuilds it: a peer breaking the protocol is a usage error. */
function failureOf(error: unknown): { error: string; usage?: true } {
  if (error instanceof UsageError || error instanceof AuditUsageError) {
    return { error: error.message, usage: true };
  }
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
  port.on('message', (message: ToWorker) => {
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
        const result = await processBatch(prepared, spec.unit, message.bytes, message.context);
        const posted = prepared.forMainThread?.(result, encode) ?? result;
        reply = { id: message.id, result: posted, moved: encoder.takeMoved() };
      } catch (error) {
        encoder.takeMoved();
        reply = { id: message.id, ...failureOf(error) };
      }
      port.postMessage(reply, 'moved' in reply ? [...reply.moved] : []);
    });
  });
}

// A failure to start (a peer that cannot load) ends the thread with an error the pool reports.
if (parentPort) void start(parentPort, workerData as WorkerSetup);
