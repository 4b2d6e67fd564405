/**
 * Issue 11: the CLI read stdin with node's readline, which also ends a line at a lone CR, so
 * `http://good.example\r@evil.example/` came out as two answers, both valid, and the CR (the
 * thing that makes the input invalid) vanished. A line ends at LF or CRLF only.
 *
 * The CLI's `main` reads a piped stdin here, in this process (test/support/cli-main.ts; a worker
 * thread, where the CLI starts one, runs the build); test/cli/streaming.test.ts runs the built CLI.
 */
import { assertBuilt, jsonLines } from '../cli/run-cli';
import { runMain } from '../support/cli-main';

beforeAll(assertBuilt);

test.each([['1'], ['2']])('one input, one invalid answer (--jobs %s)', async (jobs) => {
  const run = await runMain(['check', '--jobs', jobs], 'http://good.example\r@evil.example/\n');
  expect(run.status).toBe(1);
  expect(jsonLines(run.stdout)).toEqual([
    expect.objectContaining({
      input: 'http://good.example\r@evil.example/',
      valid: false,
      error: expect.objectContaining({ offset: 19 }),
    }),
  ]);
});

test('CRLF still ends a line, and a CR at the very end of the input stays in it', async () => {
  const run = await runMain(['check'], 'http://a/\r\nhttp://b/\r');
  expect(jsonLines(run.stdout).map((record) => [record.input, record.valid])).toEqual([
    ['http://a/', true],
    ['http://b/\r', false],
  ]);
});

test('audit reads its lines the same way', async () => {
  const run = await runMain(
    ['audit', '--peer', 'node-url', '--json'],
    'http://good.example\r@evil.example/\n',
  );
  const report = JSON.parse(run.stdout.toString()) as { peers: { inputs: number }[] };
  expect(report.peers[0]!.inputs).toBe(1);
});
