/**
 * Faults lose nothing silently (issue 28), through the built binary: a worker thread that dies,
 * a write that fails (a full disk: /dev/full; Node reopens a closed stdout on /dev/null, so a
 * closed descriptor is no fault it can see), a reader that goes away, an input that
 * becomes unreadable part way. Each ends with its status and one line saying what was lost.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { generateCorpus } from '../bench/generated';
import { BIN, assertBuilt, runCli } from './run-cli';

let dir: string;
let file: string;

beforeAll(() => {
  assertBuilt();
  dir = mkdtempSync(join(tmpdir(), 'uri-grammar-faults-'));
  file = join(dir, 'lines.txt');
  // Many 64 KiB batches, so that workers start and a dead one leaves batches behind it.
  writeFileSync(file, `${generateCorpus(30_000, 0xfa17).join('\n')}\n`);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** The CLI through a shell (for redirections), with extra environment variables. */
function shell(command: string, env: Record<string, string> = {}) {
  const run = spawnSync('/bin/sh', ['-c', command], {
    env: { ...process.env, ...env },
    maxBuffer: 256 * 1024 * 1024,
    timeout: 120_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr.toString('utf8') };
}

const cli = `"${process.execPath}" "${BIN}"`;

describe('a worker thread that dies', () => {
  test.each([['check'], ['check --only valid'], ['parse']])(
    '%s: status 2, the first line not answered named, every line before it written',
    (command) => {
      const whole = runCli([...command.split(' '), '--jobs', '1', '--input', file]);
      const run = shell(`${cli} ${command} --jobs 2 --input "${file}"`, {
        URI_GRAMMAR_TEST_WORKER_EXIT_AT_BATCH: '3',
      });
      expect(run.status).toBe(2);
      const messages = run.stderr.trimEnd().split('\n');
      expect(messages).toHaveLength(1);
      const match =
        /^uri-grammar: a worker thread stopped \(exit code 3\); no answer for line (\d+) of (.+) or after it/.exec(
          messages[0]!,
        );
      expect(match).not.toBeNull();
      expect(match![2]).toBe(file);
      const unanswered = Number(match![1]);
      expect(unanswered).toBeGreaterThan(1);
      // The output is --jobs 1's, up to the answer to the line before the one named.
      expect(whole.stdout.subarray(0, run.stdout.length).equals(run.stdout)).toBe(true);
      if (command === 'check' || command === 'parse') {
        const records = run.stdout.toString().trimEnd().split('\n');
        expect(records).toHaveLength(unanswered - 1);
        expect(JSON.parse(records.at(-1)!)).toMatchObject({ line: unanswered - 1 });
      }
    },
  );
});

describe('a write that fails', () => {
  const devFull = existsSync('/dev/full') ? test : test.skip;

  devFull.each([
    [`check http://a/ b`],
    [`check --input "FILE"`],
    [`check --only valid --input "FILE"`],
    [`check --jobs 2 --input "FILE"`],
  ])('%s > /dev/full: status 2, one line naming ENOSPC', (command) => {
    const run = shell(`${cli} ${command.replace('FILE', file)} > /dev/full`);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^uri-grammar: cannot write the output: ENOSPC[^\n]*\n$/);
  });

  test.each([['check'], ['check --only valid']])(
    '%s | head -c 10: the reader going away (EPIPE) still ends with 141 and no message',
    (command) => {
      const run = spawnSync(
        '/bin/bash',
        [
          '-c',
          `${cli} ${command} --input "${file}" | head -c 10 > /dev/null; echo \${PIPESTATUS[0]}`,
        ],
        { timeout: 120_000 },
      );
      expect(run.stdout.toString()).toBe('141\n');
      expect(run.stderr.toString()).toBe('');
    },
  );
});

describe('an input that becomes unreadable part way', () => {
  test('a truncated gzip file: status 2, the file and the line named, the lines before written', () => {
    const text = `${generateCorpus(20_000, 0x9a).join('\n')}\n`;
    const gz = gzipSync(text);
    const truncated = join(dir, 'truncated.txt.gz');
    writeFileSync(truncated, gz.subarray(0, gz.length >> 1));
    const run = runCli(['check', '--input', truncated]);
    expect(run.status).toBe(2);
    const match =
      /^uri-grammar: (.+): cannot read it: [^\n]*; stopped at line (\d+) of (.+) \(the output holds every line before it\)\n$/.exec(
        run.stderr,
      );
    expect(match).not.toBeNull();
    expect(match![1]).toBe(truncated);
    expect(match![3]).toBe(truncated);
    const stopped = Number(match![2]);
    const records = run.stdout.toString().trimEnd().split('\n');
    expect(records).toHaveLength(stopped - 1);
    const lines = text.split('\n');
    records.forEach((record, i) => {
      expect(JSON.parse(record)).toMatchObject({ line: i + 1, input: lines[i] });
    });
  });
});
