/**
 * The progress display (src/cli/progress.ts): on a terminal's stderr for file input only, never
 * in the output; lines a second and percent done, redrawn in place. The clock is the test's.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { main } from '../../src/cli/main';
import { Progress, progressLine } from '../../src/cli/progress';

/** A stderr that says it is a terminal and keeps what is written to it. */
function terminal(): Writable & { isTTY: boolean; written: string } {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      stream.written += chunk.toString();
      done();
    },
  }) as Writable & { isTTY: boolean; written: string };
  stream.isTTY = true;
  stream.written = '';
  return stream;
}

describe('Progress', () => {
  test('only on a terminal, only for file input', () => {
    expect(Progress.start({ stderr: terminal(), fromFile: true, totalBytes: 10 })).toBeDefined();
    expect(Progress.start({ stderr: terminal(), fromFile: false, totalBytes: 10 })).toBeUndefined();
    const pipe = Object.assign(new PassThrough(), { isTTY: false });
    expect(Progress.start({ stderr: pipe, fromFile: true, totalBytes: 10 })).toBeUndefined();
  });

  test('redraws in place at most every 250 ms, and clears the line when done', () => {
    const stderr = terminal();
    let now = 0;
    const progress = Progress.start({ stderr, fromFile: true, totalBytes: 1000, now: () => now })!;
    progress.update(10, 100);
    expect(stderr.written).toBe('');
    now = 500;
    progress.update(2000, 400);
    now = 600;
    progress.update(3000, 500);
    expect(stderr.written).toBe('\r\x1b[K2,000 lines  4,000 lines/s  40%');
    progress.done();
    expect(stderr.written.endsWith('\r\x1b[K')).toBe(true);
  });

  test('no percent without a total', () => {
    expect(progressLine(5, 1, undefined, 1000)).toBe('5 lines  5 lines/s');
    expect(progressLine(0, 0, 100, 0)).toBe('0 lines  0 lines/s  0%');
  });
});

describe('the CLI on a terminal', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'uri-grammar-progress-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('progress goes to stderr only; stdout holds the results alone', async () => {
    const file = join(dir, 'in.txt');
    writeFileSync(file, 'http://a/\n'.repeat(200_000));
    const stdout = new PassThrough();
    let out = '';
    stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const stderr = terminal();
    const code = await main(['check', '--jobs', '1', '--input', file], {
      stdin: new PassThrough(),
      stdout,
      stderr,
    });
    expect(code).toBe(0);
    expect(out.split('\n')).toHaveLength(200_001);
    expect(out).not.toContain('lines/s');
    // Whether a redraw fell due depends on the machine's speed; what is drawn is always a line
    // of progress and ends cleared.
    if (stderr.written !== '') {
      expect(stderr.written).toMatch(
        /^(\r\x1b\[K[0-9,]+ lines {2}[0-9,]+ lines\/s {2}[0-9]+%)+\r\x1b\[K$/,
      );
    }
    // 200,000 lines in-process under ts-jest: seconds on a loaded machine, past jest's 5 s.
  }, 60_000);
});
