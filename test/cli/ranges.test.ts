/**
 * Every core on an `--input` file (issue 28): workers read their own byte ranges (ranges.ts).
 *
 * - The ranges of a file, read each on its own, are the file: each line read once, whole, by
 *   the range it starts in, wherever the cuts fall (inside a CRLF, a multi-byte character, a
 *   line longer than a range), with or without a final line end. Stdin's big batches too.
 * - Through the built binary: `--jobs 2` and `--jobs 3` print what `--jobs 1` prints, byte for
 *   byte, on files made to straddle range boundaries and on random files (fast-check).
 * - A file that becomes unreadable part way: status 2, the file and the first line not
 *   answered named, every line before it written.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { InputError } from '../../src/cli/lines';
import {
  BigBatcher,
  MAX_RANGE_BYTES,
  MIN_RANGE_BYTES,
  rangeBytes,
  rangesOf,
  readRange,
} from '../../src/cli/ranges';
import { generateCorpus } from '../bench/generated';
import { BIN, assertBuilt, runCli } from './run-cli';

let dir: string;
let fileCount = 0;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'uri-grammar-ranges-'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function writeTemp(content: Buffer | string): string {
  const path = join(dir, `f${fileCount++}.txt`);
  writeFileSync(path, content);
  return path;
}

/** Text rich in what range cuts can fall inside: CRLFs, empty lines, 2-4 byte characters. */
const lineText = fc
  .array(
    fc.constantFrom('a', 'h', ':', '/', '%', '\r', '\r\n', '\n', '\n\n', 'é', '€', '😀', '\xff'),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

/** The lines of bytes as a list of [start, end) pairs, cut after each LF. */
function lineStarts(bytes: Buffer): number[] {
  const starts: number[] = [];
  for (let at = 0; at < bytes.length;) {
    starts.push(at);
    const lf = bytes.indexOf(0x0a, at);
    at = lf < 0 ? bytes.length : lf + 1;
  }
  return starts;
}

describe('readRange', () => {
  test('ranges cut anywhere read back the file, each piece whole lines starting in its range', () => {
    fc.assert(
      fc.property(lineText, fc.array(fc.nat(), { maxLength: 6 }), (text, cutSeeds) => {
        const bytes = Buffer.from(text, 'utf8');
        const path = writeTemp(bytes);
        const cuts = [
          ...new Set(cutSeeds.map((seed) => (bytes.length === 0 ? 0 : seed % bytes.length))),
        ]
          .filter((cut) => cut > 0)
          .sort((a, b) => a - b);
        const bounds = [0, ...cuts];
        const starts = new Set(lineStarts(bytes));
        const pieces = bounds.map((start, i) => {
          const end = i + 1 < bounds.length ? bounds[i + 1]! : null;
          const piece = readRange({ path, name: 'f', start, end });
          // What it holds: exactly the lines that start in [start, end).
          const owned = [...starts].filter((s) => s >= start && (end === null || s < end));
          if (owned.length === 0) expect(piece.length).toBe(0);
          else expect(piece.equals(bytes.subarray(owned[0], owned[0]! + piece.length))).toBe(true);
          return piece;
        });
        expect(Buffer.concat(pieces).equals(bytes)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test('rangesOf covers a file in ranges of 64 KiB to 1 MiB, the last one open', () => {
    expect(rangeBytes(10, 2)).toBe(MIN_RANGE_BYTES);
    expect(rangeBytes(10 ** 9, 2)).toBe(MAX_RANGE_BYTES);
    expect(rangeBytes(16 * 200_000, 2)).toBe(200_000);
    const ranges = [...rangesOf('p', 'n', 200_000, 2)];
    expect(ranges.map((range) => [range.start, range.end])).toEqual([
      [0, 65_536],
      [65_536, 131_072],
      [131_072, 196_608],
      [196_608, null],
    ]);
    expect([...rangesOf('p', 'n', 0, 2)]).toEqual([{ path: 'p', name: 'n', start: 0, end: null }]);
  });

  test('a line longer than the most one input may be: an InputError naming its first byte', () => {
    const path = writeTemp(`ab\n${'x'.repeat(200_000)}\nok\n`);
    expect(() => readRange({ path, name: 'big', start: 0, end: 10 }, 100_000)).toThrow(
      new InputError(
        'big: the line at byte 3 is longer than 100,000 bytes, the most one input may be',
      ),
    );
    // The range after it starts at the next line, whoever owns the long one.
    expect(readRange({ path, name: 'big', start: 10, end: null }, 100_000).toString()).toBe('ok\n');
  });

  test('a file that cannot be opened: an InputError naming it', () => {
    expect(() =>
      readRange({ path: join(dir, 'missing'), name: 'gone', start: 0, end: null }),
    ).toThrow(/^gone: cannot read it: ENOENT/);
  });
});

describe('BigBatcher', () => {
  test('batches of stdin in any chunking are its bytes, each but the last ending with LF', () => {
    fc.assert(
      fc.property(lineText, fc.array(fc.integer({ min: 1, max: 9 })), (text, sizes) => {
        // Each character repeated, so that batches pass the batch size (64 KiB) now and then.
        const bytes = Buffer.from(text.repeat(1 + (text.length % 3) * 20_000), 'utf8');
        const batcher = new BigBatcher('stdin');
        const batches: Buffer[] = [];
        let at = 0;
        for (let i = 0; at < bytes.length; i++) {
          const size = (sizes[i % Math.max(1, sizes.length)] ?? 1) * 37_000;
          batches.push(...batcher.push(bytes.subarray(at, at + size)));
          at += size;
        }
        for (const batch of batches) expect(batch[batch.length - 1]).toBe(0x0a);
        const last = batcher.end();
        if (last) batches.push(last);
        expect(Buffer.concat(batches).equals(bytes)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  test('a line longer than the most one input may be: an InputError naming its first byte', () => {
    const batcher = new BigBatcher('stdin', 1_500_000);
    expect(batcher.push(Buffer.from('a\nb\n'))).toEqual([]);
    // The whole lines before the long one come out first; the next call fails.
    const batches = batcher.push(Buffer.alloc(2_000_000, 0x61));
    expect(batches.map((batch) => batch.toString())).toEqual(['a\nb\n']);
    expect(() => batcher.end()).toThrow('stdin: the line at byte 4 is longer than 1,500,000 bytes');
    const fresh = new BigBatcher('stdin', 1_500_000);
    expect(() => fresh.push(Buffer.alloc(2_000_000, 0x61))).toThrow('the line at byte 0 ');
  });
});

describe('--jobs N on files: byte for byte --jobs 1', () => {
  beforeAll(() => assertBuilt());

  /** Lines built to straddle range boundaries (64 KiB at these sizes). */
  function awkwardFile(finalLineEnd: boolean): string {
    const corpus = generateCorpus(6_000, 0x4a6e);
    const lines = corpus.map((line, i) =>
      i % 9 === 0
        ? `${line}\r`
        : i % 17 === 0
          ? ''
          : i % 23 === 0
            ? `é${line}€😀`
            : i === 2_500
              ? `http://a/${'x'.repeat(150_000)}`
              : line,
    );
    const text = lines.join('\n');
    return writeTemp(finalLineEnd ? `${text}\n` : text);
  }

  test.each([
    ['check', true],
    ['check', false],
    ['check --only valid', false],
    ['check --only invalid --summary', true],
    ['parse', false],
  ])('%s (final line end: %s), one file and three', (command, finalLineEnd) => {
    const file = awkwardFile(finalLineEnd);
    const other = awkwardFile(!finalLineEnd);
    for (const inputs of [[file], [file, other, file]]) {
      const args = [...command.split(' '), ...inputs.flatMap((input) => ['--input', input])];
      const one = runCli([...args, '--jobs', '1']);
      expect(one.stdout.length).toBeGreaterThan(10_000);
      for (const jobs of ['2', '3']) {
        const many = runCli([...args, '--jobs', jobs]);
        expect(many.stderr).toBe(one.stderr);
        expect(many.status).toBe(one.status);
        expect(many.stdout.equals(one.stdout)).toBe(true);
      }
    }
  });

  test('random files (fast-check): --jobs 2 and 3 print what --jobs 1 prints', () => {
    const corpus = generateCorpus(4_000, 0x5eed);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(corpus.length - 1), lineText), { minLength: 1, maxLength: 12 }),
        fc.nat(5),
        fc.boolean(),
        (inserts, repeat, finalLineEnd) => {
          const lines = [...corpus];
          for (const [at, text] of inserts) lines.splice(at, 0, text.repeat(1 + repeat * 400));
          const text = lines.join('\n');
          const file = writeTemp(finalLineEnd ? `${text}\n` : text);
          const one = runCli(['check', '--jobs', '1', '--input', file]);
          for (const jobs of ['2', '3']) {
            const many = runCli(['check', '--jobs', jobs, '--input', file]);
            expect(many.status).toBe(one.status);
            expect(many.stdout.equals(one.stdout)).toBe(true);
          }
        },
      ),
      // Each run starts the CLI three times: few runs, and no shrinking (each step would too).
      { numRuns: 3, endOnFailure: true },
    );
  });

  test('stdin in big batches: --jobs 2 prints what --jobs 1 prints', () => {
    const input = `${generateCorpus(30_000, 0x57d1).join('\r\n')}\n\néa`;
    const one = runCli(['check', '--jobs', '1'], input);
    const two = runCli(['check', '--jobs', '2'], input);
    expect(two.status).toBe(one.status);
    expect(two.stdout.equals(one.stdout)).toBe(true);
  });
});

describe('a file unreadable part way, read by ranges', () => {
  test('status 2, the file and the first line not answered named, every line before it written', () => {
    const text = `${generateCorpus(20_000, 0x6e0).join('\n')}\n`;
    const file = writeTemp(text);
    const one = runCli(['check', '--jobs', '1', '--input', file]);
    // The hook goes in the child's environment (Jest's process.env is not the one spawn reads).
    const child = spawnSync(process.execPath, [BIN, 'check', '--jobs', '2', '--input', file], {
      env: { ...process.env, URI_GRAMMAR_TEST_READ_FAILS_AT_BYTE: String(text.length >> 1) },
      maxBuffer: 256 * 1024 * 1024,
      timeout: 120_000,
    });
    const run = { status: child.status, stdout: child.stdout, stderr: child.stderr.toString() };
    expect(run.status).toBe(2);
    const match =
      /^uri-grammar: (.+): cannot read it: EIO [^\n]*; stopped at line (\d+) of (.+) \(the output holds every line before it\)\n$/.exec(
        run.stderr,
      );
    expect(match).not.toBeNull();
    expect(match![1]).toBe(file);
    expect(match![3]).toBe(file);
    const stopped = Number(match![2]);
    expect(stopped).toBeGreaterThan(1000);
    const records = run.stdout.toString().trimEnd().split('\n');
    expect(records).toHaveLength(stopped - 1);
    expect(one.stdout.subarray(0, run.stdout.length).equals(run.stdout)).toBe(true);
    expect(JSON.parse(records.at(-1)!)).toMatchObject({ line: stopped - 1 });
  });
});
