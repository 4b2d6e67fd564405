/**
 * Where a streaming command's input comes from: `--input FILE` (repeatable, `-` for stdin, a
 * name ending in `.gz` read as gzip, the form crawl indexes come in), else stdin. Each source is
 * read as bytes, a chunk at a time; how far into its file it is feeds the progress display.
 */
import { createReadStream, fstatSync, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { UsageError, type ParsedArgs } from './args';
import { toBuffer } from './io';
import { InputError } from './lines';

/** Bytes read at a time: big enough that a batch carries a thousand typical lines. */
export const CHUNK_BYTES = 64 * 1024;

/**
 * Bytes read from a file at a time. A file's chunk is a batch of `--jobs 1`, and each batch
 * costs a read, an await, a decoding and a write besides its lines: at 256 KiB instead of 64,
 * `check --jobs 1` over the bench's 10^6 lines took 6% less CPU time (1 MiB saved no more).
 * Stdin comes in a pipe's chunks, and `--jobs N` workers read their own ranges.
 */
export const FILE_READ_BYTES = 4 * CHUNK_BYTES;

export interface Source {
  /** For messages: the file name, or `stdin`. */
  readonly name: string;
  /** The size in bytes when the source is a regular file (for percent done). */
  readonly size: number | undefined;
  /** A regular file read as it is (not gzip): workers can read it by byte ranges themselves. */
  readonly path?: string;
  /** Bytes read from the file so far (before gunzip). */
  bytesRead(): number;
  /** The content, a chunk at a time (decompressed); read errors become InputErrors. */
  chunks(): AsyncGenerator<Buffer>;
}

/** The sources `args` name, checked up front so that a missing file is a usage error. */
export function sourcesOf(args: ParsedArgs, stdin: Readable): Source[] {
  const names = args.lists.get('input') ?? [];
  if (names.length === 0) return [stdinSource(stdin)];
  if (names.filter((name) => name === '-').length > 1) {
    throw new UsageError('--input - (stdin) can be given once');
  }
  return names.map((name) => (name === '-' ? stdinSource(stdin) : fileSource(name)));
}

function fileSource(name: string): Source {
  let size: number;
  try {
    const stat = statSync(name);
    if (!stat.isFile()) throw new UsageError(`--input ${name}: not a file`);
    size = stat.size;
  } catch (error) {
    if (error instanceof UsageError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new UsageError(`--input ${name}: ${code === 'ENOENT' ? 'no such file' : String(code)}`);
  }
  let stream: ReturnType<typeof createReadStream> | undefined;
  return {
    name,
    size,
    ...(name.endsWith('.gz') ? {} : { path: name }),
    bytesRead: () => stream?.bytesRead ?? 0,
    chunks: async function* () {
      stream = createReadStream(name, { highWaterMark: FILE_READ_BYTES });
      const content: Readable = name.endsWith('.gz')
        ? stream.pipe(createGunzip({ chunkSize: CHUNK_BYTES }))
        : stream;
      if (content !== stream) stream.on('error', (error) => content.destroy(error));
      try {
        yield* readChunks(name, content);
      } finally {
        stream.destroy();
      }
    },
  };
}

function stdinSource(stdin: Readable): Source {
  const fd = (stdin as { fd?: unknown }).fd;
  let size: number | undefined;
  if (typeof fd === 'number') {
    try {
      const stat = fstatSync(fd);
      if (stat.isFile()) size = stat.size;
    } catch {
      size = undefined;
    }
  }
  let read = 0;
  return {
    name: 'stdin',
    size,
    bytesRead: () => read,
    chunks: async function* () {
      for await (const chunk of readChunks('stdin', stdin)) {
        read += chunk.length;
        yield chunk;
      }
    },
  };
}

async function* readChunks(name: string, stream: Readable): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of stream) yield toBuffer(chunk);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = error instanceof Error ? error.message : String(error);
    throw new InputError(`${name}: cannot read it: ${code ?? reason}${code ? ` (${reason})` : ''}`);
  }
}
