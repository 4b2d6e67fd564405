/**
 * A worker thread of `--jobs N`: finds its command by name, parses the command's own arguments
 * the way the main thread did, and answers each batch with the command's result for it. Batches
 * are taken one at a time, in the order they arrive.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseArgs } from './args';
import { findCommand } from './commands';
import type { Prepared } from './command';
import type { FromWorker, ToWorker, WorkerSetup } from './pool';
import { processBatch } from './stream';

async function start(port: NonNullable<typeof parentPort>, setup: WorkerSetup): Promise<void> {
  const command = findCommand(setup.command);
  const spec = command?.stream;
  if (!spec) throw new Error(`no streaming command ${setup.command}`);
  const prepared: Prepared<unknown> = await spec.prepare(parseArgs(setup.argv, command.options));
  let queue = Promise.resolve();
  port.on('message', (message: ToWorker) => {
    queue = queue.then(async () => {
      if ('close' in message) {
        await prepared.close?.();
        port.close();
        return;
      }
      let reply: FromWorker;
      try {
        reply = { id: message.id, result: await processBatch(prepared, spec.unit, message.bytes) };
      } catch (error) {
        reply = {
          id: message.id,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        };
      }
      port.postMessage(reply);
    });
  });
}

// A failure to start (a peer that cannot load) ends the thread with an error the pool reports.
if (parentPort) void start(parentPort, workerData as WorkerSetup);
