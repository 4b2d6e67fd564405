/**
 * The CLI's `main` (src/cli/main.ts) run in the test's own process, for tests of what the CLI
 * writes rather than of the process it runs in: stdin, stdout and stderr are pipes as a spawned
 * CLI's are (no TTY), and the answer has the shape of test/cli/run-cli.ts's `runCli`: the exit
 * status `main` returns, stdout as bytes, stderr as text. A spawned CLI costs a Node process and
 * the library's import each time; this costs neither. Worker threads, where `--jobs 2` and up
 * start any (for input past one batch), run the built worker in dist/ as the spawned CLI's do
 * (src/cli/pool.ts), so tests that may start them call `assertBuilt` first. The process-level behaviour (a closed pipe, signals, exit codes set by
 * src/cli.ts, memory) is tested on the built CLI, spawned: test/cli/ and the regressions that
 * need a process.
 */
import { PassThrough } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { main } from '../../src/cli/main';
import type { CliRun } from '../cli/run-cli';

export async function runMain(
  args: readonly string[],
  stdin: string | Buffer = '',
): Promise<CliRun> {
  const input = new PassThrough();
  input.end(stdin);
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out = buffer(stdout);
  const err = buffer(stderr);
  const status = await main(args, { stdin: input, stdout, stderr });
  stdout.end();
  stderr.end();
  return { status, stdout: await out, stderr: (await err).toString('utf8') };
}

/** `runMain` with stdout as text, as `runCliText` gives it. */
export async function runMainText(
  args: readonly string[],
  stdin = '',
): Promise<{ readonly status: number | null; readonly stdout: string; readonly stderr: string }> {
  const run = await runMain(args, stdin);
  return { status: run.status, stdout: run.stdout.toString('utf8'), stderr: run.stderr };
}
