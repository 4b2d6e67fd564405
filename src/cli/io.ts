/** The streams a command runs with, line input for the commands that read one input at a time. */
import type { Readable, Writable } from 'node:stream';
import { LineBatcher, decode, splitLines } from './lines';
import { Output } from './output';

export interface Io {
  readonly stdin: Readable;
  readonly stdout: Writable;
  readonly stderr: Writable;
}

/**
 * The inputs: the positional arguments if any, else each line of `stream` (ended by LF or
 * CRLF, never by a lone CR; memory: one chunk and the current line).
 */
export async function* inputs(
  positionals: readonly string[],
  stream: Readable,
): AsyncGenerator<string> {
  if (positionals.length > 0) {
    yield* positionals;
    return;
  }
  const batcher = new LineBatcher('stdin');
  for await (const chunk of stream) {
    for (const batch of batcher.push(toBuffer(chunk))) yield* splitLines(decode(batch));
  }
  const last = batcher.end();
  if (last !== undefined) yield* splitLines(decode(last));
}

/** A chunk from a stream as bytes (a stream with an encoding set gives strings). */
export function toBuffer(chunk: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  return Buffer.from(String(chunk), 'utf8');
}

/** Writes one line, waiting when the stream's buffer is full; a closed pipe is an OutputClosedError. */
export async function writeLine(stream: Writable, line: string): Promise<void> {
  const output = new Output(stream);
  try {
    await output.writeLine(line);
  } finally {
    output.release();
  }
}
