/**
 * `uri-grammar check --jobs 16` printed `MaxListenersExceededWarning: Possible EventEmitter memory
 * leak detected. 17 close listeners added to [Socket]` whenever stdout was a pipe and ten or more
 * jobs wrote to it (`--jobs 10 --input F | cat`). Two causes, both fixed:
 * - Node pipes each worker thread's stdout and stderr into the process's own, one set of
 *   'close', 'error', 'drain' and 'unpipe' listeners per worker; the pool now keeps workers'
 *   stdio apart (src/cli/pool.ts, startWorker);
 * - each write that found the buffer full added a 'drain' and a 'close' listener of its own;
 *   blocked writers now share one wait (src/cli/output.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Output, OutputClosedError } from '../../src/cli/output';
import { assertBuilt, runCli } from '../cli/run-cli';

/** A stream whose buffer is full after one byte, and that drains only when told to. */
function slowStream(): { stream: Writable; drainOne: () => void } {
  const pending: (() => void)[] = [];
  const stream = new Writable({
    highWaterMark: 1,
    write(_chunk, _encoding, callback) {
      pending.push(callback);
    },
  });
  return { stream, drainOne: () => pending.shift()?.() };
}

const WRITERS = 20;

test('twenty writers blocked on a full buffer add one drain and one close listener', async () => {
  const { stream, drainOne } = slowStream();
  const output = new Output(stream);
  const warnings: Error[] = [];
  const onWarning = (warning: Error): void => void warnings.push(warning);
  process.on('warning', onWarning);
  try {
    const writes = Array.from({ length: WRITERS }, (_, i) => output.write(`line ${i}\n`));
    expect(stream.listenerCount('drain')).toBe(1);
    expect(stream.listenerCount('close')).toBe(1);
    while (stream.writableLength > 0) {
      drainOne();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(writes);
    expect(stream.listenerCount('drain')).toBe(0);
    expect(stream.listenerCount('close')).toBe(0);
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
  } finally {
    process.off('warning', onWarning);
    output.release();
  }
});

test('every blocked writer learns that the reader closed the stream', async () => {
  const { stream } = slowStream();
  const output = new Output(stream);
  const writes = Array.from({ length: WRITERS }, (_, i) => output.write(`line ${i}\n`));
  stream.destroy();
  const outcomes = await Promise.allSettled(writes);
  const rejected = outcomes.filter((o) => o.status === 'rejected');
  // Each write passed the one-byte mark, so each waited, and each is told why it cannot go on.
  expect(rejected).toHaveLength(WRITERS);
  for (const outcome of rejected) expect(outcome.reason).toBeInstanceOf(OutputClosedError);
  await expect(output.write('more\n')).rejects.toBeInstanceOf(OutputClosedError);
  output.release();
});

test('check --jobs 12 into a pipe prints no listener warning, and the same bytes as --jobs 1', () => {
  assertBuilt();
  // Enough output to fill the pipe many times over, so the main thread waits for 'drain' while
  // the twelve workers' stdio pipes (the other cause: Node pipes a worker's stdout and stderr
  // into the process's, one set of listeners per worker) are in place.
  const dir = mkdtempSync(join(tmpdir(), 'uri-grammar-listeners-'));
  try {
    const file = join(dir, 'lines.txt');
    const lines = Array.from({ length: 40_000 }, (_, i) => `http://example.com/a/${i}?q=${i}`);
    writeFileSync(file, `${lines.join('\n')}\n`);
    const many = runCli(['check', '--jobs', '12', '--input', file]);
    expect(many.stderr).not.toMatch(/MaxListenersExceededWarning|memory leak/);
    expect(many.status).toBe(0);
    const one = runCli(['check', '--jobs', '1', '--input', file]);
    expect(many.stdout.equals(one.stdout)).toBe(true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
