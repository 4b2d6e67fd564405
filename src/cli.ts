#!/usr/bin/env node
/** The `uri-grammar` command. */
import { main } from './cli/main';
import { OutputFailedError, isClosedPipe } from './cli/output';
import { EXIT_CLOSED_OUTPUT, EXIT_INTERNAL, EXIT_OUTPUT_FAILED } from './cli/run';

// A write the reader no longer takes can fail after `main` is done with the stream: that is the
// reader's choice (`| head -1`), reported by the exit status alone, never as a crash.
// A write that fails (a file on a full disk reports ENOSPC as an event, maybe after `main` is
// done) is a failed write: status 2 and one line on stderr, said once, by `main` when it saw it.
let mainDone = false;
let writeFailure: unknown;
const reportWriteFailure = (): void => {
  process.exitCode = EXIT_OUTPUT_FAILED;
  process.stderr.write(`uri-grammar: ${new OutputFailedError(writeFailure).message}\n`);
};
process.stdout.on('error', (error) => {
  if (isClosedPipe(error)) {
    process.exitCode = EXIT_CLOSED_OUTPUT;
    return;
  }
  if (writeFailure !== undefined) return;
  writeFailure = error;
  if (mainDone) reportWriteFailure();
});
process.stderr.on('error', () => undefined);

main(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
}).then(
  (code) => {
    mainDone = true;
    if (writeFailure !== undefined && code !== EXIT_OUTPUT_FAILED) reportWriteFailure();
    process.exitCode ??= code;
    // Nothing more will be written or read: do not wait for a producer still feeding stdin.
    if (code === EXIT_CLOSED_OUTPUT) process.exit();
  },
  (error: unknown) => {
    process.stderr.write(
      `uri-grammar: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = EXIT_INTERNAL;
  },
);
