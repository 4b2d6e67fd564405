/** Streaming input (arguments, or stdin one line at a time) and output with back-pressure. */
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

export interface Io {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
}

/** The inputs: the positional arguments if any, else each line of stdin (constant memory). */
export async function* inputs(
  positionals: readonly string[],
  stdin: Readable,
): AsyncGenerator<string> {
  if (positionals.length > 0) {
    yield* positionals;
    return;
  }
  const lines = createInterface({ input: stdin, crlfDelay: Infinity });
  for await (const line of lines) yield line;
}

/** Writes one line, waiting when the stream's buffer is full. */
export async function writeLine(stream: Writable, line: string): Promise<void> {
  if (!stream.write(`${line}\n`)) await once(stream, 'drain');
}
