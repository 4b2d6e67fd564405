/**
 * Issue 11: `uri-grammar check < big.txt | head -1` ended with "internal error: Error: write
 * EPIPE" and a stack trace (status 70) once head had closed the pipe. A reader that goes away is
 * no error: the CLI ends quietly, with status 141 (128 + SIGPIPE, as a shell reports a program
 * the signal ended), worker threads or not.
 */
import { spawn, spawnSync } from 'node:child_process';
import { BIN, assertBuilt } from '../cli/run-cli';

beforeAll(assertBuilt);

const LINES = `${'http://example.com/a/b?c#d\n'.repeat(200_000)}`;

/** Reads the first chunk of stdout, closes the pipe, and reports how the CLI ended. */
function closeAfterFirstChunk(
  args: readonly string[],
): Promise<{ code: number | null; stderr: string; first: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    let first = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.once('data', (chunk: Buffer) => {
      first = chunk.toString();
      child.stdout.destroy();
    });
    child.stdin.on('error', () => undefined);
    child.stdin.end(LINES);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr, first }));
  });
}

test.each([['1'], ['2']])(
  'stdout closed early: status 141, nothing on stderr (--jobs %s)',
  async (jobs) => {
    const result = await closeAfterFirstChunk(['check', '--jobs', jobs]);
    expect(result.first.startsWith('{"line":1,"input":"http://example.com/a/b?c#d"')).toBe(true);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(141);
  },
  60_000,
);

test('the shell pipeline of the issue', () => {
  const run = spawnSync(
    'bash',
    [
      '-c',
      `set -o pipefail; node "${BIN}" check --jobs 2 | head -1; echo "status \${PIPESTATUS[0]}" >&2`,
    ],
    { input: LINES, encoding: 'utf8', timeout: 60_000 },
  );
  expect(run.stdout).toBe(
    '{"line":1,"input":"http://example.com/a/b?c#d","rule":"URI-reference","valid":true}\n',
  );
  expect(run.stderr).toBe('status 141\n');
});
