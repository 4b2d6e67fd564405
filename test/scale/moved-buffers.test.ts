/**
 * The output buffers of `--jobs N` (src/cli/moved-buffers.ts): a worker's encoding is the UTF-8
 * Node writes for the same string, reused buffers never leak an earlier batch's bytes, and only
 * buffers that came from a worker go back to one. Then the built CLI, where the buffers travel:
 * `--jobs 2` writes `--jobs 1`'s bytes to a pipe and to a file over many batches of varied size.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { MovableEncoder, ReturnedBuffers } from '../../src/cli/moved-buffers';
import { BIN, assertBuilt, runCli } from '../cli/run-cli';

describe('MovableEncoder', () => {
  test('encodes as Buffer.from does, lone surrogates included, into reused buffers', () => {
    const encoder = new MovableEncoder();
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'binary', maxLength: 300 }), { maxLength: 6 }),
        (texts) => {
          for (const text of texts) {
            const bytes = encoder.encode(text);
            expect(Buffer.from(bytes).equals(Buffer.from(text, 'utf8'))).toBe(true);
          }
          // What the main thread does: take the moved buffers, write them, give them back.
          encoder.takeBack(encoder.takeMoved());
        },
      ),
      { numRuns: 300 },
    );
  });

  test('a given-back buffer is used again, and only for text that fits it', () => {
    const encoder = new MovableEncoder();
    const first = encoder.encode('x'.repeat(1000));
    const [buffer] = encoder.takeMoved();
    expect(first.buffer).toBe(buffer);
    encoder.takeBack([buffer!]);
    const second = encoder.encode('y'.repeat(900));
    expect(second.buffer).toBe(buffer);
    expect(second.byteLength).toBe(900);
    encoder.takeBack(encoder.takeMoved());
    const longer = encoder.encode('z'.repeat(buffer!.byteLength + 1));
    expect(longer.buffer).not.toBe(buffer);
    expect(encoder.takeMoved()).toEqual([longer.buffer]);
  });

  test('a buffer over 4 MB (a batch with a huge line) is not kept', () => {
    const encoder = new MovableEncoder();
    const huge = encoder.encode('h'.repeat(4 * 1024 * 1024));
    encoder.takeBack(encoder.takeMoved());
    const next = encoder.encode('small');
    expect(next.buffer).not.toBe(huge.buffer);
  });
});

describe('ReturnedBuffers', () => {
  test("gives back written buffers that came from a worker, once, and nobody else's", () => {
    const returned = new ReturnedBuffers();
    const fromWorker = new ArrayBuffer(16);
    const other = new Uint8Array(16);
    returned.arrived([fromWorker]);
    returned.release(other);
    returned.release(new Uint8Array(fromWorker, 0, 8));
    returned.release(new Uint8Array(fromWorker, 0, 8));
    expect(returned.takeWritten()).toEqual([fromWorker]);
    expect(returned.takeWritten()).toEqual([]);
  });

  test('keeps at most 8 buffers for the next batch', () => {
    const returned = new ReturnedBuffers();
    const buffers = Array.from({ length: 20 }, () => new ArrayBuffer(8));
    returned.arrived(buffers);
    for (const buffer of buffers) returned.release(new Uint8Array(buffer));
    expect(returned.takeWritten()).toHaveLength(8);
  });
});

describe('the built CLI, where the buffers travel', () => {
  beforeAll(assertBuilt);
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'uri-grammar-moved-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** 60,000 lines whose lengths wander from a few bytes to 3 KB, so batches differ in size. */
  function input(): string {
    const lines: string[] = [];
    for (let i = 0; i < 60_000; i++) {
      const length = (i * 7919) % (i % 500 === 0 ? 3000 : 120);
      const path = 'p'.repeat(length);
      lines.push(
        i % 7 === 0 ? `http://h${i}.example/${path} bad` : `https://h${i}.example/${path}?q=é`,
      );
    }
    return `${lines.join('\n')}\n`;
  }

  test('--jobs 2 writes the bytes --jobs 1 writes, to a pipe and to a file', () => {
    const file = join(dir, 'in.txt');
    writeFileSync(file, input());
    const one = runCli(['check', '--jobs', '1', '--input', file]);
    expect(one.status).toBe(1);
    expect(one.stdout.length).toBeGreaterThan(10 * 64 * 1024);
    const piped = runCli(['check', '--jobs', '2', '--input', file]);
    expect(piped.status).toBe(1);
    expect(piped.stdout.equals(one.stdout)).toBe(true);

    const out = join(dir, 'out.txt');
    const toFile = spawnSync(
      'bash',
      ['-c', `"${process.execPath}" "${BIN}" check --jobs 2 --input "${file}" > "${out}"`],
      { encoding: 'utf8', timeout: 120_000 },
    );
    expect(toFile.status).toBe(1);
    expect(readFileSync(out).equals(one.stdout)).toBe(true);
  }, 120_000);
});
