/**
 * A worker thread of `--jobs N`: finds its command by name, parses the command's own arguments
 * the way the main thread did, says it is ready, and answers each batch with the command's
 * result for it. Batches are taken one at a time, in the order they arrive.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { AuditUsageError } from '../audit/types';
import { UsageError, parseArgs } from './args';
import { findCommand } from './commands';
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
 * The buffers of a result's byte arrays that own the whole of their buffer (a batch's encoded
 * output): moved to the main thread instead of copied. A view into a shared pool (a small
 * Buffer) is cloned, since moving its buffer would take the pool away from the thread.
 */
function movableBuffers(result: unknown): ArrayBuffer[] {
  if (typeof result !== 'object' || result === null) return [];
  const buffers: ArrayBuffer[] = [];
  for (const value of Object.values(result)) {
    if (
      value instanceof Uint8Array &&
      value.buffer instanceof ArrayBuffer &&
      value.byteOffset === 0 &&
      value.byteLength === value.buffer.byteLength &&
      !buffers.includes(value.buffer)
    ) {
      buffers.push(value.buffer);
    }
  }
  return buffers;
}

async function start(port: NonNullable<typeof parentPort>, setup: WorkerSetup): Promise<void> {
  const command = findCommand(setup.command);
  const spec = command?.stream;
  if (!spec) throw new Error(`no streaming command ${setup.command}`);
  const prepared: Prepared<unknown> = await spec.prepare(parseArgs(setup.argv, command.options));
  prepared.warmUp?.();
  port.postMessage({ ready: true } satisfies FromWorker);
  let queue = Promise.resolve();
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
      let reply: FromWorker;
      try {
        reply = { id: message.id, result: await processBatch(prepared, spec.unit, message.bytes) };
      } catch (error) {
        reply = { id: message.id, ...failureOf(error) };
      }
      port.postMessage(reply, 'result' in reply ? movableBuffers(reply.result) : []);
    });
  });
}

// A failure to start (a peer that cannot load) ends the thread with an error the pool reports.
if (parentPort) void start(parentPort, workerData as WorkerSetup);
